/**
 * The downtime steps: one route per event of the rules' downtime reducer, POST
 * /api/crews/:crewId/downtime/<path>, each with that event's own body (the event's zod object
 * without `type`, plus the crew's `version`); each answers `{ sheet, event }` (crewWrites.ts).
 * Each entry names its route of the table (routes/endpoints.ts): the API serves it, the web calls
 * it by that name.
 */
import { downtimeEventSchema, type DowntimeEventType } from '@temps-mort/rules';
import type { z } from 'zod';
import { entanglementParams, versionBody } from './crewWrites';
import { crewParams } from './ids';
import type { endpoints, RouteName } from './routes/endpoints';

/** The routes that apply a downtime step: the `downtime.*` POSTs of the table. */
export type DowntimeStepName = {
  [N in RouteName]: N extends `downtime.${string}` ? ((typeof endpoints)[N]['method'] extends 'POST' ? N : never) : never;
}[RouteName];

export interface DowntimeStepRoute {
  readonly name: DowntimeStepName;
  readonly type: DowntimeEventType;
  /** Under /api/crews/:crewId/downtime/ (the endpoint's path ends with it). */
  readonly path: string;
  readonly summary: string;
  /** The entanglement's id is in the path (`:entanglementId`, slash encoded as %2F). */
  readonly entanglement?: true;
  /** Fields the server sets on the event (not in the body). */
  readonly fixed?: Readonly<Record<string, unknown>>;
}

export const DOWNTIME_STEP_ROUTES = [
  { name: 'downtime.start', type: 'start', path: 'start', summary: 'A1: a new score was pulled: a downtime starts (activity counters reset)' },
  { name: 'downtime.payoff', type: 'payoff', path: 'payoff', summary: 'P1–P5: payoff (rep from the target tier, coin, tithe, split)' },
  { name: 'downtime.heat', type: 'heat', path: 'heat', summary: 'H1–H3: heat from the score (wanted level when it passes 9)' },
  { name: 'downtime.conflictHeat', type: 'conflict_heat', path: 'conflict-heat', summary: 'H4: heat from a conflict with an adversary, at any time' },
  { name: 'downtime.jail', type: 'jail', path: 'jail', summary: 'I1/I2: a PC is convicted and jailed (or beaten at wanted level 0)' },
  { name: 'downtime.incarcerationRoll', type: 'incarceration_roll', path: 'incarceration-roll', summary: 'I3: the incarceration roll of a jailed PC' },
  {
    name: 'downtime.incarcerationGains',
    type: 'incarceration_gains',
    path: 'incarceration-gains',
    summary: 'I3/I4: a prison claim (or an allied claim, or faction status) gained',
  },
  { name: 'downtime.release', type: 'release', path: 'release', summary: 'I2: a PC leaves jail (load given back)' },
  {
    name: 'downtime.entanglementRoll',
    type: 'entanglement_roll',
    path: 'entanglement-roll',
    summary: 'E1: roll the entanglement (open or hidden; held until revealed unless `reveal`)',
  },
  {
    name: 'downtime.entanglementPick',
    type: 'entanglement_pick',
    path: 'entanglement-pick',
    summary: 'E1: the GM picks one of the rolled cell’s entanglements (after a roll with `pick: after_roll`)',
  },
  {
    name: 'downtime.entanglementReveal',
    type: 'entanglement_reveal',
    path: 'entanglements/:entanglementId/reveal',
    summary: 'E3: reveal a held entanglement',
    entanglement: true,
  },
  {
    name: 'downtime.entanglementResolve',
    type: 'entanglement_resolve',
    path: 'entanglements/:entanglementId/resolve',
    summary: 'E2/E3: resolve a revealed entanglement with a way out (see …/options for the costs)',
    entanglement: true,
  },
  { name: 'downtime.advance', type: 'advance', path: 'advance', summary: 'Move on: entanglement → activities → done' },
  {
    name: 'downtime.activity',
    type: 'activity',
    path: 'activities',
    summary: 'A1, A3–A9: a downtime activity of a PC (acquire asset, project, recover, reduce heat, train, indulge vice)',
  },
  {
    name: 'downtime.assetSettle',
    type: 'asset_settle',
    path: 'asset-settle',
    summary: 'A4: pay coin for extra quality on the rolled acquisition (0 to take it as rolled); the asset acquired is kept on the crew sheet',
    // Every acquisition settled through the API is kept (`crew.assets`); only older steps have no `keep`.
    fixed: { keep: true },
  },
  { name: 'downtime.overindulgence', type: 'overindulgence', path: 'overindulgence', summary: "V2: the player's pick after overindulging" },
  { name: 'downtime.sinkIntoVice', type: 'sink_into_vice', path: 'sink-into-vice', summary: 'V3: sink into vice' },
  { name: 'downtime.returnFromLost', type: 'return_from_lost', path: 'return-from-lost', summary: 'V2/V3: a lost PC comes back' },
  { name: 'downtime.newPurveyor', type: 'new_purveyor', path: 'new-purveyor', summary: 'V2: a tapped PC finds a new purveyor' },
  { name: 'downtime.freePlay', type: 'free_play', path: 'free-play', summary: 'A2: a free-play action that needs the GM (2 + tier per downtime)' },
  { name: 'downtime.raiseTier', type: 'raise_tier', path: 'raise-tier', summary: 'I4: raise the crew one tier, paying coin' },
] as const satisfies readonly DowntimeStepRoute[];

/** One entry of the list, by its literal name. */
export type DowntimeStepRouteOf<N extends DowntimeStepName = DowntimeStepName> = Extract<(typeof DOWNTIME_STEP_ROUTES)[number], { readonly name: N }>;

type EventObject = (typeof downtimeEventSchema.options)[number];
type EventOf<T extends DowntimeEventType> = Extract<EventObject, { readonly shape: { readonly type: z.ZodLiteral<T> } }>;
/** The fields a step's body leaves out: its type, the id in the path, what the server sets. */
type Omitted<R extends DowntimeStepRoute> =
  | 'type'
  | (R extends { readonly entanglement: true } ? 'id' : never)
  | (R extends { readonly fixed: infer F } ? keyof F & string : never);
type Version = z.output<typeof versionBody>;

/** A step's body schema: the event's fields without those the route sets, plus `version`. */
export type StepBodySchema<R extends DowntimeStepRoute> = z.ZodType<
  Omit<z.output<EventOf<R['type']>>, Omitted<R>> & Version,
  Omit<z.input<EventOf<R['type']>>, Omitted<R>> & Version
>;

/** A step's params schema: the crew's id, and the entanglement's for a step about one. */
export type StepParamsSchema<R extends DowntimeStepRoute> = R extends { readonly entanglement: true } ? typeof entanglementParams : typeof crewParams;

function eventObject(type: DowntimeEventType): EventObject {
  const found = downtimeEventSchema.options.find((o) => o.shape.type.value === type);
  if (!found) throw new Error(`no event schema for ${type}`);
  return found;
}

/** The body of a step: the event's fields without `type` (nor the id in the path, nor what the server sets), plus `version`. */
export function stepBodySchema<R extends DowntimeStepRoute>(route: R): StepBodySchema<R> {
  const object = eventObject(route.type) as unknown as z.ZodObject<z.ZodRawShape>;
  const omit: Record<string, true> = { type: true };
  if (route.entanglement) omit.id = true;
  for (const field of Object.keys(route.fixed ?? {})) omit[field] = true;
  return object.omit(omit).extend(versionBody.shape) as unknown as StepBodySchema<R>;
}

/** The path's ids: the crew's, and the entanglement's for a step about one. */
export function stepParams<R extends DowntimeStepRoute>(route: R): StepParamsSchema<R> {
  return (route.entanglement ? entanglementParams : crewParams) as StepParamsSchema<R>;
}

/**
 * The downtime steps: one route per event of the rules' downtime reducer, POST
 * /api/crews/:crewId/downtime/<path>, each with that event's own body (the event's zod object
 * without `type`, plus the crew's `version`); each answers `{ sheet, event }` (crewWrites.ts).
 */
import { downtimeEventSchema, type DowntimeEventType } from '@temps-mort/rules';
import type { z } from 'zod';
import { entanglementParams, versionBody } from './crewWrites';
import { crewParams } from './ids';

export interface DowntimeStepRoute {
  readonly type: DowntimeEventType;
  /** Under /api/crews/:crewId/downtime/. */
  readonly path: string;
  readonly summary: string;
  /** The entanglement's id is in the path (`:entanglementId`, slash encoded as %2F). */
  readonly entanglement?: boolean;
  /** Fields the server sets on the event (not in the body). */
  readonly fixed?: Readonly<Record<string, unknown>>;
}

export const DOWNTIME_STEP_ROUTES: readonly DowntimeStepRoute[] = [
  { type: 'start', path: 'start', summary: 'A1: a new score was pulled: a downtime starts (activity counters reset)' },
  { type: 'payoff', path: 'payoff', summary: 'P1–P5: payoff (rep from the target tier, coin, tithe, split)' },
  { type: 'heat', path: 'heat', summary: 'H1–H3: heat from the score (wanted level when it passes 9)' },
  { type: 'conflict_heat', path: 'conflict-heat', summary: 'H4: heat from a conflict with an adversary, at any time' },
  { type: 'jail', path: 'jail', summary: 'I1/I2: a PC is convicted and jailed (or beaten at wanted level 0)' },
  { type: 'incarceration_roll', path: 'incarceration-roll', summary: 'I3: the incarceration roll of a jailed PC' },
  { type: 'incarceration_gains', path: 'incarceration-gains', summary: 'I3/I4: a prison claim (or an allied claim, or faction status) gained' },
  { type: 'release', path: 'release', summary: 'I2: a PC leaves jail (load given back)' },
  { type: 'entanglement_roll', path: 'entanglement-roll', summary: 'E1: roll the entanglement (open or hidden; held until revealed unless `reveal`)' },
  { type: 'entanglement_pick', path: 'entanglement-pick', summary: 'E1: the GM picks one of the rolled cell’s entanglements (after a roll with `pick: after_roll`)' },
  { type: 'entanglement_reveal', path: 'entanglements/:entanglementId/reveal', summary: 'E3: reveal a held entanglement', entanglement: true },
  {
    type: 'entanglement_resolve',
    path: 'entanglements/:entanglementId/resolve',
    summary: 'E2/E3: resolve a revealed entanglement with a way out (see …/options for the costs)',
    entanglement: true,
  },
  { type: 'advance', path: 'advance', summary: 'Move on: entanglement → activities → done' },
  { type: 'activity', path: 'activities', summary: 'A1, A3–A9: a downtime activity of a PC (acquire asset, project, recover, reduce heat, train, indulge vice)' },
  {
    type: 'asset_settle',
    path: 'asset-settle',
    summary: 'A4: pay coin for extra quality on the rolled acquisition (0 to take it as rolled); the asset acquired is kept on the crew sheet',
    // Every acquisition settled through the API is kept (`crew.assets`); only older steps have no `keep`.
    fixed: { keep: true },
  },
  { type: 'overindulgence', path: 'overindulgence', summary: "V2: the player's pick after overindulging" },
  { type: 'sink_into_vice', path: 'sink-into-vice', summary: 'V3: sink into vice' },
  { type: 'return_from_lost', path: 'return-from-lost', summary: 'V2/V3: a lost PC comes back' },
  { type: 'new_purveyor', path: 'new-purveyor', summary: 'V2: a tapped PC finds a new purveyor' },
  { type: 'free_play', path: 'free-play', summary: 'A2: a free-play action that needs the GM (2 + tier per downtime)' },
  { type: 'raise_tier', path: 'raise-tier', summary: 'I4: raise the crew one tier, paying coin' },
];

type EventObject = (typeof downtimeEventSchema.options)[number];

function eventObject(type: DowntimeEventType): EventObject {
  const found = downtimeEventSchema.options.find((o) => o.shape.type.value === type);
  if (!found) throw new Error(`no event schema for ${type}`);
  return found;
}

/** The body of a step: the event's fields without `type` (nor the id in the path), plus `version`. */
export function stepBodySchema(route: DowntimeStepRoute): z.ZodType<{ version: number } & Record<string, unknown>> {
  const object = eventObject(route.type) as unknown as z.ZodObject<z.ZodRawShape>;
  const omit: Record<string, true> = { type: true };
  if (route.entanglement) omit.id = true;
  for (const field of Object.keys(route.fixed ?? {})) omit[field] = true;
  return object.omit(omit).extend(versionBody.shape) as unknown as z.ZodType<{ version: number } & Record<string, unknown>>;
}

/** The path's ids: the crew's, and the entanglement's for a step about one. */
export function stepParams(route: DowntimeStepRoute): z.ZodType<{ crewId: string; entanglementId?: string }> {
  return route.entanglement ? entanglementParams : crewParams;
}

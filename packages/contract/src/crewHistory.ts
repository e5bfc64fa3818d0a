/**
 * A crew's history as the API answers it (GET /api/crews/:crewId/history, every crew write's
 * `event`): each step with what was asked (`payload`), what the rules made of it (`detail`), its
 * reasons, dice and rolls, and whether it was undone or is hidden from players.
 *
 * A step's `detail` is typed per step type (`STEP_DETAILS`): the fields the rules put there for
 * that step, the ones the web reads. Each is a loose object: the answer keeps every field the
 * rules wrote (a step stored by an older version of the rules may carry others).
 */
import { crewAssetSchema, entanglementKindSchema, type DowntimeEventType } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { netChangeSchema } from './campaignHistory';
import { crewSheetSchema, entanglementRollSchema } from './crew';
import { crewParams, tokenQuery } from './ids';
import { reasonSchema } from './reasons';

/** The types a crew's step may have: an event of the rules' downtime reducer, an undo, or a redo (which takes an undo back). */
export type CrewStepType = DowntimeEventType | 'undo' | 'redo';

const pendingEntanglementSchema = z.object({ id: z.string(), kind: entanglementKindSchema, revealed: z.boolean(), hidden: z.boolean() });
const saved = z.looseObject({ id: z.string(), added: z.boolean() });
const removed = z.looseObject({ id: z.string() });
const anyDetail = z.looseObject({});
/** K2–K7: what a tick moved (rules: downtime/clocks.ts). */
const clockTicked = z.looseObject({
  clock: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  segments: z.number().int(),
  ticks: z.number().int().describe('Segments asked for: the hand’s ±n, or what the roll ticks.'),
  ticked: z.number().int().describe('Segments actually moved.'),
  overflow: z.number().int(),
  completed: z.boolean(),
  unlocked: z.array(z.string()).describe('K6: the clocks this tick unlocked.'),
  race: z.object({ rival: z.string(), winner: z.string().nullable(), decidedNow: z.boolean() }).nullable(),
});

/** What the rules put in `detail`, per step type (reducer.ts, sheet.ts of the rules' downtime). */
export const STEP_DETAILS = {
  crew_created: z.looseObject({ crew: z.string().describe("The crew's id.") }),
  crew_edit: z.looseObject({ fields: z.array(z.string()).describe('The fields the edit changed.') }),
  faction_save: saved,
  faction_remove: removed,
  cohort_save: saved,
  cohort_remove: removed,
  character_save: saved,
  character_remove: removed,
  character_texts: z.looseObject({ id: z.string(), fields: z.array(z.string()).describe('The texts the player changed.') }),
  asset_remove: z.looseObject({ id: z.string(), asset: crewAssetSchema, cause: z.string() }),
  project_create: anyDetail,
  start: z.looseObject({ downtime: z.number().int(), allowance: z.number().int() }),
  payoff: anyDetail,
  heat: anyDetail,
  conflict_heat: anyDetail,
  jail: anyDetail,
  incarceration_roll: z.looseObject({
    pending: z.object({ prisonClaim: z.boolean(), factionStatus: z.boolean() }).describe('I3: gains earned but not chosen yet.'),
  }),
  incarceration_gains: z.looseObject({ pending: z.object({ prisonClaim: z.boolean(), factionStatus: z.boolean() }) }),
  release: anyDetail,
  entanglement_roll: z.looseObject({
    roll: entanglementRollSchema.nullable().describe('Null at wanted level 0: no entanglement.'),
    pending: pendingEntanglementSchema.nullable().describe('Null with `pick: after_roll` (the GM picks next) or without a roll.'),
  }),
  entanglement_pick: z.looseObject({ roll: entanglementRollSchema, pending: pendingEntanglementSchema }),
  entanglement_reveal: anyDetail,
  entanglement_resolve: anyDetail,
  advance: z.looseObject({ phase: z.enum(['activities', 'done']) }),
  activity: z.looseObject({ activity: z.string().describe('The activity kind (acquire_asset, train…).') }),
  asset_settle: anyDetail,
  overindulgence: anyDetail,
  sink_into_vice: anyDetail,
  return_from_lost: anyDetail,
  new_purveyor: anyDetail,
  free_play: z.looseObject({ used: z.number().int(), limit: z.number().int() }),
  raise_tier: anyDetail,
  clock_save: saved,
  clock_remove: removed,
  clock_tick: clockTicked,
  clock_roll: clockTicked,
  undo: z.looseObject({ undone: z.number().int().describe('The seq of the step it reverted.'), type: z.string().describe('That step’s type.') }),
  redo: z.looseObject({
    redone: z.number().int().describe('The seq of the step it brought back.'),
    undo: z.number().int().describe('The seq of the undo step it took back.'),
    type: z.string().describe('The type of the step brought back.'),
  }),
} satisfies Record<CrewStepType, z.ZodType>;

export type StepDetail<T extends CrewStepType> = Answer<(typeof STEP_DETAILS)[T]>;

/** A roll stored with a step: a crew's roll without its crew, and whether its step was undone. */
export const crewRollSchema = z.object({
  id: z.string(),
  who: z.string(),
  characterId: z.string().nullable(),
  purpose: z.string(),
  kind: z.string().describe('"d6_pool", "fortune", or "dN" for a fair pick among N.'),
  sides: z.number().int(),
  dice: z.array(z.number().int()),
  band: z.string().nullable(),
  quality: z.number().int().nullable(),
  hidden: z.boolean(),
  undone: z.boolean().describe('Its step was undone (the roll stays in the history).'),
  reasons: z.array(reasonSchema),
  createdAt: z.string(),
});

/**
 * One step as the wire carries it. Its TS type (`CrewEvent`) narrows `detail` by `type`; the wire
 * schema keeps `detail` an open object, so a step stored by an older version of the rules is still
 * answered as it was written.
 */
export const crewEventSchema = z
  .object({
    seq: z.number().int().describe('Position in the history, 1 for `crew_created`; the live stream id.'),
    type: z.string().describe('The event type (`DowntimeEventType`), "undo" or "redo".'),
    payload: z.record(z.string(), z.unknown()).describe('The event as asked (a `DowntimeEvent`, `{type:"undo",seq}`, or `{type:"redo",seq}` naming the undo it took back).'),
    dice: z.array(z.number().int()).describe('Every die the step consumed, in order.'),
    detail: z.record(z.string(), z.unknown()).describe('What the rules made of it: its fields per step type are `STEP_DETAILS` of @temps-mort/contract.'),
    reasons: z.array(reasonSchema),
    hidden: z.boolean().describe('GM-only step.'),
    undone: z.boolean(),
    undoneBy: z.number().int().nullable().describe('The undo step that reverted it (for an undo: the redo that took it back).'),
    undoes: z.number().int().nullable().describe('For an undo: the step it reverted; for a redo: the undo it took back.'),
    rolls: z.array(crewRollSchema),
    createdAt: z.string(),
  })
  .describe('One step of the crew history.');

type WireEvent = Answer<typeof crewEventSchema>;

export type CrewRollView = Answer<typeof crewRollSchema>;

/** A step of a crew's history, its `detail` typed by its `type`. */
export type CrewEvent = {
  readonly [T in CrewStepType]: Omit<WireEvent, 'type' | 'detail'> & { readonly type: T; readonly detail: StepDetail<T> };
}[CrewStepType];

/** The steps of one type (e.g. `CrewEventOf<'entanglement_roll' | 'entanglement_pick'>`). */
export type CrewEventOf<T extends CrewStepType> = Extract<CrewEvent, { readonly type: T }>;

const seqQuery = z.coerce.number().int().min(0).max(1_000_000_000);

export const crewHistoryRoute = {
  params: crewParams,
  querystring: z.strictObject({
    ...tokenQuery,
    type: z
      .string()
      .max(500)
      .regex(/^[a-z_]+(,[a-z_]+)*$/, 'event types separated by commas')
      .optional()
      .describe('Only these types, e.g. `payoff,heat`.'),
    after: seqQuery.optional().describe('Only steps after this seq.'),
    before: seqQuery.optional().describe('Only steps before this seq.'),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
  answer: z.object({ events: z.array(crewEventSchema) }),
};

/** GET /api/crews/:crewId/history: the wire's events, each typed by its step type. */
export interface CrewHistoryAnswer {
  readonly events: readonly CrewEvent[];
}

/** GET /api/crews/:crewId/stream's query (Server-Sent Events; resumes after `Last-Event-ID`). */
export const crewStreamRoute = {
  params: crewParams,
  querystring: z.strictObject({
    ...tokenQuery,
    lastEventId: seqQuery.optional().describe('For clients that cannot send the Last-Event-ID header.'),
    version: seqQuery
      .optional()
      .describe('The sheet version the client shows already (a page the server drew): while it is still the crew’s, the stream starts without the `sheet` it would repeat, with its id alone.'),
  }),
};

// ─── what the crew's live stream carries (GET /api/crews/:crewId/stream) ──────────────────────────

const streamSeq = z.number().int().describe('The last step’s seq: the stream’s id, where a reconnect resumes.');

/** `event: sheet` (on connect, without `Last-Event-ID`): where the stream stands, and the sheet (redacted for players). */
export const crewLiveSheetSchema = z.object({ seq: streamSeq, sheet: crewSheetSchema });
export type CrewLiveSheet = Answer<typeof crewLiveSheetSchema>;

/**
 * `event: crew`, `id: <seq>`: one step and the sheet after it. A player's stream carries the
 * sheet as players read it, and a hidden step as type "hidden" with no reasons.
 */
export const crewLiveStepSchema = z.object({
  seq: z.number().int(),
  type: z.string().describe('The step’s type (`CrewStepType`), or "hidden" for a player.'),
  reasons: z.array(reasonSchema),
  sheet: crewSheetSchema,
});
export type CrewLiveStep = Answer<typeof crewLiveStepSchema>;

/** `event: wizard` (no id): the ledger of the wizard a player link follows moved — read it again. */
export const wizardLiveNoticeSchema = z.object({ wizardId: z.string() });
export type WizardLiveNotice = Answer<typeof wizardLiveNoticeSchema>;

/**
 * GET /api/crews/:crewId/downtime/changes: what the crew's last downtime changed — the net changes
 * of its steps kept, composed (rules' `composeNetChanges`): "rep 0 → 4", "heat 7 → 1".
 */
export const downtimeChangesRoute = {
  params: crewParams,
  querystring: z.strictObject({ ...tokenQuery }),
  answer: z.object({
    downtime: z.number().int().describe('The downtime they are of; 0 when none was started.'),
    changes: z.array(netChangeSchema).describe('From its `start` to the step that ended it (or to now while it runs); for a player, of the steps their history shows.'),
  }),
};
export type DowntimeChangesAnswer = Answer<typeof downtimeChangesRoute.answer>;

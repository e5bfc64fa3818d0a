/**
 * d100 complex-action trackers (seed 004, C3–C6): the rules' `ComplexAction` stored as JSON in
 * ComplexAction.state (read back through `complexActionSchema`), with its own version. Each roll is
 * one transaction: load the tracker at the version read, call the rule with the app's roller and the
 * campaign's table rules, store the new tracker and the Roll rows, bump the version. A finished
 * tracker refuses more rolls (422 C3 / C4, nothing written).
 */
import type {
  ComplexAction,
  ComplexActionEvent,
  ComplexActionEventualOdds,
  ComplexActionOdds,
  D100OppositionInput,
  Reason,
  Roller,
  TableRules,
} from '@temps-mort/rules';
import {
  applyComplexActionEvent,
  complexActionEventSchema,
  complexActionEventualOdds,
  complexActionNetChanges,
  complexActionOdds,
  complexActionRefusal,
  complexActionSchema,
  opposedComplexActionEventualOdds,
  opposedComplexActionOdds,
  reason,
  replayComplexAction,
} from '@temps-mort/rules';
import type { ComplexAction as ComplexActionRow, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import { campaignTableRules, rollView, storeRoll, type Db, type RollView } from '../rolls/store';
import { appendStep, rollStepInclude } from '../history/steps';
import { undoByReplay } from '../history/undo';
import { readableText } from '../readBack';
import { commitStep } from '../history/write';

export interface ComplexActionView {
  readonly id: string;
  readonly campaignId: string;
  readonly crewId: string | null;
  readonly name: string;
  readonly tracker: ComplexAction;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export function trackerOf(row: ComplexActionRow): ComplexAction {
  return complexActionSchema.parse(JSON.parse(row.state));
}

export function complexActionView(row: ComplexActionRow): ComplexActionView {
  return {
    id: row.id,
    campaignId: row.campaignId,
    crewId: row.crewId,
    name: row.name,
    tracker: trackerOf(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewComplexActionInput {
  readonly name: string;
  readonly crewId?: string | null | undefined;
  readonly start: number;
  readonly failureThreshold?: number | null | undefined;
  readonly milestones?: readonly { readonly crossed: number; readonly label?: string | undefined }[] | undefined;
}

/** Throws 404 unless the crew belongs to the campaign. */
export async function checkCrewInCampaign(db: Db, campaignId: string, crewId: string): Promise<void> {
  const crew = await db.crew.findUnique({ where: { id: crewId }, select: { campaignId: true } });
  if (crew === null || crew.campaignId !== campaignId) throw new NotFoundError('crew', crewId);
}

/** The tracker's history: its steps in the campaign's one log (aggregate "complex_action"). */
export const complexActionHistoryOf = (id: string) => ({ aggregate: 'complex_action', aggregateId: id }) as const;
const historyOf = complexActionHistoryOf;

/** The events that start a tracker's history: never undone, nothing before them replayed. */
export const COMPLEX_ACTION_BASELINES = ['complex_action_created', 'complex_action_restored'] as const;

/** The tracker's events as stored, for a replay. */
export const parseComplexActionEvent = (payload: unknown): ComplexActionEvent => complexActionEventSchema.parse(payload) as ComplexActionEvent;

/** Appends a step of the tracker's history (its creation, a roll, an undo). */
function recordStep(tx: Db, row: ComplexActionRow, step: { type: string; payload: unknown; dice: readonly number[]; reasons: readonly Reason[]; table: TableRules | null; detail?: unknown }) {
  return appendStep(tx, { campaignId: row.campaignId, ...historyOf(row.id), hidden: false, ...step });
}

/**
 * A tracker kept before its history was (an upgraded database) or imported without it starts its
 * history with what it is: a `complex_action_restored` step, so that undo has something to replay.
 */
async function ensureHistory(tx: Db, row: ComplexActionRow): Promise<void> {
  if ((await tx.step.count({ where: historyOf(row.id) })) > 0) return;
  await recordStep(tx, row, { type: 'complex_action_restored', payload: { type: 'complex_action_restored', tracker: trackerOf(row) }, dice: [], reasons: [], table: null });
}

/** C3/C4: a new tracker of `start` steps, with the GM's milestones and failure threshold: its history's first step. */
export async function createComplexActionRecord(
  db: PrismaClient,
  campaignId: string,
  input: NewComplexActionInput,
): Promise<{ complexAction: ComplexActionView; reasons: readonly Reason[] }> {
  return commitStep(db, async (tx) => {
    if (input.crewId) await checkCrewInCampaign(tx, campaignId, input.crewId);
    const milestones = (input.milestones ?? []).map((m) => (m.label === undefined ? { crossed: m.crossed } : { crossed: m.crossed, label: m.label }));
    const event: ComplexActionEvent = { type: 'complex_action_created', start: input.start, failureThreshold: input.failureThreshold ?? null, milestones };
    const table = await campaignTableRules(tx, campaignId);
    const created = applyComplexActionEvent(null, event, { roller: noDice, table });
    if (!created.ok) throw new RuleRefusalError(created.error);
    const row = await tx.complexAction.create({
      data: { campaignId, crewId: input.crewId ?? null, name: input.name, state: JSON.stringify(created.value.tracker) },
    });
    await recordStep(tx, row, { type: event.type, payload: event, dice: [], reasons: created.reasons, table });
    return { complexAction: complexActionView(row), reasons: created.reasons };
  });
}

/** A creation rolls nothing. */
const noDice: Roller = {
  roll: () => {
    throw new Error('a complex action’s creation rolls no dice');
  },
};

export async function findComplexAction(db: Db, id: string): Promise<ComplexActionRow> {
  const row = await db.complexAction.findUnique({ where: { id } });
  if (row === null) throw new NotFoundError('complex_action', id);
  return row;
}

export async function getComplexAction(db: PrismaClient, id: string): Promise<ComplexActionView> {
  return complexActionView(await findComplexAction(db, id));
}

export async function listComplexActions(db: PrismaClient, campaignId: string, crewId?: string): Promise<ComplexActionView[]> {
  const rows = await db.complexAction.findMany({
    where: { campaignId, ...(crewId === undefined ? {} : { crewId }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(complexActionView);
}

export interface ComplexRollResult {
  readonly complexAction: ComplexActionView;
  readonly reasons: readonly Reason[];
  readonly rolls: readonly RollView[];
}

interface RollOptions {
  readonly version: number;
  readonly who?: string | undefined;
}

/** Loads the tracker and checks the version the client read (409 with the current tracker). */
export async function loadComplexActionAt(db: Db, id: string, version: number): Promise<ComplexActionRow> {
  const row = await findComplexAction(db, id);
  if (row.version !== version) throw new ConflictError(complexActionView(row));
  return row;
}

/** Takes the tracker's next version, guarded by the one read (a concurrent write is a 409). */
export async function saveTracker(tx: Db, row: ComplexActionRow, tracker: ComplexAction): Promise<void> {
  const updated = await tx.complexAction.updateMany({
    where: { id: row.id, version: row.version },
    data: { state: readableText(complexActionSchema, tracker, `complex action ${row.id}`), version: { increment: 1 } },
  });
  if (updated.count !== 1) throw new ConflictError(complexActionView(await findComplexAction(tx, row.id)));
}

/** One roll on the tracker: the event applied by the rules, saved with its step and its rolls. */
async function rollOn(db: PrismaClient, roller: Roller, id: string, options: RollOptions, event: ComplexActionEvent): Promise<ComplexRollResult> {
  return commitStep(db, async (tx) => {
    const row = await findComplexAction(tx, id);
    if (row.version !== options.version) throw new ConflictError(complexActionView(row));
    const table = await campaignTableRules(tx, row.campaignId);
    const tracker = trackerOf(row);
    const refused = complexActionRefusal(tracker);
    if (refused && !refused.ok) throw new RuleRefusalError(refused.error);
    const applied = applyComplexActionEvent(tracker, event, { roller, table });
    if (!applied.ok) throw new RuleRefusalError(applied.error);
    const { helpers, rolls, entry } = applied.value;
    await saveTracker(tx, row, applied.value.tracker);
    await ensureHistory(tx, row);
    const changes = complexActionNetChanges(tracker, applied.value.tracker);
    const step = await recordStep(tx, row, { type: event.type, payload: event, dice: applied.value.dice, reasons: applied.reasons, table, detail: { changes } });
    const who = options.who ?? 'GM';
    const stored: RollView[] = [];
    if (helpers !== null) {
      const help = await storeRoll(tx, {
        campaignId: row.campaignId,
        crewId: row.crewId,
        eventId: step.id,
        who,
        purpose: `C6 ${row.name}`,
        kind: 'd100_group',
        rolls: helpers.rolls,
        reasons: helpers.reasons,
        value: helpers.value,
        extra: { complexActionId: id },
      });
      stored.push(rollView(help));
    }
    if (entry === null) throw new Error(`complex action ${id}: a roll without its entry`);
    const band = entry.kind === 'test' ? (entry.success ? 'success' : 'failure') : entry.winner;
    const main = await storeRoll(tx, {
      campaignId: row.campaignId,
      crewId: row.crewId,
      eventId: step.id,
      who,
      purpose: `${event.type === 'complex_opposed_roll' ? 'C5' : 'C3'} ${row.name}`,
      kind: 'd100_complex',
      rolls,
      band,
      // The threshold it was rolled at, as for every d100 roll (an opposed round has two: none).
      quality: entry.kind === 'test' ? entry.threshold : null,
      reasons: applied.reasons,
      value: { entry, status: applied.value.tracker.status, remaining: applied.value.tracker.remaining, totalRaised: applied.value.tracker.totalRaised },
      extra: { complexActionId: id },
    });
    stored.push(rollView(main));
    return { complexAction: complexActionView(await findComplexAction(tx, id)), reasons: applied.reasons, rolls: stored };
  });
}

/** C3: one test at `threshold`. */
export function rollComplex(db: PrismaClient, roller: Roller, id: string, input: RollOptions & { readonly threshold: number }): Promise<ComplexRollResult> {
  return rollOn(db, roller, id, input, { type: 'complex_roll', threshold: input.threshold });
}

/** C5: one opposed round (the actor rolls first, then the opponent). */
export function rollOpposedComplex(
  db: PrismaClient,
  roller: Roller,
  id: string,
  input: RollOptions & D100OppositionInput,
): Promise<ComplexRollResult> {
  return rollOn(db, roller, id, input, { type: 'complex_opposed_roll', actor: input.actor, opponent: input.opponent });
}

/** C6 feeding C3: the helpers roll first (in order); their ±10 % make the threshold of the test. */
export function rollGroupComplex(
  db: PrismaClient,
  roller: Roller,
  id: string,
  input: RollOptions & { readonly leadThreshold: number; readonly helpers: readonly number[] },
): Promise<ComplexRollResult> {
  return rollOn(db, roller, id, input, { type: 'complex_group_roll', leadThreshold: input.leadThreshold, helpers: [...input.helpers] });
}

/**
 * Undo, as a crew's: the tracker's last roll not yet undone is marked undone by an "undo" step and
 * the tracker becomes the replay of the steps kept, each with the dice it consumed (nobody
 * re-rolls). Its rolls stay listed, marked undone. The creation is never undone (delete the
 * tracker instead).
 */
export async function undoComplexAction(
  db: PrismaClient,
  id: string,
  version: number,
): Promise<{ complexAction: ComplexActionView; reasons: readonly Reason[]; undoneRolls: readonly RollView[] }> {
  return commitStep(db, async (tx) => {
    const row = await findComplexAction(tx, id);
    if (row.version !== version) throw new ConflictError(complexActionView(row));
    const table = await campaignTableRules(tx, row.campaignId);
    const why = (step: { seq: number; type: string }) => reason('D7', 'roll_undone', { seq: step.seq, type: step.type });
    const { target } = await undoByReplay(tx, {
      ref: historyOf(id),
      baselines: COMPLEX_ACTION_BASELINES,
      nothing: { rule: 'D7', code: 'no_roll_to_undo', values: {} },
      parse: parseComplexActionEvent,
      replay: (history) => replayComplexAction(history, table),
      save: (tracker) => saveTracker(tx, row, tracker),
      reason: why,
      table,
    });
    const undoneRolls = await tx.roll.findMany({ where: { stepId: target.id }, include: rollStepInclude, orderBy: { id: 'asc' } });
    return { complexAction: complexActionView(await findComplexAction(tx, id)), reasons: [why(target)], undoneRolls: undoneRolls.map(rollView) };
  });
}

export interface ComplexOddsView {
  /** Within the next `rolls` rolls. */
  readonly within: ComplexActionOdds;
  /** If rolls go on until the action ends. */
  readonly eventually: ComplexActionEventualOdds;
}

/** C3/C4 (or C5 with an opposition) exact odds from where the tracker stands. */
export async function complexOdds(
  db: PrismaClient,
  id: string,
  input: { readonly rolls: number } & ({ readonly threshold: number } | D100OppositionInput),
): Promise<ComplexOddsView> {
  const row = await findComplexAction(db, id);
  const table = await campaignTableRules(db, row.campaignId);
  const tracker = trackerOf(row);
  const state = { start: tracker.start, remaining: tracker.remaining, totalRaised: tracker.totalRaised, failureThreshold: tracker.failureThreshold };
  if (tracker.status !== 'ongoing') {
    const succeeded = tracker.status === 'succeeded' ? 1 : 0;
    return {
      within: { succeed: succeeded, fail: 1 - succeeded, undecided: 0 },
      eventually: { succeed: succeeded, fail: 1 - succeeded, never: 0 },
    };
  }
  if ('threshold' in input) {
    return {
      within: complexActionOdds({ ...state, threshold: input.threshold, rolls: input.rolls }, { table }),
      eventually: complexActionEventualOdds({ ...state, threshold: input.threshold }, { table }),
    };
  }
  const opposition = { actor: input.actor, opponent: input.opponent };
  return {
    within: opposedComplexActionOdds({ ...state, ...opposition, rounds: input.rolls }, { table }),
    eventually: opposedComplexActionEventualOdds({ ...state, ...opposition }, { table }),
  };
}

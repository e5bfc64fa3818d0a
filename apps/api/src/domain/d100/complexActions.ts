/**
 * d100 complex-action trackers (seed 004, C3–C6): the rules' `ComplexAction` stored as JSON in
 * ComplexAction.state (read back through `complexActionSchema`), with its own version; its
 * creation, and how it reads. Each roll is a step of the one step machinery (./aggregate.ts).
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
  complexActionOdds,
  complexActionSchema,
  opposedComplexActionEventualOdds,
  opposedComplexActionOdds,
} from '@temps-mort/rules';
import type { ComplexActionView } from '@temps-mort/contract';
import type { ComplexAction as ComplexActionRow, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import { campaignTableRules, type Db } from '../rolls/store';
import { appendStep } from '../history/steps';
import { readableText } from '../readBack';
import { commitStep } from '../history/write';

/** The view the API answers is the contract's (complexActions.ts `complexActionViewSchema`). */
export type { ComplexActionView };

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
export async function ensureHistory(tx: Db, row: ComplexActionRow): Promise<void> {
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

/** Takes the tracker's next version, guarded by the one read (a concurrent write is a 409). */
export async function saveTracker(tx: Db, row: ComplexActionRow, tracker: ComplexAction): Promise<void> {
  const updated = await tx.complexAction.updateMany({
    where: { id: row.id, version: row.version },
    data: { state: readableText(complexActionSchema, tracker, `complex action ${row.id}`), version: { increment: 1 } },
  });
  if (updated.count !== 1) throw new ConflictError(complexActionView(await findComplexAction(tx, row.id)));
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

/**
 * The campaign's one history (decision 014): every write the table makes is a `Step` of one
 * aggregate — a crew, a wizard, a complex action, or the campaign's dice — numbered 1, 2, 3… in
 * that aggregate, with the intent as asked, the dice it consumed, its reasons, the table rules in
 * force, the rules revision it was applied under (decision 023) and who may see it. Undo is itself
 * a step; the step it reverts points at it.
 *
 * This module writes and reads the log; what a step does to its aggregate is the aggregate's
 * reducer (the crew's: ../crews/events.ts; the dice have no state: ../rolls/rolls.ts).
 */
import type { Aggregate } from '@temps-mort/contract';
import { RULES_REVISION, type Reason, type TableRules } from '@temps-mort/rules';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { onPostgres } from '../../db/client';

export type Db = PrismaClient | Prisma.TransactionClient;

/** What a step changed. */
/** The histories a step belongs to: the contract's (a roll's `history` names them). */
export { AGGREGATES, type Aggregate } from '@temps-mort/contract';

/** One aggregate: its kind and id (for "dice", the campaign's id). */
export interface AggregateRef {
  readonly aggregate: Aggregate;
  readonly aggregateId: string;
}

export interface NewStep extends AggregateRef {
  /** The step's id when something names it before it is written (a ledger's collection); the log's own otherwise. */
  readonly id?: string;
  readonly campaignId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly dice: readonly number[];
  readonly detail?: unknown;
  readonly reasons: readonly Reason[];
  readonly hidden: boolean;
  /** The table rules the step was applied with (null: it reads none). */
  readonly table: TableRules | null;
  /** When (the database's clock when absent). */
  readonly at?: Date;
}

/** The aggregate's own key column too, so that deleting it deletes its history. */
function ownerKey(ref: AggregateRef): { crewId?: string; wizardId?: string; complexActionId?: string } {
  switch (ref.aggregate) {
    case 'crew':
      return { crewId: ref.aggregateId };
    case 'wizard':
      return { wizardId: ref.aggregateId };
    case 'complex_action':
      return { complexActionId: ref.aggregateId };
    case 'dice':
      return {};
  }
}

/** The filter of one aggregate's steps. */
export function stepsOf(ref: AggregateRef): { aggregate: Aggregate; aggregateId: string } {
  return { aggregate: ref.aggregate, aggregateId: ref.aggregateId };
}

/**
 * Appends a step as its aggregate's next one (in the caller's transaction, which serializes
 * writers), applied under today's rules revision: every step is written by the rules of this
 * version, and every replay reads it under that revision (./replay.ts `storedStep`).
 */
export async function appendStep(tx: Db, step: NewStep): Promise<{ id: string; seq: number }> {
  // SQLite runs one writer at a time; PostgreSQL runs them side by side, and twenty writers taking
  // max + 1 at once collide on the unique number past any retry (./write.ts). There, one history's
  // writers take turns for its next number: a lock held until the transaction ends.
  if (onPostgres(tx)) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${step.aggregate}:${step.aggregateId}`}, 0))`;
  const last = await tx.step.findFirst({ where: stepsOf(step), orderBy: { seq: 'desc' }, select: { seq: true } });
  const seq = (last?.seq ?? 0) + 1;
  const row = await tx.step.create({
    data: {
      ...(step.id === undefined ? {} : { id: step.id }),
      campaignId: step.campaignId,
      aggregate: step.aggregate,
      aggregateId: step.aggregateId,
      ...ownerKey(step),
      seq,
      type: step.type,
      payload: JSON.stringify(step.payload),
      dice: JSON.stringify(step.dice),
      detail: JSON.stringify(step.detail ?? {}),
      reasons: JSON.stringify(step.reasons),
      tableRules: step.table === null ? null : JSON.stringify(step.table),
      rulesRevision: RULES_REVISION,
      hidden: step.hidden,
      ...(step.at === undefined ? {} : { createdAt: step.at }),
    },
    select: { id: true },
  });
  return { id: row.id, seq };
}

/**
 * The steps that move through a history instead of changing its aggregate: an undo, and a redo
 * (which takes an undo back). A replay never reads them; nothing reverts them (a redo takes an
 * undo back; an undo is itself never undone).
 */
export const HISTORY_MOVES = ['undo', 'redo'] as const;

/** Whether a step's type is an undo or a redo (../history/steps.ts `HISTORY_MOVES`). */
export const isHistoryMove = (type: string): boolean => (HISTORY_MOVES as readonly string[]).includes(type);

/** The step an undo or a redo names (its payload's `seq`: the step undone, the undo redone); null for any other step. */
export function movedSeq(step: { readonly type: string; readonly payload: string }): number | null {
  if (!isHistoryMove(step.type)) return null;
  try {
    const seq = (JSON.parse(step.payload) as { seq?: unknown } | null)?.seq;
    return typeof seq === 'number' ? seq : null;
  } catch {
    return null;
  }
}

/** The last step of an aggregate an undo may revert: not undone, not an undo or a redo, not one of `never`. */
export function lastUndoable(tx: Db, ref: AggregateRef, never: readonly string[] = []) {
  return tx.step.findFirst({
    where: { ...stepsOf(ref), undoneById: null, type: { notIn: [...HISTORY_MOVES, ...never] } },
    orderBy: { seq: 'desc' },
  });
}

/** Records `undo` as the step that reverted `targetId`. */
export async function markUndone(tx: Db, targetId: string, undoId: string): Promise<void> {
  await tx.step.update({ where: { id: targetId }, data: { undoneById: undoId } });
}

/** The step an undo reverts, as read from the log. */
export interface UndoTarget extends AggregateRef {
  readonly id: string;
  readonly campaignId: string;
  readonly seq: number;
  readonly type: string;
  readonly hidden: boolean;
}

/**
 * The undo of `target`: an "undo" step of the same history (GM-only when the target was), the
 * target marked undone by it. What the undo does to the aggregate's state is the caller's.
 */
export async function recordUndo(
  tx: Db,
  target: UndoTarget,
  why: { readonly reason: Reason; readonly table: TableRules | null; readonly at?: Date; readonly detail?: Readonly<Record<string, unknown>> },
): Promise<{ id: string; seq: number }> {
  const undo = await appendStep(tx, {
    campaignId: target.campaignId,
    aggregate: target.aggregate,
    aggregateId: target.aggregateId,
    type: 'undo',
    payload: { type: 'undo', seq: target.seq },
    dice: [],
    detail: { undone: target.seq, type: target.type, ...why.detail },
    reasons: [why.reason],
    hidden: target.hidden,
    table: why.table,
    ...(why.at === undefined ? {} : { at: why.at }),
  });
  await markUndone(tx, target.id, undo.id);
  return undo;
}

/** What a roll needs of its step: whether an undo reverted it. */
export const rollStepInclude = { step: { select: { undoneById: true, aggregate: true } } } as const satisfies Prisma.RollInclude;

// ─── Live: the campaign's stream (its GM's screens) ─────────────────────────────────────────────

/** The campaign stream's one event: something of the campaign changed (GM-only stream). */
export const CAMPAIGN_STEP_EVENT = 'step';

/** What the campaign's stream carries: which history moved (the screen reads what it shows again). */
export interface CampaignStepNotice extends AggregateRef {
  readonly type: string;
}

/** After a commit: tells the campaign's GM screens (the dice page, trackers, the history) a step was taken. */
export function publishCampaignStep(hub: { publish(topic: string, message: { event: string; data: unknown }): number } | undefined, campaignId: string, notice: CampaignStepNotice): void {
  hub?.publish(campaignId, { event: CAMPAIGN_STEP_EVENT, data: notice });
}

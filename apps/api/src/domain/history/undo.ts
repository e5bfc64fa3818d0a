/**
 * Undo by replay, as every aggregate with a state does it (a crew, a wizard, a complex action):
 * the aggregate's last step not yet undone — never one that starts its history — is marked undone
 * by an "undo" step, and the state becomes the replay of the steps kept since the history's last
 * start, each with the dice it consumed, under the table rules it was played with and the rules
 * revision it was applied under (nobody re-rolls, a rule corrected since rewrites nothing); a roll
 * the step rewrote is written back as it was. What differs between aggregates is given: how a payload reads as the reducer's event,
 * the reducer's replay, and how the state is saved.
 */
import type { Outcome, Reason, Refusal, RulesRevision, TableRules } from '@temps-mort/rules';
import { rulesRevisionSchema, tableRulesFrom } from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import { RuleRefusalError } from '../../http/errors';
import { parseJson, restoreRollBefore, rollBefore, type RollBefore } from '../rolls/store';
import { HISTORY_MOVES, lastUndoable, recordUndo, stepsOf, type AggregateRef, type Db } from './steps';

/** One kept step as a reducer's replay reads it. */
export interface StoredStep<E> {
  readonly event: E;
  readonly dice: readonly number[];
  readonly table?: TableRules;
  /** The rules revision it was applied under: the replay applies it under the same. */
  readonly revision: RulesRevision;
}

export interface ReplayUndo<E, S> {
  readonly ref: AggregateRef;
  /** The step types that start a history: never undone, and nothing before the last one is replayed. */
  readonly baselines: readonly string[];
  /** The refusal when nothing since the history's start is left to undo. */
  readonly nothing: Refusal;
  /** A stored payload as the reducer's event (throws when it no longer parses). */
  readonly parse: (payload: unknown) => E;
  /** The reducer's replay of the steps kept (throws when a step's dice do not replay). */
  readonly replay: (history: readonly StoredStep<E>[]) => Outcome<S>;
  /** Saves the replayed state (and whatever the aggregate keeps beside it), guarded by the version read. */
  readonly save: (state: S, target: Step) => Promise<void>;
  /** Why, in the undo step. */
  readonly reason: (target: Step) => Reason;
  /** The table rules in force (kept on the undo step). */
  readonly table: TableRules;
  readonly at?: Date;
  /** What the undo step keeps besides (e.g. the GM notes it replaced, for its redo). */
  readonly detail?: (target: Step) => Readonly<Record<string, unknown>>;
}

/** The steps kept (not undone, not undos or redos) since the history's last start, oldest first. */
export async function keptSinceBaseline(tx: Db, ref: AggregateRef, baselines: readonly string[]): Promise<Step[]> {
  const start = await tx.step.findFirst({ where: { ...stepsOf(ref), type: { in: [...baselines] } }, orderBy: { seq: 'desc' }, select: { seq: true } });
  return tx.step.findMany({ where: { ...stepsOf(ref), undoneById: null, type: { notIn: [...HISTORY_MOVES] }, seq: { gte: start?.seq ?? 1 } }, orderBy: { seq: 'asc' } });
}

/**
 * A stored step as the replay reads it: its event, its dice, its table rules, its rules revision
 * (throws when one no longer parses — a revision newer than this version's rules among them).
 */
export function storedStep<E>(step: Pick<Step, 'payload' | 'dice' | 'tableRules' | 'rulesRevision'>, parse: (payload: unknown) => E): StoredStep<E> {
  return {
    event: parse(JSON.parse(step.payload)),
    dice: JSON.parse(step.dice) as number[],
    ...(step.tableRules === null ? {} : { table: tableRulesFrom(JSON.parse(step.tableRules) as unknown) }),
    revision: rulesRevisionSchema.parse(step.rulesRevision) as RulesRevision,
  };
}

/**
 * Undoes the aggregate's last step (in the caller's transaction, after its version check): the
 * replay of the others saved, the undo step written. A history that no longer replays is a 422
 * `D7 history_does_not_replay` naming the step, nothing written.
 */
export async function undoByReplay<E, S>(tx: Db, plan: ReplayUndo<E, S>): Promise<{ readonly target: Step; readonly undo: { id: string; seq: number }; readonly state: S }> {
  const kept = await keptSinceBaseline(tx, plan.ref, plan.baselines);
  const target = await lastUndoable(tx, plan.ref, plan.baselines);
  const start = kept[0]?.seq ?? Number.MAX_SAFE_INTEGER;
  if (target === null || target.seq < start) throw new RuleRefusalError(plan.nothing);
  let replayed: Outcome<S>;
  try {
    replayed = plan.replay(kept.filter((s) => s.id !== target.id).map((s) => storedStep(s, plan.parse)));
  } catch {
    // A stored step no longer parses, or consumes other dice under the table rules it names.
    throw new RuleRefusalError({ rule: 'D7', code: 'history_does_not_replay', values: { seq: target.seq } });
  }
  if (!replayed.ok) throw new RuleRefusalError(replayed.error);
  const detail = plan.detail?.(target) ?? {};
  await plan.save(replayed.value, target);
  // A step that rewrote a roll (a d12 follow-up) gives it back as it was.
  const found = await giveRollBack(tx, target, []);
  const undo = await recordUndo(
    tx,
    { ...target, aggregate: plan.ref.aggregate },
    { reason: plan.reason(target), table: plan.table, detail: { ...detail, ...(found ? { rollBefore: found } : {}) }, ...(plan.at === undefined ? {} : { at: plan.at }) },
  );
  return { target, undo, state: replayed.value };
}

/** The roll a step rewrote (its `rollBefore`'s id), if it did. */
export function rewrittenRoll(detail: string): string | null {
  const id = parseJson<{ rollBefore?: { id?: unknown } } | null>(detail, null)?.rollBefore?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Undoing `step` (an undo, or a redo taking an undo back): the roll it rewrote is written back as
 * it found it — unless a step kept after it rewrote that roll since (the roll stays as that one
 * left it). Answers the roll as the undo found it, for the step that takes the undo back.
 */
export async function giveRollBack(tx: Db, step: Pick<Step, 'seq' | 'detail'>, keptAfter: readonly Pick<Step, 'seq' | 'detail'>[]): Promise<RollBefore | undefined> {
  const id = rewrittenRoll(step.detail);
  if (id === null || keptAfter.some((k) => k.seq > step.seq && rewrittenRoll(k.detail) === id)) return undefined;
  const row = await tx.roll.findUnique({ where: { id } });
  if (row === null) return undefined;
  await restoreRollBefore(tx, step.detail);
  return rollBefore(row);
}

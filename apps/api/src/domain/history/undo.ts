/**
 * Undo by replay, as every aggregate with a state does it (a crew, a wizard, a complex action):
 * the aggregate's last step not yet undone — never one that starts its history — is marked undone
 * by an "undo" step, and the state becomes the replay of the steps kept since the history's last
 * start, each with the dice it consumed and under the table rules it was played with (nobody
 * re-rolls); a roll the step rewrote is written back as it was. What differs between aggregates is given: how a payload reads as the reducer's event,
 * the reducer's replay, and how the state is saved.
 */
import type { Outcome, Reason, Refusal, TableRules } from '@temps-mort/rules';
import { tableRulesFrom } from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import { RuleRefusalError } from '../../http/errors';
import { restoreRollBefore } from '../rolls/store';
import { lastUndoable, recordUndo, stepsOf, type AggregateRef, type Db } from './steps';

/** One kept step as a reducer's replay reads it. */
export interface StoredStep<E> {
  readonly event: E;
  readonly dice: readonly number[];
  readonly table?: TableRules;
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
}

/** The steps kept (not undone, not undos) since the history's last start, oldest first. */
export async function keptSinceBaseline(tx: Db, ref: AggregateRef, baselines: readonly string[]): Promise<Step[]> {
  const start = await tx.step.findFirst({ where: { ...stepsOf(ref), type: { in: [...baselines] } }, orderBy: { seq: 'desc' }, select: { seq: true } });
  return tx.step.findMany({ where: { ...stepsOf(ref), undoneById: null, type: { not: 'undo' }, seq: { gte: start?.seq ?? 1 } }, orderBy: { seq: 'asc' } });
}

/** A stored step as the replay reads it: its event, its dice, its table rules. */
export function storedStep<E>(step: Pick<Step, 'payload' | 'dice' | 'tableRules'>, parse: (payload: unknown) => E): StoredStep<E> {
  return {
    event: parse(JSON.parse(step.payload)),
    dice: JSON.parse(step.dice) as number[],
    ...(step.tableRules === null ? {} : { table: tableRulesFrom(JSON.parse(step.tableRules) as unknown) }),
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
  await plan.save(replayed.value, target);
  // A step that rewrote a roll (a d12 follow-up) gives it back as it was.
  await restoreRollBefore(tx, target.detail);
  const undo = await recordUndo(tx, { ...target, aggregate: plan.ref.aggregate }, { reason: plan.reason(target), table: plan.table, ...(plan.at === undefined ? {} : { at: plan.at }) });
  return { target, undo, state: replayed.value };
}

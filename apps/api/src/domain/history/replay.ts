/**
 * How a history replays (decision 014, decision 023): the steps kept since its last start — not
 * undone, not undos or redos — each read as the reducer's event with the dice it consumed, the
 * table rules it was played with and the rules revision it was applied under (nobody re-rolls, a
 * rule corrected since rewrites nothing); and the roll a step rewrote (a d12 follow-up), given
 * back as it was when the step goes. Undo, revert and redo (./moves.ts) are built on it.
 */
import type { RulesRevision, TableRules } from '@temps-mort/rules';
import { rulesRevisionSchema, tableRulesFrom } from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import { parseJson, restoreRollBefore, rollBefore, type RollBefore } from '../rolls/store';
import { HISTORY_MOVES, stepsOf, type AggregateRef, type Db } from './steps';

/** One kept step as a reducer's replay reads it. */
export interface StoredStep<E> {
  readonly event: E;
  readonly dice: readonly number[];
  readonly table?: TableRules;
  /** The rules revision it was applied under: the replay applies it under the same. */
  readonly revision: RulesRevision;
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

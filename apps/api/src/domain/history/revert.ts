/**
 * Revert any step, and redo (issue 34, "undo any step"): how a revert and a redo are planned and
 * written, for ./moves.ts, which runs them (and undo, the revert of the last step) for every kind
 * described by ./aggregate.ts.
 *
 * - **Revert** one earlier step: the steps kept after it replay on their own dice without it; a
 *   later step that no longer applies (the rules refuse it, or it asks for other dice) is shown to
 *   the GM, who confirms it goes too. Written as ordinary "undo" steps, one per step taken back —
 *   the latest first, the step asked for last — each marking its own step undone, so the log,
 *   its export and every reader keep one meaning of "undone".
 * - **Redo** an undo: a "redo" step marks the undo undone and its step kept again; refused when a
 *   step kept since would then no longer apply (nothing is dropped silently).
 *
 * An undo or a redo is never reverted: the GM redoes an undo, and undoes again what was redone.
 */
import type { RevertPreview } from '@temps-mort/contract';
import { reason, type NetChange, type Reason, type Refusal, type TableRules } from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import { NotFoundError, RuleRefusalError } from '../../http/errors';
import { parseJson } from '../rolls/store';
import { appendStep, isHistoryMove, markUndone, recordUndo, type AggregateRef, type Db } from './steps';
import { giveRollBack, keptSinceBaseline, storedStep, type StoredStep } from './replay';

/** Why a later step no longer applies: the rules' refusal, or `'dice'` when its stored dice no longer fit. */
export type WhyNotApplied = Refusal | 'dice';

/** A replay that leaves out the steps that no longer apply (the crew's: the rules' `replayDowntimeSkipping`). */
export interface SkippingReplay<S> {
  readonly state: S;
  /** Each by its index in the history replayed. */
  readonly skipped: readonly { readonly index: number; readonly why: WhyNotApplied }[];
}

export interface ReplayRevert<E, S> {
  readonly ref: AggregateRef;
  /** The step types that start a history: never reverted, nothing before the last one replayed. */
  readonly baselines: readonly string[];
  /** A stored payload as the reducer's event (throws when it no longer parses). */
  readonly parse: (payload: unknown) => E;
  readonly replay: (history: readonly StoredStep<E>[]) => SkippingReplay<S>;
}

export interface NotApplied {
  readonly step: Step;
  readonly why: WhyNotApplied;
}

/** What reverting a step does: the steps that would go with it, and the state after. */
export interface RevertPlan<S> {
  readonly target: Step;
  /** The steps that no longer apply without it, oldest first: the GM confirms they go too. */
  readonly noLongerApply: readonly NotApplied[];
  /** The steps the state is the replay of, oldest first. */
  readonly kept: readonly Step[];
  readonly state: S;
}

/** What redoing an undo does. */
export interface RedoPlan<S> {
  readonly undo: Step;
  /** The step it brings back. */
  readonly target: Step;
  readonly kept: readonly Step[];
  readonly state: S;
}

/** What reverting a step would do (GET …/history/:seq/revert; the contract's): the GM confirms it with `alsoRevert`. */
export type { RevertPreview };

/** The preview of a revert planned at `version`, with what it changes. */
export function revertPreview(version: number, revert: RevertPlan<unknown>, changes: readonly NetChange[]): RevertPreview {
  return {
    version,
    target: { seq: revert.target.seq, type: revert.target.type },
    noLongerApply: revert.noLongerApply.map(({ step, why }) => ({ seq: step.seq, type: step.type, why })),
    changes,
  };
}

function stepBySeq(tx: Db, ref: AggregateRef, seq: number): Promise<Step | null> {
  return tx.step.findUnique({ where: { aggregate_aggregateId_seq: { aggregate: ref.aggregate, aggregateId: ref.aggregateId, seq } } });
}

const doesNotReplay = (seq: number): RuleRefusalError => new RuleRefusalError({ rule: 'D7', code: 'history_does_not_replay', values: { seq } });

/** The replay of `steps` (oldest first), leaving out what no longer applies. */
function replayOf<E, S>(plan: ReplayRevert<E, S>, steps: readonly Step[], seq: number): { state: S; notApplied: NotApplied[]; kept: Step[] } {
  let replayed: SkippingReplay<S>;
  try {
    replayed = plan.replay(steps.map((s) => storedStep(s, plan.parse)));
  } catch {
    // A stored step no longer parses.
    throw doesNotReplay(seq);
  }
  const notApplied = replayed.skipped.flatMap(({ index, why }) => {
    const step = steps[index];
    return step ? [{ step, why }] : [];
  });
  const left = new Set(notApplied.map((n) => n.step.id));
  return { state: replayed.state, notApplied, kept: steps.filter((s) => !left.has(s.id)) };
}

/** What reverting the step `seq` would do (404 no such step; 422 a creation, an undo or a redo, a step already undone). */
export async function planRevert<E, S>(tx: Db, plan: ReplayRevert<E, S>, seq: number): Promise<RevertPlan<S>> {
  const target = await stepBySeq(tx, plan.ref, seq);
  if (target === null) throw new NotFoundError('step', String(seq));
  if (isHistoryMove(target.type) || plan.baselines.includes(target.type)) throw new RuleRefusalError({ rule: 'D7', code: 'step_not_revertable', values: { seq, type: target.type } });
  if (target.undoneById !== null) throw new RuleRefusalError({ rule: 'D7', code: 'step_already_undone', values: { seq } });
  const kept = await keptSinceBaseline(tx, plan.ref, plan.baselines);
  // A step before the history's last start is no longer replayed: nothing reverts it.
  if (!kept.some((s) => s.id === target.id)) throw new RuleRefusalError({ rule: 'D7', code: 'step_not_revertable', values: { seq, type: target.type } });
  const replay = replayOf(
    plan,
    kept.filter((s) => s.id !== target.id),
    seq,
  );
  return { target, noLongerApply: replay.notApplied, kept: replay.kept, state: replay.state };
}

/** The seqs of a list, each once, in order. */
const seqList = (seqs: readonly number[]): number[] => [...new Set(seqs)].sort((a, b) => a - b);

/** 422 unless the GM chose exactly the steps that no longer apply (`alsoRevert`): nothing goes unseen. */
export function checkChoice(revert: RevertPlan<unknown>, alsoRevert: readonly number[]): void {
  const expected = seqList(revert.noLongerApply.map((n) => n.step.seq));
  const asked = seqList(alsoRevert);
  if (expected.length === asked.length && expected.every((seq, i) => asked[i] === seq)) return;
  throw new RuleRefusalError({ rule: 'D7', code: 'revert_choice_differs', values: { seq: revert.target.seq, steps: expected.join(', '), count: expected.length } });
}

/** Why each step a revert takes back goes: the step asked for by `target` (the aggregate's words), the others D7 `step_undone_with` it. */
export function revertReason(revert: RevertPlan<unknown>, target: Reason): (step: Pick<Step, 'id' | 'seq' | 'type'>) => Reason {
  return (step) => (step.id === revert.target.id ? target : reason('D7', 'step_undone_with', { seq: step.seq, type: step.type, with: revert.target.seq }));
}

export interface RecordHow {
  readonly table: TableRules | null;
  readonly at?: Date;
}

/**
 * Writes the revert (after the caller saved the state): one "undo" step per step taken back, the
 * latest first and the step asked for last, each keeping `detail(step)`; the rolls they rewrote
 * written back. Answers the undo steps in the order written.
 */
export async function recordRevert(
  tx: Db,
  revert: RevertPlan<unknown>,
  how: RecordHow & { readonly reason: (step: Step) => Reason; readonly detail: (step: Step) => Readonly<Record<string, unknown>> },
): Promise<{ id: string; seq: number }[]> {
  const later = revert.noLongerApply.map((n) => n.step).sort((a, b) => b.seq - a.seq);
  const undos: { id: string; seq: number }[] = [];
  for (const step of [...later, revert.target]) {
    const found = await giveRollBack(tx, step, revert.kept);
    undos.push(
      await recordUndo(
        tx,
        { ...step, aggregate: step.aggregate as AggregateRef['aggregate'] },
        { reason: how.reason(step), table: how.table, detail: { ...how.detail(step), ...(found ? { rollBefore: found } : {}) }, ...(how.at === undefined ? {} : { at: how.at }) },
      ),
    );
  }
  return undos;
}

/** What redoing the undo `seq` would do (404 no such step; 422 not an undo, already redone, or a step kept since would no longer apply). */
export async function planRedo<E, S>(tx: Db, plan: ReplayRevert<E, S>, seq: number): Promise<RedoPlan<S>> {
  const undo = await stepBySeq(tx, plan.ref, seq);
  if (undo === null) throw new NotFoundError('step', String(seq));
  if (undo.type !== 'undo') throw new RuleRefusalError({ rule: 'D7', code: 'not_an_undo', values: { seq } });
  if (undo.undoneById !== null) throw new RuleRefusalError({ rule: 'D7', code: 'undo_already_redone', values: { seq } });
  const targetSeq = parseJson<{ seq?: unknown } | null>(undo.payload, null)?.seq;
  const target = typeof targetSeq === 'number' ? await stepBySeq(tx, plan.ref, targetSeq) : null;
  if (target === null || target.undoneById !== undo.id) throw new RuleRefusalError({ rule: 'D7', code: 'undo_already_redone', values: { seq } });
  const kept = await keptSinceBaseline(tx, plan.ref, plan.baselines);
  if (kept.length === 0 || target.seq < (kept[0]?.seq ?? 0)) throw doesNotReplay(target.seq);
  const replay = replayOf(
    plan,
    [...kept, target].sort((a, b) => a.seq - b.seq),
    target.seq,
  );
  if (replay.notApplied.some((n) => n.step.id === target.id)) throw new RuleRefusalError({ rule: 'D7', code: 'redone_step_does_not_apply', values: { seq: target.seq } });
  if (replay.notApplied.length > 0) {
    const steps = seqList(replay.notApplied.map((n) => n.step.seq));
    throw new RuleRefusalError({ rule: 'D7', code: 'redo_breaks_later_steps', values: { seq: target.seq, steps: steps.join(', '), count: steps.length } });
  }
  return { undo, target, kept: replay.kept, state: replay.state };
}

/**
 * Writes the redo (after the caller saved the state): a "redo" step (GM-only when the undo was)
 * marking the undo undone, its step kept again, the roll the undo wrote back rewritten as the step
 * left it.
 */
export async function recordRedo(
  tx: Db,
  redo: RedoPlan<unknown>,
  how: RecordHow & { readonly reason: Reason; readonly detail: Readonly<Record<string, unknown>> },
): Promise<{ id: string; seq: number }> {
  const { undo, target } = redo;
  const found = await giveRollBack(tx, undo, redo.kept);
  const step = await appendStep(tx, {
    campaignId: undo.campaignId,
    aggregate: undo.aggregate as AggregateRef['aggregate'],
    aggregateId: undo.aggregateId,
    type: 'redo',
    payload: { type: 'redo', seq: undo.seq },
    dice: [],
    detail: { redone: target.seq, undo: undo.seq, type: target.type, ...how.detail, ...(found ? { rollBefore: found } : {}) },
    reasons: [how.reason],
    hidden: undo.hidden,
    table: how.table,
    ...(how.at === undefined ? {} : { at: how.at }),
  });
  await tx.step.update({ where: { id: target.id }, data: { undoneById: null } });
  await markUndone(tx, undo.id, step.id);
  return step;
}

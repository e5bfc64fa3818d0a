/**
 * Undo, revert any step, redo an undo, and the revert's preview — one way for every history kind
 * with a state (./aggregate.ts): each runs in one transaction (./write.ts `commitStep`) — the
 * version the client read checked, the kept steps replayed by the rules on their own dice under
 * their own table rules and rules revision, the state saved, one "undo" step per step taken back
 * (or one "redo"), the kind's answer read back — and is told after the commit.
 *
 * An undo is the revert of the last step not undone: it goes alone, or not at all (a history whose
 * other steps no longer replay without it is a 422 `D7 history_does_not_replay`, nothing written).
 */
import { reason, type Reason, type TableRules } from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import { RuleRefusalError } from '../../http/errors';
import type { AggregateDescription, MoveDeps, Move } from './aggregate';
import { checkChoice, planRedo, planRevert, recordRedo, recordRevert, revertPreview, revertReason, type ReplayRevert, type RevertPlan, type RevertPreview } from './revert';
import { rollView, type RollView } from '../rolls/store';
import { lastUndoable, rollStepInclude, type AggregateRef, type Db } from './steps';
import { keptSinceBaseline } from './replay';
import { commitStep } from './write';

type Described<L, S, E, A> = AggregateDescription<L, S, E, A>;

const refOf = (kind: Described<unknown, unknown, unknown, unknown>, id: string): AggregateRef => ({ aggregate: kind.aggregate, aggregateId: id });

function replayOf<L, S, E, A>(kind: Described<L, S, E, A>, id: string, table: TableRules): ReplayRevert<E, S> {
  return { ref: refOf(kind, id), baselines: kind.baselines, parse: kind.parse, replay: (history) => kind.replay(id, history, table) };
}

/** Loads it at the version the client read (409 with what it is now). */
async function loadAt<L, S, E, A>(tx: Db, kind: Described<L, S, E, A>, id: string, version: number): Promise<L> {
  const loaded = await kind.load(tx, id);
  if (kind.version(loaded) !== version) throw kind.conflict(loaded);
  return loaded;
}

const dated = (deps: MoveDeps): { at?: Date } => (deps.clock === undefined ? {} : { at: deps.clock() });

/** Saves the state a revert planned and writes an undo step per step taken back (the target's last). */
async function takeBack<L, S, E, A>(tx: Db, deps: MoveDeps, kind: Described<L, S, E, A>, loaded: L, table: TableRules, revert: RevertPlan<S>, move: Move['kind'], why: (step: Step) => Reason): Promise<A> {
  const takenBack = [revert.target, ...revert.noLongerApply.map((n) => n.step)];
  const planned: Move = { kind: move, target: revert.target, takenBack, kept: revert.kept };
  const saved = await kind.saveMove(tx, loaded, revert.state, planned);
  const written = await recordRevert(tx, revert, {
    table,
    ...dated(deps),
    reason: why,
    // What the move replaced, on the target's undo: its redo finds it there.
    detail: (step) => (step.id === revert.target.id ? saved.detail : {}),
  });
  return kind.answerMove(tx, loaded, { ...planned, written, reasons: takenBack.map(why) }, table);
}

/** What reverting step `seq` would do, nothing written (404, 422 as the revert would answer). */
export async function previewRevert<L, S, E, A>(db: Db, kind: Described<L, S, E, A>, id: string, seq: number): Promise<RevertPreview> {
  const loaded = await kind.load(db, id);
  const revert = await planRevert(db, replayOf(kind, id, await kind.table(db, loaded)), seq);
  return revertPreview(kind.version(loaded), revert, [...kind.netChanges(kind.state(loaded), revert.state)]);
}

/** A move in one transaction: the aggregate loaded at the version read, then `move`; told after the commit. */
function moveOn<L, S, E, A>(deps: MoveDeps, kind: Described<L, S, E, A>, input: { readonly id: string; readonly version: number }, move: (tx: Db, loaded: L, table: TableRules) => Promise<A>): Promise<A> {
  return commitStep(
    deps.db,
    async (tx) => {
      const loaded = await loadAt(tx, kind, input.id, input.version);
      return move(tx, loaded, await kind.table(tx, loaded));
    },
    (answer) => kind.publish(deps.hub, answer),
  );
}

/** Undoes the last step not yet undone since the history's start (never the start itself). */
export function undoStep<L, S, E, A>(deps: MoveDeps, kind: Described<L, S, E, A>, input: { readonly id: string; readonly version: number }): Promise<A> {
  return moveOn(deps, kind, input, async (tx, loaded, table) => {
    const ref = refOf(kind, input.id);
    const [target, kept] = await Promise.all([lastUndoable(tx, ref, kind.baselines), keptSinceBaseline(tx, ref, kind.baselines)]);
    if (target === null || target.seq < (kept[0]?.seq ?? Number.MAX_SAFE_INTEGER)) throw new RuleRefusalError(kind.nothingToUndo);
    const revert = await planRevert(tx, replayOf(kind, input.id, table), target.seq);
    // The last step goes alone: a step before it that no longer replays is a history the rules refuse.
    if (revert.noLongerApply.length > 0) throw new RuleRefusalError({ rule: 'D7', code: 'history_does_not_replay', values: { seq: target.seq } });
    return takeBack(tx, deps, kind, loaded, table, revert, 'undo', (step) => reason('D7', kind.undoneCode, { seq: step.seq, type: step.type }));
  });
}

export interface RevertInput {
  readonly id: string;
  readonly version: number;
  readonly seq: number;
  /** The later steps that no longer apply, as the preview listed them: the GM chose they go too. */
  readonly alsoRevert: readonly number[];
}

/**
 * Reverts step `seq` and the later steps the GM confirmed (`alsoRevert`, exactly those that no
 * longer apply, or 422): the state saved as the replay of the steps kept, one "undo" step per step
 * taken back — the latest first, the step asked for last.
 */
export function revertStep<L, S, E, A>(deps: MoveDeps, kind: Described<L, S, E, A>, input: RevertInput): Promise<A> {
  return moveOn(deps, kind, input, async (tx, loaded, table) => {
    const revert = await planRevert(tx, replayOf(kind, input.id, table), input.seq);
    checkChoice(revert, input.alsoRevert);
    const why = revertReason(revert, reason('D7', kind.revertedCode, { seq: revert.target.seq, type: revert.target.type }));
    return takeBack(tx, deps, kind, loaded, table, revert, 'revert', why);
  });
}

/**
 * Redoes the undo step `seq`: its step kept again, the state saved as the replay with it; 422 when
 * a step kept since would no longer apply, or the undo was already redone.
 */
export function redoStep<L, S, E, A>(deps: MoveDeps, kind: Described<L, S, E, A>, input: { readonly id: string; readonly version: number; readonly seq: number }): Promise<A> {
  return moveOn(deps, kind, input, async (tx, loaded, table) => {
    const redo = await planRedo(tx, replayOf(kind, input.id, table), input.seq);
    const planned: Move = { kind: 'redo', target: redo.target, takenBack: [], kept: redo.kept };
    const saved = await kind.saveMove(tx, loaded, redo.state, planned);
    const why = reason('D7', 'step_redone', { seq: redo.target.seq, type: redo.target.type });
    const step = await recordRedo(tx, redo, { table, ...dated(deps), reason: why, detail: saved.detail });
    return kind.answerMove(tx, loaded, { ...planned, written: [step], reasons: [why] }, table);
  });
}

/** The rolls of the steps a move took back (or brought back), as the roll lists show them (marked undone or not). */
export async function rollsOfSteps(tx: Db, steps: readonly Pick<Step, 'id'>[]): Promise<RollView[]> {
  const rows = await tx.roll.findMany({ where: { stepId: { in: steps.map((s) => s.id) } }, include: rollStepInclude, orderBy: { id: 'asc' } });
  return rows.map(rollView);
}

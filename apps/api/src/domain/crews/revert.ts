/**
 * Undo, revert any step of a crew's history, redo an undo, and the revert's preview (issue 34,
 * "undo any step"): the one way of ../history/moves.ts, for the crew as ./aggregate.ts describes it.
 */
import { previewRevert as previewAggregateRevert, redoStep as redoAggregateStep, revertStep as revertAggregateStep, undoStep } from '../history/moves';
import type { RevertPreview } from '../history/revert';
import { crewAggregate } from './aggregate';
import type { CrewStep } from './aggregate';
import type { CrewDeps } from './events';
import type { Db } from './repository';

export type { RevertPreview };

/** What reverting step `seq` would do, nothing written (404, 422 as the revert would answer). */
export function previewRevert(db: Db, crewId: string, seq: number): Promise<RevertPreview> {
  return previewAggregateRevert(db, crewAggregate, crewId, seq);
}

/**
 * Undo: the last step not yet undone (never the creation) is marked undone by a new "undo" step,
 * and the crew becomes the replay of the steps left, each with the dice it consumed (nobody
 * re-rolls), with the GM notes the step replaced written back. Undo twice undoes the two last steps.
 */
export function undoLastStep(deps: CrewDeps, input: { crewId: string; version: number }): Promise<CrewStep> {
  return undoStep(deps, crewAggregate, { id: input.crewId, version: input.version });
}

export interface RevertInput {
  readonly crewId: string;
  readonly version: number;
  readonly seq: number;
  /** The later steps that no longer apply, as the preview listed them: the GM chose they go too. */
  readonly alsoRevert: readonly number[];
}

/** Reverts step `seq` and the later steps the GM confirmed; answers the sheet with the undo of `seq`. */
export function revertStep(deps: CrewDeps, input: RevertInput): Promise<CrewStep> {
  return revertAggregateStep(deps, crewAggregate, { id: input.crewId, version: input.version, seq: input.seq, alsoRevert: input.alsoRevert });
}

/** Redoes the undo step `seq`: its step kept again, the GM notes the undo replaced written back. */
export function redoStep(deps: CrewDeps, input: { crewId: string; version: number; seq: number }): Promise<CrewStep> {
  return redoAggregateStep(deps, crewAggregate, { id: input.crewId, version: input.version, seq: input.seq });
}

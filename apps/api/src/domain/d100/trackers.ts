/**
 * The GM's writes on a complex action as the routes call them: its creation (./complexActions.ts),
 * its rolls (../history/apply.ts), undo, revert and redo (../history/moves.ts), for the tracker as
 * ./aggregate.ts describes it — one transaction each, then, once committed, told (./live.ts).
 */
import type { ComplexActionAnswer } from '@temps-mort/contract';
import type { ComplexActionEvent, D100OppositionInput, Roller } from '@temps-mort/rules';
import type { PrismaClient } from '../../db/client';
import type { Hub } from '../../live/hub';
import { applyStep } from '../history/apply';
import { redoStep, revertStep, undoStep, type RevertInput } from '../history/moves';
import { complexActionAggregate, trackerRolls, type ComplexRollResult, type TrackerMoveAnswer } from './aggregate';
import { createComplexActionRecord, type NewComplexActionInput } from './complexActions';
import { publishTracker } from './live';

/** What a tracker's write needs: the database, the dice, and the hub it is announced on (none in scripts). */
export interface TrackerDeps {
  readonly db: PrismaClient;
  readonly roller: Roller;
  readonly hub?: Hub | undefined;
}

/** A write that rolls nothing new (the contract's): the tracker, and why it stands where it does. */
export type TrackerAnswer = ComplexActionAnswer;

/** C3/C4: a new tracker, its history's first step. */
export async function createComplexAction(deps: TrackerDeps, campaignId: string, input: NewComplexActionInput): Promise<TrackerAnswer> {
  const created = await createComplexActionRecord(deps.db, campaignId, input);
  publishTracker(deps.hub, created.complexAction, []);
  return { complexAction: created.complexAction, reasons: [...created.reasons] };
}

/** What a roll is asked with: the version read, and who rolls (the GM when unnamed). */
interface RollAsked {
  readonly version: number;
  readonly who?: string | undefined;
}

function rollOn(deps: TrackerDeps, id: string, asked: RollAsked, event: ComplexActionEvent): Promise<ComplexRollResult> {
  return applyStep(deps, complexActionAggregate, trackerRolls, { id, version: asked.version, intent: { event, who: asked.who } });
}

/** C3: one test at `threshold`. */
export function rollTracker(deps: TrackerDeps, id: string, input: RollAsked & { readonly threshold: number }): Promise<ComplexRollResult> {
  return rollOn(deps, id, input, { type: 'complex_roll', threshold: input.threshold });
}

/** C5: one opposed round (the actor rolls first, then the opponent). */
export function rollTrackerOpposed(deps: TrackerDeps, id: string, input: RollAsked & D100OppositionInput): Promise<ComplexRollResult> {
  return rollOn(deps, id, input, { type: 'complex_opposed_roll', actor: input.actor, opponent: input.opponent });
}

/** C6 feeding C3: the helpers roll first (in order); their ±10 % make the threshold of the test. */
export function rollTrackerGroup(deps: TrackerDeps, id: string, input: RollAsked & { readonly leadThreshold: number; readonly helpers: readonly number[] }): Promise<ComplexRollResult> {
  return rollOn(deps, id, input, { type: 'complex_group_roll', leadThreshold: input.leadThreshold, helpers: [...input.helpers] });
}

/** A move answers the tracker and why; the rolls it moved went to the crew's phones. */
async function moved(pending: Promise<TrackerMoveAnswer>): Promise<TrackerAnswer> {
  const { complexAction, reasons } = await pending;
  return { complexAction, reasons: [...reasons] };
}

/** Undo of the tracker's last roll. */
export function undoTracker(deps: TrackerDeps, id: string, version: number): Promise<TrackerAnswer> {
  return moved(undoStep(deps, complexActionAggregate, { id, version }));
}

/** Revert of roll `seq` and of the later rolls the GM confirmed. */
export function revertTracker(deps: TrackerDeps, input: RevertInput): Promise<TrackerAnswer> {
  return moved(revertStep(deps, complexActionAggregate, input));
}

/** Redo of the undo step `seq`. */
export function redoTracker(deps: TrackerDeps, input: { readonly id: string; readonly version: number; readonly seq: number }): Promise<TrackerAnswer> {
  return moved(redoStep(deps, complexActionAggregate, input));
}

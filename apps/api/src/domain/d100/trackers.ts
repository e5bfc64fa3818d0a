/**
 * The GM's writes on a complex action as the routes call them: each write of the tracker's history
 * (./complexActions.ts, ./revert.ts: one transaction each), then, once committed, announced — the
 * campaign's GM screens hear a step of the tracker; a crew's tracker and its rolls reach its
 * players' phones (the crew's stream: `complex_action` with the tracker, `roll` for each open
 * roll; trackers have nothing GM-only).
 */
import type { Reason, Roller } from '@temps-mort/rules';
import type { PrismaClient } from '../../db/client';
import type { Hub } from '../../live/hub';
import { publishCampaignStep } from '../history/steps';
import type { RollView } from '../rolls/store';
import {
  createComplexActionRecord,
  rollComplex,
  rollGroupComplex,
  rollOpposedComplex,
  undoComplexAction,
  type ComplexActionView,
  type ComplexRollResult,
  type NewComplexActionInput,
} from './complexActions';
import { redoComplexActionStep, revertComplexActionStep } from './revert';

/** What a tracker's write needs: the database, the dice, and the hub it is announced on (none in scripts). */
export interface TrackerDeps {
  readonly db: PrismaClient;
  readonly roller: Roller;
  readonly hub?: Hub | undefined;
}

/** A write that rolls nothing new: the tracker, and why it stands where it does. */
export interface TrackerAnswer {
  readonly complexAction: ComplexActionView;
  readonly reasons: readonly Reason[];
}

/** After the commit: the tracker's step to the GM screens; the tracker and the rolls it moved to its crew. */
export function publishTracker(hub: Hub | undefined, view: ComplexActionView, rolls: readonly RollView[]): void {
  if (hub === undefined) return;
  publishCampaignStep(hub, view.campaignId, { aggregate: 'complex_action', aggregateId: view.id, type: 'complex_action' });
  if (view.crewId === null) return;
  hub.publish(view.crewId, { event: 'complex_action', data: view });
  for (const roll of rolls) if (!roll.hidden) hub.publish(view.crewId, { event: 'roll', data: roll });
}

/** C3/C4: a new tracker, its history's first step. */
export async function createComplexAction(deps: TrackerDeps, campaignId: string, input: NewComplexActionInput): Promise<TrackerAnswer> {
  const created = await createComplexActionRecord(deps.db, campaignId, input);
  publishTracker(deps.hub, created.complexAction, []);
  return { complexAction: created.complexAction, reasons: [...created.reasons] };
}

async function rolled(hub: Hub | undefined, pending: Promise<ComplexRollResult>): Promise<ComplexRollResult> {
  const result = await pending;
  publishTracker(hub, result.complexAction, result.rolls);
  return { complexAction: result.complexAction, reasons: [...result.reasons], rolls: [...result.rolls] };
}

/** C3: one test. */
export function rollTracker(deps: TrackerDeps, id: string, input: Parameters<typeof rollComplex>[3]): Promise<ComplexRollResult> {
  return rolled(deps.hub, rollComplex(deps.db, deps.roller, id, input));
}

/** C5: one opposed round. */
export function rollTrackerOpposed(deps: TrackerDeps, id: string, input: Parameters<typeof rollOpposedComplex>[3]): Promise<ComplexRollResult> {
  return rolled(deps.hub, rollOpposedComplex(deps.db, deps.roller, id, input));
}

/** C6 → C3: the helpers, then the test. */
export function rollTrackerGroup(deps: TrackerDeps, id: string, input: Parameters<typeof rollGroupComplex>[3]): Promise<ComplexRollResult> {
  return rolled(deps.hub, rollGroupComplex(deps.db, deps.roller, id, input));
}

/** An undo, a revert or a redo: the rolls it took back (or kept again) are announced with the tracker. */
async function moved(hub: Hub | undefined, pending: Promise<TrackerAnswer & { readonly undoneRolls: readonly RollView[] }>): Promise<TrackerAnswer> {
  const result = await pending;
  publishTracker(hub, result.complexAction, result.undoneRolls);
  return { complexAction: result.complexAction, reasons: [...result.reasons] };
}

/** Undo of the tracker's last roll. */
export function undoTracker(deps: TrackerDeps, id: string, version: number): Promise<TrackerAnswer> {
  return moved(deps.hub, undoComplexAction(deps.db, id, version));
}

/** Revert of roll `seq` and of the later rolls the GM confirmed. */
export function revertTracker(deps: TrackerDeps, input: Parameters<typeof revertComplexActionStep>[1]): Promise<TrackerAnswer> {
  return moved(deps.hub, revertComplexActionStep(deps.db, input));
}

/** Redo of the undo step `seq`. */
export function redoTracker(deps: TrackerDeps, input: Parameters<typeof redoComplexActionStep>[1]): Promise<TrackerAnswer> {
  return moved(deps.hub, redoComplexActionStep(deps.db, input));
}

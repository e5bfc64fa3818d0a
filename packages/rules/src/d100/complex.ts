import { z } from 'zod';
import type { RuleDeps } from '../core/deps';
import type { DiceRoll, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { TableRules } from '../core/tableRules';
import { assertD100Threshold, d100Dice, d100Tens, d100TestReason, readD100Test, rollD100Die } from './simple';

/**
 * C3/C4 complex action tracker: plain data, so the API can store it as JSON and hand it back.
 *
 * Milestones (C4, « des paliers … lorsqu'un certain nombre d'étapes a été franchi ») are written as
 * the number of steps crossed, `crossed` = start − remaining, 1..start. A milestone is reached the
 * first time the remaining steps fall to start − crossed or below, records the roll that reached it,
 * and is never lost afterwards, even when failures raise the remaining steps again.
 */
export type ComplexActionStatus = 'ongoing' | 'succeeded' | 'failed';

export interface ComplexActionMilestone {
  /** Steps crossed (start − remaining) at which this part of the goal is achieved. */
  readonly crossed: number;
  /** What the GM called this part of the goal ('' when unnamed). */
  readonly label: string;
  /** 1-based number of the roll that reached it; null until then. */
  readonly reachedAtRoll: number | null;
}

/** What every history entry records about the steps. */
interface ComplexActionEntryBase {
  /** 1-based roll number on this action. */
  readonly roll: number;
  /** Signed change actually applied to the remaining steps (after the caps at 0 and start). */
  readonly change: number;
  /** Raise as computed before the cap at the start count (0 when the steps were not raised). */
  readonly raise: number;
  /** What this roll added to `totalRaised` (table rule `failureThresholdCounts`). */
  readonly counted: number;
  readonly remaining: number;
  readonly totalRaised: number;
  /** `crossed` of the milestones this roll reached. */
  readonly milestonesReached: readonly number[];
  readonly status: ComplexActionStatus;
}

export interface ComplexActionTestEntry extends ComplexActionEntryBase {
  readonly kind: 'test';
  readonly threshold: number;
  readonly die: number;
  readonly success: boolean;
}

export interface ComplexActionSide {
  readonly threshold: number;
  readonly attribute: number;
  readonly die: number;
  readonly success: boolean;
}

export interface ComplexActionOppositionEntry extends ComplexActionEntryBase {
  readonly kind: 'opposition';
  readonly actor: ComplexActionSide;
  readonly opponent: ComplexActionSide;
  readonly winner: 'actor' | 'opponent' | 'tie' | 'none';
}

export type ComplexActionEntry = ComplexActionTestEntry | ComplexActionOppositionEntry;

export interface ComplexAction {
  /** Starting step count S (« Nombre d'Étapes de départ »), ≥ 1. */
  readonly start: number;
  /** Steps still to cross, 0..start; 0 = the action succeeded. */
  readonly remaining: number;
  /** C4 « Seuil d'Échec »: total of raises at which the action fails for good; null = none. */
  readonly failureThreshold: number | null;
  /** Total of the raises since the start, as counted by table rule `failureThresholdCounts`. */
  readonly totalRaised: number;
  /** Sorted by `crossed`. */
  readonly milestones: readonly ComplexActionMilestone[];
  readonly status: ComplexActionStatus;
  readonly history: readonly ComplexActionEntry[];
}

const count = z.number().int().min(0);

/** How many rolls a tracker keeps: past that the action takes no more (a sane bound on one row). */
export const COMPLEX_ACTION_MAX_ROLLS = 500;
/** C4: milestones a GM may set on one action. */
export const COMPLEX_ACTION_MAX_MILESTONES = 20;
/** C3/C4: an action has at least one step to go; a failure threshold and a milestone are at least 1. */
export const COMPLEX_ACTION_LEAST_STEPS = 1;
const entryBase = {
  roll: z.number().int().min(1),
  change: z.number().int(),
  raise: count,
  counted: count,
  remaining: count,
  totalRaised: count,
  milestonesReached: z.array(z.number().int().min(1)),
  status: z.enum(['ongoing', 'succeeded', 'failed']),
};
const side = z.strictObject({ threshold: z.number().int(), attribute: z.number(), die: z.number().int().min(1).max(100), success: z.boolean() });

/** Validates a stored tracker (the API reads trackers back from the database with it). */
export const complexActionSchema = z
  .strictObject({
    start: z.number().int().min(1),
    remaining: count,
    failureThreshold: z.number().int().min(1).nullable(),
    totalRaised: count,
    milestones: z
      .array(z.strictObject({ crossed: z.number().int().min(1), label: z.string().max(120), reachedAtRoll: z.number().int().min(1).nullable() }))
      .max(COMPLEX_ACTION_MAX_MILESTONES),
    status: z.enum(['ongoing', 'succeeded', 'failed']),
    history: z
      .array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('test'), ...entryBase, threshold: z.number().int(), die: z.number().int().min(1).max(100), success: z.boolean() }),
        z.strictObject({ kind: z.literal('opposition'), ...entryBase, actor: side, opponent: side, winner: z.enum(['actor', 'opponent', 'tie', 'none']) }),
      ]),
    )
      .max(COMPLEX_ACTION_MAX_ROLLS),
  })
  .refine((t) => t.remaining <= t.start, { message: 'remaining steps exceed the start count', path: ['remaining'] })
  .refine((t) => t.milestones.every((m) => m.crossed <= t.start), { message: 'milestone past the start count', path: ['milestones'] });

export interface ComplexActionSetup {
  readonly start: number;
  readonly failureThreshold?: number | null;
  readonly milestones?: readonly { readonly crossed: number; readonly label?: string }[];
}

/** C3/C4: a new complex action of `start` steps, with the GM's milestones and failure threshold. */
export function createComplexAction(setup: ComplexActionSetup): Outcome<ComplexAction> {
  const { start } = setup;
  if (!Number.isInteger(start) || start < COMPLEX_ACTION_LEAST_STEPS) {
    return refuse('C3', 'start_not_positive', { start });
  }
  const failureThreshold = setup.failureThreshold ?? null;
  if (failureThreshold !== null && (!Number.isInteger(failureThreshold) || failureThreshold < COMPLEX_ACTION_LEAST_STEPS)) {
    return refuse('C4', 'failure_threshold_not_positive', { failureThreshold });
  }
  const milestones: ComplexActionMilestone[] = [];
  if ((setup.milestones ?? []).length > COMPLEX_ACTION_MAX_MILESTONES) {
    return refuse('C4', 'too_many_milestones', { max: COMPLEX_ACTION_MAX_MILESTONES });
  }
  for (const m of setup.milestones ?? []) {
    if (!Number.isInteger(m.crossed) || m.crossed < COMPLEX_ACTION_LEAST_STEPS || m.crossed > start) {
      return refuse('C4', 'milestone_out_of_range', { crossed: m.crossed, start });
    }
    if (milestones.some((other) => other.crossed === m.crossed)) {
      return refuse('C4', 'milestone_duplicate', { crossed: m.crossed });
    }
    milestones.push({ crossed: m.crossed, label: m.label ?? '', reachedAtRoll: null });
  }
  milestones.sort((x, y) => x.crossed - y.crossed);
  const reasons: Reason[] = [reason('C3', 'complex_action_created', { start })];
  for (const m of milestones) reasons.push(reason('C4', 'milestone_set', { crossed: m.crossed, label: m.label }));
  if (failureThreshold !== null) reasons.push(reason('C4', 'failure_threshold_set', { failureThreshold }));
  return ok({ start, remaining: start, failureThreshold, totalRaised: 0, milestones, status: 'ongoing', history: [] }, reasons);
}

/**
 * How one roll moves the steps: lowered by the tens of `n`, raised by the tens of `n`, or not at all.
 * `n` is the die (C3 success, C5 winner's die) or the distance die − threshold (C3 failure).
 */
export type ComplexMovement =
  | { readonly kind: 'lower'; readonly n: number }
  | { readonly kind: 'raise'; readonly n: number }
  | { readonly kind: 'none' };

/** C3/C4 refusal: a finished action takes no more rolls. */
export function complexActionRefusal(tracker: ComplexAction): Outcome<never> | null {
  if (tracker.status === 'succeeded') {
    return refuse('C3', 'complex_action_already_succeeded', { rolls: tracker.history.length });
  }
  if (tracker.status === 'failed') {
    return refuse('C4', 'complex_action_already_failed', { rolls: tracker.history.length, totalRaised: tracker.totalRaised });
  }
  if (tracker.history.length >= COMPLEX_ACTION_MAX_ROLLS) {
    return refuse('C3', 'complex_action_roll_limit', { max: COMPLEX_ACTION_MAX_ROLLS });
  }
  return null;
}

export interface ComplexMovementResult {
  /** The tracker after the movement, its history not yet extended. */
  readonly tracker: ComplexAction;
  readonly entry: Omit<ComplexActionEntryBase, 'roll'>;
  readonly reasons: readonly Reason[];
}

/**
 * C3 + C4 (+ C7): applies one movement to an ongoing tracker. Lowering stops at 0 (the action
 * succeeds); raising stops at the start count (« ne peut excéder le Nombre d'Étapes de départ »)
 * and adds to `totalRaised` the raise before the cap ('beforeCap') or what was actually added
 * ('afterCap'); reaching the failure threshold fails the action for good. Milestones crossed are
 * marked reached once.
 */
export function applyComplexMovement(tracker: ComplexAction, movement: ComplexMovement, table: TableRules): ComplexMovementResult {
  const roll = tracker.history.length + 1;
  const from = tracker.remaining;
  const reasons: Reason[] = [];
  let remaining = from;
  let raise = 0;
  let counted = 0;
  if (movement.kind === 'lower') {
    const tens = d100Tens(movement.n, table);
    remaining = Math.max(0, from - tens);
    reasons.push(reason('C3', 'steps_lowered', { n: movement.n, tens, counting: table.d100Tens, from, to: remaining }));
  } else if (movement.kind === 'raise') {
    raise = d100Tens(movement.n, table);
    remaining = Math.min(tracker.start, from + raise);
    counted = table.failureThresholdCounts === 'beforeCap' ? raise : remaining - from;
    reasons.push(
      reason('C3', 'steps_raised', { n: movement.n, tens: raise, counting: table.d100Tens, from, to: remaining, capped: from + raise > tracker.start }),
    );
  } else {
    reasons.push(reason('C5', 'steps_unchanged', { remaining }));
  }
  const totalRaised = tracker.totalRaised + counted;
  if (movement.kind === 'raise' && tracker.failureThreshold !== null) {
    reasons.push(
      reason('C4', 'raise_counted', { counted, totalRaised, failureThreshold: tracker.failureThreshold, counting: table.failureThresholdCounts }),
    );
  }

  const crossedNow = tracker.start - remaining;
  const milestonesReached: number[] = [];
  const milestones = tracker.milestones.map((m) => {
    if (m.reachedAtRoll !== null || m.crossed > crossedNow) return m;
    milestonesReached.push(m.crossed);
    reasons.push(reason('C4', 'milestone_reached', { crossed: m.crossed, label: m.label, roll }));
    return { ...m, reachedAtRoll: roll };
  });

  let status: ComplexActionStatus = 'ongoing';
  if (remaining === 0) {
    status = 'succeeded';
    reasons.push(reason('C3', 'complex_action_succeeded', { start: tracker.start, rolls: roll }));
  } else if (tracker.failureThreshold !== null && totalRaised >= tracker.failureThreshold) {
    status = 'failed';
    reasons.push(
      reason('C4', 'complex_action_failed', {
        totalRaised,
        failureThreshold: tracker.failureThreshold,
        milestonesKept: milestones.filter((m) => m.reachedAtRoll !== null).length,
      }),
    );
  }
  return {
    tracker: { ...tracker, remaining, totalRaised, milestones, status },
    entry: { change: remaining - from, raise, counted, remaining, totalRaised, milestonesReached, status },
    reasons,
  };
}

/** One roll on a complex action: the new tracker (its history extended) and the entry it added. */
export interface ComplexActionStep {
  readonly tracker: ComplexAction;
  readonly entry: ComplexActionEntry;
}

/** Appends the entry to the history and wraps the step. */
export function recordComplexStep(
  moved: ComplexMovementResult,
  entry: ComplexActionEntry,
  reasons: readonly Reason[],
  rolls: readonly DiceRoll[],
): Outcome<ComplexActionStep> {
  const tracker = { ...moved.tracker, history: [...moved.tracker.history, entry] };
  return ok({ tracker, entry }, [...reasons, ...moved.reasons], rolls);
}

/** C3: how a test moves the steps: success → −tens(die); failure → +tens(die − threshold). */
export function complexTestMovement(
  die: number,
  threshold: number,
  table: TableRules,
): Extract<ComplexMovement, { readonly kind: 'lower' | 'raise' }> {
  const test = readD100Test(die, threshold, table);
  return test.success ? { kind: 'lower', n: die } : { kind: 'raise', n: die - threshold };
}

export interface ComplexActionRollInput {
  /** Success threshold of this roll, in % (the caller may change it from roll to roll). */
  readonly threshold: number;
}

/**
 * C3/C4: one test to move a complex action forward. A success lowers the remaining steps by the
 * tens (complete or not) on the die; a failure raises them by the tens between the die and the
 * threshold, never above the start count. Refused once the action succeeded or failed.
 */
export function rollComplexAction(
  tracker: ComplexAction,
  input: ComplexActionRollInput,
  deps: RuleDeps,
): Outcome<ComplexActionStep> {
  const refused = complexActionRefusal(tracker);
  if (refused) return refused;
  assertD100Threshold(input.threshold);
  const die = rollD100Die(deps);
  const test = readD100Test(die, input.threshold, deps.table);
  const moved = applyComplexMovement(tracker, complexTestMovement(die, input.threshold, deps.table), deps.table);
  const entry: ComplexActionTestEntry = {
    kind: 'test',
    roll: tracker.history.length + 1,
    threshold: input.threshold,
    die,
    success: test.success,
    ...moved.entry,
  };
  return recordComplexStep(moved, entry, [d100TestReason(test, deps.table)], [d100Dice('complex_action', [die])]);
}

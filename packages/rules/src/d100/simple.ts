import type { OddsDeps, RuleDeps } from '../core/deps';
import type { DiceRoll, Success } from '../core/outcome';
import { ok } from '../core/outcome';
import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { TableRules } from '../core/tableRules';

/** The d100 of seed 004: faces 1–100. */
export const D100_SIDES = 100;

/** One d100 test read against a success threshold (C1). */
export interface D100Test {
  /** The die, 1–100. */
  readonly die: number;
  /** The success threshold in %, as the caller gave it (any integer; ≤ 0 never succeeds). */
  readonly threshold: number;
  readonly success: boolean;
}

/** Throws on a threshold that is not an integer: a caller bug, not a rule refusal. */
export function assertD100Threshold(threshold: number): void {
  if (!Number.isInteger(threshold)) {
    throw new RangeError(`A d100 success threshold must be an integer, got ${threshold}`);
  }
}

function assertD100Die(die: number): void {
  if (!Number.isInteger(die) || die < 1 || die > D100_SIDES) {
    throw new RangeError(`A d100 shows 1–100, got ${die}`);
  }
}

/**
 * C7 "dizaines (complètes ou non)": table rule `d100Tens`.
 * 'ceil' (default): ceil(n / 10), so any n ≥ 1 counts at least 1 and a roll of 100 counts 10;
 * 'floor': whole tens only (1–9 count 0). n = 0 is 0 tens either way.
 * The one function every d100 module uses for "the tens of".
 */
export function d100Tens(n: number, table: TableRules): number {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`Tens are counted on a whole number ≥ 0, got ${n}`);
  }
  return table.d100Tens === 'ceil' ? Math.ceil(n / 10) : Math.floor(n / 10);
}

/** C7 as a reason, so the UI can say "17 → 2 tens (complete or not)". */
export function d100TensReason(n: number, table: TableRules, rule: RuleId = 'C7'): Reason {
  return reason(rule, 'd100_tens', { n, tens: d100Tens(n, table), counting: table.d100Tens });
}

/**
 * C1: how many of the 100 faces succeed. Faces 1..k succeed: k = threshold (table rule
 * `d100EqualSucceeds` true, the default) or threshold − 1 (false: strictly below), clamped 0–100.
 */
export function d100SuccessFaces(threshold: number, table: TableRules): number {
  assertD100Threshold(threshold);
  const k = table.d100EqualSucceeds ? threshold : threshold - 1;
  return Math.min(D100_SIDES, Math.max(0, k));
}

/** C1: does this die succeed against this threshold? */
export function d100Succeeds(die: number, threshold: number, table: TableRules): boolean {
  assertD100Die(die);
  return die <= d100SuccessFaces(threshold, table);
}

/** C1: reads a die already rolled. */
export function readD100Test(die: number, threshold: number, table: TableRules): D100Test {
  return { die, threshold, success: d100Succeeds(die, threshold, table) };
}

/** The reason that shows a d100 test: die, threshold, result and the reading of "equal". */
export function d100TestReason(test: D100Test, table: TableRules, role = 'actor'): Reason {
  return reason('C1', test.success ? 'd100_success' : 'd100_failure', {
    role,
    die: test.die,
    threshold: test.threshold,
    equalSucceeds: table.d100EqualSucceeds,
  });
}

/** Rolls one d100 through the injected roller. */
export function rollD100Die(deps: RuleDeps): number {
  return deps.roller.roll(D100_SIDES);
}

export function d100Dice(purpose: string, dice: readonly number[]): DiceRoll {
  return { sides: D100_SIDES, purpose, dice };
}

export interface D100TestInput {
  /** Success threshold in %. */
  readonly threshold: number;
  /** Stored purpose of the die; 'd100_test' unless told. */
  readonly purpose?: string;
}

/** C1 simple test: roll a d100; it succeeds when ≤ the threshold (or < it, table rule `d100EqualSucceeds`). */
export function rollD100Test(input: D100TestInput, deps: RuleDeps): Success<D100Test> {
  assertD100Threshold(input.threshold);
  const die = rollD100Die(deps);
  const test = readD100Test(die, input.threshold, deps.table);
  return ok(test, [d100TestReason(test, deps.table)], [d100Dice(input.purpose ?? 'd100_test', [die])]);
}

/** C1 exact odds: the chance a simple test succeeds. */
export function d100TestOdds(threshold: number, deps: OddsDeps): number {
  return d100SuccessFaces(threshold, deps.table) / D100_SIDES;
}

import type { OddsDeps, RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { DiceRoll, Success } from '../core/outcome';
import { ok } from '../core/outcome';
import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { D100Test } from './simple';
import { assertD100Threshold, d100Dice, d100SuccessFaces, d100TestReason, readD100Test, rollD100Die, D100_SIDES } from './simple';

/** C6: each helper's success gives the lead +10 %, each failure −10 %. */
export const D100_GROUP_STEP = 10;

export interface D100GroupInput {
  /** The lead actor's threshold (with its own penalties), in %. */
  readonly leadThreshold: number;
  /**
   * Each helper's threshold for the same test « affranchi de tout malus »: the caller gives it
   * without penalties. Helpers roll in this order.
   */
  readonly helpers: readonly number[];
}

/**
 * C6: the lead's threshold after `successes` and `failures` of the helpers, raw and clamped to table
 * rules `d100GroupClampMin`–`d100GroupClampMax` (0–100 by default: a percentage). Under the default
 * C1 reading the 0–100 clamp changes no success chance; it keeps a failure's distance (C3, die −
 * threshold) within the die, and under the strict reading (`d100EqualSucceeds` false) keeps "a 100
 * always fails". Throws on a table whose minimum exceeds its maximum (`tableRulesFrom` refuses it).
 */
export function d100GroupThreshold(
  leadThreshold: number,
  successes: number,
  failures: number,
  table: Pick<TableRules, 'd100GroupClampMin' | 'd100GroupClampMax'>,
): { raw: number; threshold: number } {
  const min = table.d100GroupClampMin;
  const max = table.d100GroupClampMax;
  if (min > max) {
    throw new RangeError(`d100GroupClampMin (${min}) exceeds d100GroupClampMax (${max})`);
  }
  const raw = leadThreshold + D100_GROUP_STEP * (successes - failures);
  return { raw, threshold: Math.min(max, Math.max(min, raw)) };
}

export interface D100GroupHelp {
  readonly helpers: readonly D100Test[];
  readonly successes: number;
  readonly failures: number;
  /** Lead threshold + 10 × successes − 10 × failures, before the clamp. */
  readonly rawThreshold: number;
  /** The threshold the lead rolls against (clamped per `d100GroupClampMin`/`d100GroupClampMax`). */
  readonly threshold: number;
}

/**
 * C6, the helpers' part: each helper rolls the same test (in the given order); the result is the
 * threshold of the lead's final test. Use it alone to feed a complex action's roll (C3).
 */
export function rollD100GroupHelpers(input: D100GroupInput, deps: RuleDeps): Success<D100GroupHelp> {
  assertD100Threshold(input.leadThreshold);
  const helpers: D100Test[] = [];
  const reasons: Reason[] = [];
  const rolls: DiceRoll[] = [];
  input.helpers.forEach((threshold, index) => {
    assertD100Threshold(threshold);
    const die = rollD100Die(deps);
    const test = readD100Test(die, threshold, deps.table);
    helpers.push(test);
    reasons.push(d100TestReason(test, deps.table, `helper_${index + 1}`));
    reasons.push(
      reason('C6', test.success ? 'helper_success' : 'helper_failure', {
        helper: index + 1,
        die,
        threshold,
        delta: test.success ? D100_GROUP_STEP : -D100_GROUP_STEP,
      }),
    );
    rolls.push(d100Dice(`group_helper_${index + 1}`, [die]));
  });
  const successes = helpers.filter((t) => t.success).length;
  const failures = helpers.length - successes;
  const { raw, threshold } = d100GroupThreshold(input.leadThreshold, successes, failures, deps.table);
  reasons.push(
    reason('C6', 'group_threshold', {
      lead: input.leadThreshold,
      successes,
      failures,
      raw,
      threshold,
      clamped: raw !== threshold,
    }),
  );
  return ok({ helpers, successes, failures, rawThreshold: raw, threshold }, reasons, rolls);
}

export interface D100GroupAction extends D100GroupHelp {
  readonly lead: D100Test;
}

/** C6 group action: the helpers roll first (in order), then the lead rolls against the adjusted threshold. */
export function rollD100GroupAction(input: D100GroupInput, deps: RuleDeps): Success<D100GroupAction> {
  const help = rollD100GroupHelpers(input, deps);
  const die = rollD100Die(deps);
  const lead = readD100Test(die, help.value.threshold, deps.table);
  return ok(
    { ...help.value, lead },
    [...help.reasons, d100TestReason(lead, deps.table, 'lead')],
    [...help.rolls, d100Dice('group_lead', [die])],
  );
}

export interface D100GroupOdds {
  /** The lead's chance to succeed, helpers' rolls included. */
  readonly success: number;
  /** Distribution of the lead's final (clamped) threshold, ascending. */
  readonly thresholds: readonly { readonly threshold: number; readonly probability: number }[];
}

/** C6 exact odds: the number of helper successes is a Poisson-binomial (DP over helpers). */
export function d100GroupOdds(input: D100GroupInput, deps: OddsDeps): D100GroupOdds {
  assertD100Threshold(input.leadThreshold);
  let dist = [1];
  for (const threshold of input.helpers) {
    const p = d100SuccessFaces(threshold, deps.table) / D100_SIDES;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] = (next[k] as number) + q * (1 - p);
      next[k + 1] = (next[k + 1] as number) + q * p;
    });
    dist = next;
  }
  const n = input.helpers.length;
  const byThreshold = new Map<number, number>();
  let success = 0;
  dist.forEach((q, k) => {
    const { threshold } = d100GroupThreshold(input.leadThreshold, k, n - k, deps.table);
    byThreshold.set(threshold, (byThreshold.get(threshold) ?? 0) + q);
    success += (q * d100SuccessFaces(threshold, deps.table)) / D100_SIDES;
  });
  const thresholds = [...byThreshold.entries()]
    .sort(([x], [y]) => x - y)
    .map(([threshold, probability]) => ({ threshold, probability }));
  return { success, thresholds };
}

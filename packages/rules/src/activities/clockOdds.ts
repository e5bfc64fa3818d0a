import type { OddsDeps } from '../core/deps';
import type { ActivityQualityModifiers } from './roll';
import { activityQualityOdds } from './roll';
import { clockFillOdds } from '../clocks/odds';

/**
 * Exact odds for clocks ticked by activity rolls: long-term projects (A5) and the healing clock of
 * Recover (A6). Dynamic programming over the segments filled (`clockFillOdds`): no sampling.
 */

export interface ClockOddsInput extends ActivityQualityModifiers {
  /** Segments of the clock. */
  readonly segments: number;
  /** Segments already filled. */
  readonly filled?: number;
  /** Activities the PC(s) will spend on it. */
  readonly activities: number;
  /** Dice of each roll (the action rating). */
  readonly pool: number;
}

export interface ClockOdds {
  /** Probability the clock is full within `activities` activities. */
  readonly probability: number;
  /** `byActivity[k - 1]`: probability it is full within k activities (k = 1..activities). */
  readonly byActivity: readonly number[];
}

/**
 * A5: probability to fill a clock of N segments (F filled) within K activity rolls: the general
 * `clockFillOdds` (K3) on the distribution of an activity roll's quality.
 */
export function clockCompletionOdds(input: ClockOddsInput, deps: OddsDeps): ClockOdds {
  const odds = clockFillOdds({
    segments: input.segments,
    filled: input.filled ?? 0,
    rolls: input.activities,
    ticks: activityQualityOdds(input.pool, input, deps.table),
  });
  return { probability: odds.probability, byActivity: odds.byRoll };
}

export interface RecoveryOddsInput extends ActivityQualityModifiers {
  readonly filled?: number;
  readonly activities: number;
  /** The healer's dice (the surgery rating when healing oneself, with `selfSurgery`). */
  readonly pool: number;
}

/** A6: probability the healing clock (table rule `healingClockSegments`) fills within K activities. */
export function recoveryOdds(input: RecoveryOddsInput, deps: OddsDeps): ClockOdds {
  return clockCompletionOdds({ ...input, segments: deps.table.healingClockSegments }, deps);
}

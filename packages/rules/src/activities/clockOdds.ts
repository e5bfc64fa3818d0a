import type { OddsDeps } from '../core/deps';
import type { ActivityQualityModifiers } from './roll';
import { activityQualityOdds } from './roll';

/**
 * Exact odds for clocks ticked by activity rolls: long-term projects (A5) and the healing clock of
 * Recover (A6). Dynamic programming over the segments filled: no sampling.
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

/** A5: probability to fill a clock of N segments (F filled) within K activity rolls. */
export function clockCompletionOdds(input: ClockOddsInput, deps: OddsDeps): ClockOdds {
  const segments = Math.max(1, Math.floor(input.segments));
  const activities = Math.max(0, Math.floor(input.activities));
  const start = Math.max(0, Math.floor(input.filled ?? 0));
  if (start >= segments) return { probability: 1, byActivity: Array.from({ length: activities }, () => 1) };
  const ticks = [...activityQualityOdds(input.pool, input, deps.table)];
  // state[f]: probability the clock holds f segments (f < segments) and is not full yet.
  let state = new Array<number>(segments).fill(0);
  state[start] = 1;
  let done = 0;
  const byActivity: number[] = [];
  for (let k = 0; k < activities; k++) {
    const next = new Array<number>(segments).fill(0);
    for (let f = 0; f < segments; f++) {
      const p = state[f] as number;
      if (p === 0) continue;
      for (const [tick, q] of ticks) {
        const to = f + tick;
        if (to >= segments) done += p * q;
        else next[to] = (next[to] as number) + p * q;
      }
    }
    state = next;
    byActivity.push(Math.min(1, done));
  }
  return { probability: Math.min(1, done), byActivity };
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

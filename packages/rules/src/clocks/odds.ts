import type { OddsDeps } from '../core/deps';
import type { ClockRollMethod } from './rolls';
import { clockTickOdds } from './rolls';

/**
 * Exact odds of clocks, before every roll: dynamic programming over the segments filled, no
 * sampling. `clockFillOdds` takes any tick distribution; `clockRollOdds` reads a roll method's
 * (K3–K5); `clockRaceOdds` runs two clocks against each other (K7). Hand ticks (K2) have no odds.
 */

export interface ClockFillOddsInput {
  /** Segments of the clock (at least 1: projects predate K1's 2..12). */
  readonly segments: number;
  /** Segments already filled. */
  readonly filled?: number;
  /** Rolls to come. */
  readonly rolls: number;
  /** Segments one roll ticks → probability (e.g. `clockTickOdds`); ticks below 0 count as 0. */
  readonly ticks: ReadonlyMap<number, number>;
}

export interface ClockFillOdds {
  /** Probability the clock is full within `rolls` rolls. */
  readonly probability: number;
  /** `byRoll[k - 1]`: probability it is full within k rolls (k = 1..rolls). */
  readonly byRoll: readonly number[];
}

/** K3–K5 (and A5/A6): probability that a clock of N segments, F filled, fills within K rolls. */
export function clockFillOdds(input: ClockFillOddsInput): ClockFillOdds {
  const segments = Math.max(1, Math.floor(input.segments));
  const rolls = Math.max(0, Math.floor(input.rolls));
  const start = Math.max(0, Math.floor(input.filled ?? 0));
  if (start >= segments) return { probability: 1, byRoll: Array.from({ length: rolls }, () => 1) };
  const ticks = [...input.ticks].map(([tick, q]) => [Math.max(0, Math.floor(tick)), q] as const);
  // state[f]: probability the clock holds f segments (f < segments) and is not full yet.
  let state = new Array<number>(segments).fill(0);
  state[start] = 1;
  let done = 0;
  const byRoll: number[] = [];
  for (let k = 0; k < rolls; k++) {
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
    byRoll.push(Math.min(1, done));
  }
  return { probability: Math.min(1, done), byRoll };
}

export interface ClockRollOddsInput {
  readonly segments: number;
  readonly filled?: number;
  readonly rolls: number;
  readonly method: ClockRollMethod;
}

/** K3–K5: probability that rolls of `method` fill the clock within K rolls (the table rules in force). */
export function clockRollOdds(input: ClockRollOddsInput, deps: OddsDeps): ClockFillOdds {
  return clockFillOdds({ segments: input.segments, filled: input.filled ?? 0, rolls: input.rolls, ticks: clockTickOdds(input.method, deps.table) });
}

/** One racer: its clock and how it is ticked, one roll per round. */
export interface ClockRacer {
  readonly segments: number;
  readonly filled?: number;
  readonly method: ClockRollMethod;
}

/**
 * K7: in each round both clocks get one roll: 'a_then_b' (a rolls first: if it fills, b does not
 * roll), 'b_then_a', or 'same_time' (both roll; both filling in the same round is a tie, for the
 * GM to settle).
 */
export type RaceOrder = 'a_then_b' | 'b_then_a' | 'same_time';
export const RACE_ORDERS: readonly RaceOrder[] = ['a_then_b', 'b_then_a', 'same_time'];

export interface ClockRaceOddsInput {
  readonly a: ClockRacer;
  readonly b: ClockRacer;
  readonly rounds: number;
  readonly order: RaceOrder;
}

export interface RaceOddsAt {
  /** Probability `a` filled first within these rounds. */
  readonly a: number;
  readonly b: number;
  /** Both filled in the same round ('same_time' only). */
  readonly tie: number;
  /** Neither is full yet. */
  readonly running: number;
}

export interface ClockRaceOdds extends RaceOddsAt {
  /** `byRound[k - 1]`: the odds within k rounds (k = 1..rounds). */
  readonly byRound: readonly RaceOddsAt[];
}

/**
 * K7: exact odds of a race. The two clocks are ticked independently until one fills, so with F(k)
 * the probability a clock is full within k of its own rolls, and f(k) = F(k) − F(k − 1):
 * P(a first within n) = Σₖ f_a(k)·(1 − F_b(k − 1)) when a rolls first in a round, Σₖ f_a(k)·(1 − F_b(k))
 * when b does or for 'same_time', whose tie is Σₖ f_a(k)·f_b(k). A clock full at the start has
 * F(0) = 1 (both full: a tie).
 */
export function clockRaceOdds(input: ClockRaceOddsInput, deps: OddsDeps): ClockRaceOdds {
  const rounds = Math.max(0, Math.floor(input.rounds));
  const cumulative = (racer: ClockRacer): number[] => {
    const full = Math.max(0, Math.floor(racer.filled ?? 0)) >= Math.max(1, Math.floor(racer.segments));
    const odds = clockRollOdds({ segments: racer.segments, filled: racer.filled ?? 0, rolls: rounds, method: racer.method }, deps);
    return [full ? 1 : 0, ...odds.byRoll];
  };
  const fa = cumulative(input.a);
  const fb = cumulative(input.b);
  const at = (k: number): number => (k < 0 ? 0 : (fa[k] as number));
  const bt = (k: number): number => (k < 0 ? 0 : (fb[k] as number));
  let a = 0;
  let b = 0;
  let tie = 0;
  const byRound: RaceOddsAt[] = [];
  for (let k = 0; k <= rounds; k++) {
    const newA = at(k) - at(k - 1);
    const newB = bt(k) - bt(k - 1);
    if (k === 0 || input.order === 'same_time') {
      // Round 0 is the start: a clock full already wins, both full tie.
      a += newA * (1 - bt(k));
      b += newB * (1 - at(k));
      tie += newA * newB;
    } else if (input.order === 'a_then_b') {
      a += newA * (1 - bt(k - 1));
      b += newB * (1 - at(k));
    } else {
      b += newB * (1 - at(k - 1));
      a += newA * (1 - bt(k));
    }
    if (k > 0) byRound.push({ a: Math.min(1, a), b: Math.min(1, b), tie: Math.min(1, tie), running: Math.max(0, 1 - a - b - tie) });
  }
  return { a: Math.min(1, a), b: Math.min(1, b), tie: Math.min(1, tie), running: Math.max(0, 1 - a - b - tie), byRound };
}

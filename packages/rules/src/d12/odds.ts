import type { OddsDeps } from '../core/deps';
import type { D12Degree, D12RollParts } from './action';
import { D12_DEGREES, D12_SIDES, d12DegreeRank, d12IsSuccess, d12ReadDie } from './action';
import { D12_FEAR_THRESHOLD } from './aspects';

/** Exact odds by enumerating the twelve faces: no sampling, a few microseconds. */

export interface D12OddsInput {
  /** The linked pool (also what giving of oneself can spend). */
  readonly pool: number;
  readonly traitBonus?: number;
  readonly modifier?: number;
  readonly threshold: number;
}

export type D12DegreeOdds = Readonly<Record<D12Degree, number>>;

function emptyOdds(): Record<D12Degree, number> {
  return { critical_failure: 0, failure: 0, success_with_complication: 0, success: 0, critical_success: 0 };
}

function partsOf(input: D12OddsInput): D12RollParts {
  return { pool: input.pool, traitBonus: input.traitBonus ?? 0, modifier: input.modifier ?? 0, threshold: input.threshold };
}

/** The degree each face gives (index 0 = die 1). */
function degreesByFace(input: D12OddsInput, deps: OddsDeps): D12Degree[] {
  const parts = partsOf(input);
  const faces: D12Degree[] = [];
  for (let die = 1; die <= D12_SIDES; die++) faces.push(d12ReadDie(die, parts, deps.table).degree);
  return faces;
}

/** T7/T8: exact probability of each degree of an action. */
export function d12ActionOdds(input: D12OddsInput, deps: OddsDeps): D12DegreeOdds {
  const odds = emptyOdds();
  for (const degree of degreesByFace(input, deps)) odds[degree] += 1 / D12_SIDES;
  return odds;
}

/** T7: probability of a success of any kind (a success with a complication counts). */
export function d12SuccessChance(odds: D12DegreeOdds): number {
  return D12_DEGREES.filter(d12IsSuccess).reduce((sum, d) => sum + odds[d], 0);
}

export interface D12GivingOddsInput extends D12OddsInput {
  /** Pool points the player is willing to give after seeing the die (T9). */
  readonly willing: number;
}

export interface D12GivingOdds {
  /** Final degrees when the player gives what is needed to climb as far as allowed. */
  readonly degrees: D12DegreeOdds;
  /** P(success with complication or better). */
  readonly atLeastComplication: number;
  /** P(success or critical success). */
  readonly success: number;
  /** Expected pool points given. */
  readonly expectedSpent: number;
  /** P(the last point of the pool is given: the character is out, T2). */
  readonly out: number;
}

/**
 * T9: the value of giving of oneself after seeing the die: a failure climbs one step per point
 * (two points to a success), a success with complication one; critical failures stay, successes
 * are not raised. Points are capped by the pool (and the last one is kept under
 * `d12GivingLastPoint: 'refuse'`).
 */
export function d12GivingOdds(input: D12GivingOddsInput, deps: OddsDeps): D12GivingOdds {
  const keepLast = deps.table.d12GivingLastPoint === 'refuse' ? 1 : 0;
  const cap = Math.max(0, Math.min(input.willing, input.pool - keepLast));
  const degrees = emptyOdds();
  let expectedSpent = 0;
  let out = 0;
  const p = 1 / D12_SIDES;
  for (const rolled of degreesByFace(input, deps)) {
    const steps = rolled === 'failure' ? 2 : rolled === 'success_with_complication' ? 1 : 0;
    const spent = Math.min(cap, steps);
    degrees[D12_DEGREES[d12DegreeRank(rolled) + spent] as D12Degree] += p;
    expectedSpent += spent * p;
    if (spent > 0 && spent === input.pool) out += p;
  }
  return {
    degrees,
    atLeastComplication: d12SuccessChance(degrees),
    success: degrees.success + degrees.critical_success,
    expectedSpent,
    out,
  };
}

export interface D12RerollOddsInput extends D12OddsInput {
  /** T6: which results the destiny point is spent on: failures (default), or anything below a clean success. */
  readonly rerollOn?: 'failure' | 'below_success';
}

export interface D12RerollOdds {
  /** Final degrees with at most one re-roll. */
  readonly degrees: D12DegreeOdds;
  /** P(success of any kind) with the re-roll. */
  readonly success: number;
  /** P(success of any kind) without it. */
  readonly withoutReroll: number;
  /** P(the destiny point is spent). */
  readonly rerollUsed: number;
}

/** T6: the value of a destiny re-roll kept for a bad result (same pool, trait and threshold). */
export function d12RerollOdds(input: D12RerollOddsInput, deps: OddsDeps): D12RerollOdds {
  const first = d12ActionOdds(input, deps);
  const limit = input.rerollOn === 'below_success' ? d12DegreeRank('success') : d12DegreeRank('success_with_complication');
  const degrees = emptyOdds();
  let rerollUsed = 0;
  for (const degree of D12_DEGREES) {
    if (d12DegreeRank(degree) < limit) {
      rerollUsed += first[degree];
      for (const again of D12_DEGREES) degrees[again] += first[degree] * first[again];
    } else {
      degrees[degree] += first[degree];
    }
  }
  return { degrees, success: d12SuccessChance(degrees), withoutReroll: d12SuccessChance(first), rerollUsed };
}

export interface D12FearOddsInput {
  readonly mindPool: number;
  readonly traitBonus?: number;
  readonly modifier?: number;
}

export interface D12FearOdds {
  readonly degrees: D12DegreeOdds;
  /** T5: overcome the fear: +1 destiny point. */
  readonly gainDestiny: number;
  /** T5: −1 Mind pool. */
  readonly loseMind: number;
  /** T2: the lost point empties the Mind pool (unless a destiny point is spent, T6). */
  readonly reachesZero: number;
}

/** T5: odds of the fear test (1d12 + Mind pool vs 12). */
export function d12FearTestOdds(input: D12FearOddsInput, deps: OddsDeps): D12FearOdds {
  const degrees = d12ActionOdds(
    { pool: input.mindPool, traitBonus: input.traitBonus ?? 0, modifier: input.modifier ?? 0, threshold: D12_FEAR_THRESHOLD },
    deps,
  );
  const gainDestiny = d12SuccessChance(degrees);
  const loseMind = degrees.critical_failure + degrees.failure;
  return { degrees, gainDestiny, loseMind, reachesZero: input.mindPool <= 1 ? loseMind : 0 };
}

import type { OddsDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import { complexTestMovement } from './complex';
import type { D100OppositionInput } from './opposition';
import { d100WinningCounts } from './opposition';
import { D100_SIDES, d100SuccessFaces, d100Tens } from './simple';

/**
 * How one roll moves the steps (C3 test or C5 opposition), as exact probabilities indexed by tens:
 * `lower[k]` = P(lowered by k), `raise[k]` = P(raised by k before the cap), `none` = P(no change).
 */
export interface ComplexStepDistribution {
  readonly lower: readonly number[];
  readonly raise: readonly number[];
  readonly none: number;
}

function add(arr: number[], k: number, p: number): void {
  while (arr.length <= k) arr.push(0);
  arr[k] = (arr[k] as number) + p;
}

/** C3 (+ C7): one test at `threshold`: success → −tens(die), failure → +tens(die − threshold). */
export function complexTestStepDistribution(threshold: number, table: TableRules): ComplexStepDistribution {
  const lower: number[] = [];
  const raise: number[] = [];
  for (let die = 1; die <= D100_SIDES; die++) {
    const move = complexTestMovement(die, threshold, table);
    if (move.kind === 'lower') add(lower, d100Tens(move.n, table), 1 / D100_SIDES);
    else add(raise, d100Tens(move.n, table), 1 / D100_SIDES);
  }
  return { lower, raise, none: 0 };
}

/** C5 (+ C2, C7): one opposed round: the actor wins → −tens(actor's die), the opponent → +tens(its die). */
export function opposedComplexStepDistribution(input: D100OppositionInput, table: TableRules): ComplexStepDistribution {
  const a = d100SuccessFaces(input.actor.threshold, table);
  const b = d100SuccessFaces(input.opponent.threshold, table);
  const cmp = Math.sign(input.actor.attribute - input.opponent.attribute);
  const actorWins = d100WinningCounts(a, b, cmp > 0);
  const opponentWins = d100WinningCounts(b, a, cmp < 0);
  const all = D100_SIDES * D100_SIDES;
  const lower: number[] = [];
  const raise: number[] = [];
  let moved = 0;
  for (let face = 1; face <= D100_SIDES; face++) {
    const wa = actorWins[face] as number;
    const wo = opponentWins[face] as number;
    if (wa > 0) add(lower, d100Tens(face, table), wa / all);
    if (wo > 0) add(raise, d100Tens(face, table), wo / all);
    moved += wa + wo;
  }
  return { lower, raise, none: (all - moved) / all };
}

/** Where a complex action stands: a stored tracker fits (its extra fields are ignored). */
export interface ComplexOddsState {
  readonly start: number;
  readonly remaining: number;
  readonly totalRaised?: number;
  readonly failureThreshold?: number | null;
}

/** Chances over the next K rolls: succeed, fail for good (C4), or still going. They sum to 1. */
export interface ComplexActionOdds {
  readonly succeed: number;
  readonly fail: number;
  readonly undecided: number;
}

/** Chances if the action is pursued until it ends: `never` = it can go on forever. */
export interface ComplexActionEventualOdds {
  readonly succeed: number;
  readonly fail: number;
  readonly never: number;
}

interface Chain {
  readonly start: number;
  readonly remaining: number;
  readonly totalRaised: number;
  /** null = no failure threshold. */
  readonly failure: number | null;
  /** Width of the "counted" axis of the state (1 without failure threshold). */
  readonly width: number;
  readonly lower: readonly (readonly [number, number])[];
  readonly raise: readonly (readonly [number, number])[];
  readonly none: number;
  readonly beforeCap: boolean;
}

function pairs(arr: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  arr.forEach((p, k) => {
    if (p > 0) out.push([k, p]);
  });
  return out;
}

function chainOf(state: ComplexOddsState, dist: ComplexStepDistribution, table: TableRules): Chain {
  const { start, remaining } = state;
  const totalRaised = state.totalRaised ?? 0;
  const failure = state.failureThreshold ?? null;
  if (!Number.isInteger(start) || start < 1) throw new RangeError(`start must be an integer ≥ 1, got ${start}`);
  if (!Number.isInteger(remaining) || remaining < 0 || remaining > start) {
    throw new RangeError(`remaining must be an integer in 0..${start}, got ${remaining}`);
  }
  if (!Number.isInteger(totalRaised) || totalRaised < 0) throw new RangeError(`totalRaised must be an integer ≥ 0, got ${totalRaised}`);
  if (failure !== null && (!Number.isInteger(failure) || failure < 1)) {
    throw new RangeError(`failureThreshold must be an integer ≥ 1 or null, got ${failure}`);
  }
  return {
    start,
    remaining,
    totalRaised,
    failure,
    width: failure ?? 1,
    lower: pairs(dist.lower),
    raise: pairs(dist.raise),
    none: dist.none,
    beforeCap: table.failureThresholdCounts === 'beforeCap',
  };
}

/** Decided before any roll: already at 0 steps, or already past the failure threshold. */
function settled(chain: Chain): ComplexActionOdds | null {
  if (chain.remaining === 0) return { succeed: 1, fail: 0, undecided: 0 };
  if (chain.failure !== null && chain.totalRaised >= chain.failure) return { succeed: 0, fail: 1, undecided: 0 };
  return null;
}

/** Dynamic programming over (remaining, counted) for `rolls` rolls. */
function oddsWithin(chain: Chain, rolls: number): ComplexActionOdds {
  if (!Number.isInteger(rolls) || rolls < 0) throw new RangeError(`rolls must be an integer ≥ 0, got ${rolls}`);
  const done = settled(chain);
  if (done) return done;
  const { start, width, failure } = chain;
  let cur = new Float64Array((start + 1) * width);
  let next = new Float64Array((start + 1) * width);
  cur[chain.remaining * width + (failure === null ? 0 : chain.totalRaised)] = 1;
  let succeed = 0;
  let fail = 0;
  // Flat copies of the moves: the inner loop runs (steps × states × moves) times.
  const lowerK = Int32Array.from(chain.lower, ([k]) => k);
  const lowerP = Float64Array.from(chain.lower, ([, p]) => p);
  const raiseK = Int32Array.from(chain.raise, ([k]) => k);
  const raiseP = Float64Array.from(chain.raise, ([, p]) => p);
  const nLower = lowerK.length;
  const nRaise = raiseK.length;
  const none = chain.none;
  const firstC = failure === null ? 0 : chain.totalRaised; // the count never goes down
  for (let step = 0; step < rolls; step++) {
    next.fill(0);
    for (let r = 1; r <= start; r++) {
      for (let c = firstC; c < width; c++) {
        const at = r * width + c;
        const m = cur[at] as number;
        if (m === 0) continue;
        if (none > 0) next[at] = (next[at] as number) + m * none;
        for (let i = 0; i < nLower; i++) {
          const r2 = r - (lowerK[i] as number);
          const q = m * (lowerP[i] as number);
          if (r2 <= 0) succeed += q;
          else next[r2 * width + c] = (next[r2 * width + c] as number) + q;
        }
        for (let i = 0; i < nRaise; i++) {
          const k = raiseK[i] as number;
          const q = m * (raiseP[i] as number);
          const r2 = r + k < start ? r + k : start;
          if (failure === null) {
            next[r2] = (next[r2] as number) + q;
            continue;
          }
          const c2 = c + (chain.beforeCap ? k : r2 - r);
          if (c2 >= failure) fail += q;
          else next[r2 * width + c2] = (next[r2 * width + c2] as number) + q;
        }
      }
    }
    [cur, next] = [next, cur];
  }
  return { succeed, fail, undecided: Math.max(0, 1 - succeed - fail) };
}

/**
 * Absorption chances. Every move either lowers the steps (same count) or raises the count, or
 * leaves the state as it is, so the states form a DAG plus self-loops: solved exactly backwards.
 */
function oddsEventually(chain: Chain): ComplexActionEventualOdds {
  const done = settled(chain);
  if (done) return { succeed: done.succeed, fail: done.fail, never: 0 };
  const { start, failure } = chain;
  if (failure === null) {
    // Finite chain where 0 is reachable from every state iff some success lowers the steps.
    const canLower = chain.lower.some(([k]) => k > 0);
    return canLower ? { succeed: 1, fail: 0, never: 0 } : { succeed: 0, fail: 0, never: 1 };
  }
  const ps = new Float64Array((start + 1) * failure);
  const pf = new Float64Array((start + 1) * failure);
  for (let c = failure - 1; c >= chain.totalRaised; c--) {
    for (let r = 1; r <= start; r++) {
      let self = chain.none;
      let s = 0;
      let f = 0;
      for (const [k, p] of chain.lower) {
        const r2 = r - k;
        if (r2 === r) self += p;
        else if (r2 <= 0) s += p;
        else {
          s += p * (ps[r2 * failure + c] as number);
          f += p * (pf[r2 * failure + c] as number);
        }
      }
      for (const [k, p] of chain.raise) {
        const r2 = Math.min(start, r + k);
        const c2 = c + (chain.beforeCap ? k : r2 - r);
        if (c2 === c) self += p;
        else if (c2 >= failure) f += p;
        else {
          s += p * (ps[r2 * failure + c2] as number);
          f += p * (pf[r2 * failure + c2] as number);
        }
      }
      const leave = 1 - self;
      if (leave > 1e-12) {
        ps[r * failure + c] = s / leave;
        pf[r * failure + c] = f / leave;
      }
    }
  }
  const succeed = ps[chain.remaining * failure + chain.totalRaised] as number;
  const fail = pf[chain.remaining * failure + chain.totalRaised] as number;
  return { succeed, fail, never: Math.max(0, 1 - succeed - fail) };
}

export interface ComplexActionOddsInput extends ComplexOddsState {
  /** Success threshold of every roll to come, in %. */
  readonly threshold: number;
  /** K: how many rolls ahead. */
  readonly rolls: number;
}

/**
 * C3/C4 exact odds: the chance the complex action succeeds within K rolls (all at `threshold`), the
 * chance it hits the failure threshold first (within the same K rolls), and what is left undecided.
 */
export function complexActionOdds(input: ComplexActionOddsInput, deps: OddsDeps): ComplexActionOdds {
  const dist = complexTestStepDistribution(input.threshold, deps.table);
  return oddsWithin(chainOf(input, dist, deps.table), input.rolls);
}

/** C3/C4 exact odds if rolls at `threshold` go on until the action ends. */
export function complexActionEventualOdds(
  input: ComplexOddsState & { readonly threshold: number },
  deps: OddsDeps,
): ComplexActionEventualOdds {
  const dist = complexTestStepDistribution(input.threshold, deps.table);
  return oddsEventually(chainOf(input, dist, deps.table));
}

export interface OpposedComplexActionOddsInput extends ComplexOddsState, D100OppositionInput {
  /** K: how many opposed rounds ahead. */
  readonly rounds: number;
}

/** C5 exact odds: the opposed complex action succeeds / fails for good / is undecided within K rounds. */
export function opposedComplexActionOdds(input: OpposedComplexActionOddsInput, deps: OddsDeps): ComplexActionOdds {
  const dist = opposedComplexStepDistribution(input, deps.table);
  return oddsWithin(chainOf(input, dist, deps.table), input.rounds);
}

/** C5 exact odds if opposed rounds go on until the action ends. */
export function opposedComplexActionEventualOdds(
  input: ComplexOddsState & D100OppositionInput,
  deps: OddsDeps,
): ComplexActionEventualOdds {
  const dist = opposedComplexStepDistribution(input, deps.table);
  return oddsEventually(chainOf(input, dist, deps.table));
}

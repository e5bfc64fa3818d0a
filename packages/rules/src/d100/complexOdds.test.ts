import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing/simulation';
import type { ComplexAction, ComplexActionStatus } from './complex';
import { createComplexAction, rollComplexAction } from './complex';
import {
  complexActionEventualOdds,
  complexActionOdds,
  complexTestStepDistribution,
  opposedComplexActionEventualOdds,
  opposedComplexActionOdds,
  opposedComplexStepDistribution,
} from './complexOdds';
import { opposedComplexMovement, rollOpposedComplexAction } from './opposedComplex';
import type { D100OppositionInput } from './opposition';
import { readD100Opposition } from './opposition';
import { d100Tens } from './simple';


/** Node's global clock (the rules package compiles without Node types). */
const table = DEFAULT_TABLE_RULES;
const deps = { table };
const rules = (overrides: Partial<TableRules>): TableRules => ({ ...table, ...overrides });
const tracker = (start: number, remaining = start, failureThreshold: number | null = null, totalRaised = 0): ComplexAction => ({
  ...unwrap(createComplexAction({ start, failureThreshold })),
  remaining,
  totalRaised,
});
const duel = (a: number, b: number, attrA = 3, attrB = 3): D100OppositionInput => ({
  actor: { threshold: a, attribute: attrA },
  opponent: { threshold: b, attribute: attrB },
});
const sum = (o: { succeed: number; fail: number; undecided: number }): number => o.succeed + o.fail + o.undecided;

/** Exact brute force over the 100 × 100 dice of two rolls, through the rule functions themselves. */
function twoRolls(start: ComplexAction, threshold: number, rulesInForce: TableRules) {
  const counts: Record<ComplexActionStatus, number> = { ongoing: 0, succeeded: 0, failed: 0 };
  for (let d1 = 1; d1 <= 100; d1++) {
    const t1 = unwrap(rollComplexAction(start, { threshold }, scripted([d1], rulesInForce))).tracker;
    if (t1.status !== 'ongoing') {
      counts[t1.status] += 100;
      continue;
    }
    for (let d2 = 1; d2 <= 100; d2++) {
      counts[unwrap(rollComplexAction(t1, { threshold }, scripted([d2], rulesInForce))).tracker.status] += 1;
    }
  }
  return { succeed: counts.succeeded / 10000, fail: counts.failed / 10000, undecided: counts.ongoing / 10000 };
}

describe('C3/C4 exact odds of a complex action', () => {
  it('hand-computed values', () => {
    // 100 %: every roll succeeds and lowers by 1–10 tens, uniformly.
    expect(complexActionOdds({ start: 10, remaining: 10, threshold: 100, rolls: 1 }, deps).succeed).toBeCloseTo(0.1, 12);
    // Two rolls: 64 of the 100 pairs of tens sum to 10 or more.
    expect(complexActionOdds({ start: 10, remaining: 10, threshold: 100, rolls: 2 }, deps).succeed).toBeCloseTo(0.64, 12);
    // One step at 50 %: any success ends it; failures stay capped at 1.
    expect(complexActionOdds({ start: 1, remaining: 1, threshold: 50, rolls: 2 }, deps)).toEqual({ succeed: 0.75, fail: 0, undecided: 0.25 });
    // 0 %: every roll fails by its die's tens (1–10); 6 in 10 reach a failure threshold of 5 at once.
    const doomed = complexActionOdds({ start: 10, remaining: 10, threshold: 0, failureThreshold: 5, rolls: 1 }, deps);
    expect(doomed.fail).toBeCloseTo(0.6, 12);
    expect(doomed.undecided).toBeCloseTo(0.4, 12);
    // …but counted after the cap, raises at the start count nothing.
    expect(
      complexActionOdds(
        { start: 10, remaining: 10, threshold: 0, failureThreshold: 5, rolls: 3 },
        { table: rules({ failureThresholdCounts: 'afterCap' }) },
      ),
    ).toEqual({ succeed: 0, fail: 0, undecided: 1 });
    // No rolls: nothing happens.
    expect(complexActionOdds({ start: 4, remaining: 3, threshold: 50, rolls: 0 }, deps)).toEqual({ succeed: 0, fail: 0, undecided: 1 });
  });

  it('an action already decided stays decided (a stored tracker fits the input)', () => {
    expect(complexActionOdds({ ...tracker(5, 0), threshold: 50, rolls: 3 }, deps)).toEqual({ succeed: 1, fail: 0, undecided: 0 });
    expect(complexActionOdds({ ...tracker(5, 3, 4, 4), threshold: 50, rolls: 3 }, deps)).toEqual({ succeed: 0, fail: 1, undecided: 0 });
    expect(complexActionEventualOdds({ ...tracker(5, 0), threshold: 50 }, deps)).toEqual({ succeed: 1, fail: 0, never: 0 });
    expect(complexActionEventualOdds({ ...tracker(5, 3, 4, 4), threshold: 50 }, deps)).toEqual({ succeed: 0, fail: 1, never: 0 });
  });

  it.each([
    ['default rules, failure threshold 4', tracker(6, 6, 4), 45, {}],
    ['partway, raised before', tracker(12, 7, 6, 2), 60, {}],
    ["'afterCap'", tracker(6, 5, 3), 40, { failureThresholdCounts: 'afterCap' as const }],
    ["'floor' tens, strictly below", tracker(5, 5, 4), 50, { d100Tens: 'floor' as const, d100EqualSucceeds: false }],
    ['no failure threshold', tracker(8, 4), 55, {}],
    ['a negative threshold', tracker(15, 10, 20), -15, {}],
  ])('equals the exhaustive 100 × 100 enumeration of two rolls (%s)', (_name, start, threshold, overrides) => {
    const rulesInForce = rules(overrides);
    const exact = complexActionOdds({ ...start, threshold, rolls: 2 }, { table: rulesInForce });
    const brute = twoRolls(start, threshold, rulesInForce);
    expect(exact.succeed).toBeCloseTo(brute.succeed, 12);
    expect(exact.fail).toBeCloseTo(brute.fail, 12);
    expect(exact.undecided).toBeCloseTo(brute.undecided, 12);
  });

  it('a step distribution sums to one and matches the tens of each face', () => {
    const dist = complexTestStepDistribution(50, table);
    expect(dist.lower.reduce((s, p) => s + p, 0) + dist.raise.reduce((s, p) => s + p, 0) + dist.none).toBeCloseTo(1, 12);
    expect(dist.lower[2]).toBeCloseTo(0.1, 12); // 11–20
    expect(dist.raise[3]).toBeCloseTo(0.1, 12); // 71–80: 21–30 past the threshold
  });

  it.each([
    ['failure threshold 4', tracker(5, 5, 4), 45, 4, {}],
    ["'afterCap', partway", tracker(6, 3, 3), 35, 5, { failureThresholdCounts: 'afterCap' as const }],
  ])('agrees with 100 000 seeded complex actions (%s)', (_name, start, threshold, rolls, overrides) => {
    const d: RuleDeps = seeded(31 + rolls + threshold, overrides);
    const counts = tally(SIMULATION_DRAWS, () => {
      let t = start;
      for (let i = 0; i < rolls && t.status === 'ongoing'; i++) t = unwrap(rollComplexAction(t, { threshold }, d)).tracker;
      return t.status;
    });
    const exact = complexActionOdds({ ...start, threshold, rolls }, d);
    expectCloseToExact(exact.succeed, counts.get('succeeded') ?? 0);
    expectCloseToExact(exact.fail, counts.get('failed') ?? 0);
    expectCloseToExact(exact.undecided, counts.get('ongoing') ?? 0);
  });

  it('eventual odds: hand-computed values', () => {
    // One step, failure threshold 1: the first roll decides, 50/50.
    const coin = complexActionEventualOdds({ start: 1, remaining: 1, failureThreshold: 1, threshold: 50 }, deps);
    expect(coin.succeed).toBeCloseTo(0.5, 12);
    expect(coin.fail).toBeCloseTo(0.5, 12);
    // Counted after the cap, failures at the start count nothing: it succeeds in the end.
    const afterCap = complexActionEventualOdds(
      { start: 1, remaining: 1, failureThreshold: 1, threshold: 50 },
      { table: rules({ failureThresholdCounts: 'afterCap' }) },
    );
    expect(afterCap.succeed).toBeCloseTo(1, 12);
    // Without a failure threshold it always ends well if any success makes progress…
    expect(complexActionEventualOdds({ start: 20, remaining: 20, threshold: 5 }, deps)).toEqual({ succeed: 1, fail: 0, never: 0 });
    // …and never ends when no success can (whole tens only, thresholds under 10).
    const stuck = { table: rules({ d100Tens: 'floor' }) };
    expect(complexActionEventualOdds({ start: 20, remaining: 20, threshold: 5 }, stuck)).toEqual({ succeed: 0, fail: 0, never: 1 });
    // Whole tens at 15 %: dice 1–9 and 16–24 change nothing (a self-loop), 10–15 succeed, 25–100 fail.
    const loops = complexActionEventualOdds({ start: 1, remaining: 1, failureThreshold: 1, threshold: 15 }, stuck);
    expect(loops.succeed).toBeCloseTo(6 / 82, 12);
    expect(loops.fail).toBeCloseTo(76 / 82, 12);
    // A threshold of 0 under 'afterCap' at the start count: nothing ever moves.
    expect(
      complexActionEventualOdds(
        { start: 3, remaining: 3, failureThreshold: 2, threshold: 0 },
        { table: rules({ failureThresholdCounts: 'afterCap' }) },
      ),
    ).toEqual({ succeed: 0, fail: 0, never: 1 });
  });

  it('eventual odds are the limit of the odds within K rolls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('beforeCap' as const, 'afterCap' as const),
        (start, failureThreshold, threshold, counting) => {
          const d = { table: rules({ failureThresholdCounts: counting }) };
          const state = { start, remaining: start, failureThreshold, threshold };
          const eventual = complexActionEventualOdds(state, d);
          const within = complexActionOdds({ ...state, rolls: 600 }, d);
          expect(eventual.succeed + eventual.fail + eventual.never).toBeCloseTo(1, 9);
          // What is still undecided after K rolls can only add to either end.
          expect(eventual.succeed).toBeGreaterThanOrEqual(within.succeed - 1e-9);
          expect(eventual.succeed).toBeLessThanOrEqual(within.succeed + within.undecided + 1e-9);
          expect(eventual.fail).toBeGreaterThanOrEqual(within.fail - 1e-9);
          expect(eventual.fail).toBeLessThanOrEqual(within.fail + within.undecided + 1e-9);
          if (threshold >= 30) {
            // Fast-moving actions are settled after 600 rolls: the two agree.
            expect(within.succeed).toBeCloseTo(eventual.succeed, 6);
            expect(within.fail).toBeCloseTo(eventual.fail, 6);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the odds within K rolls sum to one and grow with K', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
        fc.integer({ min: -10, max: 110 }),
        fc.integer({ min: 0, max: 8 }),
        (start, failureThreshold, threshold, rolls) => {
          const state = { start, remaining: start, failureThreshold, threshold };
          const now = complexActionOdds({ ...state, rolls }, deps);
          const later = complexActionOdds({ ...state, rolls: rolls + 1 }, deps);
          expect(sum(now)).toBeCloseTo(1, 12);
          expect(later.succeed).toBeGreaterThanOrEqual(now.succeed - 1e-12);
          expect(later.fail).toBeGreaterThanOrEqual(now.fail - 1e-12);
        },
      ),
      { numRuns: 60 },
    );
  });


  it.each([
    [{ start: 0, remaining: 0 }],
    [{ start: 5, remaining: 6 }],
    [{ start: 5, remaining: 2.5 }],
    [{ start: 5, remaining: 5, totalRaised: -1 }],
    [{ start: 5, remaining: 5, failureThreshold: 0 }],
  ])('throws on an impossible state %j (caller bug)', (state) => {
    expect(() => complexActionOdds({ ...state, threshold: 50, rolls: 1 }, deps)).toThrow(RangeError);
  });

  it('throws on a negative number of rolls', () => {
    expect(() => complexActionOdds({ start: 5, remaining: 5, threshold: 50, rolls: -1 }, deps)).toThrow(RangeError);
  });
});

describe('C5 exact odds of an opposed complex action', () => {
  it('hand-computed values', () => {
    // 100 % vs 0 %: the actor always wins and lowers by 1–10 tens, uniformly.
    expect(opposedComplexActionOdds({ start: 10, remaining: 10, ...duel(100, 0), rounds: 2 }, deps).succeed).toBeCloseTo(0.64, 12);
    // 0 % vs 0 %: both always fail, nothing moves.
    expect(opposedComplexActionOdds({ start: 3, remaining: 3, failureThreshold: 1, ...duel(0, 0), rounds: 5 }, deps)).toEqual({
      succeed: 0,
      fail: 0,
      undecided: 1,
    });
    // 0 % vs 100 %: the opponent always wins; any raise reaches a failure threshold of 1.
    expect(opposedComplexActionOdds({ start: 3, remaining: 3, failureThreshold: 1, ...duel(0, 100), rounds: 1 }, deps).fail).toBeCloseTo(1, 12);
    expect(opposedComplexActionEventualOdds({ start: 3, remaining: 2, ...duel(0, 0) }, deps)).toEqual({ succeed: 0, fail: 0, never: 1 });
  });

  it('its step distribution equals the enumeration of the 100 × 100 dice pairs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('ceil' as const, 'floor' as const),
        (a, b, attrA, attrB, tens) => {
          const rulesInForce = rules({ d100Tens: tens });
          const input = duel(a, b, attrA, attrB);
          const lower: number[] = new Array<number>(11).fill(0);
          const raise: number[] = new Array<number>(11).fill(0);
          let none = 0;
          for (let x = 1; x <= 100; x++) {
            for (let y = 1; y <= 100; y++) {
              const move = opposedComplexMovement(readD100Opposition({ actor: x, opponent: y }, input, rulesInForce).opposition);
              if (move.kind === 'none') none += 1;
              else {
                const side = move.kind === 'lower' ? lower : raise;
                const k = d100Tens(move.n, rulesInForce);
                side[k] = (side[k] ?? 0) + 1;
              }
            }
          }
          const dist = opposedComplexStepDistribution(input, rulesInForce);
          expect(dist.none * 10000).toBeCloseTo(none, 6);
          lower.forEach((c, k) => expect((dist.lower[k] ?? 0) * 10000).toBeCloseTo(c, 6));
          raise.forEach((c, k) => expect((dist.raise[k] ?? 0) * 10000).toBeCloseTo(c, 6));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('agrees with 100 000 seeded opposed complex actions (5 rounds)', () => {
    const start = tracker(6, 6, 5);
    const input = duel(55, 50, 3, 4);
    const d = seeded(5150);
    const counts = tally(SIMULATION_DRAWS, () => {
      let t = start;
      for (let i = 0; i < 5 && t.status === 'ongoing'; i++) t = unwrap(rollOpposedComplexAction(t, input, d)).tracker;
      return t.status;
    });
    const exact = opposedComplexActionOdds({ ...start, ...input, rounds: 5 }, d);
    expectCloseToExact(exact.succeed, counts.get('succeeded') ?? 0);
    expectCloseToExact(exact.fail, counts.get('failed') ?? 0);
    expectCloseToExact(exact.undecided, counts.get('ongoing') ?? 0);
  });

  it('eventual odds are the limit of the odds within K rounds', () => {
    const state = { start: 8, remaining: 8, failureThreshold: 9, ...duel(50, 50, 3, 3) };
    const eventual = opposedComplexActionEventualOdds(state, deps);
    const within = opposedComplexActionOdds({ ...state, rounds: 800 }, deps);
    expect(eventual.succeed).toBeCloseTo(within.succeed, 6);
    expect(eventual.fail).toBeCloseTo(within.fail, 6);
    expect(eventual.succeed + eventual.fail).toBeCloseTo(1, 9);
  });

});

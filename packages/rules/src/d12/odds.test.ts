import { describe, expect, it } from 'vitest';
import { makeCharacter, seeded, SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import type { Character } from '../model/character';
import type { D12ActionResult } from './action';
import { D12_DEGREES, d12IsSuccess, d12RollAction } from './action';
import { d12FearTest } from './aspects';
import { d12Reroll } from './destiny';
import { d12GiveOfOneself } from './giving';
import { d12ActionOdds, d12FearTestOdds, d12GivingOdds, d12RerollOdds, d12SuccessChance } from './odds';
import { d12WithPool } from './sheet';

// The package compiles without DOM or Node types; the clock exists in the test runner.

const deps = { table: DEFAULT_TABLE_RULES };
const withTotal: { table: TableRules } = { table: { ...DEFAULT_TABLE_RULES, d12NaturalExtremes: 'withTotal' } };
const refuseLast: { table: TableRules } = { table: { ...DEFAULT_TABLE_RULES, d12GivingLastPoint: 'refuse' } };
const twelfths = (cf: number, f: number, swc: number, s: number, cs: number) => ({
  critical_failure: cf / 12,
  failure: f / 12,
  success_with_complication: swc / 12,
  success: s / 12,
  critical_success: cs / 12,
});

function expectOdds(actual: Record<string, number>, expected: Record<string, number>): void {
  for (const [key, value] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(value, 12);
}

describe('T7/T8 action odds (exact)', () => {
  it.each([
    // pool 5 vs 10: 1 → crit fail; 2–4 fail; 5 → 10 equal; 6–11 success; 12 crit.
    [{ pool: 5, threshold: 10 }, twelfths(1, 3, 1, 6, 1)],
    // pool 2 + trait 1 + modifier 3 vs 12: die 6 reaches 12 exactly.
    [{ pool: 2, traitBonus: 1, modifier: 3, threshold: 12 }, twelfths(1, 4, 1, 5, 1)],
    // hopeless: only the natural 12.
    [{ pool: 0, threshold: 30 }, twelfths(1, 10, 0, 0, 1)],
    // certain: only the natural 1 fails.
    [{ pool: 12, threshold: 2 }, twelfths(1, 0, 0, 10, 1)],
  ])('%j', (input, expected) => {
    const odds = d12ActionOdds(input, deps);
    expectOdds(odds, expected);
    expect(Object.values(odds).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('table rule d12NaturalExtremes = withTotal changes the extremes', () => {
    // The natural 12 falls short of 30: a plain failure; the natural 1 fails too: still critical.
    expectOdds(d12ActionOdds({ pool: 0, threshold: 30 }, withTotal), twelfths(1, 11, 0, 0, 0));
    // The natural 1 reaches 13 > 2: a plain success.
    expectOdds(d12ActionOdds({ pool: 12, threshold: 2 }, withTotal), twelfths(0, 0, 0, 11, 1));
  });

  it('success chance counts the complication', () => {
    expect(d12SuccessChance(d12ActionOdds({ pool: 5, threshold: 10 }, deps))).toBeCloseTo(8 / 12, 12);
  });

  it('matches 100 000 seeded actions', () => {
    const c = makeCharacter();
    const input = { attribute: 'body', trait: 'Crocheteuse', modifier: -1, threshold: 11 } as const;
    const odds = d12ActionOdds({ pool: 5, traitBonus: 2, modifier: -1, threshold: 11 }, deps);
    const d = seeded(12);
    const counts = tally(SIMULATION_DRAWS, () => unwrap(d12RollAction(c, input, d)).degree);
    for (const degree of D12_DEGREES) expectCloseToExact(odds[degree], counts.get(degree) ?? 0);
  });
});

/** Gives points greedily after seeing the die, as d12GivingOdds assumes. */
function giveGreedily(c: Character, result: D12ActionResult, willing: number, table: { table: TableRules }) {
  let character = c;
  let current = result;
  for (let i = 0; i < willing; i++) {
    const given = d12GiveOfOneself(character, current, table);
    if (!given.ok) break;
    character = given.value.character;
    current = given.value.result;
  }
  return { character, result: current };
}

describe('T9 value of giving of oneself (exact)', () => {
  it.each([
    [1, twelfths(1, 0, 3, 7, 1), 4 / 12],
    [2, twelfths(1, 0, 0, 10, 1), 7 / 12],
    [0, twelfths(1, 3, 1, 6, 1), 0],
  ])('pool 5 vs 10, willing to give %i', (willing, degrees, spent) => {
    const odds = d12GivingOdds({ pool: 5, threshold: 10, willing }, deps);
    expectOdds(odds.degrees, degrees);
    expect(odds.expectedSpent).toBeCloseTo(spent, 12);
    expect(odds.atLeastComplication).toBeCloseTo(d12SuccessChance(odds.degrees), 12);
    expect(odds.success).toBeCloseTo(degrees.success + degrees.critical_success, 12);
    expect(odds.out).toBe(0);
  });

  it('pool 1: the last point may be given (and the character goes out), or kept by table rule', () => {
    // die + 1 vs 6: 1 crit fail, 2–4 fail, 5 equal, 6–11 success, 12 crit.
    const odds = d12GivingOdds({ pool: 1, threshold: 6, willing: 2 }, deps);
    expectOdds(odds.degrees, twelfths(1, 0, 3, 7, 1));
    expect(odds.out).toBeCloseTo(4 / 12, 12);
    const kept = d12GivingOdds({ pool: 1, threshold: 6, willing: 2 }, refuseLast);
    expectOdds(kept.degrees, twelfths(1, 3, 1, 6, 1));
    expect(kept.out).toBe(0);
  });

  it.each([
    [5, 12, 2, 'out', deps],
    [2, 9, 3, 'out', deps],
    [2, 9, 3, 'refuse', refuseLast],
  ])('matches 100 000 seeded actions with giving (pool %i vs %i, willing %i, last point: %s)', (pool, threshold, willing, _rule, table) => {
    const c = d12WithPool(makeCharacter(), 'soul', pool);
    const odds = d12GivingOdds({ pool, threshold, willing }, table);
    const d = { ...seeded(pool * 100 + threshold), table: table.table };
    let atLeast = 0;
    let success = 0;
    let out = 0;
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      const rolled = unwrap(d12RollAction(c, { attribute: 'soul', threshold }, d));
      const final = giveGreedily(c, rolled, willing, table);
      if (d12IsSuccess(final.result.degree)) atLeast++;
      if (final.result.degree === 'success' || final.result.degree === 'critical_success') success++;
      if (final.character.status === 'out') out++;
    }
    expectCloseToExact(odds.atLeastComplication, atLeast);
    expectCloseToExact(odds.success, success);
    expectCloseToExact(odds.out, out);
  });
});

describe('T6 value of a destiny re-roll (exact)', () => {
  it('pool 5 vs 10: 8/12 + 4/12 × 8/12 = 8/9', () => {
    const odds = d12RerollOdds({ pool: 5, threshold: 10 }, deps);
    expect(odds.withoutReroll).toBeCloseTo(8 / 12, 12);
    expect(odds.success).toBeCloseTo(8 / 9, 12);
    expect(odds.rerollUsed).toBeCloseTo(4 / 12, 12);
    expect(Object.values(odds.degrees).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(odds.degrees.critical_failure).toBeCloseTo((4 / 12) * (1 / 12), 12);
  });

  it('re-rolling anything below a clean success', () => {
    const odds = d12RerollOdds({ pool: 5, threshold: 10, rerollOn: 'below_success' }, deps);
    expect(odds.rerollUsed).toBeCloseTo(5 / 12, 12);
    expect(odds.success).toBeCloseTo(7 / 12 + (5 / 12) * (8 / 12), 12);
    expect(odds.degrees.success + odds.degrees.critical_success).toBeCloseTo(7 / 12 + (5 / 12) * (7 / 12), 12);
  });

  it('matches 100 000 seeded actions re-rolled on a failure', () => {
    const c = makeCharacter({ destiny: 1 });
    const odds = d12RerollOdds({ pool: 5, traitBonus: 1, threshold: 13 }, deps);
    const d = seeded(7);
    let success = 0;
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      let result = unwrap(d12RollAction(c, { attribute: 'mind', trait: 'Beau parleur', threshold: 13 }, d));
      if (!d12IsSuccess(result.degree)) result = unwrap(d12Reroll(c, result, d)).result;
      if (d12IsSuccess(result.degree)) success++;
    }
    expectCloseToExact(odds.success, success);
  });
});

describe('T5 fear test odds (exact)', () => {
  it.each([
    // Mind 5: die ≥ 7 reaches 12.
    [5, 6 / 12, 6 / 12, 0],
    // Mind 1: die ≥ 11.
    [1, 2 / 12, 10 / 12, 10 / 12],
    // Mind 12: only the natural 1 fails.
    [12, 11 / 12, 1 / 12, 0],
  ])('Mind pool %i: +1 destiny %f, −1 Mind %f, reaches 0 %f', (mindPool, gain, lose, zero) => {
    const odds = d12FearTestOdds({ mindPool }, deps);
    expect(odds.gainDestiny).toBeCloseTo(gain, 12);
    expect(odds.loseMind).toBeCloseTo(lose, 12);
    expect(odds.reachesZero).toBeCloseTo(zero, 12);
  });

  it('a trait and a modifier count', () => {
    expect(d12FearTestOdds({ mindPool: 5, traitBonus: 2, modifier: -1 }, deps).gainDestiny).toBeCloseTo(7 / 12, 12);
  });

  it('matches 100 000 seeded fear tests', () => {
    const c = d12WithPool(makeCharacter(), 'mind', 3);
    const odds = d12FearTestOdds({ mindPool: 3 }, deps);
    const d = seeded(3);
    const counts = tally(SIMULATION_DRAWS, () => unwrap(d12FearTest(c, {}, d)).overcome);
    expectCloseToExact(odds.gainDestiny, counts.get(true) ?? 0);
  });

});

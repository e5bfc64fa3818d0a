import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BANDS,
  actionRollQuality,
  applyQualityModifiers,
  distributionByBand,
  poolOdds,
  poolSize,
  readPool,
  rollPool,
  shiftBand,
  tierRollQuality,
  type Band,
} from './pool';
import { scriptedRoller, seededRoller } from './roller';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing/simulation';

const table = DEFAULT_TABLE_RULES;

describe('D1/D2 dice pool', () => {
  it.each([
    [1, [3], 3, '1-3'],
    [2, [2, 5], 5, '4-5'],
    [3, [1, 6, 4], 6, '6'],
    [3, [6, 2, 6], 6, 'crit'],
    [0, [6, 6], 6, '6'], // zero dice: lowest of two, never a critical
    [0, [2, 6], 2, '1-3'],
    [0, [5, 4], 4, '4-5'],
  ] as const)('%i dice showing %j keep %i (%s)', (size, dice, result, band) => {
    const roll = rollPool(size, scriptedRoller(dice));
    expect(roll.dice).toEqual(dice);
    expect(roll.result).toBe(result);
    expect(roll.band).toBe(band);
  });

  it('rolls two dice for an empty pool and clamps negative sizes to zero', () => {
    const roller = scriptedRoller([4, 4]);
    expect(rollPool(-2, roller).size).toBe(0);
    expect(roller.remaining()).toBe(0);
  });

  it('reads already-rolled dice the same way it rolls them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer(), (size, seed) => {
        const roll = rollPool(size, seededRoller(seed));
        expect(readPool(size, roll.dice)).toEqual(roll);
        expect(roll.dice).toHaveLength(size);
      }),
    );
  });
});

describe('D3/D4 quality', () => {
  it.each([
    ['1-3', 0],
    ['4-5', 1],
    ['6', 2],
    ['crit', 3],
  ] as const)('acquire asset text: tier 1, band %s → quality %i (rang-1, rang, rang+1, rang+2)', (band, quality) => {
    expect(tierRollQuality(1, band, table).quality).toBe(quality);
  });

  it.each([
    ['1-3', 1],
    ['4-5', 2],
    ['6', 3],
    ['crit', 5],
  ] as const)('action roll band %s → quality %i', (band, quality) => {
    expect(actionRollQuality(band, table).quality).toBe(quality);
  });

  it('reads the mapping from the table rules', () => {
    const custom = { ...table, actionRollQuality: { '1-3': 0, '4-5': 1, '6': 2, crit: 3 } };
    expect(actionRollQuality('crit', custom).quality).toBe(3);
  });
});

describe('D5/D6 modifiers', () => {
  it('a friend helping adds 1 quality, healing oneself removes 1 (A3, A6)', () => {
    expect(applyQualityModifiers(2, { helped: true }).quality).toBe(3);
    expect(applyQualityModifiers(2, { selfSurgery: true }).quality).toBe(1);
    const both = applyQualityModifiers(2, { helped: true, selfSurgery: true });
    expect(both.quality).toBe(2);
    expect(both.reasons.map((r) => r.code)).toEqual(['helped_by_friend', 'self_surgery']);
    expect(applyQualityModifiers(2, {}).reasons).toEqual([]);
  });

  it('moves a band along 1-3 → 4-5 → 6 → crit, clamped', () => {
    expect(shiftBand('1-3', 1)).toBe('4-5');
    expect(shiftBand('4-5', 3)).toBe('crit');
    expect(shiftBand('6', -1)).toBe('4-5');
    expect(shiftBand('1-3', -2)).toBe('1-3');
  });

  it('adds dice to a pool, never below zero nor past the largest pool', () => {
    expect(poolSize(2, 1)).toBe(3);
    expect(poolSize(0, -1)).toBe(0);
    expect(poolSize(11, 4)).toBe(12);
  });
});

describe('pool odds (exact)', () => {
  it('hand-computed values', () => {
    const one = poolOdds(1);
    expect(one['1-3']).toBeCloseTo(0.5, 12);
    expect(one['4-5']).toBeCloseTo(1 / 3, 12);
    expect(one['6']).toBeCloseTo(1 / 6, 12);
    expect(one.crit).toBe(0);
    const two = poolOdds(2);
    expect(two.crit).toBeCloseTo(1 / 36, 12);
    expect(two['6']).toBeCloseTo(10 / 36, 12);
    expect(two['1-3']).toBeCloseTo(9 / 36, 12);
    expect(poolOdds(0)).toEqual({ '1-3': 27 / 36, '4-5': 8 / 36, '6': 1 / 36, crit: 0 });
  });

  it('sums to one for 0–8 dice', () => {
    for (let n = 0; n <= 8; n++) {
      const odds = poolOdds(n);
      expect(BANDS.reduce((s, b) => s + odds[b], 0)).toBeCloseTo(1, 12);
    }
  });

  it.each([0, 1, 2, 3, 4, 6, 8])('%i dice agree with 100 000 seeded rolls within 4 standard errors', (n) => {
    const roller = seededRoller(1000 + n);
    const counts = tally<Band>(SIMULATION_DRAWS, () => rollPool(n, roller).band);
    const odds = poolOdds(n);
    for (const band of BANDS) expectCloseToExact(odds[band], counts.get(band) ?? 0);
  });

  it('merges a band distribution by value', () => {
    const dist = distributionByBand(poolOdds(1), (band) => (band === '6' || band === 'crit' ? 1 : 0));
    expect(dist.get(1)).toBeCloseTo(1 / 6, 12);
    expect(dist.get(0)).toBeCloseTo(5 / 6, 12);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { D12_ROLL_BOUNDS, d12WithinBounds } from './bounds';
import { d12ActionOdds } from './odds';
import { D12_CRITICAL_MODIFIER } from './criticals';
import { D12_FEAR_THRESHOLD } from './aspects';

describe('the bounds of a d12 roll', () => {
  it('« La valeur d\'une caractéristique se situe entre 0 … et 12 » (T1); a trait « bonus peut être égal à +1, +2 ou +3 » (T5)', () => {
    expect(D12_ROLL_BOUNDS.pool).toEqual({ min: 0, max: 12 });
    expect(D12_ROLL_BOUNDS.traitBonus).toEqual({ min: 0, max: 3 });
    expect(D12_ROLL_BOUNDS.willing).toEqual({ min: 0, max: 12 });
  });

  it('leave room for the ±3 of a critical (T8), the fear test\'s 12 (T5) and the GM\'s own numbers', () => {
    expect(D12_ROLL_BOUNDS.modifier).toEqual({ min: -20, max: 20 });
    expect(D12_ROLL_BOUNDS.threshold).toEqual({ min: -50, max: 100 });
    expect(d12WithinBounds('modifier', D12_CRITICAL_MODIFIER)).toBe(true);
    expect(d12WithinBounds('modifier', -D12_CRITICAL_MODIFIER)).toBe(true);
    expect(d12WithinBounds('threshold', D12_FEAR_THRESHOLD)).toBe(true);
  });

  it.each([
    ['pool', 0, true],
    ['pool', 12, true],
    ['pool', 13, false],
    ['pool', -1, false],
    ['pool', 2.5, false],
    ['traitBonus', 3, true],
    ['traitBonus', 4, false],
    ['modifier', -20, true],
    ['modifier', 21, false],
    ['threshold', -50, true],
    ['threshold', 100, true],
    ['threshold', 101, false],
    ['willing', 12, true],
    ['willing', 13, false],
  ] as const)('%s %d within bounds: %s', (field, n, within) => {
    expect(d12WithinBounds(field, n)).toBe(within);
  });

  it('every roll within the bounds has exact odds that sum to 1', () => {
    const { pool, traitBonus, modifier, threshold } = D12_ROLL_BOUNDS;
    for (const input of [
      { pool: pool.min, traitBonus: traitBonus.min, modifier: modifier.min, threshold: threshold.max },
      { pool: pool.max, traitBonus: traitBonus.max, modifier: modifier.max, threshold: threshold.min },
    ]) {
      const odds = d12ActionOdds(input, { table: DEFAULT_TABLE_RULES });
      expect(Object.values(odds).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });
});

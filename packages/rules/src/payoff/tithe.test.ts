import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payoffTithe, recordUnpaidTithe, unpaidTitheTo } from './tithe';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { makeCrew } from '../testing/factories';

const rounding = (titheRounding: TableRules['titheRounding']): TableRules => ({ ...DEFAULT_TABLE_RULES, titheRounding });

describe('P4 tithe', () => {
  it('« il faut soustraire aux gains perçus 10% de leur valeur vénale »: 10 % of 30 coin is 3', () => {
    const { tithe, reason } = payoffTithe(30, DEFAULT_TABLE_RULES);
    expect(tithe).toBe(3);
    expect(reason).toEqual({ rule: 'P4', code: 'tithe', values: { take: 30, percent: 10, rounding: 'up', tithe: 3 } });
  });

  it.each([
    // [take, up, down, nearest]
    [0, 0, 0, 0],
    [1, 1, 0, 0],
    [4, 1, 0, 0],
    [5, 1, 0, 1],
    [9, 1, 0, 1],
    [10, 1, 1, 1],
    [12, 2, 1, 1],
    [15, 2, 1, 2],
    [24, 3, 2, 2],
    [25, 3, 2, 3],
    [100, 10, 10, 10],
  ])('take %i → tithe %i rounded up, %i down, %i nearest', (take, up, down, nearest) => {
    expect(payoffTithe(take, rounding('up')).tithe).toBe(up);
    expect(payoffTithe(take, rounding('down')).tithe).toBe(down);
    expect(payoffTithe(take, rounding('nearest')).tithe).toBe(nearest);
  });

  it('the tithe is a whole coin within one coin of 10 %, and never more than the take', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom<TableRules['titheRounding']>('up', 'down', 'nearest'), (take, mode) => {
        const { tithe } = payoffTithe(take, rounding(mode));
        expect(Number.isInteger(tithe)).toBe(true);
        expect(Math.abs(tithe - take / 10)).toBeLessThan(1);
        expect(tithe).toBeLessThanOrEqual(take);
        if (mode === 'up') expect(tithe).toBeGreaterThanOrEqual(take / 10);
        if (mode === 'down') expect(tithe).toBeLessThanOrEqual(take / 10);
      }),
    );
  });
});

describe('P5 unpaid tithe', () => {
  it('« S’ils devaient payer un parrain mais qu’ils ne le font pas, ils s’exposent à des représailles » — the debt is recorded', () => {
    const crew = makeCrew();
    const result = recordUnpaidTithe(crew, 'Le Baron', 3);
    expect(result.crew.unpaidTithes).toEqual([{ boss: 'Le Baron', amount: 3 }]);
    expect(result.reasons).toEqual([{ rule: 'P5', code: 'tithe_unpaid', values: { boss: 'Le Baron', amount: 3, owed: 3 } }]);
    expect(unpaidTitheTo(result.crew, 'Le Baron')).toBe(3);
    expect(unpaidTitheTo(result.crew, 'La Veuve')).toBe(0);
  });

  it('debts to the same boss add up; other bosses keep their own entry', () => {
    const crew = makeCrew({ unpaidTithes: [{ boss: 'Le Baron', amount: 2 }, { boss: 'La Veuve', amount: 1 }] });
    const result = recordUnpaidTithe(crew, 'Le Baron', 3);
    expect(result.crew.unpaidTithes).toEqual([{ boss: 'Le Baron', amount: 5 }, { boss: 'La Veuve', amount: 1 }]);
    expect(result.reasons[0]?.values).toMatchObject({ amount: 3, owed: 5 });
  });

  it('a tithe of 0 records nothing', () => {
    const crew = makeCrew();
    expect(recordUnpaidTithe(crew, 'Le Baron', 0)).toEqual({ crew, reasons: [] });
  });
});

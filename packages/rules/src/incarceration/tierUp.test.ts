import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_CREW_TIER } from '../model/crew';
import { raiseCrewTier, tierUpCost } from './tierUp';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { makeCrew } from '../testing/factories';

const table = DEFAULT_TABLE_RULES;
const deps = { table };
const hard = makeCrew({ prisonClaims: ['hard_case'] });
const soft = makeCrew();

describe('I4 tier-up cost', () => {
  it.each([
    // [new tier, full cost, hard case cost]
    [1, 8, 7], // 6.4 → 7
    [2, 16, 13], // 12.8 → 13
    [3, 24, 20], // 19.2 → 20
    [4, 32, 26], // 25.6 → 26
  ])('tier %i costs %i coin, %i with the hard case', (tier, full, discounted) => {
    expect(tierUpCost(tier, soft, table).cost).toBe(full);
    expect(tierUpCost(tier, hard, table).cost).toBe(discounted);
  });

  it('« Quand la bande augmente de rang, cela coûte 20% d’argent de moins »', () => {
    const { cost, reasons } = tierUpCost(2, hard, table);
    expect(cost).toBe(13);
    expect(reasons).toEqual([
      { rule: 'I4', code: 'tier_up_cost', values: { tier: 2, perTier: 8, cost: 16 } },
      { rule: 'I4', code: 'hard_case_discount', values: { percent: 20, before: 16, cost: 13, rounding: 'up' } },
    ]);
  });

  it('reads the price per tier from the table rules (an exact 20 % stays exact)', () => {
    const custom: TableRules = { ...table, tierUpCoinPerTier: 10 };
    expect(tierUpCost(3, soft, custom).cost).toBe(30);
    expect(tierUpCost(3, hard, custom).cost).toBe(24);
  });

  it.each([
    // [new tier, exact 80 %, up (default), down, nearest]
    [1, 6.4, 7, 6, 6],
    [2, 12.8, 13, 12, 13],
    [3, 19.2, 20, 19, 19],
    [4, 25.6, 26, 25, 26],
  ] as const)(
    'table rule hardCaseRounding, « cela coûte 20% d’argent de moins »: tier %i (%f coin) → %i up / %i down / %i nearest',
    (tier, _exact, up, down, nearest) => {
      expect(DEFAULT_TABLE_RULES.hardCaseRounding).toBe('up');
      for (const [rounding, cost] of [['up', up], ['down', down], ['nearest', nearest]] as const) {
        expect(tierUpCost(tier, hard, { ...table, hardCaseRounding: rounding }).cost).toBe(cost);
      }
    },
  );

  it('every hardCaseRounding reading gives a whole coin next to the exact 80 %: down ≤ nearest ≤ up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 100 }), (tier, perTier) => {
        const cost = (hardCaseRounding: TableRules['hardCaseRounding']) => tierUpCost(tier, hard, { ...table, tierUpCoinPerTier: perTier, hardCaseRounding }).cost;
        const exact = (tier * perTier * 80) / 100;
        const [up, down, nearest] = [cost('up'), cost('down'), cost('nearest')];
        expect(up - exact).toBeGreaterThanOrEqual(0);
        expect(up - exact).toBeLessThan(1);
        expect(exact - down).toBeGreaterThanOrEqual(0);
        expect(exact - down).toBeLessThan(1);
        expect(Math.abs(nearest - exact)).toBeLessThanOrEqual(0.5);
        expect(down <= nearest && nearest <= up).toBe(true);
      }),
    );
  });

  it('the hard case cost is 80 % rounded up, a whole coin never above the full cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 100 }), (tier, perTier) => {
        const custom: TableRules = { ...table, tierUpCoinPerTier: perTier };
        const full = tierUpCost(tier, soft, custom).cost;
        const cost = tierUpCost(tier, hard, custom).cost;
        expect(Number.isInteger(cost)).toBe(true);
        expect(cost).toBeGreaterThanOrEqual(full * 0.8);
        expect(cost - full * 0.8).toBeLessThan(1);
        expect(cost).toBeLessThanOrEqual(full);
      }),
    );
  });
});

describe('raising the crew tier', () => {
  it('spends the coin from the stash and raises the tier', () => {
    const outcome = raiseCrewTier(makeCrew({ tier: 1, coin: 20 }), deps);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.cost).toBe(16);
    expect(outcome.value.crew).toMatchObject({ tier: 2, coin: 4 });
    expect(outcome.reasons.map((r) => r.code)).toEqual(['tier_up_cost', 'tier_up_paid', 'tier_raised']);
    expect(outcome.reasons[2]).toEqual({ rule: 'I4', code: 'tier_raised', values: { from: 1, to: 2 } });
  });

  it('the hard case makes an otherwise unaffordable tier affordable', () => {
    expect(raiseCrewTier(makeCrew({ tier: 1, coin: 13 }), deps).ok).toBe(false);
    const result = unwrap(raiseCrewTier(makeCrew({ tier: 1, coin: 13, prisonClaims: ['hard_case'] }), deps));
    expect(result.crew).toMatchObject({ tier: 2, coin: 0 });
  });

  it('refuses when the stash is short, spending nothing', () => {
    expect(raiseCrewTier(makeCrew({ tier: 2, coin: 23 }), deps)).toEqual({
      ok: false,
      error: { rule: 'I4', code: 'not_enough_coin', values: { needed: 24, coin: 23 } },
    });
  });

  it('refuses past the highest tier', () => {
    expect(raiseCrewTier(makeCrew({ tier: MAX_CREW_TIER, coin: 999 }), deps)).toEqual({
      ok: false,
      error: { rule: 'I4', code: 'max_tier', values: { tier: 4, max: 4 } },
    });
  });
});

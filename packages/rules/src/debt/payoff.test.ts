import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payOffDebt, payableDebtMarkers } from './payoff';
import { unwrap } from '../core/outcome';
import { makeWizard } from '../testing/factories';

describe('F5 paying off', () => {
  it('« Il en coûte 150 co pour retirer 1 marqueur Pègre de votre coffre-fort. Une fois payé, il disparaît »', () => {
    const out = payOffDebt(makeWizard({ markers: 3, gold: 320 }), 2);
    const result = unwrap(out);
    expect(result).toMatchObject({ markersPaid: 2, goldPaid: 300 });
    expect(result.wizard).toMatchObject({ markers: 1, gold: 20 });
    expect(out.ok && out.reasons).toEqual([
      { rule: 'F5', code: 'debt_paid_off', values: { markers: 2, gold: 300, gcPerMarker: 150, markersLeft: 1, goldLeft: 20 } },
    ]);
  });

  it('refuses when the vault is short of gold (F5)', () => {
    expect(payOffDebt(makeWizard({ markers: 3, gold: 299 }), 2)).toEqual({
      ok: false,
      error: { rule: 'F5', code: 'not_enough_gold', values: { needed: 300, gold: 299, gcPerMarker: 150 } },
    });
  });

  it('refuses more markers than held (F5)', () => {
    expect(payOffDebt(makeWizard({ markers: 1, gold: 1000 }), 2)).toEqual({
      ok: false,
      error: { rule: 'F5', code: 'not_enough_markers', values: { requested: 2, held: 1 } },
    });
  });

  it('refuses paying zero or fewer markers (F5), throws on a fraction', () => {
    expect(payOffDebt(makeWizard({ markers: 1, gold: 1000 }), 0)).toEqual({
      ok: false,
      error: { rule: 'F5', code: 'nothing_to_pay', values: { markers: 0 } },
    });
    expect(() => payOffDebt(makeWizard({ markers: 1 }), 0.5)).toThrow(/integer/);
  });

  it.each([
    [3, 0, 0],
    [3, 149, 0],
    [3, 150, 1],
    [3, 449, 2],
    [3, 10_000, 3],
    [0, 10_000, 0],
  ])('%i markers and %i gc: %i payable', (markers, gold, payable) => {
    expect(payableDebtMarkers(makeWizard({ markers, gold }))).toBe(payable);
  });

  it('never leaves gold or markers negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: -2, max: 12 }), (markers, gold, pay) => {
        const out = payOffDebt(makeWizard({ markers, gold }), pay);
        if (out.ok) {
          expect(out.value.wizard.gold).toBeGreaterThanOrEqual(0);
          expect(out.value.wizard.markers).toBeGreaterThanOrEqual(0);
          expect(out.value.wizard.gold + 150 * out.value.markersPaid).toBe(gold);
        } else {
          expect(out.error.rule).toBe('F5');
        }
      }),
    );
  });
});

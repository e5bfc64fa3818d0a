import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEBT_GC_PER_MARKER,
  adjustDebtMarkers,
  assertDebtInteger,
  checkDebtCap,
  freeDebtMarkers,
  takeFavourMarkers,
} from './ledger';
import { makeWizard } from '../testing/factories';

describe('F1 the ledger', () => {
  it('« Il en coûte 150 co pour retirer 1 marqueur Pègre »: the price of a marker is 150 gc', () => {
    expect(DEBT_GC_PER_MARKER).toBe(150);
  });

  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [3, 4, 0], // over the level after a hired muscle death (F4): nothing free, never negative
    [0, 0, 0],
  ])('level %i holding %i markers has %i free', (level, markers, free) => {
    expect(freeDebtMarkers(makeWizard({ level, markers }))).toBe(free);
  });

  it('« Le nombre maximum de marqueurs ... qu\'un sorcier peut prendre à tout moment est égal à son niveau »', () => {
    const wizard = makeWizard({ level: 3, markers: 1 });
    expect(checkDebtCap(wizard, 'loan', 2)).toBeUndefined();
    expect(checkDebtCap(wizard, 'loan', 3)).toEqual({
      ok: false,
      error: { rule: 'F1', code: 'markers_over_level', values: { favour: 'loan', needed: 3, free: 2, held: 1, level: 3 } },
    });
  });

  it('takes favour markers with the reasons that explain them', () => {
    const { wizard, reasons } = takeFavourMarkers(makeWizard({ level: 4, markers: 1 }), 'hired_muscle', 2);
    expect(wizard.markers).toBe(3);
    expect(reasons).toEqual([
      { rule: 'F1', code: 'favour_claimed', values: { favour: 'hired_muscle', markers: 2 } },
      { rule: 'F1', code: 'markers_taken', values: { delta: 2, markers: 3, level: 4 } },
    ]);
  });

  it('never takes markers below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -30, max: 30 }), (markers, delta) => {
        const { wizard, reason } = adjustDebtMarkers(makeWizard({ markers }), delta, 'F5', 'x');
        expect(wizard.markers).toBe(Math.max(0, markers + delta));
        expect(reason.values.delta).toBe(wizard.markers - markers);
      }),
    );
  });

  it('throws on a non-integer count (programmer error)', () => {
    expect(() => assertDebtInteger(1.5, 'x')).toThrow(/integer/);
    expect(() => adjustDebtMarkers(makeWizard(), 0.5, 'F1', 'x')).toThrow(/integer/);
  });
});

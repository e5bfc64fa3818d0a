import { describe, expect, it } from 'vitest';
import { LOAN_MAX_GC, LOAN_MIN_GC, loanMarkers, takeLoan } from './loan';
import { unwrap } from '../core/outcome';
import { makeWizard } from '../testing/factories';

describe('F2 loans', () => {
  it('« un prêt de 350 co génère 4 marqueurs Pègres » and « Cet argent va directement dans les caisses du sorcier »', () => {
    const out = takeLoan(makeWizard({ level: 5, markers: 0, gold: 300 }), 350);
    const value = unwrap(out);
    expect(value.markers).toBe(4);
    expect(value.wizard.markers).toBe(4);
    expect(value.wizard.gold).toBe(650);
    expect(out.ok && out.reasons).toEqual([
      { rule: 'F2', code: 'loan_markers', values: { amount: 350, markers: 4, gcPerMarker: 100 } },
      { rule: 'F1', code: 'favour_claimed', values: { favour: 'loan', markers: 4 } },
      { rule: 'F1', code: 'markers_taken', values: { delta: 4, markers: 4, level: 5 } },
      { rule: 'F2', code: 'loan_gold_to_vault', values: { delta: 350, gold: 650 } },
    ]);
    expect(out.ok && out.rolls).toEqual([]);
  });

  it.each([
    [100, 1],
    [101, 2],
    [199, 2],
    [200, 2],
    [350, 4],
    [999, 10],
    [1000, 10],
  ])('« 1 marqueur Pègre pour chaque 100 co (ou partie de celle-ci) »: %i gc → %i markers', (amount, markers) => {
    expect(loanMarkers(amount)).toBe(markers);
  });

  it.each([0, 50, 99, 1001, 5000, -100])('« une somme d\'argent de 100 à 1 000 co »: %i gc is refused (F2)', (amount) => {
    expect(takeLoan(makeWizard({ level: 20 }), amount)).toEqual({
      ok: false,
      error: { rule: 'F2', code: 'loan_out_of_range', values: { amount, min: LOAN_MIN_GC, max: LOAN_MAX_GC } },
    });
  });

  it('accepts both ends of the range', () => {
    expect(unwrap(takeLoan(makeWizard({ level: 10 }), 100)).markers).toBe(1);
    expect(unwrap(takeLoan(makeWizard({ level: 10 }), 1000)).markers).toBe(10);
  });

  it('refuses a loan whose markers would exceed the level (F1), saying what it needs and what is free', () => {
    expect(takeLoan(makeWizard({ level: 5, markers: 2 }), 350)).toEqual({
      ok: false,
      error: { rule: 'F1', code: 'markers_over_level', values: { favour: 'loan', needed: 4, free: 3, held: 2, level: 5 } },
    });
    expect(unwrap(takeLoan(makeWizard({ level: 5, markers: 2, gold: 0 }), 300)).wizard).toMatchObject({ markers: 5, gold: 300 });
  });

  it('throws on a non-integer amount (programmer error)', () => {
    expect(() => takeLoan(makeWizard(), 150.5)).toThrow(/integer/);
  });
});

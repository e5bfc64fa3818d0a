import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing/simulation';
import {
  d100Succeeds,
  d100SuccessFaces,
  d100Tens,
  d100TensReason,
  d100TestOdds,
  readD100Test,
  rollD100Test,
} from './simple';

const table = DEFAULT_TABLE_RULES;
const strict = { ...DEFAULT_TABLE_RULES, d100EqualSucceeds: false };
const floor = { ...DEFAULT_TABLE_RULES, d100Tens: 'floor' as const };

describe('C7 « dizaines (complètes ou non) »', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 1],
    [11, 2],
    [17, 2],
    [25, 3],
    [50, 5],
    [99, 10],
    [100, 10],
  ])("'ceil' (default): %i → %i tens", (n, tens) => {
    expect(d100Tens(n, table)).toBe(tens);
  });

  it.each([
    [0, 0],
    [1, 0],
    [9, 0],
    [10, 1],
    [17, 1],
    [25, 2],
    [99, 9],
    [100, 10],
  ])("'floor' (table rule d100Tens): %i → %i whole tens", (n, tens) => {
    expect(d100Tens(n, floor)).toBe(tens);
  });

  it('any n ≥ 1 counts at least one ten when counting « complètes ou non »', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        const tens = d100Tens(n, table);
        expect(tens).toBeGreaterThanOrEqual(1);
        expect(tens * 10).toBeGreaterThanOrEqual(n);
        expect((tens - 1) * 10).toBeLessThan(n);
        expect(d100Tens(n, floor)).toBeLessThanOrEqual(tens);
      }),
    );
  });

  it('throws on a negative or fractional count (a caller bug)', () => {
    expect(() => d100Tens(-1, table)).toThrow(RangeError);
    expect(() => d100Tens(1.5, table)).toThrow(RangeError);
  });

  it('says which reading counted the tens', () => {
    expect(d100TensReason(17, table)).toEqual({ rule: 'C7', code: 'd100_tens', values: { n: 17, tens: 2, counting: 'ceil' } });
    expect(d100TensReason(17, floor, 'C3').values.tens).toBe(1);
  });
});

describe('C1 simple test', () => {
  it.each([
    [49, 50, true, true],
    [50, 50, true, false],
    [51, 50, false, false],
    [1, 1, true, false],
    [100, 100, true, false],
    [1, 0, false, false],
    [100, 150, true, true],
  ])('die %i against %i %%: succeeds %s (equal succeeds), %s (strictly below)', (die, threshold, byDefault, byStrict) => {
    expect(d100Succeeds(die, threshold, table)).toBe(byDefault);
    expect(d100Succeeds(die, threshold, strict)).toBe(byStrict);
  });

  it('counts the succeeding faces, clamped to 0–100', () => {
    expect(d100SuccessFaces(50, table)).toBe(50);
    expect(d100SuccessFaces(50, strict)).toBe(49);
    expect(d100SuccessFaces(-20, table)).toBe(0);
    expect(d100SuccessFaces(130, strict)).toBe(100);
  });

  it('rolls one d100 with the roller, and stores the die and the reason', () => {
    const outcome = rollD100Test({ threshold: 40 }, scripted([40]));
    expect(outcome.value).toEqual({ die: 40, threshold: 40, success: true });
    expect(outcome.rolls).toEqual([{ sides: 100, purpose: 'd100_test', dice: [40] }]);
    expect(outcome.reasons).toEqual([
      { rule: 'C1', code: 'd100_success', values: { role: 'actor', die: 40, threshold: 40, equalSucceeds: true } },
    ]);
    const strictOutcome = rollD100Test({ threshold: 40, purpose: 'pick_lock' }, scripted([40], { d100EqualSucceeds: false }));
    expect(strictOutcome.value.success).toBe(false);
    expect(strictOutcome.reasons[0]?.code).toBe('d100_failure');
    expect(strictOutcome.rolls[0]?.purpose).toBe('pick_lock');
  });

  it('throws on a die that is not a d100 face or a fractional threshold (caller bugs)', () => {
    expect(() => readD100Test(0, 50, table)).toThrow(RangeError);
    expect(() => readD100Test(101, 50, table)).toThrow(RangeError);
    expect(() => readD100Test(50, 50.5, table)).toThrow(RangeError);
    expect(() => rollD100Test({ threshold: 0.5 }, scripted([]))).toThrow(RangeError);
  });

  it('exact odds: hand-computed values', () => {
    expect(d100TestOdds(50, { table })).toBe(0.5);
    expect(d100TestOdds(50, { table: strict })).toBe(0.49);
    expect(d100TestOdds(0, { table })).toBe(0);
    expect(d100TestOdds(100, { table })).toBe(1);
    expect(d100TestOdds(100, { table: strict })).toBe(0.99);
    expect(d100TestOdds(-10, { table })).toBe(0);
    expect(d100TestOdds(120, { table })).toBe(1);
  });

  it.each([
    [37, true],
    [37, false],
    [85, true],
  ])('exact odds at %i %% (equal succeeds: %s) agree with 100 000 seeded rolls', (threshold, equal) => {
    const deps = seeded(4000 + threshold, { d100EqualSucceeds: equal });
    const hits = tally(SIMULATION_DRAWS, () => rollD100Test({ threshold }, deps).value.success).get(true) ?? 0;
    expectCloseToExact(d100TestOdds(threshold, deps), hits);
  });
});

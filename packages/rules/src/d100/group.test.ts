import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../core/outcome';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing/simulation';
import { createComplexAction, rollComplexAction } from './complex';
import { d100GroupOdds, d100GroupThreshold, rollD100GroupAction, rollD100GroupHelpers } from './group';

const table = DEFAULT_TABLE_RULES;

describe('C6 group action', () => {
  it.each([
    ['« Pour chaque réussite annexe, l’acteur principal profitera d’un bonus de +10% à son Seuil de Réussite »', [10], 50],
    ['« Pour chaque échec annexe, l’acteur principal subira un malus de -10% à son Seuil de Réussite »', [90], 30],
    ['two successes, one failure: +10 % in all', [10, 20, 95], 50],
    ['three failures: −30 %', [99, 98, 97], 10],
    ['no helper: the lead rolls alone', [], 40],
  ])('%s', (_quote, helperDice, threshold) => {
    const outcome = rollD100GroupAction({ leadThreshold: 40, helpers: helperDice.map(() => 50) }, scripted([...helperDice, 45]));
    expect(outcome.value.threshold).toBe(threshold);
    expect(outcome.value.lead).toEqual({ die: 45, threshold, success: 45 <= threshold });
  });

  it('« Les autres personnages effectuent le même test, mais affranchi de tout malus »: each helper rolls against its own threshold', () => {
    const outcome = rollD100GroupAction({ leadThreshold: 25, helpers: [70, 20] }, scripted([65, 65, 30]));
    expect(outcome.value.helpers).toEqual([
      { die: 65, threshold: 70, success: true },
      { die: 65, threshold: 20, success: false },
    ]);
    expect(outcome.value).toMatchObject({ successes: 1, failures: 1, rawThreshold: 25, threshold: 25 });
    expect(outcome.value.lead.success).toBe(false);
  });

  it('helpers roll first, in order, then the lead; every die is stored and explained', () => {
    const outcome = rollD100GroupAction({ leadThreshold: 40, helpers: [50, 50] }, scripted([12, 77, 40]));
    expect(outcome.rolls).toEqual([
      { sides: 100, purpose: 'group_helper_1', dice: [12] },
      { sides: 100, purpose: 'group_helper_2', dice: [77] },
      { sides: 100, purpose: 'group_lead', dice: [40] },
    ]);
    expect(outcome.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual([
      'C1:d100_success',
      'C6:helper_success',
      'C1:d100_failure',
      'C6:helper_failure',
      'C6:group_threshold',
      'C1:d100_success',
    ]);
    expect(outcome.reasons[3]?.values).toEqual({ helper: 2, die: 77, threshold: 50, delta: -10 });
    expect(outcome.reasons[4]?.values).toEqual({ lead: 40, successes: 1, failures: 1, raw: 40, threshold: 40, clamped: false });
  });

  it.each([
    [95, 2, 0, 115, 100],
    [5, 0, 2, -15, 0],
    [50, 3, 3, 50, 50],
  ])('clamps the lead’s final threshold to 0–100: %i %% with %i successes and %i failures → %i → %i', (lead, s, f, raw, threshold) => {
    expect(d100GroupThreshold(lead, s, f, table)).toEqual({ raw, threshold });
  });

  it.each([
    // [clamp min, clamp max, lead, successes, failures, raw, threshold]
    [0, 100, 95, 2, 0, 115, 100],
    [-1000, 1000, 95, 2, 0, 115, 115],
    [5, 95, 95, 2, 0, 115, 95],
    [0, 100, 5, 0, 2, -15, 0],
    [-1000, 1000, 5, 0, 2, -15, -15],
    [5, 95, 5, 0, 2, -15, 5],
  ] as const)(
    'table rules d100GroupClampMin/Max = %i/%i: « un bonus de +10% à son Seuil de Réussite », lead %i with %i successes and %i failures → %i → %i',
    (d100GroupClampMin, d100GroupClampMax, lead, s, f, raw, threshold) => {
      expect(d100GroupThreshold(lead, s, f, { ...table, d100GroupClampMin, d100GroupClampMax })).toEqual({ raw, threshold });
    },
  );

  it.each([
    // [clamp max, lead die, success] under strict C1 (a die equal to the threshold fails)
    [100, 100, false],
    [1000, 100, true],
  ] as const)('table rule d100GroupClampMax = %i under strict C1: two helpers lift a lead of 95, a lead die of %i succeeds: %s', (d100GroupClampMax, die, success) => {
    const deps = scripted([1, 2, die], { d100EqualSucceeds: false, d100GroupClampMax });
    expect(rollD100GroupAction({ leadThreshold: 95, helpers: [50, 50] }, deps).value.lead.success).toBe(success);
    const odds = d100GroupOdds({ leadThreshold: 95, helpers: [101, 101] }, { table: { ...table, d100EqualSucceeds: false, d100GroupClampMax } });
    expect(odds.success).toBeCloseTo(success ? 1 : 0.99, 12);
  });

  it('throws on a table whose clamp minimum exceeds its maximum (caller bug)', () => {
    expect(() => d100GroupThreshold(50, 0, 0, { ...table, d100GroupClampMin: 60, d100GroupClampMax: 40 })).toThrow(RangeError);
  });

  it('says when the clamp applied', () => {
    const outcome = rollD100GroupHelpers({ leadThreshold: 95, helpers: [50, 50] }, scripted([1, 2]));
    expect(outcome.reasons.at(-1)?.values).toMatchObject({ raw: 115, threshold: 100, clamped: true });
  });

  it('the helpers’ part alone feeds a complex action roll (C3 at the group threshold)', () => {
    const help = rollD100GroupHelpers({ leadThreshold: 30, helpers: [60, 60] }, scripted([10, 20]));
    expect(help.value.threshold).toBe(50);
    const action = unwrap(createComplexAction({ start: 10 }));
    const step = unwrap(rollComplexAction(action, { threshold: help.value.threshold }, scripted([75])));
    expect(step.entry).toMatchObject({ threshold: 50, success: false, raise: 3 });
  });

  it('throws on fractional thresholds (caller bug)', () => {
    expect(() => rollD100GroupAction({ leadThreshold: 40.5, helpers: [] }, scripted([1]))).toThrow(RangeError);
    expect(() => rollD100GroupAction({ leadThreshold: 40, helpers: [1.5] }, scripted([1, 1]))).toThrow(RangeError);
    expect(() => d100GroupOdds({ leadThreshold: 0.5, helpers: [] }, { table })).toThrow(RangeError);
  });
});

describe('C6 exact odds', () => {
  it('hand-computed values', () => {
    // One 50 % helper: half the time 50 %, half the time 30 %.
    const one = d100GroupOdds({ leadThreshold: 40, helpers: [50] }, { table });
    expect(one.success).toBeCloseTo(0.5 * 0.5 + 0.5 * 0.3, 12);
    expect(one.thresholds).toEqual([
      { threshold: 30, probability: 0.5 },
      { threshold: 50, probability: 0.5 },
    ]);
    // A sure helper and a hopeless one cancel out.
    expect(d100GroupOdds({ leadThreshold: 40, helpers: [100, 0] }, { table }).success).toBeCloseTo(0.4, 12);
    // Clamped at 100: a 100 always fails when equal does not succeed.
    expect(d100GroupOdds({ leadThreshold: 95, helpers: [100] }, { table }).success).toBeCloseTo(1, 12);
    const strict = { table: { ...table, d100EqualSucceeds: false } };
    expect(d100GroupOdds({ leadThreshold: 95, helpers: [101] }, strict).success).toBeCloseTo(0.99, 12);
    // …and there the 100 % helper fails 1 time in 100: 0.99 × 0.99 + 0.01 × 0.84.
    expect(d100GroupOdds({ leadThreshold: 95, helpers: [100] }, strict).success).toBeCloseTo(0.9885, 12);
    // No helper: the simple test.
    expect(d100GroupOdds({ leadThreshold: 37, helpers: [] }, { table })).toEqual({
      success: 0.37,
      thresholds: [{ threshold: 37, probability: 1 }],
    });
  });

  it('its threshold distribution sums to one and gives the success chance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 120 }), fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 6 }), (lead, helpers) => {
        const odds = d100GroupOdds({ leadThreshold: lead, helpers }, { table });
        expect(odds.thresholds.reduce((s, t) => s + t.probability, 0)).toBeCloseTo(1, 12);
        const viaThresholds = odds.thresholds.reduce((s, t) => s + t.probability * Math.min(1, Math.max(0, t.threshold / 100)), 0);
        expect(odds.success).toBeCloseTo(viaThresholds, 12);
        odds.thresholds.forEach((t) => {
          expect(t.threshold).toBeGreaterThanOrEqual(0);
          expect(t.threshold).toBeLessThanOrEqual(100);
        });
      }),
    );
  });

  it.each([
    [40, [55, 30, 70]],
    [85, [60, 60]],
  ])('lead %i %% with helpers %j agrees with 100 000 seeded group actions', (lead, helpers) => {
    const deps = seeded(600 + lead);
    const input = { leadThreshold: lead, helpers };
    const hits = tally(SIMULATION_DRAWS, () => rollD100GroupAction(input, deps).value.lead.success).get(true) ?? 0;
    expectCloseToExact(d100GroupOdds(input, deps).success, hits);
  });
});

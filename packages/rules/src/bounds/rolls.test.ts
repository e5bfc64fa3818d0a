import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { createComplexAction } from '../d100/complex';
import { d100TestOdds } from '../d100/simple';
import { D12_ROLL_BOUNDS } from '../d12/bounds';
import { D12_REST_BLOCK_HOURS } from '../d12/rest';
import { COMPLEX_ACTION_BOUNDS, COMPLEX_ACTION_LEAST_STEPS, D100_ROLL_BOUNDS, D12_EFFECT_BOUNDS } from './rolls';

const table = DEFAULT_TABLE_RULES;
const refusal = (outcome: ReturnType<typeof createComplexAction>) => (outcome.ok ? null : `${outcome.error.rule} ${outcome.error.code}`);

describe('the d100 bounds the API and the forms share', () => {
  it('C1 « d100 ≤ success threshold (%) succeeds »: the threshold’s ends reach a roll that never and one that always succeeds', () => {
    expect(d100TestOdds(D100_ROLL_BOUNDS.threshold.min, { table })).toBe(0);
    expect(d100TestOdds(D100_ROLL_BOUNDS.threshold.max, { table })).toBe(1);
  });

  it('C3 « a starting step count S »: the least step count a form offers is the least the rules create; one below is refused with C3', () => {
    const least = COMPLEX_ACTION_LEAST_STEPS;
    expect(refusal(createComplexAction({ start: least }))).toBeNull();
    expect(refusal(createComplexAction({ start: least - 1 }))).toBe('C3 start_not_positive');
    expect(refusal(createComplexAction({ start: COMPLEX_ACTION_BOUNDS.start.max }))).toBeNull();
  });

  it('C4 milestones and failure threshold: the least a form offers is the least the rules take; one below is refused with C4', () => {
    const least = COMPLEX_ACTION_LEAST_STEPS;
    expect(refusal(createComplexAction({ start: 10, failureThreshold: least, milestones: [{ crossed: least }] }))).toBeNull();
    expect(refusal(createComplexAction({ start: 10, failureThreshold: least - 1 }))).toBe('C4 failure_threshold_not_positive');
    expect(refusal(createComplexAction({ start: 10, milestones: [{ crossed: least - 1 }] }))).toBe('C4 milestone_out_of_range');
  });

  it('the API takes a step count of 0 (its lower bound) so that the rules refuse it with their reason, not a bare 400', () => {
    expect(refusal(createComplexAction({ start: COMPLEX_ACTION_BOUNDS.start.min }))).toBe('C3 start_not_positive');
    expect(refusal(createComplexAction({ start: 10, failureThreshold: COMPLEX_ACTION_BOUNDS.failureThreshold.min }))).toBe('C4 failure_threshold_not_positive');
  });
});

describe('the d12 effect bounds the API and the forms share', () => {
  it('T1 « value 0-12 »: a rest puts back at most one whole pool in an attribute', () => {
    expect(D12_EFFECT_BOUNDS.restAllocation).toEqual({ min: 0, max: 12 });
    expect(D12_EFFECT_BOUNDS.restAllocation).toEqual(D12_ROLL_BOUNDS.pool);
  });

  it('T4 « +1 pool point per full 4 hours »: the longest rest is whole blocks, so the form’s 4-hour steps reach it', () => {
    expect(D12_EFFECT_BOUNDS.restHours.max % D12_REST_BLOCK_HOURS).toBe(0);
    expect(D12_EFFECT_BOUNDS.restHours.min).toBe(0);
  });

  it('one blow takes at most two full pools (T1: 12 each)', () => {
    expect(D12_EFFECT_BOUNDS.damage).toEqual({ min: 0, max: 2 * D12_ROLL_BOUNDS.pool.max });
  });
});

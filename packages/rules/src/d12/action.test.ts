import { describe, expect, it } from 'vitest';
import { makeCharacter, scripted } from '../testing';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { D12_DEGREES, d12DegreeRank, d12InputOf, d12IsSuccess, d12ReadDie, d12RollAction, d12TraitBonus } from './action';
import { d12WithPool } from './sheet';

const table = DEFAULT_TABLE_RULES;
const withTotal: TableRules = { ...table, d12NaturalExtremes: 'withTotal' };
const parts = (pool: number, threshold: number, traitBonus = 0, modifier = 0) => ({ pool, traitBonus, modifier, threshold });

describe('T7 reading an action', () => {
  it.each([
    [7, 5, 10, 'success', '« Si le résultat est supérieur au seuil, l\'action est réussie »'],
    [5, 5, 10, 'success_with_complication', '« Si le résultat est égal, l\'action est réussie, mais avec une complication »'],
    [4, 5, 10, 'failure', '« Si le résultat est inférieur, l\'action est échouée »'],
  ] as const)('die %i + pool %i vs %i → %s: %s', (die, pool, threshold, degree, _quote) => {
    const reading = d12ReadDie(die, parts(pool, threshold), table);
    expect(reading.total).toBe(die + pool);
    expect(reading.degree).toBe(degree);
    expect(reading.natural).toBeNull();
  });

  it('« on lance 1d12 auquel on ajoute la réserve de caractéristique liée »: the pool, not the value; plus the trait and the modifier', () => {
    const c = d12WithPool(makeCharacter(), 'body', 2);
    const outcome = d12RollAction(c, { attribute: 'body', trait: 'Bagarreuse', modifier: 3, threshold: 12 }, scripted([6]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ die: 6, pool: 2, traitBonus: 1, modifier: 3, total: 12, degree: 'success_with_complication' });
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 12, purpose: 'd12_action', dice: [6] }]);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['trait_bonus', 'action_rolled']);
    expect(result).toMatchObject({ kind: 'action', rolledDegree: 'success_with_complication', given: 0, rerolls: 0, criticalOption: null });
  });

  it('« Si la situation correspond à son domaine de compétence, alors il gagne un bonus »: the named trait\'s rating', () => {
    const c = makeCharacter();
    expect(unwrap(d12TraitBonus(c, 'crocheteuse'))).toBe(2);
    expect(unwrap(d12TraitBonus(c, null))).toBe(0);
    expect(unwrap(d12TraitBonus(c, undefined))).toBe(0);
    expect(d12TraitBonus(c, 'Pilote')).toEqual({ ok: false, error: { rule: 'T5', code: 'unknown_trait', values: { trait: 'Pilote' } } });
    expect(d12RollAction(c, { attribute: 'body', trait: 'Pilote', threshold: 8 }, scripted([]))).toMatchObject({ ok: false });
  });

  it('an out or retired character does not act', () => {
    expect(d12RollAction(makeCharacter({ status: 'retired' }), { attribute: 'body', threshold: 8 }, scripted([])).ok).toBe(false);
    expect(d12RollAction(d12WithPool(makeCharacter(), 'mind', 0), { attribute: 'body', threshold: 8 }, scripted([])).ok).toBe(false);
  });

  it('malformed numbers are programmer errors', () => {
    expect(() => d12ReadDie(13, parts(5, 8), table)).toThrow(RangeError);
    expect(() => d12ReadDie(0, parts(5, 8), table)).toThrow(RangeError);
    expect(() => d12RollAction(makeCharacter(), { attribute: 'body', threshold: 8.5 }, scripted([5]))).toThrow(RangeError);
    expect(() => d12RollAction(makeCharacter(), { attribute: 'body', threshold: 8, modifier: 0.5 }, scripted([5]))).toThrow(RangeError);
  });

  it('degrees are ordered, and a success with complication is a success', () => {
    expect(D12_DEGREES.map(d12DegreeRank)).toEqual([0, 1, 2, 3, 4]);
    expect(D12_DEGREES.map(d12IsSuccess)).toEqual([false, false, true, true, true]);
  });

  it('d12InputOf gives back the input of a result', () => {
    const input = { attribute: 'soul', trait: 'Beau parleur', modifier: -3, threshold: 9 } as const;
    expect(d12InputOf(unwrap(d12RollAction(makeCharacter(), input, scripted([4]))))).toEqual(input);
  });
});

describe('T8 natural extremes', () => {
  it('« Si le résultat du dé est un 12 naturel, on dit que la réussite est critique »: even below the threshold (default)', () => {
    const outcome = d12RollAction(makeCharacter(), { attribute: 'body', threshold: 30 }, scripted([12]));
    const result = unwrap(outcome);
    expect(result.byTotal).toBe('failure');
    expect(result.degree).toBe('critical_success');
    expect(result.natural).toBe(12);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['action_rolled', 'natural_twelve']);
  });

  it('« Si le résultat du dé est un 1 naturel, il s\'agit d\'un échec critique »: even above the threshold (default)', () => {
    const outcome = d12RollAction(makeCharacter(), { attribute: 'body', threshold: 2 }, scripted([1]));
    const result = unwrap(outcome);
    expect(result.byTotal).toBe('success');
    expect(result.degree).toBe('critical_failure');
    expect(result.natural).toBe(1);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['action_rolled', 'natural_one']);
  });

  it.each([
    [12, 30, 'failure'],
    [12, 10, 'critical_success'],
    [12, 17, 'critical_success'],
    [1, 2, 'success'],
    [1, 6, 'success_with_complication'],
    [1, 10, 'critical_failure'],
  ] as const)('table rule d12NaturalExtremes = withTotal: die %i + pool 5 vs %i → %s', (die, threshold, degree) => {
    expect(d12ReadDie(die, parts(5, threshold), withTotal).degree).toBe(degree);
  });

  it.each([
    // [die, threshold, degree under 'always' (default), degree under 'withTotal']
    [12, 30, 'critical_success', 'failure'],
    [12, 17, 'critical_success', 'critical_success'],
    [1, 2, 'critical_failure', 'success'],
    [1, 6, 'critical_failure', 'success_with_complication'],
    [1, 10, 'critical_failure', 'critical_failure'],
  ] as const)(
    'table rule d12NaturalExtremes, both readings: die %i + pool 5 vs %i → %s (always) / %s (withTotal)',
    (die, threshold, always, withTotalDegree) => {
      expect(DEFAULT_TABLE_RULES.d12NaturalExtremes).toBe('always');
      expect(d12ReadDie(die, parts(5, threshold), table).degree).toBe(always);
      expect(d12ReadDie(die, parts(5, threshold), withTotal).degree).toBe(withTotalDegree);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../testing';
import type { Character, D12Attribute } from '../model/character';
import {
  D12_HUMAN_AVERAGE,
  D12_MAX_VALUE,
  D12_MIN_VALUE,
  d12CreationProblems,
  d12FindTrait,
  d12HasSheet,
  d12OutCause,
  d12SheetProblems,
  d12Unplayable,
  d12ValidateNewCharacter,
  d12WithPool,
} from './sheet';

function withValue(attribute: D12Attribute, value: number, pool = value): Character {
  const c = makeCharacter();
  return { ...c, pools: { ...c.pools, [attribute]: { value, pool } } };
}

const codes = (c: Character): string[] => d12CreationProblems(c).map((p) => p.code);

describe('T1 attributes', () => {
  it('« La moyenne humaine d\'une caractéristique est de 5 »: an average new character is valid', () => {
    expect(D12_HUMAN_AVERAGE).toBe(5);
    const c = makeCharacter();
    expect(c.pools.body).toEqual({ value: 5, pool: 5 });
    const outcome = d12ValidateNewCharacter(c);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.reasons[0]?.code).toBe('character_valid');
  });

  it.each([
    [-1, false],
    [0, true],
    [5, true],
    [12, true],
    [13, false],
    [4.5, false],
  ])('« La valeur d\'une caractéristique se situe entre 0 (amorphe ou mort) et 12 (surhumanité totale) »: %d valid on a sheet → %s', (value, valid) => {
    expect([D12_MIN_VALUE, D12_MAX_VALUE]).toEqual([0, 12]);
    const problems = d12SheetProblems(withValue('mind', value, Math.max(0, Math.min(12, Math.floor(value)))));
    expect(problems.some((p) => p.code === 'value_out_of_range')).toBe(!valid);
  });

  it('a pool lies between 0 and its value', () => {
    expect(d12SheetProblems(withValue('soul', 5, 6)).map((p) => p.code)).toEqual(['pool_out_of_range']);
    expect(d12SheetProblems(withValue('soul', 5, -1)).map((p) => p.code)).toEqual(['pool_out_of_range']);
    expect(d12SheetProblems(withValue('soul', 5, 0))).toEqual([]);
  });

  it('« La valeur de caractéristique est (pour un nouveau personnage) le nombre de points attribués »: a new character\'s pools equal the values', () => {
    expect(codes(withValue('body', 6, 4))).toEqual(['pool_not_value_at_creation']);
  });

  it('a new character cannot start with a value of 0 (a pool at 0 is out, T2)', () => {
    expect(codes(withValue('body', 0))).toEqual(['value_zero_at_creation']);
  });

  it('destiny points are never negative', () => {
    expect(d12SheetProblems(makeCharacter({ destiny: -1 })).map((p) => p.code)).toEqual(['destiny_negative']);
  });
});

describe('T5 traits and aspects at creation', () => {
  it.each([
    ['one +2 and two +1', [2, 1, 1], true],
    ['two +2', [2, 2, 1], false],
    ['only two traits', [2, 1], false],
    ['a +3 at creation', [3, 1, 1], false],
    ['four traits', [2, 1, 1, 1], false],
  ])('« Un personnage commence avec un trait à +2 et deux à +1 »: %s → %s', (_label, ratings, valid) => {
    const c = makeCharacter({ traits: ratings.map((rating, i) => ({ name: `t${i}`, rating })) });
    expect(codes(c).includes('starting_traits')).toBe(!valid);
    expect(d12ValidateNewCharacter(c).ok).toBe(valid);
  });

  it('« Ce bonus peut être égal à +1, +2 ou +3 »: other ratings are invalid', () => {
    for (const rating of [0, 4, 1.5]) {
      const c = makeCharacter({ traits: [{ name: 'x', rating }] });
      expect(d12SheetProblems(c).map((p) => p.code)).toEqual(['trait_rating_out_of_range']);
    }
    expect(d12SheetProblems(makeCharacter({ traits: [{ name: 'x', rating: 3 }] }))).toEqual([]);
  });

  it('trait names are non-empty and distinct (ignoring case and spaces)', () => {
    const c = makeCharacter({
      traits: [
        { name: 'Crocheteuse', rating: 2 },
        { name: ' crocheteuse ', rating: 1 },
        { name: '  ', rating: 1 },
      ],
    });
    expect(d12SheetProblems(c).map((p) => p.code)).toEqual(['trait_duplicate', 'trait_name_empty']);
    expect(d12FindTrait(c.traits, 'CROCHETEUSE')?.rating).toBe(2);
    expect(d12FindTrait(c.traits, 'absent')).toBeUndefined();
  });

  it('« Un personnage est aussi défini par trois aspects »: a comfort and a fear are required', () => {
    expect(codes(makeCharacter({ comfort: null, fear: null }))).toEqual(['comfort_missing', 'fear_missing']);
    expect(codes(makeCharacter({ comfort: { name: ' ', lost: false }, fear: ' ' }))).toEqual(['comfort_missing', 'fear_missing']);
    expect(codes(makeCharacter({ comfort: { name: 'Médaillon', lost: true } }))).toEqual(['comfort_missing']);
  });

  it('the refusal names the first problem and lists them all', () => {
    const outcome = d12ValidateNewCharacter(makeCharacter({ comfort: null, fear: null }));
    expect(outcome).toEqual({
      ok: false,
      error: { rule: 'T5', code: 'comfort_missing', values: { problems: 'comfort_missing,fear_missing' } },
    });
  });
});

describe('T2 out / T10 retired', () => {
  it.each([
    ['body', 'dead'],
    ['mind', 'mad'],
    ['soul', 'catatonic'],
  ] as const)('a %s pool at 0 → %s', (attribute, cause) => {
    const c = d12WithPool(makeCharacter(), attribute, 0);
    expect(d12OutCause(c)).toBe(cause);
    expect(d12Unplayable(c)).toEqual({ ok: false, error: { rule: 'T2', code: 'character_out', values: { character: 'pc-1', cause } } });
  });

  it('a playable character, an out one, a retired one', () => {
    expect(d12Unplayable(makeCharacter())).toBeNull();
    expect(d12OutCause(makeCharacter())).toBeNull();
    expect(d12Unplayable(makeCharacter({ status: 'out' }))?.error.code).toBe('character_out');
    expect(d12Unplayable(makeCharacter({ status: 'retired' }))?.error).toEqual({
      rule: 'T10',
      code: 'character_retired',
      values: { character: 'pc-1' },
    });
    expect(d12Unplayable(makeCharacter({ status: 'jailed' }))).toBeNull();
  });
});

describe('T1 + T2: a character without a d12 sheet', () => {
  const unfilled = (c: Character = makeCharacter()): Character => ({
    ...c,
    pools: { body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } },
  });

  it('has values all at 0: no sheet, not « mort » (a new d12 character has no value at 0)', () => {
    expect(d12HasSheet(makeCharacter())).toBe(true);
    expect(d12HasSheet(unfilled())).toBe(false);
    expect(d12OutCause(unfilled())).toBeNull();
    expect(d12Unplayable(unfilled())).toEqual({ ok: false, error: { rule: 'T1', code: 'no_d12_sheet', values: { character: 'pc-1' } } });
  });

  it('has a sheet as soon as one value is allocated; its other pools at 0 are then out (T2)', () => {
    const one = withValue('soul', 4);
    const c: Character = { ...one, pools: { ...one.pools, body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 } } };
    expect(d12HasSheet(c)).toBe(true);
    expect(d12OutCause(c)).toBe('dead');
  });

  it('a retired character without a sheet is still refused as retired (T10 first)', () => {
    expect(d12Unplayable(unfilled(makeCharacter({ status: 'retired' })))).toMatchObject({ error: { code: 'character_retired' } });
  });
});

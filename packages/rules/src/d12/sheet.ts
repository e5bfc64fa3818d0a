import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Failure, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Character, D12Attribute, Trait } from '../model/character';
import { D12_ATTRIBUTES } from '../model/character';

/** T1: an attribute value lies between 0 (« amorphe ou mort ») and 12 (« surhumanité totale »). */
export const D12_MIN_VALUE = 0;
export const D12_MAX_VALUE = 12;
/** T1: « La moyenne humaine d'une caractéristique est de 5. » */
export const D12_HUMAN_AVERAGE = 5;
/** T5: a trait gives +1, +2 or +3. */
export const D12_MIN_TRAIT = 1;
export const D12_MAX_TRAIT = 3;
/** T5: « Un personnage commence avec un trait à +2 et deux à +1. » (rating → count) */
export const D12_STARTING_TRAITS: Readonly<Record<number, number>> = { 2: 1, 1: 2 };

/** T2: what a pool at 0 means. */
export type D12OutCause = 'dead' | 'mad' | 'catatonic';
export const D12_OUT_CAUSE: Readonly<Record<D12Attribute, D12OutCause>> = {
  body: 'dead',
  mind: 'mad',
  soul: 'catatonic',
};

/**
 * T1 + T2: whether the character has a d12 sheet at all. A new d12 character has no value at 0
 * (T2: a pool at 0 is out), so values all at 0 mean a sheet never filled in — a crew's PC at a
 * table that does not play the d12 system — not a character dead, mad and catatonic at once.
 */
export function d12HasSheet(character: Character): boolean {
  return D12_ATTRIBUTES.some((a) => character.pools[a].value > 0);
}

/** T2: why the character is out (the first pool at 0, Body → Mind → Soul), or null (also without a d12 sheet). */
export function d12OutCause(character: Character): D12OutCause | null {
  if (!d12HasSheet(character)) return null;
  const empty = D12_ATTRIBUTES.find((a) => character.pools[a].pool <= 0);
  return empty === undefined ? null : D12_OUT_CAUSE[empty];
}

/**
 * The refusal for a sheet that can no longer change, or null: a retired character (T10, « Partent à
 * la retraite ») is history; a character without a d12 sheet (T1) must get one first; a character
 * out (T2, « n'est plus jouable ») is replaced by a new one.
 */
export function d12Unplayable(character: Character): Failure | null {
  if (character.status === 'retired') {
    return refuse('T10', 'character_retired', { character: character.id });
  }
  if (!d12HasSheet(character)) {
    return refuse('T1', 'no_d12_sheet', { character: character.id });
  }
  const cause = d12OutCause(character);
  if (character.status === 'out' || cause !== null) {
    return refuse('T2', 'character_out', { character: character.id, cause });
  }
  return null;
}

/** Replaces one pool (no checks: callers clamp). */
export function d12WithPool(character: Character, attribute: D12Attribute, pool: number): Character {
  return {
    ...character,
    pools: { ...character.pools, [attribute]: { ...character.pools[attribute], pool } },
  };
}

function isIntIn(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

function traitKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Same name, ignoring case and surrounding spaces. */
export function d12FindTrait(traits: readonly Trait[], name: string): Trait | undefined {
  const key = traitKey(name);
  return traits.find((t) => traitKey(t.name) === key);
}

/**
 * T1/T5: what is wrong with a d12 sheet at any time (empty list = valid): values 0–12, pools
 * 0..value, trait ratings +1..+3 with distinct non-empty names, destiny points ≥ 0.
 */
export function d12SheetProblems(character: Character): Reason[] {
  const problems: Reason[] = [];
  for (const attribute of D12_ATTRIBUTES) {
    const { value, pool } = character.pools[attribute];
    if (!isIntIn(value, D12_MIN_VALUE, D12_MAX_VALUE)) {
      problems.push(reason('T1', 'value_out_of_range', { attribute, value, min: D12_MIN_VALUE, max: D12_MAX_VALUE }));
    } else if (!isIntIn(pool, 0, value)) {
      problems.push(reason('T1', 'pool_out_of_range', { attribute, pool, value }));
    }
  }
  const seen = new Set<string>();
  for (const trait of character.traits) {
    if (traitKey(trait.name) === '') {
      problems.push(reason('T5', 'trait_name_empty', {}));
    } else if (seen.has(traitKey(trait.name))) {
      problems.push(reason('T5', 'trait_duplicate', { trait: trait.name }));
    }
    seen.add(traitKey(trait.name));
    if (!isIntIn(trait.rating, D12_MIN_TRAIT, D12_MAX_TRAIT)) {
      problems.push(reason('T5', 'trait_rating_out_of_range', { trait: trait.name, rating: trait.rating }));
    }
  }
  if (!Number.isInteger(character.destiny) || character.destiny < 0) {
    problems.push(reason('T6', 'destiny_negative', { destiny: character.destiny }));
  }
  return problems;
}

/**
 * T1/T5: what is wrong with a new character: the sheet rules, plus every pool equal to its value
 * (« La valeur de caractéristique est (pour un nouveau personnage) le nombre de points attribués »),
 * no value at 0 (a pool at 0 is out, T2), exactly one trait at +2 and two at +1, a comfort (not
 * lost) and a fear (« Un personnage est aussi défini par trois aspects »).
 */
export function d12CreationProblems(character: Character): Reason[] {
  const problems = d12SheetProblems(character);
  for (const attribute of D12_ATTRIBUTES) {
    const { value, pool } = character.pools[attribute];
    if (value === 0) {
      problems.push(reason('T2', 'value_zero_at_creation', { attribute }));
    }
    if (pool !== value) {
      problems.push(reason('T1', 'pool_not_value_at_creation', { attribute, pool, value }));
    }
  }
  const count = (rating: number): number => character.traits.filter((t) => t.rating === rating).length;
  const expected = Object.values(D12_STARTING_TRAITS).reduce((a, b) => a + b, 0);
  if (character.traits.length !== expected || count(2) !== D12_STARTING_TRAITS[2] || count(1) !== D12_STARTING_TRAITS[1]) {
    problems.push(
      reason('T5', 'starting_traits', { traits: character.traits.length, at_plus_2: count(2), at_plus_1: count(1) }),
    );
  }
  if (character.comfort === null || character.comfort.name.trim() === '' || character.comfort.lost) {
    problems.push(reason('T5', 'comfort_missing', {}));
  }
  if (character.fear === null || character.fear.trim() === '') {
    problems.push(reason('T5', 'fear_missing', {}));
  }
  return problems;
}

/** T1/T5: accepts a new character, or refuses with its first problem (all of them are in `values.problems`). */
export function d12ValidateNewCharacter(character: Character): Outcome<Character> {
  const problems = d12CreationProblems(character);
  const first = problems[0];
  if (first !== undefined) {
    return refuse(first.rule, first.code, { ...first.values, problems: problems.map((p) => p.code).join(',') });
  }
  return ok(character, [reason('T1', 'character_valid', { character: character.id })]);
}

import { describe, expect, it } from 'vitest';
import type { DowntimeAttribute, GameSystem } from '@temps-mort/rules';
import { blankCharacter, characterFields, savedTraits, shownAttribute, typedAttribute, withPoolValue } from './characterDraft';

const only = (...systems: GameSystem[]) => (system: GameSystem) => systems.includes(system);
const french: Record<DowntimeAttribute, string> = { insight: 'Perspicacité', prowess: 'Prouesse', resolve: 'Détermination' };
const word = (a: DowntimeAttribute) => french[a];

describe('the new character’s draft', () => {
  it('starts with what the rules give a new character in the systems played', () => {
    const fields = characterFields({ ...blankCharacter(only('downtime', 'd12')), name: 'Basile' });
    expect(fields.pools).toEqual({ body: { value: 5, pool: 5 }, mind: { value: 5, pool: 5 }, soul: { value: 5, pool: 5 } });
    expect(Object.keys(fields.attributes)).toEqual(['insight', 'prowess', 'resolve']);
    const none = characterFields({ ...blankCharacter(only()), name: 'Basile' });
    expect(none.attributes).toEqual({});
    expect(none.pools.body).toEqual({ value: 0, pool: 0 });
  });

  it('offers the starting traits’ ratings as suggested rows, saved only once named', () => {
    const draft = blankCharacter(only('d12'));
    expect(draft.traits.map((t) => [t.name, t.rating, t.suggested])).toEqual([
      ['', 2, true],
      ['', 1, true],
      ['', 1, true],
    ]);
    expect(savedTraits(draft.traits)).toEqual([]);
    const named = draft.traits.map((t, i) => (i === 1 ? { ...t, name: 'Bagarreuse' } : t));
    expect(characterFields({ ...draft, traits: named }).traits).toEqual([{ name: 'Bagarreuse', rating: 1 }]);
    // A row the GM added stays, named or not (the schema then asks for its name).
    expect(savedTraits([{ key: 'k', name: '', rating: 1 }])).toHaveLength(1);
  });

  it('a new character’s pool follows its value while they are equal; an existing character’s pool stays put', () => {
    const pools = { body: { value: 5, pool: 5 }, mind: { value: 5, pool: 3 }, soul: { value: 5, pool: 5 } };
    expect(withPoolValue(pools, 'body', 7, true).body).toEqual({ value: 7, pool: 7 });
    expect(withPoolValue(pools, 'body', null, true).body).toEqual({ value: null, pool: null });
    expect(withPoolValue(pools, 'mind', 7, true).mind).toEqual({ value: 7, pool: 3 });
    expect(withPoolValue(pools, 'body', 7, false).body).toEqual({ value: 7, pool: 5 });
  });

  it('shows the attributes the rules know in the reader’s words and saves them under the rules’ names', () => {
    expect(shownAttribute('insight', word)).toBe('Perspicacité');
    expect(shownAttribute('Sang-froid', word)).toBe('Sang-froid');
    expect(typedAttribute(' prouesse', word)).toBe('prowess');
    expect(typedAttribute('resolve', word)).toBe('resolve');
    expect(typedAttribute('Prouess', word)).toBe('Prouess');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { d12CreationProblems, d12HasSheet, d12Unplayable, D12_HUMAN_AVERAGE } from '../d12/sheet';
import { makeCharacter, makeCrew, scripted } from '../testing/factories';
import { indulgeVice } from '../vice/indulge';
import { DOWNTIME_ATTRIBUTES, SKILLS, SKILL_RATING_BOUNDS, type Character } from './character';
import { NEW_ATTRIBUTE_CIRCLES, newCharacterStart } from './newCharacter';
import { characterSchema } from './schemas';
import { GAME_SYSTEMS, type GameSystem } from './systems';

const playing = (...systems: GameSystem[]) => (system: GameSystem) => systems.includes(system);

/** A character made from the start, its trait names and its comfort and fear typed by the player. */
function started(plays: (system: GameSystem) => boolean): Character {
  const start = newCharacterStart(plays);
  return makeCharacter({
    attributes: start.attributes,
    skills: start.skills,
    pools: start.pools,
    traits: start.traitRatings.map((rating, i) => ({ name: `Trait ${i + 1}`, rating })),
    healing: { id: 'healing', name: 'healing', ...start.healing },
  });
}

describe('what a new character starts with', () => {
  it("« La moyenne humaine d'une caractéristique est de 5 »: Body, Mind and Soul at the human average", () => {
    const { pools } = newCharacterStart(playing('d12'));
    expect(D12_HUMAN_AVERAGE).toBe(5);
    expect(Object.values(pools).map((p) => p.value)).toEqual([5, 5, 5]);
  });

  it('« La valeur de caractéristique est (pour un nouveau personnage) le nombre de points attribués »: each pool equals its value, so the d12 tools take it', () => {
    const character = started(playing('d12'));
    expect(Object.values(character.pools).every((p) => p.pool === p.value)).toBe(true);
    expect(d12Unplayable(character)).toBeNull();
    expect(d12CreationProblems(character)).toEqual([]);
  });

  it('« Un personnage commence avec un trait à +2 et deux à +1 »: the ratings, highest first, the names left to the player', () => {
    expect(newCharacterStart(playing('d12')).traitRatings).toEqual([2, 1, 1]);
  });

  it('without the d12 system: no d12 sheet (values at 0, not « dead ») and no traits', () => {
    const start = newCharacterStart(playing('downtime'));
    expect(start.traitRatings).toEqual([]);
    expect(d12HasSheet(makeCharacter({ pools: start.pools }))).toBe(false);
  });

  it('« le joueur lance un jet de caractéristique correspondant à l’attribut à rétablir »: insight, prowess and resolve, each one a vice can restore', () => {
    const { attributes } = newCharacterStart(playing('downtime'));
    expect(Object.keys(attributes)).toEqual([...DOWNTIME_ATTRIBUTES]);
    expect(NEW_ATTRIBUTE_CIRCLES.max).toBeLessThan(DEFAULT_TABLE_RULES.maxAttributeCircles);
    const crew = makeCrew({ characters: [started(playing('downtime'))] });
    for (const attribute of DOWNTIME_ATTRIBUTES) {
      const outcome = indulgeVice(crew, { characterId: 'pc-1', attribute }, scripted([4, 2, 1]));
      expect(outcome.ok, attribute).toBe(true);
    }
  });

  it('without the downtime system: no attribute circles', () => {
    expect(newCharacterStart(playing('d12')).attributes).toEqual({});
  });

  it('every skill the rules know, at the lowest starting rating', () => {
    const { skills } = newCharacterStart(playing('downtime'));
    expect(Object.keys(skills)).toEqual([...SKILLS]);
    expect(new Set(Object.values(skills))).toEqual(new Set([SKILL_RATING_BOUNDS.start.min]));
  });

  it('A6 « a healing clock (Interpretation: 4 segments, as in the source game) »: empty, of the table’s size', () => {
    expect(newCharacterStart(playing('downtime')).healing).toEqual({ segments: 4, filled: 0 });
    expect(DEFAULT_TABLE_RULES.healingClockSegments).toBe(4);
    expect(newCharacterStart(playing('downtime'), { ...DEFAULT_TABLE_RULES, healingClockSegments: 6 }).healing).toEqual({ segments: 6, filled: 0 });
  });

  it('is a valid sheet whatever the systems played', () => {
    for (const systems of [[...GAME_SYSTEMS], ['downtime'], ['d12'], []] as GameSystem[][]) {
      expect(characterSchema.safeParse(started(playing(...systems))).success, systems.join(',')).toBe(true);
    }
  });
});

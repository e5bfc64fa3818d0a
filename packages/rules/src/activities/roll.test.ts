import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityCharacter, activityQualityModifiers, activityQualityOdds, activitySkillRating, rollActivityAction } from './roll';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { makeCharacter, makeCrew, scripted } from '../testing/factories';

const table = DEFAULT_TABLE_RULES;

describe('activity character and pool', () => {
  it('« il n’est possible de sélectionner que des actions que le PJ est en mesure d’effectivement accomplir »: unknown or off-screen PCs are refused', () => {
    const crew = makeCrew({ characters: [makeCharacter(), makeCharacter({ id: 'pc-2', status: 'lost' }), makeCharacter({ id: 'pc-3', status: 'jailed' })] });
    expect(activityCharacter(crew, 'pc-1', 'A7').ok).toBe(true);
    expect(activityCharacter(crew, 'pc-3', 'A7').ok).toBe(true);
    expect(activityCharacter(crew, 'nobody', 'A7')).toEqual({ ok: false, error: { rule: 'A7', code: 'unknown_character', values: { character: 'nobody' } } });
    expect(activityCharacter(crew, 'pc-2', 'A5')).toEqual({
      ok: false,
      error: { rule: 'A5', code: 'character_unavailable', values: { character: 'pc-2', status: 'lost' } },
    });
  });

  it('the pool is the rating of the named skill; an unknown skill is refused', () => {
    const character = makeCharacter();
    const rating = activitySkillRating(character, 'study', 'A5');
    expect(rating).toMatchObject({ ok: true, value: 2 });
    expect(activitySkillRating(character, 'juggling', 'A5')).toEqual({
      ok: false,
      error: { rule: 'A5', code: 'unknown_skill', values: { character: 'pc-1', skill: 'juggling' } },
    });
  });
});

describe('A3/A6 quality of an activity roll', () => {
  it('« le PJ gagne +1 qualité à son jet si un ami ou un contact l’aide »', () => {
    const rolled = rollActivityAction(2, { helped: true }, 'test', 'A5', scripted([5, 2]));
    expect(rolled.quality).toBe(3);
    expect(rolled.dice).toEqual({ sides: 6, purpose: 'test', dice: [5, 2] });
    expect(rolled.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(['D1:pool_rolled', 'D4:action_quality', 'A3:helped_by_friend']);
  });

  it('healing oneself on a 1-3 gives quality 0 (no tick)', () => {
    const rolled = rollActivityAction(1, { selfSurgery: true }, 'recover', 'A6', scripted([2]));
    expect(rolled.quality).toBe(0);
    expect(rolled.reasons.map((r) => r.code)).not.toContain('quality_floor');
    expect(activityQualityModifiers(3, {}, 'A5')).toEqual({ quality: 3, reasons: [] });
  });

  it('a quality is never negative, even when a table rule maps 1-3 to 0', () => {
    const zeroLow = { actionRollQuality: { '1-3': 0, '4-5': 1, '6': 2, crit: 3 } };
    const rolled = rollActivityAction(1, { selfSurgery: true }, 'recover', 'A6', scripted([2], zeroLow));
    expect(rolled.quality).toBe(0);
    expect(rolled.reasons.at(-1)).toEqual({ rule: 'A6', code: 'quality_floor', values: { quality: -1, floored: 0 } });
    const odds = activityQualityOdds(1, { selfSurgery: true }, { ...table, ...zeroLow });
    expect(odds.get(0)).toBeCloseTo(1 / 2 + 1 / 3, 12);
    expect(odds.get(1)).toBeCloseTo(1 / 6, 12);
  });

  it('quality odds sum to one and are never negative in quality', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.boolean(), fc.boolean(), (pool, helped, selfSurgery) => {
        const odds = activityQualityOdds(pool, { helped, selfSurgery }, table);
        let sum = 0;
        for (const [q, p] of odds) {
          expect(q).toBeGreaterThanOrEqual(0);
          sum += p;
        }
        expect(sum).toBeCloseTo(1, 12);
      }),
    );
  });
});

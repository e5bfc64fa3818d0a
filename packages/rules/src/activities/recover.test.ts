import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recover, type Healer } from './recover';
import { unwrap } from '../core/outcome';
import type { Harm } from '../model/character';
import { makeCharacter, makeCrew, scripted, seeded } from '../testing/factories';

const harm = (...levels: Harm['level'][]): Harm[] => levels.map((level, i) => ({ level, description: `h${i}` }));
const crewOf = (healedHarm: Harm[], filled = 0, surgery = 0) =>
  makeCrew({
    characters: [
      makeCharacter({ harm: healedHarm, skills: { surgery, hunt: 1 }, healing: { id: 'healing-pc-1', name: 'healing', segments: 4, filled } }),
      makeCharacter({ id: 'doc', name: 'Docteur Vasseur', skills: { surgery: 3, tinker: 1 } }),
    ],
  });
const docHeals: Healer = { kind: 'pc', characterId: 'doc' };

describe('A6 recover', () => {
  it('« Lorsque le contrat est rempli, chaque blessure notée sur sa feuille de personnage est réduite d’un niveau »', () => {
    const outcome = recover(crewOf(harm(3, 2, 1), 2), { characterId: 'pc-1', healer: docHeals }, scripted([6, 1, 2]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality: 3, fills: 1, healing: { segments: 4, filled: 1 } });
    expect(result.crew.characters[0]?.harm.map((h) => h.level)).toEqual([2, 1]);
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'recover', dice: [6, 1, 2] }]);
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'A6', code: 'harm_reduced', values: { character: 'pc-1', levels: 1, before: '3,2,1', after: '2,1' } });
  });

  it('keeps the overflow and may fill the clock more than once in one roll', () => {
    const result = unwrap(recover(crewOf(harm(4, 3), 3), { characterId: 'pc-1', healer: docHeals }, scripted([6, 6, 1])));
    expect(result).toMatchObject({ quality: 5, fills: 2, healing: { filled: 0 } });
    expect(result.crew.characters[0]?.harm.map((h) => h.level)).toEqual([2, 1]);
  });

  it('a roll that does not fill the clock only ticks it', () => {
    const outcome = recover(crewOf(harm(2)), { characterId: 'pc-1', healer: docHeals }, scripted([4, 1, 1]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ fills: 0, healing: { filled: 2 } });
    expect(result.crew.characters[0]?.harm).toEqual(harm(2));
    expect(outcome.ok && outcome.reasons.some((r) => r.code === 'harm_reduced')).toBe(false);
  });

  it('uses the healing clock segments of the table rules', () => {
    const result = unwrap(recover(crewOf(harm(2), 3), { characterId: 'pc-1', healer: docHeals }, scripted([5, 1, 1], { healingClockSegments: 6 })));
    expect(result).toMatchObject({ fills: 0, healing: { segments: 6, filled: 5 } });
  });

  it('« Il est possible de se guérir soi-même si le PJ possède la compétence chirurgie, mais il perd alors 1 qualité »', () => {
    const outcome = recover(crewOf(harm(2), 0, 2), { characterId: 'pc-1', healer: { kind: 'self' } }, scripted([6, 2]));
    expect(unwrap(outcome).quality).toBe(2);
    expect(outcome.ok && outcome.reasons.some((r) => r.rule === 'A6' && r.code === 'self_surgery')).toBe(true);
    // naming oneself as the PC healer is healing oneself
    expect(unwrap(recover(crewOf(harm(2), 0, 1), { characterId: 'pc-1', healer: { kind: 'pc', characterId: 'pc-1' } }, scripted([2]))).quality).toBe(0);
  });

  it('healing oneself without the surgery skill is refused', () => {
    expect(recover(crewOf(harm(2), 0, 0), { characterId: 'pc-1', healer: { kind: 'self' } }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'A6', code: 'no_surgery_skill', values: { character: 'pc-1', surgery: 0 } },
    });
    const noSkill = makeCrew({ characters: [makeCharacter({ harm: harm(1), skills: {} })] });
    expect(recover(noSkill, { characterId: 'pc-1', healer: { kind: 'self' } }, scripted([]))).toMatchObject({ ok: false, error: { code: 'no_surgery_skill' } });
  });

  it('« C’est le personnage soigné qui effectue l’action de récupération. Guérir quelqu’un d’autre ne coûte aucune activité de temps mort pour le guérisseur »', () => {
    const outcome = recover(crewOf(harm(2)), { characterId: 'pc-1', healer: docHeals }, scripted([1, 2, 3]));
    const result = unwrap(outcome);
    expect(result.activitySpentBy).toBe('pc-1');
    expect(outcome.ok && outcome.reasons[0]).toEqual({ rule: 'A6', code: 'pc_healer', values: { healer: 'doc', spendsActivity: false } });
    expect(result.crew.characters[1]).toEqual(crewOf([]).characters[1]);
  });

  it('« une sorcière spécialisée dans les charmes de guérison »: an NPC healer rolls its rating; a PC healer may roll another action', () => {
    const npc = recover(crewOf(harm(2)), { characterId: 'pc-1', healer: { kind: 'npc', name: 'La sorcière', rating: 2 } }, scripted([4, 4]));
    expect(unwrap(npc).quality).toBe(2);
    const tinker = recover(crewOf(harm(2)), { characterId: 'pc-1', healer: { kind: 'pc', characterId: 'doc', action: 'tinker' } }, scripted([6]));
    expect(unwrap(tinker).quality).toBe(3);
  });

  it('« afin de guérir au plus vite d’une blessure »: with no harm, recovering is refused', () => {
    expect(recover(crewOf([]), { characterId: 'pc-1', healer: docHeals }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'A6', code: 'no_harm', values: { character: 'pc-1' } },
    });
  });

  it.each([
    [{ characterId: 'ghost', healer: docHeals }, 'unknown_character'],
    [{ characterId: 'pc-1', healer: { kind: 'pc', characterId: 'ghost' } }, 'unknown_healer'],
    [{ characterId: 'pc-1', healer: { kind: 'pc', characterId: 'doc', action: 'juggling' } }, 'unknown_skill'],
  ] as const)('refuses %j (%s)', (input, code) => {
    expect(recover(crewOf(harm(1)), input, scripted([]))).toMatchObject({ ok: false, error: { rule: 'A6', code } });
  });

  it('harm never rises, the clock stays below its segments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Harm['level']>(1, 2, 3, 4), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        fc.integer(),
        (levels, filled, rating, helped, seed) => {
          const crew = crewOf(harm(...levels), filled);
          const result = unwrap(recover(crew, { characterId: 'pc-1', healer: { kind: 'npc', name: 'n', rating }, helped }, seeded(seed)));
          const after = result.crew.characters[0]?.harm ?? [];
          expect(after.length).toBeLessThanOrEqual(levels.length);
          expect(result.healing.filled).toBeLessThan(4);
          expect(result.healing.filled + result.fills * 4).toBe(filled + result.quality);
        },
      ),
    );
  });
});

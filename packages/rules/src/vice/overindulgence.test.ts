import { describe, expect, it } from 'vitest';
import { OVERINDULGENCE_CHOICES, findNewPurveyor, resolveOverindulgence, returnFromLost, type OverindulgenceChoice } from './overindulgence';
import { indulgeVice, type Overindulgence } from './indulge';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { makeCharacter, makeCrew, scripted } from '../testing/factories';

const deps = { table: DEFAULT_TABLE_RULES };
const hurt = makeCharacter({ harm: [{ level: 3, description: 'Côtes brisées' }, { level: 1, description: 'Bleus' }] });
const crew = makeCrew({ heat: 5, characters: [hurt] });
const excess: Overindulgence = { characterId: 'pc-1', attribute: 'insight', quality: 3, missing: 2, excess: 1 };

describe('V2 the four overindulgences', () => {
  it.each([
    ['attract_trouble', '« s’attirer des ennuis. Sélectionnez ou lancez un jet d’imbroglio supplémentaire »'],
    ['brag', '« se vanter de ses exploits. La bande gagne +2 raffut »'],
    ['lost', '« se perdre. Le personnage disparaît pendant quelques semaines »'],
    ['tapped', '« se faire sevrer. Votre fournisseur actuel coupe les ponts avec vous »'],
  ] as const)('%s: %s', (choice: OverindulgenceChoice, _quote) => {
    const result = unwrap(resolveOverindulgence(crew, excess, choice, deps));
    const pc = result.crew.characters[0];
    expect(result.choice).toBe(choice);
    expect(result.extraEntanglementRoll).toBe(choice === 'attract_trouble');
    expect(result.crew.heat).toBe(choice === 'brag' ? 7 : 5);
    expect(pc?.status).toBe(choice === 'lost' ? 'lost' : 'active');
    expect(pc?.vice?.tapped).toBe(choice === 'tapped');
    expect(OVERINDULGENCE_CHOICES).toContain(choice);
  });

  it('bragging can raise the wanted level (H3 through V2)', () => {
    const outcome = resolveOverindulgence(makeCrew({ heat: 9 }), excess, 'brag', deps);
    expect(unwrap(outcome).crew).toMatchObject({ heat: 1, wanted: 1 });
    expect(outcome.ok && outcome.reasons[1]).toMatchObject({ rule: 'V2', code: 'heat_added' });
  });

  it('« Jouez un personnage différent jusqu’à ce que celui-ci revienne de sa cuite. Quand le personnage revient, il est également guéri de toute blessure qu’il avait »', () => {
    const lost = unwrap(resolveOverindulgence(crew, excess, 'lost', deps)).crew;
    expect(indulgeVice(lost, { characterId: 'pc-1', attribute: 'insight' }, scripted([]))).toMatchObject({ ok: false, error: { code: 'character_unavailable' } });
    const outcome = returnFromLost(lost, { characterId: 'pc-1', cause: 'overindulgence' });
    const back = unwrap(outcome).crew.characters[0];
    expect(back).toMatchObject({ status: 'active', harm: [] });
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['returned', 'harm_healed']);
  });

  it('« Il vous faut trouver une nouvelle source d’approvisionnement pour assouvir votre vice »', () => {
    const tapped = unwrap(resolveOverindulgence(crew, excess, 'tapped', deps)).crew;
    expect(indulgeVice(tapped, { characterId: 'pc-1', attribute: 'insight' }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'V2', code: 'vice_tapped' } });
    const found = unwrap(findNewPurveyor(tapped, { characterId: 'pc-1', purveyor: 'Le Tripot du Quai' })).crew;
    expect(found.characters[0]?.vice).toEqual({ kind: 'gambling', purveyor: 'Le Tripot du Quai', tapped: false });
    expect(indulgeVice(found, { characterId: 'pc-1', attribute: 'insight' }, scripted([1, 1, 1, 1])).ok).toBe(true);
  });

  it('refuses an unknown PC or choice, and tapping a vice that is gone', () => {
    expect(resolveOverindulgence(crew, { ...excess, characterId: 'x' }, 'brag', deps)).toMatchObject({ ok: false, error: { rule: 'V2', code: 'unknown_character' } });
    expect(resolveOverindulgence(crew, excess, 'sulk' as OverindulgenceChoice, deps)).toMatchObject({ ok: false, error: { code: 'unknown_choice' } });
    const noVice = makeCrew({ characters: [makeCharacter({ vice: null })] });
    expect(resolveOverindulgence(noVice, excess, 'tapped', deps)).toMatchObject({ ok: false, error: { code: 'no_vice' } });
  });

  it('refuses to bring back a PC who is not lost, and a new purveyor without a tapped vice', () => {
    expect(returnFromLost(crew, { characterId: 'pc-1', cause: 'overindulgence' })).toEqual({
      ok: false,
      error: { rule: 'V2', code: 'not_lost', values: { character: 'pc-1', status: 'active' } },
    });
    expect(returnFromLost(crew, { characterId: 'x', cause: 'overindulgence' })).toMatchObject({ ok: false, error: { code: 'unknown_character' } });
    expect(findNewPurveyor(crew, { characterId: 'pc-1', purveyor: 'p' })).toMatchObject({ ok: false, error: { code: 'not_tapped' } });
    expect(findNewPurveyor(crew, { characterId: 'x', purveyor: 'p' })).toMatchObject({ ok: false, error: { code: 'unknown_character' } });
    expect(findNewPurveyor(makeCrew({ characters: [makeCharacter({ vice: null })] }), { characterId: 'pc-1', purveyor: 'p' })).toMatchObject({
      ok: false,
      error: { code: 'no_vice' },
    });
  });
});

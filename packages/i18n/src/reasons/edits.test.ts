import { applyDowntimeEvent, initialDowntimeState, type Refusal } from '@temps-mort/rules';
import { makeCharacter, makeCrew, scripted } from '@temps-mort/rules/testing';
import { describe, expect, it } from 'vitest';
import { formatReason, formatRefusal, namesFromCrew } from './index';

/** Test strings are written with plain spaces: no-break spaces become plain ones here. */
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

// A player keeps their character's texts (issue 36): the rules' reason and refusal, in words.
describe('D7 character_texts_edited, V1 no_vice', () => {
  const crew = makeCrew({ characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' }), makeCharacter({ id: 'pc-2', name: 'Basile', vice: null })] });
  const state = initialDowntimeState(crew);

  it('names the character and each text edited, never a field’s code', () => {
    const applied = applyDowntimeEvent(state, { type: 'character_texts', characterId: 'pc-1', texts: { look: 'Petite', fear: 'Le feu', comfort: null } }, scripted([]));
    if (!applied.ok) throw new Error(applied.error.code);
    const [edited] = applied.reasons;
    if (!edited) throw new Error('no reason');
    expect(plain(formatReason(edited, 'fr'))).toBe('Textes du personnage modifiés : Arlette (apparence, crainte, réconfort)');
    expect(formatReason(edited, 'en')).toBe('Character’s texts edited: Arlette (look, fear, comfort)');
    expect(formatReason({ ...edited, values: { name: 'Arlette', fields: 'notes,purveyor,unheard' } }, 'en')).toBe('Character’s texts edited: Arlette (notes, purveyor)');
    expect(plain(formatReason({ ...edited, values: { name: 'Arlette' } }, 'fr'))).toBe('Textes du personnage modifiés : Arlette (rien)');
  });

  it('a purveyor for a character without a vice is refused by name, with the crew’s names (never the id)', () => {
    const refused = applyDowntimeEvent(state, { type: 'character_texts', characterId: 'pc-2', texts: { purveyor: 'Quelqu’un' } }, scripted([]));
    if (refused.ok) throw new Error('not refused');
    const refusal: Refusal = refused.error;
    const names = namesFromCrew(crew);
    expect(plain(formatRefusal(refusal, 'fr', { names }))).toContain('Basile n’a pas de vice');
    expect(formatRefusal(refusal, 'en', { names })).toContain('Basile has no vice');
  });
});

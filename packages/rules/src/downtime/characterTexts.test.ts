import { describe, expect, it } from 'vitest';
import { makeCharacter, makeCrew, scripted } from '../testing/factories';
import { downtimeEventSchema, type CharacterTexts } from './events';
import { applyDowntimeEvent } from './reducer';
import { initialDowntimeState, type DowntimeState } from './state';
import type { Character } from '../model/character';

// A player keeps their character's free texts (issue 36): the `character_texts` event.

const arlette = makeCharacter({ id: 'pc-1', name: 'Arlette' });
const basile = makeCharacter({ id: 'pc-2', name: 'Basile', vice: null, comfort: null, fear: null });
const state = (characters: readonly Character[] = [arlette, basile]): DowntimeState => initialDowntimeState(makeCrew({ characters: [...characters] }));

function edited(texts: CharacterTexts, characterId = 'pc-1', from = state()) {
  const outcome = applyDowntimeEvent(from, { type: 'character_texts', characterId, texts }, scripted([]));
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.code}`);
  const character = outcome.value.state.crew.characters.find((c) => c.id === characterId);
  if (!character) throw new Error('the character went');
  return { character, reasons: outcome.reasons, detail: outcome.value.detail, crew: outcome.value.state.crew };
}

describe('D7: a character’s texts, as their player keeps them', () => {
  it.each([
    ['look', { look: 'Grande, un manteau rapiécé' }, (c: Character) => c.look, 'Grande, un manteau rapiécé'],
    ['notes', { notes: 'Doit 3 pièces à Basile' }, (c: Character) => c.notes, 'Doit 3 pièces à Basile'],
    ['purveyor', { purveyor: 'Madame Roue' }, (c: Character) => c.vice?.purveyor, 'Madame Roue'],
    ['comfort', { comfort: 'Une lettre' }, (c: Character) => c.comfort, { name: 'Une lettre', lost: false }],
    ['fear', { fear: 'Le feu' }, (c: Character) => c.fear, 'Le feu'],
  ] as const)('%s: that text changes and nothing else of the sheet', (field, texts, read, expected) => {
    const { character, reasons, detail, crew } = edited(texts);
    expect(read(character)).toEqual(expected);
    // Every other field as it was: the numbers the rules own never move.
    const { look: _look, notes: _notes, vice, comfort, fear, ...rest } = character;
    const { vice: viceBefore, comfort: comfortBefore, fear: fearBefore, ...restBefore } = arlette;
    expect(rest).toEqual(restBefore);
    if (field !== 'purveyor') expect(vice).toEqual(viceBefore);
    else expect(vice).toEqual({ ...viceBefore, purveyor: 'Madame Roue' });
    if (field !== 'comfort') expect(comfort).toEqual(comfortBefore);
    if (field !== 'fear') expect(fear).toEqual(fearBefore);
    expect(crew.characters.find((c) => c.id === 'pc-2')).toEqual(basile);
    expect(detail).toEqual({ id: 'pc-1', fields: [field] });
    expect(reasons).toEqual([{ rule: 'D7', code: 'character_texts_edited', values: { name: 'Arlette', fields: field } }]);
  });

  it('several texts at once: the reason names each, in the order sent', () => {
    const { character, reasons } = edited({ fear: 'Les rats', look: 'Petite' });
    expect([character.fear, character.look]).toEqual(['Les rats', 'Petite']);
    expect(reasons[0]?.values).toEqual({ name: 'Arlette', fields: 'fear,look' });
  });

  it('a text emptied is kept empty; a key present but undefined names nothing', () => {
    const { character, detail } = edited({ look: '', notes: undefined });
    expect(character.look).toBe('');
    expect(character.notes).toBeUndefined();
    expect(detail).toEqual({ id: 'pc-1', fields: ['look'] });
  });

  it('a comfort named the same keeps whether it is lost; named anew it is not lost', () => {
    const lost = state([makeCharacter({ id: 'pc-1', comfort: { name: 'Médaillon', lost: true } })]);
    expect(edited({ comfort: 'Médaillon' }, 'pc-1', lost).character.comfort).toEqual({ name: 'Médaillon', lost: true });
    expect(edited({ comfort: 'Une lettre' }, 'pc-1', lost).character.comfort).toEqual({ name: 'Une lettre', lost: false });
  });

  it('a comfort or a fear set to null is taken away; a character without one gets one', () => {
    expect(edited({ comfort: null, fear: null }).character).toMatchObject({ comfort: null, fear: null });
    expect(edited({ comfort: 'Un chat', fear: 'Le vide' }, 'pc-2').character).toMatchObject({ comfort: { name: 'Un chat', lost: false }, fear: 'Le vide' });
  });

  it('a purveyor renamed keeps the vice and whether it is tapped (V1: finding a new one is the rules’)', () => {
    const tapped = state([makeCharacter({ id: 'pc-1', vice: { kind: 'gambling', purveyor: 'La Roue', tapped: true } })]);
    expect(edited({ purveyor: 'Le Tripot' }, 'pc-1', tapped).character.vice).toEqual({ kind: 'gambling', purveyor: 'Le Tripot', tapped: true });
  });

  it('refuses a purveyor for a character without a vice (V1) and an unknown character (D7), in the rules’ words', () => {
    expect(applyDowntimeEvent(state(), { type: 'character_texts', characterId: 'pc-2', texts: { purveyor: 'Quelqu’un' } }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'V1', code: 'no_vice', values: { character: 'pc-2' } },
    });
    expect(applyDowntimeEvent(state(), { type: 'character_texts', characterId: 'ghost', texts: { look: 'x' } }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'D7', code: 'unknown_character', values: { character: 'ghost' } },
    });
  });

  it('its schema takes only texts: a number, an unknown field or no text at all is refused, naming the field', () => {
    const parse = (texts: unknown) => downtimeEventSchema.safeParse({ type: 'character_texts', characterId: 'pc-1', texts });
    const paths = (texts: unknown) => {
      const parsed = parse(texts);
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.code, i.path.join('.')]);
    };
    expect(paths({ coin: 3 })).toContainEqual(['unrecognized_keys', 'texts']);
    expect(paths({ look: 3 })).toContainEqual(['invalid_type', 'texts.look']);
    expect(paths({})).not.toEqual([]);
    expect(paths({ notes: 'x'.repeat(2001) })).toContainEqual(['too_big', 'texts.notes']);
    expect(parse({ look: '  Petite  ' }).data).toMatchObject({ texts: { look: 'Petite' } });
  });
});

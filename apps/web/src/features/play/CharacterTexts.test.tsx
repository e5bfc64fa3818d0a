/**
 * A player's own texts of their character, from their phone (issue 36): behind « Modifier mes
 * textes », only the texts changed are sent (character.texts, on the sheet's version), never a
 * number; a 409 keeps what was typed, says what changed meanwhile, and sends again on the new version.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Character, GameSystem } from '@temps-mort/rules';
import { CHARACTER_TEXT_BOUNDS } from '@temps-mort/rules';
import { makeCharacter } from '@temps-mort/rules/testing';
import { useCrewSheet } from '../../lib/crew';
import { json, restoreFetch, serve, type Call, type Handler } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import { CharacterTexts, changedTexts } from './CharacterTexts';

const TOKEN = 'tok_0123456789abcdefABCDEF';
const PUT = 'PUT /api/crews/crew-1/characters/pc-1/texts';

afterEach(() => restoreFetch());

/** The crew's sheet with Arlette (pc-1) as given, at `version`. */
function sheetJson(arlette: Partial<Character> = {}, version = 12) {
  const base = sampleSheetJson();
  return { ...base, version, crew: { ...base.crew, characters: [makeCharacter({ id: 'pc-1', name: 'Arlette', look: 'Manteau gris', notes: '', ...arlette })] } };
}

function phone(routes: Record<string, Handler> = {}, sheet: unknown = sheetJson()): Call[] {
  return serve({ 'GET /api/crews/crew-1': () => json(sheet), ...routes });
}

/** The phone as it mounts the form: the sheet from the crew's live query (a 409 or an answer replaces it). */
function Phone({ plays }: { plays?: (system: GameSystem) => boolean }) {
  const sheet = useCrewSheet('crew-1', TOKEN);
  const character = sheet.data?.crew.characters.find((c) => c.id === 'pc-1');
  if (!sheet.data || !character) return null;
  return <CharacterTexts crewId="crew-1" character={character} token={TOKEN} sheet={sheet.data} plays={plays} />;
}

async function open(lang: 'fr' | 'en' = 'fr', plays?: (system: GameSystem) => boolean) {
  renderIn(lang, <Phone plays={plays} />);
  const summary = await screen.findByText(lang === 'fr' ? 'Modifier mes textes' : 'Edit my texts');
  fireEvent.click(summary);
  await screen.findByRole('textbox', { name: lang === 'fr' ? 'Allure' : 'Look' });
}

const type = (name: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const puts = (calls: readonly Call[]) => calls.filter((c) => c.method === 'PUT');

describe('my character’s texts', () => {
  it('stays closed until asked, then shows each text — never a number', async () => {
    phone();
    renderIn('fr', <Phone />);
    const summary = await screen.findByText('Modifier mes textes');
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(summary);
    await screen.findByRole('textbox', { name: 'Allure' });
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['look', 'notes', 'purveyor', 'comfort', 'fear']);
    expect(screen.getByRole('textbox', { name: 'Fournisseur' })).toHaveProperty('value', 'La Roue');
    expect(screen.getByRole('textbox', { name: 'Réconfort' })).toHaveProperty('value', 'Médaillon');
    expect(screen.getByRole('textbox', { name: 'Crainte' })).toHaveProperty('value', 'Les noyés');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    // Nothing changed yet: nothing to send, and it says so.
    expect(screen.getByRole('button', { name: 'Enregistrer mes textes' })).toHaveProperty('disabled', true);
    expect(plain(screen.getByRole('status').textContent)).toBe('Rien à enregistrer : aucun texte n’a changé.');
  });

  it('shows the purveyor only with a vice, the comfort and the fear only where the d12 is played', async () => {
    phone({}, sheetJson({ vice: null }));
    await open('en', (system) => system === 'downtime');
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['look', 'notes']);
  });

  it('without the campaign’s systems, shows the comfort and the fear of a character with a d12 sheet only', async () => {
    const none = { pools: { body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } }, comfort: null, fear: null };
    phone({}, sheetJson(none));
    await open('en');
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['look', 'notes', 'purveyor']);
  });

  it('sends only the texts changed, trimmed, on the sheet’s version; an emptied comfort is none', async () => {
    const calls = phone({ [PUT]: () => json({ sheet: sheetJson({ notes: 'Doit 3 pièces à Basile', comfort: null }, 13), event: {} }) });
    await open();
    type('Notes', '  Doit 3 pièces à Basile  ');
    type('Réconfort', '');
    // Typed back as it was: not a change.
    type('Allure', 'Manteau gris ');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes textes' }));
    await screen.findByText('Textes enregistrés.');
    expect(puts(calls)).toEqual([{ method: 'PUT', path: '/api/crews/crew-1/characters/pc-1/texts', body: { version: 12, texts: { notes: 'Doit 3 pièces à Basile', comfort: null } } }]);
    // The sheet answered is the one shown: the form follows it.
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'Doit 3 pièces à Basile');
    expect(screen.getByRole('textbox', { name: 'Réconfort' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Enregistrer mes textes' })).toHaveProperty('disabled', true);
  });

  it('keeps the typed texts on a 409, says what changed meanwhile, and sends them again on the new version', async () => {
    let tries = 0;
    const calls = phone({
      [PUT]: () => {
        tries += 1;
        return tries === 1
          ? json({ error: 'conflict', current: sheetJson({ notes: 'Écrit par le MJ' }, 14) }, 409)
          : json({ sheet: sheetJson({ notes: 'Mes notes à moi', look: 'Manteau gris' }, 15), event: {} });
      },
    });
    await open();
    type('Notes', 'Mes notes à moi');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes textes' }));
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toBe(
      'La feuille a changé entre-temps : vos textes n’ont pas été enregistrés, mais ils sont gardés ici. Relisez-les, puis renvoyez-les.Modifié par quelqu’un d’autre : Notes.',
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'Mes notes à moi');
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer mes textes' }));
    await screen.findByText('Textes enregistrés.');
    expect(puts(calls).map((c) => c.body)).toEqual([
      { version: 12, texts: { notes: 'Mes notes à moi' } },
      { version: 14, texts: { notes: 'Mes notes à moi' } },
    ]);
  });

  it('holds a text past the rules’ bound, saying so, and sends nothing', async () => {
    const calls = phone();
    await open('en');
    type('Look', 'x'.repeat(CHARACTER_TEXT_BOUNDS.look + 1));
    expect(screen.getByRole('textbox', { name: 'Look' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('500 characters at most')).toBeTruthy();
    expect(screen.getByText('501 characters of 500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save my texts' })).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('button', { name: 'Save my texts' }).closest('form') as HTMLFormElement);
    expect(puts(calls)).toEqual([]);
  });

  it('says the GM switched it off (403)', async () => {
    phone({ [PUT]: () => json({ error: 'forbidden' }, 403) });
    await open('en');
    type('Notes', 'Encore une note');
    fireEvent.click(screen.getByRole('button', { name: 'Save my texts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The GM no longer lets you edit your texts from your phone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save my texts' })).toHaveProperty('disabled', true));
  });
});

describe('changedTexts', () => {
  const arlette = makeCharacter({ look: 'Manteau gris', notes: 'Rien' });
  it.each([
    ['nothing touched', {}, null],
    ['a text typed back as it was', { look: ' Manteau gris ' }, null],
    ['a text changed', { notes: 'Tout' }, { notes: 'Tout' }],
    ['a note emptied (kept empty)', { notes: '  ' }, { notes: '' }],
    ['a fear emptied (none)', { fear: '' }, { fear: null }],
  ] as const)('%s', (_what, edits, expected) => {
    expect(changedTexts(arlette, edits, ['look', 'notes', 'purveyor', 'comfort', 'fear'])).toEqual(expected);
  });
});

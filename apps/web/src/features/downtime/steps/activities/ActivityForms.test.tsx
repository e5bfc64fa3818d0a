import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Character, Crew } from '@temps-mort/rules';
import { makeCharacter } from '@temps-mort/rules/testing';
import { renderIn } from '../../../../test/render';
import DowntimeRoute from '../../DowntimeRoute';
import { fakeApi, json, resetFakeApi, sheetJson, stepEvent, type Call } from '../../testing';

afterEach(() => resetFakeApi());

const ritual = { id: 'p-1', name: 'Le rituel', segments: 6, filled: 1 };

/** The activities step with Arlette (hunt 1, study 2, skirmish 1, sway 0, surgery 0) and Basile. */
function activities(lang: 'fr' | 'en', crew: Partial<Crew> = {}, steps: Record<string, (call: Call) => Response> = {}) {
  const calls = fakeApi({ sheet: sheetJson({ phase: 'activities', crew }), steps });
  renderIn(lang, <DowntimeRoute params={{ id: 'crew-1' }} />);
  return calls;
}

const pcs = (arlette: Partial<Character>, basile: Partial<Character> = {}) => [
  makeCharacter({ id: 'pc-1', name: 'Arlette', ...arlette }),
  makeCharacter({ id: 'pc-2', name: 'Basile', skills: { hunt: 0, surgery: 2 }, ...basile }),
];

const panel = () => screen.getByRole('region', { name: 'Arlette' });
const select = (name: string) => within(panel()).getByRole('combobox', { name }) as HTMLSelectElement;
const button = (name: string | RegExp) => within(panel()).getByRole('button', { name }) as HTMLButtonElement;
const options = (field: HTMLSelectElement) => [...field.options].map((o) => o.textContent);

describe('no silent choice in the activity forms (issue 34)', () => {
  it('the rolled action of a long-term project: French skill names with their ratings, nothing chosen, no roll until the GM chooses', async () => {
    const calls = activities('fr', { characters: pcs({ projects: [ritual] }) }, {
      '/api/crews/crew-1/downtime/activities': () => json({ sheet: sheetJson({ phase: 'activities', version: 13 }), event: stepEvent(9, 'activity') }),
    });
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Projet à long terme' }));

    const action = select('Action lancée');
    expect(action.value).toBe('');
    expect(options(action)).toEqual(['— choisir —', 'Chasser (1)', 'Étudier (2)', 'Se battre (1)', 'Influencer (0)', 'Chirurgie (0)']);
    expect(select('Projet').value).toBe('');
    // The roll waits, and says why, tied to the button.
    const roll = button('Lancer\u00a0: Projet à long terme');
    expect(roll.disabled).toBe(true);
    const why = within(panel()).getByText('Pour lancer, choisissez d’abord : « Projet » et « Action lancée ».');
    expect(roll.getAttribute('aria-describedby')).toContain(why.id);
    expect(within(panel()).getByText('Les chances s’affichent une fois le choix fait.')).toBeTruthy();

    // The best-rated skill is a suggestion the GM takes, not a value already set.
    expect(within(panel()).getByText('Suggestion : Étudier (2), sa compétence la mieux notée.')).toBeTruthy();
    fireEvent.click(button('Prendre\u00a0: Étudier (2)'));
    expect(select('Action lancée').value).toBe('study');
    expect(button('Lancer\u00a0: Projet à long terme').disabled).toBe(true);
    fireEvent.change(select('Projet'), { target: { value: 'p-1' } });
    expect(within(panel()).queryByText(/choisissez d’abord/)).toBeNull();
    expect(within(panel()).getByRole('figure', { name: /Ce jet remplit \(2 dés\)/ })).toBeTruthy();

    fireEvent.click(button('Lancer\u00a0: Projet à long terme'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ characterId: 'pc-1', activity: { kind: 'long_term_project', projectId: 'p-1', action: 'study', helped: false }, version: 12 });
  });

  it('every activity form starts with nothing chosen and its roll disabled', async () => {
    activities('en', { heat: 3, characters: pcs({ projects: [ritual], harm: [{ level: 2, description: 'Épaule démise' }] }) });
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    for (const activity of ['Acquire asset', 'Long-term project', 'Recover', 'Reduce heat', 'Train', 'Indulge vice']) {
      fireEvent.click(within(panel()).getByRole('radio', { name: activity }));
      const form = panel().querySelector('.activity-form') as HTMLElement;
      const chosen = within(form)
        .queryAllByRole('combobox')
        .filter((s) => (s as HTMLSelectElement).value !== '')
        .map((s) => s.getAttribute('id'));
      expect(chosen, activity).toEqual([]);
      expect(within(form).queryAllByRole('radio').filter((r) => (r as HTMLInputElement).checked), activity).toEqual([]);
      expect(button(`Roll: ${activity}`).disabled, activity).toBe(true);
      expect(within(form).getByText(/^To roll, first choose: /), activity).toBeTruthy();
    }
  });

  it('recover: the healer is said by the GM; a healing PC and surgery are suggested, and the odds are the rules’ for that healer', async () => {
    const calls = activities('en', { characters: pcs({ harm: [{ level: 2, description: 'Bruised ribs' }] }) }, {
      '/api/crews/crew-1/downtime/activities': () => json({ sheet: sheetJson({ phase: 'activities', version: 13 }), event: stepEvent(9, 'activity') }),
    });
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Recover' }));
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Another PC' }));
    expect(select('Healing PC').value).toBe('');
    fireEvent.click(button('Take: Basile'));
    expect(select('Action rolled').value).toBe('');
    expect(options(select('Action rolled'))).toEqual(['— choose —', 'Hunt (0)', 'Surgery (2)']);
    fireEvent.click(button('Take: Surgery (2)'));
    expect(within(panel()).getByRole('figure', { name: 'This roll fills (2 dice)' })).toBeTruthy();
    fireEvent.click(button('Roll: Recover'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ activity: { kind: 'recover', healer: { kind: 'pc', characterId: 'pc-2', action: 'surgery' } } });
  });

  it('healing oneself without surgery: the rules’ refusal is said before the roll, which stays disabled', async () => {
    activities('en', { characters: pcs({ harm: [{ level: 2, description: 'Bruised ribs' }] }) });
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Recover' }));
    fireEvent.click(within(panel()).getByRole('radio', { name: /^Oneself/ }));
    expect(await within(panel()).findByText(/As it stands, the rules refuse: Arlette lacks the surgery skill/)).toBeTruthy();
    expect(button('Roll: Recover').disabled).toBe(true);
  });
});

describe('what an activity needs, filled in place (issue 34)', () => {
  const saved = (character: Partial<Character>) => () =>
    json({ sheet: sheetJson({ phase: 'activities', version: 13, crew: { characters: pcs(character) } }), event: stepEvent(9, 'character_save') });

  it('indulge vice with no vice and no attribute circles: says so and saves both to the sheet with the crew’s character edit', async () => {
    const calls = activities('fr', { characters: pcs({ vice: null, attributes: {} }) }, {
      '/api/crews/crew-1/characters/pc-1': saved({ vice: { kind: 'Jeu', purveyor: 'Mama Cou', tapped: false }, attributes: { insight: { max: 3, current: 1 } } }),
    });
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'S’adonner à ses vices' }));
    expect(within(panel()).getByText('Arlette n’a pas de vice sur sa feuille : notez-le ici pour s’y adonner.')).toBeTruthy();
    expect(within(panel()).getByText(/Arlette n’a pas de cercles d’attribut/)).toBeTruthy();
    const save = button('Enregistrer sur la feuille');
    expect(save.disabled).toBe(true); // the vice is required
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Vice' }), { target: { value: 'Jeu' } });
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Fournisseur' }), { target: { value: 'Mama Cou' } });
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Cercles pleins\u00a0: Perspicacité' }), { target: { value: '1' } });
    fireEvent.click(button('Enregistrer sur la feuille'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/crews/crew-1/characters/pc-1',
      body: {
        vice: { kind: 'Jeu', purveyor: 'Mama Cou', tapped: false },
        attributes: { insight: { max: 3, current: 1 }, prowess: { max: 3, current: 3 }, resolve: { max: 3, current: 3 } },
        version: 12,
      },
    });
    // The new sheet is read at once: the vice roll is there, nothing chosen.
    expect((await within(panel()).findByRole('combobox', { name: 'Attribut à rétablir' }) as HTMLSelectElement).value).toBe('');
    expect(within(panel()).getByText('Vice : Jeu · Fournisseur : Mama Cou')).toBeTruthy();
  });

  it('the vice and the trained skills are said in the reader’s words', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'activities', characters: { 'pc-1': { used: 1, allowance: 2, remaining: 1, trained: ['study'], freePlay: 0, freePlayLimit: 3, pendingAsset: null, pendingOverindulgence: null, loadBeforeJail: null }, 'pc-2': { used: 0, allowance: 2, remaining: 2, trained: [], freePlay: 0, freePlayLimit: 3, pendingAsset: null, pendingOverindulgence: null, loadBeforeJail: null } } }) });
    renderIn('fr', <DowntimeRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    expect(within(panel()).getByText('Déjà entraîné : Étudier')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('radio', { name: 'S’adonner à ses vices' }));
    expect(within(panel()).getByText('Vice : Jeu · Fournisseur : La Roue')).toBeTruthy();
    expect(options(select('Attribut à rétablir'))).toEqual(['— choisir —', 'Perspicacité (2/4)', 'Prouesse (3/4)', 'Détermination (4/4)']);
    expect(within(panel()).getByRole('button', { name: 'Prendre\u00a0: Perspicacité (2/4)' })).toBeTruthy();
  });

  it('a long-term project with no project: the new project’s form is open there, and the project made is the one chosen', async () => {
    const calls = activities('en', { characters: pcs({}) }, {
      '/api/crews/crew-1/characters/pc-1/projects': () =>
        json({ sheet: sheetJson({ phase: 'activities', version: 13, crew: { characters: pcs({ projects: [{ id: 'p-9', name: 'Win the councillor', segments: 8, filled: 0 }] }) } }), event: stepEvent(9, 'project_create') }),
    });
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Long-term project' }));
    expect(within(panel()).getByText('No project yet: open one below.')).toBeTruthy();
    const details = within(panel()).getByText('New long-term project').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    fireEvent.change(within(details).getByRole('textbox', { name: 'What the clock achieves' }), { target: { value: 'Win the councillor' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Open the project' }));
    await waitFor(() => expect(select('Project').value).toBe('p-9'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Win the councillor', segments: 8, requires: null, version: 12 });
  });

  it('recover with no harm on the sheet: the harm taken is noted in place', async () => {
    const calls = activities('en', { characters: pcs({}) }, { '/api/crews/crew-1/characters/pc-1': saved({ harm: [{ level: 2, description: 'Bruised ribs' }] }) });
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Recover' }));
    expect(within(panel()).getByText('No harm to heal.')).toBeTruthy();
    expect(select('Level').value).toBe('');
    fireEvent.change(select('Level'), { target: { value: '2' } });
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Description' }), { target: { value: 'Bruised ribs' } });
    fireEvent.click(button('Record the harm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ harm: [{ level: 2, description: 'Bruised ribs' }], version: 12 });
    expect(await within(panel()).findByText('Bruised ribs')).toBeTruthy();
  });

  it('a PC with no skill at all: the skill a roll uses is added in place, its rating typed by the GM', async () => {
    const calls = activities('en', { heat: 4, characters: pcs({ skills: {} }) }, { '/api/crews/crew-1/characters/pc-1': saved({ skills: { prowl: 2 } }) });
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Reduce heat' }));
    expect(within(panel()).getByText('Arlette has no skill on their sheet: add the one the roll uses.')).toBeTruthy();
    fireEvent.change(select('Skill'), { target: { value: 'prowl' } });
    expect(button('Add the skill').disabled).toBe(true);
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Rating' }), { target: { value: '2' } });
    fireEvent.click(button('Add the skill'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ skills: { prowl: 2 }, version: 12 });
    await waitFor(() => expect(options(select('Action rolled'))).toEqual(['— choose —', 'Prowl (2)']));
  });
});

describe('a healer who is not a PC (issue 34: no dead end, no mistake before typing)', () => {
  it('untouched, the NPC’s fields say nothing wrong; the roll waits and names them', async () => {
    activities('fr', { characters: pcs({ harm: [{ level: 2, description: 'Côtes fêlées' }] }) });
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Récupérer' }));
    fireEvent.click(within(panel()).getByRole('radio', { name: /^Un PNJ/ }));
    expect(within(panel()).queryByText('Obligatoire')).toBeNull();
    expect(button('Lancer\u00a0: Récupérer').disabled).toBe(true);
    expect(within(panel()).getByText('Pour lancer, choisissez d’abord : « Nom du soigneur » et « Dés du soigneur ».')).toBeTruthy();
  });
});

describe('an asset to acquire (issue 34: no mistake before typing)', () => {
  it('untouched, its name says nothing wrong; the roll waits and names what it needs', async () => {
    activities('fr');
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Acquérir une ressource' }));
    expect(within(panel()).queryByText('Obligatoire')).toBeNull();
    expect(button('Lancer\u00a0: Acquérir une ressource').disabled).toBe(true);
  });
});

/**
 * The dice screens show only the game systems the campaign plays, and a crew's PC without a d12
 * sheet is to be filled in, never « dead ».
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import { restoreFetch, serveAnswers as serve } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import D100Route from './D100Route';
import D12Route from './D12Route';
import DiceRoute from './DiceRoute';

afterEach(() => restoreFetch());

const campaign = (systems: string[]) => ({ id: 'camp-1', name: 'Doskvol', language: 'en', tableRules: DEFAULT_TABLE_RULES, systems, version: 1 });

function routes(systems: string[], sheet = sampleSheetJson()) {
  return {
    'GET /api/campaigns/current': () => ({ body: campaign(systems) }),
    'GET /api/campaigns/camp-1/crews': () => ({ body: [{ id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 12 }] }),
    'GET /api/crews/crew-1': () => ({ body: sheet }),
    'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
  };
}

describe('the dice tools of the systems played', () => {
  it('a d12-only table: the dice page and its tabs show the d12 tool alone', async () => {
    serve(routes(['d12']));
    renderIn('en', <DiceRoute />);
    expect(await screen.findByRole('link', { name: 'd12 actions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /d100/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /d6/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /omplex/ })).toBeNull();
  });

  it('a tool of a system not played says so, names it and leads to the settings, in French too', async () => {
    serve(routes(['downtime', 'frostgrave']));
    renderIn('fr', <D100Route />);
    expect(await screen.findByText('Cette campagne ne joue pas le système d100.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Le choisir dans les réglages' }).getAttribute('href')).toBe('/settings#settings-systems');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a crew’s PC without a d12 sheet', () => {
  it('is to be filled in (a link to the crew’s setup), not « dead »: no action form for them', async () => {
    const sheet = sampleSheetJson();
    const [pc, ...rest] = sheet.crew.characters;
    if (!pc) throw new Error('no PC');
    const unfilled = { ...pc, pools: { body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } } };
    serve(routes(['downtime', 'd12'], { ...sheet, crew: { ...sheet.crew, characters: [unfilled, ...rest] } }));
    renderIn('fr', <D12Route />);
    const select = (await screen.findByRole('combobox', { name: 'Personnage' })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: pc.id } });
    expect((await screen.findByRole('link', { name: `Remplir la fiche d’${pc.name}` })).getAttribute('href')).toBe('/crews/crew-1?edit=1');
    expect(document.body.textContent).toContain(`${pc.name} n’a pas encore de fiche d12 (Corps, Esprit, Âme)\u00a0: elle est à remplir avant d’agir avec ce système.`);
    expect(document.body.textContent).not.toMatch(/mort|plus jouable/);
    expect(screen.queryByRole('button', { name: /Lancer/ })).toBeNull();
  });
});

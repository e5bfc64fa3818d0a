import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFetch } from '../../lib/api';
import { json, serve } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import type { CampaignStep } from './campaignApi';
import CampaignHistoryRoute from './CampaignHistoryRoute';

const roll = { sides: 6, purpose: 'd6_pool', dice: [6] };
const steps: CampaignStep[] = [
  { id: 's4', aggregate: 'dice', aggregateId: 'camp-1', subject: null, seq: 2, type: 'undo', reasons: [], changes: [], hidden: false, undone: false, undoneBy: null, undoes: 1, rolls: [], createdAt: '2026-03-12T14:04:00.000Z' },
  {
    id: 's3',
    aggregate: 'dice',
    aggregateId: 'camp-1',
    subject: null,
    seq: 1,
    type: 'd6_pool',
    reasons: [],
    changes: [],
    hidden: false,
    undone: true,
    undoneBy: 2,
    undoes: null,
    rolls: [
      {
        id: 'r1', campaignId: 'camp-1', crewId: null, characterId: null, wizardId: null, eventId: null, who: 'GM', purpose: 'd6', kind: 'd6_pool', sides: 6, dice: [6], band: '6', quality: null,
        hidden: false, undone: true, history: 'dice', reasons: [], result: { value: null, rolls: [roll] }, createdAt: '2026-03-12T14:03:00.000Z',
      },
    ],
    createdAt: '2026-03-12T14:03:00.000Z',
  },
  { id: 's2', aggregate: 'complex_action', aggregateId: 'ca-1', subject: 'Le coffre', seq: 1, type: 'complex_action_created', reasons: [], changes: [], hidden: false, undone: false, undoneBy: null, undoes: null, rolls: [], createdAt: '2026-03-12T14:02:00.000Z' },
  {
    id: 's1b',
    aggregate: 'crew',
    aggregateId: 'crew-1',
    subject: 'Les Corbeaux',
    seq: 2,
    type: 'payoff',
    reasons: [
      { rule: 'A1', code: 'activity_spent', values: { character: 'pc-1', activity: 'long_term_project', used: 1, allowance: 2 } },
      { rule: 'A5', code: 'project_ticked', values: { project: 'pr-1', ticked: 2, quality: 2, filled: 2, segments: 8 } },
      { rule: 'E2', code: 'status_changed', values: { faction: 'f-1', from: 0, to: -1 } },
    ],
    changes: [
      { what: 'coin', of: null, before: 3, after: 5 },
      { what: 'characterCoin', of: 'pc-1', before: 0, after: 2 },
      { what: 'hold', of: null, before: 'weak', after: 'strong' },
    ],
    hidden: false,
    undone: false,
    undoneBy: null,
    undoes: null,
    rolls: [],
    createdAt: '2026-03-12T14:01:30.000Z',
  },
  { id: 's1', aggregate: 'crew', aggregateId: 'crew-1', subject: 'Les Corbeaux', seq: 1, type: 'crew_created', reasons: [], changes: [], hidden: false, undone: false, undoneBy: null, undoes: null, rolls: [], createdAt: '2026-03-12T14:01:00.000Z' },
];

afterEach(() => {
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
});

const subjects = {
  things: [
    { aggregate: 'crew', aggregateId: 'crew-1', name: 'Les Corbeaux' },
    { aggregate: 'wizard', aggregateId: 'w-1', name: 'Maelis' },
    { aggregate: 'complex_action', aggregateId: 'ca-1', name: 'Le coffre' },
  ],
  characters: [{ id: 'pc-1', name: 'Arlette', crewId: 'crew-1' }],
  names: { factions: [{ id: 'f-1', name: 'Le Guet' }], cohorts: [], projects: [{ id: 'pr-1', name: 'L’Almanach' }], members: [] },
};

describe('the campaign’s one history (/history)', () => {
  it('lists every step of the table, named after what it changed, undone ones marked, in French', async () => {
    window.history.replaceState(null, '', '/history');
    const calls = serve({
      'GET /api/campaigns/current': () => json({ id: 'camp-1', name: 'Doskvol', tableRules: {}, version: 1 }),
      'GET /api/campaigns/camp-1/history': () => json({ steps, subjects }),
    });
    renderIn('fr', <CampaignHistoryRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Historique de la campagne' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Étapes de la campagne' });
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Annulation de l’étape 1 · Dés de la campagne', 'Jet d’action · Dés de la campagne', 'Action complexe créée · Le coffre', 'Récompense · Les Corbeaux', 'Bande créée · Les Corbeaux']);
    // What a step moved, in words, a character's by name.
    const moved = within(list).getByRole('list', { name: 'Ce qui a bougé' });
    expect(within(moved).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Argent de la bande\u00a0: 3 → 5',
      'Argent (Arlette)\u00a0: 0 → 2',
      'Assise\u00a0: Faible → Forte',
    ]);
    // Its reasons name the crew's things as the crew's own history does (never « un personnage retiré »).
    const reasons = () => [...list.querySelectorAll('.reasons-list li')].map((li) => li.textContent);
    await waitFor(() =>
      expect(reasons()).toEqual([
        'A1 Arlette\u00a0: Projet à long terme (activité 1 sur 2)',
        'A5 «\u00a0L’Almanach\u00a0»\u00a0: +2 segments (qualité 2) → 2 sur 8',
        'E2 Relations avec le Guet\u00a0: 0 → −1',
      ]),
    );
    const undone = within(list).getAllByRole('listitem')[1];
    expect(undone?.getAttribute('data-undone')).toBe('true');
    expect(within(undone as HTMLElement).getByText('Annulé')).toBeTruthy();
    expect(within(list).getAllByRole('link', { name: 'Les Corbeaux' }).map((a) => a.getAttribute('href'))).toEqual(['/crews/crew-1/history#step-2', '/crews/crew-1/history#step-1']);

    fireEvent.click(screen.getByRole('button', { name: 'Dés' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/history')).length).toBe(2));
    expect(window.location.search).toBe('?aggregate=dice');
  });

  it('a table that plays the crew’s downtime only: no wizard or complex action offered as a filter', async () => {
    window.history.replaceState(null, '', '/history');
    serve({
      'GET /api/campaigns/current': () => json({ id: 'camp-1', name: 'Doskvol', tableRules: {}, systems: ['downtime'], version: 1 }),
      'GET /api/campaigns/camp-1/history': () => json({ steps, subjects }),
    });
    renderIn('fr', <CampaignHistoryRoute />);
    const select = (await screen.findByLabelText('Ce que l’étape a changé')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'crew:crew-1', 'character:pc-1']);
    const filters = screen.getByRole('navigation', { name: /./ });
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tout', 'Bandes', 'Dés']);
  });

  it('filters by one thing it changed or by a character, from the names the answer gives', async () => {
    window.history.replaceState(null, '', '/history');
    const calls = serve({
      'GET /api/campaigns/current': () => json({ id: 'camp-1', name: 'Doskvol', tableRules: {}, version: 1 }),
      'GET /api/campaigns/camp-1/history': () => json({ steps, subjects }),
    });
    renderIn('fr', <CampaignHistoryRoute />);
    const select = (await screen.findByLabelText('Ce que l’étape a changé')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['N’importe quoi', 'Bande\u00a0: Les Corbeaux', 'Sorcier\u00a0: Maelis', 'Action complexe\u00a0: Le coffre', 'Personnage\u00a0: Arlette']);
    fireEvent.change(select, { target: { value: 'character:pc-1' } });
    await waitFor(() => expect(window.location.search).toBe('?characterId=pc-1'));
    fireEvent.change(await screen.findByLabelText('Ce que l’étape a changé'), { target: { value: 'wizard:w-1' } });
    await waitFor(() => expect(window.location.search).toBe('?aggregate=wizard&aggregateId=w-1'));
    // Within the wizards, only the wizards are offered.
    const wizardsOnly = (await screen.findByLabelText('Ce que l’étape a changé')) as HTMLSelectElement;
    expect([...wizardsOnly.options].map((o) => o.value)).toEqual(['', 'wizard:w-1']);
    // Each filter reads the history again.
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/history')).length).toBe(3));
  });
});

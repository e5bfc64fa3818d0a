import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFetch } from '../../lib/api';
import { renderIn } from '../../test/render';
import HomeRoute from './HomeRoute';
import { PASSPHRASE_KEY } from '../../lib/passphraseFlag';
import { json, restoreFetch, sampleCampaign, serve } from './testApi';

function gmRoutes() {
  return {
    'GET /api/auth/me': () => json({ kind: 'gm', campaignId: 'camp-1', accountId: 'acc-1', name: 'MJ', owner: true, role: 'owner', systems: [] }),
    'GET /api/campaigns/current': () => json(sampleCampaign()),
    'GET /api/campaigns/camp-1/crews': () => json([{ id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 4 }]),
    'POST /api/auth/passphrase': () => json(null, 204),
  };
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  restoreFetch();
  window.history.replaceState(null, '', '/');
});

describe('the GM home, first run', () => {
  it('invites the GM who came in through the one-time link to choose a passphrase, checked as they type', async () => {
    const calls = serve(gmRoutes());
    renderIn('en', <HomeRoute />);
    expect(await screen.findByRole('heading', { name: 'Choose a passphrase' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/crews/crew-1/history');

    fireEvent.change(screen.getByLabelText('New passphrase'), { target: { value: 'short' } });
    expect(screen.getByText('At least 8')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New passphrase'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Confirm the passphrase'), { target: { value: 'correct hose' } });
    expect(screen.getByText('The two passphrases don’t match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set the passphrase' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Confirm the passphrase'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the passphrase' }));

    expect(await screen.findByText(/Passphrase saved/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/passphrase')?.body).toEqual({ passphrase: 'correct horse' });
    expect(JSON.parse(localStorage.getItem(PASSPHRASE_KEY) ?? '[]')).toEqual(['acc-1']);
  });

  it('does not ask again once this device knows the account has a passphrase', async () => {
    localStorage.setItem(PASSPHRASE_KEY, JSON.stringify(['acc-1']));
    serve(gmRoutes());
    renderIn('fr', <HomeRoute />);
    expect(await screen.findByRole('link', { name: 'Les Corbeaux' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choisissez une phrase secrète' })).toBeNull();
  });

  it('"Later" puts the invitation away', async () => {
    serve(gmRoutes());
    renderIn('fr', <HomeRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('heading', { name: 'Choisissez une phrase secrète' })).toBeNull();
  });

  it('sends a GM with no campaign open to « Mes campagnes », asking for no campaign', async () => {
    const calls = serve({ 'GET /api/auth/me': () => json({ kind: 'gm', campaignId: null, accountId: 'acc-2', name: 'Lucie', owner: false, role: null, systems: [] }) });
    renderIn('fr', <HomeRoute />);
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/me']);
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    serve({ 'GET /api/auth/me': () => json({ error: 'unauthorized' }, 401) });
    renderIn('en', <HomeRoute />);
    await waitFor(() => expect(window.location.pathname).toBe('/signin'));
  });

  it('offline, a device that opened a player link goes back to its kept sheet (an app installed on /)', async () => {
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: 'tok_0123456789abcdefABCDEF', crewId: 'crew-1' }));
    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderIn('en', <HomeRoute />);
    await waitFor(() => expect(window.location.pathname).toBe('/s'));
  });

  it('offline, a GM’s device says it cannot reach the server', async () => {
    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderIn('en', <HomeRoute />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });
});

describe('the GM home, first run: what the table plays', () => {
  const unchosen = () => sampleCampaign({ systemsChosen: false });
  const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

  it('asks first, before the passphrase, with the four systems each said in one line and none ticked', async () => {
    serve({ ...gmRoutes(), 'GET /api/campaigns/current': () => json(unchosen()) });
    renderIn('fr', <HomeRoute />);
    const question = await screen.findByRole('region', { name: /^À quoi joue votre table/ });
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.indexOf('systems-question-title')).toBeLessThan(regions.indexOf('invite-title'));
    const boxes = within(question).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.value)).toEqual(['downtime', 'd12', 'd100', 'frostgrave']);
    expect(boxes.map((b) => b.checked)).toEqual([false, false, false, false]);
    expect(box(/système d12/).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box(/système d12/).getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/Corps.*points de Destin/);
    // Nothing ticked: the confirmation waits, said as a hint (not an error before anything was done).
    expect(within(question).getByRole('button', { name: 'Jouer avec ces systèmes' })).toHaveProperty('disabled', true);
    expect(within(question).queryByRole('alert')).toBeNull();
    expect(within(question).getByText('Choisissez au moins un système.')).toBeTruthy();
  });

  it('sends the systems ticked with the campaign’s version, then says so and where to change them', async () => {
    const calls = serve({
      ...gmRoutes(),
      'GET /api/campaigns/current': () => json(unchosen()),
      'PATCH /api/campaigns/camp-1': () => json(sampleCampaign({ version: 4, systems: ['downtime', 'frostgrave'], systemsChosen: true })),
    });
    renderIn('fr', <HomeRoute />);
    const question = await screen.findByRole('region', { name: /^À quoi joue votre table/ });
    fireEvent.click(box(/temps morts/));
    fireEvent.click(box(/Frostgrave/));
    fireEvent.click(within(question).getByRole('button', { name: 'Jouer avec ces systèmes' }));
    expect(await within(question).findByText(/Systèmes de jeu enregistrés\. Vous pourrez les changer dans les réglages\./)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ version: 3, systems: ['downtime', 'frostgrave'] }]);
    expect(within(question).queryByRole('checkbox')).toBeNull();
  });

  it('a campaign whose systems were chosen (or made before the question existed) is not asked', async () => {
    serve(gmRoutes());
    renderIn('fr', <HomeRoute />);
    expect(await screen.findByRole('link', { name: 'Les Corbeaux' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^À quoi joue votre table/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('the crews’ “Downtime” link follows the campaign’s systems', async () => {
    serve({ ...gmRoutes(), 'GET /api/campaigns/current': () => json(sampleCampaign({ systems: ['d12'] })) });
    renderIn('en', <HomeRoute />);
    expect(await screen.findByRole('link', { name: 'History' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Downtime' })).toBeNull();
  });
});

describe('the GM home, a crew not set up yet', () => {
  it('invites the GM to rename and set up the crew made at first start (untouched), not one already set up', async () => {
    serve({
      ...gmRoutes(),
      'GET /api/campaigns/camp-1/crews': () =>
        json([
          { id: 'crew-1', name: 'Ma bande', tier: 0, version: 1 },
          { id: 'crew-2', name: 'Les Corbeaux', tier: 2, version: 4 },
        ]),
    });
    renderIn('en', <HomeRoute />);
    const invite = await screen.findByRole('link', { name: 'Rename and set up Ma bande' });
    expect(invite.getAttribute('href')).toBe('/crews/crew-1?edit=1');
    expect(screen.queryByRole('link', { name: 'Rename and set up Les Corbeaux' })).toBeNull();
    expect(screen.getAllByText(/This crew is not set up yet/).length).toBe(1);
  });
});

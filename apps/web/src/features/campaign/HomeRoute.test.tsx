import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setFetch } from '../../lib/api';
import { renderIn } from '../../test/render';
import HomeRoute from './HomeRoute';
import { PASSPHRASE_KEY } from './passphraseFlag';
import { json, restoreFetch, sampleCampaign, serve } from './testApi';

function gmRoutes() {
  return {
    'GET /api/auth/me': () => json({ kind: 'gm', campaignId: 'camp-1' }),
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
    expect(JSON.parse(localStorage.getItem(PASSPHRASE_KEY) ?? '[]')).toEqual(['camp-1']);
  });

  it('does not ask again once this device knows the campaign has a passphrase', async () => {
    localStorage.setItem(PASSPHRASE_KEY, JSON.stringify(['camp-1']));
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

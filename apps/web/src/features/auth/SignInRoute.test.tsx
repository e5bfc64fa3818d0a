import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../app/App';
import { setFetch } from '../../lib/api';
import { QueryClient } from '../../lib/query';
import { useAppStore } from '../../stores';
import { renderIn } from '../../test/render';
import { PASSPHRASE_KEY } from '../../lib/passphraseFlag';
import SignInRoute, { safeNext } from './SignInRoute';
import { json } from '../../test/fakeApi';


type Route = (body: unknown) => Response;

function serve(routes: Record<string, Route>): { method: string; path: string; body: unknown }[] {
  const calls: { method: string; path: string; body: unknown }[] = [];
  setFetch(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    // A server of one account unless the test says otherwise: no name asked.
    const route = routes[`${method} ${path}`] ?? (path === '/api/auth/sign-in' ? () => json({ nameNeeded: false }) : undefined);
    return route ? route(body) : json({ error: 'unauthorized' }, 401);
  });
  return calls;
}

function typeAndSubmit(passphrase: string, label = 'Passphrase', button = 'Sign in') {
  fireEvent.change(screen.getByLabelText(label), { target: { value: passphrase } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

beforeEach(() => window.history.replaceState(null, '', '/signin'));
afterEach(() => {
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
});

describe('GM sign-in', () => {
  it('says "too many tries" (429) in words and waits before the next try', async () => {
    serve({ 'POST /api/auth/login': () => json({ error: 'rate_limited', retryAfter: 30 }, 429) });
    renderIn('en', <SignInRoute />);
    typeAndSubmit('correct horse');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many tries: try again in 30 seconds.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/You can try again in (30|29) seconds/)).toBeTruthy();
  });

  it('says it in French', async () => {
    serve({ 'POST /api/auth/login': () => json({ error: 'rate_limited', retryAfter: 1 }, 429) });
    renderIn('fr', <SignInRoute />);
    typeAndSubmit('correct horse', 'Phrase secrète', 'Se connecter');
    expect((await screen.findByRole('alert')).textContent).toContain('Trop d’essais\u00a0: réessayez dans 1 seconde.');
    // Once the wait is over, the refusal goes and the button comes back.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 2500 });
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveProperty('disabled', false);
  });

  it('marks a wrong passphrase on the field', async () => {
    serve({ 'POST /api/auth/login': () => json({ error: 'unauthorized' }, 401) });
    renderIn('en', <SignInRoute />);
    typeAndSubmit('not it');
    expect(await screen.findByText('Wrong passphrase')).toBeTruthy();
    expect(screen.getByLabelText('Passphrase').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in, remembers this account has a passphrase, and goes back where it was asked', async () => {
    window.history.replaceState(null, '', '/signin?next=%2Fsettings');
    const calls = serve({ 'POST /api/auth/login': () => json({ kind: 'gm', campaignId: 'camp-1', accountId: 'acc-1', name: 'MJ', owner: true, role: 'owner', systems: [] }) });
    renderIn('en', <SignInRoute />);
    expect(screen.getByText('You are not signed in, or your session has ended: sign in to continue.')).toBeTruthy();
    typeAndSubmit('correct horse battery');
    await waitFor(() => expect(window.location.pathname).toBe('/settings'));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({ passphrase: 'correct horse battery' });
    expect(JSON.parse(localStorage.getItem(PASSPHRASE_KEY) ?? '[]')).toEqual(['acc-1']);
    expect(screen.queryByLabelText('Account name')).toBeNull();
  });

  it('asks the account’s name when the server has several accounts, starting with the one this device last typed', async () => {
    localStorage.setItem('tm.gm.lastName', 'Lucie');
    const calls = serve({
      'GET /api/auth/sign-in': () => json({ nameNeeded: true }),
      'POST /api/auth/login': () => json({ kind: 'gm', campaignId: null, accountId: 'acc-2', name: 'Bastien', owner: false, role: null, systems: [] }),
    });
    renderIn('fr', <SignInRoute />);
    const name = await screen.findByLabelText('Nom du compte');
    expect((name as HTMLInputElement).value).toBe('Lucie');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Phrase secrète'), { target: { value: 'correct horse' } });
    // No name, no sign-in.
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveProperty('disabled', true);
    fireEvent.change(name, { target: { value: '  Bastien ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({ name: 'Bastien', passphrase: 'correct horse' });
    expect(localStorage.getItem('tm.gm.lastName')).toBe('Bastien');
  });

  it('says a wrong name or passphrase without saying which', async () => {
    serve({ 'GET /api/auth/sign-in': () => json({ nameNeeded: true }), 'POST /api/auth/login': () => json({ error: 'unauthorized' }, 401) });
    renderIn('en', <SignInRoute />);
    fireEvent.change(await screen.findByLabelText('Account name'), { target: { value: 'Nobody' } });
    typeAndSubmit('not it');
    expect(await screen.findByText('Wrong name or passphrase')).toBeTruthy();
    expect(screen.getByLabelText('Passphrase').getAttribute('aria-invalid')).toBe('true');
  });

  it('never sends anyone to another site after signing in', () => {
    expect(safeNext('next=%2Fcrews%2Fc1')).toBe('/crews/c1');
    expect(safeNext('next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeNext('next=%2F%2Fevil.example')).toBe('/');
    expect(safeNext('')).toBe('/');
  });
});

describe('sign-out', () => {
  it('signs the GM out from the header and says so on the sign-in page', async () => {
    window.history.replaceState(null, '', '/');
    let signedIn = true;
    const calls = serve({
      'GET /api/auth/me': () => (signedIn ? json({ kind: 'gm', campaignId: 'camp-1', accountId: 'acc-1', name: 'MJ', owner: true, role: 'owner', systems: [] }) : json({ error: 'unauthorized' }, 401)),
      'GET /api/campaigns/current': () => (signedIn ? json({ id: 'camp-1', name: 'Ma campagne', language: 'fr', tableRules: {}, systems: ['downtime', 'd12', 'd100', 'frostgrave'], systemsChosen: true, version: 1 }) : json({ error: 'unauthorized' }, 401)),
      'GET /api/campaigns/camp-1/crews': () => json([]),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(null, 204);
      },
    });
    useAppStore.getState().setLang('en');
    render(<App client={new QueryClient()} />);
    await screen.findByRole('heading', { level: 1, name: 'Ma campagne' });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    });
    expect(await screen.findByText('You are signed out. Sign in again with your passphrase.')).toBeTruthy();
    expect(window.location.pathname).toBe('/signin');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

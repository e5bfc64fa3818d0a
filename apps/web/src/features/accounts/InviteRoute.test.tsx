import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSPHRASE_KEY } from '../../lib/passphraseFlag';
import { json, restoreFetch, serve } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import InviteRoute from './InviteRoute';

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const campaignInvite = { kind: 'campaign', campaignName: 'Les Lames', by: 'Lucie', expiresAt: '2026-12-13T10:00:00.000Z' };
const instanceInvite = { kind: 'instance', by: 'Lucie', expiresAt: '2026-12-13T10:00:00.000Z' };
const signedOut = () => json({ error: 'unauthorized' }, 401);

function at(hash: string) {
  window.history.replaceState(null, '', `/invite${hash}`);
}

afterEach(() => {
  restoreFetch();
  window.history.replaceState(null, '', '/');
});

describe('the invitation page', () => {
  it('reads the token from the fragment and POSTs it, never in an address; says who invites to what', async () => {
    at(`#${TOKEN}`);
    const calls = serve({ 'GET /api/auth/me': signedOut, 'POST /api/invites/read': () => json(campaignInvite) });
    renderIn('fr', <InviteRoute />);
    expect((await screen.findByText(/vous invite/)).textContent).toBe('Lucie vous invite à co-animer «\u00a0Les Lames\u00a0»');
    expect(calls.find((c) => c.path === '/api/invites/read')?.body).toEqual({ token: TOKEN });
    expect(calls.every((c) => !c.path.includes(TOKEN) && !(c.query ?? '').includes(TOKEN))).toBe(true);
    expect(screen.getByRole('button', { name: 'Créer mon compte et rejoindre' })).toBeTruthy();
  });

  it('makes the account with the name and the passphrase typed twice, then lands in the campaign', async () => {
    at(`#${TOKEN}`);
    const calls = serve({
      'GET /api/auth/me': signedOut,
      'POST /api/invites/read': () => json(campaignInvite),
      'POST /api/invites/accept': () => json({ kind: 'gm', campaignId: 'camp-1', accountId: 'acc-2', name: 'Bastien', owner: false, role: 'cogm', systems: [] }),
    });
    renderIn('en', <InviteRoute />);
    const submit = await screen.findByRole('button', { name: 'Create my account and join' });
    fireEvent.click(submit);
    // Nothing typed: each field says what it lacks, nothing is sent.
    expect(screen.getByText('Required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/invites/accept')).toBe(false);
    fireEvent.change(screen.getByLabelText('Your GM name'), { target: { value: ' Bastien ' } });
    fireEvent.change(screen.getByLabelText('Passphrase'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Confirm the passphrase'), { target: { value: 'correct hose' } });
    expect(screen.getByText('The two passphrases don’t match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm the passphrase'), { target: { value: 'correct horse' } });
    fireEvent.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === '/api/invites/accept')?.body).toEqual({ token: TOKEN, account: { name: 'Bastien', passphrase: 'correct horse' } });
    // This device knows the account has a passphrase (the home will not ask for one).
    expect(JSON.parse(localStorage.getItem(PASSPHRASE_KEY) ?? '[]')).toEqual(['acc-2']);
  });

  it('a name already taken is said on the field', async () => {
    at(`#${TOKEN}`);
    serve({ 'GET /api/auth/me': signedOut, 'POST /api/invites/read': () => json(instanceInvite), 'POST /api/invites/accept': () => json({ error: 'conflict', current: { field: 'name', reason: 'taken' } }, 409) });
    renderIn('fr', <InviteRoute />);
    fireEvent.change(await screen.findByLabelText('Votre nom de MJ'), { target: { value: 'Lucie' } });
    fireEvent.change(screen.getByLabelText('Phrase secrète'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Confirmer la phrase secrète'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByText(/^Ce nom est déjà pris/)).textContent).toBe('Ce nom est déjà pris sur ce serveur\u00a0: choisissez-en un autre.');
    expect(screen.getByLabelText('Votre nom de MJ').getAttribute('aria-invalid')).toBe('true');
  });

  it('signed in as a GM, a campaign’s invitation joins with that account', async () => {
    at(`#${TOKEN}`);
    const calls = serve({
      'GET /api/auth/me': () => json({ kind: 'gm', campaignId: 'camp-7', accountId: 'acc-2', name: 'Bastien', owner: false, role: 'owner', systems: [] }),
      'POST /api/invites/read': () => json(campaignInvite),
      'POST /api/invites/accept': () => json({ kind: 'gm', campaignId: 'camp-1', accountId: 'acc-2', name: 'Bastien', owner: false, role: 'cogm', systems: [] }),
    });
    renderIn('en', <InviteRoute />);
    expect(await screen.findByText('You are signed in as Bastien.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join with my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === '/api/invites/accept')?.body).toEqual({ token: TOKEN });
  });

  it('signed in as a GM, the server’s invitation is not for them: it says so', async () => {
    at(`#${TOKEN}`);
    serve({ 'GET /api/auth/me': () => json({ kind: 'gm', campaignId: null, accountId: 'acc-2', name: 'Bastien', owner: false, role: null, systems: [] }), 'POST /api/invites/read': () => json(instanceInvite) });
    renderIn('en', <InviteRoute />);
    expect(await screen.findByText(/You already have a GM account on this server/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('another invitation opened on the page (only the fragment changes) is read in its turn', async () => {
    at(`#${TOKEN}`);
    const calls = serve({
      'GET /api/auth/me': signedOut,
      'POST /api/invites/read': (call) => ((call.body as { token: string }).token === TOKEN ? json(campaignInvite) : json({ error: 'not_found', resource: 'invite' }, 404)),
    });
    renderIn('en', <InviteRoute />);
    expect(await screen.findByText('Lucie invites you to co-run “Les Lames”')).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/invite#tok_other');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation link does not work');
    expect(calls.filter((c) => c.path === '/api/invites/read').map((c) => c.body)).toEqual([{ token: TOKEN }, { token: 'tok_other' }]);
  });

  it.each([
    ['an unknown, used, revoked or expired link', `#${TOKEN}`],
    ['a link without its token', ''],
  ])('%s says so plainly, with what to do', async (_what, hash) => {
    at(hash);
    serve({ 'GET /api/auth/me': signedOut, 'POST /api/invites/read': () => json({ error: 'not_found', resource: 'invite' }, 404) });
    renderIn('en', <InviteRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This invitation link does not work');
    expect(alert.textContent).toContain('Ask the person who invited you for a new link.');
  });
});

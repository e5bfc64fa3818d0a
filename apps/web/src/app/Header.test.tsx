import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from '../lib/router';
import { json, serve } from '../test/fakeApi';
import { sampleCampaign } from '../features/campaign/testApi';
import type { Campaign } from '../lib/campaign';
import { renderIn } from '../test/render';
import { Header } from './Header';

/** The header on `path`, once the GM's menu (a lazy chunk) is there. */
async function renderHeader(path: string, systems: Campaign['systems'] = ['downtime', 'd12', 'd100', 'frostgrave']) {
  serve({ 'GET /api/auth/me': () => json({ kind: 'gm', campaignId: 'camp-1', systems }), 'GET /api/campaigns/current': () => json(sampleCampaign({ systems })) });
  window.history.replaceState(null, '', path);
  renderIn('en', <Header />);
  await screen.findByRole('button', { name: 'Menu' });
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('the header’s menu (the GM’s links on a phone)', () => {
  it('is a disclosure button for the panel with the links, the language and “Sign out”', async () => {
    await renderHeader('/crews/crew-1/downtime');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel?.querySelector('nav[aria-label="Main navigation"]')).toBeTruthy();
    expect(panel?.querySelector('[role="group"][aria-label="Language"]')).toBeTruthy();
    expect(panel?.contains(await screen.findByRole('button', { name: 'Sign out' }))).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it and gives the focus back to the button', async () => {
    await renderHeader('/dice');
    fireEvent.click(toggle());
    const dice = screen.getByRole('link', { name: 'Dice' });
    dice.focus();
    fireEvent.keyDown(dice, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('a tap elsewhere closes it; a tap inside does not', async () => {
    await renderHeader('/dice');
    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByRole('button', { name: /English/ }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('a new screen closes it, and marks its section’s link as the current page', async () => {
    await renderHeader('/dice');
    expect(screen.getByRole('link', { name: 'Dice' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(toggle());
    act(() => navigate('/history'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dice' }).getAttribute('aria-current')).toBeNull();
    act(() => navigate('/dice/d12'));
    expect(screen.getByRole('link', { name: 'Dice' }).getAttribute('aria-current')).toBe('page');
  });

  it('on the players’ sheet: no menu, no GM link, the language switch alone', () => {
    serve({});
    window.history.replaceState(null, '', '/s/some-token');
    renderIn('en', <Header />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
  });
});

describe('the header’s links: the sections of the game systems the campaign plays', () => {
  it('every section for a table that plays every system', async () => {
    await renderHeader('/history');
    for (const name of ['Dice', 'History', 'Underworld ledger', 'Settings']) expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('no ledger without Frostgrave, no dice without a dice system', async () => {
    await renderHeader('/history', ['d12']);
    expect(await screen.findByRole('link', { name: 'Dice' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Settings' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Underworld ledger' })).toBeNull());
  });

  it('a Frostgrave-only table: the ledger, and no dice page', async () => {
    await renderHeader('/history', ['frostgrave']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dice' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Underworld ledger' })).toBeTruthy();
  });
});

describe('the header and GM accounts', () => {
  it('names the open campaign beside the app, and offers « My campaigns » and « My account »', async () => {
    await renderHeader('/dice');
    expect((await screen.findByText('Ma campagne', { exact: false, selector: '.header-campaign' })).textContent).toBe('Open campaign: Ma campagne');
    expect(screen.getByRole('link', { name: 'My campaigns' }).getAttribute('href')).toBe('/campaigns');
    expect((await screen.findByRole('link', { name: 'My account' })).getAttribute('href')).toBe('/account');
  });

  it('a GM with no campaign open: only « My campaigns », where a campaign’s screen sends them', async () => {
    const calls = serve({ 'GET /api/auth/me': () => json({ kind: 'gm', campaignId: null, accountId: 'acc-2', name: 'Lucie', owner: false, role: null, systems: [] }) });
    window.history.replaceState(null, '', '/dice');
    renderIn('en', <Header />);
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['My campaigns']);
    expect(calls.some((c) => c.path === '/api/campaigns/current')).toBe(false);
    expect(document.querySelector('.header-campaign')).toBeNull();
  });

  it('nobody signed in (an invitation, the sign-in page): no GM’s links', async () => {
    serve({ 'GET /api/auth/me': () => json({ error: 'unauthorized' }, 401) });
    window.history.replaceState(null, '', '/invite');
    renderIn('en', <Header />);
    await screen.findByRole('button', { name: 'Menu' });
    await waitFor(() => expect(screen.queryByRole('navigation', { hidden: true })).toBeNull());
    expect(window.location.pathname).toBe('/invite');
  });
});

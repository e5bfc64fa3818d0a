import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../app/App';
import { setFetch } from '../../lib/api';
import { QueryClient } from '../../lib/query';
import { useAppStore } from '../../stores';
import { FakeEventSource } from '../../test/fakeEventSource';
import { sampleRolls, sampleSheetJson } from '../../test/sampleSheet';
import { json } from '../../test/fakeApi';

const TOKEN = 'tok_0123456789abcdefABCDEF';

type Call = { url: string; auth: string | undefined };

function serve(routes: Record<string, () => Response>): Call[] {
  const calls: Call[] = [];
  setFetch(async (input, init) => {
    const url = String(input);
    calls.push({ url, auth: (init?.headers as Record<string, string> | undefined)?.authorization });
    const path = url.split('?')[0] ?? url;
    const handler = routes[path];
    return handler ? handler() : json({ error: 'not_found', resource: 'route' }, 404);
  });
  return calls;
}


function playerRoutes(): Record<string, () => Response> {
  return {
    '/api/share/sheet': () => json(sampleSheetJson()),
    '/api/crews/crew-1': () => json(sampleSheetJson()),
    '/api/campaigns/camp-1/rolls': () => json(sampleRolls()),
  };
}

beforeEach(() => {
  localStorage.removeItem('tm.playerLink');
  sessionStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  useAppStore.getState().setLang('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
});

describe('the players’ crew sheet (/s/:token)', () => {
  it('loads the sheet with the link’s token as Bearer, then keeps it live over SSE', async () => {
    const calls = serve(playerRoutes());
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' })).toBeTruthy();
    expect(sessionStorage.getItem('tm.shareToken')).toBe(TOKEN);
    // A first visit: one request for the sheet (no /api/auth/me first), nor a second for the same sheet.
    expect(calls.find((c) => c.url === '/api/share/sheet')?.auth).toBe(`Bearer ${TOKEN}`);
    expect(calls.filter((c) => c.url === '/api/auth/me' || c.url === '/api/crews/crew-1')).toEqual([]);
    expect(calls.find((c) => c.url.startsWith('/api/campaigns/camp-1/rolls'))?.auth).toBe(`Bearer ${TOKEN}`);
    // No GM navigation on a player's page.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.last();
    expect(stream.url).toBe(`/api/crews/crew-1/stream?token=${TOKEN}`);
    // Until the stream first opens: connecting, not "connection lost".
    const indicator = document.querySelector('p.live');
    expect(indicator?.textContent).toMatch(/Connecting…/);
    expect(indicator?.getAttribute('data-state')).toBe('connecting');
    act(() => stream.open());
    expect(await screen.findByText('Live')).toBeTruthy();

    // The GM applies heat: the event carries the new sheet, which replaces the old one at once.
    const next = sampleSheetJson();
    const rollsBefore = calls.filter((c) => c.url.startsWith('/api/campaigns/camp-1/rolls')).length;
    act(() => stream.emit('crew', { seq: 42, type: 'heat', reasons: [], sheet: { ...next, version: 13, crew: { ...next.crew, heat: 9 } } }, '42'));
    expect(screen.getByRole('meter', { name: 'Heat' }).getAttribute('aria-valuetext')).toBe('Heat: 9 of 9');
    // …and the recent rolls are fetched again.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/campaigns/camp-1/rolls')).length).toBe(rollsBefore + 1));

    // An open roll made at the table arrives on its own and goes on top of the recent rolls.
    const roll = { ...sampleRolls()[0], id: 'r2', purpose: 'fortune', who: 'Basile', dice: [6], band: '6', reasons: [] };
    act(() => stream.emit('roll', roll));
    expect(await screen.findByText(/by Basile/)).toBeTruthy();
    const dice = [...document.querySelectorAll('.roll .die')].map((d) => d.textContent);
    expect(dice).toEqual(['6', '4', '2']);
  });

  it('shows the complex actions the crew takes part in, and each new roll or undo on a tracker live', async () => {
    const tracker = (remaining: number, status = 'ongoing') => ({
      id: 'ca-1',
      campaignId: 'camp-1',
      crewId: 'crew-1',
      name: 'Le coffre du Guet',
      tracker: { start: 6, remaining, failureThreshold: 30, totalRaised: 4, milestones: [{ crossed: 3, label: 'La porte', reachedAtRoll: null }], status, history: [] },
      version: 1,
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    const calls = serve({ ...playerRoutes(), '/api/campaigns/camp-1/complex-actions': () => json([tracker(5)]) });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    const section = await screen.findByRole('region', { name: 'Complex actions' });
    expect(calls.find((c) => c.url.startsWith('/api/campaigns/camp-1/complex-actions'))).toMatchObject({ url: '/api/campaigns/camp-1/complex-actions?crewId=crew-1', auth: `Bearer ${TOKEN}` });
    expect(section.textContent).toContain('Le coffre du Guet');
    expect(screen.getByRole('meter', { name: 'Steps crossed' }).getAttribute('aria-valuetext')).toBe('Steps crossed: 1 of 6');
    expect(section.textContent).toContain('Failure threshold: 4 of 30');
    expect(section.textContent).toContain('Milestone reached: 0 of 1');

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.last();
    act(() => stream.open());
    // The GM rolls on the tracker: the stream carries it, in place, without another request.
    const before = calls.length;
    act(() => stream.emit('complex_action', tracker(0, 'succeeded')));
    expect(screen.getByRole('meter', { name: 'Steps crossed' }).getAttribute('aria-valuetext')).toBe('Steps crossed: 6 of 6');
    expect(section.textContent).toContain('Succeeded');
    expect(calls.slice(before).filter((c) => c.url.includes('complex-actions'))).toEqual([]);
  });

  it('says when it is offline, with the time of the last update', async () => {
    serve(playerRoutes());
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.last().open());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const status = await screen.findByText(/Offline: last known sheet/);
    expect(status.closest('p')?.textContent).toMatch(/Offline: last known sheet — Updated \d\d:\d\d/);
    expect(status.closest('p')?.getAttribute('data-state')).toBe('offline');
  });

  it('also opens the API’s /share#token=… links, and remembers the crew of the token', async () => {
    const calls = serve(playerRoutes());
    window.history.replaceState(null, '', `/share#token=${TOKEN}`);
    render(<App client={new QueryClient()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/share/sheet')?.auth).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(localStorage.getItem('tm.playerLink') ?? '{}')).toEqual({ token: TOKEN, crewId: 'crew-1' });
  });

  it('on a later visit asks for the remembered crew’s sheet directly', async () => {
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: TOKEN, crewId: 'crew-1' }));
    const calls = serve(playerRoutes());
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/crews/crew-1')?.auth).toBe(`Bearer ${TOKEN}`);
    expect(calls.filter((c) => c.url === '/api/share/sheet' || c.url === '/api/auth/me')).toEqual([]);
  });

  it('says a revoked link no longer works, and forgets it', async () => {
    serve({ '/api/share/sheet': () => json({ error: 'unauthorized' }, 401) });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    expect(await screen.findByText('This share link no longer works: ask the GM for a new one.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('tm.playerLink')).toBeNull());
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('keeps the sheet as drawn for the next visit’s first paint, saying "connecting", never "live"', async () => {
    serve(playerRoutes());
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    try {
      render(<App client={new QueryClient()} />, { container: root });
      await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' });
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      act(() => FakeEventSource.last().open());
      await screen.findByText('Live');
      await waitFor(() => expect(localStorage.getItem('tm.sheetPaint')).toContain('Les Corbeaux'));
      const kept = JSON.parse(localStorage.getItem('tm.sheetPaint') ?? '{}') as { crewId: string; html: string };
      expect(kept.crewId).toBe('crew-1');
      const copy = document.createElement('div');
      copy.innerHTML = kept.html;
      expect(copy.querySelector('p.live')?.getAttribute('data-state')).toBe('connecting');
      expect(copy.querySelector('p.live')?.textContent).toMatch(/Connecting… — Updated \d\d:\d\d/);
      expect(copy.querySelector('[role="meter"]')).not.toBeNull();
    } finally {
      root.remove();
    }
  });
});

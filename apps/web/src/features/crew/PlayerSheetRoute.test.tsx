import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../app/App';
import { setFetch } from '../../lib/api';
import { QueryClient } from '../../lib/query';
import { useAppStore } from '../../stores';
import { FakeEventSource } from '../../test/fakeEventSource';
import { sampleRolls, sampleSheetJson } from '../../test/sampleSheet';
import { sampleLedger, sampleWizard } from '../../test/sampleWizard';
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

// The sheet's lazy parts, imported once up front (as the phone's service worker has them cached):
// their first import, a transform under a loaded test run, must not eat a test's wait.
beforeAll(async () => {
  await Promise.all([import('./components/CrewComplexActions'), import('./components/FollowedLedger'), import('../../components/DowntimeRecap'), import('../play/PlayerActions')]);
});

beforeEach(() => {
  localStorage.removeItem('tm.playerLink');
  sessionStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  useAppStore.getState().setLang('en');
});

/** A service worker controlling the page (jsdom has none): what the page posts to it. */
function withServiceWorker(): { messages: unknown[] } {
  const messages: unknown[] = [];
  const container = Object.assign(new EventTarget(), {
    controller: { postMessage: (message: unknown) => void messages.push(message) },
    getRegistration: async () => undefined,
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { messages };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
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
    // A first visit: one request for the sheet, nor a second for the same sheet; /api/auth/me (what
    // else the link names) only once the sheet is there.
    expect(calls[0]).toEqual({ url: '/api/share/sheet', auth: `Bearer ${TOKEN}` });
    expect(calls.filter((c) => c.url === '/api/crews/crew-1')).toEqual([]);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/me')).toEqual([{ url: '/api/auth/me', auth: `Bearer ${TOKEN}` }]));
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
    // A roll's reasons in words, never a rule id (the GM's sheet tags them: players don't read rule ids).
    expect(await screen.findByText('Heat −2 (quality 2) → 5')).toBeTruthy();
    expect(document.querySelector('.rolls abbr.rule-id')).toBeNull();
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

  it('once the downtime is done, says what it changed, under the crew’s head', async () => {
    const done = { ...sampleSheetJson(), downtime: { ...sampleSheetJson().downtime, phase: 'done', number: 3 } };
    const calls = serve({
      ...playerRoutes(),
      '/api/share/sheet': () => json(done),
      '/api/crews/crew-1/downtime/changes': () => json({ downtime: 3, changes: [{ what: 'coin', before: 3, after: 13 }] }),
    });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    const recap = await screen.findByRole('region', { name: 'What downtime #3 changed' });
    expect(recap.textContent).toMatch(/Crew coin: 3 → 13/);
    expect(calls.find((c) => c.url.startsWith('/api/crews/crew-1/downtime/changes'))?.auth).toBe(`Bearer ${TOKEN}`);
  });

  it('shows each PC’s skills, coin and load and how many entanglements the GM holds, live, in English and French', async () => {
    const withPcs = (coin: number, held: number) => {
      const base = sampleSheetJson();
      const [arlette, basile] = base.crew.characters;
      return {
        ...base,
        heldEntanglements: held,
        crew: { ...base.crew, characters: [{ ...arlette!, skills: { prowl: 3 }, coin, load: 4 }, basile!] },
      };
    };
    serve({ ...playerRoutes(), '/api/share/sheet': () => json(withPcs(0, 0)) });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    const card = () => screen.getByRole('region', { name: 'Arlette' });
    const valueOf = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await screen.findByRole('region', { name: 'Arlette' });
    expect(valueOf('Prowl')).toBe('3');
    expect(valueOf('Personal coin')).toBe('0');
    expect(valueOf('Load')).toBe('4');
    expect(screen.queryByText(/held by the GM/)).toBeNull();

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.last();
    act(() => stream.open());
    // The GM splits the payoff and rolls an entanglement hidden: the players see their coin and a count, live.
    act(() => stream.emit('crew', { seq: 42, type: 'hidden', reasons: [], sheet: { ...withPcs(2, 1), version: 13 } }, '42'));
    expect(valueOf('Personal coin')).toBe('2');
    expect(screen.getByText('1 entanglement held by the GM')).toBeTruthy();

    act(() => useAppStore.getState().setLang('fr'));
    expect(valueOf('Rôder')).toBe('3');
    expect(valueOf('Argent personnel')).toBe('2');
    expect(valueOf('Charge')).toBe('4');
    expect(screen.getByText('1 imbroglio gardé par le MJ')).toBeTruthy();
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
    expect(calls[0]).toEqual({ url: '/api/crews/crew-1', auth: `Bearer ${TOKEN}` });
    expect(calls.filter((c) => c.url === '/api/share/sheet')).toEqual([]);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/me')).toHaveLength(1));
  });

  it('says a revoked link no longer works, and forgets it', async () => {
    serve({ '/api/share/sheet': () => json({ error: 'unauthorized' }, 401) });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    expect(await screen.findByText('This share link no longer works: ask the GM for a new one.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('tm.playerLink')).toBeNull());
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('asks the service worker to keep the link’s page for the next visit, once the browser is idle', async () => {
    serve(playerRoutes());
    const worker = withServiceWorker();
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' });
    await waitFor(() => expect(worker.messages).toContainEqual({ type: 'keep-page', token: TOKEN }));
  });

  it('a page whose stream cannot open asks whether its link still stands: a revoked one is said, and forgotten with its kept pages', async () => {
    let revoked = false;
    const me = () => json({ kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId: null, wizardId: null, systems: ['downtime'] });
    const calls = serve({ ...playerRoutes(), '/api/auth/me': () => (revoked ? json({ error: 'unauthorized' }, 401) : me()) });
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: TOKEN, crewId: 'crew-1' }));
    const worker = withServiceWorker();
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    // The GM revoked the link meanwhile: the stream is refused (an HTTP error: the browser gives up).
    revoked = true;
    act(() => FakeEventSource.last().fail());
    expect(await screen.findByText('This share link no longer works: ask the GM for a new one.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('tm.playerLink')).toBeNull());
    expect(worker.messages).toContainEqual({ type: 'forget-pages' });
    // Asked apart: the sheet was not asked again (nothing on screen replaced by the answer).
    expect(calls.filter((c) => c.url === '/api/crews/crew-1')).toHaveLength(1);
  });

  it('a stream that cannot open while the link still stands (the server down): the sheet stays as it is', async () => {
    const calls = serve({ ...playerRoutes(), '/api/auth/me': () => json({ error: 'internal' }, 503) });
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: TOKEN, crewId: 'crew-1' }));
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.last().fail());
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/me').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Les Corbeaux' })).toBeTruthy();
    expect(screen.queryByText('This share link no longer works: ask the GM for a new one.')).toBeNull();
    expect(localStorage.getItem('tm.playerLink')).not.toBeNull();
  });
});

describe('what a player link names besides its crew', () => {
  const me = (names: { characterId?: string | null; wizardId?: string | null }) => () =>
    json({ kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId: null, wizardId: null, systems: ['downtime', 'd12', 'd100', 'frostgrave'], ...names });
  const cards = () => [...document.querySelectorAll('.pcs > section.pc')];

  it('opens on the character the link was given to: first, marked “You”, reachable at #my-character', async () => {
    serve({ ...playerRoutes(), '/api/auth/me': me({ characterId: 'pc-2' }) });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('heading', { level: 1, name: 'Les Corbeaux' });
    // Basile is second in the crew; the link is his: his card comes first, marked.
    const basile = await screen.findByRole('region', { name: 'Basile You' });
    expect(cards()[0]).toBe(basile);
    expect(document.getElementById('my-character')).toBe(basile);
    expect(within(basile).getByText('You').className).toContain('badge-you');
    const arlette = await screen.findByRole('region', { name: 'Arlette' });
    expect(cards()[1]).toBe(arlette);
    expect(within(arlette).queryByText('You')).toBeNull();
    // No ledger is followed: none is asked for.
    expect(screen.queryByTestId('followed-ledger')).toBeNull();
  });

  it('a character’s link that may act: « My actions » once the sheet is there, under its head and before the character’s card (issue 36)', async () => {
    serve({
      ...playerRoutes(),
      '/api/auth/me': () =>
        json({ kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId: 'pc-2', wizardId: null, systems: ['downtime'], may: { propose: true, roll: false, editTexts: false }, tableRules: {} }),
      '/api/crews/crew-1/proposals': () => json([]),
    });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    // Its own chunk, after the sheet and the link's answer (a loaded machine may take a while).
    const actions = await screen.findByRole('region', { name: 'My actions' }, { timeout: 5000 });
    const basile = screen.getByRole('region', { name: 'Basile You' });
    const head = document.querySelector('.sheet-head');
    expect(head?.compareDocumentPosition(actions)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(actions.compareDocumentPosition(basile)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(actions).getByText('What you do for Basile: the GM has the last word.')).toBeTruthy();
  });

  it('keeps the crew’s order when the link names no character', async () => {
    const calls = serve({ ...playerRoutes(), '/api/auth/me': me({}) });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('region', { name: 'Arlette' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/me')).toBe(true));
    expect(cards().map((c) => c.querySelector('h3')?.textContent)).toEqual(['Arlette', 'Basile']);
    expect(document.getElementById('my-character')).toBeNull();
  });

  it('shows the wizard’s ledger the link follows, in words, an undone roll marked undone, and follows it live', async () => {
    let ledger = sampleLedger();
    const calls = serve({
      ...playerRoutes(),
      '/api/auth/me': me({ characterId: 'pc-1', wizardId: 'w1' }),
      '/api/wizards/w1/ledger': () => json(ledger),
    });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    const section = await screen.findByRole('region', { name: 'Underworld ledger — Morgane' });
    expect(calls.find((c) => c.url === '/api/wizards/w1/ledger')?.auth).toBe(`Bearer ${TOKEN}`);
    // The wizard: level, gold, markers against the level and the markers still free.
    expect(within(section).getByText('Level 10')).toBeTruthy();
    expect(within(section).getByText('Vault: 100 gc')).toBeTruthy();
    expect(within(section).getByText('Hired muscle: 0 of 2')).toBeTruthy();
    expect(within(section).getByRole('meter', { name: 'Debt markers' }).getAttribute('aria-valuetext')).toBe('Debt markers: 2 of 10');
    expect(within(section).getByText('8 more markers possible')).toBeTruthy();
    // The warband, read-only: names and roles in words.
    const warband = within(section).getByRole('table', { name: 'Warband' });
    expect(within(warband).getAllByRole('row').slice(1).map((r) => [...r.children].slice(0, 2).map((c) => c.textContent))).toEqual([
      ['Morgane', 'Wizard'],
      ['Ana', 'Apprentice'],
      ['Bors', 'Soldier'],
    ]);
    expect(within(section).queryByRole('button')).toBeNull();
    // The entries, newest first, in words; the GM's hidden d20 is not there.
    const items = [...section.querySelectorAll('li.ledger-item')];
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Collection — Settled',
      'Roll: Debt check (d20)',
      'Pay off',
      'Roll: Intimidation: the gang (d20)',
      'Loan',
    ]);
    expect(items[0]?.querySelector('.ledger-detail')?.textContent).toBe('Pay what you owe Markers −1 · Gold −150 gc');
    expect(items[4]?.querySelector('.ledger-detail')?.textContent).toBe(' Markers +3 · Gold +250 gc');
    expect(within(items[1] as HTMLElement).getByText('Dice: 2')).toBeTruthy();
    // The undone intimidation's roll stays, marked undone (like the sheet's recent rolls).
    const undone = items[3] as HTMLElement;
    expect(undone.className).toContain('roll--undone');
    expect(within(undone).getByText('Undone').className).toContain('badge--undone');
    expect(within(items[1] as HTMLElement).queryByText('Undone')).toBeNull();
    // Reasons in words, never a rule id nor an engine code.
    expect(await within(items[4] as HTMLElement).findByText('Loan of 250 gc: 3 debt markers (1 per 100 gc or part)')).toBeTruthy();
    expect(section.querySelector('abbr.rule-id')).toBeNull();
    expect(section.textContent).not.toMatch(/\bF[1-6]\b|pay_what_you_owe|debt_check|w1|m-ana/);

    // The GM pays off a marker: the crew's stream says the wizard moved; the ledger is read again.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.last();
    act(() => stream.open());
    const reads = () => calls.filter((c) => c.url === '/api/wizards/w1/ledger').length;
    const sheets = () => calls.filter((c) => c.url === '/api/share/sheet' || c.url === '/api/crews/crew-1').length;
    const [readsBefore, sheetsBefore] = [reads(), sheets()];
    ledger = { ...sampleLedger(sampleWizard({ markers: 1, freeMarkers: 9, gold: 0, version: 4 })) };
    act(() => stream.emit('wizard', { wizardId: 'w1' }));
    await waitFor(() => expect(within(section).getByRole('meter', { name: 'Debt markers' }).getAttribute('aria-valuetext')).toBe('Debt markers: 1 of 10'));
    expect(reads()).toBe(readsBefore + 1);
    expect(within(section).getByText('Vault: 0 gc')).toBeTruthy();
    // …the crew's sheet is not read again for it.
    expect(sheets()).toBe(sheetsBefore);

    // The connection drops and comes back: the ledger is read again too (something may have moved).
    act(() => stream.drop());
    act(() => stream.open());
    await waitFor(() => expect(reads()).toBe(readsBefore + 2));
  });

  it('says so when the followed wizard is gone', async () => {
    let gone = false;
    serve({
      ...playerRoutes(),
      '/api/auth/me': me({ wizardId: 'w1' }),
      '/api/wizards/w1/ledger': () => (gone ? json({ error: 'not_found', resource: 'wizard' }, 404) : json(sampleLedger())),
    });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('region', { name: 'Underworld ledger — Morgane' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.last().open());
    gone = true;
    act(() => FakeEventSource.last().emit('wizard', { wizardId: 'w1' }));
    const section = await screen.findByRole('region', { name: 'Underworld ledger' });
    expect(await within(section).findByText('This wizard doesn’t exist, or no longer does.')).toBeTruthy();
    expect(section.querySelector('li.ledger-item')).toBeNull();
    // The crew's sheet is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Les Corbeaux' })).toBeTruthy();
  });

  it('a wizard’s own link (no crew): the page is the wizard’s ledger, live over the wizard’s stream', async () => {
    let ledger = sampleLedger();
    const calls = serve({
      '/api/share/sheet': () => json({ error: 'not_found', resource: 'crew' }, 404),
      '/api/auth/me': () => json({ kind: 'player', campaignId: 'camp-1', crewId: null, characterId: null, wizardId: 'w1', systems: ['frostgrave'] }),
      '/api/wizards/w1/ledger': () => json(ledger),
    });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Underworld ledger — Morgane' });
    const page = heading.closest('section');
    expect(page?.textContent).toContain('Vault: 100 gc');
    // Not taken for a revoked link, and no crew is asked for.
    expect(screen.queryByText(/no longer works/)).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/crews/'))).toBe(false);
    // Live: the wizard's own stream, with the link's token.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.last();
    expect(stream.url).toBe(`/api/wizards/w1/stream?token=${TOKEN}`);
    act(() => stream.open());
    ledger = sampleLedger(sampleWizard({ markers: 1, freeMarkers: 9, gold: 0, version: 4 }));
    act(() => stream.emit('wizard', { wizardId: 'w1' }));
    await waitFor(() => expect(page?.textContent).toContain('Vault: 0 gc'));
  });

  it('a wizard’s own link revoked: says the link no longer works', async () => {
    serve({
      '/api/share/sheet': () => json({ error: 'not_found', resource: 'crew' }, 404),
      '/api/auth/me': () => json({ error: 'unauthorized' }, 401),
    });
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This share link no longer works: ask the GM for a new one.');
  });
});

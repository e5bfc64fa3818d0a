import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TABLE_RULES, clockRaceOdds, clockRollOdds, clockTickOdds, type CrewClock } from '@temps-mort/rules';
import { makeCharacter, makeCrew, makeFaction } from '@temps-mort/rules/testing';
import { formatPercent } from '@temps-mort/i18n/format';
import { setFetch } from '../../lib/api';
import { renderIn } from '../../test/render';
import { FakeEventSource } from '../../test/fakeEventSource';
import { historyEvent } from '../../test/history';
import BetweenNightsRoute from './BetweenNightsRoute';

const plans: CrewClock = { id: 'k1', name: 'Tenir les docks', owner: { kind: 'faction', id: 'f1' }, segments: 6, filled: 2, visibility: 'gm_only', onFill: 'Les docks tombent' };
const done: CrewClock = { id: 'k2', name: 'Acheter le Guet', owner: { kind: 'faction', id: 'f2' }, segments: 4, filled: 4, visibility: 'open', onFill: '' };
const heist: CrewClock = { id: 'k3', name: 'Le grand coup', owner: { kind: 'crew', id: 'crew-1' }, segments: 8, filled: 1, visibility: 'open', onFill: '' };

type Race = { rival: string; winner: string | null };

function sheet(clocks: CrewClock[] = [plans, done, heist], version = 12, lockedBy: Record<string, string> = {}, races: Record<string, Race> = {}) {
  return {
    id: 'crew-1',
    campaignId: 'camp-1',
    version,
    crew: makeCrew({
      id: 'crew-1',
      tier: 1,
      factions: [
        makeFaction({ id: 'f1', name: 'Les Lampions', tier: 2, status: -1, goal: 'Tenir tout le port', notes: 'Ils paient bien', revealed: ['notes'] }),
        makeFaction({ id: 'f2', name: 'Le Guet', tier: 3, status: 0 }),
      ],
      clocks,
    }),
    downtime: { phase: 'idle', number: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, characters: {}, allowedEvents: [] },
    clocks: clocks.map((c) => ({ id: c.id, name: c.name, owner: c.owner, visibility: c.visibility, progress: { filled: c.filled, segments: c.segments, full: c.filled >= c.segments }, onFill: c.onFill, lockedBy: lockedBy[c.id] ?? null, race: races[c.id] ?? null })),
    gmNotes: '',
    updatedAt: '2025-11-30T10:05:00.000Z',
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

function serve(writes: Record<string, (body: unknown) => Response>, first: unknown = sheet()): Call[] {
  const calls: Call[] = [];
  setFetch(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/crews/crew-1') return json(first);
    if (method === 'GET' && path === '/api/campaigns/current') return json({ id: 'camp-1', name: 'Doskvol', language: 'en', tableRules: DEFAULT_TABLE_RULES, version: 1 });
    const write = writes[`${method} ${path}`];
    if (!write) return json({ error: 'not_found', resource: 'route' }, 404);
    return write(body);
  });
  return calls;
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
});

const renderRoute = (lang: 'en' | 'fr' = 'en') => renderIn(lang, <BetweenNightsRoute params={{ id: 'crew-1' }} />);
const clockGroup = async (name: string) => screen.findByRole('group', { name }, { timeout: 5000 });

describe('between game nights', () => {
  it('walks the factions with open clocks, marks what the players do not know, and shows the rules’ odds of the tier roll before it', async () => {
    serve({});
    renderRoute();
    const group = await clockGroup('Tenir les docks');
    const card = group.closest('article') as HTMLElement;
    expect(within(card).getByRole('heading', { name: /Les Lampions/ })).toBeTruthy();
    // The full clock's faction has no open goal: no card.
    expect(screen.queryByRole('heading', { name: /Le Guet/ })).toBeNull();
    expect(within(card).getByText('Tenir tout le port').closest('div')?.textContent).toContain('Hidden from players');
    expect(within(card).getByText('Ils paient bien').closest('div')?.textContent).toContain('Known to the players');
    expect(within(group).getByText('GM only')).toBeTruthy();
    expect(within(card).getByText('Tier roll: 2 dice')).toBeTruthy();

    const method = { kind: 'faction_tier', tier: 2 } as const;
    const fill = clockRollOdds({ segments: 6, filled: 2, rolls: 3, method }, { table: DEFAULT_TABLE_RULES }).byRoll;
    const shown = within(group).getAllByTestId('fill-odds').map((e) => e.textContent);
    expect(shown).toEqual(fill.map((p, i) => `Within ${i + 1} ${i === 0 ? 'roll' : 'rolls'}: ${formatPercent(Math.round(p * 1000) / 10, 'en')}`));
    // Not a constant: more than a third of the time but never certain within one roll.
    expect(fill[0]).toBeGreaterThan(0);
    expect(fill[0]).toBeLessThan(1);
    const ticks = [...clockTickOdds(method, DEFAULT_TABLE_RULES).keys()].sort((a, b) => a - b);
    const tickRows = within(group.querySelector('.odds') as HTMLElement).getAllByRole('listitem');
    expect(tickRows.map((r) => r.querySelector('.odds-label')?.textContent)).toEqual(ticks.map((n) => `${n} ${n === 1 ? 'segment' : 'segments'}`));

    // The crew's own clock, with a fortune roll on the crew's tier by default.
    const crew = await clockGroup('Le grand coup');
    const fortune = clockRollOdds({ segments: 8, filled: 1, rolls: 3, method: { kind: 'fortune', pool: 1 } }, { table: DEFAULT_TABLE_RULES }).byRoll;
    expect(within(crew).getAllByTestId('fill-odds')[2]?.textContent).toBe(`Within 3 rolls: ${formatPercent(Math.round((fortune[2] ?? 0) * 1000) / 10, 'en')}`);
  });

  it('rolls the tier, reveals the clock and undoes the last step, each as a step with its reasons', async () => {
    const rolled = { ...plans, filled: 4 };
    const calls = serve({
      'POST /api/crews/crew-1/clocks/k1/roll': () =>
        json({ sheet: sheet([rolled, done, heist], 13), event: historyEvent(7, 'clock_roll', { reasons: [{ rule: 'K5', code: 'band_ticks', values: { band: '4-5', reading: 'actionQuality', ticks: 2 } }] }) }),
      'PUT /api/crews/crew-1/clocks/k1': () => json({ sheet: sheet([{ ...rolled, visibility: 'open' }, done, heist], 14), event: historyEvent(8, 'clock_save') }),
      'POST /api/crews/crew-1/undo': () => json({ sheet: sheet([rolled, done, heist], 15), event: historyEvent(9, 'undo', { detail: { undone: 8, type: 'clock_save' } as never }) }),
    });
    renderRoute();
    const group = await clockGroup('Tenir les docks');
    expect((screen.getByRole('button', { name: 'Undo the last step' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(group).getByRole('button', { name: 'Roll the tier for “Tenir les docks”' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/roll'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/roll'))?.body).toEqual({ roll: { kind: 'faction_tier' }, version: 12 });
    expect(await screen.findByText('Last step: Clock roll')).toBeTruthy();
    expect(await screen.findByText(/2 segments for a 4-5 result/)).toBeTruthy();
    await waitFor(() => expect(within(group).getByRole('img').getAttribute('aria-label')).toBe('Tenir les docks: 4 of 6'));

    fireEvent.click(within(group).getByRole('button', { name: 'Reveal to the players: “Tenir les docks”' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/crews/crew-1/clocks/k1', body: { visibility: 'open', version: 13 } });
    await waitFor(() => expect(within(group).getByText('Known to the players')).toBeTruthy());
    expect(within(group).queryByRole('button', { name: /Reveal/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Undo the last step' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/crews/crew-1/undo')).toBe(true));
    expect(calls.find((c) => c.path === '/api/crews/crew-1/undo')?.body).toEqual({ version: 14 });
    expect(await screen.findByText('Last step undone.')).toBeTruthy();
    await waitFor(() => expect(within(group).getByText('GM only')).toBeTruthy());
    // One step left to undo from here (the roll), none after it.
    fireEvent.click(screen.getByRole('button', { name: 'Undo the last step' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/crews/crew-1/undo')).toHaveLength(2));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Undo the last step' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('ticks by hand, +1, then −n and +n for the segments the GM sets', async () => {
    let version = 12;
    const calls = serve({ 'POST /api/crews/crew-1/clocks/k3/tick': () => json({ sheet: sheet([plans, done, { ...heist, filled: 4 }], ++version), event: historyEvent(7, 'clock_tick') }) });
    renderRoute();
    const group = await clockGroup('Le grand coup');
    fireEvent.click(within(group).getByRole('button', { name: '+1 on “Le grand coup”' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/tick'))).toHaveLength(1));
    expect(calls.find((c) => c.path.endsWith('/tick'))?.body).toEqual({ delta: 1, version: 12 });
    expect(await screen.findByText('Last step: Clock ticked by hand')).toBeTruthy();

    fireEvent.change(within(group).getByLabelText('Segments by hand'), { target: { value: '3' } });
    fireEvent.click(await within(group).findByRole('button', { name: '−3 on “Le grand coup”' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/tick'))).toHaveLength(2));
    fireEvent.click(await within(group).findByRole('button', { name: '+3 on “Le grand coup”' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/tick'))).toHaveLength(3));
    expect(calls.filter((c) => c.path.endsWith('/tick')).map((c) => c.body)).toEqual([
      { delta: 1, version: 12 },
      { delta: -3, version: 13 },
      { delta: 3, version: 14 },
    ]);
  });

  it('lets the GM show a GM-only clock’s name alone, and reveal one hidden part of a faction', async () => {
    const calls = serve({
      'PUT /api/crews/crew-1/clocks/k1': () => json({ sheet: sheet([{ ...plans, visibility: 'name_only' }, done, heist], 13), event: historyEvent(7, 'clock_save') }),
      'PUT /api/crews/crew-1/factions/f1': () => json({ sheet: sheet([{ ...plans, visibility: 'name_only' }, done, heist], 14), event: historyEvent(8, 'faction_save') }),
    });
    renderRoute();
    const group = await clockGroup('Tenir les docks');
    fireEvent.click(within(group).getByRole('button', { name: 'Show the name only: “Tenir les docks”' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/crews/crew-1/clocks/k1', body: { visibility: 'name_only', version: 12 } });
    await waitFor(() => expect(within(group).getByText('Name only for the players')).toBeTruthy());
    // Name only: the next move is the whole reveal.
    expect(within(group).queryByRole('button', { name: /Show the name only/ })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Reveal to the players: “Tenir les docks”' })).toBeTruthy();

    // The notes are known already: only the goal has a reveal.
    const card = group.closest('article') as HTMLElement;
    expect(within(card).queryByRole('button', { name: /the notes of/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Reveal to the players: the goal of “Les Lampions”' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/crews/crew-1/factions/f1')).toBe(true));
    expect(calls.find((c) => c.path === '/api/crews/crew-1/factions/f1')?.body).toEqual({ revealed: ['notes', 'goal'], version: 13 });
  });

  it('K6 + K7: no race odds while the rival is locked (its rolls are refused), nor on the locked clock itself', async () => {
    const watch: CrewClock = { id: 'k5', name: 'Le Guet se rapproche', owner: { kind: 'faction', id: 'f2' }, segments: 4, filled: 2, visibility: 'open', onFill: '' };
    const racing = { ...heist, racesAgainst: 'k5' };
    serve({}, sheet([plans, racing, watch], 12, { k5: 'k1' }, { k3: { rival: 'k5', winner: null }, k5: { rival: 'k3', winner: null } }));
    renderRoute();
    expect(within(await clockGroup('Le grand coup')).queryByTestId('race-odds')).toBeNull();
    expect(within(await clockGroup('Le Guet se rapproche')).queryByTestId('race-odds')).toBeNull();
  });

  it('K7: a clock in a race shows the rules’ odds of each filling first, its rival rolled its usual way', async () => {
    const watch: CrewClock = { id: 'k5', name: 'Le Guet se rapproche', owner: { kind: 'faction', id: 'f2' }, segments: 4, filled: 2, visibility: 'open', onFill: '' };
    const racing = { ...heist, racesAgainst: 'k5' };
    serve({}, sheet([plans, racing, watch], 12, {}, { k3: { rival: 'k5', winner: null }, k5: { rival: 'k3', winner: null } }));
    renderRoute();
    const group = await clockGroup('Le grand coup');
    const odds = within(group).getByTestId('race-odds');
    expect(odds.querySelector('dt')?.textContent).toBe('Odds of the race, one roll each per round (“Le Guet se rapproche”: tier roll)');
    const expected = clockRaceOdds(
      { a: { segments: 8, filled: 1, method: { kind: 'fortune', pool: 1 } }, b: { segments: 4, filled: 2, method: { kind: 'faction_tier', tier: 3 } }, rounds: 3, order: 'same_time' },
      { table: DEFAULT_TABLE_RULES },
    ).byRound;
    const pct = (p: number) => formatPercent(Math.round(p * 1000) / 10, 'en');
    expect([...odds.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(
      expected.map((r, i) => `Within ${i + 1} ${i === 0 ? 'round' : 'rounds'}: “Le grand coup” first ${pct(r.a)}, “Le Guet se rapproche” first ${pct(r.b)}, tie ${pct(r.tie)}`),
    );
    // A tier-3 faction two segments from the end is the favourite: the odds are not a constant.
    expect(expected[2]?.b ?? 0).toBeGreaterThan(expected[2]?.a ?? 1);
    // The faction's side shows the same race from its end, the crew's clock rolled by a fortune roll of the crew's tier.
    const rival = await clockGroup('Le Guet se rapproche');
    expect(within(rival).getByTestId('race-odds').querySelector('dt')?.textContent).toBe('Odds of the race, one roll each per round (“Le grand coup”: fortune roll of 1 die)');
  });

  it('K3: an action roll on the crew’s clock reads the acting character’s rating, shows the rules’ odds and sends who acts', async () => {
    const withPc = sheet();
    const crew = { ...withPc.crew, characters: [makeCharacter({ id: 'pc-1', name: 'Arlette', skills: { hunt: 1, study: 3 } })] };
    const calls = serve({ 'POST /api/crews/crew-1/clocks/k3/roll': () => json({ sheet: { ...withPc, crew, version: 13 }, event: historyEvent(7, 'clock_roll') }) }, { ...withPc, crew });
    renderRoute();
    const group = await clockGroup('Le grand coup');
    fireEvent.change(within(group).getByLabelText('Roll'), { target: { value: 'action' } });
    fireEvent.change(within(group).getByLabelText('Action'), { target: { value: 'study' } });
    fireEvent.click(within(group).getByLabelText('Helped (+1 quality)'));
    const expected = clockRollOdds({ segments: 8, filled: 1, rolls: 3, method: { kind: 'action', pool: 3, helped: true } }, { table: DEFAULT_TABLE_RULES }).byRoll;
    expect(within(group).getAllByTestId('fill-odds').map((d) => d.textContent)).toEqual(expected.map((p, i) => `Within ${i + 1} roll${i === 0 ? '' : 's'}: ${formatPercent(Math.round(p * 1000) / 10, 'en')}`));
    fireEvent.click(within(group).getByRole('button', { name: 'Action roll for “Le grand coup”' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/roll'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/roll'))?.body).toEqual({ roll: { kind: 'action', characterId: 'pc-1', action: 'study', helped: true }, version: 12 });
  });

  it('marks a locked clock and offers only hand ticks on it', async () => {
    const next: CrewClock = { id: 'k4', name: 'Prendre la mairie', owner: { kind: 'faction', id: 'f1' }, segments: 4, filled: 0, visibility: 'name_only', onFill: '', requires: 'k1' };
    serve({}, sheet([plans, next, done, heist], 12, { k4: 'k1' }));
    renderRoute();
    const group = await clockGroup('Prendre la mairie');
    expect(within(group).getByText('Locked: waits for “Tenir les docks” to fill')).toBeTruthy();
    expect((within(group).getByRole('button', { name: 'Roll the tier for “Prendre la mairie”' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(group).getByRole('button', { name: '+1 on “Prendre la mairie”' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(group).getByText('Name only for the players')).toBeTruthy();
  });

  it('says it in French: « contrat », the tier’s dice, the odds with French typography', async () => {
    serve({});
    renderRoute('fr');
    const group = await clockGroup('Tenir les docks');
    const card = group.closest('article') as HTMLElement;
    expect(within(card).getByText(/^Jet de rang/).textContent).toBe('Jet de rang\u00a0: 2 dés');
    expect(within(group).getByText('MJ seul')).toBeTruthy();
    expect(within(group).getAllByTestId('fill-odds')[1]?.textContent).toMatch(/^En 2 jets au plus\u00a0: \d+,\d\u00a0%$/);
    expect(within(group).getByRole('button', { name: /^Lancer le rang pour/ }).getAttribute('aria-label')).toBe('Lancer le rang pour «\u00a0Tenir les docks\u00a0»');
    expect(screen.getByRole('heading', { name: 'Contrats de la bande en cours', level: 2 })).toBeTruthy();
  });
});

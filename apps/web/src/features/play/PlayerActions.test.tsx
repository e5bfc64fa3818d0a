/**
 * « My actions » on a player's phone (issue 36), through the players' sheet as a phone opens it
 * (`/s/:token`): what a link given to a character proposes, the words of its proposals, withdrawing
 * one, the refusals in words — and nothing new for a crew's link.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PendingAssetView, ProposalIntent, ProposalView } from '@temps-mort/contract';
import { App } from '../../app/App';
import { setFetch } from '../../lib/api';
import { QueryClient } from '../../lib/query';
import { useAppStore } from '../../stores';
import { FakeEventSource } from '../../test/fakeEventSource';
import { json } from '../../test/fakeApi';
import { sampleRolls, sampleSheetJson } from '../../test/sampleSheet';
import { view } from '../downtime/testing';

const TOKEN = 'tok_0123456789abcdefABCDEF';
const PROPOSE = 'POST /api/crews/crew-1/characters/pc-1/proposals';

interface Call {
  readonly method: string;
  readonly path: string;
  readonly auth: string | undefined;
  readonly body: unknown;
}

type Handler = (call: Call) => Response;

/** The phone's API: "METHOD /path" → answer; anything else the API's 404. */
function serve(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  setFetch(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      auth: (init?.headers as Record<string, string> | undefined)?.authorization,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : json({ error: 'not_found', resource: 'route' }, 404);
  });
  return calls;
}

const ALL = { propose: true, roll: true, editTexts: true };

function me(characterId: string | null, may = ALL) {
  return { kind: 'player', campaignId: 'camp-1', crewId: 'crew-1', characterId, wizardId: null, systems: ['downtime'], may, tableRules: {} };
}

/** Arlette (pc-1) at the activities step, her vice's purveyor found again. */
function sheet(downtime: Record<string, unknown> = {}) {
  const base = sampleSheetJson();
  const [arlette, basile] = base.crew.characters;
  return {
    ...base,
    crew: { ...base.crew, characters: [{ ...arlette!, vice: { kind: 'Jeu', purveyor: 'La Roue', tapped: false } }, basile!] },
    downtime: { ...base.downtime, characters: { 'pc-1': view({ used: 1, remaining: 1 }), 'pc-2': view() }, ...downtime },
  };
}

/** The same, Arlette and the crew changed as told. */
function sheetWith(arlette: Record<string, unknown>, crew: Record<string, unknown> = {}, downtime: Record<string, unknown> = {}) {
  const base = sheet(downtime);
  const [first, second] = base.crew.characters;
  return { ...base, crew: { ...base.crew, ...crew, characters: [{ ...first!, ...arlette }, second!] } };
}

function proposal(id: string, intent: ProposalIntent, overrides: Partial<ProposalView> = {}): ProposalView {
  return { id, crewId: 'crew-1', characterId: 'pc-1', intent, status: 'pending', approved: null, reason: null, stepSeq: null, createdAt: '2026-12-06T20:00:00.000Z', decidedAt: null, ...overrides };
}

const train = (skill: string): ProposalIntent => ({ type: 'activity', activity: { kind: 'train', skill, helped: false } });

function phone(options: { me?: unknown; sheet?: unknown; proposals?: ProposalView[]; routes?: Record<string, Handler> } = {}): Call[] {
  return serve({
    'GET /api/share/sheet': () => json(options.sheet ?? sheet()),
    'GET /api/crews/crew-1': () => json(options.sheet ?? sheet()),
    'GET /api/campaigns/camp-1/rolls': () => json(sampleRolls()),
    'GET /api/auth/me': () => json(options.me ?? me('pc-1')),
    'GET /api/crews/crew-1/proposals': () => json(options.proposals ?? []),
    'GET /api/crews/crew-1/roll-requests': () => json([]),
    ...options.routes,
  });
}

async function open(lang: 'fr' | 'en' = 'en'): Promise<HTMLElement> {
  useAppStore.getState().setLang(lang);
  window.history.replaceState(null, '', `/s/${TOKEN}`);
  render(<App client={new QueryClient()} />);
  // Its chunk, after the sheet and the link's answer (a loaded machine may take a while).
  return screen.findByRole('region', { name: lang === 'fr' ? 'Mes actions' : 'My actions' }, { timeout: 5000 });
}

// The section's chunk, loaded once up front (as the phone's service worker has it cached): its
// first import, a transform under a loaded test run, must not eat a test's wait.
beforeAll(async () => {
  await Promise.all([import('./PlayerActions'), import('../../lib/ruleWordsImpl')]);
});

beforeEach(() => {
  localStorage.removeItem('tm.playerLink');
  sessionStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
});

describe('proposing an activity from the phone', () => {
  it('offers the GM’s activities and form with its odds; « Propose » sends the activity for the link’s own character, then lists it', async () => {
    const calls = phone({
      routes: { [PROPOSE]: (call) => json(proposal('prop-1', (call.body as { intent: ProposalIntent }).intent), 201) },
    });
    const section = await open();
    const propose = within(section).getByRole('region', { name: 'Propose an activity' });
    expect(propose.textContent).toContain('1 of 2 activities · 1 activity left');
    const kinds = within(propose).getByRole('group', { name: 'Choose an activity' });
    expect(within(kinds).getAllByRole('radio').map((r) => r.closest('label')?.textContent?.trim())).toEqual([
      'Acquire asset',
      'Long-term project',
      'Recover',
      'Reduce heat',
      'Train',
      'Indulge vice',
    ]);
    fireEvent.click(within(kinds).getByRole('radio', { name: 'Train' }));
    const button = within(propose).getByRole('button', { name: 'Propose' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(propose).getByRole('combobox', { name: 'Skill trained' }), { target: { value: 'study' } });
    // The odds, as the GM's screen computes them (the campaign's table rules).
    expect(within(propose).getByRole('region', { name: 'Before applying' }).textContent).toMatch(/%/);
    expect(button.disabled).toBe(false);
    fireEvent.click(button);

    await waitFor(() => expect(calls.some((c) => `${c.method} ${c.path}` === PROPOSE)).toBe(true));
    const sent = calls.find((c) => `${c.method} ${c.path}` === PROPOSE);
    expect(sent?.auth).toBe(`Bearer ${TOKEN}`);
    expect(sent?.body).toEqual({ intent: { type: 'activity', activity: { kind: 'train', skill: 'study', helped: false } } });
    // Said, and listed as waiting; the form starts afresh.
    // The live region is there, empty, before the answer fills it.
    await waitFor(() => expect(within(propose).getByRole('status').textContent).toBe('Proposal sent to the GM: “Train: Study (2)”.'));
    const mine = within(section).getByRole('region', { name: 'My proposals' });
    expect(within(mine).getByRole('listitem').textContent).toMatch(/^Train: Study \(2\)Waiting for the GM/);
    expect(within(propose).queryByRole('radio', { checked: true })).toBeNull();
  });

  it('says between game nights that the proposal waits for the next downtime', async () => {
    phone({ sheet: sheet({ phase: 'idle', characters: {} }) });
    const section = await open('fr');
    const propose = within(section).getByRole('region', { name: 'Proposer une activité' });
    expect(propose.textContent).toContain('Entre deux temps morts\u00a0: votre proposition attendra le prochain.');
    expect(propose.textContent).not.toMatch(/restante/);
    // The sheet first: the activities wait behind a summary.
    const later = propose.querySelector('details') as HTMLDetailsElement;
    expect(later.open).toBe(false);
    fireEvent.click(within(propose).getByText('Préparer une proposition'));
    expect(later.open).toBe(true);
    expect(within(propose).getByRole('group', { name: 'Choisir une activité' })).toBeTruthy();
  });

  it('offers an overindulgence’s pick as a proposal, and says it waits once proposed', async () => {
    const pendingOverindulgence = { characterId: 'pc-1', attribute: 'insight', quality: 4, missing: 2, excess: 2 };
    const calls = phone({
      sheet: sheet({ characters: { 'pc-1': view({ used: 2, remaining: 0, pendingOverindulgence }) } }),
      routes: { [PROPOSE]: (call) => json(proposal('prop-2', (call.body as { intent: ProposalIntent }).intent), 201) },
    });
    const section = await open();
    const propose = within(section).getByRole('region', { name: 'Propose an activity' });
    fireEvent.click(within(propose).getByRole('radio', { name: /^Brag/ }));
    fireEvent.click(within(propose).getByRole('button', { name: 'Pick: Brag' }));
    await waitFor(() => expect(calls.find((c) => `${c.method} ${c.path}` === PROPOSE)?.body).toEqual({ intent: { type: 'overindulgence', choice: 'brag' } }));
    expect(await within(propose).findByText('Your choice is waiting for the GM.')).toBeTruthy();
    expect(within(propose).queryByRole('button', { name: /^Pick/ })).toBeNull();
  });

  it('an acquired asset’s coin: the settlement’s why in words, with no rule id, and proposed', async () => {
    const pendingAsset: PendingAssetView = {
      request: { characterId: 'pc-1', name: 'Fiacre', kind: 'vehicle', dangerous: null, minQuality: 2 },
      tier: 1,
      pool: 1,
      band: '1-3',
      rolledQuality: 0,
      coinToReachMinimum: 4,
      coinMayRaise: true,
    };
    const calls = phone({
      sheet: sheetWith({}, { coin: 5 }, { characters: { 'pc-1': view({ used: 1, remaining: 1, pendingAsset }) } }),
      routes: { [PROPOSE]: (call) => json(proposal('prop-4', (call.body as { intent: ProposalIntent }).intent), 201) },
    });
    const section = await open();
    const propose = within(section).getByRole('region', { name: 'Propose an activity' });
    expect(await within(propose).findByText('Asset of quality 2 (4 coin paid)')).toBeTruthy();
    // The reasons load with the rules' words.
    await waitFor(() => expect(propose.querySelector('.reasons-list li')).not.toBeNull());
    expect(propose.querySelector('.rule-id')).toBeNull();
    fireEvent.click(within(propose).getByRole('button', { name: 'Pay 4 coin' }));
    await waitFor(() => expect(calls.find((c) => `${c.method} ${c.path}` === PROPOSE)?.body).toEqual({ intent: { type: 'asset_settle', coin: 4 } }));
    // The live region is there, empty, before the answer fills it.
    await waitFor(() => expect(within(propose).getByRole('status').textContent).toBe('Proposal sent to the GM: “Settle the asset: pay 4 coin for quality”.'));
  });

  it('a 403 says the GM switched proposals off; a 422 is the rule’s refusal in words, never its id', async () => {
    let answer = () => json({ error: 'forbidden' }, 403);
    const calls = phone({ routes: { [PROPOSE]: () => answer() } });
    const section = await open('fr');
    const propose = within(section).getByRole('region', { name: 'Proposer une activité' });
    fireEvent.click(within(propose).getByRole('radio', { name: 'S’entraîner' }));
    fireEvent.change(within(propose).getByRole('combobox', { name: 'Compétence entraînée' }), { target: { value: 'study' } });
    fireEvent.click(within(propose).getByRole('button', { name: 'Proposer' }));
    expect((await within(propose).findByRole('alert')).textContent).toBe('Le MJ a désactivé les propositions des joueurs.');

    answer = () => json({ error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 2, allowance: 2 } }, 422);
    fireEvent.click(within(propose).getByRole('button', { name: 'Proposer' }));
    await waitFor(() => expect(calls.filter((c) => `${c.method} ${c.path}` === PROPOSE)).toHaveLength(2));
    const refused = await within(propose).findByText(/^Les règles refusent cette proposition/);
    expect(refused.textContent).toBe('Les règles refusent cette proposition\u00a0: Plus d’activité de temps mort\u00a0: 2 sur 2 déjà utilisées');
    expect(section.textContent).not.toMatch(/\bA1\b|no_activity_left/);
    // Nothing was taken: the form is as the player left it.
    expect((within(propose).getByRole('combobox', { name: 'Compétence entraînée' }) as HTMLSelectElement).value).toBe('study');
  });

  it('what only the GM does to the sheet is said, never offered: a new purveyor, a project, a harm, sinking into vice', async () => {
    const calls = phone({ sheet: sheetWith({ vice: { kind: 'Jeu', purveyor: 'La Roue', tapped: true }, projects: [], harm: [] }) });
    const section = await open();
    const propose = within(section).getByRole('region', { name: 'Propose an activity' });
    const choose = (kind: string) => fireEvent.click(within(propose).getByRole('radio', { name: kind }));
    choose('Indulge vice');
    expect(within(propose).getByRole('note').textContent).toBe('⚠ La Roue cut ties: the GM notes your new purveyor, then you can indulge your vice again.');
    expect(within(propose).queryByRole('textbox')).toBeNull();
    choose('Long-term project');
    expect(within(propose).getByRole('note').textContent).toBe('No project yet: ask the GM to open one.');
    expect(within(propose).queryByText('New long-term project')).toBeNull();
    choose('Recover');
    expect(within(propose).getByText('Harm taken during the score? Ask the GM to note it on your sheet.')).toBeTruthy();
    expect(within(propose).queryByRole('button', { name: 'Record the harm' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('indulging vice proposes the activity alone: no sinking into vice', async () => {
    phone();
    const section = await open();
    const propose = within(section).getByRole('region', { name: 'Propose an activity' });
    fireEvent.click(within(propose).getByRole('radio', { name: 'Indulge vice' }));
    expect(within(propose).getByRole('button', { name: 'Propose' })).toBeTruthy();
    expect(within(propose).queryByText('Sink into vice for the session')).toBeNull();
  });

  it('the form speaks to the player: what to choose before proposing, the rules’ refusal in words with no rule id', async () => {
    phone({ sheet: sheetWith({}, { heat: 0 }) });
    const section = await open('fr');
    const propose = within(section).getByRole('region', { name: 'Proposer une activité' });
    fireEvent.click(within(propose).getByRole('radio', { name: 'Réduire le raffut' }));
    expect(within(propose).getByText('Pour proposer, choisissez d’abord : « Action lancée ».')).toBeTruthy();
    fireEvent.change(within(propose).getByRole('combobox', { name: 'Action lancée' }), { target: { value: 'hunt' } });
    // The rules' words load on demand.
    expect((await within(propose).findByText(/^En l’état, les règles refusent/)).textContent).toBe('En l’état, les règles refusent\u00a0: Pas de raffut à réduire');
    expect((within(propose).getByRole('button', { name: 'Proposer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(section.querySelector('.rule-id')).toBeNull();
    expect(section.textContent).not.toMatch(/\bA7\b|no_heat/);
  });

  it('between game nights, what the next score may bring is no refusal yet: no heat, no harm — the rest of the activity is still asked', async () => {
    const calls = phone({
      sheet: sheetWith({ harm: [] }, { heat: 0 }, { phase: 'idle', characters: {} }),
      routes: { [PROPOSE]: (call) => json(proposal('prop-3', (call.body as { intent: ProposalIntent }).intent), 201) },
    });
    const section = await open();
    const propose = within(section).getByRole('region', { name: 'Propose an activity' });
    fireEvent.click(within(propose).getByText('Prepare a proposal'));
    fireEvent.click(within(propose).getByRole('radio', { name: 'Recover' }));
    expect(within(propose).getByText('Your proposal waits for the downtime’s activities: it heals the harm you have by then.')).toBeTruthy();
    // Arlette has no surgery: healing herself is refused, now as then.
    fireEvent.click(within(propose).getByRole('radio', { name: /^Oneself/ }));
    expect((await within(propose).findByText(/^As it stands, the rules refuse/)).textContent).toBe('As it stands, the rules refuse: Arlette lacks the surgery skill: no healing oneself');

    fireEvent.click(within(propose).getByRole('radio', { name: 'Reduce heat' }));
    fireEvent.change(within(propose).getByRole('combobox', { name: 'Action rolled' }), { target: { value: 'hunt' } });
    const button = within(propose).getByRole('button', { name: 'Propose' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(within(propose).queryByText(/the rules refuse/)).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(calls.find((c) => `${c.method} ${c.path}` === PROPOSE)?.body).toEqual({ intent: { type: 'activity', activity: { kind: 'reduce_heat', action: 'hunt', helped: false } } }));
    expect(section.querySelector('.rule-id')).toBeNull();
  });
});

describe('my proposals', () => {
  const listed = () => [
    proposal('prop-1', train('hunt')),
    proposal('prop-2', { type: 'activity', activity: { kind: 'recover', healer: { kind: 'pc', characterId: 'pc-2', action: 'tinker' }, helped: true } }, { status: 'approved', stepSeq: 40 }),
    proposal('prop-3', { type: 'activity', activity: { kind: 'long_term_project', projectId: 'p1', action: 'study', helped: false } }, { status: 'declined', reason: 'Pas ce soir' }),
    proposal('prop-4', { type: 'overindulgence', choice: 'brag' }, { status: 'withdrawn' }),
    proposal('prop-5', train('hunt'), { status: 'approved', approved: train('study'), stepSeq: 41 }),
    // Basile's: not Arlette's link's to list.
    proposal('prop-6', train('prowl'), { characterId: 'pc-2' }),
  ];

  it('says each in words and what became of it, in French, never an id or an engine code', async () => {
    phone({ proposals: listed() });
    const section = await open('fr');
    const mine = within(section).getByRole('region', { name: 'Mes propositions' });
    const items = await within(mine).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.play-proposal-what')?.textContent)).toEqual([
      'S’entraîner\u00a0: Chasser (1)',
      'Récupérer\u00a0: soins de Basile (Bricoler\u00a00), avec l’aide d’un ami ou d’un contact',
      'Projet à long terme\u00a0: Carte des égouts (3/8), Étudier (2)',
      'Excès\u00a0: se vanter de ses exploits',
      'S’entraîner\u00a0: Chasser (1)',
    ]);
    expect(items.map((li) => li.querySelector('.badge')?.textContent)).toEqual(['En attente du MJ', 'Approuvée', 'Refusée', 'Retirée', 'Approuvée']);
    expect(items[1]?.textContent).toContain('Le résultat est sur la feuille.');
    expect(items[2]?.textContent).toContain('Raison du MJ\u00a0: «\u00a0Pas ce soir\u00a0»');
    expect(items[4]?.textContent).toContain('Le MJ l’a modifiée en «\u00a0S’entraîner\u00a0: Étudier (2)\u00a0».');
    // Only a waiting one can be withdrawn.
    expect(within(mine).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Retirer\u00a0: S’entraîner\u00a0: Chasser (1)']);
    expect(mine.textContent).not.toMatch(/prop-|pc-\d|\bp1\b|tinker|long_term_project|brag|Rôder/);
  });

  it('follows the GM’s decisions live', async () => {
    phone({ proposals: listed().slice(0, 1) });
    const section = await open();
    const mine = within(section).getByRole('region', { name: 'My proposals' });
    expect((await within(mine).findByRole('listitem')).textContent).toContain('Waiting for the GM');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.last().open());
    act(() => FakeEventSource.last().emit('proposal', proposal('prop-1', train('hunt'), { status: 'declined', reason: 'Not tonight' })));
    const item = within(mine).getByRole('listitem');
    expect(item.querySelector('.badge')?.textContent).toBe('Declined');
    expect(item.textContent).toContain('The GM’s reason: “Not tonight”');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('withdraws a waiting one; one the GM decided meanwhile is said so, as it is now', async () => {
    let decided = false;
    const calls = phone({
      proposals: [proposal('prop-1', train('hunt')), proposal('prop-7', train('study'))],
      routes: {
        'POST /api/proposals/prop-1/withdraw': () => json(proposal('prop-1', train('hunt'), { status: 'withdrawn' })),
        'POST /api/proposals/prop-7/withdraw': () =>
          decided ? json({ error: 'conflict', current: proposal('prop-7', train('study'), { status: 'approved', stepSeq: 42 }) }, 409) : json({}, 500),
      },
    });
    const section = await open();
    const mine = within(section).getByRole('region', { name: 'My proposals' });
    const itemOf = (what: string) => within(mine).getAllByRole('listitem').find((li) => li.querySelector('.play-proposal-what')?.textContent === what);
    fireEvent.click(await within(mine).findByRole('button', { name: 'Withdraw: Train: Hunt (1)' }));
    await waitFor(() => expect(itemOf('Train: Hunt (1)')?.querySelector('.badge')?.textContent).toBe('Withdrawn'));
    const withdrawn = calls.find((c) => c.path === '/api/proposals/prop-1/withdraw');
    expect(withdrawn).toMatchObject({ method: 'POST', auth: `Bearer ${TOKEN}`, body: {} });

    decided = true;
    fireEvent.click(within(mine).getByRole('button', { name: 'Withdraw: Train: Study (2)' }));
    expect(await within(mine).findByText('The GM has already decided on this proposal.')).toBeTruthy();
    expect(itemOf('Train: Study (2)')?.querySelector('.badge')?.textContent).toBe('Approved');
  });
});

describe('who sees « my actions »', () => {
  it('a crew’s link (no character): nothing new, nothing asked', async () => {
    const calls = phone({ me: me(null, { propose: false, roll: false, editTexts: false }) });
    useAppStore.getState().setLang('en');
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('region', { name: 'Arlette' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/me')).toBe(true));
    expect(screen.queryByRole('region', { name: 'My actions' })).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/proposals') || c.path.endsWith('/roll-requests'))).toEqual([]);
  });

  it('a character’s link the campaign lets do nothing: nothing either', async () => {
    const calls = phone({ me: me('pc-1', { propose: false, roll: false, editTexts: false }) });
    useAppStore.getState().setLang('en');
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    render(<App client={new QueryClient()} />);
    await screen.findByRole('region', { name: 'Arlette You' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/me')).toBe(true));
    expect(screen.queryByRole('region', { name: 'My actions' })).toBeNull();
  });

  it('a link that may only keep its texts: no proposing', async () => {
    phone({ me: me('pc-1', { propose: false, roll: false, editTexts: true }) });
    const section = await open();
    expect(within(section).queryByRole('region', { name: 'Propose an activity' })).toBeNull();
    expect(within(section).queryByRole('region', { name: 'My proposals' })).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TABLE_RULES, GAME_SYSTEMS, poolOdds, type ComplexAction } from '@temps-mort/rules';
import type { RollRequestRoll, RollRequestView } from '@temps-mort/contract';
import { restoreFetch, serveAnswers as serve, type Answer } from '../../test/fakeApi';
import { FakeEventSource } from '../../test/fakeEventSource';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import type { ComplexActionView, RollView } from './api';
import ComplexActionRoute from './ComplexActionRoute';
import D100Route from './D100Route';
import D12Route from './D12Route';
import D6Route from './D6Route';
import DiceRoute from './DiceRoute';

const plain = (s: string | null | undefined): string => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function campaign(roll = true) {
  return {
    id: 'camp-1',
    name: 'Doskvol',
    language: 'en',
    tableRules: DEFAULT_TABLE_RULES,
    systems: [...GAME_SYSTEMS],
    systemsChosen: true,
    players: { propose: true, roll, editTexts: true },
    version: 1,
  };
}

/** Crew-1's links: one given to Arlette (pc-1), none to Basile (pc-2), a crew link. */
const links = [
  { id: 'l1', crewId: 'crew-1', label: 'Arlette’s phone', characterId: 'pc-1', wizardId: null, createdAt: '2026-03-12T18:00:00.000Z', revokedAt: null },
  { id: 'l2', crewId: 'crew-1', label: 'Table', characterId: null, wizardId: null, createdAt: '2026-03-12T18:00:00.000Z', revokedAt: null },
];

function request(id: string, roll: RollRequestRoll, patch: Partial<RollRequestView> = {}): RollRequestView {
  return { id, crewId: 'crew-1', characterId: 'pc-1', roll, note: null, status: 'pending', rollId: null, createdAt: '2026-03-12T20:00:00.000Z', answeredAt: null, ...patch };
}

/** The request the API makes of the body sent: pending, for crew-1. */
const created: Answer = (body) => {
  const b = body as { characterId: string; roll: RollRequestRoll; note?: string };
  return { status: 201, body: request('rq-new', b.roll, { characterId: b.characterId, note: b.note ?? null }) };
};

function routes(extra: Record<string, Answer> = {}, roll = true): Record<string, Answer> {
  return {
    'GET /api/campaigns/current': () => ({ body: campaign(roll) }),
    'GET /api/campaigns/camp-1/crews': () => ({ body: [{ id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 12 }] }),
    'GET /api/crews/crew-1': () => ({ body: sampleSheetJson() }),
    'GET /api/crews/crew-1/share-links': () => ({ body: links }),
    'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
    'GET /api/odds/d6': () => ({ body: poolOdds(2) }),
    'GET /api/odds/fortune': () => ({ body: poolOdds(2) }),
    'POST /api/crews/crew-1/roll-requests': created,
    ...extra,
  };
}

const sentBodies = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/crews/crew-1/roll-requests').map((c) => c.body);

/** Opens « Ask a player » in `form` and returns its panel. */
function openAsk(form: HTMLElement): HTMLElement {
  const toggle = within(form).getByRole('button', { name: /Ask a player/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return within(form).getByRole('group', { name: 'Ask a player for this roll' });
}

async function pick(panel: HTMLElement, name: string): Promise<void> {
  const select = (await within(panel).findByRole('combobox', { name: 'Character who rolls' })) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name}`);
  fireEvent.change(select, { target: { value: option.value } });
}

afterEach(() => restoreFetch());

describe('asking a player for a roll, from the GM’s dice tools', () => {
  it('d6: an action roll, then a resistance roll of the pool set, with a note; no PC chosen for the GM', async () => {
    const calls = serve(routes());
    renderIn('en', <D6Route />);
    const form = await screen.findByRole('form', { name: 'Action roll' });
    const panel = openAsk(form);
    await pick(panel, 'Arlette');
    const send = within(panel).getByRole('button', { name: 'Send the request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);

    // The pool the tool is set to (3), the note typed; Enter in the note sends the request, never the roll.
    fireEvent.change(within(form).getByLabelText('Pool (number of dice)', { selector: 'input' }), { target: { value: '3' } });
    const note = within(panel).getByRole('textbox', { name: 'Note for the player (optional)' });
    fireEvent.change(note, { target: { value: '  Pick the lock ' } });
    fireEvent.keyDown(note, { key: 'Enter' });
    expect(await within(panel).findByText(/Request sent to Arlette/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/campaigns/camp-1/rolls/d6')).toBe(false);

    fireEvent.click(within(panel).getByRole('radio', { name: 'Resistance roll' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sentBodies(calls)).toHaveLength(2));
    expect(sentBodies(calls)).toEqual([
      { characterId: 'pc-1', roll: { kind: 'd6', purpose: 'action', pool: 3 }, note: 'Pick the lock' },
      { characterId: 'pc-1', roll: { kind: 'd6', purpose: 'resistance', pool: 3 } },
    ]);
  });

  it('d6: a fortune roll with its quality; a character no link was given to is said so, and still asked', async () => {
    const calls = serve(routes());
    renderIn('fr', <D6Route />);
    const form = await screen.findByRole('form', { name: 'Jet de chance' });
    fireEvent.click(within(form).getByRole('button', { name: /Demander à un joueur/ }));
    const panel = within(form).getByRole('group', { name: 'Demander ce jet à un joueur' });
    fireEvent.change(within(form).getByLabelText('Modificateur de qualité', { selector: 'input' }), { target: { value: '-1' } });
    const select = (await within(panel).findByRole('combobox', { name: 'Personnage qui lance' })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'pc-2' } });
    // Basile has no link: the request waits for one (a link to give it), said in French.
    const warning = await within(panel).findByTestId('ask-no-link');
    expect(plain(warning.textContent)).toContain('Aucun lien n’a été donné à Basile : la demande attendra qu’un lien lui soit donné');
    expect(within(warning).getByRole('link', { name: 'Donner un lien dans les réglages' }).getAttribute('href')).toBe('/settings#settings-share');
    // No choice of action or resistance for a fortune roll.
    expect(within(panel).queryByRole('radio')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Envoyer la demande' }));
    // The live region is there, empty, before the answer fills it.
    await waitFor(() => expect(plain(within(panel).getByRole('status').textContent)).toContain('Demande envoyée à Basile : son jet arrivera dans « Jets demandés ».'));
    expect(sentBodies(calls)).toEqual([{ characterId: 'pc-2', roll: { kind: 'fortune', pool: 2, shift: -1 } }]);
  });

  it('d12: the PC chosen is asked their action — attribute, trait, modifier and threshold as set', async () => {
    const calls = serve(routes());
    renderIn('en', <D12Route />);
    const character = (await screen.findByRole('combobox', { name: 'Character' })) as HTMLSelectElement;
    // No PC chosen yet: nothing to ask (the player rolls their own pool).
    expect(screen.queryByRole('button', { name: /Ask a player/ })).toBeNull();
    fireEvent.change(character, { target: { value: 'pc-1' } });
    const form = await screen.findByRole('form', { name: 'Action' });
    fireEvent.click(within(form).getByRole('radio', { name: /Mind/ }));
    fireEvent.change(within(form).getByRole('combobox', { name: /^Trait/ }), { target: { value: 'Crocheteuse' } });
    fireEvent.change(within(form).getByLabelText('Modifier', { selector: 'input' }), { target: { value: '-1' } });
    fireEvent.change(within(form).getByLabelText('Success threshold', { selector: 'input' }), { target: { value: '12' } });
    const panel = openAsk(form);
    expect(within(panel).getByText('The roll will be asked of Arlette.')).toBeTruthy();
    expect(within(panel).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sentBodies(calls)).toHaveLength(1));
    expect(sentBodies(calls)).toEqual([{ characterId: 'pc-1', roll: { kind: 'd12', attribute: 'mind', trait: 'Crocheteuse', modifier: -1, threshold: 12 } }]);
  });

  it('d100: a simple test at the threshold set', async () => {
    const calls = serve(routes());
    renderIn('en', <D100Route />);
    const form = await screen.findByRole('form', { name: 'Simple test' });
    fireEvent.change(within(form).getByLabelText('Success threshold (%)', { selector: 'input' }), { target: { value: '45' } });
    const panel = openAsk(form);
    await pick(panel, 'Arlette');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sentBodies(calls)).toHaveLength(1));
    expect(sentBodies(calls)).toEqual([{ characterId: 'pc-1', roll: { kind: 'd100', threshold: 45 } }]);
  });

  it('a complex action: its next test (a test only), of a PC of its crew', async () => {
    const tracker: ComplexAction = { start: 10, remaining: 10, failureThreshold: 3, totalRaised: 0, milestones: [], status: 'ongoing', history: [] };
    const view: ComplexActionView = {
      id: 'ca1',
      campaignId: 'camp-1',
      crewId: 'crew-1',
      name: 'Le casse de la banque',
      tracker,
      version: 1,
      createdAt: '2026-02-01T20:00:00.000Z',
      updatedAt: '2026-02-01T20:00:00.000Z',
    };
    const calls = serve(
      routes({
        'GET /api/campaigns/camp-1/crews': () => ({
          body: [
            { id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 12 },
            { id: 'crew-2', name: 'Les Lanternes', tier: 1, version: 3 },
          ],
        }),
        'GET /api/complex-actions/ca1': () => ({ body: view }),
        'GET /api/complex-actions/ca1/steps': () => ({ body: { rolls: [], undos: [] } }),
      }),
    );
    renderIn('en', <ComplexActionRoute params={{ id: 'ca1' }} />);
    const form = await screen.findByRole('form', { name: 'Next roll' });
    // An opposed round cannot be asked: said where the button would be.
    fireEvent.click(within(form).getByRole('radio', { name: 'Opposition' }));
    expect(within(form).queryByRole('button', { name: /Ask a player/ })).toBeNull();
    expect(within(form).getByText('Only a test can be asked of a player.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Test' }));
    fireEvent.change(within(form).getByLabelText('Success threshold (%)', { selector: 'input' }), { target: { value: '60' } });
    const panel = openAsk(form);
    // The tracker is Les Corbeaux's: no other crew is offered.
    expect(within(panel).queryByRole('combobox', { name: 'Crew' })).toBeNull();
    await pick(panel, 'Arlette');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sentBodies(calls)).toHaveLength(1));
    expect(sentBodies(calls)).toEqual([{ characterId: 'pc-1', roll: { kind: 'complex_action', complexActionId: 'ca1', threshold: 60 } }]);
  });

  it('while players may not roll, says how to let them, and asks nothing', async () => {
    const calls = serve(routes({}, false));
    renderIn('fr', <D100Route />);
    const form = await screen.findByRole('form', { name: 'Test simple' });
    fireEvent.click(within(form).getByRole('button', { name: /Demander à un joueur/ }));
    const panel = await within(form).findByRole('group', { name: 'Demander ce jet à un joueur' });
    await waitFor(() => expect(plain(panel.textContent)).toContain('cochez « lancer les jets que vous leur demandez » dans les réglages'));
    expect(within(panel).getByRole('link', { name: (n) => plain(n) === 'Ouvrir « Ce que les joueurs peuvent faire »' }).getAttribute('href')).toBe('/settings#settings-players');
    expect(within(panel).queryByRole('button', { name: 'Envoyer la demande' })).toBeNull();
    expect(sentBodies(calls)).toEqual([]);
  });
});

function roll(patch: Partial<RollView>): RollView {
  return {
    id: 'roll-9',
    campaignId: 'camp-1',
    crewId: 'crew-1',
    characterId: 'pc-1',
    wizardId: null,
    eventId: 'step-9',
    who: 'Arlette',
    purpose: 'Pick the lock',
    kind: 'd6_pool',
    sides: 6,
    dice: [6, 2],
    band: '6',
    quality: null,
    hidden: false,
    undone: false,
    history: 'dice',
    reasons: [],
    result: { value: { size: 2, dice: [6, 2], result: 6, band: '6' }, rolls: [{ sides: 6, purpose: 'd6_pool', dice: [6, 2] }] },
    createdAt: '2026-03-12T20:05:00.000Z',
    ...patch,
  };
}

describe('the requested rolls on the dice home (/dice)', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pending ones first, cancels one, and shows a roll as it lands, live', async () => {
    let list: RollRequestView[] = [
      request('rq-1', { kind: 'd6', purpose: 'action', pool: 2 }, { note: 'Pick the lock' }),
      request('rq-2', { kind: 'd100', threshold: 45 }, { characterId: 'pc-2' }),
      request('rq-0', { kind: 'fortune', pool: 1, shift: 1 }, { status: 'cancelled', answeredAt: '2026-03-12T19:00:00.000Z' }),
    ];
    let rolls: RollView[] = [];
    const calls = serve(
      routes({
        'GET /api/crews/crew-1/roll-requests': () => ({ body: list }),
        'GET /api/campaigns/camp-1/rolls': () => ({ body: rolls }),
        'POST /api/roll-requests/rq-2/cancel': () => {
          list = list.map((r) => (r.id === 'rq-2' ? { ...r, status: 'cancelled', answeredAt: '2026-03-12T20:01:00.000Z' } : r));
          return { body: list.find((r) => r.id === 'rq-2') };
        },
      }),
    );
    renderIn('en', <DiceRoute />);
    const section = await screen.findByRole('region', { name: 'Requested rolls' });
    const pending = within(await within(section).findByTestId('requests-pending'));
    const items = pending.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/roll|Test/, { selector: 'strong' }).textContent)).toEqual(['Action roll, 2 dice', 'Test (d100) at 45%']);
    expect(within(items[0] as HTMLElement).getByText('“Pick the lock”')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Asked of Arlette', { exact: false, selector: 'p' })).toBeTruthy();
    // Basile has no link: no one can answer it yet.
    expect(await within(items[1] as HTMLElement).findByText('No one can answer it yet: no link was given to Basile.')).toBeTruthy();
    const done = within(within(section).getByTestId('requests-done'));
    expect(done.getByText('Fortune roll, 1 die, quality +1')).toBeTruthy();
    expect(done.getByText(/^Cancelled on/)).toBeTruthy();
    // Waiting for answers: the crew's stream is open.
    await waitFor(() => expect(FakeEventSource.instances.some((s) => s.url.includes('/api/crews/crew-1/stream') && !s.closed)).toBe(true));

    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Cancel the request — Test (d100) at 45%, Asked of Basile' }));
    await waitFor(() => expect(within(section).getByTestId('requests-pending').querySelectorAll('li')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/roll-requests/rq-2/cancel').map((c) => c.body)).toEqual([{}]);

    // Arlette rolls from her phone: the stream says so, and her roll shows in the list.
    rolls = [roll({})];
    const answered = { ...list[0]!, status: 'rolled' as const, rollId: 'roll-9', answeredAt: '2026-03-12T20:05:00.000Z' };
    const stream = FakeEventSource.instances.find((s) => s.url.includes('/api/crews/crew-1/stream') && !s.closed)!;
    act(() => {
      stream.open();
      stream.emit('roll_request', answered);
    });
    await waitFor(() => expect(within(section).queryByTestId('requests-pending')).toBeNull());
    const landed = within(within(section).getByTestId('requests-done'));
    expect(await landed.findByRole('article', { name: 'Arlette — Pick the lock' })).toBeTruthy();
    expect(landed.getByText(/^Rolled on/)).toBeTruthy();
    // Nothing waits any more: the crew's stream is closed.
    await waitFor(() => expect(FakeEventSource.instances.filter((s) => s.url.includes('/api/crews/crew-1/stream')).every((s) => s.closed)).toBe(true));
  });

  it('in French, when players may not roll: the requests wait, said so', async () => {
    serve(routes({ 'GET /api/crews/crew-1/roll-requests': () => ({ body: [request('rq-1', { kind: 'd12', attribute: 'body', threshold: 10 })] }) }, false));
    renderIn('fr', <DiceRoute />);
    const section = await screen.findByRole('region', { name: 'Jets demandés' });
    expect(plain((await within(section).findByTestId('requests-pending')).textContent)).toContain('Action (d12) en Corps, modificateur 0, seuil 10');
    expect(plain(section.textContent)).toContain('Les joueurs ne peuvent pas lancer en ce moment');
  });
});

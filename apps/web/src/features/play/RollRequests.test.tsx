/**
 * The rolls the GM asks of a player's character, on their phone (issue 36): each kind in words with
 * its exact odds (the rules' own odds functions), « Lancer » sending rollRequest.roll with the
 * link's token, the dice shown at once, and a request gone meanwhile (409) or refused (403) in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RollRequestView } from '@temps-mort/contract';
import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import { makeCharacter } from '@temps-mort/rules/testing';
import { toCrewSheet, type CrewSheet } from '../../lib/crew';
import { crewRollRequestsKey } from '../../lib/players';
import { json, restoreFetch, serve, type Call, type Handler } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import { RollRequests } from './RollRequests';

const TOKEN = 'tok_0123456789abcdefABCDEF';
const LIST = 'GET /api/crews/crew-1/roll-requests';

afterEach(() => restoreFetch());

type Roll = RollRequestView['roll'];

function request(id: string, roll: Roll, overrides: Partial<RollRequestView> = {}): RollRequestView {
  return { id, crewId: 'crew-1', characterId: 'pc-1', roll, note: null, status: 'pending', rollId: null, createdAt: '2026-12-06T20:00:00.000Z', answeredAt: null, ...overrides };
}

/** Arlette (pc-1) with her d12 sheet: Body 5 of 5, Crocheteuse +2 (the factory's). */
function sheet(): CrewSheet {
  const json = sampleSheetJson();
  return toCrewSheet({ ...json, crew: { ...json.crew, characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' }), makeCharacter({ id: 'pc-2', name: 'Basile' })] } });
}

function tracker(remaining = 5, status = 'ongoing') {
  return {
    id: 'ca-1',
    campaignId: 'camp-1',
    crewId: 'crew-1',
    name: 'Le coffre du Guet',
    tracker: { start: 6, remaining, failureThreshold: 30, totalRaised: 4, milestones: [], status, history: [] },
    version: 1,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
  };
}

function phone(requests: RollRequestView[], routes: Record<string, Handler> = {}): Call[] {
  return serve({
    [LIST]: () => json(requests),
    'GET /api/campaigns/camp-1/complex-actions': () => json([tracker()]),
    ...routes,
  });
}

function show(lang: 'fr' | 'en' = 'fr') {
  return renderIn(lang, <RollRequests crewId="crew-1" characterId="pc-1" token={TOKEN} sheet={sheet()} table={DEFAULT_TABLE_RULES} />);
}

/** French no-break spaces (t() puts them in) read as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A card's odds, as "outcome → percent" lines. */
function oddsOf(card: HTMLElement): string[] {
  return [...card.querySelectorAll('.odds-row')].map((row) => plain(`${row.querySelector('.odds-label')?.textContent} → ${row.querySelector('.odds-pct')?.textContent}`));
}

/** The pending request titled `title` (plain spaces). */
async function card(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: (name) => plain(name) === title, level: 4 });
  return heading.closest('article') as HTMLElement;
}

describe('a roll the GM asks for, in words with its exact odds', () => {
  it.each<[string, Roll, string, readonly string[], readonly string[]]>([
    [
      'an action roll (D1/D2)',
      { kind: 'd6', purpose: 'action', pool: 3 },
      'Jet d’action : 3 dés',
      [],
      ['Critique → 7 %', 'Réussite totale (6) → 35 %', 'Réussite partielle (4‑5) → 45 %', 'Échec (1‑3) → 13 %'],
    ],
    [
      'a resistance roll with no dice (2 dice, the lowest kept)',
      { kind: 'd6', purpose: 'resistance', pool: 0 },
      'Jet de résistance : aucun dé (2 dés, on garde le plus bas)',
      [],
      ['Résultat critique → 0 %', 'Résultat 6 → 3 %', 'Résultat 4-5 → 22 %', 'Résultat 1-3 → 75 %'],
    ],
    [
      'a fortune roll moved by its quality (D5)',
      { kind: 'fortune', pool: 2, shift: 1 },
      'Jet de chance : 2 dés',
      ['Qualité +1 : le résultat bouge d’autant de crans.'],
      ['Résultat critique → 31 %', 'Résultat 6 → 44 %', 'Résultat 4-5 → 25 %', 'Résultat 1-3 → 0 %'],
    ],
    [
      'a d12 test: the character’s own pool and trait (T5, T7)',
      { kind: 'd12', attribute: 'body', trait: 'Crocheteuse', threshold: 12 },
      'Test d12 : Corps contre 12',
      ['Trait : Crocheteuse (+2)', 'd12 + réserve 5 + trait 2 + modificateur 0 : au-dessus de 12, réussite ; égal, réussite avec complication.'],
      ['Réussite critique → 8,4 %', 'Réussite → 50 %', 'Réussite avec complication → 8,3 %', 'Échec → 25 %', 'Échec critique → 8,3 %'],
    ],
    ['a d100 test (C1)', { kind: 'd100', threshold: 45 }, 'Test d100 : 45 %', [], ['Réussite → 45 %', 'Échec → 55 %']],
    [
      'a complex action’s next test (C3), its tracker the crew’s',
      { kind: 'complex_action', complexActionId: 'ca-1', threshold: 60 },
      'Action complexe « Le coffre du Guet » : 60 %',
      ['Encore 5 étapes sur 6.'],
      ['Réussite → 60 %', 'Échec → 40 %'],
    ],
  ])('%s', async (_what, roll, title, details, odds) => {
    phone([request('rr-1', roll, { note: 'Crocheter la serrure' })]);
    show();
    const found = await card(title);
    expect(plain(found.querySelector('.play-request-note')?.textContent)).toBe('Le MJ précise : « Crocheter la serrure »');
    expect([...found.querySelectorAll('p.muted.small')].map((p) => plain(p.textContent))).toEqual(details);
    expect(oddsOf(found)).toEqual(odds);
    expect(within(found).getByRole('button', { name: 'Lancer' })).toBeTruthy();
  });
});

/** The roll the server made for request `id` (as players read it). */
function rolled(id: string, roll: Roll, dice: number[], band: string, kind = 'd6_pool', sides = 6) {
  return {
    request: request(id, roll, { status: 'rolled', rollId: 'roll-9', answeredAt: '2026-12-06T20:05:00.000Z' }),
    roll: {
      id: 'roll-9',
      campaignId: 'camp-1',
      crewId: 'crew-1',
      characterId: 'pc-1',
      wizardId: null,
      eventId: null,
      who: 'Arlette',
      purpose: 'd6',
      kind,
      sides,
      dice,
      band,
      quality: null,
      hidden: false,
      undone: false,
      history: 'dice',
      reasons: [],
      result: { value: null, rolls: [{ sides, purpose: 'd6', dice }] },
      createdAt: '2026-12-06T20:05:00.000Z',
    },
  };
}

const ACTION: Roll = { kind: 'd6', purpose: 'action', pool: 3 };

describe('the phone’s requests', () => {
  it('lists only this character’s pending requests', async () => {
    phone([
      request('rr-1', ACTION),
      request('rr-2', { kind: 'd100', threshold: 30 }, { characterId: 'pc-2' }),
      request('rr-3', { kind: 'd100', threshold: 70 }, { status: 'rolled', rollId: 'roll-1' }),
      request('rr-4', { kind: 'd100', threshold: 80 }, { status: 'cancelled' }),
    ]);
    show();
    await card('Jet d’action : 3 dés');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(plain(screen.getByRole('status').textContent)).toBe('Le MJ vous demande un jet.');
  });

  it('says when there is none', async () => {
    phone([]);
    show('en');
    expect(await screen.findByText('No roll asked of you for now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Roll' })).toBeNull();
  });

  it('shows a request the stream brings at once (the list is the crew’s live query)', async () => {
    phone([]);
    const { client } = show();
    await screen.findByText(/Aucun jet demandé/);
    act(() => client.setData<RollRequestView[]>(crewRollRequestsKey('crew-1'), [request('rr-5', { kind: 'd100', threshold: 45 })]));
    expect(await card('Test d100 : 45 %')).toBeTruthy();
    expect(plain(screen.getByRole('status').textContent)).toBe('Le MJ vous demande un jet.');
  });

  it('rolls with the link’s token, shows the dice and the result at once, and moves the focus to them', async () => {
    const calls = phone([request('rr-1', ACTION)], { 'POST /api/roll-requests/rr-1/roll': () => json(rolled('rr-1', ACTION, [2, 5, 6], '6')) });
    show();
    const found = await card('Jet d’action : 3 dés');
    fireEvent.click(within(found).getByRole('button', { name: 'Lancer' }));
    const results = await screen.findByRole('heading', { name: 'Vos jets', level: 4 });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/roll-requests/rr-1/roll', body: {} }]);
    const result = results.parentElement?.querySelector('article') as HTMLElement;
    expect(plain(result.textContent)).toContain('Jet d’action : 3 dés');
    expect([...result.querySelectorAll('.die')].map((d) => d.textContent)).toEqual(['2', '5', '6']);
    expect(plain(result.querySelector('.roll-band')?.textContent)).toBe(' → Résultat : Réussite totale (6)');
    expect(results.parentElement?.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(document.activeElement).toBe(results));
    // Answered: no more « Lancer » for it.
    expect(screen.queryByRole('button', { name: 'Lancer' })).toBeNull();
    expect(plain(screen.getByRole('status').textContent)).toBe('Aucun jet demandé pour l’instant.');
  });

  it('sends the link’s token as Bearer', async () => {
    const auth: (string | undefined)[] = [];
    const { setFetch } = await import('../../lib/api');
    setFetch(async (input, init) => {
      auth.push((init?.headers as Record<string, string> | undefined)?.authorization);
      return String(input).endsWith('/roll') ? json(rolled('rr-1', ACTION, [4], '4-5')) : json([request('rr-1', ACTION)]);
    });
    show();
    fireEvent.click(within(await card('Jet d’action : 3 dés')).getByRole('button', { name: 'Lancer' }));
    await screen.findByRole('heading', { name: 'Vos jets' });
    expect(auth).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('marks a d12’s natural 12 and reads its degree', async () => {
    const d12: Roll = { kind: 'd12', attribute: 'body', threshold: 12 };
    phone([request('rr-1', d12)], { 'POST /api/roll-requests/rr-1/roll': () => json(rolled('rr-1', d12, [12], 'critical_success', 'd12_action', 12)) });
    show('en');
    fireEvent.click(within(await card('d12 test: Body against 12')).getByRole('button', { name: 'Roll' }));
    const results = await screen.findByRole('heading', { name: 'Your rolls' });
    const result = results.parentElement?.querySelector('.play-request-result') as HTMLElement;
    expect([...result.querySelectorAll('.die')].map((d) => d.textContent)).toEqual(['12']);
    expect(result.querySelector('.visually-hidden')?.textContent).toBe('Dice: 12');
    expect(plain(result.querySelector('.roll-band')?.textContent)).toBe(' → Result: Critical success');
    expect(result.textContent).toContain('(natural 12)');
  });

  it.each([
    ['cancelled', 'Le MJ a annulé ce jet.'],
    ['rolled', 'Ce jet a déjà été lancé.'],
  ] as const)('says a request %s meanwhile (409) in words, and lists it no more as pending', async (status, words) => {
    const current = request('rr-1', ACTION, { status });
    phone([request('rr-1', ACTION)], { 'POST /api/roll-requests/rr-1/roll': () => json({ error: 'conflict', current }, 409) });
    show();
    fireEvent.click(within(await card('Jet d’action : 3 dés')).getByRole('button', { name: 'Lancer' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lancer' })).toBeNull();
  });

  it('says the GM switched rolling off (403), and rolls no more from this card', async () => {
    const calls = phone([request('rr-1', ACTION)], { 'POST /api/roll-requests/rr-1/roll': () => json({ error: 'forbidden' }, 403) });
    show();
    const found = await card('Jet d’action : 3 dés');
    fireEvent.click(within(found).getByRole('button', { name: 'Lancer' }));
    expect((await within(found).findByRole('alert')).textContent).toBe('Le MJ ne vous laisse plus lancer ce jet depuis votre téléphone.');
    expect((within(found).getByRole('button', { name: 'Lancer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says what the rules would refuse before anything is sent (a finished complex action), with no rule id', async () => {
    const calls = phone([request('rr-1', { kind: 'complex_action', complexActionId: 'ca-1', threshold: 60 })], {
      'GET /api/campaigns/camp-1/complex-actions': () => json([tracker(0, 'succeeded')]),
    });
    show('en');
    const found = await card('Complex action “Le coffre du Guet”: 60%');
    expect(await within(found).findByText(/already succeeded/i)).toBeTruthy();
    expect(found.querySelector('abbr.rule-id')).toBeNull();
    expect(found.textContent).not.toMatch(/\bC3\b/);
    expect((within(found).getByRole('button', { name: 'Roll' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('reads a campaign’s own complex action apart when the crew’s list has not got it', async () => {
    const calls = phone([request('rr-1', { kind: 'complex_action', complexActionId: 'ca-2', threshold: 35 })], {
      'GET /api/complex-actions/ca-2': () => json({ ...tracker(3), id: 'ca-2', crewId: null, name: 'La grande évasion' }),
    });
    show();
    const found = await card('Action complexe « La grande évasion » : 35 %');
    expect(plain(found.textContent)).toContain('Encore 3 étapes sur 6.');
    expect(calls.some((c) => c.path === '/api/complex-actions/ca-2')).toBe(true);
  });
});

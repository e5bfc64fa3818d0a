import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CrewClock } from '@temps-mort/rules';
import { makeCrew, makeFaction } from '@temps-mort/rules/testing';
import { setFetch } from '../../../lib/api';
import { renderIn } from '../../../test/render';
import { FakeEventSource } from '../../../test/fakeEventSource';
import GmCrewRoute from '../GmCrewRoute';

const plans: CrewClock = { id: 'k1', name: 'Tenir les docks', owner: { kind: 'faction', id: 'f1' }, segments: 8, filled: 3, visibility: 'gm_only', onFill: 'Les docks tombent' };

function sheet(crew = {}, version = 12) {
  return {
    id: 'crew-1',
    campaignId: 'camp-1',
    version,
    crew: makeCrew({
      id: 'crew-1',
      factions: [makeFaction({ id: 'f1', name: 'Les Lampions', tier: 2, status: -1, goal: '', notes: 'Ils paient bien', revealed: ['notes'] })],
      clocks: [plans],
      ...crew,
    }),
    downtime: { phase: 'idle', number: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, characters: {}, allowedEvents: [] },
    clocks: [],
    gmNotes: '',
    updatedAt: '2025-11-30T10:05:00.000Z',
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

function serve(writes: Record<string, (body: unknown) => Response>): Call[] {
  const calls: Call[] = [];
  setFetch(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/crews/crew-1') return json(sheet());
    if (method === 'GET' && path === '/api/campaigns/camp-1/rolls') return json([]);
    if (method === 'GET' && path === '/api/crews/crew-1/share-links') return json([]);
    if (method === 'GET' && path === '/api/campaigns/camp-1/wizards') return json([]);
    const write = writes[`${method} ${path}`];
    if (!write) return json({ error: 'not_found', resource: 'route' }, 404);
    return write(body);
  });
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  window.history.replaceState(null, '', '/crews/crew-1?edit=1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
});

const renderSetup = () => renderIn('en', <GmCrewRoute params={{ id: 'crew-1' }} />);

async function openNewClock() {
  const section = (await screen.findByRole('heading', { name: 'Clocks', level: 2 }, { timeout: 5000 })).closest('section') as HTMLElement;
  fireEvent.click(within(section).getByText('Add a clock', { selector: 'summary' }));
  return within(section).getByRole('form', { name: 'Add a clock' });
}

describe('the clocks editor', () => {
  it('adds a faction’s clock the players know by name only, with the usual sizes offered and the version', async () => {
    const calls = serve({ 'POST /api/crews/crew-1/clocks': () => json({ sheet: sheet({}, 13), event: {} }, 201) });
    renderSetup();
    const form = await openNewClock();
    // A crew clock starts known to the players; a faction's starts GM only until the GM says otherwise.
    const visibility = within(form).getByRole('combobox', { name: /What the players know/ }) as HTMLSelectElement;
    expect(visibility.value).toBe('open');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Clock name' }), { target: { value: 'Venger Lord Strangford' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Belongs to' }), { target: { value: 'faction:f1' } });
    expect(visibility.value).toBe('gm_only');
    const segments = within(form).getByRole('combobox', { name: /Segments/ }) as HTMLSelectElement;
    expect([...segments.options].slice(0, 4).map((o) => o.value)).toEqual(['4', '6', '8', '12']);
    expect([...segments.options].map((o) => Number(o.value)).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    fireEvent.change(segments, { target: { value: '6' } });
    fireEvent.change(visibility, { target: { value: 'name_only' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /When it fills/ }), { target: { value: 'Il frappe' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Tenir les docks' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a clock' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Venger Lord Strangford',
      owner: { kind: 'faction', id: 'f1' },
      segments: 6,
      filled: 0,
      onFill: 'Il frappe',
      visibility: 'name_only',
      requires: null,
      unlocks: ['k1'],
      racesAgainst: null,
      version: 12,
    });
  });

  it('checks filled against the segments as the GM types, and sends nothing', async () => {
    const calls = serve({});
    renderSetup();
    const form = await openNewClock();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Clock name' }), { target: { value: 'Le coup' } });
    const filled = within(form).getByRole('textbox', { name: 'Filled segments' });
    fireEvent.change(filled, { target: { value: '5' } });
    expect(within(filled.closest('.field') as HTMLElement).getByText('No more filled segments than segments')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Add a clock' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('shows on the field what the API refused of the body', async () => {
    serve({ 'PUT /api/crews/crew-1/clocks/k1': () => json({ error: 'validation', issues: [{ path: 'body.name', message: 'Already the name of another clock' }] }, 400) });
    renderSetup();
    await screen.findByRole('heading', { name: 'Clocks', level: 2 }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Tenir les docks' }));
    const form = screen.getByRole('form', { name: 'Edit: Tenir les docks' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Clock name' }), { target: { value: 'Le port' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the clock' }));
    const name = within(form).getByRole('textbox', { name: 'Clock name' });
    await waitFor(() => expect(within(name.closest('.field') as HTMLElement).getByText('Already the name of another clock')).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the factions editor', () => {
  it('edits a faction’s goal kept from the players, and keeps what they already knew', async () => {
    const calls = serve({ 'PUT /api/crews/crew-1/factions/f1': () => json({ sheet: sheet({}, 13), event: {} }) });
    renderSetup();
    await screen.findByRole('heading', { name: 'Factions', level: 2 }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Les Lampions' }));
    const form = screen.getByRole('form', { name: 'Edit: Les Lampions' });
    expect((within(form).getByRole('checkbox', { name: 'Notes known to the players' }) as HTMLInputElement).checked).toBe(true);
    const goal = within(form).getByRole('checkbox', { name: 'Goal known to the players' }) as HTMLInputElement;
    expect(goal.checked).toBe(false);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Goal' }), { target: { value: 'Tenir tout le port' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an asset' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Asset 1' }), { target: { value: 'Un navire' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the faction' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Les Lampions',
      tier: 2,
      status: -1,
      goal: 'Tenir tout le port',
      notes: 'Ils paient bien',
      assets: ['Un navire'],
      revealed: ['notes'],
      version: 12,
    });
  });

  it('says in French what the players know of each part, with agreement', async () => {
    serve({});
    renderIn('fr', <GmCrewRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Contrats', level: 2 }, { timeout: 5000 });
    expect(screen.getByText('Contrat des Lampions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Modifier.*Les Lampions$/ }));
    const form = screen.getByRole('form', { name: /^Modifier.*Les Lampions$/ });
    for (const name of ['But connu des joueurs', 'Notes connues des joueurs', 'Atouts connus des joueurs']) expect(within(form).getByRole('checkbox', { name })).toBeTruthy();
  });
});

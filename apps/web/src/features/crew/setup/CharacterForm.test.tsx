/**
 * Issue 34, « Defaults that play »: a character made with the default form — only a name typed —
 * plays every system the campaign plays (d12 pools equal to values, the attribute circles vice
 * restores), and gets nothing of a system the campaign does not play.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TABLE_RULES, GAME_SYSTEMS, type GameSystem, type TableRules } from '@temps-mort/rules';
import { makeCharacter, makeCrew } from '@temps-mort/rules/testing';
import { setFetch } from '../../../lib/api';
import type { Lang } from '../../../lib/lang';
import { renderIn } from '../../../test/render';
import { FakeEventSource } from '../../../test/fakeEventSource';
import GmCrewRoute from '../GmCrewRoute';

// Zoé was made before: no attribute, no d12 sheet.
const zoe = makeCharacter({ id: 'pc-2', name: 'Zoé', attributes: {}, pools: { body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } }, traits: [] });

const sheet = (version = 12) => ({
  id: 'crew-1',
  campaignId: 'camp-1',
  version,
  crew: makeCrew({ characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' }), zoe] }),
  downtime: { phase: 'idle', number: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, characters: {}, allowedEvents: [] },
  gmNotes: '',
  updatedAt: '2025-11-30T10:05:00.000Z',
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Posted {
  readonly name: string;
  readonly attributes: Record<string, { max: number; current: number }>;
  readonly pools: Record<string, { value: number; pool: number }>;
  readonly traits: readonly { name: string; rating: number }[];
}

/** The crew, the campaign playing `systems`; the bodies of the characters POSTed (added) and PUT (edited). */
function serve(systems: readonly GameSystem[], edited: Posted[] = [], tableRules: TableRules = DEFAULT_TABLE_RULES): Posted[] {
  const posted: Posted[] = [];
  setFetch(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/crews/crew-1') return json(sheet());
    if (method === 'GET' && path === '/api/campaigns/current') return json({ id: 'camp-1', name: 'Doskvol', language: 'en', tableRules, systems, version: 1 });
    if (method === 'GET' && (path === '/api/campaigns/camp-1/rolls' || path === '/api/crews/crew-1/share-links' || path === '/api/campaigns/camp-1/wizards')) return json([]);
    if (method === 'POST' && path === '/api/crews/crew-1/characters') {
      posted.push(JSON.parse(String(init?.body)) as Posted);
      return json({ sheet: sheet(13), event: {} });
    }
    if (method === 'PUT' && path === '/api/crews/crew-1/characters/pc-2') {
      edited.push(JSON.parse(String(init?.body)) as Posted);
      return json({ sheet: sheet(13), event: {} });
    }
    return json({ error: 'not_found', resource: 'route' }, 404);
  });
  return posted;
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

const labels = {
  en: { region: 'Player characters', add: 'Add a character', name: 'Name', attributes: 'Attributes', pools: 'Body, Mind, Soul' },
  fr: { region: 'Personnages', add: 'Ajouter un personnage', name: 'Nom', attributes: 'Attributs', pools: 'Corps, Esprit, Âme' },
} as const;

/** The new character's form, once the campaign is read (the crew's GET waits for it in the tests). */
async function openNewCharacter(lang: Lang = 'en') {
  renderIn(lang, <GmCrewRoute params={{ id: 'crew-1' }} />);
  const region = await screen.findByRole('region', { name: labels[lang].region }, { timeout: 5000 });
  fireEvent.click(within(region).getByText(labels[lang].add, { selector: 'summary' }));
  return { region, form: within(region).getByRole('form', { name: labels[lang].add }) };
}

async function addNamed(region: HTMLElement, form: HTMLElement, name: string) {
  fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: name } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add a character' }));
  await waitFor(() => expect(within(region).getByRole('status').textContent).toContain(`Character added: ${name}.`));
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;

describe('a new character from the default form', () => {
  it('with only a name, plays d12 and downtime: Body, Mind and Soul at 5 with full pools, insight, prowess and resolve in circles', async () => {
    const posted = serve(GAME_SYSTEMS);
    const { region, form } = await openNewCharacter();
    // What the character starts with is on the form, for the GM to see and change.
    expect(field(form, 'Body — Value').value).toBe('5');
    expect(field(form, 'Body — Pool').value).toBe('5');
    expect(within(form).getAllByRole('textbox', { name: 'Attribute' }).map((f) => (f as HTMLInputElement).value)).toEqual(['Insight', 'Prowess', 'Resolve']);
    expect(field(form, 'Circles: Insight').value).toBe('3');
    expect(within(form).getAllByRole('textbox', { name: 'Bonus' }).map((f) => (f as HTMLInputElement).value)).toEqual(['2', '1', '1']);
    await addNamed(region, form, 'Basile');
    const [body] = posted;
    expect(body?.pools).toEqual({ body: { value: 5, pool: 5 }, mind: { value: 5, pool: 5 }, soul: { value: 5, pool: 5 } });
    expect(body?.attributes).toEqual({ insight: { max: 3, current: 3 }, prowess: { max: 3, current: 3 }, resolve: { max: 3, current: 3 } });
    // The suggested traits left without a name are not saved (nor do they block the save).
    expect(body?.traits).toEqual([]);
  });

  it('a table without d12: no Body, Mind and Soul forced (no d12 sheet), the attribute circles still there', async () => {
    const posted = serve(['downtime']);
    const { region, form } = await openNewCharacter();
    await waitFor(() => expect(within(form).queryByRole('group', { name: 'Body, Mind, Soul' })).toBeNull());
    await addNamed(region, form, 'Basile');
    expect(posted[0]?.pools).toEqual({ body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } });
    expect(posted[0]?.traits).toEqual([]);
    expect(Object.keys(posted[0]?.attributes ?? {})).toEqual(['insight', 'prowess', 'resolve']);
  });

  it('a table without downtime: no attribute circles forced, the d12 sheet ready', async () => {
    const posted = serve(['d12']);
    const { region, form } = await openNewCharacter();
    await waitFor(() => expect(within(form).queryByRole('group', { name: 'Attributes' })).toBeNull());
    await addNamed(region, form, 'Basile');
    expect(posted[0]?.attributes).toEqual({});
    expect(posted[0]?.pools.body).toEqual({ value: 5, pool: 5 });
  });

  it('the pool follows a new character’s value unless the GM set it apart; a named suggested trait is saved with its rating', async () => {
    const posted = serve(GAME_SYSTEMS);
    const { region, form } = await openNewCharacter();
    fireEvent.change(field(form, 'Body — Value'), { target: { value: '7' } });
    expect(field(form, 'Body — Pool').value).toBe('7');
    fireEvent.change(field(form, 'Mind — Pool'), { target: { value: '3' } });
    fireEvent.change(field(form, 'Mind — Value'), { target: { value: '6' } });
    expect(field(form, 'Mind — Pool').value).toBe('3');
    fireEvent.change(within(form).getAllByRole('textbox', { name: 'Trait' })[0] as HTMLElement, { target: { value: 'Crocheteuse' } });
    await addNamed(region, form, 'Basile');
    expect(posted[0]?.pools).toEqual({ body: { value: 7, pool: 7 }, mind: { value: 6, pool: 3 }, soul: { value: 5, pool: 5 } });
    expect(posted[0]?.traits).toEqual([{ name: 'Crocheteuse', rating: 2 }]);
  });

  it('A6: the healing clock is of the campaign’s size (table rule healingClockSegments), as the API makes it', async () => {
    serve(GAME_SYSTEMS, [], { ...DEFAULT_TABLE_RULES, healingClockSegments: 6 });
    const { form } = await openNewCharacter();
    const healing = within(form).getByRole('group', { name: 'Healing clock' });
    await waitFor(() => expect(healing.textContent).toContain('A 6-segment clock (table rule)'));
    fireEvent.change(within(healing).getByRole('textbox', { name: 'Segments filled' }), { target: { value: '6' } });
    expect(within(healing).getByRole('button', { name: 'Segments filled +1' })).toHaveProperty('disabled', true);
  });

  it('on a French screen, names the attributes in French and saves them under the rules’ names', async () => {
    const posted = serve(GAME_SYSTEMS);
    const { region, form } = await openNewCharacter('fr');
    const names = within(form).getAllByRole('textbox', { name: 'Attribut' }) as HTMLInputElement[];
    expect(names.map((f) => f.value)).toEqual(['Perspicacité', 'Prouesse', 'Détermination']);
    expect(within(form).getByRole('textbox', { name: /^Cercles pleins\s:\sPerspicacité$/ })).toBeTruthy();
    // A custom name is kept as typed; the French word of a known one is saved as the rules' name.
    fireEvent.change(names[2] as HTMLElement, { target: { value: 'Sang-froid' } });
    fireEvent.change(names[2] as HTMLElement, { target: { value: 'détermination ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Nom' }), { target: { value: 'Basile' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter un personnage' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.keys(posted[0]?.attributes ?? {})).toEqual(['insight', 'prowess', 'resolve']);
    expect(within(region).getByRole('status')).toBeTruthy();
  });

  it('a character made before, without attributes or d12 sheet, gets a new character’s start in one click each', async () => {
    const edited: Posted[] = [];
    serve(GAME_SYSTEMS, edited);
    renderIn('en', <GmCrewRoute params={{ id: 'crew-1' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Zoé' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: 'Edit: Zoé' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the usual attributes: Insight, Prowess and Resolve' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Fill in at the human average (5), pools full' }));
    expect(within(form).queryByRole('button', { name: /^Fill in at the human average/ })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save the character' }));
    await waitFor(() => expect(edited).toHaveLength(1));
    expect(edited[0]?.attributes).toEqual({ insight: { max: 3, current: 3 }, prowess: { max: 3, current: 3 }, resolve: { max: 3, current: 3 } });
    expect(edited[0]?.pools).toEqual({ body: { value: 5, pool: 5 }, mind: { value: 5, pool: 5 }, soul: { value: 5, pool: 5 } });
  });
});

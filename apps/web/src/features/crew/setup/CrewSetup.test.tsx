import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeCharacter, makeCrew, makeFaction } from '@temps-mort/rules/testing';
import { setFetch } from '../../../lib/api';
import { renderIn } from '../../../test/render';
import { FakeEventSource } from '../../../test/fakeEventSource';
import GmCrewRoute from '../GmCrewRoute';

function sheet(crew = {}, version = 12) {
  return {
    id: 'crew-1',
    campaignId: 'camp-1',
    version,
    crew: makeCrew({ factions: [makeFaction({ id: 'f1', name: 'Les Lampions', tier: 2, status: -1 })], characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' })], ...crew }),
    downtime: { phase: 'idle', number: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, characters: {}, allowedEvents: [] },
    gmNotes: '',
    updatedAt: '2025-11-30T10:05:00.000Z',
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: unknown };

function serve(writes: Record<string, (body: unknown) => Response>, first: unknown = sheet()): Call[] {
  const calls: Call[] = [];
  let current: unknown = first;
  setFetch(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/crews/crew-1') return json(current);
    if (method === 'GET' && path === '/api/campaigns/camp-1/rolls') return json([]);
    const write = writes[`${method} ${path}`];
    // The players' share links on the crew page, and the wizards a link may follow.
    if (!write && method === 'GET' && path === '/api/crews/crew-1/share-links') return json([]);
    if (!write && method === 'GET' && path === '/api/campaigns/camp-1/wizards') return json([]);
    if (!write) return json({ error: 'not_found', resource: 'route' }, 404);
    const response = write(body);
    if (response.ok && path.startsWith('/api/crews/crew-1') && method !== 'GET' && response.status !== 204) current = ((await response.clone().json()) as { sheet: unknown }).sheet;
    return response;
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

describe('the crew setup forms', () => {
  it('check the crew’s fields with the rules’ schema as the GM types, then send only what changed with the version', async () => {
    const calls = serve({ 'PATCH /api/crews/crew-1': () => json({ sheet: sheet({ heat: 8 }, 13), event: {} }) });
    renderSetup();
    const form = await screen.findByRole('form', { name: 'The crew' }, { timeout: 5000 });
    const heat = within(form).getByRole('textbox', { name: 'Heat' });
    fireEvent.change(heat, { target: { value: '12' } });
    expect(within(heat.closest('.field') as HTMLElement).getByText('At most 9')).toBeTruthy();
    expect(heat.getAttribute('aria-invalid')).toBe('true');
    const save = within(form).getByRole('button', { name: 'Save the crew' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(heat, { target: { value: '8' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ heat: 8, version: 12 });
    await waitFor(() => expect(within(form).getByText('No change to save')).toBeTruthy());
  });

  it('on a 409 says the crew changed elsewhere and puts the current sheet in every form', async () => {
    const current = sheet({ factions: [makeFaction({ id: 'f1', name: 'Les Lanternes', tier: 3, status: -2 })] }, 15);
    serve({ 'PUT /api/crews/crew-1/factions/f1': () => json({ error: 'conflict', current }, 409) });
    renderSetup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Les Lampions' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: 'Edit: Les Lampions' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Faction name' }), { target: { value: 'Les Lampistes' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the faction' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this crew in the meantime');
    expect(alert.textContent).toContain('nothing you had typed was saved');
    const name = within(screen.getByRole('form', { name: 'Edit: Les Lanternes' })).getByRole('textbox', { name: 'Faction name' }) as HTMLInputElement;
    expect(name.value).toBe('Les Lanternes');
    expect(screen.getAllByRole('img', { name: /Les Lanternes/ }).length).toBeGreaterThan(0);
  });

  it('A4: takes an acquired asset off the sheet with the cause the GM picks (used, a quiet week, lost), sending the version', async () => {
    const gang = { id: 'crew-1/asset-9', name: 'Gang de dockers', kind: 'cohort_gang', quality: 2, duration: 'just_in_case', dangerousGoods: null, scale: null, acquiredBy: 'pc-1', downtime: 3 } as const;
    const calls = serve({ 'DELETE /api/crews/crew-1/assets/crew-1%2Fasset-9': () => json({ sheet: sheet({ assets: [] }, 13), event: {} }) }, sheet({ assets: [gang] }));
    renderSetup();
    const section = await screen.findByRole('region', { name: 'Acquired assets' }, { timeout: 5000 });
    expect(within(section).getByText(/Just in case · quality 2 · acquired by Arlette, downtime 3/)).toBeTruthy();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Why it leaves the sheet' }), { target: { value: 'quiet_week' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Remove from the sheet: Gang de dockers' }));
    await waitFor(() => expect(within(section).getByText('No acquired asset.')).toBeTruthy());
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/api/crews/crew-1/assets/crew-1%2Fasset-9', body: { cause: 'quiet_week', version: 12 } });
  });

  it('refuses a character with more filled circles than circles, inline, before anything is sent', async () => {
    const calls = serve({});
    renderSetup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Arlette' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: 'Edit: Arlette' });
    const filled = within(form).getByRole('textbox', { name: 'Circles filled: Insight' }) as HTMLInputElement;
    fireEvent.change(filled, { target: { value: '6' } });
    expect(within(filled.closest('.field') as HTMLElement).getByText('No more filled circles than circles')).toBeTruthy();
    expect(within(form).getByText('1 field to fix')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Save the character' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('adds three characters in a row: the form stays open, cleared, focused, says who was added; skills from the rules’ list, rated within the starting bounds', async () => {
    let version = 12;
    let characters = [makeCharacter({ id: 'pc-1', name: 'Arlette' })];
    const calls = serve({
      'POST /api/crews/crew-1/characters': (body) => {
        const { name, skills } = body as { name: string; skills: Record<string, number> };
        characters = [...characters, makeCharacter({ id: `pc-${characters.length + 1}`, name, skills })];
        version += 1;
        return json({ sheet: sheet({ characters }, version), event: {} });
      },
    });
    renderSetup();
    const region = await screen.findByRole('region', { name: 'Player characters' }, { timeout: 5000 });
    fireEvent.click(within(region).getByText('Add a character', { selector: 'summary' }));
    for (const [i, name] of ['Basile', 'Édouard', 'Lune'].entries()) {
      const form = within(region).getByRole('form', { name: 'Add a character' });
      const nameField = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
      expect(nameField.value).toBe('');
      // Every skill the rules know is there, unrated; a new character's rating stops at 4.
      const hunt = within(form).getByRole('textbox', { name: 'Rating: Hunt' }) as HTMLInputElement;
      expect(hunt.value).toBe('0');
      expect(within(form).getByRole('textbox', { name: 'Rating: Surgery' })).toBeTruthy();
      fireEvent.change(nameField, { target: { value: name } });
      fireEvent.change(hunt, { target: { value: '5' } });
      expect(within(hunt.closest('.field') as HTMLElement).getByText('At most 4')).toBeTruthy();
      expect((within(form).getByRole('button', { name: 'Add a character' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(hunt, { target: { value: String(i + 1) } });
      fireEvent.click(within(form).getByRole('button', { name: 'Add a character' }));
      await waitFor(() => expect(within(region).getByRole('status').textContent).toContain(`Character added: ${name}.`));
      await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('textbox', { name: 'Name' })));
    }
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as { name: string; skills: Record<string, number>; version: number });
    expect(posts.map((p) => [p.name, p.skills['hunt'], p.version])).toEqual([
      ['Basile', 1, 12],
      ['Édouard', 2, 13],
      ['Lune', 3, 14],
    ]);
    expect(Object.keys(posts[0]?.skills ?? {})).toContain('surgery');
    expect(within(region).getAllByText(/^(Arlette|Basile|Édouard|Lune)$/).length).toBe(4);
    fireEvent.click(within(region).getByRole('button', { name: 'Done' }));
    expect(within(region).queryByRole('form', { name: 'Add a character' })).toBeNull();
  }, 30_000);

  it('adds factions one after another without reopening the form', async () => {
    let factions = [makeFaction({ id: 'f1', name: 'Les Lampions', tier: 2, status: -1 })];
    serve({
      'POST /api/crews/crew-1/factions': (body) => {
        const { name } = body as { name: string };
        factions = [...factions, makeFaction({ id: `f${factions.length + 1}`, name })];
        return json({ sheet: sheet({ factions }, 12 + factions.length), event: {} });
      },
    });
    renderSetup();
    const region = await screen.findByRole('region', { name: 'Factions' }, { timeout: 5000 });
    fireEvent.click(within(region).getByText('Add a faction', { selector: 'summary' }));
    for (const name of ['Le Guet', 'Les Corbeaux']) {
      const form = within(region).getByRole('form', { name: 'Add a faction' });
      fireEvent.change(within(form).getByRole('textbox', { name: 'Faction name' }), { target: { value: name } });
      fireEvent.click(within(form).getByRole('button', { name: 'Add a faction' }));
      await waitFor(() => expect(within(region).getByRole('status').textContent).toContain(`Faction added: ${name}.`));
      expect((within(region).getByRole('textbox', { name: 'Faction name' }) as HTMLInputElement).value).toBe('');
    }
    expect(factions.map((f) => f.name)).toEqual(['Les Lampions', 'Le Guet', 'Les Corbeaux']);
  });

  it('deletes the crew, the default one like any other: the export offered first, then a confirmation naming it, the version sent', async () => {
    const calls = serve({
      'GET /api/campaigns/camp-1/export': () => json({ format: 'temps-mort' }),
      'DELETE /api/crews/crew-1': () => new Response(null, { status: 204 }),
    }, sheet({ name: 'Ma bande' }));
    // The export is saved through a link's click: kept here, not followed.
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    renderSetup();
    const section = await screen.findByRole('region', { name: 'Delete the crew' }, { timeout: 5000 });
    expect(within(section).getByText(/Deleting Ma bande erases its sheet, its whole history/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Export the campaign' }));
    await waitFor(() => expect(downloads).toEqual(['temps-mort-camp-1.json']));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete the crew — Ma bande' }));
    const confirm = within(section).getByRole('group', { name: 'Delete Ma bande for good?' });
    // Cancel sends nothing; then confirmed.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete the crew — Ma bande' }));
    fireEvent.click(within(within(section).getByRole('group', { name: 'Delete Ma bande for good?' })).getByRole('button', { name: 'Delete the crew' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/api/crews/crew-1', body: { version: 12 } });
  });

  it('puts the players’ share link and its QR code on the crew page, with “Show a new link” for a lost one', async () => {
    window.history.replaceState(null, '', '/crews/crew-1');
    const link = { id: 'l1', crewId: 'crew-1', label: 'Table du jeudi', characterId: null, wizardId: null, createdAt: '2026-03-12T18:00:00.000Z', revokedAt: null };
    const calls = serve({
      'GET /api/crews/crew-1/share-links': () => json([link]),
      'POST /api/share-links/l1/rotate': () => json({ ...link, token: 'tok_newnewnewnewnewnewnew', url: 'http://192.168.1.20:3000/share#token=tok_newnewnewnewnewnewnew' }, 201),
    });
    renderSetup();
    const share = await screen.findByRole('region', { name: 'The players’ link' }, { timeout: 5000 });
    expect(within(share).getByText(/Lost a link/)).toBeTruthy();
    fireEvent.click(await within(share).findByRole('button', { name: /Show a new link/ }));
    fireEvent.click(within(within(share).getByRole('group')).getByRole('button', { name: 'Show a new link' }));
    const address = (await within(share).findByRole('textbox', { name: 'Address to give the players' })) as HTMLInputElement;
    expect(address.value).toBe('http://192.168.1.20:3000/share#token=tok_newnewnewnewnewnewnew');
    expect(await within(share).findByRole('img', { name: /QR/ })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/share-links/l1/rotate')).toBe(true);
  });
});

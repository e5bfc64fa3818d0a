/**
 * The game systems a campaign uses: every one by default, chosen by the GM (PATCH, checked), told
 * to the GM and to the players (`/api/auth/me`), kept by export → import; a new roll, step or
 * record of a system the campaign does not use is refused (404 `game_system`) and writes nothing.
 */
import { GAME_SYSTEMS } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../../auth/setup';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
let crewId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'POST', url: `/api/campaigns/${t.campaignId}/crews`, headers: t.gm.headers, payload: { name: 'Les Lanternes' } });
  crewId = (res.json() as { sheet: { id: string } }).sheet.id;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = t.gm.headers) {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.body === '' ? null : (res.json() as Record<string, unknown>) };
}
const campaign = async () => (await call('GET', '/api/campaigns/current')).body as { version: number; systems: string[]; systemsChosen: boolean };
async function useSystems(systems: readonly string[]) {
  const res = await call('PATCH', `/api/campaigns/${t.campaignId}`, { version: (await campaign()).version, systems });
  expect(res.status).toBe(200);
  return res.body;
}
/** Everything a refused write could have touched. */
async function written() {
  return {
    rolls: await t.db.roll.count(),
    steps: await t.db.step.count(),
    wizards: await t.db.wizard.count(),
    complexActions: await t.db.complexAction.count(),
    crew: await t.db.crew.findUniqueOrThrow({ where: { id: crewId } }),
  };
}

describe('the game systems of a campaign', () => {
  it('are every system until the GM chooses, in the list’s order whatever the order sent', async () => {
    // A campaign not made by the first start (here: the column's default, as every campaign from before) counts as chosen.
    expect(await campaign()).toMatchObject({ systems: [...GAME_SYSTEMS], systemsChosen: true });
    expect((await useSystems(['frostgrave', 'downtime']))?.systems).toEqual(['downtime', 'frostgrave']);
    await useSystems([...GAME_SYSTEMS]);
  });

  it('refuses none, an unknown one or one twice with a 400 naming body.systems, and changes nothing', async () => {
    const before = await t.db.campaign.findUniqueOrThrow({ where: { id: t.campaignId } });
    for (const systems of [[], ['d6'], ['d12', 'd12'], 'd12']) {
      const res = await call('PATCH', `/api/campaigns/${t.campaignId}`, { version: before.version, systems });
      expect(res.status, JSON.stringify(systems)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('body.systems');
    }
    expect(await t.db.campaign.findUniqueOrThrow({ where: { id: t.campaignId } })).toEqual(before);
  });

  it('are told to the GM and to a player link by /api/auth/me', async () => {
    await useSystems(['downtime', 'd12']);
    const player = await t.player(crewId);
    expect((await call('GET', '/api/auth/me')).body).toMatchObject({ kind: 'gm', systems: ['downtime', 'd12'] });
    expect((await call('GET', '/api/auth/me', undefined, player.headers)).body).toMatchObject({ kind: 'player', crewId, systems: ['downtime', 'd12'] });
    await useSystems([...GAME_SYSTEMS]);
  });

  it('refuse new rolls, steps and records of a system not used (404 game_system), writing nothing; allowed again once chosen', async () => {
    const attempts: ReadonlyArray<readonly [string, string, object]> = [
      ['downtime', `/api/campaigns/${t.campaignId}/rolls/d6`, { pool: 2, purpose: 'Crocheter' }],
      ['downtime', `/api/crews/${crewId}/downtime/start`, { version: 1 }],
      ['d12', `/api/campaigns/${t.campaignId}/rolls/d12`, { attribute: 'body', pool: 5, threshold: 12 }],
      ['d100', `/api/campaigns/${t.campaignId}/rolls/d100`, { threshold: 50 }],
      ['d100', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Forcer le coffre', start: 6, failureThreshold: 4 }],
      ['frostgrave', `/api/campaigns/${t.campaignId}/wizards`, { name: 'Ombeline', level: 1, gold: 0, markers: 0, warband: [{ name: 'Ombeline', role: 'wizard', baseCost: 0, will: 2 }] }],
    ];
    for (const [system, url, payload] of attempts) {
      const others = GAME_SYSTEMS.filter((s) => s !== system);
      await useSystems(others);
      const before = await written();
      const res = await call('POST', url, payload);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual({ error: 'not_found', resource: 'game_system' });
      expect(await written(), url).toEqual(before);

      await useSystems([...GAME_SYSTEMS]);
      const crewVersion = (await t.db.crew.findUniqueOrThrow({ where: { id: crewId } })).version;
      const again = await call('POST', url, 'version' in payload ? { ...payload, version: crewVersion } : payload);
      expect([200, 201], `${url} ${JSON.stringify(again.body)}`).toContain(again.status);
    }
  });

  it('survive export → import', async () => {
    await useSystems(['d100', 'frostgrave']);
    const exported = await call('GET', `/api/campaigns/${t.campaignId}/export`);
    expect(exported.status).toBe(200);
    expect((exported.body as { campaign: { systems: string[] } }).campaign.systems).toEqual(['d100', 'frostgrave']);
    const imported = await call('POST', '/api/campaigns/import', exported.body as object);
    expect(imported.status).toBe(201);
    const copy = await t.db.campaign.findUniqueOrThrow({ where: { id: imported.body?.campaignId as string } });
    expect(JSON.parse(copy.systems)).toEqual(['d100', 'frostgrave']);
    await useSystems([...GAME_SYSTEMS]);
  });
});

describe('the game systems of the campaign the first start makes', () => {
  it('are not chosen yet (every system meanwhile), until the GM chooses them: then chosen, for good', async () => {
    // The server's first start, on an empty database (before the harness's own campaign).
    let setupPath = '';
    const first = await buildTestApp({
      beforeReady: async (app) => {
        const started = await bootstrap(app.db, { publicUrl: 'http://localhost:3000', now: new Date() });
        setupPath = new URL(started.setupUrl ?? '').pathname + new URL(started.setupUrl ?? '').search;
      },
    });
    try {
      const signIn = await first.app.inject({ url: setupPath });
      expect(signIn.statusCode).toBe(303);
      const cookie = signIn.cookies.find((c) => c.name === 'tm_session');
      const headers = { cookie: `tm_session=${cookie?.value ?? ''}` };
      const current = async () => (await first.app.inject({ url: '/api/campaigns/current', headers })).json() as { id: string; name: string; version: number; systems: string[]; systemsChosen: boolean };
      const made = await current();
      expect(made).toMatchObject({ name: 'Ma campagne', systems: [...GAME_SYSTEMS], systemsChosen: false });
      // Meanwhile every system plays: nothing is refused before the choice.
      expect((await first.app.inject({ url: '/api/auth/me', headers })).json()).toMatchObject({ kind: 'gm', systems: [...GAME_SYSTEMS] });

      const chosen = await first.app.inject({ method: 'PATCH', url: `/api/campaigns/${made.id}`, headers, payload: { version: made.version, systems: ['downtime'] } });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toMatchObject({ systems: ['downtime'], systemsChosen: true });
      // Renaming later does not ask again.
      const renamed = await first.app.inject({ method: 'PATCH', url: `/api/campaigns/${made.id}`, headers, payload: { version: made.version + 1, name: 'Doskvol' } });
      expect(renamed.json()).toMatchObject({ name: 'Doskvol', systems: ['downtime'], systemsChosen: true });
    } finally {
      await first.close();
    }
  });
});

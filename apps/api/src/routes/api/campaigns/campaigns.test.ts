import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
let crewId: string;
beforeAll(async () => {
  t = await buildTestApp();
  crewId = (await t.db.crew.create({ data: { campaignId: t.campaignId, state: JSON.stringify({ crew: { name: 'Les Corbeaux', tier: 2 } }) } })).id;
});
afterAll(() => t.close());

const current = async () => (await t.app.inject({ url: '/api/campaigns/current', headers: t.gm.headers })).json();
const snapshot = async () => t.db.campaign.findUniqueOrThrow({ where: { id: t.campaignId } });

describe('GET /api/campaigns/current', () => {
  it("returns the GM's campaign with every table rule filled", async () => {
    const res = await t.app.inject({ url: '/api/campaigns/current', headers: t.gm.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: t.campaignId, name: 'Campagne de test', language: 'fr', version: 1, tableRules: DEFAULT_TABLE_RULES });
  });

  it('fills options a stored (older, partial) table-rules object lacks', async () => {
    await t.db.campaign.update({ where: { id: t.campaignId }, data: { tableRules: JSON.stringify({ titheRounding: 'down' }) } });
    try {
      expect((await current()).tableRules).toEqual({ ...DEFAULT_TABLE_RULES, titheRounding: 'down' });
    } finally {
      await t.db.campaign.update({ where: { id: t.campaignId }, data: { tableRules: '{}' } });
    }
  });
});

describe('PATCH /api/campaigns/:id', () => {
  it('renames, changes the language, merges table rules, and bumps the version', async () => {
    const before = await current();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${t.campaignId}`,
      headers: t.gm.headers,
      payload: { version: before.version, name: '  Doskvol 1847 ', language: 'en', tableRules: { titheRounding: 'nearest', healingClockSegments: 6 } },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ name: 'Doskvol 1847', language: 'en', version: before.version + 1 });
    expect(after.tableRules).toEqual({ ...before.tableRules, titheRounding: 'nearest', healingClockSegments: 6 });

    // A later patch of one option keeps the others.
    const next = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version: after.version, tableRules: { vicePool: 'current' } } });
    expect(next.json().tableRules).toMatchObject({ titheRounding: 'nearest', healingClockSegments: 6, vicePool: 'current' });
  });

  it('answers 409 with the current campaign to a stale version, and changes nothing', async () => {
    const now = await current();
    const before = await snapshot();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version: now.version - 1, name: 'Écrasé' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', current: now });
    expect(await snapshot()).toEqual(before);
  });

  it('of two writes with the same version, exactly one wins', async () => {
    const { version } = await current();
    const [a, b] = await Promise.all(
      ['Premier', 'Second'].map((name) =>
        t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version, name } }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    expect((await current()).version).toBe(version + 1);
  });

  it.each([
    [{ name: 'x' }, 'body.version'],
    [{ version: 0 }, 'body.version'],
    [{ version: 1, name: '' }, 'body.name'],
    [{ version: 1, language: 'de' }, 'body.language'],
    [{ version: 1, tableRules: { titheRounding: 'sideways' } }, 'body.tableRules.titheRounding'],
    [{ version: 1, tableRules: { noSuchOption: true } }, 'body.tableRules.noSuchOption'],
    [{ version: 1, bogus: 1 }, 'body.bogus'],
    [{ version: 1, tableRules: { healingClockSegments: 99 } }, 'body.tableRules.healingClockSegments'],
    [{ version: 1, tableRules: { d100GroupClampMin: 50, d100GroupClampMax: 10 } }, 'body.tableRules.d100GroupClampMin'],
  ])('answers 400 to %j naming %s, and changes nothing', async (payload, path) => {
    const before = await snapshot();
    const { version } = await current();
    const body = { ...payload, ...('version' in payload && payload.version === 1 ? { version } : {}) };
    const res = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 to an unknown campaign', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/campaigns/nope', headers: t.gm.headers, payload: { version: 1, name: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', resource: 'campaign' });
  });
});

describe('GET /api/campaigns/:id/crews', () => {
  it('lists the crews', async () => {
    const res = await t.app.inject({ url: `/api/campaigns/${t.campaignId}/crews`, headers: t.gm.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: crewId, name: 'Les Corbeaux', tier: 2, version: 1 }]);
  });
});

describe('permission matrix of the campaign routes', () => {
  it.each(['player', 'none', 'otherGm'] as const)('%s may not read or write the campaign', async (who) => {
    let headers: Record<string, string> = {};
    if (who === 'player') headers = (await t.player(crewId)).headers;
    if (who === 'otherGm') {
      headers = (await t.otherGm(`Autre ${crypto.randomUUID()}`)).headers;
    }
    const status = who === 'none' ? 401 : 403;
    const before = await snapshot();
    const routes = [
      { method: 'PATCH' as const, url: `/api/campaigns/${t.campaignId}`, payload: { version: before.version, name: 'Volé' } },
      { method: 'GET' as const, url: `/api/campaigns/${t.campaignId}/crews` },
    ];
    for (const route of routes) {
      const res = await t.app.inject({ ...route, headers });
      expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(status);
    }
    if (who !== 'otherGm') {
      expect((await t.app.inject({ url: '/api/campaigns/current', headers })).statusCode).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

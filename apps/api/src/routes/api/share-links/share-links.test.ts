import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../auth/tokens';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
let crewId: string;
let otherCrewId: string;
beforeAll(async () => {
  t = await buildTestApp();
  crewId = (await t.db.crew.create({ data: { campaignId: t.campaignId } })).id;
  otherCrewId = (await t.db.crew.create({ data: { campaignId: t.campaignId } })).id;
});
afterAll(() => t.close());

async function create(label?: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/share-links`, headers: t.gm.headers, payload: label === undefined ? {} : { label } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; token: string; url: string; label: string | null; revokedAt: string | null };
}

describe('share links', () => {
  it('creates a link with a ≥ 128-bit token shown once; only its hash is stored', async () => {
    const link = await create('Pour Léa');
    expect(Buffer.from(link.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(link.url).toBe(`${t.config.publicUrl}/s/${link.token}`);
    expect(link.label).toBe('Pour Léa');
    const row = await t.db.shareLink.findUnique({ where: { id: link.id } });
    expect(row?.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const list = await t.app.inject({ url: `/api/crews/${crewId}/share-links`, headers: t.gm.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(link.token);
    expect(list.json().find((l: { id: string }) => l.id === link.id)).toMatchObject({ id: link.id, label: 'Pour Léa', revokedAt: null });
  });

  it('opens the crew to the link, and only that crew', async () => {
    const link = await create();
    const headers = { authorization: `Bearer ${link.token}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json()).toMatchObject({ kind: 'player', crewId });
    // A player never manages links, of its crew or another.
    expect((await t.app.inject({ url: `/api/crews/${crewId}/share-links`, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/crews/${otherCrewId}/share-links`, headers })).statusCode).toBe(403);
  });

  it('revokes: the token stops working at once (401)', async () => {
    const link = await create();
    const headers = { authorization: `Bearer ${link.token}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers: t.gm.headers });
    expect(revoke.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/auth/me?token=${link.token}` })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers: t.gm.headers });
    expect(again.statusCode).toBe(204);
    const row = await t.db.shareLink.findUnique({ where: { id: link.id } });
    expect(row?.revokedAt).not.toBeNull();
  });

  it('a revoked token is not rescued by a GM cookie on the same request', async () => {
    const link = await create();
    await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers: t.gm.headers });
    const res = await t.app.inject({ url: '/api/auth/me', headers: { ...t.gm.headers, authorization: `Bearer ${link.token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('rotates: the old token dies, the new one works, the label stays', async () => {
    const old = await create('Table du jeudi');
    const res = await t.app.inject({ method: 'POST', url: `/api/share-links/${old.id}/rotate`, headers: t.gm.headers });
    expect(res.statusCode).toBe(201);
    const fresh = res.json();
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.label).toBe('Table du jeudi');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${old.token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${fresh.token}` } })).statusCode).toBe(200);
  });

  it('answers 404 for unknown links and crews', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/share-links/nope', headers: t.gm.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/share-links/nope/rotate', headers: t.gm.headers })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/crews/nope/share-links', headers: t.gm.headers, payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', resource: 'crew' });
  });

  it('validates the label', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/share-links`, headers: t.gm.headers, payload: { label: 'x'.repeat(81) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.label');
  });
});

describe('permission matrix of the share-link routes', () => {
  type Who = 'gm' | 'player' | 'none' | 'otherGm';
  const expected: Record<Who, number[]> = { gm: [200, 201, 204], player: [403], none: [401], otherGm: [403] };

  async function headersFor(who: Who): Promise<Record<string, string>> {
    if (who === 'gm') return t.gm.headers;
    if (who === 'player') return (await t.player(crewId)).headers;
    if (who === 'otherGm') {
      return (await t.otherGm(`Autre ${crypto.randomUUID()}`)).headers;
    }
    return {};
  }

  it.each(['gm', 'player', 'none', 'otherGm'] as const)('%s', async (who) => {
    const headers = await headersFor(who);
    const seed = await create();
    const routes = [
      { method: 'POST' as const, url: `/api/crews/${crewId}/share-links`, payload: {} },
      { method: 'GET' as const, url: `/api/crews/${crewId}/share-links` },
      { method: 'POST' as const, url: `/api/share-links/${seed.id}/rotate` },
      { method: 'DELETE' as const, url: `/api/share-links/${seed.id}` },
    ];
    for (const route of routes) {
      const res = await t.app.inject({ ...route, headers });
      expect(expected[who], `${who} ${route.method} ${route.url} → ${res.statusCode}`).toContain(res.statusCode);
    }
    if (who !== 'gm') {
      const row = await t.db.shareLink.findUnique({ where: { id: seed.id } });
      expect(row?.revokedAt).toBeNull();
    }
  });
});

/**
 * A wizard's own share link (a Frostgrave table without a crew): it opens that wizard's ledger and
 * nothing else — no crew, no crew-less roll (a null crew never matches a null crew), no other
 * wizard — stays live over the wizard's stream, is rotated and revoked by the wizard's GM, and goes
 * with the wizard when it is deleted.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';
import { connectSse } from '../../../test/sse';

let t: TestApp;
let crew: SeededCrew;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
  crew = await seedCrew(t, crewOfTwo());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

async function gm(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.body === '' ? {} : (res.json() as Json) };
}

async function newWizard(name = 'Ombeline'): Promise<string> {
  const res = await gm('POST', `/api/campaigns/${t.campaignId}/wizards`, { name, level: 5, gold: 300 });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function wizardLink(wizardId: string, label?: string): Promise<{ id: string; token: string; headers: { authorization: string } }> {
  const res = await gm('POST', `/api/wizards/${wizardId}/share-links`, label === undefined ? {} : { label });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const token = res.body.token as string;
  return { id: res.body.id as string, token, headers: { authorization: `Bearer ${token}` } };
}

const read = async (url: string, headers: Json = {}) => {
  const res = await t.app.inject({ url, headers: headers as Record<string, string> });
  return { status: res.statusCode, body: res.body === '' ? null : (res.json() as unknown) };
};

describe("a wizard's own link", () => {
  it('is made for the wizard alone: no crew, listed under the wizard and not under any crew; /api/auth/me says so', async () => {
    const wizardId = await newWizard();
    const created = await gm('POST', `/api/wizards/${wizardId}/share-links`, { label: 'Pour Ombeline' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ crewId: null, wizardId, characterId: null, label: 'Pour Ombeline', revokedAt: null });
    expect(String(created.body.url)).toMatch(/\/s\/[A-Za-z0-9_-]{16,}$/);
    expect((await gm('GET', `/api/wizards/${wizardId}/share-links`)).body).toEqual([expect.objectContaining({ id: created.body.id, crewId: null })]);
    expect(((await gm('GET', `/api/crews/${crew.crewId}/share-links`)).body as unknown as Json[]).some((l) => l.id === created.body.id)).toBe(false);
    expect((await read('/api/auth/me', { authorization: `Bearer ${String(created.body.token)}` })).body).toMatchObject({
      kind: 'player',
      campaignId: t.campaignId,
      crewId: null,
      characterId: null,
      wizardId,
    });
  });

  it('reads its wizard and ledger as the GM does, and nothing else of the campaign', async () => {
    const wizardId = await newWizard();
    const other = await newWizard('Sorcha');
    t.useDice([]);
    expect((await gm('POST', `/api/wizards/${wizardId}/favours`, { version: 1, kind: 'loan', amount: 200 })).status).toBe(200);
    // A roll of no crew (the dice page's), and a crew's: neither is the wizard link's.
    t.useDice([4, 2]);
    const loose = await gm('POST', `/api/campaigns/${t.campaignId}/rolls/d6`, { pool: 2 });
    expect(loose.status, JSON.stringify(loose.body)).toBe(201);
    const link = await wizardLink(wizardId);

    for (const path of [`/api/wizards/${wizardId}`, `/api/wizards/${wizardId}/ledger`]) {
      const asGm = await read(path, t.gm.headers);
      // As the GM reads it, but for what only the GM does with it: revert an entry, redo an undo.
      const { stepSeqs: _seqs, undos: _undos, ...gmBody } = asGm.body as Record<string, unknown>;
      expect(await read(path, link.headers)).toEqual({ ...asGm, body: gmBody });
    }
    for (const path of [
      `/api/crews/${crew.crewId}`,
      `/api/crews/${crew.crewId}/history`,
      `/api/crews/${crew.crewId}/stream`,
      `/api/crews/${crew.crewId}/downtime/changes`,
      `/api/campaigns/${t.campaignId}/rolls`,
      `/api/rolls/${String(loose.body.id)}`,
      `/api/campaigns/${t.campaignId}/complex-actions`,
      `/api/campaigns/${t.campaignId}/wizards`,
      `/api/campaigns/${t.campaignId}/history`,
      `/api/wizards/${other}`,
      `/api/wizards/${other}/ledger`,
      `/api/wizards/${other}/stream`,
      `/api/wizards/${wizardId}/share-links`,
    ]) {
      expect((await read(path, link.headers)).status, path).toBe(403);
    }
    // The players' first request knows only the token: no crew to open (404), and the link says what it follows.
    expect(await read('/api/share/sheet', link.headers)).toEqual({ status: 404, body: { error: 'not_found', resource: 'crew' } });
    // Its writes are the GM's.
    expect((await t.app.inject({ method: 'POST', url: `/api/wizards/${wizardId}/favours`, headers: link.headers, payload: { version: 2, kind: 'loan', amount: 100 } })).statusCode).toBe(403);
    expect((await read(`/api/wizards/${wizardId}`)).status).toBe(401);
  });

  it('refuses what is not the GM’s to make (400 naming the field, 403, 404), writing nothing', async () => {
    const wizardId = await newWizard();
    const crewLink = await t.player(crew.crewId);
    const before = dumpDatabase(t.dbPath);
    const unknownField = await gm('POST', `/api/wizards/${wizardId}/share-links`, { label: 'x', crewId: crew.crewId });
    expect(unknownField.status).toBe(400);
    expect(JSON.stringify(unknownField.body)).toContain('crewId');
    expect((await gm('POST', `/api/wizards/${wizardId}/share-links`, { label: 'x'.repeat(81) })).body).toMatchObject({ error: 'validation', issues: [expect.objectContaining({ path: 'body.label' })] });
    expect((await gm('POST', '/api/wizards/nope/share-links', {})).body).toEqual({ error: 'not_found', resource: 'wizard' });
    expect((await t.app.inject({ method: 'POST', url: `/api/wizards/${wizardId}/share-links`, headers: crewLink.headers, payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/wizards/${wizardId}/share-links`, payload: {} })).statusCode).toBe(401);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a campaign without Frostgrave makes none (404 game_system)', async () => {
    const wizardId = await newWizard();
    const campaign = (await gm('GET', `/api/campaigns/current`)).body;
    expect((await gm('PATCH', `/api/campaigns/${t.campaignId}`, { version: campaign.version, systems: ['downtime'] })).status).toBe(200);
    try {
      expect((await gm('POST', `/api/wizards/${wizardId}/share-links`, {})).body).toEqual({ error: 'not_found', resource: 'game_system' });
    } finally {
      const now = (await gm('GET', '/api/campaigns/current')).body;
      await gm('PATCH', `/api/campaigns/${t.campaignId}`, { version: now.version, systems: ['downtime', 'd12', 'd100', 'frostgrave'] });
    }
  });

  it('is live: the wizard’s stream tells each ledger move, and ends when the link is revoked', async () => {
    const wizardId = await newWizard();
    const link = await wizardLink(wizardId);
    const stream = await connectSse<{ wizardId?: string }>(base, `/api/wizards/${wizardId}/stream?token=${link.token}`);
    expect(stream.status).toBe(200);
    const gmStream = await connectSse(base, `/api/wizards/${wizardId}/stream`, { cookie: t.gm.cookie });
    expect(gmStream.status).toBe(200);
    t.useDice([]);
    expect((await gm('POST', `/api/wizards/${wizardId}/favours`, { version: 1, kind: 'loan', amount: 200 })).status).toBe(200);
    expect(await stream.waitFor(1)).toEqual([{ event: 'wizard', data: { wizardId } }]);
    expect((await gm('DELETE', `/api/share-links/${link.id}`)).status).toBe(204);
    expect((await stream.waitFor(2))[1]).toEqual({ event: 'revoked', data: {} });
    // The GM's stream heard the move and not the revocation.
    expect((await gmStream.waitFor(1)).map((f) => f.event)).toEqual(['wizard']);
    gmStream.close();
    stream.close();
    expect((await read(`/api/wizards/${wizardId}`, link.headers)).status).toBe(401);
  });

  it('is rotated by the wizard’s GM (same label, same wizard, still no crew), and another campaign’s GM may not', async () => {
    const wizardId = await newWizard();
    const link = await wizardLink(wizardId, 'Table Frostgrave');
    const rotated = await gm('POST', `/api/share-links/${link.id}/rotate`);
    expect(rotated.status).toBe(201);
    expect(rotated.body).toMatchObject({ label: 'Table Frostgrave', wizardId, crewId: null });
    expect((await read(`/api/wizards/${wizardId}/ledger`, { authorization: `Bearer ${String(rotated.body.token)}` })).status).toBe(200);
    expect((await read(`/api/wizards/${wizardId}/ledger`, link.headers)).status).toBe(401);
    const otherGm = (await t.otherGm('Une autre table')).headers;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/share-links/${String(rotated.body.id)}`, headers: otherGm })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/wizards/${wizardId}/share-links`, headers: otherGm })).statusCode).toBe(403);
  });

  it('goes with its wizard: deleted with it (a crew’s link that followed it stays the crew’s)', async () => {
    const wizardId = await newWizard();
    const own = await wizardLink(wizardId);
    const crewFollower = await t.player(crew.crewId, undefined, { wizardId });
    expect((await gm('DELETE', `/api/wizards/${wizardId}?version=1`)).status).toBe(204);
    expect((await read('/api/auth/me', own.headers)).status).toBe(401);
    expect(await t.db.shareLink.count({ where: { id: own.id } })).toBe(0);
    expect((await read(`/api/crews/${crew.crewId}`, crewFollower.headers)).status).toBe(200);
  });
});

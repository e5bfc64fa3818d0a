/**
 * A share link that names the character it was given to and a Frostgrave wizard it follows: what
 * creating it checks, what it may read (the wizard and its ledger, as the GM sees them, and nothing
 * of any other wizard), what rotating keeps, and what a deleted wizard leaves.
 */
import { GAME_SYSTEMS } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms } from '../../../fuzz/conforms';
import type { JsonSchema } from '../../../fuzz/document';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
let crew: SeededCrew;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
  crew = await seedCrew(t, crewOfTwo());
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

async function gm(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Json): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.body === '' ? {} : (res.json() as Json) };
}

async function newWizard(name = 'Maelis'): Promise<string> {
  const res = await gm('POST', `/api/campaigns/${t.campaignId}/wizards`, { name, level: 5, gold: 300 });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function createLink(payload: Json): Promise<{ status: number; body: Json }> {
  return gm('POST', `/api/crews/${crew.crewId}/share-links`, payload);
}

const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });

describe('a share link naming a character and a wizard', () => {
  it('keeps them, answers them in the list and in /api/auth/me, and rotating keeps them', async () => {
    const wizardId = await newWizard();
    const created = await createLink({ label: 'Pour Léa', characterId: crew.id('pc-1'), wizardId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ label: 'Pour Léa', characterId: crew.id('pc-1'), wizardId });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(created.body.token) })).json()).toEqual({
      kind: 'player',
      campaignId: t.campaignId,
      crewId: crew.crewId,
      characterId: crew.id('pc-1'),
      wizardId,
      systems: [...GAME_SYSTEMS],
      // A link given to a character acts for it (issue 36), with the table's rules for the odds.
      may: { propose: true, roll: true, editTexts: true },
      tableRules: expect.any(Object),
    });
    const list = (await gm('GET', `/api/crews/${crew.crewId}/share-links`)).body as unknown as Json[];
    expect(list.find((l) => l.id === created.body.id)).toMatchObject({ characterId: crew.id('pc-1'), wizardId });

    const rotated = await gm('POST', `/api/share-links/${String(created.body.id)}/rotate`);
    expect(rotated.status).toBe(201);
    expect(rotated.body).toMatchObject({ label: 'Pour Léa', characterId: crew.id('pc-1'), wizardId });
    expect((await t.app.inject({ url: `/api/wizards/${wizardId}/ledger`, headers: bearer(rotated.body.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/wizards/${wizardId}/ledger`, headers: bearer(created.body.token) })).statusCode).toBe(401);
  });

  it('a plain link names neither', async () => {
    const created = await createLink({});
    expect(created.body).toMatchObject({ characterId: null, wizardId: null });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(created.body.token) })).json()).toMatchObject({ characterId: null, wizardId: null });
  });

  it("refuses a character that is not the crew's and a wizard that is not the campaign's (400 naming the field, nothing written)", async () => {
    const other = await t.db.campaign.create({ data: { name: 'Autre table' } });
    const foreign = await t.db.wizard.create({ data: { campaignId: other.id } });
    const otherCrew = await seedCrew(t, crewOfTwo());
    const before = dumpDatabase(t.dbPath);
    for (const [payload, field] of [
      [{ characterId: 'nope' }, 'body.characterId'],
      [{ characterId: otherCrew.id('pc-1') }, 'body.characterId'],
      [{ wizardId: 'nope' }, 'body.wizardId'],
      [{ wizardId: foreign.id }, 'body.wizardId'],
      [{ wizardId: 'not an id!' }, 'body.wizardId'],
      [{ characterId: 42 }, 'body.characterId'],
    ] as const) {
      const res = await createLink(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect((res.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    }
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  // Issue 35's fuzz finding: a null wizard was taken as "none" (201) though the document refused it.
  it('refuses a null wizard as the OpenAPI document does (400 naming the field, nothing written): a link following none leaves it out', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/crews/{crewId}/share-links'].post.requestBody.content['application/json'].schema as JsonSchema;
    // The fuzz's own judge of the document: it takes a link naming nothing, not a null wizard.
    expect(conforms(schema, {})).toBe(true);
    expect(conforms(schema, { wizardId: null })).toBe(false);
    const before = dumpDatabase(t.dbPath);
    const res = await createLink({ label: 'Sans sorcier', wizardId: null });
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toEqual(['body.wizardId']);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe("what a link following a wizard reads of it (the permission matrix of the wizard's reads)", () => {
  it('its wizard and ledger, exactly as the GM reads them; any other link, another wizard or nobody: refused', async () => {
    const wizardId = await newWizard();
    const otherWizardId = await newWizard('Sorcha');
    t.useDice([]);
    expect((await gm('POST', `/api/wizards/${wizardId}/favours`, { version: 1, kind: 'loan', amount: 200 })).status).toBe(200);
    t.useDice([15, 3]);
    expect((await gm('POST', `/api/wizards/${wizardId}/favours`, { version: 2, kind: 'intimidation', target: { name: 'Brute', role: 'soldier', will: 1 }, bonus: 0 })).status).toBe(200);
    expect((await gm('POST', `/api/wizards/${wizardId}/undo`, { version: 3 })).status).toBe(200);

    const follower = await t.player(crew.crewId, 'Léa', { wizardId });
    const plain = await t.player(crew.crewId);
    const otherCrew = await seedCrew(t, crewOfTwo());
    const otherCrewFollower = await t.player(otherCrew.crewId, undefined, { wizardId: otherWizardId });

    for (const path of [`/api/wizards/${wizardId}`, `/api/wizards/${wizardId}/ledger`]) {
      const asGm = await t.app.inject({ url: path, headers: t.gm.headers });
      const asFollower = await t.app.inject({ url: path, headers: follower.headers });
      expect(asFollower.statusCode).toBe(200);
      // As the GM reads it, but for what only the GM does with it: revert an entry, redo an undo.
      const { stepSeqs: _seqs, undos: _undos, ...gmRead } = asGm.json<Record<string, unknown>>();
      expect(asFollower.json()).toEqual(gmRead);
      expect((await t.app.inject({ url: path, headers: plain.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: path, headers: otherCrewFollower.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    }
    // The undone intimidation's dice stay listed, marked undone, for the follower as for the GM.
    const ledger = (await t.app.inject({ url: `/api/wizards/${wizardId}/ledger`, headers: follower.headers })).json() as { favours: { kind: string }[]; rolls: { undone: boolean }[] };
    expect(ledger.favours.map((f) => f.kind)).toEqual(['loan']);
    expect(ledger.rolls.length).toBeGreaterThan(0);
    expect(ledger.rolls.every((r) => r.undone)).toBe(true);
    // Nothing else of the campaign's wizards: not the list, not another wizard, not a collection.
    expect((await t.app.inject({ url: `/api/campaigns/${t.campaignId}/wizards`, headers: follower.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/wizards/${otherWizardId}/ledger`, headers: follower.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/wizards/nope/ledger`, headers: follower.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/campaigns/${t.campaignId}/history`, headers: follower.headers })).statusCode).toBe(403);
  });

  it('a deleted wizard: the link follows nothing any more, and still opens its crew', async () => {
    const wizardId = await newWizard();
    const follower = await t.player(crew.crewId, undefined, { wizardId });
    expect((await t.app.inject({ url: `/api/wizards/${wizardId}`, headers: follower.headers })).statusCode).toBe(200);
    expect((await gm('DELETE', `/api/wizards/${wizardId}?version=1`)).status).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: follower.headers })).json()).toMatchObject({ wizardId: null });
    expect((await t.app.inject({ url: `/api/wizards/${wizardId}`, headers: follower.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: follower.headers })).statusCode).toBe(200);
  });
});

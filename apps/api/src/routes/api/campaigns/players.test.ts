/**
 * What the campaign lets its players do from a link given to their character (issue 36): three
 * switches, each on by default, patched by the GM (version checked), read back with the campaign,
 * and told to each link by `/api/auth/me` — a crew's link may do nothing.
 */
import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { seedCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
let characterLink: TestPlayer;
let crewLink: TestPlayer;
beforeAll(async () => {
  t = await buildTestApp();
  const crew = await seedCrew(t);
  characterLink = await t.player(crew.crewId, 'Arlette', { characterId: crew.id('pc-1') });
  crewLink = await t.player(crew.crewId, 'La table');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const current = async () => (await t.app.inject({ url: '/api/campaigns/current', headers: t.gm.headers })).json() as Json & { version: number };
const me = async (player: TestPlayer) => (await t.app.inject({ url: '/api/auth/me', headers: player.headers })).json() as Json;
async function patch(payload: Json): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload });
  return { status: res.statusCode, body: res.json() as Json };
}

const ALL_ON = { propose: true, roll: true, editTexts: true };
const NOTHING = { propose: false, roll: false, editTexts: false };

describe('the campaign’s players switches', () => {
  it('are all on by default: the campaign says so, and so does a character’s link', async () => {
    expect((await current()).players).toEqual(ALL_ON);
    expect(await me(characterLink)).toMatchObject({ kind: 'player', characterId: expect.any(String), may: ALL_ON, tableRules: DEFAULT_TABLE_RULES });
  });

  it('a patch changes only the switches named, bumps the version, and GET reads it back', async () => {
    const before = await current();
    const res = await patch({ version: before.version, players: { roll: false } });
    expect(res).toMatchObject({ status: 200, body: { version: before.version + 1, players: { propose: true, roll: false, editTexts: true } } });
    expect((await current()).players).toEqual({ propose: true, roll: false, editTexts: true });
    const next = await patch({ version: before.version + 1, players: { editTexts: false, propose: false } });
    expect(next.body.players).toEqual(NOTHING);
    // Everything else of the campaign as it was.
    const { version: _v, updatedAt: _u, players: _p, ...rest } = before;
    const { version: _v2, updatedAt: _u2, players: _p2, ...restAfter } = await current();
    expect(restAfter).toEqual(rest);
    expect((await patch({ version: before.version + 2, players: ALL_ON })).body.players).toEqual(ALL_ON);
  });

  it('a stale version: 409 with the campaign as it is, nothing changed', async () => {
    const now = await current();
    const before = dumpDatabase(t.dbPath);
    expect(await patch({ version: now.version - 1, players: { propose: false } })).toEqual({ status: 409, body: { error: 'conflict', current: now } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it.each([
    ['a switch not a boolean', { roll: 'non' }, 'body.players.roll'],
    ['a switch unknown', { fly: true }, 'body.players.fly'],
  ])('%s: 400 naming it, nothing changed', async (_name, players, field) => {
    const before = dumpDatabase(t.dbPath);
    const res = await patch({ version: (await current()).version, players });
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a character’s link is told what it may do; the table rules only while it may propose or roll', async () => {
    const version = () => current().then((c) => c.version);
    try {
      await patch({ version: await version(), players: { propose: false, roll: true, editTexts: false } });
      expect(await me(characterLink)).toMatchObject({ may: { propose: false, roll: true, editTexts: false }, tableRules: DEFAULT_TABLE_RULES });
      await patch({ version: await version(), players: { propose: true, roll: false } });
      expect(await me(characterLink)).toMatchObject({ may: { propose: true, roll: false, editTexts: false }, tableRules: DEFAULT_TABLE_RULES });
      await patch({ version: await version(), players: { propose: false, editTexts: true } });
      const textsOnly = await me(characterLink);
      expect(textsOnly.may).toEqual({ propose: false, roll: false, editTexts: true });
      expect(textsOnly).not.toHaveProperty('tableRules');
    } finally {
      await patch({ version: await version(), players: ALL_ON });
    }
  });

  it('a crew’s link may do nothing, whatever the switches, and gets no table rules', async () => {
    const seen = await me(crewLink);
    expect(seen).toMatchObject({ kind: 'player', characterId: null, may: NOTHING });
    expect(seen).not.toHaveProperty('tableRules');
  });
});

import { makeCharacter } from '@temps-mort/rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { crewOfTwo, seedCrew, storedCrewDocument, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
let crew: SeededCrew;

/** Arlette (pc-1) has a vice; Basile (pc-2) has none. */
beforeAll(async () => {
  t = await buildTestApp();
  crew = await seedCrew(
    t,
    crewOfTwo({ characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' }), makeCharacter({ id: 'pc-2', name: 'Basile', vice: null, healing: { id: 'healing-pc-2', name: 'healing', segments: 4, filled: 0 } })] }),
  );
  // What only the GM reads of the crew: never in a player's answer.
  const sheet = await t.app.inject({ method: 'PATCH', url: `/api/crews/${crew.crewId}`, headers: t.gm.headers, payload: { version: crew.version, gmNotes: 'Arlette trahira la bande' } });
  expect(sheet.statusCode).toBe(200);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** A fresh link to a character: each test spends its own per-link rate limit. */
const linkTo = (fixtureId: string) => t.player(crew.crewId, fixtureId, { characterId: crew.id(fixtureId) });

async function version(): Promise<number> {
  return (await t.db.crew.findUniqueOrThrow({ where: { id: crew.crewId } })).version;
}
async function character(fixtureId: string) {
  const found = (await storedCrewDocument(t.db, crew.crewId)).crew.characters.find((c) => c.id === crew.id(fixtureId));
  if (!found) throw new Error(`no ${fixtureId}`);
  return found;
}

async function put(player: TestPlayer | null, fixtureId: string, payload: unknown): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/crews/${crew.crewId}/characters/${crew.id(fixtureId)}/texts`,
    headers: player === null ? t.gm.headers : player.headers,
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function campaignPlayers(players: Json): Promise<void> {
  const current = await t.db.campaign.findUniqueOrThrow({ where: { id: t.campaignId } });
  const res = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version: current.version, players } });
  expect(res.statusCode).toBe(200);
}

describe('a player keeps their character’s texts', () => {
  it.each([
    ['look', { look: 'Grande, un manteau rapiécé' }, { look: 'Grande, un manteau rapiécé' }],
    ['notes', { notes: 'Doit 3 pièces à Basile' }, { notes: 'Doit 3 pièces à Basile' }],
    ['purveyor', { purveyor: 'Madame Roue' }, { vice: { kind: 'gambling', purveyor: 'Madame Roue', tapped: false } }],
    ['comfort', { comfort: 'Une lettre' }, { comfort: { name: 'Une lettre', lost: false } }],
    ['fear', { fear: 'Le feu' }, { fear: 'Le feu' }],
  ])('%s: a step of the crew’s history, answered as players read the crew', async (field, texts, stored) => {
    const arlette = await linkTo('pc-1');
    const before = await character('pc-1');
    const v = await version();
    const res = await put(arlette, 'pc-1', { version: v, texts });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ sheet: { version: v + 1 }, event: { type: 'character_texts', payload: { texts }, reasons: [{ rule: 'D7', code: 'character_texts_edited', values: { name: 'Arlette', fields: field } }] } });
    // The player's view: no GM notes anywhere.
    expect(res.body.sheet).not.toHaveProperty('gmNotes');
    expect(JSON.stringify(res.body)).not.toContain('trahira');
    // That text, and nothing else of the character.
    expect(await character('pc-1')).toEqual({ ...before, ...stored });
    const readers = (res.body.sheet as { crew: { characters: Json[] } }).crew.characters.find((c) => c.id === crew.id('pc-1'));
    expect(readers).toMatchObject(stored);
  });

  it('the GM undoes it as any step: the text is back as it was', async () => {
    const arlette = await linkTo('pc-1');
    const before = await character('pc-1');
    const edited = await put(arlette, 'pc-1', { version: await version(), texts: { look: 'Un chapeau', fear: null } });
    expect(edited.status).toBe(200);
    expect(await character('pc-1')).toMatchObject({ look: 'Un chapeau', fear: null });
    const undone = await t.app.inject({ method: 'POST', url: `/api/crews/${crew.crewId}/undo`, headers: t.gm.headers, payload: { version: await version() } });
    expect(undone.statusCode).toBe(200);
    expect(await character('pc-1')).toEqual(before);
    // The step stays in the history the players read, marked undone.
    const history = await t.app.inject({ url: `/api/crews/${crew.crewId}/history?type=character_texts&order=desc&limit=1`, headers: arlette.headers });
    expect((history.json() as { events: Json[] }).events).toMatchObject([{ seq: (edited.body.event as Json).seq, undone: true }]);
  });

  it('a purveyor for a character without a vice: 422 V1, nothing changed', async () => {
    const basile = await linkTo('pc-2');
    const before = dumpDatabase(t.dbPath);
    expect(await put(basile, 'pc-2', { version: await version(), texts: { purveyor: 'Quelqu’un' } })).toMatchObject({
      status: 422,
      body: { rule: 'V1', code: 'no_vice', values: { character: crew.id('pc-2') } },
    });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it.each([
    ['a number the rules own', { texts: { coin: 3 } }, 'body.texts.coin'],
    ['a text of the wrong type', { texts: { look: 3 } }, 'body.texts.look'],
    ['a text too long', { texts: { notes: 'x'.repeat(2001) } }, 'body.texts.notes'],
    ['no text at all', { texts: {} }, 'body.texts'],
    ['no version', { noVersion: true, texts: { look: 'x' } }, 'body.version'],
  ])('%s: 400 naming the field, nothing changed', async (_name, body, field) => {
    const arlette = await linkTo('pc-1');
    const { noVersion, ...rest } = body as Json;
    const payload = noVersion === true ? rest : { version: await version(), ...rest };
    const before = dumpDatabase(t.dbPath);
    const res = await put(arlette, 'pc-1', payload);
    expect(res.status).toBe(400);
    const paths = (res.body.issues as { path: string }[]).map((i) => i.path);
    expect(paths, paths.join(', ')).toContain(field);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a stale version: 409 with the sheet as players read it', async () => {
    const arlette = await linkTo('pc-1');
    const v = await version();
    const res = await put(arlette, 'pc-1', { version: v - 1, texts: { look: 'Trop tard' } });
    expect(res).toMatchObject({ status: 409, body: { error: 'conflict', current: { id: crew.crewId, version: v } } });
    expect(res.body.current).not.toHaveProperty('gmNotes');
    expect(JSON.stringify(res.body)).not.toContain('trahira');
  });

  it('only the link given to that very character: another character’s, the crew’s, the GM: 403; none: 401', async () => {
    const arlette = await linkTo('pc-1');
    const crewLink = await t.player(crew.crewId);
    const before = dumpDatabase(t.dbPath);
    const body = { version: await version(), texts: { look: 'Pas le sien' } };
    expect((await put(arlette, 'pc-2', body)).status).toBe(403);
    expect((await put(crewLink, 'pc-1', body)).status).toBe(403);
    expect((await put(null, 'pc-1', body)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/crews/${crew.crewId}/characters/${crew.id('pc-1')}/texts`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('the campaign’s switch off: 403, nothing changed; on again, the text is kept', async () => {
    const arlette = await linkTo('pc-1');
    await campaignPlayers({ editTexts: false });
    try {
      const before = dumpDatabase(t.dbPath);
      expect((await put(arlette, 'pc-1', { version: await version(), texts: { notes: 'x' } })).status).toBe(403);
      expect(dumpDatabase(t.dbPath)).toEqual(before);
    } finally {
      await campaignPlayers({ editTexts: true });
    }
    expect((await put(arlette, 'pc-1', { version: await version(), texts: { notes: 'x' } })).status).toBe(200);
  });
});

/**
 * "No request can break a campaign": the findings of the black-box campaign (20 000 fuzzed
 * requests and a few by hand), each as a named regression test. Each request used to commit a
 * state the server could no longer read (or dropped what the client sent without a word); now it
 * is refused, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCharacter, makeCrew, makeFaction } from '@temps-mort/rules/testing';
import { crewStepSchema } from '../../domain/crews/views';
import { errorResponse } from '../../plugins/errors';
import { buildTestApp, type TestApp } from '../../test/build';
import { crewOfTwo, editStoredCharacter, seedCrew, type SeededCrew } from '../../test/crews';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What a crew is in the database: its rows and its history, to compare before and after. */
async function fingerprint(crewId: string): Promise<string> {
  const crew = await t.db.crew.findUnique({ where: { id: crewId }, include: { steps: true } });
  const rolls = await t.db.roll.count({ where: { crewId } });
  return JSON.stringify({ crew, rolls });
}

async function send(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: t.gm.headers, payload });
}

async function version(crewId: string): Promise<number> {
  return (await t.app.inject({ url: `/api/crews/${crewId}`, headers: t.gm.headers })).json<{ version: number }>().version;
}

/** The crew still opens, undoes (or says there is nothing to undo) and exports. */
async function expectHealthy(crewId: string): Promise<void> {
  const sheet = await t.app.inject({ url: `/api/crews/${crewId}`, headers: t.gm.headers });
  expect(sheet.statusCode, sheet.body).toBe(200);
  const exported = await t.app.inject({ url: `/api/campaigns/${t.campaignId}/export`, headers: t.gm.headers });
  expect(exported.statusCode).toBe(200);
}

async function inActivities(crew: SeededCrew): Promise<void> {
  for (const path of ['start', 'advance', 'advance', 'advance', 'advance']) {
    const res = await send('POST', `/api/crews/${crew.crewId}/downtime/${path}`, { version: await version(crew.crewId) });
    if (res.statusCode !== 200) break;
  }
}

describe('finding 1: built-in property names are refused as keys', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['reduce_heat with action "constructor"', 'activities', { activity: { kind: 'reduce_heat', action: 'constructor' } }, 'body.activity.action'],
    ['indulge_vice with attribute "toString"', 'activities', { activity: { kind: 'indulge_vice', attribute: 'toString' } }, 'body.activity.attribute'],
    ['train with skill "valueOf"', 'activities', { activity: { kind: 'train', skill: 'valueOf' } }, 'body.activity.skill'],
    ['sink-into-vice with attribute "constructor"', 'sink-into-vice', { attribute: 'constructor' }, 'body.attribute'],
    ['sink-into-vice with attribute "hasOwnProperty"', 'sink-into-vice', { attribute: 'hasOwnProperty' }, 'body.attribute'],
  ];
  it.each(cases)('%s → 400 naming the field; nothing written; the crew still opens, undoes and exports', async (_name, path, body, field) => {
    const crew = await seedCrew(t, crewOfTwo({ heat: 4 }));
    await inActivities(crew);
    const before = await fingerprint(crew.crewId);
    const res = await send('POST', `/api/crews/${crew.crewId}/downtime/${path}`, { characterId: crew.id('pc-1'), ...body, version: await version(crew.crewId) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await fingerprint(crew.crewId)).toBe(before);
    await expectHealthy(crew.crewId);
    const undo = await send('POST', `/api/crews/${crew.crewId}/undo`, { version: await version(crew.crewId) });
    expect(undo.statusCode).toBe(200);
  });

  it('a character whose skills or attributes hold a reserved name is refused when saved (400 naming it)', async () => {
    const crew = await seedCrew(t);
    const before = await fingerprint(crew.crewId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/crews/${crew.crewId}/characters`,
      headers: { ...t.gm.headers, 'content-type': 'application/json' },
      payload: `{"name":"Zoé","skills":{"toString":2},"version":${crew.version}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('body.skills.toString');
    expect(await fingerprint(crew.crewId)).toBe(before);
  });
});

describe('finding 2: list limits hold on write, not only on read', () => {
  it('a 101st faction → 422 sheet_limit, nothing written; the crew still reads and exports', async () => {
    const factions = Array.from({ length: 100 }, (_, i) => makeFaction({ id: `f-${i}`, name: `Faction ${i}` }));
    const crew = await seedCrew(t, makeCrew({ factions, characters: [makeCharacter()] }));
    const before = await fingerprint(crew.crewId);
    const res = await send('POST', `/api/crews/${crew.crewId}/factions`, { name: 'Une de trop', tier: 1, status: 0, version: crew.version });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'rule', rule: 'D7', code: 'sheet_limit', values: { field: 'factions', max: 100 } });
    expect(await fingerprint(crew.crewId)).toBe(before);
    await expectHealthy(crew.crewId);
  });

  it('a 51st cohort → 422 sheet_limit, nothing written', async () => {
    const cohorts = Array.from({ length: 50 }, (_, i) => ({ id: `c-${i}`, name: `Cohorte ${i}`, kind: 'gang' as const, quality: 1 }));
    const crew = await seedCrew(t, makeCrew({ cohorts, characters: [] }));
    const before = await fingerprint(crew.crewId);
    const res = await send('POST', `/api/crews/${crew.crewId}/cohorts`, { name: 'De trop', kind: 'gang', quality: 1, version: crew.version });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'sheet_limit', values: { field: 'cohorts', max: 50 } });
    expect(await fingerprint(crew.crewId)).toBe(before);
  });
});

describe('finding 3: our own faults are 500s, before any commit', () => {
  it('a ZodError thrown past the door is ours: 500 with no details', () => {
    const parsed = crewStepSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(errorResponse(parsed.error)).toEqual({ status: 500, body: { error: 'internal' } });
  });

  it('a step whose answer would not pass the response check → 500, and the step is rolled back', async () => {
    const crew = await seedCrew(t);
    const before = await fingerprint(crew.crewId);
    const check = vi.spyOn(crewStepSchema, 'safeEncode').mockReturnValueOnce(crewStepSchema.safeParse({}) as never);
    try {
      const res = await send('PATCH', `/api/crews/${crew.crewId}`, { coin: 3, version: crew.version });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal' });
    } finally {
      check.mockRestore();
    }
    expect(await fingerprint(crew.crewId)).toBe(before);
    expect((await send('PATCH', `/api/crews/${crew.crewId}`, { coin: 3, version: crew.version })).statusCode).toBe(200);
  });

  it('a crew the server cannot read back answers 500 with no internal paths (it was a 400 naming them)', async () => {
    const crew = await seedCrew(t);
    await editStoredCharacter(t.db, crew.crewId, crew.id('pc-1'), (c) => ({ ...c, attributes: { toString: { current: 1 } } }));
    const res = await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: t.gm.headers });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('{"error":"internal"}');
  });
});

describe('finding 4: unknown fields are refused, by name', () => {
  it('PATCH /api/crews/:id {"bogus":1} → 400 body.bogus, and no history step', async () => {
    const crew = await seedCrew(t);
    const before = await fingerprint(crew.crewId);
    const res = await send('PATCH', `/api/crews/${crew.crewId}`, { bogus: 1, version: crew.version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', issues: [{ path: 'body.bogus', message: 'unknown field' }] });
    expect(await fingerprint(crew.crewId)).toBe(before);
  });

  it('PATCH {"coin":3,"isAdmin":true} → 400 body.isAdmin; the coin is not changed either', async () => {
    const crew = await seedCrew(t);
    const before = await fingerprint(crew.crewId);
    const res = await send('PATCH', `/api/crews/${crew.crewId}`, { coin: 3, isAdmin: true, version: crew.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'body.isAdmin', message: 'unknown field' }]);
    expect(await fingerprint(crew.crewId)).toBe(before);
  });

  it('POST …/characters {"name":"Zoé","level":99} → 400 body.level', async () => {
    const crew = await seedCrew(t);
    const res = await send('POST', `/api/crews/${crew.crewId}/characters`, { name: 'Zoé', level: 99, version: crew.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'body.level', message: 'unknown field' }]);
  });

  it('an unknown field deep inside a body, and an unknown query parameter, are named too', async () => {
    const crew = await seedCrew(t);
    const deep = await send('POST', `/api/crews/${crew.crewId}/characters`, { name: 'Zoé', vice: { kind: 'Jeu', purveyor: 'Bazso', tapped: false, colour: 'rouge' }, version: crew.version });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().issues).toEqual([{ path: 'body.vice.colour', message: 'unknown field' }]);
    const query = await t.app.inject({ url: `/api/crews/${crew.crewId}?debug=1`, headers: t.gm.headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().issues).toEqual([{ path: 'querystring.debug', message: 'unknown field' }]);
  });
});

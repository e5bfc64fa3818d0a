import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { makeCharacter } from '@temps-mort/rules/testing';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
let crew: SeededCrew;
let noComfort: SeededCrew;

beforeAll(async () => {
  t = await buildTestApp();
  crew = await seedCrew(t);
  noComfort = await seedCrew(t, crewOfTwo({ characters: [makeCharacter({ id: 'pc-1', name: 'Sans-Abri', comfort: null })] }));
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;

async function post(path: string, payload: unknown): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crew.crewId}/characters/${crew.id('pc-1')}/d12/${path}`, headers: t.gm.headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() as Json };
}

async function version(): Promise<number> {
  return (await t.db.crew.findUniqueOrThrow({ where: { id: crew.crewId } })).version;
}

async function lastEvent() {
  return t.db.step.findFirstOrThrow({ where: { crewId: crew.crewId }, orderBy: { seq: 'desc' } });
}

describe("d12 effects on a character, through the crew's history", () => {
  it('T3 damage: the pool drops, a character_save event with its cause is recorded and published', async () => {
    const seen: { event: string }[] = [];
    const stop = t.app.hub.subscribe(crew.crewId, (message) => seen.push(message));
    const v = await version();
    const res = await post('damage', { version: v, kind: 'physical', amount: 2 });
    stop();
    expect(res).toMatchObject({
      status: 200,
      body: { character: { pools: { body: { value: 5, pool: 3 } } }, saved: { version: v + 1 }, detail: { lost: 2, out: false } },
    });
    expect((res.body.reasons as Json[]).map((r) => r.rule)).toContain('T3');
    const event = await lastEvent();
    expect(event).toMatchObject({ type: 'character_save', seq: (res.body.saved as Json).seq });
    expect(JSON.parse(event.payload)).toMatchObject({ type: 'character_save', cause: 'd12_damage', character: { pools: { body: { pool: 3 } } } });
    expect(seen.map((m) => m.event)).toEqual(['crew']);
  });

  it('T2/T6: damage to 0 spends the destiny point asked for (unconscious at 1)', async () => {
    const res = await post('damage', { version: await version(), kind: 'physical', amount: 9, spendDestinyToAvoidZero: true });
    expect(res.body).toMatchObject({ character: { destiny: 0, pools: { body: { pool: 1 } } }, detail: { unconscious: true, destinySpent: true } });
  });

  it('T4 rest: the points placed by the player; a misplaced allocation is refused and writes nothing', async () => {
    const before = dumpDatabase(t.dbPath);
    const refused = await post('rest', { version: await version(), hours: 8, safe: true, allocation: { body: 1 } });
    expect(refused).toMatchObject({ status: 422, body: { rule: 'T4', code: 'allocation_mismatch' } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    const res = await post('rest', { version: await version(), hours: 8, safe: true, allocation: { body: 2 } });
    expect(res.body).toMatchObject({ character: { pools: { body: { pool: 3 } } }, detail: { points: 2, used: 2 } });
    expect(JSON.parse((await lastEvent()).payload)).toMatchObject({ cause: 'd12_rest' });
  });

  it('T5 comfort lost then found: each a character_save event with its cause, published; a second "lost" is refused and writes nothing', async () => {
    const seen: { event: string }[] = [];
    const stop = t.app.hub.subscribe(crew.crewId, (message) => seen.push(message));
    const v = await version();
    const lost = await post('comfort', { version: v, lost: true });
    expect(lost).toMatchObject({ status: 200, body: { character: { comfort: { name: 'Médaillon', lost: true } }, saved: { version: v + 1 } } });
    expect(lost.body.reasons).toEqual([{ rule: 'T5', code: 'comfort_lost', values: { comfort: 'Médaillon' } }]);
    expect(JSON.parse((await lastEvent()).payload)).toMatchObject({ type: 'character_save', cause: 'd12_comfort_lost', character: { comfort: { lost: true } } });

    const before = dumpDatabase(t.dbPath);
    const again = await post('comfort', { version: await version(), lost: true });
    expect(again).toMatchObject({ status: 422, body: { error: 'rule', rule: 'T5', code: 'comfort_already_lost', values: { comfort: 'Médaillon' } } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const found = await post('comfort', { version: await version(), lost: false });
    expect(found).toMatchObject({ status: 200, body: { character: { comfort: { name: 'Médaillon', lost: false } }, saved: { version: v + 2 } } });
    expect(found.body.reasons).toEqual([{ rule: 'T5', code: 'comfort_found', values: { comfort: 'Médaillon' } }]);
    expect(JSON.parse((await lastEvent()).payload)).toMatchObject({ cause: 'd12_comfort_found', character: { comfort: { lost: false } } });
    stop();
    expect(seen.map((m) => m.event)).toEqual(['crew', 'crew']);
    // Found, it may not be found twice either.
    expect(await post('comfort', { version: await version(), lost: false })).toMatchObject({ status: 422, body: { rule: 'T5', code: 'comfort_not_lost' } });
  });

  it('T5: a character without a comfort has none to lose', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/crews/${noComfort.crewId}/characters/${noComfort.id('pc-1')}/d12/comfort`,
      headers: t.gm.headers,
      payload: { version: noComfort.version, lost: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ rule: 'T5', code: 'no_comfort' });
  });

  it('T10 milestones: end of a scenario restores the pools and takes a trait; end of a cycle raises a value', async () => {
    const scenario = await post('milestone', { version: await version(), milestone: 'scenario', advance: { kind: 'new_trait', name: 'Tenace' } });
    expect(scenario).toMatchObject({ status: 200, body: { character: { pools: { body: { pool: 5 } } } } });
    expect((scenario.body.character as { traits: Json[] }).traits).toContainEqual({ name: 'Tenace', rating: 1 });
    expect(JSON.parse((await lastEvent()).payload)).toMatchObject({ cause: 'd12_milestone_scenario' });
    const cycle = await post('milestone', { version: await version(), milestone: 'cycle', attribute: 'soul' });
    expect(cycle.body).toMatchObject({ character: { pools: { soul: { value: 6, pool: 6 } } } });
  });

  it('a stale crew version is a 409 with the current sheet, and nothing changes', async () => {
    const v = await version();
    const before = dumpDatabase(t.dbPath);
    const res = await post('damage', { version: v + 3, kind: 'fear', amount: 1 });
    expect(res).toMatchObject({ status: 409, body: { error: 'conflict', current: { id: crew.crewId, version: v } } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('T10 end of the campaign retires the character; a retired sheet refuses more damage', async () => {
    expect((await post('milestone', { version: await version(), milestone: 'campaign' })).body).toMatchObject({ character: { status: 'retired' } });
    expect(await post('damage', { version: await version(), kind: 'physical', amount: 1 })).toMatchObject({
      status: 422,
      body: { rule: 'T10', code: 'character_retired' },
    });
  });
});

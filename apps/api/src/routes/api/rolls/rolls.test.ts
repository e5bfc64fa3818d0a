import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { seedCrew, storedCrewDocument, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
let crew: SeededCrew;
let player: TestPlayer;

beforeAll(async () => {
  t = await buildTestApp();
  crew = await seedCrew(t);
  player = await t.player(crew.crewId);
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;

async function gm(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() as Json };
}

async function crewVersion(): Promise<number> {
  return (await t.db.crew.findUniqueOrThrow({ where: { id: crew.crewId } })).version;
}

async function character(id: string) {
  const stored = (await storedCrewDocument(t.db, crew.crewId)).crew.characters.find((c) => c.id === id);
  if (!stored) throw new Error(`no character ${id}`);
  return stored;
}

const rolls = (path: string) => `/api/campaigns/${t.campaignId}/rolls/${path}`;

describe('campaign rolls', () => {
  it.each([
    ['d6', { pool: 2, purpose: 'Sneak' }, [6, 6], { kind: 'd6_pool', sides: 6, band: 'crit', dice: [6, 6] }],
    ['fortune', { pool: 1, shift: 1 }, [4], { kind: 'fortune', band: '6', dice: [4] }],
    ['d100', { threshold: 40 }, [41], { kind: 'd100_simple', sides: 100, band: 'failure' }],
    ['d100-opposition', { actor: { threshold: 50, attribute: 3 }, opponent: { threshold: 50, attribute: 4 } }, [30, 30], { kind: 'd100_opposed', band: 'opponent', dice: [30, 30] }],
    ['d100-group', { leadThreshold: 40, helpers: [50, 50] }, [10, 90, 41], { kind: 'd100_group', band: 'failure', quality: 40, dice: [10, 90, 41] }],
    ['d20', { count: 3 }, [1, 20, 7], { kind: 'd20', sides: 20, dice: [1, 20, 7] }],
  ])('POST …/rolls/%s stores the roll with its reasons and result', async (path, body, dice, expected) => {
    t.useDice(dice);
    const res = await gm('POST', rolls(path), body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...expected, who: 'GM', hidden: false, campaignId: t.campaignId });
    expect((res.body.reasons as unknown[]).length).toBeGreaterThanOrEqual(path === 'd20' ? 0 : 1);
    expect(res.body.result).toMatchObject({ rolls: expect.any(Array) });
    const stored = await t.db.roll.findUniqueOrThrow({ where: { id: res.body.id as string } });
    expect(JSON.parse(stored.dice)).toEqual(dice);
  });

  it('links a roll to a character (its crew implied, its name as who)', async () => {
    t.useDice([3]);
    const res = await gm('POST', rolls('d6'), { pool: 1, characterId: crew.id('pc-1') });
    expect(res.body).toMatchObject({ who: 'Arlette', crewId: crew.crewId, characterId: crew.id('pc-1') });
  });

  it('D5: a fortune roll says how far its quality moved the band, with the values the rules name (steps)', async () => {
    t.useDice([2, 5]);
    const res = await gm('POST', rolls('fortune'), { pool: 2, shift: 2 });
    expect(res.body).toMatchObject({ kind: 'fortune', band: 'crit', result: { value: { rolledBand: '4-5', band: 'crit', shift: 2 } } });
    expect(res.body.reasons).toEqual([
      { rule: 'D1', code: 'pool_rolled', values: { size: 2, dice: '2,5', result: 5, band: '4-5' } },
      { rule: 'D5', code: 'band_shifted', values: { from: '4-5', steps: 2, to: 'crit' } },
    ]);
  });

  it('a free d12 roll: give of oneself from its stand-in pool, destiny re-roll, critical option', async () => {
    t.useDice([2]);
    // 2 + pool 3 + trait 1 = 6 < 8: failure.
    const rolled = await gm('POST', rolls('d12'), { attribute: 'mind', pool: 3, traitBonus: 1, threshold: 8 });
    expect(rolled).toMatchObject({ status: 201, body: { kind: 'd12_action', band: 'failure', quality: 6, result: { value: { degree: 'failure', pool: 3 } } } });
    const id = rolled.body.id as string;
    const given = await gm('POST', `/api/rolls/${id}/give-of-oneself`, {});
    expect(given).toMatchObject({ status: 200, body: { roll: { id, band: 'success_with_complication' }, character: null, saved: null } });
    expect(given.body.roll).toMatchObject({ result: { standIn: { pool: 2 }, value: { given: 1 } } });

    t.useDice([12]);
    const rerolled = await gm('POST', `/api/rolls/${id}/reroll`, {});
    expect(rerolled).toMatchObject({ status: 201, body: { roll: { band: 'critical_success', result: { rerollOf: id, value: { pool: 2, rerolls: 1 } } } } });
    const newId = (rerolled.body.roll as Json).id as string;
    expect(await gm('POST', `/api/rolls/${id}/give-of-oneself`, {})).toMatchObject({ status: 422, body: { rule: 'T6', code: 'result_replaced' } });

    const critical = await gm('POST', `/api/rolls/${newId}/critical`, { option: 'next_related_roll_bonus' });
    expect(critical).toMatchObject({ status: 200, body: { roll: { result: { value: { criticalOption: 'next_related_roll_bonus' } } } } });
    expect(await gm('POST', `/api/rolls/${newId}/critical`, { option: 'double_damage' })).toMatchObject({
      status: 422,
      body: { rule: 'T8', code: 'critical_already_applied' },
    });
  });

  it("a free d12 roll's re-roll is a step of the campaign's dice: undone, the first roll is the result again", async () => {
    t.useDice([2]);
    const rolled = await gm('POST', rolls('d12'), { attribute: 'body', pool: 3, threshold: 8 });
    const id = rolled.body.id as string;
    t.useDice([12]);
    const rerolled = await gm('POST', `/api/rolls/${id}/reroll`, {});
    const newRoll = rerolled.body.roll as Json;
    expect(newRoll).toMatchObject({ history: 'dice', undone: false });
    const history = await gm('GET', `/api/campaigns/${t.campaignId}/history?aggregate=dice&limit=1`);
    expect((history.body.steps as Json[])[0]).toMatchObject({ type: 'd12_reroll', rolls: [{ id: newRoll.id }] });

    expect(await gm('POST', `/api/rolls/${newRoll.id as string}/undo`, {})).toMatchObject({ status: 200, body: { id: newRoll.id, undone: true } });
    // The first roll takes its follow-ups again; the undone re-roll takes none.
    expect(await gm('POST', `/api/rolls/${newRoll.id as string}/give-of-oneself`, {})).toMatchObject({ status: 422, body: { code: 'roll_already_undone' } });
    expect(await gm('POST', `/api/rolls/${id}/give-of-oneself`, {})).toMatchObject({ status: 200, body: { roll: { id, result: { supersededBy: null } } } });
  });

  it("a free d12 roll's follow-ups are steps of the campaign's dice: each undo gives the roll back as it was, last first", async () => {
    t.useDice([2]);
    // 2 + pool 3 = 5 < 8: failure.
    const rolled = await gm('POST', rolls('d12'), { attribute: 'soul', pool: 3, threshold: 8 });
    const id = rolled.body.id as string;
    const given = await gm('POST', `/api/rolls/${id}/give-of-oneself`, {});
    expect(given.body.roll).toMatchObject({ band: 'success_with_complication', result: { standIn: { pool: 2 } } });
    const history = await gm('GET', `/api/campaigns/${t.campaignId}/history?aggregate=dice&limit=1`);
    expect((history.body.steps as Json[])[0]).toMatchObject({ type: 'd12_giving', undone: false });

    const undone = await gm('POST', `/api/rolls/${id}/undo`, {});
    expect(undone).toMatchObject({ status: 200, body: { id, band: 'failure', undone: false, result: { standIn: { pool: 3 }, steps: [] } } });
    // Then the roll itself.
    expect(await gm('POST', `/api/rolls/${id}/undo`, {})).toMatchObject({ status: 200, body: { id, band: 'failure', undone: true } });
  });

  it("a character's follow-up undone in its crew's history gives the roll back too", async () => {
    const pc = crew.id('pc-1');
    t.useDice([4]);
    // 4 + body pool 5 = 9 < 10: failure.
    const rolled = await gm('POST', rolls('d12'), { attribute: 'body', characterId: pc, threshold: 10 });
    const id = rolled.body.id as string;
    const version = ((await gm('GET', `/api/crews/${crew.crewId}`)).body as { version: number }).version;
    const given = await gm('POST', `/api/rolls/${id}/give-of-oneself`, { version });
    expect(given.body.roll).toMatchObject({ band: 'success_with_complication' });
    expect(await gm('POST', `/api/crews/${crew.crewId}/undo`, { version: version + 1 })).toMatchObject({ status: 200 });
    expect((await gm('GET', `/api/rolls/${id}`)).body).toMatchObject({ id, band: 'failure', result: { steps: [] } });
  });

  it("a character's d12 roll: giving of oneself and the destiny re-roll go through the crew's history", async () => {
    const pc = crew.id('pc-1');
    t.useDice([4]);
    // 4 + body pool 5 = 9 < 10: failure.
    const rolled = await gm('POST', rolls('d12'), { attribute: 'body', characterId: pc, threshold: 10 });
    expect(rolled.body).toMatchObject({ band: 'failure', characterId: pc, crewId: crew.crewId, who: 'Arlette' });
    const id = rolled.body.id as string;

    expect(await gm('POST', `/api/rolls/${id}/give-of-oneself`, {})).toMatchObject({ status: 400, body: { issues: [{ path: 'body.version' }] } });
    const version = await crewVersion();
    const stale = await gm('POST', `/api/rolls/${id}/give-of-oneself`, { version: version + 1 });
    expect(stale).toMatchObject({ status: 409, body: { error: 'conflict', current: { id: crew.crewId, version } } });

    const given = await gm('POST', `/api/rolls/${id}/give-of-oneself`, { version });
    expect(given).toMatchObject({
      status: 200,
      body: { roll: { band: 'success_with_complication' }, character: { id: pc, pools: { body: { value: 5, pool: 4 } } }, saved: { version: version + 1 } },
    });
    expect((await character(pc)).pools).toMatchObject({ body: { pool: 4 } });
    const seq = (given.body.saved as Json).seq as number;
    const event = await t.db.step.findUniqueOrThrow({ where: { aggregate_aggregateId_seq: { aggregate: 'crew', aggregateId: crew.crewId, seq } } });
    expect(event.type).toBe('character_save');
    expect(JSON.parse(event.payload)).toMatchObject({ cause: 'd12_giving', character: { id: pc } });

    t.useDice([7]);
    // Destiny 1 → 0; 7 + pool 4 = 11 > 10: success.
    const rerolled = await gm('POST', `/api/rolls/${id}/reroll`, { version: version + 1 });
    expect(rerolled).toMatchObject({
      status: 201,
      body: { roll: { band: 'success', characterId: pc }, character: { destiny: 0 }, saved: { version: version + 2 } },
    });
    const newRoll = rerolled.body.roll as Json;
    expect(newRoll.eventId).toBe((rerolled.body.saved as Json).eventId);
    expect((await character(pc)).destiny).toBe(0);
    expect(await gm('POST', `/api/rolls/${newRoll.id as string}/reroll`, { version: version + 2 })).toMatchObject({
      status: 422,
      body: { rule: 'T6', code: 'no_destiny_point' },
    });
  });

  it('the fear test: rolled, then resolved through the history (a failure costs a Mind point)', async () => {
    const pc = crew.id('pc-2');
    t.useDice([3]);
    const rolled = await gm('POST', rolls('fear-test'), { characterId: pc });
    expect(rolled.body).toMatchObject({ band: 'failure', result: { value: { kind: 'fear_test', threshold: 12 } } });
    const version = await crewVersion();
    const resolved = await gm('POST', `/api/rolls/${rolled.body.id as string}/fear-resolution`, { version });
    expect(resolved).toMatchObject({ status: 200, body: { character: { pools: { mind: { pool: 4 } } }, saved: { version: version + 1 } } });
    expect(await gm('POST', `/api/rolls/${rolled.body.id as string}/fear-resolution`, { version: version + 1 })).toMatchObject({
      status: 422,
      body: { rule: 'T5', code: 'fear_test_already_resolved' },
    });
  });

  it('a natural 1 and "hurt self" (T8): the lost pool point goes through the history', async () => {
    const pc = crew.id('pc-2');
    t.useDice([1]);
    const rolled = await gm('POST', rolls('d12'), { attribute: 'body', characterId: pc, threshold: 6 });
    expect(rolled.body).toMatchObject({ band: 'critical_failure' });
    const version = await crewVersion();
    const hurt = await gm('POST', `/api/rolls/${rolled.body.id as string}/critical`, { option: 'hurt_self', pickedBy: 'gm', version });
    expect(hurt).toMatchObject({
      status: 200,
      body: { roll: { result: { value: { criticalOption: 'hurt_self' } } }, character: { pools: { body: { pool: 4 } } }, saved: { version: version + 1 } },
    });
    const event = await t.db.step.findFirstOrThrow({ where: { crewId: crew.crewId }, orderBy: { seq: 'desc' } });
    expect(JSON.parse(event.payload)).toMatchObject({ cause: 'd12_critical' });
    // A success option on a critical failure is refused by the rule.
    t.useDice([1]);
    const again = await gm('POST', rolls('d12'), { attribute: 'body', characterId: pc, threshold: 6 });
    expect(await gm('POST', `/api/rolls/${again.body.id as string}/critical`, { option: 'double_damage', version: version + 1 })).toMatchObject({
      status: 422,
      body: { rule: 'T8', code: 'not_a_critical_success' },
    });
  });

  it('refuses a d12 roll of an unknown trait (T5) and writes nothing', async () => {
    const before = dumpDatabase(t.dbPath);
    t.useDice([5]);
    const res = await gm('POST', rolls('d12'), { attribute: 'body', characterId: crew.id('pc-1'), trait: 'Nope', threshold: 8 });
    expect(res).toMatchObject({ status: 422, body: { rule: 'T5', code: 'unknown_trait' } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe('who sees which rolls', () => {
  it("a follow-up on a character's hidden roll is a hidden step: its reasons and the roll it rewrote never reach the players", async () => {
    const pc = crew.id('pc-1');
    t.useDice([4]);
    const rolled = await gm('POST', rolls('d12'), { attribute: 'body', characterId: pc, threshold: 10, purpose: 'Le secret du Guet', hidden: true });
    const version = ((await gm('GET', `/api/crews/${crew.crewId}`)).body as { version: number }).version;
    expect(await gm('POST', `/api/rolls/${rolled.body.id as string}/give-of-oneself`, { version })).toMatchObject({ status: 200 });
    const gmView = (await gm('GET', `/api/crews/${crew.crewId}/history`)).body as { events: { type: string; hidden: boolean; detail: Json }[] };
    expect(gmView.events.at(-1)).toMatchObject({ type: 'character_save', hidden: true, detail: { rollBefore: { id: rolled.body.id } } });
    const asPlayer = await t.app.inject({ url: `/api/crews/${crew.crewId}/history`, headers: player.headers });
    expect(asPlayer.statusCode).toBe(200);
    expect(asPlayer.body).not.toContain(rolled.body.id as string);
    expect(asPlayer.body).not.toContain('Le secret du Guet');
    expect(asPlayer.body).not.toContain('rollBefore');
  });

  it('never returns a hidden roll to a player; players see their crew only', async () => {
    t.useDice([1, 2]);
    const open = await gm('POST', rolls('d6'), { pool: 1, crewId: crew.crewId, purpose: 'open' });
    const hidden = await gm('POST', rolls('d6'), { pool: 1, crewId: crew.crewId, purpose: 'secret', hidden: true });
    const asPlayer = await t.app.inject({ method: 'GET', url: `/api/campaigns/${t.campaignId}/rolls?limit=500`, headers: player.headers });
    expect(asPlayer.statusCode).toBe(200);
    const seen = (asPlayer.json() as Json[]).map((r) => r.id);
    expect(seen).toContain(open.body.id);
    expect(seen).not.toContain(hidden.body.id);
    expect((asPlayer.json() as Json[]).every((r) => r.hidden === false && r.crewId === crew.crewId)).toBe(true);

    const direct = await t.app.inject({ method: 'GET', url: `/api/rolls/${hidden.body.id as string}`, headers: player.headers });
    expect(direct.statusCode).toBe(403);
    expect(direct.body).not.toContain('secret');
    const openDirect = await t.app.inject({ method: 'GET', url: `/api/rolls/${open.body.id as string}`, headers: player.headers });
    expect(openDirect.statusCode).toBe(200);

    const other = await seedCrew(t);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/campaigns/${t.campaignId}/rolls?crewId=${other.crewId}`, headers: player.headers });
    expect(elsewhere.statusCode).toBe(403);

    const asGm = await gm('GET', `/api/campaigns/${t.campaignId}/rolls?crewId=${crew.crewId}&limit=500`);
    const gmSees = (asGm.body as unknown as Json[]).map((r) => r.id);
    expect(gmSees).toEqual(expect.arrayContaining([open.body.id, hidden.body.id]));
  });

  it('pushes open crew rolls on the live hub, never hidden ones', async () => {
    const seen: unknown[] = [];
    const stop = t.app.hub.subscribe(crew.crewId, (message) => seen.push(message));
    t.useDice([5, 6]);
    await gm('POST', rolls('d6'), { pool: 1, crewId: crew.crewId, hidden: true });
    await gm('POST', rolls('d6'), { pool: 1, crewId: crew.crewId });
    stop();
    expect(seen).toEqual([expect.objectContaining({ event: 'roll', data: expect.objectContaining({ hidden: false, dice: [6] }) })]);
  });
});

describe('undo of a campaign roll (one history: the dice are an aggregate of it)', () => {
  const undo = (id: unknown) => gm('POST', `/api/rolls/${String(id)}/undo`, {});
  const listed = async (headers: Record<string, string>) =>
    ((await t.app.inject({ url: `/api/campaigns/${t.campaignId}/rolls?crewId=${crew.crewId}&limit=500`, headers })).json() as Json[]);

  it('a d20 roll is undone: it stays listed, marked undone, for the GM and the players, and live on the phones', async () => {
    t.useDice([17]);
    const rolled = await gm('POST', rolls('d20'), { count: 1, crewId: crew.crewId });
    expect(rolled).toMatchObject({ status: 201, body: { undone: false } });
    const seen: unknown[] = [];
    const stop = t.app.hub.subscribe(crew.crewId, (message) => seen.push(message));
    const undone = await undo(rolled.body.id);
    stop();
    expect(undone).toMatchObject({ status: 200, body: { id: rolled.body.id, undone: true, dice: [17] } });
    expect(seen).toEqual([expect.objectContaining({ event: 'roll', data: expect.objectContaining({ id: rolled.body.id, undone: true }) })]);
    for (const headers of [t.gm.headers, player.headers]) {
      expect((await listed(headers)).find((r) => r.id === rolled.body.id)).toMatchObject({ undone: true, dice: [17] });
    }
    // Recorded as a step of the campaign's dice, and its undo as the next one.
    const steps = await t.db.step.findMany({ where: { aggregate: 'dice', aggregateId: t.campaignId }, orderBy: { seq: 'desc' }, take: 2 });
    expect(steps.map((s) => [s.type, s.undoneById === null])).toEqual([
      ['undo', true],
      ['d20', false],
    ]);
    expect(steps[1]?.undoneById).toBe(steps[0]?.id);
  });

  it('only the last roll not undone, once; nobody re-rolls; GM only', async () => {
    t.useDice([2, 5]);
    const first = await gm('POST', rolls('d6'), { pool: 1 });
    const second = await gm('POST', rolls('d6'), { pool: 1 });
    const before = dumpDatabase(t.dbPath);
    expect(await undo(first.body.id)).toMatchObject({ status: 422, body: { rule: 'D7', code: 'undo_not_last' } });
    const asPlayer = await t.app.inject({ method: 'POST', url: `/api/rolls/${String(second.body.id)}/undo`, headers: player.headers, payload: {} });
    expect(asPlayer.statusCode).toBe(403);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    expect((await undo(second.body.id)).body).toMatchObject({ undone: true, dice: [5] });
    expect(await undo(second.body.id)).toMatchObject({ status: 422, body: { code: 'roll_already_undone' } });
    expect((await undo(first.body.id)).body).toMatchObject({ undone: true, dice: [2] });
  });

  it("a crew step's roll is undone in the crew's history, and nothing follows from an undone d12 roll", async () => {
    // The destiny re-roll above was a step of the crew's history.
    const crewRoll = await t.db.roll.findFirstOrThrow({ where: { crewId: crew.crewId, step: { aggregate: 'crew' } } });
    expect(await undo(crewRoll.id)).toMatchObject({ status: 422, body: { code: 'undo_in_its_history' } });

    t.useDice([1]);
    const free = await gm('POST', rolls('d12'), { attribute: 'body', pool: 2, threshold: 8 });
    expect(free.status).toBe(201);
    expect((await undo(free.body.id)).body).toMatchObject({ undone: true });
    expect(await gm('POST', `/api/rolls/${String(free.body.id)}/give-of-oneself`, {})).toMatchObject({ status: 422, body: { code: 'roll_already_undone' } });
  });
});

describe('odds before rolling', () => {
  it.each([
    ['d6?pool=0', { '1-3': 0.75, '6': 1 / 36, crit: 0 }],
    ['fortune?pool=1&shift=-1', { '1-3': 5 / 6 }],
    ['d12?pool=5&threshold=10', { critical_failure: 1 / 12, critical_success: 1 / 12 }],
    ['d12-giving?pool=5&threshold=10&willing=2', { out: 0 }],
    ['d12-reroll?pool=5&threshold=10', { withoutReroll: 8 / 12 }],
    ['d12-fear?mindPool=5', { gainDestiny: 6 / 12 }],
    ['d100?threshold=35', { success: 0.35 }],
    ['d100-opposition?actorThreshold=100&opponentThreshold=0', { actor: 1, bothFail: 0 }],
    ['d100-group?leadThreshold=50&helpers=100,0', { success: 0.5 }],
  ])('GET /api/odds/%s', async (query, expected) => {
    const res = await gm('GET', `/api/odds/${query}`);
    expect(res.status).toBe(200);
    for (const [key, value] of Object.entries(expected)) {
      const got = key in res.body ? res.body[key] : (res.body.degrees as Json)[key];
      expect(got).toBeCloseTo(value, 10);
    }
  });

  it('names the bad field, and needs credentials', async () => {
    expect(await gm('GET', '/api/odds/d12?pool=13&threshold=10')).toMatchObject({ status: 400, body: { issues: [{ path: 'querystring.pool' }] } });
    expect(await gm('GET', '/api/odds/d100-group?leadThreshold=50&helpers=a')).toMatchObject({ status: 400 });
    expect((await t.app.inject({ method: 'GET', url: '/api/odds/d6?pool=2' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/odds/d6?pool=2', headers: player.headers })).statusCode).toBe(200);
  });
});

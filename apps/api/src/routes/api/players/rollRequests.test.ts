import type { RollRequestView } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../../live/hub';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
let crew: SeededCrew;
/** Links given to Arlette (pc-1) and Basile (pc-2), and the crew's own link. */
let basile: TestPlayer;
let crewLink: TestPlayer;

beforeAll(async () => {
  t = await buildTestApp();
  crew = await seedCrew(t);
  basile = await t.player(crew.crewId, 'Basile', { characterId: crew.id('pc-2') });
  crewLink = await t.player(crew.crewId, 'La table');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

async function call(headers: Headers, method: Method, url: string, payload?: unknown): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: (res.body === '' ? {} : res.json()) as Json };
}
const gm = (method: Method, url: string, payload?: unknown) => call(t.gm.headers, method, url, payload);

/** A fresh link to Arlette: each test spends its own per-link rate limit. */
const arletteLink = () => t.player(crew.crewId, 'Arlette', { characterId: crew.id('pc-1') });

const requests = () => `/api/crews/${crew.crewId}/roll-requests`;
async function ask(roll: Json, extra: Json = {}): Promise<RollRequestView> {
  const made = await gm('POST', requests(), { characterId: crew.id('pc-1'), roll, ...extra });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as unknown as RollRequestView;
}
const rollIt = (player: TestPlayer, id: string) => call(player.headers, 'POST', `/api/roll-requests/${id}/roll`, {});

async function campaignVersion(): Promise<number> {
  return (await t.db.campaign.findUniqueOrThrow({ where: { id: t.campaignId } })).version;
}
async function patchCampaign(patch: Json): Promise<void> {
  const res = await gm('PATCH', `/api/campaigns/${t.campaignId}`, { version: await campaignVersion(), ...patch });
  expect(res.status).toBe(200);
}

/** The messages the crew's topic carries meanwhile. */
function listen(): { messages: LiveMessage[]; stop: () => void } {
  const messages: LiveMessage[] = [];
  const stop = t.app.hub.subscribe(crew.crewId, (m) => messages.push(m));
  return { messages, stop };
}

describe('a roll request, asked by the GM and rolled from the character’s phone', () => {
  it.each([
    ['a d6 action roll', { kind: 'd6', purpose: 'action', pool: 2 }, [6, 3], { kind: 'd6_pool', dice: [6, 3], band: '6', purpose: 'd6' }],
    ['a d6 resistance roll', { kind: 'd6', purpose: 'resistance', pool: 1 }, [5], { kind: 'd6_pool', dice: [5], band: '4-5', purpose: 'resistance' }],
    ['a fortune roll', { kind: 'fortune', pool: 1, shift: 1 }, [4], { kind: 'fortune', dice: [4], band: '6', purpose: 'fortune' }],
    ['a d100 test', { kind: 'd100', threshold: 40 }, [41], { kind: 'd100_simple', dice: [41], band: 'failure', purpose: 'd100' }],
  ])('%s: rolled as the dice routes roll it, for the character, and the request marked rolled with it', async (_name, roll, dice, expected) => {
    const arlette = await arletteLink();
    const request = await ask(roll);
    expect(request).toMatchObject({ crewId: crew.crewId, characterId: crew.id('pc-1'), roll, note: null, status: 'pending', rollId: null, answeredAt: null });
    const live = listen();
    t.useDice(dice);
    const rolled = await rollIt(arlette, request.id);
    live.stop();
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    const answer = rolled.body as { request: RollRequestView; roll: Json };
    expect(answer.roll).toMatchObject({ ...expected, who: 'Arlette', crewId: crew.crewId, characterId: crew.id('pc-1'), hidden: false, history: 'dice', undone: false });
    expect(answer.request).toMatchObject({ id: request.id, status: 'rolled', rollId: answer.roll.id, answeredAt: expect.any(String) });
    // Stored as every campaign roll: its row and a step of the campaign's dice.
    const stored = await t.db.roll.findUniqueOrThrow({ where: { id: answer.roll.id as string }, include: { step: true } });
    expect(stored).toMatchObject({ characterId: crew.id('pc-1'), hidden: false, step: { aggregate: 'dice' } });
    // Told after the commit: the roll as every roll is, then the request answered.
    expect(live.messages.map((m) => m.event)).toEqual(['roll', 'roll_request']);
    expect(live.messages[1]?.data).toEqual(answer.request);
  });

  it('a d12 test: the character’s own pool and trait count, and the GM’s note is its purpose', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd12', attribute: 'body', trait: 'Crocheteuse', threshold: 8 }, { note: 'Crochète la serrure' });
    t.useDice([2]);
    const rolled = await rollIt(arlette, request.id);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    // 2 + Arlette's body pool 5 + Crocheteuse 2 = 9.
    expect(rolled.body.roll).toMatchObject({
      kind: 'd12_action',
      who: 'Arlette',
      characterId: crew.id('pc-1'),
      purpose: 'Crochète la serrure',
      quality: 9,
      result: { value: { pool: 5, traitBonus: 2 }, standIn: null },
    });
  });

  it('a complex action’s next test: its tracker moves, from the version it is at now', async () => {
    const arlette = await arletteLink();
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Le tunnel', crewId: crew.crewId, start: 8, failureThreshold: 5 });
    const tracker = (created.body.complexAction as Json).id as string;
    const request = await ask({ kind: 'complex_action', complexActionId: tracker, threshold: 50 });
    // The GM rolls once meanwhile: the request rolls the tracker as it is then.
    t.useDice([90]);
    expect((await gm('POST', `/api/complex-actions/${tracker}/roll`, { version: 1, threshold: 50 })).status).toBe(200);
    const live = listen();
    t.useDice([25]);
    const rolled = await rollIt(arlette, request.id);
    live.stop();
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body.roll).toMatchObject({ kind: 'd100_complex', dice: [25], band: 'success', who: 'Arlette', characterId: crew.id('pc-1'), crewId: crew.crewId, history: 'complex_action' });
    const after = await gm('GET', `/api/complex-actions/${tracker}`);
    expect(after.body).toMatchObject({ version: 3, tracker: { history: [{ roll: 1 }, { roll: 2, die: 25 }] } });
    expect(live.messages.map((m) => m.event)).toEqual(['complex_action', 'roll', 'roll_request']);
    // Undone by the GM as any roll of the tracker.
    expect((await gm('POST', `/api/complex-actions/${tracker}/undo`, { version: 3 })).status).toBe(200);
  });

  it('a complex action of the campaign (no crew) may be asked of the crew’s character too', async () => {
    const arlette = await arletteLink();
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'La rumeur', start: 6 });
    const tracker = (created.body.complexAction as Json).id as string;
    const request = await ask({ kind: 'complex_action', complexActionId: tracker, threshold: 60 });
    t.useDice([10]);
    expect(await rollIt(arlette, request.id)).toMatchObject({ status: 200, body: { roll: { who: 'Arlette', crewId: null }, request: { status: 'rolled' } } });
  });

  it('of ten rolls at once, one rolls and nine are 409s with the request as it is; the dice rolled once', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd6', purpose: 'action', pool: 1 });
    // One die scripted: a second roll would run out of dice (a 500).
    t.useDice([4]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rollIt(arlette, request.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array.from({ length: 9 }, () => 409));
    const rolledView = answers.find((a) => a.status === 200)?.body.request as Json;
    for (const a of refused) expect(a.body).toEqual({ error: 'conflict', current: rolledView });
    expect(await t.db.roll.count({ where: { id: rolledView.rollId as string } })).toBe(1);
  });

  it('the GM cancels a pending request: rolling it then is a 409, as is cancelling it again or a rolled one', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'fortune', pool: 2, shift: 0 });
    const live = listen();
    const cancelled = await gm('POST', `/api/roll-requests/${request.id}/cancel`, {});
    live.stop();
    expect(cancelled).toMatchObject({ status: 200, body: { id: request.id, status: 'cancelled', rollId: null, answeredAt: expect.any(String) } });
    expect(live.messages).toEqual([{ event: 'roll_request', data: cancelled.body }]);
    const before = dumpDatabase(t.dbPath);
    expect(await rollIt(arlette, request.id)).toEqual({ status: 409, body: { error: 'conflict', current: cancelled.body } });
    expect(await gm('POST', `/api/roll-requests/${request.id}/cancel`, {})).toMatchObject({ status: 409, body: { current: { status: 'cancelled' } } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const rolled = await ask({ kind: 'd100', threshold: 50 });
    t.useDice([3]);
    expect((await rollIt(arlette, rolled.id)).status).toBe(200);
    expect(await gm('POST', `/api/roll-requests/${rolled.id}/cancel`, {})).toMatchObject({ status: 409, body: { current: { status: 'rolled' } } });
  });
});

describe('who may ask, roll, cancel and read', () => {
  it('only the link given to the character asked rolls it: not the GM, another character’s link, nor the crew’s', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd6', purpose: 'action', pool: 1 });
    expect((await gm('POST', `/api/roll-requests/${request.id}/roll`, {})).status).toBe(403);
    expect((await rollIt(basile, request.id)).status).toBe(403);
    expect((await rollIt(crewLink, request.id)).status).toBe(403);
    expect((await call({}, 'POST', `/api/roll-requests/${request.id}/roll`, {})).status).toBe(401);
    // Players neither ask nor cancel.
    expect((await call(arlette.headers, 'POST', requests(), { characterId: crew.id('pc-1'), roll: { kind: 'd100', threshold: 5 } })).status).toBe(403);
    expect((await call(arlette.headers, 'POST', `/api/roll-requests/${request.id}/cancel`, {})).status).toBe(403);
    expect((await t.db.rollRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
  });

  it('a revoked link is a 401, and the request stays pending', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd6', purpose: 'action', pool: 1 });
    expect((await gm('DELETE', `/api/share-links/${arlette.shareLinkId}`)).status).toBe(204);
    expect((await rollIt(arlette, request.id)).status).toBe(401);
    expect((await t.db.rollRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
  });

  it('the campaign’s switch off: 403 and nothing rolled; on again, the phone rolls', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd100', threshold: 30 });
    await patchCampaign({ players: { roll: false } });
    try {
      const before = dumpDatabase(t.dbPath);
      expect((await rollIt(arlette, request.id)).status).toBe(403);
      expect(dumpDatabase(t.dbPath)).toEqual(before);
    } finally {
      await patchCampaign({ players: { roll: true } });
    }
    t.useDice([30]);
    expect((await rollIt(arlette, request.id)).status).toBe(200);
  });

  it('a system the table no longer plays: the GM cannot ask (404 game_system), a pending request is no roll of the link’s (403)', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd12', attribute: 'mind', threshold: 6 });
    await patchCampaign({ systems: ['downtime', 'd100'] });
    try {
      expect(await gm('POST', requests(), { characterId: crew.id('pc-1'), roll: { kind: 'd12', attribute: 'mind', threshold: 6 } })).toMatchObject({
        status: 404,
        body: { resource: 'game_system' },
      });
      const before = dumpDatabase(t.dbPath);
      expect((await rollIt(arlette, request.id)).status).toBe(403);
      expect(dumpDatabase(t.dbPath)).toEqual(before);
    } finally {
      await patchCampaign({ systems: ['downtime', 'd12', 'd100', 'frostgrave'] });
    }
  });

  it('a character gone from the crew: their link’s pending request is no roll of theirs (403), nothing rolled', async () => {
    const other = await seedCrew(t);
    const link = await t.player(other.crewId, 'Basile', { characterId: other.id('pc-2') });
    const made = await gm('POST', `/api/crews/${other.crewId}/roll-requests`, { characterId: other.id('pc-2'), roll: { kind: 'd100', threshold: 50 } });
    expect(made.status).toBe(201);
    const version = (await t.db.crew.findUniqueOrThrow({ where: { id: other.crewId } })).version;
    expect((await gm('DELETE', `/api/crews/${other.crewId}/characters/${other.id('pc-2')}`, { version })).status).toBe(200);
    const before = dumpDatabase(t.dbPath);
    expect((await rollIt(link, made.body.id as string)).status).toBe(403);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('the crew’s list: the GM and every link of the crew read it, pending first then the latest, each newest first', async () => {
    const other = await seedCrew(t);
    const otherLink = await t.player(other.crewId);
    const arlette = await arletteLink();
    t.clock.set(new Date('2026-12-06T20:00:00Z'));
    try {
      const first = await ask({ kind: 'd100', threshold: 10 });
      t.clock.advance(1000);
      const second = await ask({ kind: 'd100', threshold: 20 });
      t.clock.advance(1000);
      const third = await ask({ kind: 'd100', threshold: 30 });
      t.useDice([50]);
      expect((await rollIt(arlette, second.id)).status).toBe(200);
      const list = await gm('GET', requests());
      expect(list.status).toBe(200);
      const ids = (list.body as unknown as RollRequestView[]).map((r) => r.id);
      const pending = (list.body as unknown as RollRequestView[]).filter((r) => r.status === 'pending').map((r) => r.id);
      expect(ids.slice(0, pending.length)).toEqual(pending);
      expect(pending.slice(0, 2)).toEqual([third.id, first.id]);
      expect(ids.indexOf(second.id)).toBe(pending.length);
      for (const reader of [arlette, basile, crewLink]) expect(await call(reader.headers, 'GET', requests())).toEqual(list);
      expect((await call(otherLink.headers, 'GET', requests())).status).toBe(403);
    } finally {
      t.clock.reset();
    }
  });

  it('per link, 30 writes a minute: the next is a 429', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd6', purpose: 'action', pool: 1 });
    await gm('POST', `/api/roll-requests/${request.id}/cancel`, {});
    for (let i = 0; i < 30; i += 1) expect((await rollIt(arlette, request.id)).status).toBe(409);
    expect((await rollIt(arlette, request.id)).status).toBe(429);
    // Another phone of the table still rolls.
    const other = await arletteLink();
    expect((await rollIt(other, request.id)).status).toBe(409);
  });
});

describe('what the GM asks is checked before it is stored', () => {
  it.each([
    ['a pool beyond the rules’ bounds', { characterId: 'pc-1', roll: { kind: 'd6', purpose: 'action', pool: 99 } }, 'body.roll.pool'],
    ['an unknown kind', { characterId: 'pc-1', roll: { kind: 'd8', pool: 1 } }, 'body.roll.kind'],
    ['a d6 without its purpose', { characterId: 'pc-1', roll: { kind: 'd6', pool: 1 } }, 'body.roll.purpose'],
    ['a number the GM does not set on a request', { characterId: 'pc-1', roll: { kind: 'd12', attribute: 'body', pool: 3, threshold: 6 } }, 'body.roll.pool'],
    ['an empty note', { characterId: 'pc-1', roll: { kind: 'd100', threshold: 5 }, note: '' }, 'body.note'],
    ['a field of its own', { characterId: 'pc-1', roll: { kind: 'd100', threshold: 5 }, hidden: true }, 'body.hidden'],
    ['no character', { roll: { kind: 'd100', threshold: 5 } }, 'body.characterId'],
  ])('%s: 400 naming %s, nothing stored', async (_name, body, field) => {
    const payload = { ...body, ...('characterId' in body ? { characterId: crew.id(body.characterId) } : {}) };
    const before = dumpDatabase(t.dbPath);
    const res = await gm('POST', requests(), payload);
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a character of another crew, an unknown one, or a complex action of another crew: 404, nothing stored', async () => {
    const other = await seedCrew(t);
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Ailleurs', crewId: other.crewId, start: 6 });
    const foreign = (created.body.complexAction as Json).id as string;
    const before = dumpDatabase(t.dbPath);
    expect(await gm('POST', requests(), { characterId: other.id('pc-1'), roll: { kind: 'd100', threshold: 5 } })).toMatchObject({ status: 404, body: { resource: 'character' } });
    expect(await gm('POST', requests(), { characterId: 'ghost', roll: { kind: 'd100', threshold: 5 } })).toMatchObject({ status: 404, body: { resource: 'character' } });
    expect(await gm('POST', requests(), { characterId: crew.id('pc-1'), roll: { kind: 'complex_action', complexActionId: foreign, threshold: 5 } })).toMatchObject({
      status: 404,
      body: { resource: 'complex_action' },
    });
    expect(await gm('POST', requests(), { characterId: crew.id('pc-1'), roll: { kind: 'complex_action', complexActionId: 'nope', threshold: 5 } })).toMatchObject({
      status: 404,
      body: { resource: 'complex_action' },
    });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a d12 trait the character does not have (T5) and a finished complex action (C3) are the rules’ 422s', async () => {
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Court', crewId: crew.crewId, start: 1 });
    const tracker = (created.body.complexAction as Json).id as string;
    t.useDice([1]);
    expect((await gm('POST', `/api/complex-actions/${tracker}/roll`, { version: 1, threshold: 50 })).body).toMatchObject({ complexAction: { tracker: { status: 'succeeded' } } });
    const before = dumpDatabase(t.dbPath);
    expect(await gm('POST', requests(), { characterId: crew.id('pc-1'), roll: { kind: 'd12', attribute: 'soul', trait: 'Nageuse', threshold: 6 } })).toMatchObject({
      status: 422,
      body: { rule: 'T5', code: 'unknown_trait' },
    });
    expect(await gm('POST', requests(), { characterId: crew.id('pc-1'), roll: { kind: 'complex_action', complexActionId: tracker, threshold: 50 } })).toMatchObject({
      status: 422,
      body: { rule: 'C3', code: 'complex_action_already_succeeded' },
    });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('rolling takes no body: a field sent is a 400 naming it', async () => {
    const arlette = await arletteLink();
    const request = await ask({ kind: 'd100', threshold: 5 });
    const res = await call(arlette.headers, 'POST', `/api/roll-requests/${request.id}/roll`, { pool: 6 });
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toContain('body.pool');
  });
});

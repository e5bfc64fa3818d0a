import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { seedCrew, type SeededCrew } from '../../../test/crews';
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

describe('d100 complex actions', () => {
  it('reaches a milestone, then its failure threshold; a finished tracker refuses rolls (C4) and writes nothing', async () => {
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, {
      name: 'Forcer le coffre',
      crewId: crew.crewId,
      start: 6,
      failureThreshold: 4,
      milestones: [{ crossed: 3, label: 'La serrure' }],
    });
    expect(created.status).toBe(201);
    const action = created.body.complexAction as Json;
    const id = action.id as string;
    expect(action).toMatchObject({ version: 1, crewId: crew.crewId, tracker: { start: 6, remaining: 6, status: 'ongoing' } });

    const odds = await gm('GET', `/api/complex-actions/${id}/odds?threshold=50&rolls=3`);
    expect(odds.status).toBe(200);
    const within = (odds.body.within as Json);
    expect((within.succeed as number) + (within.fail as number) + (within.undecided as number)).toBeCloseTo(1, 10);

    t.useDice([25]); // 25 ≤ 50: lowered by 3 tens → 3 left, 3 crossed: the milestone.
    const first = await gm('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 });
    expect(first).toMatchObject({
      status: 200,
      body: {
        complexAction: { version: 2, tracker: { remaining: 3, milestones: [{ crossed: 3, label: 'La serrure', reachedAtRoll: 1 }] } },
        rolls: [{ kind: 'd100_complex', dice: [25], band: 'success', crewId: crew.crewId }],
      },
    });
    expect((first.body.reasons as Json[]).map((r) => r.code)).toContain('milestone_reached');

    t.useDice([95]); // 95 > 55: raised by the tens of 40 = 4 → capped at 6; 4 raised ≥ 4: failed.
    const second = await gm('POST', `/api/complex-actions/${id}/roll`, { version: 2, threshold: 55 });
    expect(second.body).toMatchObject({ complexAction: { version: 3, tracker: { status: 'failed', totalRaised: 4, remaining: 6 } } });

    const before = dumpDatabase(t.dbPath);
    t.useDice([1]);
    const refused = await gm('POST', `/api/complex-actions/${id}/roll`, { version: 3, threshold: 50 });
    expect(refused).toMatchObject({ status: 422, body: { rule: 'C4', code: 'complex_action_already_failed' } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    // Players of the crew can follow it.
    const read = await t.app.inject({ method: 'GET', url: `/api/complex-actions/${id}`, headers: player.headers });
    expect(read.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/campaigns/${t.campaignId}/complex-actions`, headers: player.headers });
    expect((list.json() as Json[]).map((a) => a.id)).toContain(id);
  });

  it('undo: the last roll is taken back by replaying the ones kept with their dice; the roll stays listed, undone; live on the phones', async () => {
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Le tunnel', crewId: crew.crewId, start: 8, failureThreshold: 5 });
    const id = (created.body.complexAction as Json).id as string;
    expect(await gm('POST', `/api/complex-actions/${id}/undo`, { version: 1 })).toMatchObject({ status: 422, body: { rule: 'D7', code: 'no_roll_to_undo' } });
    t.useDice([25]);
    const first = await gm('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 });
    t.useDice([12, 90, 30]);
    const group = await gm('POST', `/api/complex-actions/${id}/group-roll`, { version: 2, leadThreshold: 50, helpers: [40, 60] });
    expect(group.status).toBe(200);
    const afterFirst = (first.body.complexAction as Json).tracker;
    const seen: { event: string; data: unknown }[] = [];
    const stop = t.app.hub.subscribe(crew.crewId, (message) => seen.push(message));
    const undone = await gm('POST', `/api/complex-actions/${id}/undo`, { version: 3 });
    stop();
    // Nobody re-rolls: the tracker is exactly the one the first roll left.
    expect(undone).toMatchObject({ status: 200, body: { complexAction: { version: 4, tracker: afterFirst } } });
    expect((undone.body.reasons as Json[]).map((r) => r.code)).toEqual(['roll_undone']);
    // Both rolls of the group step (the helpers' and the test) are listed, marked undone.
    const groupRolls = (group.body.rolls as Json[]).map((r) => r.id);
    for (const headers of [t.gm.headers, player.headers]) {
      const listed = (await t.app.inject({ url: `/api/campaigns/${t.campaignId}/rolls?crewId=${crew.crewId}&limit=500`, headers })).json() as Json[];
      expect(listed.filter((r) => groupRolls.includes(r.id)).map((r) => [r.undone, r.history])).toEqual([
        [true, 'complex_action'],
        [true, 'complex_action'],
      ]);
    }
    expect(seen.map((m) => m.event)).toEqual(['complex_action', 'roll', 'roll']);
    expect(seen[0]?.data).toMatchObject({ id, tracker: afterFirst });
    // The tracker's own log of rolls: every roll it made, the undone ones marked (GM and its players).
    for (const headers of [t.gm.headers, player.headers]) {
      const log = (await t.app.inject({ url: `/api/campaigns/${t.campaignId}/rolls?complexActionId=${id}`, headers })).json() as Json[];
      expect(log.map((r) => [r.kind, r.undone])).toEqual([
        ['d100_complex', true],
        ['d100_group', true],
        ['d100_complex', false],
      ]);
    }
    // Undo again: back to the start; the creation itself is never undone.
    expect((await gm('POST', `/api/complex-actions/${id}/undo`, { version: 4 })).body).toMatchObject({ complexAction: { tracker: { remaining: 8, history: [] } } });
    expect(await gm('POST', `/api/complex-actions/${id}/undo`, { version: 5 })).toMatchObject({ status: 422, body: { code: 'no_roll_to_undo' } });
    // Stale version: 409; a player: 403.
    expect((await gm('POST', `/api/complex-actions/${id}/undo`, { version: 1 })).status).toBe(409);
    const asPlayer = await t.app.inject({ method: 'POST', url: `/api/complex-actions/${id}/undo`, headers: player.headers, payload: { version: 5 } });
    expect(asPlayer.statusCode).toBe(403);
  });

  it('a tracker kept before its history was starts one at its next write, so its rolls undo too', async () => {
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Vieux', start: 5 });
    const id = (created.body.complexAction as Json).id as string;
    await t.db.step.deleteMany({ where: { aggregate: 'complex_action', aggregateId: id } }); // as an upgraded database has it
    t.useDice([10]);
    const rolled = await gm('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 });
    expect(rolled.status).toBe(200);
    const steps = await t.db.step.findMany({ where: { aggregate: 'complex_action', aggregateId: id }, orderBy: { seq: 'asc' } });
    expect(steps.map((s) => s.type)).toEqual(['complex_action_restored', 'complex_roll']);
    expect((await gm('POST', `/api/complex-actions/${id}/undo`, { version: 2 })).body).toMatchObject({ complexAction: { tracker: { remaining: 5, history: [] } } });
  });

  it('opposed and group rolls; a stale version is a 409 with the current tracker', async () => {
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Poursuite', start: 8 });
    const id = (created.body.complexAction as Json).id as string;
    t.useDice([60, 30]); // both succeed, 60 > 30: the actor wins → lowered by 6.
    const opposed = await gm('POST', `/api/complex-actions/${id}/opposed-roll`, {
      version: 1,
      actor: { threshold: 70, attribute: 4 },
      opponent: { threshold: 40, attribute: 6 },
    });
    expect(opposed.body).toMatchObject({ complexAction: { tracker: { remaining: 2 } }, rolls: [{ band: 'actor', dice: [60, 30] }] });

    t.useDice([5, 99, 35]); // one helper succeeds, one fails: 40 + 10 − 10 = 40; 35 ≤ 40 lowers by 4 → done.
    const group = await gm('POST', `/api/complex-actions/${id}/group-roll`, { version: 2, leadThreshold: 40, helpers: [50, 50] });
    expect(group.body).toMatchObject({
      complexAction: { version: 3, tracker: { remaining: 0, status: 'succeeded' } },
      rolls: [{ kind: 'd100_group', dice: [5, 99] }, { kind: 'd100_complex', dice: [35] }],
    });

    const stale = await gm('POST', `/api/complex-actions/${id}/roll`, { version: 2, threshold: 50 });
    expect(stale).toMatchObject({ status: 409, body: { error: 'conflict', current: { id, version: 3 } } });
    expect(await gm('POST', `/api/complex-actions/${id}/roll`, { version: 3, threshold: 50 })).toMatchObject({
      status: 422,
      body: { rule: 'C3', code: 'complex_action_already_succeeded' },
    });
  });

  it('refuses a bad setup with the rule (C3/C4) and an unknown crew with 404', async () => {
    const url = `/api/campaigns/${t.campaignId}/complex-actions`;
    expect(await gm('POST', url, { name: 'x', start: 0 })).toMatchObject({ status: 422, body: { rule: 'C3', code: 'start_not_positive' } });
    expect(await gm('POST', url, { name: 'x', start: 3, milestones: [{ crossed: 2 }, { crossed: 2 }] })).toMatchObject({
      status: 422,
      body: { rule: 'C4', code: 'milestone_duplicate' },
    });
    expect(await gm('POST', url, { name: 'x', start: 3, crewId: 'nope' })).toMatchObject({ status: 404, body: { resource: 'crew' } });
  });
});

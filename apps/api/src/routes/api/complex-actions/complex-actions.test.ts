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

/**
 * Revert any roll of a complex action, and redo (issue 34, "undo any step"): the later rolls
 * replay on their recorded dice; a later roll that no longer applies (the action ended sooner) is
 * listed and goes only when the GM confirms it; an undo is taken back by a redo; the crew's phones
 * follow after each commit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { seedCrew, type SeededCrew } from '../../../test/crews';

let t: TestApp;
let crew: SeededCrew;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
  crew = await seedCrew(t);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
async function gm(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.json<Json>() };
}
const tracker = (answer: { body: Json }) => (answer.body.complexAction as { tracker: { remaining: number; status: string; history: unknown[] }; version: number }).tracker;

describe('revert any roll of a complex action, and redo', () => {
  let id: string;

  beforeAll(async () => {
    const created = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Le tunnel', crewId: crew.crewId, start: 6 }); // 1
    id = (created.body.complexAction as Json).id as string;
    // 6 steps: a success (3 left), a failure that raises them (5), a success (1), the last success ends it.
    for (const [i, die] of [30, 75, 35, 11].entries()) {
      t.useDice([die]);
      expect((await gm('POST', `/api/complex-actions/${id}/roll`, { version: i + 1, threshold: 60 })).status).toBe(200); // 2…5
    }
  });

  it('names each roll’s step for the GM, never for a player', async () => {
    expect((await gm('GET', `/api/complex-actions/${id}/steps`)).body).toEqual({
      rolls: [2, 3, 4, 5].map((seq, i) => ({ roll: i + 1, seq, type: 'complex_roll' })),
      undos: [],
    });
    const player = await t.player(crew.crewId);
    expect((await t.app.inject({ url: `/api/complex-actions/${id}/steps`, headers: player.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/complex-actions/${id}/history/3/revert`, headers: player.headers })).statusCode).toBe(403);
  });

  it('previews the revert of the failure: the last roll no longer applies (the action ends sooner), nothing written', async () => {
    const seen = await gm('GET', `/api/complex-actions/${id}/history/3/revert`);
    expect(seen).toMatchObject({
      status: 200,
      body: { version: 5, target: { seq: 3, type: 'complex_roll' }, noLongerApply: [{ seq: 5, type: 'complex_roll', why: { rule: 'C3', code: 'complex_action_already_succeeded' } }] },
    });
    // Still succeeded, one roll sooner: only the raise the failure made goes.
    expect(seen.body.changes).toEqual([expect.objectContaining({ what: 'totalRaised', before: 2, after: 0 })]);
    expect(await gm('GET', `/api/complex-actions/${id}/history/1/revert`)).toMatchObject({ status: 422, body: { code: 'step_not_revertable' } });
    expect(await gm('POST', `/api/complex-actions/${id}/history/3/revert`, { version: 5, alsoRevert: [] })).toMatchObject({ status: 422, body: { code: 'revert_choice_differs' } });
    expect(await gm('POST', `/api/complex-actions/${id}/history/3/revert`, { version: 4, alsoRevert: [5] })).toMatchObject({ status: 409 });
  });

  it('reverts it with the last roll, published after the commit; redoes both', async () => {
    const seen: { event: string; data: unknown }[] = [];
    const stop = t.app.hub.subscribe(crew.crewId, (message) => seen.push(message));
    const reverted = await gm('POST', `/api/complex-actions/${id}/history/3/revert`, { version: 5, alsoRevert: [5] });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(tracker(reverted)).toMatchObject({ status: 'succeeded', history: [expect.anything(), expect.anything()] });
    expect((reverted.body.reasons as { code: string }[]).map((r) => r.code)).toEqual(['complex_roll_reverted', 'step_undone_with']);
    expect(seen.map((m) => m.event)).toEqual(['complex_action', 'roll', 'roll']);
    expect((await gm('GET', `/api/complex-actions/${id}/steps`)).body).toMatchObject({
      rolls: [
        { roll: 1, seq: 2 },
        { roll: 2, seq: 4 },
      ],
      // Each with the number its roll had on its card (the second and the fourth).
      undos: [
        { seq: 7, undid: { seq: 3, type: 'complex_roll', roll: 2 } },
        { seq: 6, undid: { seq: 5, type: 'complex_roll', roll: 4 } },
      ],
    });

    const failure = await gm('POST', `/api/complex-actions/${id}/history/7/redo`, { version: 6 });
    expect(failure.status, JSON.stringify(failure.body)).toBe(200);
    expect(tracker(failure)).toMatchObject({ status: 'ongoing', remaining: 1 });
    const last = await gm('POST', `/api/complex-actions/${id}/history/6/redo`, { version: 7 });
    expect(tracker(last)).toMatchObject({ status: 'succeeded', history: [expect.anything(), expect.anything(), expect.anything(), expect.anything()] });
    expect(await gm('POST', `/api/complex-actions/${id}/history/6/redo`, { version: 8 })).toMatchObject({ status: 422, body: { code: 'undo_already_redone' } });
    stop();
  });
});

/**
 * Revert any step of a crew's history, and redo (issue 34, "undo any step"): the later steps
 * replay on their recorded dice; a later step that no longer applies is listed and goes only when
 * the GM confirms it; an undo is taken back by a redo; the GM notes follow; players read no GM-only
 * detail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
});
afterAll(() => t.close());

interface Sheet {
  id: string;
  version: number;
  gmNotes?: string;
  crew: { name: string; heat: number; coin: number; rep: number; characters: { id: string; name: string; skills: Record<string, number> }[] };
  downtime: { phase: string };
}
interface Event {
  seq: number;
  type: string;
  dice: number[];
  detail: Record<string, unknown>;
  undone: boolean;
  undoneBy: number | null;
  undoes: number | null;
  hidden: boolean;
  rolls: { dice: number[]; undone: boolean }[];
}
interface Step {
  sheet: Sheet;
  event: Event;
}
interface Preview {
  version: number;
  target: { seq: number; type: string };
  noLongerApply: { seq: number; type: string; why: unknown }[];
  changes: { what: string; of: string | null; before: unknown; after: unknown }[];
}

describe('revert any step of a crew’s history, and redo', () => {
  let crewId: string;
  let basile: string;
  let sheet: Sheet;

  const url = (path: string) => `/api/crews/${crewId}${path}`;
  async function write(method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>, dice: number[] = []) {
    t.useDice(dice);
    const res = await t.app.inject({ method, url: url(path), headers: t.gm.headers, payload: { ...body, version: sheet.version } });
    if (res.statusCode === 200) sheet = res.json<Step>().sheet;
    return res;
  }
  async function played(method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>, dice: number[] = []): Promise<Step> {
    const res = await write(method, path, body, dice);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Step>();
  }
  const preview = async (seq: number) => {
    const res = await t.app.inject({ method: 'GET', url: url(`/history/${seq}/revert`), headers: t.gm.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Preview>();
  };
  const history = async (headers: Record<string, string> = t.gm.headers) => {
    const res = await t.app.inject({ method: 'GET', url: url('/history'), headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ events: Event[] }>().events;
  };
  const withoutVersion = ({ version: _v, updatedAt: _u, ...rest }: Sheet & { updatedAt?: string }) => rest;

  beforeAll(async () => {
    const seeded = await seedCrew(t, crewOfTwo({ wanted: 1, heat: 2 }));
    crewId = seeded.crewId;
    basile = seeded.id('pc-2');
    sheet = (await t.app.inject({ method: 'GET', url: url(''), headers: t.gm.headers })).json<Sheet>();
    await played('POST', '/downtime/start', {}); // 2
    await played('POST', '/downtime/payoff', { targetTier: 1, take: 2 }); // 3
    await played('POST', '/downtime/heat', { exposure: 'quiet' }); // 4
    await played('POST', '/downtime/entanglement-roll', { pick: 'rivals', reveal: true }, [5]); // 5
    await played('PATCH', '', { name: 'Les Freux', gmNotes: 'Le Freux doit une faveur' }); // 6
    await played('POST', '/downtime/advance', {}); // 7
    await played('POST', '/downtime/activities', { characterId: basile, activity: { kind: 'train', skill: 'hunt' } }, [2, 3]); // 8
    await played('POST', '/downtime/activities', { characterId: basile, activity: { kind: 'reduce_heat', action: 'hunt' } }, [3, 5, 6]); // 9
  });

  it('a middle step whose later steps all apply: the state is the replay without it, every later step on its own dice', async () => {
    const before = sheet;
    const steps = await history();
    const look = await preview(6);
    expect(look).toMatchObject({ version: sheet.version, target: { seq: 6, type: 'crew_edit' }, noLongerApply: [] });

    const reverted = await write('POST', '/history/6/revert', {});
    expect(reverted.statusCode, reverted.body).toBe(200);
    const answer = reverted.json<Step>();
    expect(answer.event).toMatchObject({ seq: 10, type: 'undo', undoes: 6, detail: { undone: 6, type: 'crew_edit' } });
    expect(sheet.crew.name).not.toBe('Les Freux');
    // The GM notes the step replaced are written back.
    expect(sheet.gmNotes).toBe('');
    // Everything else as it was: the later steps replayed on the dice they rolled.
    expect({ ...withoutVersion(sheet), crew: { ...sheet.crew, name: 'Les Freux' }, gmNotes: before.gmNotes }).toEqual(withoutVersion(before));
    const after = await history();
    expect(after.find((e) => e.seq === 6)).toMatchObject({ undone: true, undoneBy: 10 });
    for (const step of steps.filter((e) => e.seq > 6)) {
      expect(after.find((e) => e.seq === step.seq)).toMatchObject({ undone: false, dice: step.dice, rolls: step.rolls });
    }
  });

  it('redo takes the undo back: the state is as before the revert, and the redo is refused twice', async () => {
    const redone = await write('POST', '/history/10/redo', {});
    expect(redone.statusCode, redone.body).toBe(200);
    expect(redone.json<Step>().event).toMatchObject({ seq: 11, type: 'redo', undoes: 10, detail: { redone: 6, undo: 10, type: 'crew_edit' } });
    expect(sheet.crew.name).toBe('Les Freux');
    expect(sheet.gmNotes).toBe('Le Freux doit une faveur');
    const steps = await history();
    expect(steps.find((e) => e.seq === 6)).toMatchObject({ undone: false, undoneBy: null });
    expect(steps.find((e) => e.seq === 10)).toMatchObject({ type: 'undo', undone: true, undoneBy: 11, undoes: 6 });

    const twice = await write('POST', '/history/10/redo', {});
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ rule: 'D7', code: 'undo_already_redone' });
    // Neither an undo nor a redo is reverted; nor the creation.
    for (const seq of [1, 10, 11]) {
      const res = await write('POST', `/history/${seq}/revert`, {});
      expect(res.statusCode, `step ${seq}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'step_not_revertable' });
    }
    // A redo names an undo step.
    expect((await write('POST', '/history/5/redo', {})).json()).toMatchObject({ code: 'not_an_undo' });
  });

  it('a step whose later step no longer applies: listed by the preview, refused until the GM confirms it, then both undone', async () => {
    const before = sheet;
    const look = await preview(8);
    // Without the training, hunt stays at 2: reducing heat rolls 2 dice, it rolled 3.
    expect(look.noLongerApply).toEqual([{ seq: 9, type: 'activity', why: 'dice' }]);
    expect(look.changes).toEqual(expect.arrayContaining([expect.objectContaining({ what: 'heat', before: before.crew.heat })]));

    const unconfirmed = await write('POST', '/history/8/revert', {});
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json()).toMatchObject({ rule: 'D7', code: 'revert_choice_differs', values: { seq: 8, steps: '9', count: 1 } });
    expect((await write('POST', '/history/8/revert', { alsoRevert: [9, 7] })).statusCode).toBe(422);
    // Nothing was written.
    expect((await history()).length).toBe(11);

    const reverted = await write('POST', '/history/8/revert', { alsoRevert: [9] });
    expect(reverted.statusCode, reverted.body).toBe(200);
    // The latest step first, the one asked for last (the answer's).
    expect(reverted.json<Step>().event).toMatchObject({ seq: 13, type: 'undo', undoes: 8 });
    const steps = await history();
    expect(steps.find((e) => e.seq === 12)).toMatchObject({ type: 'undo', undoes: 9 });
    expect(steps.find((e) => e.seq === 8)).toMatchObject({ undone: true, undoneBy: 13 });
    expect(steps.find((e) => e.seq === 9)).toMatchObject({ undone: true, undoneBy: 12, rolls: [expect.objectContaining({ undone: true })] });
    expect(sheet.crew.characters.find((c) => c.id === basile)?.skills.hunt).toBe(2);
    // The sheet as the preview said.
    for (const change of look.changes.filter((c) => c.of === null)) expect(sheet.crew[change.what as 'heat']).toEqual(change.after);

    // The later step cannot come back before the one it needs; then each comes back in turn.
    const early = await write('POST', '/history/12/redo', {});
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'redone_step_does_not_apply', values: { seq: 9 } });
    expect((await write('POST', '/history/13/redo', {})).statusCode).toBe(200);
    expect((await write('POST', '/history/12/redo', {})).statusCode).toBe(200);
    expect(withoutVersion(sheet)).toEqual(withoutVersion(before));
  });

  it('a redo that would make a step kept since no longer apply is refused, naming it', async () => {
    // Undo the training alone is refused without its follower; reverted with it, then the
    // reduce-heat step is played again on 2 dice: the training's redo would break it.
    await played('POST', '/history/8/revert', { alsoRevert: [9] }); // undos 16 (of 9), 17 (of 8)
    await played('POST', '/downtime/activities', { characterId: basile, activity: { kind: 'reduce_heat', action: 'hunt' } }, [4, 6]); // 18
    const refused = await write('POST', '/history/17/redo', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ rule: 'D7', code: 'redo_breaks_later_steps', values: { seq: 8, steps: '18', count: 1 } });
  });

  it('the GM notes: each as the last step kept that wrote it left it', async () => {
    await played('PATCH', '', { gmNotes: 'Deuxième' }); // 19
    await played('PATCH', '', { gmNotes: 'Troisième' }); // 20
    // A later step kept rewrote the note: it stays.
    expect((await write('POST', '/history/19/revert', {})).statusCode).toBe(200); // 21
    expect(sheet.gmNotes).toBe('Troisième');
    // No step kept since wrote it: back to what the last kept one (step 6) left.
    expect((await write('POST', '/history/20/revert', {})).statusCode).toBe(200); // 22
    expect(sheet.gmNotes).toBe('Le Freux doit une faveur');
    // Step 19 back, step 20 still undone: what step 19 wrote.
    expect((await write('POST', '/history/21/redo', {})).statusCode).toBe(200); // 23
    expect(sheet.gmNotes).toBe('Deuxième');
    expect((await write('POST', '/history/22/redo', {})).statusCode).toBe(200); // 24
    expect(sheet.gmNotes).toBe('Troisième');
    // The last step's undo (POST /undo) is redone the same way.
    const undone = await played('POST', '/undo', {}); // 25
    expect(undone.event).toMatchObject({ seq: 25, undoes: 20 });
    expect(sheet.gmNotes).toBe('Deuxième');
    expect((await write('POST', '/history/25/redo', {})).statusCode).toBe(200); // 26
    expect(sheet.gmNotes).toBe('Troisième');
  });

  it('a stale version is a 409 with the current sheet, nothing written', async () => {
    const count = (await history()).length;
    const stale = await t.app.inject({ method: 'POST', url: url('/history/4/revert'), headers: t.gm.headers, payload: { version: sheet.version - 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { version: sheet.version } });
    const staleRedo = await t.app.inject({ method: 'POST', url: url('/history/16/redo'), headers: t.gm.headers, payload: { version: sheet.version - 1 } });
    expect(staleRedo.statusCode).toBe(409);
    expect((await history()).length).toBe(count);
  });

  it('a player’s history reads the undos and redos, never the GM notes they wrote back', async () => {
    const player = await t.player(crewId);
    const seen = await t.app.inject({ method: 'GET', url: url('/history'), headers: { authorization: `Bearer ${player.token}` } });
    expect(seen.statusCode).toBe(200);
    const events = seen.json<{ events: Event[] }>().events;
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['undo', 'redo']));
    expect(seen.body).not.toContain('notesBefore');
    expect(seen.body).not.toContain('Le Freux doit une faveur');
    // Players cannot revert, redo or preview.
    for (const [method, path] of [
      ['GET', '/history/4/revert'],
      ['POST', '/history/4/revert'],
      ['POST', '/history/16/redo'],
    ] as const) {
      const res = await t.app.inject({ method, url: url(path), headers: { authorization: `Bearer ${player.token}` }, ...(method === 'POST' ? { payload: { version: sheet.version } } : {}) });
      expect(res.statusCode, path).toBe(403);
    }
  });
});

describe('a d12 follow-up reverted from the middle of the history', () => {
  it('gives the roll back as it was, and its redo rewrites it as the follow-up left it', async () => {
    const seeded = await seedCrew(t);
    const pc = seeded.id('pc-1');
    const gm = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload }) });
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    };
    const version = async () => (await gm('GET', `/api/crews/${seeded.crewId}`)).body.version as number;
    t.useDice([4]);
    // 4 + body pool 5 = 9 < 10: failure.
    const rolled = await gm('POST', `/api/campaigns/${t.campaignId}/rolls/d12`, { attribute: 'body', characterId: pc, threshold: 10 });
    const id = rolled.body.id as string;
    const given = await gm('POST', `/api/rolls/${id}/give-of-oneself`, { version: await version() });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await gm('GET', `/api/rolls/${id}`)).body).toMatchObject({ band: 'success_with_complication' });
    const giving = 2; // the crew's step after its creation
    expect((await gm('PATCH', `/api/crews/${seeded.crewId}`, { version: await version(), name: 'Les Freux' })).status).toBe(200);

    const reverted = await gm('POST', `/api/crews/${seeded.crewId}/history/${giving}/revert`, { version: await version() });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await gm('GET', `/api/rolls/${id}`)).body).toMatchObject({ id, band: 'failure', result: { steps: [] } });
    expect((reverted.body.sheet as { crew: { name: string } }).crew.name).toBe('Les Freux');

    const undo = (reverted.body.event as { seq: number }).seq;
    expect((await gm('POST', `/api/crews/${seeded.crewId}/history/${undo}/redo`, { version: await version() })).status).toBe(200);
    expect((await gm('GET', `/api/rolls/${id}`)).body).toMatchObject({ id, band: 'success_with_complication' });
  });
});

describe('ids a step made from the step count, after an earlier step is reverted', () => {
  it('a held entanglement keeps its id: resolving it still applies, and a new roll takes a free id', async () => {
    const seeded = await seedCrew(t, crewOfTwo({ wanted: 1, heat: 2 }));
    const crewId = seeded.crewId;
    const lampions = seeded.id('f-1');
    let version = (await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: t.gm.headers })).json<Sheet>().version;
    const play = async (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>, dice: number[] = []) => {
      t.useDice(dice);
      const res = await t.app.inject({ method, url: `/api/crews/${crewId}${path}`, headers: t.gm.headers, payload: { ...body, version } });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<Step & { sheet: { crew: { pendingEntanglements: { id: string }[] } } }>();
      version = answer.sheet.version;
      return answer;
    };
    const edit = await play('PATCH', '', { name: 'Les Freux' }); // 2: reverted below
    await play('POST', '/downtime/start', {});
    await play('POST', '/downtime/payoff', { targetTier: 1, take: 2 });
    await play('POST', '/downtime/heat', { exposure: 'quiet' });
    const rolled = await play('POST', '/downtime/entanglement-roll', { pick: 'rivals' }, [5]); // held, not revealed
    const [held] = rolled.sheet.crew.pendingEntanglements;
    expect(held?.id).toBe(`${crewId}/entanglement-6`);

    // Without the edit the step count shifts by one: the held entanglement is still entanglement-6.
    const look = await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/history/${edit.event.seq}/revert`, headers: t.gm.headers });
    expect(look.json<Preview>().noLongerApply).toEqual([]);
    const reverted = await play('POST', `/history/${edit.event.seq}/revert`, {});
    expect(reverted.sheet.crew.pendingEntanglements.map((p) => p.id)).toEqual([held?.id]);
    await play('POST', `/downtime/entanglements/${encodeURIComponent(held?.id ?? '')}/reveal`, {});
    const resolved = await play('POST', `/downtime/entanglements/${encodeURIComponent(held?.id ?? '')}/resolve`, {
      choice: { kind: 'rivals', option: 'stand_up', factionId: lampions },
    });
    expect(resolved.sheet.crew.pendingEntanglements).toEqual([]);
  });
});

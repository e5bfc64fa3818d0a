/**
 * The campaign's one history (GET /api/campaigns/:campaignId/history): every step the table took —
 * a crew's downtime, a complex action's rolls, the campaign's dice — newest first, each named
 * after what it changed, with its reasons and its rolls (undone ones marked), filterable; the GM's
 * only (permission matrix).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { seedCrew, type SeededCrew } from '../../../test/crews';

let t: TestApp;
let crew: SeededCrew;
let player: TestPlayer;
let trackerId: string;

type Json = Record<string, unknown>;
type StepView = { id: string; aggregate: string; aggregateId: string; subject: string | null; type: string; undone: boolean; undoes: number | null; rolls: Json[] };

const post = async (url: string, payload: Json) => {
  const res = await t.app.inject({ method: 'POST', url, headers: t.gm.headers, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Json;
};
const history = async (query = '', headers: Record<string, string> = t.gm.headers) => t.app.inject({ url: `/api/campaigns/${t.campaignId}/history${query}`, headers });
const steps = async (query = '') => ((await history(query)).json() as { steps: StepView[] }).steps;

beforeAll(async () => {
  t = await buildTestApp();
  crew = await seedCrew(t);
  player = await t.player(crew.crewId);
  await post(`/api/crews/${crew.crewId}/downtime/start`, { version: crew.version });
  trackerId = ((await post(`/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Le coffre', crewId: crew.crewId, start: 6 })).complexAction as Json).id as string;
  t.useDice([25]);
  await post(`/api/complex-actions/${trackerId}/roll`, { version: 1, threshold: 50 });
  t.useDice([6]);
  const d6 = await post(`/api/campaigns/${t.campaignId}/rolls/d6`, { pool: 1 });
  await post(`/api/rolls/${d6.id as string}/undo`, {});
});
afterAll(() => t.close());

describe("the campaign's one history", () => {
  it('lists every step of every aggregate, newest first, named after what it changed, undone ones marked', async () => {
    const all = await steps();
    expect(all.map((s) => [s.aggregate, s.type])).toEqual([
      ['dice', 'undo'],
      ['dice', 'd6_pool'],
      ['complex_action', 'complex_roll'],
      ['complex_action', 'complex_action_created'],
      ['crew', 'start'],
      ['crew', 'crew_created'],
    ]);
    expect(all[0]).toMatchObject({ subject: null, undoes: 1 });
    expect(all[1]).toMatchObject({ undone: true, rolls: [expect.objectContaining({ dice: [6], undone: true, history: 'dice' })] });
    expect(all[2]).toMatchObject({ subject: 'Le coffre', aggregateId: trackerId, rolls: [expect.objectContaining({ dice: [25], undone: false })] });
    // What each step moved: the tracker's steps left; a roll of the dice moves nothing kept.
    expect((all[2] as unknown as { changes: Json[] }).changes).toEqual([expect.objectContaining({ what: 'remaining', of: null, before: 6 })]);
    expect((all[1] as unknown as { changes: Json[] }).changes).toEqual([]);
    expect(all[4]?.subject).toBe((await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: t.gm.headers })).json<{ crew: { name: string } }>().crew.name);
  });

  it('filters by kind of thing and by one of them, and pages with `before`', async () => {
    expect((await steps('?aggregate=crew')).map((s) => s.type)).toEqual(['start', 'crew_created']);
    expect((await steps(`?aggregate=complex_action&aggregateId=${trackerId}`)).map((s) => s.type)).toEqual(['complex_roll', 'complex_action_created']);
    const [first, second] = await steps('?limit=2');
    expect((await steps(`?limit=2&before=${second?.id ?? ''}`)).map((s) => s.type)).toEqual(['complex_roll', 'complex_action_created']);
    expect(first?.type).toBe('undo');
  });

  it("shows what a crew's and a wizard's steps moved", async () => {
    const sheet = (await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: t.gm.headers })).json<{ version: number; crew: { coin: number } }>();
    await t.app.inject({ method: 'PATCH', url: `/api/crews/${crew.crewId}`, headers: t.gm.headers, payload: { version: sheet.version, coin: sheet.crew.coin + 2 } });
    const wizard = await post(`/api/campaigns/${t.campaignId}/wizards`, { name: 'Maelis', level: 5, gold: 300 });
    await post(`/api/wizards/${wizard.id as string}/favours`, { version: 1, kind: 'loan', amount: 200 });
    const [loan, created, edit] = (await steps()) as unknown as { type: string; changes: Json[] }[];
    expect(loan).toMatchObject({ type: 'favour', changes: [{ what: 'gold', of: null, before: 300, after: 500 }, { what: 'markers', of: null, before: 0, after: 2 }] });
    expect(created).toMatchObject({ type: 'wizard_created', changes: [] });
    expect(edit).toMatchObject({ type: 'crew_edit', changes: [{ what: 'coin', of: null, before: sheet.crew.coin, after: sheet.crew.coin + 2 }] });
  });

  it("filters by a character (the steps that name them or made their rolls) and lists what it can be filtered on", async () => {
    const pc = crew.id('pc-1');
    t.useDice([3]);
    await post(`/api/campaigns/${t.campaignId}/rolls/d6`, { pool: 1, characterId: pc });
    const theirs = await steps(`?characterId=${pc}`);
    expect(theirs.map((s) => [s.aggregate, s.type])).toEqual([
      ['dice', 'd6_pool'],
      ['crew', 'crew_created'],
    ]);
    expect(await steps('?characterId=nobody')).toEqual([]);
    const { subjects } = (await history()).json() as { subjects: { things: Json[]; characters: Json[] } };
    expect(subjects.things).toEqual(expect.arrayContaining([{ aggregate: 'crew', aggregateId: crew.crewId, name: expect.any(String) }, { aggregate: 'complex_action', aggregateId: trackerId, name: 'Le coffre' }]));
    expect(subjects.characters).toEqual(expect.arrayContaining([{ id: pc, name: expect.any(String), crewId: crew.crewId }]));
    // The names the steps' reasons carry as ids: the crews' factions, cohorts and projects, the wizards and their warbands.
    const { names } = subjects as unknown as { names: Record<'factions' | 'cohorts' | 'projects' | 'members', Json[]> };
    const sheet = (await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: t.gm.headers })).json<{ crew: { factions: Json[]; cohorts: Json[] } }>();
    expect(names.factions).toEqual(sheet.crew.factions.map((f) => ({ id: f.id, name: f.name })));
    expect(names.cohorts).toEqual(sheet.crew.cohorts.map((c) => ({ id: c.id, name: c.name })));
    expect(names.members).toEqual(expect.arrayContaining([{ id: expect.any(String), name: 'Maelis' }]));
  });

  it('is the GM’s: a player link 403, nobody 401, another campaign’s GM 403; bad queries 400/404', async () => {
    expect((await history('', player.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/campaigns/${t.campaignId}/history` })).statusCode).toBe(401);
    const other = await t.otherGm('Autre table');
    expect((await history('', other.headers)).statusCode).toBe(403);
    expect((await history('?aggregate=faction')).statusCode).toBe(400);
    expect((await history('?bogus=1')).json()).toMatchObject({ error: 'validation', issues: [{ path: 'querystring.bogus' }] });
    expect((await history('?before=no-such-step')).statusCode).toBe(404);
  });
});

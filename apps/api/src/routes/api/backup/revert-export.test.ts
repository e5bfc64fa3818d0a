/**
 * A crew whose history holds reverts (several undo steps at once) and redos: export → import into
 * a fresh instance → export gives the same document, the copy plays on (a redo and a revert replay
 * the imported history), and the doctor still rebuilds the crew from that history, dropping nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairCrew } from '../../../doctor/crews';
import { campaignExportSchema, type CampaignExport } from '../../../domain/backup/format';
import { idMapFor, renameIds } from '../../../domain/backup/ids';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';
import { call, comparable, roundTrip, type Json } from './fixture';

let source: TestApp;
let target: TestApp;
let crewId: string;
let version: number;

async function played(path: string, body: Record<string, unknown>, dice: number[] = [], method: 'POST' | 'PATCH' = 'POST'): Promise<Json> {
  source.useDice(dice);
  const res = await call(source, method, `/api/crews/${crewId}${path}`, { ...body, version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  version = (res.body.sheet as { version: number }).version;
  return res.body;
}

beforeAll(async () => {
  source = await buildTestApp({ dice: [] });
  target = await buildTestApp({ seed: 4 });
  const seeded = await seedCrew(source, crewOfTwo({ wanted: 1, heat: 2 }));
  crewId = seeded.crewId;
  version = seeded.version;
  const basile = seeded.id('pc-2');
  await played('/downtime/start', {}); // 2
  await played('/downtime/payoff', { targetTier: 1, take: 2 }); // 3
  await played('/downtime/heat', { exposure: 'quiet' }); // 4
  await played('/downtime/entanglement-roll', { pick: 'rivals', reveal: true }, [5]); // 5
  await played('', { name: 'Les Freux', gmNotes: 'Première note' }, [], 'PATCH'); // 6
  await played('/downtime/advance', {}); // 7
  await played('/downtime/activities', { characterId: basile, activity: { kind: 'train', skill: 'hunt' } }, [2, 3]); // 8
  await played('/downtime/activities', { characterId: basile, activity: { kind: 'reduce_heat', action: 'hunt' } }, [3, 5, 6]); // 9
  await played('/history/8/revert', { alsoRevert: [9] }); // undos 10 (of 9), 11 (of 8)
  await played('/history/11/redo', {}); // 12: the training back
  await played('/history/6/revert', {}); // 13: the name and the note gone
});
afterAll(async () => {
  await source.close();
  await target.close();
});

describe('a history with reverts and redos', () => {
  let exported: CampaignExport;
  let again: CampaignExport;
  let cookie: string;

  beforeAll(async () => {
    ({ exported, again, cookie } = await roundTrip(source, target));
  });

  it('exports as a valid document: each undo and redo linked both ways', () => {
    const parsed = campaignExportSchema.safeParse(exported);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const events = exported.crews[0]?.events ?? [];
    expect(events.map((e) => [e.seq, e.type, e.undoneBy])).toEqual([
      [1, 'crew_created', null],
      [2, 'start', null],
      [3, 'payoff', null],
      [4, 'heat', null],
      [5, 'entanglement_roll', null],
      [6, 'crew_edit', 13],
      [7, 'advance', null],
      [8, 'activity', null],
      [9, 'activity', 10],
      [10, 'undo', null],
      [11, 'undo', 12],
      [12, 'redo', null],
      [13, 'undo', null],
    ]);
    expect(events[11]?.payload).toEqual({ type: 'redo', seq: 11 });
  });

  it('refuses a document whose undo a redo took back still marks its step', () => {
    const broken = structuredClone(exported);
    const events = broken.crews[0]?.events ?? [];
    (events[7] as { undoneBy: number | null }).undoneBy = 11;
    const issues = campaignExportSchema.safeParse(broken).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues).toEqual(['crews.0.events.10.payload.seq']);
  });

  it('imports to the same document, and the copy plays on: a redo, then a revert', async () => {
    expect(comparable(again)).toEqual(comparable(exported));
    const copy = again.crews[0];
    if (!copy) throw new Error('no crew in the copy');
    const redo = await call(target, 'POST', `/api/crews/${copy.id}/history/13/redo`, { version: copy.version }, { cookie });
    expect(redo.status, JSON.stringify(redo.body)).toBe(200);
    const original = await call(source, 'POST', `/api/crews/${crewId}/history/13/redo`, { version });
    expect(original.status).toBe(200);
    const crewOf = (answer: Json, doc: CampaignExport) => renameIds((answer.sheet as Json).crew, idMapFor(doc, 'N'));
    expect(crewOf(redo.body, again)).toEqual(crewOf(original.body, exported));
    expect((redo.body.sheet as Json).gmNotes).toBe('Première note');
    version = (original.body.sheet as { version: number }).version;
  });

  it('the doctor rebuilds the crew from that history, dropping no step', async () => {
    const before = (await call(source, 'GET', `/api/crews/${crewId}`)).body;
    const repair = await repairCrew((work) => source.db.$transaction(work), crewId, new Date());
    expect(repair).toEqual({ repaired: true, how: 'replay', dropped: [] });
    const after = (await call(source, 'GET', `/api/crews/${crewId}`)).body;
    expect(after.crew).toEqual(before.crew);
    expect(after.downtime).toEqual(before.downtime);
  });
});

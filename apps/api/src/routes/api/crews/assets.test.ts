/**
 * A4 acquired assets on the crew sheet, through HTTP on a real SQLite file: an acquisition settled
 * is kept (`crew.assets`, players see it too), a held asset is acquired again with +1 die and
 * renewed, the GM removes one (DELETE …/assets/:assetId with a cause) as one history step published
 * live, and undo brings it back by replaying the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../../live/hub';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
});
afterAll(() => t.close());

interface Asset {
  id: string;
  name: string;
  kind: string;
  quality: number;
  duration: string;
  acquiredBy: string;
  downtime: number;
}
interface Step {
  sheet: { version: number; crew: { assets: Asset[]; cohorts: unknown[] } };
  event: { seq: number; type: string; dice: number[]; detail: Record<string, unknown>; reasons: { rule: string; code: string; values: Record<string, unknown> }[] };
}

describe('A4: acquired assets are kept on the crew sheet until used up', () => {
  let crew: SeededCrew;
  let version: number;
  let last: Step;

  async function send(method: 'POST' | 'DELETE', path: string, body: Record<string, unknown>, dice: number[] = []): Promise<Step> {
    t.useDice(dice);
    const res = await t.app.inject({ method, url: `/api/crews/${crew.crewId}${path}`, headers: t.gm.headers, payload: { ...body, version } });
    expect(res.statusCode, res.body).toBe(200);
    last = res.json<Step>();
    version = last.sheet.version;
    return last;
  }

  beforeAll(async () => {
    crew = await seedCrew(t, crewOfTwo({ wanted: 0 }));
    version = crew.version;
    await send('POST', '/downtime/start', {});
    await send('POST', '/downtime/payoff', { targetTier: 1, take: 0 });
    await send('POST', '/downtime/heat', { exposure: 'quiet' });
    await send('POST', '/downtime/entanglement-roll', {});
    await send('POST', '/downtime/advance', {});
  });

  it('« une cohorte (un expert ou un gang) »: settling keeps the asset, with who acquired it and when; it is not one of the crew’s cohorts', async () => {
    await send('POST', '/downtime/activities', { characterId: crew.id('pc-1'), activity: { kind: 'acquire_asset', name: 'Gang de dockers', assetKind: 'cohort_gang', justInCase: true } }, [6]);
    // A client cannot ask for the asset not to be kept: `keep` is the server's, refused by name.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/crews/${crew.crewId}/downtime/asset-settle`,
      headers: t.gm.headers,
      payload: { characterId: crew.id('pc-1'), coin: 0, keep: false, version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'validation', issues: [{ path: 'body.keep', message: 'unknown field' }] });
    const settled = await send('POST', '/downtime/asset-settle', { characterId: crew.id('pc-1'), coin: 0 });
    const asset = { id: `${crew.crewId}/asset-${settled.event.seq}`, name: 'Gang de dockers', kind: 'cohort_gang', quality: 2, duration: 'just_in_case', dangerousGoods: null, scale: null, acquiredBy: crew.id('pc-1'), downtime: 1 };
    expect(settled.sheet.crew.assets).toEqual([asset]);
    expect(settled.sheet.crew.cohorts).toHaveLength(1);
    expect(settled.event.detail).toMatchObject({ acquired: true, kept: asset });
    expect(settled.event.reasons).toContainEqual({ rule: 'A4', code: 'asset_kept', values: expect.objectContaining({ name: 'Gang de dockers', character: crew.id('pc-1') }) });

    // Players see what the crew holds.
    const player = await t.player(crew.crewId);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/crews/${crew.crewId}`, headers: player.headers });
    expect(theirs.json<Step['sheet']>().crew.assets).toEqual([asset]);
  });

  it('« de nouveau acquérir la même ressource … +1 dé »: the held asset picked again rolls tier + 1 dice and is renewed in place', async () => {
    const [held] = last.sheet.crew.assets;
    const again = await send(
      'POST',
      '/downtime/activities',
      { characterId: crew.id('pc-2'), activity: { kind: 'acquire_asset', name: 'x', assetKind: 'other', assetId: held!.id } },
      [6, 6],
    );
    expect(again.event.dice).toEqual([6, 6]);
    const renewed = await send('POST', '/downtime/asset-settle', { characterId: crew.id('pc-2'), coin: 0 });
    expect(renewed.sheet.crew.assets).toEqual([{ ...held, quality: 3, duration: 'one_score', acquiredBy: crew.id('pc-2') }]);
    expect(renewed.event.reasons.map((r) => r.code)).toContain('asset_renewed');
  });

  it('the GM removes it (used in earnest): one history step with its A4 reason, published live; a stale version writes nothing', async () => {
    const [held] = last.sheet.crew.assets;
    const url = `/api/crews/${crew.crewId}/assets/${encodeURIComponent(held!.id)}`;
    const before = dumpDatabase(t.dbPath);
    const stale = await t.app.inject({ method: 'DELETE', url, headers: t.gm.headers, payload: { version: version - 1, cause: 'used' } });
    expect(stale.statusCode).toBe(409);
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const heard: LiveMessage[] = [];
    const unsubscribe = t.app.hub.subscribe(crew.crewId, (message) => heard.push(message));
    const removed = await send('DELETE', `/assets/${encodeURIComponent(held!.id)}`, { cause: 'used' });
    unsubscribe();
    expect(removed.sheet.crew.assets).toEqual([]);
    expect(removed.event).toMatchObject({ type: 'asset_remove', detail: { id: held!.id, cause: 'used' } });
    expect(removed.event.reasons).toEqual([{ rule: 'A4', code: 'asset_used', values: { name: 'Gang de dockers', kind: 'cohort_gang', duration: 'one_score' } }]);
    expect(heard).toEqual([expect.objectContaining({ id: removed.event.seq, data: expect.objectContaining({ type: 'asset_remove' }) })]);

    const history = await t.app.inject({ method: 'GET', url: `/api/crews/${crew.crewId}/history?type=asset_remove`, headers: t.gm.headers });
    expect(history.json<{ events: { seq: number }[] }>().events.map((e) => e.seq)).toEqual([removed.event.seq]);

    // Gone: removing it again is a 404 and writes nothing.
    const snapshot = dumpDatabase(t.dbPath);
    const twice = await t.app.inject({ method: 'DELETE', url, headers: t.gm.headers, payload: { version, cause: 'lost' } });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: 'not_found', resource: 'asset' });
    expect(dumpDatabase(t.dbPath)).toEqual(snapshot);
  });

  it('undo replays the history: the asset is back as it was', async () => {
    const undone = await send('POST', '/undo', {});
    expect(undone.sheet.crew.assets).toEqual([expect.objectContaining({ name: 'Gang de dockers', quality: 3, acquiredBy: crew.id('pc-2') })]);
    const read = await t.app.inject({ method: 'GET', url: `/api/crews/${crew.crewId}`, headers: t.gm.headers });
    expect(read.json<Step['sheet']>().crew.assets).toEqual(undone.sheet.crew.assets);
  });

  it('after the downtime, « une semaine s’écoule sans qu’il se passe quoi que ce soit »: removed at any phase', async () => {
    await send('POST', '/downtime/advance', {});
    const [held] = last.sheet.crew.assets;
    const lapsed = await send('DELETE', `/assets/${encodeURIComponent(held!.id)}`, { cause: 'quiet_week' });
    expect(lapsed.sheet.crew.assets).toEqual([]);
    expect(lapsed.event.reasons.map((r) => r.code)).toEqual(['asset_quiet_week']);
  });
});

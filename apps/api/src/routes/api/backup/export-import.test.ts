/**
 * Export → import into a fresh instance → export again: the same campaign, modulo what
 * docs/operations.md says an import changes (every id is new, keeping the old ids' order; the
 * campaign's own createdAt/updatedAt are the import's; `exportedAt`). Then: imported crews keep
 * working (undo replays their imported history), an import into the instance the file came from
 * is a copy that leaves the original untouched, and the sign-in link opens the new campaign.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignExportSchema, rowIds, type CampaignExport } from '../../../domain/backup/format';
import { idMapFor, renameIds } from '../../../domain/backup/ids';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';
import { call, playCampaign, type Json, type PlayedCampaign } from './fixture';

let source: TestApp;
let target: TestApp;
let played: PlayedCampaign;
let exported: CampaignExport;

beforeAll(async () => {
  source = await buildTestApp({ seed: 3 });
  target = await buildTestApp({ seed: 4 });
  played = await playCampaign(source);
  const res = await source.app.inject({ method: 'GET', url: `/api/campaigns/${source.campaignId}/export`, headers: source.gm.headers });
  expect(res.statusCode).toBe(200);
  exported = res.json() as CampaignExport;
}, 60_000);
afterAll(async () => {
  await source.close();
  await target.close();
});

/** Ids replaced by their rank (`N-<rank>`), and what an import does not keep removed. */
function comparable(doc: CampaignExport): unknown {
  const { exportedAt: _at, campaign, ...rest } = renameIds(doc, idMapFor(doc, 'N'));
  const { createdAt: _c, updatedAt: _u, ...kept } = campaign;
  return { campaign: kept, ...rest };
}

/** Signs in with a one-time link: the session cookie it sets. */
async function signIn(t: TestApp, url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
  expect(res.statusCode).toBe(303);
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  expect(cookie).toMatch(/^tm_session=/);
  return cookie;
}

describe('the export', () => {
  it('is a valid document holding everything that was played', () => {
    const parsed = campaignExportSchema.safeParse(exported);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(exported).toMatchObject({ format: 'temps-mort-campaign', version: 1, campaign: { id: source.campaignId, name: 'Campagne de test' } });
    expect(exported.crews.map((c) => c.id)).toEqual(played.crewIds);
    const events = exported.crews.flatMap((c) => c.events);
    expect(events.length).toBeGreaterThan(30);
    expect(events.filter((e) => e.type === 'undo').length).toBeGreaterThanOrEqual(4);
    expect(events.filter((e) => e.undoneBy !== null).length).toBe(events.filter((e) => e.type === 'undo').length);
    expect(events.some((e) => e.hidden)).toBe(true);
    expect(events.some((e) => e.type === 'character_remove')).toBe(true);
    expect(new Set(events.map((e) => e.tableRules?.titheRounding)).size).toBeGreaterThan(1);
    expect(exported.crews.flatMap((c) => c.rolls).some((r) => r.eventSeq !== null)).toBe(true);
    expect(exported.crews.flatMap((c) => c.rolls).some((r) => r.eventSeq === null)).toBe(true);
    expect(exported.crews[1]).toMatchObject({ gmNotes: expect.any(String) });
    expect(Object.values(exported.crews[1]?.characterNotes ?? {})).toContain('Doit de l’argent au Baron');
    expect(exported.rolls.some((r) => r.hidden)).toBe(true);
    // The campaign's dice: each campaign roll a step, the d20 undone by the next one.
    const dice = exported.diceSteps ?? [];
    expect(dice.map((s) => s.type)).toEqual(expect.arrayContaining(['d6_pool', 'd20', 'd12_action', 'undo']));
    const undone = dice.find((s) => s.type === 'd20');
    expect(undone?.undoneBy).toBe(dice.find((s) => s.type === 'undo')?.seq);
    expect([...exported.rolls, ...exported.crews.flatMap((c) => c.rolls)].filter((r) => r.step?.history === 'dice' && r.step.seq === undone?.seq)).toHaveLength(1);
    // A complex action's history: its creation and its rolls, each roll pointing at its step.
    const tracker = exported.complexActions.find((a) => a.crewId !== null);
    expect(tracker?.steps?.[0]?.type).toBe('complex_action_created');
    const trackerRolls = exported.crews.flatMap((c) => c.rolls).filter((r) => r.step?.history === 'complex_action');
    expect(trackerRolls.length).toBe((tracker?.steps?.length ?? 0) - 1);
    expect(exported.wizards).toHaveLength(1);
    expect(exported.wizards[0]?.favours.length).toBeGreaterThan(0);
    expect(exported.wizards[0]?.rolls.length).toBeGreaterThan(0);
    expect(exported.complexActions).toHaveLength(2);
    // A4: the first crew holds the asset it acquired; the second's left after a quiet week.
    expect(exported.crews[0]?.crew.assets).toEqual([expect.objectContaining({ name: 'Gang de dockers', kind: 'cohort_gang', duration: 'just_in_case', downtime: 1 })]);
    expect(exported.crews[1]?.crew.assets).toEqual([]);
    expect(exported.crews[1]?.events.some((e) => e.type === 'asset_remove' && e.undoneBy === null)).toBe(true);
    // No secrets: share links, sessions and credentials are not in the format.
    expect(JSON.stringify(exported)).not.toMatch(/tokenHash|passphrase|shareLink/i);
  });

  it('is a download named after the campaign', async () => {
    const res = await source.app.inject({ method: 'GET', url: `/api/campaigns/${source.campaignId}/export`, headers: source.gm.headers });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="temps-mort-campagne-de-test-\d{4}-\d{2}-\d{2}\.json"$/);
  });
});

describe('export → import into a fresh instance → export', () => {
  let imported: Json;
  let again: CampaignExport;
  let cookie: string;

  beforeAll(async () => {
    const res = await call(target, 'POST', '/api/campaigns/import', exported);
    expect(res.status).toBe(201);
    imported = res.body;
    cookie = await signIn(target, imported.signInUrl as string);
    const second = await target.app.inject({ method: 'GET', url: `/api/campaigns/${imported.campaignId as string}/export`, headers: { cookie } });
    expect(second.statusCode).toBe(200);
    again = second.json() as CampaignExport;
  });

  it('answers the new campaign, its crews and what it holds', () => {
    const events = exported.crews.reduce((n, c) => n + c.events.length, 0);
    const rolls = exported.rolls.length + exported.crews.reduce((n, c) => n + c.rolls.length, 0) + exported.wizards.reduce((n, w) => n + w.rolls.length, 0);
    expect(imported).toMatchObject({
      name: 'Campagne de test',
      counts: { crews: 2, events, rolls, wizards: 1, complexActions: 2 },
      crews: exported.crews.map((c) => ({ from: c.id, name: c.crew.name })),
    });
    expect(imported.campaignId).not.toBe(source.campaignId);
  });

  it('reproduces every crew, character, roll and history event (modulo the documented differences)', () => {
    expect(comparable(again)).toEqual(comparable(exported));
  });

  it('gives every row a new id: no id of the file is left in the copy', () => {
    const text = JSON.stringify(again);
    const old = rowIds(exported).map((r) => r.id);
    expect(old.filter((id) => text.includes(id))).toEqual([]);
  });

  it('keeps versions and timestamps, except the campaign’s own dates', () => {
    expect(again.crews.map((c) => [c.version, c.createdAt, c.updatedAt])).toEqual(exported.crews.map((c) => [c.version, c.createdAt, c.updatedAt]));
    expect(again.campaign.version).toBe(exported.campaign.version);
    expect(again.campaign.createdAt).not.toBe(exported.campaign.createdAt);
  });

  it('the sign-in link opens the new campaign, once', async () => {
    const me = await target.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toEqual({ kind: 'gm', campaignId: imported.campaignId });
    const twice = await target.app.inject({ method: 'GET', url: new URL(imported.signInUrl as string).pathname + new URL(imported.signInUrl as string).search });
    expect(twice.statusCode).toBe(401);
  });

  it('the imported crews play on: their sheets read back, and undo replays the imported history', async () => {
    const headers = { cookie };
    for (const [index, entry] of again.crews.entries()) {
      const sheet = await call(target, 'GET', `/api/crews/${entry.id}`, undefined, headers);
      expect(sheet.status).toBe(200);
      expect(sheet.body).toMatchObject({ version: exported.crews[index]?.version, gmNotes: exported.crews[index]?.gmNotes });
      const undo = await call(target, 'POST', `/api/crews/${entry.id}/undo`, { version: entry.version }, headers);
      expect(undo.status).toBe(200);
      // The same undo in the original instance gives the same crew.
      const original = await call(source, 'POST', `/api/crews/${exported.crews[index]?.id ?? ''}/undo`, { version: exported.crews[index]?.version });
      expect(original.status).toBe(200);
      const crewOf = (answer: Json, doc: CampaignExport) => renameIds((answer.sheet as Json).crew, idMapFor(doc, 'N'));
      expect(crewOf(undo.body, again)).toEqual(crewOf(original.body, exported));
      expect((undo.body.event as Json).detail).toEqual((original.body.event as Json).detail);
    }
  });

  it('player links are not copied: the copy has none, and an old link does not open it', async () => {
    const copied = again.crews[0]?.id ?? '';
    const links = await target.app.inject({ method: 'GET', url: `/api/crews/${copied}/share-links`, headers: { cookie } });
    expect(links.json()).toEqual([]);
    const old = await target.app.inject({ method: 'GET', url: `/api/crews/${copied}`, headers: { authorization: `Bearer ${played.playerToken}` } });
    expect(old.statusCode).toBe(401);
  });
});

describe('import into the instance the file came from', () => {
  it('is a copy: a new campaign, the original untouched', async () => {
    const fresh = await call(source, 'GET', `/api/campaigns/${source.campaignId}/export`);
    const doc = fresh.body as unknown as CampaignExport;
    const originalIds = new Set(rowIds(doc).map((r) => r.id));
    const before = dumpDatabase(source.dbPath);
    const res = await call(source, 'POST', '/api/campaigns/import', doc);
    expect(res.status).toBe(201);
    const after = dumpDatabase(source.dbPath);
    // Every row there before is still there, unchanged.
    for (const [table, rows] of Object.entries(before)) {
      const now = after[table] ?? [];
      for (const row of rows) expect(now).toContainEqual(row);
    }
    const copy = await call(source, 'GET', `/api/campaigns/${res.body.campaignId as string}/export`, undefined, {
      cookie: await signIn(source, res.body.signInUrl as string),
    });
    const copied = copy.body as unknown as CampaignExport;
    expect(rowIds(copied).filter((r) => originalIds.has(r.id))).toEqual([]);
    expect(comparable(copied)).toEqual(comparable(doc));
  });

  it('an export from before assets were kept (no `crew.assets`) still imports, its crews holding no asset', async () => {
    // As first exported, the second crew holds none: its crew reads as one written before assets existed.
    const { assets: none, ...before } = exported.crews[1]!.crew;
    expect(none).toEqual([]);
    const old = { ...exported, crews: exported.crews.map((c, i) => (i === 1 ? { ...c, crew: before } : c)) };
    const res = await call(source, 'POST', '/api/campaigns/import', old);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const crewId = (res.body.crews as { id: string }[])[1]!.id;
    const sheet = await call(source, 'GET', `/api/crews/${crewId}`, undefined, { cookie: await signIn(source, res.body.signInUrl as string) });
    expect((sheet.body.crew as Json).assets).toEqual([]);
  });

  it('an export with a table rule a later version dropped still imports (the rule let go, as when read)', async () => {
    const withRetired = (rules: unknown) => ({ ...(rules as Json), retiredOption: 'old-reading' });
    const old = {
      ...exported,
      campaign: { ...exported.campaign, tableRules: withRetired(exported.campaign.tableRules) },
      crews: exported.crews.map((c) => ({ ...c, events: c.events.map((e) => (e.tableRules === null ? e : { ...e, tableRules: withRetired(e.tableRules) })) })),
    };
    const res = await call(source, 'POST', '/api/campaigns/import', old);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('twice: two copies', async () => {
    const doc = (await call(source, 'GET', `/api/campaigns/${source.campaignId}/export`)).body;
    const first = await call(source, 'POST', '/api/campaigns/import', doc);
    const second = await call(source, 'POST', '/api/campaigns/import', doc);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.campaignId).not.toBe(second.body.campaignId);
  });
});

describe('a downtime waiting for the GM’s pick of an entanglement', () => {
  it('exports and imports with its rolled cell, and the GM can pick in the copy', async () => {
    const t = await buildTestApp({ seed: 7 });
    try {
      const { crewId } = await seedCrew(t, crewOfTwo({ wanted: 2, heat: 4 }));
      let version = (await call(t, 'GET', `/api/crews/${crewId}`)).body.version as number;
      for (const [path, body] of [
        ['/downtime/start', {}],
        ['/downtime/payoff', { targetTier: 2, take: 4 }],
        ['/downtime/heat', { exposure: 'loud', killings: true }],
        ['/downtime/entanglement-roll', { pick: 'after_roll' }],
      ] as const) {
        const res = await call(t, 'POST', `/api/crews/${crewId}${path}`, { version, ...body });
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
        version = (res.body.sheet as Json).version as number;
      }
      const doc = (await call(t, 'GET', `/api/campaigns/${t.campaignId}/export`)).body as unknown as CampaignExport;
      expect(doc.crews[0]?.downtime).toMatchObject({ pendingEntanglementRoll: { id: `${crewId}/entanglement-5`, roll: expect.any(Object) } });

      const res = await call(t, 'POST', '/api/campaigns/import', doc);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const cookie = await signIn(t, res.body.signInUrl as string);
      const copy = (await call(t, 'GET', `/api/campaigns/${res.body.campaignId as string}/export`, undefined, { cookie })).body as unknown as CampaignExport;
      expect(comparable(copy)).toEqual(comparable(doc));
      const copied = copy.crews[0]!;
      const pick = await call(t, 'POST', `/api/crews/${copied.id}/downtime/entanglement-pick`, { version: copied.version, pick: 'pick_for_me' }, { cookie });
      expect(pick.status, JSON.stringify(pick.body)).toBe(200);
    } finally {
      await t.close();
    }
  });
});

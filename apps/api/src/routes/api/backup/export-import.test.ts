import { GAME_SYSTEMS } from '@temps-mort/contract';
/**
 * Export → import into a fresh instance → export again: the same campaign, modulo what
 * docs/operations.md says an import changes (every id is new, keeping the old ids' order; the
 * campaign's own createdAt/updatedAt are the import's; `exportedAt`). Then: imported crews keep
 * working (undo replays their imported history), an import into the instance the file came from
 * is a copy that leaves the original untouched, and the sign-in link opens the new campaign.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignExportSchema, rowIds, type AnyCampaignExport, type CampaignExport } from '../../../domain/backup/format';
import { idMapFor, renameIds } from '../../../domain/backup/ids';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';
import { ledgerAsAnsweredToday, wizardAsAnsweredToday } from '../../../test/olderWizards';
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


describe('the export', () => {
  it('is a valid document holding everything that was played', () => {
    const parsed = campaignExportSchema.safeParse(exported);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(exported).toMatchObject({ format: 'temps-mort-campaign', version: 2, campaign: { id: source.campaignId, name: 'Campagne de test' } });
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
    // A wizard: its state once, its whole history (its ledger), each d20 roll naming its step.
    expect(exported.wizards).toHaveLength(1);
    const wizard = exported.wizards[0]!;
    expect(wizard.state).toMatchObject({ wizard: { id: played.wizardId, name: 'Maelis', level: 5 }, collection: null });
    expect(wizard.state.wizard.warband.map((m) => m.name)).toEqual(['Maelis', 'Tobin', 'Knight', 'Rat']);
    expect(wizard.steps.map((s) => s.seq)).toEqual(wizard.steps.map((_s, i) => i + 1));
    expect(wizard.steps[0]).toMatchObject({ type: 'wizard_created', payload: { type: 'wizard_created', wizard: { id: played.wizardId } }, detail: { kind: 'baseline' } });
    expect(wizard.steps.map((s) => s.type)).toEqual(expect.arrayContaining(['favour', 'collection_start', 'undo', 'member_add']));
    // The first collection undone: its step marked by the undo, its roll kept and still naming it.
    const [undoneStart, started] = wizard.steps.filter((s) => s.type === 'collection_start');
    expect(undoneStart?.undoneBy).toBe(wizard.steps.find((s) => s.type === 'undo')?.seq);
    expect(started?.undoneBy).toBeNull();
    expect(wizard.rolls.filter((r) => r.step?.seq === undoneStart?.seq)).toHaveLength(1);
    expect(wizard.steps.every((s) => s.tableRules !== null)).toBe(true);
    expect(wizard.rolls.length).toBeGreaterThan(0);
    for (const roll of wizard.rolls) {
      expect(roll.step).toEqual({ history: 'wizard', wizardId: wizard.id, seq: expect.any(Number) });
      const step = wizard.steps.find((s) => s.seq === roll.step?.seq);
      expect(step?.dice).toEqual(roll.dice);
    }
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
    cookie = target.gm.cookie;
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

  it('is the importing GM’s campaign (its owner), opened in their session; no sign-in link', async () => {
    expect(imported).not.toHaveProperty('signInUrl');
    const me = await target.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ kind: 'gm', accountId: target.gm.accountId, campaignId: imported.campaignId, role: 'owner', systems: [...GAME_SYSTEMS] });
    const members = await target.db.campaignMember.findMany({ where: { campaignId: imported.campaignId as string }, select: { accountId: true, role: true } });
    expect(members).toEqual([{ accountId: target.gm.accountId, role: 'owner' }]);
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

  it('the imported wizard answers the same ledger, and undo replays its imported history', async () => {
    const headers = { cookie };
    const [copied, original] = [again.wizards[0]!, exported.wizards[0]!];
    // The wizard's `updatedAt` is the time of its last write (the undos below are two).
    const wizardOf = (body: unknown, doc: CampaignExport) => ({ ...renameIds(body as Json, idMapFor(doc, 'N')), updatedAt: null });
    const ledgerOf = async (t: TestApp, id: string, doc: CampaignExport, h?: Record<string, string>): Promise<Json> => {
      const ledger = await call(t, 'GET', `/api/wizards/${id}/ledger`, undefined, h);
      expect(ledger.status).toBe(200);
      return { ...renameIds(ledger.body, idMapFor(doc, 'N')), wizard: wizardOf(ledger.body.wizard, doc) };
    };
    const before = await ledgerOf(source, original.id, exported);
    expect((before.favours as unknown[]).length + (before.collections as unknown[]).length).toBeGreaterThan(1);
    expect(await ledgerOf(target, copied.id, again, headers)).toEqual(before);
    // The same undo in both instances: the same wizard, the same ledger.
    const undo = await call(target, 'POST', `/api/wizards/${copied.id}/undo`, { version: copied.version }, headers);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const undoneThere = await call(source, 'POST', `/api/wizards/${original.id}/undo`, { version: original.version });
    expect(undoneThere.status).toBe(200);
    expect(wizardOf(undo.body.wizard, again)).toEqual(wizardOf(undoneThere.body.wizard, exported));
    expect(await ledgerOf(target, copied.id, again, headers)).toEqual(await ledgerOf(source, original.id, exported));
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
    // Every row there before is still there, unchanged — but the importing GM's session, which opens the copy.
    const sessions = (after.Session ?? []) as { id: string; campaignId: string | null }[];
    expect(sessions.find((s) => s.id === source.gm.sessionId)).toMatchObject({ campaignId: res.body.campaignId });
    for (const [table, rows] of Object.entries(before)) {
      if (table === 'Session') continue;
      const now = after[table] ?? [];
      for (const row of rows) expect(now).toContainEqual(row);
    }
    const copy = await call(source, 'GET', `/api/campaigns/${res.body.campaignId as string}/export`, undefined, {
      cookie: source.gm.cookie,
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
    const sheet = await call(source, 'GET', `/api/crews/${crewId}`, undefined, { cookie: source.gm.cookie });
    expect((sheet.body.crew as Json).assets).toEqual([]);
  });

  it('refuses a table rule this version does not know, naming it, and writes nothing (a retired rule is a format version of its own)', async () => {
    const withUnknown = (rules: unknown) => ({ ...(rules as Json), retiredOption: 'old-reading' });
    const campaigns = await source.app.db.campaign.count();
    const onCampaign = await call(source, 'POST', '/api/campaigns/import', { ...exported, campaign: { ...exported.campaign, tableRules: withUnknown(exported.campaign.tableRules) } });
    expect(onCampaign.status).toBe(400);
    expect(JSON.stringify(onCampaign.body)).toContain('retiredOption');
    const onStep = await call(source, 'POST', '/api/campaigns/import', {
      ...exported,
      crews: exported.crews.map((c) => ({ ...c, events: c.events.map((e) => (e.tableRules === null ? e : { ...e, tableRules: withUnknown(e.tableRules) })) })),
    });
    expect(onStep.status).toBe(400);
    expect(JSON.stringify(onStep.body)).toContain('retiredOption');
    expect(await source.app.db.campaign.count()).toBe(campaigns);
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
      const cookie = t.gm.cookie;
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

/**
 * The release before a wizard's ledger was its history (db/fixtures/release-1: a campaign played
 * through HTTP by that release, its export and what it answered): that export is version 1.
 */
describe('an export of an earlier release (version 1: a wizard as rows and a ledger of rows)', () => {
  interface Released {
    readonly export: AnyCampaignExport & { version: 1 };
    readonly wizards: Record<string, { wizard: Json; ledger: Json }>;
  }
  const released = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../db/fixtures/release-1/answers.json'), 'utf8')) as Released;
  const old = released.export;
  let t: TestApp;
  let cookie: string;
  /** The id of each of the file's wizards in the copy, in the file's order. */
  let copied: string[];

  beforeAll(async () => {
    t = await buildTestApp({ seed: 6 });
    const res = await call(t, 'POST', '/api/campaigns/import', old);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    cookie = t.gm.cookie;
    const wizards = await call(t, 'GET', `/api/campaigns/${res.body.campaignId as string}/wizards`, undefined, { cookie });
    copied = (wizards.body as unknown as { id: string }[]).map((w) => w.id);
  }, 60_000);
  afterAll(() => t.close());

  /**
   * The file's ids and the copy's, read off the same answer given twice (every other value must
   * then be equal): each id of the file stands for one new id.
   */
  function renamedIds(before: unknown, after: unknown, ids: ReadonlySet<string>, out = new Map<string, string>()): Map<string, string> {
    if (typeof before === 'string' && ids.has(before) && typeof after === 'string') {
      expect(out.get(before) ?? after, `id ${before}`).toBe(after);
      out.set(before, after);
    } else if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null) {
      for (const [key, value] of Object.entries(before)) renamedIds(value, (after as Record<string, unknown>)[key], ids, out);
    }
    return out;
  }
  /** Rolls listed now say whether they were undone and which history made them: that release's wizard rolls came from none. */
  const withRollAdditions = (ledger: Json): Json => ({ ...ledger, rolls: (ledger.rolls as Json[]).map((r) => ({ ...r, undone: false, history: null })) });

  it('imports, every wizard answering the same wizard and the same ledger as that release did (with new ids)', async () => {
    expect(old.version).toBe(1);
    expect(copied).toHaveLength(old.wizards.length);
    // The file's row ids, and the ids its ledger names (hired muscle released since).
    const fileIds = new Set([...rowIds(old).map((r) => r.id), ...Array.from(JSON.stringify(old.wizards).matchAll(/"id":"([^"]+)"/g), (m) => m[1]!)]);
    for (const [index, entry] of old.wizards.entries()) {
      const then = released.wizards[entry.id]!;
      expect(then.ledger.favours).not.toEqual([]);
      expect(then.ledger.collections).not.toEqual([]);
      const wizard = await call(t, 'GET', `/api/wizards/${copied[index]!}`, undefined, { cookie });
      const ledger = await call(t, 'GET', `/api/wizards/${copied[index]!}/ledger`, undefined, { cookie });
      expect([wizard.status, ledger.status]).toEqual([200, 200]);
      const before = { wizard: wizardAsAnsweredToday(then.wizard), ledger: withRollAdditions(ledgerAsAnsweredToday(then.ledger)) };
      const now = { wizard: wizard.body, ledger: ledger.body };
      const ids = renamedIds(before, now, fileIds);
      expect([...ids].filter(([from, to]) => from === to)).toEqual([]);
      expect(new Set(ids.values()).size).toBe(ids.size);
      expect(renameIds(before, { rename: (v) => ids.get(v) ?? v, ids })).toEqual(now);
    }
  });

  it('its wizards now have a history: the ledger kept, then the state restored; undo reaches no further, the ledger goes on', async () => {
    const doc = (await call(t, 'GET', `/api/campaigns/${(await call(t, 'GET', '/api/campaigns/current', undefined, { cookie })).body.id as string}/export`, undefined, { cookie }))
      .body as unknown as CampaignExport;
    expect(doc.version).toBe(2);
    const entry = doc.wizards[0]!;
    const source = old.wizards[0]!;
    expect(entry.steps.map((s) => s.type)).toEqual([
      ...[...source.favours.map((f) => ({ at: f.createdAt, type: f.kind === 'pay_off' ? 'pay_off' : f.kind === 'hired_muscle_settlement' ? 'hired_muscle_settle' : 'favour' })), ...source.collections.map((c) => ({ at: c.createdAt, type: 'collection_start' }))]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((e) => e.type),
      'wizard_restored',
    ]);
    expect(entry.steps.at(-1)?.payload).toEqual({ type: 'wizard_restored', state: entry.state });
    expect(entry.state.wizard).toMatchObject({ name: source.name, level: source.level, gold: source.gold, markers: source.markers });

    const undo = await call(t, 'POST', `/api/wizards/${entry.id}/undo`, { version: entry.version }, { cookie });
    expect(undo).toMatchObject({ status: 422, body: { rule: 'D7', code: 'nothing_to_undo_in_ledger' } });
    const loan = await call(t, 'POST', `/api/wizards/${entry.id}/favours`, { version: entry.version, kind: 'loan', amount: 100 }, { cookie });
    expect(loan.status, JSON.stringify(loan.body)).toBe(200);
    const ledger = await call(t, 'GET', `/api/wizards/${entry.id}/ledger`, undefined, { cookie });
    expect((ledger.body.favours as Json[]).length).toBe((released.wizards[source.id]!.ledger.favours as Json[]).length + 1);
  });

  it('a collection waiting for the player’s sale then waits in the copy, and the sale finishes it', async () => {
    // As that release stored a walk at 7-12: the collection's state waits for the sale.
    const waiting = structuredClone(old);
    const wizard = waiting.wizards[0]!;
    const sale = wizard.collections.find((c) => c.entry === 'goods_in_lieu')!;
    const { wizard: then, markersAtCheck, check, tableRoll } = (sale.details as { state: Json }).state;
    Object.assign(sale, { status: 'awaiting_sale', entry: null, markersRemoved: 0, goldPaid: 0 });
    sale.details = { state: { status: 'awaiting_sale', wizard: then, markersAtCheck, check, tableRoll, rolledEntry: 'goods_in_lieu', path: ['goods_in_lieu'] } };
    const res = await call(t, 'POST', '/api/campaigns/import', waiting);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const headers = { cookie: t.gm.cookie };
    const [copy] = (await call(t, 'GET', `/api/campaigns/${res.body.campaignId as string}/wizards`, undefined, headers)).body as unknown as { id: string; version: number; pendingCollectionId: string | null }[];
    expect(copy?.pendingCollectionId).toEqual(expect.any(String));
    const pending = await call(t, 'GET', `/api/collections/${copy!.pendingCollectionId!}`, undefined, headers);
    expect(pending.body).toMatchObject({ status: 'awaiting_sale', awaiting: 'sale', checkRoll: check, tableRoll, wizardId: copy!.id });
    const sold = await call(t, 'POST', `/api/collections/${copy!.pendingCollectionId!}/sale`, { version: copy!.version, saleGold: 300 }, headers);
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body).toMatchObject({ entry: { id: copy!.pendingCollectionId, status: 'done', entry: 'goods_in_lieu' }, wizard: { pendingCollectionId: null } });
  });

  it('the copy exports as today’s version, which imports to the same document again', async () => {
    const current = (await call(t, 'GET', '/api/campaigns/current', undefined, { cookie })).body.id as string;
    const doc = (await call(t, 'GET', `/api/campaigns/${current}/export`, undefined, { cookie })).body as unknown as CampaignExport;
    expect(doc.version).toBe(2);
    const res = await call(t, 'POST', '/api/campaigns/import', doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const headers = { cookie: t.gm.cookie };
    const again = (await call(t, 'GET', `/api/campaigns/${res.body.campaignId as string}/export`, undefined, headers)).body as unknown as CampaignExport;
    expect(comparable(again)).toEqual(comparable(doc));
  });

  it('what today’s format refuses in a version-1 wizard is named where the file says it, and nothing is written', async () => {
    const before = dumpDatabase(t.dbPath);
    const bad = structuredClone(old);
    const wizard = bad.wizards[0]!;
    wizard.warband[1]!.will = 30;
    (wizard.collections[0]!.details as { state: Json }).state.status = 'lost';
    (wizard.favours[0]!.details as Json).kind = 'bribe';
    const res = await call(t, 'POST', '/api/campaigns/import', bad);
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path).sort()).toEqual(
      ['body.wizards.0.collections.0.details.state.status', 'body.wizards.0.favours.0.details.kind', 'body.wizards.0.warband.1.will'].sort(),
    );
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

/**
 * Rules revisions through the store (decision 023): every step records the revision it was applied
 * under, and every replay — undo, revert, import, the export's checks — applies it under that one.
 *
 * ./fixtures/revision-1-hand-over.json was exported by the release before revisions were kept
 * (./fixtures/make-revision-1-hand-over.ts): its arrest hand-over jailed Basile with the 3 load he
 * carried. Revision 2 corrects that step (I4: the jailed load, here smuggling once: 2); the file
 * must still import and replay exactly as it was played.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RULES_REVISION } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairCrew } from '../../doctor/crews';
import { comparable } from '../../routes/api/backup/fixture';
import { buildTestApp, type TestApp } from '../../test/build';
import { crewOfTwo, editStoredCharacter, seedCrew } from '../../test/crews';
import { campaignExportSchema, type CampaignExport } from './format';

type Json = Record<string, unknown>;
type Character = { id: string; name: string; status: string; load: number };
type Sheet = { version: number; crew: { characters: Character[] } };

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'revision-1-hand-over.json'), 'utf8')) as CampaignExport;
const HAND_OVER = 5; // index of the entanglement_resolve step in the fixture's crew history

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: 5 });
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = t.gm.headers): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.body === '' ? {} : (res.json() as Json) };
}

/** Imports `doc`; the new campaign's GM headers and its crews. */
async function imported(doc: unknown): Promise<{ headers: Record<string, string>; campaignId: string; crewIds: string[] }> {
  const res = await call('POST', '/api/campaigns/import', doc);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The importing GM owns the new campaign (issue 37).
  return { headers: t.gm.headers, campaignId: res.body.campaignId as string, crewIds: (res.body.crews as { id: string }[]).map((c) => c.id) };
}

const basile = (sheet: Json): Character | undefined => (sheet as unknown as Sheet).crew.characters.find((c) => c.name === 'Basile');

describe('a history written under rules revision 1 (a committed export of the release before)', () => {
  it('holds an arrest hand-over that jailed Basile with his own load, and no step says its revision', () => {
    const events = fixture.crews[0]!.events;
    expect(events[HAND_OVER]).toMatchObject({ type: 'entanglement_resolve', payload: { choice: { kind: 'arrest', option: 'hand_over', who: 'Basile' } } });
    expect(basile(fixture.crews[0] as unknown as Json)).toMatchObject({ status: 'jailed', load: 3 });
    expect(fixture.crews[0]!.crew.prisonClaims).toEqual(['smuggling']);
    expect(events.some((e) => 'rulesRevision' in e)).toBe(false);
  });

  it('imports, replays and exports again identically after revision 2: Basile keeps revision 1’s load, every step revision 1', async () => {
    const { headers, campaignId, crewIds } = await imported(fixture);
    const sheet = await call('GET', `/api/crews/${crewIds[0]!}`, undefined, headers);
    expect(basile(sheet.body)).toMatchObject({ status: 'jailed', load: 3 });
    const again = await call('GET', `/api/campaigns/${campaignId}/export`, undefined, headers);
    expect(again.status).toBe(200);
    const copy = again.body as unknown as CampaignExport;
    expect(copy.crews[0]!.events.map((e) => e.rulesRevision)).toEqual(fixture.crews[0]!.events.map(() => 1));
    expect(comparable(copy)).toEqual(comparable(campaignExportSchema.parse(fixture)));

    // Undo replays the history under each step's revision: the hand-over is still revision 1's.
    const undo = await call('POST', `/api/crews/${crewIds[0]!}/undo`, { version: (sheet.body as unknown as Sheet).version }, headers);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(basile(undo.body.sheet as Json)).toMatchObject({ status: 'jailed', load: 3 });
  });

  it('reverting a step, and the doctor’s rebuild of a crew it cannot read, replay it under revision 1 too', async () => {
    const { headers, crewIds } = await imported(fixture);
    const crewId = crewIds[0]!;
    // A step of today (revision 2), then the fixture's training (step 8) reverted: the replay
    // applies the hand-over as revision 1 played it, and today's step after it.
    const before = (await call('GET', `/api/crews/${crewId}`, undefined, headers)).body as unknown as Sheet;
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/crews/${crewId}`, headers, payload: { version: before.version, coin: 1 } });
    expect(edited.statusCode, edited.body).toBe(200);
    const sheet = (edited.json() as { sheet: Sheet }).sheet;
    const preview = await call('GET', `/api/crews/${crewId}/history/8/revert`, undefined, headers);
    expect(preview.body).toMatchObject({ target: { seq: 8, type: 'activity' }, noLongerApply: [] });
    const reverted = await call('POST', `/api/crews/${crewId}/history/8/revert`, { version: sheet.version, alsoRevert: [] }, headers);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(basile(reverted.body.sheet as Json)).toMatchObject({ status: 'jailed', load: 3 });

    // A stored crew the server can no longer read (a reserved key in Arlette's attributes): rebuilt from its history.
    const arlette = (reverted.body.sheet as unknown as Sheet).crew.characters.find((c) => c.name === 'Arlette')!;
    await editStoredCharacter(t.db, crewId, arlette.id, (c) => ({ ...c, attributes: { ...(c.attributes as Json), toString: 3 } }));
    const repaired = await repairCrew((work) => t.db.$transaction(work), crewId, new Date('2026-12-06T12:00:00Z'));
    expect(repaired).toEqual({ repaired: true, how: 'replay', dropped: [] });
    expect(basile((await call('GET', `/api/crews/${crewId}`, undefined, headers)).body)).toMatchObject({ status: 'jailed', load: 3 });
  });

  it('the revision is what keeps it: the same history claiming revision 2 no longer replays to its crew (422)', async () => {
    const claimed = {
      ...fixture,
      crews: fixture.crews.map((c) => ({ ...c, events: c.events.map((e) => ({ ...e, rulesRevision: 2 })) })),
    };
    const res = await call('POST', '/api/campaigns/import', claimed);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ rule: 'D7', code: 'history_does_not_replay', values: { problem: 'state' } });
  });
});

describe('a hand-over played today (rules revision 2)', () => {
  it('« Vous avez +2 charge pendant l’incarcération, (démarrant à 0 en tant que prisonnier) »: the PC handed over has the smuggling load, the step records revision 2, the release gives back 3', async () => {
    const crew = crewOfTwo({
      wanted: 2,
      heat: 7,
      prisonClaims: ['smuggling'],
      pendingEntanglements: [{ id: 'arrest-1', kind: 'arrest', revealed: true, hidden: false }],
    });
    const seeded = await seedCrew(t, { ...crew, characters: crew.characters.map((c) => (c.id === 'pc-2' ? { ...c, load: 3 } : c)) });
    const pc2 = seeded.id('pc-2');
    const resolved = await call('POST', `/api/crews/${seeded.crewId}/downtime/entanglements/${encodeURIComponent(seeded.id('arrest-1'))}/resolve`, {
      version: seeded.version,
      choice: { kind: 'arrest', option: 'hand_over', who: 'Basile', characterId: pc2 },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(basile(resolved.body.sheet as Json)).toMatchObject({ status: 'jailed', load: 2 });
    const step = await t.db.step.findFirstOrThrow({ where: { crewId: seeded.crewId, type: 'entanglement_resolve' } });
    expect(step.rulesRevision).toBe(RULES_REVISION);
    expect(RULES_REVISION).toBe(2);

    const exported = (await call('GET', `/api/campaigns/${t.campaignId}/export`)).body as unknown as CampaignExport;
    const events = exported.crews.find((c) => c.id === seeded.crewId)!.events;
    expect(events.map((e) => [e.type, e.rulesRevision])).toEqual([
      ['crew_created', 2],
      ['entanglement_resolve', 2],
    ]);

    const released = await call('POST', `/api/crews/${seeded.crewId}/downtime/release`, { version: (resolved.body.sheet as Sheet).version, characterId: pc2 });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(basile(released.body.sheet as Json)).toMatchObject({ status: 'active', load: 3 });
  });
});

describe('an import naming what this version does not know is refused, naming the field', () => {
  const withEvent = (index: number, change: (event: Json) => Json): unknown => ({
    ...fixture,
    crews: fixture.crews.map((c, k) => (k === 0 ? { ...c, events: c.events.map((e, i) => (i === index ? change(e as unknown as Json) : e)) } : c)),
  });

  it.each([
    ['a step whose table rules carry an unknown key', withEvent(3, (e) => ({ ...e, tableRules: { ...(e.tableRules as Json), bogus: 1 } })), 'body.crews.0.events.3.tableRules.bogus'],
    ['a step whose table rules carry a reserved key', withEvent(3, (e) => ({ ...e, tableRules: JSON.parse(`{"constructor":1,${JSON.stringify(e.tableRules).slice(1)}`) as Json })), 'body.crews.0.events.3.tableRules.constructor'],
    ['the campaign’s table rules with an unknown key', { ...fixture, campaign: { ...fixture.campaign, tableRules: { ...fixture.campaign.tableRules, bogus: 'x' } } }, 'body.campaign.tableRules.bogus'],
    ['a step of a rules revision this version does not know', withEvent(HAND_OVER, (e) => ({ ...e, rulesRevision: RULES_REVISION + 1 })), `body.crews.0.events.${HAND_OVER}.rulesRevision`],
  ])('%s: 400', async (_, doc, field) => {
    const res = await call('POST', '/api/campaigns/import', doc);
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
  });
});

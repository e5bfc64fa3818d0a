import {
  acquireAssetOdds,
  clockCompletionOdds,
  DEFAULT_TABLE_RULES,
  entanglementKindOdds,
  incarcerationOdds,
  indulgeViceOdds,
  poolOdds,
  recoveryOdds,
  reduceHeatOdds,
  tableRulesFrom,
  trainOdds,
} from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultCrew } from '../../../domain/campaigns/defaultCrew';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.campaign.update({ where: { id: t.campaignId }, data: { tableRules: JSON.stringify({ healingClockSegments: 6 }) } });
});
afterAll(() => t.close());

interface Sheet {
  id: string;
  version: number;
  gmNotes?: string;
  characterNotes?: Record<string, string>;
  crew: {
    name: string;
    tier: number;
    factions: { id: string; name: string; tier: number; status: number }[];
    cohorts: { id: string; name: string; kind: string; quality: number }[];
    characters: {
      id: string;
      name: string;
      status: string;
      healing: { id: string; segments: number; filled: number };
      projects: { id: string; name: string; segments: number; filled: number; requires?: string }[];
    }[];
    pendingEntanglements: { id: string }[];
  };
}
interface Step {
  sheet: Sheet;
  event: { seq: number; type: string; hidden: boolean; detail: Record<string, unknown>; reasons: { code: string }[] };
}

async function write(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: t.gm.headers, payload });
}

async function sheetOf(crewId: string): Promise<Sheet> {
  return (await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: t.gm.headers })).json<Sheet>();
}

describe('the crew sheet and its edits', () => {
  let seeded: SeededCrew;
  beforeAll(async () => {
    seeded = await seedCrew(t, crewOfTwo({ pendingEntanglements: [{ id: 'held', kind: 'rivals', revealed: false, hidden: false }] }));
  });

  it('GET gives the GM the whole sheet and a player link a redacted one', async () => {
    const gm = await sheetOf(seeded.crewId);
    expect(gm).toMatchObject({ id: seeded.crewId, version: 1, gmNotes: '', crew: { name: 'Les Corbeaux' } });
    expect(gm.crew.pendingEntanglements).toHaveLength(1);
    const player = await t.player(seeded.crewId);
    const res = await t.app.inject({ method: 'GET', url: `/api/crews/${seeded.crewId}`, headers: player.headers });
    expect(res.statusCode).toBe(200);
    const seen = res.json<Sheet>();
    expect(seen).not.toHaveProperty('gmNotes');
    expect(seen).not.toHaveProperty('characterNotes');
    expect(seen.crew.pendingEntanglements).toEqual([]);
    // ?token= works as well (EventSource, shared links).
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${seeded.crewId}?token=${player.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${seeded.crewId}` })).statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Another crew's link, another campaign's GM: 403; an unknown crew: 404 (to the GM).
    const other = await seedCrew(t);
    const otherLink = await t.player(other.crewId);
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${seeded.crewId}`, headers: otherLink.headers })).statusCode).toBe(403);
    const elsewhere = await t.otherGm('Ailleurs');
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${seeded.crewId}`, headers: elsewhere.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/crews/nope', headers: t.gm.headers })).json()).toEqual({ error: 'not_found', resource: 'crew' });
  });

  it('tells both audiences how many entanglements the GM holds, and a player none of their content', async () => {
    const crew = await seedCrew(
      t,
      crewOfTwo({
        pendingEntanglements: [
          { id: 'e-unrevealed', kind: 'rivals', revealed: false, hidden: false },
          { id: 'e-hidden', kind: 'demonic_notice', revealed: true, hidden: true },
          { id: 'e-shown', kind: 'questioning', revealed: true, hidden: false },
        ],
      }),
    );
    const gm = await t.app.inject({ method: 'GET', url: `/api/crews/${crew.crewId}`, headers: t.gm.headers });
    expect(gm.json()).toMatchObject({ heldEntanglements: 2 });
    expect(gm.json<Sheet>().crew.pendingEntanglements).toHaveLength(3);
    const player = await t.player(crew.crewId);
    for (const url of [`/api/crews/${crew.crewId}`, '/api/share/sheet']) {
      const res = await t.app.inject({ method: 'GET', url, headers: player.headers });
      expect(res.json()).toMatchObject({ heldEntanglements: 2 });
      expect(res.json<Sheet>().crew.pendingEntanglements).toEqual([{ id: crew.id('e-shown'), kind: 'questioning', revealed: true, hidden: false }]);
      for (const leak of ['e-unrevealed', 'rivals', 'e-hidden', 'demonic_notice']) expect(res.body, `${url}: ${leak}`).not.toContain(leak);
    }
  });

  it("GET /api/share/sheet gives a player link its crew's sheet in one request; 401 without one, 403 to a GM", async () => {
    const player = await t.player(seeded.crewId);
    const direct = await t.app.inject({ method: 'GET', url: `/api/crews/${seeded.crewId}`, headers: player.headers });
    const res = await t.app.inject({ method: 'GET', url: '/api/share/sheet', headers: player.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(direct.json());
    expect(res.json<Sheet>().id).toBe(seeded.crewId);
    expect((await t.app.inject({ method: 'GET', url: `/api/share/sheet?token=${player.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/share/sheet' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/share/sheet', headers: t.gm.headers })).statusCode).toBe(403);
  });

  it('PATCH edits the crew (crew_edit); an edit of the GM notes alone is a GM-only step', async () => {
    let sheet = await sheetOf(seeded.crewId);
    const edited = await write('PATCH', `/api/crews/${seeded.crewId}`, { version: sheet.version, tier: 2, name: 'Les Freux' });
    expect(edited.statusCode, edited.body).toBe(200);
    const step = edited.json<Step>();
    expect(step.sheet.crew).toMatchObject({ tier: 2, name: 'Les Freux' });
    expect(step.event).toMatchObject({ type: 'crew_edit', hidden: false });
    expect((step.event.detail.fields as string[]).sort()).toEqual(['name', 'tier']);
    sheet = step.sheet;
    const notes = await write('PATCH', `/api/crews/${seeded.crewId}`, { version: sheet.version, gmNotes: 'Ils doivent 3 pièces à Lyssa' });
    expect(notes.json<Step>().event).toMatchObject({ type: 'crew_edit', hidden: true });
    expect(notes.json<Step>().sheet.gmNotes).toBe('Ils doivent 3 pièces à Lyssa');
  });

  it('undoing a step that wrote GM notes writes back the notes it replaced (crew, character, a removed character); players never see them', async () => {
    let sheet = await sheetOf(seeded.crewId);
    const first = await write('PATCH', `/api/crews/${seeded.crewId}`, { version: sheet.version, gmNotes: 'Avant' });
    sheet = first.json<Step>().sheet;
    const second = await write('PATCH', `/api/crews/${seeded.crewId}`, { version: sheet.version, gmNotes: 'Après', tier: 3 });
    expect(second.json<Step>().event.detail.notesBefore).toEqual({ gmNotes: 'Avant' });
    sheet = second.json<Step>().sheet;
    const pc = sheet.crew.characters[0]!;
    const noted = await write('PUT', `/api/crews/${seeded.crewId}/characters/${pc.id}`, { version: sheet.version, gmNotes: 'doit une faveur' });
    expect(noted.statusCode, noted.body).toBe(200);
    sheet = noted.json<Step>().sheet;
    expect(sheet.characterNotes?.[pc.id]).toBe('doit une faveur');

    // Players: the steps, never the notes they replaced.
    const player = await t.player(seeded.crewId);
    const seen = await t.app.inject({ method: 'GET', url: `/api/crews/${seeded.crewId}/history`, headers: { authorization: `Bearer ${player.token}` } });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('notesBefore');
    expect(seen.body).not.toContain('Avant');

    let undone = await write('POST', `/api/crews/${seeded.crewId}/undo`, { version: sheet.version });
    expect(undone.statusCode, undone.body).toBe(200);
    sheet = undone.json<Step>().sheet;
    expect(sheet.characterNotes?.[pc.id] ?? '').toBe('');
    expect(sheet.gmNotes).toBe('Après');
    undone = await write('POST', `/api/crews/${seeded.crewId}/undo`, { version: sheet.version });
    sheet = undone.json<Step>().sheet;
    expect(sheet.gmNotes).toBe('Avant');
    expect(sheet.crew.tier).not.toBe(3);
    expect((await sheetOf(seeded.crewId)).gmNotes).toBe('Avant');

    // A character removed, then brought back by undo, comes back with its notes.
    sheet = (await write('PUT', `/api/crews/${seeded.crewId}/characters/${pc.id}`, { version: sheet.version, gmNotes: 'doit une faveur' })).json<Step>().sheet;
    sheet = (await write('DELETE', `/api/crews/${seeded.crewId}/characters/${pc.id}`, { version: sheet.version })).json<Step>().sheet;
    expect(sheet.crew.characters.map((c) => c.id)).not.toContain(pc.id);
    sheet = (await write('POST', `/api/crews/${seeded.crewId}/undo`, { version: sheet.version })).json<Step>().sheet;
    expect(sheet.crew.characters.map((c) => c.id)).toContain(pc.id);
    expect(sheet.characterNotes?.[pc.id]).toBe('doit une faveur');
  });

  it('factions: add (201, a server id), edit the fields given, remove; an unknown one is 404', async () => {
    let sheet = await sheetOf(seeded.crewId);
    const added = await write('POST', `/api/crews/${seeded.crewId}/factions`, { version: sheet.version, name: 'Les Tisserands', tier: 1, status: 2 });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<Step>().event.detail.id as string;
    expect(added.json<Step>().sheet.crew.factions.at(-1)).toEqual({ id, name: 'Les Tisserands', tier: 1, status: 2 });
    sheet = added.json<Step>().sheet;
    const edited = await write('PUT', `/api/crews/${seeded.crewId}/factions/${id}`, { version: sheet.version, status: -3 });
    expect(edited.json<Step>().sheet.crew.factions.at(-1)).toEqual({ id, name: 'Les Tisserands', tier: 1, status: -3 });
    sheet = edited.json<Step>().sheet;
    const before = dumpDatabase(t.dbPath);
    const unknown = await write('PUT', `/api/crews/${seeded.crewId}/factions/nope`, { version: sheet.version, status: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', resource: 'faction' });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    const removed = await write('DELETE', `/api/crews/${seeded.crewId}/factions/${id}`, { version: sheet.version });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Step>().sheet.crew.factions.map((f) => f.id)).not.toContain(id);
    expect((await t.db.crew.findUniqueOrThrow({ where: { id: seeded.crewId } })).state).not.toContain(id);
  });

  it('cohorts: add, edit, remove', async () => {
    let sheet = await sheetOf(seeded.crewId);
    const added = await write('POST', `/api/crews/${seeded.crewId}/cohorts`, { version: sheet.version, name: 'Les Rats', kind: 'expert', quality: 2 });
    expect(added.statusCode).toBe(201);
    const id = added.json<Step>().event.detail.id as string;
    sheet = added.json<Step>().sheet;
    const edited = await write('PUT', `/api/crews/${seeded.crewId}/cohorts/${id}`, { version: sheet.version, quality: 3 });
    expect(edited.json<Step>().sheet.crew.cohorts.find((c) => c.id === id)).toEqual({ id, name: 'Les Rats', kind: 'expert', quality: 3 });
    sheet = edited.json<Step>().sheet;
    const removed = await write('DELETE', `/api/crews/${seeded.crewId}/cohorts/${id}`, { version: sheet.version });
    expect(removed.json<Step>().sheet.crew.cohorts.map((c) => c.id)).not.toContain(id);
  });

  it('characters: add with a name only (healing clock from the table rules), edit with projects, remove', async () => {
    let sheet = await sheetOf(seeded.crewId);
    const added = await write('POST', `/api/crews/${seeded.crewId}/characters`, { version: sheet.version, name: 'Céleste', gmNotes: 'traîtresse' });
    expect(added.statusCode, added.body).toBe(201);
    sheet = added.json<Step>().sheet;
    const celeste = sheet.crew.characters.at(-1)!;
    expect(celeste).toMatchObject({ name: 'Céleste', status: 'active', healing: { segments: 6, filled: 0 }, projects: [] });
    expect(sheet.characterNotes?.[celeste.id]).toBe('traîtresse');

    const project = await write('POST', `/api/crews/${seeded.crewId}/characters/${celeste.id}/projects`, { version: sheet.version, name: 'Carte', segments: 8 });
    expect(project.statusCode, project.body).toBe(201);
    sheet = project.json<Step>().sheet;
    const carte = sheet.crew.characters.at(-1)!.projects[0]!;
    expect(carte).toMatchObject({ name: 'Carte', segments: 8, filled: 0 });
    expect(carte).not.toHaveProperty('requires');

    const edited = await write('PUT', `/api/crews/${seeded.crewId}/characters/${celeste.id}`, {
      version: sheet.version,
      status: 'jailed',
      healing: { name: 'healing', segments: 6, filled: 2 },
      projects: [
        { id: carte.id, name: 'Carte du port', segments: 8, filled: 3 },
        { name: 'Clé', segments: 4, requires: carte.id },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    sheet = edited.json<Step>().sheet;
    const after = sheet.crew.characters.find((c) => c.id === celeste.id)!;
    expect(after).toMatchObject({ status: 'jailed', healing: { id: celeste.healing.id, filled: 2 } });
    expect(after.projects).toEqual([
      { id: carte.id, name: 'Carte du port', segments: 8, filled: 3 },
      { id: expect.any(String), name: 'Clé', segments: 4, filled: 0, requires: carte.id },
    ]);

    const before = dumpDatabase(t.dbPath);
    const foreign = await write('PUT', `/api/crews/${seeded.crewId}/characters/${celeste.id}`, { version: sheet.version, projects: [{ id: 'not-mine', name: 'X', segments: 4 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'validation', issues: [{ path: 'body.projects.0.id' }] });
    const unknownRequired = await write('POST', `/api/crews/${seeded.crewId}/characters/${celeste.id}/projects`, { version: sheet.version, name: 'Y', segments: 4, requires: 'nowhere' });
    expect(unknownRequired.statusCode).toBe(422);
    expect(unknownRequired.json()).toMatchObject({ rule: 'A5', code: 'unknown_required_project' });
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const removed = await write('DELETE', `/api/crews/${seeded.crewId}/characters/${celeste.id}`, { version: sheet.version });
    expect(removed.statusCode).toBe(200);
    expect((await t.db.crew.findUniqueOrThrow({ where: { id: seeded.crewId } })).state).not.toContain(celeste.healing.id);
  });

  it('two writes with the same version: the second is a 409 with the current sheet, and changes nothing', async () => {
    const sheet = await sheetOf(seeded.crewId);
    const first = await write('PATCH', `/api/crews/${seeded.crewId}`, { version: sheet.version, coin: 9 });
    expect(first.statusCode).toBe(200);
    const before = dumpDatabase(t.dbPath);
    const second = await write('PATCH', `/api/crews/${seeded.crewId}`, { version: sheet.version, coin: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'conflict', current: first.json<Step>().sheet });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    // Concurrent ones too: exactly one wins.
    const version = first.json<Step>().sheet.version;
    const racing = await Promise.all([1, 2, 3].map((coin) => write('PATCH', `/api/crews/${seeded.crewId}`, { version, coin })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await sheetOf(seeded.crewId)).version).toBe(version + 1);
  });

  it('DELETE removes the crew and everything it owns', async () => {
    const other = await seedCrew(t);
    const res = await write('DELETE', `/api/crews/${other.crewId}`, { version: 1 });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${other.crewId}`, headers: t.gm.headers })).statusCode).toBe(404);
    expect(await t.db.crew.count({ where: { id: other.crewId } })).toBe(0);
    expect(await t.db.roll.count({ where: { crewId: other.crewId } })).toBe(0);
    expect(await t.db.step.count({ where: { crewId: other.crewId } })).toBe(0);
  });
});

describe('the crew made at first start', () => {
  it('is deleted like any other crew: version-checked (a stale one gets 409), then 204 and gone from the campaign’s crews', async () => {
    const crewId = await t.db.$transaction((tx) => createDefaultCrew(tx, t.campaignId, new Date('2026-03-01T10:00:00.000Z')));
    const gm = { headers: t.gm.headers };
    const stale = await t.app.inject({ method: 'DELETE', url: `/api/crews/${crewId}`, ...gm, payload: { version: 2 } });
    expect(stale.statusCode).toBe(409);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/crews/${crewId}`, ...gm, payload: { version: 1 } });
    expect(res.statusCode).toBe(204);
    const crews = await t.app.inject({ method: 'GET', url: `/api/campaigns/${t.campaignId}/crews`, ...gm });
    expect(crews.json<{ id: string }[]>().map((c) => c.id)).not.toContain(crewId);
  });
});

describe('E2 options preview', () => {
  it('lists the ways out with their exact costs; 404 for an unknown entanglement, and for a held one to players', async () => {
    const seeded = await seedCrew(
      t,
      crewOfTwo({
        coin: 1,
        pendingEntanglements: [
          { id: 'q', kind: 'questioning', revealed: true, hidden: false },
          { id: 'held', kind: 'arrest', revealed: false, hidden: false },
        ],
      }),
    );
    const url = (id: string, query = '') => `/api/crews/${seeded.crewId}/entanglements/${encodeURIComponent(id)}/options${query}`;
    const res = await t.app.inject({ method: 'GET', url: url(seeded.id('q'), '?pool=2&experience=1'), headers: t.gm.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ entanglement: { kind: string }; options: { option: string; possible: boolean; fortune?: { pool: number } }[] }>();
    expect(body.entanglement.kind).toBe('questioning');
    expect(body.options.map((o) => o.option)).toEqual(['bribe', 'fortune_roll']);
    expect(body.options.find((o) => o.option === 'fortune_roll')?.fortune?.pool).toBe(2);

    expect((await t.app.inject({ method: 'GET', url: url('nope'), headers: t.gm.headers })).statusCode).toBe(404);
    const player = await t.player(seeded.crewId);
    expect((await t.app.inject({ method: 'GET', url: url(seeded.id('held')), headers: player.headers })).json()).toEqual({ error: 'not_found', resource: 'entanglement' });
    expect((await t.app.inject({ method: 'GET', url: url(seeded.id('held')), headers: t.gm.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url(seeded.id('q'), '?pool=20'), headers: t.gm.headers })).statusCode).toBe(400);
  });
});

describe('odds of the downtime rolls, under the campaign table rules', () => {
  const table = () => tableRulesFrom({ healingClockSegments: 6 });
  const asList = (map: ReadonlyMap<number, number>) => [...map].sort((a, b) => a[0] - b[0]).map(([value, probability]) => ({ value, probability }));

  it.each([
    ['pool?size=3', () => ({ size: 3, bands: poolOdds(3) })],
    ['pool?size=0', () => ({ size: 0, bands: poolOdds(0) })],
    ['entanglement?wanted=2&heat=5', () => expect.objectContaining({ kinds: entanglementKindOdds(2, 5, { table: table() }) })],
    [
      'acquire-asset?crewTier=2&repeat=again&helped=true&coin=4&minQuality=3',
      () => {
        const o = acquireAssetOdds({ crewTier: 2, repeat: 'again', helped: true, coin: 4, minQuality: 3 }, { table: table() });
        return { pool: o.pool, quality: asList(o.quality), meetsMinimum: o.meetsMinimum };
      },
    ],
    [
      'reduce-heat?heat=5&pool=2&helped=false',
      () => {
        const o = reduceHeatOdds({ heat: 5, pool: 2, helped: false }, { table: table() });
        return { quality: asList(o.quality), heatAfter: asList(o.heatAfter), expectedHeatAfter: o.expectedHeatAfter };
      },
    ],
    ['project?segments=8&filled=2&activities=3&pool=2', () => clockCompletionOdds({ segments: 8, filled: 2, activities: 3, pool: 2 }, { table: table() })],
    ['recovery?activities=2&pool=1&selfSurgery=true', () => recoveryOdds({ activities: 2, pool: 1, selfSurgery: true }, { table: table() })],
    [
      'train?pool=2&helped=true',
      () => {
        const o = trainOdds({ pool: 2, helped: true }, { table: table() });
        return { gain: asList(o.gain), expectedGain: o.expectedGain };
      },
    ],
    [
      'indulge-vice?pool=4&missing=2',
      () => {
        const o = indulgeViceOdds({ pool: 4, missing: 2 }, { table: table() });
        return { quality: asList(o.quality), restored: asList(o.restored), overindulgence: o.overindulgence, critical: o.critical };
      },
    ],
    ['incarceration?tier=2&prisonClaims=bribed_guards,smuggling', () => incarcerationOdds({ tier: 2, prisonClaims: ['bribed_guards', 'smuggling'] }, { table: table() })],
  ])('GET /api/odds/downtime/%s is the rules’ odds', async (query, expected) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/odds/downtime/${query}`, headers: t.gm.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected());
  });

  it('recovery uses the campaign’s healing clock (6 segments here, 4 by default)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/odds/downtime/recovery?activities=1&pool=6', headers: t.gm.headers });
    expect(res.json<{ probability: number }>().probability).toBe(recoveryOdds({ activities: 1, pool: 6 }, { table: table() }).probability);
    expect(res.json<{ probability: number }>().probability).not.toBe(recoveryOdds({ activities: 1, pool: 6 }, { table: DEFAULT_TABLE_RULES }).probability);
  });

  it('players may read odds; anonymous callers may not; bad numbers are 400 naming the field', async () => {
    const seeded = await seedCrew(t);
    const player = await t.player(seeded.crewId);
    expect((await t.app.inject({ method: 'GET', url: '/api/odds/downtime/train?pool=1', headers: player.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/odds/downtime/train?pool=1&token=${player.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/odds/downtime/train?pool=1' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/odds/downtime/entanglement?wanted=5&heat=-1', headers: t.gm.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path).sort()).toEqual(['querystring.heat', 'querystring.wanted']);
    const claims = await t.app.inject({ method: 'GET', url: '/api/odds/downtime/incarceration?tier=1&prisonClaims=moat', headers: t.gm.headers });
    expect(claims.statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('lists every crew, downtime, history, live and odds route with its schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; tags?: string[] }>>;
    }>();
    const { DOWNTIME_STEP_ROUTES } = await import('../downtime/index');
    for (const route of DOWNTIME_STEP_ROUTES) {
      const path = `/api/crews/{crewId}/downtime/${route.path.replace(':entanglementId', '{entanglementId}')}`;
      const body = doc.paths[path]?.post?.requestBody?.content['application/json']?.schema;
      expect(body?.properties, path).toHaveProperty('version');
    }
    expect(doc.paths['/api/crews/{crewId}/downtime/payoff']?.post?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('take');
    for (const path of ['/api/crews/{crewId}', '/api/crews/{crewId}/history', '/api/crews/{crewId}/downtime/changes', '/api/crews/{crewId}/stream', '/api/odds/downtime/train', '/api/campaigns/{campaignId}/crews']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

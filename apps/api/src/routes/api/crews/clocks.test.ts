/**
 * Clocks and factions between game nights through HTTP (issue "Clocks and factions"): a crew danger
 * clock (open) and a faction goal clock (name shown, progress hidden) are set, ticked by hand and by
 * the faction's tier roll, undone, and seen live on a player's stream with exactly what players may
 * see; a GM-only clock and a faction's unrevealed parts appear nowhere a player reads.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { connectSse, type SseClient } from '../../../test/sse';

interface ClockView {
  id: string;
  name: string;
  owner: { kind: string; id: string };
  visibility: string;
  progress: { filled: number; segments: number; full: boolean } | null;
  onFill: string | null;
  lockedBy: string | null;
  race: { rival: string; winner: string | null } | null;
}
interface Sheet {
  version: number;
  clocks: ClockView[];
  crew: { clocks?: unknown[]; factions: Record<string, unknown>[]; characters: { id: string; healing: { id: string; filled: number }; projects: { id: string; filled: number }[] }[] };
}
interface Step {
  sheet: Sheet;
  event: { seq: number; type: string; hidden: boolean; detail: Record<string, unknown>; reasons: { rule: string; code: string; values: Record<string, unknown> }[] };
}
interface LiveFrame {
  seq: number;
  type: string;
  reasons: unknown[];
  sheet: Sheet;
}

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function gmWrite(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: Record<string, unknown>): Promise<Step> {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Step>();
}

async function playerRead(url: string, player: TestPlayer): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: player.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('clocks of the crew and of a faction, from the GM to the phones', () => {
  let seeded: SeededCrew;
  let player: TestPlayer;
  let version: number;
  let stream: SseClient<LiveFrame>;
  const ids: Record<'danger' | 'docks' | 'secret', string> = { danger: '', docks: '', secret: '' };
  const url = (path = '') => `/api/crews/${seeded.crewId}${path}`;

  beforeAll(async () => {
    seeded = await seedCrew(t, crewOfTwo());
    version = seeded.version;
    player = await t.player(seeded.crewId);
    stream = await connectSse<LiveFrame>(base, `${url('/stream')}?token=${player.token}`);
    await stream.waitFor(1); // the sheet
  });
  afterAll(() => stream.close());

  it('sets a danger clock (open), a faction goal clock (name only) and a GM-only clock; the faction keeps its goal to the GM', async () => {
    let step = await gmWrite('POST', url('/clocks'), {
      version,
      name: 'La Garde se rapproche',
      owner: { kind: 'crew', id: seeded.crewId },
      segments: 6,
      visibility: 'open',
      onFill: 'Descente dans le repaire',
    });
    expect(step.event).toMatchObject({ type: 'clock_save', hidden: false });
    ids.danger = String(step.event.detail.id);
    step = await gmWrite('POST', url('/clocks'), {
      version: step.sheet.version,
      name: 'Prendre les Docks',
      owner: { kind: 'faction', id: seeded.id('f-1') },
      segments: 8,
      filled: 3,
      visibility: 'name_only',
      onFill: 'Les Lampions tiennent le port',
    });
    expect(step.event).toMatchObject({ type: 'clock_save', hidden: true });
    ids.docks = String(step.event.detail.id);
    // No visibility said: the GM's alone.
    step = await gmWrite('POST', url('/clocks'), { version: step.sheet.version, name: 'Le traître', owner: { kind: 'crew', id: seeded.crewId }, segments: 4 });
    expect(step.event.hidden).toBe(true);
    ids.secret = String(step.event.detail.id);
    step = await gmWrite('PUT', url(`/factions/${seeded.id('f-1')}`), {
      version: step.sheet.version,
      goal: 'Tenir tout le port',
      notes: 'Leur chef doit de l’argent à la Garde',
      assets: ['Les entrepôts du quai'],
      revealed: ['assets'],
    });
    version = step.sheet.version;
    await stream.waitFor(5); // the sheet, then each of the four steps (three of them "hidden")
    expect(stream.frames.slice(1).map((f) => f.data.type)).toEqual(['clock_save', 'hidden', 'hidden', 'faction_save']);
    expect(step.sheet.clocks.map((c) => [c.name, c.visibility, c.progress?.filled])).toEqual([
      ['La Garde se rapproche', 'open', 0],
      ['Prendre les Docks', 'name_only', 3],
      ['Le traître', 'gm_only', 0],
    ]);
  });

  it('a player reads the open clock whole, the goal clock by its name only, nothing of the GM-only clock or the unrevealed faction parts', async () => {
    const body = await playerRead(url(), player);
    const sheet = JSON.parse(body) as Sheet;
    expect(sheet.clocks).toEqual([
      { id: ids.danger, name: 'La Garde se rapproche', owner: { kind: 'crew', id: seeded.crewId }, visibility: 'open', progress: { filled: 0, segments: 6, full: false }, onFill: 'Descente dans le repaire', lockedBy: null, race: null },
      { id: ids.docks, name: 'Prendre les Docks', owner: { kind: 'faction', id: seeded.id('f-1') }, visibility: 'name_only', progress: null, onFill: null, lockedBy: null, race: null },
    ]);
    expect(sheet.crew).not.toHaveProperty('clocks');
    expect(sheet.crew.factions.find((f) => f.id === seeded.id('f-1'))).toEqual({ id: seeded.id('f-1'), name: 'Les Lampions', tier: 2, status: 0, assets: ['Les entrepôts du quai'], revealed: ['assets'] });
    for (const secret of [ids.secret, 'Le traître', 'Tenir tout le port', 'doit de l’argent', 'Les Lampions tiennent le port']) expect(body).not.toContain(secret);
  });

  it('ticks by hand (+2) and by the faction’s tier roll (tier II: 6 → 3 segments), live on the phone with what players may see', async () => {
    const before = stream.frames.length;
    let step = await gmWrite('POST', url(`/clocks/${ids.danger}/tick`), { version, delta: 2 });
    expect(step.event).toMatchObject({ type: 'clock_tick', hidden: false, detail: { from: 0, to: 2 } });
    t.useDice([6, 2]);
    step = await gmWrite('POST', url(`/clocks/${ids.docks}/roll`), { version: step.sheet.version, roll: { kind: 'faction_tier' } });
    expect(step.event).toMatchObject({ type: 'clock_roll', hidden: true, detail: { from: 3, to: 6, ticked: 3 } });
    version = step.sheet.version;
    const frames = await stream.waitFor(before + 2);
    const [tick, roll] = frames.slice(before).map((f) => f.data);
    expect(tick).toMatchObject({ type: 'clock_tick' });
    expect(tick?.sheet.clocks.find((c) => c.id === ids.danger)?.progress).toEqual({ filled: 2, segments: 6, full: false });
    // The goal clock's progress is the GM's: the step reaches the phone as "hidden", its sheet without the number.
    expect(roll).toMatchObject({ type: 'hidden', reasons: [] });
    expect(roll?.sheet.clocks.find((c) => c.id === ids.docks)?.progress).toBeNull();
    expect(stream.raw()).not.toContain(ids.secret);
    // The roll is the GM's too: not among the player's rolls.
    const rolls = JSON.parse(await playerRead(`/api/campaigns/${t.campaignId}/rolls?crewId=${seeded.crewId}`, player)) as { purpose: string }[];
    expect(rolls.map((r) => r.purpose)).not.toContain('faction_clock');
    const gmRolls = (await t.app.inject({ method: 'GET', url: `/api/campaigns/${t.campaignId}/rolls?crewId=${seeded.crewId}`, headers: t.gm.headers })).json<{ purpose: string; hidden: boolean }[]>();
    expect(gmRolls[0]).toMatchObject({ purpose: 'faction_clock', hidden: true });
  });

  it('the GM reveals the goal clock: the phone then reads « 6 sur 8 », the step’s reasons say it', async () => {
    const before = stream.frames.length;
    const step = await gmWrite('PUT', url(`/clocks/${ids.docks}`), { version, visibility: 'open' });
    expect(step.event).toMatchObject({ type: 'clock_save', hidden: false });
    expect(step.event.reasons.map((r) => r.code)).toEqual(['clock_edited', 'clock_visibility']);
    version = step.sheet.version;
    const [frame] = (await stream.waitFor(before + 1)).slice(before).map((f) => f.data);
    expect(frame?.type).toBe('clock_save');
    expect(frame?.sheet.clocks.find((c) => c.id === ids.docks)?.progress).toEqual({ filled: 6, segments: 8, full: false });
  });

  it('undo takes the reveal back, then the roll: the history replays with the dice each step used', async () => {
    let res = await t.app.inject({ method: 'POST', url: url('/undo'), headers: t.gm.headers, payload: { version } });
    expect(res.statusCode).toBe(200);
    res = await t.app.inject({ method: 'POST', url: url('/undo'), headers: t.gm.headers, payload: { version: res.json<Step>().sheet.version } });
    const sheet = res.json<Step>().sheet;
    version = sheet.version;
    expect(sheet.clocks.find((c) => c.id === ids.docks)).toMatchObject({ visibility: 'name_only', progress: { filled: 3 } });
    expect(sheet.clocks.find((c) => c.id === ids.danger)?.progress?.filled).toBe(2);
    const seen = JSON.parse(await playerRead(url(), player)) as Sheet;
    expect(seen.clocks.find((c) => c.id === ids.docks)?.progress).toBeNull();
  });

  it('a player’s history of the crew holds no hidden step and names no secret (the reveal, undone, stays: they saw it)', async () => {
    const body = await playerRead(url('/history'), player);
    for (const secret of [ids.secret, 'Le traître', 'Tenir tout le port', 'doit de l’argent']) expect(body).not.toContain(secret);
    const events = (JSON.parse(body) as { events: { type: string; hidden: boolean }[] }).events;
    expect(events.every((e) => !e.hidden)).toBe(true);
    expect(events.map((e) => e.type)).toContain('clock_tick');
  });

  it('a project and a healing clock are ticked by hand through the same route; a roll on them is refused', async () => {
    const project = await gmWrite('POST', url(`/characters/${seeded.id('pc-1')}/projects`), { version, name: 'Le plan du coffre', segments: 8 });
    const projectId = project.sheet.crew.characters[0]?.projects.at(-1)?.id ?? '';
    let step = await gmWrite('POST', url(`/clocks/${projectId}/tick`), { version: project.sheet.version, delta: 3 });
    expect(step.sheet.crew.characters[0]?.projects.at(-1)?.filled).toBe(3);
    step = await gmWrite('POST', url(`/clocks/${seeded.id('healing-pc-2')}/tick`), { version: step.sheet.version, delta: 1 });
    expect(step.sheet.crew.characters[1]?.healing.filled).toBe(1);
    const refused = await t.app.inject({ method: 'POST', url: url(`/clocks/${projectId}/roll`), headers: t.gm.headers, payload: { version: step.sheet.version, roll: { kind: 'fortune', pool: 2 } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'rule', rule: 'K1', code: 'character_clock_roll' });
    version = step.sheet.version;
  });

  it('refuses at the door: an unknown clock (404), a tick of 0, an unknown field, a 13-segment clock (400 naming the field), a stale version (409), a player (403)', async () => {
    const post = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = t.gm.headers) => t.app.inject({ method: 'POST', url: url(path), headers, payload });
    expect((await post('/clocks/nope/tick', { version, delta: 1 })).json()).toMatchObject({ error: 'not_found', resource: 'clock' });
    const zero = await post(`/clocks/${ids.danger}/tick`, { version, delta: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('delta');
    const unknown = await post(`/clocks/${ids.danger}/tick`, { version, delta: 1, hidden: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('hidden');
    const big = await post('/clocks', { version, name: 'X', owner: { kind: 'crew', id: seeded.crewId }, segments: 13 });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain('segments');
    expect((await post(`/clocks/${ids.danger}/tick`, { version: version - 1, delta: 1 })).statusCode).toBe(409);
    expect((await post(`/clocks/${ids.danger}/tick`, { version, delta: 1 }, player.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url() , headers: t.gm.headers })).json<Sheet>().version).toBe(version);
  });

  it('removing the faction removes its clocks', async () => {
    const step = await gmWrite('DELETE', url(`/factions/${seeded.id('f-1')}`), { version });
    expect(step.sheet.clocks.map((c) => c.id)).toEqual([ids.danger, ids.secret]);
    version = step.sheet.version;
  });
});

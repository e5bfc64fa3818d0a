/**
 * Issue 34, "a GM-only id on a player's screen": an open clock races a GM-only clock. A tick of the
 * open clock is news to the players (their history shows it), but what it says of the race — the
 * rival's id, whether it won — is the GM's: the player's history, the live stream and the player's
 * sheet carry none of it.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { connectSse, type SseClient } from '../../../test/sse';

interface Step {
  sheet: { version: number };
  event: { seq: number; type: string; hidden: boolean; detail: Record<string, unknown> };
}

let t: TestApp;
let base: string;
let seeded: SeededCrew;
let player: TestPlayer;
let stream: SseClient;
let version: number;
const url = (path = '') => `/api/crews/${seeded.crewId}${path}`;

async function gmWrite(method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>): Promise<Step> {
  const res = await t.app.inject({ method, url: url(path), headers: t.gm.headers, payload: { version, ...payload } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const step = res.json<Step>();
  version = step.sheet.version;
  return step;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  seeded = await seedCrew(t, crewOfTwo());
  version = seeded.version;
  player = await t.player(seeded.crewId);
  stream = await connectSse(base, `${url('/stream')}?token=${player.token}`);
  await stream.waitFor(1);
});
afterAll(async () => {
  stream.close();
  await t.close();
});

describe('an open clock racing a GM-only clock', () => {
  let secretId = '';
  let openId = '';

  it('the tick of the open clock reaches the player without the GM-only rival (history, stream, sheet)', async () => {
    const secret = await gmWrite('POST', '/clocks', { name: 'Le complot du Baron', owner: { kind: 'crew', id: seeded.crewId }, segments: 6, visibility: 'gm_only' });
    secretId = String(secret.event.detail.id);
    const open = await gmWrite('POST', '/clocks', { name: 'Fuir la ville', owner: { kind: 'crew', id: seeded.crewId }, segments: 4, visibility: 'open', racesAgainst: secretId });
    openId = String(open.event.detail.id);
    // Setting up the race names the GM-only clock: the players never see that step.
    expect(open.event.hidden).toBe(true);
    const tick = await gmWrite('POST', `/clocks/${openId}/tick`, { delta: 1 });
    // The GM's step says the race; the tick itself is news to the players.
    expect(tick.event).toMatchObject({ type: 'clock_tick', hidden: false, detail: { race: { rival: secretId, winner: null } } });

    const history = await t.app.inject({ method: 'GET', url: url('/history'), headers: player.headers });
    expect(history.statusCode).toBe(200);
    const seen = history.json<{ events: { seq: number; detail: Record<string, unknown> }[] }>().events.find((e) => e.seq === tick.event.seq);
    expect(seen?.detail).toMatchObject({ clock: openId, from: 0, to: 1, race: null });
    expect(history.body).not.toContain(secretId);
    expect(history.body).not.toContain('Le complot du Baron');

    const sheet = await t.app.inject({ method: 'GET', url: url(), headers: player.headers });
    expect(sheet.body).not.toContain(secretId);
    await stream.waitFor(4);
    expect(stream.raw()).not.toContain(secretId);
  });

  it('the GM still reads the race whole', async () => {
    const history = await t.app.inject({ method: 'GET', url: url('/history'), headers: t.gm.headers });
    expect(history.body).toContain(secretId);
  });
});

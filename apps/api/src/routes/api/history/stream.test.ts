/**
 * The live stream on a real listening server (127.0.0.1, port 0) read with node:http, and what a
 * player link can see of a hidden entanglement roll in the sheet, the history and the stream.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { connectSse, type SseClient, type SseFrame } from '../../../test/sse';
import { crewOfTwo, seedCrew } from '../../../test/crews';
import { createSession, sessionCookieHeader } from '../../../auth/sessions';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Frame = SseFrame<{ seq: number; type?: string; reasons?: unknown[]; sheet: { version: number; heldEntanglements: number; crew: { coin: number; pendingEntanglements: unknown[] } } }>;

const connect = (path: string, headers: Record<string, string> = {}): Promise<SseClient<Frame['data']>> => connectSse(base, path, headers);

async function gmStep(crewId: string, path: string, body: Record<string, unknown>, dice: number[] = []): Promise<{ sheet: { version: number } }> {
  const version = (await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: t.gm.headers })).json<{ version: number }>().version;
  t.useDice(dice);
  const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/${path}`, headers: t.gm.headers, payload: { ...body, version } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('GET /api/crews/:crewId/stream', () => {
  it('refuses anonymous callers (401), another crew’s link (403) and unknown crews (404) before opening', async () => {
    const a = await seedCrew(t);
    const b = await seedCrew(t);
    const linkB = await t.player(b.crewId);
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${a.crewId}/stream` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${a.crewId}/stream?token=${linkB.token}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/crews/nope/stream', headers: t.gm.headers })).json()).toEqual({ error: 'not_found', resource: 'crew' });
  });

  it('sends the sheet, then every step as it happens; a reconnect with Last-Event-ID gets what it missed, nothing lost or doubled', async () => {
    const { crewId } = await seedCrew(t);
    const first = await connect(`/api/crews/${crewId}/stream`, { cookie: t.gm.cookie });
    expect(first.status).toBe(200);
    const [snapshot] = await first.waitFor(1);
    expect(snapshot).toMatchObject({ id: 1, event: 'sheet', data: { seq: 1, sheet: { version: 1 } } });

    await gmStep(crewId, 'downtime/start', {});
    await gmStep(crewId, 'downtime/payoff', { targetTier: 1, take: 4 });
    const live = await first.waitFor(3);
    expect(live.slice(1).map((f) => [f.id, f.event, f.data.type, f.data.sheet.version])).toEqual([
      [2, 'crew', 'start', 2],
      [3, 'crew', 'payoff', 3],
    ]);
    expect(live[2]?.data.reasons?.length).toBeGreaterThan(0);
    expect(live[2]?.data.sheet.crew.coin).toBe(2 + 4);
    first.close();
    await until(() => t.app.hub.subscriberCount(crewId) === 0);

    // Missed while away: heat and an undo.
    await gmStep(crewId, 'downtime/heat', { exposure: 'quiet' });
    await gmStep(crewId, 'undo', {});
    const second = await connect(`/api/crews/${crewId}/stream`, { cookie: t.gm.cookie, 'last-event-id': '3' });
    const backlog = await second.waitFor(2);
    expect(backlog.map((f) => [f.id, f.data.type])).toEqual([
      [4, 'heat'],
      [5, 'undo'],
    ]);
    await gmStep(crewId, 'downtime/heat', { exposure: 'contained' });
    const all = await second.waitFor(3);
    expect(all.map((f) => f.id)).toEqual([4, 5, 6]);
    second.close();

    // The query parameter works like the header.
    const third = await connect(`/api/crews/${crewId}/stream?lastEventId=5`, { cookie: t.gm.cookie });
    expect((await third.waitFor(1)).map((f) => f.id)).toEqual([6]);
    third.close();
  });

  it('a client showing the sheet’s version already (`?version=`) gets no sheet, only the stream’s id; an older version gets the sheet', async () => {
    const { crewId } = await seedCrew(t);
    const link = await t.player(crewId);
    await gmStep(crewId, 'downtime/start', {});
    const shown = await connect(`/api/crews/${crewId}/stream?token=${link.token}&version=2`);
    expect(shown.status).toBe(200);
    await until(() => shown.raw().includes('id: 2'));
    expect(shown.raw()).not.toContain('event: sheet');
    // Then the steps as they happen, from that id on.
    await gmStep(crewId, 'downtime/payoff', { targetTier: 1, take: 4 });
    expect((await shown.waitFor(1)).map((f) => [f.id, f.event, f.data.type])).toEqual([[3, 'crew', 'payoff']]);
    shown.close();

    const behind = await connect(`/api/crews/${crewId}/stream?token=${link.token}&version=2`);
    expect((await behind.waitFor(1)).map((f) => [f.id, f.event, f.data.sheet.version])).toEqual([[3, 'sheet', 3]]);
    behind.close();
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/stream?token=${link.token}&version=x` })).json()).toMatchObject({ error: 'validation' });
  });

  it('does not double a step that commits while the stream reads its backlog', async () => {
    const { crewId } = await seedCrew(t);
    await gmStep(crewId, 'downtime/start', {});
    // Connect and write at once: the step is either in the backlog or pushed, never both.
    const [client] = await Promise.all([connect(`/api/crews/${crewId}/stream?lastEventId=1`, { cookie: t.gm.cookie }), gmStep(crewId, 'downtime/payoff', { targetTier: 0, take: 0 })]);
    await gmStep(crewId, 'downtime/heat', { exposure: 'quiet' });
    const frames = await client.waitFor(3);
    expect(frames.map((f) => f.id)).toEqual([2, 3, 4]);
    await new Promise((r) => setTimeout(r, 50));
    expect(client.frames.map((f) => f.id)).toEqual([2, 3, 4]);
    client.close();
  });

  it('pushes the open rolls made at the table for this crew to its players, never the hidden ones', async () => {
    const { crewId } = await seedCrew(t);
    const link = await t.player(crewId);
    const client = await connect(`/api/crews/${crewId}/stream?token=${link.token}`);
    await client.waitFor(1);
    t.useDice([5, 2]);
    const roll = (hidden: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/campaigns/${t.campaignId}/rolls/d6`, headers: t.gm.headers, payload: { pool: 1, crewId, hidden, purpose: 'test' } });
    expect((await roll(true)).statusCode).toBe(201);
    expect((await roll(false)).statusCode).toBe(201);
    const [, open] = await client.waitFor(2);
    expect(open?.event).toBe('roll');
    expect(open?.id).toBeUndefined();
    expect(JSON.stringify(open?.data)).toContain('"dice":[2]');
    await new Promise((r) => setTimeout(r, 50));
    expect(client.frames).toHaveLength(2);
    client.close();
  });

  it("pushes a crew's complex action and its rolls to its players as they roll and undo", async () => {
    const { crewId } = await seedCrew(t);
    const link = await t.player(crewId);
    const client = await connect(`/api/crews/${crewId}/stream?token=${link.token}`);
    await client.waitFor(1);
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: t.gm.headers, payload });
    const created = await post(`/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Le coffre', crewId, start: 6 });
    const id = (created.json() as { complexAction: { id: string } }).complexAction.id;
    t.useDice([25]);
    expect((await post(`/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 })).statusCode).toBe(200);
    expect((await post(`/api/complex-actions/${id}/undo`, { version: 2 })).statusCode).toBe(200);
    // Created, rolled (the tracker, then its roll), undone (the tracker, then the roll, undone).
    const frames = await client.waitFor(6);
    expect(frames.slice(1).map((f) => f.event)).toEqual(['complex_action', 'complex_action', 'roll', 'complex_action', 'roll']);
    expect(JSON.stringify(frames[3]?.data)).toContain('"undone":false');
    expect(JSON.stringify(frames[5]?.data)).toContain('"undone":true');
    expect(JSON.stringify(frames[4]?.data)).toContain('"remaining":6');
    client.close();
  });

  it('tells the stream when the crew is deleted, then ends it', async () => {
    const { crewId } = await seedCrew(t);
    const client = await connect(`/api/crews/${crewId}/stream`, { cookie: t.gm.cookie });
    await client.waitFor(1);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/crews/${crewId}`, headers: t.gm.headers, payload: { version: 1 } });
    expect(res.statusCode).toBe(204);
    const [, deleted] = await client.waitFor(2);
    expect(deleted?.event).toBe('deleted');
    await until(() => t.app.hub.subscriberCount(crewId) === 0);
    client.close();
  });
});

describe('a revoked player link', () => {
  it('ends the streams opened with it (revoke or rotate), and only those', async () => {
    const { crewId } = await seedCrew(t);
    const [revoked, rotated, kept] = [await t.player(crewId, 'revoked'), await t.player(crewId, 'rotated'), await t.player(crewId, 'kept')];
    const streams = await Promise.all([revoked, rotated, kept].map((link) => connect(`/api/crews/${crewId}/stream?token=${link.token}`)));
    const gm = await connect(`/api/crews/${crewId}/stream`, { cookie: t.gm.cookie });
    await Promise.all([...streams, gm].map((s) => s.waitFor(1)));
    const [revokedStream, rotatedStream, keptStream] = streams as [SseClient<Frame['data']>, SseClient<Frame['data']>, SseClient<Frame['data']>];

    expect((await t.app.inject({ method: 'DELETE', url: `/api/share-links/${revoked.shareLinkId}`, headers: t.gm.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: `/api/share-links/${rotated.shareLinkId}/rotate`, headers: t.gm.headers })).statusCode).toBe(201);
    for (const stream of [revokedStream, rotatedStream]) expect((await stream.waitFor(2))[1]?.event).toBe('revoked');
    await until(() => t.app.hub.subscriberCount(crewId) === 2);

    // The next step reaches the GM and the link still valid, never the revoked ones.
    await gmStep(crewId, 'downtime/start', {});
    expect((await keptStream.waitFor(2))[1]?.event).toBe('crew');
    expect((await gm.waitFor(2))[1]?.event).toBe('crew');
    expect(revokedStream.frames.map((f) => f.event)).toEqual(['sheet', 'revoked']);
    expect(rotatedStream.frames.map((f) => f.event)).toEqual(['sheet', 'revoked']);
    // And a reconnect is refused.
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/stream?token=${revoked.token}` })).statusCode).toBe(401);
    for (const stream of [...streams, gm]) stream.close();
  });
});

describe('a GM who signs out', () => {
  it("ends that session's streams, on every crew, and only those", async () => {
    const { crewId } = await seedCrew(t);
    const other = await seedCrew(t, crewOfTwo({}));
    const session = await createSession(t.db, t.gm.accountId, t.campaignId, t.clock());
    const cookie = sessionCookieHeader(session.token);
    const leaving = await Promise.all([crewId, other.crewId].map((id) => connect(`/api/crews/${id}/stream`, { cookie })));
    const staying = await connect(`/api/crews/${crewId}/stream`, { cookie: t.gm.cookie });
    await Promise.all([...leaving, staying].map((s) => s.waitFor(1)));

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    for (const stream of leaving) expect((await stream.waitFor(2))[1]?.event).toBe('revoked');

    await gmStep(crewId, 'downtime/start', {});
    expect((await staying.waitFor(2))[1]?.event).toBe('crew');
    for (const stream of leaving) expect(stream.frames.map((f) => f.event)).toEqual(['sheet', 'revoked']);
    expect((await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/stream`, headers: { cookie } })).statusCode).toBe(401);
    for (const stream of [...leaving, staying]) stream.close();
  });
});

describe('GET /api/campaigns/:campaignId/stream (the GM screens of the campaign)', () => {
  it('tells the GM every history that moves — a crew, a complex action, the dice — and ends at sign-out; a player link is refused', async () => {
    const { crewId } = await seedCrew(t);
    const session = await createSession(t.db, t.gm.accountId, t.campaignId, t.clock());
    const cookie = sessionCookieHeader(session.token);
    const stream = await connect(`/api/campaigns/${t.campaignId}/stream`, { cookie });
    expect(stream.status).toBe(200);
    await gmStep(crewId, 'downtime/start', {});
    t.useDice([4]);
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: t.gm.headers, payload });
    expect((await post(`/api/campaigns/${t.campaignId}/rolls/d6`, { pool: 1 })).statusCode).toBe(201);
    expect((await post(`/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Le siège', start: 4 })).statusCode).toBe(201);
    const frames = await stream.waitFor(3);
    expect(frames.map((f) => [f.event, (f.data as unknown as { aggregate: string }).aggregate])).toEqual([
      ['step', 'crew'],
      ['step', 'dice'],
      ['step', 'complex_action'],
    ]);
    expect(frames[0]?.data).toMatchObject({ aggregateId: crewId, type: 'start' });

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    expect((await stream.waitFor(4))[3]?.event).toBe('revoked');
    stream.close();

    const link = await t.player(crewId);
    expect((await t.app.inject({ url: `/api/campaigns/${t.campaignId}/stream`, headers: link.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/campaigns/${t.campaignId}/stream` })).statusCode).toBe(401);
  });

  it("tells the GM every step of a wizard's ledger — a loan, its undo, a deletion — and a player's crew stream hears none of it", async () => {
    const { crewId } = await seedCrew(t);
    const link = await t.player(crewId);
    const playerStream = await connect(`/api/crews/${crewId}/stream`, link.headers);
    const gmStream = await connect(`/api/campaigns/${t.campaignId}/stream`, t.gm.headers);
    const call = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload }) });
    const created = await call('POST', `/api/campaigns/${t.campaignId}/wizards`, { name: 'Maelis', level: 5 });
    const wizardId = (created.json() as { id: string }).id;
    expect((await call('POST', `/api/wizards/${wizardId}/favours`, { version: 1, kind: 'loan', amount: 200 })).statusCode).toBe(200);
    expect((await call('POST', `/api/wizards/${wizardId}/undo`, { version: 2 })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/wizards/${wizardId}?version=3`)).statusCode).toBe(204);
    const frames = await gmStream.waitFor(4);
    expect(frames.map((f) => f.data as unknown)).toEqual(Array.from({ length: 4 }, () => ({ aggregate: 'wizard', aggregateId: wizardId, type: 'wizard' })));
    // The player's stream had its sheet and nothing after it.
    await playerStream.waitFor(1);
    expect(playerStream.frames.map((f) => f.event)).toEqual(['sheet']);
    expect(playerStream.raw()).not.toContain(wizardId);
    gmStream.close();
    playerStream.close();
  });

  it('tells a link following a wizard each move of its ledger — a loan, its undo, the deletion — and nothing of another wizard', async () => {
    const { crewId } = await seedCrew(t);
    const call = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload }) });
    const create = async (name: string) => ((await call('POST', `/api/campaigns/${t.campaignId}/wizards`, { name, level: 5 })).json() as { id: string }).id;
    const wizardId = await create('Maelis');
    const otherId = await create('Sorcha');
    const follower = await t.player(crewId, 'Léa', { wizardId });
    const stream = await connect(`/api/crews/${crewId}/stream?token=${follower.token}`);
    await stream.waitFor(1);
    expect((await call('POST', `/api/wizards/${otherId}/favours`, { version: 1, kind: 'loan', amount: 200 })).statusCode).toBe(200);
    expect((await call('POST', `/api/wizards/${wizardId}/favours`, { version: 1, kind: 'loan', amount: 200 })).statusCode).toBe(200);
    expect((await call('POST', `/api/wizards/${wizardId}/undo`, { version: 2 })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/wizards/${wizardId}?version=3`)).statusCode).toBe(204);
    const frames = await stream.waitFor(4);
    expect(frames.map((f) => [f.event, f.id, f.data as unknown])).toEqual([
      ['sheet', expect.any(Number), expect.anything()],
      ...Array.from({ length: 3 }, () => ['wizard', undefined, { wizardId }]),
    ]);
    expect(stream.raw()).not.toContain(otherId);
    stream.close();
  });
});

describe('what a player link sees of a hidden entanglement roll', () => {
  it('never: not in the sheet, the history or the stream (the GM sees it everywhere)', async () => {
    const { crewId, id } = await seedCrew(t, crewOfTwo({ wanted: 1, heat: 2 }));
    const player = await t.player(crewId);
    const playerStream = await connect(`/api/crews/${crewId}/stream?token=${player.token}`);
    const gmStream = await connect(`/api/crews/${crewId}/stream`, { cookie: t.gm.cookie });
    await playerStream.waitFor(1);
    await gmStream.waitFor(1);

    await gmStep(crewId, 'downtime/start', {});
    await gmStep(crewId, 'downtime/payoff', { targetTier: 1, take: 0 });
    await gmStep(crewId, 'downtime/heat', { exposure: 'quiet' });
    // One die (wanted 1): 5 → row 4-5, column 0-3; "pick for me" d2: 1 → Rivals, held and hidden.
    await gmStep(crewId, 'downtime/entanglement-roll', { hidden: true }, [5, 1]);
    const gmFrames = await gmStream.waitFor(5);
    const rolled = gmFrames[4]!;
    expect(rolled.data.type).toBe('entanglement_roll');
    const pending = rolled.data.sheet.crew.pendingEntanglements as { id: string; kind: string }[];
    expect(pending).toEqual([{ id: `${crewId}/entanglement-5`, kind: 'rivals', revealed: false, hidden: true }]);

    // The GM reveals it and the crew stands up to the rivals (faction status −1): still GM-only steps.
    await gmStep(crewId, `downtime/entanglements/${encodeURIComponent(pending[0]!.id)}/reveal`, {});
    await gmStep(crewId, `downtime/entanglements/${encodeURIComponent(pending[0]!.id)}/resolve`, {
      choice: { kind: 'rivals', option: 'stand_up', factionId: id('f-1') },
    });

    const frames = await playerStream.waitFor(7);
    expect(frames.slice(1).map((f) => [f.id, f.data.type])).toEqual([
      [2, 'start'],
      [3, 'payoff'],
      [4, 'heat'],
      [5, 'hidden'],
      [6, 'hidden'],
      [7, 'hidden'],
    ]);
    for (const f of frames) expect(f.data.sheet.crew.pendingEntanglements).toEqual([]);
    // How many the GM holds reaches the player (never which): one from the roll until it is resolved.
    expect(frames.map((f) => f.data.sheet.heldEntanglements)).toEqual([0, 0, 0, 0, 1, 1, 0]);
    expect(gmFrames.map((f) => f.data.sheet.heldEntanglements)).toEqual([0, 0, 0, 0, 1]);
    expect(frames[5]?.data.reasons).toEqual([]);
    const raw = playerStream.raw();
    expect(raw).not.toContain(pending[0]!.id);
    expect(raw).not.toContain('rivals');
    expect(raw).not.toContain('"type":"entanglement_roll"');
    expect(raw).not.toContain('gmNotes');

    const sheet = await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: player.headers });
    expect(sheet.body).not.toContain('rivals');
    expect(sheet.json()).toMatchObject({ heldEntanglements: 0 });
    expect(sheet.json()).not.toHaveProperty('gmNotes');

    const history = await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/history`, headers: player.headers });
    const events = history.json<{ events: { seq: number; rolls: { hidden: boolean }[] }[] }>().events;
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(history.body).not.toContain('rivals');
    expect(history.body).not.toContain('"hidden":true');

    const gmHistory = await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/history?after=4`, headers: t.gm.headers });
    expect(gmHistory.json<{ events: { seq: number; hidden: boolean; rolls: { dice: number[]; hidden: boolean }[] }[] }>().events).toEqual([
      expect.objectContaining({ seq: 5, hidden: true, rolls: [expect.objectContaining({ dice: [5], hidden: true }), expect.objectContaining({ dice: [1], hidden: true })] }),
      expect.objectContaining({ seq: 6, hidden: true }),
      expect.objectContaining({ seq: 7, hidden: true }),
    ]);
    // The sheet players see did change: the faction's status.
    expect(sheet.json<{ crew: { factions: { id: string; status: number }[] } }>().crew.factions.find((f) => f.id === id('f-1'))?.status).toBe(-1);

    playerStream.close();
    gmStream.close();
  });

  it('a GM-notes edit reaches players as a hidden step without the notes', async () => {
    const { crewId } = await seedCrew(t);
    const player = await t.player(crewId);
    const stream = await connect(`/api/crews/${crewId}/stream?token=${player.token}`);
    await stream.waitFor(1);
    await t.app.inject({ method: 'PATCH', url: `/api/crews/${crewId}`, headers: t.gm.headers, payload: { version: 1, gmNotes: 'Le traître est le notaire' } });
    const [, frame] = await stream.waitFor(2);
    expect(frame?.data.type).toBe('hidden');
    expect(stream.raw()).not.toContain('notaire');
    stream.close();
  });
});

/**
 * Several API processes on one database (issue 37), through two apps on one database
 * (test/processes.ts). On PostgreSQL: live messages, the end of revoked links' and signed-out
 * sessions' streams, the callers' cache and the rate limits hold across processes, and the
 * listening connection comes back after a drop. On SQLite (one process by design) the same two
 * apps show what stays in each process: nothing is stored for other processes, nothing reaches them.
 */
import { DOWNTIME_STEP_ROUTES } from '@temps-mort/contract';
import { seededRoller } from '@temps-mort/rules';
import { makeFaction } from '@temps-mort/rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../db/client';
import { applyDowntimeStep } from '../domain/crews/downtimeSteps';
import { crewOfTwo, seedCrew } from '../test/crews';
import { startTwoProcesses, until, type TestProcess, type TwoProcesses } from '../test/processes';
import { connectSse } from '../test/sse';
import { crossProcessHub } from './crossProcess';
import { createHub } from './hub';
import { joinProcesses, type Processes } from './processes';

const onPostgres = testDatabaseKind() === 'postgresql';

let two: TwoProcesses;
beforeAll(async () => {
  // A reconnects slowly, so that the test can publish while A's listener is away.
  two = await startTwoProcesses({ a: { reconnectMinMs: 1_500, reconnectMaxMs: 3_000 } });
});
afterAll(() => two.close());

/** A GM step written through one process (its crew's version read there first). */
async function gmStep(on: TestProcess, crewId: string, path: string, body: Record<string, unknown> = {}): Promise<void> {
  const version = (await on.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: two.t.gm.headers })).json<{ version: number }>().version;
  const res = await on.app.inject({ method: 'POST', url: `/api/crews/${crewId}/${path}`, headers: two.t.gm.headers, payload: { ...body, version } });
  expect(res.statusCode, res.body).toBe(200);
}

const signIn = (on: TestProcess) =>
  on.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.9.8.7', payload: { passphrase: 'pas la bonne phrase du tout' } });

/** A bus of its own on the test database (a process without an app), started. */
async function rawBus(options: { outboxMax?: number } = {}, errors: string[] = []): Promise<Processes> {
  const log = { warn: () => {}, error: (_object: object, message: string) => void errors.push(message) };
  return joinProcesses(two.t.config.databaseUrl, log, options);
}

describe('a crew’s stream, whichever process it is on', () => {
  it('reads from the database the steps that never reached it, and sends them first, in order', async () => {
    const { crewId } = await seedCrew(two.t);
    const onB = await connectSse(two.b.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie });
    await onB.waitFor(1);
    // Step 2 is written with a hub no stream listens to: as if its message were lost between
    // processes, or still on its way when step 3, written on B, reaches B's streams at once.
    const start = DOWNTIME_STEP_ROUTES.find((r) => r.name === 'downtime.start');
    if (start === undefined) throw new Error('no downtime.start');
    await applyDowntimeStep({ db: two.t.db, hub: createHub(), roller: seededRoller(1), clock: () => new Date() }, start, { crewId, entanglementId: undefined, body: { version: 1 } });
    await gmStep(two.b, crewId, 'downtime/payoff', { targetTier: 1, take: 2 });
    const frames = await onB.waitFor(3);
    expect(frames.map((f) => [f.id, f.event, (f.data as { type?: string }).type])).toEqual([
      [1, 'sheet', undefined],
      [2, 'crew', 'start'],
      [3, 'crew', 'payoff'],
    ]);
    onB.close();
  });
});

if (onPostgres) {
  describe('two processes on one PostgreSQL database', () => {
    it('a phone’s stream on A gets a step written on B, exactly as a stream on B does', async () => {
      const { crewId } = await seedCrew(two.t);
      const phone = await two.t.player(crewId);
      const url = `/api/crews/${crewId}/stream?token=${phone.token}`;
      const [phoneOnA, phoneOnB, gmOnA] = await Promise.all([
        connectSse(two.a.base, url),
        connectSse(two.b.base, url),
        connectSse(two.a.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie }),
      ]);
      await Promise.all([phoneOnA.waitFor(1), phoneOnB.waitFor(1), gmOnA.waitFor(1)]);

      await gmStep(two.b, crewId, 'downtime/start');
      await gmStep(two.b, crewId, 'downtime/payoff', { targetTier: 1, take: 4 });
      const onA = await phoneOnA.waitFor(3);
      await phoneOnB.waitFor(3);
      expect(onA.slice(1).map((f) => [f.id, f.event])).toEqual([
        [2, 'crew'],
        [3, 'crew'],
      ]);
      // The same frames, byte for byte (the player's view of the sheet), on the process that wrote and on the other.
      expect(phoneOnA.raw()).toBe(phoneOnB.raw());
      // The GM's stream on A gets the GM's sheet, not the player's.
      const gm = await gmOnA.waitFor(3);
      expect(gm.map((f) => f.id)).toEqual([1, 2, 3]);
      expect(gmOnA.raw()).not.toBe(phoneOnA.raw());
      for (const stream of [phoneOnA, phoneOnB, gmOnA]) stream.close();
    });

    it('carries a message over 8 000 bytes (a NOTIFY payload’s limit): the notice names it, the database holds it', async () => {
      const factions = Array.from({ length: 100 }, (_, i) => makeFaction({ id: `f-${i}`, name: `La Confrérie des lanternes numéro ${i}`, tier: 2, status: 0 }));
      const { crewId } = await seedCrew(two.t, crewOfTwo({ factions }));
      const gmOnA = await connectSse(two.a.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie });
      const gmOnB = await connectSse(two.b.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie });
      await Promise.all([gmOnA.waitFor(1), gmOnB.waitFor(1)]);
      await gmStep(two.b, crewId, 'downtime/start');
      await Promise.all([gmOnA.waitFor(2), gmOnB.waitFor(2)]);
      const frame = gmOnA.raw().split('\n\n').find((block) => block.startsWith('id: 2\n'));
      expect(frame?.length).toBeGreaterThan(8_000);
      expect(gmOnA.raw()).toBe(gmOnB.raw());
      gmOnA.close();
      gmOnB.close();
    });

    it('a link revoked on B ends its streams on A (event: revoked), and A refuses the link', async () => {
      const { crewId } = await seedCrew(two.t);
      const phone = await two.t.player(crewId);
      const onA = await connectSse(two.a.base, `/api/crews/${crewId}/stream?token=${phone.token}`);
      await onA.waitFor(1);
      expect(two.a.app.hub.subscriberCount(crewId)).toBe(1);

      const revoked = await two.b.app.inject({ method: 'DELETE', url: `/api/share-links/${phone.shareLinkId}`, headers: two.t.gm.headers });
      expect(revoked.statusCode, revoked.body).toBeLessThan(300);
      const [, last] = await onA.waitFor(2);
      expect(last?.event).toBe('revoked');
      await until(() => two.a.app.hub.subscriberCount(crewId) === 0, 'A ended the revoked link’s stream');
      expect((await two.a.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: phone.headers })).statusCode).toBe(401);
      onA.close();
    });

    it('a sign-out on B: A refuses the cookie it had cached, and ends that session’s streams', async () => {
      const gm = await two.t.signIn(two.t.gm.accountId, two.t.campaignId);
      const { crewId } = await seedCrew(two.t);
      // A knows this session (its callers' cache keeps it 30 s unless told otherwise).
      expect((await two.a.app.inject({ method: 'GET', url: '/api/auth/me', headers: gm.headers })).statusCode).toBe(200);
      const onA = await connectSse(two.a.base, `/api/crews/${crewId}/stream`, { cookie: gm.cookie });
      await onA.waitFor(1);

      expect((await two.b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: gm.headers })).statusCode).toBeLessThan(300);
      const [, last] = await onA.waitFor(2);
      expect(last?.event).toBe('revoked');
      await until(
        async () => (await two.a.app.inject({ method: 'GET', url: '/api/auth/me', headers: gm.headers })).statusCode === 401,
        'A refuses the signed-out cookie',
      );
      onA.close();
    });

    it('counts sign-in attempts on both: the 11th and 12th, alternating A and B, get 429', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) answers.push((await signIn(i % 2 === 0 ? two.a : two.b)).statusCode);
      expect(answers.slice(0, 10).filter((s) => s === 429)).toEqual([]);
      expect(answers.slice(10)).toEqual([429, 429]);
      // Counted once, in the database (the key hashed: a player's is their link's token).
      const rows = await two.t.db.rateLimitHit.findMany();
      expect(rows.map((r) => r.count)).toContain(12);
      expect(rows.every((r) => /^[\w-]{43}$/.test(r.key))).toBe(true);
    });

    it('counts a player’s writes on both: the 31st, alternating A and B, gets 429', async () => {
      const seeded = await seedCrew(two.t);
      const phone = await two.t.player(seeded.crewId, 'Arlette', { characterId: seeded.id('pc-1') });
      const url = `/api/crews/${seeded.crewId}/characters/${seeded.id('pc-1')}/proposals`;
      const answers: number[] = [];
      // A body the route refuses (400): the limit counts the attempt before anything is read.
      for (let i = 0; i < 31; i++) answers.push((await (i % 2 === 0 ? two.a : two.b).app.inject({ method: 'POST', url, headers: phone.headers, payload: {} })).statusCode);
      expect(answers.slice(0, 30).filter((s) => s === 429)).toEqual([]);
      expect(answers[30]).toBe(429);
    });

    it('a dropped LISTEN connection reconnects and delivers what was published meanwhile', async () => {
      const bus = two.a.app.processes?.bus;
      expect(bus?.stats().listening).toBe(true);
      const connects = bus?.stats().connects ?? 0;
      const { crewId } = await seedCrew(two.t);
      const onA = await connectSse(two.a.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie });
      await onA.waitFor(1);

      const dropped = await two.t.db.$queryRawUnsafe<{ done: boolean }[]>(
        'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = $1',
        bus?.listenerName,
      );
      expect(dropped).toEqual([{ done: true }]);
      await until(() => bus?.stats().listening === false, 'A noticed the drop');
      await gmStep(two.b, crewId, 'downtime/start');
      await two.b.app.processes?.bus.flush();
      // Sent while A was not listening (A waits 0.75 s at least before reconnecting).
      expect(bus?.stats().listening).toBe(false);

      const [, step] = await onA.waitFor(2);
      expect(step).toMatchObject({ id: 2, event: 'crew' });
      expect(bus?.stats().connects).toBe(connects + 1);
      onA.close();
    });

    it('carries a burst in publish order, each message once, in batches', async () => {
      const [sender, receiver] = [await rawBus(), await rawBus()];
      try {
        const hub = crossProcessHub(createHub(), receiver.bus, () => {});
        const got: number[] = [];
        hub.subscribe('burst', (m) => got.push(m.data as number));
        for (let i = 1; i <= 500; i++) sender.bus.publish('burst', { event: 'n', data: i });
        await sender.bus.flush();
        await until(() => got.length >= 500, 'the burst arrived');
        expect(got).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
        expect(sender.bus.stats()).toMatchObject({ sent: 500, dropped: 0, failed: 0 });
      } finally {
        await sender.close();
        await receiver.close();
      }
    });

    it('drops the oldest of a full queue (logged, counted), never failing the publisher', async () => {
      const errors: string[] = [];
      const [sender, receiver] = [await rawBus({ outboxMax: 3 }, errors), await rawBus()];
      try {
        const got: number[] = [];
        receiver.bus.listen({ message: (_topic, m) => got.push(m.data as number), invalidate: () => {}, resync: () => {} });
        // The first is on its way at once; the nine others wait in a queue of three.
        for (let i = 1; i <= 10; i++) sender.bus.publish('full', { event: 'n', data: i });
        await sender.bus.flush();
        await until(() => got.length >= 4, 'what was kept arrived');
        expect(got).toEqual([1, 8, 9, 10]);
        expect(sender.bus.stats().dropped).toBe(6);
        expect(errors).toEqual(['live messages pile up (the database is slow or away): the oldest are dropped']);
      } finally {
        await sender.close();
        await receiver.close();
      }
    });

    it('prunes the messages older than a minute when a process publishes', async () => {
      const old = await two.t.db.liveMessage.create({ data: { topic: 'x', message: '{}', origin: 'gone', createdAt: new Date(Date.now() - 5 * 60_000) } });
      const recent = await two.t.db.liveMessage.create({ data: { topic: 'x', message: '{}', origin: 'gone', createdAt: new Date(Date.now() - 10_000) } });
      // A process that just started prunes at its first publish.
      const fresh = await rawBus();
      try {
        fresh.bus.publish('x', { event: 'nothing', data: null });
        await fresh.bus.flush();
        expect(await two.t.db.liveMessage.findUnique({ where: { id: old.id } })).toBeNull();
        expect(await two.t.db.liveMessage.findUnique({ where: { id: recent.id } })).not.toBeNull();
      } finally {
        await fresh.close();
      }
    });
  });
} else {
  describe('one process on SQLite', () => {
    it('has no bus: live messages stay in the process that published them, nothing is stored', async () => {
      expect(two.a.app.processes).toBeNull();
      expect(two.b.app.processes).toBeNull();
      const { crewId } = await seedCrew(two.t);
      const onA = await connectSse(two.a.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie });
      const onB = await connectSse(two.b.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie });
      await Promise.all([onA.waitFor(1), onB.waitFor(1)]);
      await gmStep(two.b, crewId, 'downtime/start');
      await onB.waitFor(2);
      // A stream on B had the step at once; A published nothing, and never hears of it.
      expect(two.a.app.hub.publishedCount()).toBe(0);
      expect(onA.frames).toHaveLength(1);
      expect(await two.t.db.liveMessage.count()).toBe(0);
      onA.close();
      onB.close();
    });

    it('counts sign-in attempts in each process’s memory, none in the database', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) answers.push((await signIn(two.b)).statusCode);
      expect(answers.slice(10)).toEqual([429, 429]);
      expect((await signIn(two.a)).statusCode).not.toBe(429);
      expect(await two.t.db.rateLimitHit.count()).toBe(0);
    });
  });
}

/**
 * The rate limiter's stores. On SQLite (one process) its memory is bounded: a route's store
 * remembers at most RATE_LIMIT_ADDRESSES addresses, the least recently seen forgotten first. On
 * PostgreSQL the counters are rows of `RateLimitHit`, shared by the processes (plugins/rateLimitStore.ts;
 * live/processes.test.ts alternates two processes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build';
import { until } from '../test/processes';
import { RATE_LIMIT_ADDRESSES, SIGN_IN_RATE_LIMIT } from './rateLimit';
import { postgresRateLimitStore } from './rateLimitStore';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      // The sign-in routes' limits, one request a minute: a remembered address is refused at once.
      app.get('/test/limited', { config: { rateLimit: { ...SIGN_IN_RATE_LIMIT, max: 1 } } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => t.close());

const hit = (address: string) => t.app.inject({ method: 'GET', url: '/test/limited', remoteAddress: address });

describe('rate limit stores', () => {
  it('size the sign-in routes’ stores', () => {
    expect(SIGN_IN_RATE_LIMIT.cache).toBe(RATE_LIMIT_ADDRESSES);
    expect(RATE_LIMIT_ADDRESSES).toBe(1000);
  });

  if (testDatabaseKind() === 'sqlite') {
    it('remember at most RATE_LIMIT_ADDRESSES addresses, forgetting the least recently seen', async () => {
      expect(t.app.processes).toBeNull();
      expect((await hit('10.0.0.1')).statusCode).toBe(200);
      expect((await hit('10.0.0.1')).statusCode).toBe(429);
      // RATE_LIMIT_ADDRESSES - 1 others: 10.0.0.1 is still remembered (and still refused).
      for (let i = 0; i < RATE_LIMIT_ADDRESSES - 1; i++) expect((await hit(`10.1.${i >> 8}.${i & 255}`)).statusCode).toBe(200);
      expect((await hit('10.0.0.1')).statusCode).toBe(429);
      // One more than the store holds: the least recently seen goes.
      for (let i = 0; i < RATE_LIMIT_ADDRESSES; i++) await hit(`10.2.${i >> 8}.${i & 255}`);
      expect((await hit('10.0.0.1')).statusCode).toBe(200);
    });
  } else {
    it('count in the database, and start a new window once the last one is over', async () => {
      expect((await hit('10.0.0.1')).statusCode).toBe(200);
      const refused = await hit('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect((await hit('10.0.0.2')).statusCode).toBe(200);
      expect(await t.db.rateLimitHit.count()).toBe(2);
      // The window of 10.0.0.1 is over (as a minute later): it counts from 1 again.
      await t.db.$executeRawUnsafe(`UPDATE "RateLimitHit" SET "resetAt" = now() AT TIME ZONE 'UTC' - interval '1 second' WHERE "count" = 2`);
      expect((await hit('10.0.0.1')).statusCode).toBe(200);
      expect((await t.db.rateLimitHit.findMany({ orderBy: { count: 'asc' } })).map((r) => r.count)).toEqual([1, 1]);
    });

    it('read a counter without counting, and prune the counters whose window ended a minute ago', async () => {
      const pool = t.app.processes?.pool;
      if (pool === undefined) throw new Error('PostgreSQL without the processes’ pool');
      const Store = postgresRateLimitStore(pool);
      const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/test/other' } } as never);
      const incr = () => new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr('10.3.0.1', (e, r) => (e || !r ? reject(e) : resolve(r)), 60_000, 5));
      const stale = await t.db.rateLimitHit.create({ data: { key: 'stale', count: 3, resetAt: new Date(Date.now() - 5 * 60_000) } });
      expect(await incr()).toMatchObject({ current: 1 });
      const second = await incr();
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(50_000);
      const read = await new Promise((resolve, reject) => (store as unknown as { read: typeof store.incr }).read('10.3.0.1', (e, r) => (e ? reject(e) : resolve(r)), 60_000, 5));
      expect(read).toMatchObject({ current: 2 });
      expect((await incr()).current).toBe(3);
      await until(async () => (await t.db.rateLimitHit.findUnique({ where: { key: stale.key } })) === null, 'the stale counter is pruned');
    });
  }
});

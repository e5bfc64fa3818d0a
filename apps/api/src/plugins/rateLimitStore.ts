/**
 * The rate limits' counters in PostgreSQL (`RateLimitHit`), for several API processes: a sign-in
 * tried on one process counts on the others. One statement per hit — an upsert that starts a new
 * window once the last one is over — answers the count and the time left, from the database's
 * clock (the processes' clocks may differ). Keys are stored hashed (a player's limit is keyed by
 * their link's token), one row per route and caller; rows whose window ended a minute ago are
 * pruned by any process, at most every PRUNE_EVERY_MS.
 *
 * On SQLite (one process) the plugin's in-memory LRU stays (plugins/rateLimit.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

/** A process prunes expired counters at most this often. */
const PRUNE_EVERY_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

interface Counter {
  readonly count: number;
  readonly ttl: number;
}

function rowKey(namespace: string, key: string): string {
  return createHash('sha256').update(`${namespace}\n${key}`).digest('base64url');
}

/**
 * The store class @fastify/rate-limit instantiates (`store:` option): each limited route gets a
 * `child` of its own, as with the in-memory stores, so two routes never share a counter.
 */
export function postgresRateLimitStore(pool: pg.Pool, onError: (error: unknown) => void = () => {}): FastifyRateLimitStoreCtor {
  let lastPrune = 0;

  function prune(): void {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    pool.query(`DELETE FROM "RateLimitHit" WHERE "resetAt" < now() AT TIME ZONE 'UTC' - interval '1 minute'`).catch(onError);
  }

  function answer(promise: Promise<Counter>, callback: Callback): void {
    promise.then(
      ({ count, ttl }) => callback(null, { current: count, ttl: Math.max(0, Math.ceil(ttl)) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  class Store implements FastifyRateLimitStore {
    constructor(private readonly namespace: string = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      prune();
      const counted = pool
        .query<Counter>(
          `INSERT INTO "RateLimitHit" AS h ("key", "count", "resetAt")
           VALUES ($1, 1, now() AT TIME ZONE 'UTC' + make_interval(secs => $2))
           ON CONFLICT ("key") DO UPDATE SET
             "count" = CASE WHEN h."resetAt" <= now() AT TIME ZONE 'UTC' THEN 1 ELSE h."count" + 1 END,
             "resetAt" = CASE WHEN h."resetAt" <= now() AT TIME ZONE 'UTC' THEN EXCLUDED."resetAt" ELSE h."resetAt" END
           RETURNING "count", extract(epoch FROM "resetAt" - now() AT TIME ZONE 'UTC')::float8 * 1000 AS ttl`,
          [rowKey(this.namespace, key), timeWindow / 1000],
        )
        .then(({ rows }) => rows[0] ?? { count: 1, ttl: timeWindow });
      answer(counted, callback);
    }

    read(key: string, callback: Callback): void {
      const counted = pool
        .query<Counter>(
          `SELECT "count", extract(epoch FROM "resetAt" - now() AT TIME ZONE 'UTC')::float8 * 1000 AS ttl
           FROM "RateLimitHit" WHERE "key" = $1 AND "resetAt" > now() AT TIME ZONE 'UTC'`,
          [rowKey(this.namespace, key)],
        )
        .then(({ rows }) => rows[0] ?? { count: 0, ttl: 0 });
      answer(counted, callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`
      // (its types say only RouteOptions): as its RedisStore does, the route names the counters.
      const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new Store(`${this.namespace}${String(method ?? '')} ${String(url ?? '')}`);
    }
  }

  return class extends Store {
    constructor() {
      super('');
    }
  } as FastifyRateLimitStoreCtor;
}

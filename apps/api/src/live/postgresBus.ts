/**
 * The live bus between the API processes of one PostgreSQL database (live/crossProcess.ts).
 *
 * Sending: each message is stored in `LiveMessage` (topic, JSON, this process's origin) and its id
 * NOTIFYed on LIVE_CHANNEL, in one statement (so one transaction: notices arrive in commit order,
 * never for a rollback). The notice carries a reference, never the message: NOTIFY refuses
 * payloads over 8 000 bytes and a sheet is often bigger. A queue (bounded, OUTBOX_MAX) sends in
 * publish order, in batches, one statement in flight per process: a publish never waits for it and a
 * failure is logged, never thrown into the route. An invalidation is a NOTIFY on INVALIDATE_CHANNEL
 * in the same queue.
 *
 * Receiving: one direct connection (not Prisma's pool, not through a transaction-pooling proxy)
 * LISTENs on both channels; the messages of each notice are read by id and delivered in id order
 * to this process's hub. The connection reconnects after a drop (backoff, bounded), then catches
 * up with the messages stored meanwhile — the reason they are kept (LIVE_RETENTION_MS; the
 * processes that publish prune older rows). A drop longer than that asks every stream to
 * reconnect (`resync`): they read what they missed from the database.
 *
 * Timestamps are UTC (`now() AT TIME ZONE 'UTC'`), as Prisma writes them, whatever the server's zone.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BusHandlers, LiveBus } from './crossProcess';
import type { LiveMessage } from './hub';

export const LIVE_CHANNEL = 'temps_mort_live';
export const INVALIDATE_CHANNEL = 'temps_mort_invalidate';
/** A stored message is kept this long: a listener that reconnects within it misses nothing. */
export const LIVE_RETENTION_MS = 60_000;
/** Messages waiting to be sent at most; past it the oldest are dropped (and counted, and logged). */
export const OUTBOX_MAX = 10_000;
/** Messages sent in one statement at most (a notice's payload: ids, far below 8 000 bytes). */
const BATCH_MAX = 100;
/** A publishing process prunes expired messages at most this often. */
const PRUNE_EVERY_MS = 20_000;
/** Messages read at once when catching up. */
const CATCH_UP_PAGE = 200;
/**
 * Ids are taken at insert, not at commit: a message of another process may commit after a higher
 * id this process has seen. Each process has one statement in flight (≤ BATCH_MAX ids), so ids
 * below the highest seen by more than this are settled; the catch-up re-reads the ones above it and
 * skips those already delivered.
 */
const CATCH_UP_SLACK = 1_000;
/** Ids remembered as delivered (far more than CATCH_UP_SLACK). */
const SEEN_MAX = 20_000;
/** The listening connection is checked this often (a dead peer that sent no FIN). */
const PING_MS = 30_000;

export interface BusLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PostgresBusOptions {
  /** The database URL: the listening connection is opened on it (directly). */
  readonly url: string;
  /** Sends and reads (the processes' pool, `createProcessesPool`). */
  readonly pool: pg.Pool;
  readonly log: BusLog;
  /** First reconnect delay, doubled up to `reconnectMaxMs` (with jitter). */
  readonly reconnectMinMs?: number;
  readonly reconnectMaxMs?: number;
  readonly outboxMax?: number;
}

export interface BusStats {
  /** The listening connection is up. */
  readonly listening: boolean;
  /** Successful LISTEN connections (1 + reconnections). */
  readonly connects: number;
  readonly sent: number;
  readonly received: number;
  /** Dropped from a full queue, or lost to a failed send. */
  readonly dropped: number;
  readonly failed: number;
}

export interface PostgresBus extends LiveBus {
  /** Connects the listener (a failure is logged and retried in the background: never thrown). */
  start(): Promise<void>;
  /** Resolves once everything queued so far was sent (or failed). */
  flush(): Promise<void>;
  /** Sends what is queued (waiting 2 s at most), then stops listening. The pool stays the caller's. */
  close(): Promise<void>;
  stats(): BusStats;
  /** The listening connection's name in pg_stat_activity (`application_name`). */
  readonly listenerName: string;
}

/** The pool the processes' plumbing shares (the bus, the rate-limit store): small, separate from Prisma's. */
export function createProcessesPool(url: string, log: BusLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    idleTimeoutMillis: 30_000,
    // Small queries only: a database away fails them in seconds (logged), it never holds a publish.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    application_name: 'temps-mort processes',
  });
  // An idle client that dies must not take the process with it: the next query opens another.
  pool.on('error', (error) => log.warn({ err: error }, 'a pooled PostgreSQL connection failed'));
  return pool;
}

type Outgoing = { readonly kind: 'message'; readonly topic: string; readonly message: LiveMessage } | { readonly kind: 'invalidate' };

interface Row {
  readonly id: number;
  readonly topic: string;
  readonly message: string;
}

const noop = (): void => {};

/** Closing waits this long at most for the queue to be sent, then for the reads under way. */
const CLOSE_WAIT_MS = 2_000;

async function atMost(ms: number, promise: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

export function createPostgresBus(options: PostgresBusOptions): PostgresBus {
  const { pool, log } = options;
  const origin = randomUUID();
  const listenerName = `temps-mort live ${origin.slice(0, 8)}`;
  const reconnectMinMs = options.reconnectMinMs ?? 100;
  const reconnectMaxMs = options.reconnectMaxMs ?? 5_000;
  const outboxMax = options.outboxMax ?? OUTBOX_MAX;
  let handlers: BusHandlers = { message: noop, invalidate: noop, resync: noop };
  let closed = false;
  const counts = { connects: 0, sent: 0, received: 0, dropped: 0, failed: 0 };

  // ── Sending ──────────────────────────────────────────────────────────────────────────────────
  const outbox: Outgoing[] = [];
  let sending = false;
  let overflowing = false;
  let lastPrune = 0;
  const idle: (() => void)[] = [];

  function enqueue(item: Outgoing): void {
    if (closed) return;
    if (outbox.length >= outboxMax) {
      outbox.shift();
      counts.dropped += 1;
      if (!overflowing) log.error({ queued: outbox.length }, 'live messages pile up (the database is slow or away): the oldest are dropped');
      overflowing = true;
    }
    outbox.push(item);
    if (!sending) void drain();
  }

  /** The next batch: consecutive messages, or consecutive invalidations (one notice says it). */
  function nextBatch(): Outgoing[] {
    const first = outbox[0];
    let n = 1;
    while (n < outbox.length && n < BATCH_MAX && outbox[n]?.kind === first?.kind) n += 1;
    return outbox.splice(0, n);
  }

  async function send(batch: readonly Outgoing[]): Promise<void> {
    if (batch[0]?.kind === 'invalidate') {
      await pool.query('SELECT pg_notify($1, $2)', [INVALIDATE_CHANNEL, origin]);
      return;
    }
    const topics: string[] = [];
    const texts: string[] = [];
    for (const item of batch) {
      if (item.kind !== 'message') continue;
      try {
        texts.push(JSON.stringify(item.message));
        topics.push(item.topic);
      } catch (error) {
        counts.failed += 1;
        log.error({ err: error, topic: item.topic, event: item.message.event }, 'a live message could not be serialized for the other processes');
      }
    }
    if (texts.length === 0) return;
    // One statement, one transaction: the rows and their notice commit together, in order.
    await pool.query(
      `WITH sent AS (
         INSERT INTO "LiveMessage" ("topic", "message", "origin", "createdAt")
         SELECT u.topic, u.message, $3, now() AT TIME ZONE 'UTC'
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(topic, message, n)
         ORDER BY u.n
         RETURNING "id")
       SELECT pg_notify($4, $3 || ':' || string_agg("id"::text, ',' ORDER BY "id")) FROM sent`,
      [topics, texts, origin, LIVE_CHANNEL],
    );
    counts.sent += texts.length;
  }

  async function drain(): Promise<void> {
    sending = true;
    try {
      while (outbox.length > 0) {
        const batch = nextBatch();
        try {
          await send(batch);
          if (overflowing) log.warn({ dropped: counts.dropped }, 'live messages flow again');
          overflowing = false;
        } catch (error) {
          counts.failed += batch.length;
          log.error({ err: error, count: batch.length }, 'live messages could not reach the other processes');
        }
        if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pool
            .query(`DELETE FROM "LiveMessage" WHERE "createdAt" < now() AT TIME ZONE 'UTC' - make_interval(secs => $1)`, [LIVE_RETENTION_MS / 1000])
            .catch((error: unknown) => log.warn({ err: error }, 'expired live messages could not be pruned'));
        }
      }
    } finally {
      sending = false;
      for (const wake of idle.splice(0)) wake();
    }
  }

  // ── Receiving ────────────────────────────────────────────────────────────────────────────────
  let client: pg.Client | null = null;
  let connecting = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;
  /** When the listening connection was lost (null: listening, or never connected yet). */
  let lostAt: number | null = null;
  /** The highest id seen (delivered, or this process's own); null until the first connection. */
  let highest: number | null = null;
  const seen = new Set<number>();
  /** Reads and deliveries, one after the other: the order of the ids. */
  let reading: Promise<void> = Promise.resolve();

  function note(id: number): void {
    seen.add(id);
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as number);
    if (highest === null || id > highest) highest = id;
  }

  function deliver(rows: readonly Row[]): void {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      note(row.id);
      counts.received += 1;
      try {
        handlers.message(row.topic, JSON.parse(row.message) as LiveMessage);
      } catch (error) {
        log.error({ err: error, id: row.id }, 'a live message from another process could not be delivered');
      }
    }
  }

  async function read(ids: readonly number[]): Promise<void> {
    const wanted = ids.filter((id) => !seen.has(id));
    for (let i = 0; i < wanted.length; i += CATCH_UP_PAGE) {
      const page = wanted.slice(i, i + CATCH_UP_PAGE);
      const { rows } = await pool.query<Row>('SELECT "id", "topic", "message" FROM "LiveMessage" WHERE "id" = ANY($1::int[]) ORDER BY "id"', [page]);
      deliver(rows);
    }
  }

  /** After a reconnection: every other process's message stored since (ids above the settled ones). */
  async function catchUp(): Promise<void> {
    const after = Math.max(0, (highest ?? 0) - CATCH_UP_SLACK);
    const { rows } = await pool.query<{ id: number }>('SELECT "id" FROM "LiveMessage" WHERE "id" > $1 AND "origin" <> $2 ORDER BY "id"', [after, origin]);
    await read(rows.map((r) => r.id));
  }

  function then(task: () => Promise<void>, what: string): void {
    reading = reading.then(task).catch((error: unknown) => log.error({ err: error }, what));
  }

  function onNotice(notice: pg.Notification): void {
    const payload = notice.payload ?? '';
    if (notice.channel === INVALIDATE_CHANNEL) {
      if (payload !== origin) handlers.invalidate();
      return;
    }
    const colon = payload.indexOf(':');
    const ids = payload
      .slice(colon + 1)
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id));
    if (payload.slice(0, colon) === origin) {
      for (const id of ids) note(id);
      return;
    }
    then(() => read(ids), 'live messages from another process could not be read');
  }

  function lose(lost: pg.Client, error: unknown): void {
    lost.removeAllListeners('notification');
    lost.removeAllListeners('end');
    lost.removeAllListeners('error');
    lost.on('error', noop);
    void lost.end().catch(noop);
    if (client !== lost) return;
    client = null;
    lostAt = Date.now();
    if (!closed) {
      log.warn({ err: error }, 'the live connection to PostgreSQL was lost: reconnecting');
      scheduleReconnect();
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url, keepAlive: true, connectionTimeoutMillis: 5_000, application_name: listenerName });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('connection ended')));
    next.on('notification', onNotice);
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${INVALIDATE_CHANNEL}`);
    } catch (error) {
      lose(next, error);
      throw error;
    }
    if (closed) {
      lose(next, null);
      return;
    }
    client = next;
    attempt = 0;
    counts.connects += 1;
    const wasLost = lostAt;
    lostAt = null;
    if (highest === null) {
      // The first connection: what is stored already is the past.
      then(async () => {
        const { rows } = await pool.query<{ max: number | null }>('SELECT max("id") AS max FROM "LiveMessage"');
        if (highest === null) highest = rows[0]?.max ?? 0;
      }, 'the live messages could not be read');
    } else if (wasLost !== null && Date.now() - wasLost > LIVE_RETENTION_MS - PRUNE_EVERY_MS) {
      // Away longer than messages are surely kept: some may be gone. Every stream reconnects
      // and reads its backlog from the database; cached callers are forgotten too.
      log.warn({ awayMs: Date.now() - wasLost }, 'the live connection was away too long: every live stream reconnects');
      then(async () => {
        handlers.resync();
        await catchUp();
      }, 'the live messages could not be read');
    } else {
      // Sign-outs and revocations may have been missed too.
      handlers.invalidate();
      then(catchUp, 'the live messages missed could not be read');
    }
  }

  function scheduleReconnect(): void {
    if (closed || retry !== null || connecting) return;
    const base = Math.min(reconnectMaxMs, reconnectMinMs * 2 ** attempt);
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void attemptConnect();
    }, base / 2 + Math.random() * (base / 2));
    retry.unref();
  }

  async function attemptConnect(): Promise<void> {
    if (closed || client !== null || connecting) return;
    connecting = true;
    try {
      await connect();
    } catch (error) {
      if (!closed) log.warn({ err: error, attempt }, 'the live connection to PostgreSQL failed: retrying');
    } finally {
      connecting = false;
      if (client === null) scheduleReconnect();
    }
  }

  // One ping at a time: pg 8 warns (and pg 9 refuses) a query sent while another runs on a client.
  let pinging = false;
  const ping = setInterval(() => {
    const current = client;
    if (current === null || pinging) return;
    pinging = true;
    current
      .query('SELECT 1')
      .catch((error: unknown) => lose(current, error))
      .finally(() => {
        pinging = false;
      });
  }, PING_MS);
  ping.unref();

  function flush(): Promise<void> {
    if (!sending && outbox.length === 0) return Promise.resolve();
    return new Promise((resolve) => idle.push(resolve));
  }

  return {
    origin,
    listenerName,
    publish(topic, message) {
      enqueue({ kind: 'message', topic, message });
    },
    invalidate() {
      enqueue({ kind: 'invalidate' });
    },
    listen(next) {
      handlers = next;
    },
    async start() {
      await attemptConnect();
      await reading;
    },
    flush,
    async close() {
      await atMost(CLOSE_WAIT_MS, flush());
      closed = true;
      outbox.length = 0;
      for (const wake of idle.splice(0)) wake();
      clearInterval(ping);
      if (retry !== null) clearTimeout(retry);
      const current = client;
      client = null;
      if (current !== null) lose(current, null);
      await atMost(CLOSE_WAIT_MS, reading);
    },
    stats: () => ({ listening: client !== null, ...counts }),
  };
}

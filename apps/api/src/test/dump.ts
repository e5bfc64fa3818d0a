/**
 * Every row of every table of a test database, read straight from the database: tests compare a
 * dump taken before a refused request with one taken after ("the database unchanged").
 *
 * `where` is the SQLite file, or on PostgreSQL the database's URL (TestDatabase.path). Synchronous
 * on both, so a test reads it as a value: on PostgreSQL a worker thread queries through pg while
 * this thread waits for its answer (Atomics.wait); rows as JSON (timestamps as ISO text), ordered
 * by their text.
 */
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import Database from 'better-sqlite3';

export type Dump = Record<string, unknown[]>;

/**
 * Tables of the processes' plumbing, not of any campaign (PostgreSQL: live messages crossing
 * processes, rate-limit counters; live/, plugins/rateLimitStore.ts). A refused request may still
 * count against a rate limit, and a publish lands after the answer: never part of "unchanged".
 */
export const PLUMBING_TABLES: readonly string[] = ['LiveMessage', 'RateLimitHit'];

export function dumpDatabase(where: string, options: { skip?: readonly string[] } = {}): Dump {
  if (/^postgres(?:ql)?:\/\//.test(where)) return dumpPostgres(where, options);
  const conn = new Database(where, { readonly: true, fileMustExist: true });
  try {
    const tables = conn
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name")
      .all() as { name: string }[];
    const out: Dump = {};
    for (const { name } of tables) {
      if (options.skip?.includes(name) || PLUMBING_TABLES.includes(name)) continue;
      out[name] = conn.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    }
    return out;
  } finally {
    conn.close();
  }
}

/** The worker: one pg client per database URL, a query per message, its answer on the shared port. */
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const pg = require(workerData.pg);
const { port, done } = workerData;
const clients = new Map();
parentPort.on('message', async ({ url, sql }) => {
  let answer;
  try {
    let client = clients.get(url);
    if (!client) {
      client = new pg.Client({ connectionString: url });
      // A dropped test database ends its connection: forget it, never crash.
      client.on('error', () => clients.delete(url));
      await client.connect();
      clients.set(url, client);
    }
    answer = { rows: (await client.query(sql)).rows };
  } catch (error) {
    clients.delete(url);
    answer = { error: String((error && error.message) || error) };
  }
  port.postMessage(answer);
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
});
`;

let worker: { readonly thread: Worker; readonly reply: MessagePort; readonly done: Int32Array } | undefined;

/** Runs `sql` on `url` in the worker and waits for its rows (at most 60 s). */
function query<T>(url: string, sql: string): T[] {
  if (worker === undefined) {
    const { port1, port2 } = new MessageChannel();
    const done = new Int32Array(new SharedArrayBuffer(4));
    const pg = createRequire(import.meta.url).resolve('pg');
    const thread = new Worker(WORKER, { eval: true, workerData: { pg, port: port2, done }, transferList: [port2] });
    thread.unref();
    worker = { thread, reply: port1, done };
  }
  const { thread, reply, done } = worker;
  Atomics.store(done, 0, 0);
  thread.postMessage({ url, sql });
  if (Atomics.wait(done, 0, 0, 60_000) === 'timed-out') throw new Error(`dumpDatabase: no answer from ${url} in 60 s`);
  const answer = receiveMessageOnPort(reply)?.message as { rows?: T[]; error?: string } | undefined;
  if (answer?.rows === undefined) throw new Error(`dumpDatabase: ${answer?.error ?? 'no answer'}`);
  return answer.rows;
}

const tablesOf = new Map<string, string[]>();

function dumpPostgres(url: string, options: { skip?: readonly string[] }): Dump {
  let tables = tablesOf.get(url);
  if (tables === undefined) {
    tables = query<{ tablename: string }>(
      url,
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename",
    ).map((row) => row.tablename);
    tablesOf.set(url, tables);
  }
  const wanted = tables.filter((name) => !options.skip?.includes(name) && !PLUMBING_TABLES.includes(name));
  if (wanted.length === 0) return {};
  const parts = wanted.map((name) => `'${name}', (SELECT coalesce(json_agg(t ORDER BY t::text), '[]') FROM "${name}" t)`);
  // json_build_object takes 100 arguments at most: one object per 50 tables, merged here.
  const out: Dump = {};
  for (let i = 0; i < parts.length; i += 50) {
    const [row] = query<{ dump: Dump }>(url, `SELECT json_build_object(${parts.slice(i, i + 50).join(', ')}) AS dump`);
    Object.assign(out, row?.dump);
  }
  return out;
}

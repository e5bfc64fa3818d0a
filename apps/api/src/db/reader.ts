/**
 * A second connection, for the one read that phones make all the time: the crew sheet's
 * stamp (GET /api/crews/:crewId checks the crew's campaign, version and updatedAt, then answers
 * the cached sheet). Through Prisma that small query costs about 60 % of the request's CPU (its
 * query pipeline, the driver adapter, result mapping); a prepared better-sqlite3 statement costs
 * a few microseconds. Measured in docs/performance.md ("API").
 *
 * Correct beside Prisma's own connection: in WAL mode a read sees every transaction committed
 * before it starts, and a write route answers (and publishes) only after its commit. The
 * connection cannot write (`query_only`). Everything else reads and writes through Prisma.
 *
 * Bounded: one prepared statement for the process's life, and a page cache of READER_CACHE_KIB
 * (SQLite's default, 2 MiB: a smaller one slowed the hot read in bench:api).
 *
 * On PostgreSQL the same stamp is one plain query on a small pg pool of its own (READER_POOL_MAX
 * connections), still outside Prisma's pipeline. A read sees every transaction committed before
 * it starts (READ COMMITTED), so the same reasoning holds, across processes too.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { databaseKind } from './databaseUrl';
import { databaseFilePath } from './migrate';

export interface CrewStamp {
  readonly campaignId: string;
  readonly version: number;
  readonly updatedAt: Date;
}

/** The reader connection's page cache, in KiB. */
export const READER_CACHE_KIB = 2048;

/** The reader's connections on PostgreSQL. */
export const READER_POOL_MAX = 4;

export interface Reader {
  /**
   * The crew's campaign, version and updatedAt, or null when there is no such crew: at once on
   * SQLite (a prepared statement), a promise on PostgreSQL.
   */
  crewStamp(crewId: string): CrewStamp | null | Promise<CrewStamp | null>;
  /** SQLite: the connection's page cache bound, in KiB (read back from SQLite); PostgreSQL: 0. */
  readonly cacheKiB: number;
  close(): void | Promise<void>;
}

/** Prisma writes DateTime as integer milliseconds here (`unixepoch-ms`); other writers may use text. */
function dateOf(value: unknown): Date {
  return typeof value === 'number' || typeof value === 'bigint' ? new Date(Number(value)) : new Date(String(value));
}

// Prisma stores `timestamp(3)` in UTC; read as timestamptz so pg never applies the host's zone.
const STAMP_SQL = `SELECT "campaignId", "version", "updatedAt" AT TIME ZONE 'UTC' AS "updatedAt" FROM "Crew" WHERE "id" = $1`;

function createPostgresReader(databaseUrl: string): Reader {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: READER_POOL_MAX, application_name: 'temps-mort-reader' });
  // An idle connection the server dropped must not crash the process: the next query reconnects.
  pool.on('error', () => undefined);
  return {
    async crewStamp(crewId) {
      const { rows } = await pool.query<{ campaignId: string; version: number; updatedAt: Date }>(STAMP_SQL, [crewId]);
      const row = rows[0];
      return row === undefined ? null : { campaignId: row.campaignId, version: row.version, updatedAt: row.updatedAt };
    },
    cacheKiB: 0,
    close() {
      return pool.end();
    },
  };
}

export function createReader(databaseUrl: string): Reader {
  if (databaseKind(databaseUrl) === 'postgresql') return createPostgresReader(databaseUrl);
  const db = new Database(databaseFilePath(databaseUrl), { fileMustExist: true });
  db.pragma('query_only = ON');
  // A negative cache_size is in KiB.
  db.pragma(`cache_size = -${READER_CACHE_KIB}`);
  const stamp = db.prepare<[string], { campaignId: string; version: number; updatedAt: unknown }>(
    'SELECT "campaignId", "version", "updatedAt" FROM "Crew" WHERE "id" = ?',
  );
  return {
    crewStamp(crewId) {
      const row = stamp.get(crewId);
      return row === undefined ? null : { campaignId: row.campaignId, version: row.version, updatedAt: dateOf(row.updatedAt) };
    },
    cacheKiB: -Number(db.pragma('cache_size', { simple: true })),
    close() {
      db.close();
    },
  };
}

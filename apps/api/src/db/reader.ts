/**
 * A second SQLite connection, for the one read that phones make all the time: the crew sheet's
 * stamp (GET /api/crews/:crewId checks the crew's campaign, version and updatedAt, then answers
 * the cached sheet). Through Prisma that small query costs about 60 % of the request's CPU (its
 * query pipeline, the driver adapter, result mapping); a prepared better-sqlite3 statement costs
 * a few microseconds. Measured in docs/performance.md ("API").
 *
 * Correct beside Prisma's own connection: in WAL mode a read sees every transaction committed
 * before it starts, and a write route answers (and publishes) only after its commit. The
 * connection cannot write (`query_only`). Everything else reads and writes through Prisma.
 */
import Database from 'better-sqlite3';
import { databaseFilePath } from './migrate';

export interface CrewStamp {
  readonly campaignId: string;
  readonly version: number;
  readonly updatedAt: Date;
}

export interface Reader {
  /** The crew's campaign, version and updatedAt, or null when there is no such crew. */
  crewStamp(crewId: string): CrewStamp | null;
  close(): void;
}

/** Prisma writes DateTime as integer milliseconds here (`unixepoch-ms`); other writers may use text. */
function dateOf(value: unknown): Date {
  return typeof value === 'number' || typeof value === 'bigint' ? new Date(Number(value)) : new Date(String(value));
}

export function createReader(databaseUrl: string): Reader {
  const db = new Database(databaseFilePath(databaseUrl), { fileMustExist: true });
  db.pragma('query_only = ON');
  const stamp = db.prepare<[string], { campaignId: string; version: number; updatedAt: unknown }>(
    'SELECT "campaignId", "version", "updatedAt" FROM "Crew" WHERE "id" = ?',
  );
  return {
    crewStamp(crewId) {
      const row = stamp.get(crewId);
      return row === undefined ? null : { campaignId: row.campaignId, version: row.version, updatedAt: dateOf(row.updatedAt) };
    },
    close() {
      db.close();
    },
  };
}

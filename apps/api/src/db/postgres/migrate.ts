/**
 * The runtime migrator on PostgreSQL, run at server start: applies the pending migrations of
 * prisma/postgresql/migrations and records each in `_prisma_migrations` exactly as Prisma's schema
 * engine records them on PostgreSQL, so `prisma migrate deploy` (native CLI) accepts the same
 * database and folder later, and vice versa. The SQLite twin is ../migrate.ts (same checks, same
 * history rules: `checkHistory`).
 *
 * - Under `pg_advisory_lock(72707369)`, the very lock Prisma's engine takes to migrate: processes
 *   starting together (and a `prisma migrate deploy` beside them) migrate one at a time; each
 *   re-reads the history once it holds the lock, so every migration is applied once.
 * - Each migration in one transaction with its `_prisma_migrations` row (PostgreSQL runs DDL in
 *   transactions): a failed migration leaves no trace. Prisma would leave a failed row needing
 *   `migrate resolve`.
 * - The row: a v4 UUID id, Prisma's checksum (../migrate.ts `migrationChecksum`), started_at and
 *   finished_at as `timestamptz`, logs NULL, applied_steps_count 1; the table's DDL is the engine's.
 * - No data steps: they move data of older SQLite releases, and a PostgreSQL database starts at the
 *   release that brought PostgreSQL (its migrations folder begins with one `init`).
 * - Fast path: the history is read once without the lock; nothing pending means nothing locked.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { redactedUrl } from '../databaseUrl';
import { checkHistory, isFinished, listMigrations, type AppliedRow, type MigrateResult } from '../migrate';
import { repoPaths } from '../paths';

/** Exactly the table Prisma's schema engine creates on PostgreSQL (sql-schema-connector, postgres flavour). */
export const PRISMA_MIGRATIONS_TABLE_SQL_POSTGRES = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);
`;

/** Prisma's migration lock key (prisma-engines, postgres flavour: `pg_advisory_lock(72707369)`). */
export const MIGRATION_LOCK_KEY = 72707369;

export interface MigratePostgresOptions {
  /** `postgresql://…` of the database (it must exist). */
  readonly url: string;
  /** Defaults to prisma/postgresql/migrations in the repository. */
  readonly migrationsDir?: string;
  /** Warnings (an edited or unknown migration); defaults to console.warn. */
  readonly warn?: (message: string) => void;
  /** Injected clock for the recorded timestamps. */
  readonly now?: () => number;
  /** Called once this migrator holds the lock, before it re-reads the history (tests only). */
  readonly onLocked?: () => void | Promise<void>;
}

const HISTORY_SQL = `SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at`;

async function hasHistoryTable(client: pg.Client): Promise<boolean> {
  // `to_regclass` answers null, not an error, when the table is missing (search_path resolved).
  const exists = await client.query<{ found: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS found`);
  return exists.rows[0]?.found != null;
}

async function readHistory(client: pg.Client): Promise<AppliedRow[]> {
  return (await hasHistoryTable(client)) ? (await client.query<AppliedRow>(HISTORY_SQL)).rows : [];
}

/** Applies pending migrations to the PostgreSQL database at `url`. */
export async function migratePostgres(options: MigratePostgresOptions): Promise<MigrateResult> {
  const started = performance.now();
  const warn = options.warn ?? ((message: string) => console.warn(`[migrate] ${message}`));
  const now = options.now ?? Date.now;
  const migrations = listMigrations(options.migrationsDir ?? repoPaths.postgresMigrations);
  const where = redactedUrl(options.url);
  const applied: string[] = [];
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    const before = await readHistory(client);
    checkHistory(before, migrations, warn);
    const doneBefore = new Set(before.filter(isFinished).map((row) => row.migration_name));
    if (migrations.every((migration) => doneBefore.has(migration.name))) {
      return { path: where, applied, durationMs: performance.now() - started };
    }

    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await options.onLocked?.();
      // Another process may have migrated while we waited for the lock: read again.
      if (!(await hasHistoryTable(client))) await client.query(PRISMA_MIGRATIONS_TABLE_SQL_POSTGRES);
      const done = new Set((await readHistory(client)).filter(isFinished).map((row) => row.migration_name));
      for (const migration of migrations) {
        if (done.has(migration.name)) continue;
        await client.query('BEGIN');
        try {
          const startedAt = new Date(now());
          // A parameterless query goes through the simple protocol: the whole script at once.
          await client.query(migration.script);
          await client.query(
            `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
             VALUES ($1, $2, $3, $4, NULL, NULL, $5, 1)`,
            [randomUUID(), migration.checksum, new Date(now()), migration.name, startedAt],
          );
          await client.query('COMMIT');
          applied.push(migration.name);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`, { cause: error });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
    return { path: where, applied, durationMs: performance.now() - started };
  } finally {
    await client.end();
  }
}

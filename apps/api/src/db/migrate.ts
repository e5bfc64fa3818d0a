/**
 * The runtime migrator, run at server start: applies the pending migrations of prisma/migrations
 * to the SQLite file and records each in Prisma's standard `_prisma_migrations` table, exactly as
 * Prisma's schema engine records them, so `prisma migrate deploy` (native CLI) accepts the same
 * database and folder later, and vice versa.
 *
 * Why not the schema engine itself: instantiating its WebAssembly takes about a second; applying a
 * few SQL files with better-sqlite3 takes milliseconds (the target is a ≤ 1 s cold start).
 *
 * What it does, per pending migration (sorted by folder name, as Prisma sorts them):
 * - one IMMEDIATE transaction holding the script and its `_prisma_migrations` row, so a failed
 *   migration leaves no trace (Prisma would leave a failed row needing `migrate resolve`);
 * - foreign-key enforcement off around it (SQLite ignores `PRAGMA foreign_keys` inside a
 *   transaction, and Prisma's table redefinitions need it off, or dropping a parent table would
 *   cascade-delete its children), then `PRAGMA foreign_key_check` before commit;
 * - the checksum is Prisma's: lower-case hex SHA-256 of the script's UTF-8 bytes, zero-padded to 64
 *   characters (prisma-engines, schema-connector/src/checksum.rs, `render_checksum`);
 * - the row: a v4 UUID id, started_at and finished_at as integer milliseconds (what the engine
 *   writes through the better-sqlite3 adapter with `timestampFormat: 'unixepoch-ms'`), logs NULL,
 *   applied_steps_count 1.
 * - a migration with a data step (./upgrades: data moved from an old shape to a new one) runs it
 *   right after its SQL, in the same transaction; before the first such migration on a database
 *   that already holds a campaign, the file is copied into its backups folder (the group's
 *   campaign never depends on a data step being right).
 * Applying twice is a no-op. The database is left in WAL mode.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { backupDatabase } from '../domain/backup/sqlite';
import { MIGRATION_SCRIPT_FILE, repoPaths } from './paths';
import { DATA_STEPS, type DataStep } from './upgrades';

/** Exactly the table Prisma's schema engine creates on SQLite (sql-schema-connector, sqlite.rs). */
export const PRISMA_MIGRATIONS_TABLE_SQL = `CREATE TABLE "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
);
`;

/** Prisma's migration checksum: SHA-256 of the script, 64 lower-case hex digits. */
export function migrationChecksum(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('hex');
}

export interface MigrationFile {
  /** The folder name, e.g. `20261130095051_init`. */
  readonly name: string;
  readonly script: string;
  readonly checksum: string;
}

/** The migrations in `dir`, sorted as Prisma sorts them (folder names, localeCompare). */
export function listMigrations(dir: string = repoPaths.migrations): MigrationFile[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const script = readFileSync(path.join(dir, name, MIGRATION_SCRIPT_FILE), 'utf8');
      return { name, script, checksum: migrationChecksum(script) };
    });
}

export interface MigrateOptions {
  /** A database URL or path (`file:./data/x.db`, `/abs/x.db`); defaults to DATABASE_URL, else data/temps-mort.db at the repository root. */
  readonly url?: string;
  /** Defaults to prisma/migrations in the repository. */
  readonly migrationsDir?: string;
  /** Warnings (an edited or unknown migration); defaults to console.warn. */
  readonly warn?: (message: string) => void;
  /** Injected clock for the recorded timestamps. */
  readonly now?: () => number;
  /** Data steps by migration name; defaults to ./upgrades. */
  readonly dataSteps?: Readonly<Record<string, DataStep>>;
}

export interface MigrateResult {
  /** Absolute path of the database file (on PostgreSQL: the URL, without its password). */
  readonly path: string;
  /** The migrations applied by this call, in order (empty when already up to date). */
  readonly applied: readonly string[];
  readonly durationMs: number;
  /** The backup written before a data step, if one was. */
  readonly backup?: string;
}

/**
 * The default database: data/temps-mort.db at the repository root, whatever the current directory
 * (root scripts, `pnpm --filter` scripts and tests run from different folders).
 */
export const DEFAULT_DATABASE_FILE = path.join(repoPaths.root, 'data', 'temps-mort.db');

/**
 * The database file: DATABASE_URL when set (`file:` stripped, query string dropped, a relative
 * path resolved from the current directory, as the better-sqlite3 adapter resolves it), else
 * DEFAULT_DATABASE_FILE. `:memory:` is refused: the server's database is a file.
 */
export function databaseFilePath(url: string | undefined = process.env.DATABASE_URL): string {
  if (url === undefined || url === '') return DEFAULT_DATABASE_FILE;
  const bare = url.replace(/^file:/, '').replace(/\?.*$/, '');
  if (bare === '' || bare === ':memory:') throw new Error(`DATABASE_URL must name a SQLite file, got "${url}"`);
  return path.resolve(bare);
}

/** A `_prisma_migrations` row as the migrators read it (timestamps: numbers on SQLite, Dates on PostgreSQL). */
export interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: number | string | Date | null;
  rolled_back_at: number | string | Date | null;
}

/** Applies pending migrations to the SQLite file; creates the file and its folder if needed. */
export function migrate(options: MigrateOptions = {}): MigrateResult {
  const started = performance.now();
  const file = databaseFilePath(options.url);
  const warn = options.warn ?? ((message: string) => console.warn(`[migrate] ${message}`));
  const now = options.now ?? Date.now;
  mkdirSync(path.dirname(file), { recursive: true });

  const db = new Database(file);
  const applied: string[] = [];
  try {
    db.pragma('journal_mode = WAL');
    const migrations = listMigrations(options.migrationsDir);

    const hasTable = (): boolean =>
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get() !== undefined;
    const appliedRows = (): AppliedRow[] =>
      hasTable()
        ? (db
            .prepare('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at')
            .all() as AppliedRow[])
        : [];

    // Fast path (every start after the first): read the table once, outside any write lock.
    const before = appliedRows();
    checkHistory(before, migrations, warn);
    const done = new Set(before.filter(isFinished).map((row) => row.migration_name));
    const pending = migrations.filter((migration) => !done.has(migration.name));
    if (pending.length === 0) return { path: file, applied, durationMs: performance.now() - started };

    const dataSteps = options.dataSteps ?? DATA_STEPS;
    let backup: string | undefined;
    if (before.length > 0 && pending.some((migration) => dataSteps[migration.name] !== undefined)) {
      db.pragma('wal_checkpoint(TRUNCATE)');
      backup = backupDatabase(file, { now: new Date(now()) }).path;
    }

    db.pragma('foreign_keys = OFF');
    for (const migration of pending) {
      db.exec('BEGIN IMMEDIATE');
      try {
        // Another process may have applied it since we looked: re-check under the write lock.
        if (!hasTable()) db.exec(PRISMA_MIGRATIONS_TABLE_SQL);
        const already = db
          .prepare(
            'SELECT 1 FROM "_prisma_migrations" WHERE migration_name = ? AND finished_at IS NOT NULL AND rolled_back_at IS NULL',
          )
          .get(migration.name);
        if (already !== undefined) {
          db.exec('COMMIT');
          continue;
        }
        const startedAt = now();
        db.exec(migration.script);
        dataSteps[migration.name]?.(db);
        const violations = db.pragma('foreign_key_check') as unknown[];
        if (violations.length > 0) {
          throw new Error(`leaves ${violations.length} foreign key violation(s): ${JSON.stringify(violations.slice(0, 3))}`);
        }
        db.prepare(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)`,
        ).run(randomUUID(), migration.checksum, now(), migration.name, startedAt);
        db.exec('COMMIT');
        applied.push(migration.name);
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`, { cause: error });
      }
    }
    db.pragma('foreign_keys = ON');
    return { path: file, applied, durationMs: performance.now() - started, ...(backup === undefined ? {} : { backup }) };
  } finally {
    db.close();
  }
}

export function isFinished(row: AppliedRow): boolean {
  return row.finished_at !== null && row.rolled_back_at === null;
}

/** Refuses what `prisma migrate deploy` refuses (a failed migration); warns about the rest. */
export function checkHistory(rows: readonly AppliedRow[], migrations: readonly MigrationFile[], warn: (m: string) => void): void {
  const byName = new Map(migrations.map((migration) => [migration.name, migration]));
  for (const row of rows) {
    if (row.rolled_back_at !== null) continue;
    if (row.finished_at === null) {
      throw new Error(
        `Migration ${row.migration_name} is recorded as started but not finished (a failed migration, Prisma P3009). ` +
          'Restore a backup, or resolve it with `prisma migrate resolve` on a machine with the native CLI.',
      );
    }
    const file = byName.get(row.migration_name);
    if (file === undefined) {
      warn(`${row.migration_name} is applied to the database but missing from the migrations folder.`);
    } else if (file.checksum !== row.checksum) {
      warn(`${row.migration_name} was edited after it was applied (checksum differs); it is not re-applied.`);
    }
  }
}

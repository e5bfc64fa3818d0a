/**
 * The Prisma client on SQLite through the better-sqlite3 driver adapter (Prisma 7: no Rust query
 * engine). Timestamps are stored as integer milliseconds (`unixepoch-ms`), as Prisma's native
 * SQLite driver writes them, so the native CLI and this client read the same file alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client';
import { FALLBACK_PAGES } from './checkpointer';
import { databaseFilePath, migrate, type MigrateResult } from './migrate';

export type { PrismaClient } from '../generated/prisma/client';

/**
 * Query plans the client keeps, least recently used out first: Prisma's default, said here so that
 * the bound is ours. A plan is cached per query shape, and a shape says which of the query's values
 * are equal (`coin` and `heat` both 3 is another plan than 3 and 4): callers vary it at will, up
 * to this bound (~5 KiB a plan, ~5 MiB in all). 256 made the write path recompile (bench:api).
 */
export const QUERY_PLAN_CACHE_MAX = 1000;

/**
 * A client on the SQLite file named by `url` (default: DATABASE_URL, else data/temps-mort.db at
 * the repository root; see `databaseFilePath`). Run `migrate()` first.
 */
export function createPrismaClient(url?: string): PrismaClient {
  const adapter = new PrismaBetterSqlite3(
    // An absolute path: the adapter would otherwise resolve it from the current directory too,
    // but then the client and the migrator could disagree if the process changes directory.
    { url: `file:${databaseFilePath(url)}` },
    { timestampFormat: 'unixepoch-ms' },
  );
  return new PrismaClient({ adapter, queryPlanCacheMaxSize: QUERY_PLAN_CACHE_MAX });
}

/**
 * Per-connection settings for the server's client: `synchronous = NORMAL` is safe in WAL mode
 * (a power cut may lose the last commits, never corrupt the file) and makes writes much cheaper;
 * the log is checkpointed between writes rather than inside them (db/checkpointer.ts).
 * WAL itself is a property of the file, set by `migrate()`.
 */
export async function tuneConnection(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe('PRAGMA synchronous = NORMAL');
  // Checkpoints happen between writes (db/checkpointer.ts); a commit checkpoints only past this.
  await prisma.$executeRawUnsafe(`PRAGMA wal_autocheckpoint = ${FALLBACK_PAGES}`);
}

export interface TestDatabase {
  readonly prisma: PrismaClient;
  /** `file:` URL of the database, for a second client or the server under test. */
  readonly url: string;
  readonly path: string;
  readonly migration: MigrateResult;
  /** Disconnects the client and deletes the temp folder. */
  cleanup(): Promise<void>;
}

/**
 * For tests: a fresh SQLite file in its own temp folder, migrated with the runtime migrator, and
 * a client on it. Call `cleanup()` in `afterAll`/`afterEach`.
 */
export function createTestDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-test-'));
  const file = path.join(dir, 'test.db');
  const url = `file:${file}`;
  const migration = migrate({ url });
  const prisma = createPrismaClient(url);
  return {
    prisma,
    url,
    path: file,
    migration,
    async cleanup() {
      await prisma.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The Prisma client (Prisma 7: no Rust query engine, a driver adapter), on the database the URL
 * names (./databaseUrl.ts):
 * - SQLite (the default) through the better-sqlite3 adapter. Timestamps are stored as integer
 *   milliseconds (`unixepoch-ms`), as Prisma's native SQLite driver writes them, so the native
 *   CLI and this client read the same file alike.
 * - PostgreSQL (`postgresql://…`) through the pg adapter, with the client generated from
 *   prisma/postgresql/schema.prisma (Prisma bakes the provider into the generated client).
 * The code sees one type, `PrismaClient` (the SQLite client's): see `createPrismaClient`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { PrismaClient as PostgresPrismaClient } from '../generated/prisma-postgresql/client';
import { FALLBACK_PAGES } from './checkpointer';
import { databaseKind, postgresDatabaseName, redactedUrl, type DatabaseKind } from './databaseUrl';
import { databaseFilePath, migrate, type MigrateResult } from './migrate';
import { createDatabase, dropDatabase, scratchDatabaseName } from './postgres/databases';
import { migratePostgres } from './postgres/migrate';

export type { PrismaClient } from '../generated/prisma/client';
export type { DatabaseKind } from './databaseUrl';

/**
 * Query plans the client keeps, least recently used out first: Prisma's default, said here so that
 * the bound is ours. A plan is cached per query shape, and a shape says which of the query's values
 * are equal (`coin` and `heat` both 3 is another plan than 3 and 4): callers vary it at will, up
 * to this bound (~5 KiB a plan, ~5 MiB in all). 256 made the write path recompile (bench:api).
 */
export const QUERY_PLAN_CACHE_MAX = 1000;

/**
 * The pg pool's size per client (pg's default, said here so that the bound is ours): a process's
 * concurrent queries beyond it wait for a connection. PostgreSQL's own limit (`max_connections`,
 * 100 by default) must cover every process's pool plus the LISTEN connections.
 */
export const POSTGRES_POOL_MAX = 10;

/** How long a transaction may wait for a pool connection before it fails, on PostgreSQL. */
export const POSTGRES_TRANSACTION_WAIT_MS = 10_000;

/**
 * Whether a client or a transaction client (Prisma makes one per transaction) works on
 * PostgreSQL: read from the provider Prisma keeps on both, `_activeProvider` (not in its types;
 * checked by db/client.test.ts on both databases).
 */
export function onPostgres(db: object): boolean {
  return (db as { _activeProvider?: unknown })._activeProvider === 'postgresql';
}

/** The database a client works on. */
export function clientKind(prisma: PrismaClient): DatabaseKind {
  return onPostgres(prisma) ? 'postgresql' : 'sqlite';
}

/**
 * A client on the database named by `url` (default: DATABASE_URL, else data/temps-mort.db at the
 * repository root; see `databaseFilePath`). Run `migrateDatabase()` first.
 *
 * On PostgreSQL the client is the one generated from prisma/postgresql/schema.prisma, returned as
 * the SQLite client's type. The cast is sound for what the code calls: both are generated from the
 * same models (the PostgreSQL schema is written from the SQLite one, src/db/postgres-schema.test.ts
 * fails if they drift), so the model delegates, their arguments and their results are the same;
 * the PostgreSQL client only accepts more (e.g. `mode: 'insensitive'`, `skipDuplicates`), which
 * the SQLite type never lets the code use. The type check in postgres-schema.test.ts compares the
 * two clients' model APIs.
 */
export function createPrismaClient(url: string | undefined = process.env.DATABASE_URL): PrismaClient {
  if (databaseKind(url) === 'postgresql') {
    const adapter = new PrismaPg({ connectionString: url, max: POSTGRES_POOL_MAX });
    return new PostgresPrismaClient({
      adapter,
      queryPlanCacheMaxSize: QUERY_PLAN_CACHE_MAX,
      // A burst of writers waits for one of the pool's connections (and for its history's turn,
      // domain/history/steps.ts): Prisma's default wait of 2 s would answer the burst with 500s.
      transactionOptions: { maxWait: POSTGRES_TRANSACTION_WAIT_MS },
    }) as unknown as PrismaClient;
  }
  const adapter = new PrismaBetterSqlite3(
    // An absolute path: the adapter would otherwise resolve it from the current directory too,
    // but then the client and the migrator could disagree if the process changes directory.
    { url: `file:${databaseFilePath(url)}` },
    { timestampFormat: 'unixepoch-ms' },
  );
  return new PrismaClient({ adapter, queryPlanCacheMaxSize: QUERY_PLAN_CACHE_MAX });
}

/**
 * Applies the pending migrations of the database's own folder (prisma/migrations on SQLite, with
 * their data steps; prisma/postgresql/migrations on PostgreSQL, under an advisory lock).
 */
export async function migrateDatabase(options: { readonly url: string; readonly warn?: (message: string) => void }): Promise<MigrateResult> {
  return databaseKind(options.url) === 'postgresql' ? migratePostgres(options) : migrate(options);
}

/**
 * Per-connection settings for the server's client. SQLite: `synchronous = NORMAL` is safe in WAL
 * mode (a power cut may lose the last commits, never corrupt the file) and makes writes much
 * cheaper; the log is checkpointed between writes rather than inside them (db/checkpointer.ts).
 * WAL itself is a property of the file, set by `migrate()`. PostgreSQL: nothing to tune per
 * connection (the server's settings are the host's: docs/operations.md).
 */
export async function tuneConnection(prisma: PrismaClient): Promise<void> {
  if (clientKind(prisma) === 'postgresql') return;
  await prisma.$executeRawUnsafe('PRAGMA synchronous = NORMAL');
  // Checkpoints happen between writes (db/checkpointer.ts); a commit checkpoints only past this.
  await prisma.$executeRawUnsafe(`PRAGMA wal_autocheckpoint = ${FALLBACK_PAGES}`);
}

export interface TestDatabase {
  readonly kind: DatabaseKind;
  readonly prisma: PrismaClient;
  /** URL of the database (`file:` or `postgresql://`), for a second client or the server under test. */
  readonly url: string;
  /**
   * Where the database is: the SQLite file's path, or on PostgreSQL its URL (what test/dump.ts
   * reads either way). Tests of SQLite files check `kind` first.
   */
  readonly path: string;
  readonly migration: MigrateResult;
  /** Disconnects the client and deletes the database (its temp folder, or DROP DATABASE). */
  cleanup(): Promise<void>;
}

/**
 * The database tests run on: PostgreSQL when TEST_DATABASE_URL is an admin URL of a PostgreSQL
 * server (a role that may CREATE DATABASE, e.g. `postgresql://postgres@127.0.0.1:5432/postgres`),
 * else SQLite. Tests that exercise one database's own machinery (SQLite files, PRAGMAs) branch on
 * this and test the other database's behaviour instead.
 */
export function testDatabaseKind(): DatabaseKind {
  return databaseKind(process.env.TEST_DATABASE_URL);
}

/**
 * For tests: a fresh database, migrated with the runtime migrator, and a client on it. SQLite: a
 * file in its own temp folder. PostgreSQL (TEST_DATABASE_URL): `CREATE DATABASE tm_test_<random>`
 * on that server. Call `cleanup()` in `afterAll`/`afterEach`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl !== undefined && databaseKind(adminUrl) === 'postgresql') return createPostgresTestDatabase(adminUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-test-'));
  const file = path.join(dir, 'test.db');
  const url = `file:${file}`;
  const migration = migrate({ url });
  const prisma = createPrismaClient(url);
  return {
    kind: 'sqlite',
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

async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = scratchDatabaseName('tm_test');
  const url = await createDatabase(adminUrl, name);
  try {
    const migration = await migratePostgres({ url });
    const prisma = createPrismaClient(url);
    return {
      kind: 'postgresql',
      prisma,
      url,
      path: url,
      migration,
      async cleanup() {
        await prisma.$disconnect();
        await dropDatabase(adminUrl, name);
      },
    };
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw new Error(`Could not prepare the test database ${postgresDatabaseName(url)} on ${redactedUrl(adminUrl)}`, { cause: error });
  }
}

// The PostgreSQL twin of ../prisma-engine.test.ts and ../migrate.test.ts, against Prisma's own
// schema engine (WebAssembly, through the pg adapter): prisma/postgresql/migrations matches its
// schema, the runtime migrator records exactly what `prisma migrate deploy` would, migrates once
// under its lock however many processes start together, and a migration the engine generates
// applies. Runs only in the PostgreSQL pass (files named *.postgres.test.ts need TEST_DATABASE_URL:
// apps/api/vitest.config.ts).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../migrate';
import { repoPaths } from '../paths';
import {
  createMigrationFiles,
  diffMigrationsToSchema,
  migrationLockContent,
  NO_FILTER,
  openSchemaEngine,
  readMigrationList,
  readSchema,
} from '../schema-engine';
import { createDatabase, dropDatabase, scratchDatabaseName } from './databases';
import { MIGRATION_LOCK_KEY, migratePostgres } from './migrate';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-pg-engine-test-'));
const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((name) => dropDatabase(adminUrl, name)));
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh empty database, dropped after the file's tests. */
async function emptyDatabase(): Promise<string> {
  const name = scratchDatabaseName('tm_test');
  made.push(name);
  return createDatabase(adminUrl, name);
}

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const COLUMNS_SQL = `SELECT table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
  FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`;
const INDEXES_SQL = `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`;
const CONSTRAINTS_SQL = `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def
  FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`;
const ROWS_SQL = `SELECT migration_name, checksum, logs, rolled_back_at, applied_steps_count,
  started_at IS NOT NULL AS started, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name`;

const postgres = { kind: 'postgresql' as const, adminUrl };

describe('prisma/postgresql/migrations and the schema engine', { timeout: 120_000 }, () => {
  it('prisma/postgresql/migrations is in sync with its schema (else: pnpm db:migrate:new <name>)', async () => {
    const missing = await diffMigrationsToSchema({ database: postgres });
    expect(missing, `Schema changes with no PostgreSQL migration — run \`pnpm db:migrate:new <name>\`:\n${missing}`).toBeNull();
  });

  it('the lock file is the one the Prisma CLI writes for PostgreSQL', () => {
    expect(readFileSync(path.join(repoPaths.postgresMigrations, 'migration_lock.toml'), 'utf8')).toBe(migrationLockContent('postgresql'));
  });

  it('builds the same database as the schema engine, and the engine (migrate deploy) finds nothing to do', async () => {
    const schema = await readSchema(repoPaths.postgresSchema);
    const migrationsList = await readMigrationList(repoPaths.postgresMigrations);

    const byRunner = await emptyDatabase();
    const result = await migratePostgres({ url: byRunner });
    expect(result.applied).toEqual(listMigrations(repoPaths.postgresMigrations).map((m) => m.name));
    const byEngine = await emptyDatabase();
    const engineSession = await openSchemaEngine({ kind: 'postgresql', url: byEngine, adminUrl }, schema);
    try {
      const applied = await engineSession.call('applyMigrations', (e) => e.applyMigrations({ migrationsList, filters: NO_FILTER }));
      expect(applied.appliedMigrationNames).toEqual(migrationsList.migrationDirectories.map((d) => d.path));
    } finally {
      await engineSession.close();
    }

    // Same tables, columns (`_prisma_migrations` included), indexes and constraints; same rows but ids and times.
    for (const sql of [COLUMNS_SQL, INDEXES_SQL, CONSTRAINTS_SQL, ROWS_SQL]) {
      expect(await query(byRunner, sql)).toEqual(await query(byEngine, sql));
    }

    const onRunnerDb = await openSchemaEngine({ kind: 'postgresql', url: byRunner, adminUrl }, schema);
    try {
      const diagnosis = await onRunnerDb.call('diagnoseMigrationHistory', (e) =>
        e.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTER }),
      );
      expect(diagnosis).toEqual({ editedMigrationNames: [], failedMigrationNames: [], hasMigrationsTable: true, history: null });
      const deploy = await onRunnerDb.call('applyMigrations', (e) => e.applyMigrations({ migrationsList, filters: NO_FILTER }));
      expect(deploy.appliedMigrationNames).toEqual([]);
    } finally {
      await onRunnerDb.close();
    }
  });

  it('db:migrate:new writes nothing when the schema is unchanged', async () => {
    const migrationsDir = path.join(dir, 'unchanged');
    cpSync(repoPaths.postgresMigrations, migrationsDir, { recursive: true });
    expect(await createMigrationFiles({ name: 'nothing', database: postgres, migrationsDir })).toBeNull();
  });

  it('a generated migration applies on live data, in the folder name it is given', async () => {
    const migrationsDir = path.join(dir, 'grow');
    cpSync(repoPaths.postgresMigrations, migrationsDir, { recursive: true });
    const live = await emptyDatabase();
    await migratePostgres({ url: live, migrationsDir });
    await query(live, `INSERT INTO "Campaign" (id, name, "updatedAt") VALUES ('c1', 'Camp', now())`);
    await query(live, `INSERT INTO "Crew" (id, "campaignId", state, "updatedAt") VALUES ('k1', 'c1', '{"crew":{"coin":5}}', now())`);

    const original = await readSchema(repoPaths.postgresSchema);
    const content = original.files[0]!.content;
    const changed = content.replace(/(model Crew \{[\s\S]*?gmNotes\s+String\s+)@default\(""\)/, '$1@default("-")');
    expect(changed).not.toBe(content);
    const schema = { files: [{ path: original.files[0]!.path, content: changed }] };
    expect(await diffMigrationsToSchema({ database: postgres, schema, migrations: await readMigrationList(migrationsDir) })).toMatch(/"Crew"/);

    const created = await createMigrationFiles({ name: 'crew_notes_default', database: postgres, migrationsDir, schema, folderName: '29991231000000_crew_notes_default' });
    expect(path.basename(created!.dir)).toBe('29991231000000_crew_notes_default');
    expect(created!.script).toMatch(/ALTER TABLE "Crew" ALTER COLUMN "gmNotes" SET DEFAULT '-'/);

    expect((await migratePostgres({ url: live, migrationsDir })).applied).toEqual(['29991231000000_crew_notes_default']);
    expect(await query(live, `SELECT id, state, "gmNotes" FROM "Crew"`)).toEqual([{ id: 'k1', state: '{"crew":{"coin":5}}', gmNotes: '' }]);
    expect(await diffMigrationsToSchema({ database: postgres, schema, migrations: await readMigrationList(migrationsDir) })).toBeNull();
  });
});

describe('the runtime migrator on PostgreSQL', { timeout: 60_000 }, () => {
  it('is a no-op the second time: nothing applied, history unchanged', async () => {
    const url = await emptyDatabase();
    await migratePostgres({ url });
    const rows = await query(url, 'SELECT * FROM _prisma_migrations ORDER BY migration_name');
    expect((await migratePostgres({ url })).applied).toEqual([]);
    expect(await query(url, 'SELECT * FROM _prisma_migrations ORDER BY migration_name')).toEqual(rows);
  });

  it('three processes starting together on an empty database: each migration applied once, all three succeed', async () => {
    const url = await emptyDatabase();
    const names = listMigrations(repoPaths.postgresMigrations).map((m) => m.name);
    let holders = 0;
    let most = 0;
    const one = () =>
      migratePostgres({
        url,
        // Hold the lock a moment, so the other two are surely waiting on it meanwhile.
        onLocked: async () => {
          most = Math.max(most, ++holders);
          await new Promise((resolve) => setTimeout(resolve, 150));
          holders -= 1;
        },
      });
    const results = await Promise.all([one(), one(), one()]);
    expect(most).toBe(1);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(names);
    const rows = await query<{ migration_name: string; n: number }>(
      url,
      'SELECT migration_name, count(*)::int AS n FROM _prisma_migrations GROUP BY migration_name ORDER BY migration_name',
    );
    expect(rows).toEqual(names.map((name) => ({ migration_name: name, n: 1 })));
    // And the lock is free again.
    const [free] = await query<{ ok: boolean }>(url, 'SELECT pg_try_advisory_lock($1) AS ok', [MIGRATION_LOCK_KEY]);
    expect(free?.ok).toBe(true);
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    const migrationsDir = path.join(dir, 'failing');
    cpSync(repoPaths.postgresMigrations, migrationsDir, { recursive: true });
    mkdirSync(path.join(migrationsDir, '29991231000000_broken'));
    writeFileSync(
      path.join(migrationsDir, '29991231000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" ("id" TEXT PRIMARY KEY);\nINSERT INTO "Nowhere" VALUES (1);\n',
    );
    const url = await emptyDatabase();
    await expect(migratePostgres({ url, migrationsDir })).rejects.toThrow(/29991231000000_broken failed and was rolled back/);
    expect(await query(url, `SELECT to_regclass('"Half"')::text AS t`)).toEqual([{ t: null }]);
    const recorded = await query<{ migration_name: string }>(url, 'SELECT migration_name FROM _prisma_migrations');
    expect(recorded.map((r) => r.migration_name)).not.toContain('29991231000000_broken');
    expect(recorded.length).toBe(listMigrations(repoPaths.postgresMigrations).length);
  });

  it('refuses to start on a migration recorded as failed (Prisma P3009), and warns about an edited one', async () => {
    const url = await emptyDatabase();
    await migratePostgres({ url });
    const [first] = listMigrations(repoPaths.postgresMigrations);
    await query(url, `UPDATE _prisma_migrations SET checksum = 'edited' WHERE migration_name = $1`, [first!.name]);
    const warnings: string[] = [];
    await migratePostgres({ url, warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([`${first!.name} was edited after it was applied (checksum differs); it is not re-applied.`]);
    await query(url, `UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1`, [first!.name]);
    await expect(migratePostgres({ url, warn: () => {} })).rejects.toThrow(/P3009/);
  });
});

// Checks against Prisma's own schema engine (WebAssembly): the committed migrations match the
// schema, the runtime migrator produces exactly what `prisma migrate deploy` would, and a
// migration the engine generates applies safely. About 2 s in all.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { repoPaths } from './paths';
import {
  createMigrationFiles,
  diffMigrationsToSchema,
  migrationLockContent,
  NO_FILTER,
  openSchemaEngine,
  readMigrationList,
  readSchema,
} from './schema-engine';

const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-engine-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function query<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

const SCHEMA_SQL = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name";
const ROWS_SQL =
  'SELECT migration_name, checksum, logs, rolled_back_at, applied_steps_count, typeof(started_at) AS started, typeof(finished_at) AS finished FROM "_prisma_migrations" ORDER BY migration_name';

describe('prisma/migrations and the schema engine', { timeout: 60_000 }, () => {
  it('prisma/migrations is in sync with prisma/schema.prisma (else: pnpm db:migrate:new <name>)', async () => {
    const missing = await diffMigrationsToSchema();
    expect(missing, `Schema changes with no migration — run \`pnpm db:migrate:new <name>\`:\n${missing}`).toBeNull();
  });

  it('the lock file is the one the Prisma CLI writes', () => {
    expect(readFileSync(path.join(repoPaths.migrations, 'migration_lock.toml'), 'utf8')).toBe(migrationLockContent('sqlite'));
  });

  it('builds the same database as the schema engine, and the engine (migrate deploy) finds nothing to do', async () => {
    const schema = await readSchema();
    const migrationsList = await readMigrationList();

    const byRunner = path.join(dir, 'runner.db');
    migrate({ url: byRunner });
    const byEngine = path.join(dir, 'engine.db');
    const engineSession = await openSchemaEngine(`file:${byEngine}`, schema);
    try {
      const applied = await engineSession.call('applyMigrations', (e) => e.applyMigrations({ migrationsList, filters: NO_FILTER }));
      expect(applied.appliedMigrationNames).toEqual(migrationsList.migrationDirectories.map((d) => d.path));
    } finally {
      await engineSession.close();
    }

    // Same tables, indexes and `_prisma_migrations` definition; same rows but ids and times.
    expect(query(byRunner, SCHEMA_SQL)).toEqual(query(byEngine, SCHEMA_SQL));
    expect(query(byRunner, ROWS_SQL)).toEqual(query(byEngine, ROWS_SQL));

    // What `prisma migrate deploy` / `migrate status` look at, on the runner's database.
    const onRunnerDb = await openSchemaEngine(`file:${byRunner}`, schema);
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
    cpSync(repoPaths.migrations, migrationsDir, { recursive: true });
    expect(await createMigrationFiles({ name: 'nothing', migrationsDir })).toBeNull();
  });

  it('a generated table redefinition applies on live data without cascading deletes', async () => {
    // A copy of the migrations, and a schema change SQLite can only make by redefining the table:
    // a new default on Crew.gmNotes. Crew is the parent of ShareLink and Step (ON DELETE CASCADE).
    const migrationsDir = path.join(dir, 'redefine');
    cpSync(repoPaths.migrations, migrationsDir, { recursive: true });
    const live = path.join(dir, 'live.db');
    migrate({ url: live, migrationsDir });
    const db = new Database(live);
    const now = Date.now();
    db.prepare('INSERT INTO Campaign (id, name, updatedAt) VALUES (?, ?, ?)').run('c1', 'Camp', now);
    db.prepare('INSERT INTO Crew (id, campaignId, state, updatedAt) VALUES (?, ?, ?, ?)').run('k1', 'c1', '{"crew":{"coin":5}}', now);
    db.prepare('INSERT INTO ShareLink (id, crewId, tokenHash) VALUES (?, ?, ?)').run('s1', 'k1', 'h1');
    db.prepare("INSERT INTO Step (id, campaignId, aggregate, aggregateId, crewId, seq, type) VALUES (?, ?, 'crew', ?, ?, ?, ?)").run('e1', 'c1', 'k1', 'k1', 1, 'crew_created');
    db.close();

    const original = await readSchema();
    const content = original.files[0]!.content;
    const changed = content.replace(/(model Crew \{[\s\S]*?gmNotes\s+String\s+)@default\(""\)/, '$1@default("-")');
    expect(changed).not.toBe(content);
    const schema = { files: [{ path: original.files[0]!.path, content: changed }] };
    // The sync check notices the change before a migration exists for it.
    expect(await diffMigrationsToSchema({ schema, migrations: await readMigrationList(migrationsDir) })).toMatch(/"Crew"/);

    const created = await createMigrationFiles({ name: 'crew_notes_default', migrationsDir, schema });
    expect(created).not.toBeNull();
    expect(path.basename(created!.dir)).toMatch(/^\d{14}_crew_notes_default$/);
    expect(created!.script).toMatch(/CREATE TABLE "new_Crew"/);
    expect(created!.script).toMatch(/DROP TABLE "Crew"/);

    expect(migrate({ url: live, migrationsDir }).applied).toEqual([path.basename(created!.dir)]);
    expect(query(live, 'SELECT id, crewId FROM ShareLink')).toEqual([{ id: 's1', crewId: 'k1' }]);
    expect(query(live, 'SELECT id FROM Step')).toEqual([{ id: 'e1' }]);
    expect(query(live, 'SELECT id, state, gmNotes FROM Crew')).toEqual([{ id: 'k1', state: '{"crew":{"coin":5}}', gmNotes: '' }]);
    expect(query(live, 'PRAGMA foreign_key_check')).toEqual([]);
    expect(await diffMigrationsToSchema({ schema, migrations: await readMigrationList(migrationsDir) })).toBeNull();
  });
});

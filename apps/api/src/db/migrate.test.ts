import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { repoPaths } from './paths';
import { databaseFilePath, listMigrations, migrate, migrationChecksum, PRISMA_MIGRATIONS_TABLE_SQL } from './migrate';

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-migrate-test-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(file: string): Database.Database {
  return new Database(file, { readonly: true });
}

/** Everything that defines the schema, in a stable order. */
function schemaOf(file: string): unknown[] {
  const db = open(file);
  try {
    return db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all();
  } finally {
    db.close();
  }
}

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: unknown;
  migration_name: string;
  logs: unknown;
  rolled_back_at: unknown;
  started_at: unknown;
  applied_steps_count: number;
}

function migrationRows(file: string): MigrationRow[] {
  const db = open(file);
  try {
    return db.prepare('SELECT * FROM "_prisma_migrations" ORDER BY started_at').all() as MigrationRow[];
  } finally {
    db.close();
  }
}

/** A migrations folder of our own, in Prisma's layout. */
function migrationsFolder(migrations: Record<string, string>): string {
  const dir = path.join(tempDir(), 'migrations');
  for (const [name, sql] of Object.entries(migrations)) {
    mkdirSync(path.join(dir, name), { recursive: true });
    writeFileSync(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

describe('the runtime migrator', () => {
  it('migrates a fresh file, creating its folder, and records every migration of prisma/migrations', () => {
    const file = path.join(tempDir(), 'nested', 'data', 'fresh.db');
    const result = migrate({ url: `file:${file}` });

    const expected = listMigrations().map((migration) => migration.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(result.path).toBe(file);
    expect(result.applied).toEqual(expected);
    const tables = (schemaOf(file) as { type: string; name: string }[]).filter((row) => row.type === 'table').map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(['_prisma_migrations', 'Campaign', 'Crew', 'Step', 'Roll', 'Wizard']));
  });

  it('is a no-op the second time: nothing applied, schema and history unchanged', () => {
    const file = path.join(tempDir(), 'twice.db');
    migrate({ url: file });
    const schemaBefore = schemaOf(file);
    const rowsBefore = migrationRows(file);

    const second = migrate({ url: file });
    expect(second.applied).toEqual([]);
    expect(schemaOf(file)).toEqual(schemaBefore);
    expect(migrationRows(file)).toEqual(rowsBefore);
  });

  it("records each migration as Prisma does: sha256 checksum of the file, finished, one step", () => {
    const file = path.join(tempDir(), 'rows.db');
    const before = Date.now();
    migrate({ url: file });
    const after = Date.now();

    const rows = migrationRows(file);
    const files = listMigrations();
    expect(rows.map((row) => row.migration_name)).toEqual(files.map((migration) => migration.name));
    for (const row of rows) {
      const script = readFileSync(path.join(repoPaths.migrations, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(script).digest('hex'));
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
      expect(row.rolled_back_at).toBeNull();
      // Integer milliseconds, as the schema engine writes them through the adapter.
      expect(typeof row.started_at).toBe('number');
      expect(typeof row.finished_at).toBe('number');
      expect(row.started_at as number).toBeGreaterThanOrEqual(before);
      expect(row.finished_at as number).toBeGreaterThanOrEqual(row.started_at as number);
      expect(row.finished_at as number).toBeLessThanOrEqual(after);
    }
  });

  it('creates _prisma_migrations with the exact DDL of Prisma’s schema engine', () => {
    const file = path.join(tempDir(), 'ddl.db');
    migrate({ url: file });
    const db = open(file);
    const row = db.prepare("SELECT sql FROM sqlite_master WHERE name = '_prisma_migrations'").get() as { sql: string };
    db.close();
    expect(`${row.sql};\n`).toBe(PRISMA_MIGRATIONS_TABLE_SQL);
  });

  it('leaves the database in WAL mode', () => {
    const file = path.join(tempDir(), 'wal.db');
    migrate({ url: file });
    const db = new Database(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('computes the checksum as Prisma’s render_checksum (its own test vector)', () => {
    expect(migrationChecksum('hello')).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    expect(migrationChecksum('héllo')).toBe(createHash('sha256').update(Buffer.from('héllo', 'utf8')).digest('hex'));
  });

  it('applies only the new migrations when the folder grows', () => {
    const dir = migrationsFolder({ '20240101000000_a': 'CREATE TABLE "A" ("id" INTEGER NOT NULL PRIMARY KEY);\n' });
    const file = path.join(tempDir(), 'grow.db');
    expect(migrate({ url: file, migrationsDir: dir }).applied).toEqual(['20240101000000_a']);

    mkdirSync(path.join(dir, '20240102000000_b'));
    writeFileSync(path.join(dir, '20240102000000_b', 'migration.sql'), 'CREATE TABLE "B" ("id" INTEGER NOT NULL PRIMARY KEY);\n');
    expect(migrate({ url: file, migrationsDir: dir }).applied).toEqual(['20240102000000_b']);
    expect(migrationRows(file).map((row) => row.migration_name)).toEqual(['20240101000000_a', '20240102000000_b']);
  });

  it('rolls a failing migration back whole and records nothing for it', () => {
    const dir = migrationsFolder({
      '20240101000000_ok': 'CREATE TABLE "A" ("id" INTEGER NOT NULL PRIMARY KEY);\n',
      '20240102000000_bad': 'CREATE TABLE "B" ("id" INTEGER NOT NULL PRIMARY KEY);\nTHIS IS NOT SQL;\n',
    });
    const file = path.join(tempDir(), 'bad.db');
    expect(() => migrate({ url: file, migrationsDir: dir })).toThrow(/20240102000000_bad failed and was rolled back/);

    const names = (schemaOf(file) as { name: string }[]).map((row) => row.name);
    expect(names).toContain('A');
    expect(names).not.toContain('B');
    expect(migrationRows(file).map((row) => row.migration_name)).toEqual(['20240101000000_ok']);
  });

  it('refuses a foreign key violation left by a migration', () => {
    const dir = migrationsFolder({
      '20240101000000_fk':
        'CREATE TABLE "P" ("id" INTEGER NOT NULL PRIMARY KEY);\n' +
        'CREATE TABLE "C" ("id" INTEGER NOT NULL PRIMARY KEY, "p" INTEGER NOT NULL REFERENCES "P" ("id"));\n' +
        'INSERT INTO "C" ("id", "p") VALUES (1, 42);\n',
    });
    const file = path.join(tempDir(), 'fk.db');
    expect(() => migrate({ url: file, migrationsDir: dir })).toThrow(/foreign key violation/);
    expect((schemaOf(file) as { name: string }[]).map((row) => row.name)).not.toContain('C');
  });

  it('refuses to start on a migration recorded as failed (Prisma P3009)', () => {
    const dir = migrationsFolder({ '20240101000000_a': 'CREATE TABLE "A" ("id" INTEGER NOT NULL PRIMARY KEY);\n' });
    const file = path.join(tempDir(), 'failed.db');
    const db = new Database(file);
    db.exec(PRISMA_MIGRATIONS_TABLE_SQL);
    db.prepare('INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES (?, ?, ?, ?)').run(
      'x',
      'y',
      '20240101000000_a',
      Date.now(),
    );
    db.close();
    expect(() => migrate({ url: file, migrationsDir: dir })).toThrow(/P3009/);
  });

  it('warns about an edited migration without re-applying it', () => {
    const dir = migrationsFolder({ '20240101000000_a': 'CREATE TABLE "A" ("id" INTEGER NOT NULL PRIMARY KEY);\n' });
    const file = path.join(tempDir(), 'edited.db');
    migrate({ url: file, migrationsDir: dir });
    writeFileSync(path.join(dir, '20240101000000_a', 'migration.sql'), '-- edited\nCREATE TABLE "A" ("id" INTEGER);\n');
    const warnings: string[] = [];
    expect(migrate({ url: file, migrationsDir: dir, warn: (m) => warnings.push(m) }).applied).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/20240101000000_a was edited/)]);
  });

  it('resolves the database file from DATABASE_URL (relative to the current directory), else data/ at the root', () => {
    const saved = process.env.DATABASE_URL;
    try {
      delete process.env.DATABASE_URL;
      expect(databaseFilePath()).toBe(path.join(repoPaths.root, 'data', 'temps-mort.db'));
      process.env.DATABASE_URL = 'file:./elsewhere/x.db';
      expect(databaseFilePath()).toBe(path.resolve('elsewhere', 'x.db'));
      expect(databaseFilePath('file:/srv/tm.db?connection_limit=1')).toBe('/srv/tm.db');
      expect(() => databaseFilePath(':memory:')).toThrow(/SQLite file/);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});

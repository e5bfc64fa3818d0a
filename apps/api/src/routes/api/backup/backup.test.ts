/**
 * Online backups of the SQLite file (POST /api/backup, GET /api/backups, the `backup` CLI) and the
 * permission matrix of every backup route: the GM may, a player link gets 403, nobody 401.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeTable } from '@temps-mort/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, EXPORT_VERSION, EXPORT_VERSIONS } from '../../../domain/backup/format';
import { backupDatabase, backupName, isBackupName } from '../../../domain/backup/sqlite';
import { testDatabaseKind } from '../../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build';
import { dumpDatabase } from '../../../test/dump';
import { call, playCampaign, type Json } from './fixture';

let t: TestApp;
let crewId: string;
let player: { authorization: string };
let otherGm: { cookie: string };
const backups = () => path.join(path.dirname(t.dbPath), 'backups');

beforeAll(async () => {
  t = await buildTestApp({ seed: 9 });
  const played = await playCampaign(t);
  crewId = played.crewIds[0] ?? '';
  player = { authorization: `Bearer ${played.playerToken}` };
  otherGm = { cookie: (await t.otherGm('Autre table')).cookie };
}, 60_000);
afterAll(() => t.close());

function tables(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  } finally {
    db.close();
  }
}

// File backups are SQLite's (a copy of its file); on PostgreSQL making one says the host's pg_dump
// is the tool (and lists none), and the CLI says so too.
if (testDatabaseKind() === 'sqlite') {
  describe('POST /api/backup', () => {
    it('writes a valid SQLite database with the same rows, under the database folder’s backups/', async () => {
      t.clock.set(new Date('2026-03-14T20:15:02.123Z'));
      const res = await call(t, 'POST', '/api/backup');
      expect(res).toMatchObject({ status: 201, body: { name: 'temps-mort-2026-03-14T20-15-02-123Z.db', size: expect.any(Number) } });
      const file = path.join(backups(), res.body.name as string);
      expect(existsSync(file)).toBe(true);
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('journal_mode', { simple: true })).toBe('delete'); // a plain file: copy it back to restore
      } finally {
        db.close();
      }
      expect(tables(file)).toEqual(tables(t.dbPath)); // migrations table included
      expect(dumpDatabase(file)).toEqual(dumpDatabase(t.dbPath));
      expect(res.body.size).toBeGreaterThan(50_000);
    });

    it('never overwrites: a second backup in the same millisecond gets its own name', async () => {
      const first = await call(t, 'POST', '/api/backup');
      const second = await call(t, 'POST', '/api/backup');
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.name).not.toBe(first.body.name);
      expect(second.body.name).toMatch(/^temps-mort-2026-03-14T20-15-02-123Z-\d+\.db$/);
      t.clock.reset();
    });

    it('captures what is committed, also while the server writes, and leaves no temporary file', async () => {
      t.clock.reset();
      const writes = Array.from({ length: 5 }, () => call(t, 'POST', `/api/campaigns/${t.campaignId}/rolls/d6`, { pool: 2 }));
      const taken = await call(t, 'POST', '/api/backup');
      await Promise.all(writes);
      expect(taken.status).toBe(201);
      const file = path.join(backups(), taken.body.name as string);
      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma('quick_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
      expect(readdirSync(backups()).filter((name) => !isBackupName(name))).toEqual([]);
    });

    it('GET /api/backups lists them, newest first', async () => {
      const res = await call(t, 'GET', '/api/backups');
      expect(res.status).toBe(200);
      const list = res.body.backups as Json[];
      expect(list.length).toBe(4);
      const names = list.map((b) => b.name as string);
      expect(names.slice(1)).toEqual([
        'temps-mort-2026-03-14T20-15-02-123Z-3.db',
        'temps-mort-2026-03-14T20-15-02-123Z-2.db',
        'temps-mort-2026-03-14T20-15-02-123Z.db',
      ]);
      for (const b of list) expect(b).toMatchObject({ size: expect.any(Number), createdAt: expect.any(String) });
    });

    it('GET /api/backups shows file names, never the folder', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/backups', headers: t.gm.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { backups: Json[] };
      expect(Object.keys(body)).toEqual(['backups']);
      expect(body.backups.length).toBeGreaterThan(0);
      for (const b of body.backups) {
        expect(Object.keys(b).sort()).toEqual(['createdAt', 'name', 'size']);
        expect(b.name).toMatch(/^temps-mort-[\w-]+\.db$/);
      }
      // No server path anywhere in the answer (nor in the answer of a new backup).
      const made = await t.app.inject({ method: 'POST', url: '/api/backup', headers: t.gm.headers });
      for (const text of [res.body, made.body]) {
        expect(text).not.toContain(backups());
        expect(text).not.toContain(path.dirname(t.dbPath));
        expect(text).not.toMatch(/[\\/]backups\b/);
      }
    });
  });

  describe('backupDatabase', () => {
    it('refuses a file that is not there, and never replaces one', () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-backup-'));
      try {
        expect(() => backupDatabase(path.join(dir, 'none.db'), { now: new Date() })).toThrow(/No database/);
        const now = new Date('2026-01-01T00:00:00.000Z');
        writeFileSync(path.join(dir, backupName(now)), 'not mine');
        const made = backupDatabase(t.dbPath, { now, dir });
        expect(made.name).toBe('temps-mort-2026-01-01T00-00-00-000Z-2.db');
        expect(existsSync(path.join(dir, backupName(now)))).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('the backup CLI', () => {
    it('backs up DATABASE_URL into a folder, or to a file, while the app has it open', () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-backup-cli-'));
      const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
      const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
      const run = (args: string[]) =>
        execFileSync(tsx, ['scripts/backup.ts', ...args], {
          cwd: apiDir,
          env: { ...process.env, DATABASE_URL: `file:${t.dbPath}`, INIT_CWD: dir },
          encoding: 'utf8',
        });
      try {
        const intoFolder = run(['./saved/']);
        expect(intoFolder).toMatch(/→ .*saved\/temps-mort-.*\.db \(\d+\.\d KiB\)/);
        const [made] = readdirSync(path.join(dir, 'saved'));
        expect(dumpDatabase(path.join(dir, 'saved', made ?? ''))).toEqual(dumpDatabase(t.dbPath));
        run(['exact.db']);
        expect(dumpDatabase(path.join(dir, 'exact.db'))).toEqual(dumpDatabase(t.dbPath));
        expect(() => run(['exact.db'])).toThrow(/never overwrites/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 30_000);
  });
} else {
  describe('file backups on PostgreSQL', () => {
    it('POST /api/backup answers 409 naming pg_dump and writes nothing; GET /api/backups lists none', async () => {
      const before = dumpDatabase(t.dbPath);
      const made = await t.app.inject({ method: 'POST', url: '/api/backup', headers: t.gm.headers });
      expect(made.statusCode).toBe(409);
      expect(made.json()).toEqual({ error: 'conflict', current: { database: 'postgresql', tool: 'pg_dump' } });
      expect(dumpDatabase(t.dbPath)).toEqual(before);
      const listed = await t.app.inject({ method: 'GET', url: '/api/backups', headers: t.gm.headers });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({ backups: [] });
    });

    it('the backup CLI says to use pg_dump, and fails', () => {
      const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
      const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
      let output = '';
      try {
        execFileSync(tsx, ['scripts/backup.ts'], { cwd: apiDir, env: { ...process.env, DATABASE_URL: t.dbPath }, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        output = String((error as { stderr?: string }).stderr);
      }
      expect(output).toMatch(/pg_dump/);
    }, 30_000);
  });
}

describe('permission matrix', () => {
  const routes: { name: string; method: 'GET' | 'POST'; url: () => string; body?: () => unknown; ok: number }[] = [
    { name: 'export', method: 'GET', url: () => `/api/campaigns/${t.campaignId}/export`, ok: 200 },
    { name: 'import', method: 'POST', url: () => '/api/campaigns/import', body: () => ({ format: 'temps-mort-campaign', version: 1 }), ok: 400 },
    // PostgreSQL: 409, pg_dump is the tool (above).
    { name: 'backup', method: 'POST', url: () => '/api/backup', ok: testDatabaseKind() === 'sqlite' ? 201 : 409 },
    { name: 'backups', method: 'GET', url: () => '/api/backups', ok: 200 },
  ];

  it.each(routes)('$name: GM ok, player link 403, nobody 401', async (route) => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: route.method, url: route.url(), headers, ...(route.body ? { payload: route.body() as object } : {}) });
    expect((await send(t.gm.headers)).statusCode).toBe(route.ok);
    const before = dumpDatabase(t.dbPath);
    const asPlayer = await send(player);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toEqual({ error: 'forbidden' });
    const anonymous = await send({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized' });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it("file backups copy every GM's campaigns: another GM of the instance (not its owner) may neither make nor list them", async () => {
    const before = dumpDatabase(t.dbPath);
    const files = testDatabaseKind() === 'sqlite' && existsSync(backups()) ? readdirSync(backups()).length : 0;
    for (const [method, url] of [
      ['POST', '/api/backup'],
      ['GET', '/api/backups'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: otherGm });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden' });
    }
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    expect(testDatabaseKind() === 'sqlite' && existsSync(backups()) ? readdirSync(backups()).length : 0).toBe(files);
  });

  it("export: another campaign's GM 403, an unknown campaign 404", async () => {
    expect((await t.app.inject({ url: `/api/campaigns/${t.campaignId}/export`, headers: otherGm })).statusCode).toBe(403);
    const unknown = await t.app.inject({ url: '/api/campaigns/no-such-campaign/export', headers: t.gm.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', resource: 'campaign' });
  });

  it('import: the caller is checked before the body is read (a player or nobody never gets 400 or 413)', async () => {
    const huge = 'x'.repeat(21 * 1024 * 1024);
    for (const [headers, status] of [
      [player, 403],
      [{}, 401],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/campaigns/import', headers: { ...headers, 'content-type': 'application/json' }, payload: huge });
      expect(res.statusCode).toBe(status);
    }
  });

  it('the share link of a crew reads the crew, and nothing of the backups', async () => {
    expect((await t.app.inject({ url: `/api/crews/${crewId}`, headers: player })).statusCode).toBe(200);
  });
});

describe("the import's door: the contract's head of a document", () => {
  it('takes the format and every version the API reads (domain/backup/format.ts), and no other', () => {
    const head = routeTable['campaign.import'].body;
    const doc = (format: string, version: number) => ({ format, version, exportedAt: '', campaign: {}, crews: [], wizards: [], complexActions: [], rolls: [] });
    for (const version of EXPORT_VERSIONS) expect(head.safeParse(doc(EXPORT_FORMAT, version)).success, `version ${version}`).toBe(true);
    expect(head.safeParse(doc(EXPORT_FORMAT, Math.max(...EXPORT_VERSIONS) + 1)).success).toBe(false);
    expect(head.safeParse(doc('temps-mort-crew', EXPORT_VERSION)).success).toBe(false);
  });
});

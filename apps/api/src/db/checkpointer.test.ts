import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { FALLBACK_PAGES, startCheckpointer } from './checkpointer';
import { clientKind, createTestDatabase, testDatabaseKind, type TestDatabase } from './client';

let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-ckpt-'));
});
afterAll(async () => {
  await db.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** Campaigns found in the main database file alone (what a checkpoint has copied out of the log). */
function campaignsInMainFile(): number {
  const copy = path.join(dir, `main-${Date.now()}-${Math.random()}.db`);
  copyFileSync(db.path, copy);
  const conn = new Database(copy, { readonly: true });
  try {
    return (conn.prepare('SELECT COUNT(*) AS n FROM "Campaign"').get() as { n: number }).n;
  } finally {
    conn.close();
  }
}

// Checkpoints are SQLite's (its write-ahead log); PostgreSQL checkpoints by itself.
if (testDatabaseKind() === 'sqlite') {
  describe('WAL checkpoints between writes', () => {
    it('checkpoints only after writes, once they have stopped for the idle time', async () => {
      // Writes stay in the log: the server's connection checkpoints only past FALLBACK_PAGES.
      await db.prisma.$executeRawUnsafe(`PRAGMA wal_autocheckpoint = ${FALLBACK_PAGES}`);
      await db.prisma.campaign.create({ data: { name: 'Dans le journal' } });
      expect(campaignsInMainFile()).toBe(0);

      let now = 1_000;
      const checkpointer = startCheckpointer(db.path, { idleMs: 300, everyMs: 60_000, clock: () => now });
      try {
        expect(checkpointer.runIfIdle()).toBe(false); // no write seen
        checkpointer.noteWrite();
        now += 100;
        expect(checkpointer.runIfIdle()).toBe(false); // writes may still be coming
        expect(campaignsInMainFile()).toBe(0);
        now += 300;
        expect(checkpointer.runIfIdle()).toBe(true);
        expect(campaignsInMainFile()).toBe(1);
        expect(checkpointer.runIfIdle()).toBe(false); // nothing new
      } finally {
        checkpointer.stop();
      }
    });

    it("the server's own connection leaves checkpoints to it", async () => {
      const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: db.url, webDist: '/nonexistent' };
      const app = await buildApp({ config });
      try {
        const rows = await app.db.$queryRawUnsafe<{ wal_autocheckpoint: bigint | number }[]>('PRAGMA wal_autocheckpoint');
        expect(Number(rows[0]?.wal_autocheckpoint)).toBe(FALLBACK_PAGES);
      } finally {
        await app.close();
      }
    });
  });
} else {
  describe('no checkpointer on PostgreSQL', () => {
    it("the server's own app on PostgreSQL writes, and closes, with no SQLite file behind it", async () => {
      const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: db.url, webDist: '/nonexistent' };
      const app = await buildApp({ config });
      try {
        expect(clientKind(app.db)).toBe('postgresql');
        await app.db.campaign.create({ data: { name: 'Sans journal' } });
        expect(await db.prisma.campaign.count({ where: { name: 'Sans journal' } })).toBe(1);
      } finally {
        await app.close();
      }
    });
  });
}

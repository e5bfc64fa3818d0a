/**
 * A campaign moves between the two databases by export and import, and comes back identical:
 * SQLite → PostgreSQL → SQLite, and PostgreSQL → SQLite → PostgreSQL. PostgreSQL pass only (a
 * *.postgres.test.ts file: it needs TEST_DATABASE_URL; apps/api/vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignExport } from '../../../domain/backup/format';
import { buildTestApp, type TestApp } from '../../../test/build';
import { call, comparable, playCampaign, roundTrip } from './fixture';

/** Builds a test app on SQLite although the PostgreSQL pass set TEST_DATABASE_URL (read as the harness starts). */
async function onSqlite<T>(build: () => Promise<T>): Promise<T> {
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    return await build();
  } finally {
    process.env.TEST_DATABASE_URL = saved;
  }
}

let sqlite: TestApp;
let postgres: TestApp;
beforeAll(async () => {
  postgres = await buildTestApp({ seed: 9 });
  sqlite = await onSqlite(() => buildTestApp({ seed: 9 }));
  await playCampaign(sqlite);
  await playCampaign(postgres);
}, 120_000);
afterAll(async () => {
  await sqlite?.close();
  await postgres?.close();
});

/** Imports `doc` into `target` and exports the new campaign from there. */
async function through(target: TestApp, doc: CampaignExport): Promise<CampaignExport> {
  const imported = await call(target, 'POST', '/api/campaigns/import', doc);
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  const again = await call(target, 'GET', `/api/campaigns/${imported.body.campaignId as string}/export`);
  expect(again.status).toBe(200);
  return again.body as unknown as CampaignExport;
}

describe('a campaign moved between SQLite and PostgreSQL', { timeout: 60_000 }, () => {
  it('runs each app on its own database', () => {
    expect(sqlite.dbPath).toMatch(/\.db$/);
    expect(postgres.dbPath).toMatch(/^postgresql:\/\//);
  });

  it('SQLite → PostgreSQL → SQLite: the same document each way', async () => {
    const { exported, again } = await roundTrip(sqlite, postgres);
    expect(comparable(again)).toEqual(comparable(exported));
    expect(comparable(await through(sqlite, again))).toEqual(comparable(exported));
  });

  it('PostgreSQL → SQLite → PostgreSQL: the same document each way', async () => {
    const { exported, again } = await roundTrip(postgres, sqlite);
    expect(comparable(again)).toEqual(comparable(exported));
    expect(comparable(await through(postgres, again))).toEqual(comparable(exported));
  });
});

/** The hot read's own connection: its answers, and its bounded memory. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './client';
import { createReader, READER_CACHE_KIB, READER_POOL_MAX, type Reader } from './reader';

let database: TestDatabase;
let reader: Reader;
beforeAll(async () => {
  database = await createTestDatabase();
  reader = createReader(database.url);
});
afterAll(async () => {
  await reader.close();
  await database.cleanup();
});

describe('the reader', () => {
  it("answers a crew's stamp, null for no such crew", async () => {
    const campaign = await database.prisma.campaign.create({ data: { name: 'c' } });
    const crew = await database.prisma.crew.create({ data: { campaignId: campaign.id } });
    expect(await reader.crewStamp(crew.id)).toEqual({ campaignId: campaign.id, version: 1, updatedAt: crew.updatedAt });
    expect(await reader.crewStamp('nope')).toBeNull();
  });

  if (testDatabaseKind() === 'sqlite') {
    it('keeps a page cache of READER_CACHE_KIB only', () => {
      expect(READER_CACHE_KIB).toBe(2048);
      expect(reader.cacheKiB).toBe(READER_CACHE_KIB);
    });
  } else {
    it('reads through READER_POOL_MAX connections at most on PostgreSQL, whatever the load', async () => {
      const campaign = await database.prisma.campaign.create({ data: { name: 'c' } });
      const crew = await database.prisma.crew.create({ data: { campaignId: campaign.id } });
      const stamps = await Promise.all(Array.from({ length: 40 }, () => reader.crewStamp(crew.id)));
      expect(new Set(stamps.map((stamp) => stamp?.version))).toEqual(new Set([1]));
      const [row] = await database.prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'temps-mort-reader'`,
      );
      expect(row?.n).toBeGreaterThan(0);
      expect(row?.n).toBeLessThanOrEqual(READER_POOL_MAX);
    });
  }
});

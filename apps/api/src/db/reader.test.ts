/** The hot read's own connection: its answers, and its bounded memory. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './client';
import { createReader, READER_CACHE_KIB, type Reader } from './reader';

let database: TestDatabase;
let reader: Reader;
beforeAll(() => {
  database = createTestDatabase();
  reader = createReader(database.url);
});
afterAll(async () => {
  reader.close();
  await database.cleanup();
});

describe('the reader', () => {
  it("answers a crew's stamp, null for no such crew", async () => {
    const campaign = await database.prisma.campaign.create({ data: { name: 'c' } });
    const crew = await database.prisma.crew.create({ data: { campaignId: campaign.id } });
    expect(reader.crewStamp(crew.id)).toEqual({ campaignId: campaign.id, version: 1, updatedAt: crew.updatedAt });
    expect(reader.crewStamp('nope')).toBeNull();
  });

  it('keeps a page cache of READER_CACHE_KIB only', () => {
    expect(READER_CACHE_KIB).toBe(2048);
    expect(reader.cacheKiB).toBe(READER_CACHE_KIB);
  });
});

/**
 * The Prisma client's query-plan cache is bounded by QUERY_PLAN_CACHE_MAX (a plan per query
 * shape, shapes the callers vary: see db/client.ts). Read back from the client's engine
 * configuration, where Prisma takes it from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, QUERY_PLAN_CACHE_MAX, type TestDatabase } from './client';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

describe('the query-plan cache', () => {
  it('holds QUERY_PLAN_CACHE_MAX plans at most', async () => {
    expect(QUERY_PLAN_CACHE_MAX).toBe(1000);
    const config = (database.prisma as unknown as { _engineConfig: { queryPlanCacheMaxSize?: number } })._engineConfig;
    expect(config.queryPlanCacheMaxSize).toBe(QUERY_PLAN_CACHE_MAX);
    // And the client still answers with a bounded cache.
    expect(await database.prisma.campaign.count()).toBe(0);
  });
});

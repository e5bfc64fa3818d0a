/**
 * The rate limiter's memory is bounded: a route's store remembers at most RATE_LIMIT_ADDRESSES
 * addresses, the least recently seen forgotten first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';
import { RATE_LIMIT_ADDRESSES, SIGN_IN_RATE_LIMIT } from './rateLimit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      // The sign-in routes' limits, one request a minute: a remembered address is refused at once.
      app.get('/test/limited', { config: { rateLimit: { ...SIGN_IN_RATE_LIMIT, max: 1 } } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => t.close());

const hit = (address: string) => t.app.inject({ method: 'GET', url: '/test/limited', remoteAddress: address });

describe('rate limit stores', () => {
  it('size the sign-in routes’ stores', () => {
    expect(SIGN_IN_RATE_LIMIT.cache).toBe(RATE_LIMIT_ADDRESSES);
    expect(RATE_LIMIT_ADDRESSES).toBe(1000);
  });

  it('remember at most RATE_LIMIT_ADDRESSES addresses, forgetting the least recently seen', async () => {
    expect((await hit('10.0.0.1')).statusCode).toBe(200);
    expect((await hit('10.0.0.1')).statusCode).toBe(429);
    // RATE_LIMIT_ADDRESSES - 1 others: 10.0.0.1 is still remembered (and still refused).
    for (let i = 0; i < RATE_LIMIT_ADDRESSES - 1; i++) expect((await hit(`10.1.${i >> 8}.${i & 255}`)).statusCode).toBe(200);
    expect((await hit('10.0.0.1')).statusCode).toBe(429);
    // One more than the store holds: the least recently seen goes.
    for (let i = 0; i < RATE_LIMIT_ADDRESSES; i++) await hit(`10.2.${i >> 8}.${i & 255}`);
    expect((await hit('10.0.0.1')).statusCode).toBe(200);
  });
});

/**
 * Rate limiting (@fastify/rate-limit), OFF by default: only routes that ask for it are limited —
 * the sign-in routes, with `config: { rateLimit: SIGN_IN_RATE_LIMIT }` (10 per minute per IP).
 * Over the limit: 429 `{ error: 'rate_limited', retryAfter }` with a Retry-After header.
 *
 * Each limited route keeps its own store of addresses. On SQLite (one process) it is in memory; an
 * address is a caller's to choose (many clients, or X-Forwarded-For behind a trusted proxy), so
 * every store is an LRU of at most RATE_LIMIT_ADDRESSES: the least recently seen address is
 * forgotten first. On PostgreSQL the counters live in the database (plugins/rateLimitStore.ts), so
 * that a limit holds whichever process a request reaches.
 */
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialsOf } from '../auth/principal';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../http/errors';

/** Addresses a rate-limit store remembers at most. */
export const RATE_LIMIT_ADDRESSES = 1000;

// `cache` per route: a route's store is its own, sized by the route's options.
export const SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: 60_000, cache: RATE_LIMIT_ADDRESSES } as const;

/**
 * A player's writes from their phone (issue 36: proposals, rolls asked, their texts): counted per
 * link, not per address — a table shares one Wi-Fi, and one phone must not spend the others' turns.
 * Generous for play (a proposal every two seconds), tight for a script.
 */
export const PLAYER_WRITE_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  cache: RATE_LIMIT_ADDRESSES,
  keyGenerator: (request: FastifyRequest): string => `link:${credentialsOf(request).shareToken ?? request.ip}`,
} as const;

export interface RateLimitOptions {
  /** The counters' store shared by the processes (PostgreSQL); none: in this process's memory. */
  readonly store?: FastifyRateLimitStoreCtor;
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    cache: RATE_LIMIT_ADDRESSES,
    ...(options.store === undefined ? {} : { store: options.store }),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

export default fp(rateLimitPlugin, { name: 'temps-mort-rate-limit' });

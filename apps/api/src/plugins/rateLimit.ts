/**
 * Rate limiting (@fastify/rate-limit), OFF by default: only routes that ask for it are limited —
 * the sign-in routes, with `config: { rateLimit: SIGN_IN_RATE_LIMIT }` (10 per minute per IP).
 * Over the limit: 429 `{ error: 'rate_limited', retryAfter }` with a Retry-After header.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../http/errors';

export const SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

export default fp(rateLimitPlugin, { name: 'temps-mort-rate-limit' });

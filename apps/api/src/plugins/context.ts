/**
 * The app's own decorations, available on every instance (`app.x`, or `request.server.x`):
 * - `app.config`  — AppConfig (config.ts)
 * - `app.db`      — PrismaClient on the SQLite file
 * - `app.roller`  — the dice (`Roller` of @temps-mort/rules): crypto in play, seeded/scripted in tests
 * - `app.clock`   — `() => Date`, the only clock routes and services use
 * - `app.hub`     — live-update hub (live/hub.ts): publish after a commit
 * - `app.principals` — resolves the caller (auth/principal.ts); use the guards of auth/guards.ts
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Roller } from '@temps-mort/rules';
import type { AppConfig } from '../config';
import type { PrismaClient } from '../db/client';
import type { Hub } from '../live/hub';
import { createPrincipalResolver, type PrincipalResolver } from '../auth/principal';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: PrismaClient;
    roller: Roller;
    clock: () => Date;
    hub: Hub;
    principals: PrincipalResolver;
  }
}

export interface ContextOptions {
  readonly config: AppConfig;
  readonly db: PrismaClient;
  readonly roller: Roller;
  readonly clock: () => Date;
  readonly hub: Hub;
}

async function contextPlugin(app: FastifyInstance, options: ContextOptions): Promise<void> {
  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('roller', options.roller);
  app.decorate('clock', options.clock);
  app.decorate('hub', options.hub);
  app.decorate('principals', createPrincipalResolver(options.db, options.clock));
  // SSE streams end when the server closes, so `close()` does not wait for them.
  app.addHook('preClose', async () => {
    options.hub.shutdown();
  });
}

export default fp(contextPlugin, { name: 'temps-mort-context' });

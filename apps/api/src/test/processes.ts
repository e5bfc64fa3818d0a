/**
 * Two API processes on one database, for the tests of several processes (live/processes.test.ts):
 * B is the harness app (test/build.ts: the database, its signed-in GM, its campaign) and A a second
 * app built as production builds it, on the same database, with its own Prisma client, hub,
 * callers' cache, rate-limit counters and — on PostgreSQL — its own live bus and LISTEN
 * connection: all a second process has of its own (module-level memory aside: the kept crew
 * states, which are right whoever reads them). Both listen on 127.0.0.1, for live streams.
 *
 * ```ts
 * const two = await startTwoProcesses();
 * const onA = await connectSse(two.a.base, `/api/crews/${crewId}/stream`, { cookie: two.t.gm.cookie });
 * await two.b.app.inject({ method: 'POST', url: `/api/crews/${crewId}/downtime/start`, … }); // written on B
 * await onA.waitFor(2);                                                                     // seen on A
 * await two.close();
 * ```
 */
import type { AddressInfo } from 'node:net';
import { seededRoller } from '@temps-mort/rules';
import { buildApp, type App } from '../app';
import { createPrismaClient } from '../db/client';
import type { ProcessesOptions } from '../live/processes';
import { buildTestApp, type BuildTestAppOptions, type TestApp } from './build';

export interface TestProcess {
  readonly app: App;
  /** http://127.0.0.1:<port> */
  readonly base: string;
}

export interface TwoProcesses {
  /** The harness (process B's app, its database, GM, campaign, clock). */
  readonly t: TestApp;
  readonly a: TestProcess;
  readonly b: TestProcess;
  /** Closes A, then B and the database. */
  close(): Promise<void>;
}

async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** `a`: process A's live bus settings (e.g. a slow reconnect, to publish while its listener is away). */
export async function startTwoProcesses(options: { readonly a?: ProcessesOptions; readonly harness?: BuildTestAppOptions } = {}): Promise<TwoProcesses> {
  const t = await buildTestApp(options.harness);
  const db = createPrismaClient(t.config.databaseUrl);
  const a = await buildApp({ config: t.config, db, roller: seededRoller(7), clock: t.clock, ...(options.a === undefined ? {} : { processes: options.a }) });
  await a.ready();
  const baseA = await listen(a);
  const baseB = await listen(t.app);
  return {
    t,
    a: { app: a, base: baseA },
    b: { app: t.app, base: baseB },
    async close() {
      await a.close();
      await db.$disconnect();
      await t.close();
    },
  };
}

/** Waits until `check()` holds (every 10 ms, failing after `timeoutMs`: generous, never a measure). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

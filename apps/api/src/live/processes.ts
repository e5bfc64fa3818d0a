/**
 * One API process among several on a PostgreSQL database (app.ts wires it; on SQLite there is
 * none and `app.processes` is null): a small pool of its own for the live bus and the rate-limit
 * counters, and the bus's listening connection. docs/decisions/031-several-processes.md.
 */
import type pg from 'pg';
import { createPostgresBus, createProcessesPool, type BusLog, type PostgresBus, type PostgresBusOptions } from './postgresBus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The processes' plumbing on PostgreSQL (live bus, shared pool); null on SQLite (one process). */
    processes: Processes | null;
  }
}

export interface Processes {
  readonly bus: PostgresBus;
  /** Separate from Prisma's: the bus's sends and reads, the rate-limit counters. */
  readonly pool: pg.Pool;
  /** Sends what is queued, stops listening, closes the pool. */
  close(): Promise<void>;
}

/** What a caller may tune (tests: a slower reconnect, to publish while a listener is away). */
export type ProcessesOptions = Pick<PostgresBusOptions, 'reconnectMinMs' | 'reconnectMaxMs' | 'outboxMax'>;

export async function joinProcesses(url: string, log: BusLog, options: ProcessesOptions = {}): Promise<Processes> {
  const pool = createProcessesPool(url, log);
  const bus = createPostgresBus({ url, pool, log, ...options });
  await bus.start();
  return {
    bus,
    pool,
    async close() {
      await bus.close();
      await pool.end();
    },
  };
}

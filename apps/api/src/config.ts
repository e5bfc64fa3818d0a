/**
 * The server's settings. `process.env` is read here and nowhere else in the API: everything else
 * receives an `AppConfig`.
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | PORT | 3000 | TCP port |
 * | HOST | 0.0.0.0 | interface to listen on (all of them, so phones on the LAN reach it) |
 * | DATABASE_URL | file:<repo>/data/temps-mort.db | the SQLite file, or `postgresql://…` for PostgreSQL (docs/operations.md) |
 * | PUBLIC_URL | http://<first LAN IPv4 or localhost>:<port> | the address printed and put in links |
 * | NODE_ENV | development | `production` under `pnpm start`, `test` under vitest |
 * | LOG_LEVEL | warn in production, info in development, silent in test | pino level (errors are always logged) |
 * | TRUST_PROXY | off | `1`/`true` when behind a reverse proxy (client IPs for the sign-in rate limit) |
 * | WEB_DIST | <repo>/apps/web/dist | the built web app served at `/` when the folder exists |
 * | LIVE_MAX_STREAMS | 10000 | live streams (SSE) one process holds at once; one more ends the oldest |
 * | TEMPS_MORT_TEST_SEED | — | seeds the dice, read ONLY when NODE_ENV is `test` |
 */
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DATABASE_FILE } from './db/migrate';
import { DEFAULT_MAX_STREAMS } from './live/hub';
import { repoPaths } from './db/paths';

export type NodeEnv = 'production' | 'development' | 'test';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** `file:` URL of the SQLite database, or `postgresql://…` (db/databaseUrl.ts). */
  readonly databaseUrl: string;
  /** Base URL as seen by browsers, without a trailing slash (links, cookie `Secure` flag). */
  readonly publicUrl: string;
  readonly nodeEnv: NodeEnv;
  readonly logLevel: string;
  readonly trustProxy: boolean;
  /** Folder of the built SPA (served only if it exists). */
  readonly webDist: string;
  /** Live streams this process holds at once (live/hub.ts). */
  readonly liveMaxStreams: number;
  /** Seed of the dice, only ever set when `nodeEnv === 'test'`. */
  readonly testRollerSeed: number | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv: NodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = parsePort(env.PORT);
  const host = nonEmpty(env.HOST) ?? '0.0.0.0';
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://${defaultPublicHost(host)}:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  return {
    port,
    host,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? `file:${DEFAULT_DATABASE_FILE}`,
    publicUrl,
    nodeEnv,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? { production: 'warn', development: 'info', test: 'silent' }[nodeEnv],
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    webDist: path.resolve(nonEmpty(env.WEB_DIST) ?? path.join(repoPaths.root, 'apps', 'web', 'dist')),
    liveMaxStreams: parseMaxStreams(env.LIVE_MAX_STREAMS),
    // A seeded roller must never be reachable from a production setting: the variable is ignored
    // unless the process runs in test mode.
    testRollerSeed: nodeEnv === 'test' ? parseSeed(env.TEMPS_MORT_TEST_SEED) : undefined,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got "${value}"`);
  return port;
}

function parseMaxStreams(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return DEFAULT_MAX_STREAMS;
  const streams = Number(value);
  if (!Number.isInteger(streams) || streams < 1) throw new Error(`LIVE_MAX_STREAMS must be a whole number of streams (1 or more), got "${value}"`);
  return streams;
}

function parseSeed(value: string | undefined): number | undefined {
  if (nonEmpty(value) === undefined) return undefined;
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`TEMPS_MORT_TEST_SEED must be an integer, got "${value}"`);
  return seed;
}

/** The host part of the default public URL: the first LAN IPv4 when listening on all interfaces. */
function defaultPublicHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host === '127.0.0.1' || host === '::1' ? 'localhost' : host;
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return 'localhost';
}

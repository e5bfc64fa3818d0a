/**
 * Starts the REAL server — the API bundle that `pnpm start` runs (apps/api/dist/server/server.mjs)
 * — on a free 127.0.0.1 port with a fresh SQLite file in a temp folder, NODE_ENV=test and a seeded
 * roller (TEMPS_MORT_TEST_SEED), serving the e2e build of the web app. Reads the one-time GM sign-in
 * link the server prints at its first start. Used by the e2e fixtures and by bench/web.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_BUNDLE, API_DIR, WEB_DIST } from './build';

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** The one-time GM sign-in link (first start). */
  readonly setupUrl: string;
  readonly seed: number;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  readonly seed?: number;
  readonly webDist?: string;
  /** `test` (default: the seeded roller) or `production` (bench/web: the server as deployed). */
  readonly nodeEnv?: 'test' | 'production';
  /** Milliseconds to wait for the sign-in link. */
  readonly timeout?: number;
}

/** A port nobody listens on right now (the server may still lose a race for it: start retries). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const LINK = /(https?:\/\/\S+\/api\/auth\/setup\?token=[\w-]+)/;

async function startOnce(options: ServerOptions): Promise<RunningServer> {
  const seed = options.seed ?? 1;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-e2e-db-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: options.nodeEnv ?? 'test',
      TEMPS_MORT_TEST_SEED: String(seed),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: `file:${path.join(dir, 'temps-mort.db')}`,
      WEB_DIST: options.webDist ?? WEB_DIST,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });

  const setupUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server printed no sign-in link within ${options.timeout ?? 30_000} ms:\n${output}`)), options.timeout ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LINK.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before printing its sign-in link:\n${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    cleanup();
    throw error;
  });

  let stopped: Promise<void> | null = null;
  return {
    url,
    port,
    seed,
    setupUrl,
    output: () => output,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(killer);
        }
        cleanup();
      })();
      return stopped;
    },
  };
}

/** Starts a server; retries twice if another process took the port between the probe and the listen. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  let last: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      last = error;
      if (!String(error).includes('EADDRINUSE')) break;
    }
  }
  throw last;
}

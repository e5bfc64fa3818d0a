/**
 * The real server, as `pnpm --filter @temps-mort/api start` runs it — the esbuild bundle
 * apps/api/dist/server/server.mjs under NODE_ENV=production, with the Node flags of the `start`
 * script — in a child process on 127.0.0.1, with its own DATABASE_URL; and the small tools the
 * benchmark needs around it (a free port, the first answer, the process's memory).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiDir = path.join(root, 'apps', 'api');
const BUNDLE = 'dist/server/server.mjs';

/**
 * How apps/api's `start` script runs the bundle: its environment assignments and Node flags (the
 * command `VAR=value … node --flag … dist/server/server.mjs` after the build).
 */
export function startCommand(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const start = pkg.scripts.start ?? '';
  const command = start.split('&&').map((part) => part.trim()).find((part) => part.includes(BUNDLE));
  const tokens = command?.split(/\s+/) ?? [];
  const node = tokens.indexOf('node');
  const bundle = tokens.indexOf(BUNDLE);
  if (node < 0 || bundle < node) throw new Error(`cannot find "node … ${BUNDLE}" in the start script: ${start}`);
  const env = Object.fromEntries(
    tokens.slice(0, node).map((token) => {
      const [name = '', ...value] = token.split('=');
      return [name, value.join('=')];
    }),
  );
  return { env, flags: tokens.slice(node + 1, bundle) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  readonly base: string;
  /** Everything the server printed on stdout so far. */
  output(): string;
  /** Milliseconds from spawn to the first answered request. */
  readonly startMs: number;
  /** CPU time (user + system) the process had used by then: the start's work, whatever the load. */
  readonly startCpuMs: number;
  stop(): Promise<void>;
}

/** Spawns a Node script and waits until `probe` (a path) answers anything. */
export async function spawnAndWait(options: {
  args: string[];
  env: Record<string, string>;
  port: number;
  probe: string;
  cwd?: string;
  timeoutMs?: number;
}): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? apiDir,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = started + (options.timeoutMs ?? 20_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer in time');
    }
    try {
      const res = await fetch(base + options.probe);
      await res.arrayBuffer();
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  const startMs = performance.now() - started;
  return {
    child,
    port: options.port,
    base,
    output: () => output,
    startMs,
    startCpuMs: cpuMs(child.pid),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The real server on `databaseFile` (fresh port, loopback only). */
export async function startApi(databaseFile: string): Promise<Running> {
  const port = await freePort();
  // BENCH_NODE_FLAGS adds flags for a look inside (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter((flag) => flag !== '');
  const start = startCommand();
  return spawnAndWait({
    args: [...start.flags, ...extra, BUNDLE],
    env: {
      ...start.env,
      NODE_ENV: 'production',
      DATABASE_URL: `file:${databaseFile}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    port,
    probe: '/api/auth/me',
  });
}

/** Resident memory of a process, in MiB (Linux /proc). */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
}

/** CPU time (user + system) of a process so far, in ms (Linux /proc, USER_HZ = 100). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime, stime are 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

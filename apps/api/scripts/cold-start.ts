/**
 * Cold start, measured (a printed number, not a timed test): starts the real server as `pnpm start`
 * does (the bundle dist/server/server.mjs of src/server.ts, NODE_ENV=production, with the start
 * script's environment and Node flags) as a new process,
 * on a database whose migrations are already applied, and prints the time from spawn to the first
 * answered request, then the idle RSS.
 *
 *   pnpm --filter @temps-mort/api cold-start [runs=3]
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../src/db/migrate';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The environment assignments and Node flags with which the `start` script runs the bundle. */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = (pkg.scripts.start ?? '').split('&&').map((part) => part.trim()).find((part) => part.includes('dist/server/server.mjs')) ?? '';
  const tokens = command.split(/\s+/);
  const node = tokens.indexOf('node');
  const bundle = tokens.indexOf('dist/server/server.mjs');
  if (node < 0 || bundle < node) return { env: {}, flags: [] };
  const env = Object.fromEntries(tokens.slice(0, node).map((t) => [t.split('=')[0] ?? '', t.split('=').slice(1).join('=')]));
  return { env, flags: tokens.slice(node + 1, bundle) };
}

function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

async function once(dbFile: string): Promise<{ ms: number; rss: number | undefined }> {
  const port = await freePort();
  const started = performance.now();
  const start = startCommand();
  const child = spawn(process.execPath, [...start.flags, 'dist/server/server.mjs'], {
    cwd: apiDir,
    env: { ...process.env, ...start.env, NODE_ENV: 'production', DATABASE_URL: `file:${dbFile}`, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = started + 15_000;
    for (;;) {
      if (performance.now() > deadline) throw new Error('the server did not answer within 15 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/me`);
        await res.arrayBuffer();
        break; // any answer (401 here) is an answered request
      } catch {
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1000)); // let it settle before reading its memory
    return { ms, rss: child.pid === undefined ? undefined : rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const runs = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-cold-'));
const dbFile = path.join(dir, 'cold.db');
try {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' }); // what `pnpm start` runs first
  migrate({ url: `file:${dbFile}` }); // migrations already applied, as on every start but the first
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await once(dbFile);
    results.push(result);
    console.log(`run ${i + 1}: first answer after ${result.ms.toFixed(0)} ms, idle RSS ${result.rss?.toFixed(1) ?? '?'} MB`);
  }
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`cold start: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms over ${runs} run(s) (target ≤ 1000 ms)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

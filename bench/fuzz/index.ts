/**
 * `pnpm bench:fuzz`: the fuzz campaign of apps/api/src/fuzz (the same generator, seeding and
 * judge as the test) against the REAL server — the bundle, as `pnpm --filter @temps-mort/api
 * start` runs it (bench/api/server.ts) — in a child process on 127.0.0.1 with a fresh database in
 * a temp folder, and the server's memory along the way (VmRSS of /proc/<pid>/status).
 *
 *   pnpm bench:fuzz                       # 20 000 requests, seed 1
 *   FUZZ_REQUESTS=50000 FUZZ_SEED=7 pnpm bench:fuzz
 *   FUZZ_REPORT=/tmp/fuzz.txt pnpm bench:fuzz   # the whole deduplicated failure list in a file
 *   FUZZ_VALID_SHARE=0 pnpm bench:fuzz         # malformed requests only
 *   BENCH_NODE_FLAGS=--expose-gc pnpm bench:fuzz  # extra Node flags for the server
 *   FUZZ_HEAP_DIR=/tmp/heap pnpm bench:fuzz   # heap snapshots of the server after seeding and at the end
 *
 * Bounded: FUZZ_REQUESTS requests, and never more than FUZZ_MINUTES (default 20) minutes; loopback
 * only; the server is stopped and the folder deleted at the end, whatever happens.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCampaign } from '../../apps/api/src/fuzz/campaign';
import { operationsOf } from '../../apps/api/src/fuzz/document';
import { countByKind, formatFailures, formatSummary } from '../../apps/api/src/fuzz/report';
import { seedCampaign } from '../../apps/api/src/fuzz/seed';
import { httpTransport } from '../../apps/api/src/fuzz/transport';
import { SECRET_MARKER } from '../../apps/api/src/fuzz/values';
import { openWorld, type World } from '../../apps/api/src/fuzz/world';
import { apiDir, rssMiB, sleep, startApi, type Running } from '../api/server';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const MINUTES = Number(process.env.FUZZ_MINUTES ?? 20);
/** Share of valid requests (FUZZ_VALID_SHARE=0: malformed requests only). */
const VALID_SHARE = Number(process.env.FUZZ_VALID_SHARE ?? 0.4);
/** The issue's target for the server's memory once the run is over. */
const RSS_TARGET_MIB = 200;
const SETTLE_MS = 5_000;

async function signIn(server: Running): Promise<string> {
  const link = /(http:\/\/\S+\/api\/auth\/setup\?token=\S+)/.exec(server.output())?.[1];
  if (!link) throw new Error(`no sign-in link in the first start's output:\n${server.output()}`);
  const res = await fetch(link, { redirect: 'manual' });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith('tm_session=')) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

const HEAP_DIR = process.env.FUZZ_HEAP_DIR;

/** A heap snapshot of the server (its --heapsnapshot-signal), as <HEAP_DIR>/<label>.heapsnapshot. */
async function heapSnapshot(pid: number | undefined, label: string): Promise<void> {
  if (!HEAP_DIR || pid === undefined) return;
  const before = new Set(readdirSync(HEAP_DIR));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600; i++) {
    await sleep(100);
    const file = readdirSync(HEAP_DIR).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    if (!file) continue;
    // Written when its size stops moving.
    const size = statSync(path.join(HEAP_DIR, file)).size;
    await sleep(500);
    if (statSync(path.join(HEAP_DIR, file)).size !== size || size === 0) continue;
    renameSync(path.join(HEAP_DIR, file), path.join(HEAP_DIR, `${label}.heapsnapshot`));
    console.log(`  heap snapshot: ${path.join(HEAP_DIR, `${label}.heapsnapshot`)} (${(size / 2 ** 20).toFixed(1)} MiB)`);
    return;
  }
}

async function main(): Promise<void> {
  if (HEAP_DIR) {
    mkdirSync(HEAP_DIR, { recursive: true });
    process.env.BENCH_NODE_FLAGS = `${process.env.BENCH_NODE_FLAGS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${HEAP_DIR}`;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-fuzz-'));
  const databaseFile = path.join(dir, 'fuzz.db');
  let server: Running | undefined;
  let world: World | undefined;
  let sampler: ReturnType<typeof setInterval> | undefined;
  try {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
    server = await startApi(databaseFile);
    const pid = server.child.pid;
    const base = server.base;
    const transport = httpTransport(base);
    const cookie = await signIn(server);
    await sleep(1000);
    const rssStart = rssMiB(pid);
    let rssPeak = rssStart;
    sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMiB(pid));
    }, 100);

    const operations = operationsOf(await (await fetch(`${base}/api/openapi.json`)).json());
    world = openWorld(databaseFile);
    let planted = 0;
    const seeded = await seedCampaign(transport, world, cookie, () => `${SECRET_MARKER}-s${++planted}`);
    await heapSnapshot(pid, 'start');
    console.log(`Server: the bundle on ${base} (pid ${pid}), database ${databaseFile}; ${operations.length} operations; RSS after start ${rssStart.toFixed(1)} MiB`);

    // The server's memory right after the last fuzz request (before the end checks, which may wait).
    let rssLast = rssStart;
    const started = performance.now();
    const deadline = started + MINUTES * 60_000;
    const result = await runCampaign({
      operations,
      transport,
      world,
      ...seeded,
      requests: REQUESTS,
      seed: SEED,
      validShare: VALID_SHARE,
      keepGoing: () => performance.now() < deadline,
      onRequest: (done) => {
        rssLast = rssMiB(pid);
        if (done % 2000 === 0) {
          const seconds = (performance.now() - started) / 1000;
          console.log(`  ${done} requests, ${seconds.toFixed(0)} s, RSS ${rssMiB(pid).toFixed(1)} MiB (peak ${rssPeak.toFixed(1)})`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const rssEnd = rssMiB(pid);
    await sleep(SETTLE_MS);
    const rssSettled = rssMiB(pid);
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssEnd, rssSettled);
    await heapSnapshot(pid, 'end');

    const counts = countByKind(result.failures);
    console.log(`\n${formatSummary(result)}\n`);
    console.log('| measure | value |\n| --- | ---: |');
    const rows: Array<[string, string | number]> = [
      ['requests', `${result.requests} in ${seconds.toFixed(0)} s${result.requests < REQUESTS ? ` (stopped at the ${MINUTES}-minute bound)` : ''}`],
      ['5xx (or no answer)', counts['5xx']],
      ['leaks', counts.leak],
      ['unknown fields accepted', counts['unknown-field-accepted']],
      ['schema-invalid requests accepted', counts['invalid-accepted']],
      ["other campaign's ids accepted", counts['foreign-accepted']],
      ['rejected but changed', counts['rejected-but-changed']],
      ['unauthorized changes', counts['unauthorized-change']],
      ['unreadable crews', counts['unreadable-crew']],
      ['export / re-import failures', counts['export-import']],
      ['server RSS at start', `${rssStart.toFixed(1)} MiB`],
      ['server RSS peak (sampled every 100 ms)', `${rssPeak.toFixed(1)} MiB`],
      [`server RSS after the last request (target ≤ ${RSS_TARGET_MIB} MiB)`, `${rssLast.toFixed(1)} MiB ${rssLast <= RSS_TARGET_MIB ? 'PASS' : 'MISS'}`],
      [`server RSS after the end checks, and ${SETTLE_MS / 1000} s later`, `${rssEnd.toFixed(1)} / ${rssSettled.toFixed(1)} MiB`],
    ];
    for (const [measure, value] of rows) console.log(`| ${measure} | ${value} |`);
    console.log(`\n${formatFailures(result.failures, Number(process.env.FUZZ_GROUPS ?? 200))}`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${formatSummary(result)}\n\n${formatFailures(result.failures, Number.MAX_SAFE_INTEGER)}\n`);
  } finally {
    if (sampler) clearInterval(sampler);
    world?.close();
    await server?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

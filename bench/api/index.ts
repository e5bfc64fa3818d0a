/**
 * `pnpm bench:api`: the API under load, measured (printed numbers, not timed tests). Issue 3's
 * performance targets, each checked in one run on this machine:
 *
 * 1. Starts the REAL server the way `pnpm --filter @temps-mort/api start` does (the bundle, with
 *    the start script's Node flags, NODE_ENV=production) in a child process on 127.0.0.1 with a
 *    fresh database in a temp folder; its first start migrates and prints the GM sign-in link.
 * 2. Seeds a campaign of realistic size through the API (1 crew, 6 PCs, 12 factions, 200 history
 *    steps; ./seed.ts), then stops it.
 * 3. Cold start: starts it again 5 times (migrations already applied) and times spawn → first
 *    answered request, then reads its idle resident memory (/proc/<pid>/status VmRSS) after 2 s.
 * 4. With the last one running, loads it from this process (autocannon and plain HTTP clients,
 *    loopback only, bounded in time), next to a bare Fastify server (./bare.mjs) measured in the
 *    same run:
 *    - crew sheet read (GET /api/crews/:id as the GM): throughput against the bare route
 *      answering the same bytes (and, for information, a tiny JSON); p99 at a fixed 500 req/s;
 *    - a downtime step write (POST …/downtime/conflict-heat, any time, no dice) at 50 req/s: after
 *      30 unmeasured writes (warm-up, as the reads get 2 s), one GM writing in sequence at a fixed
 *      schedule, each write naming the version the previous one answered; latency counted from
 *      the scheduled time (a late write counts its wait); 409s counted apart (must be 0);
 *    - 200 open SSE clients (player links, raw http.get on /api/crews/:id/stream) while the GM
 *      applies 10 steps: every client must get every step; delivery latency from the moment the
 *      write's response reached the GM to each client's receipt of that step.
 * 5. Prints the table with each figure, its target and PASS / MISS.
 *
 *   pnpm bench:api
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedCampaign, type Seeded } from './seed';
import { apiDir, freePort, percentile, rssMiB, sleep, spawnAndWait, startApi, startCommand, type Running } from './server';

const COLD_RUNS = 5;
const THROUGHPUT_SECONDS = 5;
const RATE_SECONDS = 10;
const WRITE_SECONDS = 10;
const WRITE_WARMUP = 30;
const SSE_CLIENTS = 200;
const SSE_STEPS = 10;

interface Row {
  readonly measure: string;
  readonly value: string;
  readonly target: string;
  readonly pass: boolean | null;
}
const rows: Row[] = [];
const row = (measure: string, value: string, target = '—', pass: boolean | null = null) => rows.push({ measure, value, target, pass });
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;

interface Cannon {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function cannon(url: string, options: { headers?: Record<string, string>; seconds: number; rate?: number }): Promise<Cannon> {
  const result = (await autocannon({
    url,
    connections: 10,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(options.rate ? { overallRate: options.rate } : {}),
  })) as unknown as Cannon;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

/** One GM writing steps at a fixed rate, each write with the version the previous one answered. */
async function writeLoad(server: Running, seeded: Seeded, rate: number, seconds: number) {
  const headers = { cookie: seeded.cookie, 'content-type': 'application/json' };
  const read = await fetch(`${server.base}/api/crews/${seeded.crewId}`, { headers });
  let version = ((await read.json()) as { version: number }).version;
  const write = async (i: number) => {
    const res = await fetch(`${server.base}/api/crews/${seeded.crewId}/downtime/conflict-heat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version, exposure: i % 2 === 0 ? 'quiet' : 'contained', killings: false }),
    });
    return { res, body: (await res.json()) as { sheet?: { version: number }; current?: { version: number } } };
  };
  // Warm-up, as the reads get: the first steps compile the write path (JIT), not measured.
  for (let i = 0; i < WRITE_WARMUP; i++) {
    const { body } = await write(i);
    version = body.sheet?.version ?? body.current?.version ?? version;
  }
  const interval = 1000 / rate;
  const count = Math.round(rate * seconds);
  const latencies: number[] = [];
  const service: number[] = [];
  let conflicts = 0;
  let failures = 0;
  const t0 = performance.now() + 50;
  for (let i = 0; i < count; i++) {
    const scheduled = t0 + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    const { res, body } = await write(i);
    const done = performance.now();
    if (res.status === 200 && body.sheet) version = body.sheet.version;
    else if (res.status === 409 && body.current) {
      conflicts += 1;
      version = body.current.version;
    } else failures += 1;
    latencies.push(done - scheduled);
    service.push(done - sent);
  }
  latencies.sort((a, b) => a - b);
  service.sort((a, b) => a - b);
  return { count, conflicts, failures, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0, serviceP50: percentile(service, 50) };
}

/** `clients` SSE streams of a player link; the GM applies `steps` steps; who got what, when. */
async function sseLoad(server: Running, seeded: Seeded, clients: number, steps: number) {
  const receipts: Map<number, number>[] = [];
  const requests: http.ClientRequest[] = [];
  let ready = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${ready}/${clients} SSE clients got their first message`)), 30_000);
    for (let i = 0; i < clients; i++) {
      const got = new Map<number, number>();
      receipts.push(got);
      const req = http.get(
        { host: '127.0.0.1', port: server.port, path: `/api/crews/${seeded.crewId}/stream?token=${seeded.playerToken}`, agent: false },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`SSE client ${i}: ${res.statusCode}`));
            return;
          }
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            const now = performance.now();
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const id = /^id: (\d+)$/m.exec(frame)?.[1];
              const event = /^event: (\S+)$/m.exec(frame)?.[1];
              if (event === 'sheet') {
                ready += 1;
                if (ready === clients) {
                  clearTimeout(timer);
                  resolve();
                }
              } else if (event === 'crew' && id !== undefined && !got.has(Number(id))) got.set(Number(id), now);
            }
          });
        },
      );
      req.on('error', reject);
      requests.push(req);
    }
  });

  const headers = { cookie: seeded.cookie, 'content-type': 'application/json' };
  let version = ((await (await fetch(`${server.base}/api/crews/${seeded.crewId}`, { headers })).json()) as { version: number }).version;
  const written: { seq: number; sent: number; answered: number }[] = [];
  for (let k = 0; k < steps; k++) {
    await sleep(150);
    const sent = performance.now();
    const res = await fetch(`${server.base}/api/crews/${seeded.crewId}/downtime/conflict-heat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version, exposure: 'quiet', killings: false }),
    });
    const answered = performance.now();
    const body = (await res.json()) as { sheet: { version: number }; event: { seq: number } };
    if (res.status !== 200) throw new Error(`SSE step ${k}: ${res.status}`);
    version = body.sheet.version;
    written.push({ seq: body.event.seq, sent, answered });
  }
  // Give the last step time to arrive everywhere.
  const deadline = performance.now() + 5_000;
  const complete = () => receipts.every((got) => written.every((w) => got.has(w.seq)));
  while (!complete() && performance.now() < deadline) await sleep(10);
  for (const req of requests) req.destroy();

  const fromAnswer: number[] = [];
  const fromSend: number[] = [];
  let received = 0;
  for (const got of receipts) {
    for (const w of written) {
      const at = got.get(w.seq);
      if (at === undefined) continue;
      received += 1;
      fromAnswer.push(Math.max(0, at - w.answered));
      fromSend.push(at - w.sent);
    }
  }
  fromAnswer.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  return {
    expected: clients * steps,
    received,
    p50: percentile(fromAnswer, 50),
    p95: percentile(fromAnswer, 95),
    max: fromAnswer.at(-1) ?? 0,
    sendP95: percentile(fromSend, 95),
  };
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-bench-'));
  const databaseFile = path.join(dir, 'bench.db');
  const running: Running[] = [];
  try {
    const cpus = os.cpus();
    console.log(
      `Machine: ${cpus.length} × ${cpus[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}; load average ${loadAverage()}`,
    );
    const start = startCommand();
    const env = Object.entries(start.env).map(([name, value]) => `${name}=${value} `).join('');
    console.log(`Server: ${env}node ${start.flags.join(' ')} dist/server/server.mjs (as \`pnpm --filter @temps-mort/api start\`), database in ${dir}`);
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });

    // 1–2. First start (migrations, campaign, sign-in link), then the realistic campaign.
    const first = await startApi(databaseFile);
    running.push(first);
    const seedStarted = performance.now();
    const seeded = await seedCampaign(first, { events: 200 });
    console.log(
      `Seeded through the API in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: 1 crew, 6 PCs, 12 factions, ${seeded.events} history steps (${seeded.refused} steps refused by the rules on the way)`,
    );
    await first.stop();
    running.pop();

    // 3. Cold starts on the migrated, seeded database.
    const starts: number[] = [];
    const startCpu: number[] = [];
    const rss: number[] = [];
    let server: Running | undefined;
    for (let i = 0; i < COLD_RUNS; i++) {
      const started = await startApi(databaseFile);
      running.push(started);
      starts.push(started.startMs);
      startCpu.push(started.startCpuMs);
      await sleep(2000);
      rss.push(rssMiB(started.child.pid));
      if (i < COLD_RUNS - 1) {
        await started.stop();
        running.pop();
      } else server = started;
    }
    if (!server) throw new Error('no server');
    console.log(
      `Cold starts: ${starts.map((s) => s.toFixed(0)).join(', ')} ms (CPU time used by then: ${startCpu.join(', ')} ms); idle RSS: ${rss.map((r) => r.toFixed(1)).join(', ')} MiB`,
    );

    // 4. Loads.
    const sheetUrl = `${server.base}/api/crews/${seeded.crewId}`;
    const gm = { cookie: seeded.cookie };
    const sheetBody = await (await fetch(sheetUrl, { headers: gm })).text();
    const sheetFile = path.join(dir, 'sheet.json');
    writeFileSync(sheetFile, sheetBody);
    // A player's link reads the same crew, redacted (a cached copy of its own).
    const player = { authorization: `Bearer ${seeded.playerToken}` };
    const playerBody = await (await fetch(sheetUrl, { headers: player })).text();
    const playerFile = path.join(dir, 'player-sheet.json');
    writeFileSync(playerFile, playerBody);
    const barePort = await freePort();
    const bare = await spawnAndWait({
      args: [path.join(apiDir, '../../bench/api/bare.mjs')],
      env: { PORT: String(barePort), SHEET_FILE: sheetFile, PLAYER_SHEET_FILE: playerFile },
      port: barePort,
      probe: '/',
    });
    running.push(bare);

    // Warm-up (JIT, caches), then the measured runs.
    await cannon(sheetUrl, { headers: gm, seconds: 2 });
    await cannon(`${bare.base}/sheet`, { seconds: 2 });
    const bareSheet = await cannon(`${bare.base}/sheet`, { seconds: THROUGHPUT_SECONDS });
    const read = await cannon(sheetUrl, { headers: gm, seconds: THROUGHPUT_SECONDS });
    const bareTiny = await cannon(`${bare.base}/`, { seconds: THROUGHPUT_SECONDS });
    const ratio = read.requests.average / bareSheet.requests.average;
    row(`crew sheet read, GM (${(sheetBody.length / 1024).toFixed(1)} KiB), 10 connections, ${THROUGHPUT_SECONDS} s`, `${read.requests.average.toFixed(0)} req/s (p99 ${read.latency.p99} ms)`);
    row('bare Fastify route, same bytes', `${bareSheet.requests.average.toFixed(0)} req/s`);
    row('read throughput / bare route (same bytes)', `${(ratio * 100).toFixed(0)} %`, '≥ 60 %', ratio >= 0.6);
    await cannon(sheetUrl, { headers: player, seconds: 2 });
    const barePlayer = await cannon(`${bare.base}/player-sheet`, { seconds: THROUGHPUT_SECONDS });
    const playerRead = await cannon(sheetUrl, { headers: player, seconds: THROUGHPUT_SECONDS });
    const playerRatio = playerRead.requests.average / barePlayer.requests.average;
    row(`crew sheet read, player link (${(playerBody.length / 1024).toFixed(1)} KiB)`, `${playerRead.requests.average.toFixed(0)} req/s (p99 ${playerRead.latency.p99} ms)`);
    row('player read throughput / bare route (same bytes)', `${(playerRatio * 100).toFixed(0)} %`, '≥ 60 %', playerRatio >= 0.6);
    row('(information) bare Fastify route, tiny JSON', `${bareTiny.requests.average.toFixed(0)} req/s — read at ${((read.requests.average / bareTiny.requests.average) * 100).toFixed(0)} % of it`);

    const fixed = await cannon(sheetUrl, { headers: gm, seconds: RATE_SECONDS, rate: 500 });
    row(
      `crew sheet read at a fixed 500 req/s, ${RATE_SECONDS} s: p99 (p50 ${fixed.latency.p50} ms, max ${fixed.latency.max} ms)`,
      `${fixed.latency.p99} ms (${fixed.requests.average.toFixed(0)} req/s done)`,
      '≤ 10 ms',
      fixed.latency.p99 <= 10,
    );

    // What a phone's browser asks: the answer compressed (plugins/compress.ts), once per sheet version.
    const compressed = await cannon(sheetUrl, { headers: { ...gm, 'accept-encoding': 'gzip, deflate, br' }, seconds: RATE_SECONDS, rate: 500 });
    row(
      `the same read, compressed (Accept-Encoding: gzip, deflate, br): p99 (p50 ${compressed.latency.p50} ms, max ${compressed.latency.max} ms)`,
      `${compressed.latency.p99} ms (${compressed.requests.average.toFixed(0)} req/s done)`,
      '≤ 10 ms',
      compressed.latency.p99 <= 10,
    );

    const writes = await writeLoad(server, seeded, 50, WRITE_SECONDS);
    row(
      `downtime step write (conflict-heat) at 50 req/s, ${writes.count} writes: p99 (p50 ${ms(writes.p50)}, max ${ms(writes.max)}; service time alone p50 ${ms(writes.serviceP50)})`,
      ms(writes.p99),
      '≤ 25 ms',
      writes.p99 <= 25 && writes.failures === 0,
    );
    row('writes answered 409 (stale version) / failed', `${writes.conflicts} / ${writes.failures}`, '0 / 0', writes.conflicts === 0 && writes.failures === 0);

    const sse = await sseLoad(server, seeded, SSE_CLIENTS, SSE_STEPS);
    row(`SSE: ${SSE_CLIENTS} player streams × ${SSE_STEPS} steps, received`, `${sse.received} / ${sse.expected}`, 'all', sse.received === sse.expected);
    row(
      `SSE delivery after the write's answer: p95 (p50 ${ms(sse.p50)}, max ${ms(sse.max)}; from the write's send: p95 ${ms(sse.sendP95)})`,
      ms(sse.p95),
      '≤ 100 ms',
      sse.p95 <= 100,
    );

    const sortedStarts = [...starts].sort((a, b) => a - b);
    const medianStart = percentile(sortedStarts, 50);
    row(`cold start to first answer, median of ${COLD_RUNS} (${starts.map((s) => s.toFixed(0)).join(', ')} ms)`, ms(medianStart), '≤ 1 s', medianStart <= 1000);
    const cpuMedian = percentile([...startCpu].sort((a, b) => a - b), 50);
    row(`(information) CPU time the server used up to its first answer, median`, `${cpuMedian.toFixed(0)} ms`);
    const maxRss = Math.max(...rss);
    row(`idle RSS 2 s after start, worst of ${COLD_RUNS}`, `${maxRss.toFixed(1)} MiB`, '≤ 120 MiB', maxRss <= 120);
    row('RSS after all the loads above', `${rssMiB(server.child.pid).toFixed(1)} MiB`);

    // 5. The table.
    console.log('\n| measure | value | target | result |\n| --- | ---: | ---: | --- |');
    for (const r of rows) console.log(`| ${r.measure} | ${r.value} | ${r.target} | ${r.pass === null ? '' : r.pass ? 'PASS' : 'MISS'} |`);
    const missed = rows.filter((r) => r.pass === false).length;
    // Other work on the machine shows in every figure: say how busy it was.
    console.log(`\nLoad average at the end: ${loadAverage()} (${os.cpus().length} cores).`);
    console.log(`\n${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`}`);
  } finally {
    for (const r of running.reverse()) await r.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

/**
 * `pnpm bench:capacity`: how many tables one host holds (issue 37). A table is a GM writing a crew
 * step every 10 s through HTTP with their session (heat, a clock tick, a roll, in turn) and four
 * phones holding the crew's live stream open with their player links (./load.ts). Setups, each on
 * the real server (the bundle with the `start` script's Node flags, NODE_ENV=production, 127.0.0.1):
 *
 * - `sqlite`: one process on a fresh SQLite file;
 * - `pg1`: one process on a fresh PostgreSQL database (a throwaway cluster of Debian's PostgreSQL);
 * - `pg2`: two processes on one PostgreSQL database, each table's GM on one of them and two of its
 *   phones on each: a write made on one process must reach the phones of the other.
 *
 * For each setup the tables are made first (./seed.ts: one through the API, copied in SQL), then the
 * count of active tables ramps up (100, 250, 500, 1 000, 1 500, 2 000 by default): at each level the
 * new phones open their streams, one write period passes unmeasured, then a measured window. A level
 * is held when write p99 ≤ 100 ms, phone delivery p95 ≤ 250 ms (a step that never reached a phone
 * counts as late) and no write failed; a setup's ramp stops after two levels in a row not held or
 * at a level where a write failed (timed out: past saturation), and it holds the largest level
 * reached with every level below held. The table
 * gives each level's writes/s, write p50/p99, delivery p95 (on two processes: same process / the
 * other), and the CPU milliseconds per write of each API process, of PostgreSQL (postmaster and
 * backends) and of the bench itself, so a bigger host's capacity can be computed; then the line
 * "tables held: …".
 *
 *   pnpm bench:capacity
 *   pnpm bench:capacity --quick                      (100 and 500 tables, 10 s windows: ~4 min)
 *   pnpm bench:capacity --setups sqlite,pg2 --tables 500,1000,1500 --window 30
 *   pnpm bench:capacity --all-levels                (on after misses, until a write fails: CPU per write at each rate)
 *   pnpm bench:capacity --nice [-10]                (a shared machine: the setup's processes first, as root)
 *
 * Bounded: the whole run stops ramping after 14 minutes (levels not reached are printed as such);
 * servers, the cluster and the temp folders are removed at the end, whatever happens. Loopback only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { apiDir, freePort, percentile, root, sleep, spawnAndWait, startCommand, type Running } from '../api/server';
import { machineCpuMs, processCpuMs, selfCpuMs, treeCpuMs } from './cpu';
import { DELIVERY_GRACE_MS, endpoint, Load, streamsEnded, streamsNotOpened, WRITE_PERIOD_MS, type Write } from './load';
import { postgresBin, startCluster, type Cluster } from './postgres';
import { copyTables, makeTemplate, openPostgres, openSqlite, PHONES_PER_TABLE, type Sql, type Table } from './seed';

const SETUPS = ['sqlite', 'pg1', 'pg2'] as const;
type Setup = (typeof SETUPS)[number];
const LABEL: Record<Setup, string> = { sqlite: 'sqlite', pg1: 'pg×1', pg2: 'pg×2' };
const WRITE_P99_MS = 100;
const DELIVERY_P95_MS = 250;
const RUN_GUARD_MS = 14 * 60_000;
const SQLITE_TARGET = 1000;
/**
 * Streams a process may hold (LIVE_MAX_STREAMS; default 10 000): above the 8 000 phones one process
 * gets at 2 000 tables, so the hub's cap is never what a level measures.
 */
const LIVE_MAX_STREAMS = 20_000;

interface Options {
  readonly setups: readonly Setup[];
  readonly levels: readonly number[];
  /** Unmeasured time after a level's phones opened (at least one write period: every new table writes once). */
  readonly warmMs: number;
  readonly windowMs: number;
  /** Goes on after misses until a write fails (the CPU per write at each rate, on a machine too busy for latencies). */
  readonly allLevels: boolean;
  /** A nice value for the bench and what it starts (they inherit it), or undefined to leave it. */
  readonly nice: number | undefined;
}

function options(argv: readonly string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const next = i >= 0 ? argv[i + 1] : undefined;
    return next?.startsWith('--') ? undefined : next;
  };
  const quick = argv.includes('--quick');
  const setups = (value('setups') ?? SETUPS.join(',')).split(',').map((s) => s.trim());
  for (const s of setups) if (!SETUPS.includes(s as Setup)) throw new Error(`--setups: unknown setup "${s}" (${SETUPS.join(', ')})`);
  const levels = (value('tables') ?? (quick ? '100,500' : '100,250,500,1000,1500,2000')).split(',').map(Number);
  if (levels.some((n) => !Number.isInteger(n) || n <= 0) || levels.some((n, i) => i > 0 && n <= (levels[i - 1] ?? 0))) {
    throw new Error('--tables: increasing positive integers, e.g. 100,500,1000');
  }
  const windowS = Number(value('window') ?? (quick ? 10 : 20));
  const nice = argv.includes('--nice') ? Number(value('nice') ?? -10) : undefined;
  if (nice !== undefined && (!Number.isInteger(nice) || nice < -20 || nice > 19)) throw new Error('--nice: a nice value from -20 to 19 (default -10)');
  return { setups: setups as Setup[], levels, warmMs: WRITE_PERIOD_MS, windowMs: windowS * 1000, nice, allLevels: argv.includes('--all-levels') };
}

interface Level {
  readonly setup: Setup;
  readonly tables: number;
  readonly phones: number;
  readonly phonesOpen: number;
  readonly writesPerS: number;
  readonly writeP50: number;
  readonly writeP99: number;
  readonly failed: number;
  readonly deliveryP95: number;
  /** On two processes: p95 of the phones on the GM's process, and of those on the other. */
  readonly deliverySplit?: { same: number; other: number };
  readonly missed: number;
  readonly deliveries: number;
  readonly apiCpu: readonly number[];
  readonly pgCpu: number | undefined;
  readonly benchCpu: number;
  /** Share of the machine's cores the setup's processes (API, PostgreSQL, bench) used in the window. */
  readonly busy: number;
  /** Share of the machine's cores every process used (other jobs too). */
  readonly machineBusy: number;
  readonly benchLagP99: number;
  /** Cores each used in the window (1 = one core all the time). */
  readonly cores: { readonly api: readonly number[]; readonly pg: number; readonly bench: number };
  /** Streams the server ended during the level (a hub over its cap ends the oldest). */
  readonly streamsEnded: number;
  readonly held: boolean;
}

/**
 * What most likely held a level back, from what was measured: streams ended by the server (the hub's
 * cap), an API process near a full core (its one event loop), PostgreSQL near the cores left, or the
 * machine busy with other work while this setup used little of it.
 */
function limit(l: Level, cores: number): string {
  if (l.held) return '—';
  if (l.streamsEnded > 0) return 'streams ended (hub cap)';
  if (Math.max(...l.cores.api) >= 0.85) return 'API event loop (a full core)';
  if (l.cores.pg >= 0.85 * (cores - l.cores.api.reduce((a, c) => a + c, 0))) return 'PostgreSQL CPU';
  // Past ~75 % of the cores, processes queue for them: the p99 grows long before 100 %.
  if (l.machineBusy >= 0.75 && l.busy < 0.6 * l.machineBusy) return 'other jobs on the machine';
  if (l.machineBusy >= 0.75) return "the machine's CPU";
  return 'not CPU (latency spikes)';
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** What to stop if the bench is interrupted (Ctrl-C, a timeout's SIGTERM): servers, the cluster, the folder. */
const started = {
  servers: new Set<Running>(),
  cluster: undefined as Cluster | undefined,
  dir: undefined as string | undefined,
  /** The session's autogroup nice value before --nice changed it. */
  autogroupNice: undefined as string | undefined,
};
function restoreAutogroup(): void {
  if (started.autogroupNice === undefined) return;
  try {
    writeFileSync('/proc/self/autogroup', started.autogroupNice);
  } catch {
    // Nothing to put back.
  }
  started.autogroupNice = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // SIGKILL: a server closing thousands of streams, or reconnecting to a cluster just stopped,
    // would outlive the bench.
    for (const server of started.servers) server.child.kill('SIGKILL');
    started.cluster?.stop();
    if (started.dir) rmSync(started.dir, { recursive: true, force: true });
    restoreAutogroup();
    console.log(`\nInterrupted (${signal}): servers, cluster and files removed.`);
    process.exit(130);
  });
}

async function startServer(databaseUrl: string, port?: number): Promise<Running> {
  const listen = port ?? (await freePort());
  const start = startCommand();
  // BENCH_NODE_FLAGS adds flags for a look inside (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), as bench:api's.
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter((flag) => flag !== '');
  const server = await spawnAndWait({
    args: [...start.flags, ...extra, 'dist/server/server.mjs'],
    env: {
      ...start.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(listen),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${listen}`,
      LOG_LEVEL: 'warn',
      LIVE_MAX_STREAMS: String(LIVE_MAX_STREAMS),
    },
    port: listen,
    probe: '/api/auth/me',
    timeoutMs: 60_000,
  });
  started.servers.add(server);
  return {
    ...server,
    output: server.output,
    stop: async () => {
      await server.stop();
      started.servers.delete(server);
    },
  };
}

/** A fresh database with `count` tables: returns its URL and the tables. */
async function prepare(setup: Setup, dir: string, cluster: Cluster | undefined, count: number): Promise<{ url: string; tables: Table[] }> {
  let url: string;
  if (setup === 'sqlite') url = `file:${path.join(dir, `${setup}.db`)}`;
  else {
    if (!cluster) throw new Error('no PostgreSQL cluster');
    cluster.createDatabase(`capacity_${setup}`);
    url = cluster.url(`capacity_${setup}`);
  }
  const started = performance.now();
  const server = await startServer(url);
  let template;
  try {
    template = await makeTemplate(server);
  } finally {
    await server.stop();
  }
  const sql: Sql = setup === 'sqlite' ? openSqlite(url.slice('file:'.length)) : await openPostgres(url);
  try {
    const tables = await copyTables(sql, template, count);
    console.log(`  ${count} tables made in ${((performance.now() - started) / 1000).toFixed(1)} s (one through the API, copied in SQL)`);
    return { url, tables };
  } finally {
    await sql.close();
  }
}

async function runSetup(setup: Setup, opts: Options, dir: string, cluster: Cluster | undefined, deadline: number): Promise<Level[]> {
  const levels: Level[] = [];
  const max = opts.levels.at(-1) ?? 0;
  console.log(`\n${LABEL[setup]}:`);
  const { url, tables } = await prepare(setup, dir, cluster, max);
  const servers: Running[] = [];
  let running: Load | undefined;
  try {
    const processes = setup === 'pg2' ? 2 : 1;
    for (let i = 0; i < processes; i++) servers.push(await startServer(url));
    const endpoints = servers.map((s, i) => endpoint(String.fromCharCode(65 + i), s.port));
    running = new Load(endpoints);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    let active = 0;
    let misses = 0;
    for (const level of opts.levels) {
      if (performance.now() > deadline) {
        console.log(`  ${level} tables: not run (the run's ${RUN_GUARD_MS / 60_000} minutes are spent)`);
        break;
      }
      const opening = performance.now();
      const notOpenedBefore = streamsNotOpened();
      await running.add(tables.slice(active, level), deadline);
      active = level;
      const endedBefore = streamsEnded();
      console.log(`  ${level} tables: ${level * PHONES_PER_TABLE} phones opened in ${((performance.now() - opening) / 1000).toFixed(1)} s; ${running.openPhones()} streams open, ${streamsNotOpened() - notOpenedBefore} did not open`);
      await sleep(opts.warmMs);

      // The measured window: CPU before and after, the writes scheduled in it, their deliveries.
      const cpu = () => ({
        api: servers.map((s) => processCpuMs(s.child.pid ?? -1)),
        pg: cluster ? treeCpuMs(cluster.postmasterPid()) : undefined,
        bench: selfCpuMs(),
        machine: machineCpuMs(),
      });
      const t0 = performance.now();
      const before = cpu();
      lag.reset();
      await sleep(opts.windowMs);
      const t1 = performance.now();
      const after = cpu();
      const benchLagP99 = lag.percentile(99) / 1e6;
      await sleep(DELIVERY_GRACE_MS);
      const inWindow = running.writes.filter((w: Write) => w.scheduled >= t0 && w.scheduled < t1);
      const answeredInWindow = running.writes.filter((w) => w.answered >= t0 && w.answered < t1 && w.status !== 0).length;
      const latencies = sorted(inWindow.map((w) => (w.answered === 0 ? Number.POSITIVE_INFINITY : w.answered - w.scheduled)));
      const failed = inWindow.filter((w) => w.answered !== 0 && w.status !== 200).length;
      const deliveries = running.deliveries(inWindow);
      const delivery = sorted(deliveries.map((d) => d.ms));
      const perWrite = (ms: number) => (answeredInWindow === 0 ? Number.NaN : ms / answeredInWindow);
      const apiCpu = after.api.map((ms, i) => perWrite(ms - (before.api[i] ?? 0)));
      const pgCpu = after.pg === undefined || before.pg === undefined ? undefined : perWrite(after.pg - before.pg);
      const benchCpu = perWrite(after.bench - before.bench);
      const spent = after.api.reduce((a, ms, i) => a + ms - (before.api[i] ?? 0), 0) + (after.pg ?? 0) - (before.pg ?? 0) + after.bench - before.bench;
      const writeP99 = percentile(latencies, 99);
      const deliveryP95 = percentile(delivery, 95);
      const row: Level = {
        setup,
        tables: level,
        phones: level * PHONES_PER_TABLE,
        phonesOpen: running.openPhones(),
        writesPerS: answeredInWindow / ((t1 - t0) / 1000),
        writeP50: percentile(latencies, 50),
        writeP99,
        failed,
        deliveryP95,
        ...(processes > 1
          ? {
              deliverySplit: {
                same: percentile(sorted(deliveries.filter((d) => d.sameProcess).map((d) => d.ms)), 95),
                other: percentile(sorted(deliveries.filter((d) => !d.sameProcess).map((d) => d.ms)), 95),
              },
            }
          : {}),
        missed: deliveries.filter((d) => d.ms === Number.POSITIVE_INFINITY).length,
        deliveries: deliveries.length,
        apiCpu,
        pgCpu,
        benchCpu,
        busy: spent / ((t1 - t0) * os.cpus().length),
        machineBusy: (after.machine.busy - before.machine.busy) / Math.max(1, after.machine.total - before.machine.total),
        benchLagP99,
        cores: {
          api: after.api.map((c, i) => (c - (before.api[i] ?? 0)) / (t1 - t0)),
          pg: after.pg === undefined || before.pg === undefined ? 0 : (after.pg - before.pg) / (t1 - t0),
          bench: (after.bench - before.bench) / (t1 - t0),
        },
        streamsEnded: streamsEnded() - endedBefore,
        held: writeP99 <= WRITE_P99_MS && deliveryP95 <= DELIVERY_P95_MS && failed === 0 && latencies.length > 0,
      };
      levels.push(row);
      const core = (n: number) => n.toFixed(2);
      console.log(
        `  ${level} tables: ${inWindow.length} writes, p99 ${ms(writeP99)}, delivery p95 ${ms(deliveryP95)} (${row.missed} of ${row.deliveries} missed), ` +
          `${failed} failed, ${row.streamsEnded} streams ended by the server; cores: API ${row.cores.api.map(core).join(' + ')}, PostgreSQL ${core(row.cores.pg)}, ` +
          `bench ${core(row.cores.bench)}, machine ${(row.machineBusy * os.cpus().length).toFixed(2)} of ${os.cpus().length} → ${row.held ? 'held' : `NOT held (${limit(row, os.cpus().length)})`}`,
      );
      const refusals = new Map<string, number>();
      for (const w of inWindow) if (w.refusal !== undefined) refusals.set(w.refusal, (refusals.get(w.refusal) ?? 0) + 1);
      for (const [refusal, count] of [...refusals].slice(0, 5)) console.log(`    ${count} × ${refusal}`);
      running.forget(t1);
      // One level past a miss still runs (a busy moment of a shared machine is not the setup's
      // limit, and its CPU per write at a higher rate is worth having); two misses in a row end it.
      misses = row.held ? 0 : misses + 1;
      // Writes that failed (timed out) mean the setup is past saturation: no level above says more.
      const overloaded = inWindow.some((w) => w.status === 0 || w.status >= 500);
      if ((misses === 2 && !opts.allLevels) || overloaded) break;
    }
    lag.disable();
  } finally {
    running?.stop();
    for (const server of servers) await server.stop().catch(() => undefined);
  }
  return levels;
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)} ms` : n === Number.POSITIVE_INFINITY ? '∞' : '—');
const cpuMs = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '—' : n.toFixed(2));

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' + uncommitted changes'}`;
  } catch {
    return 'unknown';
  }
}

function print(levels: readonly Level[], setups: readonly Setup[]): void {
  console.log(
    `\n| setup | tables | streams open / phones | writes/s | write p50 / p99 | delivery p95 | missed | failed | held | CPU ms per write: API | PostgreSQL | bench | cores busy: setup / machine | bench lag p99 | limit |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const l of levels) {
    const delivery = l.deliverySplit ? `${ms(l.deliveryP95)} (same ${ms(l.deliverySplit.same)} / other ${ms(l.deliverySplit.other)})` : ms(l.deliveryP95);
    console.log(
      `| ${LABEL[l.setup]} | ${l.tables} | ${l.phonesOpen} / ${l.phones} | ${l.writesPerS.toFixed(1)} | ${ms(l.writeP50)} / ${ms(l.writeP99)} | ${delivery} | ${l.missed} of ${l.deliveries} | ${l.failed} | ${l.held ? 'yes' : 'NO'} | ` +
        `${l.apiCpu.map(cpuMs).join(' + ')} | ${cpuMs(l.pgCpu)} | ${cpuMs(l.benchCpu)} | ${(l.busy * 100).toFixed(0)} % / ${(l.machineBusy * 100).toFixed(0)} % | ${ms(l.benchLagP99)} | ${limit(l, os.cpus().length)} |`,
    );
  }
  // The largest level held with every level below it held too.
  const heldOf = (setup: Setup) => {
    if (!setups.includes(setup)) return 'not run';
    let held = 0;
    for (const l of levels.filter((x) => x.setup === setup)) {
      if (!l.held) break;
      held = l.tables;
    }
    return String(held);
  };
  console.log(`\ntables held: ${SETUPS.map((s) => `${LABEL[s]} ${heldOf(s)}`).join(', ')}`);
  // Issue 37's targets: ≥ 1 000 tables on one SQLite process; two PostgreSQL processes hold more than one.
  const targets: string[] = [];
  if (setups.includes('sqlite')) targets.push(`sqlite ≥ ${SQLITE_TARGET}: ${Number(heldOf('sqlite')) >= SQLITE_TARGET ? 'PASS' : 'MISS'}`);
  if (setups.includes('pg1') && setups.includes('pg2')) targets.push(`pg×2 > pg×1: ${Number(heldOf('pg2')) > Number(heldOf('pg1')) ? 'PASS' : 'MISS'}`);
  if (targets.length > 0) console.log(`targets: ${targets.join('; ')}`);
  if (targets.some((t) => t.endsWith('MISS'))) process.exitCode = 1;
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? '?'}, Node ${process.version}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}; commit ${commit()}`,
  );
  console.log(`Setups ${opts.setups.join(', ')}; levels ${opts.levels.join(', ')} tables; ${opts.warmMs / 1000} s unmeasured then ${opts.windowMs / 1000} s measured a level`);
  if (opts.nice !== undefined) {
    // On a machine shared with other jobs: the servers, PostgreSQL and the bench are spawned from
    // here and inherit the value. With the kernel's autogroups on, a nice value only ranks threads
    // within their session: the session's own autogroup gets it too, or nothing changes.
    os.setPriority(opts.nice);
    try {
      // The autogroup is the session's (the shell's too): its value is put back at the end.
      started.autogroupNice = /nice (-?\d+)/.exec(readFileSync('/proc/self/autogroup', 'utf8'))?.[1];
      writeFileSync('/proc/self/autogroup', String(opts.nice));
    } catch {
      // No autogroups here (or no right to change them): the process's nice value is what counts.
    }
    const group = (() => {
      try {
        return readFileSync('/proc/self/autogroup', 'utf8').trim();
      } catch {
        return 'none';
      }
    })();
    console.log(`Priority (--nice): nice ${os.getPriority()} for the bench and every process it starts; autogroup ${group}`);
  }
  const deadline = performance.now() + RUN_GUARD_MS;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-capacity-'));
  started.dir = dir;
  let cluster: Cluster | undefined;
  const levels: Level[] = [];
  try {
    if (opts.setups.some((s) => s !== 'sqlite')) {
      if (postgresBin() === undefined) throw new Error('PostgreSQL setups need Debian\'s postgresql package (apt-get install -y postgresql)');
      cluster = await startCluster();
      started.cluster = cluster;
    }
    for (const setup of opts.setups) levels.push(...(await runSetup(setup, opts, dir, setup === 'sqlite' ? undefined : cluster, deadline)));
  } finally {
    print(levels, opts.setups);
    console.log(`\nCommit ${commit()}; load average at the end ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')} (${cpus.length} cores).`);
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
    restoreAutogroup();
  }
}

await main();

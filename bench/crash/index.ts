/**
 * `pnpm bench:crash`: a bounded crash campaign against the real server (the bundle, started as
 * `pnpm --filter @temps-mort/api start` does, by bench/api/server.ts) on ONE SQLite file kept
 * across every trial, loopback only. Each trial: concurrent GM clients write, the server gets
 * SIGKILL at a seeded-random moment, the file is checked (integrity_check), the server restarts
 * on it, and every write it had acknowledged must read back (./trial.ts, ./verify.ts). At the end
 * a final sweep checks every acknowledged write of every trial once more.
 *
 *   pnpm bench:crash [--trials 200] [--max-seconds 900] [--seed N] [--keep] [--no-build]
 *
 * Exits 1 when a write was lost, the file failed integrity_check, the server would not restart,
 * a crew could not be read, the export failed or the stored data disagreed with itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AckBook } from './acks';
import { gmClient } from './gm';
import { parseOptions } from './options';
import { prng } from './prng';
import { setUp } from './setup';
import { fileSize } from './sqlite';
import { runTrial } from './trial';
import { noFindings, verify, type Findings, type Subject } from './verify';
import { apiDir, percentile, root, startApi, type Running } from '../api/server';

/** Time kept for the final sweep when deciding whether one more trial fits under the cap. */
const SWEEP_RESERVE_S = 30;

const options = parseOptions(process.argv.slice(2), process.env);
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
let current: Running | null = null;

// Whatever happens, the campaign ends: a watchdog past the cap kills the server and exits.
const watchdog = setTimeout(() => {
  console.log(`\nWATCHDOG: still running ${options.maxSeconds + 120} s after the start: stopping.`);
  current?.child.kill('SIGKILL');
  process.exit(3);
}, (options.maxSeconds + 120) * 1000);
watchdog.unref();

// Other work on the machine slows every start and write: say how busy it was.
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');

function describeMachine(): string {
  const cpus = os.cpus();
  let commit = '?';
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    commit = git('rev-parse', '--short', 'HEAD');
    if (git('status', '--porcelain', 'apps', 'packages', 'prisma') !== '') commit += ' (+ uncommitted changes in apps/, packages/ or prisma/)';
  } catch {
    // not a git checkout: the commit stays unknown
  }
  return `${cpus.length} × ${cpus[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}; commit ${commit}; load average ${loadAverage()}`;
}

const add = (total: Findings, f: Findings): void => {
  total.lost += f.lost;
  total.inconsistent += f.inconsistent;
  total.unreadableCrews += f.unreadableCrews;
  total.exportFailures += f.exportFailures;
  total.notes.push(...f.notes);
};

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function main(): Promise<number> {
  console.log(`Crash campaign: ${options.trials} trials, at most ${options.maxSeconds} s, seed ${options.seed} (replay: --seed ${options.seed})`);
  console.log(`Machine: ${describeMachine()}`);
  if (!options.noBuild) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-crash-'));
  const databaseFile = path.join(dir, 'crash.db');
  console.log(`Database: ${databaseFile} (one file for every trial)`);

  const rng = prng(options.seed);
  const book = new AckBook();
  const total = noFindings();
  let integrityFailures = 0;
  let foreignKeyFailures = 0;
  let failedRestarts = 0;
  let trials = 0;
  let quietKills = 0;
  let stoppedByCap = false;
  let aborted = false;
  let lastTrialS = 0;
  let crews = 0;
  let inFlight = 0;
  let inFlightCommitted = 0;
  const restartMs: number[] = [];

  current = await startApi(databaseFile);
  try {
    const campaign = await setUp(current);
    const subject: Subject = { campaignId: campaign.campaignId, wizardId: campaign.wizardId, crewIds: new Set(campaign.crewIds) };
    const deps = { campaign, book, subject, databaseFile };
    for (let trial = 1; trial <= options.trials; trial++) {
      if (seconds() + 1.5 * lastTrialS + SWEEP_RESERVE_S > options.maxSeconds) {
        stoppedByCap = true;
        break;
      }
      const trialStarted = performance.now();
      const result = await runTrial(trial, current, deps, rng.fork());
      trials += 1;
      current = result.server;
      failedRestarts += result.failedRestarts;
      if (!result.file.ok) integrityFailures += 1;
      if (result.file.foreignKeyViolations > 0) foreignKeyFailures += 1;
      if (result.plan.quiet) quietKills += 1;
      if (result.findings) {
        add(total, result.findings);
        inFlight += result.findings.inFlight;
        inFlightCommitted += result.findings.inFlightCommitted;
      }
      if (result.server) restartMs.push(result.server.startMs);
      const problems = [
        ...(result.file.ok ? [] : [`integrity_check: ${result.file.problems.join('; ')}`]),
        ...(result.file.foreignKeyViolations > 0 ? [`${result.file.foreignKeyViolations} foreign_key_check rows`] : []),
        ...(result.failedRestarts > 0 ? [`${result.failedRestarts} failed restart(s)`] : []),
        ...(result.findings?.notes ?? []),
      ];
      lastTrialS = (performance.now() - trialStarted) / 1000;
      console.log(
        `trial ${trial}/${options.trials}: killed at ${result.plan.killAt} ms${result.plan.quiet ? ` (quiet window ${result.plan.quiet[0]}–${result.plan.quiet[1]} ms)` : ''}, ` +
          `${result.acked} acknowledged, WAL ${mib(result.walBytes)}, integrity_check ${result.file.ok ? 'ok' : 'FAILED'} (${result.file.ms.toFixed(0)} ms), ` +
          `${result.server ? `restarted in ${result.server.startMs.toFixed(0)} ms` : 'NO RESTART'}, ${problems.length === 0 ? 'all checks pass' : `${problems.length} PROBLEM(S)`} [${lastTrialS.toFixed(1)} s]`,
      );
      for (const problem of problems) console.log(`  ${problem}`);
      if (!current) {
        aborted = true;
        break;
      }
    }

    // Every acknowledged write of every trial, once more, on the last server.
    if (current) {
      const sweep = await verify(gmClient(current.base, campaign.cookie), book, subject, book.all);
      console.log(`Final sweep over all ${book.all.length} acknowledged writes: ${sweep.notes.length === 0 ? 'all there' : `${sweep.notes.length} PROBLEM(S)`}`);
      for (const line of sweep.notes) console.log(`  ${line}`);
      add(total, sweep);
    }
    crews = subject.crewIds.size;
  } finally {
    // Also when something above threw: no server is left behind.
    if (current) await current.stop().catch(() => undefined);
  }

  const kinds = (kind: string) => book.all.filter((a) => a.kind === kind).length;
  console.log('');
  if (stoppedByCap) console.log(`STOPPED EARLY by the time cap (--max-seconds ${options.maxSeconds}) after ${trials} of ${options.trials} trials.`);
  if (aborted) console.log(`ABORTED after trial ${trials}: the server would not restart.`);
  console.log(`(${quietKills} kills in or after a quiet window; ${book.refused} writes refused by the rules (422) as expected; ${book.conflicts} answered 409 (none expected: one writer each); ${book.serverErrors} answered 5xx; ${crews} crews; database ${mib(fileSize(databaseFile))})`);
  for (const line of book.serverErrorNotes) console.log(`  5xx: ${line}`);
  // The kills did land mid-write: writes in flight, some committed without their answer (allowed).
  console.log(`(writes of unknown fate at the kills (in flight, or sent as the server died): ${inFlight}, of which found committed after the restart: ${inFlightCommitted})`);
  restartMs.sort((a, b) => a - b);
  console.log(`(restart to the first answer: median ${percentile(restartMs, 50).toFixed(0)} ms, max ${(restartMs.at(-1) ?? 0).toFixed(0)} ms)`);
  console.log(`(load average at the end: ${loadAverage()}, ${os.cpus().length} cores)`);
  console.log(`inconsistent: ${total.inconsistent}`);
  console.log(`export failures: ${total.exportFailures}`);
  console.log(`foreign_key_check failures: ${foreignKeyFailures}`);
  console.log(`trials: ${trials}`);
  console.log(`acknowledged writes: ${book.all.length} (crew steps ${kinds('crew')}, ledger entries ${kinds('ledger')}, rolls ${kinds('roll')})`);
  console.log(`lost: ${total.lost}`);
  console.log(`integrity_check failures: ${integrityFailures}`);
  console.log(`failed restarts: ${failedRestarts}`);
  console.log(`unreadable crews: ${total.unreadableCrews}`);
  console.log(`elapsed seconds: ${seconds().toFixed(1)}`);

  const failed = total.lost + integrityFailures + failedRestarts + total.unreadableCrews + total.inconsistent + total.exportFailures + foreignKeyFailures > 0;
  if (failed || options.keep) console.log(`The database is kept for inspection: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

// Exit explicitly: a client socket left open by the kills must not keep the campaign alive.
process.exit(await main());

/**
 * One trial: the GM clients write on the running server; at a moment drawn from the seeded
 * generator the server gets SIGKILL (no shutdown hook runs: as a power cut is for the process,
 * not for the OS page cache); then the file is checked as left (integrity_check, read-only), the
 * server is started again on it, and what the clients were told is checked against what it reads.
 *
 * Half of the trials or so have a quiet window (every client pauses): the server's checkpointer
 * copies the log into the database after 300 ms without a write, so some kills land in or around
 * a checkpoint rather than in the middle of writes.
 */
import type { ChildProcess } from 'node:child_process';
import type { AckBook } from './acks';
import { gmClient, isOk, type Json } from './gm';
import type { Prng } from './prng';
import { crewBody, type Campaign } from './setup';
import { checkFile, fileSize, type FileCheck } from './sqlite';
import { noFindings, verify, type Findings, type Subject } from './verify';
import { crewSnapshot, crewWriter, diceWriter, ledgerWriter, readCrew, readWizard, type CrewSheet, type TrialContext } from './writers';
import { sleep, startApi, type Running } from '../api/server';

/** A crew whose history is this long is replaced by a new one (undo replays the whole history). */
const ROTATE_AT = 1500;
const RESTART_ATTEMPTS = 3;

export interface KillPlan {
  /** Milliseconds after the clients start. */
  readonly killAt: number;
  /** [start, end) of the window without writes, if any. */
  readonly quiet: readonly [number, number] | null;
}

export function planKill(p: Prng): KillPlan {
  if (p.chance(0.6)) return { killAt: p.between(20, 1200), quiet: null };
  const start = p.between(100, 600);
  const length = p.between(400, 1200);
  return { killAt: start + p.between(250, length + 300), quiet: [start, start + length] };
}

export interface TrialResult {
  readonly plan: KillPlan;
  readonly acked: number;
  readonly walBytes: number;
  readonly file: FileCheck;
  readonly failedRestarts: number;
  /** The restarted server, or null when it would not start. */
  readonly server: Running | null;
  readonly findings: Findings | null;
}

export interface TrialDeps {
  readonly campaign: Campaign;
  readonly book: AckBook;
  readonly subject: Subject;
  readonly databaseFile: string;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** The crews the writers start from; a crew grown past ROTATE_AT steps is replaced (an acknowledged write too). */
async function startingCrews(deps: TrialDeps, trial: number, base: string): Promise<CrewSheet[]> {
  const gm = gmClient(base, deps.campaign.cookie);
  const sheets: CrewSheet[] = [];
  for (const [slot, crewId] of deps.campaign.crewIds.entries()) {
    let sheet = await readCrew(gm, crewId);
    if (!sheet) throw new Error(`trial ${trial}: crew ${crewId} unreadable before the writes`);
    if (sheet.version > ROTATE_AT) {
      const res = await gm.api('POST', `/api/campaigns/${deps.campaign.campaignId}/crews`, crewBody(`Bande ${trial}-${slot}`));
      if (!isOk(res.status)) {
        // Counted as a server error; the writer keeps the long crew this trial (a new one may exist now).
        deps.book.serverError(`trial ${trial}: POST /api/campaigns/:id/crews → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        sheets.push(sheet);
        continue;
      }
      sheet = res.body.sheet as CrewSheet;
      deps.book.acked({ kind: 'crew', trial, crewId: sheet.id, seq: (res.body.event as Json).seq as number, type: 'crew_created', undoes: null }, sheet.id, sheet.version, crewSnapshot(sheet));
      deps.campaign.crewIds[slot] = sheet.id;
      deps.subject.crewIds.add(sheet.id);
    }
    sheets.push(sheet);
  }
  return sheets;
}

export async function restart(databaseFile: string): Promise<{ server: Running | null; failures: number; errors: string[] }> {
  const errors: string[] = [];
  for (let attempt = 0; attempt < RESTART_ATTEMPTS; attempt++) {
    try {
      return { server: await startApi(databaseFile), failures: attempt, errors };
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
      await sleep(500);
    }
  }
  return { server: null, failures: RESTART_ATTEMPTS, errors };
}

export async function runTrial(trial: number, server: Running, deps: TrialDeps, p: Prng): Promise<TrialResult> {
  const { book, campaign } = deps;
  book.startTrial();
  const ackedBefore = book.all.length;
  const sheets = await startingCrews(deps, trial, server.base);
  const gm = gmClient(server.base, campaign.cookie);
  const wizard = await readWizard(gm, campaign.wizardId);
  if (!wizard) throw new Error(`trial ${trial}: wizard unreadable before the writes`);

  const plan = planKill(p);
  let stopped = false;
  const t0 = performance.now();
  const ctx: TrialContext = {
    trial,
    gm,
    book,
    campaignId: campaign.campaignId,
    stopped: () => stopped,
    async quiet() {
      if (!plan.quiet) return;
      const now = performance.now() - t0;
      if (now >= plan.quiet[0] && now < plan.quiet[1]) await sleep(plan.quiet[1] - now);
    },
  };
  const clients = [
    ...sheets.map((sheet) => crewWriter(ctx, sheet, p.fork())),
    ledgerWriter(ctx, wizard, p.fork()),
    diceWriter(ctx, p.fork()),
  ];

  await sleep(plan.killAt);
  server.child.kill('SIGKILL');
  stopped = true;
  await exited(server.child);
  await Promise.all(clients);

  const walBytes = fileSize(`${deps.databaseFile}-wal`);
  const file = checkFile(deps.databaseFile);
  const restarted = await restart(deps.databaseFile);
  if (!restarted.server) {
    for (const error of restarted.errors) console.log(`  restart failed: ${error}`);
    return { plan, acked: book.all.length - ackedBefore, walBytes, file, failedRestarts: restarted.failures, server: null, findings: null };
  }
  const after = gmClient(restarted.server.base, campaign.cookie);
  let findings: Findings;
  try {
    findings = await verify(after, book, deps.subject, book.all.slice(ackedBefore));
  } catch (error) {
    // The restarted server stopped answering reads (a network error or a timeout).
    findings = noFindings();
    findings.unreadableCrews += 1;
    findings.notes.push(`the checks could not finish: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { plan, acked: book.all.length - ackedBefore, walBytes, file, failedRestarts: restarted.failures, server: restarted.server, findings };
}

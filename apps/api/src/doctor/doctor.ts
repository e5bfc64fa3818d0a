/**
 * The `doctor` command (apps/api/scripts/doctor.ts): lists everything of the database the server
 * can no longer read, with why; with `repair`, first takes an online backup of the database file,
 * then repairs each thing in its own transaction (crews: ./crews.ts, wizards: ./wizards.ts, d100
 * trackers: ./complexActions.ts), says exactly what changed, and scans again.
 *
 * Exit code 0 when everything reads (at the end), 1 otherwise: a cron line can watch it.
 *
 * On PostgreSQL there is no file to copy: `repair` first asks for a pg_dump (printing the command)
 * and repairs only once the operator says it is made (`dumped`, the CLI's `--dumped`).
 */
import type { PrismaClient } from '../db/client';
import { databaseKind, redactedUrl } from '../db/databaseUrl';
import { backupDatabase } from '../domain/backup/sqlite';
import { errorText } from './clamp';
import { repairComplexAction } from './complexActions';
import { repairCrew } from './crews';
import { changeLines, listing, REPAIR_COMMAND, thingName } from './report';
import { findUnreadable, type Unreadable } from './scan';
import type { Transact } from './transaction';
import { repairWizard } from './wizards';

export interface DoctorOptions {
  readonly db: PrismaClient;
  /** The SQLite file, for the backup; on PostgreSQL the database's URL. */
  readonly databaseFile: string;
  /** PostgreSQL: the operator made a pg_dump of the database (no repair without one). */
  readonly dumped?: boolean;
  readonly repair: boolean;
  readonly now: Date;
  readonly print?: (text: string) => void;
  /** Where the backup goes (default: the backups folder next to the database). */
  readonly backupDir?: string;
}

export interface DoctorResult {
  readonly exitCode: 0 | 1;
  /** What could not be read at the start of the run. */
  readonly found: readonly Unreadable[];
  /** What still cannot be read at its end. */
  readonly remaining: readonly Unreadable[];
  /** The backup taken before repairing. */
  readonly backup?: string;
}

/** The report's lines for one thing's repair. */
async function repairOne(transact: Transact, thing: Unreadable, now: Date): Promise<string[]> {
  const notRepaired = (why: string) => [`  NOT repaired, nothing of it was changed: ${why}`];
  switch (thing.kind) {
    case 'crew': {
      const done = await repairCrew(transact, thing.id, now);
      if (!done.repaired) return notRepaired(`its history does not rebuild it (${done.replayProblem}), and ${done.clampProblem}.`);
      if (done.how === 'replay') {
        if (done.dropped.length === 0) return ['  Repaired: rebuilt from its history, every step kept (the history is intact).'];
        return [
          `  Repaired: rebuilt from its history. ${done.dropped.length} step(s) no longer validate: skipped, and marked undone by an "undo"`,
          '  step at the end of the history (what they did is gone from the crew; every other step is intact):',
          ...done.dropped.map((s) => `    - step ${s.seq} (${s.type}) ${s.why}`),
        ];
      }
      return [
        `  Its history does not rebuild it (${done.replayProblem}).`,
        '  Repaired by bringing its stored rows inside the model instead:',
        ...changeLines(done.changes),
        '  Its history is kept as it was, but no longer replays to this crew: undoing its earlier steps, and importing',
        '  an export of this campaign, will refuse this crew (D7 history_does_not_replay).',
      ];
    }
    case 'wizard': {
      const done = await repairWizard(transact, thing.id, now);
      if (done.how === 'none') return notRepaired(done.why);
      const lost = `its ledger cannot be rebuilt (nothing else holds what these steps showed): ${done.lost.join('; ')}`;
      if (done.how === 'readable') return notRepaired(lost);
      const lines =
        done.how === 'replay'
          ? ['  Its state rebuilt from its history, every step kept (the history is intact).']
          : [
              '  Its history does not rebuild it. Its state brought inside the model instead:',
              ...changeLines(done.changes),
              '  A "wizard_restored" step starts its history again from the repaired wizard: its ledger before it is kept as it was,',
              '  and undo stops there.',
            ];
      return done.lost.length === 0 ? ['  Repaired.', ...lines] : [...lines, `  NOT fully repaired: ${lost}`];
    }
    case 'complex_action': {
      const done = await repairComplexAction(transact, thing.id);
      if (!done.repaired) return notRepaired(done.why);
      return ['  Repaired:', ...changeLines(done.changes)];
    }
  }
}

export async function runDoctor(options: DoctorOptions): Promise<DoctorResult> {
  const print = options.print ?? console.log;
  const found = await findUnreadable(options.db);
  if (found.length === 0) {
    print(`Everything in ${redactedUrl(options.databaseFile)} can be read: nothing to repair.`);
    return { exitCode: 0, found, remaining: [] };
  }
  print(listing(found));
  if (!options.repair) {
    print(`\nTo repair: ${REPAIR_COMMAND} (it makes a backup of the database first; the server may keep running).`);
    return { exitCode: 1, found, remaining: found };
  }

  let backup: { readonly path: string } | undefined;
  if (databaseKind(options.databaseFile) === 'postgresql') {
    if (!options.dumped) {
      print(
        [
          '',
          'On PostgreSQL the doctor makes no copy of its own: back the database up with pg_dump first,',
          `  pg_dump -Fc "${redactedUrl(options.databaseFile)}" > temps-mort-before-repair.dump`,
          `then run ${REPAIR_COMMAND} --dumped (docs/operations.md, "A hosted deployment"). Nothing was changed.`,
        ].join('\n'),
      );
      return { exitCode: 1, found, remaining: found };
    }
    print('\nRepairing: the pg_dump made before is the database as it was.');
  } else {
    backup = backupDatabase(options.databaseFile, { now: options.now, ...(options.backupDir ? { dir: options.backupDir } : {}) });
    print(`\nBackup of the database before any repair: ${backup.path}`);
  }
  // A long history replays in more than Prisma's default 5 s.
  const transact: Transact = (work) => options.db.$transaction(work, { timeout: 120_000, maxWait: 30_000 });
  for (const thing of found) {
    let lines: string[];
    try {
      lines = await repairOne(transact, thing, options.now);
    } catch (error) {
      lines = [`  NOT repaired, nothing of it was changed: ${errorText(error)}`];
    }
    print([``, `${thingName(thing)}:`, ...lines].join('\n'));
  }

  const remaining = await findUnreadable(options.db);
  const before = backup?.path ?? 'your pg_dump';
  print(
    remaining.length === 0
      ? `\nDone: everything can be read now. The database as it was before: ${before}`
      : [
          '',
          `${remaining.length} thing(s) still cannot be read (listed above). The database as it was before: ${before}`,
          'To put it back: docs/operations.md, "Restore a database backup".',
        ].join('\n'),
  );
  return { exitCode: remaining.length === 0 ? 0 : 1, found, remaining, ...(backup ? { backup: backup.path } : {}) };
}

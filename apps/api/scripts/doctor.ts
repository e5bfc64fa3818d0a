/**
 * `pnpm db:doctor` (root) or `pnpm --filter @temps-mort/api db:doctor`: lists everything of the
 * database the server can no longer read (crews, Frostgrave wizards, d100 trackers), with why.
 * With `--repair`: first an online backup of the database, then each one repaired in its own
 * transaction, with a report of exactly what changed (apps/api/src/doctor/).
 *
 *   pnpm db:doctor              lists; exit code 1 when something cannot be read
 *   pnpm db:doctor --repair     backs up, repairs, lists what is left; exit code 0 when all reads
 *   pnpm db:doctor --repair --dumped   on PostgreSQL: repairs once you made a pg_dump (the doctor
 *                               copies no PostgreSQL database itself, and says so without --dumped)
 *
 * Uses the same settings as
 * the server (DATABASE_URL…), applies pending migrations as a server start does, and may run while
 * the server runs.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { createPrismaClient, migrateDatabase } from '../src/db/client';
import { databaseKind } from '../src/db/databaseUrl';
import { databaseFilePath } from '../src/db/migrate';
import { runDoctor } from '../src/doctor/doctor';
import { plainWords } from '../src/startFailure';

// pnpm runs package scripts from the package's folder and says where the user was in INIT_CWD
// (a relative DATABASE_URL is taken from there, as the backup command does).
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--repair' && a !== '--dumped');
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}. Usage: pnpm db:doctor [--repair [--dumped]]`);
  process.exit(2);
}

const config = loadConfig();
const onPostgres = databaseKind(config.databaseUrl) === 'postgresql';
// On PostgreSQL the doctor names the database by its URL (printed without the password).
const file = onPostgres ? config.databaseUrl : databaseFilePath(config.databaseUrl);
if (!onPostgres && !existsSync(file)) {
  console.error(`No database at ${file}: nothing to check (is DATABASE_URL the server's?).`);
  process.exit(1);
}
const db = createPrismaClient(config.databaseUrl);
try {
  await migrateDatabase({ url: config.databaseUrl });
  const { exitCode } = await runDoctor({
    db,
    databaseFile: file,
    repair: args.includes('--repair'),
    dumped: args.includes('--dumped'),
    now: new Date(),
  });
  process.exitCode = exitCode;
} catch (error) {
  // The database locked or not writable: the start's plain words fit the doctor too.
  const plain = plainWords(error, config);
  console.error(`The doctor could not finish: ${plain ?? (error instanceof Error ? (error.stack ?? error.message) : String(error))}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}

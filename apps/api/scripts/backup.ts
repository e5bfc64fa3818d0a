/**
 * `pnpm --filter @temps-mort/api backup [path]`: an online backup of the database (DATABASE_URL,
 * else data/temps-mort.db), safe while the server runs — `VACUUM INTO` from a read-only connection
 * copies one consistent snapshot, WAL included (apps/api/src/domain/backup/sqlite.ts).
 *
 *   backup               → <database folder>/backups/temps-mort-<UTC time>.db
 *   backup <folder>      → <folder>/temps-mort-<UTC time>.db (an existing folder, or a path ending in /)
 *   backup <file>.db     → exactly that file
 *
 * Never overwrites a file. Prints the file and its size; exit code 1 on failure. Relative paths (the
 * argument, a relative DATABASE_URL) are taken from the folder the command was typed in, not from
 * apps/api where `pnpm --filter` runs the script.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { databaseKind } from '../src/db/databaseUrl';
import { databaseFilePath } from '../src/db/migrate';
import { backupDatabase, backupDatabaseTo, type BackupInfo } from '../src/domain/backup/sqlite';

function isFolder(target: string): boolean {
  if (target.endsWith('/') || target.endsWith(path.sep)) return true;
  try {
    return statSync(target).isDirectory();
  } catch {
    return false;
  }
}

// pnpm runs package scripts from the package's folder and says where the user was in INIT_CWD.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { databaseUrl } = loadConfig();
if (databaseKind(databaseUrl) === 'postgresql') {
  console.error(
    'DATABASE_URL is a PostgreSQL database: this command copies a SQLite file. Back PostgreSQL up with pg_dump,\n' +
      '  pg_dump -Fc "$DATABASE_URL" > temps-mort-$(date +%F).dump   (restore: pg_restore --clean -d "$DATABASE_URL" <file>)\n' +
      'See docs/operations.md, "A hosted deployment".',
  );
  process.exit(1);
}

try {
  const database = databaseFilePath(databaseUrl);
  const target = process.argv[2];
  const now = new Date();
  const backup: BackupInfo =
    target === undefined
      ? backupDatabase(database, { now })
      : isFolder(target)
        ? backupDatabase(database, { now, dir: path.resolve(target) })
        : backupDatabaseTo(database, path.resolve(target));
  console.log(`Backup of ${database}\n  → ${backup.path} (${(backup.size / 1024).toFixed(1)} KiB)`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

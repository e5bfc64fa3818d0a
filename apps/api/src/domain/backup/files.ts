/**
 * The server's file backups (backup.create, backups), per database. On SQLite: copies of the
 * database file in its `backups/` folder (./sqlite.ts). On PostgreSQL there is no file to copy:
 * the host backs the database up with PostgreSQL's own tool, `pg_dump` (docs/operations.md,
 * "PostgreSQL"): backup.create answers 409 saying so — `{ error: 'conflict', current: { database:
 * 'postgresql', tool: 'pg_dump' } }` — rather than a copy that does not exist, and the list of
 * backups is empty (a read never answers 409: contract's errors.test.ts). A GM's campaign export
 * (campaign.export) works on both.
 */
import { databaseKind } from '../../db/databaseUrl';
import { databaseFilePath } from '../../db/migrate';
import { ConflictError } from '../../http/errors';
import { backupDatabase, backupsDir, listBackups, type BackupInfo } from './sqlite';

/** What the 409 carries on PostgreSQL. */
export const POSTGRES_BACKUPS = { database: 'postgresql', tool: 'pg_dump' } as const;

export interface FileBackups {
  create(now: Date): BackupInfo;
  list(): BackupInfo[];
}

export function fileBackups(databaseUrl: string): FileBackups {
  if (databaseKind(databaseUrl) === 'postgresql') {
    return {
      create: () => {
        throw new ConflictError(POSTGRES_BACKUPS);
      },
      list: () => [],
    };
  }
  const file = databaseFilePath(databaseUrl);
  return {
    create: (now) => backupDatabase(file, { now }),
    list: () => listBackups(backupsDir(file)),
  };
}

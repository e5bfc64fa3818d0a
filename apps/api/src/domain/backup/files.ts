/**
 * The server's file backups (backup.create, backups), per database. On SQLite: copies of the
 * database file in its `backups/` folder (./sqlite.ts). On PostgreSQL there is no file to copy:
 * the host backs the database up with PostgreSQL's own tool, `pg_dump` (docs/operations.md,
 * "PostgreSQL"): backup.create answers 409 saying so — `{ error: 'conflict', current: { database:
 * 'postgresql', tool: 'pg_dump' } }` — rather than a copy that does not exist, and the list of
 * backups is empty (a read never answers 409: contract's errors.test.ts). A GM's campaign export
 * (campaign.export) works on both.
 *
 * A file backup copies every GM's campaigns onto the host's disk: only the instance's owner (its
 * first GM, who hosts it) makes or lists them (issue 37); every GM exports their own campaigns.
 */
import { databaseKind } from '../../db/databaseUrl';
import { databaseFilePath } from '../../db/migrate';
import type { GmPrincipal } from '../../auth/principal';
import { ConflictError, ForbiddenError } from '../../http/errors';
import { backupDatabase, backupsDir, listBackups, type BackupInfo } from './sqlite';

/** What the 409 carries on PostgreSQL. */
export const POSTGRES_BACKUPS = { database: 'postgresql', tool: 'pg_dump' } as const;

export interface FileBackups {
  create(by: GmPrincipal, now: Date): BackupInfo;
  list(by: GmPrincipal): BackupInfo[];
}

/** The instance's owner, or 403. */
function requireOwner(by: GmPrincipal): void {
  if (!by.owner) throw new ForbiddenError();
}

export function fileBackups(databaseUrl: string): FileBackups {
  if (databaseKind(databaseUrl) === 'postgresql') {
    return {
      create: (by) => {
        requireOwner(by);
        throw new ConflictError(POSTGRES_BACKUPS);
      },
      list: (by) => {
        requireOwner(by);
        return [];
      },
    };
  }
  const file = databaseFilePath(databaseUrl);
  return {
    create: (by, now) => {
      requireOwner(by);
      return backupDatabase(file, { now });
    },
    list: (by) => {
      requireOwner(by);
      return listBackups(backupsDir(file));
    },
  };
}

/**
 * Online backups of the SQLite file with `VACUUM INTO`, safe while the server runs: a separate
 * read-only connection copies one consistent snapshot (every committed transaction, WAL included,
 * nothing half-written) into a new, compact database file. Used by POST /api/backup and by the
 * `backup` CLI (apps/api/scripts/backup.ts).
 *
 * A backup never overwrites anything: it is written under a temporary name, checked
 * (`PRAGMA quick_check`), then hard-linked to its final name — which fails if that name exists —
 * and the temporary name removed. Names are `temps-mort-<UTC time>.db`
 * (e.g. `temps-mort-2026-03-14T20-15-02-123Z.db`), with `-2`, `-3`… when a name is taken, so they
 * sort by time. A backup file is an ordinary SQLite database (rollback journal, not WAL): copy it
 * back in place of the database to restore (docs/operations.md).
 */
import { existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const BACKUP_DIR_NAME = 'backups';
const NAME = /^temps-mort-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)(?:-(\d+))?\.db$/;

export interface BackupInfo {
  /** The file name (in the backups folder). */
  readonly name: string;
  /** Absolute path. */
  readonly path: string;
  /** Bytes. */
  readonly size: number;
  /** When the file was written. */
  readonly createdAt: Date;
}

/** The backups folder: `backups/` next to the database file (data/backups/ by default). */
export function backupsDir(databaseFile: string): string {
  return path.join(path.dirname(databaseFile), BACKUP_DIR_NAME);
}

/** `temps-mort-2026-03-14T20-15-02-123Z.db`, or `…-2.db` for the second try at the same time. */
export function backupName(now: Date, attempt = 1): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `temps-mort-${stamp}${attempt > 1 ? `-${attempt}` : ''}.db`;
}

export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

function info(file: string): BackupInfo {
  const stat = statSync(file);
  return { name: path.basename(file), path: file, size: stat.size, createdAt: stat.mtime };
}

/**
 * Copies the database into `target` (which must not exist): VACUUM INTO a temporary file, check
 * it, link it to `target` (refused if `target` appeared meanwhile). Returns false if `target` was
 * taken, throws on any other failure (nothing left behind).
 */
function vacuumInto(databaseFile: string, target: string): boolean {
  if (existsSync(target)) return false;
  const partial = `${target}.partial-${process.pid}-${Date.now()}`;
  const source = new Database(databaseFile, { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }
  try {
    const copy = new Database(partial, { readonly: true, fileMustExist: true });
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the backup failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    try {
      linkSync(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    return true;
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * A new backup of `databaseFile` in `dir` (default: its backups folder, created if needed), named
 * after `now`. Never overwrites a file.
 */
export function backupDatabase(databaseFile: string, options: { now: Date; dir?: string }): BackupInfo {
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}`);
  const dir = options.dir ?? backupsDir(databaseFile);
  mkdirSync(dir, { recursive: true });
  for (let attempt = 1; attempt <= 100; attempt++) {
    const target = path.join(dir, backupName(options.now, attempt));
    if (vacuumInto(databaseFile, target)) return info(target);
  }
  throw new Error(`Could not find a free backup name in ${dir}`);
}

/** A backup of `databaseFile` at exactly `file` (refused if it exists). */
export function backupDatabaseTo(databaseFile: string, file: string): BackupInfo {
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (!vacuumInto(databaseFile, file)) throw new Error(`${file} exists: a backup never overwrites a file`);
  return info(file);
}

/** The backups in `dir`, newest first (none when the folder does not exist). */
export function listBackups(dir: string): BackupInfo[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter(isBackupName)
    .map((name) => info(path.join(dir, name)))
    .sort((a, b) => {
      const [, stampA = '', attemptA = '1'] = NAME.exec(a.name) ?? [];
      const [, stampB = '', attemptB = '1'] = NAME.exec(b.name) ?? [];
      return stampA !== stampB ? (stampA < stampB ? 1 : -1) : Number(attemptB) - Number(attemptA);
    });
}

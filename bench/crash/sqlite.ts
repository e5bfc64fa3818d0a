/**
 * The database file as SQLite sees it, between the kill and the restart: opened read-only with
 * better-sqlite3 (a dependency of apps/api, loaded from there), so the check neither repairs nor
 * checkpoints anything the restarted server would otherwise have to cope with.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { apiDir } from '../api/server';

const Database = createRequire(path.join(apiDir, 'package.json'))('better-sqlite3') as typeof BetterSqlite3;

export interface FileCheck {
  /** `PRAGMA integrity_check` answered exactly "ok". */
  readonly ok: boolean;
  /** Its answer otherwise (the first lines), or the error opening the file. */
  readonly problems: readonly string[];
  /** Rows of `PRAGMA foreign_key_check` (a child row pointing at nothing). */
  readonly foreignKeyViolations: number;
  readonly ms: number;
}

export function checkFile(file: string): FileCheck {
  const started = performance.now();
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const lines = rows.map((r) => r.integrity_check);
    const ok = lines.length === 1 && lines[0] === 'ok';
    const foreignKeyViolations = (db.pragma('foreign_key_check') as unknown[]).length;
    return { ok, problems: ok ? [] : lines.slice(0, 5), foreignKeyViolations, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)], foreignKeyViolations: 0, ms: performance.now() - started };
  } finally {
    db?.close();
  }
}

/** Size in bytes of a file, 0 when absent (the write-ahead log after a clean close). */
export function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

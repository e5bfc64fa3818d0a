/**
 * WAL checkpoints off the write path. SQLite in WAL mode copies the log back into the database
 * file (a "checkpoint", with an fsync) when the log passes `wal_autocheckpoint` pages, inside the
 * COMMIT of whichever write crosses the line: with the default 1000 pages, about one step in a
 * hundred paid 5–50 ms for it (measured: docs/performance.md, "API"). Here the server's own
 * connection checkpoints only as a fallback, past `FALLBACK_PAGES`, and a separate connection runs
 * a PASSIVE checkpoint (it never waits for, nor blocks, readers and writers) once the app has seen
 * no write for `idleMs` — between a GM's steps, which are seconds apart.
 *
 * Only the server's own database gets this (app.ts, when it opens the client itself).
 */
import Database from 'better-sqlite3';

/** The log size (pages of 4 KiB) past which a commit checkpoints anyway: 40 MiB. */
export const FALLBACK_PAGES = 10_000;

export interface Checkpointer {
  /** A write happened (any request that is not a read). */
  noteWrite(): void;
  /** Checkpoints now if there were writes and none for `idleMs`; true when it did. */
  runIfIdle(): boolean;
  stop(): void;
}

export interface CheckpointerOptions {
  /** Quiet time after the last write before checkpointing (default 300 ms). */
  readonly idleMs?: number;
  /** How often to look (default 500 ms). */
  readonly everyMs?: number;
  readonly clock?: () => number;
  readonly onError?: (error: unknown) => void;
}

export function startCheckpointer(databaseFile: string, options: CheckpointerOptions = {}): Checkpointer {
  const idleMs = options.idleMs ?? 300;
  const clock = options.clock ?? Date.now;
  let connection: Database.Database | undefined;
  let lastWrite = 0;
  let dirty = false;

  const runIfIdle = (): boolean => {
    if (!dirty || clock() - lastWrite < idleMs) return false;
    dirty = false;
    try {
      connection ??= new Database(databaseFile, { fileMustExist: true });
      connection.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      options.onError?.(error);
    }
    return true;
  };
  const timer = setInterval(runIfIdle, options.everyMs ?? 500);
  timer.unref();

  return {
    noteWrite() {
      lastWrite = clock();
      dirty = true;
    },
    runIfIdle,
    stop() {
      clearInterval(timer);
      connection?.close();
      connection = undefined;
    },
  };
}

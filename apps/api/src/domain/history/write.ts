/**
 * The one place a table action opens its transaction (decision 014's "every write: validated →
 * version-checked → applied by a rules reducer → saved with its step and rolls in one transaction →
 * published after commit"): `commitStep` runs the write, then — only once it is committed — tells
 * the live listeners.
 *
 * A step's number is its history's last + 1, read inside the transaction. SQLite serializes
 * writers, so two writers never read the same last step; a database that lets them run side by
 * side (PostgreSQL, read committed) may, and the second insert then breaks the history's unique
 * (aggregate, aggregateId, seq) key. That writer has changed nothing (its transaction is rolled
 * back): it runs again, reading the history as the first left it — a versioned aggregate then
 * answers 409 (the version moved), the campaign's dice take the next number.
 */
import type { Prisma, PrismaClient } from '../../generated/prisma/client';

/** Attempts of one write whose step number another writer took first. */
export const STEP_NUMBER_ATTEMPTS = 5;

/** Whether `error` is the history's unique step number taken by a concurrent writer. */
export function isStepNumberTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta } = error as { code?: unknown; meta?: unknown };
  if (code !== 'P2002') return false;
  // The constraint's fields as Prisma names them, whatever the driver adapter reports.
  const text = JSON.stringify(meta ?? {});
  return text.includes('seq') || text.includes('Step');
}

/**
 * Runs `write` in one transaction (again while its step number was taken by a concurrent writer),
 * then `published(result)` after the commit. A write that throws changes nothing and publishes
 * nothing.
 */
export async function commitStep<T>(db: PrismaClient, write: (tx: Prisma.TransactionClient) => Promise<T>, published?: (result: T) => void): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let result: T;
    try {
      result = await db.$transaction(write);
    } catch (error) {
      if (attempt < STEP_NUMBER_ATTEMPTS && isStepNumberTaken(error)) continue;
      throw error;
    }
    published?.(result);
    return result;
  }
}

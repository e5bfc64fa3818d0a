/** The doctor's transactions: each repair is one, committed only when the repair worked. */
import type { Db } from '../domain/crews/repository';

/** Runs `work` in one transaction (the doctor passes `db.$transaction` with a long timeout). */
export type Transact = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/** Carries a transaction's answer out of the rollback (Prisma rolls back when the callback throws). */
class RolledBack<T> extends Error {
  constructor(readonly answer: T) {
    super('rolled back');
  }
}

/** Runs `work` in one transaction, committed only when it answers `ok`. */
export async function committedIf<T extends { ok: boolean }>(transact: Transact, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await transact(async (tx) => {
      const answer = await work(tx);
      if (!answer.ok) throw new RolledBack(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.answer as T;
    throw error;
  }
}

/**
 * Inside a write's transaction, before its commit: what the write answers (and so the state it
 * shows) must pass the schema the read path and the response check use. If it does not, the fault
 * is ours, not the client's: a plain Error (a 500 whose details go to the log only), and the
 * transaction rolls the whole write back — never a 500 after a commit, never an unreadable row.
 */
import type { z } from 'zod';

export class UnreadableWriteError extends Error {
  constructor(
    readonly what: string,
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(`${what} would not read back: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'UnreadableWriteError';
  }
}

/**
 * Throws (rolling the transaction back) unless `value` passes `schema`, checked as the response
 * serializer checks it (zod's encode direction: a schema it cannot encode fails here, not after
 * the commit); answers `value` as it is.
 */
export function mustReadBack<T>(schema: z.ZodType, value: T, what: string): T {
  const parsed = schema.safeEncode(value as never);
  if (parsed.success) return value;
  throw new UnreadableWriteError(
    what,
    parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

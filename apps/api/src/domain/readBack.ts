/**
 * Inside a write's transaction, before its commit: what the write stores must be what a later load
 * reads back, and what it answers must pass the response check. If either fails, the fault is ours,
 * not the client's: a plain Error (a 500 whose details go to the log only), and the transaction
 * rolls the whole write back — never a 500 after a commit, never an unreadable row.
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

function unreadable(what: string, error: z.ZodError): UnreadableWriteError {
  return new UnreadableWriteError(
    what,
    error.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

/**
 * Throws (rolling the transaction back) unless a load will read `value` back from its JSON: loads
 * parse (zod's forward direction), so this parses too. Answers `value` as it is.
 */
export function mustLoadBack<T>(schema: z.ZodType, value: T, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return value;
  throw unreadable(what, parsed.error);
}

/**
 * Answers this process checked in their transaction, with what the check encoded. Weak: an answer
 * is forgotten with the object. The response serializer (http/serializer.ts) sends the encoded form
 * of such an answer as it is, instead of encoding the same object with the same schema again.
 */
const checkedAnswers = new WeakMap<object, { readonly schema: z.ZodType; readonly encoded: unknown }>();

/**
 * Throws (rolling the transaction back) unless `value` passes `schema`, checked as the response
 * serializer checks it (zod's encode direction: a schema it cannot encode fails here, not after
 * the commit); answers `value` as it is.
 */
export function mustReadBack<T>(schema: z.ZodType, value: T, what: string): T {
  const parsed = schema.safeEncode(value as never);
  if (!parsed.success) throw unreadable(what, parsed.error);
  if (typeof value === 'object' && value !== null) checkedAnswers.set(value, { schema, encoded: parsed.data });
  return value;
}

/** What `mustReadBack` encoded for this very object with this very schema, if it did. */
export function checkedAnswer(schema: unknown, value: unknown): { readonly encoded: unknown } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const checked = checkedAnswers.get(value);
  return checked?.schema === schema ? checked : undefined;
}

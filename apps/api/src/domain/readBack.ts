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
 * The JSON to store for `value`, once the load's own reading of that very text passes `schema`
 * (loads parse the stored JSON: zod's forward direction); throws otherwise, rolling the
 * transaction back. What JSON drops or turns (an `undefined`, a non-finite number) is checked as
 * the load will see it.
 */
export function readableText(schema: z.ZodType, value: unknown, what: string): string {
  const text = JSON.stringify(value);
  const parsed = schema.safeParse(JSON.parse(text));
  if (parsed.success) return text;
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

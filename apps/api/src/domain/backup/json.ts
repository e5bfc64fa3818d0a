/**
 * Free-form JSON of the export format: a step's `detail`, a roll's `result.value`, a ledger row's
 * `details`, the pending rolls of a downtime. The rules or the API wrote them and an import stores
 * them as written; the replay cannot check them, so they are bounded instead (depth, string
 * length, items, keys): an import never stores more than a step ever wrote.
 *
 * `tooDeep` runs first, on the whole document and without recursion: every other walk (zod, the
 * id renaming, JSON.stringify) only ever sees values at most MAX_JSON_DEPTH deep.
 */
import { z } from 'zod';
import { MAX_JSON_DEPTH } from '../../http/body';

export const JSON_LIMITS = {
  depth: MAX_JSON_DEPTH,
  /** A crew's GM notes (100 000 characters) are the longest text a step keeps (`notesBefore`). */
  string: 100_000,
  items: 1000,
  keys: 200,
  key: 200,
} as const;

export type JsonPath = (string | number)[];
export interface JsonIssue {
  readonly path: JsonPath;
  readonly message: string;
}

/** Where `value` holds a container deeper than `max` levels (the top value is level 1), or null. */
export function tooDeep(value: unknown, max: number = JSON_LIMITS.depth): JsonPath | null {
  const stack: { value: unknown; path: JsonPath }[] = [{ value, path: [] }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { value: v, path } = top;
    if (typeof v !== 'object' || v === null) continue;
    if (path.length >= max) return path;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
    } else {
      for (const [key, item] of Object.entries(v)) stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stops collecting once a value has this many issues (a 400 lists at most 100 anyway). */
const MAX_ISSUES = 100;

/** Messages worded as zod's, which the web app translates. */
function checkJson(value: unknown, path: JsonPath, issues: JsonIssue[], depth: number): void {
  if (issues.length >= MAX_ISSUES) return;
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) issues.push({ path, message: 'Invalid input: expected a finite number' });
    return;
  }
  if (typeof value === 'string') {
    if (value.length > JSON_LIMITS.string) issues.push({ path, message: `Too big: expected string to have <=${JSON_LIMITS.string} characters` });
    return;
  }
  if (typeof value !== 'object') {
    issues.push({ path, message: 'Invalid input: expected a JSON value' });
    return;
  }
  // A guard for callers that skipped `tooDeep`: never recurse without bound.
  if (depth >= JSON_LIMITS.depth) {
    issues.push({ path, message: `nested deeper than ${JSON_LIMITS.depth} levels` });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > JSON_LIMITS.items) {
      issues.push({ path, message: `Too big: expected array to have <=${JSON_LIMITS.items} items` });
      return;
    }
    value.forEach((item, i) => checkJson(item, [...path, i], issues, depth + 1));
    return;
  }
  const entries = Object.entries(value);
  if (entries.length > JSON_LIMITS.keys) {
    issues.push({ path, message: `Too big: expected object to have <=${JSON_LIMITS.keys} keys` });
    return;
  }
  for (const [key, item] of entries) {
    if (key.length > JSON_LIMITS.key) issues.push({ path: [...path, key], message: `Too big: expected key to have <=${JSON_LIMITS.key} characters` });
    else checkJson(item, [...path, key], issues, depth + 1);
  }
}

/** The issues of a free-form value (none: it may be stored as it is). */
export function jsonIssues(value: unknown): JsonIssue[] {
  const issues: JsonIssue[] = [];
  checkJson(value, [], issues, 0);
  return issues;
}

function boundedJson<T>(what: string, objectOnly: boolean): z.ZodType<T> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (objectOnly && !isPlainObject(value)) {
        ctx.addIssue({ code: 'custom', message: 'Invalid input: expected object', continue: false });
        return;
      }
      for (const issue of jsonIssues(value)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
    })
    .describe(what) as unknown as z.ZodType<T>;
}

/** Any JSON value, bounded. */
export const jsonValueSchema = boundedJson<unknown>('Free-form JSON (bounded).', false);
/** A JSON object, bounded; `T`: what the rules say it is (checked by the replay, not here). */
export const jsonObjectOf = <T extends object>(what: string): z.ZodType<T> => boundedJson<T>(what, true);
export const jsonObjectSchema = jsonObjectOf<Record<string, unknown>>('A free-form JSON object (bounded).');

/**
 * The last resort of a repair: bring a stored value back inside the model's schema by the
 * smallest edits the schema's own complaints point at, each one recorded — a number past a bound
 * is set to the bound, a list past its cap keeps its first items, an unknown field is removed, a
 * value outside an enum becomes the enum's first value, a bad entry of a list or of a record
 * (a reserved key such as `toString`) is removed, an optional field that does not parse is
 * removed (a nullable one becomes null). Anything else is left alone and reported: no guess.
 *
 * One complaint is fixed per round and the value parsed again, so every recorded change is one
 * the schema asked for.
 */
import { z } from 'zod';

/** One edit of a repair: where, what was wrong, what was done. */
export interface Change {
  readonly path: string;
  readonly problem: string;
  readonly fix: string;
}

export type ClampResult<T> =
  | { readonly ok: true; readonly value: T; readonly changes: readonly Change[] }
  | { readonly ok: false; readonly problems: readonly string[]; readonly changes: readonly Change[] };

type Key = string | number;
type Issue = z.core.$ZodIssue;

/** Fields a refinement bounds by a sibling (`filled ≤ segments`…): the field is lowered to it. */
const BOUNDED_BY: Readonly<Record<string, string>> = { filled: 'segments', current: 'max', pool: 'value', remaining: 'start' };

const MAX_ROUNDS = 1000;

/** The schema under wrappers that do not change what a value must be. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.removeDefault() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
}

/** The schema of the value at `path`, when the path goes through objects, records and arrays only. */
function schemaAt(schema: z.ZodType, path: readonly Key[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    if (current === undefined) return undefined;
    const inner = unwrap(current);
    if (inner instanceof z.ZodObject) current = (inner.shape as Record<string, z.ZodType>)[String(key)];
    else if (inner instanceof z.ZodRecord) current = inner.valueType as z.ZodType;
    else if (inner instanceof z.ZodArray) current = inner.element as z.ZodType;
    else return undefined;
  }
  return current;
}

function isRecordSchema(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && unwrap(schema) instanceof z.ZodRecord;
}

function valueAt(root: unknown, path: readonly Key[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<Key, unknown>)[key];
  }
  return current;
}

/** `"Arlette".attributes.toString`: list items by their name when they have one. */
export function pathText(root: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let current = root;
  for (const key of path) {
    const next = typeof current === 'object' && current !== null ? (current as Record<PropertyKey, unknown>)[key] : undefined;
    const name = Array.isArray(current) && typeof next === 'object' && next !== null ? (next as { name?: unknown }).name : undefined;
    parts.push(typeof name === 'string' ? JSON.stringify(name) : String(key));
    current = next;
  }
  return parts.join('.') || '(whole value)';
}

/** An issue's words, with the inner reason of a bad record key or list element ("reserved name"). */
function messageOf(issue: Issue): string {
  if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && issue.issues.length > 0) {
    return `${issue.message}: ${issue.issues.map((inner) => inner.message).join(', ')}`;
  }
  return issue.message;
}

/** "attributes.toString: Invalid key in record: reserved name", for reports. */
export function issueTexts(error: z.ZodError, root?: unknown): string[] {
  return error.issues.map((issue) => `${pathText(root, issue.path)}: ${messageOf(issue)}`);
}

/** An error in words: a zod failure as its issues, anything else by its message. */
export function errorText(error: unknown): string {
  if (error instanceof z.ZodError) return issueTexts(error).join('; ');
  return error instanceof Error ? error.message : String(error);
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

interface Fix {
  readonly value: unknown;
  readonly change: Change;
}

/** A copy of `root` with the value at `path` replaced (or removed when `remove`). */
function edited(root: unknown, path: readonly Key[], edit: { set: unknown } | { remove: true }): unknown {
  if (path.length === 0) return 'set' in edit ? edit.set : undefined;
  const copy = structuredClone(root) as Record<Key, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<Key, unknown> | unknown[];
  const key = path[path.length - 1] as Key;
  if ('set' in edit) (parent as Record<Key, unknown>)[key] = edit.set;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete (parent as Record<Key, unknown>)[key];
  return copy;
}

/** Whether `undefined` (optional, default) or `null` may stand for the value. */
function absence(schema: z.ZodType | undefined): 'remove' | 'null' | undefined {
  let current = schema;
  let nullable = false;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    if (!(current instanceof z.ZodNullable)) return 'remove';
    nullable = true;
    current = current.unwrap() as z.ZodType;
  }
  return nullable ? 'null' : undefined;
}

/**
 * Drops the innermost part holding `path` that may go: a list item or a record entry (removed),
 * an optional field (removed), a nullable one (null).
 */
function dropEnclosing(schema: z.ZodType, root: unknown, path: readonly Key[], problem: string): Fix | undefined {
  for (let end = path.length; end >= 1; end--) {
    const at = path.slice(0, end);
    const container = at.slice(0, -1);
    const change = (fix: string): Change => ({ path: pathText(root, at), problem, fix });
    if (Array.isArray(valueAt(root, container)) || isRecordSchema(schemaAt(schema, container))) {
      return { value: edited(root, at, { remove: true }), change: change('removed') };
    }
    const may = absence(schemaAt(schema, at));
    const here = valueAt(root, at);
    if (may === 'remove' && here !== undefined) return { value: edited(root, at, { remove: true }), change: change('removed') };
    if (may === 'null' && here !== null) return { value: edited(root, at, { set: null }), change: change(`${show(here)} → null`) };
  }
  return undefined;
}

function fixIssue(schema: z.ZodType, root: unknown, issue: Issue): Fix | undefined {
  const path = issue.path.filter((k): k is Key => typeof k !== 'symbol');
  const here = valueAt(root, path);
  const where = pathText(root, path);
  const problem = messageOf(issue);
  const set = (value: unknown, fix: string): Fix => ({ value: edited(root, path, { set: value }), change: { path: where, problem, fix } });

  switch (issue.code) {
    case 'too_big':
    case 'too_small': {
      const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
      const exact = issue.inclusive !== false;
      if (typeof here === 'number' && Number.isFinite(bound)) {
        const to = exact ? bound : issue.code === 'too_big' ? bound - 1 : bound + 1;
        return set(to, `${here} → ${to}`);
      }
      if (issue.code === 'too_big' && Array.isArray(here) && Number.isFinite(bound)) {
        const dropped = here.slice(bound).map((item) => show((item as { name?: unknown })?.name ?? item));
        return set(here.slice(0, bound), `kept the first ${bound} of ${here.length}; removed ${dropped.join(', ')}`);
      }
      if (issue.code === 'too_big' && typeof here === 'string' && Number.isFinite(bound)) {
        return set(here.slice(0, bound), `shortened to ${bound} characters`);
      }
      break;
    }
    case 'unrecognized_keys': {
      let value = root;
      for (const key of issue.keys) value = edited(value, [...path, key], { remove: true });
      return { value, change: { path: where, problem, fix: `removed ${issue.keys.join(', ')}` } };
    }
    case 'invalid_type':
      if (issue.expected === 'int' && typeof here === 'number' && Number.isFinite(here)) return set(Math.round(here), `${here} → ${Math.round(here)}`);
      break;
    case 'invalid_value': {
      const leaf = schemaAt(schema, path);
      const inner = leaf === undefined ? undefined : unwrap(leaf);
      if (inner instanceof z.ZodEnum) {
        const first = inner.options[0];
        return set(first, `${show(here)} → ${show(first)}`);
      }
      break;
    }
    case 'custom': {
      const key = path[path.length - 1];
      const sibling = typeof key === 'string' ? BOUNDED_BY[key] : undefined;
      const bound = sibling === undefined ? undefined : valueAt(root, [...path.slice(0, -1), sibling]);
      if (typeof here === 'number' && typeof bound === 'number' && here > bound) return set(bound, `${here} → ${bound} (its ${sibling})`);
      break;
    }
    default:
      break;
  }
  return dropEnclosing(schema, root, path, problem);
}

/** The value made to parse with `schema` by recorded edits, or the problems no edit can fix. */
export function clampToSchema<T>(schema: z.ZodType<T>, input: unknown): ClampResult<T> {
  let value = input === undefined ? undefined : structuredClone(input);
  const changes: Change[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, value: parsed.data, changes };
    // The first complaint an edit can answer (one that cannot may be answered by a later edit).
    let fix: Fix | undefined;
    for (const issue of parsed.error.issues) if ((fix ??= fixIssue(schema, value, issue)) !== undefined) break;
    if (fix === undefined) return { ok: false, problems: issueTexts(parsed.error, value), changes };
    value = fix.value;
    changes.push(fix.change);
  }
  return { ok: false, problems: [`still invalid after ${MAX_ROUNDS} fixes`], changes };
}

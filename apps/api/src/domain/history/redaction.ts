/**
 * The two tools every player view is built with (issue 34, "redaction by construction"):
 *
 * - **An allow-list per shape** (`Decisions<T>`): every field of the shape, the optional ones too,
 *   decided — shown, never, or shown as a function makes it. A player's object is built from it,
 *   never copied and trimmed, so a field added to the shape stops the typecheck until someone
 *   decides what players see of it, and a field the type does not know is never copied.
 * - **The GM's strings** (`Secrets`): the ids, names and texts of what players may not know of an
 *   aggregate (a GM-only clock, a faction's unrevealed goal, a held entanglement, the GM's notes…).
 *   The free-form parts of a history (a step's payload and detail, its reasons, a roll's result)
 *   are what the rules wrote; `redact` takes out whatever names one of those strings.
 */

/** For one field: shown as is (`true`), never (`false`), or as the function makes it (`undefined`: left out). */
export type FieldDecision<T, K extends keyof T> = boolean | ((value: Exclude<T[K], undefined>, whole: T) => T[K] | undefined);

/** Every field of `T` decided, the optional ones included. */
export type Decisions<T> = { readonly [K in keyof T]-?: FieldDecision<T, K> };

/** `value` as the decisions show it: only the fields they allow, each as they make it (shallow: no copy of what is shown as is). */
export function allowed<T extends object>(value: T, decisions: Decisions<T>): T {
  const out: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(decisions) as (keyof T)[]) {
    const decision = decisions[key] as FieldDecision<T, keyof T>;
    const field = value[key];
    if (decision === false || field === undefined) continue;
    const shown = decision === true ? field : decision(field as Exclude<T[keyof T], undefined>, value);
    if (shown !== undefined) out[key] = shown;
  }
  return out as T;
}

/** The ids, names and texts players may not read (never an empty string). */
export type Secrets = ReadonlySet<string>;

export const NO_SECRETS: Secrets = new Set<string>();

/** Whether `value` holds one of the secrets anywhere within. */
export function namesSecret(value: unknown, secrets: Secrets): boolean {
  if (secrets.size === 0) return false;
  if (typeof value === 'string') return secrets.has(value);
  if (value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  return items.some((item) => namesSecret(item, secrets));
}

function holdsSecretField(value: unknown, secrets: Secrets): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).some((field) => typeof field === 'string' && secrets.has(field));
}

/**
 * `value` without what names a secret, at the smallest part that does: an item of a list (a
 * string, a reason, a net change, a project…) that names one anywhere within is left out; a
 * field holding one is left out; a record holding one among its own fields (a race against a
 * GM-only clock) becomes null. What names none is returned as it is, not copied.
 */
export function redact<T>(value: T, secrets: Secrets): T {
  return namesSecret(value, secrets) ? (without(value, secrets) as T) : value;
}

function without(value: unknown, secrets: Secrets): unknown {
  if (Array.isArray(value)) return value.filter((item) => !namesSecret(item, secrets));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') {
      if (!secrets.has(field)) out[key] = field;
    } else if (holdsSecretField(field, secrets)) {
      out[key] = null;
    } else {
      out[key] = redact(field, secrets);
    }
  }
  return out;
}

/** Every string within `value` (to tell what players already read from what they may not). */
export function stringsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object') for (const item of Array.isArray(value) ? (value as unknown[]) : Object.values(value)) stringsIn(item, into);
  return into;
}

/**
 * The GM's strings (`Secrets`): the ids, names and texts of what players may not know of a crew (a
 * GM-only clock, a faction's unrevealed goal, a held entanglement, the GM's notes…). The free-form
 * parts of a history (a step's payload and detail, its reasons, a roll's result) are what the
 * rules wrote; `redact` takes out whatever names one of those strings.
 */

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

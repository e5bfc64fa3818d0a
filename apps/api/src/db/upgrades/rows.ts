/** Reading rows of an older shape in a data step. */

/**
 * A JSON column's value; a column that is not JSON is carried as its text, so the row stays in the
 * file for `pnpm db:doctor` rather than stopping the upgrade.
 */
export function jsonOrText(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

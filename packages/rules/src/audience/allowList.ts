/**
 * An allow-list per shape (issue 34, "redaction by construction"): every field of the shape, the
 * optional ones too, decided — shown, never, or shown as a function makes it. What an audience
 * reads is built from it, never copied and trimmed, so a field added to the shape stops the
 * typecheck until someone decides what players see of it, and a field the type does not know is
 * never copied.
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

/**
 * Form checks as the GM types, with the zod schemas the API uses (@temps-mort/rules): a value's
 * first issue, or each path's first issue, in words (the core catalog's `error.field.*`).
 */
import type { CoreUiKey, UiValues } from './i18n';

/** A zod issue (structurally: the web app does not depend on zod itself). */
export interface Issue {
  readonly code: string;
  readonly path?: readonly PropertyKey[];
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly expected?: unknown;
  readonly origin?: unknown;
}

/** Any zod schema. */
export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

type Words = (key: CoreUiKey, values?: UiValues) => string;

/** An issue's words; `text`: the value is a string (too short means it is empty). */
function issueWords(issue: Issue, t: Words, text: boolean): string {
  switch (issue.code) {
    case 'too_small':
      return text ? t('error.field.required') : t('error.field.min', { min: Number(issue.minimum) });
    case 'too_big':
      return text ? t('error.field.tooLong', { max: Number(issue.maximum) }) : t('error.field.max', { max: Number(issue.maximum) });
    default:
      return t('error.field.invalid');
  }
}

/** The first problem of `value` for `schema` in words, or null when it passes. Empty → "Required". */
export function fieldError(schema: Checkable, value: unknown, t: Words): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return t('error.field.required');
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return t('error.field.invalid');
  if (issue.code === 'invalid_type') return issue.expected === 'int' || issue.expected === 'number' ? t('error.field.integer') : t('error.field.invalid');
  return issueWords(issue, t, typeof value === 'string');
}

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The first issue of each path (`name`, `tithe.boss`, `harm.1.description`…) in words; empty when
 * the value passes. `own` words an issue the way one form needs (null: the common words).
 */
export function fieldErrors(schema: Checkable, value: unknown, t: Words, own?: (issue: Issue) => string | null): FieldErrors {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path ?? []).map(String).join('.');
    if (key in out) continue;
    // The forms send null for an empty number and '' or undefined for an empty choice.
    const required = issue.code === 'invalid_type' || issue.code === 'invalid_value' ? t('error.field.required') : null;
    out[key] = own?.(issue) ?? required ?? issueWords(issue, t, issue.origin === 'string');
  }
  return out;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The errors under `prefix.` (the prefix removed), e.g. an activity's own fields. */
export function under(errors: FieldErrors, prefix: string): FieldErrors {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  }
  return out;
}

/**
 * Form checks as the GM types, with the zod schemas the API uses (@temps-mort/rules): the first
 * issue of a value, in words (the core catalog's `error.field.*`).
 */
import type { CoreUiKey, UiValues } from './i18n';

interface Issue {
  readonly code: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly expected?: unknown;
}

/** Any zod schema (structurally: the web app does not depend on zod itself). */
export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** The first problem of `value` for `schema` in words, or null when it passes. Empty → "Required". */
export function fieldError(schema: Checkable, value: unknown, t: (key: CoreUiKey, values?: UiValues) => string): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return t('error.field.required');
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return t('error.field.invalid');
  switch (issue.code) {
    case 'too_small':
      return typeof value === 'string' ? t('error.field.required') : t('error.field.min', { min: Number(issue.minimum) });
    case 'too_big':
      return typeof value === 'string' ? t('error.field.tooLong', { max: Number(issue.maximum) }) : t('error.field.max', { max: Number(issue.maximum) });
    case 'invalid_type':
      return issue.expected === 'int' || issue.expected === 'number' ? t('error.field.integer') : t('error.field.invalid');
    default:
      return t('error.field.invalid');
  }
}

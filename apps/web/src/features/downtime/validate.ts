/**
 * The downtime forms are checked as the GM types with the zod schemas the API uses (the rules'
 * event schemas): each issue becomes words (the core catalog's `error.field.*`), keyed by its path
 * in the body (`take`, `tithe.boss`, `activity.minQuality`…).
 */
import type { GmTranslator } from '../../lib/i18nGm';

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly expected?: unknown;
  readonly origin?: unknown;
}

/** Any zod schema (structurally: the web app does not depend on zod itself). */
export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors = Readonly<Record<string, string>>;

function words(issue: Issue, t: GmTranslator['t']): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? t('error.field.required') : t('error.field.min', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? t('error.field.tooLong', { max: Number(issue.maximum) }) : t('error.field.max', { max: Number(issue.maximum) });
    case 'invalid_type':
    case 'invalid_value':
      // The forms send null for an empty number and '' or undefined for an empty choice.
      return t('error.field.required');
    default:
      return t('error.field.invalid');
  }
}

/** The first issue of each path, in words; empty when the value passes. */
export function fieldErrors(schema: Checkable, value: unknown, t: GmTranslator['t']): FieldErrors {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = words(issue, t);
  }
  return out;
}

/** The errors under `prefix.` (the prefix removed), e.g. the activity's own fields. */
export function under(errors: FieldErrors, prefix: string): FieldErrors {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  }
  return out;
}

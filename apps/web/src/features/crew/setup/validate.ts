/**
 * The crew forms are checked as the GM types with the zod schemas the API uses (@temps-mort/rules:
 * crewPatchSchema, factionSchema, characterSchema, cohortSchema…): each issue becomes words, keyed
 * by its path in the item (`name`, `claims.0`, `attributes.insight.current`, `harm.1.description`).
 */
import type { GmTranslator } from '../../../lib/i18nGm';

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly origin?: unknown;
}

export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors = Readonly<Record<string, string>>;

function words(issue: Issue, t: GmTranslator['t']): string {
  const last = String(issue.path[issue.path.length - 1] ?? '');
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? t('error.field.required') : t('error.field.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('error.field.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('setup.error.tooMany', { max: Number(issue.maximum) });
      return t('error.field.max', { max: Number(issue.maximum) });
    case 'invalid_type':
    case 'invalid_value':
      return t('error.field.required');
    case 'custom':
      // The model's refinements: circles, pools and clocks never hold more than they can.
      if (last === 'current') return t('setup.error.currentOverMax');
      if (last === 'pool') return t('setup.error.poolOverValue');
      if (last === 'filled') return t('setup.error.filledOverSegments');
      return t('error.field.invalid');
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

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

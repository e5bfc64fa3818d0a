/**
 * The crew forms are checked as the GM types with the zod schemas the API uses (@temps-mort/rules:
 * crewPatchSchema, factionSchema, characterSchema, cohortSchema…): each issue becomes words, keyed
 * by its path in the item (`name`, `claims.0`, `attributes.insight.current`, `harm.1.description`).
 */
import { fieldErrors as checkFields, type Checkable, type FieldErrors, type Issue } from '../../../lib/fieldError';
import { ValidationError } from '../../../lib/api';
import type { GmTranslator } from '../../../lib/i18nGm';

export { hasErrors, type FieldErrors } from '../../../lib/fieldError';

/** What only the crew forms say: too many items in a list, and the model's refinements. */
function setupWords(issue: Issue, t: GmTranslator['t']): string | null {
  const path = issue.path ?? [];
  const last = String(path[path.length - 1] ?? '');
  if (issue.code === 'too_big' && issue.origin === 'array') return t('setup.error.tooMany', { max: Number(issue.maximum) });
  if (issue.code !== 'custom') return null;
  // Circles, pools and clocks never hold more than they can.
  if (last === 'current') return t('setup.error.currentOverMax');
  if (last === 'pool') return t('setup.error.poolOverValue');
  if (last === 'filled') return t('setup.error.filledOverSegments');
  return null;
}

/** The first issue of each path, in words; empty when the value passes. */
export function fieldErrors(schema: Checkable, value: unknown, t: GmTranslator['t']): FieldErrors {
  return checkFields(schema, value, t, (issue) => setupWords(issue, t));
}

/**
 * The API's own refusal of a form's last body (a 400 naming fields): the messages for `field`,
 * shown on the field itself, or undefined when it named none.
 */
export function serverFieldError(write: { readonly error: unknown; readonly errorKey: string | null }, formKey: string, field: string): readonly string[] | undefined {
  if (write.errorKey !== formKey || !(write.error instanceof ValidationError)) return undefined;
  const messages = write.error.forField(field);
  return messages.length > 0 ? messages : undefined;
}

/**
 * A refused import's issues (400, `{ path: 'body.crews.0.crew.tier', message }`) in words: the
 * path as the GM knows the document — "Crew “Les Corbeaux” › Tier", "Step 12 › Dice" — and zod's
 * usual messages in the GM's language (the API's own checks keep their English sentence).
 */
import { hasTerm, termOf } from '@temps-mort/i18n/glossary';
import { tableRuleName } from '@temps-mort/i18n/table-rules';
import type { TableRuleKey } from '@temps-mort/rules';
import type { FieldIssue } from '../../lib/api';
import type { Lang } from '../../lib/lang';
import type { UiKey } from '../../lib/i18nGm';
import { TABLE_RULE_KEYS } from './tableRuleFields';

type T = (key: UiKey, values?: Readonly<Record<string, string | number>>) => string;

const COLLECTIONS: Readonly<Record<string, UiKey>> = {
  crews: 'import.path.crew',
  events: 'import.path.event',
  steps: 'import.path.event',
  rolls: 'import.path.roll',
  wizards: 'import.path.wizard',
  complexActions: 'import.path.complexAction',
  characters: 'import.path.character',
  factions: 'import.path.faction',
  cohorts: 'import.path.cohort',
};

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function nameOf(item: unknown): string | null {
  const r = record(item);
  if (!r) return null;
  if (typeof r.name === 'string' && r.name !== '') return r.name;
  // A crew's name is in its crew; a wizard's in its state (export version 2).
  const inner = record(r.crew) ?? record(record(r.state)?.wizard);
  return inner && typeof inner.name === 'string' && inner.name !== '' ? inner.name : null;
}

/** `body.crews.0.events.3.dice` → "Crew “Les Corbeaux” › Step 4 › dice" (names from the document when it has them). */
export function describeImportPath(path: string, doc: unknown, t: T, lang: Lang): string {
  const segments = path.split('.').filter((s) => s !== '');
  if (segments[0] === 'body') segments.shift();
  if (segments.length === 0) return t('import.path.document');
  const parts: string[] = [];
  let node: unknown = doc;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    const next = segments[i + 1];
    const collection = COLLECTIONS[segment];
    if (collection && next !== undefined && /^\d+$/.test(next)) {
      const index = Number(next);
      const item = Array.isArray(record(node)?.[segment]) ? (record(node)?.[segment] as unknown[])[index] : undefined;
      const seq = segment === 'events' ? record(item)?.seq : undefined;
      const name = segment === 'events' || segment === 'steps' || segment === 'rolls' ? null : nameOf(item);
      const n = typeof seq === 'number' ? seq : index + 1;
      const quoted = name === null ? '' : lang === 'fr' ? ` «\u00a0${name}\u00a0»` : ` “${name}”`;
      parts.push(`${t(collection, { n })}${quoted}`);
      node = item;
      i += 1;
      continue;
    }
    if (segment === 'campaign') parts.push(t('import.path.campaign'));
    else if (segment === 'tableRules') {
      parts.push(t('import.path.tableRules'));
      if (next !== undefined && (TABLE_RULE_KEYS as readonly string[]).includes(next)) {
        parts.push(tableRuleName(next as TableRuleKey, lang));
        i += 1;
      }
    } else if (segment === 'crew' && parts.length > 0) {
      // The crew of a crew entry: its fields speak for themselves.
    } else if (/^\d+$/.test(segment)) parts.push(t('import.path.item', { n: Number(segment) + 1 }));
    else parts.push(hasTerm('crewField', segment) ? termOf('crewField', segment, lang) : segment);
    node = record(node)?.[segment];
  }
  return parts.join(' › ');
}

/** zod's usual messages in words; anything else as the API wrote it. */
export function describeImportMessage(message: string, t: T): string {
  let m: RegExpExecArray | null;
  if ((m = /^Invalid input: expected \w+, received (\w+)/.exec(message))) return m[1] === 'undefined' ? t('import.issue.missing') : t('import.issue.type');
  if (/^Invalid input: expected/.test(message)) return t('error.field.invalid');
  if ((m = /^Too big: expected (?:number|int|bigint) to be <=?\s*(-?\d+)/.exec(message))) return t('error.field.max', { max: Number(m[1]) });
  if ((m = /^Too small: expected (?:number|int|bigint) to be >=?\s*(-?\d+)/.exec(message))) return t('error.field.min', { min: Number(m[1]) });
  if ((m = /^Too big: expected (?:string|array) to have <=?\s*(\d+)/.exec(message))) return t('error.field.tooLong', { max: Number(m[1]) });
  if (/^Too small: expected string to have >=?\s*1 characters?/.test(message)) return t('error.field.required');
  if (/^Invalid option/.test(message)) return t('import.issue.option');
  if ((m = /^Unrecognized keys?: (.*)$/.exec(message))) return `${t('import.issue.unknownKey')} (${m[1]})`;
  if (message === 'malformed JSON') return t('import.issue.malformed');
  if (/^Invalid (ISO )?datetime/.test(message)) return t('error.field.invalid');
  return message;
}

export interface IssueLine {
  readonly field: string;
  readonly message: string;
}

/** Every issue of a refused import, in words ("N more issue(s) not listed" becomes one line of its own). */
export function importIssueLines(issues: readonly FieldIssue[], doc: unknown, t: T, lang: Lang): IssueLine[] {
  return issues.map((issue) => {
    const more = /^(\d+) more issue\(s\) not listed$/.exec(issue.message);
    if (more) return { field: t('import.path.document'), message: t('import.issue.more', { count: Number(more[1]) }) };
    return { field: describeImportPath(issue.path, doc, t, lang), message: describeImportMessage(issue.message, t) };
  });
}

import type { Lang } from './lang';
import type { RuleMessage } from './reasons';
import { t, tOr } from './ui-core';

/**
 * Words for the API's error bodies (apps/api http/errors.ts) and for the client's own failures:
 *
 * | body | words |
 * | --- | --- |
 * | `{ error: 'validation', issues }` | "Some fields need fixing." (fields show their own issues) |
 * | `{ error: 'unauthorized' }` | "Your session has ended: sign in again." |
 * | `{ error: 'forbidden' }` | "You don't have access to this." |
 * | `{ error: 'not_found', resource }` | per resource: crew, campaign, wizard, share_link, event, route |
 * | `{ error: 'conflict', current }` | "Someone else changed this crew in the meantime: reload…" |
 * | `{ error: 'too_large' }` | "Too large: 1 MiB at most." |
 * | `{ error: 'rule', rule, code, values }` | the refusal in words (`formatRefusal`, given in options) |
 * | `{ error: 'rate_limited', retryAfter }` | "Too many tries: try again in 30 seconds." |
 * | `{ error: 'internal' }` | "Server error. Nothing was saved: try again." |
 * | `{ error: 'network' }` / `{ error: 'offline' }` / `{ error: 'timeout' }` | the client's own (fetch failed…) |
 *
 * Light on purpose (UI words only): the players' phone sheet can use it. A rule refusal (422) is put
 * into words by the `formatRefusal` the caller passes (reasons/, which GM screens load anyway);
 * without it the text names the rule and code.
 */

export type ApiErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rule'
  | 'rate_limited'
  | 'internal'
  | 'network'
  | 'offline'
  | 'timeout';

/** What a 409 is about, for its words: whose version moved. */
export type ConflictOn = 'crew' | 'wizard' | 'campaign' | 'complexAction' | 'roll' | 'proposal' | 'rollRequest';

export interface ApiErrorOptions {
  /** Words for a rule refusal: pass reasons/'s `formatRefusal` (with its name lookup if any). */
  readonly formatRefusal?: (refusal: RuleMessage, lang: Lang) => string;
  /** What a 409 is about (default: the crew). */
  readonly conflictOn?: ConflictOn;
  /** A 403 seen through a player's share link. */
  readonly player?: boolean;
}

function field(body: Readonly<Record<string, unknown>>, key: string): unknown {
  return body[key];
}

/** The words for an error body (or anything thrown while calling the API). */
export function apiErrorMessage(body: unknown, lang: Lang, options: ApiErrorOptions = {}): string {
  if (body === null || typeof body !== 'object' || typeof (body as { error?: unknown }).error !== 'string') {
    return t('error.unknown', lang);
  }
  const b = body as Readonly<Record<string, unknown>>;
  switch (field(b, 'error') as ApiErrorKind | string) {
    case 'validation':
      return t('error.validation', lang);
    case 'unauthorized':
      return t('error.unauthorized', lang);
    case 'forbidden':
      return t(options.player ? 'error.forbidden.player' : 'error.forbidden', lang);
    case 'not_found':
      return tOr(`error.notFound.${String(field(b, 'resource'))}`, 'error.notFound', lang);
    case 'conflict':
      return t(options.conflictOn === undefined || options.conflictOn === 'crew' ? 'error.conflict' : `error.conflict.${options.conflictOn}`, lang);
    case 'too_large':
      return t('error.tooLarge', lang);
    case 'rule': {
      const rule = field(b, 'rule');
      const code = field(b, 'code');
      const values = field(b, 'values');
      if (typeof rule !== 'string' || typeof code !== 'string') return t('error.unknown', lang);
      const refusal: RuleMessage = { rule, code, values: values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {} };
      return options.formatRefusal ? options.formatRefusal(refusal, lang) : t('error.rule.generic', lang, { rule, code });
    }
    case 'rate_limited': {
      const seconds = field(b, 'retryAfter');
      return t('error.rateLimited', lang, { seconds: typeof seconds === 'number' ? seconds : 60 });
    }
    case 'internal':
      return t('error.internal', lang);
    case 'network':
      return t('error.network', lang);
    case 'offline':
      return t('error.offline', lang);
    case 'timeout':
      return t('error.timeout', lang);
    default:
      return t('error.unknown', lang);
  }
}

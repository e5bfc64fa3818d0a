/**
 * The words for rules-engine reasons and refusals and for API error bodies: the biggest part of
 * @temps-mort/i18n (reasons/; with the rule ids' titles), so it is loaded on demand (lib/ruleWords.ts), after the crew
 * sheet's first render. Import it only through `useRuleWords()` / `loadRuleWords()`.
 */
import { apiErrorMessage, type ApiErrorOptions } from '@temps-mort/i18n/errors';
import { formatReason, formatRefusal, type NameLookup } from '@temps-mort/i18n/reasons';
import { ruleName } from '@temps-mort/i18n/rule-names';
import type { Reason, Refusal } from '@temps-mort/rules';
import type { Lang } from './lang';

export interface RuleWords {
  /** A rules-engine reason in words (ids named with `names`). */
  readonly reason: (reason: Reason, names?: NameLookup) => string;
  /** A refusal (an API 422) in words. */
  readonly refusal: (refusal: Refusal, names?: NameLookup) => string;
  /** The words for an API error body (`{ error: 'conflict' }`…). */
  readonly apiError: (body: unknown, options?: ApiErrorOptions) => string;
  /** A rule id's title ("Qualité d’un jet d’action"): the GM's rule tags. */
  readonly ruleName: (rule: string) => string;
}

export function ruleWords(lang: Lang): RuleWords {
  return {
    reason: (r, names) => formatReason(r, lang, names ? { names } : {}),
    refusal: (r, names) => formatRefusal(r, lang, names ? { names } : {}),
    apiError: (body, options) => apiErrorMessage(body, lang, options),
    ruleName: (rule) => ruleName(rule, lang),
  };
}

/**
 * The web app's door to @temps-mort/i18n (every user-facing string, French and English, lives
 * there; this file holds none). Components call `useT()`:
 *
 * ```tsx
 * const { t, term } = useT();
 * <h2>{t('sheet.heat')}</h2>                 // UI words: the core catalog (typed keys)
 * <dd>{term('hold', crew.hold)}</dd>          // the game's words for an engine value (glossary)
 * ```
 * Reasons, refusals and API error bodies: `useRuleWords()` (lib/ruleWords.ts, loaded on demand:
 * they are the biggest part of the catalog and the crew sheet's first paint does not need them).
 * A missing UI key is a type error: add it to packages/i18n/src/ui/core.ts (keys the phone sheet
 * needs) or ui/gm/ (GM screens, through `useGmT()`), both languages.
 *
 * Bundle size: this file imports only @temps-mort/i18n's `lang`, `glossary`, `ui-core` and
 * `message` subpaths, never the index (which would pull the GM catalog and every reason into the
 * players' crew sheet).
 */
import { useMemo } from 'react';
import { formatRollPurpose, termLower, termOf, word as wordOf, type TermGroup, type WordKey } from '@temps-mort/i18n/glossary';
import { t as translate, type CoreUiKey } from '@temps-mort/i18n/ui-core';
import type { UiValues } from '@temps-mort/i18n/message';
import { useLang } from '../stores';
import { localeOf, type Lang } from './lang';

export { LANGS, isLang, browserLang, localeOf, type Lang } from './lang';
export type { NameLookup } from '@temps-mort/i18n/names';
export type { CoreUiKey, UiValues };

export interface Translator {
  readonly lang: Lang;
  /** BCP 47 tag for Intl formatters. */
  readonly locale: string;
  /**
   * A UI string of the CORE catalog (what every screen, the phone's crew sheet included, may
   * use), placeholders filled in. GM screens use `useGmT()` (lib/i18nGm.ts), whose `t` has every key.
   */
  readonly t: (key: CoreUiKey, values?: UiValues) => string;
  /** The name of a game value: `term('hold', 'weak')` → "Faible" / "Weak"; unknown values as they are. */
  readonly term: (group: TermGroup, value: unknown) => string;
  /** `term` for the middle of a sentence ("faible"). */
  readonly termLower: (group: TermGroup, value: unknown) => string;
  /** A game word, singular or for `count`: `word('heat')` → "raffut". */
  readonly word: (key: WordKey, count?: number) => string;
  /** What a roll was for (`Roll.purpose`). */
  readonly purpose: (purpose: string) => string;
}

export function translator(lang: Lang): Translator {
  return {
    lang,
    locale: localeOf(lang),
    t: (key, values) => translate(key, lang, values),
    term: (group, value) => termOf(group, value, lang),
    termLower: (group, value) => termLower(group, value, lang),
    word: (key, count) => wordOf(key, lang, count),
    purpose: (p) => formatRollPurpose(p, lang),
  };
}

/** The translator for the current language; re-renders when the language changes. */
export function useT(): Translator {
  const lang = useLang();
  return useMemo(() => translator(lang), [lang]);
}

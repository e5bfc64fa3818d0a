/**
 * The two languages of Temps Mort. French is the rules' own language (the seeds are French); the
 * French UI keeps the game's French terms (raffut, imbroglio, renom…), the English one uses the
 * vocabulary of shared/rules/SPEC.md.
 */
export type Lang = 'fr' | 'en';

export const LANGS: readonly Lang[] = ['fr', 'en'];

/** Used when the browser asks for neither French nor English. */
export const DEFAULT_LANG: Lang = 'en';

/** Each language's name in itself, for the language switch. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { fr: 'Français', en: 'English' };

/** The BCP 47 tag for `<html lang>` and `Intl` formatters. */
export const LANG_TAGS: Readonly<Record<Lang, string>> = { fr: 'fr-FR', en: 'en-GB' };

export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'en';
}

/**
 * A language tag as one of ours: `fr`, `fr-FR`, `fr-CA`… → 'fr'; `en`, `en-US`… → 'en'; anything
 * else → null. Case and `_` separators are tolerated (`FR_ca`).
 */
export function langOfTag(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' || primary === 'en' ? primary : null;
}

/**
 * The UI language for a browser (`navigator.languages`): the first French or English entry in the
 * browser's order of preference decides, so any `fr-*` gives French unless English comes first;
 * with neither (or no list) English.
 */
export function detectLang(navigatorLanguages: readonly string[]): Lang {
  for (const tag of navigatorLanguages) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** A remembered choice (e.g. read back from localStorage) if it is still a language of ours. */
export function parseLang(value: unknown): Lang | null {
  return typeof value === 'string' ? langOfTag(value) : null;
}

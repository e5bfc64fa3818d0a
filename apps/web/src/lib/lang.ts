/** The two languages of the app and how we pick one. No store here (stores import this file). */
import { LANG_TAGS, detectLang, isLang, type Lang } from '@temps-mort/i18n/lang';

export { LANGS, LANG_NAMES, isLang, type Lang } from '@temps-mort/i18n/lang';

/** The browser's preferred language among ours. */
export function browserLang(): Lang {
  if (typeof navigator === 'undefined') return detectLang([]);
  const langs = navigator.languages && navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return detectLang(langs);
}

/** BCP 47 tag for `<html lang>` and Intl formatting. */
export function localeOf(lang: Lang): string {
  return LANG_TAGS[lang];
}

/** A remembered language, if it is still one of ours. */
export function asLang(value: unknown): Lang | null {
  return isLang(value) ? value : null;
}

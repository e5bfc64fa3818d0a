import type { Lang } from './lang';
import { LANG_TAGS } from './lang';

/**
 * Small language-aware formatters shared by the glossary, the reasons and the UI catalog. French
 * typography: a no-break space before « : », inside « guillemets » and before « % », and the
 * narrow no-break space as the thousands separator (Intl's). Negative numbers use the minus sign
 * U+2212 (−), positive signed numbers a plus (+2).
 */

/** No-break space (French: before a colon, inside guillemets). */
export const NBSP = '\u00a0';
/** Minus sign used for negative numbers ("−2 renom"). */
export const MINUS = '\u2212';

const numberFormats = new Map<Lang, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();

function numberFormat(lang: Lang): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LANG_TAGS[lang], { maximumFractionDigits: 2 });
    numberFormats.set(lang, f);
  }
  return f;
}

/**
 * A number in the language's way (1 000 / 1,000; 2,5 / 2.5); negatives with a real minus sign.
 * Whole numbers under 1 000 are written the same in both languages, without Intl: creating the
 * first Intl.NumberFormat loads locale data, ~0.1 s of a slowed phone's CPU on the crew sheet's
 * first paint, where every number is small.
 */
export function formatNumber(n: number, lang: Lang): string {
  if (!Number.isFinite(n)) return String(n);
  const magnitude = Math.abs(n);
  const abs = Number.isInteger(magnitude) && magnitude < 1000 ? String(magnitude) : numberFormat(lang).format(magnitude);
  return n < 0 ? `${MINUS}${abs}` : abs;
}

/** A change: +2, −1, and 0 for no change. */
export function formatSigned(n: number, lang: Lang): string {
  if (n > 0) return `+${formatNumber(n, lang)}`;
  return formatNumber(n, lang);
}

const ROMAN: readonly (readonly [number, string])[] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/**
 * A crew or faction tier the way the game writes it: 0 → "0", 1 → "I" … 4 → "IV" (and on, for a
 * target tier above IV). Anything that is not a whole number from 0 is written as a number.
 */
export function formatTier(tier: number): string {
  if (!Number.isInteger(tier) || tier <= 0 || tier >= 4000) return Number.isFinite(tier) ? String(tier) : '?';
  let rest = tier;
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** CLDR plural category of `n` in the language (French: 0 and 1 are singular). */
export function pluralCategory(n: number, lang: Lang): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LANG_TAGS[lang]);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

/** "1 dé", "2 dés", "0 dé" (French) / "1 die", "2 dice", "0 dice" (English). */
export function formatCount(n: number, one: string, other: string, lang: Lang): string {
  return `${formatNumber(n, lang)}${NBSP}${pluralCategory(n, lang) === 'one' ? one : other}`;
}

/** "a, b et c" / "a, b and c". */
export function formatList(items: readonly string[], lang: Lang, conjunction: 'and' | 'or' = 'and'): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] as string;
  const word = conjunction === 'and' ? (lang === 'fr' ? 'et' : 'and') : lang === 'fr' ? 'ou' : 'or';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1] as string}`;
}

/** A name quoted: « Repaire » / “Repaire”. */
export function quote(text: string, lang: Lang): string {
  return lang === 'fr' ? `«${NBSP}${text}${NBSP}»` : `“${text}”`;
}

/** What `colon` puts between a label and its text: " : " (a no-break space first) / ": ". */
export function colonSeparator(lang: Lang): string {
  return lang === 'fr' ? `${NBSP}: ` : ': ';
}

/** "label : text" / "label: text" (French puts a no-break space before the colon). */
export function colon(label: string, text: string, lang: Lang): string {
  return `${label}${colonSeparator(lang)}${text}`;
}

/** "50 %" / "50%". */
export function formatPercent(n: number, lang: Lang): string {
  return lang === 'fr' ? `${formatNumber(n, lang)}${NBSP}%` : `${formatNumber(n, lang)}%`;
}

/** A probability 0..1 as a rounded percentage for odds ("33 %", "< 1 %", "100 %"). */
export function formatProbability(p: number, lang: Lang): string {
  if (!Number.isFinite(p)) return '?';
  if (p <= 0) return formatPercent(0, lang);
  if (p >= 1) return formatPercent(100, lang);
  const pct = p * 100;
  if (pct < 1) return `<${NBSP}${formatPercent(1, lang)}`;
  if (pct > 99) return `>${NBSP}${formatPercent(99, lang)}`;
  return formatPercent(Math.round(pct), lang);
}

/** First letter upper case ("imbroglio" → "Imbroglio"). */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** First letter lower case, unless the word looks like an acronym or a name ("PJ", "MJ", "Corps"). */
export function uncapitalize(text: string): string {
  if (text.length < 2) return text.toLocaleLowerCase();
  const second = text.charAt(1);
  if (second !== second.toLocaleLowerCase()) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** A date and time ("30 nov. 2025, 10:06" / "30 Nov 2025, 10:06"). */
export function formatDateTime(date: Date | string | number, lang: Lang): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '?';
  return new Intl.DateTimeFormat(LANG_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** "il y a 5 minutes" / "5 minutes ago", from `date` to `now` (both given: no hidden clock). */
export function formatRelativeTime(date: Date | string | number, now: Date | string | number, lang: Lang): string {
  const then = (date instanceof Date ? date : new Date(date)).getTime();
  const ref = (now instanceof Date ? now : new Date(now)).getTime();
  if (Number.isNaN(then) || Number.isNaN(ref)) return '?';
  const seconds = Math.round((then - ref) / 1000);
  const rtf = new Intl.RelativeTimeFormat(LANG_TAGS[lang], { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 45) return rtf.format(0, 'second');
  if (abs < 45 * 60) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 22 * 3600) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 26 * 86400) return rtf.format(Math.round(seconds / 86400), 'day');
  if (abs < 320 * 86400) return rtf.format(Math.round(seconds / (30 * 86400)), 'month');
  return rtf.format(Math.round(seconds / (365 * 86400)), 'year');
}

/** The signs French spacing is about: a string without any is left as it is. */
const FRENCH_SPACED = /[:;!?%«»]/;

/**
 * French spacing: the plain space written before « : ; ! ? % » » and after « « » becomes a no-break
 * space, so a colon never starts a line on a narrow phone; a « : ; ! ? » glued to a word and
 * followed by a space or the end ("Vice: Jeu") gets its no-break space too (never inside "18:30" or
 * an address, where nothing follows as a space), and so does a « % » glued to its number ("10%",
 * as the rule texts quoted in the settings write it). Catalog strings are written with plain spaces
 * ("Raffut : 3"); this runs on every French string they produce.
 */
export function frenchTypography(text: string): string {
  // Most strings hold none of them (and every French string of a phone's first render comes here).
  if (!FRENCH_SPACED.test(text)) return text;
  return text
    .replace(/ ([:;!?%»])/g, `${NBSP}$1`)
    .replace(/([^\s\u00a0\u202f:;!?(«])([:;!?])(?=\s|$)/gu, `$1${NBSP}$2`)
    .replace(/(\d)%(?![\p{L}\p{N}])/gu, `$1${NBSP}%`)
    .replace(/« /g, `«${NBSP}`);
}

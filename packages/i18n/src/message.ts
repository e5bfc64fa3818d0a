import type { Lang } from './lang';
import { formatNumber, frenchTypography, pluralCategory } from './format';
import { NAME_CASES, nameIn, type NameCase } from './french';

/**
 * The message format of the UI catalogs: a small subset of ICU MessageFormat.
 *
 * - `{name}`: a value; numbers are formatted for the language (1 000 / 1,000);
 * - `{count, plural, =0 {…} one {…} other {…}}`: `#` is the count; French 0 and 1 are singular;
 * - `{who, select, gm {…} other {…}}`;
 * - `{name, of}`, `{name, to}`, `{name, mid}`: a name after « de », after « à », or inside a
 *   sentence, elided and contracted in French (d’Arlette, du Guet, aux Lanternes, par les
 *   Lanternes: french.ts). Write « Part {name, of} », never « Part de {name} ».
 *
 * A missing value stays visible as `{name}` rather than breaking the sentence. French strings get
 * their no-break spaces (before « : ; ! ? % ») here.
 */

/** One UI string in both languages. */
export interface Msg {
  readonly fr: string;
  readonly en: string;
}

export type Catalog = Readonly<Record<string, Msg>>;

/** Values for placeholders: numbers are formatted for the language. */
export type UiValues = Readonly<Record<string, string | number>>;

/** Fills a template's placeholders for `lang`, French spacing included. */
export function formatMessage(template: string, values: UiValues, lang: Lang): string {
  const text = interpolate(template, values, lang);
  return lang === 'fr' ? frenchTypography(text) : text;
}

/** A `t` function for one catalog: only its keys type-check. */
export function createT<C extends Catalog>(catalog: C): (key: keyof C & string, lang: Lang, values?: UiValues) => string {
  return (key, lang, values = {}) => {
    const msg = catalog[key];
    return msg ? formatMessage(msg[lang], values, lang) : key;
  };
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** "=0 {none} one {# die} other {# dice}" → [['=0', 'none'], ['one', '# die'], ['other', '# dice']]. */
function branches(text: string): [string, string][] {
  const out: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = matchingBrace(text, open);
    if (close < 0) break;
    out.push([text.slice(i, open).trim(), text.slice(open + 1, close)]);
    i = close + 1;
  }
  return out;
}

function show(value: string | number | undefined, name: string, lang: Lang): string {
  if (value === undefined) return `{${name}}`;
  return typeof value === 'number' ? formatNumber(value, lang) : value;
}

function placeholder(body: string, values: UiValues, lang: Lang): string {
  const first = body.indexOf(',');
  if (first < 0) return show(values[body.trim()], body.trim(), lang);
  const name = body.slice(0, first).trim();
  const rest = body.slice(first + 1);
  const second = rest.indexOf(',');
  const kind = (second < 0 ? rest : rest.slice(0, second)).trim();
  const options = branches(second < 0 ? '' : rest.slice(second + 1));
  const value = values[name];
  const pick = (key: string): string | undefined => options.find(([k]) => k === key)?.[1];
  if (kind === 'plural') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return `{${name}}`;
    const chosen = pick(`=${n}`) ?? pick(pluralCategory(n, lang)) ?? pick('other') ?? '';
    return interpolate(chosen.replace(/#/g, formatNumber(n, lang)), values, lang);
  }
  if ((NAME_CASES as readonly string[]).includes(kind)) {
    return value === undefined ? `{${name}}` : nameIn(String(value), kind as NameCase, lang);
  }
  if (kind === 'select') {
    const chosen = pick(String(value)) ?? pick('other') ?? '';
    return interpolate(chosen, values, lang);
  }
  return show(value, name, lang);
}

function interpolate(template: string, values: UiValues, lang: Lang): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    const close = matchingBrace(template, open);
    if (close < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open) + placeholder(template.slice(open + 1, close), values, lang);
    i = close + 1;
  }
  return out;
}

/** The placeholder names a UI string uses (for tests and tools). */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  const walk = (text: string): void => {
    let i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      if (open < 0) return;
      const close = matchingBrace(text, open);
      if (close < 0) return;
      const body = text.slice(open + 1, close);
      const comma = body.indexOf(',');
      names.add((comma < 0 ? body : body.slice(0, comma)).trim());
      if (comma >= 0) {
        const rest = body.slice(comma + 1);
        const second = rest.indexOf(',');
        if (second >= 0) for (const [, branch] of branches(rest.slice(second + 1))) walk(branch);
      }
      i = close + 1;
    }
  };
  walk(template);
  return [...names].sort();
}

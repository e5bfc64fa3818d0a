/**
 * A name inside a French sentence: the preposition before it elides and contracts with the name's
 * first letter or its article, as a French reader expects.
 *
 * | name | `of` (de) | `to` (à) | `mid` (inside a sentence) |
 * | --- | --- | --- | --- |
 * | Arlette, Édouard, Hélène | d’Arlette, d’Édouard | à Arlette | Arlette |
 * | Le Guet | du Guet | au Guet | le Guet |
 * | Les Lanternes | des Lanternes | aux Lanternes | les Lanternes |
 * | La Confrérie | de la Confrérie | à la Confrérie | la Confrérie |
 * | L’Ordre | de l’Ordre | à l’Ordre | l’Ordre |
 * | Mordrak | de Mordrak | à Mordrak | Mordrak |
 *
 * The message format calls these for `{name, of}`, `{name, to}` and `{name, mid}` (message.ts);
 * English names only lose a leading "The" capital inside a sentence ("by the Lanterns").
 * A name that begins with an h is elided (d’Hélène, d’Hugo): the usual choice for first names,
 * where an aspirated h is rare.
 */
import type { Lang } from './lang';

export type NameCase = 'of' | 'to' | 'mid';

export const NAME_CASES: readonly NameCase[] = ['of', 'to', 'mid'];

const APOSTROPHE = '’';

/** The name's leading French article, if any, and the rest of it. */
function article(name: string): { readonly article: 'le' | 'la' | 'les' | 'l’' | null; readonly rest: string } {
  const match = /^(Les|Le|La)\s+(.+)$/u.exec(name);
  if (match) return { article: match[1]!.toLowerCase() as 'le' | 'la' | 'les', rest: match[2]! };
  const elided = /^L['’](.+)$/u.exec(name);
  if (elided) return { article: 'l’', rest: elided[1]! };
  return { article: null, rest: name };
}

/** Begins with a vowel (accents included) or an h: "de" elides to "d’" before it. */
function elides(word: string): boolean {
  const first = word.normalize('NFD').charAt(0).toLowerCase();
  return 'aeiouyh'.includes(first) && first !== '';
}

/** "de" + name, contracted and elided: d’Arlette, du Guet, des Lanternes, de la Confrérie. */
export function frenchOf(name: string): string {
  const { article: a, rest } = article(name.trim());
  if (a === 'le') return `du ${rest}`;
  if (a === 'les') return `des ${rest}`;
  if (a === 'la') return `de la ${rest}`;
  if (a === 'l’') return `de l${APOSTROPHE}${rest}`;
  return elides(rest) ? `d${APOSTROPHE}${rest}` : `de ${rest}`;
}

/** "à" + name, contracted: à Arlette, au Guet, aux Lanternes, à la Confrérie, à l’Ordre. */
export function frenchTo(name: string): string {
  const { article: a, rest } = article(name.trim());
  if (a === 'le') return `au ${rest}`;
  if (a === 'les') return `aux ${rest}`;
  if (a === 'la') return `à la ${rest}`;
  if (a === 'l’') return `à l${APOSTROPHE}${rest}`;
  return `à ${rest}`;
}

/** The name inside a sentence: its article in lower case (par les Lanternes, contre le Guet). */
export function frenchMid(name: string): string {
  const { article: a, rest } = article(name.trim());
  if (a === null) return rest;
  return a === 'l’' ? `l${APOSTROPHE}${rest}` : `${a} ${rest}`;
}

/** A name as the sentence needs it (`case`), in `lang`. */
export function nameIn(name: string, nameCase: NameCase, lang: Lang): string {
  if (lang === 'en') return nameCase === 'mid' ? name.replace(/^The\s/u, 'the ') : name;
  if (nameCase === 'of') return frenchOf(name);
  if (nameCase === 'to') return frenchTo(name);
  return frenchMid(name);
}

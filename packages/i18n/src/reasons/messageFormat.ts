import type { Lang } from '../lang';
import type { TermGroup, WordKey } from '../glossary';
import { changeOf, countOf, termList, termLower, termOf, word } from '../glossary';
import { formatNumber, formatPercent, formatSigned, formatTier, pluralCategory, quote } from '../format';
import { nameIn } from '../french';
import type { NameLookup } from '../names';

/**
 * What every reason module writes with: a message's shape (`Entry`: French and English side by
 * side, both required) and the formatting helpers it gets (`MessageFormat`), bound to one language.
 */

/**
 * What a reason says of someone or something it cannot name: without any names to look in (none
 * given, or still loading) only what it is; with names that no longer know it, that it was removed.
 */
const NAMELESS = {
  character: { fr: ['un personnage', 'un personnage retiré'], en: ['a character', 'a removed character'] },
  faction: { fr: ['une faction', 'une faction retirée'], en: ['a faction', 'a removed faction'] },
  cohort: { fr: ['une cohorte', 'une cohorte retirée'], en: ['a cohort', 'a removed cohort'] },
  project: { fr: ['un projet', 'un projet retiré'], en: ['a project', 'a removed project'] },
  clock: { fr: ['un contrat', 'un contrat retiré'], en: ['a clock', 'a removed clock'] },
  member: { fr: ['un membre', 'un membre retiré'], en: ['a member', 'a removed member'] },
} as const;

/** A reason or refusal as it arrives: from the engine, or from the API's 422 body (plain JSON). */
export interface RuleMessage {
  readonly rule: string;
  readonly code: string;
  readonly values?: Readonly<Record<string, unknown>> | null;
}

export interface FormatOptions {
  readonly names?: NameLookup;
}

export type Values = Readonly<Record<string, unknown>>;

/** The formatting helpers a message gets, bound to one language. */
export interface MessageFormat {
  readonly lang: Lang;
  /** A number ("1 000"), a string as is, "?" when missing. */
  n(v: unknown): string;
  /** A signed number: +2, −1, 0. */
  s(v: unknown): string;
  /** The absolute value of a number. */
  abs(v: unknown): string;
  /** A tier: 0, I, II, III, IV. */
  tier(v: unknown): string;
  /** Any value as text. */
  text(v: unknown): string;
  /** A name in quotes: « Repaire » / “Repaire”. */
  q(v: unknown): string;
  /** A count with its word: "3 dés". */
  count(key: WordKey, v: unknown): string;
  /** The absolute count with its word: −3 → "3 argent". */
  countAbs(key: WordKey, v: unknown): string;
  /** A signed change with its word: "+2 renom", "−1 raffut". */
  change(key: WordKey, v: unknown): string;
  /** A word, in the plural form `v` asks for. */
  word(key: WordKey, v?: unknown): string;
  /** A glossary term (capitalised, as a label). */
  term(group: TermGroup, v: unknown): string;
  /** A glossary term mid-sentence. */
  lower(group: TermGroup, v: unknown): string;
  /** A comma-joined list of glossary values: "Arrestation ou Coopération". */
  list(group: TermGroup, v: unknown, conjunction?: 'and' | 'or'): string;
  /** A percentage. */
  pct(v: unknown): string;
  pc(v: unknown): string;
  faction(v: unknown): string;
  cohort(v: unknown): string;
  project(v: unknown): string;
  /** A clock (K1) by its id, quoted: the clocks' lookup, then the projects'. */
  clock(v: unknown): string;
  /** "de la faction": a faction after « de » (des Corbeaux, du Guet) / the faction's name in English. */
  factionOf(v: unknown): string;
  /** "de Basile", "d’Arlette" / the character's name in English. */
  pcOf(v: unknown): string;
  member(v: unknown): string;
  /** A d6 result band: "4-5", "critique". */
  band(v: unknown): string;
  /** A d12 attribute: Corps, Esprit, Âme. */
  attr(v: unknown): string;
  /** A downtime attribute or a skill (free text; the usual ones translated), quoted. */
  named(group: 'downtimeAttribute' | 'skill', v: unknown): string;
}


type Msg = (v: Values, x: MessageFormat) => string;

export interface Entry {
  readonly fr: Msg;
  readonly en: Msg;
}

/** A catalog of messages by code (or `rule:code`, when one code means different things under two rules). */
export type Entries = Readonly<Record<string, Entry>>;

export function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function makeFormat(lang: Lang, names: NameLookup | undefined): MessageFormat {
  const n = (v: unknown): string => {
    if (typeof v === 'number') return formatNumber(v, lang);
    if (typeof v === 'string' && v !== '') return v;
    return '?';
  };
  // An id reads as words, never as the id: "removed" only when the names are there and do not know it.
  const lookup = (find: ((id: string) => string | undefined) | undefined, v: unknown, unknown: keyof typeof NAMELESS): string => {
    if (typeof v !== 'string' || v === '') return v === null || v === undefined ? '?' : String(v);
    const [unnamed, removed] = NAMELESS[unknown][lang];
    if (!find) return unnamed;
    return find(v) ?? removed;
  };
  const x: MessageFormat = {
    lang,
    n,
    s: (v) => (num(v) === null ? '?' : formatSigned(v as number, lang)),
    abs: (v) => (num(v) === null ? '?' : formatNumber(Math.abs(v as number), lang)),
    tier: (v) => (num(v) === null ? '?' : formatTier(v as number)),
    text: (v) => {
      if (typeof v === 'boolean') return lang === 'fr' ? (v ? 'oui' : 'non') : v ? 'yes' : 'no';
      return n(v);
    },
    q: (v) => quote(x.text(v), lang),
    count: (key, v) => (num(v) === null ? `? ${word(key, lang, 2)}` : countOf(key, v as number, lang)),
    countAbs: (key, v) => (num(v) === null ? `? ${word(key, lang, 2)}` : countOf(key, Math.abs(v as number), lang)),
    change: (key, v) => (num(v) === null ? `? ${word(key, lang, 2)}` : changeOf(key, v as number, lang)),
    word: (key, v) => word(key, lang, num(v) ?? 1),
    term: (group, v) => termOf(group, v, lang),
    lower: (group, v) => termLower(group, v, lang),
    list: (group, v, conjunction = 'and') => termList(group, v, lang, conjunction),
    pct: (v) => (num(v) === null ? '?' : formatPercent(v as number, lang)),
    pc: (v) => lookup(names?.character, v, 'character'),
    // Always inside a French sentence here: its article in lower case (« avec les Corbeaux »).
    faction: (v) => nameIn(lookup(names?.faction, v, 'faction'), 'mid', lang),
    cohort: (v) => lookup(names?.cohort, v, 'cohort'),
    project: (v) => quote(lookup(names?.project, v, 'project'), lang),
    clock: (v) => quote(lookup(names?.clock || names?.project ? (id) => names.clock?.(id) ?? names.project?.(id) : undefined, v, 'clock'), lang),
    factionOf: (v) => nameIn(lookup(names?.faction, v, 'faction'), 'of', lang),
    pcOf: (v) => nameIn(lookup(names?.character, v, 'character'), 'of', lang),
    member: (v) => lookup(names?.member, v, 'member'),
    band: (v) => termLower('band', v, lang),
    attr: (v) => termOf('d12Attribute', v, lang),
    named: (group, v) => quote(typeof v === 'string' ? termOf(group, v, lang) : x.text(v), lang),
  };
  return x;
}

/** A word agreeing with a count (« 1 réparti », « 2 répartis »; French 0 and 1 singular); plural when the count is missing. */
export const agree = (count: unknown, one: string, other: string, x: MessageFormat): string => (pluralCategory(num(count) ?? 2, x.lang) === 'one' ? one : other);

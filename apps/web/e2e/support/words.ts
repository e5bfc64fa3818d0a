/**
 * "Our own words": what a French or English reader of a screen must never see — engine codes,
 * rule ids outside the GM's "Pourquoi ?" tags, the other language's words, French elision and
 * typography mistakes. `readScreen` gathers a screen's text in the browser; `checkWords` lists
 * what is wrong with it. Pure functions (but `readScreen`), self-tested at the top of
 * words.both.e2e.ts so that a check that cannot fail shows.
 */
import type { Page } from '@playwright/test';
import { GLOSSARY } from '@temps-mort/i18n';
import * as rules from '@temps-mort/rules';

export type Lang = 'fr' | 'en';

/** A screen's words as a reader gets them. */
export interface ScreenText {
  /** document.body.innerText (with the GM's rule-id tags hidden when asked) and document.title. */
  readonly text: string;
  /** title, aria-label, aria-valuetext, placeholder, alt and label attributes. */
  readonly attributes: readonly string[];
  /** The h1–h4 (and role=heading) texts, rule-id tags included. */
  readonly headings: readonly string[];
}

export interface Finding {
  readonly check: string;
  readonly phrase: string;
  readonly context: string;
}

export interface CheckOptions {
  readonly lang: Lang;
  /** The seeded proper names and free texts (longest first is not needed). */
  readonly names: readonly string[];
  /** A players' screen: no rule id anywhere. */
  readonly player: boolean;
  /** Nothing was ever removed from the campaign: no thing may be named as removed. */
  readonly nothingRemoved?: boolean;
}

/** The class of the GM's rule-id tags (ReasonList, RefusalNote, StepError…: `<abbr class="rule-id">`). */
export const RULE_TAG = 'abbr.rule-id';

/**
 * Reads the screen. `hideRuleTags`: the GM's rule-id tags are left out of `text` (they are the one
 * place a rule id may show). Elements marked with another `lang` (the language switch's
 * « Français » / « English », the French rule texts the settings quote) are left out: they are the
 * other language on purpose; so is machine text in <code>, <kbd> or <samp> (a shell command).
 */
export async function readScreen(page: Page, options: { hideRuleTags: boolean }): Promise<ScreenText> {
  return page.evaluate(({ hideRuleTags, ruleTag }) => {
    const lang = document.documentElement.lang;
    // Another language on purpose (lang=…), and machine text (a command in <code>).
    const foreign = `body [lang]:not([lang="${lang}"]), body code, body kbd, body samp`;
    const style = document.createElement('style');
    style.textContent = `${foreign}${hideRuleTags ? `, ${ruleTag}` : ''} { display: none !important; }`;
    const visible = (e: Element) => e.getClientRects().length > 0;
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, [role="heading"]')].filter(visible).map((h) => h.innerText);
    document.head.append(style);
    const text = `${document.title}\n${document.body.innerText}`;
    style.remove();
    const attributes: string[] = [];
    for (const e of document.body.querySelectorAll('*')) {
      if (e.closest(foreign.replaceAll('body ', ''))) continue;
      for (const name of ['title', 'aria-label', 'aria-valuetext', 'placeholder', 'alt', 'label']) {
        const value = e.getAttribute(name);
        if (value && value.trim() !== '') attributes.push(value);
      }
    }
    return { text, attributes, headings };
  }, { hideRuleTags: options.hideRuleTags, ruleTag: RULE_TAG });
}

// ─── the word lists ─────────────────────────────────────────────────────────────────────────────

/** Common English UI words: none of them is a French word. */
const ENGLISH_WORDS = `the and with without of to for from your you is are not this that these new edit add remove back
  next open close show hide share link links player players character characters cohort cohorts claim claims tier hold
  rep coin payoff entanglement entanglements activity activities harm load skill skills dice die wizard wizards ledger
  debt favour favours loan gold history home sign none yes all any more less week game odds result results pick choose
  apply done start reset retry offline update updated copy copied revoke revoked rotate name level markers warband member
  members underworld complex threshold milestone milestones body mind soul fear comfort destiny pool help why what
  changed moved hidden reveal resolve jail jailed quiet loud wild contained recover project asset assets pc pcs gm npc
  npcs free play score last first then when who how here there only each every by at in it its be been has have was
  were will can cannot no off out up down see view roll rolls rolled step steps undo undone crew crews heat wanted
  downtime success failure settings delete save cancel loading error status live sheet stash vault incarceration`
  .split(/\s+/)
  .filter(Boolean);

/** Single-word engine values that are also French words (the French UI may say them). */
const FRENCH_TOO = new Set(['action', 'active', 'assassin', 'bandit', 'complication', 'expert', 'faction', 'factions', 'finesse', 'fortune', 'gadget', 'gang', 'interrogation', 'intimidation', 'notes', 'obligation', 'parole', 'poison', 'refuse', 'ridicule', 'service', 'train', 'trait', 'trauma', 'vice']);

/** Every enum value the rules and the glossary name (the glossary's groups are the engine's enums). */
export const ENGINE_VALUES: readonly string[] = (() => {
  const values = new Set<string>();
  for (const [group, terms] of Object.entries(GLOSSARY)) if (group !== 'rule') for (const key of Object.keys(terms as object)) values.add(key);
  for (const value of Object.values(rules)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) for (const v of value as string[]) values.add(v);
  }
  return [...values];
})();

/**
 * English words a French screen must not show: the common UI words and the engine's one-word
 * values (`quiet`, `brag`, `insight`…). On an English screen those are English words; there the
 * engine's codes are caught as snake_case or camelCase.
 */
const NOT_FRENCH = new Set([...ENGLISH_WORDS, ...ENGINE_VALUES.filter((v) => /^[a-z]+$/.test(v) && !FRENCH_TOO.has(v))]);

/** French words an English screen must not show (none is an English word). */
const NOT_ENGLISH = new Set(
  `de le la les des du au aux avec et sur une un dans est sont pas ne jet jets dé dés renom rang recherche imbroglio
  imbroglios domaine domaines argent sorcier sorciers registre pègre faveur faveurs prêt réussite échec enregistrer
  supprimer ajouter annuler retour suivant partager joueur joueurs personnage personnages historique paramètres
  chargement erreur pourquoi qui que quoi ce cette ces sa ses leur leurs aucun aucune oui tout tous étape étapes bande
  bandes raffut cohorte cohortes blessure blessures assise récompense activité activités ou où à temps mort`
    .split(/\s+/)
    .filter(Boolean),
);

/** Proper names the same in both languages: the app's own (French), and the game Frostgrave's. */
const PROPER_NAMES = ['Temps Mort', 'Frostgrave'];

// ─── the checks ─────────────────────────────────────────────────────────────────────────────────

const NBSPS = '\u00a0\u202f';
const VOWEL = 'AEIOUÀÂÄÉÈÊËÎÏÔÖÛÜŒÆaeiouàâäéèêëîïôöûüœæ';

function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  const end = Math.min(text.length, index + length + 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`.replace(/\s*\n\s*/g, ' ⏎ ');
}

function all(check: string, text: string, pattern: RegExp, group = 0): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(pattern)) {
    const phrase = m[group] ?? m[0];
    out.push({ check, phrase, context: around(text, m.index + (group === 0 ? 0 : m[0].indexOf(phrase)), phrase.length) });
  }
  return out;
}

/** URLs (share links, the QR code's text): their tokens are meant to be machine text. */
function withoutUrls(text: string): string {
  return text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\/(?:share#token=|s\/)\S+/g, ' ');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The seeded names out of the text (they are the GM's words, not the app's): each name, and its
 * rest after a French article (« du Guet », « aux Lanternes »: the article is the app's, it stays).
 */
export function withoutNames(text: string, names: readonly string[]): string {
  const parts = new Set<string>();
  for (const name of names) {
    parts.add(name);
    const rest = /^(?:Les|Le|La|The)\s+(.+)$/u.exec(name)?.[1] ?? /^L['’](.+)$/u.exec(name)?.[1];
    if (rest) parts.add(rest);
  }
  const sorted = [...parts].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (sorted.length === 0) return text;
  return text.replace(new RegExp(`(?<![\\p{L}])(?:${sorted.join('|')})(?![\\p{L}])`, 'gu'), '·');
}

/** Engine codes: snake_case, camelCase, ids, unfilled placeholders, catalog keys, JS leftovers. */
export function engineCodes(text: string): Finding[] {
  const t = withoutUrls(text);
  return [
    ...all('snake_case code', t, /\b[a-z]+_[a-z0-9_]+\b/g),
    ...all('camelCase identifier', t, /\b[a-z]+[A-Z][A-Za-z]*\b/g),
    ...all('cuid-like id', t, /\bc[a-z0-9]{20,}\b/g),
    ...all('UUID', t, /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi),
    ...all('token', t, /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{22,}\b/g),
    ...all('unfilled placeholder', t, /\{[^{}\n]{1,40}\}/g),
    // File names and the English abbreviations "e.g." and "i.e." are not keys.
    ...all('catalog key', t, /\b(?!(?:e\.g|i\.e)\b)[a-z]+(?:\.[a-z][A-Za-z]*)+\b(?<!\.(?:json|db|sqlite|js|css|html))/g),
    ...all('JS leftover', t, /\b(?:undefined|NaN|null|\[object Object\])\b/g),
  ];
}

/** A rule id (H4, A1, T10). */
export const RULE_ID = /\b[A-Z]{1,2}\d{1,2}\b/g;

export function ruleIds(text: string, check = 'rule id'): Finding[] {
  return all(check, withoutUrls(text), RULE_ID);
}

/** The other language's words (the text without the seeded names). */
export function otherLanguage(text: string, lang: Lang): Finding[] {
  const t = PROPER_NAMES.reduce((acc, name) => acc.split(name).join('·'), withoutUrls(text));
  const out: Finding[] = [];
  for (const m of t.matchAll(/\p{L}+/gu)) {
    const token = m[0];
    const lower = token.toLowerCase();
    const wrong = lang === 'fr' ? NOT_FRENCH.has(lower) : NOT_ENGLISH.has(lower) || /[éèêëàâçùûôîïœ]/.test(lower);
    if (wrong) out.push({ check: lang === 'fr' ? 'English word' : 'French word', phrase: token, context: around(t, m.index, token.length) });
  }
  return out;
}

/** French elision and contraction: « de Arlette », « le Ombeline », « de le Guet », « à les Lanternes ». */
export function frenchElision(text: string): Finding[] {
  return [
    // After a hyphen « le »/« la » is an imperative's pronoun, which never elides (« incarcérez-le ici »).
    ...all('no elision', text, new RegExp(`(?<![\\p{L}-])(?:[Dd]e|[Ll][ea]|[Qq]ue|[Nn]e|[Ss]e|[Jj]e)[ ${NBSPS}]+[${VOWEL}]\\p{L}*`, 'gu')),
    ...all('no contraction', text, new RegExp(`(?<![\\p{L}])(?:[Dd]e|[Àà])[ ${NBSPS}]+(?:le|les|Le|Les)(?![\\p{L}])[ ${NBSPS}]*\\p{L}*`, 'gu')),
  ];
}

/**
 * A name's article in capitals inside a French sentence (« Supprimer Les Lanternes »): the message
 * format's `{name, mid}` writes « supprimer les Lanternes ». Labels (« Faction : Le Guet ») and
 * lines that begin with the name are fine.
 */
export function frenchMidArticle(text: string): Finding[] {
  return all('capital article inside a sentence', text, new RegExp(`(?<=[\\p{Ll}\\p{N}][ ${NBSPS}])(?:(?:Les|Le|La)[ ${NBSPS}]|L[’'])\\p{Lu}\\p{L}*`, 'gu'));
}

/** The words for a thing the names no longer know (reasons/messageFormat.ts's UNKNOWN_NAME), when nothing was removed. */
export function removedNames(text: string): Finding[] {
  return all('named as removed', text, /(?<![\p{L}])(?:un (?:personnage|projet|membre) retiré|une (?:faction|cohorte) retirée|a removed (?:character|faction|cohort|project|member))(?![\p{L}])/gu);
}

/** An ASCII apostrophe in a word: the catalogs write the typographic ’. */
export function asciiApostrophes(text: string): Finding[] {
  return all('ASCII apostrophe', text, /\p{L}'\p{L}/gu);
}

/** French typography: a no-break space before « : ; ? ! » and « % », inside « guillemets ». */
export function frenchTypography(text: string): Finding[] {
  const t = withoutUrls(text);
  return [
    // Glued to a word, unless inside a token (18:30, 1:2).
    ...all('no no-break space before the mark', t, /[\p{L}\p{N})][:;?!](?![\p{L}\p{N}/])/gu),
    ...all('plain space before the mark', t, /[\p{L}\p{N})] [:;?!%»]/gu),
    ...all('no no-break space before %', t, /\p{N}%/gu),
    ...all('no no-break space inside « »', t, new RegExp(`«(?![${NBSPS}])|(?<![${NBSPS}])»`, 'gu')),
  ];
}

/** English typography: no space before « : ; ? ! », no guillemets. */
export function englishTypography(text: string): Finding[] {
  const t = withoutUrls(text);
  return [...all('French spacing in English', t, new RegExp(`\\p{L}[ ${NBSPS}][:;?!]`, 'gu')), ...all('guillemets in English', t, /[«»]/g)];
}

/** Everything wrong with one screen in one language. */
export function checkWords(screen: ScreenText, options: CheckOptions): Finding[] {
  const raw = [screen.text, ...screen.attributes].join('\n');
  const stripped = withoutNames(raw, options.names);
  const findings = [...engineCodes(stripped), ...otherLanguage(stripped, options.lang), ...asciiApostrophes(raw)];
  // On the GM's screens the rule-id tags are already out of `text`; attributes never hold rule ids.
  findings.push(...ruleIds(stripped, options.player ? 'rule id on a players’ screen' : 'rule id outside a rule tag'));
  for (const heading of screen.headings) findings.push(...ruleIds(withoutNames(heading, options.names), 'rule id in a heading'));
  if (options.nothingRemoved) findings.push(...removedNames(raw));
  if (options.lang === 'fr') findings.push(...frenchElision(raw), ...frenchMidArticle(raw), ...frenchTypography(raw));
  else findings.push(...englishTypography(raw));
  return findings;
}

/** Findings, one line each, the same phrase in the same context once. */
export function describe(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map((f) => `${f.check}: « ${f.phrase} » in « ${f.context} »`))];
}

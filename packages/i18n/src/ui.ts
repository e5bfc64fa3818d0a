import type { Lang } from './lang';
import type { UiValues } from './message';
import { createT } from './message';
import { CORE_SECTIONS, CORE_UI } from './ui-core';
import { changes } from './ui/changes';
import { accounts, debt, dice, downtime, history, proposals, requests, settings, setup } from './ui/gm';
import { ledger } from './ui/ledger';
import { play } from './ui/play';
import { playRequests } from './ui/playRequests';

/**
 * The UI chrome's words (navigation, buttons, form labels, errors…) in French and English, and
 * `t(key, lang, values?)` to get one. The game's own words (terms, enum values, reasons) live in
 * glossary.ts and reasons/; use those for anything the rules name.
 *
 * Adding keys (for a new screen):
 * 1. Find the section for the feature in ui/core.ts (words the players’ phone sheet needs: keep it
 *    small), ui/ledger.ts (a wizard's ledger, which the GM and a player link following it both
 *    read), ui/changes.ts (net changes in words, shared with the players' recap: changes.ts) or
 *    ui/gm/ (the GM’s screens, one module per section), or add a section there
 *    (`export const mySection = { … } satisfies Section;`) and spread it into CORE_UI and
 *    CORE_SECTIONS (ui-core.ts) or into UI and GM_SECTIONS below. Keys are `area.thing` or
 *    `area.thing.detail`, lower camelCase.
 * 2. Write the entry with both languages: `'crew.sheet.title': { fr: 'Feuille de bande', en: 'Crew sheet' }`.
 *    A key without both languages does not compile; `t` only accepts keys that exist (`UiKey`).
 * 3. Placeholders: `{name}`; numbers are formatted for the language. Plurals:
 *    `{count, plural, =0 {aucun dé} one {# dé} other {# dés}}` (`#` is the count; French 0 and 1
 *    are singular). Choices: `{who, select, gm {le MJ} other {un joueur}}`. Both languages must use
 *    the same placeholders (ui.test.ts checks it).
 * 4. French: write plain spaces before « : ; ! ? % » — the no-break spaces are put in by `t`.
 *    Keep the game's French terms (bande, renom, raffut, avis de recherche, imbroglio, temps mort,
 *    domaine, assise…); take them from glossary.ts's WORDS when in doubt.
 */

export type { Catalog, Msg, UiValues } from './message';
export { formatMessage, placeholdersOf } from './message';

const GM_SECTIONS = { accounts, setup, downtime, debt, ledger, dice, history, changes, settings, proposals, requests, play, playRequests } as const;

/** Every UI section (a key must be unique across them: ui.test.ts checks). */
export const UI_SECTIONS = { ...CORE_SECTIONS, ...GM_SECTIONS } as const;

/** Every UI string. */
export const UI = { ...CORE_UI, ...accounts, ...setup, ...downtime, ...debt, ...ledger, ...dice, ...history, ...changes, ...settings, ...proposals, ...requests, ...play, ...playRequests } as const;

export type UiKey = keyof typeof UI;

export function isUiKey(key: string): key is UiKey {
  return Object.prototype.hasOwnProperty.call(UI, key);
}

const translate = createT(UI);

/** The UI string for `key` in `lang`, placeholders filled in. */
export function t(key: UiKey, lang: Lang, values: UiValues = {}): string {
  return translate(key, lang, values);
}

/** `t` for a key built at run time (e.g. `error.notFound.${resource}`), with a fallback key. */
export function tOr(key: string, fallback: UiKey, lang: Lang, values: UiValues = {}): string {
  return t(isUiKey(key) ? key : fallback, lang, values);
}

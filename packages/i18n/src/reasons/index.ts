import type { Reason, Refusal } from '@temps-mort/rules';
import type { Lang } from '../lang';
import { frenchTypography, formatNumber } from '../format';
import { ruleName } from '../ruleNames';
import type { NameLookup } from '../names';
import type { Entries, Entry, FormatOptions, RuleMessage } from './messageFormat';
import { makeFormat } from './messageFormat';
import * as activities from './activities';
import * as clocks from './clocks';
import * as d6 from './d6';
import * as d12 from './d12';
import * as d100 from './d100';
import * as debt from './debt';
import * as edits from './edits';
import * as entanglements from './entanglements';
import * as heat from './heat';
import * as history from './history';
import * as incarceration from './incarceration';
import * as payoff from './payoff';
import * as shared from './shared';
import * as vice from './vice';

export { namesFromCrew, namesFromWizard, type NameLookup } from '../names';
export type { FormatOptions, MessageFormat, RuleMessage } from './messageFormat';

/**
 * The words for every reason and refusal the rules engine emits (`{ rule, code, values }`), in
 * French and English: what a GM would say at the table, with the numbers of `values` in it.
 *
 *   formatReason({ rule: 'P1', code: 'score_rep', values: { base: 2, gap: 2, crewTier: 1, targetTier: 3, rep: 4 } }, 'fr')
 *   → "+4 renom : 2 de base, +2 pour une cible de rang III contre une bande de rang I"
 *
 * Messages are looked up by `rule:code` first (when one code means different things under two
 * rules, e.g. `H2:at_war` and `E2:at_war`), then by `code`. A code without words falls back to a
 * neutral "Règle E2 : some_code (a = 1)" so that a new code never breaks the UI — but
 * reasons.coverage.test.ts scans packages/rules/src and apps/api/src and fails for any code that
 * has no words here.
 *
 * Adding a code: add an entry to the `reasons` (a `reason(...)`) or the `refusals` (a `refuse(...)`)
 * of its mechanic's module in this folder (payoff.ts for P, heat.ts for H, incarceration.ts for I,
 * entanglements.ts for E, activities.ts for A, vice.ts for V, debt.ts for F, d12.ts for T, d100.ts
 * for C, clocks.ts for K, d6.ts for the dice of D, edits.ts for D7's sheet edits, history.ts for
 * the server's undo/redo/replay, shared.ts for refusals several rules share),
 * `code: { fr: (v, x) => French, en: (v, x) => English }`. `v` holds the values (anything may be missing:
 * the helpers of `x` print "?" rather than throw), `x` formats them (numbers, tiers as roman
 * numerals, glossary terms, names of characters/factions/cohorts when the caller gives a lookup).
 * Write French with plain spaces before « : » — the no-break spaces are put in afterwards.
 */

// ------------------------------------------------------------------------------------------------
// The catalogs, one module per mechanic (a family of rule ids), assembled: no code in two modules of one catalog (catalog.test.ts).

/** Reasons: what happened and why. */
const REASONS: Entries = {
  ...history.reasons,
  ...d6.reasons,
  ...payoff.reasons,
  ...heat.reasons,
  ...incarceration.reasons,
  ...entanglements.reasons,
  ...activities.reasons,
  ...vice.reasons,
  ...debt.reasons,
  ...d12.reasons,
  ...d100.reasons,
  ...edits.reasons,
  ...clocks.reasons,
};

/** Refusals: why the engine said no (shown where the GM clicked, and for the API’s 422). */
const REFUSALS: Entries = {
  ...history.refusals,
  ...shared.refusals,
  ...payoff.refusals,
  ...heat.refusals,
  ...incarceration.refusals,
  ...entanglements.refusals,
  ...activities.refusals,
  ...vice.refusals,
  ...debt.refusals,
  ...d12.refusals,
  ...d100.refusals,
  ...edits.refusals,
  ...clocks.refusals,
};

// ------------------------------------------------------------------------------------------------
// Lookup and formatting.

function entryOf(catalog: Readonly<Record<string, Entry>>, rule: string, code: string): Entry | undefined {
  return catalog[`${rule}:${code}`] ?? catalog[code];
}

/** Whether the catalog of reasons has words for this code (optionally as that rule says it). */
export function hasReasonWords(code: string, rule = ''): boolean {
  return entryOf(REASONS, rule, code) !== undefined;
}

/** Whether the catalog of refusals has words for this code. */
export function hasRefusalWords(code: string, rule = ''): boolean {
  return entryOf(REFUSALS, rule, code) !== undefined;
}

/** Every code with words, for tests and tools: `{ reasons, refusals }`. */
export function knownCodes(): { readonly reasons: readonly string[]; readonly refusals: readonly string[] } {
  return { reasons: Object.keys(REASONS), refusals: Object.keys(REFUSALS) };
}

function valueText(value: unknown, lang: Lang): string {
  if (typeof value === 'number') return formatNumber(value, lang);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || value === null) return String(value);
  return '…';
}

/** The neutral text for a code nobody has put into words yet: "Règle E2 : some_code (a = 1)". */
export function fallbackMessage(message: RuleMessage, lang: Lang): string {
  const values = Object.entries(message.values ?? {}).map(([k, v]) => `${k} = ${valueText(v, lang)}`);
  const tail = values.length > 0 ? ` (${values.join(', ')})` : '';
  return lang === 'fr' ? frenchTypography(`Règle ${message.rule} : ${message.code}${tail}`) : `Rule ${message.rule}: ${message.code}${tail}`;
}

function render(entry: Entry | undefined, message: RuleMessage, lang: Lang, options: FormatOptions): string {
  if (!entry) return fallbackMessage(message, lang);
  try {
    const text = entry[lang](message.values ?? {}, makeFormat(lang, options.names));
    return lang === 'fr' ? frenchTypography(text) : text;
  } catch {
    // A message that cannot cope with odd values must not take the screen down.
    return fallbackMessage(message, lang);
  }
}

/** A reason in words: what happened and why, with its numbers. */
export function formatReason(reason: Reason | RuleMessage, lang: Lang, options: FormatOptions = {}): string {
  return render(entryOf(REASONS, reason.rule, reason.code) ?? entryOf(REFUSALS, reason.rule, reason.code), reason, lang, options);
}

/** A refusal in words: why the engine (or the API's 422) said no. */
export function formatRefusal(refusal: Refusal | RuleMessage, lang: Lang, options: FormatOptions = {}): string {
  return render(entryOf(REFUSALS, refusal.rule, refusal.code) ?? entryOf(REASONS, refusal.rule, refusal.code), refusal, lang, options);
}

/** Every reason of an outcome, in order. */
export function formatReasons(reasons: readonly (Reason | RuleMessage)[], lang: Lang, options: FormatOptions = {}): string[] {
  return reasons.map((r) => formatReason(r, lang, options));
}

/** The rule a reason or refusal cites, as "H3 · Jauge de raffut et avis de recherche". */
export function formatRuleRef(rule: string, lang: Lang): string {
  return `${rule} · ${ruleName(rule, lang)}`;
}

// ------------------------------------------------------------------------------------------------
// Name lookups from the model.

/** Several lookups in one: the first that knows a name wins. */
export function mergeNames(...lookups: readonly (NameLookup | undefined)[]): NameLookup {
  const pick =
    (key: keyof NameLookup) =>
    (id: string): string | undefined => {
      for (const l of lookups) {
        const found = l?.[key]?.(id);
        if (found !== undefined) return found;
      }
      return undefined;
    };
  return { character: pick('character'), faction: pick('faction'), cohort: pick('cohort'), project: pick('project'), clock: pick('clock'), member: pick('member') };
}

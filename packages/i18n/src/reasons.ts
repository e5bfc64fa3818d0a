import type { Reason, Refusal } from '@temps-mort/rules';
import type { Lang } from './lang';
import type { TermGroup, WordKey } from './glossary';
import { changeOf, countOf, formatD100Role, termList, termLower, termOf, word } from './glossary';
import { capitalize, formatNumber, formatPercent, formatSigned, formatTier, frenchTypography, pluralCategory, quote } from './format';
import { nameIn } from './french';
import { ruleName } from './ruleNames';
import type { NameLookup } from './names';

/** What a reason says of someone or something its names no longer know (removed since). */
const UNKNOWN_NAME = {
  character: { fr: 'un personnage retiré', en: 'a removed character' },
  faction: { fr: 'une faction retirée', en: 'a removed faction' },
  cohort: { fr: 'une cohorte retirée', en: 'a removed cohort' },
  project: { fr: 'un projet retiré', en: 'a removed project' },
  clock: { fr: 'un contrat retiré', en: 'a removed clock' },
  member: { fr: 'un membre retiré', en: 'a removed member' },
} as const;

export { namesFromCrew, namesFromWizard, type NameLookup } from './names';

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
 * reasons.test.ts scans packages/rules/src and fails for any code that has no words here.
 *
 * Adding a code: add an entry to REASONS (a `reason(...)`) or REFUSALS (a `refuse(...)`) below,
 * `code: { fr: (v, x) => French, en: (v, x) => English }`. `v` holds the values (anything may be missing:
 * the helpers of `x` print "?" rather than throw), `x` formats them (numbers, tiers as roman
 * numerals, glossary terms, names of characters/factions/cohorts when the caller gives a lookup).
 * Write French with plain spaces before « : » — the no-break spaces are put in afterwards.
 */

/** A reason or refusal as it arrives: from the engine, or from the API's 422 body (plain JSON). */
export interface RuleMessage {
  readonly rule: string;
  readonly code: string;
  readonly values?: Readonly<Record<string, unknown>> | null;
}

export interface FormatOptions {
  readonly names?: NameLookup;
}

type Values = Readonly<Record<string, unknown>>;

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

interface Entry {
  readonly fr: Msg;
  readonly en: Msg;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function makeFormat(lang: Lang, names: NameLookup | undefined): MessageFormat {
  const n = (v: unknown): string => {
    if (typeof v === 'number') return formatNumber(v, lang);
    if (typeof v === 'string' && v !== '') return v;
    return '?';
  };
  // An id the names do not know (a removed character, a faction gone) reads as words, never as the id.
  const lookup = (find: ((id: string) => string | undefined) | undefined, v: unknown, unknown: keyof typeof UNKNOWN_NAME): string => {
    if (typeof v !== 'string' || v === '') return v === null || v === undefined ? '?' : String(v);
    return find?.(v) ?? UNKNOWN_NAME[unknown][lang];
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
    clock: (v) => quote(lookup((id) => names?.clock?.(id) ?? names?.project?.(id), v, 'clock'), lang),
    factionOf: (v) => nameIn(lookup(names?.faction, v, 'faction'), 'of', lang),
    pcOf: (v) => nameIn(lookup(names?.character, v, 'character'), 'of', lang),
    member: (v) => lookup(names?.member, v, 'member'),
    band: (v) => termLower('band', v, lang),
    attr: (v) => termOf('d12Attribute', v, lang),
    named: (group, v) => quote(typeof v === 'string' ? termOf(group, v, lang) : x.text(v), lang),
  };
  return x;
}

const PLAYED = { fr: ' — à jouer', en: ' — play it out' } as const;

const CRIT_FAILURE_OPTIONS: ReadonlySet<unknown> = new Set(['hurt_self', 'opened_guard', 'complication']);

/** "de Corps", "d’Esprit", "d’Âme" / "Body", "Mind", "Soul": a d12 attribute after "de". */
const ofAttr = (v: unknown, x: MessageFormat): string => nameIn(x.attr(v), 'of', x.lang);

/** A d12 critical option from either list (success or failure). */
const critOption = (option: unknown, x: MessageFormat): string =>
  x.lower(CRIT_FAILURE_OPTIONS.has(option) ? 'd12CriticalFailure' : 'd12CriticalSuccess', option);

/** Someone named in free text, or "quelqu'un" / "someone". */
const who = (v: unknown, x: MessageFormat): string =>
  typeof v === 'string' && v.trim() !== '' ? v : x.lang === 'fr' ? 'quelqu’un' : 'someone';

/** `who` at the start of a sentence. */
const Who = (v: unknown, x: MessageFormat): string => capitalize(who(v, x));

/** "Les Corbeaux (rang II)" / "The Crows (tier II)". */
const factionAt = (v: Values, x: MessageFormat): string =>
  x.lang === 'fr' ? `${x.faction(v.faction)} (rang ${x.tier(v.factionTier)})` : `${x.faction(v.faction)} (tier ${x.tier(v.factionTier)})`;

/** "3 dés" or, for 0 dice, "0 dé (2 dés, le plus bas)". */
const poolSize = (size: unknown, x: MessageFormat): string => {
  if (num(size) === 0) return x.lang === 'fr' ? 'Aucun dé (2 dés, on garde le plus bas)' : 'No dice (2 dice, keep the lowest)';
  return x.count('die', size);
};

/** A d6 pool's outcome: "6", "4-5" or "critique" after the dice. */
const poolResult = (v: Values, x: MessageFormat): string => {
  if (v.band === 'crit') return x.lang === 'fr' ? 'critique' : 'critical';
  if (v.band === '6') return '6';
  return `${x.n(v.result)} (${x.band(v.band)})`;
};

const dice = (v: unknown): string => (typeof v === 'string' && v !== '' ? v.split(',').join(', ') : '?');

/** "le rang III" → for tiers of crews and targets. */
const rangFr = (v: unknown, x: MessageFormat): string => `rang ${x.tier(v)}`;

/** Harm levels as a list ("3, 1"), or "aucune" / "none". */
const harmList = (v: unknown, x: MessageFormat): string =>
  typeof v === 'string' && v !== '' ? v.split(',').join(', ') : x.lang === 'fr' ? 'aucune' : 'none';

/** A d100 test's "(égalité = réussite)" when the die equals the threshold. */
const equalNote = (v: Values, x: MessageFormat): string => {
  if (num(v.die) === null || v.die !== v.threshold) return '';
  const succeeds = v.equalSucceeds !== false;
  if (x.lang === 'fr') return succeeds ? ' (égal au seuil : réussi)' : ' (égal au seuil : raté)';
  return succeeds ? ' (equal to the threshold: success)' : ' (equal to the threshold: failure)';
};

/** Pool loss lines of the d12 system: "Corps −1 (5 → 4)". */
/** D7 sheet_limit: the bound's field in words (a crew's field, or a Frostgrave wizard's). */
const WIZARD_LIMIT_FIELDS: Readonly<Record<string, { fr: string; en: string }>> = {
  warband: { fr: 'Bande du sorcier', en: 'Warband' },
  hiredMuscle: { fr: 'Gros bras', en: 'Hired muscle' },
  gold: { fr: 'Or', en: 'Gold' },
  markers: { fr: 'Marqueurs de dette', en: 'Debt markers' },
  level: { fr: 'Niveau', en: 'Level' },
};
const limitField = (field: unknown, lang: 'fr' | 'en', x: MessageFormat): string => {
  const top = String(field).split('.')[0] ?? '';
  return Object.hasOwn(WIZARD_LIMIT_FIELDS, top) ? (WIZARD_LIMIT_FIELDS[top]?.[lang] ?? top) : x.term('crewField', top);
};

/** D7 wizard_edited: the fields edited ("name,gold") in words, or "rien" / "nothing". */
const wizardFields = (fields: unknown, lang: 'fr' | 'en', x: MessageFormat): string =>
  typeof fields === 'string' && fields !== ''
    ? fields
        .split(',')
        .map((f) => limitField(f, lang, x).toLocaleLowerCase(lang))
        .join(', ')
    : lang === 'fr'
      ? 'rien'
      : 'nothing';

const poolLoss = (v: Values, x: MessageFormat): string => `${x.attr(v.attribute)} ${x.s(num(v.amount) === null ? null : -(v.amount as number))} (${x.n(v.from)} → ${x.n(v.to)})`;

/** K1: whose clock it is, after « contrat »: "de la bande", "des Lanternes", "de Basile" / "for the crew"… */
const clockOwner = (v: Values, x: MessageFormat): string => {
  if (v.owner === 'crew') return x.lang === 'fr' ? 'de la bande' : 'for the crew';
  if (v.owner === 'faction') return x.lang === 'fr' ? x.factionOf(v.ownerId) : `for ${x.faction(v.ownerId)}`;
  if (v.owner === 'character') return x.lang === 'fr' ? x.pcOf(v.ownerId) : `for ${x.pc(v.ownerId)}`;
  return '';
};

/** K3–K5: the dice a clock roll asks for, mid-sentence: "2 dés", "aucun dé" (the roll's own line says how 0 dice roll). */
const clockPool = (size: unknown, x: MessageFormat): string => (num(size) === 0 ? (x.lang === 'fr' ? 'aucun dé' : 'no dice') : x.count('die', size));

/** K5: the faction named "de …" as the reason recorded it (its name then), else by its id. */
const factionOfReason = (v: Values, x: MessageFormat): string =>
  typeof v.name === 'string' && v.name !== '' ? nameIn(v.name, x.lang === 'fr' ? 'of' : 'mid', x.lang) : x.lang === 'fr' ? x.factionOf(v.faction) : x.faction(v.faction);

/** K6: the clocks of a requirement cycle ("a,b,a"), named: « A » → « B » → « A ». */
const clockCycle = (v: unknown, x: MessageFormat): string =>
  typeof v === 'string' && v !== '' ? v.split(',').map((id) => x.clock(id)).join(' → ') : '?';

/** A word agreeing with a count (« 1 réparti », « 2 répartis »; French 0 and 1 singular); plural when the count is missing. */
const agree = (count: unknown, one: string, other: string, x: MessageFormat): string => (pluralCategory(num(count) ?? 2, x.lang) === 'one' ? one : other);

/** A difference of two values, or null when either is missing. */
const diff = (to: unknown, from: unknown): number | null => (num(to) === null || num(from) === null ? null : (to as number) - (from as number));

// ------------------------------------------------------------------------------------------------
// Reasons: what happened and why.

const REASONS: Readonly<Record<string, Entry>> = {
  // The server's own steps.
  step_undone: {
    fr: (v, x) => `Étape ${x.n(v.seq)} annulée : la bande est revenue à son état d’avant`,
    en: (v, x) => `Step ${x.n(v.seq)} undone: the crew is back as it was before`,
  },
  step_undone_with: {
    fr: (v, x) => `Étape ${x.n(v.seq)} annulée avec l’étape ${x.n(v.with)} : sans elle, elle ne s’appliquait plus`,
    en: (v, x) => `Step ${x.n(v.seq)} undone with step ${x.n(v.with)}: without it, it no longer applied`,
  },
  step_redone: {
    fr: (v, x) => `Étape ${x.n(v.seq)} rétablie : les étapes suivantes se rejouent avec elle, sur leurs dés`,
    en: (v, x) => `Step ${x.n(v.seq)} redone: the later steps replay with it, on their own dice`,
  },
  roll_undone: {
    fr: () => 'Jet annulé : il reste dans la liste, marqué annulé',
    en: () => 'Roll undone: it stays listed, marked undone',
  },
  follow_up_undone: {
    fr: () => 'Suite du jet annulée : le jet est revenu à ce qu’il était',
    en: () => 'Follow-up undone: the roll is back as it was',
  },
  ledger_step_undone: {
    fr: () => 'Dernière entrée annulée : le sorcier est revenu à son état d’avant, ses jets restent listés, marqués annulés',
    en: () => 'Last entry undone: the wizard is back as it was before; its rolls stay listed, marked undone',
  },
  ledger_step_reverted: {
    fr: (v, x) => `Étape ${x.n(v.seq)} annulée : le sorcier est rejoué sans elle, chaque étape suivante sur ses dés ; ses jets restent listés, marqués annulés`,
    en: (v, x) => `Step ${x.n(v.seq)} undone: the wizard replays without it, each later step on its own dice; its rolls stay listed, marked undone`,
  },
  complex_roll_reverted: {
    fr: (v, x) => `Jet de l’étape ${x.n(v.seq)} annulé : l’action est rejouée sans lui, chaque jet suivant sur ses dés ; il reste dans la liste, marqué annulé`,
    en: (v, x) => `Roll of step ${x.n(v.seq)} undone: the action replays without it, each later roll on its own dice; it stays listed, marked undone`,
  },
  // D: the shared d6 pool.
  pool_rolled: {
    fr: (v, x) => `${poolSize(v.size, x)} : ${dice(v.dice)} → ${poolResult(v, x)}`,
    en: (v, x) => `${poolSize(v.size, x)}: ${dice(v.dice)} → ${poolResult(v, x)}`,
  },
  tier_quality: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} : rang ${x.tier(v.tier)}${num(v.offset) === 0 ? '' : ` ${x.s(v.offset)}`} pour un résultat ${x.band(v.band)}`,
    en: (v, x) => `Quality ${x.n(v.quality)}: tier ${x.tier(v.tier)}${num(v.offset) === 0 ? '' : ` ${x.s(v.offset)}`} for a ${x.band(v.band)} result`,
  },
  action_quality: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} (résultat ${x.band(v.band)})`,
    en: (v, x) => `Quality ${x.n(v.quality)} (${x.band(v.band)} result)`,
  },
  helped_by_friend: {
    fr: (v, x) => `${x.s(v.delta)} qualité : un ami ou un contact aide (qualité ${x.n(v.quality)})`,
    en: (v, x) => `${x.s(v.delta)} quality: a friend or contact helps (quality ${x.n(v.quality)})`,
  },
  self_surgery: {
    fr: (v, x) => `${x.s(v.delta)} qualité : le PJ se soigne lui-même (qualité ${x.n(v.quality)})`,
    en: (v, x) => `${x.s(v.delta)} quality: healing oneself (quality ${x.n(v.quality)})`,
  },
  // A shift past the last band leaves the result where it was (D5: clamped): say so, not "from crit to crit".
  band_shifted: {
    fr: (v, x) =>
      v.from === v.to
        ? `Qualité ${x.s(v.steps)} : le résultat reste ${x.band(v.to)} (${Number(v.steps) > 0 ? 'déjà le meilleur' : 'déjà le pire'})`
        : `Qualité ${x.s(v.steps)} : le résultat passe de ${x.band(v.from)} à ${x.band(v.to)}`,
    en: (v, x) =>
      v.from === v.to
        ? `Quality ${x.s(v.steps)}: the result stays ${x.band(v.to)} (already the ${Number(v.steps) > 0 ? 'best' : 'worst'})`
        : `Quality ${x.s(v.steps)}: the result moves from ${x.band(v.from)} to ${x.band(v.to)}`,
  },
  same_asset_again: {
    fr: (v, x) =>
      v.repeat === 'after_every_use'
        ? `${x.change('die', v.delta)} : ressource reprise après chaque usage (location permanente)`
        : `${x.change('die', v.delta)} : même ressource acquise de nouveau`,
    en: (v, x) =>
      v.repeat === 'after_every_use'
        ? `${x.change('die', v.delta)}: re-acquired after every use (permanent rental)`
        : `${x.change('die', v.delta)}: the same asset again`,
  },
  extra_dice: {
    fr: (v, x) => `${x.change('die', v.delta)} accordé${num(v.delta) !== null && Math.abs(v.delta as number) > 1 ? 's' : ''} par le MJ`,
    en: (v, x) => `${x.change('die', v.delta)} granted by the GM`,
  },

  // P: payoff.
  base_rep: {
    fr: (v, x) => `${x.n(v.rep)} renom de base`,
    en: (v, x) => `Base rep ${x.n(v.rep)}`,
  },
  tier_gap: {
    fr: (v, x) => `${x.change('rep', v.delta)} pour une cible de ${rangFr(v.targetTier, x)} contre une bande de ${rangFr(v.crewTier, x)}`,
    en: (v, x) => `${x.change('rep', v.delta)} for target tier ${x.tier(v.targetTier)} vs crew tier ${x.tier(v.crewTier)}`,
  },
  rep_floor: {
    fr: (v, x) => `Le renom ne descend pas sous 0 (calcul : ${x.s(v.raw)})`,
    en: (v, x) => `Rep never goes below 0 (computed ${x.s(v.raw)})`,
  },
  score_rep: {
    fr: (v, x) => {
      const parts = [`${x.n(v.base)} de base`];
      if (num(v.gap) === 0) parts.push(`cible du même rang (${x.tier(v.targetTier)})`);
      else parts.push(`${x.s(v.gap)} pour une cible de ${rangFr(v.targetTier, x)} contre une bande de ${rangFr(v.crewTier, x)}`);
      if (num(v.base) !== null && num(v.gap) !== null && (v.base as number) + (v.gap as number) < 0) parts.push('jamais moins de 0');
      return `${x.change('rep', v.rep)} : ${parts.join(', ')}`;
    },
    en: (v, x) => {
      const parts = [`base ${x.n(v.base)}`];
      if (num(v.gap) === 0) parts.push(`target of the same tier (${x.tier(v.targetTier)})`);
      else parts.push(`${x.s(v.gap)} for target tier ${x.tier(v.targetTier)} vs crew tier ${x.tier(v.crewTier)}`);
      if (num(v.base) !== null && num(v.gap) !== null && (v.base as number) + (v.gap as number) < 0) parts.push('never below 0');
      return `${x.change('rep', v.rep)}: ${parts.join(', ')}`;
    },
  },
  score_failed: {
    fr: () => 'Coup raté : pas de renom',
    en: () => 'Failed score: no rep',
  },
  silent_score: {
    fr: () => 'Coup resté complètement silencieux : pas de renom',
    en: () => 'The score stayed completely silent: no rep',
  },
  rep_gained: {
    fr: (v, x) => `Renom ${x.s(v.applied ?? v.delta)} (total ${x.n(v.rep)})`,
    en: (v, x) => `Rep ${x.s(v.applied ?? v.delta)} (now ${x.n(v.rep)})`,
  },
  take: {
    fr: (v, x) => `Butin : ${x.count('coin', v.take)}`,
    en: (v, x) => `Take: ${x.count('coin', v.take)}`,
  },
  tithe: {
    fr: (v, x) => {
      const exact = num(v.take) !== null && num(v.percent) !== null && ((v.take as number) * (v.percent as number)) % 100 === 0;
      return `Dîme : ${x.pct(v.percent)} de ${x.n(v.take)} = ${x.count('coin', v.tithe)}${exact ? '' : ` (${x.lower('rounding', v.rounding)})`}`;
    },
    en: (v, x) => {
      const exact = num(v.take) !== null && num(v.percent) !== null && ((v.take as number) * (v.percent as number)) % 100 === 0;
      return `Tithe: ${x.pct(v.percent)} of ${x.n(v.take)} = ${x.count('coin', v.tithe)}${exact ? '' : ` (${x.lower('rounding', v.rounding)})`}`;
    },
  },
  tithe_paid: {
    fr: (v, x) => `Dîme payée (${x.text(v.boss)}) : ${x.count('coin', v.tithe)}, reste ${x.count('coin', v.net)} à partager`,
    en: (v, x) => `Tithe paid to ${x.text(v.boss)}: ${x.count('coin', v.tithe)}, ${x.count('coin', v.net)} left to split`,
  },
  tithe_unpaid: {
    fr: (v, x) => `Dîme impayée (${x.text(v.boss)}) : ${x.count('coin', v.amount)} dus, ${x.n(v.owed)} en tout — gare aux représailles`,
    en: (v, x) => `Tithe not paid to ${x.text(v.boss)}: ${x.count('coin', v.amount)} owed, ${x.n(v.owed)} in all — expect reprisals`,
  },
  stash_share: {
    fr: (v, x) => `${x.change('coin', v.delta)} dans la caisse de la bande (total ${x.n(v.coin)})`,
    en: (v, x) => `${x.change('coin', v.delta)} to the crew stash (now ${x.n(v.coin)})`,
  },
  character_share: {
    fr: (v, x) => `${x.change('coin', v.delta)} pour ${x.pc(v.character)} (total ${x.n(v.coin)})`,
    en: (v, x) => `${x.change('coin', v.delta)} to ${x.pc(v.character)} (now ${x.n(v.coin)})`,
  },

  // H: heat and wanted level.
  exposure: {
    fr: (v, x) => `${x.change('heat', v.heat)} : ${x.lower('exposure', v.exposure)}`,
    en: (v, x) => `${x.change('heat', v.heat)}: ${x.lower('exposure', v.exposure)}`,
  },
  high_profile_target: {
    fr: (v, x) => `${x.change('heat', v.delta)} : cible bien en vue ou disposant d’importantes relations`,
    en: (v, x) => `${x.change('heat', v.delta)}: high-profile or well-connected target`,
  },
  hostile_territory: {
    fr: (v, x) => `${x.change('heat', v.delta)} : territoire hostile`,
    en: (v, x) => `${x.change('heat', v.delta)}: hostile territory`,
  },
  at_war: {
    fr: (v, x) => `${x.change('heat', v.delta)} : la bande est en guerre avec une autre bande`,
    en: (v, x) => `${x.change('heat', v.delta)}: the crew is at war with another crew`,
  },
  killings: {
    fr: (v, x) => `${x.change('heat', v.delta)} : il y a eu des meurtres`,
    en: (v, x) => `${x.change('heat', v.delta)}: there were killings`,
  },
  heat_added: {
    fr: (v, x) => `Raffut ${x.n(v.from)} ${num(v.delta) !== null && (v.delta as number) < 0 ? '−' : '+'} ${x.abs(v.delta)} → ${x.n(v.to)}`,
    en: (v, x) => `Heat ${x.n(v.from)} ${num(v.delta) !== null && (v.delta as number) < 0 ? '−' : '+'} ${x.abs(v.delta)} → ${x.n(v.to)}`,
  },
  wanted_up: {
    fr: (v, x) => `Avis de recherche +1 (niveau ${x.n(v.wanted)}) : la jauge de raffut a atteint 10, elle repart à ${x.n(v.carried)}`,
    en: (v, x) => `Wanted level +1 (now ${x.n(v.wanted)}): heat reached 10 and restarts at ${x.n(v.carried)}`,
  },
  wanted_at_max: {
    fr: (v, x) => `Avis de recherche déjà au maximum (${x.n(v.wanted)}) : le raffut reste à ${x.n(v.kept)} au lieu de ${x.n(v.heat)}`,
    en: (v, x) => `Wanted level already at its maximum (${x.n(v.wanted)}): heat stays at ${x.n(v.kept)} instead of ${x.n(v.heat)}`,
  },
  after_conflict: {
    fr: (v, x) => `Raffut après un conflit avec un adversaire (${x.lower('exposure', v.exposure)})`,
    en: (v, x) => `Heat after a conflict with an adversary (${x.lower('exposure', v.exposure)})`,
  },

  // I: incarceration and prison claims.
  convicted: {
    fr: (v, x) => `Condamnation : avis de recherche ${x.n(v.wantedFrom)} → ${x.n(v.wanted)}, raffut ${x.n(v.heatFrom)} → ${x.n(v.heat)}`,
    en: (v, x) => `Conviction: wanted level ${x.n(v.wantedFrom)} → ${x.n(v.wanted)}, heat ${x.n(v.heatFrom)} → ${x.n(v.heat)}`,
  },
  sentence: {
    fr: (v, x) => `Peine pour un avis de recherche ${x.n(v.wanted)} : ${x.lower('sentence', v.sentence)}`,
    en: (v, x) => `Sentence at wanted level ${x.n(v.wanted)}: ${x.lower('sentence', v.sentence)}`,
  },
  parole: {
    fr: (v, x) => `Libération conditionnelle : peine d’un avis de recherche ${x.n(v.sentencedAs)} au lieu de ${x.n(v.wanted)}`,
    en: (v, x) => `Parole: sentenced as wanted level ${x.n(v.sentencedAs)} instead of ${x.n(v.wanted)}`,
  },
  jailed: {
    fr: (v, x) => `${x.pc(v.character)} va en prison (peine : ${x.lower('sentence', v.sentence)})`,
    en: (v, x) => `${x.pc(v.character)} is jailed (sentence: ${x.lower('sentence', v.sentence)})`,
  },
  beating: {
    fr: (v, x) => `${x.pc(v.character)} reçoit une raclée au lieu de la prison : blessure de niveau ${x.n(v.harmLevel)} (${x.lower('harmLevel', v.harmLevel)})`,
    en: (v, x) => `${x.pc(v.character)} takes a beating instead of jail: level ${x.n(v.harmLevel)} harm (${x.lower('harmLevel', v.harmLevel)})`,
  },
  released: {
    fr: (v, x) => `${x.pc(v.character)} sort de prison (charge ${x.n(v.load)})`,
    en: (v, x) => `${x.pc(v.character)} is released (load ${x.n(v.load)})`,
  },
  incarceration_pool: {
    fr: (v, x) => `Jet d’incarcération : ${x.count('die', v.size)} (rang ${x.tier(v.tier)})`,
    en: (v, x) => `Incarceration roll: ${x.count('die', v.size)} (tier ${x.tier(v.tier)})`,
  },
  bribed_guards: {
    fr: (v, x) => `${x.change('die', v.dice)} : gardes soudoyés`,
    en: (v, x) => `${x.change('die', v.dice)}: bribed guards`,
  },
  high_quality: {
    fr: (v, x) => `Qualité ${x.n(v.quality)}, au-delà de 5 : ${v.readAs === 'asCritical' ? 'compte comme un critique' : 'compte comme 4-5'}`,
    en: (v, x) => `Quality ${x.n(v.quality)}, above 5: ${v.readAs === 'asCritical' ? 'counts as a critical' : 'counts as 4-5'}`,
  },
  trauma_prevented: {
    fr: (v, x) => `Bloc sous contrôle : pas de trauma malgré la qualité ${x.n(v.quality)}`,
    en: (v, x) => `Controlled cell block: no trauma despite quality ${x.n(v.quality)}`,
  },
  incarceration_result: {
    fr: (v, x) => `${v.outcome === 'crit' ? 'Critique' : `Qualité ${x.n(v.quality)}`} : ${x.lower('incarcerationOutcome', v.outcome)}`,
    en: (v, x) => `${v.outcome === 'crit' ? 'Critical' : `Quality ${x.n(v.quality)}`}: ${x.lower('incarcerationOutcome', v.outcome)}`,
  },
  prison_rep: {
    fr: (v, x) => `${x.change('rep', v.applied ?? v.delta)} : un nom qui compte en prison (total ${x.n(v.rep)})`,
    en: (v, x) => `${x.change('rep', v.applied ?? v.delta)}: a name made in prison (now ${x.n(v.rep)})`,
  },
  prison_claim_to_choose: {
    fr: () => 'Domaine carcéral à choisir',
    en: () => 'Prison claim still to choose',
  },
  helped_inside: {
    fr: (v, x) => `Relations avec ${x.faction(v.faction)} : ${x.s(v.from)} → ${x.s(v.to)} (aidée en prison)`,
    en: (v, x) => `Status with ${x.faction(v.faction)}: ${x.s(v.from)} → ${x.s(v.to)} (helped inside)`,
  },
  faction_to_choose: {
    fr: () => 'Faction aidée en prison à choisir (relations +1)',
    en: () => 'Faction helped inside still to choose (+1 status)',
  },
  quiet_time: {
    fr: (v, x) => `${x.pc(v.character)} fait profil bas et purge sa peine sans incident`,
    en: (v, x) => `${x.pc(v.character)} keeps their head down and does the time without incident`,
  },
  trauma: {
    fr: (v, x) => `${x.pc(v.character)} subit un trauma (${v.condition === 'incarceration' || v.condition === undefined ? 'incarcération' : x.text(v.condition)})`,
    en: (v, x) => `${x.pc(v.character)} takes a trauma (${v.condition === undefined ? 'incarceration' : x.text(v.condition)})`,
  },
  prison_claim_gained: {
    fr: (v, x) => `Nouveau domaine carcéral : ${x.lower('prisonClaim', v.kind)}${num(v.count) !== null && (v.count as number) > 1 ? ` (${x.n(v.count)}e fois)` : ''}`,
    en: (v, x) => `New prison claim: ${x.lower('prisonClaim', v.kind)}${num(v.count) === 2 ? ' (second time)' : num(v.count) !== null && (v.count as number) > 2 ? ` (${x.n(v.count)} times)` : ''}`,
  },
  allied_claim_taken: {
    fr: (v, x) => `Domaine allié : la bande revendique ${x.q(v.claim)}`,
    en: (v, x) => `Allied claim: the crew claims ${x.q(v.claim)}`,
  },
  jailed_load: {
    fr: (v, x) =>
      num(v.smuggling) === 0
        ? `Charge en prison : 0 (pas de contrebande)`
        : `Charge en prison : ${x.n(v.load)} (contrebande${num(v.smuggling) === 2 ? ' ×2' : ''})`,
    en: (v, x) =>
      num(v.smuggling) === 0 ? 'Load in jail: 0 (no smuggling)' : `Load in jail: ${x.n(v.load)} (smuggling${num(v.smuggling) === 2 ? ' ×2' : ''})`,
  },
  tier_up_cost: {
    fr: (v, x) => `Passer au rang ${x.tier(v.tier)} : ${x.n(v.tier)} × ${x.n(v.perTier)} = ${x.count('coin', v.cost)}`,
    en: (v, x) => `Tier ${x.tier(v.tier)} costs ${x.n(v.tier)} × ${x.n(v.perTier)} = ${x.count('coin', v.cost)}`,
  },
  hard_case_discount: {
    fr: (v, x) => `Gros dur : −${x.pct(v.percent)}, ${x.n(v.before)} → ${x.count('coin', v.cost)} (${x.lower('rounding', v.rounding)})`,
    en: (v, x) => `Hard case: −${x.pct(v.percent)}, ${x.n(v.before)} → ${x.count('coin', v.cost)} (${x.lower('rounding', v.rounding)})`,
  },
  tier_up_paid: {
    fr: (v, x) => `${x.change('coin', v.delta)} de la caisse (reste ${x.n(v.coin)})`,
    en: (v, x) => `${x.change('coin', v.delta)} from the stash (${x.n(v.coin)} left)`,
  },
  tier_raised: {
    fr: (v, x) => `La bande passe du rang ${x.tier(v.from)} au rang ${x.tier(v.to)}`,
    en: (v, x) => `The crew rises from tier ${x.tier(v.from)} to tier ${x.tier(v.to)}`,
  },

  // E1/E3: rolling and holding entanglements.
  no_entanglement_at_wanted_0: {
    fr: () => 'Avis de recherche 0 : pas d’imbroglio',
    en: () => 'Wanted level 0: no entanglement',
  },
  entanglement_rolled: {
    fr: (v, x) =>
      `Imbroglio : ${x.count('die', v.wanted)} (avis de recherche ${x.n(v.wanted)}), raffut ${x.n(v.heat)}, ligne ${x.band(v.row)} : ${x.list('entanglement', v.candidates, 'or')}${v.hidden === true ? ' (jet caché)' : ''}`,
    en: (v, x) =>
      `Entanglement: ${x.count('die', v.wanted)} (wanted level ${x.n(v.wanted)}), heat ${x.n(v.heat)}, row ${x.band(v.row)}: ${x.list('entanglement', v.candidates, 'or')}${v.hidden === true ? ' (hidden roll)' : ''}`,
  },
  crit_reads_as_6: {
    fr: () => 'Critique : compte comme un 6',
    en: () => 'Critical: reads as a 6',
  },
  crit_any_of_column: {
    fr: (v, x) => `Critique : le MJ choisit n’importe quel imbroglio de la colonne ${x.lower('entanglementColumn', v.column)} (${x.n(v.candidates)} choix)`,
    en: (v, x) => `Critical: the GM picks any entanglement of the ${x.lower('entanglementColumn', v.column)} column (${x.n(v.candidates)} ${agree(v.candidates, 'choice', 'choices', x)})`,
  },
  picked_by_gm: {
    fr: (v, x) => `Choix du MJ : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `GM’s pick: ${x.term('entanglement', v.kind)}`,
  },
  only_one_in_cell: {
    fr: (v, x) => `Un seul imbroglio possible : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Only one possible: ${x.term('entanglement', v.kind)}`,
  },
  picked_for_me: {
    fr: (v, x) => `Tiré au sort (d${x.n(v.sides)} = ${x.n(v.die)}) : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Picked at random (d${x.n(v.sides)} = ${x.n(v.die)}): ${x.term('entanglement', v.kind)}`,
  },
  entanglement_held: {
    fr: (v, x) => `Imbroglio en attente, le MJ le révélera plus tard : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Entanglement held for later: ${x.term('entanglement', v.kind)}`,
  },
  entanglement_revealed_now: {
    fr: (v, x) => `Imbroglio révélé tout de suite : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Entanglement revealed at once: ${x.term('entanglement', v.kind)}`,
  },
  entanglement_revealed: {
    fr: (v, x) => `Imbroglio révélé : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Entanglement revealed: ${x.term('entanglement', v.kind)}`,
  },
  entanglement_resolved: {
    fr: (v, x) => `Imbroglio résolu : ${x.term('entanglement', v.kind)} — ${x.lower('entanglementOption', v.option)}`,
    en: (v, x) => `Entanglement resolved: ${x.term('entanglement', v.kind)} — ${x.lower('entanglementOption', v.option)}`,
  },

  // E2: the ways out, and what they did.
  no_eligible_faction: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} : aucune faction avec des ${x.lower('factionNeeded', v.needed)}, rien ne se passe`,
    en: (v, x) => `${x.term('entanglement', v.kind)}: no faction with ${x.lower('factionNeeded', v.needed)}, nothing happens`,
  },
  cooperation_no_faction: {
    fr: () => 'Aucune faction à +3 : la bande évite les ennuis pour l’instant',
    en: () => 'No faction at +3: the crew stays out of trouble for now',
  },
  show_of_force_no_faction: {
    fr: () => 'Aucune faction avec des relations négatives : rien ne se passe',
    en: () => 'No faction with negative status: nothing happens',
  },
  reprisals_no_faction: {
    fr: () => 'Aucune faction ennemie : rien ne se passe',
    en: () => 'No enemy faction: nothing happens',
  },
  rivals_no_faction: {
    fr: () => 'Aucune faction neutre : rien ne se passe',
    en: () => 'No neutral faction: nothing happens',
  },
  cooperation_accept: {
    fr: (v, x) => `Faveur demandée par ${factionAt(v, x)} : l’accepter coûte ${x.countAbs('rep', v.rep)} (1 par rang)`,
    en: (v, x) => `Favour asked by ${factionAt(v, x)}: accepting costs ${x.countAbs('rep', v.rep)} (1 per tier)`,
  },
  cooperation_refuse: {
    fr: (v, x) => `Refuser la faveur : relations avec ${x.faction(v.faction)} ${x.s(v.statusDelta)}`,
    en: (v, x) => `Refusing the favour: ${x.s(v.statusDelta)} status with ${x.faction(v.faction)}`,
  },
  show_of_force_concede: {
    fr: (v, x) =>
      `Démonstration de force, ${x.faction(v.faction)} : concéder ${typeof v.claim === 'string' ? `le domaine ${x.q(v.claim)}` : 'un domaine'}`,
    en: (v, x) => `Show of force, ${x.faction(v.faction)}: concede ${typeof v.claim === 'string' ? `the claim ${x.q(v.claim)}` : 'a claim'}`,
  },
  show_of_force_no_claim: {
    fr: (v, x) => `Démonstration de force, ${x.faction(v.faction)} : pas de domaine à concéder, la bande perd un niveau d’assise (assise ${x.lower('hold', v.hold)})`,
    en: (v, x) => `Show of force, ${x.faction(v.faction)}: no claim to concede, the crew loses a level of hold (${x.lower('hold', v.hold)} hold)`,
  },
  show_of_force_war: {
    fr: (v, x) => `Guerre avec ${x.faction(v.faction)} : relations ${x.s(v.status)} → ${x.s(v.to)}`,
    en: (v, x) => `War with ${x.faction(v.faction)}: status ${x.s(v.status)} → ${x.s(v.to)}`,
  },
  reprisals_apologise: {
    fr: (v, x) => `Représailles, ${factionAt(v, x)} : présenter ses excuses coûte ${x.countAbs('coin', v.coin)} et ${x.countAbs('rep', v.rep)} (1 de chaque par rang)`,
    en: (v, x) => `Reprisals, ${factionAt(v, x)}: apologising costs ${x.countAbs('coin', v.coin)} and ${x.countAbs('rep', v.rep)} (1 of each per tier)`,
  },
  reprisals_let_it_happen: {
    fr: (v, x) => `Représailles, ${x.faction(v.faction)} : laisser faire${PLAYED.fr}`,
    en: (v, x) => `Reprisals, ${x.faction(v.faction)}: let it happen${PLAYED.en}`,
  },
  reprisals_fight: {
    fr: (v, x) => `Représailles, ${x.faction(v.faction)} : riposter pour montrer qui est le patron${PLAYED.fr}`,
    en: (v, x) => `Reprisals, ${x.faction(v.faction)}: fight back and show them who’s boss${PLAYED.en}`,
  },
  reprisals_nothing: {
    fr: () => 'Représailles : rien ne se passe',
    en: () => 'Reprisals: nothing happens',
  },
  rivals_give_way_rep: {
    fr: (v, x) => `Rivalités, ${factionAt(v, x)} : céder coûte ${x.countAbs('rep', v.rep)} (1 par rang)`,
    en: (v, x) => `Rivals, ${factionAt(v, x)}: giving way costs ${x.countAbs('rep', v.rep)} (1 per tier)`,
  },
  rivals_give_way_coin: {
    fr: (v, x) => `Rivalités, ${factionAt(v, x)} : céder coûte ${x.countAbs('coin', v.coin)} (1 par rang)`,
    en: (v, x) => `Rivals, ${factionAt(v, x)}: giving way costs ${x.countAbs('coin', v.coin)} (1 per tier)`,
  },
  rivals_stand_up: {
    fr: (v, x) => `Rivalités, ${x.faction(v.faction)} : tenir tête, relations ${x.s(v.statusDelta)}`,
    en: (v, x) => `Rivals, ${x.faction(v.faction)}: stand up to them, ${x.s(v.statusDelta)} status`,
  },
  arrest_squad: {
    fr: (v, x) => `Un inspecteur envoie un détachement de la prévôté (échelle ${x.n(v.minScale)} au moins)`,
    en: (v, x) => `An inspector sends a squad of the watch (scale ${x.n(v.minScale)} or more)`,
  },
  arrest_bribe: {
    fr: (v, x) => `Soudoyer : ${x.countAbs('coin', v.coin)} (avis de recherche ${x.n(v.wanted)} + 2)`,
    en: (v, x) => `Bribe: ${x.countAbs('coin', v.coin)} (wanted level ${x.n(v.wanted)} + 2)`,
  },
  arrest_hand_over: {
    fr: (v, x) =>
      `Livrer quelqu’un à la prévôté : ${typeof v.character === 'string' ? x.pc(v.character) : who(v.who, x)} (avis de recherche −1, raffut à 0)`,
    en: (v, x) => `Hand someone over to the watch: ${typeof v.character === 'string' ? x.pc(v.character) : who(v.who, x)} (wanted level −1, heat 0)`,
  },
  arrest_evade: {
    fr: (v, x) => `Échapper à la capture (détachement d’échelle ${x.n(v.minScale)} au moins)${PLAYED.fr}`,
    en: (v, x) => `Evade capture (a squad of scale ${x.n(v.minScale)} or more)${PLAYED.en}`,
  },
  demonic_notice_lie_low: {
    fr: (v, x) => `Se faire oublier jusqu’à ce que le démon se lasse : ${x.change('rep', v.rep)}`,
    en: (v, x) => `Lie low until the demon tires: ${x.change('rep', v.rep)}`,
  },
  demonic_notice_accept_deal: {
    fr: () => `Accepter le ténébreux marché${PLAYED.fr}`,
    en: () => `Accept the dark deal${PLAYED.en}`,
  },
  demonic_notice_other: {
    fr: () => `Rembarrer le démon d’une autre manière${PLAYED.fr}`,
    en: () => `Send the demon away some other way${PLAYED.en}`,
  },
  questioning_bribe: {
    fr: (v, x) => `Soudoyer la prévôté${typeof v.who === 'string' ? ` (pour ${v.who})` : ''} : ${x.countAbs('coin', v.coin)}`,
    en: (v, x) => `Bribe the watch${typeof v.who === 'string' ? ` (for ${v.who})` : ''}: ${x.countAbs('coin', v.coin)}`,
  },
  questioning_fortune: {
    fr: (v, x) =>
      `Interpellation${typeof v.who === 'string' ? ` (${v.who})` : ''} : jet de chance${num(v.pool) === null ? '' : ` à ${x.count('die', v.pool)}`}${num(v.experience) ? `, expérience ${x.s(v.experience)}` : ''}`,
    en: (v, x) =>
      `Questioning${typeof v.who === 'string' ? ` (${v.who})` : ''}: fortune roll${num(v.pool) === null ? '' : ` of ${x.count('die', v.pool)}`}${num(v.experience) ? `, experience ${x.s(v.experience)}` : ''}`,
  },
  questioning_fortune_result: {
    fr: (v, x) => `Interpellation, résultat ${x.band(v.band)} : ${num(v.effects) === 0 ? 'rien ne fuit' : 'des révélations juteuses'}`,
    en: (v, x) => `Questioning, ${x.band(v.band)} result: ${num(v.effects) === 0 ? 'nothing leaks' : 'juicy revelations'}`,
  },
  usual_suspects_pay: {
    fr: (v, x) => `Payer ${x.countAbs('coin', v.coin)} à la prévôté pour ${who(v.who, x)}`,
    en: (v, x) => `Pay the watch ${x.countAbs('coin', v.coin)} for ${who(v.who, x)}`,
  },
  usual_suspects_fortune: {
    fr: (v, x) =>
      `${Who(v.who, x)} face à l’interrogatoire : jet de chance${num(v.pool) === null ? '' : ` à ${x.count('die', v.pool)}`}${num(v.experience) ? `, expérience ${x.s(v.experience)}` : ''}`,
    en: (v, x) =>
      `${Who(v.who, x)} under questioning: fortune roll${num(v.pool) === null ? '' : ` of ${x.count('die', v.pool)}`}${num(v.experience) ? `, experience ${x.s(v.experience)}` : ''}`,
  },
  usual_suspects_fortune_result: {
    fr: (v, x) => `Suspects de convenance, résultat ${x.band(v.band)}${num(v.effects) === 0 ? ' : il tient bon' : ''}`,
    en: (v, x) => `Usual suspects, ${x.band(v.band)} result${num(v.effects) === 0 ? ': they hold out' : ''}`,
  },
  unquiet_dead_occultist: {
    fr: (v, x) =>
      `Engager un occultiste (acquérir une ressource) ; le MJ fait un jet de chance avec sa qualité${num(v.quality) === null ? '' : ` (${x.n(v.quality)})`}`,
    en: (v, x) => `Hire an occultist (acquire asset); the GM makes a fortune roll with its quality${num(v.quality) === null ? '' : ` (${x.n(v.quality)})`}`,
  },
  unquiet_dead_confront: {
    fr: () => `Affronter l’esprit directement${PLAYED.fr}`,
    en: () => `Confront the spirit directly${PLAYED.en}`,
  },
  unquiet_dead_fortune_result: {
    fr: (v, x) => `L’occultiste face à l’esprit : résultat ${x.band(v.band)}`,
    en: (v, x) => `The occultist against the spirit: ${x.band(v.band)} result`,
  },
  interrogation_pay: {
    fr: (v, x) => `Payer ${x.countAbs('coin', v.coin)} de la caisse de la bande pour ${x.pc(v.character)}`,
    en: (v, x) => `Pay ${x.countAbs('coin', v.coin)} from the crew stash for ${x.pc(v.character)}`,
  },
  interrogation_pay_personal: {
    fr: (v, x) => `${x.pc(v.character)} paie ${x.countAbs('coin', v.coin)} de sa poche`,
    en: (v, x) => `${x.pc(v.character)} pays ${x.countAbs('coin', v.coin)} out of pocket`,
  },
  interrogation_beaten: {
    fr: (v, x) =>
      `${x.pc(v.character)} ${v.harmResisted === true ? 'résiste à la raclée' : `se fait rosser (blessure de niveau ${x.n(v.harmLevel)})`} et ${v.heatResisted === true ? 'ne dit rien' : `crache le morceau (raffut +${x.n(v.heat)})`}`,
    en: (v, x) =>
      `${x.pc(v.character)} ${v.harmResisted === true ? 'resists the beating' : `gets beaten (level ${x.n(v.harmLevel)} harm)`} and ${v.heatResisted === true ? 'keeps quiet' : `talks (+${x.n(v.heat)} heat)`}`,
  },
  cohort_trouble_lose_face: {
    fr: (v, x) =>
      `Perdre la face${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''} : ${x.change('rep', v.rep)} (rang ${x.tier(v.tier)} + 1)`,
    en: (v, x) => `Lose face${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''}: ${x.change('rep', v.rep)} (tier ${x.tier(v.tier)} + 1)`,
  },
  cohort_trouble_make_example: {
    fr: (v, x) => `Faire un exemple parmi les membres de la cohorte${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''}${PLAYED.fr}`,
    en: (v, x) => `Make an example of a cohort member${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''}${PLAYED.en}`,
  },
  cohort_trouble_face_retaliation: {
    fr: () => `Affronter les représailles de la partie lésée${PLAYED.fr}`,
    en: () => `Face the injured party’s retaliation${PLAYED.en}`,
  },
  flipped: {
    fr: (v, x) => `${Who(v.who, x)} change d’allégeance : désormais fidèle à une autre bande${typeof v.to === 'string' ? ` (${v.to})` : ''}`,
    en: (v, x) => `${Who(v.who, x)} switches allegiance: now loyal to ${typeof v.to === 'string' ? v.to : 'another crew'}`,
  },
  coin_paid: {
    fr: (v, x) => `${x.change('coin', v.delta)} de la caisse (reste ${x.n(v.coin)})`,
    en: (v, x) => `${x.change('coin', v.delta)} from the stash (${x.n(v.coin)} left)`,
  },
  character_coin_paid: {
    fr: (v, x) => `${x.pc(v.character)} : ${x.change('coin', v.delta)} (reste ${x.n(v.coin)})`,
    en: (v, x) => `${x.pc(v.character)}: ${x.change('coin', v.delta)} (${x.n(v.coin)} left)`,
  },
  rep_lost: {
    fr: (v, x) =>
      num(v.applied) !== null && v.applied !== v.delta
        ? `Renom ${x.s(v.applied)} au lieu de ${x.s(v.delta)}, jamais moins de 0 (total ${x.n(v.rep)})`
        : `Renom ${x.s(v.delta)} (total ${x.n(v.rep)})`,
    en: (v, x) =>
      num(v.applied) !== null && v.applied !== v.delta
        ? `Rep ${x.s(v.applied)} instead of ${x.s(v.delta)}, never below 0 (now ${x.n(v.rep)})`
        : `Rep ${x.s(v.delta)} (now ${x.n(v.rep)})`,
  },
  status_changed: {
    fr: (v, x) => `Relations avec ${x.faction(v.faction)} : ${x.s(v.from)} → ${x.s(v.to)}`,
    en: (v, x) => `Status with ${x.faction(v.faction)}: ${x.s(v.from)} → ${x.s(v.to)}`,
  },
  'E2:at_war': {
    fr: (v) => (v.wasAtWar === true ? 'La bande était déjà en guerre' : 'La bande est désormais en guerre'),
    en: (v) => (v.wasAtWar === true ? 'The crew was already at war' : 'The crew is now at war'),
  },
  // Histories from before the sentence was kept name none.
  pc_jailed: {
    fr: (v, x) => `${x.pc(v.character)} va en prison${typeof v.sentence !== 'string' ? '' : ` (peine : ${x.lower('sentence', v.sentence)})`}`,
    en: (v, x) => `${x.pc(v.character)} is jailed${typeof v.sentence !== 'string' ? '' : ` (sentence: ${x.lower('sentence', v.sentence)})`}`,
  },
  claim_conceded: {
    fr: (v, x) => `${typeof v.claim === 'string' ? `Domaine concédé : ${x.q(v.claim)}` : 'Un domaine concédé'} (reste ${x.n(v.claims)})`,
    en: (v, x) => `${typeof v.claim === 'string' ? `Claim conceded: ${x.q(v.claim)}` : 'One claim conceded'} (${x.n(v.claims)} left)`,
  },
  hold_lost: {
    fr: (v, x) => `Assise : ${x.lower('hold', v.from)} → ${x.lower('hold', v.to)}`,
    en: (v, x) => `Hold: ${x.lower('hold', v.from)} → ${x.lower('hold', v.to)}`,
  },
  hold_lost_stays_weak: {
    fr: (v, x) => `Assise déjà faible : elle le reste, la bande garde le rang ${x.tier(v.tier)}`,
    en: (v, x) => `Hold already weak: it stays weak and the crew keeps tier ${x.tier(v.tier)}`,
  },
  hold_lost_tier_down: {
    fr: (v, x) => `Assise faible perdue : la bande descend du rang ${x.tier(v.tierFrom)} au rang ${x.tier(v.tier)}, assise forte`,
    en: (v, x) => `Weak hold lost: the crew drops from tier ${x.tier(v.tierFrom)} to tier ${x.tier(v.tier)}, with strong hold`,
  },
  hold_lost_at_floor: {
    fr: () => 'Assise faible au rang 0 : rien de plus à perdre',
    en: () => 'Weak hold at tier 0: nothing more to lose',
  },
  harm_taken: {
    fr: (v, x) => `${x.pc(v.character)} subit une blessure de niveau ${x.n(v.level)} (${x.lower('harmLevel', v.level)})`,
    en: (v, x) => `${x.pc(v.character)} takes level ${x.n(v.level)} harm (${x.lower('harmLevel', v.level)})`,
  },
  npc_harmed: {
    fr: (v, x) => `${Who(v.who, x)} subit une blessure de niveau ${x.n(v.level)}`,
    en: (v, x) => `${Who(v.who, x)} takes level ${x.n(v.level)} harm`,
  },
  allegiance_switched: {
    fr: (v, x) => `${Who(v.who, x)} est désormais fidèle à une autre bande${typeof v.to === 'string' ? ` (${v.to})` : ''}`,
    en: (v, x) => `${Who(v.who, x)} is now loyal to ${typeof v.to === 'string' ? v.to : 'another crew'}`,
  },

  // A: downtime activities.
  activities_at_war: {
    fr: (v, x) => `En guerre : ${x.count('activity', v.activities)} de temps mort par PJ`,
    en: (v, x) => `At war: ${x.count('activity', v.activities)} per PC`,
  },
  activities_per_downtime: {
    fr: (v, x) => `${x.count('activity', v.activities)} de temps mort par PJ`,
    en: (v, x) => `${x.count('activity', v.activities)} per PC this downtime`,
  },
  season_bonus: {
    fr: (v, x) => `Fin de saison : ${x.change('activity', v.delta)} (${x.n(v.activities)} en tout)`,
    en: (v, x) => `End of season: ${x.change('activity', v.delta)} (${x.n(v.activities)} in all)`,
  },
  activity_left: {
    fr: (v, x) => `Encore ${x.count('activity', v.remaining)} (${x.n(v.used)} sur ${x.n(v.allowance)} utilisée${num(v.used) !== null && (v.used as number) > 1 ? 's' : ''})`,
    en: (v, x) => `${x.count('activity', v.remaining)} left (${x.n(v.used)} of ${x.n(v.allowance)} used)`,
  },
  free_play_left: {
    fr: (v, x) => `Actions libres avec le MJ : encore ${x.n(v.remaining)} sur ${x.n(v.limit)} (2 + rang ${x.tier(v.tier)})`,
    en: (v, x) => `Free-play actions with the GM: ${x.n(v.remaining)} of ${x.n(v.limit)} left (2 + tier ${x.tier(v.tier)})`,
  },
  free_play_spent: {
    fr: (v, x) => `${x.pc(v.character)} : action libre ${x.n(v.used)} sur ${x.n(v.limit)}`,
    en: (v, x) => `${x.pc(v.character)}: free-play action ${x.n(v.used)} of ${x.n(v.limit)}`,
  },
  downtime_started: {
    fr: (v, x) => `Temps mort n° ${x.n(v.downtime)} : ${x.count('activity', v.allowance)} par PJ${v.seasonBonus === true ? ' (fin de saison)' : ''}`,
    en: (v, x) => `Downtime #${x.n(v.downtime)}: ${x.count('activity', v.allowance)} per PC${v.seasonBonus === true ? ' (end of season)' : ''}`,
  },
  activities_open: {
    fr: () => 'Place aux activités de temps mort',
    en: () => 'On to the downtime activities',
  },
  downtime_done: {
    fr: () => 'Temps mort terminé : retour au jeu libre',
    en: () => 'Downtime over: back to free play',
  },
  activity_spent: {
    fr: (v, x) => `${x.pc(v.character)} : ${x.term('activity', v.activity)} (activité ${x.n(v.used)} sur ${x.n(v.allowance)})`,
    en: (v, x) => `${x.pc(v.character)}: ${x.term('activity', v.activity)} (activity ${x.n(v.used)} of ${x.n(v.allowance)})`,
  },
  pool_from_skill: {
    fr: (v, x) => `${x.pc(v.character)} lance ${x.named('skill', v.skill)} : ${x.count('die', v.rating)}`,
    en: (v, x) => `${x.pc(v.character)} rolls ${x.named('skill', v.skill)}: ${x.count('die', v.rating)}`,
  },
  quality_floor: {
    fr: (v, x) => `La qualité ne descend pas sous 0 (calcul : ${x.s(v.quality)})`,
    en: (v, x) => `Quality never goes below 0 (computed ${x.s(v.quality)})`,
  },
  pool_from_tier: {
    fr: (v, x) => `Jet de rang de la bande : rang ${x.tier(v.tier)}`,
    en: (v, x) => `Crew tier roll: tier ${x.tier(v.tier)}`,
  },
  minimum_quality: {
    fr: (v, x) =>
      num(v.coinToReach) === 0
        ? `Qualité minimale ${x.n(v.minQuality)} atteinte (${x.n(v.quality)})`
        : `Qualité minimale ${x.n(v.minQuality)}, obtenue ${x.n(v.quality)} : ${x.count('coin', v.coinToReach)} pour l’atteindre`,
    en: (v, x) =>
      num(v.coinToReach) === 0
        ? `Minimum quality ${x.n(v.minQuality)} reached (${x.n(v.quality)})`
        : `Minimum quality ${x.n(v.minQuality)}, rolled ${x.n(v.quality)}: ${x.count('coin', v.coinToReach)} to reach it`,
  },
  coin_needs_critical: {
    fr: (v, x) => `Règle de table : l’argent n’améliore la qualité qu’après un critique (ici ${x.band(v.band)})`,
    en: (v, x) => `Table rule: coin raises the quality only after a critical (here ${x.band(v.band)})`,
  },
  coin_affordable: {
    fr: (v, x) => `La caisse (${x.count('coin', v.stash)}) peut payer jusqu’à +${x.n(v.levels)} qualité, soit ${x.count('coin', v.coin)} (${x.n(v.perQuality)} par niveau)`,
    en: (v, x) => `The stash (${x.count('coin', v.stash)}) can pay up to +${x.n(v.levels)} quality, ${x.count('coin', v.coin)} (${x.n(v.perQuality)} per level)`,
  },
  quality_bought: {
    fr: (v, x) => `+${x.n(v.levels)} qualité pour ${x.count('coin', v.coin)} (qualité ${x.n(v.quality)})`,
    en: (v, x) => `+${x.n(v.levels)} quality for ${x.count('coin', v.coin)} (quality ${x.n(v.quality)})`,
  },
  below_minimum: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} sous le minimum de ${x.n(v.minQuality)} : ressource non acquise`,
    en: (v, x) => `Quality ${x.n(v.quality)} is below the minimum of ${x.n(v.minQuality)}: not acquired`,
  },
  coin_not_spent: {
    fr: (v, x) => `${x.count('coin', v.coin)} non dépensé, reste dans la caisse`,
    en: (v, x) => `${x.count('coin', v.coin)} not spent, kept in the stash`,
  },
  paid_for_quality: {
    fr: (v, x) => `${x.change('coin', v.delta)} de la caisse pour la qualité (reste ${x.n(v.coin)})`,
    en: (v, x) => `${x.change('coin', v.delta)} from the stash for quality (${x.n(v.coin)} left)`,
  },
  dangerous_goods: {
    fr: (v, x) => `${x.term('dangerousGoods', v.goods)} acquis plutôt que fabriqué : ${x.change('heat', v.heat)}`,
    en: (v, x) => `${x.term('dangerousGoods', v.goods)} acquired rather than crafted: ${x.change('heat', v.heat)}`,
  },
  asset_acquired: {
    fr: (v, x) => `Ressource acquise : ${x.q(v.name)} (${x.lower('assetKind', v.kind)}), qualité ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
    en: (v, x) => `Asset acquired: ${x.q(v.name)} (${x.lower('assetKind', v.kind)}), quality ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
  },
  held_asset_again: {
    fr: (v, x) => `De nouveau la même ressource : ${x.q(v.name)} (${x.lower('assetKind', v.kind)})`,
    en: (v, x) => `The same asset again: ${x.q(v.name)} (${x.lower('assetKind', v.kind)})`,
  },
  asset_kept: {
    fr: (v, x) => `Notée sur la feuille de bande : ${x.q(v.name)}, qualité ${x.n(v.quality)}, acquise par ${x.pc(v.character)}`,
    en: (v, x) => `Kept on the crew sheet: ${x.q(v.name)}, quality ${x.n(v.quality)}, acquired by ${x.pc(v.character)}`,
  },
  asset_renewed: {
    fr: (v, x) => `Ressource renouvelée : ${x.q(v.name)}, qualité ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
    en: (v, x) => `Asset renewed: ${x.q(v.name)}, quality ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
  },
  asset_used: {
    fr: (v, x) => `Ressource utilisée pour de bon : ${x.q(v.name)} quitte la feuille de bande`,
    en: (v, x) => `Asset used in earnest: ${x.q(v.name)} leaves the crew sheet`,
  },
  asset_quiet_week: {
    fr: (v, x) => `Une semaine s’est écoulée sans qu’il se passe quoi que ce soit : ${x.q(v.name)} quitte la feuille de bande`,
    en: (v, x) => `A week passed with nothing happening: ${x.q(v.name)} leaves the crew sheet`,
  },
  asset_lost: {
    fr: (v, x) => `Ressource perdue : ${x.q(v.name)} quitte la feuille de bande`,
    en: (v, x) => `Asset lost: ${x.q(v.name)} leaves the crew sheet`,
  },
  project_created: {
    fr: (v, x) => `Projet à long terme ${x.q(v.name)} : contrat de ${x.count('segment', v.segments)}`,
    en: (v, x) => `Long-term project ${x.q(v.name)}: a clock of ${x.count('segment', v.segments)}`,
  },
  project_requires: {
    fr: (v, x) => `Il faut d’abord achever ${x.project(v.requires)}`,
    en: (v, x) => `${x.project(v.requires)} must be completed first`,
  },
  project_ticked: {
    fr: (v, x) => `${x.project(v.project)} : ${x.change('segment', v.ticked)} (qualité ${x.n(v.quality)}) → ${x.n(v.filled)} sur ${x.n(v.segments)}`,
    en: (v, x) => `${x.project(v.project)}: ${x.change('segment', v.ticked)} (quality ${x.n(v.quality)}) → ${x.n(v.filled)} of ${x.n(v.segments)}`,
  },
  project_completed: {
    fr: (v, x) => `Projet achevé : ${x.q(v.name)}`,
    en: (v, x) => `Project completed: ${x.q(v.name)}`,
  },
  npc_healer: {
    fr: (v, x) => `Soins : ${x.text(v.healer)}, ${x.count('die', v.rating)}`,
    en: (v, x) => `Healer: ${x.text(v.healer)}, ${x.count('die', v.rating)}`,
  },
  heals_self: {
    fr: (v, x) => `${x.pc(v.character)} soigne ses propres blessures (chirurgie ${x.n(v.surgery)}, −1 qualité)`,
    en: (v, x) => `${x.pc(v.character)} treats their own harm (surgery ${x.n(v.surgery)}, −1 quality)`,
  },
  pc_healer: {
    fr: (v, x) => `Soins : ${x.pc(v.healer)}, sans que cela lui coûte une activité`,
    en: (v, x) => `Healer: ${x.pc(v.healer)}, at no activity for the healer`,
  },
  healing_ticked: {
    fr: (v, x) =>
      num(v.fills) !== null && (v.fills as number) > 0
        ? `Contrat de guérison : ${x.n(v.from)} + ${x.n(v.quality)} sur ${x.n(v.segments)} → rempli${(v.fills as number) > 1 ? ` ${x.n(v.fills)} fois` : ''}, il repart à ${x.n(v.to)}`
        : `Contrat de guérison : ${x.n(v.from)} + ${x.n(v.quality)} → ${x.n(v.to)} sur ${x.n(v.segments)}`,
    en: (v, x) =>
      num(v.fills) !== null && (v.fills as number) > 0
        ? `Healing clock: ${x.n(v.from)} + ${x.n(v.quality)} of ${x.n(v.segments)} → filled${(v.fills as number) > 1 ? ` ${x.n(v.fills)} times` : ''}, restarts at ${x.n(v.to)}`
        : `Healing clock: ${x.n(v.from)} + ${x.n(v.quality)} → ${x.n(v.to)} of ${x.n(v.segments)}`,
  },
  harm_reduced: {
    fr: (v, x) =>
      `${x.pc(v.character)} : chaque blessure baisse ${num(v.levels) !== null && (v.levels as number) > 1 ? `de ${x.n(v.levels)} niveaux` : 'd’un niveau'} (${harmList(v.before, x)} → ${harmList(v.after, x)})`,
    en: (v, x) =>
      `${x.pc(v.character)}: every harm drops ${num(v.levels) !== null && (v.levels as number) > 1 ? `${x.n(v.levels)} levels` : 'one level'} (${harmList(v.before, x)} → ${harmList(v.after, x)})`,
  },
  heat_reduced: {
    fr: (v, x) =>
      `Raffut −${x.n(v.reduced)} (qualité ${x.n(v.quality)}${num(v.reduced) !== null && num(v.quality) !== null && (v.reduced as number) < (v.quality as number) ? ', jamais sous 0' : ''}) → ${x.n(v.heat)}`,
    en: (v, x) =>
      `Heat −${x.n(v.reduced)} (quality ${x.n(v.quality)}${num(v.reduced) !== null && num(v.quality) !== null && (v.reduced as number) < (v.quality as number) ? ', never below 0' : ''}) → ${x.n(v.heat)}`,
  },
  helped_band_shift: {
    fr: (v, x) => `Aide d’un ami : le résultat passe de ${x.band(v.from)} à ${x.band(v.to)}`,
    en: (v, x) => `A friend’s help moves the result from ${x.band(v.from)} to ${x.band(v.to)}`,
  },
  help_ignored_for_training: {
    fr: () => 'Règle de table : l’aide d’un ami ne change rien à l’entraînement',
    en: () => 'Table rule: a friend’s help changes nothing when training',
  },
  skill_trained: {
    fr: (v, x) =>
      `${v.band === 'crit' ? 'Critique' : 'Jet raté, leçon retenue'} : ${x.named('skill', v.skill)} ${x.s(v.gain)} → ${x.n(v.rating)}`,
    en: (v, x) => `${v.band === 'crit' ? 'Critical' : 'Failed roll, lesson learned'}: ${x.named('skill', v.skill)} ${x.s(v.gain)} → ${x.n(v.rating)}`,
  },
  training_without_result: {
    fr: (v, x) => `Résultat ${x.band(v.band)} : l’entraînement n’apporte rien (${x.named('skill', v.skill)} reste à ${x.n(v.rating)})`,
    en: (v, x) => `${x.band(v.band)} result: no real progress (${x.named('skill', v.skill)} stays at ${x.n(v.rating)})`,
  },

  // V: vice.
  indulge_vice: {
    fr: (v, x) => `${x.pc(v.character)} s’adonne à son vice (${x.lower('vice', v.vice)})`,
    en: (v, x) => `${x.pc(v.character)} indulges their vice (${x.lower('vice', v.vice)})`,
  },
  pool_from_attribute: {
    fr: (v, x) => `Jet de ${x.named('downtimeAttribute', v.attribute)} : ${x.count('die', v.pool)} (${v.vicePool === 'current' ? 'cercles restants' : 'tous ses cercles'})`,
    en: (v, x) => `Rolling ${x.named('downtimeAttribute', v.attribute)}: ${x.count('die', v.pool)} (${v.vicePool === 'current' ? 'circles left' : 'all its circles'})`,
  },
  circles_restored: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} : ${x.count('circle', v.restored)} de ${x.named('downtimeAttribute', v.attribute)} rétabli${num(v.restored) !== null && (v.restored as number) > 1 ? 's' : ''} (${x.n(v.missing)} manquai${num(v.missing) !== null && (v.missing as number) > 1 ? 'ent' : 't'})`,
    en: (v, x) => `Quality ${x.n(v.quality)}: ${x.count('circle', v.restored)} of ${x.named('downtimeAttribute', v.attribute)} restored (${x.n(v.missing)} missing)`,
  },
  new_circle: {
    fr: (v, x) => `Critique : un nouveau cercle pour ${x.named('downtimeAttribute', v.attribute)} (maximum ${x.n(v.max)}), ${v.filled === false ? 'vide' : 'rempli'}`,
    en: (v, x) => `Critical: a new circle for ${x.named('downtimeAttribute', v.attribute)} (maximum ${x.n(v.max)}), ${v.filled === false ? 'empty' : 'filled'}`,
  },
  circle_cap: {
    fr: (v, x) => `Critique, mais ${x.named('downtimeAttribute', v.attribute)} est déjà au maximum autorisé (${x.n(v.cap)})`,
    en: (v, x) => `Critical, but ${x.named('downtimeAttribute', v.attribute)} is already at the allowed maximum (${x.n(v.cap)})`,
  },
  overindulged: {
    fr: (v, x) => `Excès : qualité ${x.n(v.quality)} pour ${x.count('circle', v.missing)} manquant${num(v.missing) !== null && (v.missing as number) > 1 ? 's' : ''} (${x.n(v.excess)} de trop) — choisissez un excès`,
    en: (v, x) => `Overindulgence: quality ${x.n(v.quality)} for ${x.count('circle', v.missing)} missing (${x.n(v.excess)} too many) — pick a consequence`,
  },
  attract_trouble: {
    fr: (v, x) => `S’attirer des ennuis : ${x.count('roll', v.entanglementRolls)} d’imbroglio en plus`,
    en: (v, x) => `Attract trouble: ${x.n(v.entanglementRolls)} more entanglement ${x.word('roll', v.entanglementRolls)}`,
  },
  brag: {
    fr: (v, x) => `Se vanter de ses exploits : ${x.change('heat', v.heat)}`,
    en: (v, x) => `Brag about one’s exploits: ${x.change('heat', v.heat)}`,
  },
  lost: {
    fr: (v, x) => `${x.pc(v.character)} se perd et disparaît quelques semaines : jouez un autre personnage`,
    en: (v, x) => `${x.pc(v.character)} is lost for a few weeks: play another character`,
  },
  tapped: {
    fr: (v, x) => `Se faire sevrer : ${x.text(v.purveyor)} coupe les ponts avec ${x.pc(v.character)}`,
    en: (v, x) => `Tapped: ${x.text(v.purveyor)} cuts ties with ${x.pc(v.character)}`,
  },
  returned: {
    fr: (v, x) =>
      v.cause === 'sink_into_vice'
        ? `${x.pc(v.character)} revient après une session plongé dans son vice`
        : `${x.pc(v.character)} revient de sa cuite`,
    en: (v, x) => (v.cause === 'sink_into_vice' ? `${x.pc(v.character)} is back after a session sunk in vice` : `${x.pc(v.character)} is back from the binge`),
  },
  harm_healed: {
    fr: (v, x) => `${x.pc(v.character)} revient, toutes ses blessures guéries (${x.n(v.healed)})`,
    en: (v, x) => `${x.pc(v.character)} comes back healed of every harm (${x.n(v.healed)})`,
  },
  new_purveyor: {
    fr: (v, x) => `Nouveau fournisseur pour ${x.pc(v.character)} : ${x.text(v.to)}`,
    en: (v, x) => `New purveyor for ${x.pc(v.character)}: ${x.text(v.to)}`,
  },
  sunk_into_vice: {
    fr: (v, x) => `${x.pc(v.character)} sombre dans son vice (${x.lower('vice', v.vice)}) jusqu’à la fin de la session : son joueur incarne un autre personnage`,
    en: (v, x) => `${x.pc(v.character)} sinks into their vice (${x.lower('vice', v.vice)}) until the end of the session: the player plays another character`,
  },

  // F: the Frostgrave underworld.
  favour_claimed: {
    fr: (v, x) => `Faveur de la Pègre : ${x.lower('debtFavour', v.favour)} (${x.count('debtMarker', v.markers)})`,
    en: (v, x) => `Underworld favour: ${x.lower('debtFavour', v.favour)} (${x.count('debtMarker', v.markers)})`,
  },
  markers_taken: {
    fr: (v, x) => `${x.change('debtMarker', v.delta)} (${x.n(v.markers)} pour un maximum de ${x.n(v.level)})`,
    en: (v, x) => `${x.change('debtMarker', v.delta)} (${x.n(v.markers)} of at most ${x.n(v.level)})`,
  },
  loan_markers: {
    fr: (v, x) => `Prêt de ${x.count('gc', v.amount)} : ${x.count('debtMarker', v.markers)} (1 par tranche de ${x.count('gc', v.gcPerMarker)} entamée)`,
    en: (v, x) => `Loan of ${x.count('gc', v.amount)}: ${x.count('debtMarker', v.markers)} (1 per ${x.count('gc', v.gcPerMarker)} or part)`,
  },
  loan_gold_to_vault: {
    fr: (v, x) => `${x.change('gc', v.delta)} dans le coffre-fort (total ${x.count('gc', v.gold)})`,
    en: (v, x) => `${x.change('gc', v.delta)} into the vault (now ${x.count('gc', v.gold)})`,
  },
  intimidation_markers: {
    fr: (v, x) => `Intimidation ${x.s(v.bonus)} : ${x.count('debtMarker', v.markers)}`,
    en: (v, x) => `Intimidation ${x.s(v.bonus)}: ${x.count('debtMarker', v.markers)}`,
  },
  intimidation_roll: {
    fr: (v, x) =>
      `Intimidation : ${x.n(v.attackerRoll)} + ${x.n(v.bonus)} = ${x.n(v.attackerTotal)} contre ${x.n(v.defenderRoll)} + ${x.n(v.will)} (Volonté) = ${x.n(v.defenderTotal)} → ${v.success === true ? 'réussite' : 'échec'}`,
    en: (v, x) =>
      `Intimidation: ${x.n(v.attackerRoll)} + ${x.n(v.bonus)} = ${x.n(v.attackerTotal)} vs ${x.n(v.defenderRoll)} + ${x.n(v.will)} (Will) = ${x.n(v.defenderTotal)} → ${v.success === true ? 'success' : 'failure'}`,
  },
  target_misses_next_game: {
    fr: (v, x) => `${x.text(v.name)} manque la prochaine partie, mais garde sa place dans la bande de guerre`,
    en: (v, x) => `${x.text(v.name)} misses the next game (keeps their slot, can’t be dismissed)`,
  },
  intimidation_failed_markers_removed: {
    fr: (v, x) => `Échec : ${x.change('debtMarker', v.delta)} (reste ${x.n(v.markers)})`,
    en: (v, x) => `Failure: ${x.change('debtMarker', v.delta)} (${x.n(v.markers)} left)`,
  },
  hired_muscle_cost: {
    fr: (v, x) => `Gros bras : ${x.term('hiredMuscle', v.kind)}, ${x.count('debtMarker', v.markers)}`,
    en: (v, x) => `Hired muscle: ${x.term('hiredMuscle', v.kind)}, ${x.count('debtMarker', v.markers)}`,
  },
  hired_muscle_hired: {
    fr: (v, x) => `${x.term('hiredMuscle', v.kind)} embauché (${x.n(v.hired)} sur ${x.n(v.max)})`,
    en: (v, x) => `${x.term('hiredMuscle', v.kind)} hired (${x.n(v.hired)} of ${x.n(v.max)})`,
  },
  hired_muscle_died: {
    fr: (v, x) => `Gros bras mort (${x.member(v.id)}) : ${x.change('debtMarker', v.markers)}`,
    en: (v, x) => `Hired muscle died (${x.member(v.id)}): ${x.change('debtMarker', v.markers)}`,
  },
  death_penalty_capped_at_level: {
    fr: (v, x) => `Règle de table : pénalité plafonnée au niveau ${x.n(v.level)}, ${x.n(v.taken)} marqueur${num(v.taken) !== null && (v.taken as number) > 1 ? 's' : ''} sur ${x.n(v.owed)}`,
    en: (v, x) => `Table rule: penalty capped at level ${x.n(v.level)}, ${x.n(v.taken)} of ${x.n(v.owed)} ${agree(v.owed, 'marker', 'markers', x)}`,
  },
  death_penalty_markers: {
    fr: (v, x) =>
      `Gros bras morts : ${x.change('debtMarker', v.delta)} (total ${x.n(v.markers)}, niveau ${x.n(v.level)})${v.overLevel === true ? ' — au-delà du niveau' : ''}`,
    en: (v, x) =>
      `Dead hired muscle: ${x.change('debtMarker', v.delta)} (now ${x.n(v.markers)}, level ${x.n(v.level)})${v.overLevel === true ? ' — over the level' : ''}`,
  },
  hired_muscle_released: {
    fr: (v, x) => (num(v.released) === 0 ? 'Aucun gros bras à libérer' : `Gros bras libérés après la partie (${x.n(v.released)})`),
    en: (v, x) => (num(v.released) === 0 ? 'No hired muscle to release' : `Hired muscle released after the game (${x.n(v.released)})`),
  },
  debt_paid_off: {
    fr: (v, x) =>
      `${x.count('debtMarker', v.markers)} remboursé${num(v.markers) !== null && (v.markers as number) > 1 ? 's' : ''} pour ${x.count('gc', v.gold)} (reste ${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)})`,
    en: (v, x) => `${x.count('debtMarker', v.markers)} paid off for ${x.count('gc', v.gold)} (${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)} left)`,
  },
  no_markers_no_check: {
    fr: () => 'Aucun marqueur Pègre : pas de jet de dette',
    en: () => 'No debt markers: no collection roll',
  },
  debt_check: {
    fr: (v, x) => `Jet de dette : ${x.n(v.check)} sur le d20 contre ${x.count('debtMarker', v.markers)} → ${v.called === true ? 'la dette est réclamée' : 'tranquille pour cette fois'}`,
    en: (v, x) => `Debt check: d20 = ${x.n(v.check)} vs ${x.count('debtMarker', v.markers)} → ${v.called === true ? 'the debt is called' : 'safe this time'}`,
  },
  debt_called: {
    fr: (v, x) => `Tableau des dettes : ${x.n(v.tableRoll)} → ${x.term('debtCollectionEntry', v.entry)}`,
    en: (v, x) => `Debt table: ${x.n(v.tableRoll)} → ${x.term('debtCollectionEntry', v.entry)}`,
  },
  nothing_payable_falls_through: {
    fr: (v, x) => `Pas de quoi payer un marqueur (${x.count('gc', v.gold)} au coffre, il en faut ${x.n(v.gcPerMarker)}) : on passe à ${x.q(x.term('debtCollectionEntry', v.to))}`,
    en: (v, x) => `Not enough to pay one marker (${x.count('gc', v.gold)} in the vault, ${x.n(v.gcPerMarker)} needed): on to ${x.q(x.term('debtCollectionEntry', v.to))}`,
  },
  paid_what_you_owe: {
    fr: (v, x) =>
      `Payez ce que vous devez : ${x.count('debtMarker', v.markers)} pour ${x.count('gc', v.gold)} (reste ${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)})`,
    en: (v, x) => `Pay what you owe: ${x.count('debtMarker', v.markers)} for ${x.count('gc', v.gold)} (${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)} left)`,
  },
  awaiting_sale: {
    fr: (v, x) => `Marchandises en remplacement : vendez des objets pour payer au moins 1 marqueur (${x.count('gc', v.gcPerMarker)} chacun)`,
    en: (v, x) => `Goods in lieu: sell items to pay at least 1 marker (${x.count('gc', v.gcPerMarker)} each)`,
  },
  awaiting_members: {
    fr: (v, x) => `Un peu d’aide… : choisissez des membres (sauf le sorcier) qui manqueront la prochaine partie ; 1 marqueur retiré par tranche complète de ${x.count('gc', v.gcPerMarker)} de coût de base`,
    en: (v, x) => `A little help…: choose members (not the wizard) to miss the next game; 1 marker off per full ${x.count('gc', v.gcPerMarker)} of base cost`,
  },
  sale_pays_nothing_falls_through: {
    fr: (v, x) => `La vente (${x.count('gc', v.saleGold)}) ne paie aucun marqueur (${x.count('gc', v.gcPerMarker)} chacun) : on passe à ${x.q(x.term('debtCollectionEntry', v.to))}`,
    en: (v, x) => `The sale (${x.count('gc', v.saleGold)}) pays no marker (${x.count('gc', v.gcPerMarker)} each): on to ${x.q(x.term('debtCollectionEntry', v.to))}`,
  },
  sale_covers: {
    fr: (v, x) => `La vente (${x.count('gc', v.saleGold)}) couvre ${x.count('debtMarker', v.covered)} (${x.count('gc', v.gcPerMarker)} chacun, ${x.count('debtMarker', v.markers)} dus)`,
    en: (v, x) => `The sale (${x.count('gc', v.saleGold)}) covers ${x.count('debtMarker', v.covered)} (${x.count('gc', v.gcPerMarker)} each, ${x.count('debtMarker', v.markers)} owed)`,
  },
  goods_in_lieu_paid: {
    fr: (v, x) => `Vente de ${x.count('gc', v.saleGold)} : ${x.count('debtMarker', v.markers)} payé${num(v.markers) !== null && (v.markers as number) > 1 ? 's' : ''} (${x.count('gc', v.gold)}), reste ${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)} au coffre`,
    en: (v, x) => `Sale of ${x.count('gc', v.saleGold)}: ${x.count('debtMarker', v.markers)} paid (${x.count('gc', v.gold)}), ${x.count('debtMarker', v.markersLeft)} and ${x.count('gc', v.goldLeft)} left`,
  },
  little_help: {
    fr: (v, x) =>
      `Un peu d’aide… : ${x.count('member', v.members)}, ${x.count('gc', v.totalBaseCost)} de coût de base → ${x.count('debtMarker', v.markersRemoved)} en moins (reste ${x.n(v.markersLeft)})`,
    en: (v, x) =>
      `A little help…: ${x.count('member', v.members)}, ${x.count('gc', v.totalBaseCost)} of base cost → ${x.count('debtMarker', v.markersRemoved)} off (${x.n(v.markersLeft)} left)`,
  },
  member_misses_next_game: {
    fr: (v, x) => `${x.member(v.memberId)} manque la prochaine partie`,
    en: (v, x) => `${x.member(v.memberId)} misses the next game`,
  },
  example_no_apprentice_wizard_hurt: {
    fr: () => 'Faire un exemple : pas d’apprenti, c’est le sorcier qui prend',
    en: () => 'Make an example: no apprentice, so the wizard takes it',
  },
  example_victim_roll: {
    fr: (v, x) => `Victime : ${x.n(v.victimRoll)} sur le d20 → ${x.lower('debtExampleVictim', v.victim)}`,
    en: (v, x) => `Victim: d20 = ${x.n(v.victimRoll)} → ${x.lower('debtExampleVictim', v.victim)}`,
  },
  permanent_injury: {
    fr: (v, x) => `Blessure permanente pour ${x.member(v.memberId)} (${x.lower('debtExampleVictim', v.victim)})`,
    en: (v, x) => `Permanent injury for ${x.member(v.memberId)} (${x.lower('debtExampleVictim', v.victim)})`,
  },
  injury_recorded: {
    fr: (v, x) => `${x.member(v.memberId)} porte désormais ${x.count('permanentInjury', v.injuries)}`,
    en: (v, x) => `${x.member(v.memberId)} now carries ${x.count('permanentInjury', v.injuries)}`,
  },
  injury_not_on_warband: {
    fr: () => 'Le sorcier n’est pas dans la liste de sa bande de guerre : la blessure n’est notée que sur la réclamation',
    en: () => 'The wizard isn’t listed in their warband: the injury is recorded on the collection only',
  },
  example_no_apprentice_nobody_hurt: {
    fr: (v, x) => `Victime : ${x.n(v.victimRoll)} → l’apprenti, mais il n’y en a pas : personne n’est blessé`,
    en: (v, x) => `Victim: ${x.n(v.victimRoll)} → the apprentice, but there is none: nobody is hurt`,
  },

  // T: the d12 system.
  action_rolled: {
    fr: (v, x) => {
      const parts = [`${x.n(v.die)}`, `${x.n(v.pool)} (réserve)`];
      if (num(v.trait_bonus)) parts.push(`${x.n(v.trait_bonus)} (trait)`);
      let sum = parts.join(' + ');
      if (num(v.modifier)) sum += ` ${(v.modifier as number) < 0 ? '−' : '+'} ${x.abs(v.modifier)}`;
      return `${x.attr(v.attribute)} : ${sum} = ${x.n(v.total)} contre ${x.n(v.threshold)} → ${x.lower('d12Degree', v.degree)}`;
    },
    en: (v, x) => {
      const parts = [`${x.n(v.die)}`, `${x.n(v.pool)} (pool)`];
      if (num(v.trait_bonus)) parts.push(`${x.n(v.trait_bonus)} (trait)`);
      let sum = parts.join(' + ');
      if (num(v.modifier)) sum += ` ${(v.modifier as number) < 0 ? '−' : '+'} ${x.abs(v.modifier)}`;
      return `${x.attr(v.attribute)}: ${sum} = ${x.n(v.total)} vs ${x.n(v.threshold)} → ${x.lower('d12Degree', v.degree)}`;
    },
  },
  natural_twelve: {
    fr: () => '12 naturel : réussite critique',
    en: () => 'Natural 12: critical success',
  },
  natural_one: {
    fr: () => '1 naturel : échec critique',
    en: () => 'Natural 1: critical failure',
  },
  trait_bonus: {
    fr: (v, x) => `Trait ${x.q(v.trait)} : ${x.s(v.bonus)}`,
    en: (v, x) => `Trait ${x.q(v.trait)}: ${x.s(v.bonus)}`,
  },
  comfort_lost: {
    fr: (v, x) => `Réconfort perdu : ${x.q(v.comfort)}, sans effet jusqu’à la fin du cycle ou jusqu’à ce qu’il soit retrouvé`,
    en: (v, x) => `Comfort lost: ${x.q(v.comfort)}, no effect until the end of the cycle or until found`,
  },
  comfort_found: {
    fr: (v, x) => `Réconfort retrouvé : ${x.q(v.comfort)}`,
    en: (v, x) => `Comfort found again: ${x.q(v.comfort)}`,
  },
  fear_confronted: {
    fr: (v, x) => `Face à sa crainte (${x.q(v.fear)}) : test d’Esprit contre 12`,
    en: (v, x) => `Facing their fear (${x.q(v.fear)}): Mind test against 12`,
  },
  fear_overcome: {
    fr: (v, x) => `Peur surmontée : +1 point de Destin (total ${x.n(v.destiny)})`,
    en: (v, x) => `Fear overcome: +1 destiny point (now ${x.n(v.destiny)})`,
  },
  fear_failed: {
    fr: (v, x) => `La peur l’emporte : ${poolLoss(v, x)}`,
    en: (v, x) => `Fear wins: ${poolLoss(v, x)}`,
  },
  critical_success_option: {
    fr: (v, x) => `Réussite critique : ${x.lower('d12CriticalSuccess', v.option)} (choix ${v.picked_by === 'gm' ? 'du MJ' : 'du joueur'})`,
    en: (v, x) => `Critical success: ${x.lower('d12CriticalSuccess', v.option)} (${v.picked_by === 'gm' ? 'the GM’s' : 'the player’s'} pick)`,
  },
  critical_failure_option: {
    fr: (v, x) => `Échec critique : ${x.lower('d12CriticalFailure', v.option)} (choix ${v.picked_by === 'gm' ? 'du MJ' : 'du joueur'})`,
    en: (v, x) => `Critical failure: ${x.lower('d12CriticalFailure', v.option)} (${v.picked_by === 'gm' ? 'the GM’s' : 'the player’s'} pick)`,
  },
  hurt_self: {
    fr: (v, x) => `Blessé dans la manœuvre : ${poolLoss(v, x)}`,
    en: (v, x) => `Hurt in the attempt: ${poolLoss(v, x)}`,
  },
  damage_kind: {
    fr: (v, x) => `${x.term('d12DamageKind', v.kind)} → ${x.attr(v.attribute)}`,
    en: (v, x) => `${x.term('d12DamageKind', v.kind)} → ${x.attr(v.attribute)}`,
  },
  damage_taken: {
    fr: (v, x) => `Dommages : ${poolLoss(v, x)}`,
    en: (v, x) => `Damage: ${poolLoss(v, x)}`,
  },
  pool_loss: {
    fr: (v, x) => poolLoss(v, x),
    en: (v, x) => poolLoss(v, x),
  },
  destiny_avoided_zero: {
    fr: (v, x) => `Point de Destin dépensé : ${x.attr(v.attribute)} reste à 1 (reste ${x.count('destinyPoint', v.destiny)})`,
    en: (v, x) => `Destiny point spent: ${x.attr(v.attribute)} stays at 1 (${x.count('destinyPoint', v.destiny)} left)`,
  },
  unconscious: {
    fr: () => 'Le personnage est simplement inconscient',
    en: () => 'The character is merely unconscious',
  },
  destiny_not_needed: {
    fr: (v, x) => `Pas besoin de point de Destin : ${x.attr(v.attribute)} reste à ${x.n(v.pool)}`,
    en: (v, x) => `No destiny point needed: ${x.attr(v.attribute)} stays at ${x.n(v.pool)}`,
  },
  character_out: {
    fr: (v, x) => {
      const what = v.cause === 'dead' ? 'mort' : v.cause === 'mad' ? 'complètement fou' : v.cause === 'catatonic' ? 'catatonique' : 'hors jeu';
      return `${x.attr(v.attribute)} à 0 : le personnage est ${what}, il n’est plus jouable`;
    },
    en: (v, x) => {
      const what = v.cause === 'dead' ? 'dead' : v.cause === 'mad' ? 'mad' : v.cause === 'catatonic' ? 'catatonic' : 'out';
      return `${x.attr(v.attribute)} at 0: the character is ${what} and can no longer be played`;
    },
  },
  given: {
    fr: (v, x) => `Donner de sa personne : ${x.attr(v.attribute)} −1 (reste ${x.n(v.pool)}), ${x.lower('d12Degree', v.from)} → ${x.lower('d12Degree', v.to)}`,
    en: (v, x) => `Giving of oneself: ${x.attr(v.attribute)} −1 (${x.n(v.pool)} left), ${x.lower('d12Degree', v.from)} → ${x.lower('d12Degree', v.to)}`,
  },
  given_without_effect: {
    fr: (v, x) => `Point donné sans effet, c’était déjà une réussite : ${x.attr(v.attribute)} −1 (reste ${x.n(v.pool)})`,
    en: (v, x) => `Point given for nothing, it was already a success: ${x.attr(v.attribute)} −1 (${x.n(v.pool)} left)`,
  },
  destiny_reroll: {
    fr: (v, x) => `Point de Destin : on relance (le ${x.n(v.previous_die)} donnait : ${x.lower('d12Degree', v.previous_degree)}), reste ${x.count('destinyPoint', v.destiny)}`,
    en: (v, x) => `Destiny point: re-roll (the ${x.n(v.previous_die)} gave: ${x.lower('d12Degree', v.previous_degree)}), ${x.count('destinyPoint', v.destiny)} left`,
  },
  no_trait_advance: {
    fr: () => 'Pas de nouveau trait cette fois',
    en: () => 'No trait advance this time',
  },
  trait_gained: {
    fr: (v, x) => `Nouveau trait : ${x.q(v.trait)} ${x.s(v.rating)}`,
    en: (v, x) => `New trait: ${x.q(v.trait)} ${x.s(v.rating)}`,
  },
  trait_raised: {
    fr: (v, x) => `Trait ${x.q(v.trait)} : ${x.s(v.from)} → ${x.s(v.to)}`,
    en: (v, x) => `Trait ${x.q(v.trait)}: ${x.s(v.from)} → ${x.s(v.to)}`,
  },
  scenario_ended: {
    fr: () => 'Fin du scénario : les réserves remontent à leur valeur',
    en: () => 'End of the scenario: pools back to their values',
  },
  cycle_ended: {
    fr: () => 'Fin du cycle',
    en: () => 'End of the cycle',
  },
  attribute_raised: {
    fr: (v, x) => `${x.attr(v.attribute)} : valeur ${x.n(v.from)} → ${x.n(v.to)}`,
    en: (v, x) => `${x.attr(v.attribute)}: value ${x.n(v.from)} → ${x.n(v.to)}`,
  },
  comfort_changed: {
    fr: (v, x) => `Nouveau réconfort : ${x.q(v.to)}${typeof v.from === 'string' ? ` (au lieu de ${x.q(v.from)})` : ''}`,
    en: (v, x) => `New comfort: ${x.q(v.to)}${typeof v.from === 'string' ? ` (instead of ${x.q(v.from)})` : ''}`,
  },
  comfort_effect_returns: {
    fr: (v, x) => `Le réconfort ${x.q(v.comfort)} fait de nouveau effet`,
    en: (v, x) => `The comfort ${x.q(v.comfort)} works again`,
  },
  retired: {
    fr: (v, x) => `${x.pc(v.character)} part à la retraite`,
    en: (v, x) => `${x.pc(v.character)} retires`,
  },
  rest_blocks: {
    fr: (v, x) => `${x.count('hour', v.hours)} de repos : ${x.count('point', v.blocks)} (1 par tranche complète de ${x.count('hour', v.block_hours)})`,
    en: (v, x) => `${x.count('hour', v.hours)} of rest: ${x.count('point', v.blocks)} (1 per full ${x.count('hour', v.block_hours)})`,
  },
  comfort_doubles: {
    fr: (v, x) => `Réconfort à proximité (${x.q(v.comfort)}) : points doublés, ${x.n(v.points)}`,
    en: (v, x) => `Comfort nearby (${x.q(v.comfort)}): points doubled, ${x.n(v.points)}`,
  },
  comfort_lost_no_effect: {
    fr: (v, x) => (typeof v.comfort === 'string' ? `Réconfort perdu (${x.q(v.comfort)}) : pas de bonus` : 'Pas de réconfort : pas de bonus'),
    en: (v, x) => (typeof v.comfort === 'string' ? `Comfort lost (${x.q(v.comfort)}): no bonus` : 'No comfort: no bonus'),
  },
  pool_recovered: {
    fr: (v, x) => `${x.attr(v.attribute)} ${x.s(v.points)} (${x.n(v.from)} → ${x.n(v.to)})`,
    en: (v, x) => `${x.attr(v.attribute)} ${x.s(v.points)} (${x.n(v.from)} → ${x.n(v.to)})`,
  },
  pools_full: {
    fr: (v, x) => `Réserves pleines : ${x.count('point', v.wasted)} perdu${num(v.wasted) !== null && (v.wasted as number) > 1 ? 's' : ''}`,
    en: (v, x) => `Pools full: ${x.count('point', v.wasted)} wasted`,
  },
  pool_restored: {
    fr: (v, x) => `${x.attr(v.attribute)} remonte à sa valeur : ${x.n(v.from)} → ${x.n(v.to)}`,
    en: (v, x) => `${x.attr(v.attribute)} back to its value: ${x.n(v.from)} → ${x.n(v.to)}`,
  },
  // T1/T5/T6: what is wrong with a sheet (also a new character's refusal).
  value_out_of_range: {
    fr: (v, x) => `Valeur ${ofAttr(v.attribute, x)} hors limites (${x.n(v.value)}) : de ${x.n(v.min)} à ${x.n(v.max)}`,
    en: (v, x) => `${x.attr(v.attribute)} value out of range (${x.n(v.value)}): ${x.n(v.min)} to ${x.n(v.max)}`,
  },
  pool_out_of_range: {
    fr: (v, x) => `Réserve ${ofAttr(v.attribute, x)} hors limites (${x.n(v.pool)}) : de 0 à sa valeur (${x.n(v.value)})`,
    en: (v, x) => `${x.attr(v.attribute)} pool out of range (${x.n(v.pool)}): 0 to its value (${x.n(v.value)})`,
  },
  trait_name_empty: {
    fr: () => 'Un trait n’a pas de nom',
    en: () => 'A trait has no name',
  },
  trait_duplicate: {
    fr: (v, x) => `Deux traits s’appellent ${x.q(v.trait)}`,
    en: (v, x) => `Two traits are called ${x.q(v.trait)}`,
  },
  trait_rating_out_of_range: {
    fr: (v, x) => `Trait ${x.q(v.trait)} à ${x.s(v.rating)} : de +1 à +3`,
    en: (v, x) => `Trait ${x.q(v.trait)} at ${x.s(v.rating)}: +1 to +3`,
  },
  destiny_negative: {
    fr: (v, x) => `Points de Destin négatifs (${x.n(v.destiny)})`,
    en: (v, x) => `Negative destiny points (${x.n(v.destiny)})`,
  },
  value_zero_at_creation: {
    fr: (v, x) => `${x.attr(v.attribute)} ne peut pas valoir 0 à la création`,
    en: (v, x) => `${x.attr(v.attribute)} can’t be 0 for a new character`,
  },
  pool_not_value_at_creation: {
    fr: (v, x) => `À la création, la réserve ${ofAttr(v.attribute, x)} égale sa valeur (${x.n(v.pool)} au lieu de ${x.n(v.value)})`,
    en: (v, x) => `A new character’s ${x.attr(v.attribute)} pool equals its value (${x.n(v.pool)} instead of ${x.n(v.value)})`,
  },
  starting_traits: {
    fr: (v, x) => `Au départ : un trait à +2 et deux à +1 (ici ${x.n(v.at_plus_2)} à +2 et ${x.n(v.at_plus_1)} à +1)`,
    en: (v, x) => `To start: one trait at +2 and two at +1 (here ${x.n(v.at_plus_2)} at +2 and ${x.n(v.at_plus_1)} at +1)`,
  },
  comfort_missing: {
    fr: () => 'Il faut un réconfort',
    en: () => 'A comfort is needed',
  },
  fear_missing: {
    fr: () => 'Il faut une crainte',
    en: () => 'A fear is needed',
  },
  character_valid: {
    fr: (v, x) => `Personnage valide (${x.pc(v.character)})`,
    en: (v, x) => `Character is valid (${x.pc(v.character)})`,
  },

  // C: the d100 system.
  d100_tens: {
    fr: (v, x) =>
      `${x.n(v.n)} → ${x.count('ten', v.tens)} (${v.counting === 'floor' ? 'complètes seulement' : 'complètes ou non'})`,
    en: (v, x) => `${x.n(v.n)} → ${x.count('ten', v.tens)} (${v.counting === 'floor' ? 'whole tens only' : 'complete or not'})`,
  },
  d100_success: {
    fr: (v, x) => `${formatD100Role(v.role ?? 'actor', 'fr')} : ${x.n(v.die)} contre ${x.pct(v.threshold)} → réussite${equalNote(v, x)}`,
    en: (v, x) => `${formatD100Role(v.role ?? 'actor', 'en')}: ${x.n(v.die)} vs ${x.pct(v.threshold)} → success${equalNote(v, x)}`,
  },
  d100_failure: {
    fr: (v, x) => `${formatD100Role(v.role ?? 'actor', 'fr')} : ${x.n(v.die)} contre ${x.pct(v.threshold)} → échec${equalNote(v, x)}`,
    en: (v, x) => `${formatD100Role(v.role ?? 'actor', 'en')}: ${x.n(v.die)} vs ${x.pct(v.threshold)} → failure${equalNote(v, x)}`,
  },
  opposition_only_success: {
    fr: (v) => (v.winner === 'opponent' ? 'Seul l’adversaire réussit : il gagne l’opposition' : 'Seul l’acteur réussit : il gagne l’opposition'),
    en: (v) => (v.winner === 'opponent' ? 'Only the opponent succeeds: they win' : 'Only the actor succeeds: they win'),
  },
  opposition_higher_die: {
    fr: (v, x) => `Les deux réussissent : ${x.n(v.actorDie)} contre ${x.n(v.opponentDie)}, ${v.winner === 'opponent' ? 'l’adversaire' : 'l’acteur'} l’emporte (dé le plus haut)`,
    en: (v, x) => `Both succeed: ${x.n(v.actorDie)} vs ${x.n(v.opponentDie)}, ${v.winner === 'opponent' ? 'the opponent' : 'the actor'} wins (higher die)`,
  },
  opposition_attribute: {
    fr: (v, x) =>
      `Dés égaux (${x.n(v.actorDie)}) : l’Attribut départage, ${x.n(v.actorAttribute)} contre ${x.n(v.opponentAttribute)}, ${v.winner === 'opponent' ? 'l’adversaire' : 'l’acteur'} l’emporte`,
    en: (v, x) =>
      `Equal dice (${x.n(v.actorDie)}): the Attribute decides, ${x.n(v.actorAttribute)} vs ${x.n(v.opponentAttribute)}, ${v.winner === 'opponent' ? 'the opponent' : 'the actor'} wins`,
  },
  opposition_equal_attribute: {
    fr: (v, x) => `Dés égaux (${x.n(v.actorDie)}) et Attributs égaux (${x.n(v.actorAttribute)}) : égalité`,
    en: (v, x) => `Equal dice (${x.n(v.actorDie)}) and equal Attributes (${x.n(v.actorAttribute)}): a tie`,
  },
  opposition_both_failed: {
    fr: () => 'Les deux échouent lamentablement',
    en: () => 'Both fail miserably',
  },
  complex_action_created: {
    fr: (v, x) => `Action complexe : ${x.count('step', v.start)}`,
    en: (v, x) => `Complex action: ${x.count('step', v.start)}`,
  },
  milestone_set: {
    fr: (v, x) => `Palier après ${x.count('step', v.crossed)}${typeof v.label === 'string' && v.label !== '' ? ` : ${x.q(v.label)}` : ''}`,
    en: (v, x) => `Milestone after ${x.count('step', v.crossed)}${typeof v.label === 'string' && v.label !== '' ? `: ${x.q(v.label)}` : ''}`,
  },
  failure_threshold_set: {
    fr: (v, x) => `Seuil d’échec : ${x.n(v.failureThreshold)}`,
    en: (v, x) => `Failure threshold: ${x.n(v.failureThreshold)}`,
  },
  steps_lowered: {
    fr: (v, x) => `${x.change('step', num(v.tens) === null ? null : -(v.tens as number))} (${x.n(v.n)} → ${x.count('ten', v.tens)}) : ${x.n(v.from)} → ${x.n(v.to)}`,
    en: (v, x) => `${x.change('step', num(v.tens) === null ? null : -(v.tens as number))} (${x.n(v.n)} → ${x.count('ten', v.tens)}): ${x.n(v.from)} → ${x.n(v.to)}`,
  },
  steps_raised: {
    fr: (v, x) =>
      `${x.change('step', v.tens)} (${x.n(v.n)} → ${x.count('ten', v.tens)}) : ${x.n(v.from)} → ${x.n(v.to)}${v.capped === true ? ', plafonné au nombre de départ' : ''}`,
    en: (v, x) => `${x.change('step', v.tens)} (${x.n(v.n)} → ${x.count('ten', v.tens)}): ${x.n(v.from)} → ${x.n(v.to)}${v.capped === true ? ', capped at the start' : ''}`,
  },
  steps_unchanged: {
    fr: (v, x) => `Personne ne l’emporte : les étapes restent à ${x.n(v.remaining)}`,
    en: (v, x) => `Nobody wins: the steps stay at ${x.n(v.remaining)}`,
  },
  raise_counted: {
    fr: (v, x) => `Vers le seuil d’échec : ${x.s(v.counted)}, ${x.n(v.totalRaised)} sur ${x.n(v.failureThreshold)}`,
    en: (v, x) => `Toward the failure threshold: ${x.s(v.counted)}, ${x.n(v.totalRaised)} of ${x.n(v.failureThreshold)}`,
  },
  milestone_reached: {
    fr: (v, x) => `Palier atteint (${x.count('step', v.crossed)} franchie${num(v.crossed) !== null && (v.crossed as number) > 1 ? 's' : ''})${typeof v.label === 'string' && v.label !== '' ? ` : ${x.q(v.label)}` : ''}`,
    en: (v, x) => `Milestone reached (${x.count('step', v.crossed)} crossed)${typeof v.label === 'string' && v.label !== '' ? `: ${x.q(v.label)}` : ''}`,
  },
  complex_action_succeeded: {
    fr: (v, x) => `Action complexe réussie en ${x.count('roll', v.rolls)}`,
    en: (v, x) => `Complex action succeeded in ${x.count('roll', v.rolls)}`,
  },
  complex_action_failed: {
    fr: (v, x) =>
      `Action complexe échouée : ${x.count('step', v.totalRaised)} ${agree(v.totalRaised, 'ajoutée', 'ajoutées', x)} pour un seuil d’échec de ${x.n(v.failureThreshold)} (${x.count('milestone', v.milestonesKept)} acquis)`,
    en: (v, x) =>
      `Complex action failed: ${x.count('step', v.totalRaised)} added against a failure threshold of ${x.n(v.failureThreshold)} (${x.count('milestone', v.milestonesKept)} kept)`,
  },
  helper_success: {
    fr: (v, x) => `Aide ${x.n(v.helper)} réussit (${x.n(v.die)} contre ${x.pct(v.threshold)}) : ${x.s(v.delta)} % pour l’acteur principal`,
    en: (v, x) => `Helper ${x.n(v.helper)} succeeds (${x.n(v.die)} vs ${x.pct(v.threshold)}): ${x.s(v.delta)}% for the lead`,
  },
  helper_failure: {
    fr: (v, x) => `Aide ${x.n(v.helper)} échoue (${x.n(v.die)} contre ${x.pct(v.threshold)}) : ${x.s(v.delta)} % pour l’acteur principal`,
    en: (v, x) => `Helper ${x.n(v.helper)} fails (${x.n(v.die)} vs ${x.pct(v.threshold)}): ${x.s(v.delta)}% for the lead`,
  },
  group_threshold: {
    fr: (v, x) =>
      `Seuil de l’acteur principal : ${x.pct(v.lead)}, ${x.n(v.successes)} réussite${num(v.successes) !== null && (v.successes as number) > 1 ? 's' : ''} et ${x.n(v.failures)} échec${num(v.failures) !== null && (v.failures as number) > 1 ? 's' : ''} → ${x.pct(v.threshold)}${v.clamped === true ? ` (ramené depuis ${x.pct(v.raw)})` : ''}`,
    en: (v, x) =>
      `Lead threshold: ${x.pct(v.lead)}, ${x.n(v.successes)} success${num(v.successes) === 1 ? '' : 'es'} and ${x.n(v.failures)} failure${num(v.failures) === 1 ? '' : 's'} → ${x.pct(v.threshold)}${v.clamped === true ? ` (clamped from ${x.pct(v.raw)})` : ''}`,
  },

  // D7: the GM's edits of the sheet, recorded like any other step.
  crew_created: {
    fr: (v, x) => `Bande créée : ${x.q(v.name)}`,
    en: (v, x) => `Crew created: ${x.q(v.name)}`,
  },
  crew_edited: {
    fr: (v, x) => `Feuille de bande modifiée (${typeof v.fields === 'string' && v.fields !== '' ? x.list('crewField', v.fields).toLocaleLowerCase('fr') : 'rien'})`,
    en: (v, x) => `Crew sheet edited (${typeof v.fields === 'string' && v.fields !== '' ? x.list('crewField', v.fields).toLocaleLowerCase('en') : 'nothing'})`,
  },
  faction_added: {
    fr: (v, x) => `Faction ajoutée : ${x.text(v.name)} (rang ${x.tier(v.tier)}, relations ${x.s(v.status)})`,
    en: (v, x) => `Faction added: ${x.text(v.name)} (tier ${x.tier(v.tier)}, status ${x.s(v.status)})`,
  },
  faction_edited: {
    fr: (v, x) => `Faction modifiée : ${x.text(v.name)} (rang ${x.tier(v.tier)}, relations ${x.s(v.status)})`,
    en: (v, x) => `Faction edited: ${x.text(v.name)} (tier ${x.tier(v.tier)}, status ${x.s(v.status)})`,
  },
  faction_removed: {
    fr: (v, x) => `Faction retirée : ${x.faction(v.faction)}`,
    en: (v, x) => `Faction removed: ${x.faction(v.faction)}`,
  },
  character_added: {
    fr: (v, x) => `Personnage ajouté : ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
    en: (v, x) => `Character added: ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
  },
  character_edited: {
    fr: (v, x) => `Personnage modifié : ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
    en: (v, x) => `Character edited: ${x.text(v.name)}${typeof v.cause === 'string' ? ` (${x.lower('characterSaveCause', v.cause)})` : ''}`,
  },
  character_removed: {
    fr: (v, x) => `Personnage retiré : ${x.pc(v.character)}`,
    en: (v, x) => `Character removed: ${x.pc(v.character)}`,
  },
  cohort_added: {
    fr: (v, x) => `Cohorte ajoutée : ${x.text(v.name)} (qualité ${x.n(v.quality)})`,
    en: (v, x) => `Cohort added: ${x.text(v.name)} (quality ${x.n(v.quality)})`,
  },
  cohort_edited: {
    fr: (v, x) => `Cohorte modifiée : ${x.text(v.name)} (qualité ${x.n(v.quality)})`,
    en: (v, x) => `Cohort edited: ${x.text(v.name)} (quality ${x.n(v.quality)})`,
  },
  cohort_removed: {
    fr: (v, x) => `Cohorte retirée : ${x.cohort(v.cohort)}`,
    en: (v, x) => `Cohort removed: ${x.cohort(v.cohort)}`,
  },
  // D7: the GM's edits of a Frostgrave wizard's sheet.
  wizard_created: {
    fr: (v, x) => `Sorcier créé : ${x.q(v.name)}`,
    en: (v, x) => `Wizard created: ${x.q(v.name)}`,
  },
  wizard_edited: {
    fr: (v, x) => `Fiche du sorcier modifiée (${wizardFields(v.fields, 'fr', x)})`,
    en: (v, x) => `Wizard sheet edited (${wizardFields(v.fields, 'en', x)})`,
  },
  member_added: {
    fr: (v, x) => `Membre ajouté à la bande : ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
    en: (v, x) => `Warband member added: ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
  },
  member_edited: {
    fr: (v, x) => `Membre de la bande modifié : ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
    en: (v, x) => `Warband member edited: ${x.text(v.name)} (${x.lower('warbandRole', v.role)})`,
  },
  member_removed: {
    fr: (v, x) => `Membre retiré de la bande : ${x.member(v.memberId)}`,
    en: (v, x) => `Warband member removed: ${x.member(v.memberId)}`,
  },

  // K: clocks of the crew, its factions and its characters (docs/decisions/019).
  clock_created: {
    fr: (v, x) => {
      const filled = num(v.filled) ?? 0;
      const already = filled > 0 ? `, dont ${x.n(filled)} déjà rempli${filled > 1 ? 's' : ''}` : '';
      return `Nouveau contrat ${clockOwner(v, x)} : ${x.q(v.name)}, ${x.count('segment', v.segments)}${already}`;
    },
    en: (v, x) => {
      const filled = num(v.filled) ?? 0;
      const already = filled > 0 ? `, ${x.n(filled)} already filled` : '';
      return `New clock ${clockOwner(v, x)}: ${x.q(v.name)}, ${x.count('segment', v.segments)}${already}`;
    },
  },
  clock_edited: {
    fr: (v, x) => `Contrat modifié ${clockOwner(v, x)} : ${x.q(v.name)}, ${x.n(v.filled)} sur ${x.n(v.segments)}`,
    en: (v, x) => `Clock edited ${clockOwner(v, x)}: ${x.q(v.name)}, ${x.n(v.filled)} of ${x.n(v.segments)}`,
  },
  clock_visibility: {
    fr: (v, x) => `${x.q(v.name)} : ${x.lower('clockVisibility', v.to)} (avant : ${x.lower('clockVisibility', v.from)})`,
    en: (v, x) => `${x.q(v.name)}: ${x.lower('clockVisibility', v.to)} (was: ${x.lower('clockVisibility', v.from)})`,
  },
  clock_removed: {
    fr: (v, x) => `Contrat retiré : ${x.q(v.name)} (${x.n(v.filled)} sur ${x.n(v.segments)})`,
    en: (v, x) => `Clock removed: ${x.q(v.name)} (${x.n(v.filled)} of ${x.n(v.segments)})`,
  },
  faction_clocks_removed: {
    fr: () => 'Ses contrats partent avec elle',
    en: () => 'Its clocks go with it',
  },
  clock_checked: {
    fr: (v, x) => `${x.clock(v.clock)} : ${x.n(v.filled)} sur ${x.n(v.segments)}${v.usualSize === false ? ' (taille inhabituelle : 4, 6, 8 ou 12 d’ordinaire)' : ''}`,
    en: (v, x) => `${x.clock(v.clock)}: ${x.n(v.filled)} of ${x.n(v.segments)}${v.usualSize === false ? ' (an unusual size: usually 4, 6, 8 or 12)' : ''}`,
  },
  clock_filled: {
    fr: (v, x) => `Contrat rempli : ${x.q(v.name)}`,
    en: (v, x) => `Clock filled: ${x.q(v.name)}`,
  },
  hand_ticked: {
    fr: (v, x) => `${x.clock(v.clock)} : ${x.change('segment', v.delta)} par le MJ, ${x.n(v.from)} → ${x.n(v.to)} sur ${x.n(v.segments)}`,
    en: (v, x) => `${x.clock(v.clock)}: ${x.change('segment', v.delta)} by the GM, ${x.n(v.from)} → ${x.n(v.to)} of ${x.n(v.segments)}`,
  },
  tick_clamped: {
    fr: (v, x) =>
      v.bound === 'empty'
        ? `Un contrat ne descend pas sous 0 (calcul : ${x.s(v.asked)})`
        : `Un contrat ne dépasse pas sa taille : ${x.n(v.to)} (calcul : ${x.n(v.asked)})`,
    en: (v, x) =>
      v.bound === 'empty' ? `A clock never goes below 0 (computed ${x.s(v.asked)})` : `A clock never goes past its size: ${x.n(v.to)} (computed ${x.n(v.asked)})`,
  },
  ticked_while_locked: {
    fr: (v, x) => `Avancé à la main alors qu’il faut d’abord remplir ${x.clock(v.requires)}`,
    en: (v, x) => `Ticked by hand although ${x.clock(v.requires)} must be filled first`,
  },
  action_pool: {
    fr: (v, x) => `Jet d’action : ${clockPool(v.pool, x)}`,
    en: (v, x) => `Action roll: ${clockPool(v.pool, x)}`,
  },
  fortune_pool: {
    fr: (v, x) => `Jet de chance du MJ : ${clockPool(v.pool, x)}`,
    en: (v, x) => `The GM’s fortune roll: ${clockPool(v.pool, x)}`,
  },
  faction_rolls_tier: {
    fr: (v, x) => `Jet de rang ${factionOfReason(v, x)}`,
    en: (v, x) => `Tier roll for ${factionOfReason(v, x)}`,
  },
  pool_from_faction_tier: {
    fr: (v, x) => `Rang ${x.tier(v.tier)} de la faction : ${clockPool(v.tier, x)}`,
    en: (v, x) => `Faction tier ${x.tier(v.tier)}: ${clockPool(v.tier, x)}`,
  },
  tier_zero_dice: {
    fr: (v) => (v.reading === 'oneDie' ? 'Faction sans dé : elle lance un dé (règle de table)' : 'Faction sans dé : 2 dés, on garde le plus bas'),
    en: (v) => (v.reading === 'oneDie' ? 'A faction with no dice rolls one die (table rule)' : 'A faction with no dice: 2 dice, keep the lowest'),
  },
  no_dice_no_roll: {
    fr: () => 'Faction sans dé : pas de jet (règle de table), son contrat n’avance pas',
    en: () => 'A faction with no dice does not roll (table rule): its clock does not move',
  },
  band_ticks: {
    fr: (v, x) => `${x.count('segment', v.ticks)} pour un résultat ${x.band(v.band)}${v.reading === 'reduced' ? ' (barème réduit, règle de table)' : ''}`,
    en: (v, x) => `${x.count('segment', v.ticks)} for a ${x.band(v.band)} result${v.reading === 'reduced' ? ' (reduced table, table rule)' : ''}`,
  },
  clock_ticked: {
    fr: (v, x) => {
      const lost = num(v.overflow) ?? 0;
      const tail = lost > 0 ? ` (${x.count('segment', lost)} de trop, perdu${lost > 1 ? 's' : ''})` : '';
      return `${x.clock(v.clock)} : ${x.change('segment', diff(v.to, v.from))} → ${x.n(v.to)} sur ${x.n(v.segments)}${tail}`;
    },
    en: (v, x) => {
      const lost = num(v.overflow) ?? 0;
      const tail = lost > 0 ? ` (${x.count('segment', lost)} too many, lost)` : '';
      return `${x.clock(v.clock)}: ${x.change('segment', diff(v.to, v.from))} → ${x.n(v.to)} of ${x.n(v.segments)}${tail}`;
    },
  },
  clock_requires: {
    fr: (v, x) => `Il faut d’abord remplir ${x.clock(v.requires)}`,
    en: (v, x) => `${x.clock(v.requires)} must be filled first`,
  },
  clock_unlocks: {
    fr: (v, x) => `Une fois rempli, il débloque ${x.clock(v.unlocks)}`,
    en: (v, x) => `Once filled, it unlocks ${x.clock(v.unlocks)}`,
  },
  clock_unlocked: {
    fr: (v, x) => `Contrat débloqué : ${x.clock(v.clock)} (${x.clock(v.by)} est rempli)`,
    en: (v, x) => `Clock unlocked: ${x.clock(v.clock)} (${x.clock(v.by)} is filled)`,
  },
  clock_races: {
    fr: (v, x) => `Course contre ${x.clock(v.rival)} : le premier contrat rempli l’emporte`,
    en: (v, x) => `Races ${x.clock(v.rival)}: the first clock to fill wins`,
  },
  race_won: {
    fr: (v, x) => `${x.clock(v.clock)} est rempli avant ${x.clock(v.rival)} : il remporte la course`,
    en: (v, x) => `${x.clock(v.clock)} filled before ${x.clock(v.rival)}: it wins the race`,
  },
  race_already_lost: {
    fr: (v, x) => `${x.clock(v.clock)} est rempli, mais ${x.clock(v.rival)} l’était déjà : la course était perdue`,
    en: (v, x) => `${x.clock(v.clock)} is filled, but ${x.clock(v.rival)} already was: the race was lost`,
  },
};

// ------------------------------------------------------------------------------------------------
// Refusals: why the engine said no (shown where the GM clicked, and for the API's 422).

const REFUSALS: Readonly<Record<string, Entry>> = {
  // E1: the GM picks from the rolled cell.
  entanglement_not_picked: {
    fr: () => 'Les dés de l’imbroglio sont jetés : choisissez d’abord l’imbroglio de la case',
    en: () => 'The entanglement dice are rolled: pick the entanglement from the cell first',
  },
  no_entanglement_to_pick: {
    fr: () => 'Aucun jet d’imbroglio n’attend de choix',
    en: () => 'No entanglement roll is waiting for a pick',
  },
  // The server's own refusals (undo, replay, follow-ups on stored rolls).
  nothing_to_undo: {
    fr: () => 'Rien à annuler : l’historique ne contient que la création de la bande',
    en: () => 'Nothing to undo: the history holds only the crew’s creation',
  },
  step_not_revertable: {
    fr: (v, x) =>
      v.type === 'undo' || v.type === 'redo'
        ? `L’étape ${x.n(v.seq)} est une annulation ou un rétablissement : rétablissez plutôt, ou annulez l’étape elle-même`
        : `L’étape ${x.n(v.seq)} ne s’annule pas : c’est le début de l’historique`,
    en: (v, x) =>
      v.type === 'undo' || v.type === 'redo'
        ? `Step ${x.n(v.seq)} is an undo or a redo: redo instead, or undo the step itself`
        : `Step ${x.n(v.seq)} cannot be undone: it starts the history`,
  },
  step_already_undone: {
    fr: (v, x) => `L’étape ${x.n(v.seq)} est déjà annulée : rétablissez-la si besoin`,
    en: (v, x) => `Step ${x.n(v.seq)} is already undone: redo it if needed`,
  },
  revert_choice_differs: {
    fr: (v, x) =>
      num(v.count) === 0
        ? `Les étapes suivantes s’appliquent toutes encore sans l’étape ${x.n(v.seq)} : rien d’autre n’est à annuler, relisez l’aperçu`
        : `Sans l’étape ${x.n(v.seq)}, ${agree(v.count, 'cette étape ne s’applique', 'ces étapes ne s’appliquent', x)} plus : ${x.text(v.steps)} ; confirmez ${agree(v.count, 'son', 'leur', x)} annulation (relisez l’aperçu)`,
    en: (v, x) =>
      num(v.count) === 0
        ? `Every later step still applies without step ${x.n(v.seq)}: nothing else is to be undone, read the preview again`
        : `Without step ${x.n(v.seq)}, ${agree(v.count, 'this step no longer applies', 'these steps no longer apply', x)}: ${x.text(v.steps)}; confirm ${agree(v.count, 'it goes', 'they go', x)} too (read the preview again)`,
  },
  not_an_undo: {
    fr: (v, x) => `L’étape ${x.n(v.seq)} n’est pas une annulation : rien à rétablir`,
    en: (v, x) => `Step ${x.n(v.seq)} is not an undo: nothing to redo`,
  },
  undo_already_redone: {
    fr: (v, x) => `L’étape ${x.n(v.seq)}, une annulation, a déjà été reprise : ce qu’elle avait annulé est rétabli`,
    en: (v, x) => `Step ${x.n(v.seq)}, an undo, was already taken back: what it undid is redone`,
  },
  redone_step_does_not_apply: {
    fr: (v, x) => `L’étape ${x.n(v.seq)} ne s’appliquerait plus aujourd’hui : elle reste annulée`,
    en: (v, x) => `Step ${x.n(v.seq)} would no longer apply now: it stays undone`,
  },
  redo_breaks_later_steps: {
    fr: (v, x) =>
      `Rétablir l’étape ${x.n(v.seq)} ferait tomber ${agree(v.count, 'une étape gardée depuis', 'des étapes gardées depuis', x)} (${x.text(v.steps)}) : annulez-${agree(v.count, 'la', 'les', x)} d’abord`,
    en: (v, x) => `Redoing step ${x.n(v.seq)} would break ${agree(v.count, 'a step kept since', 'steps kept since', x)} (${x.text(v.steps)}): undo ${agree(v.count, 'it', 'them', x)} first`,
  },
  nothing_to_undo_in_ledger: {
    fr: () => 'Rien à annuler : l’historique du sorcier ne contient que sa création',
    en: () => 'Nothing to undo: the wizard’s history holds only its creation',
  },
  no_roll_to_undo: {
    fr: () => 'Rien à annuler : l’action complexe n’a pas encore de jet',
    en: () => 'Nothing to undo: the complex action has no roll yet',
  },
  roll_already_undone: {
    fr: () => 'Ce jet a été annulé : rien n’en découle plus',
    en: () => 'This roll was undone: nothing follows from it any more',
  },
  undo_not_last: {
    fr: () => 'Un autre jet a été fait depuis : annulez d’abord le dernier jet de la campagne',
    en: () => 'Another roll was made since: undo the campaign’s last roll first',
  },
  undo_in_its_history: {
    fr: () => 'Ce jet fait partie d’une étape d’un historique (bande, registre ou action complexe) : annulez-le là',
    en: () => 'This roll belongs to a step of a history (a crew, a ledger, a complex action): undo it there',
  },
  sheet_limit: {
    fr: (v, x) => `La fiche dépasserait une limite (${limitField(v.field, 'fr', x)}${typeof v.max === 'number' ? ` : ${x.n(v.max)} au plus` : ''}) : rien n’a été changé`,
    en: (v, x) => `The sheet would go past a limit (${limitField(v.field, 'en', x)}${typeof v.max === 'number' ? `: ${x.n(v.max)} at most` : ''}): nothing was changed`,
  },
  history_does_not_replay: {
    fr: (v, x) => `L’historique ne se rejoue plus${v.seq === undefined ? '' : ` (étape ${x.n(v.seq)})`} : rien n’a été changé`,
    en: (v, x) => `The history no longer replays${v.seq === undefined ? '' : ` (step ${x.n(v.seq)})`}: nothing was changed`,
  },
  result_replaced: {
    fr: () => 'Ce jet a été relancé : la suite se joue sur le nouveau jet',
    en: () => 'This roll was re-rolled: follow up on the new roll',
  },
  fear_test_already_resolved: {
    fr: () => 'Ce test de crainte a déjà été appliqué',
    en: () => 'This fear test has already been applied',
  },
  collection_pending: {
    fr: () => 'Un recouvrement de dette est déjà en cours pour ce sorcier : terminez-le d’abord',
    en: () => 'A debt collection is already under way for this wizard: finish it first',
  },
  collection_not_pending: {
    fr: (v) =>
      typeof v.pending === 'string' && v.pending !== ''
        ? 'Cette réclamation de dette n’attend plus rien : c’est une autre qui attend le joueur'
        : 'Aucune réclamation de dette n’attend le joueur pour ce sorcier',
    en: (v) =>
      typeof v.pending === 'string' && v.pending !== ''
        ? 'This debt collection isn’t waiting for anything: another one is waiting for the player'
        : 'No debt collection is waiting for the player for this wizard',
  },
  member_id_taken: {
    fr: (v, x) => `La bande du sorcier a déjà un membre avec cet identifiant (${x.member(v.memberId)})`,
    en: (v, x) => `The warband already has a member with this id (${x.member(v.memberId)})`,
  },
  hired_muscle_id_taken: {
    fr: (v, x) => `Le sorcier a déjà un gros bras avec cet identifiant (${x.text(v.id)})`,
    en: (v, x) => `The wizard already has hired muscle with this id (${x.text(v.id)})`,
  },
  // Shared.
  unknown_character: {
    fr: (v, x) => `Personnage inconnu (${x.text(v.character)})`,
    en: (v, x) => `Unknown character (${x.text(v.character)})`,
  },
  unknown_faction: {
    fr: (v, x) => `Faction inconnue (${x.text(v.faction)})`,
    en: (v, x) => `Unknown faction (${x.text(v.faction)})`,
  },
  unknown_cohort: {
    fr: (v, x) => `Cohorte inconnue (${x.text(v.cohort)})`,
    en: (v, x) => `Unknown cohort (${x.text(v.cohort)})`,
  },
  unknown_asset: {
    fr: () => 'La bande ne détient pas (ou plus) cette ressource',
    en: () => 'The crew does not hold this asset (any more)',
  },
  not_enough_coin: {
    fr: (v, x) =>
      typeof v.character === 'string'
        ? `Pas assez d’argent : il en faut ${x.n(v.needed)}, ${x.pc(v.character)} en a ${x.n(v.coin)}`
        : `Pas assez d’argent : il en faut ${x.n(v.needed)}, la caisse de la bande en a ${x.n(v.coin)}`,
    en: (v, x) =>
      typeof v.character === 'string'
        ? `Not enough coin: ${x.n(v.needed)} needed, ${x.pc(v.character)} has ${x.n(v.coin)}`
        : `Not enough coin: ${x.n(v.needed)} needed, the crew stash holds ${x.n(v.coin)}`,
  },
  out_of_order: {
    fr: (v, x) =>
      `Pas maintenant : ${x.q(x.term('event', v.event))} se fait à l’étape ${x.list('downtimePhase', v.expected, 'or')} (étape en cours : ${x.lower('downtimePhase', v.phase)})`,
    en: (v, x) => `Not now: ${x.q(x.term('event', v.event))} belongs to the ${x.list('downtimePhase', v.expected, 'or')} step (current step: ${x.lower('downtimePhase', v.phase)})`,
  },

  // P.
  invalid_target_tier: {
    fr: (v, x) => `Rang de la cible invalide (${x.n(v.targetTier)}) : un nombre entier, 0 ou plus`,
    en: (v, x) => `Invalid target tier (${x.n(v.targetTier)}): a whole number, 0 or more`,
  },
  invalid_take: {
    fr: (v, x) => `Butin invalide (${x.n(v.take)}) : un nombre entier d’argent, 0 ou plus`,
    en: (v, x) => `Invalid take (${x.n(v.take)}): whole coin, 0 or more`,
  },
  missing_boss: {
    fr: () => 'Nommez le parrain à qui la dîme est due',
    en: () => 'Name the crime boss the tithe is owed to',
  },
  invalid_share: {
    fr: (v, x) =>
      typeof v.character === 'string'
        ? `Part invalide pour ${x.pc(v.character)} (${x.n(v.coin)}) : un nombre entier d’argent, 0 ou plus`
        : `Part de la caisse invalide (${x.n(v.stash)}) : un nombre entier d’argent, 0 ou plus`,
    en: (v, x) =>
      typeof v.character === 'string'
        ? `Invalid share for ${x.pc(v.character)} (${x.n(v.coin)}): whole coin, 0 or more`
        : `Invalid stash share (${x.n(v.stash)}): whole coin, 0 or more`,
  },
  duplicate_share: {
    fr: (v, x) => `${x.pc(v.character)} reçoit deux parts : une seule par PJ`,
    en: (v, x) => `${x.pc(v.character)} is given two shares: one per PC`,
  },
  split_mismatch: {
    fr: (v, x) => `Le partage fait ${x.count('coin', v.total)} au lieu des ${x.n(v.net)} du butin net`,
    en: (v, x) => `The split adds up to ${x.count('coin', v.total)}, not the net take of ${x.n(v.net)}`,
  },

  // H.
  unknown_exposure: {
    fr: (v, x) => `Exposition inconnue (${x.text(v.exposure)})`,
    en: (v, x) => `Unknown exposure (${x.text(v.exposure)})`,
  },

  // I.
  not_available: {
    fr: (v, x) => `${x.pc(v.character)} n’est pas disponible (${x.lower('characterStatus', v.status)})`,
    en: (v, x) => `${x.pc(v.character)} is not available (${x.lower('characterStatus', v.status)})`,
  },
  beating_not_allowed: {
    fr: (v, x) => `La raclée n’est possible qu’à l’avis de recherche 0 (ici ${x.n(v.sentencedAs)})`,
    en: (v, x) => `A beating is only possible at wanted level 0 (here ${x.n(v.sentencedAs)})`,
  },
  not_jailed: {
    fr: (v, x) => `${x.pc(v.character)} n’est pas en prison (${x.lower('characterStatus', v.status)})`,
    en: (v, x) => `${x.pc(v.character)} is not in jail (${x.lower('characterStatus', v.status)})`,
  },
  invalid_load: {
    fr: (v, x) => `Charge invalide (${x.n(v.load)}) : un nombre entier, 0 ou plus`,
    en: (v, x) => `Invalid load (${x.n(v.load)}): a whole number, 0 or more`,
  },
  unknown_prison_claim: {
    fr: (v, x) => `Domaine carcéral inconnu (${x.text(v.kind)})`,
    en: (v, x) => `Unknown prison claim (${x.text(v.kind)})`,
  },
  prison_claim_held: {
    fr: (v, x) =>
      num(v.max) !== null && (v.max as number) > 1
        ? `${x.term('prisonClaim', v.kind)} : déjà pris ${x.n(v.count)} fois, le maximum`
        : `${x.term('prisonClaim', v.kind)} : la bande a déjà ce domaine carcéral`,
    en: (v, x) =>
      num(v.max) !== null && (v.max as number) > 1
        ? `${x.term('prisonClaim', v.kind)}: already taken ${x.n(v.count)} times, the maximum`
        : `${x.term('prisonClaim', v.kind)}: the crew already holds this prison claim`,
  },
  allied_claim_missing: {
    fr: () => 'Domaine allié : nommez le domaine revendiqué',
    en: () => 'Allied claim: name the claim it brings',
  },
  allied_claim_turf: {
    fr: (v, x) => `Domaine allié : pas de territoire (${x.q(v.claim)})`,
    en: (v, x) => `Allied claim: it can’t be a turf (${x.q(v.claim)})`,
  },
  claim_already_held: {
    fr: (v, x) => `La bande a déjà le domaine ${x.q(v.claim)}`,
    en: (v, x) => `The crew already holds the claim ${x.q(v.claim)}`,
  },
  max_tier: {
    fr: (v, x) => `La bande est déjà au rang le plus haut (${x.tier(v.max)})`,
    en: (v, x) => `The crew is already at the highest tier (${x.tier(v.max)})`,
  },

  // E.
  invalid_wanted: {
    fr: (v, x) => `Avis de recherche invalide (${x.n(v.wanted)})`,
    en: (v, x) => `Invalid wanted level (${x.n(v.wanted)})`,
  },
  not_in_cell: {
    fr: (v, x) =>
      `${x.term('entanglement', v.kind)} n’est pas dans cette case (${x.lower('entanglementColumn', v.column)}, ligne ${x.band(v.row)}) : ${x.list('entanglement', v.candidates, 'or')}`,
    en: (v, x) =>
      `${x.term('entanglement', v.kind)} is not in this cell (${x.lower('entanglementColumn', v.column)}, row ${x.band(v.row)}): ${x.list('entanglement', v.candidates, 'or')}`,
  },
  entanglement_already_rolled: {
    fr: () => 'L’imbroglio de ce temps mort est déjà tiré',
    en: () => 'This downtime’s entanglement was already rolled',
  },
  invalid_entanglement_id: {
    fr: () => 'Identifiant d’imbroglio invalide',
    en: () => 'Invalid entanglement id',
  },
  duplicate_entanglement_id: {
    fr: (v, x) => `Cet identifiant d’imbroglio existe déjà (${x.text(v.id)})`,
    en: (v, x) => `This entanglement id is already taken (${x.text(v.id)})`,
  },
  unknown_entanglement: {
    fr: () => 'Imbroglio introuvable : déjà résolu, ou retiré',
    en: () => 'No such entanglement: already resolved, or removed',
  },
  already_revealed: {
    fr: (v, x) => `L’imbroglio ${x.term('entanglement', v.kind)} est déjà révélé`,
    en: (v, x) => `The entanglement ${x.term('entanglement', v.kind)} is already revealed`,
  },
  not_revealed: {
    fr: (v, x) => `Révélez d’abord l’imbroglio (${x.term('entanglement', v.kind)})`,
    en: (v, x) => `Reveal the entanglement first (${x.term('entanglement', v.kind)})`,
  },
  wrong_entanglement: {
    fr: (v, x) => `Ce choix est pour ${x.term('entanglement', v.chosen)}, pas pour ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `That choice is for ${x.term('entanglement', v.chosen)}, not ${x.term('entanglement', v.kind)}`,
  },
  eligible_faction_exists: {
    fr: (v, x) => `« Rien ne se passe » n’est pas possible : ${x.count('faction', v.factions)} concernée${num(v.factions) !== null && (v.factions as number) > 1 ? 's' : ''}`,
    en: (v, x) => `“Nothing happens” isn’t an option: ${x.count('faction', v.factions)} qualif${num(v.factions) === 1 ? 'ies' : 'y'}`,
  },
  faction_required: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} : choisissez la faction concernée`,
    en: (v, x) => `${x.term('entanglement', v.kind)}: name the faction`,
  },
  faction_not_eligible: {
    fr: (v, x) =>
      `${x.term('entanglement', v.kind)} impossible avec ${x.faction(v.faction)} : relations ${x.s(v.status)}, il faut des ${x.lower('factionNeeded', v.needed)}`,
    en: (v, x) =>
      `${x.faction(v.faction)} doesn’t qualify for ${x.term('entanglement', v.kind)}: status ${x.s(v.status)}, needs ${x.lower('factionNeeded', v.needed)}`,
  },
  no_claim_to_concede: {
    fr: () => 'La bande n’a aucun domaine à concéder',
    en: () => 'The crew has no claim to concede',
  },
  unknown_claim: {
    fr: (v, x) => `La bande n’a pas le domaine ${x.q(v.claim)}`,
    en: (v, x) => `The crew holds no claim ${x.q(v.claim)}`,
  },
  has_claims: {
    fr: (v, x) => `La bande a encore ${x.count('claim', v.claims)} : elle en concède un plutôt que de perdre de l’assise`,
    en: (v, x) => `The crew still holds ${x.count('claim', v.claims)}: it concedes one rather than losing hold`,
  },
  invalid_pool: {
    fr: (v, x) => `Nombre de dés invalide (${x.n(v.pool)}) : de 0 à ${x.n(v.max)}`,
    en: (v, x) => `Invalid number of dice (${x.n(v.pool)}): 0 to ${x.n(v.max)}`,
  },
  invalid_quality: {
    fr: (v, x) => `Qualité de l’occultiste invalide (${x.n(v.pool)}) : de 0 à ${x.n(v.max)}`,
    en: (v, x) => `Invalid occultist quality (${x.n(v.pool)}): 0 to ${x.n(v.max)}`,
  },
  invalid_experience: {
    fr: (v, x) => `Expérience invalide (${x.n(v.experience)}) : un nombre entier`,
    en: (v, x) => `Invalid experience (${x.n(v.experience)}): a whole number`,
  },
  unknown_option: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} n’offre pas cette option (${x.text(v.option)})`,
    en: (v, x) => `${x.term('entanglement', v.kind)} has no such option (${x.text(v.option)})`,
  },
  character_required: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} : choisissez le PJ concerné`,
    en: (v, x) => `${x.term('entanglement', v.kind)}: name the PC`,
  },
  pool_required: {
    fr: () => 'Indiquez le nombre de dés du jet de chance',
    en: () => 'Give the number of dice of the fortune roll',
  },
  name_required: {
    fr: (v) => (v.field === 'to' ? 'Nommez la nouvelle allégeance' : v.field === 'claim' ? 'Nommez le domaine concédé' : 'Nommez la personne concernée'),
    en: (v) => (v.field === 'to' ? 'Name the new allegiance' : v.field === 'claim' ? 'Name the claim conceded' : 'Name the person concerned'),
  },

  // A.
  no_activity_left: {
    fr: (v, x) => `Plus d’activité de temps mort : ${x.n(v.used)} sur ${x.n(v.allowance)} déjà utilisée${num(v.used) !== null && (v.used as number) > 1 ? 's' : ''}`,
    en: (v, x) => `No downtime activity left: ${x.n(v.used)} of ${x.n(v.allowance)} already used`,
  },
  no_free_play_left: {
    fr: (v, x) => `Plus d’action libre avec le MJ : ${x.n(v.used)} sur ${x.n(v.limit)} (2 + rang ${x.tier(v.tier)})`,
    en: (v, x) => `No free-play action left: ${x.n(v.used)} of ${x.n(v.limit)} (2 + tier ${x.tier(v.tier)})`,
  },
  asset_not_settled: {
    fr: (v, x) => `${x.pc(v.character)} doit d’abord régler sa ressource (ajouter de l’argent ou non)`,
    en: (v, x) => `${x.pc(v.character)} must settle the asset first (add coin or not)`,
  },
  no_asset_to_settle: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas de ressource en attente`,
    en: (v, x) => `${x.pc(v.character)} has no asset waiting`,
  },
  overindulgence_not_chosen: {
    fr: (v, x) => `${x.pc(v.character)} doit d’abord choisir son excès`,
    en: (v, x) => `${x.pc(v.character)} must pick the overindulgence first`,
  },
  no_overindulgence: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas d’excès à choisir`,
    en: (v, x) => `${x.pc(v.character)} has no overindulgence to pick`,
  },
  character_unavailable: {
    fr: (v, x) => `${x.pc(v.character)} ne peut pas agir (${x.lower('characterStatus', v.status)})`,
    en: (v, x) => `${x.pc(v.character)} can’t act (${x.lower('characterStatus', v.status)})`,
  },
  unknown_skill: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas la compétence ${x.named('skill', v.skill)}`,
    en: (v, x) => `${x.pc(v.character)} has no skill ${x.named('skill', v.skill)}`,
  },
  coin_in_pairs: {
    fr: (v, x) => `L’argent s’ajoute par ${x.n(v.perQuality)} (${x.n(v.perQuality)} par niveau de qualité) : ${x.n(v.coin)} ne convient pas`,
    en: (v, x) => `Coin comes in steps of ${x.n(v.perQuality)} (${x.n(v.perQuality)} per level of quality): ${x.n(v.coin)} won’t do`,
  },
  coin_needs_critical: {
    fr: (v, x) => `Règle de table : l’argent n’améliore la qualité qu’après un critique (résultat ${x.band(v.band)})`,
    en: (v, x) => `Table rule: coin raises the quality only after a critical (${x.band(v.band)} result)`,
  },
  unknown_asset_kind: {
    fr: (v, x) => `Type de ressource inconnu (${x.text(v.kind)})`,
    en: (v, x) => `Unknown kind of asset (${x.text(v.kind)})`,
  },
  unknown_dangerous_goods: {
    fr: (v, x) => `Marchandise dangereuse inconnue (${x.text(v.dangerous)})`,
    en: (v, x) => `Unknown dangerous goods (${x.text(v.dangerous)})`,
  },
  invalid_segments: {
    fr: (v, x) => `Contrat invalide (${x.n(v.segments)}) : au moins 1 segment`,
    en: (v, x) => `Invalid clock (${x.n(v.segments)}): at least 1 segment`,
  },
  duplicate_project: {
    fr: (v, x) => `Ce projet existe déjà (${x.project(v.project)})`,
    en: (v, x) => `This project already exists (${x.project(v.project)})`,
  },
  unknown_required_project: {
    fr: (v, x) => `Projet préalable introuvable (${x.project(v.requires)})`,
    en: (v, x) => `Required project not found (${x.project(v.requires)})`,
  },
  unknown_project: {
    fr: (v, x) => `Projet introuvable (${x.project(v.project)})`,
    en: (v, x) => `Project not found (${x.project(v.project)})`,
  },
  project_complete: {
    fr: (v, x) => `${x.project(v.project)} est déjà achevé`,
    en: (v, x) => `${x.project(v.project)} is already complete`,
  },
  required_project_incomplete: {
    fr: (v, x) => `Il faut d’abord achever ${x.project(v.requires)} (${x.n(v.filled)} sur ${x.n(v.segments)})`,
    en: (v, x) => `${x.project(v.requires)} must be completed first (${x.n(v.filled)} of ${x.n(v.segments)})`,
  },
  no_surgery_skill: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas la compétence chirurgie : impossible de se soigner soi-même`,
    en: (v, x) => `${x.pc(v.character)} lacks the surgery skill: no healing oneself`,
  },
  unknown_healer: {
    fr: (v, x) => `Soigneur inconnu (${x.pc(v.healer)})`,
    en: (v, x) => `Unknown healer (${x.pc(v.healer)})`,
  },
  no_harm: {
    fr: (v, x) => `${x.pc(v.character)} n’a aucune blessure à soigner`,
    en: (v, x) => `${x.pc(v.character)} has no harm to heal`,
  },
  no_heat: {
    fr: () => 'Pas de raffut à réduire',
    en: () => 'No heat to reduce',
  },
  skill_already_trained: {
    fr: (v, x) => `${x.pc(v.character)} a déjà fait son entraînement en ${x.named('skill', v.skill)} pendant ce temps mort`,
    en: (v, x) => `${x.pc(v.character)} already trained ${x.named('skill', v.skill)} this downtime`,
  },

  // V.
  no_vice: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas de vice`,
    en: (v, x) => `${x.pc(v.character)} has no vice`,
  },
  vice_tapped: {
    fr: (v, x) => `${x.pc(v.character)} : son fournisseur (${x.text(v.purveyor)}) a coupé les ponts, il faut en trouver un nouveau`,
    en: (v, x) => `${x.pc(v.character)}: their purveyor (${x.text(v.purveyor)}) cut ties, a new one is needed`,
  },
  unknown_attribute: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas l’attribut ${x.named('downtimeAttribute', v.attribute)}`,
    en: (v, x) => `${x.pc(v.character)} has no attribute ${x.named('downtimeAttribute', v.attribute)}`,
  },
  unknown_choice: {
    fr: (v, x) => `Excès inconnu (${x.text(v.choice)})`,
    en: (v, x) => `Unknown overindulgence (${x.text(v.choice)})`,
  },
  not_lost: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas disparu (${x.lower('characterStatus', v.status)})`,
    en: (v, x) => `${x.pc(v.character)} is not lost (${x.lower('characterStatus', v.status)})`,
  },
  not_tapped: {
    fr: (v, x) => `${x.pc(v.character)} a toujours son fournisseur (${x.text(v.purveyor)})`,
    en: (v, x) => `${x.pc(v.character)} still has a purveyor (${x.text(v.purveyor)})`,
  },

  // F.
  markers_over_level: {
    fr: (v, x) =>
      `Trop de marqueurs Pègre : il en faudrait ${x.n(v.needed)} (${x.lower('debtFavour', v.favour)}), le sorcier (niveau ${x.n(v.level)}) en a ${x.n(v.held)} et ne peut en prendre que ${x.n(v.free)} de plus`,
    en: (v, x) =>
      `Too many debt markers: the ${x.lower('debtFavour', v.favour)} needs ${x.n(v.needed)}, the wizard (level ${x.n(v.level)}) holds ${x.n(v.held)} and may take only ${x.n(v.free)} more`,
  },
  loan_out_of_range: {
    fr: (v, x) => `Prêt de ${x.count('gc', v.amount)} impossible : de ${x.n(v.min)} à ${x.count('gc', v.max)}`,
    en: (v, x) => `A loan of ${x.count('gc', v.amount)} isn’t possible: ${x.n(v.min)} to ${x.count('gc', v.max)}`,
  },
  bonus_out_of_range: {
    fr: (v, x) => `Bonus d’intimidation ${x.s(v.bonus)} impossible : de ${x.s(v.min)} à ${x.s(v.max)}`,
    en: (v, x) => `An intimidation bonus of ${x.s(v.bonus)} isn’t possible: ${x.s(v.min)} to ${x.s(v.max)}`,
  },
  target_immune: {
    fr: (v, x) => `Impossible d’intimider ${x.text(v.name)} (${x.lower('warbandRole', v.role)}) : sorciers, apprentis et capitaines ne peuvent pas être ciblés`,
    en: (v, x) => `${x.text(v.name)} (${x.lower('warbandRole', v.role)}) can’t be intimidated: wizards, apprentices and captains can’t be targeted`,
  },
  hired_muscle_limit: {
    fr: (v, x) => `Déjà ${x.n(v.hired)} gros bras embauchés (maximum ${x.n(v.max)})`,
    en: (v, x) => `Already ${x.n(v.hired)} hired muscle (at most ${x.n(v.max)})`,
  },
  // F4 → F6: the end of a game in the seed's order (debt/endOfGame.ts).
  hired_muscle_not_settled: {
    fr: () => 'Réglez d’abord les gros bras de la partie : c’est ce qui la termine, même sans gros bras embauché',
    en: () => 'Settle the game’s hired muscle first: that is what ends the game, even with none hired',
  },
  collection_already_checked: {
    fr: () => 'La dette a déjà été vérifiée pour cette partie : une seule vérification par partie',
    en: () => 'The debt has already been checked for this game: one check per game',
  },
  'F4:debt_not_checked': {
    fr: () => 'Vérifiez d’abord la dette de la partie terminée : ses gros bras sont déjà réglés',
    en: () => 'Check the debt of the game that ended first: its hired muscle is already settled',
  },
  'F1:debt_not_checked': {
    fr: () => 'Vérifiez d’abord la dette de la partie terminée : les faveurs se réclament avant la partie suivante',
    en: () => 'Check the debt of the game that ended first: favours are claimed before the next game',
  },
  not_hired_muscle: {
    fr: (v, x) => `${x.member(v.id)} n’est pas un gros bras embauché`,
    en: (v, x) => `${x.member(v.id)} is not hired muscle`,
  },
  nothing_to_pay: {
    fr: () => 'Remboursez au moins 1 marqueur',
    en: () => 'Pay off at least 1 marker',
  },
  not_enough_markers: {
    fr: (v, x) => `Le sorcier a seulement ${x.count('debtMarker', v.held)} (${x.n(v.requested)} ${agree(v.requested, 'demandé', 'demandés', x)})`,
    en: (v, x) => `The wizard holds only ${x.count('debtMarker', v.held)} (${x.n(v.requested)} asked)`,
  },
  not_enough_gold: {
    fr: (v, x) => `Pas assez d’or : ${x.count('gc', v.needed)} nécessaires (${x.count('gc', v.gcPerMarker)} par marqueur), le coffre-fort en a ${x.n(v.gold)}`,
    en: (v, x) => `Not enough gold: ${x.count('gc', v.needed)} needed (${x.count('gc', v.gcPerMarker)} per marker), the vault holds ${x.n(v.gold)}`,
  },
  not_awaiting_sale: {
    fr: (v, x) => `La réclamation n’attend pas de vente (${x.lower('debtCollectionStatus', v.status)})`,
    en: (v, x) => `The collection isn’t waiting for a sale (${x.lower('debtCollectionStatus', v.status)})`,
  },
  sale_markers_out_of_range: {
    fr: (v, x) => `La vente de ${x.count('gc', v.saleGold)} paie de ${x.n(v.min)} à ${x.count('debtMarker', v.max)} (${x.n(v.requested)} ${agree(v.requested, 'demandé', 'demandés', x)})`,
    en: (v, x) => `The sale of ${x.count('gc', v.saleGold)} pays ${x.n(v.min)} to ${x.count('debtMarker', v.max)} (${x.n(v.requested)} asked)`,
  },
  not_awaiting_members: {
    fr: (v, x) => `La réclamation n’attend pas de membres (${x.lower('debtCollectionStatus', v.status)})`,
    en: (v, x) => `The collection isn’t waiting for members (${x.lower('debtCollectionStatus', v.status)})`,
  },
  unknown_member: {
    fr: (v, x) => `Membre inconnu de la bande de guerre (${x.member(v.memberId)})`,
    en: (v, x) => `Unknown warband member (${x.member(v.memberId)})`,
  },
  wizard_cannot_help: {
    fr: () => 'Le sorcier ne peut pas être envoyé aider le gang',
    en: () => 'The wizard can’t be sent to help the gang',
  },
  hired_muscle_cannot_help: {
    fr: (v, x) => `${x.member(v.memberId)} est un gros bras embauché : il part après la partie, il ne peut pas être envoyé`,
    en: (v, x) => `${x.member(v.memberId)} is hired muscle: released after the game, it can’t be sent`,
  },

  // T.
  unknown_trait: {
    fr: (v, x) => `Trait inconnu : ${x.q(v.trait)}`,
    en: (v, x) => `Unknown trait: ${x.q(v.trait)}`,
  },
  no_comfort: {
    fr: () => 'Ce personnage n’a pas de réconfort',
    en: () => 'This character has no comfort',
  },
  comfort_already_lost: {
    fr: (v, x) => `Le réconfort ${x.q(v.comfort)} est déjà perdu`,
    en: (v, x) => `The comfort ${x.q(v.comfort)} is already lost`,
  },
  comfort_not_lost: {
    fr: (v, x) => `Le réconfort ${x.q(v.comfort)} n’est pas perdu`,
    en: (v, x) => `The comfort ${x.q(v.comfort)} isn’t lost`,
  },
  no_fear: {
    fr: () => 'Ce personnage n’a pas de crainte',
    en: () => 'This character has no fear',
  },
  no_destiny_point: {
    fr: () => 'Plus de point de Destin',
    en: () => 'No destiny point left',
  },
  not_a_critical_success: {
    fr: (v, x) => `Ce n’est pas une réussite critique (${x.lower('d12Degree', v.degree)})`,
    en: (v, x) => `Not a critical success (${x.lower('d12Degree', v.degree)})`,
  },
  not_a_critical_failure: {
    fr: (v, x) => `Ce n’est pas un échec critique (${x.lower('d12Degree', v.degree)})`,
    en: (v, x) => `Not a critical failure (${x.lower('d12Degree', v.degree)})`,
  },
  critical_already_applied: {
    fr: (v, x) => `L’effet du critique est déjà choisi (${critOption(v.option, x)})`,
    en: (v, x) => `The critical’s effect is already chosen (${critOption(v.option, x)})`,
  },
  result_already_used: {
    fr: (v, x) => `Ce résultat a déjà servi : l’effet du critique est choisi (${critOption(v.option, x)})`,
    en: (v, x) => `This result was already used: the critical’s effect is chosen (${critOption(v.option, x)})`,
  },
  character_out: {
    fr: (v, x) => `${x.pc(v.character)} n’est plus jouable${v.cause === null || v.cause === undefined ? '' : ` (${x.lower('d12OutCause', v.cause)})`}`,
    en: (v, x) => `${x.pc(v.character)} can no longer be played${v.cause === null || v.cause === undefined ? '' : ` (${x.lower('d12OutCause', v.cause)})`}`,
  },
  no_d12_sheet: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas encore de fiche d12 : Corps, Esprit et Âme sont à remplir sur la page de la bande`,
    en: (v, x) => `${x.pc(v.character)} has no d12 sheet yet: fill in Body, Mind and Soul on the crew’s page`,
  },
  character_retired: {
    fr: (v, x) => `${x.pc(v.character)} est à la retraite : sa feuille ne change plus`,
    en: (v, x) => `${x.pc(v.character)} has retired: their sheet no longer changes`,
  },
  place_not_safe: {
    fr: () => 'Il faut un lieu (relativement) sûr pour se reposer',
    en: () => 'Resting needs a (relatively) safe place',
  },
  allocation_over_value: {
    fr: (v, x) => `Trop de points pour ${x.attr(v.attribute)} : ${x.n(v.pool)} + ${x.n(v.points)} dépasse la valeur ${x.n(v.value)}`,
    en: (v, x) => `Too many points for ${x.attr(v.attribute)}: ${x.n(v.pool)} + ${x.n(v.points)} is over the value ${x.n(v.value)}`,
  },
  allocation_mismatch: {
    fr: (v, x) => `Répartissez exactement ${x.count('point', v.expected)} (${x.n(v.allocated)} ${agree(v.allocated, 'réparti', 'répartis', x)})`,
    en: (v, x) => `Allocate exactly ${x.count('point', v.expected)} (${x.n(v.allocated)} allocated)`,
  },
  pool_empty: {
    fr: (v, x) => `Réserve ${ofAttr(v.attribute, x)} vide : rien à donner`,
    en: (v, x) => `${x.attr(v.attribute)} pool is empty: nothing to give`,
  },
  critical_failure_stays: {
    fr: () => 'Un échec critique reste un échec critique',
    en: () => 'A critical failure stays a critical failure',
  },
  already_critical: {
    fr: () => 'C’est déjà une réussite critique',
    en: () => 'It’s already a critical success',
  },
  cannot_reach_critical: {
    fr: () => 'Donner de sa personne ne mène pas à une réussite critique',
    en: () => 'Giving of oneself can’t reach a critical success',
  },
  last_point: {
    fr: (v, x) => `Règle de table : on ne donne pas son dernier point ${ofAttr(v.attribute, x)}`,
    en: (v, x) => `Table rule: the last ${x.attr(v.attribute)} point can’t be given`,
  },
  trait_name_empty: {
    fr: () => 'Le trait doit avoir un nom',
    en: () => 'The trait needs a name',
  },
  trait_exists: {
    fr: (v, x) => `Le trait ${x.q(v.trait)} existe déjà`,
    en: (v, x) => `The trait ${x.q(v.trait)} already exists`,
  },
  trait_at_cap: {
    fr: (v, x) => `${x.q(v.trait)} est déjà à ${x.s(v.cap)}, le maximum`,
    en: (v, x) => `${x.q(v.trait)} is already at ${x.s(v.cap)}, the maximum`,
  },
  pyramid_broken: {
    fr: (v, x) => `Règle de la pyramide : ${x.count('trait', v.count)} à ${x.s(v.rating)} pour seulement ${x.n(v.below)} à ${x.s(num(v.rating) === null ? null : (v.rating as number) - 1)}`,
    en: (v, x) => `Pyramid rule: ${x.count('trait', v.count)} at ${x.s(v.rating)} but only ${x.n(v.below)} at ${x.s(num(v.rating) === null ? null : (v.rating as number) - 1)}`,
  },
  attribute_at_max: {
    fr: (v, x) => `${x.attr(v.attribute)} est déjà à ${x.n(v.max)}, le maximum`,
    en: (v, x) => `${x.attr(v.attribute)} is already at ${x.n(v.max)}, the maximum`,
  },

  // C.
  start_not_positive: {
    fr: (v, x) => `Nombre d’étapes de départ invalide (${x.n(v.start)}) : au moins 1`,
    en: (v, x) => `Invalid starting steps (${x.n(v.start)}): at least 1`,
  },
  failure_threshold_not_positive: {
    fr: (v, x) => `Seuil d’échec invalide (${x.n(v.failureThreshold)}) : au moins 1`,
    en: (v, x) => `Invalid failure threshold (${x.n(v.failureThreshold)}): at least 1`,
  },
  milestone_out_of_range: {
    fr: (v, x) => `Palier à ${x.count('step', v.crossed)} impossible : de 1 à ${x.n(v.start)}`,
    en: (v, x) => `A milestone at ${x.count('step', v.crossed)} isn’t possible: 1 to ${x.n(v.start)}`,
  },
  milestone_duplicate: {
    fr: (v, x) => `Deux paliers à ${x.count('step', v.crossed)}`,
    en: (v, x) => `Two milestones at ${x.count('step', v.crossed)}`,
  },
  complex_action_already_succeeded: {
    fr: () => 'L’action complexe est déjà réussie',
    en: () => 'The complex action has already succeeded',
  },
  complex_action_already_failed: {
    fr: () => 'L’action complexe a déjà échoué',
    en: () => 'The complex action has already failed',
  },
  complex_action_roll_limit: {
    fr: (v, x) => `L’action complexe a déjà ${x.count('roll', v.max)} : c’est le maximum`,
    en: (v, x) => `The complex action already has ${x.count('roll', v.max)}, the most it can keep`,
  },
  too_many_milestones: {
    fr: (v, x) => `Pas plus de ${x.count('milestone', v.max)}`,
    en: (v, x) => `No more than ${x.count('milestone', v.max)}`,
  },

  // K: clocks of the crew, its factions and its characters.
  'K1:invalid_segments': {
    fr: (v, x) => `Contrat invalide (${x.n(v.segments)}) : de ${x.n(v.min)} à ${x.count('segment', v.max)}`,
    en: (v, x) => `Invalid clock (${x.n(v.segments)}): ${x.n(v.min)} to ${x.count('segment', v.max)}`,
  },
  invalid_filled: {
    fr: (v, x) => `Segments remplis invalides (${x.n(v.filled)}) : de 0 à ${x.n(v.segments)}`,
    en: (v, x) => `Invalid filled segments (${x.n(v.filled)}): 0 to ${x.n(v.segments)}`,
  },
  invalid_owner: {
    fr: (v, x) => `Un contrat appartient à la bande, à une faction ou à un personnage (pas ${x.q(v.owner)})`,
    en: (v, x) => `A clock belongs to the crew, a faction or a character (not ${x.q(v.owner)})`,
  },
  duplicate_clock: {
    fr: (v, x) => `Ce contrat existe déjà (${x.clock(v.clock)})`,
    en: (v, x) => `This clock already exists (${x.clock(v.clock)})`,
  },
  unknown_owner: {
    fr: (v, x) => (v.owner === 'faction' ? `Faction introuvable (${x.faction(v.ownerId)}) : le contrat n’a pas de propriétaire` : 'Un contrat de la bande appartient à cette bande'),
    en: (v, x) => (v.owner === 'faction' ? `Faction not found (${x.faction(v.ownerId)}): the clock has no owner` : 'A clock of the crew belongs to this crew'),
  },
  character_clock_roll: {
    fr: (v, x) => `${x.clock(v.clock)} avance par son activité de temps mort (ou à la main), pas par un jet sur contrat`,
    en: (v, x) => `${x.clock(v.clock)} moves through its downtime activity (or by hand), not by a clock roll`,
  },
  unknown_clock: {
    fr: (v, x) => `Contrat introuvable (${x.clock(v.clock)})`,
    en: (v, x) => `Clock not found (${x.clock(v.clock)})`,
  },
  invalid_delta: {
    fr: (v, x) => `Nombre de segments invalide (${x.text(v.delta)}) : un nombre entier de ${x.s(v.min)} à ${x.s(v.max)}, sauf 0`,
    en: (v, x) => `Invalid number of segments (${x.text(v.delta)}): a whole number from ${x.s(v.min)} to ${x.s(v.max)}, not 0`,
  },
  invalid_tier: {
    fr: (v, x) => `Rang invalide (${x.n(v.tier)}) : de ${x.n(v.min)} à ${x.n(v.max)}`,
    en: (v, x) => `Invalid tier (${x.n(v.tier)}): ${x.n(v.min)} to ${x.n(v.max)}`,
  },
  invalid_extra_dice: {
    fr: (v, x) => `Nombre de dés en plus invalide (${x.n(v.extraDice)}) : de ${x.n(v.min)} à ${x.n(v.max)}`,
    en: (v, x) => `Invalid number of extra dice (${x.n(v.extraDice)}): ${x.n(v.min)} to ${x.n(v.max)}`,
  },
  invalid_shift: {
    fr: (v, x) => `Modificateur de qualité invalide (${x.n(v.shift)}) : de ${x.s(v.min)} à ${x.s(v.max)}`,
    en: (v, x) => `Invalid quality modifier (${x.n(v.shift)}): ${x.s(v.min)} to ${x.s(v.max)}`,
  },
  clock_full: {
    fr: (v, x) => `${x.clock(v.clock)} est déjà rempli`,
    en: (v, x) => `${x.clock(v.clock)} is already full`,
  },
  not_a_faction_clock: {
    fr: (v, x) => `${x.clock(v.clock)} n’appartient à aucune faction : pas de jet de rang de faction`,
    en: (v, x) => `${x.clock(v.clock)} belongs to no faction: no faction tier roll`,
  },
  clock_locked: {
    fr: (v, x) => `Il faut d’abord remplir ${x.clock(v.requires)} (${x.n(v.filled)} sur ${x.n(v.segments)})`,
    en: (v, x) => `${x.clock(v.requires)} must be filled first (${x.n(v.filled)} of ${x.n(v.segments)})`,
  },
  links_itself: {
    fr: (v, x) => `Un contrat ne peut pas dépendre de lui-même (${x.clock(v.clock)})`,
    en: (v, x) => `A clock cannot be linked to itself (${x.clock(v.clock)})`,
  },
  unknown_linked_clock: {
    fr: (v, x) => `Contrat lié introuvable (${x.clock(v.linked)})`,
    en: (v, x) => `Linked clock not found (${x.clock(v.linked)})`,
  },
  requirement_cycle: {
    fr: (v, x) => `Ces contrats dépendent les uns des autres en boucle, aucun ne pourrait avancer : ${clockCycle(v.clocks, x)}`,
    en: (v, x) => `These clocks require each other in a loop, so none could ever move: ${clockCycle(v.clocks, x)}`,
  },
  races_itself: {
    fr: () => 'Un contrat ne peut pas faire la course contre lui-même',
    en: () => 'A clock cannot race itself',
  },
  unknown_rival: {
    fr: (v, x) => `Contrat adverse introuvable (${x.clock(v.rival)})`,
    en: (v, x) => `Rival clock not found (${x.clock(v.rival)})`,
  },
  race_conflict: {
    fr: (v, x) => `Une course oppose deux contrats, pas plus (${x.clock(v.clock)}, ${x.clock(v.rival)}, ${x.clock(v.other)})`,
    en: (v, x) => `A race is between two clocks, no more (${x.clock(v.clock)}, ${x.clock(v.rival)}, ${x.clock(v.other)})`,
  },
  race_lost: {
    fr: (v, x) => `${x.clock(v.clock)} a perdu la course : ${x.clock(v.rival)} est déjà rempli`,
    en: (v, x) => `${x.clock(v.clock)} lost the race: ${x.clock(v.rival)} is already full`,
  },

  // D7.
  already_created: {
    fr: () => 'La bande existe déjà',
    en: () => 'The crew already exists',
  },
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

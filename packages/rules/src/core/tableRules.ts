import { z } from 'zod';
import type { GameSystem } from '../model/systems';

/**
 * Table rules: every Interpretation of shared/rules/SPEC.md as a per-campaign option. The defaults
 * are SPEC.md's readings; a group may switch any of them, and the UI shows which reading is in force.
 * docs/rules.md lists each option with the French sentence it interprets.
 */
const bandMap = z.strictObject({
  '1-3': z.number().int().min(-5).max(10),
  '4-5': z.number().int().min(-5).max(10),
  '6': z.number().int().min(-5).max(10),
  crit: z.number().int().min(-5).max(10),
});

export const tableRulesSchema = z.strictObject({
  /** D3: quality offset from the crew tier of a tier roll, by band. */
  tierRollOffsets: bandMap.default({ '1-3': -1, '4-5': 0, '6': 1, crit: 2 }),
  /** D4: quality of an action/attribute roll, by band. */
  actionRollQuality: bandMap.default({ '1-3': 1, '4-5': 2, '6': 3, crit: 5 }),
  /** P4: how 10 % of the take is rounded to whole coin. */
  titheRounding: z.enum(['up', 'down', 'nearest']).default('up'),
  /** H3: what happens to heat that would push the wanted level past its maximum of 4. */
  heatAtMaxWanted: z.enum(['capAt9', 'wrap']).default('capAt9'),
  /** I2: harm level of the beating given instead of a few weeks in jail at wanted level 0. */
  beatingHarmLevel: z.number().int().min(1).max(4).default(3),
  /**
   * I1/I2: whether the beating taken instead of jail at wanted 0 also counts as a conviction (I1:
   * wanted −1, heat 0). « Lorsque l’un des membres de la bande […] est condamné et incarcéré pour des
   * crimes en rapport avec la bande, son niveau d’avis de recherche est réduit d’un point et son raffut
   * est remis à zéro » / « Ou bien les forces de l'ordre filent une raclée au PJ pour qu’il retienne la
   * leçon ». false: the beating replaces the conviction (nobody is jailed); true: I1 applies too.
   */
  beatingCountsAsConviction: z.boolean().default(false),
  /** I3: how an incarceration quality above 5 (high tiers without a critical) reads. */
  incarcerationHighQuality: z.enum(['as4to5', 'asCritical']).default('as4to5'),
  /** I4: coin to raise the crew to tier N is N × this (the seeds give no price). */
  tierUpCoinPerTier: z.number().int().min(1).max(100).default(8),
  /**
   * I4 hard case: how the 20 % discount is rounded to whole coin. « Quand la bande augmente de rang,
   * cela coûte 20% d’argent de moins. » 'nearest' rounds halves up.
   */
  hardCaseRounding: z.enum(['up', 'down', 'nearest']).default('up'),
  /** E1: whether a critical on the entanglement roll reads as 6 (the only row a crit can be). */
  entanglementCritAsSix: z.boolean().default(true),
  /**
   * E2 Show of force, losing a level of hold when the hold is already weak. « Si la bande n’a pas de
   * domaine, elle perd un niveau d’assise à la place. » 'tierDown' (source game): the crew drops one
   * tier and its hold is strong again (at tier 0 nothing changes); 'stayWeak': the hold stays weak
   * and the tier is kept.
   */
  weakHoldLoss: z.enum(['tierDown', 'stayWeak']).default('tierDown'),
  /**
   * A4: when coin may raise an acquired asset's quality. « Il est possible de dépenser de l’argent pour
   * améliorer le résultat de ce jet au-delà d’un critique, en dépensant 2 pièces d’argent par niveau de
   * rang supplémentaire. » 'anyResult': 2 coin per +1 quality whatever the roll; 'afterCritical': only
   * when the roll was a critical (coin offered on another result is refused, or not spent when it was
   * committed before the roll).
   */
  acquireCoinRaises: z.enum(['anyResult', 'afterCritical']).default('anyResult'),
  /** A6: segments of the healing clock. */
  healingClockSegments: z.number().int().min(1).max(12).default(4),
  /**
   * A8 with A3: what a friend's help does to a training roll, whose result is read by band.
   * « Pour toute activité de temps mort, le PJ gagne +1 qualité à son jet si un ami ou un contact
   * l’aide. » / « Si ce jet est raté, la compétence augmente d’un point. Si le résultat est un critique
   * elle augmente de 2 points. » 'shiftBand': +1 quality moves the band one step up (D5: 1-3 → 4-5 →
   * 6 → critique); 'ignore': training has no quality, the help changes nothing.
   */
  trainHelped: z.enum(['shiftBand', 'ignore']).default('shiftBand'),
  /**
   * K4: segments a fortune roll on a clock ticks, by band (the pool is the GM's). 'actionQuality':
   * the D4 reading (`actionRollQuality`: 1-3 → 1, 4-5 → 2, 6 → 3, critique → 5); 'reduced':
   * 1-3 → 0, 4-5 → 1, 6 → 2, critique → 3.
   */
  clockFortuneTicks: z.enum(['actionQuality', 'reduced']).default('actionQuality'),
  /**
   * K5: segments a faction's roll on its tier ticks on its clock, by band. 'actionQuality': the D4
   * reading, as a long-term project (A5); 'reduced': 1-3 → 0, 4-5 → 1, 6 → 2, critique → 3.
   */
  factionClockTicks: z.enum(['actionQuality', 'reduced']).default('actionQuality'),
  /**
   * K5 with D1: the dice of a tier-0 faction's roll (no dice once the D6 bonuses are added).
   * 'lowestOfTwo': D1's zero pool, 2d6 keep the lowest (no critical); 'oneDie': one die;
   * 'noRoll': a faction with no dice does not roll, its clocks do not move by its tier.
   */
  factionTierZero: z.enum(['lowestOfTwo', 'oneDie', 'noRoll']).default('lowestOfTwo'),
  /** V1: the campaign's allowed maximum of circles for one attribute. */
  maxAttributeCircles: z.number().int().min(1).max(12).default(6),
  /**
   * V1: the dice of the vice roll. « Le joueur lance un jet de caractéristique correspondant à
   * l’attribut à rétablir. » 'max': the attribute's rating (all its circles); 'current': only the
   * circles it has left.
   */
  vicePool: z.enum(['max', 'current']).default('max'),
  /**
   * V1: whether the circle gained on a critical comes filled. « En cas de critique, il gagne un nouveau
   * cercle d’attribut sans pouvoir dépasser le maximum autorisé. » true: max +1 and current +1;
   * false: max +1, the new circle is empty.
   */
  viceNewCircleFilled: z.boolean().default(true),
  /**
   * F4: the extra marker for a hired model that died when it would push the markers over the level.
   * « Si le gros bras embauché meurt, la guilde exige un remboursement supplémentaire : le sorcier
   * prend un marqueur Pègre supplémentaire » against « Le nombre maximum de marqueurs du monde
   * souterrain qu'un sorcier peut prendre à tout moment est égal à son niveau. » 'allow': owed anyway
   * (flagged `overLevel`); 'cap': the penalty stops at the level.
   */
  hiredMuscleDeathOverLevel: z.enum(['allow', 'cap']).default('allow'),
  /**
   * F6 19-20 when the warband has no apprentice. « Lancez un dé pour identifier la pauvre victime d'un
   * violent passage à tabac : 1-5, le sorcier, 6-20, l'apprenti. » 'wizard': the wizard takes the
   * beating (no victim die); 'nobody': the die is rolled and 6-20 hurts nobody.
   */
  exampleWithoutApprentice: z.enum(['wizard', 'nobody']).default('wizard'),
  /** T10: the pyramid rule for traits ("cf. Fate"). */
  traitPyramid: z.enum(['fate', 'none']).default('fate'),
  /**
   * T8: natural 12 / natural 1. « Si le résultat du dé est un 12 naturel, on dit que la réussite est
   * critique » / « Si le résultat du dé est un 1 naturel, il s'agit d'un échec critique ». 'always':
   * critical whatever the total; 'withTotal': a natural 12 is critical only when the total also
   * succeeds, a natural 1 only when the total also fails (otherwise the total is read as usual).
   */
  d12NaturalExtremes: z.enum(['always', 'withTotal']).default('always'),
  /**
   * T9 + T2: giving of oneself with the last point of a pool. « il dépense un point de la réserve de la
   * caractéristique concernée » / « Lorsque la réserve de caractéristique arrive à 0, le personnage
   * n'est plus jouable. » 'out': allowed, the character is out; 'refuse': the last point cannot be given.
   */
  d12GivingLastPoint: z.enum(['out', 'refuse']).default('out'),
  /** C1: whether a d100 result equal to the threshold succeeds. */
  d100EqualSucceeds: z.boolean().default(true),
  /** C7: "tens, complete or not": ceil(n/10) with a minimum of 1, or whole tens only. */
  d100Tens: z.enum(['ceil', 'floor']).default('ceil'),
  /** C4: whether the failure threshold counts raises before or after the cap at the start count. */
  failureThresholdCounts: z.enum(['beforeCap', 'afterCap']).default('beforeCap'),
  /**
   * C6: bounds of the lead's final threshold after the helpers' ±10 %. « Pour chaque réussite annexe,
   * l’acteur principal profitera d’un bonus de +10% à son Seuil de Réussite. Pour chaque échec annexe,
   * l’acteur principal subira un malus de -10% à son Seuil de Réussite. » Default 0–100 (a
   * percentage); a wider range (e.g. −1000…1000) lets the raw threshold through, which changes a
   * failure's distance (C3) and, under strict C1, whether a 100 can succeed. Must be min ≤ max
   * (checked by `tableRulesFrom`).
   */
  d100GroupClampMin: z.number().int().min(-1000).max(1000).default(0),
  /** C6: upper bound of the lead's final threshold (see `d100GroupClampMin`). */
  d100GroupClampMax: z.number().int().min(-1000).max(1000).default(100),
});

export type TableRules = z.infer<typeof tableRulesSchema>;
export type TableRuleKey = keyof TableRules;

/** The game system whose text each option reads (Réglages shows the options of the systems played). */
export const TABLE_RULE_SYSTEM: Readonly<Record<TableRuleKey, GameSystem>> = {
  tierRollOffsets: 'downtime',
  actionRollQuality: 'downtime',
  titheRounding: 'downtime',
  heatAtMaxWanted: 'downtime',
  beatingHarmLevel: 'downtime',
  beatingCountsAsConviction: 'downtime',
  incarcerationHighQuality: 'downtime',
  tierUpCoinPerTier: 'downtime',
  hardCaseRounding: 'downtime',
  entanglementCritAsSix: 'downtime',
  weakHoldLoss: 'downtime',
  acquireCoinRaises: 'downtime',
  healingClockSegments: 'downtime',
  trainHelped: 'downtime',
  clockFortuneTicks: 'downtime',
  factionClockTicks: 'downtime',
  factionTierZero: 'downtime',
  maxAttributeCircles: 'downtime',
  vicePool: 'downtime',
  viceNewCircleFilled: 'downtime',
  hiredMuscleDeathOverLevel: 'frostgrave',
  exampleWithoutApprentice: 'frostgrave',
  traitPyramid: 'd12',
  d12NaturalExtremes: 'd12',
  d12GivingLastPoint: 'd12',
  d100EqualSucceeds: 'd100',
  d100Tens: 'd100',
  failureThresholdCounts: 'd100',
  d100GroupClampMin: 'd100',
  d100GroupClampMax: 'd100',
};

/** SPEC.md's readings. */
export const DEFAULT_TABLE_RULES: TableRules = tableRulesSchema.parse({});

/**
 * `tableRulesSchema` with the checks across options. Kept apart so that `tableRulesSchema` stays a
 * plain object schema (zod refuses `.partial()` on an object schema that carries refinements).
 */
export const checkedTableRulesSchema = tableRulesSchema.refine((t) => t.d100GroupClampMin <= t.d100GroupClampMax, {
  message: 'd100GroupClampMin must not exceed d100GroupClampMax',
  path: ['d100GroupClampMin'],
});

/**
 * Fills what a stored (maybe older, partial) table-rules object does not say with the defaults. An
 * option a later version no longer has is let go here (reading), while a write naming one is refused.
 */
export function tableRulesFrom(input: unknown): TableRules {
  const known = typeof input === 'object' && input !== null && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).filter(([key]) => Object.hasOwn(tableRulesSchema.shape, key)))
    : (input ?? {});
  return checkedTableRulesSchema.parse(known);
}

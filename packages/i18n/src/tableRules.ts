import type { TableRuleKey, TableRules } from '@temps-mort/rules';
import type { Lang } from './lang';
import type { Words } from './glossary';
import { termLower, wordsIn } from './glossary';
import { colon, formatNumber, formatSigned, frenchTypography } from './format';

/**
 * The words of the table-rule options (every Interpretation of shared/rules/SPEC.md is a
 * per-campaign option, packages/rules core/tableRules.ts): each option's name, what it decides,
 * the French sentence it interprets, and the words of its values. Typed against `TableRules`, so an
 * option or a value added to the engine is a type error here until it has its words. Only the
 * settings screen needs this module.
 */

type Terms<K extends PropertyKey> = { readonly [P in K]: Words };

type ValueWords<V> = [V] extends [boolean]
  ? { readonly values: { readonly true: Words; readonly false: Words } }
  : [V] extends [string]
    ? { readonly values: Terms<V> }
    : { readonly values?: undefined };

/** A table-rule option: its name, what it decides, the French sentence it interprets, its values. */
export type TableRuleWords<K extends TableRuleKey = TableRuleKey> = {
  readonly name: Words;
  readonly help: Words;
  /** The French source sentence (the seeds are the authority; shown as is in both languages). */
  readonly source: string | null;
} & ValueWords<TableRules[K]>;

const ROUNDING = {
  up: { fr: 'Arrondi au supérieur', en: 'Rounded up' },
  down: { fr: 'Arrondi à l’inférieur', en: 'Rounded down' },
  nearest: { fr: 'Arrondi au plus proche (moitié vers le haut)', en: 'Rounded to the nearest (halves up)' },
} as const;

export const TABLE_RULE_WORDS: { readonly [K in TableRuleKey]: TableRuleWords<K> } = {
  tierRollOffsets: {
    name: { fr: 'Qualité d’un jet de rang', en: 'Quality of a tier roll' },
    help: { fr: 'Écart avec le rang de la bande selon le résultat (acquérir une ressource, incarcération).', en: 'Offset from the crew tier by result (acquire asset, incarceration).' },
    source:
      'Ainsi, pour un résultat de 1-3, la qualité est égale à rang-1 ; pour un résultat de 4/5, la qualité est égale au rang de la bande ; pour un résultat de 6, la qualité est égale à rang+1 ; et, enfin, pour un critique, la qualité est égale à rang+2.',
  },
  actionRollQuality: {
    name: { fr: 'Qualité d’un jet d’action ou de caractéristique', en: 'Quality of an action or attribute roll' },
    help: { fr: 'Qualité selon le résultat : réduire le raffut, projets, récupérer, vices.', en: 'Quality by result: reduce heat, projects, recover, vice.' },
    source: 'En fonction du résultat du jet, le raffut de la bande est réduit d’un point par qualité obtenue.',
  },
  titheRounding: {
    name: { fr: 'Arrondi de la dîme', en: 'Tithe rounding' },
    help: { fr: 'La dîme de 10 % en argent entier.', en: 'The 10% tithe in whole coin.' },
    source: 'il faut soustraire aux gains perçus 10% de leur valeur vénale.',
    values: ROUNDING,
  },
  heatAtMaxWanted: {
    name: { fr: 'Raffut au-delà de l’avis de recherche 4', en: 'Heat past wanted level 4' },
    help: { fr: 'Ce que devient le raffut quand l’avis de recherche est déjà au maximum.', en: 'What happens to heat once the wanted level is at its maximum.' },
    source:
      'Lorsque la bande atteint 10 points de raffut, elle gagne un niveau d’avis de recherche et remet à zéro sa jauge de raffut. Tout point de raffut excédentaire est rajouté.',
    values: {
      capAt9: { fr: 'Bloqué à 9', en: 'Held at 9' },
      wrap: { fr: 'Repart de 0 en gardant l’excédent', en: 'Starts again from 0, excess kept' },
    },
  },
  beatingHarmLevel: {
    name: { fr: 'Blessure de la raclée', en: 'Harm of the beating' },
    help: { fr: 'Niveau de la blessure reçue au lieu de quelques semaines de prison.', en: 'Harm level taken instead of a few weeks in jail.' },
    source: 'Ou bien les forces de l’ordre filent une raclée au PJ pour qu’il retienne la leçon (le PJ subit une blessure de niveau grave).',
  },
  beatingCountsAsConviction: {
    name: { fr: 'La raclée compte comme une condamnation', en: 'The beating counts as a conviction' },
    help: { fr: 'Avis de recherche −1 et raffut à 0 aussi après une raclée.', en: 'Wanted level −1 and heat 0 after a beating too.' },
    source:
      'Lorsque l’un des membres de la bande […] est condamné et incarcéré pour des crimes en rapport avec la bande, son niveau d’avis de recherche est réduit d’un point et son raffut est remis à zéro.',
    values: {
      true: { fr: 'Oui : avis de recherche −1, raffut à 0', en: 'Yes: wanted level −1, heat 0' },
      false: { fr: 'Non : la raclée remplace la prison', en: 'No: the beating replaces jail' },
    },
  },
  incarcerationHighQuality: {
    name: { fr: 'Qualité d’incarcération au-delà de 5', en: 'Incarceration quality above 5' },
    help: { fr: 'Comment lire une qualité de 6 ou plus sans critique (rangs élevés).', en: 'How a quality of 6 or more without a critical reads (high tiers).' },
    source: 'Qualité 4-5 : vous purgez votre peine comme un chef.',
    values: {
      as4to5: { fr: 'Compte comme 4-5', en: 'Counts as 4-5' },
      asCritical: { fr: 'Compte comme un critique', en: 'Counts as a critical' },
    },
  },
  tierUpCoinPerTier: {
    name: { fr: 'Prix d’un rang (argent par rang)', en: 'Tier price (coin per tier)' },
    help: { fr: 'Monter au rang N coûte N fois ce prix ; les textes ne donnent pas de prix.', en: 'Rising to tier N costs N times this; the texts give no price.' },
    source: 'Quand la bande augmente de rang, cela coûte 20% d’argent de moins.',
  },
  hardCaseRounding: {
    name: { fr: 'Arrondi de la remise « gros dur »', en: 'Hard case discount rounding' },
    help: { fr: 'Les 20 % de remise en argent entier.', en: 'The 20% discount in whole coin.' },
    source: 'Quand la bande augmente de rang, cela coûte 20% d’argent de moins.',
    values: ROUNDING,
  },
  entanglementCritAsSix: {
    name: { fr: 'Un critique à l’imbroglio compte comme un 6', en: 'A critical entanglement roll reads as 6' },
    help: { fr: 'Sinon le MJ choisit n’importe quel imbroglio de la colonne.', en: 'Otherwise the GM picks any entanglement of the column.' },
    source:
      'Il suffit de suivre la colonne qui correspond au niveau de raffut actuel de la bande, de lancer un nombre de dés correspondant au niveau d’avis de recherche de la bande, le résultat indiquant le type d’imbroglio susceptible de se manifester.',
    values: {
      true: { fr: 'Oui : ligne 6', en: 'Yes: the 6 row' },
      false: { fr: 'Non : n’importe lequel de la colonne', en: 'No: any of the column' },
    },
  },
  weakHoldLoss: {
    name: { fr: 'Perdre de l’assise quand elle est déjà faible', en: 'Losing hold when it is already weak' },
    help: { fr: 'Démonstration de force sans domaine à concéder.', en: 'Show of force with no claim to concede.' },
    source: 'Si la bande n’a pas de domaine, elle perd un niveau d’assise à la place.',
    values: {
      tierDown: { fr: 'La bande perd un rang et retrouve une assise forte', en: 'The crew drops a tier, hold strong again' },
      stayWeak: { fr: 'L’assise reste faible, le rang est gardé', en: 'Hold stays weak, tier kept' },
    },
  },
  acquireCoinRaises: {
    name: { fr: 'Quand l’argent améliore une ressource', en: 'When coin raises an asset’s quality' },
    help: { fr: '2 argent par niveau de qualité en plus.', en: '2 coin per extra level of quality.' },
    source:
      'Il est possible de dépenser de l’argent pour améliorer le résultat de ce jet au-delà d’un critique, en dépensant 2 pièces d’argent par niveau de rang supplémentaire.',
    values: {
      anyResult: { fr: 'Quel que soit le résultat', en: 'Whatever the result' },
      afterCritical: { fr: 'Seulement après un critique', en: 'Only after a critical' },
    },
  },
  healingClockSegments: {
    name: { fr: 'Segments du contrat de guérison', en: 'Healing clock segments' },
    help: { fr: 'Quand il est rempli, chaque blessure baisse d’un niveau.', en: 'When it fills, every harm drops one level.' },
    source:
      'La récupération est similaire à un projet à long terme. Lorsque le contrat est rempli, chaque blessure notée sur sa feuille de personnage est réduite d’un niveau.',
  },
  trainHelped: {
    name: { fr: 'L’aide d’un ami à l’entraînement', en: 'A friend’s help when training' },
    help: { fr: 'L’entraînement se lit par résultat, pas par qualité.', en: 'Training reads the result, not a quality.' },
    source: 'Pour toute activité de temps mort, le PJ gagne +1 qualité à son jet si un ami ou un contact l’aide.',
    values: {
      shiftBand: { fr: 'Décale le résultat d’un cran', en: 'Moves the result one step up' },
      ignore: { fr: 'Ne change rien', en: 'Changes nothing' },
    },
  },
  clockFortuneTicks: {
    name: { fr: 'Segments d’un jet de chance sur un contrat', en: 'Segments a fortune roll ticks on a clock' },
    help: { fr: 'Combien de segments coche le jet de chance du MJ, selon le résultat.', en: 'How many segments the GM’s fortune roll ticks, by result.' },
    source: null,
    values: {
      actionQuality: { fr: 'Comme la qualité d’un jet d’action', en: 'As the quality of an action roll' },
      reduced: { fr: 'Barème réduit (1-3 : 0, 4-5 : 1, 6 : 2, critique : 3)', en: 'Reduced (1-3: 0, 4-5: 1, 6: 2, critical: 3)' },
    },
  },
  factionClockTicks: {
    name: { fr: 'Segments du jet de rang d’une faction', en: 'Segments a faction’s tier roll ticks' },
    help: { fr: 'Combien de segments coche une faction sur son contrat, selon le résultat.', en: 'How many segments a faction ticks on its clock, by result.' },
    source: null,
    values: {
      actionQuality: { fr: 'Comme la qualité d’un jet d’action', en: 'As the quality of an action roll' },
      reduced: { fr: 'Barème réduit (1-3 : 0, 4-5 : 1, 6 : 2, critique : 3)', en: 'Reduced (1-3: 0, 4-5: 1, 6: 2, critical: 3)' },
    },
  },
  factionTierZero: {
    name: { fr: 'Jet de rang d’une faction sans dé', en: 'Tier roll of a faction with no dice' },
    help: { fr: 'Une faction de rang 0 sans dé en plus.', en: 'A tier-0 faction with no extra die.' },
    source: null,
    values: {
      lowestOfTwo: { fr: '2 dés, on garde le plus bas', en: '2 dice, keep the lowest' },
      oneDie: { fr: 'Un dé', en: 'One die' },
      noRoll: { fr: 'Pas de jet : ses contrats n’avancent pas', en: 'No roll: its clocks do not move' },
    },
  },
  maxAttributeCircles: {
    name: { fr: 'Maximum de cercles par attribut', en: 'Most circles per attribute' },
    help: { fr: 'Le maximum autorisé dans la campagne.', en: 'The campaign’s allowed maximum.' },
    source: 'En cas de critique, il gagne un nouveau cercle d’attribut sans pouvoir dépasser le maximum autorisé.',
  },
  vicePool: {
    name: { fr: 'Dés du jet de vice', en: 'Dice of the vice roll' },
    help: { fr: 'Combien de dés pour l’attribut à rétablir.', en: 'How many dice for the attribute to restore.' },
    source: 'Le joueur lance un jet de caractéristique correspondant à l’attribut à rétablir.',
    values: {
      max: { fr: 'Tous les cercles de l’attribut', en: 'All the attribute’s circles' },
      current: { fr: 'Les cercles restants', en: 'The circles left' },
    },
  },
  viceNewCircleFilled: {
    name: { fr: 'Le nouveau cercle d’un critique est rempli', en: 'A critical’s new circle comes filled' },
    help: { fr: 'Sinon le maximum augmente mais le cercle reste vide.', en: 'Otherwise the maximum rises but the circle is empty.' },
    source: 'En cas de critique, il gagne un nouveau cercle d’attribut sans pouvoir dépasser le maximum autorisé.',
    values: {
      true: { fr: 'Oui : rempli', en: 'Yes: filled' },
      false: { fr: 'Non : vide', en: 'No: empty' },
    },
  },
  hiredMuscleDeathOverLevel: {
    name: { fr: 'Marqueur d’un gros bras mort au-delà du niveau', en: 'Marker for a dead hired model past the level' },
    help: { fr: 'Quand le marqueur de pénalité dépasserait le niveau du sorcier.', en: 'When the penalty marker would go past the wizard’s level.' },
    source: 'Si le gros bras embauché meurt, la guilde exige un remboursement supplémentaire : le sorcier prend un marqueur Pègre supplémentaire.',
    values: {
      allow: { fr: 'Dû quand même', en: 'Owed anyway' },
      cap: { fr: 'Plafonné au niveau', en: 'Capped at the level' },
    },
  },
  exampleWithoutApprentice: {
    name: { fr: '« Faire un exemple » sans apprenti', en: '“Make an example” with no apprentice' },
    help: { fr: 'Qui prend la raclée quand la bande de guerre n’a pas d’apprenti.', en: 'Who takes the beating when the warband has no apprentice.' },
    source: 'Lancez un dé pour identifier la pauvre victime d’un violent passage à tabac : 1-5, le sorcier, 6-20, l’apprenti.',
    values: {
      wizard: { fr: 'Le sorcier', en: 'The wizard' },
      nobody: { fr: 'Personne sur 6-20', en: 'Nobody on 6-20' },
    },
  },
  traitPyramid: {
    name: { fr: 'Règle de la pyramide', en: 'Pyramid rule' },
    help: { fr: 'Pas plus de traits à +N qu’à +(N−1).', en: 'No more traits at +N than at +(N−1).' },
    source: 'Attention, on doit respecter la règle de la pyramide (cf. Fate)',
    values: {
      fate: { fr: 'Comme dans Fate', en: 'As in Fate' },
      none: { fr: 'Pas de pyramide', en: 'No pyramid' },
    },
  },
  d12NaturalExtremes: {
    name: { fr: '12 et 1 naturels', en: 'Natural 12 and 1' },
    help: { fr: 'Critiques toujours, ou seulement quand le total va dans le même sens.', en: 'Always critical, or only when the total agrees.' },
    source: 'Si le résultat du dé est un 12 naturel, on dit que la réussite est critique.',
    values: {
      always: { fr: 'Toujours critiques', en: 'Always critical' },
      withTotal: { fr: 'Seulement si le total va dans le même sens', en: 'Only when the total agrees' },
    },
  },
  d12GivingLastPoint: {
    name: { fr: 'Donner son dernier point', en: 'Giving the last point' },
    help: { fr: 'Donner de sa personne avec le dernier point d’une réserve.', en: 'Giving of oneself with a pool’s last point.' },
    source: 'Lorsque la réserve de caractéristique arrive à 0, le personnage n’est plus jouable.',
    values: {
      out: { fr: 'Permis : le personnage est hors jeu', en: 'Allowed: the character is out' },
      refuse: { fr: 'Refusé', en: 'Refused' },
    },
  },
  d100EqualSucceeds: {
    name: { fr: 'Un d100 égal au seuil réussit', en: 'A d100 equal to the threshold succeeds' },
    help: { fr: 'Test simple : le dé doit être inférieur ou égal au seuil de réussite.', en: 'Simple test: the die must be at most the success threshold.' },
    source: null,
    values: {
      true: { fr: 'Oui (inférieur ou égal)', en: 'Yes (at most)' },
      false: { fr: 'Non (strictement inférieur)', en: 'No (strictly below)' },
    },
  },
  d100Tens: {
    name: { fr: '« Dizaines, complètes ou non »', en: '“Tens, complete or not”' },
    help: { fr: 'Ce que vaut un jet en étapes d’action complexe.', en: 'What a roll is worth in complex-action steps.' },
    source: 'une réussite le diminue du nombre de dizaines (complètes ou non) obtenues sur le dé',
    values: {
      ceil: { fr: 'Toute dizaine entamée compte (17 → 2)', en: 'Any started ten counts (17 → 2)' },
      floor: { fr: 'Dizaines complètes seulement (17 → 1)', en: 'Whole tens only (17 → 1)' },
    },
  },
  failureThresholdCounts: {
    name: { fr: 'Hausses comptées pour le seuil d’échec', en: 'Raises counted toward the failure threshold' },
    help: { fr: 'Avant ou après le plafond au nombre d’étapes de départ.', en: 'Before or after the cap at the starting steps.' },
    source:
      'lorsque le Nombre d’Étapes a été augmenté de cette valeur ou plus, au total depuis le début de l’action, alors on considère que celle-ci est un échec dans sa finalité',
    values: {
      beforeCap: { fr: 'Avant le plafond', en: 'Before the cap' },
      afterCap: { fr: 'Après le plafond', en: 'After the cap' },
    },
  },
  d100GroupClampMin: {
    name: { fr: 'Seuil minimal de l’acteur principal', en: 'Lowest threshold of the lead actor' },
    help: { fr: 'Borne basse après les ±10 % des aides.', en: 'Lower bound after the helpers’ ±10%.' },
    source: 'Pour chaque échec annexe, l’acteur principal subira un malus de -10% à son Seuil de Réussite.',
  },
  d100GroupClampMax: {
    name: { fr: 'Seuil maximal de l’acteur principal', en: 'Highest threshold of the lead actor' },
    help: { fr: 'Borne haute après les ±10 % des aides.', en: 'Upper bound after the helpers’ ±10%.' },
    source: 'Pour chaque réussite annexe, l’acteur principal profitera d’un bonus de +10% à son Seuil de Réussite.',
  },
};

export function tableRuleName(key: TableRuleKey, lang: Lang): string {
  return wordsIn(TABLE_RULE_WORDS[key].name, lang);
}

export function tableRuleHelp(key: TableRuleKey, lang: Lang): string {
  return wordsIn(TABLE_RULE_WORDS[key].help, lang);
}

/** The French sentence the option interprets (null when the reading is not quoted). */
export function tableRuleSource(key: TableRuleKey): string | null {
  const source = TABLE_RULE_WORDS[key].source;
  return source === null ? null : frenchTypography(source);
}

/** The words of one value of an option with a fixed set of values (booleans and enums); null otherwise. */
export function tableRuleValueWords(key: TableRuleKey, value: unknown): Words | null {
  const values = TABLE_RULE_WORDS[key].values as Readonly<Record<string, Words>> | undefined;
  if (!values) return null;
  return values[String(value)] ?? null;
}

/**
 * A table-rule value in words: enum and boolean values by name, numbers as numbers, the band maps
 * of D3/D4 as "1-3 : −1, 4-5 : 0, 6 : +1, critique : +2".
 */
export function tableRuleValue(key: TableRuleKey, value: unknown, lang: Lang): string {
  const words = tableRuleValueWords(key, value);
  if (words) return wordsIn(words, lang);
  if (typeof value === 'number') return formatNumber(value, lang);
  if (value !== null && typeof value === 'object') {
    const map = value as Readonly<Record<string, unknown>>;
    const signed = key === 'tierRollOffsets';
    return (['1-3', '4-5', '6', 'crit'] as const)
      .filter((band) => typeof map[band] === 'number')
      .map((band) => {
        const n = map[band] as number;
        const label = termLower('band', band, lang);
        return colon(label, signed ? formatSigned(n, lang) : formatNumber(n, lang), lang);
      })
      .join(', ');
  }
  return value === undefined || value === null ? '?' : String(value);
}

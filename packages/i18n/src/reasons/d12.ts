import { nameIn } from '../french';
import type { Entries, MessageFormat, Values } from './messageFormat';
import { agree, num } from './messageFormat';

/**
 * T: the d12 resolution, « Don't Leave The Road » (seed 003), and what is wrong with a d12 sheet.
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

const CRIT_FAILURE_OPTIONS: ReadonlySet<unknown> = new Set(['hurt_self', 'opened_guard', 'complication']);

/** "de Corps", "d’Esprit", "d’Âme" / "Body", "Mind", "Soul": a d12 attribute after "de". */
const ofAttr = (v: unknown, x: MessageFormat): string => nameIn(x.attr(v), 'of', x.lang);

/** A d12 critical option from either list (success or failure). */
const critOption = (option: unknown, x: MessageFormat): string =>
  x.lower(CRIT_FAILURE_OPTIONS.has(option) ? 'd12CriticalFailure' : 'd12CriticalSuccess', option);

/** Pool loss lines of the d12 system: "Corps −1 (5 → 4)". */
const poolLoss = (v: Values, x: MessageFormat): string => `${x.attr(v.attribute)} ${x.s(num(v.amount) === null ? null : -(v.amount as number))} (${x.n(v.from)} → ${x.n(v.to)})`;

/** What happened and why. */
export const reasons: Entries = {
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
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // The server's follow-ups on stored rolls (apps/api).
  result_replaced: {
    fr: () => 'Ce jet a été relancé : la suite se joue sur le nouveau jet',
    en: () => 'This roll was re-rolled: follow up on the new roll',
  },
  fear_test_already_resolved: {
    fr: () => 'Ce test de crainte a déjà été appliqué',
    en: () => 'This fear test has already been applied',
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
};

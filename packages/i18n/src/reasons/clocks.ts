import { nameIn } from '../french';
import type { Entries, MessageFormat, Values } from './messageFormat';
import { num } from './messageFormat';

/**
 * K: clocks of the crew, its factions and its characters (docs/decisions/019).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

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

/** A difference of two values, or null when either is missing. */
const diff = (to: unknown, from: unknown): number | null => (num(to) === null || num(from) === null ? null : (to as number) - (from as number));

/** What happened and why. */
export const reasons: Entries = {
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

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
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
};

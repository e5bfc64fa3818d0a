import type { Entries } from './messageFormat';

/**
 * Refusals several downtime rules share: an unknown character, faction or cohort, not enough coin, a
 * step out of its downtime phase.
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
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
};

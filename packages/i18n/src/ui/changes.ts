import type { NetChangeField } from '@temps-mort/rules';
import type { Catalog, Msg } from '../message';

/**
 * What a step or a whole downtime moved, in words ("Argent de la bande : 3 → 13"): the campaign's
 * history, the GM's end of downtime and the players' recap on their phones share these words, and
 * the phone loads them only with its recap (changes.ts serves them alone). See ui.ts for how to add keys.
 */
export const changes = {
  'changes.list': { fr: 'Ce qui a bougé', en: 'What moved' },
  'change.line': { fr: '{what} : {before} → {after}', en: '{what}: {before} → {after}' },
  'change.lineOf': { fr: '{what} ({name}) : {before} → {after}', en: '{what} ({name}): {before} → {after}' },
  'change.tier': { fr: 'Rang', en: 'Tier' },
  'change.hold': { fr: 'Assise', en: 'Hold' },
  'change.rep': { fr: 'Renom', en: 'Rep' },
  'change.coin': { fr: 'Argent de la bande', en: 'Crew coin' },
  'change.heat': { fr: 'Raffut', en: 'Heat' },
  'change.wanted': { fr: 'Avis de recherche', en: 'Wanted level' },
  'change.atWar': { fr: 'En guerre', en: 'At war' },
  'change.claims': { fr: 'Domaines', en: 'Claims' },
  'change.prisonClaims': { fr: 'Domaines carcéraux', en: 'Prison claims' },
  'change.assets': { fr: 'Ressources', en: 'Assets' },
  'change.cohorts': { fr: 'Cohortes', en: 'Cohorts' },
  'change.factions': { fr: 'Factions', en: 'Factions' },
  'change.characters': { fr: 'Personnages', en: 'Characters' },
  'change.status': { fr: 'Statut', en: 'Status' },
  'change.characterCoin': { fr: 'Argent', en: 'Coin' },
  'change.load': { fr: 'Charge', en: 'Load' },
  'change.harm': { fr: 'Blessures', en: 'Harm' },
  'change.trauma': { fr: 'Traumas', en: 'Trauma' },
  'change.destiny': { fr: 'Points de Destin', en: 'Destiny points' },
  'change.healing': { fr: 'Contrat de guérison', en: 'Healing clock' },
  'change.level': { fr: 'Niveau', en: 'Level' },
  'change.gold': { fr: 'Or (co)', en: 'Gold (gc)' },
  'change.markers': { fr: 'Marqueurs Pègre', en: 'Debt markers' },
  'change.warband': { fr: 'Bande de guerre', en: 'Warband' },
  'change.hiredMuscle': { fr: 'Gros bras', en: 'Hired muscle' },
  'change.injuries': { fr: 'Blessures permanentes', en: 'Permanent injuries' },
  'change.remaining': { fr: 'Étapes restantes', en: 'Steps left' },
  'change.totalRaised': { fr: 'Hausses cumulées', en: 'Raises so far' },
  'change.complexStatus': { fr: 'État de l’action', en: 'Action status' },
  'changes.recap.title': { fr: 'Ce que le temps mort n° {n} a changé', en: 'What downtime #{n} changed' },
  'changes.none': { fr: 'Rien n’a bougé pendant ce temps mort.', en: 'Nothing moved during this downtime.' },
} satisfies Catalog & Record<`change.${NetChangeField}`, Msg>; // every field the rules count has its words

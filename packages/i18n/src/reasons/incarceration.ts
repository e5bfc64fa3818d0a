import type { Entries } from './messageFormat';
import { num } from './messageFormat';

/**
 * I: incarceration (seed 000 §3) and prison claims (§4).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** What happened and why. */
export const reasons: Entries = {
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
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
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
};

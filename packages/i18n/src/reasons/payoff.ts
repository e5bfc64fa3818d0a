import type { Entries, MessageFormat } from './messageFormat';
import { num } from './messageFormat';

/**
 * P: payoff (« Récompenses », seed 000 §1).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** "le rang III" → for tiers of crews and targets. */
const rangFr = (v: unknown, x: MessageFormat): string => `rang ${x.tier(v)}`;

/** What happened and why. */
export const reasons: Entries = {
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
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
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
};

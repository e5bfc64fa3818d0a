import type { Entries } from './messageFormat';
import { num } from './messageFormat';

/**
 * H: heat and wanted level (« Raffut », seed 000 §2).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** What happened and why. */
export const reasons: Entries = {
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
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // H.
  unknown_exposure: {
    fr: (v, x) => `Exposition inconnue (${x.text(v.exposure)})`,
    en: (v, x) => `Unknown exposure (${x.text(v.exposure)})`,
  },
};

import { formatD100Role } from '../glossary';
import type { Entries, MessageFormat, Values } from './messageFormat';
import { agree, num } from './messageFormat';

/**
 * C: the d100 resolution extras (seed 004).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** A d100 test's "(égalité = réussite)" when the die equals the threshold. */
const equalNote = (v: Values, x: MessageFormat): string => {
  if (num(v.die) === null || v.die !== v.threshold) return '';
  const succeeds = v.equalSucceeds !== false;
  if (x.lang === 'fr') return succeeds ? ' (égal au seuil : réussi)' : ' (égal au seuil : raté)';
  return succeeds ? ' (equal to the threshold: success)' : ' (equal to the threshold: failure)';
};

/** What happened and why. */
export const reasons: Entries = {
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
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
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
};

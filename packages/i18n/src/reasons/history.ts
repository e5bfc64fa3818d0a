import type { Entries } from './messageFormat';
import { agree, num } from './messageFormat';

/**
 * The server's own steps and refusals: undoing, redoing and replaying a crew's, a wizard's ledger's or a
 * complex action's history, and undoing a stored roll (apps/api).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** What happened and why. */
export const reasons: Entries = {
  // The server's own steps.
  step_undone: {
    fr: (v, x) => `Étape ${x.n(v.seq)} annulée : la bande est revenue à son état d’avant`,
    en: (v, x) => `Step ${x.n(v.seq)} undone: the crew is back as it was before`,
  },
  step_undone_with: {
    fr: (v, x) => `Étape ${x.n(v.seq)} annulée avec l’étape ${x.n(v.with)} : sans elle, elle ne s’appliquait plus`,
    en: (v, x) => `Step ${x.n(v.seq)} undone with step ${x.n(v.with)}: without it, it no longer applied`,
  },
  step_redone: {
    fr: (v, x) => `Étape ${x.n(v.seq)} rétablie : les étapes suivantes se rejouent avec elle, sur leurs dés`,
    en: (v, x) => `Step ${x.n(v.seq)} redone: the later steps replay with it, on their own dice`,
  },
  roll_undone: {
    fr: () => 'Jet annulé : il reste dans la liste, marqué annulé',
    en: () => 'Roll undone: it stays listed, marked undone',
  },
  follow_up_undone: {
    fr: () => 'Suite du jet annulée : le jet est revenu à ce qu’il était',
    en: () => 'Follow-up undone: the roll is back as it was',
  },
  ledger_step_undone: {
    fr: () => 'Dernière entrée annulée : le sorcier est revenu à son état d’avant, ses jets restent listés, marqués annulés',
    en: () => 'Last entry undone: the wizard is back as it was before; its rolls stay listed, marked undone',
  },
  ledger_step_reverted: {
    fr: (v, x) => `Étape ${x.n(v.seq)} annulée : le sorcier est rejoué sans elle, chaque étape suivante sur ses dés ; ses jets restent listés, marqués annulés`,
    en: (v, x) => `Step ${x.n(v.seq)} undone: the wizard replays without it, each later step on its own dice; its rolls stay listed, marked undone`,
  },
  complex_roll_reverted: {
    fr: (v, x) => `Jet de l’étape ${x.n(v.seq)} annulé : l’action est rejouée sans lui, chaque jet suivant sur ses dés ; il reste dans la liste, marqué annulé`,
    en: (v, x) => `Roll of step ${x.n(v.seq)} undone: the action replays without it, each later roll on its own dice; it stays listed, marked undone`,
  },
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // The server's own refusals (undo, redo, replay).
  nothing_to_undo: {
    fr: () => 'Rien à annuler : l’historique ne contient que la création de la bande',
    en: () => 'Nothing to undo: the history holds only the crew’s creation',
  },
  step_not_revertable: {
    fr: (v, x) =>
      v.type === 'undo' || v.type === 'redo'
        ? `L’étape ${x.n(v.seq)} est une annulation ou un rétablissement : rétablissez plutôt, ou annulez l’étape elle-même`
        : `L’étape ${x.n(v.seq)} ne s’annule pas : c’est le début de l’historique`,
    en: (v, x) =>
      v.type === 'undo' || v.type === 'redo'
        ? `Step ${x.n(v.seq)} is an undo or a redo: redo instead, or undo the step itself`
        : `Step ${x.n(v.seq)} cannot be undone: it starts the history`,
  },
  step_already_undone: {
    fr: (v, x) => `L’étape ${x.n(v.seq)} est déjà annulée : rétablissez-la si besoin`,
    en: (v, x) => `Step ${x.n(v.seq)} is already undone: redo it if needed`,
  },
  revert_choice_differs: {
    fr: (v, x) =>
      num(v.count) === 0
        ? `Les étapes suivantes s’appliquent toutes encore sans l’étape ${x.n(v.seq)} : rien d’autre n’est à annuler, relisez l’aperçu`
        : `Sans l’étape ${x.n(v.seq)}, ${agree(v.count, 'cette étape ne s’applique', 'ces étapes ne s’appliquent', x)} plus : ${x.text(v.steps)} ; confirmez ${agree(v.count, 'son', 'leur', x)} annulation (relisez l’aperçu)`,
    en: (v, x) =>
      num(v.count) === 0
        ? `Every later step still applies without step ${x.n(v.seq)}: nothing else is to be undone, read the preview again`
        : `Without step ${x.n(v.seq)}, ${agree(v.count, 'this step no longer applies', 'these steps no longer apply', x)}: ${x.text(v.steps)}; confirm ${agree(v.count, 'it goes', 'they go', x)} too (read the preview again)`,
  },
  not_an_undo: {
    fr: (v, x) => `L’étape ${x.n(v.seq)} n’est pas une annulation : rien à rétablir`,
    en: (v, x) => `Step ${x.n(v.seq)} is not an undo: nothing to redo`,
  },
  undo_already_redone: {
    fr: (v, x) => `L’étape ${x.n(v.seq)}, une annulation, a déjà été reprise : ce qu’elle avait annulé est rétabli`,
    en: (v, x) => `Step ${x.n(v.seq)}, an undo, was already taken back: what it undid is redone`,
  },
  redone_step_does_not_apply: {
    fr: (v, x) => `L’étape ${x.n(v.seq)} ne s’appliquerait plus aujourd’hui : elle reste annulée`,
    en: (v, x) => `Step ${x.n(v.seq)} would no longer apply now: it stays undone`,
  },
  redo_breaks_later_steps: {
    fr: (v, x) =>
      `Rétablir l’étape ${x.n(v.seq)} ferait tomber ${agree(v.count, 'une étape gardée depuis', 'des étapes gardées depuis', x)} (${x.text(v.steps)}) : annulez-${agree(v.count, 'la', 'les', x)} d’abord`,
    en: (v, x) => `Redoing step ${x.n(v.seq)} would break ${agree(v.count, 'a step kept since', 'steps kept since', x)} (${x.text(v.steps)}): undo ${agree(v.count, 'it', 'them', x)} first`,
  },
  nothing_to_undo_in_ledger: {
    fr: () => 'Rien à annuler : l’historique du sorcier ne contient que sa création',
    en: () => 'Nothing to undo: the wizard’s history holds only its creation',
  },
  no_roll_to_undo: {
    fr: () => 'Rien à annuler : l’action complexe n’a pas encore de jet',
    en: () => 'Nothing to undo: the complex action has no roll yet',
  },
  roll_already_undone: {
    fr: () => 'Ce jet a été annulé : rien n’en découle plus',
    en: () => 'This roll was undone: nothing follows from it any more',
  },
  undo_not_last: {
    fr: () => 'Un autre jet a été fait depuis : annulez d’abord le dernier jet de la campagne',
    en: () => 'Another roll was made since: undo the campaign’s last roll first',
  },
  undo_in_its_history: {
    fr: () => 'Ce jet fait partie d’une étape d’un historique (bande, registre ou action complexe) : annulez-le là',
    en: () => 'This roll belongs to a step of a history (a crew, a ledger, a complex action): undo it there',
  },
  history_does_not_replay: {
    fr: (v, x) => `L’historique ne se rejoue plus${v.seq === undefined ? '' : ` (étape ${x.n(v.seq)})`} : rien n’a été changé`,
    en: (v, x) => `The history no longer replays${v.seq === undefined ? '' : ` (step ${x.n(v.seq)})`}: nothing was changed`,
  },
};

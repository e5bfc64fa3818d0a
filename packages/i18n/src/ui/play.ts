import type { Catalog } from '../message';

/**
 * What a player does from their phone for their own character (issue 36): proposing a downtime
 * activity with its odds, following their proposals, rolling when the GM asks, keeping their
 * character's texts. Loaded with the phone's lazy « my actions » chunk, never with the sheet's
 * first paint. See ui.ts for how to add keys.
 */

type Section = Catalog;

export const play = {
  'play.title': { fr: 'Mes actions', en: 'My actions' },
  'play.intro': { fr: 'Ce que vous faites pour {name, mid} : le MJ garde le dernier mot.', en: 'What you do for {name}: the GM has the last word.' },

  // Proposing an activity (or the choice an activity left pending).
  'play.propose.title': { fr: 'Proposer une activité', en: 'Propose an activity' },
  'play.propose.submit': { fr: 'Proposer', en: 'Propose' },
  'play.propose.needs': { fr: 'Pour proposer, choisissez d’abord : {fields}.', en: 'To propose, first choose: {fields}.' },
  'play.propose.now': {
    fr: 'Le MJ approuve ou refuse votre proposition ; les dés sont lancés quand il l’approuve.',
    en: 'The GM approves or declines your proposal; the dice are rolled once it is approved.',
  },
  'play.propose.queued': {
    fr: 'Entre deux temps morts : votre proposition attendra le prochain.',
    en: 'Between downtimes: your proposal waits for the next one.',
  },
  'play.propose.beforeActivities': {
    fr: 'Le temps mort n’en est pas encore aux activités : votre proposition attendra ce moment.',
    en: 'This downtime has not reached its activities yet: your proposal waits until then.',
  },
  'play.propose.prepare': { fr: 'Préparer une proposition', en: 'Prepare a proposal' },
  'play.propose.sent': { fr: 'Proposition envoyée au MJ : {what}.', en: 'Proposal sent to the GM: {what}.' },
  'play.propose.choiceWaits': { fr: 'Votre choix attend la décision du MJ.', en: 'Your choice is waiting for the GM.' },
  'play.propose.gmOnly': { fr: 'Seul le MJ peut faire cela depuis son écran : demandez-le-lui.', en: 'Only the GM can do this, from their screen: ask them.' },
  'play.propose.off': { fr: 'Le MJ a désactivé les propositions des joueurs.', en: 'The GM has turned players’ proposals off.' },
  'play.propose.refused': { fr: 'Les règles refusent cette proposition : {message}', en: 'The rules refuse this proposal: {message}' },

  // The activity forms on the phone: what only the GM does to the sheet is said, never offered.
  'play.form.noSkill': { fr: 'Votre feuille n’a aucune compétence : le MJ y ajoute celle que le jet utilise.', en: 'Your sheet has no skill: the GM adds the one the roll uses.' },
  'play.form.noVice': { fr: 'Votre feuille n’a pas de vice : le MJ le note, puis vous pourrez vous y adonner.', en: 'Your sheet has no vice: the GM notes it, then you can indulge it.' },
  'play.form.noCircles': {
    fr: 'Votre feuille n’a pas de cercles d’attribut, que le jet de vice rétablit : le MJ les note.',
    en: 'Your sheet has no attribute circles, which the vice roll restores: the GM notes them.',
  },
  'play.form.tapped': {
    fr: '{purveyor} a coupé les ponts : le MJ note votre nouveau fournisseur, puis vous pourrez de nouveau vous adonner à votre vice.',
    en: '{purveyor} cut ties: the GM notes your new purveyor, then you can indulge your vice again.',
  },
  'play.form.noHarm': { fr: 'Une blessure reçue pendant le coup ? Demandez au MJ de la noter sur votre feuille.', en: 'Harm taken during the score? Ask the GM to note it on your sheet.' },
  'play.form.harmLater': {
    fr: 'Votre proposition attend les activités du temps mort : elle soignera les blessures que vous aurez alors.',
    en: 'Your proposal waits for the downtime’s activities: it heals the harm you have by then.',
  },
  'play.form.noProject': { fr: 'Aucun projet pour l’instant : demandez au MJ d’en ouvrir un.', en: 'No project yet: ask the GM to open one.' },
  'play.form.noOpenProject': {
    fr: 'Aucun projet ne peut avancer maintenant (achevé, ou en attente d’un autre) : demandez au MJ d’en ouvrir un.',
    en: 'No project can move on now (complete, or waiting for another): ask the GM to open one.',
  },

  // The character's proposals and what became of them.
  'play.proposals.title': { fr: 'Mes propositions', en: 'My proposals' },
  'play.proposals.none': { fr: 'Aucune proposition pour l’instant.', en: 'No proposals yet.' },
  'play.proposal.pending': { fr: 'En attente du MJ', en: 'Waiting for the GM' },
  'play.proposal.approved': { fr: 'Approuvée', en: 'Approved' },
  'play.proposal.declined': { fr: 'Refusée', en: 'Declined' },
  'play.proposal.withdrawn': { fr: 'Retirée', en: 'Withdrawn' },
  'play.proposal.onSheet': { fr: 'Le résultat est sur la feuille.', en: 'The result is on the sheet.' },
  'play.proposal.edited': { fr: 'Le MJ l’a modifiée en {what}.', en: 'The GM changed it to {what}.' },
  'play.proposal.reason': { fr: 'Raison du MJ : {reason}', en: 'The GM’s reason: {reason}' },
  'play.proposal.withdraw': { fr: 'Retirer', en: 'Withdraw' },
  'play.proposal.withdrawWhat': { fr: 'Retirer : {what}', en: 'Withdraw: {what}' },
  'play.proposal.decidedMeanwhile': { fr: 'Le MJ a déjà décidé de cette proposition.', en: 'The GM has already decided on this proposal.' },
} as const satisfies Section;

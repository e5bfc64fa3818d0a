import type { Catalog } from '../../message';

/**
 * The GM's side of players acting from their phones (issue 36): the proposals on the activities
 * step (approve, edit then approve, decline with a reason), the roll requests the GM makes and
 * follows, what the campaign lets players do (settings). See ui.ts for how to add keys.
 */

type Section = Catalog;

export const proposals = {
  'proposals.title': { fr: 'Propositions des joueurs', en: 'Players’ proposals' },
  // The PC's card and panel, the crew page.
  'proposals.count': { fr: '{count, plural, one {# proposition} other {# propositions}}', en: '{count, plural, one {# proposal} other {# proposals}}' },
  'proposals.waiting': { fr: '{count, plural, one {# proposition en attente} other {# propositions en attente}}', en: '{count, plural, one {# proposal waiting} other {# proposals waiting}}' },
  'proposals.of': { fr: 'Propositions {name, of}', en: '{name}’s proposals' },
  'proposals.playerProposes': { fr: 'Proposition {name, of} : {words}', en: '{name}’s proposal: {words}' },
  'proposals.odds': { fr: 'Chances de la proposition, la bande telle qu’elle est', en: 'The proposal’s odds, with the crew as it is' },
  // A proposal in words, as the GM reads it and the player's phone says it (never an id).
  'proposals.words': { fr: '{activity} : {detail}', en: '{activity}: {detail}' },
  'proposals.words.helped': { fr: '{words}, avec l’aide d’un ami ou d’un contact', en: '{words}, helped by a friend or contact' },
  'proposals.words.self': { fr: 'se soigne soi-même ({skill}, −1 qualité)', en: 'heals themself ({skill}, −1 quality)' },
  'proposals.words.pc': { fr: 'soins {healer, of} ({skill})', en: 'healed by {healer} ({skill})' },
  'proposals.words.pcAnyAction': { fr: 'soins {healer, of}', en: 'healed by {healer}' },
  'proposals.words.gone': { fr: 'un PJ parti de la bande', en: 'a PC who left the crew' },
  'proposals.words.npc': { fr: 'soins {healer, of} ({dice, plural, one {# dé} other {# dés}})', en: 'healed by {healer} ({dice, plural, one {# die} other {# dice}})' },
  'proposals.words.minQuality': { fr: 'qualité minimale {q}', en: 'minimum quality {q}' },
  'proposals.words.extraDice': { fr: '+{n, plural, one {# dé} other {# dés}}', en: '+{n, plural, one {# die} other {# dice}}' },
  'proposals.words.dangerous': { fr: '{goods} (+{heat} raffut)', en: '{goods} (+{heat} heat)' },
  'proposals.words.project': { fr: '{project} ({filled}/{segments}), {skill}', en: '{project} ({filled}/{segments}), {skill}' },
  'proposals.words.vice': { fr: 'rétablir {attribute}', en: 'restore {attribute}' },
  'proposals.words.pay': { fr: 'payer {coin} argent pour la qualité', en: 'pay {coin} coin for quality' },
  'proposals.words.asRolled': { fr: 'la prendre telle quelle', en: 'take it as rolled' },
  // What the GM does with it.
  'proposals.approve': { fr: 'Approuver', en: 'Approve' },
  'proposals.edit': { fr: 'Modifier puis approuver', en: 'Edit, then approve' },
  'proposals.edit.title': { fr: 'Modifier la proposition {name, of}', en: 'Edit {name}’s proposal' },
  'proposals.edit.cancel': { fr: 'Ne pas modifier', en: 'Don’t edit' },
  'proposals.approveAs': { fr: 'Approuver ainsi', en: 'Approve as edited' },
  'proposals.approveAs.needs': { fr: 'Pour approuver, choisissez d’abord : {fields}.', en: 'To approve, first choose: {fields}.' },
  'proposals.decline': { fr: 'Refuser', en: 'Decline' },
  'proposals.decline.reason': { fr: 'Raison, lue par le joueur (facultative)', en: 'Reason the player reads (optional)' },
  'proposals.decline.hint': { fr: '{max, plural, one {# caractère} other {# caractères}} au plus', en: '{max, plural, one {# character} other {# characters}} at most' },
  'proposals.decline.confirm': { fr: 'Confirmer le refus', en: 'Decline it' },
  'proposals.decline.back': { fr: 'Ne pas refuser', en: 'Don’t decline' },
  'proposals.declined': { fr: 'Proposition refusée : {words}', en: 'Proposal declined: {words}' },
  // A 409: the proposal moved on before the GM's answer.
  'proposals.gone.withdrawn': { fr: 'Le joueur a retiré cette proposition entre-temps : rien n’a été appliqué.', en: 'The player withdrew this proposal in the meantime: nothing was applied.' },
  'proposals.gone.approved': { fr: 'Cette proposition a déjà été approuvée : rien de plus n’a été appliqué.', en: 'This proposal was already approved: nothing more was applied.' },
  'proposals.gone.declined': { fr: 'Cette proposition a déjà été refusée : rien n’a été appliqué.', en: 'This proposal was already declined: nothing was applied.' },
} as const satisfies Section;

import type { Catalog } from '../message';

/**
 * The words of a Frostgrave wizard's underworld ledger as both the GM's ledger screens and the
 * players' phone read it (a player link may follow one wizard's ledger, read-only and live): the
 * wizard's numbers, the warband, the history of favours, pay-offs, collections and their d20s.
 * The players' phone loads them with the ledger it follows (ui-ledger.ts, a lazy chunk), never
 * with the crew sheet; the GM's catalog (ui.ts) has them too. See ui.ts for how to add keys.
 */

type Section = Catalog;

export const ledger = {
  'debt.markers': { fr: 'Marqueurs Pègre', en: 'Debt markers' },
  'debt.free': { fr: '{free, plural, =0 {Plus aucune faveur possible} one {Encore # marqueur possible} other {Encore # marqueurs possibles}}', en: '{free, plural, =0 {No more favours possible} one {# more marker possible} other {# more markers possible}}' },
  'debt.overLevel': { fr: '{over, plural, one {# marqueur} other {# marqueurs}} au-delà du niveau {level} : plus aucune faveur possible', en: '{over, plural, one {# marker} other {# markers}} over level {level}: no favour possible' },
  'debt.levelValue': { fr: 'Niveau {level}', en: 'Level {level}' },
  'debt.goldValue': { fr: 'Coffre-fort : {gold} co', en: 'Vault: {gold} gc' },
  'debt.hired': { fr: 'Gros bras embauchés : {count} sur 2', en: 'Hired muscle: {count} of 2' },
  'debt.warband': { fr: 'Bande de guerre', en: 'Warband' },
  'debt.warband.none': { fr: 'Aucun membre dans la bande de guerre.', en: 'No member in the warband.' },
  'debt.member.name': { fr: 'Nom', en: 'Name' },
  'debt.member.role': { fr: 'Rôle', en: 'Role' },
  'debt.member.baseCost': { fr: 'Coût de base (co)', en: 'Base cost (gc)' },
  'debt.member.will': { fr: 'Volonté', en: 'Will' },
  'debt.member.actions': { fr: 'Actions', en: 'Actions' },
  'debt.gc': { fr: '{gold} co', en: '{gold} gc' },
  'debt.hiredList': { fr: 'Gros bras embauchés : {list}', en: 'Hired muscle: {list}' },
  'debt.payOff': { fr: 'Rembourser', en: 'Pay off' },
  'debt.collection.short': { fr: 'Réclamation', en: 'Collection' },
  'debt.history': { fr: 'Registre', en: 'Ledger history' },
  'debt.history.kind.all': { fr: 'Tout', en: 'All' },
  'debt.history.kind.favour': { fr: 'Faveur', en: 'Favour' },
  'debt.history.kind.payOff': { fr: 'Remboursement', en: 'Pay-off' },
  'debt.history.kind.collection': { fr: 'Réclamation', en: 'Collection' },
  'debt.history.kind.roll': { fr: 'Jet', en: 'Roll' },
  'debt.history.empty': { fr: 'Rien dans le registre pour l’instant.', en: 'Nothing in the ledger yet.' },
  'debt.history.settlement': { fr: 'Gros bras soldés', en: 'Hired muscle settled' },
  'debt.history.roll': { fr: 'Jet : {purpose}', en: 'Roll: {purpose}' },
  'debt.history.markers': { fr: 'Marqueurs {delta}', en: 'Markers {delta}' },
  'debt.history.gold': { fr: 'Or {delta} co', en: 'Gold {delta} gc' },
  'ledger.title': { fr: 'Registre de la Pègre — {wizard}', en: 'Underworld ledger — {wizard}' },
  'ledger.heading': { fr: 'Registre de la Pègre', en: 'Underworld ledger' },
  'ledger.intro': { fr: 'Le registre que suit ce lien, en direct : seul le MJ y écrit.', en: 'The ledger this link follows, live: only the GM writes in it.' },
  'ledger.entries': { fr: 'Faveurs, remboursements et réclamations', en: 'Favours, pay-offs and collections' },
} satisfies Section;

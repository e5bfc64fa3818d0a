/**
 * For the tests that compare a wizard an earlier release answered with today's answer: what this
 * version adds to every wizard it answers.
 */
type Json = Record<string, unknown>;

/** The end of its game (`playing`: that release kept no order) and each member's permanent injuries (none then). */
export function wizardAsAnsweredToday(wizard: Json): Json {
  return { ...wizard, endOfGame: 'playing', warband: (wizard.warband as Json[]).map((m) => ({ ...m, injuries: [] })) };
}

/** A ledger: its wizard as answered today; nothing a revert reaches (its entries come before its history's start), no undo. */
export function ledgerAsAnsweredToday(ledger: Json): Json {
  return { ...ledger, wizard: wizardAsAnsweredToday(ledger.wizard as Json), stepSeqs: {}, undos: [] };
}

/**
 * A Frostgrave wizard as a link that follows it reads it (issue 34, "redaction by construction";
 * decision 014, "Players following a wizard"): its sheet and its ledger. Nothing of a wizard is
 * the GM's today; both are built from an allow-list all the same, so that a field added to them
 * reaches players only once decided here, and the ledger's rolls are read as any roll a player
 * reads (never a hidden one).
 */
import type { LedgerView } from '@temps-mort/contract';
import { allowed, type Decisions } from '@temps-mort/rules';
import { rollsForPlayer } from '../rolls/playerView';
import type { WizardView } from './model';

export function wizardForPlayer(view: WizardView): WizardView {
  return allowed(view, {
    id: true,
    campaignId: true,
    name: true,
    level: true,
    gold: true,
    markers: true,
    freeMarkers: true,
    warband: true,
    hiredMuscle: true,
    pendingCollectionId: true,
    endOfGame: true,
    version: true,
    createdAt: true,
    updatedAt: true,
  } satisfies Decisions<WizardView>);
}

export function ledgerForPlayer(ledger: LedgerView): LedgerView {
  return allowed(ledger, {
    wizard: wizardForPlayer,
    favours: true,
    payOffs: true,
    collections: true,
    rolls: (rolls) => rollsForPlayer(rolls),
    // What the GM reverts and redoes: a player does neither.
    stepSeqs: false,
    undos: false,
  } satisfies Decisions<LedgerView>);
}

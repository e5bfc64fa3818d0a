/**
 * A wizard's writes as the API serves them (routes/api/wizards), bound to the app's database, dice
 * and hub: each one step of the wizard's history (./service.ts, ./ledger.ts; undo, revert and redo:
 * ../history/moves.ts), committed, then told to whoever shows the wizard (./live.ts).
 */
import { randomUUID } from 'node:crypto';
import { redoStep, revertStep, undoStep } from '../history/moves';
import type { StepDeps } from '../history/aggregate';
import { wizardAggregate } from './aggregate';
import { claimFavour, collectionHelp, collectionSale, payOff, settleHiredMuscleAfterGame, startCollection, type FavourInput } from './ledger';
import {
  addWarbandMember,
  createWizard,
  deleteWizard,
  patchWizard,
  removeWarbandMember,
  updateWarbandMember,
  type NewWizardInput,
  type WarbandMemberInput,
  type WizardPatch,
} from './service';

export interface WizardWriteDeps extends StepDeps {
  /** Ids the events name before they are written (hired muscle, a collection); random unless a test says. */
  readonly newId?: () => string;
}

/** The wizard's writes, each told after its commit. */
export function wizardWrites(deps: WizardWriteDeps) {
  // Named one by one: the app's decorations are not its own enumerable fields.
  const ledger = { db: deps.db, roller: deps.roller, hub: deps.hub, ...(deps.clock === undefined ? {} : { clock: deps.clock }), newId: deps.newId ?? randomUUID };
  return {
    create: (campaignId: string, input: NewWizardInput) => createWizard(deps, campaignId, input),
    edit: (id: string, patch: WizardPatch) => patchWizard(deps, id, patch),
    delete: (id: string, version: number) => deleteWizard(deps, id, version),

    addMember: (id: string, version: number, member: WarbandMemberInput) => addWarbandMember(deps, id, version, member),
    editMember: (id: string, memberId: string, version: number, patch: Partial<WarbandMemberInput>) => updateWarbandMember(deps, id, memberId, version, patch),
    removeMember: (id: string, memberId: string, version: number) => removeWarbandMember(deps, id, memberId, version),

    favour: (id: string, version: number, favour: FavourInput) => claimFavour(ledger, id, version, favour),
    settle: (id: string, version: number, diedIds: readonly string[]) => settleHiredMuscleAfterGame(deps, id, version, diedIds),
    payOff: (id: string, version: number, markers: number) => payOff(deps, id, version, markers),
    startCollection: (id: string, version: number) => startCollection(ledger, id, version),
    sale: (collectionId: string, version: number, sale: { readonly saleGold: number; readonly markersToPay?: number | undefined }) => collectionSale(deps, collectionId, version, sale),
    help: (collectionId: string, version: number, memberIds: readonly string[]) => collectionHelp(deps, collectionId, version, memberIds),

    undo: (id: string, version: number) => undoStep(deps, wizardAggregate, { id, version }),
    /** Reverts step `seq` and the later steps the GM confirmed (`alsoRevert`). */
    revert: (id: string, seq: number, version: number, alsoRevert: readonly number[]) => revertStep(deps, wizardAggregate, { id, seq, version, alsoRevert }),
    redo: (id: string, seq: number, version: number) => redoStep(deps, wizardAggregate, { id, seq, version }),
  };
}

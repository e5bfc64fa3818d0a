/**
 * A wizard's writes as the API serves them (routes/api/wizards): each the table action of
 * ./service.ts, ./ledger.ts or ./revert.ts — one step of the wizard's history, committed — then
 * told to whoever shows the wizard (./live.ts): the campaign's GM screens and the links following it.
 */
import { randomUUID } from 'node:crypto';
import type { Roller } from '@temps-mort/rules';
import type { PrismaClient } from '../../generated/prisma/client';
import type { Hub } from '../../live/hub';
import { claimFavour, collectionHelp, collectionSale, payOff, settleHiredMuscleAfterGame, startCollection, type FavourInput } from './ledger';
import { publishWizardStep, told } from './live';
import { redoWizardStep, revertWizardStep } from './revert';
import {
  addWarbandMember,
  createWizard,
  deleteWizard,
  patchWizard,
  removeWarbandMember,
  undoWizard,
  updateWarbandMember,
  type NewWizardInput,
  type WarbandMemberInput,
  type WizardPatch,
} from './service';

export interface WizardWriteDeps {
  readonly db: PrismaClient;
  readonly roller: Roller;
  readonly hub: Hub;
  /** Ids the events name before they are written (hired muscle, a collection); random unless a test says. */
  readonly newId?: () => string;
}

/** The wizard's writes, each told after its commit. */
export function wizardWrites(deps: WizardWriteDeps) {
  const { db, roller, hub } = deps;
  const ledger = { roller, newId: deps.newId ?? randomUUID };
  return {
    create: (campaignId: string, input: NewWizardInput) => told(hub, createWizard(db, campaignId, input)),
    edit: (id: string, patch: WizardPatch) => told(hub, patchWizard(db, roller, id, patch)),
    async delete(id: string, version: number): Promise<void> {
      const gone = await deleteWizard(db, id, version);
      publishWizardStep(hub, gone.campaignId, gone.id);
    },

    addMember: (id: string, version: number, member: WarbandMemberInput) => told(hub, addWarbandMember(db, roller, id, version, member)),
    editMember: (id: string, memberId: string, version: number, patch: Partial<WarbandMemberInput>) => told(hub, updateWarbandMember(db, roller, id, memberId, version, patch)),
    removeMember: (id: string, memberId: string, version: number) => told(hub, removeWarbandMember(db, roller, id, memberId, version)),

    favour: (id: string, version: number, favour: FavourInput) => told(hub, claimFavour(db, ledger, id, version, favour)),
    settle: (id: string, version: number, diedIds: readonly string[]) => told(hub, settleHiredMuscleAfterGame(db, roller, id, version, diedIds)),
    payOff: (id: string, version: number, markers: number) => told(hub, payOff(db, roller, id, version, markers)),
    startCollection: (id: string, version: number) => told(hub, startCollection(db, ledger, id, version)),
    sale: (collectionId: string, version: number, sale: { readonly saleGold: number; readonly markersToPay?: number | undefined }) =>
      told(hub, collectionSale(db, roller, collectionId, version, sale)),
    help: (collectionId: string, version: number, memberIds: readonly string[]) => told(hub, collectionHelp(db, roller, collectionId, version, memberIds)),

    undo: (id: string, version: number) => told(hub, undoWizard(db, id, version)),
    /** Reverts step `seq` and the later steps the GM confirmed (`alsoRevert`). */
    revert: (id: string, seq: number, version: number, alsoRevert: readonly number[]) => told(hub, revertWizardStep(db, { wizardId: id, seq, version, alsoRevert })),
    redo: (id: string, seq: number, version: number) => told(hub, redoWizardStep(db, { wizardId: id, seq, version })),
  };
}

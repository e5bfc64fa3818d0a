/**
 * The Frostgrave ledger's server data (apps/api/src/routes/api/wizards): the answers are the
 * contract's (@temps-mort/contract wizards.ts, the route table's `wizard.*` and `collection.*`),
 * with query keys, fetchers and hooks. Every write names the wizard's `version` (409 with the
 * current wizard when stale) and answers `{ wizard, entry, reasons, rolls }`; the hooks put the
 * answer's wizard in the cache and refetch the ledger. Every write is a step of the wizard's
 * history, published on the campaign's stream (live.ts follows it); the last one can be undone,
 * any ledger entry reverted, an undo redone.
 */
import type {
  CollectionView,
  FavourBody,
  FavourView,
  FavourViewOf,
  LedgerEntryKind,
  LedgerStep,
  MemberAddBody,
  MemberPatchBody,
  RedoBody,
  RevertBody,
  WizardCreateBody,
  WizardPatchBody,
  WizardView,
} from '@temps-mort/contract';
import { checkEndOfGameOrder, type HiredMuscleKind, type Refusal, type Wizard } from '@temps-mort/rules';
import { call } from '../../lib/api';
import { ledgerKey, wizardKey, wizardsKey } from '../../lib/ledger';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '../../lib/query';

export { campaignKey, useCampaign, type Campaign } from '../../lib/campaign';
// The keys and reads a player link's followed ledger shares (lib/ledger.ts).
export { ledgerKey, useLedger, useWizards, wizardKey, wizardsKey } from '../../lib/ledger';

export type {
  CollectionView,
  FavourView,
  FavourViewOf,
  LedgerStep,
  LedgerView,
  MemberAddBody,
  SaleBody,
  WarbandMemberView,
  WizardCreateBody,
  WizardUndoAnswer,
  WizardView,
} from '@temps-mort/contract';
export type { DiceRollView, RollView } from '../../lib/rolls';

export const collectionKey = (id: string): QueryKey => ['collection', id];

/** F3's body: who is intimidated, and the bonus bought. */
export type IntimidationBody = Extract<FavourBody, { readonly kind: 'intimidation' }>;

export function useWizard(id: string | null) {
  return useQuery<WizardView>(wizardKey(id ?? ''), (signal) => call('wizard.sheet', { params: { id: id ?? '' } }, { signal }), {
    enabled: id !== null,
  });
}

export function useCollection(id: string | null) {
  return useQuery<CollectionView>(collectionKey(id ?? ''), (signal) => call('collection.read', { params: { id: id ?? '' } }, { signal }), {
    enabled: id !== null,
  });
}

/** The rules engine's `Wizard` of a view (for previews and odds). */
export function rulesWizard(view: WizardView): Wizard {
  return {
    id: view.id,
    name: view.name,
    level: view.level,
    gold: view.gold,
    markers: view.markers,
    warband: view.warband.map((m) => ({ ...m })),
    hiredMuscle: view.hiredMuscle.map((h) => ({ ...h })),
  };
}

/**
 * F4 → F6: what the seed's end-of-game order says of a step now (the rules' check, as the API
 * asks it): null when it may be asked for, else the refusal to show instead of the button.
 */
export function endOfGameRefusal(view: WizardView, type: 'hired_muscle_settle' | 'collection_start' | 'favour'): Refusal | null {
  const collection = view.pendingCollectionId === null ? null : { id: view.pendingCollectionId };
  return checkEndOfGameOrder({ endOfGame: view.endOfGame, collection }, type)?.error ?? null;
}

/** After a write: the wizard as the server answered, and everything under it refetched. */
export function acceptWizard(client: QueryClient, wizard: WizardView): void {
  client.setData(wizardKey(wizard.id), wizard);
  client.setData<WizardView[]>(wizardsKey(wizard.campaignId), (old) =>
    old ? old.map((w) => (w.id === wizard.id ? wizard : w)) : [wizard],
  );
}

/** A write on a wizard (favour, pay-off, collection step…): keeps the cache in step with the answer. */
export function useWizardWrite<TVars, TData extends { readonly wizard: WizardView }>(wizardId: string, fn: (vars: TVars) => Promise<TData>) {
  return useMutation<TVars, TData>(fn, {
    onSuccess: (data, _vars, client) => acceptWizard(client, data.wizard),
    invalidate: [ledgerKey(wizardId)],
  });
}

/**
 * Everything a wizard's page shows, read again: the wizard and its ledger (one prefix), and the
 * collections on screen (an undo or another window's step may have moved the pending one).
 */
export function refreshWizard(client: QueryClient, wizardId: string): Promise<unknown> {
  return Promise.all([client.invalidate(wizardKey(wizardId)), client.invalidate(['collection'])]);
}

/** Refetches the wizard and its ledger (after a 409, or to be sure); a 409's `current` wizard goes on screen at once. */
export function useReloadWizard(wizardId: string) {
  const client = useQueryClient();
  return (current?: WizardView | null) => {
    if (current) acceptWizard(client, current);
    void refreshWizard(client, wizardId);
  };
}

const isKind = <K extends LedgerEntryKind>(entry: FavourView, kind: K): entry is FavourViewOf<K> => entry.kind === kind;

/** A favour route answers the entry of the kind it was asked for: the step, its entry typed by that kind. */
function entryOf<K extends LedgerEntryKind>(kind: K): (step: LedgerStep<FavourView>) => LedgerStep<FavourViewOf<K>> {
  return (step) => {
    const { entry } = step;
    if (!isKind(entry, kind)) throw new Error(`asked for a ${kind}, the API answered a ${entry.kind}`);
    return { ...step, entry };
  };
}

export const wizardApi = {
  create: (campaignId: string, body: WizardCreateBody) => call('wizard.create', { params: { campaignId }, body }),
  patch: (id: string, body: WizardPatchBody) => call('wizard.edit', { params: { id }, body }),
  remove: (id: string, version: number) => call('wizard.delete', { params: { id }, query: { version } }),
  addMember: (id: string, body: MemberAddBody) => call('wizard.member.add', { params: { id }, body }),
  patchMember: (id: string, memberId: string, body: MemberPatchBody) => call('wizard.member.edit', { params: { id, memberId }, body }),
  removeMember: (id: string, memberId: string, version: number) => call('wizard.member.remove', { params: { id, memberId }, query: { version } }),
  loan: (id: string, version: number, amount: number) => call('wizard.favour', { params: { id }, body: { kind: 'loan', version, amount } }).then(entryOf('loan')),
  intimidate: (id: string, version: number, target: IntimidationBody['target'], bonus: number) =>
    call('wizard.favour', { params: { id }, body: { kind: 'intimidation', version, target, bonus } }).then(entryOf('intimidation')),
  hire: (id: string, version: number, muscle: HiredMuscleKind) => call('wizard.favour', { params: { id }, body: { kind: 'hired_muscle', version, muscle } }).then(entryOf('hired_muscle')),
  settle: (id: string, version: number, diedIds: readonly string[]) =>
    call('wizard.hiredMuscleSettle', { params: { id }, body: { version, diedIds: [...diedIds] } }).then(entryOf('hired_muscle_settlement')),
  payOff: (id: string, version: number, markers: number) => call('wizard.payOff', { params: { id }, body: { version, markers } }).then(entryOf('pay_off')),
  startCollection: (id: string, version: number) => call('wizard.collection', { params: { id }, body: { version } }),
  sale: (collectionId: string, version: number, saleGold: number, markersToPay?: number) =>
    call('collection.sale', { params: { id: collectionId }, body: { version, saleGold, ...(markersToPay === undefined ? {} : { markersToPay }) } }),
  help: (collectionId: string, version: number, memberIds: readonly string[]) => call('collection.help', { params: { id: collectionId }, body: { version, memberIds: [...memberIds] } }),
  /** Undoes the wizard's last step (a ledger entry, an edit of the sheet or warband); D7 `nothing_to_undo_in_ledger` when only its creation is left. */
  undo: (id: string, version: number) => call('wizard.undo', { params: { id }, body: { version } }),
  /** What reverting step `seq` would do (issue 34, "undo any step"): nothing written. */
  revertPreview: (id: string, seq: number) => call('wizard.revert.preview', { params: { id, seq } }),
  /** Reverts step `seq` with the later steps that no longer apply (`alsoRevert`: all those the preview listed). */
  revert: (id: string, seq: number, body: RevertBody) => call('wizard.revert', { params: { id, seq }, body }),
  /** Takes back the undo step `seq`: what it undid is redone. */
  redo: (id: string, seq: number, body: RedoBody) => call('wizard.redo', { params: { id, seq }, body }),
};

/** A result shown under a form is the wizard's last step only while the wizard is still at the version it made. */
export function isCurrentStep(step: { readonly wizard: Pick<WizardView, 'id' | 'version'> } | null | undefined, wizard: Pick<WizardView, 'id' | 'version'>): boolean {
  return step !== null && step !== undefined && step.wizard.id === wizard.id && step.wizard.version === wizard.version;
}

/**
 * The Frostgrave ledger's server data (apps/api/src/routes/api/wizards): types mirroring the API's
 * views, query keys, fetchers and hooks. Every write names the wizard's `version` (409 with the
 * current wizard when stale) and answers `{ wizard, entry, reasons, rolls }`; the hooks put the
 * answer's wizard in the cache and refetch the ledger. Every write is a step of the wizard's history,
 * published on the campaign's stream (live.ts follows it); the last one can be undone.
 */
import type { HiredMuscleKind, Reason, WarbandRole, Wizard } from '@temps-mort/rules';
import { api } from '../../lib/api';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '../../lib/query';
import type { RollView } from '../../lib/rolls';

export { campaignKey, useCampaign, type Campaign } from '../../lib/campaign';

export interface WarbandMemberView {
  readonly id: string;
  readonly name: string;
  readonly role: WarbandRole;
  readonly baseCost: number;
  readonly will: number;
}

export interface WizardView {
  readonly id: string;
  readonly campaignId: string;
  readonly name: string;
  readonly level: number;
  readonly gold: number;
  readonly markers: number;
  /** F1: markers the wizard may still take. */
  readonly freeMarkers: number;
  readonly warband: readonly WarbandMemberView[];
  readonly hiredMuscle: readonly { readonly id: string; readonly kind: HiredMuscleKind }[];
  /** The F6 collection waiting for a sale or members, if any. */
  readonly pendingCollectionId: string | null;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type FavourKind = 'loan' | 'intimidation' | 'hired_muscle' | 'pay_off' | 'hired_muscle_settlement';

export interface FavourView {
  readonly id: string;
  readonly wizardId: string;
  readonly kind: FavourKind;
  readonly markersDelta: number;
  readonly goldDelta: number;
  readonly details: Readonly<Record<string, unknown>>;
  readonly reasons: readonly Reason[];
  readonly createdAt: string;
}

export type CollectionStatus = 'skipped' | 'not_called' | 'awaiting_sale' | 'awaiting_members' | 'done';

export interface CollectionView {
  readonly id: string;
  readonly wizardId: string;
  readonly status: CollectionStatus;
  readonly awaiting: 'sale' | 'members' | null;
  readonly markersAtCheck: number;
  readonly checkRoll: number | null;
  readonly tableRoll: number | null;
  readonly rolledEntry: string | null;
  /** Rows tried, in order (1-6 → 7-12 → 13-18 after two fall-throughs). */
  readonly path: readonly string[];
  readonly entry: string | null;
  readonly markersRemoved: number;
  readonly goldPaid: number;
  readonly saleGold: number;
  readonly missNextGame: readonly string[];
  readonly injury: unknown;
  readonly reasons: readonly Reason[];
  readonly createdAt: string;
}

export type { DiceRollView, RollView } from '../../lib/rolls';

export interface LedgerStep<E> {
  readonly wizard: WizardView;
  readonly entry: E;
  readonly reasons: readonly Reason[];
  readonly rolls: readonly RollView[];
}

export interface LedgerView {
  readonly wizard: WizardView;
  readonly favours: readonly FavourView[];
  readonly payOffs: readonly FavourView[];
  readonly collections: readonly CollectionView[];
  readonly rolls: readonly RollView[];
}

const enc = encodeURIComponent;

export const wizardsKey = (campaignId: string): QueryKey => ['wizards', campaignId];
export const wizardKey = (id: string): QueryKey => ['wizard', id];
export const ledgerKey = (id: string): QueryKey => ['wizard', id, 'ledger'];
export const collectionKey = (id: string): QueryKey => ['collection', id];

export function useWizards(campaignId: string | null) {
  return useQuery<WizardView[]>(
    wizardsKey(campaignId ?? ''),
    (signal) => api.get<WizardView[]>(`/api/campaigns/${enc(campaignId ?? '')}/wizards`, { signal }),
    { enabled: campaignId !== null },
  );
}

export function useWizard(id: string | null) {
  return useQuery<WizardView>(wizardKey(id ?? ''), (signal) => api.get<WizardView>(`/api/wizards/${enc(id ?? '')}`, { signal }), {
    enabled: id !== null,
  });
}

export function useLedger(id: string | null) {
  return useQuery<LedgerView>(ledgerKey(id ?? ''), (signal) => api.get<LedgerView>(`/api/wizards/${enc(id ?? '')}/ledger`, { signal }), {
    enabled: id !== null,
  });
}

export function useCollection(id: string | null) {
  return useQuery<CollectionView>(collectionKey(id ?? ''), (signal) => api.get<CollectionView>(`/api/collections/${enc(id ?? '')}`, { signal }), {
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

/** After a write: the wizard as the server answered, and everything under it refetched. */
export function acceptWizard(client: QueryClient, wizard: WizardView): void {
  client.setData(wizardKey(wizard.id), wizard);
  client.setData<WizardView[]>(wizardsKey(wizard.campaignId), (old) =>
    old ? old.map((w) => (w.id === wizard.id ? wizard : w)) : [wizard],
  );
}

/** A 409's `current` is the wizard as it is now: show it instead of what the GM had. */
export function isWizardView(value: unknown): value is WizardView {
  return typeof value === 'object' && value !== null && typeof (value as WizardView).id === 'string' && Array.isArray((value as WizardView).warband);
}

/** A write on a wizard (favour, pay-off, collection step…): keeps the cache in step with the answer. */
export function useWizardWrite<TVars, TData extends { readonly wizard: WizardView }>(wizardId: string, fn: (vars: TVars) => Promise<TData>) {
  return useMutation<TVars, TData>(fn, {
    onSuccess: (data, _vars, client) => acceptWizard(client, data.wizard),
    invalidate: [ledgerKey(wizardId)],
  });
}

/** What an undo answers: the wizard as the steps kept make it, why, and the rolls it took back (now undone). */
export interface UndoAnswer {
  readonly wizard: WizardView;
  readonly reasons: readonly Reason[];
  readonly undoneRolls: readonly RollView[];
}

/**
 * Everything a wizard's page shows, read again: the wizard and its ledger (one prefix), and the
 * collections on screen (an undo or another window's step may have moved the pending one).
 */
export function refreshWizard(client: QueryClient, wizardId: string): Promise<unknown> {
  return Promise.all([client.invalidate(wizardKey(wizardId)), client.invalidate(['collection'])]);
}

/** Refetches the wizard and its ledger (after a 409, or to be sure). */
export function useReloadWizard(wizardId: string) {
  const client = useQueryClient();
  return (current?: unknown) => {
    if (isWizardView(current)) acceptWizard(client, current);
    void refreshWizard(client, wizardId);
  };
}

export const wizardApi = {
  create: (campaignId: string, body: { name: string; level: number; gold: number; markers: number }) =>
    api.post<WizardView>(`/api/campaigns/${enc(campaignId)}/wizards`, body),
  patch: (id: string, body: { version: number; name?: string; level?: number; gold?: number; markers?: number }) =>
    api.patch<WizardView>(`/api/wizards/${enc(id)}`, body),
  remove: (id: string, version: number) => api.delete<void>(`/api/wizards/${enc(id)}?version=${version}`),
  addMember: (id: string, body: Omit<WarbandMemberView, 'id'> & { version: number }) =>
    api.post<{ wizard: WizardView; memberId: string }>(`/api/wizards/${enc(id)}/warband`, body),
  patchMember: (id: string, memberId: string, body: Partial<Omit<WarbandMemberView, 'id'>> & { version: number }) =>
    api.patch<WizardView>(`/api/wizards/${enc(id)}/warband/${enc(memberId)}`, body),
  removeMember: (id: string, memberId: string, version: number) =>
    api.delete<WizardView>(`/api/wizards/${enc(id)}/warband/${enc(memberId)}?version=${version}`),
  loan: (id: string, version: number, amount: number) =>
    api.post<LedgerStep<FavourView>>(`/api/wizards/${enc(id)}/favours`, { kind: 'loan', version, amount }),
  intimidate: (id: string, version: number, target: { name: string; role: WarbandRole; will: number }, bonus: number) =>
    api.post<LedgerStep<FavourView>>(`/api/wizards/${enc(id)}/favours`, { kind: 'intimidation', version, target, bonus }),
  hire: (id: string, version: number, muscle: HiredMuscleKind) =>
    api.post<LedgerStep<FavourView>>(`/api/wizards/${enc(id)}/favours`, { kind: 'hired_muscle', version, muscle }),
  settle: (id: string, version: number, diedIds: readonly string[]) =>
    api.post<LedgerStep<FavourView>>(`/api/wizards/${enc(id)}/hired-muscle/settle`, { version, diedIds }),
  payOff: (id: string, version: number, markers: number) =>
    api.post<LedgerStep<FavourView>>(`/api/wizards/${enc(id)}/pay-off`, { version, markers }),
  startCollection: (id: string, version: number) =>
    api.post<LedgerStep<CollectionView>>(`/api/wizards/${enc(id)}/collections`, { version }),
  sale: (collectionId: string, version: number, saleGold: number, markersToPay?: number) =>
    api.post<LedgerStep<CollectionView>>(`/api/collections/${enc(collectionId)}/sale`, {
      version,
      saleGold,
      ...(markersToPay === undefined ? {} : { markersToPay }),
    }),
  help: (collectionId: string, version: number, memberIds: readonly string[]) =>
    api.post<LedgerStep<CollectionView>>(`/api/collections/${enc(collectionId)}/help`, { version, memberIds }),
  /** Undoes the wizard's last step (a ledger entry, an edit of the sheet or warband); D7 `nothing_to_undo_in_ledger` when only its creation is left. */
  undo: (id: string, version: number) => api.post<UndoAnswer>(`/api/wizards/${enc(id)}/undo`, { version }),
};

/** A result shown under a form is the wizard's last step only while the wizard is still at the version it made. */
export function isCurrentStep(step: { readonly wizard: Pick<WizardView, 'id' | 'version'> } | null | undefined, wizard: Pick<WizardView, 'id' | 'version'>): boolean {
  return step !== null && step !== undefined && step.wizard.id === wizard.id && step.wizard.version === wizard.version;
}

/**
 * The dice tools' server data: the campaign (its table rules, for exact odds computed here with
 * @temps-mort/rules), its crews, stored rolls (apps/api/src/routes/api/rolls), the d6 pools' exact
 * odds as the server gives them (GET /api/odds/{d6,fortune}), the d12 effects on a character
 * (…/characters/:cid/d12/{damage,rest,comfort,milestone}) and the d100 complex-action trackers (…/complex-actions).
 */
import type {
  ComplexActionSteps,
  ComplexActionView,
  ComplexRollAnswer,
  CrewSummary,
  D12EffectBody,
  Effect,
  FollowUp,
  FollowUpBody,
  RedoBody,
  RevertBody,
  RevertPreview,
  RollBody,
  RollLinks,
  RollOdds,
} from '@temps-mort/contract';
import type {
  Character,
  D100Contestant,
  D12ActionResult,
  D12Attribute,
  D12DamageKind,
  Reason,
} from '@temps-mort/rules';
import { api } from '../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../lib/crew';
import { useQuery, type QueryClient, type QueryKey } from '../../lib/query';
import type { RollView } from '../../lib/rolls';

export { campaignKey, useCampaign, type Campaign } from '../../lib/campaign';

export type { ComplexActionView, ComplexRollAnswer, CrewSummary, DiceRollView, Effect, FollowUp, RollLinks, RollView } from '@temps-mort/contract';

const enc = encodeURIComponent;

export const crewsKey = (campaignId: string): QueryKey => ['campaign', campaignId, 'crews'];
export const rollsKey = (campaignId: string): QueryKey => ['rolls', campaignId];
export const complexActionsKey = (campaignId: string): QueryKey => ['complex-actions', campaignId];
export const complexActionKey = (id: string): QueryKey => ['complex-action', id];

export function useCrews(campaignId: string | null) {
  return useQuery<CrewSummary[]>(crewsKey(campaignId ?? ''), (signal) => api.get<CrewSummary[]>(`/api/campaigns/${enc(campaignId ?? '')}/crews`, { signal }), {
    enabled: campaignId !== null,
  });
}

export function useRolls(campaignId: string | null) {
  return useQuery<RollView[]>(rollsKey(campaignId ?? ''), (signal) => api.get<RollView[]>(`/api/campaigns/${enc(campaignId ?? '')}/rolls?limit=20`, { signal }), {
    enabled: campaignId !== null,
  });
}

/** A tracker's own rolls, newest first, undone ones marked (its log). */
export function useTrackerRolls(campaignId: string, id: string) {
  return useQuery<RollView[]>([...rollsKey(campaignId), 'complex', id], (signal) =>
    api.get<RollView[]>(`/api/campaigns/${enc(campaignId)}/rolls?complexActionId=${enc(id)}&limit=500`, { signal }),
  );
}

/** The d6 pools: an action roll (D1/D2) and a fortune roll (D1 + D5, its band moved by `shift`). */
export type PoolRollKind = 'd6' | 'fortune';
export interface PoolRollInput {
  readonly pool: number;
  /** The quality modifier of a fortune roll (0 for an action roll). */
  readonly shift: number;
}

/** Each band's exact odds for a pool, from the server (null input: a field is wrong, nothing asked). */
export function usePoolOdds(kind: PoolRollKind, input: PoolRollInput | null) {
  const query = input === null ? '' : kind === 'd6' ? `pool=${input.pool}` : `pool=${input.pool}&shift=${input.shift}`;
  // The odds of a pool never change: asked once per pool and shift.
  return useQuery<RollOdds<PoolRollKind>>(['odds', kind, query], (signal) => api.get<RollOdds<PoolRollKind>>(`/api/odds/${kind}?${query}`, { signal }), {
    enabled: input !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnFocus: false,
    refetchOnReconnect: false,
  });
}

export function useComplexActions(campaignId: string | null) {
  return useQuery<ComplexActionView[]>(
    complexActionsKey(campaignId ?? ''),
    (signal) => api.get<ComplexActionView[]>(`/api/campaigns/${enc(campaignId ?? '')}/complex-actions`, { signal }),
    { enabled: campaignId !== null },
  );
}

/** Each roll's step and the undos not taken back (GM): read again whenever the tracker's version moves. */
export function useComplexSteps(id: string, version: number) {
  return useQuery<ComplexActionSteps>(['complex-action-steps', id, version], (signal) => api.get<ComplexActionSteps>(`/api/complex-actions/${enc(id)}/steps`, { signal }));
}

export function useComplexAction(id: string | null) {
  return useQuery<ComplexActionView>(complexActionKey(id ?? ''), (signal) => api.get<ComplexActionView>(`/api/complex-actions/${enc(id ?? '')}`, { signal }), {
    enabled: id !== null,
  });
}

export type D12Body = RollBody<'d12'>;
export type CriticalBody = Omit<FollowUpBody<'critical'>, 'version'>;
export type MilestoneBody = DistributiveOmit<D12EffectBody<'milestone'>, 'version'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const diceApi = {
  d6: (campaignId: string, body: RollBody<'d6'>) => api.post<RollView>(`/api/campaigns/${enc(campaignId)}/rolls/d6`, body),
  fortune: (campaignId: string, body: RollBody<'fortune'>) => api.post<RollView>(`/api/campaigns/${enc(campaignId)}/rolls/fortune`, body),
  d12: (campaignId: string, body: D12Body) => api.post<RollView>(`/api/campaigns/${enc(campaignId)}/rolls/d12`, body),
  fearTest: (campaignId: string, body: RollLinks & { characterId: string; trait?: string; modifier?: number }) =>
    api.post<RollView>(`/api/campaigns/${enc(campaignId)}/rolls/fear-test`, body),
  d100: (campaignId: string, body: RollLinks & { threshold: number }) => api.post<RollView>(`/api/campaigns/${enc(campaignId)}/rolls/d100`, body),
  d100Opposition: (campaignId: string, body: RollLinks & { actor: D100Contestant; opponent: D100Contestant }) =>
    api.post<RollView>(`/api/campaigns/${enc(campaignId)}/rolls/d100-opposition`, body),
  d100Group: (campaignId: string, body: RollLinks & { leadThreshold: number; helpers: readonly number[] }) =>
    api.post<RollView>(`/api/campaigns/${enc(campaignId)}/rolls/d100-group`, body),
  /** Undo of the crew's last step (a d12 effect is one): the answer's sheet is the crew as it was. */
  crewUndo: (crewId: string, body: { version: number }) => api.post<{ sheet: unknown; event: { seq: number } }>(`/api/crews/${enc(crewId)}/undo`, body),
  /** Undo of the campaign's last roll (it stays listed, marked undone). */
  undo: (rollId: string) => api.post<RollView>(`/api/rolls/${enc(rollId)}/undo`, {}),
  give: (rollId: string, body: { version?: number; blind?: boolean }) => api.post<FollowUp>(`/api/rolls/${enc(rollId)}/give-of-oneself`, body),
  reroll: (rollId: string, body: { version?: number }) => api.post<FollowUp>(`/api/rolls/${enc(rollId)}/reroll`, body),
  critical: (rollId: string, body: CriticalBody & { version?: number }) => api.post<FollowUp>(`/api/rolls/${enc(rollId)}/critical`, body),
  fearResolution: (rollId: string, body: { version: number; spendDestinyToAvoidZero?: boolean }) =>
    api.post<FollowUp>(`/api/rolls/${enc(rollId)}/fear-resolution`, body),
  rest: (
    crewId: string,
    characterId: string,
    body: { version: number; hours: number; safe: boolean; comfortNearby: boolean; allocation: Partial<Record<D12Attribute, number>> },
  ) => api.post<Effect>(`/api/crews/${enc(crewId)}/characters/${enc(characterId)}/d12/rest`, body),
  damage: (crewId: string, characterId: string, body: { version: number; kind: D12DamageKind; amount: number; spendDestinyToAvoidZero?: boolean }) =>
    api.post<Effect>(`/api/crews/${enc(crewId)}/characters/${enc(characterId)}/d12/damage`, body),
  comfort: (crewId: string, characterId: string, body: { version: number; lost: boolean }) =>
    api.post<Effect>(`/api/crews/${enc(crewId)}/characters/${enc(characterId)}/d12/comfort`, body),
  milestone: (crewId: string, characterId: string, body: MilestoneBody & { version: number }) =>
    api.post<Effect>(`/api/crews/${enc(crewId)}/characters/${enc(characterId)}/d12/milestone`, body),
  createComplex: (
    campaignId: string,
    body: { name: string; crewId?: string; start: number; failureThreshold?: number | null; milestones?: readonly { crossed: number; label?: string }[] },
  ) => api.post<{ complexAction: ComplexActionView; reasons: readonly Reason[] }>(`/api/campaigns/${enc(campaignId)}/complex-actions`, body),
  /** Undo of the tracker's last roll: the tracker replays the rolls kept; the roll stays listed, undone. */
  complexUndo: (id: string, body: { version: number }) => api.post<{ complexAction: ComplexActionView; reasons: readonly Reason[] }>(`/api/complex-actions/${enc(id)}/undo`, body),
  /** What reverting roll `seq` would do (issue 34, "undo any step"): nothing written. */
  complexRevertPreview: (id: string, seq: number) => api.get<RevertPreview>(`/api/complex-actions/${enc(id)}/history/${seq}/revert`),
  /** Reverts roll `seq` with the later rolls that no longer apply (`alsoRevert`: all those the preview listed). */
  complexRevert: (id: string, seq: number, body: RevertBody) =>
    api.post<{ complexAction: ComplexActionView; reasons: readonly Reason[] }>(`/api/complex-actions/${enc(id)}/history/${seq}/revert`, body),
  /** Takes back the undo step `seq`: the roll it undid is kept again. */
  complexRedo: (id: string, seq: number, body: RedoBody) =>
    api.post<{ complexAction: ComplexActionView; reasons: readonly Reason[] }>(`/api/complex-actions/${enc(id)}/history/${seq}/redo`, body),
  complexRoll: (id: string, body: { version: number; threshold: number; who?: string }) => api.post<ComplexRollAnswer>(`/api/complex-actions/${enc(id)}/roll`, body),
  complexOpposed: (id: string, body: { version: number; actor: D100Contestant; opponent: D100Contestant; who?: string }) =>
    api.post<ComplexRollAnswer>(`/api/complex-actions/${enc(id)}/opposed-roll`, body),
  complexGroup: (id: string, body: { version: number; leadThreshold: number; helpers: readonly number[]; who?: string }) =>
    api.post<ComplexRollAnswer>(`/api/complex-actions/${enc(id)}/group-roll`, body),
};

/** A d12 roll's result (`RollView.result.value`), or null for another kind of roll. */
export function d12Result(roll: RollView): D12ActionResult | null {
  if (roll.kind !== 'd12_action') return null;
  const v = roll.result.value as Partial<D12ActionResult> | null;
  return v && typeof v.die === 'number' && typeof v.degree === 'string' ? (v as D12ActionResult) : null;
}

/**
 * After a write that changed a character (its sheet saved through the crew's history): the new
 * character and the crew's new version go into the cached sheet at once, and the sheet is refetched.
 */
export function acceptCharacter(client: QueryClient, crewId: string, character: Character | null, version: number | null): void {
  const old = client.getData<CrewSheet>(crewKey(crewId));
  if (old && character !== null && version !== null) {
    client.setData<CrewSheet>(crewKey(crewId), {
      ...old,
      version,
      crew: { ...old.crew, characters: old.crew.characters.map((c) => (c.id === character.id ? character : c)) },
    });
  }
  void client.invalidate(crewKey(crewId));
}

/** After a 409: the sheet as the server has it now (`current`) replaces the cached one, else a refetch. */
export function replaceSheet(client: QueryClient, crewId: string, current: unknown): void {
  try {
    client.setData(crewKey(crewId), toCrewSheet(current));
  } catch {
    void client.invalidate(crewKey(crewId));
  }
}

/** A 409's `current` for a complex action. */
export function isComplexActionView(value: unknown): value is ComplexActionView {
  return typeof value === 'object' && value !== null && typeof (value as ComplexActionView).id === 'string' && typeof (value as ComplexActionView).tracker === 'object';
}

/**
 * The dice tools' server data: the campaign (its table rules, for exact odds computed here with
 * @temps-mort/rules), its crews, stored rolls (the route table's campaign.rolls, roll.*), the d6
 * pools' exact odds as the server gives them (odds.d6, odds.fortune), the d12 effects on a
 * character (d12.*) and the d100 complex-action trackers (complexAction.*). Every call goes through
 * the typed client (lib/api.ts `call`): paths, bodies and answers are the contract's.
 */
import type { D12EffectBody, FollowUpBody, RollLinks } from '@temps-mort/contract';
import type { Character, D12ActionResult } from '@temps-mort/rules';
import { call, type CallInput, type RouteCalled } from '../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../lib/crew';
import { useQuery, type QueryClient, type QueryKey } from '../../lib/query';
import type { RollView } from '../../lib/rolls';

export { campaignKey, useCampaign, type Campaign } from '../../lib/campaign';

export type { ComplexActionView, ComplexRollAnswer, CrewSummary, DiceRollView, Effect, FollowUp, RollLinks, RollRequestRoll, RollRequestView, RollView } from '@temps-mort/contract';

export const crewsKey = (campaignId: string): QueryKey => ['campaign', campaignId, 'crews'];
export const rollsKey = (campaignId: string): QueryKey => ['rolls', campaignId];
export const complexActionsKey = (campaignId: string): QueryKey => ['complex-actions', campaignId];
export const complexActionKey = (id: string): QueryKey => ['complex-action', id];

export function useCrews(campaignId: string | null) {
  return useQuery(crewsKey(campaignId ?? ''), (signal) => call('campaign.crews', { params: { campaignId: campaignId ?? '' } }, { signal }), {
    enabled: campaignId !== null,
  });
}

export function useRolls(campaignId: string | null) {
  return useQuery(rollsKey(campaignId ?? ''), (signal) => call('campaign.rolls', { params: { campaignId: campaignId ?? '' }, query: { limit: 20 } }, { signal }), {
    enabled: campaignId !== null,
  });
}

/** A tracker's own rolls, newest first, undone ones marked (its log). */
export function useTrackerRolls(campaignId: string, id: string) {
  return useQuery([...rollsKey(campaignId), 'complex', id], (signal) =>
    call('campaign.rolls', { params: { campaignId }, query: { complexActionId: id, limit: 500 } }, { signal }),
  );
}

/** The d6 pools: an action roll (D1/D2) and a fortune roll (D1 + D5, its band moved by `shift`). */
export type PoolRollKind = 'd6' | 'fortune';
/** A pool and its shift (the quality modifier, D5) as roll.fortune takes them; an action roll's shift is 0. */
export type PoolRollInput = Required<Pick<Body<'roll.fortune'>, 'pool' | 'shift'>>;

/** Each band's exact odds for a pool, from the server (null input: a field is wrong, nothing asked). */
export function usePoolOdds(kind: PoolRollKind, input: PoolRollInput | null) {
  const { pool, shift } = input ?? { pool: 0, shift: 0 };
  // The odds of a pool never change: asked once per pool and shift.
  return useQuery(
    ['odds', kind, input === null ? null : pool, kind === 'fortune' && input !== null ? shift : null],
    (signal) => (kind === 'd6' ? call('odds.d6', { query: { pool } }, { signal }) : call('odds.fortune', { query: { pool, shift } }, { signal })),
    { enabled: input !== null, staleTime: Number.POSITIVE_INFINITY, refetchOnFocus: false, refetchOnReconnect: false },
  );
}

export function useComplexActions(campaignId: string | null) {
  return useQuery(complexActionsKey(campaignId ?? ''), (signal) => call('campaign.complexActions', { params: { campaignId: campaignId ?? '' } }, { signal }), {
    enabled: campaignId !== null,
  });
}

/** Each roll's step and the undos not taken back (GM): read again whenever the tracker's version moves. */
export function useComplexSteps(id: string, version: number) {
  return useQuery(['complex-action-steps', id, version], (signal) => call('complexAction.steps', { params: { id } }, { signal }));
}

export function useComplexAction(id: string | null) {
  return useQuery(complexActionKey(id ?? ''), (signal) => call('complexAction.read', { params: { id: id ?? '' } }, { signal }), {
    enabled: id !== null,
  });
}

/** What route `N` takes as its body. */
type Body<N extends RouteCalled> = NonNullable<CallInput<N>['body']>;
/** A roll's own fields: its body without who rolled, for whom and whether hidden (RollOptions' `rollLinks` adds them). */
export type RollFields<N extends RouteCalled> = Omit<Body<N>, keyof RollLinks>;

export type D12Body = Body<'roll.d12'>;
export type CriticalBody = Omit<FollowUpBody<'critical'>, 'version'>;
export type MilestoneBody = DistributiveOmit<D12EffectBody<'milestone'>, 'version'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const diceApi = {
  d6: (campaignId: string, body: Body<'roll.d6'>) => call('roll.d6', { params: { campaignId }, body }),
  fortune: (campaignId: string, body: Body<'roll.fortune'>) => call('roll.fortune', { params: { campaignId }, body }),
  d12: (campaignId: string, body: D12Body) => call('roll.d12', { params: { campaignId }, body }),
  fearTest: (campaignId: string, body: Body<'roll.fearTest'>) => call('roll.fearTest', { params: { campaignId }, body }),
  d100: (campaignId: string, body: Body<'roll.d100'>) => call('roll.d100', { params: { campaignId }, body }),
  d100Opposition: (campaignId: string, body: Body<'roll.d100Opposition'>) => call('roll.d100Opposition', { params: { campaignId }, body }),
  d100Group: (campaignId: string, body: Body<'roll.d100Group'>) => call('roll.d100Group', { params: { campaignId }, body }),
  /** Undo of the crew's last step (a d12 effect is one): the answer's sheet is the crew as it was. */
  crewUndo: (crewId: string, body: Body<'crew.undo'>) => call('crew.undo', { params: { crewId }, body }),
  /** Undo of the campaign's last roll (it stays listed, marked undone). */
  undo: (rollId: string) => call('roll.undo', { params: { id: rollId }, body: {} }),
  give: (rollId: string, body: Body<'roll.giveOfOneself'>) => call('roll.giveOfOneself', { params: { id: rollId }, body }),
  reroll: (rollId: string, body: Body<'roll.reroll'>) => call('roll.reroll', { params: { id: rollId }, body }),
  critical: (rollId: string, body: Body<'roll.critical'>) => call('roll.critical', { params: { id: rollId }, body }),
  fearResolution: (rollId: string, body: Body<'roll.fearResolution'>) => call('roll.fearResolution', { params: { id: rollId }, body }),
  rest: (crewId: string, characterId: string, body: Body<'d12.rest'>) => call('d12.rest', { params: { crewId, characterId }, body }),
  damage: (crewId: string, characterId: string, body: Body<'d12.damage'>) => call('d12.damage', { params: { crewId, characterId }, body }),
  comfort: (crewId: string, characterId: string, body: Body<'d12.comfort'>) => call('d12.comfort', { params: { crewId, characterId }, body }),
  milestone: (crewId: string, characterId: string, body: Body<'d12.milestone'>) => call('d12.milestone', { params: { crewId, characterId }, body }),
  createComplex: (campaignId: string, body: Body<'complexAction.create'>) => call('complexAction.create', { params: { campaignId }, body }),
  /** Undo of the tracker's last roll: the tracker replays the rolls kept; the roll stays listed, undone. */
  complexUndo: (id: string, body: Body<'complexAction.undo'>) => call('complexAction.undo', { params: { id }, body }),
  /** What reverting roll `seq` would do (issue 34, "undo any step"): nothing written. */
  complexRevertPreview: (id: string, seq: number) => call('complexAction.revert.preview', { params: { id, seq } }),
  /** Reverts roll `seq` with the later rolls that no longer apply (`alsoRevert`: all those the preview listed). */
  complexRevert: (id: string, seq: number, body: Body<'complexAction.revert'>) => call('complexAction.revert', { params: { id, seq }, body }),
  /** Takes back the undo step `seq`: the roll it undid is kept again. */
  complexRedo: (id: string, seq: number, body: Body<'complexAction.redo'>) => call('complexAction.redo', { params: { id, seq }, body }),
  complexRoll: (id: string, body: Body<'complexAction.roll'>) => call('complexAction.roll', { params: { id }, body }),
  complexOpposed: (id: string, body: Body<'complexAction.opposedRoll'>) => call('complexAction.opposedRoll', { params: { id }, body }),
  complexGroup: (id: string, body: Body<'complexAction.groupRoll'>) => call('complexAction.groupRoll', { params: { id }, body }),
};

/**
 * The GM's roll requests (issue 36): a roll asked of a crew's character, answered from the link
 * given to them (lib/players.ts keeps each crew's list live).
 */
export const requestsApi = {
  create: (crewId: string, body: Body<'rollRequest.create'>) => call('rollRequest.create', { params: { crewId }, body }),
  cancel: (id: string) => call('rollRequest.cancel', { params: { id }, body: {} }),
  /** One roll (a request's answer that the campaign's last rolls no longer list). */
  roll: (id: string, signal?: AbortSignal) => call('roll.read', { params: { id } }, { signal }),
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

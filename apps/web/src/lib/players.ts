/**
 * Players acting from their phones (issue 36), as both the GM's screens and the phone read it: the
 * crew's proposals and roll requests, each a query kept live by the crew's stream (`proposal` and
 * `roll_request` events carry the one that changed: lib/crew.ts `useCrewLive`).
 */
import type { ProposalView, RollRequestView } from '@temps-mort/contract';
import { call } from './api';
import { useQuery, type QueryKey, type UseQueryResult } from './query';

export const crewProposalsKey = (crewId: string): QueryKey => ['crew', crewId, 'proposals'];
export const crewRollRequestsKey = (crewId: string): QueryKey => ['crew', crewId, 'roll-requests'];

/** The crew's proposals: pending first, then the latest decided, newest first (the API's order). */
export function useCrewProposals(crewId: string | null, token: string | null = null, enabled = true): UseQueryResult<ProposalView[]> {
  return useQuery(crewProposalsKey(crewId ?? ''), (signal) => call('crew.proposals', { params: { crewId: crewId ?? '' } }, { token, signal }) as Promise<ProposalView[]>, {
    enabled: enabled && crewId !== null,
  });
}

/** The crew's roll requests: pending first, then the latest answered or cancelled, newest first. */
export function useCrewRollRequests(crewId: string | null, token: string | null = null, enabled = true): UseQueryResult<RollRequestView[]> {
  return useQuery(crewRollRequestsKey(crewId ?? ''), (signal) => call('crew.rollRequests', { params: { crewId: crewId ?? '' } }, { token, signal }) as Promise<RollRequestView[]>, {
    enabled: enabled && crewId !== null,
  });
}

/** A list with `item` in it: in its place when listed (decided, rolled…), else first (the newest). */
export function withItem<T extends { readonly id: string }>(list: readonly T[], item: T): T[] {
  return list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [item, ...list];
}

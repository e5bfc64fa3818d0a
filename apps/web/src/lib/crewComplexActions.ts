/**
 * The complex actions (d100 trackers, C3–C6) a crew takes part in, as its sheet shows them: the
 * route table's `campaign.complexActions` with `crewId` (a player link reads its crew's). The
 * crew's stream carries each tracker as it is created, rolled or undone (`complex_action`):
 * lib/crew.ts puts it in this list in place.
 */
import type { ComplexActionView } from '@temps-mort/contract';
import { call, urlOf } from './api';
import { useQuery, type QueryKey, type UseQueryResult } from './query';

/** A tracker as the API answers it (the contract's). */
export type CrewComplexAction = ComplexActionView;

export const crewComplexActionsKey = (crewId: string): QueryKey => ['crew', crewId, 'complexActions'];

/** Whether a stream event's data (or a 409's `current`) is a tracker: the players' sheet loads no zod to parse it. */
export function isCrewComplexAction(value: unknown): value is CrewComplexAction {
  const v = value as Partial<CrewComplexAction> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.name === 'string' && typeof v.tracker === 'object' && v.tracker !== null;
}

/** The tracker put in the list in place (newest first, as the API lists them); a new one goes first. */
export function withComplexAction(list: readonly CrewComplexAction[], action: CrewComplexAction): CrewComplexAction[] {
  return list.some((a) => a.id === action.id) ? list.map((a) => (a.id === action.id ? action : a)) : [action, ...list];
}

/** The list's URL: what the server draws into a player's page is keyed by it (ssr/playerPage.ts). */
export function crewComplexActionsPath(campaignId: string, crewId: string): string {
  return urlOf('campaign.complexActions', { params: { campaignId }, query: { crewId } });
}

/** The crew's complex actions, newest first (kept current by the crew's stream). */
export function useCrewComplexActions(sheet: { readonly id: string; readonly campaignId: string } | undefined, token: string | null = null, staleTime = 0): UseQueryResult<readonly CrewComplexAction[]> {
  const crewId = sheet?.id ?? '';
  const campaignId = sheet?.campaignId ?? '';
  return useQuery(
    crewComplexActionsKey(crewId),
    (signal) => call('campaign.complexActions', { params: { campaignId }, query: { crewId } }, { token, signal }),
    { enabled: crewId !== '' && campaignId !== '', staleTime },
  );
}

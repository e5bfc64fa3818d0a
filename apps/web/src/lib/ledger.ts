/**
 * A Frostgrave wizard and its underworld ledger as the web reads them (the contract's wizards.ts):
 * the query keys and reads that the GM's ledger screens (features/debt) and a player link that
 * follows one wizard's ledger (features/crew, read-only) share.
 *
 * - `wizardKey(id)` = `['wizard', id]`: wizard.sheet; `ledgerKey(id)` = `['wizard', id, 'ledger']`:
 *   wizard.ledger (the wizard, its favours, pay-offs, collections and d20s). Invalidating
 *   `wizardKey(id)` refetches both.
 * - A player link reads the ledger with its token (Bearer): the API answers it the GM's answer
 *   when the link follows that wizard (403 otherwise). The crew's stream says when the wizard's
 *   history moved (`wizard`, lib/crew.ts `useCrewLive`); a wizard's own link (no crew) listens to
 *   the wizard’s stream (`useFollowedWizardLive`).
 */
import { useCallback } from 'react';
import type { LedgerView, WizardStreamEvent, WizardView } from '@temps-mort/contract';
import { call, urlOf } from './api';
import { useLive, type UseLiveResult } from './live';
import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from './query';

export const wizardsKey = (campaignId: string): QueryKey => ['wizards', campaignId];
export const wizardKey = (id: string): QueryKey => ['wizard', id];
export const ledgerKey = (id: string): QueryKey => ['wizard', id, 'ledger'];

/** campaign.wizards (GM). */
export function useWizards(campaignId: string | null): UseQueryResult<readonly WizardView[]> {
  return useQuery<readonly WizardView[]>(wizardsKey(campaignId ?? ''), (signal) => call('campaign.wizards', { params: { campaignId: campaignId ?? '' } }, { signal }), {
    enabled: campaignId !== null,
  });
}

/** wizard.ledger: the GM's (cookie), or a player link's that follows the wizard (`token`). */
export function useLedger(id: string | null, token: string | null = null): UseQueryResult<LedgerView> {
  return useQuery<LedgerView>(ledgerKey(id ?? ''), (signal) => call('wizard.ledger', { params: { id: id ?? '' } }, { token, signal }), {
    enabled: id !== null,
  });
}

/** wizard.stream's URL (an EventSource sends no header: a player's token goes in it). */
export function wizardStreamUrl(id: string, token: string | null): string {
  return urlOf('wizard.stream', { params: { id } }, token);
}

/** The wizard stream's events (the contract's `WizardStreamEvent`): `wizard` (its ledger moved: read it again), `revoked` (the link was; the stream ends). */
export const WIZARD_STREAM_EVENTS = ['wizard', 'revoked'] as const satisfies readonly WizardStreamEvent[];

/**
 * Keeps a wizard's ledger live for a link that follows it without a crew (wizard.stream):
 * each move, a reconnect or a revocation reads it again (a revoked link's read then says so).
 */
export function useFollowedWizardLive(id: string | null, token: string | null): UseLiveResult {
  const client = useQueryClient();
  const refetch = useCallback(() => {
    if (id !== null) void client.invalidate(wizardKey(id));
  }, [client, id]);
  return useLive(id === null ? null : wizardStreamUrl(id, token), refetch, { onReconnect: refetch, events: WIZARD_STREAM_EVENTS });
}

/**
 * The GM's current campaign (GET /api/campaigns/current), as the dice tools, the ledger and the
 * campaign's history read it: one query, one key, whichever screen asks first; and its live stream.
 */
import { useCallback } from 'react';
import type { CampaignStepNotice, CampaignView as Campaign } from '@temps-mort/contract';
import { call, urlOf, type CallAnswer } from './api';
import { useLive, type LiveMessage, type UseLiveResult } from './live';
import { navigate, type NavigateOptions } from './router';
import { useMutation, useQuery, type QueryClient, type QueryKey, type UseMutationResult } from './query';

/** GET /api/campaigns/current: the contract's campaign (table rules with every default filled). */
export type { CampaignView as Campaign } from '@temps-mort/contract';

export const campaignKey: QueryKey = ['campaign', 'current'];

/** The crews list of a campaign (the same key as the home screen's and the dice tools'): invalidated when a crew is made or deleted. */
export const campaignCrewsKey = (campaignId: string): QueryKey => ['campaign', campaignId, 'crews'];

/** campaign.export: the export document, and the file name the server suggests. */
export async function exportCampaign(campaignId: string): Promise<{ document: CallAnswer<'campaign.export'>; fileName: string | null }> {
  let fileName: string | null = null;
  const document = await call('campaign.export', { params: { campaignId } }, {
    onResponse: (response) => {
      const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      fileName = match?.[1] ?? null;
    },
  });
  return { document, fileName };
}

export function useCampaign(enabled = true) {
  return useQuery<Campaign>(campaignKey, (signal) => call('campaign.current', {}, { signal }), { staleTime: 30_000, enabled });
}

/** What the campaign's stream says of each step: which history moved (the contract's `campaignStepNoticeSchema`). */
export type { CampaignStepNotice } from '@temps-mort/contract';

/**
 * The GM's screens live (campaign.stream): `onStep` hears which history moved, from
 * any window, so the screen reads what it shows again; after a reconnect, `onStep(null)` (something
 * may have moved meanwhile).
 */
export function useCampaignLive(campaignId: string | null, onStep: (notice: CampaignStepNotice | null) => void): UseLiveResult {
  const onMessage = useCallback(
    (message: LiveMessage) => {
      // The server's notice, as the contract describes it (a `step` event carries nothing else).
      if (message.type === 'step') onStep(message.data as CampaignStepNotice);
    },
    [onStep],
  );
  const onReconnect = useCallback(() => onStep(null), [onStep]);
  return useLive(campaignId === null ? null : urlOf('campaign.stream', { params: { campaignId } }), onMessage, { onReconnect, events: ['step', 'revoked'] });
}

/**
 * Another campaign is open in the session (opened, created, joined, imported; or the open one was
 * deleted or left): every answer of the one before is forgotten — its crews, rolls, wizards, who-am-I
 * with its systems — and the screens on show read again, then the GM lands on `to` (the campaign's
 * home, or « Mes campagnes »).
 */
export function afterCampaignSwitch(client: QueryClient, to: string, options: NavigateOptions = {}): void {
  void client.reset([]);
  navigate(to, options);
}

/** « Ouvrir »: campaign.open, then the app shows that campaign from its home. */
export function useOpenCampaign(): UseMutationResult<string, unknown> {
  return useMutation((campaignId: string) => call('campaign.open', { params: { campaignId } }) as Promise<unknown>, {
    onSuccess: (_answer, _campaignId, client) => afterCampaignSwitch(client, '/'),
  });
}

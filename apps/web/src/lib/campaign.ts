/**
 * The GM's current campaign (GET /api/campaigns/current), as the dice tools, the ledger and the
 * campaign's history read it: one query, one key, whichever screen asks first; and its live stream.
 */
import { useCallback } from 'react';
import type { Aggregate, CampaignView as Campaign } from '@temps-mort/contract';
import { api } from './api';
import { useLive, type LiveMessage, type UseLiveResult } from './live';
import { useQuery, type QueryKey } from './query';

/** GET /api/campaigns/current: the contract's campaign (table rules with every default filled). */
export type { CampaignView as Campaign } from '@temps-mort/contract';

export const campaignKey: QueryKey = ['campaign', 'current'];

/** The crews list of a campaign (the same key as the home screen's and the dice tools'): invalidated when a crew is made or deleted. */
export const campaignCrewsKey = (campaignId: string): QueryKey => ['campaign', campaignId, 'crews'];

/** GET /api/campaigns/:id/export: the export document, and the file name the server suggests. */
export async function exportCampaign(campaignId: string): Promise<{ document: unknown; fileName: string | null }> {
  let fileName: string | null = null;
  const document = await api.get<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/export`, {
    onResponse: (response) => {
      const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      fileName = match?.[1] ?? null;
    },
  });
  return { document, fileName };
}

export function useCampaign(enabled = true) {
  return useQuery<Campaign>(campaignKey, (signal) => api.get<Campaign>('/api/campaigns/current', { signal }), { staleTime: 30_000, enabled });
}

/** What the campaign's stream says of each step (apps/api domain/history/steps.ts `CampaignStepNotice`). */
export interface CampaignStepNotice {
  readonly aggregate: Aggregate;
  readonly aggregateId: string;
  readonly type: string;
}

function isNotice(value: unknown): value is CampaignStepNotice {
  return typeof value === 'object' && value !== null && typeof (value as CampaignStepNotice).aggregate === 'string' && typeof (value as CampaignStepNotice).aggregateId === 'string';
}

/**
 * The GM's screens live (GET /api/campaigns/:id/stream): `onStep` hears which history moved, from
 * any window, so the screen reads what it shows again; after a reconnect, `onStep(null)` (something
 * may have moved meanwhile).
 */
export function useCampaignLive(campaignId: string | null, onStep: (notice: CampaignStepNotice | null) => void): UseLiveResult {
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'step' && isNotice(message.data)) onStep(message.data);
    },
    [onStep],
  );
  const onReconnect = useCallback(() => onStep(null), [onStep]);
  return useLive(campaignId === null ? null : `/api/campaigns/${encodeURIComponent(campaignId)}/stream`, onMessage, { onReconnect, events: ['step', 'revoked'] });
}

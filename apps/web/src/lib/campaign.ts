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

export function useCampaign() {
  return useQuery<Campaign>(campaignKey, (signal) => api.get<Campaign>('/api/campaigns/current', { signal }), { staleTime: 30_000 });
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

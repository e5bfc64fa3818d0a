/**
 * The campaign's one history as GET /api/campaigns/:id/history answers it (@temps-mort/contract
 * campaignHistory.ts): every step of its crews, wizards, complex actions and dice, newest first.
 */
import type { Aggregate, CampaignStep } from '@temps-mort/contract';
import { api } from '../../lib/api';

export type { Aggregate, CampaignStep } from '@temps-mort/contract';
export const AGGREGATE_FILTERS = ['crew', 'wizard', 'complex_action', 'dice'] as const satisfies readonly Aggregate[];

export const CAMPAIGN_HISTORY_PAGE = 50;

export async function fetchCampaignHistory(
  campaignId: string,
  query: { readonly aggregate?: Aggregate | undefined; readonly before?: string | undefined },
  signal?: AbortSignal,
): Promise<CampaignStep[]> {
  const params = new URLSearchParams({ limit: String(CAMPAIGN_HISTORY_PAGE) });
  if (query.aggregate !== undefined) params.set('aggregate', query.aggregate);
  if (query.before !== undefined) params.set('before', query.before);
  const answer = await api.get<{ steps: CampaignStep[] }>(`/api/campaigns/${encodeURIComponent(campaignId)}/history?${params}`, { signal });
  return answer.steps;
}

/**
 * The campaign's one history as GET campaign.history answers it (@temps-mort/contract
 * campaignHistory.ts): every step of its crews, wizards, complex actions and dice, newest first.
 */
import type { Aggregate, CampaignHistoryPage } from '@temps-mort/contract';
import { call } from '../../lib/api';

export type { Aggregate, CampaignHistoryPage, CampaignHistorySubjects, CampaignStep } from '@temps-mort/contract';
export const AGGREGATE_FILTERS = ['crew', 'wizard', 'complex_action', 'dice'] as const satisfies readonly Aggregate[];

export const CAMPAIGN_HISTORY_PAGE = 50;

export interface CampaignHistoryQuery {
  readonly aggregate?: Aggregate | undefined;
  /** One of them (with `aggregate`). */
  readonly aggregateId?: string | undefined;
  readonly characterId?: string | undefined;
  readonly before?: string | undefined;
}

export function fetchCampaignHistory(campaignId: string, query: CampaignHistoryQuery, signal?: AbortSignal): Promise<CampaignHistoryPage> {
  return call('campaign.history', { params: { campaignId }, query: { limit: CAMPAIGN_HISTORY_PAGE, ...query } }, { signal });
}

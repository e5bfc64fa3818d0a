/**
 * The campaign's one history as GET campaign.history answers it (@temps-mort/contract
 * campaignHistory.ts): every step of its crews, wizards, complex actions and dice, newest first.
 */
import type { Aggregate, CampaignHistoryPage } from '@temps-mort/contract';
import { call, type CallInput } from '../../lib/api';

export type { Aggregate, CampaignHistoryPage, CampaignHistorySubjects, CampaignStep } from '@temps-mort/contract';
export const AGGREGATE_FILTERS = ['crew', 'wizard', 'complex_action', 'dice'] as const satisfies readonly Aggregate[];

export const CAMPAIGN_HISTORY_PAGE = 50;

/** The route's filters and cursor (its page size is this screen's, `CAMPAIGN_HISTORY_PAGE`). */
export type CampaignHistoryQuery = Omit<NonNullable<CallInput<'campaign.history'>['query']>, 'limit'>;

export function fetchCampaignHistory(campaignId: string, query: CampaignHistoryQuery, signal?: AbortSignal): Promise<CampaignHistoryPage> {
  return call('campaign.history', { params: { campaignId }, query: { limit: CAMPAIGN_HISTORY_PAGE, ...query } }, { signal });
}

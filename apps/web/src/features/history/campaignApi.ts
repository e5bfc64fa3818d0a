/**
 * The campaign's one history as GET /api/campaigns/:id/history answers it (apps/api/src/domain/
 * history/campaignHistory.ts `CampaignStepView`): every step of its crews, complex actions and
 * dice, newest first.
 */
import type { Reason } from '@temps-mort/rules';
import { api } from '../../lib/api';
import type { RollView } from '../../lib/rolls';

export type Aggregate = 'crew' | 'wizard' | 'complex_action' | 'dice';
export const AGGREGATE_FILTERS = ['crew', 'wizard', 'complex_action', 'dice'] as const satisfies readonly Aggregate[];

export interface CampaignStep {
  readonly id: string;
  readonly aggregate: Aggregate;
  readonly aggregateId: string;
  readonly subject: string | null;
  readonly seq: number;
  readonly type: string;
  readonly reasons: readonly Reason[];
  readonly hidden: boolean;
  readonly undone: boolean;
  readonly undoneBy: number | null;
  readonly undoes: number | null;
  readonly rolls: readonly RollView[];
  readonly createdAt: string;
}

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

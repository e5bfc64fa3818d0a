/**
 * The GM's current campaign (GET /api/campaigns/current), as the dice tools, the ledger and the
 * campaign's history read it: one query, one key, whichever screen asks first.
 */
import type { TableRules } from '@temps-mort/rules';
import { api } from './api';
import { useQuery, type QueryKey } from './query';

export interface Campaign {
  readonly id: string;
  readonly name: string;
  readonly tableRules: TableRules;
  readonly version: number;
}

export const campaignKey: QueryKey = ['campaign', 'current'];

export function useCampaign() {
  return useQuery<Campaign>(campaignKey, (signal) => api.get<Campaign>('/api/campaigns/current', { signal }), { staleTime: 30_000 });
}

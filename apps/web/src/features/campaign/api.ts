/**
 * What the campaign screens read and write (apps/api routes campaigns, share-links, backup, auth):
 * the contract's types (@temps-mort/contract), query keys, and the calls. Share links: lib/shareLinks.ts.
 */
import type { BackupInfo, CampaignPatch, CampaignView as Campaign, CrewSummary, ImportResult } from '@temps-mort/contract';
import { api } from '../../lib/api';
import { exportCampaign } from '../../lib/campaign';

export type {
  BackupInfo,
  CampaignPatch,
  CampaignView as Campaign,
  CrewSummary,
  ImportResult,
  Language as CampaignLanguage,
} from '@temps-mort/contract';

export const campaignKey = ['campaign', 'current'] as const;
export const crewsKey = (campaignId: string) => ['campaign', campaignId, 'crews'] as const;
export const backupsKey = ['backups'] as const;

const enc = encodeURIComponent;

export const campaignApi = {
  current: (signal?: AbortSignal) => api.get<Campaign>('/api/campaigns/current', { signal }),
  crews: (campaignId: string, signal?: AbortSignal) => api.get<CrewSummary[]>(`/api/campaigns/${enc(campaignId)}/crews`, { signal }),
  patch: (campaignId: string, patch: CampaignPatch) => api.patch<Campaign>(`/api/campaigns/${enc(campaignId)}`, patch),
  setPassphrase: (passphrase: string) => api.post<undefined>('/api/auth/passphrase', { passphrase }),
  /** The export document, and the file name the server suggests. */
  exportCampaign,
  importCampaign: (document: unknown) => api.post<ImportResult>('/api/campaigns/import', document),
  backup: () => api.post<BackupInfo>('/api/backup'),
  backups: (signal?: AbortSignal) => api.get<{ backups: BackupInfo[] }>('/api/backups', { signal }),
};

/** Same shape as a campaign (a 409's `current`)? */
export function isCampaign(value: unknown): value is Campaign {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.version === 'number' && typeof v.tableRules === 'object' && v.tableRules !== null;
}

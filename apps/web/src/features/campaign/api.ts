/**
 * What the campaign screens read and write (apps/api routes campaigns, share-links, backup, auth):
 * types mirroring the API's schemas, query keys, and the calls.
 */
import type { TableRules } from '@temps-mort/rules';
import { api } from '../../lib/api';

export type CampaignLanguage = 'fr' | 'en';

/** GET /api/campaigns/current (table rules with every default filled). */
export interface Campaign {
  readonly id: string;
  readonly name: string;
  readonly language: CampaignLanguage;
  readonly tableRules: TableRules;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CrewSummary {
  readonly id: string;
  readonly name: string;
  readonly tier: number;
  readonly version: number;
}

export interface CampaignPatch {
  readonly version: number;
  readonly name?: string;
  readonly language?: CampaignLanguage;
  readonly tableRules?: Partial<TableRules>;
}

export interface ShareLink {
  readonly id: string;
  readonly crewId: string;
  readonly label: string | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

/** A link as created (or rotated): the only answer that carries its token and URL. */
export interface IssuedShareLink extends ShareLink {
  readonly token: string;
  readonly url: string;
}

export interface BackupInfo {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly createdAt: string;
}

export interface ImportResult {
  readonly campaignId: string;
  readonly name: string;
  readonly signInUrl: string;
  readonly crews: readonly { readonly from: string; readonly id: string; readonly name: string }[];
  readonly counts: { readonly crews: number; readonly events: number; readonly rolls: number; readonly wizards: number; readonly complexActions: number };
}

export const campaignKey = ['campaign', 'current'] as const;
export const crewsKey = (campaignId: string) => ['campaign', campaignId, 'crews'] as const;
export const shareLinksKey = (crewId: string) => ['share-links', crewId] as const;
export const backupsKey = ['backups'] as const;

const enc = encodeURIComponent;

export const campaignApi = {
  current: (signal?: AbortSignal) => api.get<Campaign>('/api/campaigns/current', { signal }),
  crews: (campaignId: string, signal?: AbortSignal) => api.get<CrewSummary[]>(`/api/campaigns/${enc(campaignId)}/crews`, { signal }),
  patch: (campaignId: string, patch: CampaignPatch) => api.patch<Campaign>(`/api/campaigns/${enc(campaignId)}`, patch),
  setPassphrase: (passphrase: string) => api.post<undefined>('/api/auth/passphrase', { passphrase }),
  shareLinks: (crewId: string, signal?: AbortSignal) => api.get<ShareLink[]>(`/api/crews/${enc(crewId)}/share-links`, { signal }),
  createShareLink: (crewId: string, label: string) =>
    api.post<IssuedShareLink>(`/api/crews/${enc(crewId)}/share-links`, label.trim() === '' ? {} : { label: label.trim() }),
  rotateShareLink: (id: string) => api.post<IssuedShareLink>(`/api/share-links/${enc(id)}/rotate`),
  revokeShareLink: (id: string) => api.delete<undefined>(`/api/share-links/${enc(id)}`),
  /** The export document, and the file name the server suggests. */
  exportCampaign: async (campaignId: string): Promise<{ document: unknown; fileName: string | null }> => {
    let fileName: string | null = null;
    const document = await api.get<unknown>(`/api/campaigns/${enc(campaignId)}/export`, {
      onResponse: (response) => {
        const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        fileName = match?.[1] ?? null;
      },
    });
    return { document, fileName };
  },
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

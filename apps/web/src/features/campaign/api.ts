/**
 * What the campaign screens read and write (apps/api routes campaigns, share-links, backup, auth):
 * the contract's types (@temps-mort/contract), query keys, and the calls. A share link may name
 * the crew's character it was given to and a campaign's wizard whose ledger it follows (their
 * names come from the crew's sheet, lib/crew.ts, and the campaign's wizards, lib/ledger.ts).
 */
import type { BackupInfo, CampaignPatch, CampaignView as Campaign, CrewSummary, ImportResult, IssuedShareLink, ShareLink, ShareLinkCreateBody } from '@temps-mort/contract';
import { api } from '../../lib/api';

export type {
  BackupInfo,
  CampaignPatch,
  CampaignView as Campaign,
  CrewSummary,
  ImportResult,
  IssuedShareLink,
  Language as CampaignLanguage,
  ShareLink,
  ShareLinkCreateBody,
} from '@temps-mort/contract';

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
  /** A new link: its label, the character it is for and the wizard whose ledger it follows, each only when given. */
  createShareLink: (crewId: string, link: { readonly label: string; readonly characterId: string | null; readonly wizardId: string | null }) => {
    const body: ShareLinkCreateBody = {
      ...(link.label.trim() === '' ? {} : { label: link.label.trim() }),
      ...(link.characterId ? { characterId: link.characterId } : {}),
      ...(link.wizardId ? { wizardId: link.wizardId } : {}),
    };
    return api.post<IssuedShareLink>(`/api/crews/${enc(crewId)}/share-links`, body);
  },
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

/**
 * A crew's share links (apps/api routes share-links), read and written by the GM wherever they
 * give the players their link (Settings, the crew page): the contract's types, the query key, the
 * calls. A link may name the crew's character it was given to and a campaign's wizard whose
 * ledger it follows.
 */
import type { IssuedShareLink, ShareLink, ShareLinkCreateBody } from '@temps-mort/contract';
import { api } from './api';

export type { IssuedShareLink, ShareLink, ShareLinkCreateBody } from '@temps-mort/contract';

export const shareLinksKey = (crewId: string) => ['share-links', crewId] as const;

const enc = encodeURIComponent;

export const shareLinksApi = {
  list: (crewId: string, signal?: AbortSignal) => api.get<ShareLink[]>(`/api/crews/${enc(crewId)}/share-links`, { signal }),
  /** A new link: its label, the character it is for and the wizard whose ledger it follows, each only when given. */
  create: (crewId: string, link: { readonly label: string; readonly characterId: string | null; readonly wizardId: string | null }) => {
    const body: ShareLinkCreateBody = {
      ...(link.label.trim() === '' ? {} : { label: link.label.trim() }),
      ...(link.characterId ? { characterId: link.characterId } : {}),
      ...(link.wizardId ? { wizardId: link.wizardId } : {}),
    };
    return api.post<IssuedShareLink>(`/api/crews/${enc(crewId)}/share-links`, body);
  },
  /** "Show a new link": the old one stops working, the new one is shown once. */
  rotate: (id: string) => api.post<IssuedShareLink>(`/api/share-links/${enc(id)}/rotate`),
  revoke: (id: string) => api.delete<undefined>(`/api/share-links/${enc(id)}`),
};

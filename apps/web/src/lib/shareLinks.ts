/**
 * Share links (apps/api routes share-links), read and written by the GM wherever they give the
 * players their link (Settings, the crew page, a wizard's ledger): the contract's types, the query
 * key, the calls. A crew's link may name the crew's character it was given to and a campaign's
 * wizard whose ledger it follows; a wizard's own link (no crew) opens that wizard's ledger only.
 */
import type { IssuedShareLink, ShareLink, ShareLinkCreateBody } from '@temps-mort/contract';
import { api } from './api';

export type { IssuedShareLink, ShareLink, ShareLinkCreateBody } from '@temps-mort/contract';

/** Whose links a list is: a crew's, or a wizard's own. */
export type LinkOwner = { readonly crewId: string } | { readonly wizardId: string };

export const shareLinksKey = (owner: LinkOwner) => ['share-links', 'crewId' in owner ? owner.crewId : owner.wizardId] as const;

/** The list a link belongs to. */
export function ownerOf(link: ShareLink): LinkOwner {
  return link.crewId !== null ? { crewId: link.crewId } : { wizardId: link.wizardId ?? '' };
}

const path = (owner: LinkOwner) => ('crewId' in owner ? `/api/crews/${enc(owner.crewId)}` : `/api/wizards/${enc(owner.wizardId)}`) + '/share-links';

const enc = encodeURIComponent;

export const shareLinksApi = {
  list: (owner: LinkOwner, signal?: AbortSignal) => api.get<ShareLink[]>(path(owner), { signal }),
  /**
   * A new link: its label, and for a crew's the character it is for and the wizard whose ledger it
   * follows, each only when given.
   */
  create: (owner: LinkOwner, link: { readonly label: string; readonly characterId?: string | null; readonly wizardId?: string | null }) => {
    const body: ShareLinkCreateBody = {
      ...(link.label.trim() === '' ? {} : { label: link.label.trim() }),
      ...(link.characterId ? { characterId: link.characterId } : {}),
      ...(link.wizardId ? { wizardId: link.wizardId } : {}),
    };
    return api.post<IssuedShareLink>(path(owner), body);
  },
  /** "Show a new link": the old one stops working, the new one is shown once. */
  rotate: (id: string) => api.post<IssuedShareLink>(`/api/share-links/${enc(id)}/rotate`),
  revoke: (id: string) => api.delete<undefined>(`/api/share-links/${enc(id)}`),
};

/**
 * Share links, read and written by the GM wherever they give the players their link (Settings,
 * the crew page, a wizard's ledger): the contract's types, the query key, the calls. A crew's link
 * may name the crew's character it was given to and a campaign's wizard whose ledger it follows; a
 * wizard's own link (no crew) opens that wizard's ledger only.
 */
import type { ShareLink } from '@temps-mort/contract';
import { call } from './api';

export type { IssuedShareLink, ShareLink } from '@temps-mort/contract';

/** Whose links a list is: a crew's, or a wizard's own. */
export type LinkOwner = { readonly crewId: string } | { readonly wizardId: string };

export const shareLinksKey = (owner: LinkOwner) => ['share-links', 'crewId' in owner ? owner.crewId : owner.wizardId] as const;

/** The list a link belongs to. */
export function ownerOf(link: ShareLink): LinkOwner {
  return link.crewId !== null ? { crewId: link.crewId } : { wizardId: link.wizardId ?? '' };
}

/** A label of blanks is no label. */
const labelOf = (label: string) => (label.trim() === '' ? {} : { label: label.trim() });

export const shareLinksApi = {
  list: (owner: LinkOwner, signal?: AbortSignal) =>
    'crewId' in owner ? call('crew.shareLinks', { params: { crewId: owner.crewId } }, { signal }) : call('wizard.shareLinks', { params: { id: owner.wizardId } }, { signal }),
  /**
   * A new link: its label, and for a crew's the character it is for and the wizard whose ledger it
   * follows, each only when given (none is left out, never sent as null).
   */
  create: (owner: LinkOwner, link: { readonly label: string; readonly characterId?: string | null; readonly wizardId?: string | null }) =>
    'crewId' in owner
      ? call('crew.shareLink.create', {
          params: { crewId: owner.crewId },
          body: { ...labelOf(link.label), ...(link.characterId ? { characterId: link.characterId } : {}), ...(link.wizardId ? { wizardId: link.wizardId } : {}) },
        })
      : call('wizard.shareLink.create', { params: { id: owner.wizardId }, body: labelOf(link.label) }),
  /** "Show a new link": the old one stops working, the new one is shown once. */
  rotate: (id: string) => call('shareLink.rotate', { params: { id } }),
  revoke: (id: string) => call('shareLink.revoke', { params: { id } }),
};

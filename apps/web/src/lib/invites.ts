/**
 * Invitations, read and written wherever a GM invites (« Mes campagnes » for a GM to the server,
 * a campaign's settings for a co-GM): the contract's types, the query key, the calls. An
 * invitation's address (`/invite#<token>`) exists only in the answer that made it.
 */
import type { InviteView } from '@temps-mort/contract';
import { call } from './api';

export type { InviteView } from '@temps-mort/contract';

export const invitesKey = ['invites'] as const;

/** A label of blanks is no label. */
const labelOf = (label: string) => (label.trim() === '' ? {} : { label: label.trim() });

export const invitesApi = {
  list: (signal?: AbortSignal) => call('invites', {}, { signal }),
  /** To the server (no campaign) or to co-run `campaignId`. */
  create: (invite: { readonly campaignId?: string; readonly label: string }) =>
    call('invite.create', { body: { ...(invite.campaignId ? { campaignId: invite.campaignId } : {}), ...labelOf(invite.label) } }),
  revoke: (id: string) => call('invite.revoke', { params: { id } }),
};

/** The invitations of one list: the server's (campaignId null) or one campaign's. */
export function invitesOf(invites: readonly InviteView[] | undefined, campaignId: string | null): readonly InviteView[] {
  return (invites ?? []).filter((invite) => invite.campaignId === campaignId);
}

/** A date and time in the reader's language. */
export function dateTime(iso: string, locale: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)) : iso;
}

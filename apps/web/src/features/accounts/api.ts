/**
 * What the account screens read and write (account.*, the campaign list and its moves, the
 * invitation page): the contract's types, query keys and calls. Invitations a GM makes: lib/invites.ts.
 */
import { call } from '../../lib/api';

export type { AccountCampaign, CampaignRole, InviteInfo, Language } from '@temps-mort/contract';

export const accountCampaignsKey = ['account', 'campaigns'] as const;

export const accountApi = {
  campaigns: (signal?: AbortSignal) => call('account.campaigns', {}, { signal }),
  rename: (name: string) => call('account.edit', { body: { name } }),
  createCampaign: (name: string, language: 'fr' | 'en') => call('campaign.create', { body: { name, language } }),
  archive: (campaignId: string, archived: boolean) => call('campaign.archive', { params: { campaignId }, body: { archived } }),
  readInvite: (token: string) => call('invite.read', { body: { token } }),
  acceptInvite: (token: string, account?: { readonly name: string; readonly passphrase: string }) =>
    call('invite.accept', { body: { token, ...(account ? { account } : {}) } }),
};

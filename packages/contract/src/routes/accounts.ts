/**
 * GM accounts (issue 37): the account, its campaigns (made, opened, archived, deleted), each
 * campaign's GMs, and the invitations that bring other GMs in. The sign-in form's question
 * (`auth.signInOptions`) sits with the other auth routes (./auth.ts).
 */
import {
  accountCampaignSchema,
  accountCampaignsSchema,
  accountPatchSchema,
  accountSchema,
  campaignArchiveSchema,
  campaignCreateSchema,
  campaignDeleteSchema,
  campaignMemberParams,
  campaignMembersSchema,
  inviteAcceptBody,
  inviteCreatedSchema,
  inviteCreateSchema,
  inviteInfoSchema,
  inviteReadBody,
  invitesSchema,
} from '../accounts';
import { meSchema } from '../auth';
import { campaignSchema } from '../campaign';
import { noContent } from '../errors';
import { campaignParams, idParams } from '../ids';
import type { RouteTablePart } from './route';

export const accountRoutes = {
  'account.edit': {
    tags: ['accounts'],
    summary: "Rename the signed-in GM's account (409 `{ field: 'name' }` when another account has that name, whatever the case)",
    body: accountPatchSchema,
    answer: accountSchema,
    errors: [400, 401, 403, 409, 413],
  },
  'account.campaigns': {
    tags: ['accounts'],
    summary: "The signed-in GM's campaigns, with their role at each: in play first, archived last",
    answer: accountCampaignsSchema,
    errors: [401, 403],
  },
  'campaign.create': {
    tags: ['accounts', 'campaigns'],
    summary: 'Make a campaign: its GM its owner, a first crew (« Ma bande » / "My crew" by its language), its systems to choose; opened in this session',
    body: campaignCreateSchema,
    answer: campaignSchema,
    status: 201,
    errors: [400, 401, 403, 413],
  },
  'campaign.open': {
    tags: ['accounts', 'campaigns'],
    summary: "Open one of the GM's campaigns in this session (the GM's screens follow `auth.me`'s campaignId); answers auth.me",
    params: campaignParams,
    answer: meSchema,
    errors: [400, 401, 403, 404, 413],
  },
  'campaign.archive': {
    tags: ['accounts', 'campaigns'],
    summary: 'Archive a campaign (or bring it back): its owner only; nothing of it changes but its place in the lists',
    params: campaignParams,
    body: campaignArchiveSchema,
    answer: accountCampaignSchema,
    errors: [400, 401, 403, 404, 413],
  },
  'campaign.delete': {
    tags: ['accounts', 'campaigns'],
    summary: "Delete a campaign and everything in it: its owner only, typing its exact name (400 naming `name` when it differs)",
    description: 'Sessions that had it open have none open after. Offer an export first: nothing of it can be brought back.',
    params: campaignParams,
    body: campaignDeleteSchema,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404, 413],
  },
  'campaign.members': {
    tags: ['accounts', 'campaigns'],
    summary: "The campaign's GMs: its owner and its co-GMs",
    params: campaignParams,
    answer: campaignMembersSchema,
    errors: [400, 401, 403, 404],
  },
  'campaign.member.remove': {
    tags: ['accounts', 'campaigns'],
    summary: 'Remove a co-GM (the owner), or leave (a co-GM removing themself); the owner stays (409 `{ reason: owner_stays }`)',
    params: campaignMemberParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404, 409, 413],
  },
  'invite.create': {
    tags: ['accounts'],
    summary:
      'Invite a GM: to the instance (no campaignId: its owner only) or to co-GM a campaign (its owner only). One use, 7 days; the URL is shown once',
    body: inviteCreateSchema,
    answer: inviteCreatedSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413],
  },
  'invites': {
    tags: ['accounts'],
    summary: 'The invitations this account made: pending first',
    answer: invitesSchema,
    errors: [401, 403],
  },
  'invite.revoke': {
    tags: ['accounts'],
    summary: 'Revoke an invitation this account made (idempotent); another GM’s is a 404',
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404, 413],
  },
  'invite.read': {
    tags: ['accounts'],
    summary: 'What an invitation is for, before accepting it (anyone with its token); unknown, used, revoked and expired are all 404',
    body: inviteReadBody,
    answer: inviteInfoSchema,
    errors: [400, 404, 413, 429],
  },
  'invite.accept': {
    tags: ['accounts'],
    summary:
      'Accept an invitation: not signed in, make the account (`account`: name, passphrase) and sign in; signed in as a GM, join the campaign. Answers auth.me',
    description:
      'One use: of two accepts, one wins (the other 404). A taken name is a 409 `{ field: name }`; an invitation to the instance while signed in is a 409 `{ reason: signed_in }`; without `account` when not signed in, a 400 naming `account`. Rate limited as the sign-in.',
    body: inviteAcceptBody,
    answer: meSchema,
    errors: [400, 404, 409, 413, 429],
  },
} as const satisfies RouteTablePart;

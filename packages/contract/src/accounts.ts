/**
 * GM accounts, the campaigns they hold and the invitations that bring other GMs in (issue 37).
 * An account signs in with its name and passphrase; it is a member of campaigns, as their owner
 * (who made or imported them) or as a co-GM (invited). The instance's first account is its owner.
 */
import { z } from 'zod';
import type { Answer } from './answer';
import { LANGUAGES } from './campaign';
import { idSchema } from './ids';

/** A GM's role at a campaign's table. */
export const CAMPAIGN_ROLES = ['owner', 'cogm'] as const;
export type CampaignRole = (typeof CAMPAIGN_ROLES)[number];

/** An account's name: what it signs in with and what co-GMs see (unique on the instance, whatever the case). */
export const accountNameSchema = z.string().trim().min(1).max(80);

/** The passphrase a new account chooses (as `auth.passphrase` takes it). */
export const newPassphraseSchema = z.string().min(8).max(1024);

/** A campaign's name as a GM types it to make one. */
export const campaignNameSchema = z.string().trim().min(1).max(80);

/** PATCH /api/account. */
export const accountPatchSchema = z.strictObject({ name: accountNameSchema });

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.boolean().describe("The instance's owner: its first GM, who invites other GMs to the instance."),
  createdAt: z.string(),
});
export type AccountView = Answer<typeof accountSchema>;

/** One of the GM's campaigns, as their list shows it. */
export const accountCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(CAMPAIGN_ROLES),
  archived: z.boolean(),
  crews: z.number().int(),
  updatedAt: z.string(),
});
export const accountCampaignsSchema = z.object({
  campaigns: z.array(accountCampaignSchema).describe('In play first (most recently changed first), archived last.'),
});
export type AccountCampaign = Answer<typeof accountCampaignSchema>;

/** POST /api/campaigns: a new campaign, its GM its owner, opened in the session. */
export const campaignCreateSchema = z.strictObject({
  name: campaignNameSchema,
  language: z.enum(LANGUAGES).optional().describe('Its language (default fr): also names its first crew « Ma bande » / "My crew".'),
});

/** PUT /api/campaigns/:campaignId/archived. */
export const campaignArchiveSchema = z.strictObject({ archived: z.boolean() });

/** DELETE /api/campaigns/:campaignId: the campaign's exact name, typed as confirmation. */
export const campaignDeleteSchema = z.strictObject({ name: z.string().max(200) });

export const campaignMemberSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  role: z.enum(CAMPAIGN_ROLES),
  you: z.boolean(),
});
export const campaignMembersSchema = z.object({ members: z.array(campaignMemberSchema).describe('The owner first, then co-GMs by arrival.') });
export type CampaignMember = Answer<typeof campaignMemberSchema>;

export const campaignMemberParams = z.strictObject({ campaignId: idSchema, accountId: idSchema });

// ─── invitations ────────────────────────────────────────────────────────────────────────────────

export const INVITE_STATUSES = ['pending', 'used', 'revoked', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** How long an invitation can be used. */
export const INVITE_DAYS = 7;

/** POST /api/invites: to the instance (no campaign: the instance's owner only) or to co-GM a campaign (its owner only). */
export const inviteCreateSchema = z.strictObject({
  campaignId: idSchema.optional(),
  label: z.string().trim().max(80).optional().describe('Whom it was sent to (only its maker sees it).'),
});

export const inviteSchema = z.object({
  id: z.string(),
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  label: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(INVITE_STATUSES),
  usedBy: z.string().nullable().describe("The name of the account that used it, once used."),
});
export type InviteView = Answer<typeof inviteSchema>;

export const inviteCreatedSchema = z.object({
  invite: inviteSchema,
  url: z.string().describe('`<public URL>/invite#<token>`: shown once; the token rides in the fragment, never sent in a request line.'),
});
export const invitesSchema = z.object({ invites: z.array(inviteSchema).describe('Pending first, then the others, newest first.') });

/** The token an invitation link carries (the web page reads it from the fragment and posts it). */
export const inviteTokenSchema = z.string().min(1).max(128);

/** POST /api/invites/read. */
export const inviteReadBody = z.strictObject({ token: inviteTokenSchema });
export const inviteInfoSchema = z.object({
  kind: z.enum(['instance', 'campaign']),
  campaignName: z.string().optional(),
  by: z.string().describe('The name of the GM who made it.'),
  expiresAt: z.string(),
});
export type InviteInfo = Answer<typeof inviteInfoSchema>;

/**
 * POST /api/invites/accept: not signed in, `account` makes the new account; signed in as a GM,
 * a campaign's invitation joins that account (no `account`).
 */
export const inviteAcceptBody = z.strictObject({
  token: inviteTokenSchema,
  account: z.strictObject({ name: accountNameSchema, passphrase: newPassphraseSchema }).optional(),
});

/**
 * An accounts route's 409 `current`: the field whose value another account has (`name`), or why
 * the change cannot be — the owner stays at their campaign (`owner_stays`), an invitation to the
 * instance while signed in (`signed_in`), a campaign's invitation to a GM already there (`member`).
 */
export type AccountConflict = { readonly field: 'name'; readonly reason: 'taken' } | { readonly reason: 'owner_stays' | 'signed_in' | 'member' };

/** GET /api/auth/sign-in: what the sign-in form asks. */
export const signInOptionsSchema = z.object({
  nameNeeded: z.boolean().describe("True when the instance has more than one account: the form asks the account's name."),
});

/**
 * Invitations (issue 37): the instance's owner invites a GM to the instance (a new account); a
 * campaign's owner invites a GM to co-GM it (a new account, or one signed in). One use, for
 * INVITE_DAYS; only the token's SHA-256 is stored, and the link carries the token in its fragment
 * (`/invite#<token>`): never in a request line, so never in a log — the web page posts it.
 *
 * Whoever holds a token learns only what `readInvite` says; an unknown, used, revoked or expired
 * token is the same 404. Spending is atomic: of two accepts, one wins.
 */
import { INVITE_DAYS, type InviteInfo, type InviteStatus, type InviteView } from '@temps-mort/contract';
import type { PrismaClient } from '../../db/client';
import { hashPassphrase } from '../../auth/passphrase';
import type { GmPrincipal, Principal } from '../../auth/principal';
import { createSession, type NewSession } from '../../auth/sessions';
import { hashToken, looksLikeToken, newToken, SESSION_TOKEN_BYTES } from '../../auth/tokens';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { Db } from '../history/steps';
import { commitStep } from '../history/write';
import { accountName, accountNameKey, isUniqueViolation, nameTaken } from './accounts';

const INVITE_MS = INVITE_DAYS * 24 * 60 * 60 * 1000;

export function inviteUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/invite#${token}`;
}

interface InviteRow {
  id: string;
  campaignId: string | null;
  label: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  campaign: { name: string } | null;
  usedBy: { name: string } | null;
}

const viewSelect = {
  id: true,
  campaignId: true,
  label: true,
  createdAt: true,
  expiresAt: true,
  usedAt: true,
  revokedAt: true,
  campaign: { select: { name: true } },
  usedBy: { select: { name: true } },
} as const;

function statusOf(row: Pick<InviteRow, 'usedAt' | 'revokedAt' | 'expiresAt'>, now: Date): InviteStatus {
  if (row.usedAt !== null) return 'used';
  if (row.revokedAt !== null) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function view(row: InviteRow, now: Date): InviteView {
  return {
    id: row.id,
    campaignId: row.campaignId,
    campaignName: row.campaign?.name ?? null,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row, now),
    usedBy: row.usedBy?.name ?? null,
  };
}

/**
 * A new invitation: to the instance (no campaign: the instance's owner only, 403 otherwise), or to
 * co-GM a campaign (its owner only: 404 no such campaign, 403 not its owner). The URL is answered
 * once: only the token's hash is kept.
 */
export async function createInvite(
  db: Db,
  input: { readonly by: GmPrincipal; readonly campaignId?: string | undefined; readonly label?: string | undefined; readonly now: Date; readonly publicUrl: string },
): Promise<{ invite: InviteView; url: string }> {
  const { by, now } = input;
  const campaignId = input.campaignId ?? null;
  if (campaignId === null) {
    if (!by.owner) throw new ForbiddenError();
  } else {
    const member = await db.campaignMember.findUnique({ where: { campaignId_accountId: { campaignId, accountId: by.accountId } }, select: { role: true } });
    if (member === null) {
      if ((await db.campaign.findUnique({ where: { id: campaignId }, select: { id: true } })) === null) throw new NotFoundError('campaign', campaignId);
      throw new ForbiddenError();
    }
    if (member.role !== 'owner') throw new ForbiddenError();
  }
  const token = newToken(SESSION_TOKEN_BYTES);
  const row = await db.invite.create({
    data: {
      tokenHash: hashToken(token),
      campaignId,
      label: input.label === undefined || input.label === '' ? null : input.label,
      createdById: by.accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_MS),
    },
    select: viewSelect,
  });
  return { invite: view(row, now), url: inviteUrl(input.publicUrl, token) };
}

/** The invitations the account made: pending first, then the others; newest first in each. */
export async function listInvites(db: Db, accountId: string, now: Date): Promise<InviteView[]> {
  const rows = await db.invite.findMany({ where: { createdById: accountId }, select: viewSelect, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  const views = rows.map((r) => view(r, now));
  return [...views.filter((v) => v.status === 'pending'), ...views.filter((v) => v.status !== 'pending')];
}

/** Revokes an invitation the account made (idempotent); anyone else's is a 404. */
export async function revokeInvite(db: Db, input: { readonly id: string; readonly accountId: string; readonly now: Date }): Promise<void> {
  const row = await db.invite.findFirst({ where: { id: input.id, createdById: input.accountId }, select: { id: true } });
  if (row === null) throw new NotFoundError('invite', input.id);
  await db.invite.updateMany({ where: { id: input.id, revokedAt: null, usedAt: null }, data: { revokedAt: input.now } });
}

/** The usable invitation of that token (not used, not revoked, not expired), or a 404 saying nothing more. */
async function usable(db: Db, token: string, now: Date) {
  if (!looksLikeToken(token)) throw new NotFoundError('invite');
  const row = await db.invite.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, campaignId: true, usedAt: true, revokedAt: true, expiresAt: true, campaign: { select: { name: true } }, createdBy: { select: { name: true } } },
  });
  if (row === null || statusOf(row, now) !== 'pending') throw new NotFoundError('invite');
  return row;
}

/** What an invitation is for, before it is accepted. */
export async function readInvite(db: Db, token: string, now: Date): Promise<InviteInfo> {
  const row = await usable(db, token, now);
  return {
    kind: row.campaignId === null ? 'instance' : 'campaign',
    ...(row.campaign === null ? {} : { campaignName: row.campaign.name }),
    by: row.createdBy.name,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Spends the invitation in the transaction: 404 when another accept (or a revocation) got there first. */
async function spend(tx: Db, inviteId: string, accountId: string, now: Date): Promise<void> {
  const spent = await tx.invite.updateMany({
    where: { id: inviteId, usedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now, usedById: accountId },
  });
  if (spent.count !== 1) throw new NotFoundError('invite');
}

export interface Accepted {
  /** The session opened for a new account (its cookie to set); null when a signed-in GM joined. */
  readonly session: NewSession | null;
}

/**
 * Accepts an invitation. A GM signed in joins the invitation's campaign as a co-GM, opened in
 * their session (409 `signed_in` for an invitation to the instance, 409 `member` when already
 * there). Anyone else makes an account with `account` (400 naming `account` without it; 409
 * naming `name` when taken), which joins the campaign if the invitation names one, and gets a
 * session with it open. Then `forgetCallers()` (the cache of who holds what).
 */
export async function acceptInvite(
  deps: { readonly db: PrismaClient; readonly forgetCallers: () => void },
  input: { readonly token: string; readonly account?: { readonly name: string; readonly passphrase: string } | undefined; readonly caller: Principal | null; readonly now: Date },
): Promise<Accepted> {
  const { db } = deps;
  const { now, caller } = input;
  const invite = await usable(db, input.token, now);
  let accepted: Accepted;
  if (caller?.kind === 'gm') {
    const campaignId = invite.campaignId;
    if (campaignId === null) throw new ConflictError({ reason: 'signed_in' });
    if (caller.campaignIds.has(campaignId)) throw new ConflictError({ reason: 'member' });
    await commitStep(db, async (tx) => {
      await spend(tx, invite.id, caller.accountId, now);
      await tx.campaignMember.create({ data: { campaignId, accountId: caller.accountId, role: 'cogm', createdAt: now } });
      await tx.session.update({ where: { id: caller.sessionId }, data: { campaignId } });
    });
    accepted = { session: null };
  } else {
    const account = input.account;
    if (account === undefined) throw new BadRequestError('body.account', 'a new account needs a name and a passphrase');
    const nameKey = accountNameKey(account.name);
    if ((await db.account.findUnique({ where: { nameKey }, select: { id: true } })) !== null) nameTaken();
    // The slow hash before the transaction: a write lock is never held for it.
    const passphraseHash = await hashPassphrase(account.passphrase);
    try {
      const session = await commitStep(db, async (tx) => {
        const created = await tx.account.create({ data: { name: accountName(account.name), nameKey, passphraseHash, createdAt: now, updatedAt: now } });
        await spend(tx, invite.id, created.id, now);
        if (invite.campaignId !== null) await tx.campaignMember.create({ data: { campaignId: invite.campaignId, accountId: created.id, role: 'cogm', createdAt: now } });
        return createSession(tx, created.id, invite.campaignId, now);
      });
      accepted = { session };
    } catch (error) {
      if (isUniqueViolation(error)) nameTaken();
      throw error;
    }
  }
  deps.forgetCallers();
  return accepted;
}

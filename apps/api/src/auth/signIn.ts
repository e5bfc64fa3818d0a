/**
 * The GM's ways in and out, as the auth routes (routes/api/auth) run them: the one-time sign-in
 * link, the passphrase, signing out; and "who am I" for any caller.
 */
import type { meSchema } from '@temps-mort/contract';
import type { z } from 'zod';
import type { PrismaClient } from '../db/client';
import { accountCount, findAccountByName, firstCampaignOf } from '../domain/accounts/accounts';
import { campaignSystems, campaignTableRules } from '../domain/campaigns/campaigns';
import { BadRequestError } from '../http/errors';
import type { Hub } from '../live/hub';
import { mayAct } from './acting';
import { burnPassphraseTime, hashPassphrase, verifyPassphrase } from './passphrase';
import type { GmPrincipal, Principal } from './principal';
import { announceSignedOut, createSession, type NewSession } from './sessions';
import { consumeSetupToken } from './setup';
import { hashToken, looksLikeToken } from './tokens';

/** Spends a one-time sign-in link: a new session of its account, its first campaign open; or null (unknown, used, malformed). */
export async function signInWithLink(db: PrismaClient, token: string, now: Date): Promise<NewSession | null> {
  const accountId = looksLikeToken(token) ? await consumeSetupToken(db, token) : null;
  return accountId === null ? null : createSession(db, accountId, await firstCampaignOf(db, accountId), now);
}

/** Sets (or changes) the account's passphrase; only its slow hash is stored. */
export async function setPassphrase(db: PrismaClient, accountId: string, passphrase: string): Promise<void> {
  const passphraseHash = await hashPassphrase(passphrase);
  await db.account.update({ where: { id: accountId }, data: { passphraseHash } });
}

/** Whether the sign-in form must ask the account's name: the instance has more than one. */
export async function nameNeeded(db: PrismaClient): Promise<boolean> {
  return (await accountCount(db)) > 1;
}

/**
 * The account of that name (any case) if the passphrase is its own, with a new session (its first
 * campaign open); null otherwise. Without a name, the instance's only account (a 400 naming `name`
 * when there are several). One hash is checked, never every account's (the cost would grow with
 * the accounts); an unknown name burns the same time, so the time taken does not say it is unknown.
 */
export async function signInWithPassphrase(
  db: PrismaClient,
  input: { readonly name?: string | undefined; readonly passphrase: string },
  now: Date,
): Promise<{ readonly accountId: string; readonly session: NewSession } | null> {
  let account: { id: string; passphraseHash: string | null } | null;
  if (input.name === undefined) {
    const accounts = await db.account.findMany({ take: 2, select: { id: true, passphraseHash: true } });
    if (accounts.length > 1) throw new BadRequestError('body.name', 'this instance has several GM accounts: give the account name');
    account = accounts[0] ?? null;
  } else {
    account = await findAccountByName(db, input.name);
  }
  if (account === null || account.passphraseHash === null) {
    await burnPassphraseTime(input.passphrase);
    return null;
  }
  if (!(await verifyPassphrase(input.passphrase, account.passphraseHash))) return null;
  return { accountId: account.id, session: await createSession(db, account.id, await firstCampaignOf(db, account.id), now) };
}

/**
 * Ends the session of that cookie value, if any, and its open live streams (each crew's of its
 * account's campaigns, and the campaigns'). `forgetCallers` empties the callers' cache: the cookie stops at once.
 */
export async function signOut(deps: { readonly db: PrismaClient; readonly hub: Hub; readonly forgetCallers: () => void }, token: string | undefined): Promise<void> {
  if (token === undefined || !looksLikeToken(token)) return;
  const { db } = deps;
  const tokenHash = hashToken(token);
  const session = await db.session.findUnique({ where: { tokenHash }, select: { id: true, accountId: true } });
  await db.session.deleteMany({ where: { tokenHash } });
  deps.forgetCallers();
  if (session === null) return;
  // The session may have streamed any of its account's campaigns.
  const campaignIds = (await db.campaignMember.findMany({ where: { accountId: session.accountId }, select: { campaignId: true } })).map((m) => m.campaignId);
  const crews = await db.crew.findMany({ where: { campaignId: { in: campaignIds } }, select: { id: true } });
  announceSignedOut(deps.hub, [...crews.map((c) => c.id), ...campaignIds], session.id);
}

/** A GM as `auth.me` answers: their account, and the campaign open in this session (its systems, their role there). */
async function gmMe(db: PrismaClient, gm: GmPrincipal): Promise<z.input<typeof meSchema>> {
  const account = await db.account.findUniqueOrThrow({ where: { id: gm.accountId }, select: { name: true, owner: true } });
  const base = { kind: 'gm' as const, accountId: gm.accountId, name: account.name, owner: account.owner };
  if (gm.campaignId === null) return { ...base, campaignId: null, systems: [], role: null };
  return {
    ...base,
    campaignId: gm.campaignId,
    systems: await campaignSystems(db, gm.campaignId),
    role: gm.ownedCampaignIds.has(gm.campaignId) ? 'owner' : 'cogm',
  };
}

/** Who is calling, and the game systems of their campaign (what the screens show). */
export async function whoAmI(db: PrismaClient, principal: Principal): Promise<z.input<typeof meSchema>> {
  if (principal.kind === 'gm') return gmMe(db, principal);
  const systems = await campaignSystems(db, principal.campaignId);
  const may = await mayAct(db, principal);
  return {
    kind: 'player',
    campaignId: principal.campaignId,
    crewId: principal.crewId,
    characterId: principal.characterId,
    wizardId: principal.wizardId,
    systems,
    may,
    ...(may.propose || may.roll ? { tableRules: await campaignTableRules(db, principal.campaignId) } : {}),
  };
}

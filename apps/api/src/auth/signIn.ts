/**
 * The GM's ways in and out, as the auth routes (routes/api/auth) run them: the one-time sign-in
 * link, the passphrase, signing out; and "who am I" for any caller.
 */
import type { meSchema } from '@temps-mort/contract';
import type { z } from 'zod';
import type { PrismaClient } from '../db/client';
import { campaignSystems, campaignTableRules } from '../domain/campaigns/campaigns';
import type { Hub } from '../live/hub';
import { mayAct } from './acting';
import { burnPassphraseTime, hashPassphrase, verifyPassphrase } from './passphrase';
import type { Principal } from './principal';
import { announceSignedOut, createSession, type NewSession } from './sessions';
import { consumeSetupToken } from './setup';
import { hashToken, looksLikeToken } from './tokens';

/** Spends a one-time sign-in link: a new session of its campaign, or null (unknown, used, malformed). */
export async function signInWithLink(db: PrismaClient, token: string, now: Date): Promise<NewSession | null> {
  const campaignId = looksLikeToken(token) ? await consumeSetupToken(db, token) : null;
  return campaignId === null ? null : createSession(db, campaignId, now);
}

/** Sets (or changes) the GM's passphrase; only its slow hash is stored. */
export async function setPassphrase(db: PrismaClient, campaignId: string, passphrase: string): Promise<void> {
  const passphraseHash = await hashPassphrase(passphrase);
  await db.gmCredential.upsert({ where: { campaignId }, create: { campaignId, passphraseHash }, update: { passphraseHash } });
}

/** The campaign whose GM's passphrase this is, with a new session; null when none matches. */
export async function signInWithPassphrase(db: PrismaClient, passphrase: string, now: Date): Promise<{ readonly campaignId: string; readonly session: NewSession } | null> {
  const credentials = await db.gmCredential.findMany({
    where: { passphraseHash: { not: null } },
    select: { campaignId: true, passphraseHash: true },
    orderBy: { createdAt: 'asc' },
  });
  let campaignId: string | null = null;
  if (credentials.length === 0) await burnPassphraseTime(passphrase);
  for (const credential of credentials) {
    // Every stored hash is checked, so the time taken does not say which one matched.
    if (await verifyPassphrase(passphrase, credential.passphraseHash ?? '')) campaignId ??= credential.campaignId;
  }
  return campaignId === null ? null : { campaignId, session: await createSession(db, campaignId, now) };
}

/**
 * Ends the session of that cookie value, if any, and its open live streams (each crew's of its
 * campaign, and the campaign's). `forgetCallers` empties the callers' cache: the cookie stops at once.
 */
export async function signOut(deps: { readonly db: PrismaClient; readonly hub: Hub; readonly forgetCallers: () => void }, token: string | undefined): Promise<void> {
  if (token === undefined || !looksLikeToken(token)) return;
  const { db } = deps;
  const tokenHash = hashToken(token);
  const session = await db.session.findUnique({ where: { tokenHash }, select: { id: true, campaignId: true } });
  await db.session.deleteMany({ where: { tokenHash } });
  deps.forgetCallers();
  if (session === null) return;
  const crews = await db.crew.findMany({ where: { campaignId: session.campaignId }, select: { id: true } });
  announceSignedOut(deps.hub, [...crews.map((c) => c.id), session.campaignId], session.id);
}

/** Who is calling, and the game systems of their campaign (what the screens show). */
export async function whoAmI(db: PrismaClient, principal: Principal): Promise<z.input<typeof meSchema>> {
  const systems = await campaignSystems(db, principal.campaignId);
  if (principal.kind === 'gm') return { kind: 'gm', campaignId: principal.campaignId, systems };
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

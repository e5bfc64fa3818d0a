/** GM sessions: a random token in the `tm_session` cookie, its SHA-256 in `Session`. */
import type { FastifyReply } from 'fastify';
import type { PrismaClient } from '../db/client';
import type { Hub } from '../live/hub';
import { SESSION_COOKIE } from './principal';
import { hashToken, newToken, SESSION_TOKEN_BYTES } from './tokens';

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export interface NewSession {
  readonly id: string;
  /** The cookie value; never stored. */
  readonly token: string;
  readonly expiresAt: Date;
}

type Db = Pick<PrismaClient, 'session'>;

/** A new session of the account, with `campaignId` open in it (null: none). */
export async function createSession(db: Db, accountId: string, campaignId: string | null, now: Date): Promise<NewSession> {
  const token = newToken(SESSION_TOKEN_BYTES);
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  const session = await db.session.create({
    data: { accountId, campaignId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt },
  });
  return { id: session.id, token, expiresAt };
}

/** Sets the session cookie: httpOnly, SameSite=Strict, Path=/, Secure when served over https. */
export function setSessionCookie(reply: FastifyReply, session: NewSession, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure });
}

/** `Cookie:` header value for a session token (tests, scripts). */
export function sessionCookieHeader(token: string): string {
  return `${SESSION_COOKIE}=${token}`;
}

/** The hub message that ends a signed-out session's open live streams (routes/api/history reads it). */
export const SESSION_ENDED_EVENT = 'session_ended';

/**
 * After a sign-out: every live stream that session opened (on any crew of its account's campaigns,
 * and the campaigns' own) is told and ended, as a revoked player link's are (auth/shareLinks `announceRevoked`).
 */
export function announceSignedOut(hub: Hub, topics: readonly string[], sessionId: string): void {
  for (const topic of topics) hub.publish(topic, { event: SESSION_ENDED_EVENT, data: { sessionId } });
}

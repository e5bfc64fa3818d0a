/**
 * Who is calling: a GM (session cookie `tm_session`) or a player (a crew's share token, sent as
 * `Authorization: Bearer <token>` or `?token=<token>` for EventSource), or nobody.
 *
 * An explicit share token wins over the cookie (the GM opening a player link in the same browser
 * sees what players see); an invalid or revoked token makes the request anonymous even if a
 * cookie is present.
 *
 * Lookups are cached in memory for a short time (this process is the only writer): signing out,
 * revoking or rotating a link, deleting the wizard a link follows, and any change of a GM's
 * campaigns (a membership, a campaign made, opened, deleted) calls `clear()`, so a revoked link
 * or a removed co-GM stops at once.
 */
import type { FastifyRequest } from 'fastify';
import type { PrismaClient } from '../db/client';
import { hashToken, looksLikeToken } from './tokens';

export const SESSION_COOKIE = 'tm_session';

/**
 * A signed-in GM (issue 37: an account holding any number of campaigns). What the GM may reach is
 * the campaigns they are a member of (`campaignIds`), whichever is open in this session.
 */
export interface GmPrincipal {
  readonly kind: 'gm';
  readonly accountId: string;
  readonly sessionId: string;
  /** The campaign open in this session (the GM's screens show it); null when none is. */
  readonly campaignId: string | null;
  /** The campaigns this account is a member of (owner or co-GM), archived ones included. */
  readonly campaignIds: ReadonlySet<string>;
  /** Those of `campaignIds` this account owns (may archive, delete, invite co-GMs to). */
  readonly ownedCampaignIds: ReadonlySet<string>;
  /** The instance's owner (its first GM): the one who invites other GMs to the instance. */
  readonly owner: boolean;
}

/**
 * A GM checked against the resource a route names (http/route.ts): `campaignId` is then that
 * resource's campaign — one of theirs — the campaign the call acts in, open or not.
 */
export interface GmInCampaign extends GmPrincipal {
  readonly campaignId: string;
}

export interface PlayerPrincipal {
  readonly kind: 'player';
  readonly campaignId: string;
  /** The crew whose sheet the link opens; null for a link that only follows a wizard. */
  readonly crewId: string | null;
  readonly shareLinkId: string;
  /** The character the link was given to, if it names one (the sheet opens on them). */
  readonly characterId: string | null;
  /** The wizard whose ledger the link follows: its only read beyond the crew. */
  readonly wizardId: string | null;
}

export type Principal = GmPrincipal | PlayerPrincipal;

export interface PrincipalResolver {
  /** The principal of a request (memoized per request). */
  of(request: FastifyRequest): Promise<Principal | null>;
  /** The GM of a session token just issued (a sign-in answers who signed in); null if it is not valid. */
  ofSession(token: string): Promise<GmPrincipal | null>;
  /** Forgets every cached lookup (after a sign-out, a revocation, a rotation). */
  clear(): void;
}

const CACHE_MS = 30_000;
// A host's callers (issue 37: 1 000 tables are 1 000 GM sessions and 4 000 phone links) fit in it.
const CACHE_MAX = 20_000;
/** A session's lastSeenAt is refreshed at most this often. */
const TOUCH_MS = 60 * 60 * 1000;

interface Cached {
  readonly principal: Principal | null;
  readonly until: number;
}

/** The raw credentials a request carries. */
export function credentialsOf(request: FastifyRequest): { shareToken?: string; sessionToken?: string } {
  const out: { shareToken?: string; sessionToken?: string } = {};
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) out.shareToken = header.slice('Bearer '.length).trim();
  else {
    const query = request.query as Record<string, unknown> | undefined;
    if (query !== null && typeof query === 'object' && typeof query.token === 'string') out.shareToken = query.token;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (typeof cookie === 'string' && cookie !== '') out.sessionToken = cookie;
  return out;
}

export function createPrincipalResolver(db: PrismaClient, clock: () => Date): PrincipalResolver {
  const cache = new Map<string, Cached>();
  const memo = new WeakMap<FastifyRequest, Promise<Principal | null>>();

  function remember(key: string, principal: Principal | null, until: number): void {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, { principal, until });
  }

  async function player(token: string, now: number): Promise<Principal | null> {
    if (!looksLikeToken(token)) return null;
    // Keyed by the token itself (this process's memory only): a hit costs no hash.
    const key = `p:${token}`;
    const hit = cache.get(key);
    if (hit !== undefined && hit.until > now) return hit.principal;
    const hash = hashToken(token);
    const link = await db.shareLink.findUnique({
      where: { tokenHash: hash },
      select: {
        id: true,
        crewId: true,
        characterId: true,
        wizardId: true,
        revokedAt: true,
        crew: { select: { campaignId: true } },
        wizard: { select: { campaignId: true } },
      },
    });
    // A link's campaign is its crew's, or for a link that only follows a wizard, the wizard's.
    const campaignId = link?.crew?.campaignId ?? link?.wizard?.campaignId ?? null;
    const principal: Principal | null =
      link === null || link.revokedAt !== null || campaignId === null
        ? null
        : {
            kind: 'player',
            campaignId,
            crewId: link.crewId,
            shareLinkId: link.id,
            characterId: link.characterId,
            wizardId: link.wizardId,
          };
    remember(key, principal, now + CACHE_MS);
    return principal;
  }

  async function gm(token: string, now: number): Promise<GmPrincipal | null> {
    if (!looksLikeToken(token)) return null;
    const key = `s:${token}`;
    const hit = cache.get(key);
    if (hit !== undefined && hit.until > now) return hit.principal as GmPrincipal | null;
    const hash = hashToken(token);
    const session = await db.session.findUnique({
      where: { tokenHash: hash },
      select: {
        id: true,
        accountId: true,
        campaignId: true,
        expiresAt: true,
        lastSeenAt: true,
        account: { select: { owner: true, members: { select: { campaignId: true, role: true } } } },
      },
    });
    if (session === null || session.expiresAt.getTime() <= now) {
      remember(key, null, now + CACHE_MS);
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_MS) {
      await db.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
    }
    const campaignIds = new Set(session.account.members.map((m) => m.campaignId));
    const principal: GmPrincipal = {
      kind: 'gm',
      accountId: session.accountId,
      sessionId: session.id,
      // A campaign left (or removed from) since it was opened is not open any more.
      campaignId: session.campaignId !== null && campaignIds.has(session.campaignId) ? session.campaignId : null,
      campaignIds,
      ownedCampaignIds: new Set(session.account.members.filter((m) => m.role === 'owner').map((m) => m.campaignId)),
      owner: session.account.owner,
    };
    remember(key, principal, Math.min(now + CACHE_MS, session.expiresAt.getTime()));
    return principal;
  }

  async function resolve(request: FastifyRequest): Promise<Principal | null> {
    const { shareToken, sessionToken } = credentialsOf(request);
    const now = clock().getTime();
    if (shareToken !== undefined) return player(shareToken, now);
    if (sessionToken !== undefined) return gm(sessionToken, now);
    return null;
  }

  return {
    of(request) {
      let promise = memo.get(request);
      if (promise === undefined) {
        promise = resolve(request);
        memo.set(request, promise);
      }
      return promise;
    },
    ofSession(token) {
      return gm(token, clock().getTime());
    },
    clear() {
      cache.clear();
    },
  };
}

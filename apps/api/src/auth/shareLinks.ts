/**
 * Players' read-only share links, one or more per crew. The token (192 random bits, base64url) is
 * shown once, when the link is created or rotated; only its SHA-256 is stored.
 *
 * The URL given to players is `${publicUrl}/s/<token>`: the server draws that link's sheet into the
 * page (plugins/playerPage.ts; docs/decisions/018-server-rendered-sheet.md says why the token left
 * the fragment). The web app keeps the token and sends it as `Authorization: Bearer <token>` (or
 * `?token=` for EventSource). Links handed out before, `/share#token=<token>`, still open.
 */
import type { PrismaClient } from '../db/client';
import { NotFoundError } from '../http/errors';
import type { Hub } from '../live/hub';
import { wizardTopic } from '../domain/wizards/live';
import { hashToken, newToken, SHARE_TOKEN_BYTES } from './tokens';

type Db = Pick<PrismaClient, 'shareLink'>;

export interface ShareLinkInfo {
  readonly id: string;
  /** The crew whose sheet it opens; null for a wizard's own link (it opens that wizard's ledger only). */
  readonly crewId: string | null;
  readonly label: string | null;
  /** The character the link was given to ("c'est moi"), if it names one. */
  readonly characterId: string | null;
  /** The wizard whose ledger the link follows, if any. */
  readonly wizardId: string | null;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}

export interface IssuedShareLink extends ShareLinkInfo {
  readonly token: string;
  readonly url: string;
}

export function shareLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/s/${token}`;
}

const select = { id: true, crewId: true, label: true, characterId: true, wizardId: true, createdAt: true, revokedAt: true } as const;

/** What a link names besides its crew (rotating a link keeps them). */
export interface ShareLinkNames {
  readonly label?: string | null;
  readonly characterId?: string | null;
  readonly wizardId?: string | null;
}

export async function createShareLink(
  db: Db,
  input: ShareLinkNames & { crewId: string | null; publicUrl: string; now: Date },
): Promise<IssuedShareLink> {
  const token = newToken(SHARE_TOKEN_BYTES);
  const link = await db.shareLink.create({
    data: {
      crewId: input.crewId,
      label: input.label ?? null,
      characterId: input.characterId ?? null,
      wizardId: input.wizardId ?? null,
      tokenHash: hashToken(token),
      createdAt: input.now,
    },
    select,
  });
  return { ...link, token, url: shareLinkUrl(input.publicUrl, token) };
}

/** A crew's links, or (`{ wizardId }`) a wizard's own links (those without a crew). */
export function listShareLinks(db: Db, of: { crewId: string } | { wizardId: string }): Promise<ShareLinkInfo[]> {
  const where = 'crewId' in of ? { crewId: of.crewId } : { wizardId: of.wizardId, crewId: null };
  return db.shareLink.findMany({ where, select, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

export async function findShareLink(db: Db, id: string): Promise<ShareLinkInfo> {
  const link = await db.shareLink.findUnique({ where: { id }, select });
  if (link === null) throw new NotFoundError('share_link', id);
  return link;
}

/** Revokes the link (idempotent: a revoked link keeps its first revocation date). */
export async function revokeShareLink(db: Db, id: string, now: Date): Promise<void> {
  await db.shareLink.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
}

/** The hub message that ends a revoked link's open live streams (routes/api/history reads it). */
export const LINK_REVOKED_EVENT = 'link_revoked';

/**
 * After a revocation committed: every live stream opened with that link is told and ended (its
 * next request, a reconnect included, is refused). Without it an open stream would keep pushing
 * the sheet to a revoked link.
 */
export function announceRevoked(hub: Hub, link: Pick<ShareLinkInfo, 'id' | 'crewId' | 'wizardId'>): void {
  const message = { event: LINK_REVOKED_EVENT, data: { shareLinkId: link.id } };
  if (link.crewId !== null) hub.publish(link.crewId, message);
  // A wizard's own link streams the wizard's topic (routes/api/wizards' stream).
  else if (link.wizardId !== null) hub.publish(wizardTopic(link.wizardId), message);
}

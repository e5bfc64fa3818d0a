/**
 * What every live stream shares (the crew's, the campaign's, a wizard's): the heartbeat, and when
 * the credentials it was opened with stop working.
 */
import type { Principal } from '../auth/principal';
import { SESSION_ENDED_EVENT } from '../auth/sessions';
import { LINK_REVOKED_EVENT } from '../auth/shareLinks';
import type { LiveMessage } from './hub';

/** A comment line this often keeps proxies from closing the connection. */
export const HEARTBEAT_MS = 15_000;

/**
 * The credentials this stream was opened with no longer work: its player link was revoked
 * (auth/shareLinks `announceRevoked`) or its GM session signed out (auth/sessions `announceSignedOut`).
 */
export function revokes(message: LiveMessage, principal: Principal): boolean {
  const data = message.data as { shareLinkId?: unknown; sessionId?: unknown } | null;
  if (message.event === LINK_REVOKED_EVENT) return principal.kind === 'player' && data?.shareLinkId === principal.shareLinkId;
  if (message.event === SESSION_ENDED_EVENT) return principal.kind === 'gm' && data?.sessionId === principal.sessionId;
  return false;
}

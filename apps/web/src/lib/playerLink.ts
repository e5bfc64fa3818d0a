/**
 * What a player's share link names besides its crew (GET /api/auth/me with the link's token,
 * `{ kind: 'player', crewId, characterId, wizardId, systems }`): the character it was given to ("c'est
 * moi": the sheet opens on them, marked), the Frostgrave wizard whose ledger it follows, and the
 * game systems the campaign plays (the sheet shows only theirs).
 * Asked only once the sheet is on screen: the sheet's first paint waits for nothing (a first
 * visit's one request, GET /api/share/sheet, stays the only one before it).
 */
import type { GameSystem } from '@temps-mort/contract';
import { call, ForbiddenError, UnauthorizedError } from './api';
import { useMe } from './session';

export interface PlayerLink {
  /** The API has answered (before, every field is null and every system played). */
  readonly known: boolean;
  /** The link's answer was a refusal (revoked since): nothing it names can be read. */
  readonly refused: boolean;
  readonly characterId: string | null;
  readonly wizardId: string | null;
  /** Whether the campaign plays a game system (every one until the API answers: nothing is hidden by a wait). */
  plays(system: GameSystem): boolean;
}

/** `ready`: the sheet is there (before, nothing is asked); both null until the API answers. */
export function usePlayerLink(token: string | null, ready: boolean): PlayerLink {
  const query = useMe(token, token !== null && ready);
  const me = query.data;
  const player = me?.kind === 'player' ? me : null;
  return {
    known: me !== undefined,
    refused: query.error !== null && query.error !== undefined && me === undefined,
    characterId: player?.characterId ?? null,
    wizardId: player?.wizardId ?? null,
    plays: (system) => me?.systems.includes(system) ?? true,
  };
}

/**
 * Whether the API still takes the link (GET /api/auth/me with its token): false only when it
 * refuses it (revoked); a network failure or a server error says nothing against it. Nothing on
 * screen changes by asking (a page opened from the service worker's copy checks its link so).
 */
export async function linkStands(token: string): Promise<boolean> {
  try {
    await call('auth.me', {}, { token });
    return true;
  } catch (error) {
    return !(error instanceof UnauthorizedError || error instanceof ForbiddenError);
  }
}

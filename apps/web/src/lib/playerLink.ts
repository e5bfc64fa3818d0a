/**
 * What a player's share link names besides its crew (GET /api/auth/me with the link's token,
 * `{ kind: 'player', crewId, characterId, wizardId, systems, may, tableRules }`): the character it was
 * given to ("c'est moi": the sheet opens on them, marked), the Frostgrave wizard whose ledger it
 * follows, the game systems the campaign plays (the sheet shows only theirs), and what the link may
 * do for its character with the table rules its odds need (issue 36).
 * Asked only once the sheet is on screen: the sheet's first paint waits for nothing (a first
 * visit's one request, GET /api/share/sheet, stays the only one before it).
 */
import type { GameSystem, Me, PlayerPermissions } from '@temps-mort/contract';
import { call, ForbiddenError, UnauthorizedError } from './api';
import { useMe } from './session';

export interface PlayerLink {
  /** The API has answered (before, every field is null and every system played). */
  readonly known: boolean;
  /** The link's answer was a refusal (revoked since): nothing it names can be read. */
  readonly refused: boolean;
  readonly characterId: string | null;
  readonly wizardId: string | null;
  /**
   * What the link may do for its character (issue 36: propose, roll, edit its texts), as the
   * campaign allows it; null until the API answers (and for a link given to no character, all false).
   */
  readonly may: PlayerPermissions | null;
  /** The campaign's table rules, for the exact odds on the phone: only when the link may propose or roll. */
  readonly tableRules: Me['tableRules'] | null;
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
    may: player?.may ?? null,
    tableRules: player?.tableRules ?? null,
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

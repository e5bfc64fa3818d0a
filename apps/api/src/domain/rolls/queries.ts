/**
 * The campaign's rolls as their reader reads them: the GM all of them, a player link its crew's
 * open rolls through the rolls' player view (./playerView.ts) — hidden rolls are the GM's. Who may
 * read at all is the route's `who` (the route table); this only shapes what they get.
 */
import type { PrismaClient } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { loadPlayerKnowledge } from '../crews/playerView';
import { NO_SECRETS, type Secrets } from '@temps-mort/rules';
import { rollForPlayer, rollsForPlayer } from './playerView';
import { getRoll, listRolls } from './rolls';
import type { RollView } from './store';

/** What players may not read of their crew (its GM-only ids, names and texts); none without a crew. */
async function crewSecrets(db: PrismaClient, crewId: string | null | undefined): Promise<Secrets> {
  if (crewId === null || crewId === undefined) return NO_SECRETS;
  return (await loadPlayerKnowledge(db, crewId))?.secrets ?? NO_SECRETS;
}

export interface RollsRead {
  /** The crew whose rolls (a player link: always its own). */
  readonly crewId?: string | undefined;
  /** Only the rolls of this complex action's history. */
  readonly complexActionId?: string | undefined;
  readonly limit: number;
  /** Read by a player link: open rolls only, as players read them. */
  readonly player: boolean;
}

/** The campaign's rolls, newest first, undone ones marked. */
export async function readRolls(db: PrismaClient, campaignId: string, read: RollsRead): Promise<RollView[]> {
  const rolls = await listRolls(db, campaignId, { crewId: read.crewId, complexActionId: read.complexActionId, limit: read.limit, openOnly: read.player });
  return read.player ? rollsForPlayer(rolls, await crewSecrets(db, read.crewId)) : rolls;
}

/**
 * One roll; for a player link (whose crew owns it: the route checked), as players read it — null
 * when it is not theirs to read: a hidden roll, or one gone since the check.
 */
export async function readRoll(db: PrismaClient, id: string, player: boolean): Promise<RollView | null> {
  if (!player) return getRoll(db, id);
  const roll = await getRoll(db, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  return roll === null ? null : rollForPlayer(roll, await crewSecrets(db, roll.crewId));
}

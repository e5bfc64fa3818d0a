/**
 * A player acting for their character (issue 36): a link given to a character acts for that
 * character only (the registrar's `character:*` checks, ../http/route.ts), and only as far as the
 * campaign lets its players (its three switches, each on by default). A crew's link only watches.
 */
import type { PlayerPermissions } from '@temps-mort/contract';
import type { PrismaClient } from '../db/client';
import { campaignPlayers } from '../domain/campaigns/campaigns';
import { ForbiddenError } from '../http/errors';
import type { PlayerPrincipal } from './principal';

const NOTHING: PlayerPermissions = { propose: false, roll: false, editTexts: false };

/** What the link may do for its character: nothing for a link given to no character. */
export async function mayAct(db: PrismaClient, link: PlayerPrincipal): Promise<PlayerPermissions> {
  if (link.characterId === null || link.crewId === null) return NOTHING;
  return campaignPlayers(db, link.campaignId);
}

/** 403 unless the campaign lets its players do `what` (the GM switched it off meanwhile: a stale phone). */
export async function requirePlayersMay(db: PrismaClient, link: PlayerPrincipal, what: keyof PlayerPermissions): Promise<void> {
  if (!(await mayAct(db, link))[what]) throw new ForbiddenError();
}

/** GM sign-in and "who am I". */
import { tableRulesSchema } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { GAME_SYSTEMS } from './campaign';
import { playerPermissionsSchema } from './players';

export const passphraseSchema = z.string().min(8).max(1024);

export const meSchema = z.object({
  kind: z.enum(['gm', 'player']),
  campaignId: z.string(),
  crewId: z.string().nullable().optional().describe('The crew of a player link (null: the link only follows a wizard).'),
  characterId: z.string().nullable().optional().describe('The character a player link was given to, if it names one.'),
  wizardId: z.string().nullable().optional().describe('The wizard whose ledger a player link follows, if any.'),
  systems: z.array(z.enum(GAME_SYSTEMS)).describe('The game systems the campaign uses: what the screens show.'),
  may: playerPermissionsSchema
    .optional()
    .describe('A player link: what it may do for its character (all false for a link given to no character).'),
  tableRules: tableRulesSchema
    .optional()
    .describe("A player link that may propose or roll: the campaign's table rules, for the exact odds its phone shows before sending."),
});
export type Me = Answer<typeof meSchema>;

/** GET /api/auth/setup?token=: the one-time sign-in link's token. */
export const setupQuery = z.strictObject({ token: z.string().max(128) });
/** POST /api/auth/passphrase (GM): set or change it. */
export const passphraseBody = z.strictObject({ passphrase: passphraseSchema });
/** POST /api/auth/login: any passphrase is tried (a wrong one is a 401, not a 400). */
export const loginBody = z.strictObject({ passphrase: z.string().min(1).max(1024) });

/** GM sign-in and "who am I". */
import { tableRulesSchema } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { accountNameSchema, CAMPAIGN_ROLES } from './accounts';
import { GAME_SYSTEMS } from './campaign';
import { playerPermissionsSchema } from './players';

export const passphraseSchema = z.string().min(8).max(1024);

export const meSchema = z.object({
  kind: z.enum(['gm', 'player']),
  campaignId: z.string().nullable().describe("A player link's campaign; a GM's campaign open in this session (null when none is)."),
  accountId: z.string().optional().describe("A GM: their account."),
  name: z.string().optional().describe("A GM: their account's name."),
  owner: z.boolean().optional().describe("A GM: whether they are the instance's owner (who invites other GMs)."),
  role: z.enum(CAMPAIGN_ROLES).nullable().optional().describe('A GM: their role at the open campaign (null when none is open).'),
  crewId: z.string().nullable().optional().describe('The crew of a player link (null: the link only follows a wizard).'),
  characterId: z.string().nullable().optional().describe('The character a player link was given to, if it names one.'),
  wizardId: z.string().nullable().optional().describe('The wizard whose ledger a player link follows, if any.'),
  systems: z.array(z.enum(GAME_SYSTEMS)).describe('The game systems the campaign uses: what the screens show (a GM with no campaign open: none).'),
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
/**
 * POST /api/auth/login: the account's name (any case) and its passphrase (a wrong one is a 401,
 * not a 400). The name may be left out only while the instance has one account.
 */
export const loginBody = z.strictObject({ name: accountNameSchema.optional(), passphrase: z.string().min(1).max(1024) });

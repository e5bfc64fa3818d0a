/**
 * Players' read-only share links: the token is in the answer that creates (or rotates) one only.
 * A link opens its crew's sheet; it may also name the character it was given to ("c'est moi": the
 * sheet opens on them) and a Frostgrave wizard whose ledger the players follow, live. A wizard's
 * own link (a Frostgrave table without a crew) opens that wizard's ledger only.
 */
import { z } from 'zod';
import type { Answer } from './answer';
import { idSchema } from './ids';

export const shareLinkSchema = z.object({
  id: z.string(),
  crewId: z.string().nullable().describe('The crew whose sheet the link opens; null for a link that only follows a wizard.'),
  label: z.string().nullable(),
  characterId: z.string().nullable().describe('The character the link was given to ("c\'est moi"): the sheet opens on them.'),
  wizardId: z.string().nullable().describe('The wizard whose ledger the link follows (read-only, live), if any.'),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const issuedShareLinkSchema = shareLinkSchema.extend({
  token: z.string().describe('Shown once: only its hash is stored.'),
  url: z.string().describe('The link to give players: `<publicUrl>/share#token=<token>`.'),
});
export type ShareLink = Answer<typeof shareLinkSchema>;
export type IssuedShareLink = Answer<typeof issuedShareLinkSchema>;

/** POST /api/crews/:crewId/share-links. */
export const shareLinkCreateSchema = z
  .strictObject({
    label: z.string().trim().max(80).optional(),
    characterId: idSchema.nullable().optional().describe("One of the crew's characters (400 otherwise)."),
    // No null: a link that follows no wizard leaves the field out, as the web sends it (a null
    // was taken as "none" though the document refused it: issue 35's fuzz finding).
    wizardId: idSchema.optional().describe("One of the campaign's wizards (400 otherwise); left out for none."),
  })
  .optional();
export type ShareLinkCreateBody = z.input<typeof shareLinkCreateSchema>;

/** POST /api/wizards/:id/share-links: a link that opens the wizard's ledger only (no crew). */
export const wizardShareLinkCreateSchema = z
  .strictObject({
    label: z.string().trim().max(80).optional(),
  })
  .optional();
export type WizardShareLinkCreateBody = z.input<typeof wizardShareLinkCreateSchema>;

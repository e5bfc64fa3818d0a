/** Players' read-only share links: the token is in the answer that creates (or rotates) one only. */
import { z } from 'zod';
import type { Answer } from './answer';

export const shareLinkSchema = z.object({
  id: z.string(),
  crewId: z.string(),
  label: z.string().nullable(),
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
export const shareLinkCreateSchema = z.strictObject({ label: z.string().trim().max(80).optional() }).optional();

/**
 * Backups: what an import of a campaign document answers, and the copies of the database file.
 * The document itself is the API's (domain/backup/format.ts): its head is checked at the door.
 */
import { z } from 'zod';
import type { Answer } from './answer';

export const importResultSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  signInUrl: z
    .string()
    .optional()
    .describe('Never sent since GM accounts (issue 37): the imported campaign is the importing GM’s, opened in their session. Kept one release for the web.'),
  crews: z.array(z.object({ from: z.string().describe('Its id in the document.'), id: z.string(), name: z.string() })),
  counts: z.object({ crews: z.number().int(), events: z.number().int(), rolls: z.number().int(), wizards: z.number().int(), complexActions: z.number().int() }),
});
export type ImportResult = Answer<typeof importResultSchema>;

// Answers list their fields: the serializer drops anything else (a backup's server path never goes out).
export const backupSchema = z.object({ name: z.string().describe('The file name only.'), size: z.number().int().describe('Bytes.'), createdAt: z.string() });
export type BackupInfo = Answer<typeof backupSchema>;

export const backupListSchema = z.object({ backups: z.array(backupSchema) });

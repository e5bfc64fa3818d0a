/** Campaign export and import, copies of the database file. */
import { z } from 'zod';
import { backupListSchema, backupSchema, importResultSchema } from '../backup';
import { campaignParams } from '../ids';
import type { RouteTablePart } from './route';

/** The name of a campaign document (the API's domain/backup/format.ts writes and reads it). */
const CAMPAIGN_EXPORT_FORMAT = 'temps-mort-campaign';
/** The versions of the document an import takes: today's, and those of earlier releases. */
const CAMPAIGN_EXPORT_VERSIONS = [1, 2] as const;

/**
 * A campaign document's head: only the head, checked at the door. The whole (strict) format is the
 * API's (`campaignExportSchema`, apps/api/src/domain/backup/format.ts), whose issues name each field
 * of the document. The head is strict too: a document with an unknown top-level part is refused by name.
 */
const campaignDocumentHead = z
  .strictObject({
    format: z.literal(CAMPAIGN_EXPORT_FORMAT),
    version: z.literal(CAMPAIGN_EXPORT_VERSIONS),
    exportedAt: z.unknown(),
    campaign: z.unknown(),
    crews: z.unknown(),
    wizards: z.unknown(),
    complexActions: z.unknown(),
    rolls: z.unknown(),
    diceSteps: z.unknown().optional(),
  })
  .describe(
    'A `temps-mort-campaign` document, version 2 (or 1, from earlier releases): `{ format, version, exportedAt, campaign, crews, wizards, complexActions, rolls, diceSteps? }` ' +
      '(the full schema is `campaignExportSchema` in apps/api/src/domain/backup/format.ts).',
  );

export const backupRoutes = {
  'campaign.export': {
    tags: ['backups'],
    summary: 'Export the whole campaign as one versioned JSON document (share links are not exported)',
    description: 'A download: `content-disposition: attachment` names the file after the campaign and the date.',
    params: campaignParams,
    answer: campaignDocumentHead,
    errors: [400, 401, 403, 404],
  },
  'campaign.import': {
    tags: ['backups'],
    summary: 'Import an exported campaign as a new campaign (every id new), owned by the importing GM and opened in their session',
    description:
      'Who may import is checked before the body is read; the body may be up to 20 MiB (413 beyond). Every history must replay (422 `D7 history_does_not_replay`).',
    body: campaignDocumentHead,
    answer: importResultSchema,
    status: 201,
    errors: [400, 401, 403, 413, 422],
  },
  'backup.create': {
    tags: ['backups'],
    summary: "Copy the database file (every campaign) into a new file of the server's backups folder (VACUUM INTO)",
    description: 'SQLite only. On PostgreSQL: 409 `{ current: { database: "postgresql", tool: "pg_dump" } }` (the host backs it up with pg_dump).',
    answer: backupSchema,
    status: 201,
    errors: [400, 401, 403, 409, 413],
  },
  backups: {
    tags: ['backups'],
    summary: "The backup files in the server's backups folder, newest first (file names only)",
    description: 'SQLite only. On PostgreSQL: an empty list (the host backs it up with pg_dump; backup.create answers 409 saying so).',
    answer: backupListSchema,
    errors: [401, 403],
  },
} as const satisfies RouteTablePart;

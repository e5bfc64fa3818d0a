/**
 * Backups: a campaign as a JSON document (export / import), and copies of the whole SQLite file.
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | GET  /api/campaigns/:campaignId/export | GM of it | the campaign as a `temps-mort-campaign` v2 document (domain/backup/format.ts), as a download |
 * | POST /api/campaigns/import | any GM | a document (v2, or v1 of earlier releases) → a NEW campaign (new ids); 201 with a one-time sign-in link for it; body up to 20 MiB |
 * | POST /api/backup | any GM | `VACUUM INTO` a new file under the database's `backups/` folder; 201 `{ name, size, createdAt }` |
 * | GET  /api/backups | any GM | the backup files (names, sizes, dates; never a server path), newest first |
 *
 * The import checks the caller before its (large) body is read: 401 / 403 cost nothing. Then the
 * body's size (413 over 20 MiB), its text (app.ts's parser, http/body.ts: UTF-8, at most 32 levels
 * deep), then the whole document (400 naming each bad field, at most 100), every history must
 * replay to the crew, tracker or wizard of the document (422 `D7 history_does_not_replay`), and everything is written
 * in one transaction. A backup copies the whole instance (every campaign): any GM of the instance
 * may make one; backups are files on the server, not downloadable through the API.
 */
import { backupListSchema, backupSchema, importResultSchema } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyGm, requireGm } from '../../../auth/guards';
import { databaseFilePath } from '../../../db/migrate';
import { exportCampaign } from '../../../domain/backup/export';
import { EXPORT_FORMAT, EXPORT_VERSIONS } from '../../../domain/backup/format';
import { importCampaign, parseCampaignExport } from '../../../domain/backup/import';
import { backupDatabase, backupsDir, listBackups, type BackupInfo } from '../../../domain/backup/sqlite';
import { campaignParams, errorResponses } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';

/** Request bodies of the import route only: a campaign with years of history fits. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

// The answers are the contract's (@temps-mort/contract backup.ts); the document is this API's own
// (domain/backup/format.ts), so its head stays here. Only the head here: the whole (strict) format is checked by `parseCampaignExport`, whose issues
// name each field of the document. The head is strict too: a document with an unknown top-level
// part is refused by name.
const documentHead = z
  .strictObject({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSIONS),
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

function backupView(backup: BackupInfo): z.infer<typeof backupSchema> {
  return { name: backup.name, size: backup.size, createdAt: backup.createdAt.toISOString() };
}

/** A file name for the download: the campaign's name in safe characters, and the date. */
function downloadName(name: string, now: Date): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `temps-mort-${safe || 'campaign'}-${now.toISOString().slice(0, 10)}.json`;
}

const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campaigns/:campaignId/export',
    {
      schema: {
        tags: ['backups'],
        summary: 'Export the whole campaign as one versioned JSON document (share links are not exported)',
        security: gmOnly,
        params: campaignParams,
        response: { 200: documentHead, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { campaignId } = request.params;
      await requireGm(request, campaignId);
      const now = app.clock();
      const doc = await exportCampaign(app.db, campaignId, now);
      void reply.header('content-disposition', `attachment; filename="${downloadName(doc.campaign.name, now)}"`).header('cache-control', 'no-store');
      return doc;
    },
  );

  app.post(
    '/campaigns/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // Who may import is checked before the body is read.
      onRequest: async (request) => {
        await requireAnyGm(request);
      },
      schema: {
        tags: ['backups'],
        summary: 'Import an exported campaign as a new campaign (every id new); answers a sign-in link for it',
        security: gmOnly,
        body: documentHead,
        response: { 201: importResultSchema, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const doc = parseCampaignExport(request.body);
      const result = await importCampaign(app.db, doc, { now: app.clock(), publicUrl: app.config.publicUrl });
      return reply.code(201).header('cache-control', 'no-store').send({ ...result, crews: [...result.crews] });
    },
  );

  app.post(
    '/backup',
    {
      schema: {
        tags: ['backups'],
        summary: "Copy the database file (every campaign) into a new file of the server's backups folder (VACUUM INTO)",
        security: gmOnly,
        response: { 201: backupSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireAnyGm(request);
      const backup = backupDatabase(databaseFilePath(app.config.databaseUrl), { now: app.clock() });
      request.log.info({ backup: backup.path, size: backup.size }, 'backup written');
      return reply.code(201).send(backupView(backup));
    },
  );

  app.get(
    '/backups',
    {
      schema: {
        tags: ['backups'],
        summary: "The backup files in the server's backups folder, newest first (file names only)",
        security: gmOnly,
        response: { 200: backupListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireAnyGm(request);
      // File names only: the server's paths are not the GM's business (nor a visitor's).
      return { backups: listBackups(backupsDir(databaseFilePath(app.config.databaseUrl))).map(backupView) };
    },
  );
};

export default backupRoutes;

/**
 * Backups: a campaign as a JSON document (campaign.export, a download; campaign.import, a NEW
 * campaign with new ids, owned by the GM importing it and opened in their session), and copies of the whole SQLite file
 * (backup.create: `VACUUM INTO` a new file under the database's `backups/` folder; backups: their
 * names, sizes and dates, never a server path, newest first). Shapes and who may call: the
 * contract's route table; the document: domain/backup/format.ts.
 *
 * The import checks the caller before its (large) body is read: 401 / 403 cost nothing. Then the
 * body's size (413 over 20 MiB), its text (app.ts's parser, http/body.ts: UTF-8, at most 32 levels
 * deep), then the document's head (the contract's), then the whole document (400 naming each bad
 * field, at most 100), every history must replay to the crew, tracker or wizard of the document
 * (422 `D7 history_does_not_replay`), and everything is written in one transaction. A backup
 * copies the whole instance (every GM's campaigns): only the instance's owner makes or lists them
 * (domain/backup/files.ts); backups are files on the server, not downloadable through the API.
 */
import type { backupSchema } from '@temps-mort/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { exportCampaign } from '../../../domain/backup/export';
import { fileBackups } from '../../../domain/backup/files';
import { importCampaign, parseCampaignExport } from '../../../domain/backup/import';
import type { BackupInfo } from '../../../domain/backup/sqlite';
import { openCampaign } from '../../../domain/campaigns/members';
import { serve } from '../../../http/route';

/** Request bodies of the import route only: a campaign with years of history fits. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

// Answers list their fields: the server's path of a backup never goes out.
function backupView(backup: BackupInfo): z.input<typeof backupSchema> {
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

const backupRoutes: FastifyPluginAsync = async (app) => {
  serve(app, 'campaign.export', async ({ params, reply }) => {
    const now = app.clock();
    const doc = await exportCampaign(app.db, params.campaignId, now);
    void reply.header('content-disposition', `attachment; filename="${downloadName(doc.campaign.name, now)}"`).header('cache-control', 'no-store');
    return doc;
  });

  serve(
    app,
    'campaign.import',
    async ({ body, caller, reply }) => {
      const doc = parseCampaignExport(body);
      // The importing GM owns the new campaign, opened in their session.
      const result = await importCampaign(app.db, doc, { now: app.clock(), accountId: caller.accountId });
      await openCampaign(app.db, caller.sessionId, result.campaignId);
      app.principals.clear();
      void reply.header('cache-control', 'no-store');
      return { ...result, crews: [...result.crews] };
    },
    // A campaign with years of history fits; who may import is checked before such a body is read.
    { bodyLimit: IMPORT_BODY_LIMIT, checkBeforeBody: true },
  );

  // On PostgreSQL both answer 409: the host's pg_dump backs it up (domain/backup/files.ts).
  const files = fileBackups(app.config.databaseUrl);
  serve(app, 'backup.create', async ({ request, caller }) => {
    const backup = files.create(caller, app.clock());
    request.log.info({ backup: backup.path, size: backup.size }, 'backup written');
    return backupView(backup);
  });

  serve(app, 'backups', async ({ caller }) => ({ backups: files.list(caller).map(backupView) }));
};

export default backupRoutes;

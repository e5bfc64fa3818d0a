/**
 * The crew sheet's hot read (GET crew.sheet, GET crew.linkSheet: the phones): one small query
 * through the reader connection (../../db/reader.ts) stamps the cached JSON (./sheetCache.ts), which
 * was validated against the sheet's schema and serialized once per version. Only a stale or
 * missing entry loads the crew through Prisma.
 */
import { crewSheetSchema } from '@temps-mort/contract';
import type { Principal } from '../../auth/principal';
import { createReader, type Reader } from '../../db/reader';
import type { PrismaClient } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { loadCrew } from './repository';
import { crewSheet } from './sheet';
import { SheetCache, sheetStamp } from './sheetCache';

export interface SheetReads {
  /**
   * The sheet as `principal` may read it, as JSON: 403 for another crew's link or another
   * campaign's GM, 404 when there is no such crew — all from the one stamp query.
   */
  json(principal: Principal, crewId: string): Promise<string>;
  /** Closes the reader connection (when it was opened). */
  close(): void | Promise<void>;
}

export function sheetReads(db: PrismaClient, databaseUrl: string): SheetReads {
  const sheets = new SheetCache((sheet) => JSON.stringify(crewSheetSchema.parse(sheet)));
  // Opened on first use.
  let opened: Reader | undefined;
  const reader = (): Reader => (opened ??= createReader(databaseUrl));
  return {
    async json(principal, crewId) {
      if (principal.kind === 'player' && principal.crewId !== crewId) throw new ForbiddenError();
      const row = await reader().crewStamp(crewId);
      if (!row) throw new NotFoundError('crew', crewId);
      if (principal.kind === 'gm' && !principal.campaignIds.has(row.campaignId)) throw new ForbiddenError();
      let json = sheets.get(crewId, sheetStamp(row.version, row.updatedAt));
      if (!json) {
        const stored = await loadCrew(db, crewId);
        if (!stored) throw new NotFoundError('crew', crewId);
        json = sheets.put(crewId, sheetStamp(stored.version, stored.updatedAt), crewSheet(stored));
      }
      return principal.kind === 'player' ? json.player : json.gm;
    },
    close() {
      return opened?.close();
    },
  };
}

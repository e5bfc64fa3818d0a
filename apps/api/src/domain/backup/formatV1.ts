/**
 * The campaign export format, version 1 (before a wizard's ledger was its history, decision 014):
 * today's document but its wizards — a row with its warband, hired muscle, favours and
 * collections. It still imports: its wizards are read as the migration reads the same rows
 * (./olderWizards.ts), and what today's format refuses in them is named where the file says it.
 */
import { z } from 'zod';
import { jsonObjectSchema } from './json';
import { wizardOfV1 } from './olderWizards';
import { LIST_LIMITS, id, int, reasons, timestamp, version, type Issue } from './formatParts';
import { VERSION_2, documentParts, exportedRollSchema, exportedWizardSchema, wizardHistoryIssues, type CampaignExport } from './formatV2';

const ledgerList = <T extends z.ZodType>(row: T) => z.array(row).max(LIST_LIMITS.ledger);

/** A wizard of a version-1 export: its row, warband and hired muscle, and its ledger as rows. */
export const exportedWizardV1Schema = z.strictObject({
  id,
  name: z.string().max(200),
  level: int.min(0),
  gold: int.min(0),
  markers: int.min(0),
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
  warband: ledgerList(
    z.strictObject({
      id,
      name: z.string().max(200),
      role: z.enum(['wizard', 'apprentice', 'captain', 'soldier', 'hired_muscle']),
      baseCost: int.min(0),
      will: int,
      version,
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  ),
  hiredMuscle: ledgerList(
    z.strictObject({
      id,
      kind: z.enum(['bandit', 'thief', 'trap_expert', 'assassin', 'barber_surgeon', 'treasure_hunter']),
      createdAt: timestamp,
    }),
  ),
  favours: ledgerList(
    z.strictObject({ id, kind: z.string().max(50), markersDelta: int, goldDelta: int, details: jsonObjectSchema, reasons, createdAt: timestamp }),
  ),
  collections: ledgerList(
    z.strictObject({
      id,
      status: z.string().max(50),
      markersAtCheck: int,
      checkRoll: int.nullable(),
      tableRoll: int.nullable(),
      entry: z.string().max(50).nullable(),
      markersRemoved: int,
      goldPaid: int,
      details: jsonObjectSchema,
      reasons,
      createdAt: timestamp,
    }),
  ),
  rolls: z.array(exportedRollSchema).max(LIST_LIMITS.history),
});
export type ExportedWizardV1 = z.infer<typeof exportedWizardV1Schema>;

export const documentShapeV1 = z.strictObject({
  ...documentParts,
  version: z.literal(1),
  wizards: z.array(exportedWizardV1Schema).max(LIST_LIMITS.wizards),
});
export type CampaignExportV1 = z.infer<typeof documentShapeV1>;

/** A version-1 wizard read as today's: what today's format refuses in it, named where the file says it. */
export function wizardV1Issues(w: ExportedWizardV1): Issue[] {
  const today = wizardOfV1(w);
  const parsed = exportedWizardSchema.safeParse(today.wizard);
  const issues = parsed.success
    ? wizardHistoryIssues(parsed.data)
    : parsed.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'number' ? p : String(p))), message: i.message }));
  return issues.map((i) => ({ path: today.pathInFile(i.path), message: i.message }));
}

/** A version-1 document as version 2: its wizards read as today's (checked by `wizardV1Issues` first). */
export function v1AsV2(doc: CampaignExportV1): CampaignExport {
  return { ...doc, version: VERSION_2, wizards: doc.wizards.map((w) => wizardOfV1(w).wizard) };
}

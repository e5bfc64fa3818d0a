/**
 * The campaign export format: one JSON document holding a whole campaign. One module per version
 * — ./formatV2.ts (today's, what an export writes), ./formatV1.ts (before a wizard's ledger was its
 * history) — made of ./formatParts.ts, and the references inside a document, ./formatChecks.ts.
 *
 * `campaignExportSchema` is the ONE definition: the export route writes documents of today's
 * version, the import route (and the tests) validate with it. It checks the structure (rule-shaped
 * values with the rules package's own schemas) and then, once the structure holds, the references
 * inside the document, and gives a valid document of any version as today's.
 */
import { z } from 'zod';
import { crossCheck, type AnyCampaignExport } from './formatChecks';
import { documentShapeV1, v1AsV2 } from './formatV1';
import { VERSION_2, documentShapeV2, type CampaignExport } from './formatV2';

export { EXPORT_FORMAT, LIST_LIMITS } from './formatParts';
export { rowIds, type AnyCampaignExport } from './formatChecks';
export { exportedWizardV1Schema, type ExportedWizardV1 } from './formatV1';
export {
  exportedComplexActionSchema,
  exportedCrewSchema,
  exportedEventSchema,
  exportedProposalSchema,
  exportedRollRequestSchema,
  exportedRollSchema,
  exportedStepSchema,
  exportedWizardSchema,
  wizardHistoryIssues,
  type CampaignExport,
  type ExportedComplexAction,
  type ExportedCrew,
  type ExportedEvent,
  type ExportedProposal,
  type ExportedRoll,
  type ExportedRollRequest,
  type ExportedStep,
  type ExportedWizard,
} from './formatV2';

/** The version an export writes. */
export const EXPORT_VERSION = VERSION_2;
/** The versions an import reads (decision 012: a new version comes with a reader for the older ones). */
export const EXPORT_VERSIONS = [1, EXPORT_VERSION] as const;

/** The document of today's version (checked by `crossCheck` first). */
function todays(doc: AnyCampaignExport): CampaignExport {
  return doc.version === EXPORT_VERSION ? doc : v1AsV2(doc);
}

/**
 * The whole format, of any version an import reads: structure first, then (only when the
 * structure holds) the references inside the document; a valid document is given as today's
 * version. Issues name the field, e.g. `crews.0.events.12.undoneBy`.
 */
export const campaignExportSchema = z
  .discriminatedUnion('version', [documentShapeV2, documentShapeV1])
  .superRefine((doc, ctx) => {
    for (const issue of crossCheck(doc)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  .transform(todays);

/**
 * Revert any step of a crew's history, and redo an undo (issue 34, "undo any step"; GM only):
 *
 * - `GET  /api/crews/:crewId/history/:seq/revert`: what reverting step `seq` would do — the net
 *   changes of the sheet, and the later steps that no longer apply without it (they go too).
 * - `POST /api/crews/:crewId/history/:seq/revert` `{ version, alsoRevert }`: reverts it, with
 *   exactly the later steps the preview listed (or 422): one "undo" step per step taken back.
 * - `POST /api/crews/:crewId/history/:seq/redo` `{ version }`: takes the undo step `seq` back
 *   with a "redo" step (422 when a step kept since would no longer apply, or already redone).
 *
 * Both writes answer `{ sheet, event }` like every crew write.
 */
import { z } from 'zod';
import type { Answer } from './answer';
import { netChangeSchema } from './campaignHistory';
import { idSchema, versionSchema } from './ids';
import { reasonSchema } from './reasons';

const seqSchema = z.coerce.number().int().min(1).max(1_000_000_000);

export const crewStepParams = z.strictObject({ crewId: idSchema, seq: seqSchema.describe('The step’s position in the crew’s history.') });
/** A wizard's or a complex action's step (`/api/wizards/:id/history/:seq/…`, `/api/complex-actions/:id/history/:seq/…`): the same revert and redo. */
export const historyStepParams = z.strictObject({ id: idSchema, seq: seqSchema.describe('The step’s position in the history.') });

const stepRef = { seq: z.number().int(), type: z.string().describe('The step’s type (`DowntimeEventType`, `WizardEventType`, `ComplexActionEvent`’s).') };

export const revertPreviewSchema = z.object({
  version: z.number().int().describe('The version (the crew’s, the wizard’s, the complex action’s) the preview was read at: the revert sends it back.'),
  target: z.object(stepRef),
  noLongerApply: z
    .array(
      z.object({
        ...stepRef,
        why: z.union([reasonSchema, z.literal('dice')]).describe('The rules’ refusal now, or "dice" when its stored dice no longer fit.'),
      }),
    )
    .describe('The later steps that no longer apply without it, oldest first: reverted with it once the GM confirms.'),
  changes: z.array(netChangeSchema).describe('What the sheet (the crew’s, the wizard’s, the tracker) would change.'),
});
export type RevertPreview = Answer<typeof revertPreviewSchema>;

export const revertBodySchema = z.strictObject({
  version: versionSchema,
  alsoRevert: z
    .array(z.number().int().min(1))
    .max(500)
    .default([])
    .describe('The later steps the preview listed as no longer applying, all of them: the GM confirms they go too.'),
});
export type RevertBody = z.input<typeof revertBodySchema>;

export const redoBodySchema = z.strictObject({ version: versionSchema });
export type RedoBody = z.input<typeof redoBodySchema>;

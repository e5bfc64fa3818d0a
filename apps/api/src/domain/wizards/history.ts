/**
 * A wizard's history in the campaign's one log (aggregate "wizard", decision 014): every write on
 * a wizard — its creation, the GM's edits of the sheet and the warband, the ledger's favours,
 * pay-offs, settlements and collections — is one event of the rules' reducer (`applyWizardEvent`,
 * packages/rules/src/debt/events.ts), a step of the one step machinery (../history/apply.ts,
 * ../history/moves.ts) for the wizard as ./aggregate.ts describes it. This module names the
 * wizard's history in the log.
 */
import type { Reason, TableRules, WizardEvent, WizardEventDetail } from '@temps-mort/rules';
import { wizardEventSchema } from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import { appendStep } from '../history/steps';
import { keptSinceBaseline } from '../history/replay';
import type { Db } from '../rolls/store';
import type { WizardRow } from './model';

/** The wizard's history in the one log. */
export const historyOf = (wizardId: string) => ({ aggregate: 'wizard', aggregateId: wizardId }) as const;

/** The events that start a history: never undone (delete the wizard instead), and nothing before them is replayed. */
export const BASELINES = ['wizard_created', 'wizard_restored'] as const;

/** Writes one step of the wizard's history (in the caller's transaction). */
export function recordWizardStep(
  tx: Db,
  row: WizardRow,
  step: { readonly id?: string; readonly event: WizardEvent; readonly dice: readonly number[]; readonly detail: WizardEventDetail; readonly reasons: readonly Reason[]; readonly table: TableRules | null },
) {
  return appendStep(tx, {
    ...(step.id === undefined ? {} : { id: step.id }),
    campaignId: row.campaignId,
    ...historyOf(row.id),
    type: step.event.type,
    payload: step.event,
    dice: step.dice,
    detail: step.detail,
    reasons: step.reasons,
    hidden: false,
    table: step.table,
  });
}

/** The wizard's events as stored, for a replay. */
export const parseWizardEvent = (payload: unknown): WizardEvent => wizardEventSchema.parse(payload) as WizardEvent;

/** The steps kept since the wizard's last baseline, oldest first. */
export function keptSinceWizardBaseline(tx: Db, wizardId: string): Promise<Step[]> {
  return keptSinceBaseline(tx, historyOf(wizardId), BASELINES);
}

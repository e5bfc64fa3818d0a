import type { LedgerView } from '@temps-mort/contract';
import { conflictOf } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import type { NameLookup } from '../../../lib/i18n';
import { useQueryClient, type QueryClient } from '../../../lib/query';
import { RedoAction, RevertAction } from '../../../components/RevertAction';
import { acceptWizard, refreshWizard, wizardApi, type WizardUndoAnswer, type WizardView } from '../api';

/**
 * « Annuler cette étape » on a ledger entry and « Rétablir » on an undo (issue 34, "undo any
 * step"): the history's confirm panel (features/history RevertAction, RedoAction) on the wizard's
 * calls. The wizard answered goes on screen; the ledger and the collections are read again.
 */

/** The wizard's step of a ledger entry: a favour, a settlement, a pay-off, a collection (its start). */
export function ledgerStepType(ledger: LedgerView, entryId: string): string {
  if (ledger.collections.some((c) => c.id === entryId)) return 'collection_start';
  if (ledger.payOffs.some((p) => p.id === entryId)) return 'pay_off';
  return ledger.favours.find((f) => f.id === entryId)?.kind === 'hired_muscle_settlement' ? 'hired_muscle_settle' : 'favour';
}

/** After a revert or a redo: the wizard as answered, everything under it read again; a 409's wizard as it is now. */
async function written(client: QueryClient, wizardId: string, route: 'wizard.revert' | 'wizard.redo', write: () => Promise<WizardUndoAnswer>): Promise<void> {
  try {
    acceptWizard(client, (await write()).wizard);
  } catch (e) {
    const current = conflictOf(e, route);
    if (current) acceptWizard(client, current);
    throw e;
  } finally {
    void refreshWizard(client, wizardId);
  }
}

export function RevertLedgerStep({ wizard, seq, type, names }: { wizard: WizardView; seq: number; type: string; names: NameLookup | undefined }) {
  const { t } = useGmT();
  const client = useQueryClient();
  return (
    <RevertAction
      seq={seq}
      type={type}
      stepName={(stepType) => t('debt.step', { type: stepType })}
      names={names}
      linkSteps={false}
      preview={() => wizardApi.revertPreview(wizard.id, seq)}
      revert={(body) => written(client, wizard.id, 'wizard.revert', () => wizardApi.revert(wizard.id, seq, body))}
    />
  );
}

/** The undos not taken back, newest first, each with « Rétablir ». */
export function LedgerUndos({ wizard, undos }: { wizard: WizardView; undos: NonNullable<LedgerView['undos']> }) {
  const { t } = useGmT();
  const client = useQueryClient();
  if (undos.length === 0) return null;
  return (
    <section aria-labelledby={`undos-${wizard.id}`} data-testid="ledger-undos">
      <h3 id={`undos-${wizard.id}`}>{t('history.undos')}</h3>
      <ul className="ledger">
        {undos.map((undo) => (
          <li key={undo.seq} className="ledger-item">
            <p className="ledger-head">{t('history.undoLine', { seq: undo.undid.seq, step: t('debt.step', { type: undo.undid.type }) })}</p>
            <RedoAction seq={undo.seq} redo={() => written(client, wizard.id, 'wizard.redo', () => wizardApi.redo(wizard.id, undo.seq, { version: wizard.version }))} />
          </li>
        ))}
      </ul>
    </section>
  );
}

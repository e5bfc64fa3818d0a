import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { RolledDice } from '../../../components/RolledDice';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { acceptWizard, isCurrentStep, ledgerKey, useReloadWizard, wizardApi, type WizardUndoAnswer, type WizardView } from '../api';
import { namesFromWizard } from '@temps-mort/i18n/names';
import { StepResult } from './StepResult';

/** The wizard's history types the undo's words know (`ledger_step_undone` names the step's type). */
const UNDONE_TYPES = new Set([
  'favour',
  'pay_off',
  'hired_muscle_settle',
  'collection_start',
  'collection_sale',
  'collection_help',
  'wizard_edit',
  'member_add',
  'member_edit',
  'member_remove',
]);

/** The type of the step an undo took back, from its reason (D7 `ledger_step_undone`). */
export function undoneType(answer: Pick<WizardUndoAnswer, 'reasons'>): string {
  const type = answer.reasons.find((r) => r.code === 'ledger_step_undone')?.values.type;
  return typeof type === 'string' && UNDONE_TYPES.has(type) ? type : 'other';
}

/**
 * « Annuler la dernière entrée »: undoes the wizard's last step — a ledger entry (a favour, a
 * pay-off, a settlement, a collection's start, sale or members) or an edit of its sheet or warband.
 * The wizard becomes what the steps kept make it; the entry leaves the ledger, its dice stay
 * listed, marked undone. What it did is shown until the wizard's next step. The server decides
 * what can be undone (422 D7 when only the creation is left, 409 when another window wrote first).
 */
export function UndoLastEntry({ wizard }: { wizard: WizardView }) {
  const { t, lang } = useGmT();
  const reload = useReloadWizard(wizard.id);
  const [before, setBefore] = useState<WizardView | null>(null);
  const undo = useMutation((w: WizardView) => wizardApi.undo(w.id, w.version), {
    onSuccess: (data, _w, client) => acceptWizard(client, data.wizard),
    // The undone entry leaves the ledger, its rolls turn undone; a pending collection may move back.
    invalidate: [ledgerKey(wizard.id), ['collection']],
  });
  // A wizard at version 1 has only its creation: nothing to undo (the server says so too).
  const onlyCreated = wizard.version <= 1;
  const done = undo.data && isCurrentStep(undo.data, wizard) ? undo.data : null;
  const names = namesFromWizard(wizard, lang);

  const run = () => {
    setBefore(wizard);
    void undo.mutate(wizard);
  };

  return (
    <div className="undo-last" data-testid="ledger-undo">
      <div className="actions">
        <Button variant="secondary" busy={undo.pending} disabled={onlyCreated} aria-describedby={`undo-help-${wizard.id}`} onClick={run}>
          <span aria-hidden="true">{'↶\u00a0'}</span>
          {t('debt.undo')}
        </Button>
      </div>
      <p className="muted small" id={`undo-help-${wizard.id}`}>
        {onlyCreated ? t('debt.undo.nothing') : t('debt.undo.help')}
      </p>
      <ErrorMessage
        error={undo.error}
        route="wizard.undo"
        onReload={(current) => {
          undo.reset();
          reload(current);
        }}
      />
      {done ? (
        <StepResult title={t('debt.undo.done', { type: undoneType(done) })} reasons={done.reasons} names={names}>
          {before && before.id === done.wizard.id ? (
            <p className="cost" data-testid="undo-change">
              {t('debt.undo.change', { markersBefore: before.markers, markers: done.wizard.markers, goldBefore: before.gold, gold: done.wizard.gold })}
            </p>
          ) : null}
          {done.undoneRolls.length > 0 ? (
            <div className="roll--undone" data-testid="undo-rolls">
              <p className="roll-head">
                <span className="badge badge--undone">{t('sheet.roll.undone')}</span> {t('debt.undo.rolls')}
              </p>
              {done.undoneRolls.map((r) => (
                <RolledDice key={r.id} rolls={r.result.rolls} />
              ))}
            </div>
          ) : null}
        </StepResult>
      ) : null}
    </div>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FIELD_BOUNDS, LOAN_GC_PER_MARKER, LOAN_MAX_GC, LOAN_MIN_GC, loanMarkers, takeLoan } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { NumberField } from '../../../components/NumberField';
import { useGmT } from '../../../lib/i18nGm';
import { isCurrentStep, rulesWizard, useReloadWizard, useWizardWrite, wizardApi, type WizardView } from '../api';
import { MarkersGauge } from '../../../components/ledger/MarkersGauge';
import { RefusalNote } from '../../../components/RefusalNote';
import { StepResult } from './StepResult';

/**
 * F2 loan: 100–1 000 co into the vault for one marqueur Pègre per 100 co or part of it. The markers
 * it costs (loanMarkers) and whether the rules accept it (takeLoan: F2 range, F1 level) are shown
 * live as the GM types.
 */
export function LoanForm({ wizard }: { wizard: WizardView }) {
  const { t } = useGmT();
  const refusalId = useId();
  const [amount, setAmount] = useState<number | null>(LOAN_MIN_GC);
  const reload = useReloadWizard(wizard.id);
  const loan = useWizardWrite(wizard.id, (a: number) => wizardApi.loan(wizard.id, wizard.version, a));

  const whole = amount !== null && Number.isInteger(amount) && amount >= 0;
  const markers = whole ? loanMarkers(amount) : null;
  const preview = whole ? takeLoan(rulesWizard(wizard), amount) : null;
  const refusal = preview && !preview.ok ? preview.error : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amount === null || refusal) return;
    void loan.mutate(amount);
  };

  return (
    <form className="favour" onSubmit={submit} noValidate aria-labelledby="loan-title">
      <h3 id="loan-title">{t('debt.loan')}</h3>
      <NumberField
        label={t('debt.loan.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          loan.reset();
        }}
        bounds={FIELD_BOUNDS.favour.loanAmount}
        step={50}
        error={amount === null ? t('error.field.required') : null}
        hint={t('debt.loan.rule', { per: LOAN_GC_PER_MARKER, min: LOAN_MIN_GC, max: LOAN_MAX_GC })}
      />
      {markers !== null ? (
        <p className="cost" data-testid="loan-markers" aria-live="polite">
          {t('debt.loan.costs', { amount: amount ?? 0, markers })}
        </p>
      ) : null}
      {markers !== null && !refusal ? <MarkersGauge markers={wizard.markers} level={wizard.level} add={markers} /> : null}
      <RefusalNote refusal={refusal} id={refusalId} />
      <div className="actions">
        <Button type="submit" busy={loan.pending} disabled={amount === null || refusal !== null} aria-describedby={refusal ? refusalId : undefined}>
          {t('debt.loan.take', { amount: amount ?? 0 })}
        </Button>
      </div>
      <ErrorMessage error={loan.error} route="wizard.favour" onReload={(c) => {
        loan.reset();
        reload(c);
      }} />
      {loan.data && isCurrentStep(loan.data, wizard) ? (
        <StepResult
          title={t('debt.loan.done', { amount: loan.data.entry.details.amount, markers: loan.data.entry.markersDelta })}
          reasons={loan.data.reasons}
        />
      ) : null}
    </form>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DEBT_GC_PER_MARKER, FIELD_BOUNDS, payOffDebt, payableDebtMarkers } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { NumberField } from '../../../components/NumberField';
import { useGmT } from '../../../lib/i18nGm';
import { isCurrentStep, rulesWizard, useReloadWizard, useWizardWrite, wizardApi, type WizardView } from '../api';
import { MarkersGauge } from '../../../components/ledger/MarkersGauge';
import { RefusalNote } from '../../../components/RefusalNote';
import { StepResult } from './StepResult';

/**
 * F5: pay markers off at 150 co each, at any time; the most the vault's gold can pay is shown. The
 * number to pay is the GM's once typed; after a payment it is the next one's default again (one
 * marker, on the ledger as it now is), so a warning says only why the next payment would be
 * refused, never the payment just made; with no marker left there is nothing to pay.
 */
export function PayOffForm({ wizard }: { wizard: WizardView }) {
  const { t } = useGmT();
  const refusalId = useId();
  const max = payableDebtMarkers(rulesWizard(wizard));
  // What the GM typed holds for the ledger it was typed on: once the ledger moved (this payment,
  // or any other step), the next payment's default on the ledger as it is.
  const [typed, setTyped] = useState<{ readonly markers: number | null; readonly version: number } | null>(null);
  const markers = typed !== null && typed.version === wizard.version ? typed.markers : Math.min(1, wizard.markers);
  const setMarkers = (value: number | null) => setTyped({ markers: value, version: wizard.version });
  const reload = useReloadWizard(wizard.id);
  const pay = useWizardWrite(wizard.id, (n: number) => wizardApi.payOff(wizard.id, wizard.version, n));
  const whole = markers !== null && Number.isInteger(markers);
  const preview = whole ? payOffDebt(rulesWizard(wizard), markers) : null;
  const refusal = preview && !preview.ok ? preview.error : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (markers === null || refusal) return;
    void pay.mutate(markers);
  };
  const done = pay.data && isCurrentStep(pay.data, wizard) ? (
    <StepResult title={t('debt.payOff.done', { markers: -pay.data.entry.markersDelta, gold: -pay.data.entry.goldDelta })} reasons={pay.data.reasons} />
  ) : null;

  if (wizard.markers <= 0) {
    return (
      <section className="card" id="pay-off" aria-labelledby="payoff-title">
        <h2 id="payoff-title">{t('debt.payOff')}</h2>
        <p className="muted">{t('debt.payOff.none')}</p>
        {done}
      </section>
    );
  }

  return (
    <section className="card" id="pay-off" aria-labelledby="payoff-title">
      <h2 id="payoff-title">{t('debt.payOff')}</h2>
      <form onSubmit={submit} noValidate>
        <p className="muted">{t('debt.payOff.max', { max, gold: wizard.gold, per: DEBT_GC_PER_MARKER })}</p>
        <NumberField
          label={t('debt.payOff.markers')}
          value={markers}
          onChange={(v) => {
            setMarkers(v);
            pay.reset();
          }}
          bounds={FIELD_BOUNDS.wizard.markers}
          max={Math.max(0, wizard.markers)}
          error={markers === null ? t('error.field.required') : null}
        />
        {whole ? (
          <p className="cost" aria-live="polite" data-testid="payoff-cost">
            {t('debt.payOff.costs', { markers: markers ?? 0, gold: (markers ?? 0) * DEBT_GC_PER_MARKER })}
          </p>
        ) : null}
        {preview?.ok ? <MarkersGauge markers={wizard.markers} level={wizard.level} add={-preview.value.markersPaid} /> : null}
        <RefusalNote refusal={refusal} id={refusalId} />
        <div className="actions">
          <Button type="submit" busy={pay.pending} disabled={markers === null || refusal !== null} aria-describedby={refusal ? refusalId : undefined}>
            {t('debt.payOff.do', { markers: markers ?? 0 })}
          </Button>
          {max > 0 && max !== markers ? (
            <Button variant="ghost" onClick={() => setMarkers(max)}>
              {t('debt.payOff.useMax', { max })}
            </Button>
          ) : null}
        </div>
        <ErrorMessage error={pay.error} route="wizard.payOff" onReload={(c) => {
          pay.reset();
          reload(c);
        }} />
        {done}
      </form>
    </section>
  );
}

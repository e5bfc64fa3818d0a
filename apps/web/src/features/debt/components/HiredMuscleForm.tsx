import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  DEFAULT_TABLE_RULES,
  HIRED_MUSCLE_DEATH_MARKERS,
  HIRED_MUSCLE_KINDS,
  HIRED_MUSCLE_MAX,
  HIRED_MUSCLE_TABLE,
  hireMuscle,
  hireableMuscle,
  settleHiredMuscle,
  type HiredMuscleKind,
  type TableRules,
} from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import { endOfGameRefusal, isCurrentStep, rulesWizard, useReloadWizard, useWizardWrite, wizardApi, type FavourView, type LedgerStep, type WizardView } from '../api';
import { namesFromWizard } from '@temps-mort/i18n/names';
import { MarkersGauge } from '../../../components/ledger/MarkersGauge';
import { RefusalNote } from '../../../components/RefusalNote';
import { StepResult } from './StepResult';

/**
 * F4 hired muscle: the « tableau des gros bras embauchés » with each kind's markers, two at most;
 * after the game, the ones that died (one marker each) and the release of all of them.
 */
export function HiredMuscleForm({ wizard, table }: { wizard: WizardView; table: TableRules | null }) {
  const { t, term, lang } = useGmT();
  const refusalId = useId();
  // Nobody is hired for the GM: the kind is the one they pick (issue 34, no silent choice).
  const [picked, setKind] = useState<HiredMuscleKind | null>(null);
  // Only the kinds the rules accept now (two at most, the markers within the level) can be picked;
  // none: the refusal below says why.
  const hireable = hireableMuscle(rulesWizard(wizard));
  const kind = picked !== null && hireable.includes(picked) ? picked : null;
  const [settled, setSettled] = useState<{ step: LedgerStep<FavourView>; names: NameLookup } | null>(null);
  const reload = useReloadWizard(wizard.id);
  const hire = useWizardWrite(wizard.id, (k: HiredMuscleKind) => wizardApi.hire(wizard.id, wizard.version, k));
  // Nothing hireable: the rules' refusal, asked for any kind, says why.
  const preview = hireMuscle(rulesWizard(wizard), { id: '__preview__', kind: kind ?? hireable[0] ?? 'bandit' });
  const refusal = preview.ok ? null : preview.error;
  const names = namesFromWizard(wizard, lang);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (refusal || kind === null) return;
    setSettled(null);
    void hire.mutate(kind);
  };

  return (
    <div className="favour" aria-labelledby="hire-title" role="group">
      <h3 id="hire-title">{t('debt.hire')}</h3>
      <p className="muted">{t('debt.hired', { count: wizard.hiredMuscle.length })}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="choice-table">
          <legend>{t('debt.hire.kind')}</legend>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('debt.hire.model')}</th>
                <th scope="col">{t('debt.hire.cost')}</th>
                <th scope="col">{t('debt.hire.playsAs')}</th>
              </tr>
            </thead>
            <tbody>
              {HIRED_MUSCLE_KINDS.map((k) => {
                const entry = HIRED_MUSCLE_TABLE[k];
                return (
                  <tr key={k} data-selected={kind === k ? 'true' : undefined}>
                    <td>
                      <label className="radio">
                        <input type="radio" name={`hire-${wizard.id}`} value={k} checked={kind === k} disabled={!hireable.includes(k)} onChange={() => { setKind(k); hire.reset(); }} />{' '}
                        {term('hiredMuscle', k)}
                      </label>
                    </td>
                    <td className="num">{t('debt.markersCount', { markers: entry.markers })}</td>
                    <td>{entry.playsAs ? t('debt.hire.playsAs.apothecary') : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
        {!refusal && kind !== null ? <MarkersGauge markers={wizard.markers} level={wizard.level} add={HIRED_MUSCLE_TABLE[kind].markers} /> : null}
        <RefusalNote refusal={refusal} id={refusalId} />
        <div className="actions">
          <Button type="submit" busy={hire.pending} disabled={refusal !== null || kind === null} aria-describedby={refusal ? refusalId : undefined}>
            {kind === null ? t('debt.hire.choose') : t('debt.hire.do', { kind: term('hiredMuscle', kind), markers: HIRED_MUSCLE_TABLE[kind].markers })}
          </Button>
        </div>
        <ErrorMessage error={hire.error} route="wizard.favour" onReload={(c) => {
          hire.reset();
          reload(c);
        }} />
        {hire.data && isCurrentStep(hire.data, wizard) && kind !== null ? <StepResult title={t('debt.hire.done', { kind: term('hiredMuscle', kind) })} reasons={hire.data.reasons} names={names} /> : null}
      </form>
      {/* The end of every game, hired muscle or not (F4 → F6: it is what ends the game). */}
      <SettleForm wizard={wizard} table={table ?? DEFAULT_TABLE_RULES} onDone={(step, n) => setSettled({ step, names: n })} />
      {settled && isCurrentStep(settled.step, wizard) ? <StepResult title={t('debt.settle.done', { markers: settled.step.entry.markersDelta })} reasons={settled.step.reasons} names={settled.names} /> : null}
      <p className="muted small">{t('debt.hire.max', { max: HIRED_MUSCLE_MAX, death: HIRED_MUSCLE_DEATH_MARKERS })}</p>
    </div>
  );
}

/** F4 after the game: who died (a marker each, even over the level by default), then all released. */
function SettleForm({ wizard, table, onDone }: { wizard: WizardView; table: TableRules; onDone: (step: LedgerStep<FavourView>, names: NameLookup) => void }) {
  const { t, term, lang } = useGmT();
  const [died, setDied] = useState<readonly string[]>([]);
  const reload = useReloadWizard(wizard.id);
  const settle = useWizardWrite(wizard.id, (ids: readonly string[]) => wizardApi.settle(wizard.id, wizard.version, ids));
  const alive = died.filter((id) => wizard.hiredMuscle.some((h) => h.id === id));
  const preview = settleHiredMuscle(rulesWizard(wizard), alive, { table });
  const order = endOfGameRefusal(wizard, 'hired_muscle_settle');
  const names = namesFromWizard(wizard, lang);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await settle.mutate(alive);
    if (done) {
      setDied([]);
      onDone(done, names);
    }
  };

  return (
    <form className="settle" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('debt.settle')}</legend>
        <p className="muted">{t('debt.settle.help')}</p>
        <p className="muted">{term('endOfGame', wizard.endOfGame)}</p>
        {wizard.hiredMuscle.length === 0 ? <p className="muted">{t('debt.settle.none')}</p> : null}
        <ul className="checks">
          {wizard.hiredMuscle.map((h, i) => (
            <li key={h.id}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={died.includes(h.id)}
                  onChange={(e) => setDied(e.target.checked ? [...died, h.id] : died.filter((x) => x !== h.id))}
                />{' '}
                {t('debt.settle.died', { kind: term('hiredMuscle', h.kind), n: i + 1 })}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {order !== null ? (
        <RefusalNote refusal={order} names={names} />
      ) : preview.ok ? (
        <>
          <p className="cost" aria-live="polite">
            {t('debt.settle.preview', { penalty: preview.value.penaltyMarkers, released: wizard.hiredMuscle.length })}
            {preview.value.overLevel ? ` ⚠ ${t('debt.settle.overLevel')}` : ''}
          </p>
          <MarkersGauge markers={wizard.markers} level={wizard.level} add={preview.value.penaltyMarkers} />
        </>
      ) : (
        <RefusalNote refusal={preview.error} names={names} />
      )}
      <div className="actions">
        <Button type="submit" variant="secondary" busy={settle.pending} disabled={!preview.ok || order !== null}>
          {wizard.hiredMuscle.length === 0 ? t('debt.settle.end') : t('debt.settle.do')}
        </Button>
      </div>
      <ErrorMessage error={settle.error} route="wizard.hiredMuscleSettle" onReload={(c) => {
        settle.reset();
        reload(c);
      }} />
    </form>
  );
}

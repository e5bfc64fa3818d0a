import { useState } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { LEDGER_FILTERS, LedgerEntries, type LedgerKind } from '../../../components/ledger/LedgerEntries';
import { Loading } from '../../../components/Loading';
import { useGmT } from '../../../lib/i18nGm';
import { useLedger, type WizardView } from '../api';
import { namesFromWizard } from '@temps-mort/i18n/names';
import { LedgerUndos, ledgerStepType, RevertLedgerStep } from './RevertLedgerStep';
import { UndoLastEntry } from './UndoLastEntry';

/**
 * The ledger, newest first (components/ledger/LedgerEntries: favours, pay-offs, collections and
 * every d20 rolled, each with its reasons and rule ids), filtered by kind; the undo of the
 * wizard's last step on top. An undone entry leaves the lists; its rolls stay, marked undone.
 * Each entry may be reverted (« Annuler cette étape »), each undo redone (« Rétablir »).
 */
export function LedgerHistory({ wizard }: { wizard: WizardView }) {
  const { t, lang } = useGmT();
  const ledger = useLedger(wizard.id);
  const names = namesFromWizard(wizard, lang);
  const [filter, setFilter] = useState<'all' | LedgerKind>('all');

  return (
    <section className="card" id="history" aria-labelledby="history-title">
      <h2 id="history-title">{t('debt.history')}</h2>
      <UndoLastEntry wizard={wizard} />
      <div className="filters" role="group" aria-label={t('debt.history.filter')}>
        {LEDGER_FILTERS.map((f) => (
          <button key={f} type="button" className="btn btn-ghost chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`debt.history.kind.${f}`)}
          </button>
        ))}
      </div>
      {ledger.error && !ledger.data ? <ErrorMessage error={ledger.error} onReload={() => void ledger.refetch()} /> : null}
      {!ledger.data && !ledger.error ? <Loading /> : null}
      {ledger.data ? (
        <LedgerEntries
          ledger={ledger.data}
          filter={filter}
          actions={(entryId) => {
            const data = ledger.data;
            const seq = data?.stepSeqs?.[entryId];
            return data && seq !== undefined ? <RevertLedgerStep wizard={wizard} seq={seq} type={ledgerStepType(data, entryId)} names={names} /> : null;
          }}
        />
      ) : null}
      {ledger.data?.undos ? <LedgerUndos wizard={wizard} undos={ledger.data.undos} /> : null}
    </section>
  );
}

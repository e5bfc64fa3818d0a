import { useState } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { LEDGER_FILTERS, LedgerEntries, type LedgerKind } from '../../../components/ledger/LedgerEntries';
import { Loading } from '../../../components/Loading';
import { useGmT } from '../../../lib/i18nGm';
import { useLedger, type WizardView } from '../api';
import { UndoLastEntry } from './UndoLastEntry';

/**
 * The ledger, newest first (components/ledger/LedgerEntries: favours, pay-offs, collections and
 * every d20 rolled, each with its reasons and rule ids), filtered by kind; the undo of the
 * wizard's last step on top. An undone entry leaves the lists; its rolls stay, marked undone.
 */
export function LedgerHistory({ wizard }: { wizard: WizardView }) {
  const { t } = useGmT();
  const ledger = useLedger(wizard.id);
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
      {ledger.data ? <LedgerEntries ledger={ledger.data} filter={filter} /> : null}
    </section>
  );
}

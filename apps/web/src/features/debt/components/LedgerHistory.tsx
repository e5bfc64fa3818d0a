import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@temps-mort/i18n/format';
import type { Reason } from '@temps-mort/rules';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import { ReasonList } from '../../../components/ReasonList';
import { RolledDice } from '../../../components/RolledDice';
import { signed } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { useLedger, type WizardView } from '../api';
import { wizardNames } from '../names';
import { UndoLastEntry } from './UndoLastEntry';

type Kind = 'favour' | 'payOff' | 'collection' | 'roll';

interface Item {
  readonly id: string;
  readonly kind: Kind;
  readonly at: string;
  readonly title: string;
  readonly detail: ReactNode;
  readonly reasons: readonly Reason[];
  /** A roll whose step was undone: it stays listed, struck through and said undone. */
  readonly undone?: boolean;
}

const FILTERS: readonly ('all' | Kind)[] = ['all', 'favour', 'payOff', 'collection', 'roll'];

/**
 * The ledger, newest first: favours, pay-offs, collections and every d20 rolled, each with its
 * reasons; the undo of the wizard's last step on top. An undone entry leaves the lists; its rolls
 * stay, marked undone.
 */
export function LedgerHistory({ wizard }: { wizard: WizardView }) {
  const { t, term, lang, purpose } = useGmT();
  const ledger = useLedger(wizard.id);
  const [filter, setFilter] = useState<'all' | Kind>('all');
  const names = wizardNames(wizard, lang);

  const items: Item[] = [];
  if (ledger.data) {
    const l = ledger.data;
    for (const f of l.favours) {
      const kindWords = f.kind === 'hired_muscle_settlement' ? t('debt.history.settlement') : term('debtFavour', f.kind);
      items.push({
        id: `f-${f.id}`,
        kind: 'favour',
        at: f.createdAt,
        title: kindWords,
        detail: <Deltas markers={f.markersDelta} gold={f.goldDelta} />,
        reasons: f.reasons,
      });
    }
    for (const p of l.payOffs) {
      items.push({ id: `p-${p.id}`, kind: 'payOff', at: p.createdAt, title: t('debt.payOff'), detail: <Deltas markers={p.markersDelta} gold={p.goldDelta} />, reasons: p.reasons });
    }
    for (const c of l.collections) {
      const entry = c.entry ?? c.path[c.path.length - 1] ?? null;
      items.push({
        id: `c-${c.id}`,
        kind: 'collection',
        at: c.createdAt,
        title: `${t('debt.collection.short')} — ${term('debtCollectionStatus', c.status)}`,
        detail: (
          <span>
            {entry ? term('debtCollectionEntry', entry) : null}
            {c.path.length > 1 ? ` (${c.path.map((e) => term('debtCollectionEntry', e)).join(' → ')})` : null}
            {c.status === 'done' ? <Deltas markers={-c.markersRemoved} gold={-c.goldPaid} /> : null}
          </span>
        ),
        reasons: c.reasons,
      });
    }
    for (const r of l.rolls) {
      items.push({
        id: `r-${r.id}`,
        kind: 'roll',
        at: r.createdAt,
        title: t('debt.history.roll', { purpose: purpose(r.purpose) }),
        detail: <RolledDice rolls={r.result.rolls} />,
        reasons: [],
        undone: r.undone,
      });
    }
  }
  items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const shown = filter === 'all' ? items : items.filter((i) => i.kind === filter);

  return (
    <section className="card" id="history" aria-labelledby="history-title">
      <h2 id="history-title">{t('debt.history')}</h2>
      <UndoLastEntry wizard={wizard} />
      <div className="filters" role="group" aria-label={t('debt.history.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className="btn btn-ghost chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`debt.history.kind.${f}`)}
          </button>
        ))}
      </div>
      {ledger.error && !ledger.data ? <ErrorMessage error={ledger.error} onReload={() => void ledger.refetch()} /> : null}
      {!ledger.data && !ledger.error ? <Loading /> : null}
      {ledger.data && shown.length === 0 ? <p className="muted">{t('debt.history.empty')}</p> : null}
      <ol className="ledger">
        {shown.map((item) => (
          <li key={item.id} className={item.undone ? 'ledger-item roll--undone' : 'ledger-item'} data-kind={item.kind} data-undone={item.undone || undefined}>
            <p className="ledger-head">
              <span className="ledger-kind">{t(`debt.history.kind.${item.kind}`)}</span> <strong>{item.title}</strong>{' '}
              {item.undone ? (
                <>
                  <span className="badge badge--undone">{t('sheet.roll.undone')}</span>{' '}
                </>
              ) : null}
              <time dateTime={item.at} className="muted">
                {formatDateTime(item.at, lang)}
              </time>
            </p>
            <div className="ledger-detail">{item.detail}</div>
            {item.reasons.length > 0 ? (
              <details>
                <summary>{t('common.why')}</summary>
                <ReasonList reasons={item.reasons} names={names} />
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Deltas({ markers, gold }: { markers: number; gold: number }) {
  const { t } = useGmT();
  return (
    <span className="deltas">
      {' '}
      {markers !== 0 ? t('debt.history.markers', { delta: signed(markers) }) : null}
      {markers !== 0 && gold !== 0 ? ' · ' : null}
      {gold !== 0 ? t('debt.history.gold', { delta: signed(gold) }) : null}
    </span>
  );
}

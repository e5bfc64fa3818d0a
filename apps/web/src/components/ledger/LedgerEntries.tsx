import type { ReactNode } from 'react';
import type { LedgerView } from '@temps-mort/contract';
import { formatDateTime } from '@temps-mort/i18n/format';
import { namesFromWizard } from '@temps-mort/i18n/names';
import type { Reason } from '@temps-mort/rules';
import { signed } from '../../lib/format';
import { useLedgerT } from '../../lib/i18nLedger';
import { ReasonList } from '../ReasonList';
import { RolledDice } from '../RolledDice';

/** What an entry of the ledger is: a favour (or a settlement), a pay-off, a collection, a d20. */
export type LedgerKind = 'favour' | 'payOff' | 'collection' | 'roll';

export const LEDGER_FILTERS: readonly ('all' | LedgerKind)[] = ['all', 'favour', 'payOff', 'collection', 'roll'];

interface Item {
  readonly id: string;
  readonly kind: LedgerKind;
  readonly at: string;
  readonly title: string;
  readonly detail: ReactNode;
  readonly reasons: readonly Reason[];
  /** A roll whose step was undone: it stays listed, struck through and said undone. */
  readonly undone?: boolean;
  /** The entry's own id (a favour's, a pay-off's, a collection's), for what the GM may do with it. */
  readonly entryId?: string;
}

export interface LedgerEntriesProps {
  readonly ledger: LedgerView;
  /** Only one kind of entry; default all. */
  readonly filter?: 'all' | LedgerKind;
  /** The rule id before each reason of the "why" (the GM's); false for players, who never see one. */
  readonly showRules?: boolean;
  /** What the GM may do with an entry (« Annuler cette étape »), by its id; none for players. */
  readonly actions?: (entryId: string) => ReactNode;
}

/**
 * A wizard's ledger, newest first: favours (loans, intimidations, hired muscle and their
 * settlements), pay-offs, collections with how they ended, and every d20 rolled, each in words
 * with its reasons under "Why?". An undone entry leaves the lists; its rolls stay, marked undone.
 * The GM's ledger history (features/debt) and a player's followed ledger draw it.
 */
export function LedgerEntries({ ledger, filter = 'all', showRules = true, actions }: LedgerEntriesProps) {
  const { t, term, lang, purpose } = useLedgerT();
  const names = namesFromWizard(ledger.wizard, lang);

  const items: Item[] = [];
  for (const f of ledger.favours) {
    const kindWords = f.kind === 'hired_muscle_settlement' ? t('debt.history.settlement') : term('debtFavour', f.kind);
    items.push({ id: `f-${f.id}`, entryId: f.id, kind: 'favour', at: f.createdAt, title: kindWords, detail: <Deltas markers={f.markersDelta} gold={f.goldDelta} />, reasons: f.reasons });
  }
  for (const p of ledger.payOffs) {
    items.push({ id: `p-${p.id}`, entryId: p.id, kind: 'payOff', at: p.createdAt, title: t('debt.payOff'), detail: <Deltas markers={p.markersDelta} gold={p.goldDelta} />, reasons: p.reasons });
  }
  for (const c of ledger.collections) {
    const entry = c.entry ?? c.path[c.path.length - 1] ?? null;
    items.push({
      id: `c-${c.id}`,
      entryId: c.id,
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
  for (const r of ledger.rolls) {
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
  items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const shown = filter === 'all' ? items : items.filter((i) => i.kind === filter);

  return (
    <>
      {shown.length === 0 ? <p className="muted">{t('debt.history.empty')}</p> : null}
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
                <ReasonList reasons={item.reasons} names={names} showRule={showRules} />
              </details>
            ) : null}
            {actions && item.entryId !== undefined ? actions(item.entryId) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

function Deltas({ markers, gold }: { markers: number; gold: number }) {
  const { t } = useLedgerT();
  return (
    <span className="deltas">
      {' '}
      {markers !== 0 ? t('debt.history.markers', { delta: signed(markers) }) : null}
      {markers !== 0 && gold !== 0 ? ' · ' : null}
      {gold !== 0 ? t('debt.history.gold', { delta: signed(gold) }) : null}
    </span>
  );
}

import type { ReactNode } from 'react';
import type { WarbandMemberView, WizardView } from '@temps-mort/contract';
import { useLedgerT } from '../../lib/i18nLedger';

export interface WarbandTableProps {
  readonly warband: readonly WarbandMemberView[];
  /** A last column of actions per member (the GM's edit and remove); none: a read-only table. */
  readonly actions?: (member: WarbandMemberView) => ReactNode;
  /** What replaces a member's row (the GM's edit form), or null for the row itself. */
  readonly replaceRow?: (member: WarbandMemberView) => ReactNode | null;
}

/**
 * A wizard's bande de guerre: each member's name (with the permanent injuries the Underworld's
 * example left, F6 19-20), role, base cost and Will, in a table (the role in the game's words). Read-only, or with the GM's actions (features/debt Warband).
 */
export function WarbandTable({ warband, actions, replaceRow }: WarbandTableProps) {
  const { t, term } = useLedgerT();
  if (warband.length === 0) return <p className="muted">{t('debt.warband.none')}</p>;
  const columns = actions ? 5 : 4;
  // On the GM's phone each member is a card, every value beside its column's name (toolScreens.css
  // .stacked-table); the roles keep it a table for a screen reader whatever its display.
  return (
    <table className="data-table stacked-table" role="table">
      <caption className="visually-hidden">{t('debt.warband')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">{t('debt.member.name')}</th>
          <th scope="col" role="columnheader">{t('debt.member.role')}</th>
          <th scope="col" role="columnheader">{t('debt.member.baseCost')}</th>
          <th scope="col" role="columnheader">{t('debt.member.will')}</th>
          {actions ? (
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{t('debt.member.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {warband.map((m) => {
          const replaced = replaceRow?.(m) ?? null;
          return replaced !== null ? (
            <tr key={m.id} role="row">
              <td role="cell" colSpan={columns}>
                {replaced}
              </td>
            </tr>
          ) : (
            <tr key={m.id} role="row">
              <th scope="row" role="rowheader">
                {m.name}
                {m.injuries.length > 0 ? (
                  <ul className="injuries">
                    {m.injuries.map((injury, i) => (
                      <li key={`${injury.cause}-${i}`} className="badge badge-warn">
                        {term('injuryCause', injury.cause)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </th>
              <td role="cell" data-label={t('debt.member.role')}>
                {term('warbandRole', m.role)}
              </td>
              <td role="cell" className="num" data-label={t('debt.member.baseCost')}>
                {t('debt.gc', { gold: m.baseCost })}
              </td>
              <td role="cell" className="num" data-label={t('debt.member.will')}>
                {m.will}
              </td>
              {actions ? (
                <td role="cell" className="row-actions">
                  {actions(m)}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The hired muscle taken for the next game, by kind ("Gros bras embauchés : Voleur, Assassin"); nothing when none. */
export function HiredMuscleLine({ wizard }: { wizard: Pick<WizardView, 'hiredMuscle'> }) {
  const { t, term } = useLedgerT();
  if (wizard.hiredMuscle.length === 0) return null;
  return <p className="hired-line">{t('debt.hiredList', { list: wizard.hiredMuscle.map((h) => term('hiredMuscle', h.kind)).join(', ') })}</p>;
}

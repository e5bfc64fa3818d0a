import {
  ENTANGLEMENT_COLUMNS,
  ENTANGLEMENT_TABLE,
  type EntanglementColumn,
  type EntanglementKind,
  type EntanglementRow,
} from '@temps-mort/rules';
import { useGmT } from '../../../lib/i18nGm';

const ROWS = ['1-3', '4-5', '6'] as const;

export interface RolledCell {
  readonly column: EntanglementColumn;
  readonly row: EntanglementRow;
  /** The entanglement picked in the cell. */
  readonly picked?: EntanglementKind | null;
}

/**
 * E1's table (columns: the crew's heat; rows: the highest die) with the current heat's column
 * marked and, after the roll, the rolled cell highlighted — in words and with aria-current, never
 * by colour alone. A critical that does not read as 6 ('crit' row) lands on the whole column.
 */
export function EntanglementTable({ column, rolled }: { column: EntanglementColumn; rolled?: RolledCell | null }) {
  const { t, term } = useGmT();
  const isRolled = (c: EntanglementColumn, row: (typeof ROWS)[number]) =>
    rolled != null && rolled.column === c && (rolled.row === row || rolled.row === 'crit');
  // A phone shows only the column that counts (the crew's heat, or the one rolled in): four
  // columns of entanglements do not fit its width (downtime.css).
  const other = (c: EntanglementColumn) => (c !== column && c !== rolled?.column ? 'true' : undefined);
  return (
    <table className="entanglement-table">
      <caption>{t('entanglement.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('entanglement.row')}</th>
          {ENTANGLEMENT_COLUMNS.map((c) => (
            <th key={c} scope="col" data-current={c === column ? 'true' : undefined} data-other={other(c)}>
              {term('entanglementColumn', c)}
              {c === column ? <span className="cell-marker"> ({t('entanglement.column.current')})</span> : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row}>
            <th scope="row">{term('entanglementRow', row)}</th>
            {ENTANGLEMENT_COLUMNS.map((c) => {
              const hit = isRolled(c, row);
              return (
                <td
                  key={c}
                  data-column={c}
                  data-row={row}
                  data-current={c === column ? 'true' : undefined}
                  data-other={other(c)}
                  data-rolled={hit ? 'true' : undefined}
                  aria-current={hit ? 'true' : undefined}
                >
                  {hit ? <strong className="cell-marker rolled-marker">▶ {t('entanglement.rolledCell')}</strong> : null}
                  <ul>
                    {ENTANGLEMENT_TABLE[c][row].map((kind) => {
                      const picked = hit && rolled?.picked === kind;
                      return (
                        <li key={kind} data-picked={picked ? 'true' : undefined}>
                          {picked ? <span aria-hidden="true">★ </span> : null}
                          {term('entanglement', kind)}
                          {picked ? <span className="cell-marker"> ({t('entanglement.pickedMark')})</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useState } from 'react';
import {
  ENTANGLEMENT_ROWS,
  entanglementCandidates,
  entanglementColumn,
  entanglementKindOdds,
  entanglementRowOdds,
  entanglementsOfColumn,
} from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { OddsBar } from '../../../components/OddsBar';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { useWalkthrough } from '../context';
import { EntanglementTable } from './EntanglementTable';
import { RadioGroup } from './RadioGroup';

export const ENTANGLEMENT_ROLL_KEY = 'entanglement-roll';
/** Where the entanglement's roll, pick and resolution say their result (StepOutcome). */
export const ENTANGLEMENT_PLACE = 'entanglement';

/**
 * E1: roll the entanglement, open or hidden, revealed at once or held, with the odds of each row
 * and of each entanglement ("pick for me") before the dice. The dice only: the GM then sees the
 * rolled cell and picks one of its entanglements (`pick: 'after_roll'`, then EntanglementPickForm).
 */
export function EntanglementRollForm({ extra = false }: { extra?: boolean }) {
  const { t, term } = useGmT();
  const { crew, sheet, table, actions } = useWalkthrough();
  const [hidden, setHidden] = useState(false);
  const [reveal, setReveal] = useState(true);
  const column = entanglementColumn(crew.heat);
  const rows = entanglementRowOdds(crew.wanted, { table });
  const kinds = entanglementKindOdds(crew.wanted, crew.heat, { table });
  const rowKeys = ENTANGLEMENT_ROWS.filter((r) => rows[r] > 0);
  const body = { hidden, reveal, pick: 'after_roll' };

  if (crew.wanted === 0) {
    return (
      <div className="subform">
        <p>{t('entanglement.none')}</p>
        <Button
          busy={actions.pendingKey === ENTANGLEMENT_ROLL_KEY}
          disabled={actions.pendingKey !== null}
          onClick={() => void actions.run({ key: ENTANGLEMENT_ROLL_KEY, place: ENTANGLEMENT_PLACE, path: stepPath('entanglement-roll'), body: { hidden: false } })}
        >
          {t('entanglement.none.record')}
        </Button>
      </div>
    );
  }

  return (
    <div className="subform entanglement-roll">
      <p>
        {t('entanglement.dice', { wanted: crew.wanted })} · {term('entanglementColumn', column)}
        {extra ? ` · ${t('entanglement.extraRolls', { count: sheet.downtime.extraEntanglementRolls })}` : null}
      </p>
      <EntanglementTable column={column} />
      <div className="odds-pair">
        <OddsBar
          label={t('entanglement.rowOdds')}
          outcomes={rowKeys.map((row) => ({
            key: row,
            label: `${term('entanglementRow', row)} — ${entanglementCandidates(column, row)
              .map((k) => term('entanglement', k))
              .join(' / ')}`,
            probability: rows[row],
          }))}
        />
        <OddsBar
          label={t('entanglement.kindOdds')}
          outcomes={entanglementsOfColumn(column).map((k) => ({ key: k, label: term('entanglement', k), probability: kinds[k] }))}
        />
      </div>
      <RadioGroup
        legend={t('entanglement.rollMode')}
        value={hidden ? 'hidden' : 'open'}
        onChange={(v) => setHidden(v === 'hidden')}
        choices={[
          { value: 'open', label: t('entanglement.openRoll') },
          { value: 'hidden', label: t('entanglement.hiddenRoll') },
        ]}
      />
      <CheckField label={t('entanglement.revealNow')} checked={reveal} onChange={setReveal} hint={t('entanglement.revealNow.help')} />
      <div className="actions">
        <Button
          busy={actions.pendingKey === ENTANGLEMENT_ROLL_KEY}
          disabled={actions.pendingKey !== null}
          onClick={() => void actions.run({ key: ENTANGLEMENT_ROLL_KEY, place: ENTANGLEMENT_PLACE, path: stepPath('entanglement-roll'), body })}
        >
          {t('entanglement.roll')}
        </Button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import {
  ENTANGLEMENT_ROWS,
  entanglementCandidates,
  entanglementColumn,
  entanglementKindOdds,
  entanglementRowOdds,
  entanglementsOfColumn,
  type EntanglementKind,
} from '@temps-mort/rules';
import { formatProbability } from '@temps-mort/i18n/format';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { OddsBar } from '../../../components/OddsBar';
import { SelectField } from '../../../components/SelectField';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { useWalkthrough } from '../context';
import { EntanglementTable } from './EntanglementTable';
import { RadioGroup } from './RadioGroup';

export const ENTANGLEMENT_ROLL_KEY = 'entanglement-roll';

/**
 * E1: roll the entanglement, open or hidden, with the odds of each row and of each entanglement
 * ("pick for me") before the dice. The rules roll and pick in one step, so a GM's own pick is named
 * before rolling: it must be in the cell the dice land on (the odds of that are shown).
 */
export function EntanglementRollForm({ extra = false }: { extra?: boolean }) {
  const { t, term, lang } = useGmT();
  const { crew, sheet, table, actions } = useWalkthrough();
  const [hidden, setHidden] = useState(false);
  const [reveal, setReveal] = useState(true);
  const [mode, setMode] = useState<'pick_for_me' | 'gm'>('pick_for_me');
  const [pick, setPick] = useState<EntanglementKind | ''>('');
  const column = entanglementColumn(crew.heat);
  const rows = entanglementRowOdds(crew.wanted, { table });
  const kinds = entanglementKindOdds(crew.wanted, crew.heat, { table });
  const rowKeys = ENTANGLEMENT_ROWS.filter((r) => rows[r] > 0);
  const allowedBy = (kind: EntanglementKind) =>
    ENTANGLEMENT_ROWS.reduce((p, row) => p + (entanglementCandidates(column, row).includes(kind) ? rows[row] : 0), 0);
  const body = { hidden, reveal, pick: mode === 'gm' && pick !== '' ? pick : 'pick_for_me' };
  const ready = mode === 'pick_for_me' || pick !== '';

  if (crew.wanted === 0) {
    return (
      <div className="subform">
        <p>{t('entanglement.none')}</p>
        <Button
          busy={actions.pendingKey === ENTANGLEMENT_ROLL_KEY}
          disabled={actions.pendingKey !== null}
          onClick={() => void actions.run({ key: ENTANGLEMENT_ROLL_KEY, path: stepPath('entanglement-roll'), body: { hidden: false } })}
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
      <RadioGroup
        legend={t('entanglement.pickMode')}
        value={mode}
        onChange={setMode}
        choices={[
          { value: 'pick_for_me', label: t('entanglement.pickForMe') },
          { value: 'gm', label: t('entanglement.gmPick') },
        ]}
      />
      {mode === 'gm' ? (
        <SelectField
          label={t('entanglement.pick')}
          value={pick}
          onChange={(v) => setPick(v as EntanglementKind | '')}
          placeholder={t('common.select')}
          options={entanglementsOfColumn(column).map((k) => ({
            value: k,
            label: `${term('entanglement', k)} (${formatProbability(allowedBy(k), lang)})`,
          }))}
          hint={pick === '' ? t('entanglement.gmPick.help') : t('entanglement.gmPick.chance', { pct: formatProbability(allowedBy(pick), lang) })}
          error={pick === '' ? t('error.field.required') : null}
        />
      ) : null}
      <CheckField label={t('entanglement.revealNow')} checked={reveal} onChange={setReveal} hint={t('entanglement.revealNow.help')} />
      <div className="actions">
        <Button
          busy={actions.pendingKey === ENTANGLEMENT_ROLL_KEY}
          disabled={!ready || actions.pendingKey !== null}
          onClick={() => void actions.run({ key: ENTANGLEMENT_ROLL_KEY, path: stepPath('entanglement-roll'), body })}
        >
          {t('entanglement.roll')}
        </Button>
      </div>
    </div>
  );
}

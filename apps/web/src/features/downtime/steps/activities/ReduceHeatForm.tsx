import { useState } from 'react';
import { reduceHeatOdds, type Character } from '@temps-mort/rules';
import { formatNumber } from '@temps-mort/i18n/format';
import { OddsBar } from '../../../../components/OddsBar';
import { useGmT } from '../../../../lib/i18nGm';
import { useWalkthrough } from '../../context';
import { ActionField, OddsOnceChosen, Roll, skillPool, useActivitySubmit } from './activityRoll';
import { MissingSkill } from './CompleteSheet';
import { HelpedField, OddsArea, outcomesOf, poolText } from './shared';

/** A7 Reduce heat: the action rolled and the heat it leaves. */
export function ReduceHeatForm({ character }: { character: Character }) {
  const { t, term, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const [action, setAction] = useState('');
  const [helped, setHelped] = useState(false);
  const pool = skillPool(character, action, 'A7');
  const submit = useActivitySubmit(character, { kind: 'reduce_heat', action, helped }, [action === '' && t('activities.action')]);
  const odds = pool === null ? null : reduceHeatOdds({ heat: crew.heat, pool, helped }, { table });
  return (
    <div className="activity-form">
      <MissingSkill character={character} />
      <div className="form-grid">
        <div>
          <ActionField character={character} value={action} onChange={setAction} error={submit.errors.action} />
        </div>
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        {odds && pool !== null ? (
          <>
            <OddsBar label={t('activities.heatAfterOdds', { pool: poolText(t, pool), heat: crew.heat })} outcomes={outcomesOf(odds.heatAfter, (heat) => t('activities.heatAfter', { heat })).reverse()} />
            <p className="preview-figure">{t('activities.expectedHeat', { heat: formatNumber(Math.round(odds.expectedHeatAfter * 10) / 10, lang) })}</p>
          </>
        ) : (
          <OddsOnceChosen />
        )}
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'reduce_heat') })} submit={submit} />
    </div>
  );
}

import { useState } from 'react';
import { reduceHeatOdds, type Character } from '@temps-mort/rules';
import { formatNumber } from '@temps-mort/i18n/format';
import { OddsBar } from '../../../../components/OddsBar';
import { useGmT } from '../../../../lib/i18nGm';
import { useWalkthrough } from '../../context';
import { ActionField, OddsOnceChosen, Roll, skillPool, useActivitySubmit } from './activityRoll';
import { MissingSkill } from './CompleteSheet';
import { HelpedField, OddsArea, outcomesOf, poolText, type ActivityOf } from './shared';

/** A7 Reduce heat: the action rolled and the heat it leaves; `initial`: a player's proposal to edit. */
export function ReduceHeatForm({ character, initial }: { character: Character; initial?: ActivityOf<'reduce_heat'> | undefined }) {
  const { t, term } = useGmT();
  const [action, setAction] = useState(initial?.action ?? '');
  const [helped, setHelped] = useState(initial?.helped ?? false);
  const submit = useActivitySubmit(character, { kind: 'reduce_heat', action, helped }, [action === '' && t('activities.action')]);
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
        <ReduceHeatOdds character={character} action={action} helped={helped} />
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'reduce_heat') })} submit={submit} />
    </div>
  );
}

/** A7's odds: the crew's heat after the roll of the action chosen (the form's, and a proposal's as it stands). */
export function ReduceHeatOdds({ character, action, helped }: { character: Character; action: string; helped: boolean }) {
  const { t, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const pool = skillPool(character, action, 'A7');
  if (pool === null) return <OddsOnceChosen />;
  const odds = reduceHeatOdds({ heat: crew.heat, pool, helped }, { table });
  return (
    <>
      <OddsBar label={t('activities.heatAfterOdds', { pool: poolText(t, pool), heat: crew.heat })} outcomes={outcomesOf(odds.heatAfter, (heat) => t('activities.heatAfter', { heat })).reverse()} />
      <p className="preview-figure">{t('activities.expectedHeat', { heat: formatNumber(Math.round(odds.expectedHeatAfter * 10) / 10, lang) })}</p>
    </>
  );
}

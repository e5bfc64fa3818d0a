import { useState } from 'react';
import { trainOdds, type Character } from '@temps-mort/rules';
import { OddsBar } from '../../../../components/OddsBar';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { useWalkthrough } from '../../context';
import { OddsOnceChosen, Roll, skillPool, useActivitySubmit } from './activityRoll';
import { MissingSkill } from './CompleteSheet';
import { HelpedField, OddsArea, outcomesOf, poolText, skillOptions } from './shared';

/** A8 Train: the skill trained (once per downtime) and the odds it rises. */
export function TrainForm({ character, trained }: { character: Character; trained: readonly string[] }) {
  const { t, term } = useGmT();
  const { table } = useWalkthrough();
  // Which skill to train is the player's wish: no suggestion.
  const [skill, setSkill] = useState('');
  const [helped, setHelped] = useState(false);
  const pool = skillPool(character, skill, 'A8');
  const submit = useActivitySubmit(character, { kind: 'train', skill, helped }, [skill === '' && t('train.skill')], trained);
  const odds = pool === null ? null : trainOdds({ pool, helped }, { table });
  return (
    <div className="activity-form">
      <MissingSkill character={character} />
      <div className="form-grid">
        <SelectField
          label={t('train.skill')}
          value={skill}
          onChange={setSkill}
          placeholder={t('activities.pick')}
          options={skillOptions(term, character, (s) => trained.includes(s)).map((o) => (o.disabled ? { ...o, label: `${o.label} — ${t('train.alreadyTrained')}` } : o))}
          error={skill === '' ? null : submit.errors.skill}
        />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        {odds && pool !== null ? (
          <OddsBar label={t('activities.trainOdds', { pool: poolText(t, pool) })} outcomes={outcomesOf(odds.gain, (gain) => t('activities.gain', { gain }))} />
        ) : (
          <OddsOnceChosen />
        )}
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'train') })} submit={submit} />
    </div>
  );
}

import { useState } from 'react';
import { trainOdds, type Character } from '@temps-mort/rules';
import { OddsBar } from '../../../../components/OddsBar';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { useWalkthrough } from '../../context';
import { OddsOnceChosen, Roll, skillPool, useActivitySubmit } from './activityRoll';
import { MissingSkill } from './CompleteSheet';
import { HelpedField, OddsArea, outcomesOf, poolText, skillOptions, type ActivityOf } from './shared';

/** A8 Train: the skill trained (once per downtime) and the odds it rises; `initial`: a player's proposal to edit. */
export function TrainForm({ character, trained, initial }: { character: Character; trained: readonly string[]; initial?: ActivityOf<'train'> | undefined }) {
  const { t, term } = useGmT();
  // Which skill to train is the player's wish: no suggestion.
  const [skill, setSkill] = useState(initial?.skill ?? '');
  const [helped, setHelped] = useState(initial?.helped ?? false);
  const submit = useActivitySubmit(character, { kind: 'train', skill, helped }, [skill === '' && t('train.skill')], trained);
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
        <TrainOdds character={character} skill={skill} helped={helped} />
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'train') })} submit={submit} />
    </div>
  );
}

/** A8's odds for the skill chosen (the form's, and a proposal's as it stands). */
export function TrainOdds({ character, skill, helped }: { character: Character; skill: string; helped: boolean }) {
  const { t } = useGmT();
  const { table } = useWalkthrough();
  const pool = skillPool(character, skill, 'A8');
  if (pool === null) return <OddsOnceChosen />;
  const odds = trainOdds({ pool, helped }, { table });
  return <OddsBar label={t('activities.trainOdds', { pool: poolText(t, pool) })} outcomes={outcomesOf(odds.gain, (gain) => t('activities.gain', { gain }))} />;
}

import { useState } from 'react';
import type { Character } from '@temps-mort/rules';
import { Button } from '../../../../components/Button';
import { Field } from '../../../../components/Field';
import { useGmT } from '../../../../lib/i18nGm';
import { stepPath } from '../../api';
import { usePlayerForms, useWalkthrough } from '../../context';
import { characterPlace } from './shared';

/** V2 "tapped": a new purveyor must be found before indulging again (the GM records them; a player's phone says so). */
export function NewPurveyorForm({ character }: { character: Character }) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const player = usePlayerForms();
  const [purveyor, setPurveyor] = useState('');
  const key = `new-purveyor:${character.id}`;
  if (player) {
    return (
      <p className="warning" role="note">
        ⚠ {t('play.form.tapped', { purveyor: character.vice?.purveyor ?? '' })}
      </p>
    );
  }
  return (
    <div className="activity-form">
      <p className="warning">⚠ {t('vice.tapped', { purveyor: character.vice?.purveyor ?? '' })}</p>
      <Field label={t('vice.newPurveyor')} value={purveyor} onChange={setPurveyor} />
      <Button
        variant="secondary"
        busy={actions.pendingKey === key}
        disabled={purveyor.trim() === '' || actions.pendingKey !== null}
        onClick={() => void actions.run({ key, place: characterPlace(character.id), path: stepPath('new-purveyor'), body: { characterId: character.id, purveyor: purveyor.trim() } })}
      >
        {t('vice.newPurveyor.save')}
      </Button>
    </div>
  );
}

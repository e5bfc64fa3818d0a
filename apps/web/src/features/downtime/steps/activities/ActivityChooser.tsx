import { useState } from 'react';
import { DOWNTIME_ACTIVITY_KINDS, type Character, type DowntimeActivityKind } from '@temps-mort/rules';
import { useGmT } from '../../../../lib/i18nGm';
import { RadioGroup } from '../../components/RadioGroup';
import { AcquireAssetForm } from './AcquireAssetForm';
import { IndulgeViceForm } from './IndulgeViceForm';
import { LongTermProjectForm } from './LongTermProjectForm';
import { RecoverForm } from './RecoverForm';
import { ReduceHeatForm } from './ReduceHeatForm';
import { TrainForm } from './TrainForm';

/**
 * A1, A3–A9: the six activities, then the chosen one's form — on the GM's activities step, and on a
 * player's phone proposing one (the walkthrough context says what the form's button does).
 */
export function ActivityChooser({ character, remaining, trained }: { character: Character; remaining: number; trained: readonly string[] }) {
  const { t, term } = useGmT();
  const [kind, setKind] = useState<DowntimeActivityKind | null>(null);
  return (
    <>
      <RadioGroup
        legend={t('activities.choose')}
        value={kind}
        onChange={setKind}
        className="activity-kinds"
        choices={DOWNTIME_ACTIVITY_KINDS.map((k) => ({ value: k, label: term('activity', k) }))}
      />
      {kind === 'acquire_asset' ? <AcquireAssetForm character={character} /> : null}
      {kind === 'long_term_project' ? <LongTermProjectForm character={character} remaining={remaining} /> : null}
      {kind === 'recover' ? <RecoverForm character={character} remaining={remaining} /> : null}
      {kind === 'reduce_heat' ? <ReduceHeatForm character={character} /> : null}
      {kind === 'train' ? <TrainForm character={character} trained={trained} /> : null}
      {kind === 'indulge_vice' ? <IndulgeViceForm character={character} /> : null}
    </>
  );
}

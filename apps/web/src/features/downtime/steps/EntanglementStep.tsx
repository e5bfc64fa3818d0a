import type { EntanglementRoll, PendingEntanglement } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { Loading } from '../../../components/Loading';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { EntanglementRollForm } from '../components/EntanglementRollForm';
import { EntanglementTable } from '../components/EntanglementTable';
import { PendingEntanglementCard } from '../components/HeldEntanglements';
import { lastStepOf, useWalkthrough } from '../context';
import { JailedSection } from './IncarcerationStep';

/**
 * E1–E3: before the roll (phase incarceration) the roll itself; after it (phase entanglement) the
 * table with the rolled cell highlighted, the entanglement picked, its ways out with their exact
 * cost — resolve it now, or hold it for later and go on to the activities.
 */
export function EntanglementStep() {
  const { t } = useGmT();
  const { sheet } = useWalkthrough();
  if (sheet.downtime.phase === 'incarceration') {
    return (
      <div className="step-form">
        <h2>{t('entanglement.title')}</h2>
        <EntanglementRollForm />
      </div>
    );
  }
  return <AfterRoll />;
}

function AfterRoll() {
  const { t, term } = useGmT();
  const { crew, recent, actions } = useWalkthrough();
  const rollEvent = lastStepOf(recent, 'entanglement_roll');
  const roll = (rollEvent?.detail.roll ?? null) as EntanglementRoll | null;
  const picked = (rollEvent?.detail.pending ?? null) as PendingEntanglement | null;
  const current = picked ? crew.pendingEntanglements.find((p) => p.id === picked.id) : undefined;
  const forMe = rollEvent?.reasons.some((r) => r.code === 'picked_for_me' || r.code === 'only_one_in_cell') ?? false;
  return (
    <div className="step-form">
      <h2>{t('entanglement.title')}</h2>
      {!rollEvent ? (
        recent ? null : <Loading />
      ) : roll === null ? (
        <p>{t('entanglement.noneRolled')}</p>
      ) : (
        <>
          <p className="preview-figure" data-testid="entanglement-rolled">
            {t('entanglement.rolledSummary', {
              dice: roll.dice.join(', '),
              result: roll.result,
              row: term('entanglementRow', roll.row),
              column: term('entanglementColumn', roll.column),
            })}
          </p>
          <EntanglementTable column={roll.column} rolled={{ column: roll.column, row: roll.row, picked: picked?.kind ?? null }} />
          {picked ? (
            <p className="preview-figure">
              {t('entanglement.picked', { kind: term('entanglement', picked.kind) })} {forMe ? t('entanglement.pickedForMe') : t('entanglement.pickedByGm')}
            </p>
          ) : null}
        </>
      )}
      {current ? (
        <ul className="pending-list">
          <PendingEntanglementCard entanglement={current} open />
        </ul>
      ) : picked ? (
        <p className="muted">{t('entanglement.resolvedNow')}</p>
      ) : null}
      <JailedSection />
      <div className="actions">
        <Button
          busy={actions.pendingKey === 'advance'}
          disabled={actions.pendingKey !== null}
          variant={current ? 'secondary' : 'primary'}
          onClick={() => void actions.run({ key: 'advance', path: stepPath('advance') })}
        >
          {current ? t('entanglement.holdAndGo') : t('entanglement.toActivities')}
        </Button>
      </div>
    </div>
  );
}


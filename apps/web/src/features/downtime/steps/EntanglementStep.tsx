import { Button } from '../../../components/Button';
import { Loading } from '../../../components/Loading';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { EntanglementPickForm } from '../components/EntanglementPickForm';
import { ENTANGLEMENT_PLACE, EntanglementRollForm } from '../components/EntanglementRollForm';
import { EntanglementTable } from '../components/EntanglementTable';
import { PendingEntanglementCard } from '../components/HeldEntanglements';
import { StepHeading, StepOutcome } from '../components/StepOutcome';
import { lastEntanglementStep, useWalkthrough } from '../context';
import { JailedSection } from './IncarcerationStep';

/**
 * E1–E3: before the roll (phase incarceration) the roll itself; once the dice are down and until
 * the GM picks (`downtime.pendingEntanglementRoll`, resumable after a reload) the table with the
 * rolled cell highlighted and its entanglements to pick from; after the pick the entanglement
 * picked, its ways out with their exact cost — resolve it now, or hold it for later and go on to
 * the activities.
 */
export function EntanglementStep() {
  const { t } = useGmT();
  const { sheet } = useWalkthrough();
  if (sheet.downtime.phase === 'incarceration') {
    return (
      <div className="step-form">
        <StepHeading>{t('entanglement.title')}</StepHeading>
        <EntanglementRollForm />
        <StepOutcome places={[ENTANGLEMENT_PLACE]} />
      </div>
    );
  }
  if (sheet.downtime.pendingEntanglementRoll) {
    return (
      <div className="step-form">
        <StepHeading>{t('entanglement.title')}</StepHeading>
        <EntanglementPickForm />
        <StepOutcome places={[ENTANGLEMENT_PLACE]} />
      </div>
    );
  }
  return <AfterRoll />;
}

function AfterRoll() {
  const { t, term } = useGmT();
  const { crew, recent, actions } = useWalkthrough();
  const rollEvent = lastEntanglementStep(recent);
  const roll = rollEvent?.detail.roll ?? null;
  const picked = rollEvent?.detail.pending ?? null;
  const current = picked ? crew.pendingEntanglements.find((p) => p.id === picked.id) : undefined;
  const forMe = rollEvent?.reasons.some((r) => r.code === 'picked_for_me' || r.code === 'only_one_in_cell') ?? false;
  return (
    <div className="step-form">
      <StepHeading>{t('entanglement.title')}</StepHeading>
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
          <PendingEntanglementCard entanglement={current} place={ENTANGLEMENT_PLACE} open />
        </ul>
      ) : picked ? (
        <p className="muted">{t('entanglement.resolvedNow')}</p>
      ) : null}
      <StepOutcome places={[ENTANGLEMENT_PLACE]} />
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


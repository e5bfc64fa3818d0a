import { useState } from 'react';
import { activityAllowance } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { ReasonList } from '../../../components/ReasonList';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { StepHeading } from '../components/StepOutcome';
import { useWalkthrough } from '../context';

/**
 * A1: a new score was pulled: the downtime starts, each PC's activities counted from zero. At
 * level 2 its heading is the step's (with the undo after it); at 3 it sits under "Downtime over".
 */
export function StartForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useGmT();
  const { crew, names, actions } = useWalkthrough();
  const [seasonBonus, setSeasonBonus] = useState(false);
  const allowance = activityAllowance({ atWar: crew.atWar, seasonBonus });
  return (
    <div className="step-form">
      {headingLevel === 2 ? <StepHeading>{t('downtime.start')}</StepHeading> : <h3>{t('downtime.start')}</h3>}
      <p className="muted">{t('downtime.start.help')}</p>
      <CheckField label={t('downtime.seasonBonus')} checked={seasonBonus} onChange={setSeasonBonus} />
      <div className="preview" aria-live="polite">
        <p className="preview-figure">{t('downtime.allowance', { count: allowance.allowance })}</p>
        <ReasonList reasons={allowance.reasons} names={names} />
      </div>
      <div className="actions">
        <Button
          busy={actions.pendingKey === 'start'}
          disabled={actions.pendingKey !== null}
          onClick={() => void actions.run({ key: 'start', path: stepPath('start'), body: { seasonBonus } })}
        >
          {t('downtime.start')}
        </Button>
      </div>
    </div>
  );
}

export function StartStep() {
  return <StartForm />;
}

import { MAX_CREW_TIER, tierUpCost } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ReasonList } from '../../../components/ReasonList';
import { roman } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { useWalkthrough } from '../context';
import { StepOutcome } from './StepOutcome';

const KEY = 'raise-tier';

/** I4: the crew rises one tier, paying coin from its stash (less with the hard case prison claim). */
export function RaiseTier() {
  const { t } = useGmT();
  const { crew, table, names, actions } = useWalkthrough();
  if (crew.tier >= MAX_CREW_TIER) return null;
  const next = crew.tier + 1;
  const { cost, reasons } = tierUpCost(next, crew, table);
  const short = crew.coin < cost;
  return (
    <>
      <details className="more raise-tier">
        <summary>{t('crew.raiseTier', { tier: roman(next), cost })}</summary>
        <ReasonList reasons={reasons} names={names} />
        {short ? <p className="muted">{t('downtime.raiseTier.short', { coin: crew.coin, cost })}</p> : null}
        <Button
          variant="secondary"
          busy={actions.pendingKey === KEY}
          disabled={short || actions.pendingKey !== null}
          onClick={() => void actions.run({ key: KEY, path: stepPath('raise-tier') })}
        >
          {t('crew.raiseTier', { tier: roman(next), cost })}
        </Button>
      </details>
      <StepOutcome places={[KEY]} />
    </>
  );
}

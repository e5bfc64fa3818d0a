import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { useGmT } from '../../lib/i18nGm';
import { useSignInRedirect } from '../../lib/session';
import { useCampaign, useCrews } from './api';
import { DiceNav } from './components/DiceNav';
import { PoolRollForm } from './components/PoolRollForm';
import './dice.css';
import { SystemGate } from '../../components/SystemGate';

/** /dice/d6 — an action roll (D1/D2) and a fortune roll (D1 + D5), each with its exact odds before it is made. */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function D6Route() {
  const { t } = useGmT();
  return (
    <SystemGate system="downtime" title={t('d6.title')}>
      <D6Screen />
    </SystemGate>
  );
}

function D6Screen() {
  const { t } = useGmT();
  const campaign = useCampaign();
  const crews = useCrews(campaign.data?.id ?? null);
  const signingIn = useSignInRedirect(campaign.error);
  if (signingIn) return <Loading />;
  if (!campaign.data) return campaign.error ? <ErrorMessage error={campaign.error} onReload={() => void campaign.refetch()} /> : <Loading />;
  const props = { campaignId: campaign.data.id, crews: crews.data ?? [] };
  return (
    <section className="page dice" aria-labelledby="d6-title">
      <h1 id="d6-title">{t('d6.title')}</h1>
      <DiceNav />
      <p className="muted">{t('d6.intro')}</p>
      <div className="dice-columns">
        <PoolRollForm kind="d6" {...props} />
        <PoolRollForm kind="fortune" {...props} />
      </div>
    </section>
  );
}

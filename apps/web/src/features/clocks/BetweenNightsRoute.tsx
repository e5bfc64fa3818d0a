import './between.css';
import { useMemo } from 'react';
import { tableRulesFrom } from '@temps-mort/rules';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { SystemGate } from '../../components/SystemGate';
import { useCampaign } from '../../lib/campaign';
import { useCrewLive, useCrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { Link, type RouteProps } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import { Board } from './Board';

/**
 * Between game nights (/crews/:id/between, GM only): the factions with open clocks, one card each
 * (tier, status, what the players know of it), each open clock drawn with who knows what, the
 * exact odds of the faction's tier roll before it is rolled (K5, the campaign's table rules), the
 * roll, hand ticks and "reveal to the players"; then the crew's own open clocks (hand ticks, a
 * fortune roll with its odds, K4). Each move is a step with its reasons; the last one can be undone.
 */
export default function BetweenNightsRoute(props: RouteProps) {
  const { t } = useGmT();
  // The factions' and the crew's clocks are the crew's downtime system's (components/SystemGate.tsx).
  return (
    <SystemGate system="downtime" title={t('between.title')}>
      <BetweenNights {...props} />
    </SystemGate>
  );
}

function BetweenNights({ params }: RouteProps) {
  const { t } = useGmT();
  const crewId = params.id ?? null;
  const sheet = useCrewSheet(crewId);
  const signingIn = useSignInRedirect(sheet.error);
  const live = useCrewLive(crewId !== null && !signingIn ? crewId : null);
  const campaign = useCampaign();
  const raw = campaign.data?.tableRules;
  const table = useMemo(() => (campaign.data ? tableRulesFrom(raw ?? {}) : undefined), [campaign.data, raw]);
  if (!crewId) return null;
  if (sheet.data && table) {
    return (
      <div className="page between">
        <header className="sheet-head">
          <h1>
            {t('between.title')} · {sheet.data.crew.name}
          </h1>
          <LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} />
          <nav className="actions" aria-label={t('between.title')}>
            <Link className="btn btn-secondary" href={`/crews/${encodeURIComponent(crewId)}`}>
              {t('nav.crewSheet')}
            </Link>
            <Link className="btn btn-secondary" href={`/crews/${encodeURIComponent(crewId)}?edit=1`}>
              {t('between.edit')}
            </Link>
          </nav>
        </header>
        <p className="muted">{t('between.intro')}</p>
        <Board crewId={crewId} sheet={sheet.data} table={table} />
      </div>
    );
  }
  const error = sheet.error ?? campaign.error;
  if (error && !signingIn) return <ErrorMessage error={error} onReload={() => void sheet.refetch()} />;
  return <Loading />;
}

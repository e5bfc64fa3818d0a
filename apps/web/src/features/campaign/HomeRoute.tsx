import { useEffect } from 'react';
import { Link, useLocation } from '../../lib/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { UnauthorizedError, api } from '../../lib/api';
import { roman } from '../../lib/format';
import { useGmT } from '../../lib/i18nGm';
import { useQuery } from '../../lib/query';
import { useMe } from '../../lib/session';
import { rememberedPlayerToken } from '../../lib/shareToken';

interface Campaign {
  readonly id: string;
  readonly name: string;
  readonly version: number;
}
interface CrewSummary {
  readonly id: string;
  readonly name: string;
  readonly tier: number;
  readonly version: number;
}

export const campaignKey = ['campaign', 'current'] as const;
export const crewsKey = (campaignId: string) => ['campaign', campaignId, 'crews'] as const;

/**
 * The GM's home: the campaign and its crews. Nobody signed in → /signin, unless this device opened
 * a player link before (the installed app starts here): then back to that sheet.
 */
export default function HomeRoute() {
  const { t } = useGmT();
  const [, navigate] = useLocation();
  const me = useMe();
  const isGm = me.data?.kind === 'gm';
  const campaign = useQuery(campaignKey, (signal) => api.get<Campaign>('/api/campaigns/current', { signal }), { enabled: isGm });
  const campaignId = campaign.data?.id ?? null;
  const crews = useQuery(
    crewsKey(campaignId ?? ''),
    (signal) => api.get<CrewSummary[]>(`/api/campaigns/${encodeURIComponent(campaignId ?? '')}/crews`, { signal }),
    { enabled: campaignId !== null },
  );

  const unauthorized = me.error instanceof UnauthorizedError || me.data?.kind === 'player';
  useEffect(() => {
    if (!unauthorized) return;
    navigate(rememberedPlayerToken() ? '/s' : '/signin', { replace: true });
  }, [unauthorized, navigate]);

  if (unauthorized) return <Loading />;
  const error = me.error ?? campaign.error ?? crews.error;
  if (error && !campaign.data) return <ErrorMessage error={error} />;
  if (!campaign.data) return <Loading />;
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">{campaign.data.name}</h1>
      <h2>{t('crews.title')}</h2>
      {crews.data && crews.data.length === 0 ? <p className="muted">{t('crews.empty')}</p> : null}
      {crews.data ? (
        <ul className="rows">
          {crews.data.map((c) => (
            <li key={c.id} className="row">
              <Link href={`/crews/${encodeURIComponent(c.id)}`}>{c.name}</Link>
              <span className="muted">
                {t('sheet.tier', { tier: roman(c.tier) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Loading />
      )}
    </section>
  );
}

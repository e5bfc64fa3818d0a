import { lazy, Suspense } from 'react';
import { Link, useSearch, type RouteProps } from '../../lib/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { useCrewLive, useCrewRolls, useCrewSheet } from '../../lib/crew';
import { useCrewComplexActions } from '../../lib/crewComplexActions';
import { useGmT } from '../../lib/i18nGm';
import { useCrewProposals } from '../../lib/players';
import { useSignInRedirect } from '../../lib/session';
import { CrewSheet } from './components/CrewSheet';
import { CrewShareLinks } from '../../components/shareLinks/ShareLinks';
import { usePlayedSystems } from '../../lib/systems';

// The editing forms (and the rules' schemas they check with) load only when the GM opens them.
const CrewSetup = lazy(() => import('./setup/CrewSetup'));

/**
 * The GM's crew page (lazy chunk): the same live sheet as the players', with the GM's ways in:
 * downtime, history, "Edit the crew" (`?edit=1`: the crew's fields, factions, characters, cohorts,
 * project clocks, the crew's deletion), and on both the players' share links with their QR codes.
 */
export default function GmCrewRoute({ params }: RouteProps) {
  const { t } = useGmT();
  const crewId = params.id ?? null;
  const search = useSearch();
  const editing = new URLSearchParams(search).get('edit') === '1';
  const sheet = useCrewSheet(crewId);
  const rolls = useCrewRolls(sheet.data);
  const complexActions = useCrewComplexActions(sheet.data);
  const signingIn = useSignInRedirect(sheet.error);
  const live = useCrewLive(crewId !== null && !signingIn ? crewId : null);
  const { plays } = usePlayedSystems();
  // Players' proposals wait for the GM on the downtime's activities step (issue 36): said here, with the way there.
  const proposals = useCrewProposals(crewId, null, plays('downtime') && !signingIn);
  const waiting = proposals.data?.filter((p) => p.status === 'pending').length ?? 0;
  if (!crewId) return null;
  if (sheet.data) {
    const base = `/crews/${encodeURIComponent(crewId)}`;
    const nav = (
      <nav className="actions" aria-label={t('nav.crewSheet')}>
        {plays('downtime') ? (
          <Link className="btn btn-primary" href={`${base}/downtime`}>
            {t('nav.downtime')}
          </Link>
        ) : null}
        {plays('downtime') && waiting > 0 ? (
          <Link className="btn btn-secondary proposals-waiting" href={`${base}/downtime`}>
            {t('proposals.waiting', { count: waiting })}
          </Link>
        ) : null}
        {/* The factions' and the crew's clocks are the crew's downtime system's. */}
        {plays('downtime') ? (
          <Link className="btn btn-secondary" href={`${base}/between`}>
            {t('between.nav')}
          </Link>
        ) : null}
        <Link className="btn btn-secondary" href={`${base}/history`}>
          {t('nav.history')}
        </Link>
        <Link className="btn btn-secondary" href={editing ? base : `${base}?edit=1`} aria-current={editing ? 'page' : undefined}>
          {editing ? t('nav.crewSheet') : t('setup.edit')}
        </Link>
      </nav>
    );
    // The players' link and its QR code, here where the GM sets the crew up ("show a new link" when one is lost).
    const share = (
      <section className={editing ? 'crew-share' : 'page crew-share'} aria-labelledby="crew-share-title">
        <h2 id="crew-share-title">{t('share.crewPage.title')}</h2>
        <p className="muted">{t('share.intro')}</p>
        <p className="muted">{t('share.crewPage.lost')}</p>
        <CrewShareLinks crew={{ id: sheet.data.id, name: sheet.data.crew.name, tier: sheet.data.crew.tier, version: sheet.data.version }} campaignId={sheet.data.campaignId} />
      </section>
    );
    if (editing) {
      return (
        <div className="page">
          <header className="sheet-head">
            <h1>{sheet.data.crew.name}</h1>
            <LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} />
            {nav}
          </header>
          <Suspense fallback={<Loading />}>
            <CrewSetup sheet={sheet.data} />
          </Suspense>
          {share}
        </div>
      );
    }
    return (
      <>
        <CrewSheet
          sheet={sheet.data}
          rolls={rolls.data}
          complexActions={plays('d100') ? complexActions.data : undefined}
          plays={plays}
          status={
            <>
              <LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} />
              {nav}
            </>
          }
        />
        {share}
      </>
    );
  }
  if (sheet.error && !signingIn) return <ErrorMessage error={sheet.error} onReload={() => void sheet.refetch()} />;
  return <Loading />;
}

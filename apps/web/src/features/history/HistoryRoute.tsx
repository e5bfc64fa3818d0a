import { useCallback, useMemo } from 'react';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { namesFromCrew, useCrewLive, useCrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { Link, useLocation, useSearch, type RouteProps } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import { HistoryEntry } from './components/HistoryEntry';
import { HistoryFilters } from './components/HistoryFilters';
import { StepActions } from './components/RevertStep';
import { filterFromSearch, searchOfFilter, type HistoryFilter } from './groups';
import { useHistory } from './useHistory';
import './history.css';
import { usePlayedSystems } from '../../lib/systems';

/**
 * The crew's history (`/crews/:id/history`, GM): every step newest first with its reasons, dice,
 * rolls and who rolled them, badges for hidden and undone steps, a filter by kind of step and
 * "rolls only" (kept in the address: `?types=payoff,heat&rolls=1`), "load more", live updates;
 * each step kept may be reverted, each undo redone (components/RevertStep.tsx).
 */
export default function HistoryRoute({ params }: RouteProps) {
  const crewId = params.id ?? '';
  const { t } = useGmT();
  const { plays } = usePlayedSystems();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const sheet = useCrewSheet(crewId === '' ? null : crewId);
  const history = useHistory(crewId, filter, sheet.data?.receivedAt);
  const signingIn = useSignInRedirect(sheet.error, history.error);
  const live = useCrewLive(crewId !== '' && !signingIn ? crewId : null);
  const crew = sheet.data?.crew;
  const names = useMemo(() => (crew ? namesFromCrew(crew) : undefined), [crew]);
  const setFilter = useCallback((next: HistoryFilter) => navigate(`${path}${searchOfFilter(next)}`, { replace: true }), [navigate, path]);

  if (signingIn) return <Loading />;
  const filtered = filter.groups.length > 0 || filter.rollsOnly;
  return (
    <section className="page history" aria-labelledby="history-title">
      <header className="history-page-head">
        <h1 id="history-title">{crew ? t('history.titleOf', { crew: crew.name }) : t('history.title')}</h1>
        <p className="muted">{t('history.intro')}</p>
        <div className="actions">
          <Link className="btn btn-secondary" href={`/crews/${encodeURIComponent(crewId)}`}>
            {t('nav.crewSheet')}
          </Link>
          {plays('downtime') ? (
            <Link className="btn btn-secondary" href={`/crews/${encodeURIComponent(crewId)}/downtime`}>
              {t('nav.downtime')}
            </Link>
          ) : null}
        </div>
        {sheet.data ? <LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} /> : null}
      </header>
      <div className="history-layout">
        <HistoryFilters filter={filter} onChange={setFilter} />
        <div className="history-main">
          {history.status === 'loading' ? <Loading /> : null}
          {history.error ? <ErrorMessage error={history.error} /> : null}
          {history.status === 'ready' ? (
            <>
              <p className="history-count" role="status" aria-live="polite">
                {t('history.shown', { count: history.events.length })}
                {history.fresh > 0 ? ` — ${t('history.live.new', { count: history.fresh })}` : ''}
              </p>
              {history.events.length === 0 && !history.hasMore ? (
                <p className="muted">{filtered ? t('history.noMatch') : t('history.empty')}</p>
              ) : null}
              <ol className="history-list" aria-label={t('history.list')}>
                {history.events.map((event) => (
                  <HistoryEntry key={event.seq} event={event} names={names} actions={<StepActions crewId={crewId} event={event} version={sheet.data?.version} names={names} />} />
                ))}
              </ol>
              {history.hasMore ? (
                <Button variant="secondary" busy={history.loadingMore} onClick={() => void history.loadMore()}>
                  {history.loadingMore ? t('app.loading') : t('history.loadMore')}
                </Button>
              ) : history.events.length > 0 ? (
                <p className="muted">{t('history.end')}</p>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

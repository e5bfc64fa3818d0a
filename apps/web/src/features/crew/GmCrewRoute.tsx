import { Link, type RouteProps } from '../../lib/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { useCrewLive, useCrewRolls, useCrewSheet } from '../../lib/crew';
import { useT } from '../../lib/i18n';
import { useSignInRedirect } from '../../lib/session';
import { CrewSheet } from './components/CrewSheet';

/**
 * The GM's crew page (lazy chunk): the same live sheet as the players', with the GM's ways in:
 * downtime and history (the sheet editor and share links will live in this folder too).
 */
export default function GmCrewRoute({ params }: RouteProps) {
  const { t } = useT();
  const crewId = params.id ?? null;
  const sheet = useCrewSheet(crewId);
  const rolls = useCrewRolls(sheet.data);
  const signingIn = useSignInRedirect(sheet.error);
  const live = useCrewLive(crewId !== null && !signingIn ? crewId : null);
  if (!crewId) return null;
  if (sheet.data) {
    const base = `/crews/${encodeURIComponent(crewId)}`;
    return (
      <CrewSheet
        sheet={sheet.data}
        rolls={rolls.data}
        status={
          <>
            <LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} />
            <nav className="actions" aria-label={t('nav.crewSheet')}>
              <Link className="btn btn-primary" href={`${base}/downtime`}>
                {t('nav.downtime')}
              </Link>
              <Link className="btn btn-secondary" href={`${base}/history`}>
                {t('nav.history')}
              </Link>
            </nav>
          </>
        }
      />
    );
  }
  if (sheet.error && !signingIn) return <ErrorMessage error={sheet.error} onReload={() => void sheet.refetch()} />;
  return <Loading />;
}

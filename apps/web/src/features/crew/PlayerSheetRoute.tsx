import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/api';
import { useCrewLive, useCrewRolls, useCrewSheet } from '../../lib/crew';
import { useT } from '../../lib/i18n';
import { useMe } from '../../lib/session';
import {
  crewOfToken,
  forgetPlayerLink,
  getShareToken,
  looksLikeShareToken,
  rememberCrewOf,
  rememberedPlayerToken,
  setShareToken,
  tokenFromHash,
} from '../../lib/shareToken';
import { CrewSheet } from './components/CrewSheet';

// Only shown when something failed: not part of the sheet's first paint.
const ErrorMessage = lazy(() => import('../../components/ErrorMessage').then((m) => ({ default: m.ErrorMessage })));
import type { RouteProps } from '../../lib/router';

/** The token this page was opened with: the path, the fragment, this tab's, or this device's. */
function resolveToken(fromPath: string | undefined): string | null {
  const token =
    (looksLikeShareToken(fromPath) ? fromPath : null) ?? tokenFromHash(window.location.hash) ?? getShareToken() ?? rememberedPlayerToken();
  if (token) setShareToken(token);
  return token;
}

/**
 * The players' crew sheet: `/s/:token`, or the API's `/share#token=…` (and `/s` for this tab's or
 * this device's last link). The token is kept for the tab and sent as Bearer; the crew comes from
 * GET /api/auth/me (remembered on the device, so a reload or an offline start asks nothing); the
 * sheet stays live over SSE. A revoked link (401/403/404) is forgotten and says so.
 */
export function PlayerSheetRoute({ params }: RouteProps) {
  const { t } = useT();
  const [token] = useState(() => resolveToken(params.token));
  const [knownCrew, setKnownCrew] = useState(() => (token ? crewOfToken(token) : null));
  const me = useMe(token, token !== null && knownCrew === null);
  const meCrew = me.data?.kind === 'player' ? (me.data.crewId ?? null) : null;
  const crewId = knownCrew ?? meCrew;

  useEffect(() => {
    if (token && meCrew && meCrew !== knownCrew) {
      rememberCrewOf(token, meCrew);
      setKnownCrew(meCrew);
    }
  }, [token, meCrew, knownCrew]);

  const sheet = useCrewSheet(crewId, token);
  const rolls = useCrewRolls(sheet.data, token);
  const revoked = [me.error, sheet.error].some(
    (e) => e instanceof UnauthorizedError || e instanceof ForbiddenError || e instanceof NotFoundError,
  );
  const live = useCrewLive(revoked ? null : crewId, token);

  useEffect(() => {
    if (revoked) forgetPlayerLink();
  }, [revoked]);

  if (token === null || revoked) {
    return (
      <section className="page narrow">
        <h1>{t('nav.crewSheet')}</h1>
        <p role="alert">{t('auth.player.linkInvalid')}</p>
      </section>
    );
  }
  if (sheet.data) {
    return (
      <CrewSheet
        sheet={sheet.data}
        rolls={rolls.data}
        status={<LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} />}
      />
    );
  }
  const error = sheet.error ?? me.error;
  if (error) {
    return (
      <section className="page narrow">
        <Suspense fallback={<p role="alert">{t('error.title')}</p>}>
          <ErrorMessage error={error} />
        </Suspense>
        <Button variant="secondary" onClick={() => void (crewId ? sheet.refetch() : me.refetch())}>
          {t('common.retry')}
        </Button>
      </section>
    );
  }
  return <Loading />;
}

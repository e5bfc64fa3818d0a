import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { GAME_SYSTEMS, type GameSystem } from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/api';
import { crewStreamUrl, sharedCrewKey, useCrewLive, useCrewRolls, useCrewSheet } from '../../lib/crew';
import type { LiveState } from '../../lib/live';
import { peekEarlyStream } from '../../lib/liveEarly';
import { liveStateStore, type LiveStateStore } from './liveStateStore';
import { useCrewComplexActions } from '../../lib/crewComplexActions';
import { useT } from '../../lib/i18n';
import { linkStands, usePlayerLink } from '../../lib/playerLink';
import { useHydrated, useRenderedPage } from '../../lib/rendered';
import { useQuery, useQueryClient } from '../../lib/query';
import { crewOfToken, forgetPlayerLink, resolvePlayerToken } from '../../lib/shareToken';
import { fetchSharedCrew } from './playerStart';
import { CrewSheet } from './components/CrewSheet';
import { useKeepPage } from './keepPage';
import { useCatchUpOnceLive } from './catchUp';

// Only shown when something failed: not part of the sheet's first paint.
const ErrorMessage = lazy(() => import('../../components/ErrorMessage').then((m) => ({ default: m.ErrorMessage })));
// Only when the link follows a wizard's ledger, after the sheet: its own chunk, with its words.
const FollowedLedger = lazy(() => import('./components/FollowedLedger'));
// A wizard's own link (no crew): the ledger is the page (the same chunk).
const WizardLinkPage = lazy(() => import('./components/FollowedLedger').then((m) => ({ default: m.WizardLinkPage })));
// Only once a downtime is done: what it changed, in words (its own chunk and request).
const DowntimeRecap = lazy(() => import('../../components/DowntimeRecap'));
// Only for a link given to a character that may act (issue 36), once hydrated: its own chunk, with the activity forms and their words.
const PlayerActions = lazy(() => import('../play/PlayerActions'));
import type { RouteProps } from '../../lib/router';

const LIVE_STALE_MS = 30_000;

const LiveStateContext = createContext<LiveStateStore>(liveStateStore('connecting', null));
/** What the server drew: it never knows the stream's state. */
const connecting = (): LiveState => 'connecting';

function SheetStatus({ updatedAt }: { readonly updatedAt: number }) {
  const live = useContext(LiveStateContext);
  return <LiveIndicator state={useSyncExternalStore(live.subscribe, live.get, connecting)} updatedAt={updatedAt} />;
}

/**
 * The players' crew sheet: `/s/:token` (drawn by the server first: src/ssr/), or an older link's `/share#token=…` (and `/s` for this tab's or
 * this device's last link). The token is kept for the tab and sent as Bearer; on a first visit
 * GET /api/share/sheet answers the sheet and its crew in one request (the crew is remembered on the
 * device, so a reload or an offline start asks GET /api/crews/:id, showing the sheet kept on the
 * device meanwhile); the sheet stays live over SSE. src/main.tsx starts these requests before
 * React renders (playerStart.ts). A revoked link (401/403/404) is forgotten and says so.
 *
 * Once the sheet is there, GET /api/auth/me says what else the link names (lib/playerLink.ts): the
 * character it was given to (the sheet opens on them: first, marked "you", `#my-character`) and the
 * wizard whose underworld ledger it follows (a lazy section under the sheet, live through the
 * crew's stream's `wizard` events). A wizard's own link (a Frostgrave table without a crew) has no
 * sheet (GET /api/share/sheet: 404 crew): the page is that wizard's ledger, live over its stream.
 */
export function PlayerSheetRoute({ params }: RouteProps) {
  const { t, lang } = useT();
  const client = useQueryClient();
  // A page the server drew (`/s`, `/share`: from its cookie) names its link.
  const rendered = useRenderedPage();
  const [token] = useState(() => rendered?.token ?? resolvePlayerToken(params.token));
  const [knownCrew] = useState(() => (token ? crewOfToken(token) : null));
  // A first visit: one request gives the sheet and its crew (see playerStart.ts, which started it).
  const shared = useQuery(sharedCrewKey(token ?? ''), (signal) => fetchSharedCrew(client, token ?? '', signal), {
    enabled: token !== null && knownCrew === null,
    staleTime: Infinity,
    refetchOnFocus: false,
    refetchOnReconnect: false,
  });
  const crewId = knownCrew ?? shared.data ?? null;

  // The live stream keeps the sheet current (and refetches it after a reconnect): a sheet fetched
  // a moment ago is not asked for again on mount.
  const sheet = useCrewSheet(crewId, token, LIVE_STALE_MS);
  // A drawn page's rolls and complex actions came with it: asked again once live (./catchUp.ts).
  const answered = rendered === null ? 0 : LIVE_STALE_MS;
  const rolls = useCrewRolls(sheet.data, token, answered);
  const complexActions = useCrewComplexActions(sheet.data, token, answered);
  // A wizard's own link opens no crew (404 crew on the first request): its ledger is the page.
  const crewless = shared.error instanceof NotFoundError && shared.error.resource === 'crew';
  const refused = [shared.error, sheet.error].some(
    (e) => e instanceof UnauthorizedError || e instanceof ForbiddenError || e instanceof NotFoundError,
  );
  // What the link names besides its crew (its character, a wizard's ledger): asked once the sheet is there.
  const link = usePlayerLink(token, (sheet.data !== undefined || crewless) && !(refused && !crewless));
  // A refusal heard when the stream could not open (below).
  const [linkRefused, setLinkRefused] = useState(false);
  const revoked = linkRefused || (crewless ? link.refused || (link.known && link.wizardId === null) : refused);
  const live = useCrewLive(revoked || crewless ? null : crewId, token, link.wizardId);
  const [liveState] = useState(() => liveStateStore(live.state, crewId === null || token === null ? null : peekEarlyStream(crewStreamUrl(crewId, token))));
  // Before the browser paints: the line changes in the same frame as the stream's state.
  useLayoutEffect(() => liveState.set(live.state), [liveState, live.state]);
  useCatchUpOnceLive(rendered !== null, live.state === 'online', sheet.data, token, link.plays('d100'));
  // The next visit opens on this sheet at once: the service worker keeps the link's page (./keepPage.ts).
  useKeepPage(sheet.data && !revoked ? token : null, [sheet.data, rolls.data, lang, link.characterId]);
  // A page the worker kept was opened without asking the server: if its stream cannot open, the
  // API says whether the link still stands — asked apart, so that a failure (or the worker's older
  // copy of an answer) never replaces the sheet on screen.
  const checked = useRef(false);
  useEffect(() => {
    if (live.state !== 'reconnecting' || token === null || checked.current) return;
    checked.current = true;
    let gone = false;
    void linkStands(token).then((stands) => {
      if (!stands && !gone) setLinkRefused(true);
    });
    return () => {
      gone = true;
    };
  }, [live.state, token]);

  // The sheet as an element kept while what it shows stays the same: the live state reaches its
  // status line alone (LiveStateStore), so going live redraws one line, not the whole sheet.
  const systems = GAME_SYSTEMS.filter((system) => link.plays(system)).join(',');
  const plays = useCallback((system: GameSystem) => systems.split(',').includes(system), [systems]);
  const { characterId, wizardId, may, tableRules } = link;
  const actions = plays('d100') ? complexActions.data : undefined;
  // « My actions » (issue 36) is the browser's alone: the server's page, and its hydration, never hold it.
  const hydrated = useHydrated();
  const acts = hydrated && characterId !== null && may !== null && (may.propose || may.roll || may.editTexts) ? may : null;
  const drawn = useMemo(
    () =>
      sheet.data && token !== null ? (
        <CrewSheet
          sheet={sheet.data}
          rolls={rolls.data}
          complexActions={actions}
          plays={plays}
          status={<SheetStatus updatedAt={sheet.data.receivedAt} />}
          characterId={characterId}
          showRules={false}
          news={
            <>
              {sheet.data.downtime.phase === 'done' && plays('downtime') ? (
                <Suspense fallback={null}>
                  <DowntimeRecap sheet={sheet.data} token={token} />
                </Suspense>
              ) : null}
              {acts && characterId !== null ? (
                <Suspense fallback={null}>
                  <PlayerActions crewId={sheet.data.id} characterId={characterId} token={token} sheet={sheet.data} may={acts} tableRules={tableRules} downtime={plays('downtime')} />
                </Suspense>
              ) : null}
            </>
          }
        >
          {wizardId && plays('frostgrave') ? (
            <Suspense fallback={null}>
              <FollowedLedger wizardId={wizardId} token={token} />
            </Suspense>
          ) : null}
        </CrewSheet>
      ) : null,
    [sheet.data, rolls.data, actions, plays, characterId, wizardId, token, acts, tableRules],
  );

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
  if (crewless) {
    if (!link.wizardId) return <Loading />;
    return (
      <Suspense fallback={<Loading />}>
        <WizardLinkPage wizardId={link.wizardId} token={token} />
      </Suspense>
    );
  }
  if (drawn) return <LiveStateContext value={liveState}>{drawn}</LiveStateContext>;
  const error = sheet.error ?? shared.error;
  if (error) {
    return (
      <section className="page narrow">
        <Suspense fallback={<p role="alert">{t('error.title')}</p>}>
          <ErrorMessage error={error} />
        </Suspense>
        <Button variant="secondary" onClick={() => void (crewId ? sheet.refetch() : shared.refetch())}>
          {t('common.retry')}
        </Button>
      </section>
    );
  }
  return <Loading />;
}

import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { MAX_SETTLED_HEAT, MAX_WANTED } from '@temps-mort/rules';
import './downtime.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Gauge } from '../../components/Gauge';
import { LiveIndicator } from '../../components/LiveIndicator';
import { Loading } from '../../components/Loading';
import { namesFromCrew, useCrewLive, useCrewSheet } from '../../lib/crew';
import { roman } from '../../lib/format';
import { useGmT } from '../../lib/i18nGm';
import { Link, type RouteProps } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import { useRecentSteps, useStepActions, useTableRules } from './api';
import { AppliedStep } from './components/AppliedStep';
import { ConflictHeat } from './components/ConflictHeat';
import { LOCAL_ERROR_PREFIX } from './components/EntanglementResolver';
import { HeldEntanglements } from './components/HeldEntanglements';
import { StepError } from './components/StepError';
import { OutcomePlaces, StepOutcome, TOP_PLACE, useOutcomePlace } from './components/StepOutcome';
import { StepProgress, screenOf, type Screen } from './components/StepProgress';
import { WalkthroughProvider, lastEntanglementStep, useWalkthrough, type Walkthrough } from './context';
import { ActivitiesStep } from './steps/ActivitiesStep';
import { DoneStep } from './steps/DoneStep';
import { EntanglementStep } from './steps/EntanglementStep';
import { HeatStep } from './steps/HeatStep';
import { IncarcerationStep } from './steps/IncarcerationStep';
import { PayoffStep } from './steps/PayoffStep';
import { StartStep } from './steps/StartStep';
import { SystemGate } from '../../components/SystemGate';

/**
 * The GM's downtime walkthrough for crew `params.id` (lazy chunk): one screen per step in the seed's
 * order — start → payoff → heat → incarceration → entanglement → activities → done — driven by the
 * sheet's downtime phase, so a reload lands on the step the crew is at. Odds and previews before
 * each roll (the rules engine, run here with the campaign's table rules); after each step its
 * result where the GM asked it (StepOutcome: dice, reasons, and "Undo last step" right after);
 * refusals (409, 422) in words with nothing half-applied. Beside every step, at any phase: the heat
 * after a conflict with an adversary (H4).
 */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function DowntimeRoute({ params }: RouteProps) {
  const { t } = useGmT();
  return (
    <SystemGate system="downtime" title={t('downtime.title')}>
      <DowntimeScreen params={params} />
    </SystemGate>
  );
}

function DowntimeScreen({ params }: RouteProps) {
  const { t } = useGmT();
  const crewId = params.id ?? '';
  const sheet = useCrewSheet(crewId === '' ? null : crewId);
  const rules = useTableRules();
  const recent = useRecentSteps(crewId, sheet.data?.version);
  const actions = useStepActions(crewId);
  const signingIn = useSignInRedirect(sheet.error, rules.error);
  const live = useCrewLive(crewId !== '' && !signingIn ? crewId : null);
  const crew = sheet.data?.crew;
  const names = useMemo(() => (crew ? namesFromCrew(crew) : {}), [crew]);
  const title = crew ? t('downtime.pageTitle', { name: crew.name }) : t('downtime.title');
  useEffect(() => {
    document.title = t('app.pageTitle', { page: title });
  }, [t, title]);

  if (sheet.data && rules.table && crew) {
    const value: Walkthrough = { crewId, sheet: sheet.data, crew, table: rules.table, names, actions, recent: recent.data };
    return (
      <WalkthroughProvider value={value}>
        <WalkthroughScreen live={<LiveIndicator state={live.state} updatedAt={sheet.data.receivedAt} />} />
      </WalkthroughProvider>
    );
  }
  const error = sheet.error ?? rules.error;
  if (error && !signingIn) return <ErrorMessage error={error} onReload={() => void sheet.refetch()} />;
  return <Loading />;
}

function WalkthroughScreen({ live }: { live: ReactNode }) {
  const { t, term } = useGmT();
  const { crewId, sheet, crew, recent, actions } = useWalkthrough();
  const phase = sheet.downtime.phase;
  // Incarceration and entanglement share the phase until the roll: the GM moves on by hand.
  const [incarcerationDone, setIncarcerationDone] = useState(false);
  useEffect(() => {
    if (phase !== 'incarceration') setIncarcerationDone(false);
  }, [phase]);
  const screen = screenOf(phase, incarcerationDone);
  const last = recent?.[0];
  const heldExcept = screen === 'entanglement' ? (lastEntanglementStep(recent)?.detail.pending?.id ?? null) : null;
  const topError = actions.errorKey?.startsWith(LOCAL_ERROR_PREFIX) ? null : actions.error;
  const main = useRef<HTMLElement>(null);
  return (
    <OutcomePlaces outcome={actions.outcome}>
      <div className="downtime">
        <header className="downtime-head">
          <div>
            <h1>
              {t('downtime.number', { n: Math.max(1, sheet.downtime.number) })} · {crew.name}
            </h1>
            {live}
          </div>
          <div className="downtime-tools">
            <Link className="btn btn-ghost" href={`/crews/${encodeURIComponent(crewId)}`}>
              {t('downtime.backToSheet')}
            </Link>
          </div>
        </header>
        <StepProgress current={screen} />
        <div className="downtime-body">
          <section ref={main} className="downtime-main" aria-label={screen === 'start' ? t('downtime.step.start') : term('downtimePhase', screen)}>
            <StepError error={topError} />
            <StepOutcome places={[TOP_PLACE]} headingLevel={2} />
            {screen === 'start' ? <StartStep /> : null}
            {screen === 'payoff' ? <PayoffStep key={`payoff-${sheet.downtime.number}`} /> : null}
            {screen === 'heat' ? <HeatStep key={`heat-${sheet.downtime.number}`} /> : null}
            {screen === 'incarceration' ? (
              <IncarcerationStep
                onContinue={() => {
                  // The GM moves on: the last result is no longer news.
                  actions.clearOutcome();
                  setIncarcerationDone(true);
                }}
              />
            ) : null}
            {screen === 'entanglement' ? <EntanglementStep /> : null}
            {screen === 'activities' ? <ActivitiesStep /> : null}
            {screen === 'done' ? <DoneStep /> : null}
            {screen !== 'start' && screen !== 'done' ? <HeldEntanglements except={heldExcept} /> : null}
          </section>
          <ScreenFocus screen={screen} main={main} error={topError !== null && topError !== undefined} />
          <aside className="downtime-aside" aria-label={t('downtime.aside')}>
            <section className="card gauges" aria-label={t('downtime.crewNow')}>
              <h2>{t('downtime.crewNow')}</h2>
              <ul className="stats">
                <li>{t('sheet.tier', { tier: roman(crew.tier) })}</li>
                <li>{t('sheet.hold', { hold: term('hold', crew.hold) })}</li>
                <li>
                  {t('sheet.coin')} <strong>{crew.coin}</strong>
                </li>
                {crew.atWar ? <li className="stat-war">⚔ {t('sheet.atWar')}</li> : null}
              </ul>
              <Gauge label={t('sheet.rep')} value={crew.rep} />
              <Gauge label={t('sheet.heat')} value={crew.heat} max={MAX_SETTLED_HEAT} />
              <Gauge label={t('sheet.wanted')} value={crew.wanted} max={MAX_WANTED} />
            </section>
            <ConflictHeat />
            {last ? <AppliedStep event={last} headingLevel={2} /> : null}
          </aside>
        </div>
      </div>
    </OutcomePlaces>
  );
}

/**
 * A new screen: the keyboard and screen readers go to its heading — unless the step that moved
 * the screen on shows its result at the top (StepOutcome takes the focus), or an error does.
 */
function ScreenFocus({ screen, main, error }: { screen: Screen; main: RefObject<HTMLElement | null>; error: boolean }) {
  const at = useOutcomePlace();
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    if (error || at === TOP_PLACE) return;
    const heading = main.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [screen, main, error, at]);
  return null;
}

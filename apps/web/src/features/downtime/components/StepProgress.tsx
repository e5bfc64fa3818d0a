import type { DowntimePhase } from '@temps-mort/rules';
import { useGmT } from '../../../lib/i18nGm';

/** The screens of the walkthrough, in the seed's order. */
export type Screen = 'start' | 'payoff' | 'heat' | 'incarceration' | 'entanglement' | 'activities' | 'done';
export const SCREENS: readonly Screen[] = ['start', 'payoff', 'heat', 'incarceration', 'entanglement', 'activities', 'done'];

/** The screen a phase shows (incarceration then entanglement share the 'incarceration' phase until the roll). */
export function screenOf(phase: DowntimePhase, incarcerationDone: boolean): Screen {
  switch (phase) {
    case 'idle':
      return 'start';
    case 'incarceration':
      return incarcerationDone ? 'entanglement' : 'incarceration';
    default:
      return phase;
  }
}

/** "Step 3 of 7" and the list of steps, the current one marked in words and with aria-current. */
export function StepProgress({ current }: { current: Screen }) {
  const { t, term } = useGmT();
  const index = SCREENS.indexOf(current);
  const label = (s: Screen) => (s === 'start' ? t('downtime.step.start') : term('downtimePhase', s));
  return (
    <nav className="step-progress" aria-label={t('downtime.steps')}>
      <p className="step-count">{t('downtime.step', { n: index + 1, total: SCREENS.length })}</p>
      <ol>
        {SCREENS.map((s, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={s} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="step-mark" aria-hidden="true">
                {state === 'done' ? '✓' : state === 'current' ? '▶' : '○'}
              </span>{' '}
              {label(s)}
              {state === 'done' ? <span className="visually-hidden"> ({t('downtime.step.done')})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

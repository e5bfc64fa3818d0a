import { Gauge } from '../../../components/Gauge';
import type { CrewComplexAction } from '../../../lib/crewComplexActions';
import { useT } from '../../../lib/i18n';

/**
 * The complex actions (C3–C6) the crew takes part in, as the table follows them: steps crossed
 * out of the start, how it stands, the milestones reached and how close the failure threshold is.
 * Nothing here is GM-only (a tracker has no hidden part). Its own chunk: it arrives after the sheet.
 */
export default function CrewComplexActions({ actions }: { actions: readonly CrewComplexAction[] }) {
  const { t, term } = useT();
  if (actions.length === 0) return null;
  return (
    <section className="card" aria-labelledby="sec-complex-actions" data-testid="complex-actions">
      <h2 id="sec-complex-actions">{t('sheet.complexActions')}</h2>
      <ul className="complex-actions">
        {actions.map(({ id, name, tracker }) => {
          const reached = tracker.milestones.filter((m) => m.reachedAtRoll !== null).length;
          return (
            <li key={id} className="complex-action">
              <h3>{name}</h3>
              <p className={`complex-status complex-status--${tracker.status}`}>{term('complexActionStatus', tracker.status)}</p>
              <Gauge label={t('sheet.complex.crossed')} value={tracker.start - tracker.remaining} max={tracker.start} />
              {tracker.milestones.length > 0 ? <p className="muted">{t('sheet.complex.milestones', { reached, total: tracker.milestones.length })}</p> : null}
              {tracker.failureThreshold !== null ? (
                <p className="muted">{t('sheet.complex.failureThreshold', { raised: tracker.totalRaised, threshold: tracker.failureThreshold })}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

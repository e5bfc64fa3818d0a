import { useGmT } from '../../../lib/i18nGm';
import { Link } from '../../../lib/router';
import { AppliedStep, useStepName } from '../components/AppliedStep';
import { RaiseTier } from '../components/RaiseTier';
import { stepsOfThisDowntime, useWalkthrough } from '../context';
import { StartForm } from './StartStep';

/** The downtime is over: what each of its steps did, then (after the next score) a new one. */
export function DoneStep() {
  const { t } = useGmT();
  const { sheet, crewId, recent } = useWalkthrough();
  const name = useStepName();
  const steps = stepsOfThisDowntime(recent);
  return (
    <div className="step-form">
      <h2>{t('done.title')}</h2>
      <p>{t('done.over', { n: sheet.downtime.number })}</p>
      <p>
        <Link className="btn btn-secondary" href={`/crews/${encodeURIComponent(crewId)}`}>
          {t('done.backToPlay')}
        </Link>
      </p>
      <h3>{t('done.summary')}</h3>
      {steps.length === 0 ? <p className="muted">{t('common.nothingYet')}</p> : null}
      <ol className="done-steps">
        {steps.map((e) => (
          <li key={e.seq}>
            <details>
              <summary>{name(e)}</summary>
              <AppliedStep event={e} title={name(e)} />
            </details>
          </li>
        ))}
      </ol>
      <RaiseTier />
      <section className="next-score" aria-label={t('done.nextScore')}>
        <p className="muted">{t('done.nextScore')}</p>
        <StartForm headingLevel={3} />
      </section>
    </div>
  );
}

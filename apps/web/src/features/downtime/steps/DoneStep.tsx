import { ErrorMessage } from '../../../components/ErrorMessage';
import { NetChangeList } from '../../../components/NetChangeList';
import { useDowntimeChanges } from '../../../lib/downtimeChanges';
import { useGmT } from '../../../lib/i18nGm';
import { Link } from '../../../lib/router';
import { RaiseTier } from '../components/RaiseTier';
import { StepHeading } from '../components/StepOutcome';
import { useWalkthrough } from '../context';
import { StartForm } from './StartStep';

/**
 * The downtime is over: what it changed as a whole (the net changes the server composes from its
 * steps: "Renom : 0 → 4", "Raffut : 7 → 1"), each step in the crew's history, then (after the
 * next score) a new one.
 */
export function DoneStep() {
  const { t } = useGmT();
  const { sheet, crewId, names } = useWalkthrough();
  const recap = useDowntimeChanges(crewId, sheet.version);
  const changes = recap.data;
  const crewPath = `/crews/${encodeURIComponent(crewId)}`;
  return (
    <div className="step-form">
      <StepHeading>{t('done.title')}</StepHeading>
      <p>{t('done.over', { n: sheet.downtime.number })}</p>
      <p>
        <Link className="btn btn-secondary" href={crewPath}>
          {t('done.backToPlay')}
        </Link>
      </p>
      <h3>{t('done.summary')}</h3>
      {changes === undefined ? (
        <ErrorMessage error={recap.error} />
      ) : changes.changes.length === 0 ? (
        <p className="muted">{t('changes.none')}</p>
      ) : (
        <NetChangeList changes={changes.changes} names={names} />
      )}
      <p>
        <Link href={`${crewPath}/history`}>{t('done.eachStep')}</Link>
      </p>
      <RaiseTier />
      <section className="next-score" aria-label={t('done.nextScore')}>
        <p className="muted">{t('done.nextScore')}</p>
        <StartForm headingLevel={3} />
      </section>
    </div>
  );
}

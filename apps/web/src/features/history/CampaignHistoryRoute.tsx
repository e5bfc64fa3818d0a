import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { DiceFaces } from '../../components/DiceFaces';
import { NetChangeList } from '../../components/NetChangeList';
import { ReasonList } from '../../components/ReasonList';
import { formatDateTime } from '@temps-mort/i18n/format';
import type { NameLookup } from '../../lib/i18n';
import { useGmT } from '../../lib/i18nGm';
import { Link, useLocation, useSearch } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import { useCampaign, useCampaignLive } from '../../lib/campaign';
import { playedSystems, type GameSystem } from '../../lib/systems';
import { SelectField } from '../../components/SelectField';
import { AGGREGATE_FILTERS, CAMPAIGN_HISTORY_PAGE, fetchCampaignHistory, type CampaignHistoryQuery, type CampaignHistorySubjects, type CampaignStep } from './campaignApi';
import './history.css';

/** The filters of one game system: a wizard's ledger is Frostgrave's, a complex action the d100 system's. */
const FILTER_SYSTEM: Partial<Record<(typeof AGGREGATE_FILTERS)[number], GameSystem>> = { wizard: 'frostgrave', complex_action: 'd100' };

/** The filter the URL holds: `?aggregate=crew`, `?aggregate=wizard&aggregateId=…`, `?characterId=…`. */
function queryOf(search: string): CampaignHistoryQuery {
  const params = new URLSearchParams(search);
  const aggregate = AGGREGATE_FILTERS.find((a) => a === params.get('aggregate'));
  const aggregateId = params.get('aggregateId') ?? undefined;
  const characterId = params.get('characterId') ?? undefined;
  return { aggregate, aggregateId: aggregate === undefined ? undefined : aggregateId, characterId };
}

function searchOf(query: CampaignHistoryQuery): string {
  const params = new URLSearchParams();
  for (const key of ['aggregate', 'aggregateId', 'characterId'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The select's value for a filter: one thing (`wizard:<id>`), one character (`character:<id>`), or '' (none). */
function subjectValue(query: CampaignHistoryQuery): string {
  if (query.characterId !== undefined) return `character:${query.characterId}`;
  return query.aggregate !== undefined && query.aggregateId !== undefined ? `${query.aggregate}:${query.aggregateId}` : '';
}

/**
 * /history — the campaign's one history (GM): every step the table took, whatever it changed (a
 * crew's downtime, a complex action, the campaign's dice), newest first, each with what it
 * changed, its reasons and its rolls, undone ones marked; filtered by kind of thing
 * (`?aggregate=crew`), by one of them (a crew, a wizard, a complex action) or by a character,
 * older pages on demand.
 */
export default function CampaignHistoryRoute() {
  const { t } = useGmT();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const query = queryOf(search);
  const { aggregate } = query;
  const [subjects, setSubjects] = useState<CampaignHistorySubjects | null>(null);
  const campaign = useCampaign();
  const campaignId = campaign.data?.id ?? null;
  // A filter of a system not played is offered only while the address holds it.
  const played = playedSystems(campaign.data?.systems);
  const plays = (system: GameSystem | undefined) => system === undefined || played.plays(system);
  const [steps, setSteps] = useState<readonly CampaignStep[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [more, setMore] = useState<{ busy: boolean; done: boolean }>({ busy: false, done: false });
  const signingIn = useSignInRedirect(campaign.error, error);
  // A step from any window: the first page is read again.
  const [moved, setMoved] = useState(0);
  const onStep = useCallback(() => setMoved((n) => n + 1), []);
  useCampaignLive(campaignId, onStep);

  useEffect(() => {
    if (campaignId === null) return;
    const abort = new AbortController();
    setSteps(null);
    setError(null);
    fetchCampaignHistory(campaignId, queryOf(search), abort.signal).then(
      (page) => {
        setSteps(page.steps);
        setSubjects(page.subjects);
        setMore({ busy: false, done: page.steps.length < CAMPAIGN_HISTORY_PAGE });
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setError(failure);
      },
    );
    return () => abort.abort();
  }, [campaignId, search, moved]);

  const loadMore = useCallback(async () => {
    if (campaignId === null || steps === null) return;
    setMore({ busy: true, done: false });
    try {
      const page = await fetchCampaignHistory(campaignId, { ...queryOf(search), before: steps.at(-1)?.id });
      setSteps([...steps, ...page.steps]);
      setMore({ busy: false, done: page.steps.length < CAMPAIGN_HISTORY_PAGE });
    } catch (failure) {
      setError(failure);
      setMore({ busy: false, done: false });
    }
  }, [campaignId, search, steps]);

  // The names the steps' reasons and changes carry as ids, as the crews and wizards hold them now.
  const names = useMemo((): NameLookup => {
    const lookup = (list: readonly { id: string; name: string }[] | undefined) => {
      const byId = new Map((list ?? []).map((x) => [x.id, x.name]));
      return (id: string) => byId.get(id);
    };
    return {
      character: lookup(subjects?.characters),
      faction: lookup(subjects?.names.factions),
      cohort: lookup(subjects?.names.cohorts),
      project: lookup(subjects?.names.projects),
      member: lookup(subjects?.names.members),
    };
  }, [subjects]);
  if (signingIn) return <Loading />;
  return (
    <section className="page history" aria-labelledby="campaign-history-title">
      <header className="history-page-head">
        <h1 id="campaign-history-title">{t('history.campaign.title')}</h1>
        <p className="muted">{t('history.campaign.intro')}</p>
      </header>
      <nav className="actions" aria-label={t('history.filters')}>
        {[undefined, ...AGGREGATE_FILTERS.filter((a) => a === aggregate || plays(FILTER_SYSTEM[a]))].map((a) => (
          <Button
            key={a ?? 'all'}
            variant={a === aggregate ? 'primary' : 'secondary'}
            aria-pressed={a === aggregate}
            onClick={() => navigate(`${path}${searchOf({ aggregate: a })}`, { replace: true })}
          >
            {t(`history.campaign.filter.${a ?? 'all'}`)}
          </Button>
        ))}
      </nav>
      {subjects !== null && subjects.things.length + subjects.characters.length > 0 ? (
        <SelectField
          className="history-subject-filter"
          label={t('history.campaign.filter.subject')}
          placeholder={t('history.campaign.filter.anything')}
          value={subjectValue(query)}
          options={[
            ...subjects.things
              .filter((s) => (aggregate === undefined || s.aggregate === aggregate) && (s.aggregate === aggregate || plays(FILTER_SYSTEM[s.aggregate])))
              .flatMap((s) => (s.aggregate === 'dice' ? [] : [{ value: `${s.aggregate}:${s.aggregateId}`, label: t(`history.campaign.subject.${s.aggregate}`, { name: s.name }) }])),
            ...(aggregate === undefined || aggregate === 'crew' ? subjects.characters.map((c) => ({ value: `character:${c.id}`, label: t('history.campaign.subject.character', { name: c.name }) })) : []),
          ]}
          onChange={(value) => {
            const [kind, id] = value.split(/:(.*)/s) as [string, string | undefined];
            const next: CampaignHistoryQuery =
              value === '' ? { aggregate } : kind === 'character' ? { characterId: id } : { aggregate: AGGREGATE_FILTERS.find((a) => a === kind), aggregateId: id };
            navigate(`${path}${searchOf(next)}`, { replace: true });
          }}
        />
      ) : null}
      <ErrorMessage error={error} />
      {steps === null && error === null ? <Loading /> : null}
      {steps !== null && steps.length === 0 ? <p className="muted">{t('history.empty')}</p> : null}
      {steps !== null && steps.length > 0 ? (
        <ol className="history-list" aria-label={t('history.campaign.list')}>
          {steps.map((step) => (
            <CampaignStepEntry key={step.id} step={step} names={names} />
          ))}
        </ol>
      ) : null}
      {steps !== null && !more.done ? (
        <div className="actions">
          <Button variant="secondary" busy={more.busy} onClick={() => void loadMore()}>
            {t('history.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function CampaignStepEntry({ step, names }: { step: CampaignStep; names: NameLookup }) {
  const { t, term, lang, purpose } = useGmT();
  const title =
    step.type === 'undo' && step.undoes !== null
      ? t('history.undoOf', { seq: step.undoes })
      : step.type === 'redo' && step.undoes !== null
        ? t('history.redoOfUndo', { seq: step.undoes })
        : step.aggregate === 'crew'
        ? term('event', step.type)
        : term('step', step.type);
  const subject = step.subject ?? (step.aggregate === 'dice' ? t('history.campaign.dice') : null);
  const href =
    step.aggregate === 'crew'
      ? `/crews/${encodeURIComponent(step.aggregateId)}/history#step-${step.seq}`
      : step.aggregate === 'complex_action'
        ? `/dice/complex/${encodeURIComponent(step.aggregateId)}`
        : step.aggregate === 'wizard'
          ? `/wizards/${encodeURIComponent(step.aggregateId)}`
          : '/dice';
  return (
    <li className="history-entry card" data-aggregate={step.aggregate} data-undone={step.undone || undefined} data-hidden={step.hidden || undefined}>
      <article aria-label={subject ? `${title} · ${subject}` : title}>
        <header className="history-head">
          <h3 className="history-title">
            <span className="history-type">{title}</span>
            {subject ? (
              <span className="history-subject">
                {' · '}
                <Link href={href}>{subject}</Link>
              </span>
            ) : null}
          </h3>
          <p className="history-meta">
            <time dateTime={step.createdAt} className="muted">
              {formatDateTime(step.createdAt, lang)}
            </time>
            {step.hidden ? <span className="badge history-badge-hidden">{t('history.hidden')}</span> : null}
            {step.undone ? <span className="badge history-badge-undone">{t('history.undone')}</span> : null}
          </p>
        </header>
        <NetChangeList changes={step.changes} names={names} />
        <ReasonList reasons={step.reasons} title={t('common.why')} names={names} />
        {step.rolls.length > 0 ? (
          <div className={step.undone ? 'history-rolls roll-card--undone' : 'history-rolls'}>
            <h4>{t('history.rolls')}</h4>
            {step.rolls.map((roll) => (
              <p key={roll.id} className="roll-dice">
                <DiceFaces dice={roll.dice} sides={roll.sides} />{' '}
                <span className="muted">{purpose(roll.purpose)}</span>
              </p>
            ))}
          </div>
        ) : null}
      </article>
    </li>
  );
}

import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { COMPLEX_ACTION_BOUNDS, COMPLEX_ACTION_MAX_MILESTONES, createComplexAction } from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { NumberField } from '../../components/NumberField';
import { ValidationError } from '../../lib/api';
import { useGmT } from '../../lib/i18nGm';
import { useCampaignLive, type CampaignStepNotice } from '../../lib/campaign';
import { useMutation, useQueryClient } from '../../lib/query';
import { Link, useLocation } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import { complexActionKey, complexActionsKey, diceApi, useCampaign, useComplexActions, useCrews, type CrewSummary } from './api';
import { rangeError } from './D100Route';
import { STEP_COUNT_FIELD } from './d100Fields';
import { DiceNav } from './components/DiceNav';
import { RefusalNote } from '../../components/RefusalNote';
import { SelectField } from '../../components/SelectField';
import './dice.css';
import { SystemGate } from '../../components/SystemGate';

/** /dice/complex — the campaign's complex actions (C3–C5), and a new one. */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function ComplexActionsRoute() {
  const { t } = useGmT();
  return (
    <SystemGate system="d100" title={t('d100.complex.list')}>
      <ComplexActionsScreen />
    </SystemGate>
  );
}

function ComplexActionsScreen() {
  const { t, term } = useGmT();
  const campaign = useCampaign();
  const campaignId = campaign.data?.id ?? null;
  const list = useComplexActions(campaignId);
  const crews = useCrews(campaignId);
  // A tracker created, rolled or undone in another window: the list is read again.
  const client = useQueryClient();
  const refresh = useCallback(
    (notice: CampaignStepNotice | null) => {
      if (campaignId !== null && (notice === null || notice.aggregate === 'complex_action')) void client.invalidate(complexActionsKey(campaignId));
    },
    [client, campaignId],
  );
  useCampaignLive(campaignId, refresh);
  const signingIn = useSignInRedirect(campaign.error, list.error);
  if (signingIn) return <Loading />;
  const error = campaign.error ?? list.error;
  return (
    <section className="page dice" aria-labelledby="complex-title">
      <h1 id="complex-title">{t('d100.complex.list')}</h1>
      <DiceNav />
      {error && !list.data ? <ErrorMessage error={error} onReload={() => void list.refetch()} /> : null}
      <div className="dice-columns">
        <section className="card" aria-labelledby="complex-list-title">
          <h2 id="complex-list-title">{t('d100.complex.ongoing')}</h2>
          {!list.data ? (
            error ? null : <Loading />
          ) : list.data.length === 0 ? (
            <p className="muted">{t('d100.complex.none')}</p>
          ) : (
            <ul className="rows">
              {list.data.map((a) => (
                <li key={a.id} className="row">
                  <Link href={`/dice/complex/${encodeURIComponent(a.id)}`}>{a.name}</Link>
                  <span className="muted">
                    {statusSymbol(a.tracker.status)} {term('complexActionStatus', a.tracker.status)} —{' '}
                    {t('d100.complex.remaining', { remaining: a.tracker.remaining, start: a.tracker.start })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {campaignId ? <NewComplexAction campaignId={campaignId} crews={crews.data ?? []} /> : null}
      </div>
    </section>
  );
}

export function statusSymbol(status: 'ongoing' | 'succeeded' | 'failed'): string {
  return status === 'succeeded' ? '✔' : status === 'failed' ? '✖' : '◷';
}

interface MilestoneDraft {
  readonly crossed: number | null;
  readonly label: string;
}

function NewComplexAction({ campaignId, crews }: { campaignId: string; crews: readonly CrewSummary[] }) {
  const { t } = useGmT();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [crewId, setCrewId] = useState('');
  const [start, setStart] = useState<number | null>(10);
  const [failure, setFailure] = useState<number | null>(null);
  const [milestones, setMilestones] = useState<readonly MilestoneDraft[]>([]);
  const [touched, setTouched] = useState(false);
  const create = useMutation((body: Parameters<typeof diceApi.createComplex>[1]) => diceApi.createComplex(campaignId, body), {
    onSuccess: (data, _v, client) => {
      client.setData(complexActionKey(data.complexAction.id), data.complexAction);
      void client.invalidate(complexActionsKey(campaignId));
    },
  });

  const nameError = name.trim() === '' ? t('error.field.required') : name.trim().length > 120 ? t('error.field.tooLong', { max: 120 }) : null;
  const startError = rangeError(t, start, COMPLEX_ACTION_BOUNDS.start);
  const failureError = failure === null ? null : rangeError(t, failure, COMPLEX_ACTION_BOUNDS.failureThreshold);
  const milestoneErrors = milestones.map((m) => rangeError(t, m.crossed, COMPLEX_ACTION_BOUNDS.milestoneCrossed));
  const fieldsOk = nameError === null && startError === null && failureError === null && milestoneErrors.every((e) => e === null);
  const preview = startError === null && failureError === null && milestoneErrors.every((e) => e === null)
    ? createComplexAction({
        start: start ?? 0,
        failureThreshold: failure,
        milestones: milestones.map((m) => ({ crossed: m.crossed ?? 0, label: m.label.trim() })),
      })
    : null;
  const refusal = preview && !preview.ok ? preview.error : null;
  const server = create.error instanceof ValidationError ? create.error.byField : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!fieldsOk || refusal) return;
    const data = await create.mutate({
      name: name.trim(),
      start: start ?? 0,
      failureThreshold: failure,
      milestones: milestones.map((m) => ({ crossed: m.crossed ?? 0, ...(m.label.trim() ? { label: m.label.trim() } : {}) })),
      ...(crewId ? { crewId } : {}),
    });
    if (data) navigate(`/dice/complex/${encodeURIComponent(data.complexAction.id)}`);
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="new-complex-title">
      <h2 id="new-complex-title">{t('d100.complex.new')}</h2>
      <Field label={t('d100.complex.name')} value={name} onChange={setName} error={(touched || name !== '' ? nameError : null) ?? server.name?.join(' ') ?? null} autoComplete="off" />
      {crews.length > 0 ? (
        <SelectField
          label={t('dice.crew')}
          value={crewId}
          onChange={setCrewId}
          options={[{ value: '', label: t('dice.crew.none') }, ...crews.map((c) => ({ value: c.id, label: c.name }))]}
          hint={t('d100.complex.crew.hint')}
        />
      ) : null}
      <div className="form-row">
        <NumberField label={t('d100.complex.start')} value={start} onChange={setStart} bounds={STEP_COUNT_FIELD} error={startError} hint={t('d100.complex.start.hint')} />
        <NumberField
          label={t('d100.complex.failureThreshold')}
          value={failure}
          onChange={setFailure}
          bounds={STEP_COUNT_FIELD}
          error={failureError}
          hint={t('d100.complex.failureThreshold.hint')}
        />
      </div>
      <fieldset>
        <legend>{t('d100.complex.milestones')}</legend>
        {milestones.length === 0 ? <p className="muted">{t('d100.complex.milestones.none')}</p> : null}
        <ol className="helper-list">
          {milestones.map((m, i) => (
            <li key={i} className="helper-row">
              <NumberField
                label={t('d100.complex.milestone.crossedN', { n: i + 1 })}
                value={m.crossed}
                onChange={(v) => setMilestones(milestones.map((x, j) => (j === i ? { ...x, crossed: v } : x)))}
                bounds={STEP_COUNT_FIELD}
                max={start ?? STEP_COUNT_FIELD.max}
                error={milestoneErrors[i] ?? null}
              />
              <Field
                label={t('d100.complex.milestone.labelN', { n: i + 1 })}
                value={m.label}
                onChange={(v) => setMilestones(milestones.map((x, j) => (j === i ? { ...x, label: v } : x)))}
                maxLength={120}
              />
              <Button variant="ghost" onClick={() => setMilestones(milestones.filter((_, j) => j !== i))} aria-label={t('d100.complex.milestone.remove', { n: i + 1 })}>
                ✕
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={milestones.length >= COMPLEX_ACTION_MAX_MILESTONES}
          onClick={() => setMilestones([...milestones, { crossed: Math.max(1, Math.floor((start ?? 2) / 2)), label: '' }])}
        >
          + {t('d100.complex.milestone.add')}
        </Button>
      </fieldset>
      <RefusalNote refusal={refusal} />
      <ErrorMessage error={create.error instanceof ValidationError ? null : create.error} />
      <div className="actions">
        <Button type="submit" busy={create.pending} disabled={refusal !== null || (touched && !fieldsOk)}>
          {t('d100.complex.create')}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { D100_ROLL_BOUNDS, DEFAULT_TABLE_RULES, d100GroupOdds, d100OppositionOdds, d100TestOdds, type D100GroupAction, type D100Opposition, type TableRules } from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { NumberField } from '../../components/NumberField';
import { OddsBar } from '../../components/OddsBar';
import { useGmT } from '../../lib/i18nGm';
import { useMutation } from '../../lib/query';
import { useSignInRedirect } from '../../lib/session';
import { diceApi, rollsKey, useCampaign, useCrews, type CrewSummary, type RollFields, type RollView } from './api';
import { DiceNav } from './components/DiceNav';
import { AskPlayer, useAskToggle } from './components/AskPlayer';
import { usePct } from './components/D12ActionForm';
import { HelperList } from './components/HelperList';
import { OPEN_ROLL, RollOptions, rollLinks, type RollOptionsValue } from './components/RollOptions';
import { RollCard } from './components/RollCard';
import { THRESHOLD_STEPPER } from './d100Fields';
import './dice.css';
import { SystemGate } from '../../components/SystemGate';

/** Whole number within the field's bounds, or the words of what is wrong. */
export function rangeError(t: ReturnType<typeof useGmT>['t'], v: number | null, { min, max }: { readonly min: number; readonly max: number }): string | null {
  if (v === null) return t('error.field.required');
  if (!Number.isInteger(v)) return t('error.field.integer');
  return v < min || v > max ? t('error.field.range', { min, max }) : null;
}

/** /dice/d100 — simple test (C1, or asked of a player), opposition (C2), group action with helpers (C6), each with its exact odds. */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function D100Route() {
  const { t } = useGmT();
  return (
    <SystemGate system="d100" title={t('d100.title')}>
      <D100Screen />
    </SystemGate>
  );
}

function D100Screen() {
  const { t } = useGmT();
  const campaign = useCampaign();
  const crews = useCrews(campaign.data?.id ?? null);
  const signingIn = useSignInRedirect(campaign.error);
  if (signingIn) return <Loading />;
  if (!campaign.data) return campaign.error ? <ErrorMessage error={campaign.error} onReload={() => void campaign.refetch()} /> : <Loading />;
  const table = campaign.data.tableRules ?? DEFAULT_TABLE_RULES;
  const props = { campaignId: campaign.data.id, table, crews: crews.data ?? [] };
  return (
    <section className="page dice" aria-labelledby="d100-title">
      <h1 id="d100-title">{t('d100.title')}</h1>
      <DiceNav />
      <p className="muted">{t('d100.intro', { equal: table.d100EqualSucceeds ? t('d100.equal.succeeds') : t('d100.equal.fails') })}</p>
      <div className="dice-columns three">
        <SimpleTest {...props} />
        <Opposition {...props} />
        <GroupAction {...props} />
      </div>
    </section>
  );
}

interface ToolProps {
  readonly campaignId: string;
  readonly table: TableRules;
  readonly crews: readonly CrewSummary[];
}

function SimpleTest({ campaignId, table, crews }: ToolProps) {
  const { t } = useGmT();
  const pct = usePct();
  const [threshold, setThreshold] = useState<number | null>(50);
  const [options, setOptions] = useState<RollOptionsValue>(OPEN_ROLL);
  const roll = useMutation((threshold: number) => diceApi.d100(campaignId, { threshold, ...rollLinks(options) }), { invalidate: [rollsKey(campaignId)] });
  const error = rangeError(t, threshold, D100_ROLL_BOUNDS.threshold);
  const p = error ? null : d100TestOdds(threshold ?? 0, { table });
  const ask = useAskToggle();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (threshold !== null && !error) void roll.mutate(threshold);
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="simple-title">
      <h2 id="simple-title">{t('d100.simple')}</h2>
      <NumberField label={t('d100.threshold')} value={threshold} onChange={(v) => { setThreshold(v); roll.reset(); }} bounds={THRESHOLD_STEPPER} step={5} error={error} />
      {p !== null ? (
        <OddsBar
          label={t('d100.odds')}
          outcomes={[
            { key: 'success', label: t('dice.success'), probability: p },
            { key: 'failure', label: t('dice.failure'), probability: 1 - p },
          ]}
          highlight={roll.data?.band ?? undefined}
        />
      ) : null}
      <RollOptions value={options} onChange={setOptions} crews={crews} />
      <div className="actions">
        <Button type="submit" busy={roll.pending} disabled={error !== null}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>{t('d100.roll')}
          {p !== null ? ` — ${pct(p)}` : ''}
        </Button>
        {ask.button}
      </div>
      {ask.open ? <AskPlayer id={ask.panelId} roll={error === null ? { kind: 'd100', threshold: threshold ?? 0 } : null} crews={crews} /> : null}
      <ErrorMessage error={roll.error} />
      {roll.data ? <RollCard roll={roll.data} headingLevel={3} /> : null}
    </form>
  );
}

function Opposition({ campaignId, table, crews }: ToolProps) {
  const { t, term } = useGmT();
  const pct = usePct();
  const [actor, setActor] = useState<{ threshold: number | null; attribute: number | null }>({ threshold: 50, attribute: 50 });
  const [opponent, setOpponent] = useState<{ threshold: number | null; attribute: number | null }>({ threshold: 50, attribute: 50 });
  const [options, setOptions] = useState<RollOptionsValue>(OPEN_ROLL);
  const roll = useMutation(
    (b: RollFields<'roll.d100Opposition'>) =>
      diceApi.d100Opposition(campaignId, { ...b, ...rollLinks(options) }),
    { invalidate: [rollsKey(campaignId)] },
  );
  const errors = {
    at: rangeError(t, actor.threshold, D100_ROLL_BOUNDS.threshold),
    aa: rangeError(t, actor.attribute, D100_ROLL_BOUNDS.attribute),
    ot: rangeError(t, opponent.threshold, D100_ROLL_BOUNDS.threshold),
    oa: rangeError(t, opponent.attribute, D100_ROLL_BOUNDS.attribute),
  };
  const valid = Object.values(errors).every((e) => e === null);
  const input = valid
    ? { actor: { threshold: actor.threshold ?? 0, attribute: actor.attribute ?? 0 }, opponent: { threshold: opponent.threshold ?? 0, attribute: opponent.attribute ?? 0 } }
    : null;
  const odds = input ? d100OppositionOdds(input, { table }) : null;
  const value = roll.data ? (roll.data.result.value as D100Opposition) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (input) void roll.mutate(input);
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="opposition-title">
      <h2 id="opposition-title">{t('d100.opposition')}</h2>
      <fieldset>
        <legend>{t('d100.actor')}</legend>
        <div className="form-row">
          <NumberField label={t('d100.threshold')} value={actor.threshold} onChange={(v) => setActor({ ...actor, threshold: v })} bounds={THRESHOLD_STEPPER} step={5} error={errors.at} />
          <NumberField label={t('d100.attribute')} value={actor.attribute} onChange={(v) => setActor({ ...actor, attribute: v })} bounds={D100_ROLL_BOUNDS.attribute} error={errors.aa} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('d100.opponent')}</legend>
        <div className="form-row">
          <NumberField label={t('d100.threshold')} value={opponent.threshold} onChange={(v) => setOpponent({ ...opponent, threshold: v })} bounds={THRESHOLD_STEPPER} step={5} error={errors.ot} />
          <NumberField label={t('d100.attribute')} value={opponent.attribute} onChange={(v) => setOpponent({ ...opponent, attribute: v })} bounds={D100_ROLL_BOUNDS.attribute} error={errors.oa} />
        </div>
      </fieldset>
      {odds ? (
        <OddsBar
          label={t('d100.odds')}
          step={0.1}
          outcomes={[
            { key: 'actor', label: term('d100Winner', 'actor'), probability: odds.actor },
            { key: 'opponent', label: term('d100Winner', 'opponent'), probability: odds.opponent },
            { key: 'tie', label: term('d100Winner', 'tie'), probability: odds.tie },
            { key: 'none', label: term('d100Winner', 'none'), probability: odds.bothFail },
          ]}
          highlight={value?.winner}
        />
      ) : null}
      <RollOptions value={options} onChange={setOptions} crews={crews} />
      <div className="actions">
        <Button type="submit" busy={roll.pending} disabled={!valid}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>{t('d100.opposition.roll')}
          {odds ? ` — ${pct(odds.actor)}` : ''}
        </Button>
      </div>
      <ErrorMessage error={roll.error} />
      {roll.data && value ? (
        <RollCard roll={roll.data}>
          <p className="formula">
            {t('d100.opposition.result', {
              actorDie: value.actor.die,
              actorThreshold: value.actor.threshold,
              opponentDie: value.opponent.die,
              opponentThreshold: value.opponent.threshold,
              decider: term('d100Decider', value.decidedBy),
            })}
          </p>
        </RollCard>
      ) : null}
    </form>
  );
}

function GroupAction({ campaignId, table, crews }: ToolProps) {
  const { t } = useGmT();
  const pct = usePct();
  const [lead, setLead] = useState<number | null>(40);
  const [helpers, setHelpers] = useState<readonly (number | null)[]>([50]);
  const [options, setOptions] = useState<RollOptionsValue>(OPEN_ROLL);
  const roll = useMutation((b: RollFields<'roll.d100Group'>) => diceApi.d100Group(campaignId, { ...b, ...rollLinks(options) }), {
    invalidate: [rollsKey(campaignId)],
  });
  const leadError = rangeError(t, lead, D100_ROLL_BOUNDS.threshold);
  const helperErrors = helpers.map((h) => rangeError(t, h, D100_ROLL_BOUNDS.threshold));
  const valid = leadError === null && helperErrors.every((e) => e === null);
  const odds = valid ? d100GroupOdds({ leadThreshold: lead ?? 0, helpers: helpers.map((h) => h ?? 0) }, { table }) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) void roll.mutate({ leadThreshold: lead ?? 0, helpers: helpers.map((h) => h ?? 0) });
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="group-title">
      <h2 id="group-title">{t('d100.group')}</h2>
      <NumberField label={t('d100.group.lead')} value={lead} onChange={setLead} bounds={THRESHOLD_STEPPER} step={5} error={leadError} />
      <HelperList helpers={helpers} errors={helperErrors} onChange={setHelpers} />
      {odds ? <GroupOdds odds={odds} /> : null}
      <RollOptions value={options} onChange={setOptions} crews={crews} />
      <div className="actions">
        <Button type="submit" busy={roll.pending} disabled={!valid}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>{t('d100.group.roll')}
          {odds ? ` — ${pct(odds.success)}` : ''}
        </Button>
      </div>
      <ErrorMessage error={roll.error} />
      {roll.data ? <GroupResult roll={roll.data} /> : null}
    </form>
  );
}

/** C6 odds: the lead's final chance, and the spread of their threshold after the helpers. */
export function GroupOdds({ odds }: { odds: ReturnType<typeof d100GroupOdds> }) {
  const { t } = useGmT();
  const pct = usePct();
  return (
    <div data-testid="group-odds">
      <OddsBar
        label={t('d100.group.odds', { pct: pct(odds.success) })}
        step={0.1}
        outcomes={[
          { key: 'success', label: t('dice.success'), probability: odds.success },
          { key: 'failure', label: t('dice.failure'), probability: 1 - odds.success },
        ]}
      />
      <OddsBar
        label={t('d100.group.thresholds')}
        step={0.1}
        outcomes={[...odds.thresholds].reverse().map((x) => ({ key: String(x.threshold), label: t('d100.group.thresholdIs', { threshold: x.threshold }), probability: x.probability }))}
      />
    </div>
  );
}

function GroupResult({ roll }: { roll: RollView }) {
  const { t } = useGmT();
  const v = roll.result.value as Partial<D100GroupAction>;
  return (
    <RollCard roll={roll}>
      <p className="formula">
        {t('d100.group.result', {
          successes: v.successes ?? 0,
          failures: v.failures ?? 0,
          threshold: v.threshold ?? 0,
          die: v.lead?.die ?? 0,
        })}
      </p>
    </RollCard>
  );
}

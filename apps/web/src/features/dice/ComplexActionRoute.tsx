import type { ComplexActionSteps } from '@temps-mort/contract';
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import {
  COMPLEX_ACTION_BOUNDS,
  D100_ROLL_BOUNDS,
  DEFAULT_TABLE_RULES,
  complexActionEventualOdds,
  complexActionOdds,
  complexActionRefusal,
  d100GroupOdds,
  d100OppositionOdds,
  d100TestOdds,
  opposedComplexActionEventualOdds,
  opposedComplexActionOdds,
  type ComplexAction,
  type ComplexActionOdds,
  type TableRules,
} from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Gauge } from '../../components/Gauge';
import { Loading } from '../../components/Loading';
import { NumberField } from '../../components/NumberField';
import { OddsBar } from '../../components/OddsBar';
import { ReasonList } from '../../components/ReasonList';
import { RolledDice } from '../../components/RolledDice';
import { conflictOf } from '../../lib/api';
import { signed } from '../../lib/format';
import { useGmT } from '../../lib/i18nGm';
import { useCampaignLive, type CampaignStepNotice } from '../../lib/campaign';
import { useMutation, useQueryClient, type UseMutationOptions } from '../../lib/query';
import { Link, type RouteProps } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import {
  complexActionKey,
  complexActionsKey,
  diceApi,
  rollsKey,
  useCampaign,
  useComplexAction,
  useComplexSteps,
  useCrews,
  useTrackerRolls,
  type ComplexActionView,
  type ComplexRollAnswer,
} from './api';
import { RedoAction, RevertAction } from '../../components/RevertAction';
import { RollCard } from './components/RollCard';
import { GroupOdds, rangeError } from './D100Route';
import { LOOK_AHEAD_STEPPER, THRESHOLD_STEPPER } from './d100Fields';
import { statusSymbol } from './ComplexActionsRoute';
import { AskPlayer, useAskToggle } from './components/AskPlayer';
import { usePct } from './components/D12ActionForm';
import { DiceNav } from './components/DiceNav';
import { HelperList } from './components/HelperList';
import { RefusalNote } from '../../components/RefusalNote';
import './dice.css';
import { SystemGate } from '../../components/SystemGate';

type Mode = 'test' | 'opposed' | 'group';

/**
 * /dice/complex/:id — a complex action's tracker: steps left, milestones reached (kept for good),
 * raises against the failure threshold; the next roll (a test, an opposed round, or a group test)
 * with the exact odds of this roll, of finishing within K rolls and of hitting the failure
 * threshold first; and every roll so far.
 */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function ComplexActionRoute({ params }: RouteProps) {
  const { t } = useGmT();
  return (
    <SystemGate system="d100" title={t('d100.complex.list')}>
      <ComplexActionScreen params={params} />
    </SystemGate>
  );
}

function ComplexActionScreen({ params }: RouteProps) {
  const { t, term } = useGmT();
  const id = params.id ?? null;
  const campaign = useCampaign();
  const action = useComplexAction(id);
  // This tracker rolled or undone in another window: read it again.
  const client = useQueryClient();
  const refresh = useCallback(
    (notice: CampaignStepNotice | null) => {
      if (id === null || !(notice === null || (notice.aggregate === 'complex_action' && notice.aggregateId === id))) return;
      void client.invalidate(complexActionKey(id));
      if (campaign.data) void client.invalidate(rollsKey(campaign.data.id));
    },
    [client, id, campaign.data],
  );
  useCampaignLive(campaign.data?.id ?? null, refresh);
  const signingIn = useSignInRedirect(campaign.error, action.error);
  const [last, setLast] = useState<ComplexRollAnswer | null>(null);
  if (signingIn || id === null) return <Loading />;
  if (!action.data) {
    return (
      <section className="page dice">
        <p>
          <Link href="/dice/complex">← {t('d100.complex.list')}</Link>
        </p>
        {action.error ? <ErrorMessage error={action.error} onReload={() => void action.refetch()} /> : <Loading />}
      </section>
    );
  }
  const view = action.data;
  const tracker = view.tracker;
  const table = campaign.data?.tableRules ?? DEFAULT_TABLE_RULES;
  const reached = tracker.milestones.filter((m) => m.reachedAtRoll !== null).length;

  return (
    <section className="page dice" aria-labelledby="tracker-title">
      <p className="crumbs">
        <Link href="/dice/complex">← {t('d100.complex.list')}</Link>
      </p>
      <h1 id="tracker-title">{view.name}</h1>
      <DiceNav />
      <div className="dice-columns">
        <section className="card" aria-labelledby="state-title" data-testid="tracker-state">
          <h2 id="state-title">
            {statusSymbol(tracker.status)} {term('complexActionStatus', tracker.status)}
          </h2>
          <Gauge label={t('d100.complex.stepsLeft')} value={tracker.remaining} max={tracker.start} />
          <p className="cost" data-testid="steps-left">
            {t('d100.complex.remaining', { remaining: tracker.remaining, start: tracker.start })} —{' '}
            {t('d100.complex.crossed', { crossed: tracker.start - tracker.remaining })}
          </p>
          {tracker.failureThreshold !== null ? (
            <>
              <Gauge label={t('d100.complex.raises')} value={tracker.totalRaised} max={tracker.failureThreshold} />
              <p className="cost" data-testid="total-raised">
                {t('d100.complex.totalRaised', { total: tracker.totalRaised, threshold: tracker.failureThreshold })}
              </p>
            </>
          ) : (
            <p className="muted">{t('d100.complex.noFailureThreshold')}</p>
          )}
          <h3>{t('d100.complex.milestones')}</h3>
          {tracker.milestones.length === 0 ? (
            <p className="muted">{t('d100.complex.milestones.none')}</p>
          ) : (
            <>
              <p className="muted small">{t('d100.complex.milestones.reached', { reached, total: tracker.milestones.length })}</p>
              <ul className="milestones" data-testid="milestones">
                {tracker.milestones.map((m) => (
                  <li key={m.crossed} data-reached={m.reachedAtRoll !== null ? 'true' : 'false'}>
                    <span aria-hidden="true">{m.reachedAtRoll !== null ? '✔ ' : '○ '}</span>
                    {m.reachedAtRoll !== null
                      ? t('d100.complex.milestone.reachedAt', { label: m.label || t('d100.complex.milestone.unnamed'), crossed: m.crossed, roll: m.reachedAtRoll })
                      : t('d100.complex.milestone.pending', { label: m.label || t('d100.complex.milestone.unnamed'), crossed: m.crossed })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <RollPanel view={view} table={table} onRolled={setLast} />
      </div>
      {last && last.complexAction.id === view.id && last.complexAction.version === view.version ? <LastRoll answer={last} /> : null}
      <History view={view} />
    </section>
  );
}

/** A write on the tracker (a roll, an undo): its answer's tracker in place; a 409's current one in place. */
function trackerWrite<V>(view: ComplexActionView): UseMutationOptions<V, { readonly complexAction: ComplexActionView }> {
  return {
    onSuccess: (data, _v, client) => {
      client.setData(complexActionKey(view.id), data.complexAction);
      void client.invalidate(complexActionsKey(view.campaignId));
      void client.invalidate(rollsKey(view.campaignId));
    },
    onError: (error, _v, client) => {
      // Every write on a tracker (a roll, an undo, a revert) is stale on the tracker's version alike.
      const current = conflictOf(error, 'complexAction.roll');
      if (current) client.setData(complexActionKey(view.id), current);
    },
  };
}

/** The rolls an undo took back: they left the tracker's log above, and stay here, marked undone. */
function UndoneRolls({ view }: { view: ComplexActionView }) {
  const { t } = useGmT();
  const rolls = useTrackerRolls(view.campaignId, view.id);
  const undone = (rolls.data ?? []).filter((r) => r.undone);
  if (undone.length === 0) return null;
  return (
    <section aria-labelledby="complex-undone-title">
      <h3 id="complex-undone-title">{t('d100.complex.undoneRolls')}</h3>
      <ul className="roll-list">
        {undone.map((r) => (
          <li key={r.id}>
            <RollCard roll={r} headingLevel={4} showReasons={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RollPanel({ view, table, onRolled }: { view: ComplexActionView; table: TableRules; onRolled: (a: ComplexRollAnswer) => void }) {
  const { t, term } = useGmT();
  const pct = usePct();
  const tracker = view.tracker;
  const [mode, setMode] = useState<Mode>('test');
  const [threshold, setThreshold] = useState<number | null>(50);
  const [actor, setActor] = useState<{ threshold: number | null; attribute: number | null }>({ threshold: 50, attribute: 50 });
  const [opponent, setOpponent] = useState<{ threshold: number | null; attribute: number | null }>({ threshold: 50, attribute: 50 });
  const [helpers, setHelpers] = useState<readonly (number | null)[]>([50]);
  const [k, setK] = useState<number | null>(5);
  const [who, setWho] = useState('');
  const roll = useMutation((run: () => Promise<ComplexRollAnswer>) => run(), trackerWrite(view));
  // Its next test asked of a PC (of its crew, when it is a crew's).
  const ask = useAskToggle();
  const crews = useCrews(view.campaignId);

  const finished = complexActionRefusal(tracker);
  const refusal = finished && !finished.ok ? finished.error : null;
  const kError = rangeError(t, k, COMPLEX_ACTION_BOUNDS.oddsRolls);
  const errors =
    mode === 'test'
      ? [rangeError(t, threshold, D100_ROLL_BOUNDS.threshold)]
      : mode === 'opposed'
        ? [rangeError(t, actor.threshold, D100_ROLL_BOUNDS.threshold), rangeError(t, actor.attribute, D100_ROLL_BOUNDS.attribute), rangeError(t, opponent.threshold, D100_ROLL_BOUNDS.threshold), rangeError(t, opponent.attribute, D100_ROLL_BOUNDS.attribute)]
        : [rangeError(t, threshold, D100_ROLL_BOUNDS.threshold), ...helpers.map((h) => rangeError(t, h, D100_ROLL_BOUNDS.threshold))];
  const valid = errors.every((e) => e === null);
  const state = { start: tracker.start, remaining: tracker.remaining, totalRaised: tracker.totalRaised, failureThreshold: tracker.failureThreshold };
  const opposition = { actor: { threshold: actor.threshold ?? 0, attribute: actor.attribute ?? 0 }, opponent: { threshold: opponent.threshold ?? 0, attribute: opponent.attribute ?? 0 } };

  let within: ComplexActionOdds | null = null;
  let eventually: { succeed: number; fail: number; never: number } | null = null;
  if (valid && kError === null && refusal === null) {
    if (mode === 'test') {
      within = complexActionOdds({ ...state, threshold: threshold ?? 0, rolls: k ?? 0 }, { table });
      eventually = complexActionEventualOdds({ ...state, threshold: threshold ?? 0 }, { table });
    } else if (mode === 'opposed') {
      within = opposedComplexActionOdds({ ...state, ...opposition, rounds: k ?? 0 }, { table });
      eventually = opposedComplexActionEventualOdds({ ...state, ...opposition }, { table });
    }
  }
  const thisRoll =
    !valid || refusal !== null ? null : mode === 'test' ? d100TestOdds(threshold ?? 0, { table }) : mode === 'opposed' ? d100OppositionOdds(opposition, { table }).actor : null;
  const group = valid && refusal === null && mode === 'group' ? d100GroupOdds({ leadThreshold: threshold ?? 0, helpers: helpers.map((h) => h ?? 0) }, { table }) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || refusal) return;
    const extra = who.trim() ? { who: who.trim() } : {};
    const run =
      mode === 'test'
        ? () => diceApi.complexRoll(view.id, { version: view.version, threshold: threshold ?? 0, ...extra })
        : mode === 'opposed'
          ? () => diceApi.complexOpposed(view.id, { version: view.version, ...opposition, ...extra })
          : () => diceApi.complexGroup(view.id, { version: view.version, leadThreshold: threshold ?? 0, helpers: helpers.map((h) => h ?? 0), ...extra });
    const data = await roll.mutate(run);
    if (data) onRolled(data);
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="next-roll-title">
      <h2 id="next-roll-title">{t('d100.complex.nextRoll')}</h2>
      <fieldset className="radios">
        <legend>{t('d100.complex.mode')}</legend>
        {(['test', 'opposed', 'group'] as const).map((m) => (
          <label key={m} className="radio">
            <input type="radio" name="complex-mode" checked={mode === m} onChange={() => setMode(m)} /> {t(`d100.complex.mode.${m}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'test' || mode === 'group' ? (
        <NumberField
          label={mode === 'group' ? t('d100.group.lead') : t('d100.threshold')}
          value={threshold}
          onChange={setThreshold}
          bounds={THRESHOLD_STEPPER}
          step={5}
          error={errors[0] ?? null}
        />
      ) : null}
      {mode === 'opposed' ? (
        <>
          <fieldset>
            <legend>{t('d100.actor')}</legend>
            <div className="form-row">
              <NumberField label={t('d100.threshold')} value={actor.threshold} onChange={(v) => setActor({ ...actor, threshold: v })} bounds={THRESHOLD_STEPPER} step={5} error={errors[0] ?? null} />
              <NumberField label={t('d100.attribute')} value={actor.attribute} onChange={(v) => setActor({ ...actor, attribute: v })} bounds={D100_ROLL_BOUNDS.attribute} error={errors[1] ?? null} />
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('d100.opponent')}</legend>
            <div className="form-row">
              <NumberField label={t('d100.threshold')} value={opponent.threshold} onChange={(v) => setOpponent({ ...opponent, threshold: v })} bounds={THRESHOLD_STEPPER} step={5} error={errors[2] ?? null} />
              <NumberField label={t('d100.attribute')} value={opponent.attribute} onChange={(v) => setOpponent({ ...opponent, attribute: v })} bounds={D100_ROLL_BOUNDS.attribute} error={errors[3] ?? null} />
            </div>
          </fieldset>
        </>
      ) : null}
      {mode === 'group' ? <HelperList helpers={helpers} errors={errors.slice(1)} onChange={setHelpers} /> : null}
      {thisRoll !== null ? (
        <OddsBar
          label={mode === 'opposed' ? t('d100.complex.thisRound') : t('d100.complex.thisRoll')}
          outcomes={[
            { key: 'success', label: mode === 'opposed' ? term('d100Winner', 'actor') : t('dice.success'), probability: thisRoll },
            { key: 'failure', label: mode === 'opposed' ? t('d100.complex.actorDoesNotWin') : t('dice.failure'), probability: 1 - thisRoll },
          ]}
          step={0.1}
        />
      ) : null}
      {group ? <GroupOdds odds={group} /> : null}
      {mode !== 'group' ? (
        <NumberField label={t('d100.complex.k')} value={k} onChange={setK} bounds={LOOK_AHEAD_STEPPER} error={kError} hint={t('d100.complex.k.hint')} />
      ) : (
        <p className="muted small">{t('d100.complex.group.noK')}</p>
      )}
      {within ? (
        <div data-testid="complex-odds">
          <OddsBar
            label={t('d100.complex.within', { k: k ?? 0 })}
            step={0.1}
            outcomes={[
              { key: 'succeed', label: t('d100.complex.odds.succeed'), probability: within.succeed },
              { key: 'fail', label: t('d100.complex.odds.fail'), probability: within.fail },
              { key: 'undecided', label: t('d100.complex.odds.undecided'), probability: within.undecided },
            ]}
          />
          {eventually ? (
            <p className="muted small">
              {t('d100.complex.eventually', { succeed: pct(eventually.succeed), fail: pct(eventually.fail), never: pct(eventually.never) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <Field label={t('dice.who')} value={who} onChange={setWho} placeholder={t('common.gm')} maxLength={120} autoComplete="off" />
      <RefusalNote refusal={refusal} />
      <div className="actions">
        <Button type="submit" busy={roll.pending} disabled={!valid || refusal !== null}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>{t('d100.complex.roll')}
          {thisRoll !== null ? ` — ${pct(thisRoll)}` : group ? ` — ${pct(group.success)}` : ''}
        </Button>
        {mode === 'test' && refusal === null ? ask.button : null}
      </div>
      {mode !== 'test' && refusal === null ? <p className="muted small">{t('requests.complex.testOnly')}</p> : null}
      {mode === 'test' && refusal === null && ask.open ? (
        <AskPlayer
          id={ask.panelId}
          roll={valid ? { kind: 'complex_action', complexActionId: view.id, threshold: threshold ?? 0 } : null}
          crews={crews.data ?? []}
          crewOnly={view.crewId}
        />
      ) : null}
      <ErrorMessage error={roll.error} onReload={() => roll.reset()} />
    </form>
  );
}

function LastRoll({ answer }: { answer: ComplexRollAnswer }) {
  const { t, term } = useGmT();
  const entry = answer.complexAction.tracker.history[answer.complexAction.tracker.history.length - 1];
  return (
    <section className="card step-result" aria-labelledby="last-roll-title" role="status" aria-live="polite" data-testid="last-roll">
      <h2 id="last-roll-title">{t('d100.complex.lastRoll', { n: entry?.roll ?? 0 })}</h2>
      {answer.rolls.map((r) => (
        <RolledDice key={r.id} rolls={r.result.rolls} />
      ))}
      {entry ? (
        <p className="cost">
          {t('d100.complex.entry', { change: signed(entry.change), remaining: entry.remaining, total: entry.totalRaised })}
          {entry.milestonesReached.length > 0 ? ` ★ ${t('d100.complex.entry.milestones', { count: entry.milestonesReached.length, list: entry.milestonesReached.join(', '), last: entry.milestonesReached[entry.milestonesReached.length - 1] ?? 0 })}` : ''}
          {entry.status !== 'ongoing' ? ` — ${statusSymbol(entry.status)} ${term('complexActionStatus', entry.status)}` : ''}
        </p>
      ) : null}
      <ReasonList reasons={answer.reasons} title={t('common.why')} />
    </section>
  );
}

/**
 * « Annuler cette étape » on a roll and « Rétablir » on an undo (issue 34, "undo any step"): the
 * history's confirm panel on the tracker's calls; the tracker answered goes on screen (a 409's as
 * it is now), the rolls read again.
 */
function useTrackerRevert(view: ComplexActionView) {
  const client = useQueryClient();
  const write = trackerWrite<unknown>(view);
  return async (call: () => Promise<{ readonly complexAction: ComplexActionView }>): Promise<void> => {
    try {
      write.onSuccess?.(await call(), undefined, client);
    } catch (e) {
      write.onError?.(e, undefined, client);
      throw e;
    }
  };
}

function RevertRoll({ view, seq, type, rollOf }: { view: ComplexActionView; seq: number; type: string; rollOf: (seq: number) => number | undefined }) {
  const { t } = useGmT();
  const written = useTrackerRevert(view);
  return (
    <RevertAction
      seq={seq}
      type={type}
      stepName={(stepType) => t('d100.complex.step', { type: stepType })}
      names={undefined}
      linkSteps={false}
      rollOf={rollOf}
      preview={() => diceApi.complexRevertPreview(view.id, seq)}
      revert={(body) => written(() => diceApi.complexRevert(view.id, seq, body))}
    />
  );
}

function TrackerUndos({ view, undos }: { view: ComplexActionView; undos: ComplexActionSteps['undos'] }) {
  const { t } = useGmT();
  const written = useTrackerRevert(view);
  if (undos.length === 0) return null;
  return (
    <section aria-labelledby="complex-undos-title" data-testid="complex-undos">
      <h3 id="complex-undos-title">{t('d100.complex.undos')}</h3>
      <ul className="roll-list">
        {undos.map((undo) => {
          const step = t('d100.complex.step', { type: undo.undid.type });
          // An undo of a step that rolled nothing (none today) keeps the history's words.
          const { roll } = undo.undid;
          return (
            <li key={undo.seq}>
              <p>{roll === null ? t('history.undoLine', { seq: undo.undid.seq, step }) : t('d100.complex.undoLine', { n: roll, step })}</p>
              <RedoAction
                seq={undo.seq}
                {...(roll === null ? {} : { what: t('d100.complex.lastRoll', { n: roll }) })}
                redo={() => written(() => diceApi.complexRedo(view.id, undo.seq, { version: view.version }))}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function History({ view }: { view: ComplexActionView }) {
  const { t, term } = useGmT();
  const tracker: ComplexAction = view.tracker;
  const undo = useMutation((version: number) => diceApi.complexUndo(view.id, { version }), trackerWrite(view));
  const steps = useComplexSteps(view.id, view.version);
  const stepOf = new Map((steps.data?.rolls ?? []).map((r) => [r.roll, r]));
  // The action's « étapes » are its track's: its rolls are named by their numbers, never by their history's steps.
  const rollOfStep = new Map((steps.data?.rolls ?? []).map((r) => [r.seq, r.roll]));
  const rollOf = (seq: number) => rollOfStep.get(seq);
  return (
    <section className="card" aria-labelledby="complex-history-title">
      <h2 id="complex-history-title">{t('d100.complex.history')}</h2>
      {tracker.history.length > 0 ? (
        <div className="actions">
          <Button type="button" variant="secondary" busy={undo.pending} onClick={() => void undo.mutateAsync(view.version).catch(() => {})}>
            {t('d100.complex.undo')}
          </Button>
        </div>
      ) : null}
      <ErrorMessage error={undo.error} onReload={() => undo.reset()} />
      <UndoneRolls view={view} />
      {steps.data ? <TrackerUndos view={view} undos={steps.data.undos} /> : null}
      {tracker.history.length === 0 ? (
        <p className="muted">{t('d100.complex.history.none')}</p>
      ) : (
        <div className="table-scroll">
          {/* On a phone each roll is a card, every value beside its column's name (styles.css
              .stacked-table); the roles keep it a table for a screen reader whatever its display. */}
          <table className="data-table stacked-table complex-history" data-testid="complex-history" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">#</th>
                <th scope="col" role="columnheader">{t('d100.complex.col.roll')}</th>
                <th scope="col" role="columnheader">{t('d100.complex.col.change')}</th>
                <th scope="col" role="columnheader">{t('d100.complex.col.remaining')}</th>
                <th scope="col" role="columnheader">{t('d100.complex.col.raised')}</th>
                <th scope="col" role="columnheader">{t('d100.complex.col.milestones')}</th>
                <th scope="col" role="columnheader">{t('d100.complex.col.status')}</th>
                <th scope="col" role="columnheader">{t('d100.complex.col.revert')}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {[...tracker.history].reverse().map((e) => (
                <tr key={e.roll} role="row">
                  <th scope="row" role="rowheader">{e.roll}</th>
                  <td role="cell" data-label={t('d100.complex.col.roll')}>
                    {e.kind === 'test'
                      ? t('d100.complex.col.test', { die: e.die, threshold: e.threshold, result: e.success ? t('dice.success') : t('dice.failure') })
                      : t('d100.complex.col.opposition', { actor: e.actor.die, opponent: e.opponent.die, winner: term('d100Winner', e.winner) })}
                  </td>
                  <td role="cell" className="num" data-label={t('d100.complex.col.change')}>{signed(e.change)}</td>
                  <td role="cell" className="num" data-label={t('d100.complex.col.remaining')}>{e.remaining}</td>
                  <td role="cell" className="num" data-label={t('d100.complex.col.raised')}>{e.totalRaised}</td>
                  <td role="cell" data-label={t('d100.complex.col.milestones')}>{e.milestonesReached.length > 0 ? `★ ${e.milestonesReached.join(', ')}` : '—'}</td>
                  <td role="cell" data-label={t('d100.complex.col.status')}>
                    {statusSymbol(e.status)} {term('complexActionStatus', e.status)}
                  </td>
                  {/* The button says what it does: no label beside it on a phone. */}
                  <td role="cell" className="row-actions">{stepOf.has(e.roll) ? <RevertRoll view={view} rollOf={rollOf} {...(stepOf.get(e.roll) as { seq: number; type: string })} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

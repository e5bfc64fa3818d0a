import type { CallInput } from '../../lib/api';
import { useState, type ReactNode } from 'react';
import { FIELD_BOUNDS, usualClockRoll, type ClockRollMethod, type CrewClock, type TableRules } from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { Clock } from '../../components/Clock';
import { NumberField } from '../../components/NumberField';
import { OddsBar } from '../../components/OddsBar';
import type { CrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { clockOdds, percent, raceOdds } from './clockOdds';
import { Known } from './Known';
import type { ClockSteps } from './useClockSteps';

const HAND_TICK = FIELD_BOUNDS.clockRoll.handTick;

/**
 * One open clock between game nights: who knows what of it, its lock (K6) and race (K7), the exact
 * odds of the roll the GM is about to make (`method`), the roll, hand ticks (K2) and what to reveal.
 * `children` are the fields that choose the roll (a crew clock's).
 */
/** A clock's roll as the GM chose it (crew.clock.roll's body). */
export type ClockRollChoice = CallInput<'crew.clock.roll'>['body']['roll'];

export function ClockCard({
  clock,
  sheet,
  table,
  steps,
  method,
  rollLabel,
  rollName,
  roll,
  children,
}: {
  clock: CrewClock;
  sheet: CrewSheet;
  table: TableRules;
  steps: ClockSteps;
  method: ClockRollMethod;
  rollLabel: string;
  rollName: string;
  /** The roll's body; null while its numbers are wrong. */
  roll: ClockRollChoice | null;
  children?: ReactNode;
}) {
  const { t, term, lang } = useGmT();
  const view = sheet.clocks.find((v) => v.id === clock.id);
  const board = sheet.crew.clocks ?? [];
  const nameOf = (id: string) => board.find((c) => c.id === id)?.name ?? id;
  const odds = clockOdds(clock, method, table);
  const params = { clockId: clock.id };
  const locked = view?.lockedBy ?? null;
  const busy = steps.pendingKey !== null;
  const key = (what: string) => `${what}:${clock.id}`;
  const [by, setBy] = useState<number | null>(HAND_TICK.default);
  const hand = by !== null && by >= HAND_TICK.min && by <= HAND_TICK.max ? by : null;
  const rival = view?.race && view.race.winner === null ? board.find((c) => c.id === view.race?.rival) : undefined;
  // A rival still locked (K6) refuses rolls: odds of it rolling each round would be false, so none are shown.
  const rivalLocked = rival !== undefined && (sheet.clocks.find((v) => v.id === rival.id)?.lockedBy ?? null) !== null;
  const rivalRoll = rival && !rivalLocked ? usualClockRoll(sheet.crew, rival) : null;
  const rivalMethod = rivalRoll?.ok ? rivalRoll.value : null;
  const race = rival && rivalMethod && locked === null ? raceOdds(clock, method, rival, rivalMethod, table) : null;
  return (
    <div className="between-clock" data-locked={locked ? 'true' : undefined} aria-label={clock.name} role="group">
      <div className="between-clock-head">
        <Clock label={clock.name} segments={clock.segments} filled={clock.filled} size={56} />
        <div>
          <p className="between-clock-name">
            <strong>{clock.name}</strong>{' '}
            <span className="badge" data-visibility={clock.visibility}>
              {term('clockVisibility', clock.visibility)}
            </span>
          </p>
          {locked ? (
            <p className="between-locked">
              <span aria-hidden="true">🔒 </span>
              {t('between.locked', { name: nameOf(locked) })}
            </p>
          ) : null}
          {view?.race ? <p>{view.race.winner ? t('between.raceWon', { name: nameOf(view.race.winner) }) : t('between.race', { name: nameOf(view.race.rival) })}</p> : null}
          {clock.onFill ? (
            <p>
              {t('between.onFill', { text: clock.onFill })} {clock.visibility === 'open' ? null : <Known known={false} />}
            </p>
          ) : null}
        </div>
      </div>
      {children}
      <NumberField label={t('between.handBy')} value={by} onChange={setBy} bounds={HAND_TICK} />
      <OddsBar
        label={t('between.tickOdds')}
        outcomes={odds.ticks.map(([n, p]) => ({ key: String(n), label: t('between.ticks', { n }), probability: p }))}
        step={0.1}
      />
      <dl className="between-fill">
        <dt>{t('between.fillOdds')}</dt>
        {odds.fill.map((p, i) => (
          <dd key={i} data-testid="fill-odds">
            {t('between.fillWithin', { n: i + 1, p: percent(p, lang) })}
          </dd>
        ))}
      </dl>
      {race && rival && rivalMethod ? (
        <dl className="between-fill" data-testid="race-odds">
          <dt>{t('between.raceOdds', { rival: rival.name, roll: rivalMethod.kind === 'faction_tier' ? 'tier' : 'fortune', pool: rivalMethod.kind === 'fortune' ? rivalMethod.pool : 0 })}</dt>
          {race.map((r, i) => (
            <dd key={i}>{t('between.raceWithin', { n: i + 1, name: clock.name, rival: rival.name, a: percent(r.a, lang), b: percent(r.b, lang), tie: percent(r.tie, lang) })}</dd>
          ))}
        </dl>
      ) : null}
      {locked ? <p className="muted">{t('between.lockedRoll')}</p> : null}
      <div className="actions">
        <Button busy={steps.pendingKey === key('roll')} disabled={busy || locked !== null || roll === null} aria-label={rollName} onClick={() => roll && void steps.run(key('roll'), 'crew.clock.roll', { params, body: { roll } })}>
          {rollLabel}
        </Button>
        <Button
          variant="secondary"
          busy={steps.pendingKey === key('down')}
          disabled={busy || hand === null || clock.filled === 0}
          aria-label={t('between.tickDown.named', { n: hand ?? 1, name: clock.name })}
          onClick={() => hand !== null && void steps.run(key('down'), 'crew.clock.tick', { params, body: { delta: -hand } })}
        >
          {t('between.tickDown', { n: hand ?? 1 })}
        </Button>
        <Button
          variant="secondary"
          busy={steps.pendingKey === key('up')}
          disabled={busy || hand === null}
          aria-label={t('between.tickUp.named', { n: hand ?? 1, name: clock.name })}
          onClick={() => hand !== null && void steps.run(key('up'), 'crew.clock.tick', { params, body: { delta: hand } })}
        >
          {t('between.tickUp', { n: hand ?? 1 })}
        </Button>
        {clock.visibility === 'gm_only' ? (
          <Button variant="secondary" busy={steps.pendingKey === key('name')} disabled={busy} aria-label={t('between.showName.named', { name: clock.name })} onClick={() => void steps.run(key('name'), 'crew.clock.edit', { params, body: { visibility: 'name_only' } })}>
            {t('between.showName')}
          </Button>
        ) : null}
        {clock.visibility !== 'open' ? (
          <Button variant="secondary" busy={steps.pendingKey === key('reveal')} disabled={busy} aria-label={t('between.reveal.named', { name: clock.name })} onClick={() => void steps.run(key('reveal'), 'crew.clock.edit', { params, body: { visibility: 'open' } })}>
            {t('between.reveal')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

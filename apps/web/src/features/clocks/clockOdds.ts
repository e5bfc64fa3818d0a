import { formatPercent } from '@temps-mort/i18n/format';
import { clockRaceOdds, clockRollOdds, clockTickOdds, type ClockRollMethod, type CrewClock, type TableRules } from '@temps-mort/rules';

/** "Fills within 1, 2, 3 rolls". */
export const FILL_HORIZON = 3;

/** The rules' odds of one roll of `method` on `clock`: ticks per roll, and "full within k rolls". */
export function clockOdds(clock: Pick<CrewClock, 'segments' | 'filled'>, method: ClockRollMethod, table: TableRules) {
  const ticks = [...clockTickOdds(method, table)].sort(([a], [b]) => a - b);
  const fill = clockRollOdds({ segments: clock.segments, filled: clock.filled, rolls: FILL_HORIZON, method }, { table }).byRoll;
  return { ticks, fill };
}

/**
 * K7: the odds of a race, each clock rolled once a round at the same time — this one by the roll
 * the GM is about to make, its rival by its own (the rules' `usualClockRoll`).
 */
export function raceOdds(clock: Pick<CrewClock, 'segments' | 'filled'>, method: ClockRollMethod, rival: Pick<CrewClock, 'segments' | 'filled'>, rivalMethod: ClockRollMethod, table: TableRules) {
  return clockRaceOdds({ a: { ...clock, method }, b: { ...rival, method: rivalMethod }, rounds: FILL_HORIZON, order: 'same_time' }, { table }).byRound;
}

/** A probability as the screen prints it (one decimal). */
export const percent = (p: number, lang: 'fr' | 'en'): string => formatPercent(Math.round(p * 1000) / 10, lang);

import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { GameClock } from '../model/clock';
import { CLOCK_SEGMENT_BOUNDS, isComplete } from '../model/clock';
import type { Faction } from '../model/crew';
import { clockLock, clockRival, clocksUnlockedBy, validateClocks } from './board';
import type { ClockRollMethod } from './rolls';
import { clockRollRule, rollClockTicks } from './rolls';

/**
 * K2–K7: ticking a clock of the board, by hand (K2) or by a roll (K3–K5). The result is the next
 * board, the segments actually moved, whether the clock filled, the clocks that filling unlocked
 * (K6) and, for a racing clock, the state of its race (K7).
 */

/** K2: the most segments one hand tick may move (the largest clock). */
export const HAND_TICK_BOUNDS = { min: -CLOCK_SEGMENT_BOUNDS.max, max: CLOCK_SEGMENT_BOUNDS.max } as const;

export interface ClockRace {
  readonly rival: string;
  /** The first to fill, or null while the race runs. */
  readonly winner: string | null;
  /** This tick decided the race (the clock filled while its rival was not full). */
  readonly decidedNow: boolean;
}

export interface ClockTickResult {
  readonly clocks: readonly GameClock[];
  readonly clock: GameClock;
  readonly from: number;
  /** Segments asked for: the hand's ±n, or what the roll ticks. */
  readonly ticks: number;
  /** Segments actually moved (`clock.filled − from`). */
  readonly ticked: number;
  /** Segments lost to the clamp at 0 or at the clock's size. */
  readonly overflow: number;
  /** The clamp at 0..segments took some of the ticks. */
  readonly clamped: boolean;
  /** The clock is full after the tick. */
  readonly full: boolean;
  /** This tick filled it (it was not full before). */
  readonly completed: boolean;
  /** K6: clocks whose last requirement this tick filled. */
  readonly unlocked: readonly string[];
  /** K7: the race the clock runs in, or null. */
  readonly race: ClockRace | null;
}

function boardClock(clocks: readonly GameClock[], clockId: string, rule: RuleId): Outcome<GameClock> {
  const board = validateClocks(clocks);
  if (!board.ok) return board;
  const clock = clocks.find((c) => c.id === clockId);
  if (!clock) return refuse(rule, 'unknown_clock', { clock: clockId });
  return ok(clock);
}

/** Moves `clock` to `to` on the board and says what filling it did (K1, K6, K7). */
function settle(
  clocks: readonly GameClock[],
  clock: GameClock,
  ticks: number,
  to: number,
  reasons: Reason[],
): ClockTickResult {
  const updated: GameClock = { ...clock, filled: to };
  const next = clocks.map((c) => (c.id === clock.id ? updated : c));
  const full = isComplete(updated);
  const completed = full && !isComplete(clock);
  const ticked = to - clock.filled;
  const overflow = Math.abs(clock.filled + ticks - to);
  let unlocked: string[] = [];
  if (completed) {
    reasons.push(reason('K1', 'clock_filled', { clock: clock.id, name: clock.name }));
    unlocked = clocksUnlockedBy(next, clock.id);
    for (const id of unlocked) reasons.push(reason('K6', 'clock_unlocked', { clock: id, by: clock.id }));
  }
  const rivalId = clockRival(next, updated);
  const rival = rivalId === null ? undefined : next.find((c) => c.id === rivalId);
  let race: ClockRace | null = null;
  if (rival) {
    const rivalFull = isComplete(rival);
    if (completed && !rivalFull) {
      race = { rival: rival.id, winner: clock.id, decidedNow: true };
      reasons.push(reason('K7', 'race_won', { clock: clock.id, rival: rival.id }));
    } else if (rivalFull) {
      race = { rival: rival.id, winner: rival.id, decidedNow: false };
      if (completed) reasons.push(reason('K7', 'race_already_lost', { clock: clock.id, rival: rival.id }));
    } else {
      race = { rival: rival.id, winner: full ? clock.id : null, decidedNow: false };
    }
  }
  return { clocks: next, clock: updated, from: clock.filled, ticks, ticked, overflow, clamped: overflow !== 0, full, completed, unlocked, race };
}

export interface HandTickInput {
  readonly clockId: string;
  /** +n fills n segments, −n empties n (a whole number, not 0, within `HAND_TICK_BOUNDS`). */
  readonly delta: number;
}

/**
 * K2: the GM ticks a clock by hand: filled + delta, clamped to 0..segments, the clamp said. Allowed
 * on any clock (a locked one, a full one, the loser of a race: the GM's hand corrects the board).
 */
export function tickClockByHand(clocks: readonly GameClock[], input: HandTickInput): Outcome<ClockTickResult> {
  const { delta } = input;
  if (!Number.isInteger(delta) || delta === 0 || delta < HAND_TICK_BOUNDS.min || delta > HAND_TICK_BOUNDS.max) {
    return refuse('K2', 'invalid_delta', { delta, min: HAND_TICK_BOUNDS.min, max: HAND_TICK_BOUNDS.max });
  }
  const found = boardClock(clocks, input.clockId, 'K2');
  if (!found.ok) return found;
  const clock = found.value;
  const asked = clock.filled + delta;
  const to = Math.min(clock.segments, Math.max(0, asked));
  const reasons: Reason[] = [reason('K2', 'hand_ticked', { clock: clock.id, from: clock.filled, delta, to, segments: clock.segments })];
  if (to !== asked) reasons.push(reason('K2', 'tick_clamped', { clock: clock.id, asked, to, bound: to === 0 ? 'empty' : 'full' }));
  const lock = clockLock(clocks, clock);
  if (lock) reasons.push(reason('K6', 'ticked_while_locked', { clock: clock.id, requires: lock.id }));
  const result = settle(clocks, clock, delta, to, reasons);
  return ok(result, reasons);
}

export interface RollTickInput {
  readonly clockId: string;
  readonly method: ClockRollMethod;
}

/**
 * K3–K5: a roll ticks a clock: filled + ticks, capped at its size (the overflow is lost, as for a
 * project, A5). Refused on a full clock, on a clock a requirement still locks (K6), on the loser
 * of a decided race (K7), and for a faction's tier roll on a clock that is not a faction's (K5).
 * Checked before any die is rolled.
 */
export function tickClockByRoll(clocks: readonly GameClock[], input: RollTickInput, deps: RuleDeps): Outcome<ClockTickResult> {
  const rule = clockRollRule(input.method);
  const found = boardClock(clocks, input.clockId, rule);
  if (!found.ok) return found;
  const clock = found.value;
  if (input.method.kind === 'faction_tier' && clock.owner.kind !== 'faction') {
    return refuse('K5', 'not_a_faction_clock', { clock: clock.id, owner: clock.owner.kind });
  }
  if (isComplete(clock)) return refuse(rule, 'clock_full', { clock: clock.id, segments: clock.segments });
  const lock = clockLock(clocks, clock);
  if (lock) return refuse('K6', 'clock_locked', { clock: clock.id, requires: lock.id, filled: lock.filled, segments: lock.segments });
  const rivalId = clockRival(clocks, clock);
  const rival = rivalId === null ? undefined : clocks.find((c) => c.id === rivalId);
  if (rival && isComplete(rival)) return refuse('K7', 'race_lost', { clock: clock.id, rival: rival.id });
  const rolled = rollClockTicks(input.method, deps);
  if (!rolled.ok) return rolled;
  const { ticks } = rolled.value;
  const to = Math.min(clock.segments, clock.filled + ticks);
  const reasons: Reason[] = [
    ...rolled.reasons,
    reason(rule, 'clock_ticked', { clock: clock.id, ticks, from: clock.filled, to, segments: clock.segments, overflow: clock.filled + ticks - to }),
  ];
  const result = settle(clocks, clock, ticks, to, reasons);
  return ok(result, reasons, rolled.rolls);
}

export interface FactionTickInput {
  readonly clockId: string;
  readonly extraDice?: number;
  readonly shift?: number;
}

/**
 * K5: a faction rolls its tier to tick one of its clocks. The faction is the clock's owner, found
 * among `factions` (the crew's); its tier is the pool.
 */
export function tickFactionClock(
  clocks: readonly GameClock[],
  factions: readonly Faction[],
  input: FactionTickInput,
  deps: RuleDeps,
): Outcome<ClockTickResult> {
  const clock = clocks.find((c) => c.id === input.clockId);
  if (!clock) return refuse('K5', 'unknown_clock', { clock: input.clockId });
  if (clock.owner.kind !== 'faction') return refuse('K5', 'not_a_faction_clock', { clock: clock.id, owner: clock.owner.kind });
  const faction = factions.find((f) => f.id === clock.owner.id);
  if (!faction) return refuse('K5', 'unknown_faction', { clock: clock.id, faction: clock.owner.id });
  const method: ClockRollMethod = { kind: 'faction_tier', tier: faction.tier, extraDice: input.extraDice ?? 0, shift: input.shift ?? 0 };
  const ticked = tickClockByRoll(clocks, { clockId: clock.id, method }, deps);
  if (!ticked.ok) return ticked;
  return ok(ticked.value, [reason('K5', 'faction_rolls_tier', { faction: faction.id, name: faction.name, tier: faction.tier }), ...ticked.reasons], ticked.rolls);
}

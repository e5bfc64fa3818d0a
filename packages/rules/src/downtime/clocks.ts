import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { CrewClock, GameClock } from '../model/clock';
import type { Crew } from '../model/crew';
import { characterClocks, validateClocks } from '../clocks/board';
import { actionClockRoll } from '../clocks/method';
import type { ClockRollMethod } from '../clocks/rolls';
import type { ClockTickResult } from '../clocks/tick';
import { tickClockByHand, tickClockByRoll, tickFactionClock } from '../clocks/tick';
import type { Handler } from './reducer';
import type { DowntimeState } from './state';

/**
 * K1–K7 as steps of the crew's history: the GM sets a clock of the crew or of a faction
 * (`clock_save`), removes one (`clock_remove`), ticks any clock of the board by hand
 * (`clock_tick`) or by a roll (`clock_roll`). The board is the crew's clocks, its factions', and
 * each character's healing clock and projects (K1: they are clocks of their character, kept on the
 * character's sheet where the downtime's activities tick them).
 */

/** K1: the clocks the crew keeps itself (its own and its factions'); none on a crew stored before them. */
export function crewClocks(crew: Crew): readonly CrewClock[] {
  return crew.clocks ?? [];
}

/** K1: every clock of the crew's board: its own and its factions', then each character's. */
export function crewBoard(crew: Crew): GameClock[] {
  return [...crewClocks(crew), ...crew.characters.flatMap(characterClocks)];
}

function withCrew(state: DowntimeState, crew: Crew): DowntimeState {
  return { ...state, crew };
}

/** K1: the owner a crew clock names is this crew or one of its factions. */
function checkOwner(crew: Crew, clock: CrewClock): Outcome<null> {
  const { kind, id } = clock.owner;
  const known = kind === 'crew' ? id === crew.id : crew.factions.some((f) => f.id === id);
  return known ? ok(null) : refuse('K1', 'unknown_owner', { clock: clock.id, owner: kind, ownerId: id });
}

/** K6/K7: the crew's clocks once `gone` no longer exist: nothing requires, unlocks or races them. */
function unlinked(clocks: readonly CrewClock[], gone: ReadonlySet<string>): CrewClock[] {
  return clocks
    .filter((c) => !gone.has(c.id))
    .map((c) => {
      const requires = c.requires != null && gone.has(c.requires) ? null : (c.requires ?? null);
      const unlocks = (c.unlocks ?? []).filter((id) => !gone.has(id));
      const racesAgainst = c.racesAgainst != null && gone.has(c.racesAgainst) ? null : (c.racesAgainst ?? null);
      return { ...c, requires, unlocks, racesAgainst };
    });
}

/** K1: a faction leaves the sheet with its clocks (the links to them go too). */
export function withoutFactionClocks(crew: Crew, factionId: string): { crew: Crew; removed: string[] } {
  const removed = crewClocks(crew).filter((c) => c.owner.kind === 'faction' && c.owner.id === factionId).map((c) => c.id);
  if (removed.length === 0) return { crew, removed };
  return { crew: { ...crew, clocks: unlinked(crewClocks(crew), new Set(removed)) }, removed };
}

/**
 * K7: a rival named by `clock` races back; a rival it no longer names (an edit that ended the race)
 * stops naming it.
 */
function raceBack(clocks: readonly CrewClock[], clock: CrewClock, before: CrewClock | undefined): CrewClock[] {
  const rival = clock.racesAgainst ?? null;
  const dropped = before?.racesAgainst ?? null;
  return clocks.map((c) => {
    if (c.id === clock.id) return c;
    if (c.id === rival && (c.racesAgainst ?? null) === null) return { ...c, racesAgainst: clock.id };
    if (c.id === dropped && dropped !== rival && c.racesAgainst === clock.id) return { ...c, racesAgainst: null };
    return c;
  });
}

const clockSave: Handler<'clock_save'> = (state, event) => {
  const { crew } = state;
  const clock: CrewClock = { ...event.clock, requires: event.clock.requires ?? null, unlocks: [...(event.clock.unlocks ?? [])], racesAgainst: event.clock.racesAgainst ?? null };
  const owner = checkOwner(crew, clock);
  if (!owner.ok) return owner;
  const current = crewClocks(crew);
  const before = current.find((c) => c.id === clock.id);
  const saved = before ? current.map((c) => (c.id === clock.id ? clock : c)) : [...current, clock];
  const next: Crew = { ...crew, clocks: raceBack(saved, clock, before) };
  const board = validateClocks(crewBoard(next));
  if (!board.ok) return board;
  const common = { clock: clock.id, name: clock.name, owner: clock.owner.kind, ownerId: clock.owner.id, segments: clock.segments, filled: clock.filled };
  const reasons: Reason[] = [
    before ? reason('K1', 'clock_edited', common) : reason('K1', 'clock_created', { ...common, visibility: clock.visibility }),
  ];
  if (before && before.visibility !== clock.visibility) {
    reasons.push(reason('K1', 'clock_visibility', { ...common, from: before.visibility, to: clock.visibility }));
  }
  if (clock.requires) reasons.push(reason('K6', 'clock_requires', { clock: clock.id, requires: clock.requires }));
  for (const id of clock.unlocks ?? []) reasons.push(reason('K6', 'clock_unlocks', { clock: clock.id, unlocks: id }));
  if (clock.racesAgainst) reasons.push(reason('K7', 'clock_races', { clock: clock.id, rival: clock.racesAgainst }));
  return ok({ state: withCrew(state, next), detail: { id: clock.id, added: before === undefined } }, reasons);
};

const clockRemove: Handler<'clock_remove'> = (state, event) => {
  const clock = crewClocks(state.crew).find((c) => c.id === event.id);
  if (!clock) return refuse('K1', 'unknown_clock', { clock: event.id });
  const clocks = unlinked(crewClocks(state.crew), new Set([clock.id]));
  return ok({ state: withCrew(state, { ...state.crew, clocks }), detail: { id: clock.id } }, [
    reason('K1', 'clock_removed', { clock: clock.id, name: clock.name, filled: clock.filled, segments: clock.segments }),
  ]);
};

/** The board after a tick, written back where each clock lives: the crew's list or its character's sheet. */
function withTicked(crew: Crew, ticked: GameClock): Crew {
  if (ticked.owner.kind !== 'character') {
    return { ...crew, clocks: crewClocks(crew).map((c) => (c.id === ticked.id ? { ...c, filled: ticked.filled } : c)) };
  }
  return {
    ...crew,
    characters: crew.characters.map((character) => {
      if (character.id !== ticked.owner.id) return character;
      if (character.healing.id === ticked.id) return { ...character, healing: { ...character.healing, filled: ticked.filled } };
      return { ...character, projects: character.projects.map((p) => (p.id === ticked.id ? { ...p, filled: ticked.filled } : p)) };
    }),
  };
}

function ticked(state: DowntimeState, outcome: Outcome<ClockTickResult>) {
  if (!outcome.ok) return outcome;
  const { clock, from, ticks, ticked: moved, overflow, completed, unlocked, race } = outcome.value;
  const detail = { clock: clock.id, from, to: clock.filled, segments: clock.segments, ticks, ticked: moved, overflow, completed, unlocked, race };
  return ok({ state: withCrew(state, withTicked(state.crew, clock)), detail }, outcome.reasons, outcome.rolls);
}

const clockTick: Handler<'clock_tick'> = (state, event) => ticked(state, tickClockByHand(crewBoard(state.crew), event));

const clockRoll: Handler<'clock_roll'> = (state, event, deps: RuleDeps) => {
  const board = crewBoard(state.crew);
  const clock = board.find((c) => c.id === event.clockId);
  // A project or a healing clock is ticked by its downtime activity (A5, A6), or by the GM's hand.
  if (clock?.owner.kind === 'character') return refuse('K1', 'character_clock_roll', { clock: clock.id, character: clock.owner.id });
  const { roll } = event;
  if (roll.kind === 'faction_tier') {
    return ticked(state, tickFactionClock(board, state.crew.factions, { clockId: event.clockId, extraDice: roll.extraDice ?? 0, shift: roll.shift ?? 0 }, deps));
  }
  const method: Outcome<ClockRollMethod> =
    roll.kind === 'action' ? actionClockRoll(state.crew, roll) : ok({ kind: 'fortune', pool: roll.pool, extraDice: roll.extraDice ?? 0, shift: roll.shift ?? 0 });
  if (!method.ok) return method;
  const outcome = tickClockByRoll(board, { clockId: event.clockId, method: method.value }, deps);
  if (!outcome.ok) return outcome;
  return ticked(state, ok(outcome.value, [...method.reasons, ...outcome.reasons], outcome.rolls));
};

export const CLOCK_HANDLERS = {
  clock_save: clockSave,
  clock_remove: clockRemove,
  clock_tick: clockTick,
  clock_roll: clockRoll,
} as const;

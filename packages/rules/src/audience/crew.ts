/**
 * What players know of a crew's state (issue 34, "redaction by construction"; decision 020, K1):
 * its characters, its entanglements, its factions, where its downtime stands. Each is built from
 * an allow-list (`Decisions`): a field added to the crew, a character, a faction or the downtime
 * reaches players only once decided here. What they know of its clocks is clocks/audience.ts's.
 */
import { followedClocks } from '../clocks/audience';
import type { Character } from '../model/character';
import type { Clock } from '../model/clock';
import type { Crew, Faction, PendingEntanglement } from '../model/crew';
import type { DowntimeView } from '../downtime/standing';
import { allowed, type Decisions } from './allowList';

/** E3: an entanglement the GM holds — not revealed yet, or rolled hidden. Players never read it, only how many. */
export function isHeldEntanglement(pending: PendingEntanglement): boolean {
  return !pending.revealed || pending.hidden;
}

/** An entanglement as players read it (call only on one not held). */
export function pendingForPlayer(pending: PendingEntanglement): PendingEntanglement {
  return allowed(pending, { id: true, kind: true, revealed: true, hidden: true } satisfies Decisions<PendingEntanglement>);
}

/** A faction as players know it: its name, tier and status, and only the parts the GM revealed (`revealed` says which). */
export function factionForPlayer(faction: Faction): Faction {
  const revealed = faction.revealed ?? [];
  return allowed(faction, {
    id: true,
    name: true,
    tier: true,
    status: true,
    goal: revealed.includes('goal'),
    notes: revealed.includes('notes'),
    assets: revealed.includes('assets'),
    revealed: true,
  } satisfies Decisions<Faction>);
}

/**
 * A project or a healing clock as players read it on its character: whole, but the clock it
 * requires only when players may follow that one (K6: a lock by a clock they do not follow is
 * the GM's, as in `clockViews`).
 */
export function characterClockForPlayer(clock: Clock, followed: ReadonlySet<string>): Clock {
  return allowed(clock, {
    id: true,
    name: true,
    segments: true,
    filled: true,
    requires: (requires) => (requires !== null && followed.has(requires) ? requires : null),
  } satisfies Decisions<Clock>);
}

/** A character as players read it: whole (the GM's notes on it are not the rules'), its clocks' links to what they follow only. */
export function characterForPlayer(character: Character, followed: ReadonlySet<string>): Character {
  return allowed(character, {
    id: true,
    name: true,
    status: true,
    jail: true,
    attributes: true,
    skills: true,
    harm: true,
    trauma: true,
    vice: true,
    load: true,
    coin: true,
    pools: true,
    traits: true,
    comfort: true,
    fear: true,
    // The player's own words: everyone at the table reads them.
    look: true,
    notes: true,
    destiny: true,
    healing: (clock) => characterClockForPlayer(clock, followed),
    projects: (projects) => projects.map((clock) => characterClockForPlayer(clock, followed)),
  } satisfies Decisions<Character>);
}

/**
 * A crew as players read it: no held entanglement, no clock (K1: `clockViews` says which they
 * know, and how much), a faction's goal, notes and assets only once revealed, a project's link to
 * a clock they do not follow left out. `followed`: the clocks of the crew's board players follow
 * (by default this crew's own). Also a part of a crew (a `crew_edit`'s patch): what it lacks stays out.
 */
export function crewForPlayer(crew: Crew, followed: ReadonlySet<string> = followedClocks(crew)): Crew {
  return allowed(crew, {
    id: true,
    name: true,
    tier: true,
    hold: true,
    rep: true,
    coin: true,
    heat: true,
    wanted: true,
    atWar: true,
    claims: true,
    prisonClaims: true,
    unpaidTithes: true,
    pendingEntanglements: (list) => list.filter((pending) => !isHeldEntanglement(pending)).map(pendingForPlayer),
    factions: (list) => list.map(factionForPlayer),
    cohorts: true,
    assets: true,
    characters: (list) => list.map((character) => characterForPlayer(character, followed)),
    clocks: false,
  } satisfies Decisions<Crew>);
}

/** Where the crew's downtime stands, as players read it. */
export function downtimeForPlayer(downtime: DowntimeView): DowntimeView {
  return allowed(downtime, {
    phase: true,
    number: true,
    seasonBonus: true,
    entanglementRolled: true,
    extraEntanglementRolls: true,
    // E1: a roll made hidden waits for the GM's pick out of sight.
    pendingEntanglementRoll: (pending) => (pending === null || pending.roll.hidden ? null : pending),
    characters: true,
    allowedEvents: true,
  } satisfies Decisions<DowntimeView>);
}

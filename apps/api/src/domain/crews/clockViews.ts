/**
 * What players read of a faction and of a character's clock. What each audience knows of the
 * crew's clocks (K1) is the rules' (`clockViews`, `followedClocks`: rules clocks/audience.ts).
 */
import type { Clock, Faction } from '@temps-mort/rules';
import { allowed, type Decisions } from '../history/redaction';

export { clockViews, followedClocks, openToPlayers } from '@temps-mort/rules';

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

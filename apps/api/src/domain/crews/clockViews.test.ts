import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOCK_VISIBILITIES, FACTION_FIELDS, type CrewClock, type Faction } from '@temps-mort/rules';
import { makeCrew } from '@temps-mort/rules/testing';
import { clockViews } from '@temps-mort/rules';
import { crewForPlayer } from './playerView';

/** A board of crew and faction clocks with random sizes, fills, visibilities and links, and factions with random parts known. */
const boardArb = fc
  .record({
    factions: fc.array(
      fc.record({ goal: fc.boolean(), notes: fc.boolean(), assets: fc.boolean(), revealed: fc.subarray([...FACTION_FIELDS]) }),
      { minLength: 1, maxLength: 3 },
    ),
    clocks: fc.array(
      fc.record({
        segments: fc.integer({ min: 2, max: 12 }),
        fill: fc.double({ min: 0, max: 1, noNaN: true }),
        visibility: fc.constantFrom(...CLOCK_VISIBILITIES),
        faction: fc.option(fc.nat(2), { nil: null }),
        requires: fc.option(fc.nat(5), { nil: null }),
        races: fc.option(fc.nat(5), { nil: null }),
      }),
      { maxLength: 6 },
    ),
  })
  .map(({ factions, clocks }) => {
    const fs: Faction[] = factions.map((f, i) => ({
      id: `f-${i}`,
      name: `Faction ${i}`,
      tier: 1,
      status: 0,
      ...(f.goal ? { goal: `SECRET-goal-${i}` } : {}),
      ...(f.notes ? { notes: `SECRET-notes-${i}` } : {}),
      ...(f.assets ? { assets: [`SECRET-assets-${i}`] } : {}),
      revealed: f.revealed,
    }));
    const cs: CrewClock[] = clocks.map((c, i) => {
      const owner = c.faction !== null && c.faction < fs.length ? { kind: 'faction' as const, id: `f-${c.faction}` } : { kind: 'crew' as const, id: 'crew-1' };
      const other = (n: number | null) => (n !== null && n < clocks.length && n !== i ? `k-${n}` : null);
      return { id: `k-${i}`, name: `Clock ${i}`, owner, segments: c.segments, filled: Math.floor(c.fill * c.segments), visibility: c.visibility, onFill: `SECRET-fill-${i}`, requires: other(c.requires), unlocks: [], racesAgainst: other(c.races) };
    });
    return makeCrew({ factions: fs, clocks: cs });
  });

describe('what players know of the clocks and the factions (property)', () => {
  it('never a GM-only clock, never a name-only clock’s progress or filling, never a faction part kept back; the GM sees every clock', () => {
    fc.assert(
      fc.property(boardArb, (crew) => {
        const gm = clockViews(crew, false);
        expect(gm.map((c) => c.id)).toEqual((crew.clocks ?? []).map((c) => c.id));
        const views = clockViews(crew, true);
        const seen = JSON.stringify({ views, crew: crewForPlayer(crew) });
        for (const clock of crew.clocks ?? []) {
          const view = views.find((v) => v.id === clock.id);
          if (clock.visibility === 'gm_only') {
            expect(view).toBeUndefined();
            expect(seen).not.toContain(`"${clock.id}"`);
          } else if (clock.visibility === 'name_only') {
            expect(view).toMatchObject({ name: clock.name, progress: null, onFill: null, lockedBy: null, race: null });
          } else {
            expect(view?.progress).toEqual({ filled: clock.filled, segments: clock.segments, full: clock.filled >= clock.segments });
          }
          if (clock.visibility !== 'open') expect(seen).not.toContain(clock.onFill);
        }
        // Links name only clocks players follow whole.
        for (const view of views) {
          for (const linked of [view.lockedBy, view.race?.rival].filter((x): x is string => typeof x === 'string')) {
            expect(crew.clocks?.find((c) => c.id === linked)?.visibility).toBe('open');
          }
        }
        for (const faction of crew.factions) {
          for (const field of FACTION_FIELDS) {
            const value = faction[field];
            if (value === undefined) continue;
            const text = Array.isArray(value) ? value[0] : value;
            if ((faction.revealed ?? []).includes(field)) expect(seen).toContain(text);
            else expect(seen).not.toContain(text);
          }
        }
      }),
    );
  });
});

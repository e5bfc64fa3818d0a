/**
 * What players know of a crew's state (issue 34): random crews with clocks of every visibility,
 * projects and healing clocks locked by them, entanglements held or not, a faction with parts
 * kept back; the crew players read names none of the GM's things, and its secrets are all of them
 * but what players read anyway.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOCK_VISIBILITIES, type CrewClock } from '../model/clock';
import { FACTION_FIELDS, type Crew, type PendingEntanglement } from '../model/crew';
import { ENTANGLEMENT_KINDS } from '../entanglements/table';
import { initialDowntimeState } from '../downtime/state';
import { downtimeStanding } from '../downtime/standing';
import type { EntanglementRoll } from '../entanglements/roll';
import { makeCharacter, makeCrew, makeFaction } from '../testing/factories';
import { followedClocks } from '../clocks/audience';
import { crewForPlayer, downtimeForPlayer, factionForPlayer, isHeldEntanglement } from './crew';
import { crewKnowledge, crewSecrets, type FormerClock } from './knowledge';
import { namesSecret, redact, stringsIn } from './secrets';

const MAX_CLOCKS = 6;

/** An entanglement roll (E1), open or hidden. */
const roll = (hidden: boolean): EntanglementRoll => ({ wanted: 1, heat: 2, column: '0-3', dice: [5], result: 5, band: '4-5', row: '4-5', candidates: ['rivals', 'flipped'], hidden });

/** A crew whose every clock, entanglement and faction part is named by a string of its own. */
const crewArb = fc
  .record({
    clocks: fc.array(
      fc.record({
        visibility: fc.constantFrom(...CLOCK_VISIBILITIES),
        faction: fc.boolean(),
        requires: fc.option(fc.nat(MAX_CLOCKS - 1), { nil: null }),
        races: fc.option(fc.nat(MAX_CLOCKS - 1), { nil: null }),
        unlocks: fc.array(fc.nat(MAX_CLOCKS - 1), { maxLength: 2 }),
      }),
      { maxLength: MAX_CLOCKS },
    ),
    pending: fc.array(fc.record({ kind: fc.constantFrom(...ENTANGLEMENT_KINDS), revealed: fc.boolean(), hidden: fc.boolean() }), { maxLength: 4 }),
    revealed: fc.subarray([...FACTION_FIELDS]),
    projects: fc.array(fc.option(fc.nat(MAX_CLOCKS - 1), { nil: null }), { maxLength: 3 }),
    healing: fc.option(fc.nat(MAX_CLOCKS - 1), { nil: null }),
  })
  .map(({ clocks, pending, revealed, projects, healing }) => {
    const id = (n: number | null) => (n !== null && n < clocks.length ? `k-${n}-${clocks[n]?.visibility ?? ''}` : null);
    const board: CrewClock[] = clocks.map((c, i) => ({
      id: `k-${i}-${c.visibility}`,
      name: `Clock ${i} ${c.visibility}`,
      owner: c.faction ? { kind: 'faction', id: 'f-1' } : { kind: 'crew', id: 'crew-1' },
      segments: 6,
      filled: 1,
      visibility: c.visibility,
      onFill: `fills ${i} ${c.visibility}`,
      requires: id(c.requires),
      unlocks: c.unlocks.flatMap((n) => id(n) ?? []),
      racesAgainst: id(c.races),
    }));
    const entanglements: PendingEntanglement[] = pending.map((p, i) => ({ id: `e-${i}-${p.revealed && !p.hidden ? 'shown' : 'held'}`, ...p }));
    const crew = makeCrew({
      factions: [makeFaction({ goal: 'GOAL-of-f-1', notes: 'NOTES-of-f-1', assets: ['ASSETS-of-f-1'], revealed })],
      characters: [
        makeCharacter({
          healing: { id: 'healing-pc-1', name: 'healing', segments: 4, filled: 0, requires: id(healing) },
          projects: projects.map((n, i) => ({ id: `p-${i}`, name: `Project ${i}`, segments: 4, filled: 0, requires: id(n) })),
        }),
      ],
      pendingEntanglements: entanglements,
      clocks: board,
    });
    return { crew, board, revealed };
  });

describe('crewForPlayer (property)', () => {
  it('names no clock players may not follow, no held entanglement, no faction part kept back; keeps what they follow', () => {
    fc.assert(
      fc.property(crewArb, ({ crew, board, revealed }) => {
        const seen = crewForPlayer(crew);
        const text = JSON.stringify(seen);
        expect(seen.clocks).toBeUndefined();
        for (const clock of board) if (clock.visibility !== 'open') expect(text).not.toContain(clock.id);
        for (const clock of board) expect(text).not.toContain(clock.onFill);
        const held = crew.pendingEntanglements.filter(isHeldEntanglement);
        const shown = crew.pendingEntanglements.filter((p) => !isHeldEntanglement(p));
        for (const pending of held) expect(text).not.toContain(pending.id);
        // A held entanglement's kind shows only as the kind of one players read.
        for (const pending of held) if (!shown.some((p) => p.kind === pending.kind)) expect(text).not.toContain(`"${pending.kind}"`);
        expect(seen.pendingEntanglements.map((p) => p.id)).toEqual(shown.map((p) => p.id));
        for (const field of FACTION_FIELDS) expect(text.includes(`${field.toUpperCase()}-of-f-1`)).toBe(revealed.includes(field));
        // A project's or a healing clock's lock stays when players follow the clock that locks it.
        const followed = followedClocks(crew);
        const character = seen.characters[0];
        const before = crew.characters[0];
        for (const [i, project] of (character?.projects ?? []).entries()) {
          const requires = before?.projects[i]?.requires ?? null;
          expect(project.requires).toBe(requires !== null && followed.has(requires) ? requires : null);
        }
        const lock = before?.healing.requires ?? null;
        expect(character?.healing.requires).toBe(lock !== null && followed.has(lock) ? lock : null);
      }),
    );
  });

  it('copies only what it decided: a field the crew or a character does not declare never reaches players', () => {
    const stray = { secretPlan: 'GM-stray' };
    const crew = { ...makeCrew({ characters: [{ ...makeCharacter(), ...stray }] }), ...stray } as Crew;
    expect(JSON.stringify(crewForPlayer(crew))).not.toContain('GM-stray');
  });

  it('a part of a crew (an edit’s patch) stays a part: what it lacks is not made up', () => {
    const patch = { factions: [makeFaction({ goal: 'GOAL', revealed: [] })] } as unknown as Crew;
    expect(crewForPlayer(patch, new Set())).toEqual({ factions: [{ id: 'f-1', name: 'Les Lampions', tier: 2, status: 0, revealed: [] }] });
  });
});

describe('factionForPlayer', () => {
  it('its name, tier and status, and only the parts revealed', () => {
    const faction = makeFaction({ goal: 'Le port', notes: 'Traîtres', assets: ['Un navire'], revealed: ['notes'] });
    expect(factionForPlayer(faction)).toEqual({ id: 'f-1', name: 'Les Lampions', tier: 2, status: 0, notes: 'Traîtres', revealed: ['notes'] });
    expect(factionForPlayer(makeFaction({ goal: 'Le port' }))).toEqual({ id: 'f-1', name: 'Les Lampions', tier: 2, status: 0 });
  });
});

describe('downtimeForPlayer', () => {
  it('E1: a roll made hidden waits for the GM’s pick out of sight; an open one is the players’ to see', () => {
    const crew = makeCrew();
    const standing = (hidden: boolean) => downtimeStanding({ ...initialDowntimeState(crew), pendingEntanglementRoll: { roll: roll(hidden), id: 'e-1', reveal: false } });
    expect(downtimeForPlayer(standing(true)).pendingEntanglementRoll).toBeNull();
    expect(downtimeForPlayer(standing(false)).pendingEntanglementRoll).toEqual({ roll: roll(false), id: 'e-1', reveal: false });
    expect(downtimeForPlayer(standing(false))).toEqual(standing(false));
  });
});

const downtimeOf = (crew: Crew) => downtimeStanding(initialDowntimeState(crew));
const shownOf = (crew: Crew) => () => stringsIn(crewForPlayer(crew));

describe('crewKnowledge (property)', () => {
  it('every GM-only thing of the crew is a secret but what players read anyway; nothing they read is one', () => {
    fc.assert(
      fc.property(crewArb, ({ crew, board, revealed }) => {
        const shown = stringsIn(crewForPlayer(crew));
        const { secrets, followed } = crewKnowledge(crew, downtimeOf(crew), { gmTexts: ['GM notes', ''], shown: () => shown });
        const gm = [
          ...board.filter((c) => c.visibility === 'gm_only').flatMap((c) => [c.id, c.name, c.onFill]),
          ...board.filter((c) => c.visibility === 'name_only').map((c) => c.onFill),
          ...crew.pendingEntanglements.filter(isHeldEntanglement).map((p) => p.id),
          ...(['goal', 'notes', 'assets'] as const).filter((f) => !revealed.includes(f)).map((f) => `${f.toUpperCase()}-of-f-1`),
          'GM notes',
        ];
        for (const text of gm) expect(secrets.has(text), text).toBe(!shown.has(text));
        for (const text of secrets) expect(shown.has(text) || text === '').toBe(false);
        for (const clock of board) expect(followed.has(clock.id)).toBe(clock.visibility === 'open');
        // A history step naming them all, as players read it: none left.
        const step = { detail: { clocks: board.map((c) => c.id) }, reasons: gm.map((text) => ({ rule: 'K2', values: { text } })), crew };
        expect(namesSecret(redact(step, secrets), secrets)).toBe(false);
      }),
    );
  });
});

describe('crewSecrets', () => {
  it('a clock the crew no longer has, as its history saved it, and a roll made hidden waiting for the GM’s pick', () => {
    const crew = makeCrew();
    const former: FormerClock[] = [
      { id: 'k-gone', name: 'Le complot', onFill: 'Tout brûle', visibility: 'gm_only' },
      { id: 'k-named', name: 'Les Docks', onFill: 'Les Docks tombent', visibility: 'name_only' },
      { id: 'k-open', name: 'Fuir', onFill: 'On part', visibility: 'open' },
    ];
    const waiting = (hidden: boolean) => downtimeStanding({ ...initialDowntimeState(crew), pendingEntanglementRoll: { roll: roll(hidden), id: 'e-rolled', reveal: false } });
    expect(crewSecrets(crew, waiting(true), former)).toEqual(['k-gone', 'Le complot', 'Tout brûle', 'Les Docks tombent', 'e-rolled']);
    expect(crewSecrets(crew, waiting(false))).toEqual([]);
  });

  it('a GM-only clock named like something players read hides nothing by hiding it: the name stays, its id is a secret', () => {
    const crew = makeCrew({
      factions: [makeFaction({ id: 'f-1', name: 'La Garde' })],
      clocks: [{ id: 'k-gm', name: 'La Garde', owner: { kind: 'crew', id: 'crew-1' }, segments: 4, filled: 0, visibility: 'gm_only', onFill: '', requires: null, unlocks: [], racesAgainst: null }],
    });
    const { secrets } = crewKnowledge(crew, downtimeOf(crew), { shown: shownOf(crew) });
    expect([...secrets]).toEqual(['k-gm']);
  });

  it('asks what players read only when there is a secret to weigh', () => {
    const crew = makeCrew();
    let asked = 0;
    const { secrets } = crewKnowledge(crew, downtimeOf(crew), { gmTexts: [''], shown: () => (asked++, new Set()) });
    expect(secrets.size).toBe(0);
    expect(asked).toBe(0);
  });
});

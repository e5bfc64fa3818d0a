import fc from 'fast-check';
import { ASSET_KINDS, DANGEROUS_GOODS, crewSchema, isReservedKey, type Character, type Clock, type Crew, type DowntimeState } from '@temps-mort/rules';
import { makeCharacter, makeCrew, makeFaction } from '@temps-mort/rules/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/client';
import { canonicalState } from './canonical';
import { forgetKeptStates, keepState, verifyKeptStates } from './keptStates';
import { insertCrewRow, loadCrew, saveCrewState, storedCrewStateSchema } from './repository';

let db: TestDatabase;
let campaignId: string;
let counter = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  campaignId = (await db.prisma.campaign.create({ data: { name: 'Doskvol', tableRules: JSON.stringify({ healingClockSegments: 6 }) } })).id;
});
afterAll(async () => {
  await db.cleanup();
});

function idleState(crew: Crew): DowntimeState {
  return { crew, phase: 'idle', downtime: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, characters: {}, events: 1 };
}

async function roundTrip(states: readonly DowntimeState[]): Promise<DowntimeState> {
  const first = states[0]!;
  await insertCrewRow(db.prisma, campaignId, first.crew);
  for (const state of states) await saveCrewState(db.prisma, first.crew.id, state);
  return (await readFromRow(first.crew.id)).state;
}

/** A load that reads the row's text, as another process would (nothing kept from the save). */
async function readFromRow(crewId: string) {
  forgetKeptStates();
  const loaded = await loadCrew(db.prisma, crewId);
  if (!loaded) throw new Error(`no crew ${crewId}`);
  return loaded;
}

// ------------------------------------------------------------------------------------------------
// Arbitraries: valid crews whose item ids come from small pools, so that two crews saved one over
// the other share some rows (updated), lose some (deleted) and gain some (created).

const text = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }).filter((s) => s.trim() === s && s.length > 0);
// A record key named "constructor" fools vitest's type check in toStrictEqual (not the code).
// A skill or attribute name: never one Object.prototype answers (refused by keySchema).
const key = text.filter((k) => !isReservedKey(k));
const small = (max: number) => fc.integer({ min: 0, max });
const circles = fc.integer({ min: 0, max: 12 }).chain((max) => fc.record({ max: fc.constant(max), current: fc.integer({ min: 0, max }) }));
const poolAttr = fc.integer({ min: 0, max: 12 }).chain((value) => fc.record({ value: fc.constant(value), pool: fc.integer({ min: 0, max: value }) }));
const clockBody = fc.integer({ min: 1, max: 24 }).chain((segments) =>
  fc.record({ name: text, segments: fc.constant(segments), filled: fc.integer({ min: 0, max: segments }) }),
);

function pickIds(prefix: string, pool: number, max: number): fc.Arbitrary<string[]> {
  return fc.uniqueArray(small(pool), { maxLength: max }).map((xs) => xs.map((x) => `${prefix}${x}`));
}

interface CrewDraft {
  crew: Omit<Crew, 'id' | 'factions' | 'cohorts' | 'characters'>;
  factions: { key: string; body: Omit<Crew['factions'][number], 'id'> }[];
  cohorts: { key: string; body: Omit<Crew['cohorts'][number], 'id'> }[];
  characters: {
    key: string;
    body: Omit<Character, 'id' | 'healing' | 'projects'>;
    healing: Omit<Clock, 'id'>;
    projects: { key: string; body: Omit<Clock, 'id'>; requires: number | 'gone' | null | undefined }[];
  }[];
}

const characterBody = fc.record({
  name: text,
  status: fc.constantFrom('active', 'jailed', 'lost', 'retired', 'out'),
  attributes: fc.dictionary(key, circles, { maxKeys: 4 }),
  skills: fc.dictionary(key, small(12), { maxKeys: 5 }),
  harm: fc.array(fc.record({ level: fc.constantFrom(1, 2, 3, 4), description: fc.string({ maxLength: 10 }).map((s) => s.trim()) }), { maxLength: 3 }),
  trauma: fc.array(text, { maxLength: 3 }),
  vice: fc.option(fc.record({ kind: text, purveyor: fc.string({ maxLength: 10 }).map((s) => s.trim()), tapped: fc.boolean() }), { nil: null }),
  load: small(12),
  coin: small(100_000),
  pools: fc.record({ body: poolAttr, mind: poolAttr, soul: poolAttr }),
  traits: fc.array(fc.record({ name: text, rating: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 }),
  comfort: fc.option(fc.record({ name: text, lost: fc.boolean() }), { nil: null }),
  fear: fc.option(fc.string({ maxLength: 20 }).map((s) => s.trim()), { nil: null }),
  destiny: small(99),
}) as fc.Arbitrary<CrewDraft['characters'][number]['body']>;

const draft: fc.Arbitrary<CrewDraft> = fc.record({
  crew: fc.record({
    name: text,
    tier: small(4),
    hold: fc.constantFrom('weak' as const, 'strong' as const),
    rep: small(1000),
    coin: small(100_000),
    heat: small(9),
    wanted: small(4),
    atWar: fc.boolean(),
    claims: fc.array(text, { maxLength: 4 }),
    prisonClaims: fc.array(fc.constantFrom('controlled_cell_block', 'smuggling', 'allied_claim', 'bribed_guards', 'hard_case', 'parole' as const), {
      maxLength: 3,
    }),
    unpaidTithes: fc.array(fc.record({ boss: text, amount: small(100) }), { maxLength: 2 }),
    pendingEntanglements: fc.array(
      fc.record({ id: text, kind: fc.constantFrom('rivals' as const, 'arrest' as const, 'flipped' as const), revealed: fc.boolean(), hidden: fc.boolean() }),
      { maxLength: 2 },
    ),
    // A4: acquired assets, kept in order.
    assets: fc.uniqueArray(
      fc.record({
        id: text,
        name: text,
        kind: fc.constantFrom(...ASSET_KINDS),
        quality: small(20),
        duration: fc.constantFrom('one_score' as const, 'just_in_case' as const, 'permanent_rental' as const),
        dangerousGoods: fc.option(fc.constantFrom(...DANGEROUS_GOODS), { nil: null }),
        scale: fc.option(small(4), { nil: null }),
        acquiredBy: text,
        downtime: small(50),
      }),
      { maxLength: 3, selector: (a) => a.id },
    ),
  }),
  factions: pickIds('f', 6, 4).chain((keys) =>
    fc.tuple(...keys.map((key) => fc.record({ key: fc.constant(key), body: fc.record({ name: text, tier: small(4), status: fc.integer({ min: -3, max: 3 }) }) }))),
  ),
  cohorts: pickIds('k', 4, 3).chain((keys) =>
    fc.tuple(
      ...keys.map((key) =>
        fc.record({ key: fc.constant(key), body: fc.record({ name: text, kind: fc.constantFrom('gang' as const, 'expert' as const), quality: small(6) }) }),
      ),
    ),
  ),
  characters: pickIds('p', 4, 3).chain((keys) =>
    fc.tuple(
      ...keys.map((key) =>
        fc.record({
          key: fc.constant(key),
          body: characterBody,
          healing: clockBody,
          projects: pickIds(`${key}-x`, 3, 3).chain((pkeys) =>
            fc.tuple(
              ...pkeys.map((pkey) =>
                fc.record({
                  key: fc.constant(pkey),
                  body: clockBody,
                  requires: fc.oneof(fc.constant(null), fc.constant(undefined), fc.constant('gone' as const), small(8)),
                }),
              ),
            ),
          ),
        }),
      ),
    ),
  ),
}) as fc.Arbitrary<CrewDraft>;

function build(crewId: string, d: CrewDraft): Crew {
  const projectIds = d.characters.flatMap((c) => c.projects.map((p) => `${crewId}-${p.key}`));
  const crew: Crew = {
    id: crewId,
    ...d.crew,
    factions: d.factions.map((f) => ({ id: `${crewId}-${f.key}`, ...f.body })),
    cohorts: d.cohorts.map((c) => ({ id: `${crewId}-${c.key}`, ...c.body })),
    characters: d.characters.map((c) => ({
      id: `${crewId}-${c.key}`,
      ...c.body,
      healing: { id: `${crewId}-${c.key}-healing`, ...c.healing },
      projects: c.projects.map((p): Clock => {
        const requires =
          p.requires === 'gone' ? `${crewId}-gone` : typeof p.requires === 'number' ? (projectIds[p.requires % Math.max(1, projectIds.length)] ?? null) : p.requires;
        return { id: `${crewId}-${p.key}`, ...p.body, ...(requires === undefined ? {} : { requires }) };
      }),
    })),
  };
  return crewSchema.parse(crew) as Crew;
}

const downtimeOf = (crew: Crew) =>
  fc.record({
    phase: fc.constantFrom('idle', 'payoff', 'heat', 'incarceration', 'entanglement', 'activities', 'done' as const),
    downtime: small(20),
    seasonBonus: fc.boolean(),
    entanglementRolled: fc.boolean(),
    extraEntanglementRolls: small(3),
    events: small(500),
    characters: fc.tuple(
      ...crew.characters.map(() =>
        fc.record({
          used: small(3),
          trained: fc.array(text, { maxLength: 2 }),
          freePlay: small(4),
          pendingAsset: fc.constant(null),
          pendingOverindulgence: fc.option(
            fc.record({ characterId: text, attribute: text, quality: small(5), missing: small(5), excess: small(5) }),
            { nil: null },
          ),
          loadBeforeJail: fc.option(small(12), { nil: null }),
        }),
      ),
    ),
  }).map((d): DowntimeState => ({ ...d, crew, characters: Object.fromEntries(crew.characters.map((c, i) => [c.id, d.characters[i]!])) }));

describe('crews in the database as the rules model', () => {
  it('loads back exactly the crew it saved: the sheet, the lists in order, the clocks and the downtime', async () => {
    const crew = makeCrew({
      id: 'crew-fixed',
      heat: 4,
      wanted: 2,
      pendingEntanglements: [{ id: 'crew-fixed/entanglement-3', kind: 'rivals', revealed: false, hidden: true }],
      factions: [makeFaction({ id: 'fz', name: 'Z first' }), makeFaction({ id: 'fa', name: 'A second', status: -2 })],
      cohorts: [{ id: 'co1', name: 'Les Chiens', kind: 'gang', quality: 2 }],
      characters: [
        makeCharacter({
          id: 'pc-b',
          name: 'Basile',
          healing: { id: 'heal-b', name: 'healing', segments: 4, filled: 2 },
          projects: [
            { id: 'proj-2', name: 'Second', segments: 8, filled: 1, requires: 'proj-1' },
            { id: 'proj-1', name: 'First', segments: 6, filled: 6, requires: null },
          ],
        }),
        makeCharacter({ id: 'pc-a', name: 'Arlette', vice: null, comfort: null, fear: null, healing: { id: 'heal-a', name: 'healing', segments: 4, filled: 0 } }),
      ],
    });
    const state: DowntimeState = {
      crew,
      phase: 'activities',
      downtime: 3,
      seasonBonus: true,
      entanglementRolled: true,
      extraEntanglementRolls: 1,
      events: 12,
      characters: {
        'pc-b': {
          used: 1,
          trained: ['hunt'],
          freePlay: 2,
          pendingAsset: {
            request: { characterId: 'pc-b', name: 'Barque', kind: 'vehicle' },
            tier: 1,
            pool: 1,
            band: '6',
            rolledQuality: 2,
            coinToReachMinimum: 0,
            coinMayRaise: true,
          },
          pendingOverindulgence: null,
          loadBeforeJail: null,
        },
      },
    };
    const loaded = await roundTrip([state]);
    expect(loaded).toStrictEqual(canonicalState(state));
    expect(loaded.crew.factions.map((f) => f.id)).toEqual(['fz', 'fa']);
    expect(loaded.crew.characters[0]?.projects.map((p) => p.id)).toEqual(['proj-2', 'proj-1']);
    // null `requires` is the absent one: one stored form.
    expect(loaded.crew.characters[0]?.projects[1]).toStrictEqual({ id: 'proj-1', name: 'First', segments: 6, filled: 6 });

    // One document holds it all, the downtime with the crew.
    const stored = JSON.parse((await db.prisma.crew.findUniqueOrThrow({ where: { id: 'crew-fixed' } })).state) as typeof state;
    expect(stored).toStrictEqual(canonicalState(state));
    expect(stored).toMatchObject({ phase: 'activities', downtime: 3, seasonBonus: true });
  });

  it('reads the campaign table rules and the GM notes around the state (notes only of characters the crew has)', async () => {
    const crew = makeCrew({ id: 'crew-notes' });
    await insertCrewRow(db.prisma, campaignId, crew);
    await saveCrewState(db.prisma, crew.id, idleState(crew), { gmNotes: 'secret', characterNotes: { 'pc-1': 'owes Lyssa' } });
    const loaded = await loadCrew(db.prisma, crew.id);
    expect(loaded).toMatchObject({ campaignId, version: 1, gmNotes: 'secret', characterNotes: { 'pc-1': 'owes Lyssa' } });
    expect(loaded?.table.healingClockSegments).toBe(6);
    expect(loaded?.table.titheRounding).toBe('up');
    expect(await loadCrew(db.prisma, 'no-such-crew')).toBeNull();
  });

  it('keeps a project requirement whose project is gone (the rules refuse to work on it, a replay must too)', async () => {
    const crew = makeCrew({
      id: 'crew-dangling',
      factions: [],
      characters: [makeCharacter({ id: 'pc-d', healing: { id: 'heal-d', name: 'h', segments: 4, filled: 0 }, projects: [{ id: 'pj', name: 'P', segments: 4, filled: 0, requires: 'removed' }] })],
    });
    const loaded = await roundTrip([idleState(crew)]);
    expect(loaded.crew.characters[0]?.projects[0]?.requires).toBe('removed');
  });

  it('a load after a save takes the state that save kept (frozen), without parsing the row again', async () => {
    const crew = makeCrew({ id: 'crew-kept' });
    await insertCrewRow(db.prisma, campaignId, crew);
    const saved = await saveCrewState(db.prisma, crew.id, { ...idleState(crew), downtime: 2 });
    const parse = vi.spyOn(storedCrewStateSchema, 'parse');
    try {
      const loaded = await loadCrew(db.prisma, crew.id);
      expect(loaded?.state).toBe(saved);
      expect(parse).not.toHaveBeenCalled();
      // Nothing may edit what the next load hands out again.
      expect(() => {
        (saved.crew as { coin: number }).coin = 99;
      }).toThrow(TypeError);
      expect(Object.isFrozen(saved.crew.characters[0]?.healing)).toBe(true);
    } finally {
      parse.mockRestore();
    }
  });

  it('outside production, a kept state that is not what its text reads as is refused, not handed out', async () => {
    const crew = makeCrew({ id: 'crew-verified' });
    await insertCrewRow(db.prisma, campaignId, crew);
    await saveCrewState(db.prisma, crew.id, idleState(crew));
    const text = (await db.prisma.crew.findUniqueOrThrow({ where: { id: crew.id } })).state;
    verifyKeptStates(true);
    try {
      expect((await loadCrew(db.prisma, crew.id))?.state.downtime).toBe(0);
      keepState(crew.id, text, canonicalState({ ...idleState(crew), downtime: 9 }));
      await expect(loadCrew(db.prisma, crew.id)).rejects.toThrow(`crew ${crew.id}: its kept state is not what its text reads as`);
    } finally {
      verifyKeptStates(false);
      forgetKeptStates();
    }
  });

  it('a row whose text moved without this process (the doctor, an import, a rolled-back save) is read from its text', async () => {
    const crew = makeCrew({ id: 'crew-moved' });
    await insertCrewRow(db.prisma, campaignId, crew);
    await saveCrewState(db.prisma, crew.id, idleState(crew));
    const other = { ...idleState(crew), downtime: 5 };
    await db.prisma.crew.update({ where: { id: crew.id }, data: { state: JSON.stringify(canonicalState(other)) } });
    expect((await loadCrew(db.prisma, crew.id))?.state.downtime).toBe(5);
    // A save whose transaction rolls back kept a text that no row holds: the next load reads the row.
    await expect(
      db.prisma.$transaction(async (tx) => {
        await saveCrewState(tx, crew.id, { ...idleState(crew), downtime: 7 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await loadCrew(db.prisma, crew.id))?.state.downtime).toBe(5);
  });

  it('property: for any valid crew and downtime, load(save(x)) is x (canonical), also when saved over another crew', async () => {
    await fc.assert(
      fc.asyncProperty(
        draft.chain((a) => draft.map((b) => [a, b] as const)),
        fc.nat(),
        async ([a, b], seed) => {
          const crewId = `prop-${++counter}`;
          const first = build(crewId, a);
          const second = build(crewId, b);
          const states = fc.sample(downtimeOf(first), { numRuns: 1, seed })[0]!;
          const next = fc.sample(downtimeOf(second), { numRuns: 1, seed: seed + 1 })[0]!;
          const once = await roundTrip([states]);
          expect(once).toStrictEqual(canonicalState(states));
          await saveCrewState(db.prisma, crewId, next);
          const loaded = await readFromRow(crewId);
          expect(loaded.state).toStrictEqual(canonicalState(next));
          // Saving what was loaded changes nothing.
          await saveCrewState(db.prisma, crewId, loaded.state);
          expect((await readFromRow(crewId)).state).toStrictEqual(loaded.state);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});

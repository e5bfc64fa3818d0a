/**
 * The crews fixture for tests: puts a crew (by default the rules' `makeCrew()`, two PCs and two
 * factions) in a test database through the real creation service, with every id prefixed so that
 * several crews live in one database. `id('pc-1')` gives the stored id of the fixture's `pc-1`.
 */
import type { Character, Clock, Crew, Roller } from '@temps-mort/rules';
import { makeCharacter, makeCrew, makeFaction, scriptedRoller } from '@temps-mort/rules/testing';
import type { PrismaClient } from '../db/client';
import { createCrewInTx } from '../domain/crews/events';

let crews = 0;

export interface SeededCrew {
  readonly crewId: string;
  readonly version: number;
  /** The stored id of a fixture id ('pc-1', 'f-1', 'healing-pc-1'…). */
  id(fixtureId: string): string;
}

function prefixClock(clock: Clock, p: string): Clock {
  const requires = clock.requires;
  return { ...clock, id: p + clock.id, ...(requires ? { requires: p + requires } : {}) };
}

/** Every id of the crew (and of what it owns) prefixed with `p`. */
export function prefixCrewIds(crew: Crew, p: string): Crew {
  return {
    ...crew,
    id: p + crew.id,
    pendingEntanglements: crew.pendingEntanglements.map((e) => ({ ...e, id: p + e.id })),
    factions: crew.factions.map((f) => ({ ...f, id: p + f.id })),
    cohorts: crew.cohorts.map((c) => ({ ...c, id: p + c.id })),
    assets: crew.assets.map((a) => ({ ...a, id: p + a.id, acquiredBy: p + a.acquiredBy })),
    characters: crew.characters.map(
      (c): Character => ({ ...c, id: p + c.id, healing: prefixClock(c.healing, p), projects: c.projects.map((x) => prefixClock(x, p)) }),
    ),
    ...(crew.clocks === undefined
      ? {}
      : {
          clocks: crew.clocks.map((k) => ({
            ...k,
            id: p + k.id,
            owner: { ...k.owner, id: p + k.owner.id },
            requires: k.requires == null ? k.requires : p + k.requires,
            unlocks: k.unlocks?.map((id) => p + id),
            racesAgainst: k.racesAgainst == null ? k.racesAgainst : p + k.racesAgainst,
          })),
        }),
  };
}

/** Two PCs (Arlette pc-1, Basile pc-2), two factions (f-1 neutral, f-2 hostile), a gang. */
export function crewOfTwo(overrides: Partial<Crew> = {}): Crew {
  return makeCrew({
    characters: [
      makeCharacter({ id: 'pc-1', name: 'Arlette', harm: [{ level: 2, description: 'Entaille' }] }),
      makeCharacter({
        id: 'pc-2',
        name: 'Basile',
        skills: { hunt: 2, study: 0, skirmish: 2, sway: 1, surgery: 1 },
        healing: { id: 'healing-pc-2', name: 'healing', segments: 4, filled: 0 },
      }),
    ],
    factions: [makeFaction({ id: 'f-1', name: 'Les Lampions', tier: 2, status: 0 }), makeFaction({ id: 'f-2', name: 'La Garde', tier: 3, status: -1 })],
    cohorts: [{ id: 'gang-1', name: 'Les Chiens', kind: 'gang', quality: 1 }],
    ...overrides,
  });
}

export async function seedCrew(
  t: { readonly db: PrismaClient; readonly campaignId: string },
  crew: Crew = crewOfTwo(),
  options: { roller?: Roller; now?: Date } = {},
): Promise<SeededCrew> {
  const p = `t${++crews}-`;
  const stored = prefixCrewIds(crew, p);
  const ctx = { roller: options.roller ?? scriptedRoller([]), clock: () => options.now ?? new Date() };
  const step = await t.db.$transaction((tx) => createCrewInTx(tx, ctx, { campaignId: t.campaignId, crew: stored }));
  return { crewId: step.sheet.id, version: step.sheet.version, id: (fixtureId) => p + fixtureId };
}

/** A stored crew's state document as the database holds it (`Crew.state`), parsed. */
export interface StoredCrewDocument {
  crew: Crew & Record<string, unknown>;
  [field: string]: unknown;
}

export async function storedCrewDocument(db: PrismaClient, crewId: string): Promise<StoredCrewDocument> {
  return JSON.parse((await db.crew.findUniqueOrThrow({ where: { id: crewId }, select: { state: true } })).state) as StoredCrewDocument;
}

/**
 * Rewrites a stored crew behind the app's back (as an earlier version, a hand edit or a bad disk
 * might have left it): for tests of what the server does with data it cannot read.
 */
export async function editStoredCrew(db: PrismaClient, crewId: string, edit: (document: StoredCrewDocument) => unknown): Promise<void> {
  const document = await storedCrewDocument(db, crewId);
  await db.crew.update({ where: { id: crewId }, data: { state: JSON.stringify(edit(document)) } });
}

/** Rewrites one character of a stored crew (see `editStoredCrew`). */
export async function editStoredCharacter(db: PrismaClient, crewId: string, characterId: string, edit: (character: Record<string, unknown>) => unknown): Promise<void> {
  await editStoredCrew(db, crewId, (document) => ({
    ...document,
    crew: { ...document.crew, characters: document.crew.characters.map((c) => (c.id === characterId ? edit(c as unknown as Record<string, unknown>) : c)) },
  }));
}

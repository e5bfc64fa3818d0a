/**
 * What a GM sends to create or edit a crew and what it owns, and how it becomes the rules model.
 * Clients never send ids of new things: the server makes them (crypto) and puts them in the event,
 * so a replay of the history gives the same ids.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  characterSchema,
  cohortSchema,
  crewSchema,
  factionSchema,
  nameSchema,
  noteSchema,
  type Character,
  type Clock,
  type Cohort,
  type Crew,
  type Faction,
  type TableRules,
} from '@temps-mort/rules';
import { BadRequestError, parseInput } from '../../http/errors';

/** A new id for a crew, a faction, a character, a clock… */
export function newId(): string {
  return randomUUID();
}

export const clockInputSchema = z
  .strictObject({
    name: nameSchema,
    segments: z.number().int().min(1).max(24),
    filled: z.number().int().min(0).max(24).default(0),
  })
  .refine((c) => c.filled <= c.segments, { message: 'filled must not exceed segments', path: ['filled'] });

export const factionInputSchema = factionSchema.omit({ id: true });
export const cohortInputSchema = cohortSchema.omit({ id: true });

const characterFields = characterSchema.omit({ id: true, healing: true, projects: true }).shape;

/** A character's fields; on creation only `name` is needed (the rest has blank defaults). */
export const characterInputSchema = z.strictObject({
  ...characterFields,
  status: characterFields.status.optional(),
  attributes: characterFields.attributes.optional(),
  skills: characterFields.skills.optional(),
  harm: characterFields.harm.optional(),
  trauma: characterFields.trauma.optional(),
  vice: characterFields.vice.optional(),
  load: characterFields.load.optional(),
  coin: characterFields.coin.optional(),
  pools: characterFields.pools.optional(),
  traits: characterFields.traits.optional(),
  comfort: characterFields.comfort.optional(),
  fear: characterFields.fear.optional(),
  destiny: characterFields.destiny.optional(),
  /** A6: the healing clock (default: empty, `healingClockSegments` of the table rules). */
  healing: clockInputSchema.optional(),
  gmNotes: noteSchema.optional(),
});
export type CharacterInput = z.infer<typeof characterInputSchema>;

/** A project in a character edit: `id` of one of its projects to keep it, none for a new one. */
export const projectEditSchema = z
  .strictObject({
    id: z.string().min(1).max(100).optional(),
    name: nameSchema,
    segments: z.number().int().min(1).max(24),
    filled: z.number().int().min(0).max(24).default(0),
    requires: z.string().min(1).max(100).nullable().optional(),
  })
  .refine((c) => c.filled <= c.segments, { message: 'filled must not exceed segments', path: ['filled'] });

/** A character edit: the fields given replace the current ones; `projects`, when given, is the whole list. */
export const characterEditSchema = characterInputSchema.partial().extend({ projects: z.array(projectEditSchema).max(50).optional() });
export type CharacterEdit = z.infer<typeof characterEditSchema>;

const crewFields = crewSchema.omit({ id: true, factions: true, cohorts: true, characters: true, pendingEntanglements: true }).shape;

/** A new crew: a name, and anything else of the sheet (blank defaults). */
export const crewCreateSchema = z.strictObject({
  name: crewFields.name,
  tier: crewFields.tier.default(0),
  hold: crewFields.hold.default('weak'),
  rep: crewFields.rep.default(0),
  coin: crewFields.coin.default(0),
  heat: crewFields.heat.default(0),
  wanted: crewFields.wanted.default(0),
  atWar: crewFields.atWar.default(false),
  claims: crewFields.claims.default([]),
  prisonClaims: crewFields.prisonClaims.default([]),
  unpaidTithes: crewFields.unpaidTithes.default([]),
  factions: z.array(factionInputSchema).max(100).default([]),
  cohorts: z.array(cohortInputSchema).max(50).default([]),
  characters: z
    .array(characterInputSchema.extend({ projects: z.array(clockInputSchema).max(50).optional() }))
    .max(20)
    .default([]),
  gmNotes: noteSchema.optional(),
});
export type CrewCreateInput = z.infer<typeof crewCreateSchema>;

/** A GM's edit of the crew's own fields (its lists have their own routes). */
export const crewEditSchema = crewSchema
  .omit({ id: true, factions: true, cohorts: true, characters: true, pendingEntanglements: true, assets: true })
  .partial()
  .extend({ gmNotes: noteSchema.optional() });
export type CrewEditInput = z.infer<typeof crewEditSchema>;

function newClock(input: { name: string; segments: number; filled?: number }): Clock {
  return { id: newId(), name: input.name, segments: input.segments, filled: input.filled ?? 0 };
}

function blankHealing(table: TableRules): Clock {
  return { id: newId(), name: 'healing', segments: table.healingClockSegments, filled: 0 };
}

/** A new character from a GM's input, with new ids. */
export function newCharacter(input: CharacterInput & { projects?: readonly { name: string; segments: number; filled?: number }[] }, table: TableRules, prefix = 'body'): Character {
  const character: Character = {
    id: newId(),
    name: input.name,
    status: input.status ?? 'active',
    attributes: input.attributes ?? {},
    skills: input.skills ?? {},
    harm: input.harm ?? [],
    trauma: input.trauma ?? [],
    vice: input.vice ?? null,
    load: input.load ?? 0,
    coin: input.coin ?? 0,
    pools: input.pools ?? { body: { value: 0, pool: 0 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } },
    traits: input.traits ?? [],
    comfort: input.comfort ?? null,
    fear: input.fear ?? null,
    destiny: input.destiny ?? 0,
    healing: input.healing ? newClock(input.healing) : blankHealing(table),
    projects: (input.projects ?? []).map(newClock),
  };
  return parseInput(characterSchema, character, prefix) as Character;
}

/** A character edited by the GM: the fields given over the current ones; project ids checked. */
export function editedCharacter(current: Character, edit: CharacterEdit, crew: Crew): Character {
  const { gmNotes: _notes, healing, projects, ...fields } = edit;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<Character>;
  let nextProjects: readonly Clock[] = current.projects;
  if (projects !== undefined) {
    const own = new Set(current.projects.map((p) => p.id));
    nextProjects = projects.map((p, i) => {
      if (p.id !== undefined && !own.has(p.id)) throw new BadRequestError(`body.projects.${i}.id`, 'not a project of this character');
      const clock: Clock = { id: p.id ?? newId(), name: p.name, segments: p.segments, filled: p.filled };
      return p.requires === undefined || p.requires === null ? clock : { ...clock, requires: p.requires };
    });
    const ids = new Set([
      ...crew.characters.filter((c) => c.id !== current.id).flatMap((c) => c.projects.map((p) => p.id)),
      ...nextProjects.map((p) => p.id),
    ]);
    nextProjects.forEach((p, i) => {
      if (p.requires !== undefined && p.requires !== null && (!ids.has(p.requires) || p.requires === p.id)) {
        throw new BadRequestError(`body.projects.${i}.requires`, 'not another project of this crew');
      }
    });
  }
  const next: Character = {
    ...current,
    ...defined,
    healing: healing ? { ...current.healing, name: healing.name, segments: healing.segments, filled: healing.filled } : current.healing,
    projects: nextProjects,
  };
  return parseInput(characterSchema, next, 'body') as Character;
}

/** The crew a creation asks for, with new ids everywhere. */
export function newCrew(input: CrewCreateInput, table: TableRules): { crew: Crew; characterNotes: Record<string, string> } {
  const characterNotes: Record<string, string> = {};
  const characters = input.characters.map((c, i) => {
    const character = newCharacter(c, table, `body.characters.${i}`);
    if (c.gmNotes !== undefined) characterNotes[character.id] = c.gmNotes;
    return character;
  });
  const crew: Crew = {
    id: newId(),
    name: input.name,
    tier: input.tier,
    hold: input.hold,
    rep: input.rep,
    coin: input.coin,
    heat: input.heat,
    wanted: input.wanted,
    atWar: input.atWar,
    claims: input.claims,
    prisonClaims: input.prisonClaims,
    unpaidTithes: input.unpaidTithes,
    pendingEntanglements: [],
    assets: [],
    factions: input.factions.map((f): Faction => ({ id: newId(), ...f })),
    cohorts: input.cohorts.map((c): Cohort => ({ id: newId(), ...c })),
    characters,
  };
  return { crew: parseInput(crewSchema, crew, 'body') as Crew, characterNotes };
}

/**
 * What a GM sends to create or edit a crew and what it owns, and how it becomes the rules model.
 * Clients never send ids of new things: the server makes them (crypto) and puts them in the event,
 * so a replay of the history gives the same ids. The body schemas are the contract's
 * (@temps-mort/contract crewWrites.ts).
 */
import { randomUUID } from 'node:crypto';
import type { CharacterEdit, CharacterInput, CrewCreateInput } from '@temps-mort/contract';
import {
  characterSchema,
  crewSchema,
  type Character,
  type Clock,
  type Cohort,
  type Crew,
  type Faction,
  newCharacterStart,
  type TableRules,
} from '@temps-mort/rules';
import { BadRequestError, parseInput } from '../../http/errors';

export {
  characterEditSchema,
  characterInputSchema,
  clockInputSchema,
  cohortInputSchema,
  crewCreateSchema,
  crewEditSchema,
  factionInputSchema,
  projectEditSchema,
  type CharacterEdit,
  type CharacterInput,
  type CrewCreateInput,
  type CrewEditInput,
} from '@temps-mort/contract';

/** A new id for a crew, a faction, a character, a clock… */
export function newId(): string {
  return randomUUID();
}

function newClock(input: { name: string; segments: number; filled?: number }): Clock {
  return { id: newId(), name: input.name, segments: input.segments, filled: input.filled ?? 0 };
}

/** A new character's healing clock: its size is the rules' (the form shows the same). */
function blankHealing(table: TableRules): Clock {
  return { id: newId(), name: 'healing', ...newCharacterStart(() => false, table).healing };
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

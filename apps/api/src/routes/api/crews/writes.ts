/**
 * The crew sheet's writes, each one event of the crew's history planned from the body and from the
 * crew as loaded, then through the crew event pipeline (domain/crews/events.ts). Their routes
 * (method, path, body, answer, who) are the contract's (routes/crews.ts); here, by the same name,
 * is what each one writes: `CREW_WRITES`. `serveCrewWrite` serves one of them.
 *
 * The crew's own fields (crew.edit); its lists (factions, cohorts, characters, clocks: add, edit,
 * remove); an acquired asset leaving the sheet; a character's new project; a clock ticked by hand
 * or by a roll.
 */
import type { CrewListName, CrewWriteName } from '@temps-mort/contract';
import { crewClockSchema, crewBoard, crewClocks, cohortSchema, factionSchema, type Cohort, type Crew, type DowntimeEvent, type Faction } from '@temps-mort/rules';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PlannedEvent } from '../../../domain/crews/aggregate';
import { applyCrewEvent } from '../../../domain/crews/events';
import { editedCharacter, newCharacter, newId } from '../../../domain/crews/input';
import type { StoredCrew } from '../../../domain/crews/repository';
import { NotFoundError, parseInput } from '../../../http/errors';
import { serve, type Answered, type Call } from '../../../http/route';

type ListWrite<I extends CrewListName> = `crew.${I}.${'add' | 'edit' | 'remove'}`;

/** What a write plans from: the path's ids and the body's fields (its `version` aside). */
interface Input<N extends CrewWriteName> {
  readonly params: Call<N>['params'];
  readonly fields: Omit<Call<N>['body'], 'version'>;
}

/** Runs after the version check, on the crew as it is: an unknown item is a 404 there. */
type Planner<N extends CrewWriteName> = (input: Input<N>, loaded: StoredCrew) => PlannedEvent;

function find<T extends { readonly id: string }>(list: readonly T[], id: string, resource: string): T {
  const found = list.find((x) => x.id === id);
  if (!found) throw new NotFoundError(resource, id);
  return found;
}

/** Only the fields given (a PUT merges them over the current item). */
export function given<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A character's GM notes, when the body sends them (they are not part of the rules' model). */
function characterNotes(characterId: string, gmNotes: string | undefined): Pick<PlannedEvent, 'notes'> {
  return gmNotes !== undefined ? { notes: { characterNotes: { [characterId]: gmNotes } } } : {};
}

// ─── the crew's lists ────────────────────────────────────────────────────────────────────────────

/** A list of the sheet the GM edits one item at a time; the item's id is `:<item>Id` in the path, and `item` names it in a 404. */
interface CrewList<I extends CrewListName, Item extends { readonly id: string }> {
  readonly item: I;
  items(crew: Crew): readonly Item[];
  added(fields: Input<`crew.${I}.add`>['fields'], loaded: StoredCrew): PlannedEvent;
  edited(current: Item, fields: Input<`crew.${I}.edit`>['fields'], loaded: StoredCrew): PlannedEvent;
  removed(id: string): DowntimeEvent;
}

function listWrites<I extends CrewListName, Item extends { readonly id: string }>(list: CrewList<I, Item>): { readonly [N in ListWrite<I>]: Planner<N> } {
  const current = (loaded: StoredCrew, params: object): Item => find(list.items(loaded.state.crew), (params as Record<string, string>)[`${list.item}Id`] ?? '', list.item);
  const add: Planner<`crew.${I}.add`> = ({ fields }, loaded) => list.added(fields, loaded);
  const edit: Planner<`crew.${I}.edit`> = ({ params, fields }, loaded) => list.edited(current(loaded, params), fields, loaded);
  const remove: Planner<`crew.${I}.remove`> = ({ params }, loaded) => ({ event: list.removed(current(loaded, params).id) });
  // Typed by hand: TypeScript keeps no literal key for a computed one.
  return { [`crew.${list.item}.add`]: add, [`crew.${list.item}.edit`]: edit, [`crew.${list.item}.remove`]: remove } as unknown as { readonly [N in ListWrite<I>]: Planner<N> };
}

/** A list whose items are plain data (factions, cohorts): added as sent, edited by the fields sent replacing the item's. */
function plainList<I extends 'faction' | 'cohort', Item extends { readonly id: string }>(
  item: I,
  schema: z.ZodType<Item>,
  events: { items(crew: Crew): readonly Item[]; saved(item: Item): DowntimeEvent; removed(id: string): DowntimeEvent },
) {
  return listWrites<I, Item>({
    item,
    items: events.items,
    // The body is the item without its id (the contract's `<item>InputSchema`).
    added: (fields) => ({ event: events.saved({ id: newId(), ...fields } as unknown as Item) }),
    edited: (current, fields) => ({ event: events.saved(parseInput(schema, { ...current, ...given(fields) })) }),
    removed: events.removed,
  });
}

const factions = plainList<'faction', Faction>('faction', factionSchema, {
  items: (crew) => crew.factions,
  saved: (faction) => ({ type: 'faction_save', faction }),
  removed: (id) => ({ type: 'faction_remove', id }),
});
const cohorts = plainList<'cohort', Cohort>('cohort', cohortSchema, {
  items: (crew) => crew.cohorts,
  saved: (cohort) => ({ type: 'cohort_save', cohort }),
  removed: (id) => ({ type: 'cohort_remove', id }),
});

// A character is made by the rules' defaults (new ids, the table's healing clock) and edited by
// `editedCharacter`; its GM notes are kept beside the sheet.
const characters = listWrites({
  item: 'character',
  items: (crew) => crew.characters,
  added: (input, loaded) => {
    const character = newCharacter(input, loaded.table);
    return { event: { type: 'character_save', character }, ...characterNotes(character.id, input.gmNotes) };
  },
  edited: (current, edit, loaded) => ({
    event: { type: 'character_save', character: editedCharacter(current, edit, loaded.state.crew) },
    ...characterNotes(current.id, edit.gmNotes),
  }),
  removed: (id) => ({ type: 'character_remove', id }),
});

// K1: the clocks of the crew and of its factions; K2–K5: any clock of the board ticked by hand or
// by a roll (a project and a healing clock by hand too: they are clocks of their character).
const clocks = listWrites({
  item: 'clock',
  items: crewClocks,
  added: (fields) => ({ event: { type: 'clock_save', clock: parseInput(crewClockSchema, { id: newId(), ...fields }) } }),
  edited: (current, fields) => ({ event: { type: 'clock_save', clock: parseInput(crewClockSchema, { ...current, ...given(fields) }) } }),
  removed: (id) => ({ type: 'clock_remove', id }),
});

/** Any clock of the board by its id: the crew's, a faction's, a character's healing clock or project. */
function boardClockId(crew: Crew, clockId: string): string {
  return find(crewBoard(crew), clockId, 'clock').id;
}

/** Every write by its route's name, served in this order (the OpenAPI document's). */
export const CREW_WRITES: { readonly [N in CrewWriteName]: Planner<N> } = {
  'crew.edit': ({ fields: { gmNotes, ...fields } }) => {
    const patch = given(fields);
    return {
      event: { type: 'crew_edit', patch },
      ...(gmNotes !== undefined ? { notes: { gmNotes } } : {}),
      // Only the GM notes changed: nothing for players to see.
      hidden: Object.keys(patch).length === 0,
    };
  },
  ...factions,
  ...cohorts,
  'crew.asset.remove': ({ params, fields }, loaded) => ({
    event: { type: 'asset_remove', id: find(loaded.state.crew.assets, params.assetId, 'asset').id, cause: fields.cause },
  }),
  ...characters,
  'crew.project.create': ({ params: { characterId }, fields }, loaded) => {
    find(loaded.state.crew.characters, characterId, 'character');
    return { event: { type: 'project_create', characterId, id: newId(), ...fields } };
  },
  ...clocks,
  'crew.clock.tick': ({ params, fields }, loaded) => ({ event: { type: 'clock_tick', clockId: boardClockId(loaded.state.crew, params.clockId), delta: fields.delta } }),
  'crew.clock.roll': ({ params, fields }, loaded) => ({ event: { type: 'clock_roll', clockId: boardClockId(loaded.state.crew, params.clockId), roll: fields.roll } }),
};

/** Serves write `name`: the GM of the crew (the route's `who`), then its event through the pipeline. */
export function serveCrewWrite<N extends CrewWriteName>(app: FastifyInstance, name: N): void {
  const plan = CREW_WRITES[name] as Planner<N>;
  serve(app, name, async ({ params, body }) => {
    // Every write's body is its fields and the crew's version (the contract's routes/crews.ts).
    const { version, ...fields } = body as { readonly version: number };
    const input = { params, fields } as Input<N>;
    const step = await applyCrewEvent(app, { crewId: (params as { readonly crewId: string }).crewId, version, event: (loaded) => plan(input, loaded) });
    // Every crew write answers the crew's step; `N` stays generic here, so its answer type is named for it.
    return step as Answered<N>;
  });
}

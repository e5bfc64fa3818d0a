/**
 * The crew sheet's writes, declared once: each is one event of the crew's history, planned from
 * the body and from the crew as loaded, and goes through the crew event pipeline
 * (domain/crews/events.ts). Every write is the GM's, carries the crew's `version` and answers
 * `{ sheet, event }`.
 *
 * `CREW_EDIT` is the crew's own fields; `CREW_ITEM_WRITES` are its lists (factions, cohorts,
 * characters: add, edit, remove), an acquired asset leaving the sheet and a character's new
 * project. `registerCrewWrite` makes the route of any of them.
 */
import {
  assetParams,
  assetRemoveFields,
  characterEditSchema,
  characterInputSchema,
  characterParams,
  clockParams,
  clockRollFields,
  clockTickFields,
  cohortInputSchema,
  crewClockEditSchema,
  crewClockInputSchema,
  crewEditSchema,
  factionInputSchema,
  projectCreateFields,
} from '@temps-mort/contract';
import { cohortSchema, crewBoard, crewClockSchema, crewClocks, factionSchema, type Crew, type DowntimeEvent } from '@temps-mort/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireCrewGm } from '../../../auth/guards';
import { applyCrewEvent, type PlannedEvent } from '../../../domain/crews/events';
import { editedCharacter, newCharacter, newId } from '../../../domain/crews/input';
import type { StoredCrew } from '../../../domain/crews/repository';
import { NotFoundError, parseInput } from '../../../http/errors';
import { crewParams, errorResponses, idSchema } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';
import { asBody, crewStepSchema, versionBody } from './schemas';

/** The path's ids: the crew's, and the item's when the write is about one. */
type WriteParams = { readonly crewId: string } & Readonly<Record<string, string>>;

export interface CrewWrite {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/crews/:crewId ('' for the crew itself). */
  readonly path: string;
  readonly summary: string;
  /** 201 when the write adds something to the sheet. */
  readonly status: 200 | 201;
  readonly params: z.ZodType<WriteParams>;
  /** The body without the crew's `version`, which every write adds. */
  readonly fields: z.ZodObject;
  /** Runs after the version check, on the crew as it is: an unknown item is a 404 there. */
  plan(input: { readonly params: WriteParams; readonly fields: Record<string, unknown> }, loaded: StoredCrew): PlannedEvent;
}

/** A write, typed by its own params and fields (the table holds them all as `CrewWrite`). */
function crewWrite<P extends WriteParams, F extends z.ZodObject>(write: {
  readonly method: CrewWrite['method'];
  readonly path: string;
  readonly summary: string;
  readonly status?: 201;
  readonly params: z.ZodType<P>;
  readonly fields: F;
  plan(input: { readonly params: P; readonly fields: z.output<F> }, loaded: StoredCrew): PlannedEvent;
}): CrewWrite {
  return { status: 200, ...write };
}

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

export const CREW_EDIT: CrewWrite = crewWrite({
  method: 'PATCH',
  path: '',
  summary: "Edit the crew's own fields (crew_edit); lists have their own routes",
  params: crewParams,
  fields: crewEditSchema,
  plan: ({ fields: { gmNotes, ...fields } }) => {
    const patch = given(fields);
    return {
      event: { type: 'crew_edit', patch },
      ...(gmNotes !== undefined ? { notes: { gmNotes } } : {}),
      // Only the GM notes changed: nothing for players to see.
      hidden: Object.keys(patch).length === 0,
    };
  },
});

// ─── the crew's lists ────────────────────────────────────────────────────────────────────────────

/**
 * A list of the sheet the GM edits one item at a time: POST adds an item (201; the server makes
 * its id), PUT edits one, DELETE removes one. The item's id is `:<item>Id` in the path, and `item`
 * names it in a 404.
 */
interface CrewList<Item extends { readonly id: string }, Add extends z.ZodObject, Edit extends z.ZodObject> {
  readonly path: string;
  readonly item: string;
  readonly summaries: { readonly add: string; readonly edit: string; readonly remove: string };
  items(crew: Crew): readonly Item[];
  readonly add: Add;
  added(fields: z.output<Add>, loaded: StoredCrew): PlannedEvent;
  readonly edit: Edit;
  edited(current: Item, fields: z.output<Edit>, loaded: StoredCrew): PlannedEvent;
  removed(id: string): DowntimeEvent;
}

function listWrites<Item extends { readonly id: string }, Add extends z.ZodObject, Edit extends z.ZodObject>(
  list: CrewList<Item, Add, Edit>,
): CrewWrite[] {
  const idParam = `${list.item}Id`;
  // Typed by hand: zod types an object with a computed key as a record, losing `crewId`.
  const params = z.strictObject({ crewId: idSchema, [idParam]: idSchema }) as unknown as z.ZodType<WriteParams>;
  const current = (loaded: StoredCrew, at: WriteParams): Item => find(list.items(loaded.state.crew), at[idParam] ?? '', list.item);
  // The edit and the removal are about one item: its id is in the path.
  const oneItem = { path: `${list.path}/:${idParam}`, params };
  return [
    crewWrite({
      method: 'POST',
      path: list.path,
      summary: list.summaries.add,
      status: 201,
      params: crewParams,
      fields: list.add,
      plan: ({ fields }, loaded) => list.added(fields, loaded),
    }),
    crewWrite({
      method: 'PUT',
      ...oneItem,
      summary: list.summaries.edit,
      fields: list.edit,
      plan: ({ params, fields }, loaded) => list.edited(current(loaded, params), fields, loaded),
    }),
    crewWrite({
      method: 'DELETE',
      ...oneItem,
      summary: list.summaries.remove,
      fields: z.strictObject({}),
      plan: ({ params }, loaded) => ({ event: list.removed(current(loaded, params).id) }),
    }),
  ];
}

/**
 * A list whose items are plain data (factions, cohorts): added as sent, edited by the fields sent
 * replacing the item's. Its path and summaries are named after the item ("Add a faction
 * (faction_save)", …).
 */
function plainList<Item extends { readonly id: string }, Add extends z.ZodObject>(
  item: string,
  schema: z.ZodType<z.output<Add> & { id: string }>,
  add: Add,
  events: { items(crew: Crew): readonly Item[]; saved(item: z.output<Add> & { id: string }): DowntimeEvent; removed(id: string): DowntimeEvent },
): CrewWrite[] {
  return listWrites({
    path: `${item}s`,
    item,
    summaries: {
      add: `Add a ${item} (${item}_save)`,
      edit: `Edit a ${item} (${item}_save): the fields given replace the current ones`,
      remove: `Remove a ${item} (${item}_remove)`,
    },
    items: events.items,
    add,
    added: (fields) => ({ event: events.saved({ id: newId(), ...fields }) }),
    edit: add.partial(),
    edited: (current, fields) => ({ event: events.saved(parseInput(schema, { ...current, ...given(fields) })) }),
    removed: events.removed,
  });
}

const factions = plainList('faction', factionSchema, factionInputSchema, {
  items: (crew) => crew.factions,
  saved: (faction) => ({ type: 'faction_save', faction }),
  removed: (id) => ({ type: 'faction_remove', id }),
});
const cohorts = plainList('cohort', cohortSchema, cohortInputSchema, {
  items: (crew) => crew.cohorts,
  saved: (cohort) => ({ type: 'cohort_save', cohort }),
  removed: (id) => ({ type: 'cohort_remove', id }),
});

// A character is made by the rules' defaults (new ids, the table's healing clock) and edited by
// `editedCharacter`; its GM notes are kept beside the sheet.
const characters = listWrites({
  path: 'characters',
  item: 'character',
  summaries: {
    add: 'Add a player character (character_save); only `name` is needed',
    edit: 'Edit a character (character_save): the fields given replace the current ones; `projects`, when given, is the whole list',
    remove: 'Remove a character (character_remove)',
  },
  items: (crew) => crew.characters,
  add: characterInputSchema,
  added: (input, loaded) => {
    const character = newCharacter(input, loaded.table);
    return { event: { type: 'character_save', character }, ...characterNotes(character.id, input.gmNotes) };
  },
  edit: characterEditSchema,
  edited: (current, edit, loaded) => ({
    event: { type: 'character_save', character: editedCharacter(current, edit, loaded.state.crew) },
    ...characterNotes(current.id, edit.gmNotes),
  }),
  removed: (id) => ({ type: 'character_remove', id }),
});

// K1: the clocks of the crew and of its factions; K2–K5: any clock of the board ticked by hand or
// by a roll (a project and a healing clock by hand too: they are clocks of their character).
const clocks = listWrites({
  path: 'clocks',
  item: 'clock',
  summaries: {
    add: 'K1: set a clock of the crew or of a faction (clock_save): name, owner, 2–12 segments, links, what players know',
    edit: 'K1: edit a clock (clock_save): the fields given replace the current ones (a reveal is `visibility`)',
    remove: 'K1: remove a clock (clock_remove); the links to it go too',
  },
  items: crewClocks,
  add: crewClockInputSchema as unknown as typeof crewClockEditSchema,
  added: (fields) => ({ event: { type: 'clock_save', clock: parseInput(crewClockSchema, { id: newId(), ...fields }) } }),
  edit: crewClockEditSchema,
  edited: (current, fields) => ({ event: { type: 'clock_save', clock: parseInput(crewClockSchema, { ...current, ...given(fields) }) } }),
  removed: (id) => ({ type: 'clock_remove', id }),
});

/** Any clock of the board by its id: the crew's, a faction's, a character's healing clock or project. */
function boardClockId(crew: Crew, clockId: string): string {
  return find(crewBoard(crew), clockId, 'clock').id;
}

const clockTicks: CrewWrite[] = [
  crewWrite({
    method: 'POST',
    path: 'clocks/:clockId/tick',
    summary: 'K2: tick a clock by hand, +n or −n (clock_tick): any clock of the board, a project or a healing clock too',
    params: clockParams,
    fields: clockTickFields,
    plan: ({ params, fields }, loaded) => ({ event: { type: 'clock_tick', clockId: boardClockId(loaded.state.crew, params.clockId), delta: fields.delta } }),
  }),
  crewWrite({
    method: 'POST',
    path: 'clocks/:clockId/roll',
    summary: "K3–K5: tick a clock of the crew or of a faction by a roll (clock_roll): a character's action, the GM's fortune pool, or the faction's tier",
    params: clockParams,
    fields: clockRollFields,
    plan: ({ params, fields }, loaded) => ({ event: { type: 'clock_roll', clockId: boardClockId(loaded.state.crew, params.clockId), roll: fields.roll } }),
  }),
];

/** Registered in this order, which is the OpenAPI document's: factions, cohorts, acquired assets, characters and their projects, clocks. */
export const CREW_ITEM_WRITES: readonly CrewWrite[] = [
  ...factions,
  ...cohorts,
  crewWrite({
    method: 'DELETE',
    path: 'assets/:assetId',
    summary: 'A4: an acquired asset leaves the sheet (asset_remove): used in earnest, a quiet week passed, or lost',
    params: assetParams,
    fields: assetRemoveFields,
    plan: ({ params, fields }, loaded) => ({
      event: { type: 'asset_remove', id: find(loaded.state.crew.assets, params.assetId, 'asset').id, cause: fields.cause },
    }),
  }),
  ...characters,
  crewWrite({
    method: 'POST',
    path: 'characters/:characterId/projects',
    summary: 'A5: open a long-term project on a character (project_create)',
    status: 201,
    params: characterParams,
    fields: projectCreateFields,
    plan: ({ params: { characterId }, fields }, loaded) => {
      find(loaded.state.crew.characters, characterId, 'character');
      return { event: { type: 'project_create', characterId, id: newId(), ...fields } };
    },
  }),
  ...clocks,
  ...clockTicks,
];

export const crewWriteErrors = errorResponses(400, 401, 403, 404, 409, 413, 422);

/**
 * The route of a crew write: the GM of the crew, then its event through the pipeline. Registered
 * with the request typed by hand: the success status is the write's own (200 or 201), which the
 * zod type provider cannot follow; validation and the response schema are the same.
 */
export function registerCrewWrite(app: FastifyInstance, write: CrewWrite): void {
  app.route<{ Params: WriteParams; Body: { version: number } & Record<string, unknown> }>({
    method: write.method,
    url: write.path === '' ? '/crews/:crewId' : `/crews/:crewId/${write.path}`,
    schema: {
      tags: ['crews'],
      summary: write.summary,
      security: gmOnly,
      params: write.params,
      body: write.fields.extend(versionBody.shape),
      response: { [write.status]: crewStepSchema, ...crewWriteErrors },
    },
    handler: async (request, reply) => {
      const { crewId } = request.params;
      await requireCrewGm(request, crewId);
      const { version, ...fields } = request.body;
      const step = await applyCrewEvent(app, { crewId, version, event: (loaded) => write.plan({ params: request.params, fields }, loaded) });
      return reply.code(write.status).send(asBody(crewStepSchema, step));
    },
  });
}

/**
 * The crew sheet and its lists: crew, factions, cohorts, characters, assets, projects, clocks; its
 * undo, revert and redo. Every write is one step of the crew's history, carries the crew's
 * `version` (a stale one is a 409) and answers `{ sheet, event }`.
 */
import { z } from 'zod';
import { crewSheetSchema } from '../crew';
import { crewStepParams, redoBodySchema, revertBodySchema, revertPreviewSchema } from '../crewRevert';
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
  cohortParams,
  crewClockEditSchema,
  crewClockInputSchema,
  crewCreateSchema,
  crewEditSchema,
  crewStepSchema,
  factionInputSchema,
  factionParams,
  projectCreateFields,
  versionBody,
} from '../crewWrites';
import { noContent } from '../errors';
import { campaignParams, crewParams, tokenQuery } from '../ids';
import type { RouteTablePart } from './route';

/** A write's body: its own fields and the crew's version. */
const versioned = <S extends z.core.$ZodLooseShape, C extends z.core.$ZodObjectConfig>(fields: z.ZodObject<S, C>) => fields.extend(versionBody.shape);

/** What every crew write may answer besides its success. */
const writeErrors = [400, 401, 403, 404, 409, 413, 422] as const;

/** A crew write: the GM's, `{ sheet, event }` answered (201 when it adds to the sheet). */
const write = <P extends z.ZodType, B extends z.ZodType>(summary: string, params: P, body: B) =>
  ({ tags: ['crews'], summary, params, body, answer: crewStepSchema, errors: writeErrors }) as const;
const added = <P extends z.ZodType, B extends z.ZodType>(summary: string, params: P, body: B) => ({ ...write(summary, params, body), status: 201 }) as const;

const sheetQuery = z.strictObject(tokenQuery);

export const crewRoutes = {
  // ─── the crew ──────────────────────────────────────────────────────────────────────────────────
  'crew.create': {
    tags: ['crews'],
    summary: 'Create a crew (its history starts with crew_created); ids are made by the server',
    params: campaignParams,
    body: crewCreateSchema,
    answer: crewStepSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413, 422],
  },
  'crew.sheet': {
    tags: ['crews'],
    summary: 'The crew sheet with its downtime (players: no GM notes, no held or hidden entanglement)',
    params: crewParams,
    query: sheetQuery,
    answer: crewSheetSchema,
    errors: [400, 401, 403, 404],
  },
  // A player's first visit knows only the link's token: one request answers the crew's sheet (its
  // `id` is the crew's), instead of auth.me and then crew.sheet.
  'crew.linkSheet': {
    tags: ['crews'],
    summary: "The crew sheet a player link opens (players' view; GM sessions: 403)",
    query: sheetQuery,
    answer: crewSheetSchema,
    errors: [400, 401, 403, 404],
  },
  'crew.edit': write("Edit the crew's own fields (crew_edit); lists have their own routes", crewParams, versioned(crewEditSchema)),
  'crew.delete': {
    tags: ['crews'],
    summary: 'Delete the crew and everything it owns (its history, rolls and share links)',
    params: crewParams,
    body: versionBody,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404, 409, 413],
  },

  // ─── its lists: an item added (the server makes its id), edited (the fields given replace its own), removed ───
  'crew.faction.add': added('Add a faction (faction_save)', crewParams, versioned(factionInputSchema)),
  'crew.faction.edit': write('Edit a faction (faction_save): the fields given replace the current ones', factionParams, versioned(factionInputSchema.partial())),
  'crew.faction.remove': write('Remove a faction (faction_remove)', factionParams, versionBody),
  'crew.cohort.add': added('Add a cohort (cohort_save)', crewParams, versioned(cohortInputSchema)),
  'crew.cohort.edit': write('Edit a cohort (cohort_save): the fields given replace the current ones', cohortParams, versioned(cohortInputSchema.partial())),
  'crew.cohort.remove': write('Remove a cohort (cohort_remove)', cohortParams, versionBody),
  'crew.asset.remove': write(
    'A4: an acquired asset leaves the sheet (asset_remove): used in earnest, a quiet week passed, or lost',
    assetParams,
    versioned(assetRemoveFields),
  ),
  'crew.character.add': added('Add a player character (character_save); only `name` is needed', crewParams, versioned(characterInputSchema)),
  'crew.character.edit': write(
    'Edit a character (character_save): the fields given replace the current ones; `projects`, when given, is the whole list',
    characterParams,
    versioned(characterEditSchema),
  ),
  'crew.character.remove': write('Remove a character (character_remove)', characterParams, versionBody),
  'crew.project.create': added('A5: open a long-term project on a character (project_create)', characterParams, versioned(projectCreateFields)),

  // ─── K1: the clocks of the crew and of its factions; K2–K5: any clock of the board ticked by hand or by a roll ───
  'crew.clock.add': added(
    'K1: set a clock of the crew or of a faction (clock_save): name, owner, 2–12 segments, links, what players know',
    crewParams,
    versioned(crewClockInputSchema),
  ),
  'crew.clock.edit': write(
    'K1: edit a clock (clock_save): the fields given replace the current ones (a reveal is `visibility`)',
    clockParams,
    versioned(crewClockEditSchema),
  ),
  'crew.clock.remove': write('K1: remove a clock (clock_remove); the links to it go too', clockParams, versionBody),
  'crew.clock.tick': write(
    'K2: tick a clock by hand, +n or −n (clock_tick): any clock of the board, a project or a healing clock too',
    clockParams,
    versioned(clockTickFields),
  ),
  'crew.clock.roll': write(
    "K3–K5: tick a clock of the crew or of a faction by a roll (clock_roll): a character's action, the GM's fortune pool, or the faction's tier",
    clockParams,
    versioned(clockRollFields),
  ),

  // ─── its history: undo the last step, revert any step, redo an undo ──────────────────────────────
  'crew.undo': {
    tags: ['downtime'],
    summary: 'Undo the last step not yet undone (never the creation); recorded as an "undo" step',
    params: crewParams,
    body: versionBody,
    answer: crewStepSchema,
    errors: writeErrors,
  },
  'crew.revert.preview': {
    tags: ['downtime'],
    summary: 'What reverting this step would do: the sheet’s net changes, and the later steps that would no longer apply (nothing written)',
    params: crewStepParams,
    answer: revertPreviewSchema,
    errors: [400, 401, 403, 404, 422],
  },
  'crew.revert': {
    tags: ['downtime'],
    summary: 'Revert this step (never the creation, an undo or a redo) and the later steps that no longer apply, as the GM confirmed them; an "undo" step each',
    params: crewStepParams,
    body: revertBodySchema,
    answer: crewStepSchema,
    errors: writeErrors,
  },
  'crew.redo': {
    tags: ['downtime'],
    summary: 'Redo: take back the undo step `seq` (its step kept again), unless a step kept since would no longer apply; a "redo" step',
    params: crewStepParams,
    body: redoBodySchema,
    answer: crewStepSchema,
    errors: writeErrors,
  },
} as const satisfies RouteTablePart;

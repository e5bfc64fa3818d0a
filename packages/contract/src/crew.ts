/**
 * The crew sheet as the API answers it (GET /api/crews/:crewId, every crew write's `sheet`): the
 * rules' crew, where its downtime stands, and the GM's notes (never sent to players).
 */
import {
  assetKindSchema,
  BANDS,
  CLOCK_VISIBILITIES,
  CREW_CLOCK_OWNER_KINDS,
  DOWNTIME_PHASES,
  ENTANGLEMENT_COLUMNS,
  ENTANGLEMENT_ROWS,
  crewSchema,
  dangerousGoodsSchema,
  downtimeEventSchema,
  entanglementKindSchema,
  type Band,
  type ClockVisibility,
  type CrewClockOwnerKind,
  type DowntimeEventType,
  type DowntimePhase,
  type EntanglementColumn,
  type EntanglementRow,
} from '@temps-mort/rules';
import type { AcquireAssetRequest, AcquireAssetRoll, ClockView as RulesClockView, Overindulgence } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';

const bandSchema = z.enum(BANDS as [Band, ...Band[]]);

/** E1: the dice of an entanglement roll and the cell they point at (rules: `EntanglementRoll`). */
export const entanglementRollSchema = z.object({
  wanted: z.number().int(),
  heat: z.number().int(),
  column: z.enum(ENTANGLEMENT_COLUMNS as [EntanglementColumn, ...EntanglementColumn[]]),
  dice: z.array(z.number().int()),
  result: z.number().int(),
  band: bandSchema,
  row: z.enum(ENTANGLEMENT_ROWS as [EntanglementRow, ...EntanglementRow[]]),
  candidates: z.array(entanglementKindSchema),
  hidden: z.boolean(),
});

const acquireAssetRequestFields = z.looseObject({
  characterId: z.string(),
  name: z.string(),
  kind: assetKindSchema,
  assetId: z.string().nullable().optional(),
  dangerous: dangerousGoodsSchema.nullable().optional(),
  repeat: z.enum(['first', 'again', 'after_every_use']).optional(),
  justInCase: z.boolean().optional(),
  minQuality: z.number().int().nullable().optional(),
  extraDice: z.number().int().optional(),
  helped: z.boolean().optional(),
});

const pendingAssetFields = z.looseObject({
  request: acquireAssetRequestFields,
  tier: z.number().int(),
  pool: z.number().int(),
  band: bandSchema,
  rolledQuality: z.number().int().describe('D3 quality with the A3 help, before coin.'),
  coinToReachMinimum: z.number().int(),
  coinMayRaise: z.boolean(),
});

const pendingOverindulgenceFields = z.looseObject({
  characterId: z.string(),
  attribute: z.string(),
  quality: z.number().int(),
  missing: z.number().int(),
  excess: z.number().int().describe('Circles the roll would have restored beyond those missing.'),
});

/*
 * What waits for a choice is stored state the rules read back as they wrote it: loose on the wire
 * (one stored by an older version of the rules is answered as it was written), typed as the rules
 * type it. The annotation checks each schema gives the rules' type; `noFieldMissing`, that the
 * rules have no field the schema does not describe.
 */
type Missing<T, S extends { readonly shape: object }> = Exclude<keyof T, keyof S['shape']>;
const noFieldMissing: [
  Missing<AcquireAssetRoll, typeof pendingAssetFields>,
  Missing<AcquireAssetRequest, typeof acquireAssetRequestFields>,
  Missing<Overindulgence, typeof pendingOverindulgenceFields>,
] extends [never, never, never]
  ? true
  : never = true;
void noFieldMissing;

/** A4: a rolled acquisition waiting for the player's coin (rules: `AcquireAssetRoll`). */
export const pendingAssetSchema: z.ZodType<AcquireAssetRoll, AcquireAssetRoll> = pendingAssetFields;

/** V2: an overindulgence waiting for the player's pick (rules: `Overindulgence`). */
export const pendingOverindulgenceSchema: z.ZodType<Overindulgence, Overindulgence> = pendingOverindulgenceFields;

export const characterDowntimeSchema = z.object({
  used: z.number().int(),
  allowance: z.number().int().describe('A1: activities allowed this downtime (2, 1 at war, +1 season bonus).'),
  remaining: z.number().int(),
  trained: z.array(z.string()).describe('A8: skills trained this downtime.'),
  freePlay: z.number().int(),
  freePlayLimit: z.number().int().describe('A2: 2 + crew tier.'),
  pendingAsset: pendingAssetSchema.nullable().describe('A4: a rolled acquisition waiting for `asset-settle`.'),
  pendingOverindulgence: pendingOverindulgenceSchema.nullable().describe('V2: an overindulgence waiting for `overindulgence`.'),
  loadBeforeJail: z.number().int().nullable(),
});

/**
 * K1: a clock of the crew or of a faction as an audience sees it: players get the open ones whole,
 * the name-only ones without their progress, never a GM-only one.
 */
export const clockViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ kind: z.enum(CREW_CLOCK_OWNER_KINDS as [CrewClockOwnerKind, ...CrewClockOwnerKind[]]), id: z.string() }),
  visibility: z.enum(CLOCK_VISIBILITIES as [ClockVisibility, ...ClockVisibility[]]),
  progress: z
    .object({ filled: z.number().int(), segments: z.number().int(), full: z.boolean() })
    .nullable()
    .describe('Null when the players know the name only.'),
  onFill: z.string().nullable().describe('What happens when it fills (null when the players know the name only).'),
  lockedBy: z.string().nullable().describe('K6: the clock that must fill before a roll may tick this one (one the audience knows).'),
  race: z
    .object({ rival: z.string(), winner: z.string().nullable() })
    .nullable()
    .describe('K7: the race it runs in (against a clock the audience knows) and its winner once decided.'),
});

const eventTypes = downtimeEventSchema.options.map((o) => o.shape.type.value);

export const crewSheetSchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    version: z.number().int().describe('Send it back with the next write (409 when stale).'),
    crew: crewSchema,
    downtime: z.object({
      phase: z.enum(DOWNTIME_PHASES as [DowntimePhase, ...DowntimePhase[]]),
      number: z.number().int().describe('Downtimes started so far.'),
      seasonBonus: z.boolean(),
      entanglementRolled: z.boolean(),
      extraEntanglementRolls: z.number().int(),
      pendingEntanglementRoll: z
        .object({ roll: entanglementRollSchema, id: z.string(), reveal: z.boolean() })
        .nullable()
        .describe('E1: dice rolled and waiting for the GM to pick from the cell (`pick: after_roll`).'),
      characters: z.record(z.string(), characterDowntimeSchema).describe('Per character id.'),
      allowedEvents: z.array(z.enum(eventTypes as [DowntimeEventType, ...DowntimeEventType[]])).describe('The steps the rules accept now.'),
    }),
    clocks: z.array(clockViewSchema).describe('K1: the clocks of the crew and of its factions the audience knows, in the crew’s order.'),
    heldEntanglements: z
      .number()
      .int()
      .min(0)
      .describe('How many entanglements the GM holds (not revealed yet, or rolled hidden): players get the count, never their content.'),
    gmNotes: z.string().optional().describe('GM only.'),
    characterNotes: z.record(z.string(), z.string()).optional().describe('GM only: notes per character id.'),
    updatedAt: z.string(),
  })
  .describe('The crew sheet. Players never get GM notes nor held or hidden entanglements (only `heldEntanglements`, how many), nor a GM-only clock or the progress of a name-only one, nor a faction’s unrevealed goal, notes or assets; their `crew` carries no clocks (`clocks` says what they know).');

export type CrewSheetView = Answer<typeof crewSheetSchema>;
export type ClockView = Answer<typeof clockViewSchema>;
// The rules decide what each audience knows of a clock (`clockViews`); this schema describes what
// they give: a field in one and not the other stops the typecheck.
const clockViewIsTheRules: [ClockView, RulesClockView] extends [RulesClockView, ClockView] ? true : never = true;
void clockViewIsTheRules;
export type DowntimeView = CrewSheetView['downtime'];
export type CharacterDowntimeView = Answer<typeof characterDowntimeSchema>;
export type PendingAssetView = Answer<typeof pendingAssetSchema>;
export type PendingOverindulgenceView = Answer<typeof pendingOverindulgenceSchema>;

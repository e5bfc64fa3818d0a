/**
 * The crew's views as the API answers them: the sheet, a stored step with its rolls, and a step's
 * answer. The write path checks its answer against them inside the transaction, before the commit
 * (events.ts), so an answer the response check would refuse is never committed.
 */
import { DOWNTIME_PHASES, crewSchema, downtimeEventSchema } from '@temps-mort/rules';
import { z } from 'zod';

export const reasonSchema = z
  .object({
    rule: z.string(),
    code: z.string(),
    values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  })
  .describe('Why a number is what it is: a SPEC.md rule id, a message code, and the values the UI puts into words.');

const looseObject = z.record(z.string(), z.unknown());

export const characterDowntimeSchema = z.object({
  used: z.number().int(),
  allowance: z.number().int().describe('A1: activities allowed this downtime (2, 1 at war, +1 season bonus).'),
  remaining: z.number().int(),
  trained: z.array(z.string()).describe('A8: skills trained this downtime.'),
  freePlay: z.number().int(),
  freePlayLimit: z.number().int().describe('A2: 2 + crew tier.'),
  pendingAsset: looseObject.nullable().describe('A4: a rolled acquisition waiting for `asset-settle`.'),
  pendingOverindulgence: looseObject.nullable().describe('V2: an overindulgence waiting for `overindulgence`.'),
  loadBeforeJail: z.number().int().nullable(),
});

const eventTypes = downtimeEventSchema.options.map((o) => o.shape.type.value);

export const crewSheetSchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    version: z.number().int().describe('Send it back with the next write (409 when stale).'),
    crew: crewSchema,
    downtime: z.object({
      phase: z.enum(DOWNTIME_PHASES as [string, ...string[]]),
      number: z.number().int().describe('Downtimes started so far.'),
      seasonBonus: z.boolean(),
      entanglementRolled: z.boolean(),
      extraEntanglementRolls: z.number().int(),
      pendingEntanglementRoll: z
        .object({
          roll: z.object({
            wanted: z.number().int(),
            heat: z.number().int(),
            column: z.string(),
            dice: z.array(z.number().int()),
            result: z.number().int(),
            band: z.string(),
            row: z.string(),
            candidates: z.array(z.string()),
            hidden: z.boolean(),
          }),
          id: z.string(),
          reveal: z.boolean(),
        })
        .nullable()
        .describe('E1: dice rolled and waiting for the GM to pick from the cell (`pick: after_roll`).'),
      characters: z.record(z.string(), characterDowntimeSchema).describe('Per character id.'),
      allowedEvents: z.array(z.enum(eventTypes as [string, ...string[]])).describe('The steps the rules accept now.'),
    }),
    gmNotes: z.string().optional().describe('GM only.'),
    characterNotes: z.record(z.string(), z.string()).optional().describe('GM only: notes per character id.'),
    updatedAt: z.string(),
  })
  .describe('The crew sheet. Players never get GM notes nor held or hidden entanglements.');

export const crewRollSchema = z.object({
  id: z.string(),
  who: z.string(),
  characterId: z.string().nullable(),
  purpose: z.string(),
  kind: z.string().describe('"d6_pool", "fortune", or "dN" for a fair pick among N.'),
  sides: z.number().int(),
  dice: z.array(z.number().int()),
  band: z.string().nullable(),
  quality: z.number().int().nullable(),
  hidden: z.boolean(),
  undone: z.boolean().describe('Its step was undone (the roll stays in the history).'),
  reasons: z.array(reasonSchema),
  createdAt: z.string(),
});

export const crewEventSchema = z
  .object({
    seq: z.number().int().describe('Position in the history, 1 for `crew_created`; the live stream id.'),
    type: z.string(),
    payload: looseObject.describe('The event as asked (a `DowntimeEvent`, or `{type:"undo",seq}`).'),
    dice: z.array(z.number().int()).describe('Every die the step consumed, in order.'),
    detail: looseObject,
    reasons: z.array(reasonSchema),
    hidden: z.boolean().describe('GM-only step.'),
    undone: z.boolean(),
    undoneBy: z.number().int().nullable(),
    undoes: z.number().int().nullable(),
    rolls: z.array(crewRollSchema),
    createdAt: z.string(),
  })
  .describe('One step of the crew history.');

export const crewStepSchema = z
  .object({ sheet: crewSheetSchema, event: crewEventSchema })
  .describe('The sheet after the step, and the step as stored (reasons, dice, rolls).');


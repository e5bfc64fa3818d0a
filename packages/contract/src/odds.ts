/**
 * Exact odds before a roll is made: GET /api/odds/<kind> (dice) and /api/odds/downtime/<kind>
 * (downtime rolls), each a query and an answer. Distributions over numbers are lists of
 * `{ value, probability }`.
 */
import { D12_ROLL_BOUNDS, POOL_ROLL_BOUNDS, prisonClaimKindSchema } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { tokenQuery } from './ids';
import type { RouteName } from './routes/endpoints';

const num = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bounded = (bound: { readonly min: number; readonly max: number }) => num(bound.min, bound.max);

// ─── GET /api/odds/<kind> ────────────────────────────────────────────────────────────────────────

const bands = z.object({ '1-3': z.number(), '4-5': z.number(), '6': z.number(), crit: z.number() });
const degrees = z.object({
  critical_failure: z.number(),
  failure: z.number(),
  success_with_complication: z.number(),
  success: z.number(),
  critical_success: z.number(),
});
const d12Query = {
  pool: bounded(D12_ROLL_BOUNDS.pool),
  traitBonus: bounded(D12_ROLL_BOUNDS.traitBonus).default(0),
  modifier: bounded(D12_ROLL_BOUNDS.modifier).default(0),
  threshold: bounded(D12_ROLL_BOUNDS.threshold),
};

export const ROLL_ODDS = {
  d6: { query: z.strictObject({ pool: bounded(POOL_ROLL_BOUNDS.pool) }), answer: bands },
  fortune: { query: z.strictObject({ pool: bounded(POOL_ROLL_BOUNDS.pool), shift: bounded(POOL_ROLL_BOUNDS.shift).default(0) }), answer: bands },
  d12: { query: z.strictObject(d12Query), answer: degrees },
  'd12-giving': {
    query: z.strictObject({ ...d12Query, willing: bounded(D12_ROLL_BOUNDS.willing) }),
    answer: z.object({ degrees, atLeastComplication: z.number(), success: z.number(), expectedSpent: z.number(), out: z.number() }),
  },
  'd12-reroll': {
    query: z.strictObject({ ...d12Query, rerollOn: z.enum(['failure', 'below_success']).default('failure') }),
    answer: z.object({ degrees, success: z.number(), withoutReroll: z.number(), rerollUsed: z.number() }),
  },
  'd12-fear': {
    query: z.strictObject({
      mindPool: bounded(D12_ROLL_BOUNDS.pool),
      traitBonus: bounded(D12_ROLL_BOUNDS.traitBonus).default(0),
      modifier: bounded(D12_ROLL_BOUNDS.modifier).default(0),
    }),
    answer: z.object({ degrees, gainDestiny: z.number(), loseMind: z.number(), reachesZero: z.number() }),
  },
  d100: { query: z.strictObject({ threshold: num(-1000, 1000) }), answer: z.object({ success: z.number() }) },
  'd100-opposition': {
    query: z.strictObject({
      actorThreshold: num(-1000, 1000),
      actorAttribute: num(-100, 100).default(0),
      opponentThreshold: num(-1000, 1000),
      opponentAttribute: num(-100, 100).default(0),
    }),
    answer: z.object({ actor: z.number(), opponent: z.number(), tie: z.number(), bothFail: z.number() }),
  },
  'd100-group': {
    query: z.strictObject({
      leadThreshold: num(-1000, 1000),
      helpers: z
        .string()
        .max(200)
        .default('')
        .transform((s, ctx) => {
          const parts = s.split(',').map((p) => p.trim()).filter((p) => p !== '');
          const values = parts.map(Number);
          if (values.length > 20 || values.some((v) => !Number.isInteger(v) || v < -1000 || v > 1000)) {
            ctx.addIssue({ code: 'custom', message: 'up to 20 whole thresholds, comma-separated' });
            return z.NEVER;
          }
          return values;
        }),
    }),
    answer: z.object({ success: z.number(), thresholds: z.array(z.object({ threshold: z.number(), probability: z.number() })) }),
  },
};

export type RollOdds<K extends keyof typeof ROLL_ODDS> = Answer<(typeof ROLL_ODDS)[K]['answer']>;

// ─── GET /api/odds/downtime/<kind> ───────────────────────────────────────────────────────────────

const pool = z.coerce.number().int().min(0).max(12).describe('Dice in the pool (0: 2d6 keep the lowest).');
// Only the words `true`/`false` (and zod's few synonyms) pass: capped by what they are.
const flag = z.stringbool().meta({ maxLength: 8 }).optional();
const probability = z.number().min(0).max(1);
const distribution = z.array(z.object({ value: z.number(), probability })).describe('Each value with its exact probability.');
const clockOdds = z.object({
  probability: probability.describe('The clock is full within `activities` activities.'),
  byActivity: z.array(probability).describe('Full within 1, 2, … activities.'),
});
const activities = z.coerce.number().int().min(0).max(50);

/** The downtime odds routes of the table (`odds.downtime.*`). */
export type DowntimeOddsName = Extract<RouteName, `odds.downtime.${string}`>;

/**
 * Each downtime roll's route (GET /api/odds/downtime/<key>): its name in the route table, its
 * summary, its query (the share token aside: every one takes `?token=`) and answer.
 */
export const DOWNTIME_ODDS = {
  pool: {
    name: 'odds.downtime.pool',
    summary: 'D1/D2: the bands of a d6 pool',
    query: { size: pool },
    answer: z.object({ size: z.number().int(), bands: z.object({ '1-3': probability, '4-5': probability, '6': probability, crit: probability }) }),
  },
  entanglement: {
    name: 'odds.downtime.entanglement',
    summary: "E1: the entanglement table's rows and each entanglement (\"pick for me\") for a wanted level and heat",
    query: { wanted: z.coerce.number().int().min(0).max(4), heat: z.coerce.number().int().min(0).max(9) },
    answer: z.object({ rows: z.record(z.string(), probability), kinds: z.record(z.string(), probability) }),
  },
  'acquire-asset': {
    name: 'odds.downtime.acquireAsset',
    summary: "A4: the quality of an acquired asset (crew tier's pool, repeat penalty, help, coin)",
    query: {
      crewTier: z.coerce.number().int().min(0).max(4),
      repeat: z.enum(['first', 'again', 'after_every_use']).optional(),
      extraDice: z.coerce.number().int().min(0).max(6).optional(),
      coin: z.coerce.number().int().min(0).max(100).optional(),
      helped: flag,
      minQuality: z.coerce.number().int().min(0).max(10).optional(),
    },
    answer: z.object({ pool: z.number().int(), quality: distribution, meetsMinimum: probability }),
  },
  'reduce-heat': {
    name: 'odds.downtime.reduceHeat',
    summary: 'A7: the quality of a reduce-heat roll and the heat left',
    query: { heat: z.coerce.number().int().min(0).max(9), pool, helped: flag },
    answer: z.object({ quality: distribution, heatAfter: distribution, expectedHeatAfter: z.number() }),
  },
  project: {
    name: 'odds.downtime.project',
    summary: 'A5: a long-term project clock full within K activities',
    query: {
      segments: z.coerce.number().int().min(1).max(24),
      filled: z.coerce.number().int().min(0).max(24).optional(),
      activities,
      pool,
      helped: flag,
    },
    answer: clockOdds,
  },
  recovery: {
    name: 'odds.downtime.recovery',
    summary: 'A6: the healing clock full within K activities',
    query: { filled: z.coerce.number().int().min(0).max(12).optional(), activities, pool, helped: flag, selfSurgery: flag },
    answer: clockOdds,
  },
  train: {
    name: 'odds.downtime.train',
    summary: 'A8: the points a skill gains by training',
    query: { pool, helped: flag },
    answer: z.object({ gain: distribution, expectedGain: z.number() }),
  },
  'indulge-vice': {
    name: 'odds.downtime.indulgeVice',
    summary: 'V1/V2: circles restored by indulging vice, and the risk of overindulging',
    query: { pool, missing: z.coerce.number().int().min(0).max(12), helped: flag },
    answer: z.object({ quality: distribution, restored: distribution, overindulgence: probability, critical: probability }),
  },
  incarceration: {
    name: 'odds.downtime.incarceration',
    summary: "I3: each incarceration result for the crew's tier and prison claims",
    query: {
      tier: z.coerce.number().int().min(0).max(4),
      prisonClaims: z
        .string()
        .max(300)
        .optional()
        .transform((v, ctx) => {
          const claims = v === undefined || v === '' ? [] : v.split(',');
          const parsed = z.array(prisonClaimKindSchema).safeParse(claims);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: 'prison claim kinds separated by commas' });
            return z.NEVER;
          }
          return parsed.data;
        })
        .describe('Prison claims held, separated by commas (smuggling may appear twice).'),
    },
    answer: z.object({ crit: probability, claim: probability, nothing: probability, trauma: probability }),
  },
} as const satisfies Record<string, { name: DowntimeOddsName; summary: string; query: z.ZodRawShape; answer: z.ZodType }>;

/** A downtime odds route's whole query: its own fields and the share token. */
export function downtimeOddsQuery<Q extends z.ZodRawShape>(query: Q) {
  return z.strictObject({ ...tokenQuery, ...query });
}

export type DowntimeOdds<K extends keyof typeof DOWNTIME_ODDS> = Answer<(typeof DOWNTIME_ODDS)[K]['answer']>;

/** The campaign's dice: rolls, their follow-ups, their odds; a d12 character's damage, rest, comfort and milestone. */
import { z } from 'zod';
import { campaignParams, idParams } from '../ids';
import { ROLL_ODDS } from '../odds';
import { D12_EFFECT_BODIES, d12EffectParams, effectSchema, FOLLOW_UP_BODIES, followUpSchema, ROLL_BODIES, rollListQuery, rollSchema, rollUndoBody } from '../rolls';
import type { RouteTablePart } from './route';

/**
 * A roll on the dice screen: the campaign's GM, the campaign using the roll's game system (404
 * otherwise); the stored roll (201). Only a d12 roll's rules may refuse it (422).
 */
const roll = <B extends z.ZodType>(summary: string, body: B) =>
  ({ tags: ['rolls'], summary, params: campaignParams, body, answer: rollSchema, status: 201, errors: [400, 401, 403, 404, 413] }) as const;
const d12Roll = <B extends z.ZodType>(summary: string, body: B) => ({ ...roll(summary, body), errors: [400, 401, 403, 404, 413, 422] }) as const;

/** A d12 follow-up on a stored roll: the roll as it stands, the character after it, the crew's step. */
const followUp = <B extends z.ZodType>(summary: string, body: B) =>
  ({ tags: ['rolls'], summary, params: idParams, body, answer: followUpSchema, errors: [400, 401, 403, 404, 409, 413, 422] }) as const;

/** Exact odds before a roll, read with the caller's campaign's table rules (404: that campaign is gone). */
const odds = <Q extends z.ZodType, A extends z.ZodType>(kind: { readonly query: Q; readonly answer: A }, summary: string) =>
  ({ tags: ['rolls'], summary, query: kind.query, answer: kind.answer, errors: [400, 401, 404] }) as const;
/** The odds of a pool's bands, which no table rule changes: no campaign read. */
const poolOdds = <Q extends z.ZodType, A extends z.ZodType>(kind: { readonly query: Q; readonly answer: A }, summary: string) =>
  ({ ...odds(kind, summary), errors: [400, 401] }) as const;

/** What the d12 rules do to a character outside a roll, saved through the crew's history. */
const effect = <B extends z.ZodType>(summary: string, body: B) =>
  ({ tags: ['rolls'], summary, params: d12EffectParams, body, answer: effectSchema, errors: [400, 401, 403, 404, 409, 413, 422] }) as const;

export const rollRoutes = {
  'roll.d6': roll('D1/D2: roll a d6 pool (0 dice: 2d6 keep the lowest)', ROLL_BODIES.d6),
  'roll.fortune': roll('D1 + D5: a fortune roll, its band moved by a quality modifier', ROLL_BODIES.fortune),
  'roll.d12': d12Roll("T7/T8: a d12 action, with a character's pool and trait (characterId) or a free pool", ROLL_BODIES.d12),
  'roll.fearTest': d12Roll("T5: a character's fear test (1d12 + Mind vs 12); resolve it with /api/rolls/:id/fear-resolution", ROLL_BODIES.fearTest),
  'roll.d100': roll('C1: a d100 test', ROLL_BODIES.d100),
  'roll.d100Opposition': roll('C2: an opposition (the actor rolls first)', ROLL_BODIES.d100Opposition),
  'roll.d100Group': roll("C6: a group action (each helper's success +10 %, failure −10 %)", ROLL_BODIES.d100Group),
  'roll.d20': roll('Plain d20s (Frostgrave)', ROLL_BODIES.d20),
  'campaign.rolls': {
    tags: ['rolls'],
    summary: "The campaign's rolls, newest first, undone ones marked (a player: their crew's open rolls only); of one complex action with `complexActionId`",
    params: campaignParams,
    query: rollListQuery,
    answer: z.array(rollSchema),
    errors: [400, 401, 403, 404],
  },
  'roll.read': {
    tags: ['rolls'],
    summary: 'One roll (a player: an open roll of their crew)',
    params: idParams,
    answer: rollSchema,
    errors: [400, 401, 403, 404],
  },
  'roll.undo': {
    tags: ['rolls'],
    summary: "Undo the campaign's last roll (it stays listed, marked undone; a crew's, ledger's or complex action's roll is undone in its own history)",
    params: idParams,
    body: rollUndoBody,
    answer: rollSchema,
    errors: [400, 401, 403, 404, 413, 422],
  },
  'roll.giveOfOneself': followUp('T9: give of oneself — one pool point raises the degree one step', FOLLOW_UP_BODIES.giveOfOneself),
  // A re-roll is a new roll: 201.
  'roll.reroll': { ...followUp('T6: spend a destiny point to roll again (the new roll replaces this one)', FOLLOW_UP_BODIES.reroll), status: 201 },
  'roll.critical': followUp('T8: the option picked on a natural 12 or a natural 1', FOLLOW_UP_BODIES.critical),
  'roll.fearResolution': followUp("T5: the fear test's consequence (success: +1 destiny; failure: −1 Mind)", FOLLOW_UP_BODIES.fearResolution),
  'odds.d6': poolOdds(ROLL_ODDS.d6, 'D1/D2: exact odds of each band of a pool'),
  'odds.fortune': poolOdds(ROLL_ODDS.fortune, 'D1 + D5: exact odds of each band once moved by `shift`'),
  'odds.d12': odds(ROLL_ODDS.d12, 'T7/T8: exact odds of each degree of a d12 action'),
  'odds.d12Giving': odds(ROLL_ODDS['d12-giving'], 'T9: odds when the player gives up to `willing` pool points after seeing the die'),
  'odds.d12Reroll': odds(ROLL_ODDS['d12-reroll'], 'T6: odds with a destiny re-roll kept for a failure (or anything below a clean success)'),
  'odds.d12Fear': odds(ROLL_ODDS['d12-fear'], 'T5: odds of the fear test'),
  'odds.d100': odds(ROLL_ODDS.d100, 'C1: the chance a d100 test succeeds'),
  'odds.d100Opposition': odds(ROLL_ODDS['d100-opposition'], 'C2: exact odds of an opposition'),
  'odds.d100Group': odds(ROLL_ODDS['d100-group'], "C6: the lead's chance with the helpers (helpers: comma-separated thresholds)"),
  'd12.damage': effect('T3: damage of a kind hits its pool (T2 out at 0 unless a destiny point is spent, T6)', D12_EFFECT_BODIES.damage),
  'd12.rest': effect('T4: a rest in a safe place (1 point per 4 hours, doubled near an active comfort), placed by the player', D12_EFFECT_BODIES.rest),
  'd12.comfort': effect('T5: the comfort is lost (no doubling of rest until found or the end of a cycle) or found again', D12_EFFECT_BODIES.comfort),
  'd12.milestone': effect('T10: end of a scenario (pools restored, a trait advance), of a cycle (+1 value), or of the campaign (retired)', D12_EFFECT_BODIES.milestone),
} as const satisfies RouteTablePart;

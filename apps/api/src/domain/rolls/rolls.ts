/**
 * Campaign-level rolls the GM makes from the dice screen: a d6 pool, a fortune roll, a d12 action
 * (free, or linked to a character whose pool and traits count), a d100 test, opposition or group
 * action, and plain d20s. Each is one rule call with the app's roller, stored as one Roll with its
 * reasons and the rule's whole result; it may name a crew and a character, and be hidden (never
 * sent to players). Rolling changes no sheet: what a d12 result does to a character goes through
 * the crew's history (./d12.ts, ./d12Effects.ts).
 */
import type { Character, D12ActionResult, D12Attribute, D12StandIn, DiceRoll, Outcome, Reason, Roller, TableRules } from '@temps-mort/rules';
import {
  D12_STAND_IN_TRAIT,
  d12RollAction,
  d12StandInCharacter,
  d12RollFearTest,
  poolReason,
  reason,
  rollD100GroupAction,
  rollD100Opposition,
  rollD100Test,
  rollPool,
  shiftBand,
} from '@temps-mort/rules';
import type { PrismaClient } from '../../generated/prisma/client';
import { BadRequestError, NotFoundError, RuleRefusalError } from '../../http/errors';
import { findCharacter, loadCrew } from '../crews/repository';
import { campaignTableRules, parseJson, restoreRollBefore, rollView, storeRoll, type Db, type NewRoll, type RollView } from './store';
import { appendStep, lastUndoable, recordUndo, rollStepInclude } from '../history/steps';
import { publishRoll, type Announcer } from './live';
import { commitStep } from '../history/write';

/** What a campaign roll needs: the database, the dice, and the hub it is announced on after the commit. */
export interface RollDeps extends Announcer {
  readonly db: PrismaClient;
  readonly roller: Roller;
}

/** Who a roll is about, and how it shows. */
export interface RollLinks {
  readonly crewId?: string | null | undefined;
  readonly characterId?: string | null | undefined;
  /** Shown as who rolled (default: the character's name, else "GM"). */
  readonly who?: string | undefined;
  /** Why (shown): default per kind. */
  readonly purpose?: string | undefined;
  /** A GM-only roll: never sent to players. */
  readonly hidden?: boolean | undefined;
}

interface ResolvedLinks {
  readonly crewId: string | null;
  readonly characterId: string | null;
  readonly who: string;
  readonly hidden: boolean;
}

/** Checks the crew and character belong to the campaign (404 otherwise) and names who rolled. */
async function resolveLinks(db: Db, campaignId: string, links: RollLinks): Promise<ResolvedLinks> {
  let crewId = links.crewId ?? null;
  let who = links.who ?? null;
  const characterId = links.characterId ?? null;
  if (characterId !== null) {
    const character = await findCharacter(db, campaignId, characterId);
    if (character === null) throw new NotFoundError('character', characterId);
    if (crewId !== null && crewId !== character.crewId) {
      throw new BadRequestError('body.characterId', 'the character is not in that crew');
    }
    crewId = character.crewId;
    who ??= character.name;
  } else if (crewId !== null) {
    const crew = await db.crew.findUnique({ where: { id: crewId }, select: { campaignId: true } });
    if (crew === null || crew.campaignId !== campaignId) throw new NotFoundError('crew', crewId);
  }
  return { crewId, characterId, who: who ?? 'GM', hidden: links.hidden ?? false };
}

function accept<T>(outcome: Outcome<T>): { value: T; reasons: readonly Reason[]; rolls: readonly DiceRoll[] } {
  if (!outcome.ok) throw new RuleRefusalError(outcome.error);
  return outcome;
}

type Rolled = Omit<NewRoll, 'campaignId' | 'crewId' | 'characterId' | 'who' | 'hidden'>;

/** A kind of roll: the rule called in the transaction, with the links checked and the table rules in force. */
type RollMaker = (ctx: { tx: Db; table: TableRules; links: ResolvedLinks }) => Promise<Rolled> | Rolled;

/**
 * One campaign roll in the caller's transaction: links checked, the rule called, a step of the
 * campaign's dice (the request as asked, the dice it consumed, its reasons) with its roll. Not
 * announced: the caller publishes (`publishRoll`) after its commit.
 */
async function rollInTx(tx: Db, campaignId: string, links: RollLinks, roll: RollMaker): Promise<RollView> {
  const table = await campaignTableRules(tx, campaignId);
  const resolved = await resolveLinks(tx, campaignId, links);
  const rolled = await roll({ tx, table, links: resolved });
  const step = await appendStep(tx, {
    campaignId,
    aggregate: 'dice',
    aggregateId: campaignId,
    type: rolled.kind,
    payload: links,
    dice: rolled.rolls.flatMap((r) => r.dice),
    reasons: rolled.reasons,
    hidden: resolved.hidden,
    table,
  });
  const row = await storeRoll(tx, { ...rolled, campaignId, ...resolved, eventId: step.id });
  return rollView(row);
}

/** One campaign roll in its own transaction, then announced. */
function rollAndStore(deps: RollDeps, campaignId: string, links: RollLinks, roll: RollMaker): Promise<RollView> {
  return commitStep(deps.db, (tx) => rollInTx(tx, campaignId, links, roll), (view) => publishRoll(deps.hub, view));
}

/**
 * The rolls another write makes in its own transaction (a roll request answered: the roll and the
 * request marked rolled commit together), each as its route rolls it; the caller publishes the
 * roll (`publishRoll`) after its commit.
 */
export const ROLLS_IN_TX = {
  d6: (tx: Db, roller: Roller, campaignId: string, input: RollLinks & { readonly pool: number }) => rollInTx(tx, campaignId, input, d6Roll(roller, input)),
  fortune: (tx: Db, roller: Roller, campaignId: string, input: FortuneInput) => rollInTx(tx, campaignId, input, fortuneRoll(roller, input)),
  d12: (tx: Db, roller: Roller, campaignId: string, input: D12RollInput) => rollInTx(tx, campaignId, input, d12Roll(roller, input)),
  d100: (tx: Db, roller: Roller, campaignId: string, input: RollLinks & { readonly threshold: number }) => rollInTx(tx, campaignId, input, d100Roll(roller, input)),
} as const;

/** D1/D2: a d6 pool (0 dice: 2d6 keep the lowest). */
export function rollD6(deps: RollDeps, campaignId: string, input: RollLinks & { readonly pool: number }): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, d6Roll(deps.roller, input));
}

function d6Roll(roller: Roller, input: RollLinks & { readonly pool: number }): RollMaker {
  return () => {
    const pool = rollPool(input.pool, roller);
    return {
      purpose: input.purpose ?? 'd6',
      kind: 'd6_pool',
      rolls: [{ sides: 6, purpose: 'd6_pool', dice: pool.dice }],
      band: pool.band,
      reasons: [poolReason(pool)],
      value: pool,
    };
  };
}

type FortuneInput = RollLinks & { readonly pool: number; readonly shift: number };

/** D1 + D5: a fortune roll, its band moved `shift` steps (a quality modifier). */
export function rollFortune(deps: RollDeps, campaignId: string, input: FortuneInput): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, fortuneRoll(deps.roller, input));
}

function fortuneRoll(roller: Roller, input: FortuneInput): RollMaker {
  return () => {
    const pool = rollPool(input.pool, roller);
    const band = shiftBand(pool.band, input.shift);
    const reasons = [poolReason(pool)];
    if (input.shift !== 0) reasons.push(reason('D5', 'band_shifted', { from: pool.band, steps: input.shift, to: band }));
    return {
      purpose: input.purpose ?? 'fortune',
      kind: 'fortune',
      rolls: [{ sides: 6, purpose: 'fortune', dice: pool.dice }],
      band,
      reasons,
      value: { ...pool, shift: input.shift, rolledBand: pool.band, band },
    };
  };
}

// ─── d12 ────────────────────────────────────────────────────────────────────────────────────────

// A roll not linked to a character is read against the rules' stand-in sheet (d12StandInCharacter);
// what it stores (`result.standIn`) lets the follow-ups rebuild it.

/** What `Roll.result` holds for a d12 roll. */
export interface D12Stored {
  readonly value: D12ActionResult;
  readonly rolls: readonly DiceRoll[];
  /** Set for a roll not linked to a character. */
  readonly standIn: D12StandIn | null;
  /** The re-roll (T6) that replaced this result, if any. */
  readonly supersededBy: string | null;
  /** The roll this one re-rolled, if any. */
  readonly rerollOf: string | null;
  /** The follow-ups applied to this result (giving of oneself, critical option, fear resolved). */
  readonly steps: readonly { readonly step: string; readonly [k: string]: unknown }[];
}

/** Loads a linked character as the rules see it, with its crew's version. */
export async function loadCharacter(db: Db, crewId: string, characterId: string): Promise<{ character: Character; crewVersion: number; table: TableRules }> {
  const crew = await loadCrew(db, crewId);
  const character = crew?.state.crew.characters.find((c) => c.id === characterId);
  if (!crew || !character) throw new NotFoundError('character', characterId);
  return { character, crewVersion: crew.version, table: crew.table };
}

export type D12RollInput = RollLinks & {
  readonly attribute: D12Attribute;
  /** The pool of a free roll (no character). */
  readonly pool?: number | undefined;
  /** A linked character's trait (by name) or a free roll's trait name. */
  readonly trait?: string | null | undefined;
  /** A free roll's trait bonus (+1..+3). */
  readonly traitBonus?: number | undefined;
  readonly modifier?: number | undefined;
  readonly threshold: number;
};

/** T7 + T8: a d12 action, linked to a character (its pool and traits) or free (the pool given). */
export function rollD12(deps: RollDeps, campaignId: string, input: D12RollInput): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, d12Roll(deps.roller, input));
}

function d12Roll(roller: Roller, input: D12RollInput): RollMaker {
  return async ({ tx, table, links }) => {
    let character: Character;
    let standIn: D12StandIn | null = null;
    let trait = input.trait ?? null;
    if (links.characterId !== null && links.crewId !== null) {
      character = (await loadCharacter(tx, links.crewId, links.characterId)).character;
    } else {
      if (input.pool === undefined) throw new BadRequestError('body.pool', 'required without a characterId');
      const traitBonus = input.traitBonus ?? 0;
      standIn = { attribute: input.attribute, pool: input.pool, trait: traitBonus > 0 ? (trait ?? D12_STAND_IN_TRAIT) : null, traitBonus };
      character = d12StandInCharacter(standIn);
      trait = standIn.trait;
    }
    const out = accept(
      d12RollAction(character, { attribute: input.attribute, trait, modifier: input.modifier ?? 0, threshold: input.threshold }, { roller, table }),
    );
    return d12Rolled(input.purpose ?? 'd12', out.value, out.reasons, out.rolls, { standIn, supersededBy: null, rerollOf: null, steps: [] });
  };
}

export function d12Rolled(
  purpose: string,
  value: D12ActionResult,
  reasons: readonly Reason[],
  rolls: readonly DiceRoll[],
  extra: Omit<D12Stored, 'value' | 'rolls'>,
): Rolled {
  return { purpose, kind: 'd12_action', rolls, band: value.degree, quality: value.total, reasons, value, extra: { ...extra } };
}

/** T5: the fear test's roll (1d12 + Mind vs 12), to be raised, re-rolled, then resolved (./d12.ts). */
export function rollFearTest(
  deps: RollDeps,
  campaignId: string,
  input: RollLinks & { readonly characterId: string; readonly trait?: string | null | undefined; readonly modifier?: number | undefined },
): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, async ({ tx, table, links }) => {
    const { character } = await loadCharacter(tx, links.crewId as string, input.characterId);
    const out = accept(d12RollFearTest(character, { trait: input.trait ?? null, modifier: input.modifier ?? 0 }, { roller: deps.roller, table }));
    return d12Rolled(input.purpose ?? 'T5 fear test', out.value, out.reasons, out.rolls, { standIn: null, supersededBy: null, rerollOf: null, steps: [] });
  });
}

// ─── d100 ───────────────────────────────────────────────────────────────────────────────────────

/** C1: a simple d100 test. */
export function rollD100(deps: RollDeps, campaignId: string, input: RollLinks & { readonly threshold: number }): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, d100Roll(deps.roller, input));
}

function d100Roll(roller: Roller, input: RollLinks & { readonly threshold: number }): RollMaker {
  return ({ table }) => {
    const out = rollD100Test({ threshold: input.threshold }, { roller, table });
    return {
      purpose: input.purpose ?? 'd100',
      kind: 'd100_simple',
      rolls: out.rolls,
      band: out.value.success ? 'success' : 'failure',
      reasons: out.reasons,
      value: out.value,
    };
  };
}

export interface Contestant {
  readonly threshold: number;
  readonly attribute: number;
}

/** C2: an opposition (the actor rolls first, then the opponent). */
export function rollD100Opposed(
  deps: RollDeps,
  campaignId: string,
  input: RollLinks & { readonly actor: Contestant; readonly opponent: Contestant },
): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, ({ table }) => {
    const out = rollD100Opposition({ actor: input.actor, opponent: input.opponent }, { roller: deps.roller, table });
    return {
      purpose: input.purpose ?? 'd100 opposition',
      kind: 'd100_opposed',
      rolls: out.rolls,
      band: out.value.winner,
      reasons: out.reasons,
      value: out.value,
    };
  });
}

/** C6: a group action (helpers first, in order, then the lead at the adjusted threshold). */
export function rollD100Group(
  deps: RollDeps,
  campaignId: string,
  input: RollLinks & { readonly leadThreshold: number; readonly helpers: readonly number[] },
): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, ({ table }) => {
    const out = rollD100GroupAction({ leadThreshold: input.leadThreshold, helpers: input.helpers }, { roller: deps.roller, table });
    return {
      purpose: input.purpose ?? 'd100 group',
      kind: 'd100_group',
      rolls: out.rolls,
      band: out.value.lead.success ? 'success' : 'failure',
      quality: out.value.threshold,
      reasons: out.reasons,
      value: out.value,
    };
  });
}

/** Plain d20s (Frostgrave), read by the table. */
export function rollD20(deps: RollDeps, campaignId: string, input: RollLinks & { readonly count: number }): Promise<RollView> {
  return rollAndStore(deps, campaignId, input, () => {
    const dice = Array.from({ length: input.count }, () => deps.roller.roll(20));
    return {
      purpose: input.purpose ?? 'd20',
      kind: 'd20',
      rolls: [{ sides: 20, purpose: 'd20', dice }],
      reasons: [],
      value: { dice },
    };
  });
}

// ─── reading ────────────────────────────────────────────────────────────────────────────────────

export interface ListRollsQuery {
  readonly crewId?: string | undefined;
  /** Only the rolls of this complex action's history (its log, undone rolls included). */
  readonly complexActionId?: string | undefined;
  readonly limit: number;
  /** A player's view: open rolls of their crew only. */
  readonly openOnly: boolean;
}

/** The campaign's rolls, newest first. */
export async function listRolls(db: PrismaClient, campaignId: string, query: ListRollsQuery): Promise<RollView[]> {
  const rows = await db.roll.findMany({
    where: {
      campaignId,
      ...(query.crewId === undefined ? {} : { crewId: query.crewId }),
      ...(query.complexActionId === undefined ? {} : { step: { complexActionId: query.complexActionId } }),
      ...(query.openOnly ? { hidden: false } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: query.limit,
    include: rollStepInclude,
  });
  return rows.map(rollView);
}

export async function getRoll(db: Db, id: string): Promise<RollView> {
  const row = await db.roll.findUnique({ where: { id }, include: rollStepInclude });
  if (row === null) throw new NotFoundError('roll', id);
  return rollView(row);
}

/**
 * Undo of a campaign roll: the campaign's dice are an aggregate without state, so undo marks the
 * roll's step undone by an "undo" step and the roll stays listed as undone (nobody re-rolls). The
 * roll named must be the campaign's last roll not yet undone (a roll made meanwhile by another
 * window is a 422 naming it: the GM sees what they would undo first), or the roll a follow-up of
 * it rewrote last (a free d12 roll's giving, critical option or re-roll): that follow-up is undone
 * and the roll is back as it was. A roll made by another
 * aggregate's step (a crew's downtime, a ledger entry, a complex action) is undone in that history.
 */
export async function undoRoll(deps: { readonly db: PrismaClient } & Announcer, rollId: string): Promise<RollView> {
  const undone = await commitStep(deps.db, async (tx) => {
    const row = await tx.roll.findUnique({ where: { id: rollId }, include: { step: true } });
    if (row === null) throw new NotFoundError('roll', rollId);
    const { step } = row;
    if (step === null || step.aggregate !== 'dice') {
      throw new RuleRefusalError({ rule: 'D7', code: 'undo_in_its_history', values: { aggregate: step?.aggregate ?? 'none' } });
    }
    if (step.undoneById !== null) throw new RuleRefusalError({ rule: 'D7', code: 'roll_already_undone', values: {} });
    const dice = { aggregate: 'dice', aggregateId: row.campaignId } as const;
    const last = await lastUndoable(tx, dice);
    // The roll's last change, when it is the campaign dice's last step: a follow-up on it (a free
    // d12 roll's giving, critical option or re-roll) or the roll itself.
    const followUp = last !== null && last.id !== step.id && parseJson<{ rollId?: unknown }>(last.payload, {}).rollId === rollId ? last : null;
    if (followUp === null && last?.id !== step.id) throw new RuleRefusalError({ rule: 'D7', code: 'undo_not_last', values: { seq: last?.seq ?? 0 } });
    const target = followUp ?? step;
    const at = { seq: target.seq, type: target.type };
    const why = followUp === null ? reason('D7', 'roll_undone', at) : reason('D7', 'follow_up_undone', at);
    await recordUndo(tx, { ...target, aggregate: 'dice' }, { reason: why, table: null });
    // A follow-up or a re-roll gives the roll it rewrote back as it was.
    await restoreRollBefore(tx, target.detail);
    return rollView(await tx.roll.findUniqueOrThrow({ where: { id: rollId }, include: rollStepInclude }));
  });
  // The players' phones mark it undone in place (their "recent rolls").
  publishRoll(deps.hub, undone);
  return undone;
}


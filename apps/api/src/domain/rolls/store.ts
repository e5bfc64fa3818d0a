/**
 * Storing and reading back the server's dice: one `Roll` row per roll the server made (one rule
 * call: a d6 pool, a d12 action, a d100 opposition with both dice, a Frostgrave intimidation with
 * the attacker's and the defender's d20…). `dice` holds every die in the order rolled; `result`
 * holds the rule's whole result and the dice broken down by purpose, so a follow-up (a d12 destiny
 * re-roll, a collection's next step) can read it back.
 */
import type { RollView } from '@temps-mort/contract';
import type { DiceRoll, Reason, TableRules } from '@temps-mort/rules';
import { tableRulesFrom } from '@temps-mort/rules';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { rollStepInclude, type Aggregate } from '../history/steps';
import { NotFoundError } from '../../http/errors';

/** A client or a transaction: services accept either. */
export type Db = PrismaClient | Prisma.TransactionClient;

/** `Roll.kind`. */
export type RollKind =
  | 'd6_pool'
  | 'fortune'
  | 'd12_action'
  | 'd100_simple'
  | 'd100_opposed'
  | 'd100_complex'
  | 'd100_group'
  | 'd20';

/** Dice of one purpose (`Roll.result.rolls`) and a roll as the API answers them are the contract's (rolls.ts `diceRollSchema`, `rollSchema`). */
export type { DiceRollView, RollView } from '@temps-mort/contract';

/** What `Roll.result` holds: the rule's value, its dice by purpose, and kind-specific links. */
export type StoredRollResult = RollView['result'];

export interface NewRoll {
  readonly campaignId: string;
  readonly crewId?: string | null;
  readonly characterId?: string | null;
  readonly wizardId?: string | null;
  readonly eventId?: string | null;
  readonly who: string;
  readonly purpose: string;
  readonly kind: RollKind;
  readonly rolls: readonly DiceRoll[];
  readonly band?: string | null;
  readonly quality?: number | null;
  readonly hidden?: boolean;
  readonly reasons: readonly Reason[];
  /** The rule's value (stored as `result.value`). */
  readonly value: unknown;
  /** Extra keys of `result` (links to a collection, a complex action, a stand-in…). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

export function rollResultJson(value: unknown, rolls: readonly DiceRoll[], extra: Readonly<Record<string, unknown>> = {}): string {
  return JSON.stringify({ ...extra, value, rolls });
}

/** Writes one Roll row (in the caller's transaction). */
export function storeRoll(db: Db, roll: NewRoll): Promise<RollRow> {
  const first = roll.rolls[0];
  return db.roll.create({
    data: {
      campaignId: roll.campaignId,
      crewId: roll.crewId ?? null,
      characterId: roll.characterId ?? null,
      wizardId: roll.wizardId ?? null,
      stepId: roll.eventId ?? null,
      who: roll.who,
      purpose: roll.purpose,
      kind: roll.kind,
      sides: first?.sides ?? 0,
      dice: JSON.stringify(roll.rolls.flatMap((r) => r.dice)),
      band: roll.band ?? null,
      quality: roll.quality ?? null,
      hidden: roll.hidden ?? false,
      reasons: JSON.stringify(roll.reasons),
      result: rollResultJson(roll.value, roll.rolls, roll.extra),
    },
    include: rollStepInclude,
  });
}

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A roll as read with its step (`rollStepInclude`): every read and write of a roll includes it. */
export type RollRow = Prisma.RollGetPayload<{ include: typeof rollStepInclude }>;

/** A roll as the API answers it: JSON columns parsed, dates as ISO strings. */
export function rollView(row: RollRow): RollView {
  return {
    id: row.id,
    campaignId: row.campaignId,
    crewId: row.crewId,
    characterId: row.characterId,
    wizardId: row.wizardId,
    eventId: row.stepId,
    who: row.who,
    purpose: row.purpose,
    kind: row.kind,
    sides: row.sides,
    dice: parseJson<number[]>(row.dice, []),
    band: row.band,
    quality: row.quality,
    hidden: row.hidden,
    undone: (row.step?.undoneById ?? null) !== null,
    history: (row.step?.aggregate ?? null) as Aggregate | null,
    reasons: parseJson<Reason[]>(row.reasons, []),
    result: parseJson<StoredRollResult>(row.result, { value: null, rolls: [] }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The campaign's table rules (404 when the campaign does not exist). */
export async function campaignTableRules(db: Db, campaignId: string): Promise<TableRules> {
  const campaign = await db.campaign.findUnique({ where: { id: campaignId }, select: { tableRules: true } });
  if (campaign === null) throw new NotFoundError('campaign', campaignId);
  return tableRulesFrom(parseJson<unknown>(campaign.tableRules, {}));
}

/**
 * A roll as a step found it, when the step rewrites it (a d12 follow-up: giving of oneself, a
 * critical's option, a fear test resolved, a re-roll replacing it). The step keeps it in its
 * detail (`rollBefore`); whatever undoes the step writes it back, so the roll is what it was.
 */
export interface RollBefore {
  readonly id: string;
  readonly result: string;
  readonly band: string | null;
  readonly quality: number | null;
  readonly reasons: string;
}

export function rollBefore(row: Pick<RollRow, 'id' | 'result' | 'band' | 'quality' | 'reasons'>): RollBefore {
  return { id: row.id, result: row.result, band: row.band, quality: row.quality, reasons: row.reasons };
}

/** After the undo of a step (its `detail` as stored): the roll it rewrote, as it was. Nothing for another step. */
export async function restoreRollBefore(db: Db, detail: string): Promise<void> {
  const before = parseJson<{ rollBefore?: Partial<RollBefore> } | null>(detail, null)?.rollBefore;
  if (typeof before?.id !== 'string' || typeof before.result !== 'string' || typeof before.reasons !== 'string') return;
  await db.roll.updateMany({
    where: { id: before.id },
    data: { result: before.result, band: before.band ?? null, quality: before.quality ?? null, reasons: before.reasons },
  });
}

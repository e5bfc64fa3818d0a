/**
 * The GM asks a player for a roll (issue 36): a row per request (`RollRequest`), pending until the
 * character's link rolls it (./answer.ts) or the GM cancels it. The roll asked is the GM's, whole:
 * the player only presses Roll. Each change is told after its commit (./live.ts).
 */
import { ROLL_REQUESTS_LISTED, rollRequestRollSchema, type GameSystem, type RollRequestKind, type RollRequestRoll, type RollRequestView } from '@temps-mort/contract';
import { complexActionRefusal, d12TraitBonus } from '@temps-mort/rules';
import type { PrismaClient } from '../../db/client';
import type { RollRequest as RollRequestRow } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import type { Hub } from '../../live/hub';
import { requireSystem } from '../campaigns/campaigns';
import { loadCrew, type Db } from '../crews/repository';
import { trackerOf } from '../d100/complexActions';
import { readableText } from '../readBack';
import { commitStep } from '../history/write';
import { publishRollRequest } from './live';

/** What a request's writes need: the database, the clock they are dated by, the hub they are told on (none in scripts). */
export interface RollRequestDeps {
  readonly db: PrismaClient;
  readonly clock: () => Date;
  readonly hub?: Hub | undefined;
}

/** The game system each kind of request rolls in, as the dice routes say (the campaign must play it). */
export const SYSTEM_OF_REQUEST: Readonly<Record<RollRequestKind, GameSystem>> = {
  d6: 'downtime',
  fortune: 'downtime',
  d12: 'd12',
  d100: 'd100',
  complex_action: 'd100',
};

export function rollRequestView(row: RollRequestRow): RollRequestView {
  return {
    id: row.id,
    crewId: row.crewId,
    characterId: row.characterId,
    roll: rollRequestRollSchema.parse(JSON.parse(row.roll)),
    note: row.note,
    status: row.status as RollRequestView['status'],
    rollId: row.rollId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export interface NewRollRequest {
  readonly characterId: string;
  readonly roll: RollRequestRoll;
  readonly note?: string | undefined;
}

/**
 * Checks the roll asked can be rolled for that character of the crew, as the dice routes would
 * check it: the character in the crew (404), the system played (404 game_system), a d12 trait the
 * character's (T5, 422), a complex action the crew's or the campaign's (404) and not finished (C3/C4, 422).
 */
async function checkAsked(tx: Db, campaignId: string, crewId: string, input: NewRollRequest): Promise<void> {
  const { roll } = input;
  await requireSystem(tx, campaignId, SYSTEM_OF_REQUEST[roll.kind]);
  const crew = await loadCrew(tx, crewId);
  const character = crew?.state.crew.characters.find((c) => c.id === input.characterId);
  if (!character) throw new NotFoundError('character', input.characterId);
  if (roll.kind === 'd12') {
    const bonus = d12TraitBonus(character, roll.trait);
    if (!bonus.ok) throw new RuleRefusalError(bonus.error);
  }
  if (roll.kind === 'complex_action') {
    const tracker = await tx.complexAction.findUnique({ where: { id: roll.complexActionId } });
    if (tracker === null || tracker.campaignId !== campaignId || (tracker.crewId !== null && tracker.crewId !== crewId)) {
      throw new NotFoundError('complex_action', roll.complexActionId);
    }
    const finished = complexActionRefusal(trackerOf(tracker));
    if (finished && !finished.ok) throw new RuleRefusalError(finished.error);
  }
}

/** The GM asks `characterId` of the crew for a roll: a pending request, told to the crew. */
export function createRollRequest(deps: RollRequestDeps, campaignId: string, crewId: string, input: NewRollRequest): Promise<RollRequestView> {
  return commitStep(
    deps.db,
    async (tx) => {
      await checkAsked(tx, campaignId, crewId, input);
      const row = await tx.rollRequest.create({
        data: {
          crewId,
          characterId: input.characterId,
          roll: readableText(rollRequestRollSchema, input.roll, 'roll request'),
          note: input.note ?? null,
          createdAt: deps.clock(),
        },
      });
      return rollRequestView(row);
    },
    (view) => publishRollRequest(deps.hub, view),
  );
}

/** The request as it is (404 when there is none). */
export async function findRollRequest(db: Db, id: string): Promise<RollRequestRow> {
  const row = await db.rollRequest.findUnique({ where: { id } });
  if (row === null) throw new NotFoundError('roll_request', id);
  return row;
}

/**
 * Takes a pending request to `status` (compare-and-swap on its status, first in its transaction:
 * of two answers at once, one takes it); 409 with the request as it is once rolled or cancelled.
 */
export async function closeRollRequest(tx: Db, id: string, status: 'rolled' | 'cancelled', at: Date): Promise<RollRequestRow> {
  const taken = await tx.rollRequest.updateMany({ where: { id, status: 'pending' }, data: { status, answeredAt: at } });
  const row = await findRollRequest(tx, id);
  if (taken.count !== 1) throw new ConflictError(rollRequestView(row));
  return row;
}

/** The GM cancels a pending request (409 once rolled or cancelled). */
export function cancelRollRequest(deps: RollRequestDeps, id: string): Promise<RollRequestView> {
  return commitStep(
    deps.db,
    async (tx) => rollRequestView(await closeRollRequest(tx, id, 'cancelled', deps.clock())),
    (view) => publishRollRequest(deps.hub, view),
  );
}

/** The crew's requests: every pending one, then the latest answered or cancelled, each newest first; ROLL_REQUESTS_LISTED at most. */
export async function listRollRequests(db: Db, crewId: string): Promise<RollRequestView[]> {
  const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const pending = await db.rollRequest.findMany({ where: { crewId, status: 'pending' }, orderBy: newestFirst, take: ROLL_REQUESTS_LISTED });
  const closed =
    pending.length < ROLL_REQUESTS_LISTED
      ? await db.rollRequest.findMany({ where: { crewId, status: { not: 'pending' } }, orderBy: newestFirst, take: ROLL_REQUESTS_LISTED - pending.length })
      : [];
  return [...pending, ...closed].map(rollRequestView);
}

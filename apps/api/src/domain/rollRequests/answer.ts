/**
 * A player answers a roll request from their phone (issue 36): the server rolls what the GM asked,
 * exactly as the GM's dice routes roll it (../rolls/rolls.ts `ROLLS_IN_TX`; a complex action's
 * next test through its tracker's step, ../d100/aggregate.ts `trackerRolls`), for the request's
 * crew and character, under the character's name, never hidden — and the request is marked
 * rolled in the same transaction: a roll without its request answered, or the other way round,
 * never commits. Told after the commit: the roll as every roll is, then the request.
 */
import type { RollRequestRolled, RollRequestRoll, RollView } from '@temps-mort/contract';
import type { Roller } from '@temps-mort/rules';
import { ForbiddenError } from '../../http/errors';
import { campaignSystems } from '../campaigns/campaigns';
import { loadPlayerKnowledge } from '../crews/playerView';
import { loadCrew, type Db } from '../crews/repository';
import { complexActionAggregate, trackerRolls, type ComplexRollResult } from '../d100/aggregate';
import { findComplexAction } from '../d100/complexActions';
import { applyStepInTx } from '../history/apply';
import { commitStep } from '../history/write';
import { publishRoll } from '../rolls/live';
import { rollForPlayer } from '../rolls/playerView';
import { ROLLS_IN_TX, type RollLinks } from '../rolls/rolls';
import { publishRollRequest } from './live';
import { closeRollRequest, findRollRequest, rollRequestView, SYSTEM_OF_REQUEST, type RollRequestDeps } from './rollRequests';

export interface RollAnswerDeps extends RollRequestDeps {
  readonly roller: Roller;
}

/** What a roll is for when the GM gave no note: the kind's own words (the glossary's `rollPurpose`). */
const PURPOSE: Readonly<Record<Exclude<RollRequestRoll['kind'], 'd6'>, string>> = { fortune: 'fortune', d12: 'd12', d100: 'd100', complex_action: 'complex_action' };
const purposeOf = (roll: RollRequestRoll): string => (roll.kind === 'd6' ? (roll.purpose === 'action' ? 'd6' : 'resistance') : PURPOSE[roll.kind]);

interface Rolled {
  readonly roll: RollView;
  /** A complex action's step: its tracker is told to the crew with the roll. */
  readonly tracker: ComplexRollResult | null;
}

/** Rolls what was asked, in the caller's transaction. */
async function rollAsked(tx: Db, deps: RollAnswerDeps, campaignId: string, asked: RollRequestRoll, links: RollLinks & { readonly characterId: string }): Promise<Rolled> {
  switch (asked.kind) {
    case 'd6':
      return { roll: await ROLLS_IN_TX.d6(tx, deps.roller, campaignId, { ...links, pool: asked.pool }), tracker: null };
    case 'fortune':
      return { roll: await ROLLS_IN_TX.fortune(tx, deps.roller, campaignId, { ...links, pool: asked.pool, shift: asked.shift }), tracker: null };
    case 'd12':
      return {
        roll: await ROLLS_IN_TX.d12(tx, deps.roller, campaignId, { ...links, attribute: asked.attribute, trait: asked.trait, modifier: asked.modifier, threshold: asked.threshold }),
        tracker: null,
      };
    case 'd100':
      return { roll: await ROLLS_IN_TX.d100(tx, deps.roller, campaignId, { ...links, threshold: asked.threshold }), tracker: null };
    case 'complex_action': {
      // The tracker as it is now: the player rolls its next test, whatever the GM rolled meanwhile.
      const tracker = await findComplexAction(tx, asked.complexActionId);
      const result = await applyStepInTx(tx, deps, complexActionAggregate, trackerRolls, {
        id: tracker.id,
        version: tracker.version,
        intent: { event: { type: 'complex_roll', threshold: asked.threshold }, who: links.who, characterId: links.characterId },
      });
      const roll = result.rolls.at(-1);
      if (roll === undefined) throw new Error(`complex action ${tracker.id}: a roll stored no roll`);
      return { roll, tracker: result };
    }
  }
}

/**
 * The character's link rolls request `id` (the registrar checked it is theirs, and the route that
 * the campaign lets players roll): 409 with the request once rolled or cancelled — of two answers
 * at once, one rolls. A request the table can no longer roll for that link — its character gone
 * from the crew, its system no longer played — is 403: the link acts for no such roll.
 */
export async function answerRollRequest(deps: RollAnswerDeps, id: string): Promise<RollRequestRolled> {
  const done = await commitStep(deps.db, async (tx) => {
    // Gone since the registrar's check (its crew deleted): no roll of the link's.
    if ((await tx.rollRequest.count({ where: { id } })) === 0) throw new ForbiddenError();
    const request = await closeRollRequest(tx, id, 'rolled', deps.clock());
    const asked = rollRequestView(request).roll;
    const crew = await loadCrew(tx, request.crewId);
    const character = crew?.state.crew.characters.find((c) => c.id === request.characterId);
    if (!crew || !character) throw new ForbiddenError();
    if (!(await campaignSystems(tx, crew.campaignId)).includes(SYSTEM_OF_REQUEST[asked.kind])) throw new ForbiddenError();
    const links = { crewId: request.crewId, characterId: character.id, who: character.name, purpose: request.note ?? purposeOf(asked), hidden: false };
    const rolled = await rollAsked(tx, deps, crew.campaignId, asked, links);
    await tx.rollRequest.update({ where: { id }, data: { rollId: rolled.roll.id } });
    return { ...rolled, request: rollRequestView(await findRollRequest(tx, id)) };
  });
  if (done.tracker === null) publishRoll(deps.hub, done.roll);
  else trackerRolls.publish(deps.hub, done.tracker);
  publishRollRequest(deps.hub, done.request);
  // The player's answer: the roll as players read it.
  const roll = rollForPlayer(done.roll, (await loadPlayerKnowledge(deps.db, done.request.crewId))?.secrets);
  if (roll === null) throw new Error(`roll request ${id}: its roll is hidden`);
  return { request: done.request, roll };
}

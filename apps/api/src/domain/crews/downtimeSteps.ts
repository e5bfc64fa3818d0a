/**
 * A downtime step asked through its route (the contract's `DOWNTIME_STEP_ROUTES`): the body and
 * the route make the rules' event (the route's type and the fields it sets, the entanglement's id
 * from the path), which goes through the crew event pipeline (./events.ts).
 */
import type { DowntimeStepRoute } from '@temps-mort/contract';
import { downtimeEventSchema, type DowntimeEvent } from '@temps-mort/rules';
import { NotFoundError, parseInput } from '../../http/errors';
import { commitStep } from '../history/write';
import { settleChoiceProposalsInTx, type ChoiceIntent } from '../proposals/proposals';
import { publishProposals } from '../proposals/views';
import type { CrewStep, PlannedEvent } from './aggregate';
import { applyCrewEvent, applyCrewEventInTx, type CrewDeps, type CrewEventInput } from './events';
import { publishCrewStep } from './live';
import { eventCharacterId } from './rolls';

export interface DowntimeStepInput {
  readonly crewId: string;
  /** The entanglement the path names (reveal, resolve). */
  readonly entanglementId: string | undefined;
  /** The body as its route's schema took it: the event's fields and the crew's version. */
  readonly body: { readonly version: number };
}

export async function applyDowntimeStep(deps: CrewDeps, route: DowntimeStepRoute, input: DowntimeStepInput): Promise<CrewStep> {
  const { crewId, entanglementId } = input;
  const { version, ...fields } = input.body;
  const event = parseInput(downtimeEventSchema, {
    ...fields,
    ...route.fixed,
    type: route.type,
    ...(entanglementId !== undefined ? { id: entanglementId } : {}),
  }) as DowntimeEvent;
  const step: CrewEventInput = {
    crewId,
    version,
    event: (loaded): PlannedEvent => {
      // Ids of the crew's own things are checked here (404); the rules check the rest (422).
      const characterId = eventCharacterId(event);
      if (characterId !== null && !loaded.state.crew.characters.some((c) => c.id === characterId)) {
        throw new NotFoundError('character', characterId);
      }
      if (entanglementId !== undefined && !loaded.state.crew.pendingEntanglements.some((p) => p.id === entanglementId)) {
        throw new NotFoundError('entanglement', entanglementId);
      }
      return { event };
    },
  };
  const made = choiceMade(event);
  if (made === null) return applyCrewEvent(deps, step);
  // The GM makes a pending choice: what the player proposed for it is answered in the same transaction.
  const answered = await commitStep(
    deps.db,
    async (tx) => {
      const applied = await applyCrewEventInTx(tx, deps, step);
      const settled = await settleChoiceProposalsInTx(tx, crewId, made.characterId, made.intent, applied.event.seq, deps.clock());
      return { step: applied, settled };
    },
    ({ step: applied, settled }) => {
      publishCrewStep(deps.hub, applied);
      publishProposals(deps.hub, settled);
    },
  );
  return answered.step;
}

/** The choice a step makes for a character (A4 an asset's coin, V2 an overindulgence's pick), as a proposal would say it. */
function choiceMade(event: DowntimeEvent): { characterId: string; intent: ChoiceIntent } | null {
  if (event.type === 'asset_settle') return { characterId: event.characterId, intent: { type: 'asset_settle', coin: event.coin } };
  if (event.type === 'overindulgence') return { characterId: event.characterId, intent: { type: 'overindulgence', choice: event.choice } };
  return null;
}

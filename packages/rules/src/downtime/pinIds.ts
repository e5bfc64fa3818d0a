import { crewAssetId } from '../activities/keptAssets';
import type { DowntimeEvent } from './events';
import { characterDowntime, type DowntimeState } from './state';

/**
 * Pins the ids a step would make from the crew's step count — the entanglement it holds
 * (`entanglement_roll`), the asset it keeps (`asset_settle`) — into the event before it is applied
 * and stored. A replay then names them as they were named at the table, even when an earlier step
 * is reverted and the count shifts: a later reveal or resolve still finds its entanglement.
 *
 * The id is the one the reducer would make, moved past any id already taken (after a revert the
 * count can fall back on an id a kept step holds). Events that already name their ids, and every
 * other event, are returned as they are.
 */
export function pinEventIds(state: DowntimeState, event: DowntimeEvent): DowntimeEvent {
  const crewId = state.crew.id;
  switch (event.type) {
    case 'entanglement_roll': {
      if (event.id !== undefined) return event;
      const taken = new Set(state.crew.pendingEntanglements.map((p) => p.id));
      if (state.pendingEntanglementRoll) taken.add(state.pendingEntanglementRoll.id);
      return { ...event, id: firstFree(state.events + 1, (n) => `${crewId}/entanglement-${n}`, taken) };
    }
    case 'asset_settle': {
      if (event.assetId !== undefined || event.keep !== true) return event;
      // An asset acquired again keeps its own id (the reducer reads it from the request).
      if (characterDowntime(state, event.characterId).pendingAsset?.request.assetId !== undefined) return event;
      const taken = new Set(state.crew.assets.map((a) => a.id));
      return { ...event, assetId: firstFree(state.events + 1, (n) => crewAssetId(crewId, n), taken) };
    }
    default:
      return event;
  }
}

function firstFree(from: number, idOf: (n: number) => string, taken: ReadonlySet<string>): string {
  let n = from;
  while (taken.has(idOf(n))) n += 1;
  return idOf(n);
}

/**
 * A page the server drew shows the rolls (and complex actions) of the moment it was drawn; what
 * happened between that moment and the stream opening reached nobody. So once the stream is open,
 * they are asked again — quietly: the cache changes only when the answer does, since any change of
 * a query the sheet reads redraws the whole sheet, a long task on a phone.
 */
import { useEffect, useRef } from 'react';
import { call } from '../../lib/api';
import { crewRollsKey, fetchCrewRolls, type CrewSheet } from '../../lib/crew';
import { crewComplexActionsKey } from '../../lib/crewComplexActions';
import { useQueryClient, type QueryClient, type QueryKey } from '../../lib/query';

function putIfChanged(client: QueryClient, key: QueryKey, fresh: unknown): void {
  if (JSON.stringify(client.getData(key)) !== JSON.stringify(fresh)) client.setData(key, fresh);
}

/** Asks again (at most this many times in all) while live events keep changing the list meanwhile. */
const TRIES = 3;

/**
 * Asks `read` and puts its answer — unless a live event changed the list while it was asked (a roll
 * pushed by the stream): the answer may then be older than the list, and putting it would drop that
 * roll; it is asked again instead, after the event.
 */
function catchUp(client: QueryClient, key: QueryKey, read: () => Promise<unknown>, tries = TRIES): void {
  const before = client.getData(key);
  read().then(
    (fresh) => {
      if (client.getData(key) === before) putIfChanged(client, key, fresh);
      else if (tries > 1) catchUp(client, key, read, tries - 1);
    },
    () => undefined,
  );
}

/** Once `live` (the stream open), for a drawn page (`enabled`): the rolls, and the complex actions when `d100`. */
export function useCatchUpOnceLive(enabled: boolean, live: boolean, sheet: CrewSheet | undefined, token: string | null, d100: boolean): void {
  const client = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !live || !sheet || done.current) return;
    done.current = true;
    const { id, campaignId } = sheet;
    catchUp(client, crewRollsKey(id), () => fetchCrewRolls(campaignId, id, token));
    if (!d100) return;
    catchUp(client, crewComplexActionsKey(id), () => call('campaign.complexActions', { params: { campaignId }, query: { crewId: id } }, { token }));
  }, [client, enabled, live, sheet, token, d100]);
}

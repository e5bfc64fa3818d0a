/**
 * A page the server drew shows the rolls (and complex actions) of the moment it was drawn; what
 * happened between that moment and the stream opening reached nobody. So once the stream is open,
 * they are asked again — quietly: the cache changes only when the answer does, since any change of
 * a query the sheet reads redraws the whole sheet, a long task on a phone.
 */
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { crewRollsKey, fetchCrewRolls, type CrewSheet } from '../../lib/crew';
import { crewComplexActionsKey, crewComplexActionsPath, type CrewComplexAction } from '../../lib/crewComplexActions';
import { useQueryClient, type QueryClient, type QueryKey } from '../../lib/query';

function putIfChanged(client: QueryClient, key: QueryKey, fresh: unknown): void {
  if (JSON.stringify(client.getData(key)) !== JSON.stringify(fresh)) client.setData(key, fresh);
}

/** Once `live` (the stream open), for a drawn page (`enabled`): the rolls, and the complex actions when `d100`. */
export function useCatchUpOnceLive(enabled: boolean, live: boolean, sheet: CrewSheet | undefined, token: string | null, d100: boolean): void {
  const client = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !live || !sheet || done.current) return;
    done.current = true;
    const { id, campaignId } = sheet;
    fetchCrewRolls(campaignId, id, token).then(
      (rolls) => putIfChanged(client, crewRollsKey(id), rolls),
      () => undefined,
    );
    if (!d100) return;
    api.get<CrewComplexAction[]>(crewComplexActionsPath(campaignId, id), { token }).then(
      (actions) => putIfChanged(client, crewComplexActionsKey(id), actions),
      () => undefined,
    );
  }, [client, enabled, live, sheet, token, d100]);
}

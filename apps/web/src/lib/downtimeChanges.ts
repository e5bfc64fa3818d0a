/**
 * What the crew's last downtime changed (`downtime.changes`: the net changes of its steps,
 * composed by the server), refetched whenever the sheet's version moves — the GM's end
 * of downtime and the players' recap read it. Not part of the phone's first paint (vite.config.ts
 * keeps it out of the `app` chunk): only the recap, loaded on demand, asks for it.
 */
import { useEffect, useRef } from 'react';
import type { DowntimeChangesAnswer } from '@temps-mort/contract';
import { call } from './api';
import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from './query';

export type { DowntimeChangesAnswer };

export const downtimeChangesKey = (crewId: string): QueryKey => ['crew', crewId, 'downtimeChanges'];

export function useDowntimeChanges(crewId: string, version: number, token: string | null = null): UseQueryResult<DowntimeChangesAnswer> {
  const client = useQueryClient();
  const query = useQuery(downtimeChangesKey(crewId), (signal) => call('downtime.changes', { params: { crewId } }, { token, signal }));
  // A new step moved the sheet: the recap follows (the answer on screen stays until the new one is in).
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void client.invalidate(downtimeChangesKey(crewId));
  }, [client, crewId, version]);
  return query;
}

/**
 * The GM's writes to a crew sheet (crew fields, factions, cohorts, characters): each sends the
 * crew's current version and answers `{ sheet, event }`, whose sheet replaces the cached one. A 409
 * puts its `current` sheet in the cache and bumps `generation`, so every form starts again from the
 * sheet as it is now: nothing half-applied stays on screen.
 */
import { useCallback, useState } from 'react';
import { ConflictError, request, type Method } from '../../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../../lib/crew';
import { useQueryClient } from '../../../lib/query';

export interface CrewWrite {
  /** Sends a write under /api/crews/:id (`''`, `/factions`, `/characters/<id>`…); resolves true on success. */
  readonly send: (key: string, method: Method, path: string, body?: Readonly<Record<string, unknown>>, baseVersion?: number) => Promise<boolean>;
  /** The key of the write on the wire. */
  readonly pendingKey: string | null;
  readonly error: unknown;
  readonly errorKey: string | null;
  /** Bumped by every 409: the forms drop their drafts and show the current sheet. */
  readonly generation: number;
  readonly clearError: () => void;
}

export function useCrewWrite(crewId: string): CrewWrite {
  const client = useQueryClient();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [generation, setGeneration] = useState(0);
  const send = useCallback(
    async (key: string, method: Method, path: string, body: Readonly<Record<string, unknown>> = {}, baseVersion?: number) => {
      // The version the form was filled from, when it says; else the sheet as shown now.
      const version = baseVersion ?? client.getData<CrewSheet>(crewKey(crewId))?.version;
      setPendingKey(key);
      setFailure(null);
      try {
        const answer = await request<{ sheet: unknown }>(method, `/api/crews/${encodeURIComponent(crewId)}${path}`, { body: { ...body, version } });
        client.setData(crewKey(crewId), toCrewSheet(answer.sheet));
        return true;
      } catch (error) {
        if (error instanceof ConflictError) {
          try {
            client.setData(crewKey(crewId), toCrewSheet(error.current));
          } catch {
            void client.invalidate(crewKey(crewId));
          }
          setGeneration((g) => g + 1);
        }
        setFailure({ key, error });
        return false;
      } finally {
        setPendingKey(null);
      }
    },
    [client, crewId],
  );
  const clearError = useCallback(() => setFailure(null), []);
  return { send, pendingKey, error: failure?.error ?? null, errorKey: failure?.key ?? null, generation, clearError };
}

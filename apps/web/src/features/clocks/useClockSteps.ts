import { useCallback, useState } from 'react';
import type { CrewStepAnswer } from '@temps-mort/contract';
import { call, ConflictError } from '../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../lib/crew';
import { useQueryClient } from '../../lib/query';
import type { CrewWriteInput } from '../crew/setup/api';

/** The moves of this screen: a clock's roll, tick or edit, a faction's revealed fields, an undo. */
export type ClockStepName = 'crew.clock.roll' | 'crew.clock.tick' | 'crew.clock.edit' | 'crew.faction.edit' | 'crew.undo';
type StepInput<N extends ClockStepName> = N extends 'crew.undo' ? Record<string, never> : N extends Exclude<ClockStepName, 'crew.undo'> ? CrewWriteInput<N> : never;

export interface ClockSteps {
  readonly run: <N extends ClockStepName>(key: string, name: N, input: StepInput<N>) => Promise<void>;
  readonly pendingKey: string | null;
  readonly error: unknown;
  readonly last: CrewStepAnswer['event'] | null;
  /** Steps taken from this screen and not undone yet: Undo reverts only those (never a downtime step before them). */
  readonly undoable: number;
}

/** Every move between game nights is one step of the crew's history: its answer's sheet replaces the cached one. */
export function useClockSteps(crewId: string): ClockSteps {
  const client = useQueryClient();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [last, setLast] = useState<CrewStepAnswer['event'] | null>(null);
  const [undoable, setUndoable] = useState(0);
  const run = useCallback(
    async <N extends ClockStepName>(key: string, name: N, input: StepInput<N>) => {
      const version = client.getData<CrewSheet>(crewKey(crewId))?.version;
      setPendingKey(key);
      setError(null);
      try {
        const { params = {}, body = {} } = input as { readonly params?: object; readonly body?: object };
        // Each takes the crew's id in its path and the version shown in its body.
        const send = call as unknown as (name: ClockStepName, input: { readonly params: object; readonly body: object }) => Promise<CrewStepAnswer>;
        const answer = await send(name, { params: { ...params, crewId }, body: { ...body, version } });
        client.setData(crewKey(crewId), toCrewSheet(answer.sheet));
        setLast(answer.event);
        setUndoable((n) => (answer.event.type === 'undo' ? Math.max(0, n - 1) : n + 1));
      } catch (e) {
        if (e instanceof ConflictError) {
          try {
            client.setData(crewKey(crewId), toCrewSheet(e.current));
          } catch {
            void client.invalidate(crewKey(crewId));
          }
        }
        setError(e);
      } finally {
        setPendingKey(null);
      }
    },
    [client, crewId],
  );
  return { run, pendingKey, error, last, undoable };
}

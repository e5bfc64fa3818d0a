/**
 * The GM's writes to a crew sheet (crew fields, factions, cohorts, characters, clocks, assets), by
 * their routes' names: each sends the crew's current version and answers `{ sheet, event }`, whose
 * sheet replaces the cached one. A 409 puts its `current` sheet in the cache and bumps
 * `generation`, so every form starts again from the sheet as it is now: nothing half-applied stays
 * on screen.
 */
import { useCallback, useState } from 'react';
import type { CrewListName, CrewWriteName } from '@temps-mort/contract';
import { call, ConflictError, type CallAnswer, type CallInput } from '../../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../../lib/crew';
import { useQueryClient } from '../../../lib/query';

export type { CrewListName, CrewWriteName } from '@temps-mort/contract';

type Without<T, K extends string> = T extends object ? Omit<T, K> : never;
/** What a form gives of write `N`: the path's ids but the crew's, the body but its version (both filled in here). */
export type CrewWriteInput<N extends CrewWriteName> = (object extends Without<CallInput<N>['params'], 'crewId'>
  ? { readonly params?: Without<CallInput<N>['params'], 'crewId'> }
  : { readonly params: Without<CallInput<N>['params'], 'crewId'> }) & { readonly body?: Without<CallInput<N>['body'], 'version'> };

/** A list's write: add an item, edit one, remove one. */
export const listWrite = <L extends CrewListName, W extends 'add' | 'edit' | 'remove'>(list: L, what: W): `crew.${L}.${W}` => `crew.${list}.${what}`;

/** The path's id of an item of `list` (`{ factionId }`, `{ clockId }`…). */
export function itemParams<L extends CrewListName>(list: L, id: string): Without<CallInput<`crew.${L}.edit`>['params'], 'crewId'> {
  return { [`${list}Id`]: id } as Without<CallInput<`crew.${L}.edit`>['params'], 'crewId'>;
}

/** An item form's body as the form holds it (its draft, checked by the rules' schema; the API checks it again). */
export const draftBody = <B>(body: Readonly<Record<string, unknown>>): B => body as B;

export interface CrewWrite {
  /** Sends write `name`; resolves true on success. `baseVersion`: the version the form was filled from (else the sheet's as shown). */
  send<N extends CrewWriteName>(key: string, name: N, input: CrewWriteInput<N>, baseVersion?: number): Promise<boolean>;
  /** The key of the write on the wire. */
  readonly pendingKey: string | null;
  readonly error: unknown;
  readonly errorKey: string | null;
  /** Bumped by every 409: the forms drop their drafts and show the current sheet. */
  readonly generation: number;
  readonly clearError: () => void;
}

type Write = (name: CrewWriteName, input: { readonly params: object; readonly body: object }) => Promise<CallAnswer<'crew.edit'>>;

export function useCrewWrite(crewId: string): CrewWrite {
  const client = useQueryClient();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [generation, setGeneration] = useState(0);
  const send = useCallback(
    async (key: string, name: CrewWriteName, input: { readonly params?: object; readonly body?: object }, baseVersion?: number) => {
      // The version the form was filled from, when it says; else the sheet as shown now.
      const version = baseVersion ?? client.getData<CrewSheet>(crewKey(crewId))?.version;
      setPendingKey(key);
      setFailure(null);
      try {
        const { params = {}, body = {} } = input;
        // Every crew write takes the crew's id in its path and its version in its body.
        const answer = await (call as unknown as Write)(name, { params: { ...params, crewId }, body: { ...body, version } });
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
  ) as CrewWrite['send'];
  const clearError = useCallback(() => setFailure(null), []);
  return { send, pendingKey, error: failure?.error ?? null, errorKey: failure?.key ?? null, generation, clearError };
}

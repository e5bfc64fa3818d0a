/**
 * The downtime walkthrough's server data: the steps (POST /api/crews/:id/downtime/<step>), undo,
 * the crew's recent history (the last steps, with their reasons and rolls, so a reload shows them
 * again), the campaign's table rules (for the odds) and an entanglement's ways out.
 *
 * Every write sends the crew's current version and answers `{ sheet, event }`: the sheet replaces
 * the cached one at once (the screen follows its downtime phase), the event goes on top of the
 * recent history. A 409 puts its `current` sheet in the cache: nothing half-applied stays on screen.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CrewStepAnswer as StepAnswer, EntanglementOptionsAnswer, EntanglementSituation } from '@temps-mort/contract';
import { tableRulesFrom, type TableRules } from '@temps-mort/rules';
import { ConflictError, api } from '../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../lib/crew';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '../../lib/query';

/** A step of the crew's history and its rolls (lib/history.ts). */
export type { HistoryEvent as StepEvent, HistoryRoll as StepRoll } from '../../lib/history';
import type { HistoryEvent as StepEvent } from '../../lib/history';

/** Every crew write's answer: the sheet after the step, and the step (its detail typed by its type). */
export type { CrewStepAnswer as StepAnswer } from '@temps-mort/contract';

const enc = encodeURIComponent;

export const recentStepsKey = (crewId: string): QueryKey => ['crew', crewId, 'history', 'recent'];
export const campaignKey: QueryKey = ['campaign', 'current'];

/** How many recent steps the walkthrough reads (enough to find the last roll through a few undos). */
export const RECENT_STEPS = 60;

/** The crew's recent steps, newest first; refetched whenever the sheet's version changes. */
export function useRecentSteps(crewId: string, version: number | undefined) {
  const client = useQueryClient();
  const key = recentStepsKey(crewId);
  const query = useQuery(key, (signal) =>
    api
      .get<{ events: StepEvent[] }>(`/api/crews/${enc(crewId)}/history?order=desc&limit=${RECENT_STEPS}`, { signal })
      .then((body) => body.events),
  );
  useEffect(() => {
    if (version !== undefined) void client.invalidate(key);
  }, [client, crewId, version]);
  return query;
}

/** The campaign's table rules (defaults filled), for the odds computed here. */
export function useTableRules(): { table: TableRules | undefined; error: unknown } {
  const campaign = useQuery(campaignKey, (signal) => api.get<{ tableRules?: unknown }>('/api/campaigns/current', { signal }), {
    staleTime: 30_000,
  });
  const raw = campaign.data?.tableRules;
  const table = useMemo(() => (campaign.data ? tableRulesFrom(raw ?? {}) : undefined), [campaign.data, raw]);
  return { table, error: campaign.error };
}

export interface StepRequest {
  /** Under /api/crews/:id/ — e.g. `downtime/payoff`, `undo`, `characters/<id>/projects`. */
  readonly path: string;
  readonly body?: Readonly<Record<string, unknown>>;
  /** Which button asked (to show it busy). */
  readonly key: string;
  /** Where its result shows (a StepOutcome's place); its key when absent. */
  readonly place?: string;
  /** POST (a step, a project) unless told: PUT edits a character in place (`characters/<id>`). */
  readonly method?: 'POST' | 'PUT';
}

/** The last step applied from this screen, and where it was asked (StepOutcome shows it there). */
export interface AppliedOutcome {
  readonly place: string;
  readonly event: StepEvent;
}

export interface StepActions {
  /** Sends a step with the crew's current version; resolves with the answer, or undefined after an error. */
  readonly run: (request: StepRequest) => Promise<StepAnswer | undefined>;
  /** The key of the request on the wire, null when idle. */
  readonly pendingKey: string | null;
  readonly error: unknown;
  /** The key of the request that failed. */
  readonly errorKey: string | null;
  readonly clearError: () => void;
  /** The result of the last step sent from here, until the next one is answered (or fails). */
  readonly outcome: AppliedOutcome | null;
  /** The GM moved on by hand: the last result is no longer news. */
  readonly clearOutcome: () => void;
}

/** The walkthrough's one way to write: steps, undo, project creation, a character completed in place. */
export function useStepActions(crewId: string): StepActions {
  const client = useQueryClient();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AppliedOutcome | null>(null);
  const mutation = useMutation(
    (request: StepRequest) => {
      const version = client.getData<CrewSheet>(crewKey(crewId))?.version;
      const send = request.method === 'PUT' ? api.put : api.post;
      return send<StepAnswer>(`/api/crews/${enc(crewId)}/${request.path}`, { ...request.body, version });
    },
    {
      onSuccess: (answer) => {
        client.setData(crewKey(crewId), toCrewSheet(answer.sheet));
        // An undo marks the step it reverted, as the history will say once refetched.
        const undone = answer.event.type === 'undo' ? answer.event.detail.undone : undefined;
        client.setData<StepEvent[]>(recentStepsKey(crewId), (old = []) => [
          answer.event,
          ...old.filter((e) => e.seq !== answer.event.seq).map((e) => (e.seq === undone ? { ...e, undone: true } : e)),
        ]);
      },
      onError: (error) => {
        if (error instanceof ConflictError) {
          try {
            client.setData(crewKey(crewId), toCrewSheet(error.current));
          } catch {
            void client.invalidate(crewKey(crewId));
          }
        }
      },
    },
  );
  const { mutate, reset } = mutation;
  const run = useCallback(
    async (request: StepRequest) => {
      setPendingKey(request.key);
      setErrorKey(null);
      const answer = await mutate(request);
      setPendingKey(null);
      // The old result stays until this one replaces it (the button pressed keeps its place meanwhile).
      setOutcome(answer === undefined ? null : { place: request.place ?? request.key, event: answer.event });
      if (answer === undefined) setErrorKey(request.key);
      return answer;
    },
    [mutate],
  );
  const clearError = useCallback(() => {
    reset();
    setErrorKey(null);
  }, [reset]);
  const clearOutcome = useCallback(() => setOutcome(null), []);
  return { run, pendingKey, error: mutation.error, errorKey, clearError, outcome, clearOutcome };
}

export const stepPath = (step: string): string => `downtime/${step}`;
export const entanglementPath = (id: string, action: 'reveal' | 'resolve'): string => `downtime/entanglements/${enc(id)}/${action}`;

/** E2: the ways out as GET …/entanglements/:id/options answers them, and the GM's situation (its query). */
export type { EntanglementOptionsAnswer, EntanglementOptionView, EntanglementSituation } from '@temps-mort/contract';

/** The ways out of a pending entanglement with their exact cost for this crew as it is (version). */
export function useEntanglementOptions(crewId: string, entanglementId: string, situation: EntanglementSituation, version: number, enabled = true) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(situation)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return useQuery(
    ['crew', crewId, 'entanglement-options', entanglementId, search, version],
    (signal) =>
      api.get<EntanglementOptionsAnswer>(`/api/crews/${enc(crewId)}/entanglements/${enc(entanglementId)}/options${search ? `?${search}` : ''}`, { signal }),
    { enabled, refetchOnFocus: false },
  );
}

/**
 * The downtime walkthrough's server data: the steps (the `downtime.*` routes of the contract's
 * table), undo, the crew's recent history (the last steps, with their reasons and rolls, so a
 * reload shows them again), the campaign's table rules (for the odds) and an entanglement's ways out.
 *
 * Every write sends the crew's current version and answers `{ sheet, event }`: the sheet replaces
 * the cached one at once (the screen follows its downtime phase), the event goes on top of the
 * recent history. A 409 puts its `current` sheet in the cache: nothing half-applied stays on screen.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CrewHistoryAnswer, CrewStepAnswer as StepAnswer, DowntimeStepName, EntanglementSituation, ProposalApproved, ProposalView } from '@temps-mort/contract';
import { endpoints, type RouteName } from '@temps-mort/contract/endpoints';
import { tableRulesFrom, type TableRules } from '@temps-mort/rules';
import { ConflictError, call, type CallInput } from '../../lib/api';
import { crewKey, toCrewSheet, type CrewSheet } from '../../lib/crew';
import { crewProposalsKey, withItem } from '../../lib/players';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '../../lib/query';

/** A step of the crew's history and its rolls (lib/history.ts). */
export type { HistoryEvent as StepEvent, HistoryRoll as StepRoll } from '../../lib/history';
import type { HistoryEvent as StepEvent } from '../../lib/history';

/** Every crew write's answer: the sheet after the step, and the step (its detail typed by its type). */
export type { CrewStepAnswer as StepAnswer } from '@temps-mort/contract';

export const recentStepsKey = (crewId: string): QueryKey => ['crew', crewId, 'history', 'recent'];
export const campaignKey: QueryKey = ['campaign', 'current'];

/** How many recent steps the walkthrough reads (enough to find the last roll through a few undos). */
export const RECENT_STEPS = 60;

/** The crew's recent steps, newest first; refetched whenever the sheet's version changes. */
export function useRecentSteps(crewId: string, version: number | undefined) {
  const client = useQueryClient();
  const key = recentStepsKey(crewId);
  const query = useQuery(key, async (signal) => {
    const answer = await call('crew.history', { params: { crewId }, query: { order: 'desc', limit: RECENT_STEPS } }, { signal });
    // The wire's events, each typed by its step type (the contract's `CrewHistoryAnswer`).
    return (answer as CrewHistoryAnswer).events;
  });
  useEffect(() => {
    if (version !== undefined) void client.invalidate(key);
  }, [client, crewId, version]);
  return query;
}

/** The campaign's table rules (defaults filled), for the odds computed here. */
export function useTableRules(): { table: TableRules | undefined; error: unknown } {
  const campaign = useQuery(campaignKey, (signal) => call('campaign.current', {}, { signal }), { staleTime: 30_000 });
  const raw = campaign.data?.tableRules;
  // The server fills every default; read through the rules anyway (a campaign cached before a new rule).
  const table = useMemo(() => (campaign.data ? tableRulesFrom(raw ?? {}) : undefined), [campaign.data, raw]);
  return { table, error: campaign.error };
}

/**
 * The routes the walkthrough writes through: the downtime steps, undo, a project opened, a
 * character completed in place, a player's proposal approved (issue 36: its step is one like any other).
 */
export type StepRouteName = DowntimeStepName | 'crew.undo' | 'crew.project.create' | 'crew.character.edit' | 'proposal.approve';

type EntanglementStepName = 'downtime.entanglementReveal' | 'downtime.entanglementResolve';
type PlainStepName = Exclude<DowntimeStepName, EntanglementStepName>;

/** Where a write goes: a route of the table by name, and its params beyond the crew's id (filled in here). */
export type StepTarget =
  | { readonly name: PlainStepName | 'crew.undo' }
  | { readonly name: EntanglementStepName; readonly params: { readonly entanglementId: string } }
  | { readonly name: 'crew.project.create' | 'crew.character.edit'; readonly params: { readonly characterId: string } }
  | { readonly name: 'proposal.approve'; readonly params: { readonly id: string } };

export interface StepRequest {
  /** Where it goes: `stepPath`, `entanglementPath`, `UNDO`, `characterEdit`, `projectCreate`, `proposalApproval`. */
  readonly path: StepTarget;
  readonly body?: Readonly<Record<string, unknown>>;
  /** Which button asked (to show it busy). */
  readonly key: string;
  /** Where its result shows (a StepOutcome's place); its key when absent. */
  readonly place?: string;
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

/**
 * The walkthrough's one way to write: steps, undo, project creation, a character completed in
 * place, a proposal approved (its step shows as any step; the proposal takes its place in the list).
 */
export function useStepActions(crewId: string): StepActions {
  const client = useQueryClient();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AppliedOutcome | null>(null);
  const mutation = useMutation(
    async (request: StepRequest) => {
      const version = client.getData<CrewSheet>(crewKey(crewId))?.version;
      const target = request.path;
      if (target.name !== 'proposal.approve') return send(crewId, target, { ...request.body, version });
      const approved = (await call(target.name, { params: target.params, body: { ...request.body, version } } as CallInput<'proposal.approve'>)) as ProposalApproved;
      client.setData<ProposalView[]>(crewProposalsKey(crewId), (old = []) => withItem(old, approved.proposal));
      return approved.step as StepAnswer;
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
          // A proposal decided or withdrawn meanwhile (its approval's other 409): in its place in the list.
          if (isProposal(error.current)) {
            const decided = error.current;
            client.setData<ProposalView[]>(crewProposalsKey(crewId), (old = []) => withItem(old, decided));
            return;
          }
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

/**
 * Sends a write. The forms build each step's body (the server checks it against its route's
 * schema); every one of these routes answers `{ sheet, event }`, its event typed by its type (the
 * contract's `CrewStepAnswer`).
 */
async function send(crewId: string, target: StepTarget, body: Readonly<Record<string, unknown>>): Promise<StepAnswer> {
  const params = 'params' in target ? { ...target.params, crewId } : { crewId };
  const answer = await call(target.name, { params, body } as CallInput<StepRouteName>);
  return answer as StepAnswer;
}

const UNDER = '/downtime/';

/** A downtime step's path under the crew's downtime/ (as the contract's `DOWNTIME_STEP_ROUTES` say them): `payoff`, `entanglement-roll`… */
export type StepPath = { readonly [N in PlainStepName]: (typeof endpoints)[N]['path'] extends `${string}${typeof UNDER}${infer P}` ? P : never }[PlainStepName];

let stepNames: ReadonlyMap<string, PlainStepName> | undefined;

/** The step route whose path ends with `downtime/<step>` (the endpoints name each one). */
export function stepPath(step: StepPath): StepTarget {
  stepNames ??= new Map(
    (Object.keys(endpoints) as RouteName[])
      .filter((name) => name.startsWith('downtime.') && endpoints[name].method === 'POST')
      .map((name) => {
        const path = endpoints[name].path;
        return [path.slice(path.indexOf(UNDER) + UNDER.length), name as PlainStepName];
      }),
  );
  const name = stepNames.get(step);
  if (name === undefined) throw new Error(`no downtime step at ${step}`);
  return { name };
}

export const entanglementPath = (entanglementId: string, action: 'reveal' | 'resolve'): StepTarget => ({
  name: action === 'reveal' ? 'downtime.entanglementReveal' : 'downtime.entanglementResolve',
  params: { entanglementId },
});

/** Undo the crew's last step. */
export const UNDO: StepTarget = { name: 'crew.undo' };
/** A character completed in place (its sheet's fields given). */
export const characterEdit = (characterId: string): StepTarget => ({ name: 'crew.character.edit', params: { characterId } });
/** A5: a long-term project opened on a character. */
export const projectCreate = (characterId: string): StepTarget => ({ name: 'crew.project.create', params: { characterId } });
/** A player's proposal approved (issue 36): the body carries the intent when the GM edited it. */
export const proposalApproval = (id: string): StepTarget => ({ name: 'proposal.approve', params: { id } });

/** A 409's `current` that is a proposal (decided or withdrawn), not the crew's sheet. */
export function isProposal(current: unknown): current is ProposalView {
  return typeof current === 'object' && current !== null && 'status' in current && 'intent' in current && !('crew' in current);
}

/** E2: the ways out as downtime.entanglementOptions answers them, and the GM's situation (its query). */
export type { EntanglementOptionsAnswer, EntanglementOptionView, EntanglementSituation } from '@temps-mort/contract';

/** The ways out of a pending entanglement with their exact cost for this crew as it is (version). */
export function useEntanglementOptions(crewId: string, entanglementId: string, situation: EntanglementSituation, version: number, enabled = true) {
  // What the GM has not said yet (an empty field) is not sent.
  const given = Object.fromEntries(Object.entries(situation).filter(([, value]) => value !== undefined && value !== '')) as EntanglementSituation;
  const search = JSON.stringify(given);
  return useQuery(
    ['crew', crewId, 'entanglement-options', entanglementId, search, version],
    (signal) => call('downtime.entanglementOptions', { params: { crewId, entanglementId }, query: given }, { signal }),
    { enabled, refetchOnFocus: false },
  );
}

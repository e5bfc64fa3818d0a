/**
 * The activity forms' one way to write, on a player's phone (issue 36): what the GM's walkthrough
 * sends as a step (features/downtime/api.ts `useStepActions`) is sent here as the character's
 * proposal — an activity, an acquired asset's coin, an overindulgence's pick — and the GM decides.
 * What else a form may write (a sheet completed in place, sinking into vice, a new purveyor or
 * project) is the GM's to do: the player's forms do not offer it (the walkthrough's `proposal`);
 * a request for it all the same is said, never sent.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ProposalIntent, ProposalView } from '@temps-mort/contract';
import { call } from '../../lib/api';
import { crewProposalsKey, withItem } from '../../lib/players';
import { useMutation, useQueryClient, type QueryClient } from '../../lib/query';
import type { StepActions, StepRequest } from '../downtime/api';

/** A form asked for something only the GM's screen does (no proposal carries it). */
export class GmOnlyError extends Error {
  constructor() {
    super('only the GM does this');
    this.name = 'GmOnlyError';
  }
}

/** The proposal a form's request stands for; null when no proposal carries it. */
export function intentOf(request: StepRequest): ProposalIntent | null {
  const body = request.body ?? {};
  switch (request.path.name) {
    case 'downtime.activity':
      return { type: 'activity', activity: body.activity } as ProposalIntent;
    case 'downtime.assetSettle':
      return { type: 'asset_settle', coin: body.coin } as ProposalIntent;
    case 'downtime.overindulgence':
      return { type: 'overindulgence', choice: body.choice } as ProposalIntent;
    default:
      return null;
  }
}

/** A proposal made or answered: in its place in the crew's list, which the stream then keeps live. */
export function showProposal(client: QueryClient, crewId: string, proposal: ProposalView): void {
  const key = crewProposalsKey(crewId);
  if (client.getData(key) === undefined) void client.invalidate(key);
  else client.setData<ProposalView[]>(key, (old = []) => withItem(old, proposal));
}

export interface ProposalActions extends StepActions {
  /** The proposal just sent from here, until the next request. */
  readonly sent: ProposalView | null;
  /** How many proposals were sent from here: a form starts afresh after each. */
  readonly round: number;
}

/** The walkthrough's `actions` for a character's link: each request becomes a proposal (proposal.create). */
export function useProposalActions(crewId: string, characterId: string, token: string): ProposalActions {
  const client = useQueryClient();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [localError, setLocalError] = useState<Error | null>(null);
  const [sent, setSent] = useState<ProposalView | null>(null);
  const [round, setRound] = useState(0);
  const mutation = useMutation((intent: ProposalIntent) => call('proposal.create', { params: { crewId, characterId }, body: { intent } }, { token }), {
    onSuccess: (proposal) => showProposal(client, crewId, proposal),
  });
  const { mutate, reset } = mutation;
  const run = useCallback(
    async (request: StepRequest) => {
      reset();
      setSent(null);
      setLocalError(null);
      setErrorKey(null);
      const intent = intentOf(request);
      if (intent === null) {
        setLocalError(new GmOnlyError());
        setErrorKey(request.key);
        return undefined;
      }
      setPendingKey(request.key);
      const proposal = await mutate(intent);
      setPendingKey(null);
      if (proposal === undefined) setErrorKey(request.key);
      else {
        setSent(proposal);
        setRound((n) => n + 1);
      }
      // A proposal is no step: the forms get no step's answer.
      return undefined;
    },
    [mutate, reset],
  );
  const clearError = useCallback(() => {
    reset();
    setLocalError(null);
    setErrorKey(null);
  }, [reset]);
  const error = localError ?? mutation.error;
  return useMemo(
    // A proposal's outcome is its place in « my proposals », not a step's result.
    () => ({ run, pendingKey, error, errorKey, clearError, outcome: null, clearOutcome: noop, sent, round }),
    [run, pendingKey, error, errorKey, clearError, sent, round],
  );
}

const noop = () => undefined;

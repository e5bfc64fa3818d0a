import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { DECLINE_REASON_MAX, ProposalIntent, ProposalView } from '@temps-mort/contract';
import type { Character } from '@temps-mort/rules';
import { Button } from '../../../../components/Button';
import { Field } from '../../../../components/Field';
import { ConflictError, call } from '../../../../lib/api';
import type { CharacterDowntimeView } from '../../../../lib/crew';
import { useGmT } from '../../../../lib/i18nGm';
import { crewProposalsKey, useCrewProposals, withItem } from '../../../../lib/players';
import { useMutation, useQueryClient } from '../../../../lib/query';
import { isProposal, proposalApproval, type StepActions, type StepRequest } from '../../api';
import { LOCAL_ERROR_PREFIX } from '../../components/EntanglementResolver';
import { StepError } from '../../components/StepError';
import { WalkthroughProvider, useWalkthrough } from '../../context';
import { activityKey } from '../activities/activityRoll';
import { AcquireAssetForm, AcquireOdds } from '../activities/AcquireAssetForm';
import { IndulgeViceForm, ViceOdds } from '../activities/IndulgeViceForm';
import { LongTermProjectForm, ProjectOdds } from '../activities/LongTermProjectForm';
import { RecoverForm, RecoverOdds } from '../activities/RecoverForm';
import { ReduceHeatForm, ReduceHeatOdds } from '../activities/ReduceHeatForm';
import { TrainForm, TrainOdds } from '../activities/TrainForm';
import { characterPlace } from '../activities/shared';
import { choiceWords, proposalWords, useProposalWords } from './words';

/**
 * The players' proposals on the GM's activities step (issue 36), live (the crew's stream keeps the
 * list: lib/players.ts). Each PC's panel lists what their player proposes — in words, with the
 * rules' odds as the crew stands — and the GM approves it (the server rolls: its step shows in the
 * panel as any roll's, through the walkthrough's one write, `actions.run`), edits it in the
 * activity's own form then approves, or declines it with a reason the player reads. Proposals
 * queued between game nights wait here too.
 */

type ActivityIntent = Extract<ProposalIntent, { type: 'activity' }>;
type Activity = ActivityIntent['activity'];

/** The longest decline reason: the contract's (its type is the number; the web imports the contract as types only). */
const REASON_MAX: typeof DECLINE_REASON_MAX = 200;

/** The crew's proposals still waiting for the GM, newest first (the API's order). */
export function usePendingProposals(crewId: string): readonly ProposalView[] {
  const list = useCrewProposals(crewId).data;
  return useMemo(() => (list ?? []).filter((p) => p.status === 'pending'), [list]);
}

/** Where an approval's failure shows: the PC's list of proposals (the card may be gone with it). */
const approvalKey = (proposal: ProposalView): string => `${LOCAL_ERROR_PREFIX}proposal:${proposal.characterId}:${proposal.id}`;
const characterKeys = (characterId: string): string => `${LOCAL_ERROR_PREFIX}proposal:${characterId}:`;

/**
 * What the GM's last answer to a PC's proposals left to say — a decline done, or failed — kept by
 * their panel: the proposal's card is gone by then (decided, or decided meanwhile).
 */
interface Notices {
  /** The proposal declined last, in words (a new object each time: the keyboard goes to it). */
  readonly declined: { readonly words: string } | null;
  readonly declineError: unknown;
  readonly onDeclined: (proposal: ProposalView) => void;
  readonly onDeclineError: (error: unknown) => void;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}

const NoticesContext = createContext<Notices | null>(null);

function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('a proposal outside its PC’s ProposalNotices');
  return notices;
}

/** A PC's panel: where its proposals' notices live (the list and the pending choices both answer proposals). */
export function ProposalNotices({ character, children }: { character: Character; children: ReactNode }) {
  const { crew, actions } = useWalkthrough();
  const words = useProposalWords(crew);
  const heading = useRef<HTMLHeadingElement>(null);
  const [declined, setDeclined] = useState<{ readonly words: string } | null>(null);
  const [declineError, setDeclineError] = useState<unknown>(null);
  // A step applied since (an approval, a roll) is the news now.
  useEffect(() => {
    setDeclined(null);
    setDeclineError(null);
  }, [actions.outcome]);
  const value = useMemo<Notices>(
    () => ({
      declined,
      declineError,
      heading,
      onDeclined: (proposal) => {
        setDeclineError(null);
        setDeclined({ words: words(proposal.intent, character) });
      },
      onDeclineError: setDeclineError,
    }),
    [declined, declineError, words, character],
  );
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

/**
 * The proposals a PC's panel lists (their activities, and a choice no pending-choice form holds),
 * and what the GM's last answer to any of their proposals left to say.
 */
export function CharacterProposals({ character, view, proposals }: { character: Character; view: CharacterDowntimeView; proposals: readonly ProposalView[] }) {
  const { t } = useGmT();
  const { crew, actions } = useWalkthrough();
  const words = useProposalWords(crew);
  const titleId = useId();
  const { declined, declineError, heading } = useNotices();
  const error = actions.errorKey?.startsWith(characterKeys(character.id)) ? actions.error : declineError;
  // The card declined is gone: the keyboard goes to the list's heading, its status says what happened.
  useEffect(() => {
    if (declined !== null) heading.current?.focus();
  }, [declined, heading]);
  if (proposals.length === 0 && declined === null && !error) return null;
  return (
    <section className="subform proposals" aria-labelledby={titleId}>
      <h4 id={titleId} ref={heading} tabIndex={-1}>
        {t('proposals.of', { name: character.name })}
      </h4>
      <ProposalError error={error} />
      <p role="status" className="muted">
        {declined !== null ? t('proposals.declined', { words: declined.words }) : null}
      </p>
      {proposals.length > 0 ? (
        <ul className="proposal-list">
          {proposals.map((p) => (
            <ProposalCard key={p.id} proposal={p} character={character} view={view} words={words(p.intent, character)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ProposalCard({ proposal, character, view, words }: { proposal: ProposalView; character: Character; view: CharacterDowntimeView; words: string }) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const [mode, setMode] = useState<'idle' | 'edit' | 'decline'>('idle');
  const wordsId = useId();
  const key = approvalKey(proposal);
  const intent = proposal.intent;
  return (
    <li className="proposal-card">
      <p id={wordsId} className="proposal-words">
        {words}
      </p>
      {/* While edited, the form shows the odds of the activity as it now stands. */}
      {intent.type === 'activity' && mode !== 'edit' ? (
        <section className="preview" aria-label={t('proposals.odds')}>
          <ActivityOdds character={character} activity={intent.activity} view={view} />
        </section>
      ) : null}
      {mode === 'edit' && intent.type === 'activity' ? (
        <EditProposal proposal={proposal} intent={intent} character={character} view={view} onCancel={() => setMode('idle')} />
      ) : mode === 'decline' ? (
        <DeclineProposal proposal={proposal} describedBy={wordsId} onCancel={() => setMode('idle')} />
      ) : (
        <div className="actions">
          <ApproveButton proposal={proposal} describedBy={wordsId} />
          {intent.type === 'activity' ? (
            <Button variant="secondary" aria-describedby={wordsId} disabled={actions.pendingKey === key} onClick={() => setMode('edit')}>
              {t('proposals.edit')}
            </Button>
          ) : null}
          <Button variant="ghost" aria-describedby={wordsId} disabled={actions.pendingKey === key} onClick={() => setMode('decline')}>
            {t('proposals.decline')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** « Approuver »: the server rolls; the step shows in the PC's panel, the proposal leaves the list. */
function ApproveButton({ proposal, describedBy }: { proposal: ProposalView; describedBy: string }) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const key = approvalKey(proposal);
  return (
    <Button
      aria-describedby={describedBy}
      busy={actions.pendingKey === key}
      disabled={actions.pendingKey !== null}
      onClick={() => void actions.run({ key, place: characterPlace(proposal.characterId), path: proposalApproval(proposal.id), body: {} })}
    >
      {t('proposals.approve')}
    </Button>
  );
}

/**
 * « Modifier puis approuver »: the activity's own form, prefilled with the proposal, whose button
 * approves it as edited (« Approuver ainsi »). Its other writes (a project opened, a sheet
 * completed) are the GM's own steps, sent as they are.
 */
function EditProposal({ proposal, intent, character, view, onCancel }: { proposal: ProposalView; intent: ActivityIntent; character: Character; view: CharacterDowntimeView; onCancel: () => void }) {
  const { t } = useGmT();
  const walkthrough = useWalkthrough();
  const parent = walkthrough.actions;
  const key = approvalKey(proposal);
  const formKey = activityKey(character.id);
  const titleId = useId();
  const actions = useMemo<StepActions>(
    () => ({
      ...parent,
      // The form shows its own button busy while the approval is on the wire.
      pendingKey: parent.pendingKey === key ? formKey : parent.pendingKey,
      run: (request: StepRequest) =>
        request.path.name === 'downtime.activity' && request.body?.activity !== undefined
          ? parent.run({ key, place: characterPlace(character.id), path: proposalApproval(proposal.id), body: { intent: { type: 'activity', activity: request.body.activity } } })
          : parent.run(request),
    }),
    [parent, key, formKey, character.id, proposal.id],
  );
  const value = useMemo(() => ({ ...walkthrough, actions, proposal: { by: 'gm' } as const }), [walkthrough, actions]);
  const form = editForm(intent.activity, character, view);
  return (
    <div className="subform proposal-edit" role="group" aria-labelledby={titleId}>
      <h5 id={titleId}>{t('proposals.edit.title', { name: character.name })}</h5>
      <WalkthroughProvider value={value}>{form}</WalkthroughProvider>
      <Button variant="ghost" onClick={onCancel} disabled={parent.pendingKey === key}>
        {t('proposals.edit.cancel')}
      </Button>
    </div>
  );
}

function editForm(activity: Activity, character: Character, view: CharacterDowntimeView): ReactNode {
  switch (activity.kind) {
    case 'acquire_asset':
      return <AcquireAssetForm character={character} initial={activity} />;
    case 'long_term_project':
      return <LongTermProjectForm character={character} remaining={view.remaining} initial={activity} />;
    case 'recover':
      return <RecoverForm character={character} remaining={view.remaining} initial={activity} />;
    case 'reduce_heat':
      return <ReduceHeatForm character={character} initial={activity} />;
    case 'train':
      return <TrainForm character={character} trained={view.trained} initial={activity} />;
    case 'indulge_vice':
      return <IndulgeViceForm character={character} initial={activity} />;
  }
}

/** The odds of the activity proposed, as the crew stands: the very pieces its form shows (one computation, the rules'). */
function ActivityOdds({ character, activity, view }: { character: Character; activity: Activity; view: CharacterDowntimeView }) {
  const { crew } = useWalkthrough();
  // The completion odds look as far ahead as the form's own default: the PC's activities left, at least one.
  const within = Math.max(1, view.remaining);
  switch (activity.kind) {
    case 'train':
      return <TrainOdds character={character} skill={activity.skill} helped={activity.helped ?? false} />;
    case 'reduce_heat':
      return <ReduceHeatOdds character={character} action={activity.action} helped={activity.helped ?? false} />;
    case 'indulge_vice':
      return <ViceOdds character={character} attribute={activity.attribute} helped={activity.helped ?? false} />;
    case 'long_term_project':
      return <ProjectOdds character={character} projectId={activity.projectId} action={activity.action} helped={activity.helped ?? false} within={within} />;
    case 'recover':
      return <RecoverOdds character={character} healer={activity.healer} helped={activity.helped ?? false} within={within} />;
    case 'acquire_asset': {
      // A4: a held asset acquired again rolls at least the "again" die (as the rules read it).
      const held = activity.assetId ? crew.assets.some((a) => a.id === activity.assetId) : false;
      const repeat = held ? (activity.repeat === 'after_every_use' ? 'after_every_use' : 'again') : (activity.repeat ?? 'first');
      return <AcquireOdds repeat={repeat} extraDice={activity.extraDice ?? 0} helped={activity.helped ?? false} minQuality={activity.minQuality ?? null} />;
    }
  }
}

/** « Refuser »: a short reason the player reads (optional), then the GM confirms. */
function DeclineProposal({ proposal, describedBy, onCancel }: { proposal: ProposalView; describedBy: string; onCancel: () => void }) {
  const { t } = useGmT();
  const { crewId } = useWalkthrough();
  const { onDeclined, onDeclineError } = useNotices();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => field.current?.querySelector('input')?.focus(), []);
  const decline = useMutation(
    (text: string) => call('proposal.decline', { params: { id: proposal.id }, body: text === '' ? {} : { reason: text } }),
    {
      onSuccess: (answer) => {
        client.setData<ProposalView[]>(crewProposalsKey(crewId), (old = []) => withItem(old, answer));
        onDeclined(answer);
      },
      onError: (error) => {
        // Decided or withdrawn meanwhile: the list shows it as it is, and says why.
        if (error instanceof ConflictError && isProposal(error.current)) {
          const current = error.current;
          client.setData<ProposalView[]>(crewProposalsKey(crewId), (old = []) => withItem(old, current));
        }
        onDeclineError(error);
      },
    },
  );
  const trimmed = reason.trim();
  return (
    <div className="inline-confirm decline" ref={field}>
      <Field
        label={t('proposals.decline.reason')}
        value={reason}
        onChange={setReason}
        maxLength={REASON_MAX}
        hint={t('proposals.decline.hint', { max: REASON_MAX })}
        aria-describedby={describedBy}
      />
      <div className="actions">
        <Button variant="danger" aria-describedby={describedBy} busy={decline.pending} onClick={() => void decline.mutate(trimmed)}>
          {t('proposals.decline.confirm')}
        </Button>
        <Button variant="ghost" disabled={decline.pending} onClick={onCancel}>
          {t('proposals.decline.back')}
        </Button>
      </div>
    </div>
  );
}

/**
 * An approval or a decline that failed, in words: the proposal decided or withdrawn meanwhile
 * (its 409) says so; a stale sheet, the rules' refusal (422) and the rest as every step says them.
 */
function ProposalError({ error }: { error: unknown }) {
  const { t } = useGmT();
  const gone = error instanceof ConflictError && isProposal(error.current) ? error.current.status : null;
  const ref = useRef<HTMLDivElement>(null);
  // The button pressed went with its card: the words take the keyboard (as StepError's do).
  useEffect(() => {
    if (gone !== null) ref.current?.focus();
  }, [error, gone]);
  if (error === null || error === undefined) return null;
  if (gone !== null) {
    return (
      <div role="alert" className="error-message" ref={ref} tabIndex={-1}>
        <p className="error-title">{t(gone === 'withdrawn' ? 'proposals.gone.withdrawn' : gone === 'declined' ? 'proposals.gone.declined' : 'proposals.gone.approved')}</p>
      </div>
    );
  }
  return <StepError error={error} />;
}

/**
 * Where the GM makes a pending choice today (an acquired asset's coin, an overindulgence's pick):
 * what the player proposes for it, with « Approuver » and « Refuser ».
 */
export function PlayerProposes({ proposal, character }: { proposal: ProposalView; character: Character }) {
  const gm = useGmT();
  const { t } = gm;
  const { crew, actions } = useWalkthrough();
  const intent = proposal.intent;
  // The choice is said by the section holding it: only the player's answer here.
  const words = intent.type === 'activity' ? proposalWords(gm, crew, intent, character) : choiceWords(gm, intent);
  const wordsId = useId();
  const [declining, setDeclining] = useState(false);
  const key = approvalKey(proposal);
  // Its failures show in the PC's list of proposals (CharacterProposals): this one may be gone by then.
  return (
    <div className="proposal-card player-proposes">
      <p id={wordsId} className="proposal-words">
        {t('proposals.playerProposes', { name: character.name, words })}
      </p>
      {declining ? (
        <DeclineProposal proposal={proposal} describedBy={wordsId} onCancel={() => setDeclining(false)} />
      ) : (
        <div className="actions">
          <ApproveButton proposal={proposal} describedBy={wordsId} />
          <Button variant="ghost" aria-describedby={wordsId} disabled={actions.pendingKey === key} onClick={() => setDeclining(true)}>
            {t('proposals.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}

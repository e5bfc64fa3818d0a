import { useId } from 'react';
import type { ProposalStatus, ProposalView } from '@temps-mort/contract';
import type { Character, Crew } from '@temps-mort/rules';
import { quote } from '@temps-mort/i18n/format';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ConflictError, call, conflictOf } from '../../lib/api';
import { useGmT, type UiKey } from '../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../lib/query';
import { useProposalWords } from '../downtime/steps/proposals/words';
import { showProposal } from './proposalActions';

/** How many decided proposals the phone keeps listed after the waiting ones (the history has them all). */
export const DECIDED_SHOWN = 5;

/** The character's proposals: every waiting one, then the latest decided (the API's order: newest first). */
export function proposalsOf(all: readonly ProposalView[], characterId: string): ProposalView[] {
  const mine = all.filter((p) => p.characterId === characterId);
  return [...mine.filter((p) => p.status === 'pending'), ...mine.filter((p) => p.status !== 'pending').slice(0, DECIDED_SHOWN)];
}

/** A proposal's status in a word (its badge). */
const STATUS_WORDS = {
  pending: 'play.proposal.pending',
  approved: 'play.proposal.approved',
  declined: 'play.proposal.declined',
  withdrawn: 'play.proposal.withdrawn',
} as const satisfies Record<ProposalStatus, UiKey>;

/**
 * « My proposals »: each in words (the GM's wording: one for both screens), with what became of it — waiting (and withdrawn from here), approved
 * (its result is on the sheet, its dice in the rolls; what the GM changed first, said), declined
 * with the GM's reason, withdrawn. The crew's stream keeps the list live as the GM decides.
 */
export function MyProposals({
  crewId,
  token,
  proposals,
  error,
  crew,
  character,
}: {
  crewId: string;
  token: string;
  /** The character's proposals (undefined while they load). */
  proposals: readonly ProposalView[] | undefined;
  error: unknown;
  crew: Crew;
  character: Character;
}) {
  const { t } = useGmT();
  const words = useProposalWords(crew);
  const titleId = useId();
  return (
    <section className="play-part" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('play.proposals.title')}</h3>
      {error ? <ErrorMessage error={error} /> : null}
      {proposals === undefined ? null : proposals.length === 0 ? (
        <p className="muted">{t('play.proposals.none')}</p>
      ) : (
        <ul className="play-proposals" aria-labelledby={titleId}>
          {proposals.map((p) => (
            <ProposalItem key={p.id} proposal={p} crewId={crewId} token={token} words={(intent) => words(intent, character)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProposalItem({ proposal, crewId, token, words }: { proposal: ProposalView; crewId: string; token: string; words: (intent: ProposalView['intent']) => string }) {
  const { t, lang } = useGmT();
  const client = useQueryClient();
  const withdraw = useMutation(() => call('proposal.withdraw', { params: { id: proposal.id }, body: {} }, { token }), {
    onSuccess: (answer) => showProposal(client, crewId, answer),
    onError: (error) => {
      // Decided meanwhile: the proposal as it is now takes its place.
      const current = conflictOf(error, 'proposal.withdraw');
      if (current) showProposal(client, crewId, current);
    },
  });
  const what = words(proposal.intent);
  const { status } = proposal;
  return (
    <li className="play-proposal" data-status={status}>
      <p className="play-proposal-what">{what}</p>
      {/* Said when the GM decides (the stream changes it in place). */}
      <div aria-live="polite">
        <p className="play-proposal-status">
          <span className="badge" data-status={status}>
            {t(STATUS_WORDS[status])}
          </span>
        </p>
        {status === 'approved' && proposal.approved ? <p>{t('play.proposal.edited', { what: quote(words(proposal.approved), lang) })}</p> : null}
        {status === 'approved' ? <p>{t('play.proposal.onSheet')}</p> : null}
        {status === 'declined' && proposal.reason ? <p>{t('play.proposal.reason', { reason: quote(proposal.reason, lang) })}</p> : null}
      </div>
      {status === 'pending' ? (
        <div className="actions">
          <Button variant="secondary" busy={withdraw.pending} aria-label={t('play.proposal.withdrawWhat', { what })} onClick={() => void withdraw.mutate(undefined)}>
            {t('play.proposal.withdraw')}
          </Button>
        </div>
      ) : null}
      {withdraw.error instanceof ConflictError ? (
        <p role="alert" className="play-note">
          {t('play.proposal.decidedMeanwhile')}
        </p>
      ) : withdraw.error ? (
        <ErrorMessage error={withdraw.error} route="proposal.withdraw" />
      ) : null}
    </li>
  );
}

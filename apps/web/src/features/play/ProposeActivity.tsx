import { useEffect, useId, useRef, useState } from 'react';
import {
  UNAVAILABLE_STATUSES,
  activityAllowance,
  type Character,
} from '@temps-mort/rules';
import type { ProposalIntentType, ProposalView } from '@temps-mort/contract';
import { quote } from '@temps-mort/i18n/format';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ForbiddenError, RuleRefusalError } from '../../lib/api';
import type { CharacterDowntimeView } from '../../lib/crew';
import type { NameLookup } from '../../lib/i18n';
import { useGmT } from '../../lib/i18nGm';
import { useRuleWords } from '../../lib/ruleWords';
import { useWalkthrough } from '../downtime/context';
import { ActivityChooser } from '../downtime/steps/activities/ActivityChooser';
import { PendingAsset, PendingOverindulgence } from '../downtime/steps/activities/Pending';
import { useProposalWords } from '../downtime/steps/proposals/words';
import { GmOnlyError, type ProposalActions } from './proposalActions';

/**
 * A1–A9 from the player's phone: the activity kinds as the GM's screen offers them, then the very
 * form the GM uses, with its odds (the campaign's table rules), whose button proposes instead of
 * rolling. During the activities step it follows the character's counters and the choices a roll
 * left pending (an asset's coin, an overindulgence's pick: proposed too); before it, or between
 * game nights, the proposal waits for the activities of this downtime or the next.
 */
export function ProposeActivity({
  character,
  view,
  actions,
  waiting,
}: {
  character: Character;
  /** The character's counters in this downtime (none before its activities). */
  view: CharacterDowntimeView | undefined;
  actions: ProposalActions;
  /** The character's proposals still waiting for the GM. */
  waiting: readonly ProposalView[];
}) {
  const { t, term } = useGmT();
  const { sheet, crew, names } = useWalkthrough();
  const titleId = useId();
  const phase = sheet.downtime.phase;
  const now = phase === 'activities';
  // No downtime under way: the proposal is for the next one.
  const later = phase === 'idle' || phase === 'done';
  // Before this downtime's activities (or for the next one): the counters start afresh then.
  const counted = now ? view : undefined;
  const allowance = activityAllowance({ atWar: crew.atWar, seasonBonus: sheet.downtime.seasonBonus }).allowance;
  const remaining = counted ? counted.remaining : allowance;
  const trained = counted ? counted.trained : [];
  const waits = (type: ProposalIntentType) => waiting.some((p) => p.intent.type === type);
  const pendingAsset = counted?.pendingAsset ?? null;
  const pendingOver = counted?.pendingOverindulgence ?? null;
  const unavailable = UNAVAILABLE_STATUSES.includes(character.status);
  return (
    <section className="play-part" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('play.propose.title')}</h3>
      {unavailable ? (
        <p className="muted">{t('activities.unavailable', { name: character.name, status: term('characterStatus', character.status) })}</p>
      ) : (
        <>
          <p className="muted">{now ? t('play.propose.now') : later ? t('play.propose.queued') : t('play.propose.beforeActivities')}</p>
          {counted ? (
            <p className="play-counter">
              {t('activities.used', { used: counted.used, allowance: counted.allowance })} · {t('activities.left', { left: counted.remaining })}
            </p>
          ) : null}
          {pendingAsset ? waits('asset_settle') ? <p className="play-waits">{t('play.propose.choiceWaits')}</p> : <PendingAsset character={character} pending={pendingAsset} /> : null}
          {pendingOver ? waits('overindulgence') ? <p className="play-waits">{t('play.propose.choiceWaits')}</p> : <PendingOverindulgence character={character} pending={pendingOver} /> : null}
          {pendingAsset || pendingOver ? null : counted && remaining === 0 ? (
            <p className="counter-none">{t('activities.noneLeft', { name: character.name })}</p>
          ) : later ? (
            // Between game nights the sheet comes first: the forms wait behind a summary.
            <details className="more play-later">
              <summary>{t('play.propose.prepare')}</summary>
              <ActivityChooser key={actions.round} character={character} remaining={remaining} trained={trained} />
            </details>
          ) : (
            // Each proposal sent starts the next from a blank choice.
            <ActivityChooser key={actions.round} character={character} remaining={remaining} trained={trained} />
          )}
        </>
      )}
      <ProposalError error={actions.error} names={names} />
      <Sent key={actions.sent?.id ?? ''} proposal={actions.sent} character={character} waiting={waiting} />
    </section>
  );
}

/**
 * Why a proposal was not sent: a 403 (the GM switched proposals off), the rules' refusal in their
 * words (never a rule id: players do not read them), what only the GM does, or the API's error.
 */
function ProposalError({ error, names }: { error: unknown; names: NameLookup }) {
  const { t } = useGmT();
  const words = useRuleWords();
  const ref = useRef<HTMLDivElement>(null);
  // The button pressed may be at the bottom of a long form: the words come into view.
  useEffect(() => {
    if (error !== null && error !== undefined) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  if (error === null || error === undefined) return null;
  let message: string | null = null;
  if (error instanceof GmOnlyError) message = t('play.propose.gmOnly');
  else if (error instanceof ForbiddenError) message = t('play.propose.off');
  else if (error instanceof RuleRefusalError) message = words ? t('play.propose.refused', { message: words.refusal(error.refusal, names) }) : t('error.title');
  return (
    <div ref={ref}>
      {message === null ? (
        <ErrorMessage error={error} route="proposal.create" />
      ) : (
        <div role="alert" className="error-message">
          <p className="error-title">{message}</p>
        </div>
      )}
    </div>
  );
}

/** The proposal just sent, said (a live region, present before it fills) and given the keyboard. */
/**
 * « Proposal sent to the GM: … », until the GM answers it (or the player withdraws it): it then
 * leaves the waiting list, and « My proposals » says what became of it.
 */
function Sent({ proposal, character, waiting }: { proposal: ProposalView | null; character: Character; waiting: readonly ProposalView[] }) {
  const { t, lang } = useGmT();
  const { crew } = useWalkthrough();
  const words = useProposalWords(crew);
  const ref = useRef<HTMLParagraphElement>(null);
  // Listed as waiting once the list has heard of it; gone from it once answered.
  const listed = proposal !== null && waiting.some((p) => p.id === proposal.id);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    if (listed) setHeard(true);
  }, [listed]);
  useEffect(() => {
    if (proposal) ref.current?.focus();
  }, [proposal]);
  const shown = proposal !== null && (listed || !heard);
  return (
    <p ref={ref} role="status" className="play-sent" tabIndex={-1}>
      {/* Quoted: the proposal's words have their own colon. */}
      {shown ? t('play.propose.sent', { what: quote(words(proposal.intent, character), lang) }) : null}
    </p>
  );
}

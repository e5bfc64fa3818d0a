import { ErrorMessage } from '../../../components/ErrorMessage';
import { LedgerEntries } from '../../../components/ledger/LedgerEntries';
import { HiredMuscleLine, WarbandTable } from '../../../components/ledger/WarbandTable';
import { WizardStats } from '../../../components/ledger/WizardStats';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/Loading';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../../lib/api';
import { useLedgerT } from '../../../lib/i18nLedger';
import { useLedger, useFollowedWizardLive } from '../../../lib/ledger';
import { LiveIndicator } from '../../../components/LiveIndicator';
import '../../../components/toolScreens.css';

/**
 * The Frostgrave wizard's underworld ledger a player link follows (GET /api/wizards/:id/ledger with
 * the link's token), read-only, under the crew sheet: the wizard's level, gold, marqueurs Pègre
 * and free markers, the warband and the hired muscle, then every entry newest first — favours,
 * pay-offs, collections and how they ended, the open d20s, an undone one marked undone — in words,
 * never a rule id. The crew's stream says when it moved (`wizard`, lib/crew.ts). Its own chunk
 * (with the ledger's words, lib/i18nLedger.ts): it arrives after the sheet.
 *
 * For a wizard's own link (no crew) it is the whole page (`status` given: the live indicator under
 * its heading), kept live by the wizard's stream (`WizardLinkPage`).
 */
export interface FollowedLedgerProps {
  readonly wizardId: string;
  readonly token: string | null;
  /** The page's live status: given, the ledger is the page (h1), not a section under the sheet. */
  readonly status?: ReactNode;
}

export default function FollowedLedger({ wizardId, token, status }: FollowedLedgerProps) {
  const { t } = useLedgerT();
  const ledger = useLedger(wizardId, token);
  // The whole page of a wizard's own link (no crew): its heading is the page's, with the live status.
  const page = status !== undefined;
  const Heading = page ? 'h1' : 'h2';
  const className = page ? 'page narrow debt followed-ledger' : 'card debt followed-ledger';
  // Gone (the wizard deleted) or no longer followed: said, rather than an old copy shown as live.
  const gone = ledger.error instanceof NotFoundError || ledger.error instanceof ForbiddenError || ledger.error instanceof UnauthorizedError;
  if (!ledger.data || gone) {
    if (!ledger.error) return page ? <Loading /> : null;
    return (
      <section className={className} aria-labelledby="sec-ledger" data-testid="followed-ledger">
        <Heading id="sec-ledger">{t('ledger.heading')}</Heading>
        {/* A 401 here is the link's (revoked or rotated), never a GM session's. */}
        {ledger.error instanceof UnauthorizedError ? <p role="alert">{t('auth.player.linkInvalid')}</p> : <ErrorMessage error={ledger.error} />}
      </section>
    );
  }
  const { wizard } = ledger.data;
  // The players' ledger shows the open rolls only, as their sheet does.
  const open = { ...ledger.data, rolls: ledger.data.rolls.filter((r) => !r.hidden) };
  return (
    <section className={className} id="ledger" aria-labelledby="sec-ledger" data-testid="followed-ledger">
      <Heading id="sec-ledger">{t('ledger.title', { wizard: wizard.name })}</Heading>
      {status}
      <p className="muted">{t('ledger.intro')}</p>
      <WizardStats wizard={wizard} />
      <h3>{t('debt.warband')}</h3>
      <WarbandTable warband={wizard.warband} />
      <HiredMuscleLine wizard={wizard} />
      <h3>{t('ledger.entries')}</h3>
      <LedgerEntries ledger={open} showRules={false} />
    </section>
  );
}

/** The players' page of a wizard's own link: its ledger, live over the wizard's stream. */
export function WizardLinkPage({ wizardId, token }: { wizardId: string; token: string | null }) {
  const live = useFollowedWizardLive(wizardId, token);
  return <FollowedLedger wizardId={wizardId} token={token} status={<LiveIndicator state={live.state} updatedAt={live.lastMessageAt} shows="ledger" />} />;
}

import { ErrorMessage } from '../../../components/ErrorMessage';
import { LedgerEntries } from '../../../components/ledger/LedgerEntries';
import { HiredMuscleLine, WarbandTable } from '../../../components/ledger/WarbandTable';
import { WizardStats } from '../../../components/ledger/WizardStats';
import { ForbiddenError, NotFoundError } from '../../../lib/api';
import { useLedgerT } from '../../../lib/i18nLedger';
import { useLedger } from '../../../lib/ledger';
import '../../../components/toolScreens.css';

/**
 * The Frostgrave wizard's underworld ledger a player link follows (GET /api/wizards/:id/ledger with
 * the link's token), read-only, under the crew sheet: the wizard's level, gold, marqueurs Pègre
 * and free markers, the warband and the hired muscle, then every entry newest first — favours,
 * pay-offs, collections and how they ended, the open d20s, an undone one marked undone — in words,
 * never a rule id. The crew's stream says when it moved (`wizard`, lib/crew.ts). Its own chunk
 * (with the ledger's words, lib/i18nLedger.ts): it arrives after the sheet.
 */
export default function FollowedLedger({ wizardId, token }: { wizardId: string; token: string | null }) {
  const { t } = useLedgerT();
  const ledger = useLedger(wizardId, token);
  // Gone (the wizard deleted) or no longer followed: said, rather than an old copy shown as live.
  const gone = ledger.error instanceof NotFoundError || ledger.error instanceof ForbiddenError;
  if (!ledger.data || gone) {
    if (!ledger.error) return null;
    return (
      <section className="card debt followed-ledger" aria-labelledby="sec-ledger" data-testid="followed-ledger">
        <h2 id="sec-ledger">{t('ledger.heading')}</h2>
        <ErrorMessage error={ledger.error} />
      </section>
    );
  }
  const { wizard } = ledger.data;
  // The players' ledger shows the open rolls only, as their sheet does.
  const open = { ...ledger.data, rolls: ledger.data.rolls.filter((r) => !r.hidden) };
  return (
    <section className="card debt followed-ledger" id="ledger" aria-labelledby="sec-ledger" data-testid="followed-ledger">
      <h2 id="sec-ledger">{t('ledger.title', { wizard: wizard.name })}</h2>
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

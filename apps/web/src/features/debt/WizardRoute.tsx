import { Link, type RouteProps } from '../../lib/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { WizardStats } from '../../components/ledger/WizardStats';
import { Loading } from '../../components/Loading';
import { useGmT } from '../../lib/i18nGm';
import { useSignInRedirect } from '../../lib/session';
import { useCampaign, useWizard, useWizards } from './api';
import { CollectionWalk } from './components/CollectionWalk';
import { HiredMuscleForm } from './components/HiredMuscleForm';
import { IntimidationForm } from './components/IntimidationForm';
import { LedgerHistory } from './components/LedgerHistory';
import { LoanForm } from './components/LoanForm';
import { PayOffForm } from './components/PayOffForm';
import { Warband } from './components/Warband';
import { WizardSheetForm } from './components/WizardSheetForm';
import { useWizardLive } from './live';
import './debt.css';
import { SystemGate } from '../../components/SystemGate';
import { WizardShareLinks } from '../../components/shareLinks/ShareLinks';

/**
 * /wizards/:id — one wizard's ledger: markers against level, the warband, the favours (loan,
 * intimidation, hired muscle), paying off, the end-of-game collection walk and the history, with
 * the undo of the last entry. Live: another GM window's step on this wizard shows here.
 */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function WizardRoute({ params }: RouteProps) {
  const { t } = useGmT();
  return (
    <SystemGate system="frostgrave" title={t('debt.title')}>
      <WizardScreen params={params} />
    </SystemGate>
  );
}

function WizardScreen({ params }: RouteProps) {
  const { t } = useGmT();
  const id = params.id ?? null;
  const wizard = useWizard(id);
  const campaign = useCampaign();
  const all = useWizards(campaign.data?.id ?? null);
  useWizardLive(campaign.data?.id ?? null, id);
  const signingIn = useSignInRedirect(wizard.error, campaign.error);
  if (signingIn || id === null) return <Loading />;
  if (!wizard.data) {
    return wizard.error ? (
      <section className="page debt">
        <p>
          <Link href="/wizards">← {t('debt.back')}</Link>
        </p>
        <ErrorMessage error={wizard.error} onReload={() => void wizard.refetch()} />
      </section>
    ) : (
      <Loading />
    );
  }
  const w = wizard.data;
  const table = campaign.data?.tableRules ?? null;
  const opponents = (all.data ?? []).filter((other) => other.id !== w.id);

  return (
    <section className="page debt" aria-labelledby="wizard-title">
      <p className="crumbs">
        <Link href="/wizards">← {t('debt.back')}</Link>
      </p>
      <header className="card wizard-head">
        <h1 id="wizard-title">{w.name}</h1>
        <WizardStats wizard={w} />
        {w.pendingCollectionId ? (
          <p className="notice" role="status">
            <span aria-hidden="true">{'◷\u00a0'}</span>{t('debt.collection.pendingNotice')} <a href="#collection">{t('debt.collection.goTo')}</a>
          </p>
        ) : null}
        <nav className="section-nav" aria-label={t('debt.sections')}>
          <a href="#favours">{t('debt.favours')}</a>
          <a href="#pay-off">{t('debt.payOff')}</a>
          <a href="#collection">{t('debt.collection')}</a>
          <a href="#history">{t('debt.history')}</a>
          <a href="#share-wizard">{t('share.wizardLinks')}</a>
        </nav>
      </header>

      <div className="debt-columns">
        <div className="debt-column">
          <WizardSheetForm wizard={w} />
          <Warband wizard={w} />
        </div>
        <div className="debt-column">
          <section className="card" id="favours" aria-labelledby="favours-title">
            <h2 id="favours-title">{t('debt.favours')}</h2>
            <p className="muted">{t('debt.favours.help')}</p>
            <LoanForm wizard={w} />
            <IntimidationForm wizard={w} opponents={opponents} />
            <HiredMuscleForm wizard={w} table={table} />
          </section>
          <PayOffForm wizard={w} />
        </div>
      </div>
      <CollectionWalk wizard={w} table={table} />
      <LedgerHistory wizard={w} />
      <WizardShareLinks wizard={w} />
    </section>
  );
}

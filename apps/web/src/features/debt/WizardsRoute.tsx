import { useState } from 'react';
import type { FormEvent } from 'react';
import { FIELD_BOUNDS, wizardSchema } from '@temps-mort/rules';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { NumberField } from '../../components/NumberField';
import { ValidationError } from '../../lib/api';
import { useGmT } from '../../lib/i18nGm';
import { useMutation } from '../../lib/query';
import { Link, useLocation } from '../../lib/router';
import { useSignInRedirect } from '../../lib/session';
import { useAppStore } from '../../stores';
import { acceptWizard, useCampaign, useWizards, wizardApi, wizardsKey, type WizardCreateBody, type WizardView } from './api';
import { MarkersGauge } from '../../components/ledger/MarkersGauge';
import { useWizardLive } from './live';
import { fieldError } from '../../lib/fieldError';
import './debt.css';
import { SystemGate } from '../../components/SystemGate';

interface NewWizardDraft {
  readonly name: string;
  readonly level: number | null;
  readonly gold: number | null;
  readonly markers: number | null;
}

const EMPTY: NewWizardDraft = { name: '', level: 10, gold: 0, markers: 0 };

/** /wizards — the Frostgrave ledger's wizards: markers against level, and a new wizard. Live: any window's step on a wizard shows here. */
/** The screen, if the campaign plays its game system (components/SystemGate.tsx). */
export default function WizardsRoute() {
  const { t } = useGmT();
  return (
    <SystemGate system="frostgrave" title={t('debt.title')}>
      <WizardsScreen />
    </SystemGate>
  );
}

function WizardsScreen() {
  const { t } = useGmT();
  const campaign = useCampaign();
  const campaignId = campaign.data?.id ?? null;
  const wizards = useWizards(campaignId);
  useWizardLive(campaignId);
  const signingIn = useSignInRedirect(campaign.error, wizards.error);
  if (signingIn) return <Loading />;
  const error = campaign.error ?? wizards.error;

  return (
    <section className="page debt" aria-labelledby="debt-title">
      <h1 id="debt-title">{t('debt.title')}</h1>
      <p className="muted">{t('debt.intro')}</p>
      {error && !wizards.data ? <ErrorMessage error={error} onReload={() => void wizards.refetch()} /> : null}
      <div className="debt-columns">
        <section className="card" aria-labelledby="wizards-title">
          <h2 id="wizards-title">{t('debt.wizards')}</h2>
          {wizards.data === undefined ? (
            error ? null : <Loading />
          ) : wizards.data.length === 0 ? (
            <p className="muted">{t('debt.wizard.none')}</p>
          ) : (
            <ul className="wizard-list">
              {wizards.data.map((w) => (
                <WizardSummary key={w.id} wizard={w} />
              ))}
            </ul>
          )}
        </section>
        {campaignId ? <NewWizardForm campaignId={campaignId} /> : null}
      </div>
    </section>
  );
}

function WizardSummary({ wizard }: { wizard: WizardView }) {
  const { t } = useGmT();
  return (
    <li className="wizard-summary">
      <h3>
        <Link href={`/wizards/${encodeURIComponent(wizard.id)}`}>{wizard.name}</Link>
      </h3>
      <p className="stats-line">
        <span>{t('debt.levelValue', { level: wizard.level })}</span>
        <span>{t('debt.goldValue', { gold: wizard.gold })}</span>
        <span>{t('debt.warbandCount', { count: wizard.warband.length })}</span>
        {wizard.pendingCollectionId ? <span className="badge badge-warn"><span aria-hidden="true">{'◷\u00a0'}</span>{t('debt.collection.pending')}</span> : null}
      </p>
      <MarkersGauge markers={wizard.markers} level={wizard.level} />
    </li>
  );
}

function NewWizardForm({ campaignId }: { campaignId: string }) {
  const { t } = useGmT();
  const [, navigate] = useLocation();
  const draftKey = `debt-new-wizard:${campaignId}`;
  const draft = useAppStore((s) => (s.drafts[draftKey] as NewWizardDraft | undefined) ?? EMPTY);
  const setDraft = useAppStore((s) => s.setDraft);
  const clearDraft = useAppStore((s) => s.clearDraft);
  const [touched, setTouched] = useState(false);
  const create = useMutation((body: WizardCreateBody) => wizardApi.create(campaignId, body), {
    onSuccess: (wizard, _v, client) => {
      acceptWizard(client, wizard);
      void client.invalidate(wizardsKey(campaignId));
    },
  });
  const update = (patch: Partial<NewWizardDraft>) => setDraft(draftKey, { ...draft, ...patch });

  const errors = {
    name: fieldError(wizardSchema.shape.name, draft.name, t),
    level: fieldError(wizardSchema.shape.level, draft.level, t),
    gold: fieldError(wizardSchema.shape.gold, draft.gold, t),
    markers: fieldError(wizardSchema.shape.markers, draft.markers, t),
  };
  const server = create.error instanceof ValidationError ? create.error.byField : {};
  const valid = Object.values(errors).every((e) => e === null);
  const show = (field: keyof typeof errors) => (touched || (field === 'name' ? draft.name !== '' : true) ? errors[field] : null) ?? server[field]?.join(' ') ?? null;
  const overLevel = draft.level !== null && draft.markers !== null && draft.markers > draft.level;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) return;
    const wizard = await create.mutate({ name: draft.name.trim(), level: draft.level ?? 0, gold: draft.gold ?? 0, markers: draft.markers ?? 0 });
    if (wizard) {
      clearDraft(draftKey);
      navigate(`/wizards/${encodeURIComponent(wizard.id)}`);
    }
  };

  return (
    <section className="card" aria-labelledby="new-wizard-title">
      <h2 id="new-wizard-title">{t('debt.wizard.add')}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('debt.wizard.name')} value={draft.name} onChange={(name) => update({ name })} error={show('name')} autoComplete="off" />
        <div className="form-row">
          <NumberField label={t('debt.wizard.level')} value={draft.level} onChange={(level) => update({ level })} bounds={FIELD_BOUNDS.wizard.level} error={show('level')} />
          <NumberField label={t('debt.wizard.gold')} value={draft.gold} onChange={(gold) => update({ gold })} bounds={FIELD_BOUNDS.wizard.gold} step={10} error={show('gold')} />
          <NumberField
            label={t('debt.markers')}
            value={draft.markers}
            onChange={(markers) => update({ markers })}
            bounds={FIELD_BOUNDS.wizard.markers}
            error={show('markers')}
            hint={overLevel ? `⚠ ${t('debt.overLevel.hint')}` : t('debt.markers.hint')}
          />
        </div>
        <ErrorMessage error={create.error instanceof ValidationError ? null : create.error} />
        <div className="actions">
          <Button type="submit" busy={create.pending} disabled={touched && !valid}>
            {t('debt.wizard.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}

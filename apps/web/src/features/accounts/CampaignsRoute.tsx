import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Invites } from '../../components/invites/Invites';
import { Loading } from '../../components/Loading';
import { ValidationError } from '../../lib/api';
import { afterCampaignSwitch, useOpenCampaign } from '../../lib/campaign';
import { useGmT } from '../../lib/i18nGm';
import { dateTime } from '../../lib/invites';
import { useMutation, useQuery, useQueryClient } from '../../lib/query';
import { Link, useSearch } from '../../lib/router';
import { useMe, useSignInRedirect } from '../../lib/session';
import { accountApi, accountCampaignsKey, type AccountCampaign, type Language } from './api';
import './accounts.css';

/** The API's cap on a campaign's name (the contract's campaignNameSchema). */
const NAME_MAX = 80;

/** One campaign: its name, the GM's role, its crews and last change; « Ouvrir », « Archiver ». */
function CampaignRow({ campaign, current, opening, onOpen }: { campaign: AccountCampaign; current: boolean; opening: string | null; onOpen: (id: string) => void }) {
  const { t, locale } = useGmT();
  const archive = useMutation((archived: boolean) => accountApi.archive(campaign.id, archived), { invalidate: [accountCampaignsKey, ['me']] });
  const owner = campaign.role === 'owner';
  return (
    <li className="row campaign-row" aria-current={current ? 'true' : undefined}>
      <div className="campaign-about">
        <p className="campaign-title">
          <strong className="campaign-name">{campaign.name}</strong> <span className="badge">{t(owner ? 'campaigns.role.owner' : 'campaigns.role.cogm')}</span>
          {current ? (
            <>
              {' '}
              <span className="badge badge-current">{t('campaigns.current')}</span>
            </>
          ) : null}
        </p>
        <p className="muted campaign-facts">
          {t('campaigns.crews', { count: campaign.crews })} · {t('campaigns.updatedAt', { date: dateTime(campaign.updatedAt, locale) })}
        </p>
      </div>
      <div className="actions">
        {campaign.archived ? null : current ? (
          <Link className="btn btn-primary" href="/">
            {t('campaigns.goTo')}
          </Link>
        ) : (
          <Button variant="primary" busy={opening === campaign.id} disabled={opening !== null} onClick={() => onOpen(campaign.id)} aria-label={t('campaigns.openNamed', { name: campaign.name })}>
            {t('campaigns.open')}
          </Button>
        )}
        {owner ? (
          <Button variant="secondary" busy={archive.pending} onClick={() => void archive.mutate(!campaign.archived)} aria-label={t(campaign.archived ? 'campaigns.unarchiveNamed' : 'campaigns.archiveNamed', { name: campaign.name })}>
            {t(campaign.archived ? 'campaigns.unarchive' : 'campaigns.archive')}
          </Button>
        ) : null}
      </div>
      {archive.error ? <ErrorMessage error={archive.error} /> : null}
    </li>
  );
}

/** « Nouvelle campagne »: its name and language; made, then opened (the home then asks its game systems). */
function NewCampaign() {
  const { t, lang } = useGmT();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language>(lang);
  const [tried, setTried] = useState(false);
  const create = useMutation(() => accountApi.createCampaign(name.trim(), language), {
    onSuccess: () => afterCampaignSwitch(client, '/'),
  });
  const trimmed = name.trim();
  const nameError = trimmed === '' ? (tried ? t('error.field.required') : null) : trimmed.length > NAME_MAX ? t('error.field.tooLong', { max: NAME_MAX }) : null;
  const serverNameErrors = create.error instanceof ValidationError ? create.error.forField('name') : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (trimmed === '' || trimmed.length > NAME_MAX) return;
    void create.mutate(undefined);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted">{t('campaigns.new.help')}</p>
      <Field id="new-campaign-name" label={t('settings.name')} value={name} onChange={setName} maxLength={NAME_MAX + 20} error={nameError ?? (serverNameErrors.length > 0 ? serverNameErrors : null)} required />
      <fieldset className="account-radios">
        <legend>{t('settings.language')}</legend>
        {(['fr', 'en'] as const).map((value) => (
          <label key={value} className="account-radio">
            <input type="radio" name="new-campaign-language" value={value} checked={language === value} onChange={() => setLanguage(value)} />{' '}
            <span lang={value}>{t(value === 'fr' ? 'lang.fr' : 'lang.en')}</span>
          </label>
        ))}
      </fieldset>
      {create.error && serverNameErrors.length === 0 ? <ErrorMessage error={create.error} fieldLabels={{ name: t('settings.name'), language: t('settings.language') }} /> : null}
      <div className="actions">
        <Button type="submit" busy={create.pending}>
          {create.pending ? t('campaigns.new.creating') : t('campaigns.new.create')}
        </Button>
      </div>
    </form>
  );
}

/**
 * « Mes campagnes » (`/campaigns`): the GM's campaigns (role, crews, last change; the open one
 * marked), « Ouvrir » to switch, « Nouvelle campagne », the archived ones folded away; for the
 * server's owner, the GM accounts it invites. Where a GM with no campaign open lands.
 */
export default function CampaignsRoute() {
  const { t } = useGmT();
  const me = useMe();
  const search = new URLSearchParams(useSearch());
  const campaigns = useQuery(accountCampaignsKey, (signal) => accountApi.campaigns(signal));
  const open = useOpenCampaign();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const onOpen = (id: string) => {
    setOpeningId(id);
    void open.mutate(id).then(() => setOpeningId(null));
  };
  const signingIn = useSignInRedirect(me.error, campaigns.error);
  if (signingIn) return <Loading />;
  if (!campaigns.data) return campaigns.error ? <ErrorMessage error={campaigns.error} onReload={() => void campaigns.refetch()} /> : <Loading />;
  const gm = me.data?.kind === 'gm' ? me.data : null;
  const currentId = gm?.campaignId ?? null;
  const active = campaigns.data.campaigns.filter((c) => !c.archived);
  const archived = campaigns.data.campaigns.filter((c) => c.archived);
  const deleted = search.get('deleted');
  const left = search.get('left');
  return (
    <section className="page campaigns" aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">{t('campaigns.title')}</h1>
      <p role="status" className="settings-ok">
        {deleted ? t('campaigns.deleted', { name: deleted }) : left ? t('campaigns.left', { name: left }) : null}
      </p>
      <p className="muted">{t('campaigns.intro')}</p>
      {gm && currentId === null && active.length > 0 ? <p className="campaigns-none-open">{t('campaigns.noneOpen')}</p> : null}
      {active.length === 0 ? <p className="muted">{t('campaigns.none')}</p> : null}
      {open.error ? <ErrorMessage error={open.error} /> : null}
      {active.length > 0 ? (
        <ul className="rows campaign-list card" aria-label={t('campaigns.list')}>
          {active.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} current={campaign.id === currentId} opening={openingId} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
      {archived.length > 0 ? (
        <details className="campaigns-archived">
          <summary>{t('campaigns.archived', { count: archived.length })}</summary>
          <p className="muted">{t('campaigns.archived.help')}</p>
          <ul className="rows campaign-list card">
            {archived.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} current={campaign.id === currentId} opening={openingId} onOpen={onOpen} />
            ))}
          </ul>
        </details>
      ) : null}
      <section className="card account-section" aria-labelledby="new-campaign-title">
        <h2 id="new-campaign-title">{t('campaigns.new')}</h2>
        <NewCampaign />
      </section>
      {gm?.owner ? (
        <section className="card account-section" aria-labelledby="gm-accounts-title">
          <h2 id="gm-accounts-title">{t('gmAccounts.title')}</h2>
          <p className="muted">{t('gmAccounts.intro')}</p>
          <Invites campaignId={null} inviteLabel={t('gmAccounts.invite')} idPrefix="gm-invite" />
        </section>
      ) : null}
      <p>
        <Link href="/account">{t('nav.account')}</Link>
      </p>
    </section>
  );
}

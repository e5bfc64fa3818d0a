import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { useGmT } from '../../lib/i18nGm';
import { useQuery } from '../../lib/query';
import { Link } from '../../lib/router';
import { useMe, useSignInRedirect } from '../../lib/session';
import { campaignApi, campaignKey, crewsKey } from './api';
import { Backups } from './components/Backups';
import { CampaignForm } from './components/CampaignForm';
import { CoGms } from './components/CoGms';
import { DeleteCampaign } from './components/DeleteCampaign';
import { ExportImport } from './components/ExportImport';
import { GameSystemsForm } from './components/GameSystemsForm';
import { PlayersForm } from './components/PlayersForm';
import { ShareLinks } from '../../components/shareLinks/ShareLinks';
import { TableRulesEditor } from './components/TableRulesEditor';
import './settings.css';

const SECTIONS = [
  ['settings-campaign', 'settings.campaign'],
  ['settings-systems', 'systems.title'],
  ['settings-players', 'requests.players.title'],
  ['settings-share', 'share.title'],
  ['settings-rules', 'tableRules.title'],
  ['settings-export', 'export.title'],
  ['settings-backup', 'backup.title'],
  ['settings-cogms', 'cogms.title'],
  ['settings-danger', 'campaignDelete.title'],
] as const;

/**
 * Campaign settings (`/settings`, GM): name and language; the game systems the table plays; what
 * players may do from the link given to their character; share links per crew with their QR codes;
 * the table rules (every option, its French source sentence, its reading); export and import;
 * backups; its co-GMs; deleting it (its owner). The GM's passphrase: « Mon compte ».
 */
export default function SettingsRoute() {
  const { t } = useGmT();
  const me = useMe();
  const campaign = useQuery(campaignKey, (signal) => campaignApi.current(signal));
  const campaignId = campaign.data?.id ?? null;
  const crews = useQuery(crewsKey(campaignId ?? ''), (signal) => campaignApi.crews(campaignId ?? '', signal), { enabled: campaignId !== null });
  const signingIn = useSignInRedirect(campaign.error, crews.error);
  if (signingIn) return <Loading />;
  if (!campaign.data) return campaign.error ? <ErrorMessage error={campaign.error} onReload={() => void campaign.refetch()} /> : <Loading />;
  const data = campaign.data;
  const owner = me.data?.kind === 'gm' && me.data.role === 'owner';
  const instanceOwner = me.data?.kind === 'gm' && me.data.owner;
  return (
    <section className="page settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <nav aria-label={t('settings.sections')} className="settings-toc">
        <ul>
          {SECTIONS.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="settings-campaign" className="settings-section card" aria-labelledby="settings-campaign-title">
        <h2 id="settings-campaign-title">{t('settings.campaign')}</h2>
        <CampaignForm campaign={data} />
      </section>
      <section id="settings-systems" className="settings-section card" aria-labelledby="settings-systems-title">
        <h2 id="settings-systems-title">{t('systems.title')}</h2>
        <GameSystemsForm campaign={data} />
      </section>
      <section id="settings-players" className="settings-section card" aria-labelledby="settings-players-title">
        <h2 id="settings-players-title">{t('requests.players.title')}</h2>
        <PlayersForm campaign={data} />
      </section>
      <section id="settings-share" className="settings-section" aria-labelledby="settings-share-title">
        <h2 id="settings-share-title">{t('share.title')}</h2>
        <p className="muted">{t('requests.share.intro')}</p>
        {crews.error && !crews.data ? <ErrorMessage error={crews.error} /> : <ShareLinks crews={crews.data} campaignId={data.id} />}
      </section>
      <section id="settings-rules" className="settings-section" aria-labelledby="settings-rules-title">
        <h2 id="settings-rules-title">{t('tableRules.title')}</h2>
        <TableRulesEditor campaign={data} />
      </section>
      <section id="settings-export" className="settings-section card" aria-labelledby="settings-export-title">
        <h2 id="settings-export-title">{t('export.title')}</h2>
        <ExportImport campaign={data} />
      </section>
      {/* A file backup copies every GM's campaigns onto the host's disk: the instance's owner's. */}
      {instanceOwner ? (
        <section id="settings-backup" className="settings-section card" aria-labelledby="settings-backup-title">
          <h2 id="settings-backup-title">{t('backup.title')}</h2>
          <Backups />
        </section>
      ) : null}
      <section id="settings-cogms" className="settings-section card" aria-labelledby="settings-cogms-title">
        <h2 id="settings-cogms-title">{t('cogms.title')}</h2>
        <CoGms campaign={data} owner={owner} />
      </section>
      <section id="settings-danger" className="settings-section card danger-zone" aria-labelledby="settings-danger-title">
        <h2 id="settings-danger-title">{t('campaignDelete.title')}</h2>
        {owner ? <DeleteCampaign campaign={data} /> : <p className="muted">{t('campaignDelete.ownerOnly')}</p>}
      </section>
      <p>
        <Link href="/account">{t('settings.passphrase.moved')}</Link>
      </p>
    </section>
  );
}

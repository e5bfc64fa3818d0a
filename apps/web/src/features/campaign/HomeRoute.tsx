import { useEffect, useState } from 'react';
import { Link, useLocation } from '../../lib/router';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { NetworkError, UnauthorizedError } from '../../lib/api';
import { roman } from '../../lib/format';
import { useGmT } from '../../lib/i18nGm';
import { useQuery } from '../../lib/query';
import { useMe } from '../../lib/session';
import { rememberedPlayerToken } from '../../lib/shareToken';
import { campaignApi, campaignKey, crewsKey, type Campaign } from './api';
import { GameSystemsForm } from './components/GameSystemsForm';
import { PassphraseForm } from '../../components/PassphraseForm';
import { hasKnownPassphrase, passphraseLater, setPassphraseLater } from '../../lib/passphraseFlag';
import './settings.css';
import { playedSystems } from '../../lib/systems';

/** A crew nothing has changed since it was made (the one made at first start, or a new one): its first event is its creation. */
const FRESH_CREW_VERSION = 1;

/**
 * First run: the campaign the server's first start made, whose systems were never chosen. The
 * home's first question: which systems the table plays (until then every one is shown). Once
 * answered it stays said here until the GM leaves the page; the settings change it later.
 */
function SystemsQuestion({ campaign }: { campaign: Campaign }) {
  const { t } = useGmT();
  const [done, setDone] = useState(false);
  if (campaign.systemsChosen && !done) return null;
  return (
    <section className="card first-run-systems" aria-labelledby="systems-question-title">
      <h2 id="systems-question-title">{t('systems.firstRun.title')}</h2>
      {done ? (
        <p role="status" className="settings-ok">
          <span aria-hidden="true">✓ </span>
          {t('systems.firstRun.done')}
        </p>
      ) : (
        <GameSystemsForm campaign={campaign} ask onSaved={() => setDone(true)} />
      )}
    </section>
  );
}

/**
 * First run: the GM came in through the server's one-time link and this device knows of no
 * passphrase for the account: invite them to choose one (or "later", for this tab's session).
 */
function PassphraseInvite({ accountId }: { accountId: string }) {
  const { t } = useGmT();
  const [open, setOpen] = useState(() => !hasKnownPassphrase(accountId) && !passphraseLater());
  const [done, setDone] = useState(false);
  if (!open && !done) return null;
  return (
    <section className="card passphrase-invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('account.invite.title')}</h2>
      {done ? (
        <p role="status" className="settings-ok">
          <span aria-hidden="true">✓ </span>
          {t('auth.passphrase.saved')} {t('account.invite.settings')}
        </p>
      ) : (
        <>
          <p>{t('account.invite.body')}</p>
          <PassphraseForm
            accountId={accountId}
            idPrefix="invite-passphrase"
            submitLabel={t('auth.passphrase.set')}
            onSaved={() => {
              setDone(true);
              setOpen(false);
            }}
            extraActions={
              <Button
                variant="ghost"
                onClick={() => {
                  setPassphraseLater();
                  setOpen(false);
                }}
              >
                {t('account.invite.later')}
              </Button>
            }
          />
        </>
      )}
    </section>
  );
}

/**
 * The GM's home: the campaign and its crews (sheet, downtime, history), the way to the settings,
 * and on first run the question of the systems the table plays, then the invitation to choose a
 * passphrase; a crew untouched since it was made (the
 * one made at first start, « Ma bande ») invites the GM to name it and set it up, or delete it. Nobody signed in → /signin, unless this
 * device opened a player link before (the installed app starts here): then back to that sheet.
 */
export default function HomeRoute() {
  const { t } = useGmT();
  const [, navigate] = useLocation();
  const me = useMe();
  const gm = me.data?.kind === 'gm' ? me.data : null;
  // No campaign open in this session (a new account, the open one deleted): « Mes campagnes ».
  const noCampaign = gm !== null && gm.campaignId === null;
  // No campaign request before the GM is known to be signed in ("who am I") with a campaign open.
  const campaign = useQuery(campaignKey, (signal) => campaignApi.current(signal), { enabled: gm !== null && !noCampaign });
  // The campaign's own systems: what the settings and the first run's question just saved.
  const { plays } = playedSystems(campaign.data?.systems);
  const campaignId = campaign.data?.id ?? null;
  const crews = useQuery(crewsKey(campaignId ?? ''), (signal) => campaignApi.crews(campaignId ?? '', signal), { enabled: campaignId !== null });

  const unauthorized = me.error instanceof UnauthorizedError || me.data?.kind === 'player' || campaign.error instanceof UnauthorizedError;
  // Offline, a player's device (an app installed before it opened on /s) goes back to its kept sheet.
  const offlinePlayer = me.error instanceof NetworkError && rememberedPlayerToken() !== null;
  useEffect(() => {
    if (offlinePlayer) navigate('/s', { replace: true });
    else if (unauthorized) navigate(rememberedPlayerToken() ? '/s' : '/signin', { replace: true });
    else if (noCampaign) navigate('/campaigns', { replace: true });
  }, [unauthorized, offlinePlayer, noCampaign, navigate]);

  if (unauthorized || offlinePlayer || noCampaign) return <Loading />;
  const error = me.error ?? campaign.error ?? crews.error;
  if (error && !campaign.data) return <ErrorMessage error={error} />;
  if (!campaign.data) return <Loading />;
  return (
    <section className="page home" aria-labelledby="home-title">
      <h1 id="home-title">{campaign.data.name}</h1>
      <SystemsQuestion campaign={campaign.data} />
      {gm?.accountId ? <PassphraseInvite accountId={gm.accountId} /> : null}
      <h2>{t('crews.title')}</h2>
      <p>
        <Link className="btn btn-primary" href="/crews/new">
          {t('crews.new')}
        </Link>
      </p>
      {crews.data && crews.data.length === 0 ? <p className="muted">{t('crews.empty')}</p> : null}
      {crews.data ? (
        <ul className="rows home-crews">
          {crews.data.map((c) => {
            const base = `/crews/${encodeURIComponent(c.id)}`;
            return (
              <li key={c.id} className="row">
                <span>
                  <Link href={base} className="home-crew-name">
                    {c.name}
                  </Link>{' '}
                  <span className="muted">{t('sheet.tier', { tier: roman(c.tier) })}</span>
                </span>
                {c.version === FRESH_CREW_VERSION ? (
                  <p className="home-crew-invite">
                    {t('crews.setupInvite', { name: c.name })}{' '}
                    <Link className="btn btn-primary" href={`${base}?edit=1`}>
                      {t('crews.setupInvite.link', { name: c.name })}
                    </Link>
                  </p>
                ) : null}
                <nav className="actions" aria-label={c.name}>
                  {plays('downtime') ? (
                    <Link className="btn btn-secondary" href={`${base}/downtime`}>
                      {t('nav.downtime')}
                    </Link>
                  ) : null}
                  <Link className="btn btn-secondary" href={`${base}/history`}>
                    {t('nav.history')}
                  </Link>
                </nav>
              </li>
            );
          })}
        </ul>
      ) : (
        <Loading />
      )}
      <p>
        <Link href="/settings">{t('settings.title')}</Link>
      </p>
    </section>
  );
}

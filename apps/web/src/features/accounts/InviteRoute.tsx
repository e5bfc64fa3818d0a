import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { PASSPHRASE_MAX, PASSPHRASE_MIN } from '../../components/PassphraseForm';
import { conflictOf, NotFoundError, ValidationError } from '../../lib/api';
import { afterCampaignSwitch } from '../../lib/campaign';
import { useGmT } from '../../lib/i18nGm';
import { dateTime } from '../../lib/invites';
import { rememberAccountName, rememberPassphrase } from '../../lib/passphraseFlag';
import { useMutation, useQueryClient } from '../../lib/query';
import { Link } from '../../lib/router';
import { useMe } from '../../lib/session';
import { accountApi, type InviteInfo } from './api';
import './accounts.css';

/** The API's cap on an account's name (the contract's accountNameSchema). */
const NAME_MAX = 80;
/** Where the token waits while its reader signs in first (this tab only; never in an address). */
const PENDING_KEY = 'tm.invite';

/**
 * The invitation's token: the link's fragment (`/invite#<token>`, never sent to the server in a
 * request line), or the one kept while its reader went to sign in.
 */
function inviteToken(): string {
  const fromHash = window.location.hash.replace(/^#/, '');
  if (fromHash !== '') return fromHash;
  try {
    return sessionStorage.getItem(PENDING_KEY) ?? '';
  } catch {
    return '';
  }
}

function keepToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(PENDING_KEY);
    else sessionStorage.setItem(PENDING_KEY, token);
  } catch {
    // Storage disabled: after signing in, the link has to be opened again.
  }
}

/** A link that does not (or no longer) work: said plainly, with what to do. */
function InvalidInvite() {
  const { t } = useGmT();
  return (
    <div role="alert" className="card invite-invalid">
      <h2>{t('invite.invalid')}</h2>
      <p>{t('invite.invalid.body')}</p>
    </div>
  );
}

/** Not signed in: the new account's name and passphrase (twice), checked as the GM types. */
function SignUp({ token, info }: { token: string; info: InviteInfo }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const accept = useMutation((account: { name: string; passphrase: string }) => accountApi.acceptInvite(token, account), {
    onSuccess: (answer, account) => {
      keepToken(null);
      rememberAccountName(account.name);
      const accountId = (answer as { readonly accountId?: unknown } | undefined)?.accountId;
      if (typeof accountId === 'string') rememberPassphrase(accountId);
      // Signed in now: a campaign's invitation opened the campaign; the server's, « Mes campagnes ».
      afterCampaignSwitch(client, info.kind === 'campaign' ? '/' : '/campaigns', { replace: true });
    },
  });
  const trimmed = name.trim();
  const nameError = trimmed === '' ? (tried ? t('error.field.required') : null) : trimmed.length > NAME_MAX ? t('error.field.tooLong', { max: NAME_MAX }) : null;
  const tooShort = (passphrase.length > 0 || tried) && passphrase.length < PASSPHRASE_MIN;
  const tooLong = passphrase.length > PASSPHRASE_MAX;
  const mismatch = (confirm.length > 0 || tried) && confirm !== passphrase;
  const conflict = conflictOf(accept.error, 'invite.accept');
  const taken = conflict !== null && 'field' in conflict;
  const serverErrors = accept.error instanceof ValidationError ? accept.error.byField : {};
  const ready = trimmed !== '' && trimmed.length <= NAME_MAX && passphrase.length >= PASSPHRASE_MIN && !tooLong && confirm === passphrase;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (ready) void accept.mutate({ name: trimmed, passphrase });
  };
  if (accept.error instanceof NotFoundError) return <InvalidInvite />;
  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="invite-signup-title">
      <h2 id="invite-signup-title">{t('invite.signup')}</h2>
      <p className="muted">{t('invite.signup.help')}</p>
      <Field
        id="invite-name"
        label={t('invite.name')}
        hint={t('invite.name.hint')}
        value={name}
        onChange={(v) => {
          setName(v);
          if (taken) accept.reset();
        }}
        autoComplete="username"
        maxLength={NAME_MAX + 20}
        error={nameError ?? (taken ? t('invite.nameTaken') : (serverErrors['account.name'] ?? null))}
        required
      />
      <Field
        id="invite-passphrase"
        label={t('invite.passphrase')}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        onChange={setPassphrase}
        hint={t('auth.passphrase.help', { min: PASSPHRASE_MIN })}
        error={tooShort ? t('error.field.min', { min: PASSPHRASE_MIN }) : tooLong ? t('error.field.tooLong', { max: PASSPHRASE_MAX }) : (serverErrors['account.passphrase'] ?? null)}
        required
      />
      <Field
        id="invite-passphrase-confirm"
        label={t('auth.passphrase.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={mismatch ? t('auth.passphrase.mismatch') : null}
        required
      />
      {conflict?.reason === 'signed_in' ? <p role="alert" className="error-message error-title">{t('invite.alreadyGm')}</p> : null}
      {accept.error && conflict === null && !(accept.error instanceof ValidationError && Object.keys(serverErrors).some((k) => k.startsWith('account.'))) ? (
        <ErrorMessage error={accept.error} fieldLabels={{ 'account.name': t('invite.name'), 'account.passphrase': t('invite.passphrase') }} />
      ) : null}
      <div className="actions">
        <Button type="submit" busy={accept.pending}>
          {accept.pending ? t('invite.creating') : t(info.kind === 'campaign' ? 'invite.createJoin' : 'invite.create')}
        </Button>
      </div>
      {info.kind === 'campaign' ? (
        <p>
          <Link href="/signin?next=%2Finvite" onClick={() => keepToken(token)}>
            {t('invite.signIn')}
          </Link>
        </p>
      ) : null}
    </form>
  );
}

/** Signed in as a GM: a campaign's invitation joins with this account; the server's is not for them. */
function Join({ token, info, name }: { token: string; info: InviteInfo; name: string }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const join = useMutation(() => accountApi.acceptInvite(token), {
    onSuccess: () => {
      keepToken(null);
      afterCampaignSwitch(client, '/', { replace: true });
    },
  });
  if (info.kind === 'instance') return <p className="card">{t('invite.alreadyGm')}</p>;
  if (join.error instanceof NotFoundError) return <InvalidInvite />;
  const member = conflictOf(join.error, 'invite.accept')?.reason === 'member';
  return (
    <div className="card">
      <p>{t('invite.signedInAs', { name })}</p>
      {member ? (
        <p role="alert">
          {t('invite.alreadyMember')}{' '}
          <Link href="/campaigns">{t('nav.campaigns')}</Link>
        </p>
      ) : join.error ? (
        <ErrorMessage error={join.error} />
      ) : null}
      <div className="actions">
        <Button busy={join.pending} disabled={member} onClick={() => void join.mutate(undefined)}>
          {join.pending ? t('invite.joining') : t('invite.join')}
        </Button>
      </div>
      <p className="muted">{t('invite.otherAccount')}</p>
    </div>
  );
}

/**
 * The invitation page (`/invite#<token>`): reads the invitation (invite.read, the token POSTed),
 * says who invites to what, then makes the account (name and passphrase) — or, signed in, joins a
 * campaign with the account — and lands in the campaign (or « Mes campagnes »). A link unknown,
 * used, revoked or expired says so, and what to do.
 */
export default function InviteRoute() {
  const { t, locale } = useGmT();
  const [token, setToken] = useState(inviteToken);
  // Another invitation's link opened on this page changes only the fragment: read that one.
  useEffect(() => {
    const onHash = () => setToken(inviteToken());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const me = useMe();
  // Read once, as the POST it is (not a cached query: signing in forgets the cache and would read a spent invitation again).
  const info = useMutation(() => accountApi.readInvite(token));
  const { mutate: read } = info;
  useEffect(() => {
    if (token !== '') void read(undefined);
  }, [token, read]);
  const gmName = me.data?.kind === 'gm' ? (me.data.name ?? '') : null;
  let body;
  if (token === '' || info.error instanceof NotFoundError) body = <InvalidInvite />;
  else if (info.error && !info.data) body = <ErrorMessage error={info.error} onReload={() => void read(undefined)} />;
  else if (info.pending || !info.data || (me.fetching && me.data === undefined)) body = <Loading />;
  else {
    const invite = info.data;
    body = (
      <>
        <p className="invite-what">
          {invite.kind === 'campaign' ? t('invite.campaign', { by: invite.by, campaign: invite.campaignName ?? '' }) : t('invite.instance', { by: invite.by })}
        </p>
        <p className="muted">{t('invite.until', { date: dateTime(invite.expiresAt, locale) })}</p>
        {gmName !== null ? <Join key={token} token={token} info={invite} name={gmName} /> : <SignUp key={token} token={token} info={invite} />}
      </>
    );
  }
  return (
    <section className="page narrow invite" aria-labelledby="invite-title">
      <h1 id="invite-title">{t('invite.title')}</h1>
      {body}
    </section>
  );
}

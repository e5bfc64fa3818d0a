import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useSearch } from '../../lib/router';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { RateLimitedError, UnauthorizedError, call, type CallInput } from '../../lib/api';
import { useGmT } from '../../lib/i18nGm';
import { lastAccountName, rememberAccountName, rememberPassphrase } from '../../lib/passphraseFlag';
import { useMutation, useQuery, useQueryClient } from '../../lib/query';
import { useMe } from '../../lib/session';

/** What the GM types on the server for a new one-time link: a command, shown as code in both languages. */
const GM_LINK_COMMAND = 'pnpm --filter @temps-mort/api gm-link';

/** Only same-app paths: `?next=` never sends anyone to another site. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** Seconds left before `until` (ms since epoch), re-rendering each second; 0 when past. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * GM sign-in with the passphrase (auth.login), and the account's name when the server has several
 * GM accounts (auth.signInOptions; an upgraded one-GM server keeps signing in with the passphrase
 * alone). The name last typed on this device fills the field. Says why the GM is here (signed out,
 * the session ended, or first time), explains the other way in (the one-time link the server prints
 * at its first start, auth.setup with its token, which sets the session cookie and comes back to
 * `/`; `gm-link` prints a new one), and puts "too many tries" (429) in words with a countdown.
 */
export default function SignInRoute() {
  const { t } = useGmT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const signedOut = params.get('signedOut') === '1';
  const asked = params.has('next');
  const me = useMe();
  const options = useQuery(['auth', 'signInOptions'], (signal) => call('auth.signInOptions', {}, { signal }), { refetchOnFocus: false });
  // Asked when the server says so, or cannot say (a server of one account ignores a name given).
  const nameNeeded = options.data ? options.data.nameNeeded : options.status === 'error';
  const [name, setName] = useState(lastAccountName);
  const [passphrase, setPassphrase] = useState('');
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const wait = useCountdown(blockedUntil);
  const client = useQueryClient();
  const login = useMutation((body: CallInput<'auth.login'>['body']) => call('auth.login', { body }), {
    // Signed in: the 401s (and anything cached before) must not send the GM back here.
    onSuccess: () => void client.reset([]),
    onError: (error) => {
      if (error instanceof RateLimitedError) setBlockedUntil(Date.now() + error.retryAfter * 1000);
    },
  });

  // The wait is over: the refusal no longer holds.
  const { reset } = login;
  const rateLimited = login.error instanceof RateLimitedError;
  useEffect(() => {
    if (rateLimited && blockedUntil !== null && wait === 0) {
      setBlockedUntil(null);
      reset();
    }
  }, [rateLimited, blockedUntil, wait, reset]);

  const trimmedName = name.trim();
  const missing = passphrase.length === 0 || (nameNeeded && trimmedName === '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing || wait > 0) return;
    const answer = await login.mutate(nameNeeded ? { name: trimmedName, passphrase } : { passphrase });
    if (answer) {
      if (nameNeeded) rememberAccountName(trimmedName);
      if (answer.accountId) rememberPassphrase(answer.accountId);
      navigate(safeNext(search), { replace: true });
    }
  };
  const wrong = login.error instanceof UnauthorizedError;

  const alreadyIn = me.data?.kind === 'gm' && login.status !== 'success';
  return (
    <section className="page narrow" aria-labelledby="signin-title">
      <h1 id="signin-title">{t('auth.title')}</h1>
      {alreadyIn ? null : signedOut ? (
        <p role="status" className="signin-note">
          <span aria-hidden="true">✓ </span>
          {t('account.signedOut')}
        </p>
      ) : asked ? (
        <p role="status" className="signin-note">
          {t('account.sessionEnded')}
        </p>
      ) : null}
      {alreadyIn ? (
        <div className="card">
          <p>{t('account.signedIn')}</p>
          <Link className="btn btn-primary" href={safeNext(search)}>
            {safeNext(search) === '/' ? t('account.goHome') : t('common.continue')}
          </Link>
        </div>
      ) : (
        <>
          {!signedOut && !asked ? <p>{t('auth.intro')}</p> : null}
          <form onSubmit={(e) => void submit(e)} className="form" noValidate>
            {nameNeeded ? (
              <Field
                id="signin-name"
                label={t('auth.name')}
                hint={t('auth.name.hint')}
                autoComplete="username"
                value={name}
                onChange={(v) => {
                  setName(v);
                  if (wrong) login.reset();
                }}
                maxLength={100}
                required
              />
            ) : null}
            <Field
              id="signin-passphrase"
              label={t('auth.passphrase')}
              type="password"
              autoComplete="current-password"
              value={passphrase}
              onChange={(v) => {
                setPassphrase(v);
                if (wrong) login.reset();
              }}
              required
              error={wrong ? t(nameNeeded ? 'auth.wrong' : 'auth.passphrase.wrong') : null}
            />
            {login.error instanceof RateLimitedError ? (
              <div role="alert" className="error-message">
                <p className="error-title">{t('error.rateLimited', { seconds: login.error.retryAfter })}</p>
              </div>
            ) : login.error && !(login.error instanceof UnauthorizedError) ? (
              <ErrorMessage error={login.error} />
            ) : null}
            <Button type="submit" busy={login.pending} disabled={missing || wait > 0}>
              {login.pending ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
            {wait > 0 ? (
              // The alert above said it once; this only counts down (not announced every second).
              <p className="muted" aria-hidden="true">
                {t('account.retryIn', { seconds: wait })}
              </p>
            ) : null}
          </form>
          <p className="muted">
            {t('account.noPassphrase')} <code>{GM_LINK_COMMAND}</code>
          </p>
        </>
      )}
    </section>
  );
}

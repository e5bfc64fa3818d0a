import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useSearch } from '../../lib/router';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { UnauthorizedError, api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useMutation } from '../../lib/query';
import type { Me } from '../../lib/session';

/** Only same-app paths: `?next=` never sends anyone to another site. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * GM sign-in with the passphrase (POST /api/auth/login). Explains the other way in: the one-time
 * link the server prints at its first start (GET /api/auth/setup?token=…, which sets the session
 * cookie and comes back to `/`; `gm-link` prints a new one).
 */
export default function SignInRoute() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [passphrase, setPassphrase] = useState('');
  const login = useMutation((body: { passphrase: string }) => api.post<Me>('/api/auth/login', body), {
    invalidate: [['me']],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const me = await login.mutate({ passphrase });
    if (me) navigate(safeNext(search), { replace: true });
  };

  return (
    <section className="page narrow" aria-labelledby="signin-title">
      <h1 id="signin-title">{t('auth.title')}</h1>
      <p>{t('auth.intro')}</p>
      <form onSubmit={(e) => void submit(e)} className="form" noValidate>
        <Field
          label={t('auth.passphrase')}
          type="password"
          autoComplete="current-password"
          value={passphrase}
          onChange={setPassphrase}
          required
          error={login.error instanceof UnauthorizedError ? t('auth.passphrase.wrong') : null}
        />
        {login.error && !(login.error instanceof UnauthorizedError) ? <ErrorMessage error={login.error} /> : null}
        <Button type="submit" busy={login.pending} disabled={passphrase.length === 0}>
          {login.pending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
      <p className="muted">{t('auth.passphrase.none')}</p>
    </section>
  );
}

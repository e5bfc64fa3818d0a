import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { rememberAccountName } from '../../lib/passphraseFlag';
import { useMutation, useQueryClient } from '../../lib/query';
import { Link, navigate, useLocation } from '../../lib/router';
import { useMe } from '../../lib/session';

/**
 * The header's « Mon compte » and "Sign out" (GM pages only; a lazy chunk, so the players' sheet never loads it).
 * auth.logout, then every answer of the session is forgotten (the queries on screen
 * are fetched again: 401 now) and the sign-in page says "signed out".
 */
export default function AccountMenu() {
  const { t } = useT();
  const client = useQueryClient();
  const me = useMe();
  const [path] = useLocation();
  const logout = useMutation(() => call('auth.logout'), {
    onSuccess: () => {
      // The GM's answers (and who-am-I) must not outlive the session.
      void client.reset([]);
      navigate('/signin?signedOut=1', { replace: true });
    },
  });
  // The sign-in form starts with the account this device last used (its first GM never typed « MJ »).
  const name = me.data?.kind === 'gm' ? me.data.name : undefined;
  useEffect(() => {
    if (name) rememberAccountName(name);
  }, [name]);
  if (me.data?.kind !== 'gm') return null;
  return (
    <div className="account-menu">
      <Link href="/account" className="account-link" aria-current={path === '/account' ? 'page' : undefined}>
        {t('nav.account')}
      </Link>
      <Button variant="ghost" className="sign-out" busy={logout.pending} onClick={() => void logout.mutate(undefined)}>
        {t('nav.signOut')}
      </Button>
    </div>
  );
}

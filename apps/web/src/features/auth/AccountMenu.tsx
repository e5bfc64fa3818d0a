import { Button } from '../../components/Button';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useMutation, useQueryClient } from '../../lib/query';
import { navigate } from '../../lib/router';
import { useMe } from '../../lib/session';

/**
 * The header's "Sign out" (GM pages only; a lazy chunk, so the players' sheet never loads it).
 * auth.logout, then every answer of the session is forgotten (the queries on screen
 * are fetched again: 401 now) and the sign-in page says "signed out".
 */
export default function AccountMenu() {
  const { t } = useT();
  const client = useQueryClient();
  const me = useMe();
  const logout = useMutation(() => call('auth.logout'), {
    onSuccess: () => {
      // The GM's answers (and who-am-I) must not outlive the session.
      void client.reset([]);
      navigate('/signin?signedOut=1', { replace: true });
    },
  });
  if (me.data?.kind !== 'gm') return null;
  return (
    <Button variant="ghost" className="sign-out" busy={logout.pending} onClick={() => void logout.mutate(undefined)}>
      {t('nav.signOut')}
    </Button>
  );
}

import { lazy, Suspense } from 'react';
import { Link, useLocation } from '../lib/router';
import { useT } from '../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

/** "Sign out" for a signed-in GM: a lazy chunk, never loaded on the players' pages. */
const AccountMenu = lazy(() => import('../features/auth/AccountMenu'));

/** Player routes show no GM navigation. */
export function isPlayerPath(path: string): boolean {
  return path === '/s' || path.startsWith('/s/') || path === '/share';
}

export function Header() {
  const { t } = useT();
  const [path] = useLocation();
  const player = isPlayerPath(path);
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {player ? (
        <span className="brand">{t('app.name')}</span>
      ) : (
        <Link href="/" className="brand">
          {t('app.name')}
        </Link>
      )}
      {player ? null : (
        <nav aria-label={t('nav.main')} className="app-nav">
          <Link href="/dice">{t('nav.dice')}</Link>
          <Link href="/history">{t('nav.history')}</Link>
          <Link href="/wizards">{t('nav.debt')}</Link>
          <Link href="/settings">{t('nav.settings')}</Link>
        </nav>
      )}
      <LanguageSwitch />
      {player ? null : (
        <Suspense fallback={null}>
          <AccountMenu />
        </Suspense>
      )}
    </header>
  );
}

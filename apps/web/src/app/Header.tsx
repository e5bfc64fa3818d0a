import { lazy, Suspense } from 'react';
import { Link, useLocation } from '../lib/router';
import { useT } from '../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The GM's links, language and "Sign out" (GmMenu.tsx): a lazy chunk, never loaded on the
 * players' pages (their sheet's first JS has a budget: scripts/chunk-sizes.mjs). The header's
 * min-height (styles.css) keeps its row the same height before and after it arrives.
 */
const GmMenu = lazy(() => import('./GmMenu'));

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
        <>
          <span className="brand">{t('app.name')}</span>
          <LanguageSwitch />
        </>
      ) : (
        <>
          <Link href="/" className="brand">
            {t('app.name')}
          </Link>
          <Suspense fallback={null}>
            <GmMenu path={path} />
          </Suspense>
        </>
      )}
    </header>
  );
}

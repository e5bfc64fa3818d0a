import { Link, useLocation } from '../../../lib/router';
import { useGmT } from '../../../lib/i18nGm';

const PAGES = [
  { href: '/dice', key: 'dice.nav.home' },
  { href: '/dice/d6', key: 'dice.nav.d6' },
  { href: '/dice/d12', key: 'dice.nav.d12' },
  { href: '/dice/d100', key: 'dice.nav.d100' },
  { href: '/dice/complex', key: 'dice.nav.complex' },
] as const;

/** The dice tools' own navigation; the current page is marked (aria-current and a ▸). */
export function DiceNav() {
  const { t } = useGmT();
  const [path] = useLocation();
  const current = (href: string) => (href === '/dice' ? path === '/dice' : path === href || path.startsWith(`${href}/`));
  return (
    <nav className="dice-nav" aria-label={t('dice.nav')}>
      <ul>
        {PAGES.map((p) => (
          <li key={p.href}>
            <Link href={p.href} aria-current={current(p.href) ? 'page' : undefined}>
              {current(p.href) ? '▸ ' : ''}
              {t(p.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

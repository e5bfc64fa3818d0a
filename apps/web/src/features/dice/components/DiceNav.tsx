import { Link, useLocation } from '../../../lib/router';
import { useGmT } from '../../../lib/i18nGm';
import { usePlayedSystems } from '../../../lib/systems';
import { DICE_TOOLS } from '../tools';

/** The dice tools' own navigation (the tools of the systems the campaign plays); the current page is marked (aria-current and a ▸). */
export function DiceNav() {
  const { t } = useGmT();
  const [path] = useLocation();
  const { plays } = usePlayedSystems();
  const PAGES = [{ href: '/dice', key: 'dice.nav.home' } as const, ...DICE_TOOLS.filter((tool) => plays(tool.system)).map((tool) => ({ href: tool.href, key: tool.navKey }))];
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

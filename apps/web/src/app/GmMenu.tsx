import { useEffect, useRef, useState } from 'react';
import AccountMenu from '../features/auth/AccountMenu';
import { Link } from '../lib/router';
import { useT } from '../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { DICE_SYSTEMS } from '../features/dice/tools';
import { usePlayedSystems, type GameSystem } from '../lib/systems';

/** The GM's sections; one of game systems shows when the campaign plays one of them. */
const GM_LINKS = [
  { href: '/dice', key: 'nav.dice', systems: DICE_SYSTEMS },
  { href: '/history', key: 'nav.history', systems: null },
  { href: '/wizards', key: 'nav.debt', systems: ['frostgrave'] },
  { href: '/settings', key: 'nav.settings', systems: null },
] as const satisfies readonly { href: string; key: string; systems: readonly GameSystem[] | null }[];

/** The section a path is in: `/dice/d12` is in `/dice`. */
function inSection(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The GM's links, language and "Sign out" (a lazy chunk: Header.tsx). On a wide screen, all in the
 * header's one row; on a phone (below 48rem, styles.css), behind a "Menu" disclosure button
 * (aria-expanded) so that the header keeps one row: the panel drops over the page, Escape or a tap
 * elsewhere closes it (Escape gives the focus back to the button), and so do tabbing out of it and
 * following a link. See docs/decisions/016-zod-without-eval-and-the-phone-header.md.
 */
export default function GmMenu({ path }: { path: string }) {
  const { t } = useT();
  const { plays } = usePlayedSystems(path !== '/signin');
  // Open on the screen it was opened on: a new screen closes it (the menu has done its job).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const setOpen = (value: boolean) => setOpenOn(value ? path : null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="gm-menu"
      data-open={open}
      onBlur={(event) => {
        // Tabbing out of the open menu closes it (it would cover the page).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={toggle} type="button" className="btn btn-ghost menu-toggle" aria-expanded={open} aria-controls="gm-menu-panel" onClick={() => setOpen(!open)}>
        <svg className="menu-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        {t('nav.menu')}
      </button>
      <div id="gm-menu-panel" className="gm-menu-panel">
        <nav aria-label={t('nav.main')} className="app-nav">
          {GM_LINKS.filter((link) => link.systems === null || link.systems.some(plays)).map((link) => (
            <Link key={link.href} href={link.href} aria-current={inSection(path, link.href) ? 'page' : undefined}>
              {t(link.key)}
            </Link>
          ))}
        </nav>
        <LanguageSwitch />
        <AccountMenu />
      </div>
    </div>
  );
}

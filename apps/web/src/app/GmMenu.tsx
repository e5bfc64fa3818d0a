import { useEffect, useRef, useState } from 'react';
import AccountMenu from '../features/auth/AccountMenu';
import { Link, navigate } from '../lib/router';
import { useT } from '../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { DICE_SYSTEMS } from '../features/dice/tools';
import { useCampaign } from '../lib/campaign';
import { UnauthorizedError } from '../lib/api';
import { useMe } from '../lib/session';
import { playedSystems, type GameSystem } from '../lib/systems';

/**
 * The GM's sections; one of game systems shows when the campaign plays one of them. « Mes
 * campagnes » first: the others are the open campaign's (hidden while none is open).
 */
const GM_LINKS = [
  { href: '/campaigns', key: 'nav.campaigns', systems: null },
  { href: '/dice', key: 'nav.dice', systems: DICE_SYSTEMS },
  { href: '/history', key: 'nav.history', systems: null },
  { href: '/wizards', key: 'nav.debt', systems: ['frostgrave'] },
  { href: '/settings', key: 'nav.settings', systems: null },
] as const satisfies readonly { href: string; key: string; systems: readonly GameSystem[] | null }[];

/** The section a path is in: `/dice/d12` is in `/dice`. */
function inSection(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** Pages where nobody may be signed in yet: no campaign is asked for. */
const SIGNED_OUT_PATHS = ['/signin', '/invite'];
/** The GM's pages that need no open campaign. */
const CAMPAIGNLESS_PATHS = [...SIGNED_OUT_PATHS, '/campaigns', '/account'];

/**
 * The open campaign's name (beside the app's), then the GM's links, language, « Mon compte » and
 * "Sign out" (a lazy chunk: Header.tsx). On a wide screen, all in the
 * header's one row; on a phone or a tablet (below 64rem, styles.css), behind a "Menu" disclosure button
 * (aria-expanded) so that the header keeps one row: the panel drops over the page, Escape or a tap
 * elsewhere closes it (Escape gives the focus back to the button), and so do tabbing out of it and
 * following a link. See docs/decisions/016-zod-without-eval-and-the-phone-header.md.
 */
export default function GmMenu({ path }: { path: string }) {
  const { t } = useT();
  const me = useMe();
  const noCampaign = me.data?.kind === 'gm' && me.data.campaignId === null;
  // Asked once who-am-I says a campaign is open (none may be).
  const campaign = useCampaign(!SIGNED_OUT_PATHS.includes(path) && me.data?.kind === 'gm' && me.data.campaignId !== null);
  const { plays } = playedSystems(campaign.data?.systems);
  const name = noCampaign ? null : (campaign.data?.name ?? null);
  // No campaign open (a new account, the open one deleted or left in another window): a campaign's
  // screen has nothing to show; « Mes campagnes » does (every GM page has this menu).
  const lost = noCampaign && !CAMPAIGNLESS_PATHS.includes(path);
  useEffect(() => {
    if (lost) navigate('/campaigns', { replace: true });
  }, [lost]);
  // Nobody signed in (the sign-in page, an invitation): no GM's links to show them.
  const signedOut = me.error instanceof UnauthorizedError || me.data?.kind === 'player';
  const links = signedOut ? [] : GM_LINKS.filter((link) => (noCampaign ? link.href === '/campaigns' : link.systems === null || link.systems.some(plays)));
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
    <>
      {name !== null ? (
        <span className="header-campaign">
          <span className="visually-hidden">{t('nav.openCampaign')} </span>
          {name}
        </span>
      ) : null}
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
          {links.length > 0 ? (
            <nav aria-label={t('nav.main')} className="app-nav">
              {links.map((link) => (
                <Link key={link.href} href={link.href} aria-current={inSection(path, link.href) ? 'page' : undefined}>
                  {t(link.key)}
                </Link>
              ))}
            </nav>
          ) : null}
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </div>
    </>
  );
}

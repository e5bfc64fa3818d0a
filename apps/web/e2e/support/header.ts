/**
 * The app's header (role banner): its one-row check, and the GM's "Menu" disclosure on a phone.
 * English words.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The GM's header links, in their order, and where each leads. */
export const GM_LINKS = [
  { name: 'My campaigns', path: '/campaigns' },
  { name: 'Dice', path: '/dice' },
  { name: 'History', path: '/history' },
  { name: 'Underworld ledger', path: '/wizards' },
  { name: 'Settings', path: '/settings' },
] as const;

export function menuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
}

export function mainNav(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
}

/**
 * Every control the header shows sits on ONE row: their boxes all overlap vertically, none is past
 * the screen's edge, and the header is less than two of its tallest controls high (a second row
 * would need at least that). Measured against the header's own controls, not a pixel height tied
 * to a font. An open menu's panel drops OVER the page, out of the header's row: its controls are
 * left out (the panel is the element the visible toggle's aria-controls names).
 */
export async function expectOneRow(page: Page): Promise<void> {
  const layout = await page.getByRole('banner').evaluate((header) => {
    const toggle = [...header.querySelectorAll<HTMLElement>('[aria-controls]')].find((el) => el.checkVisibility());
    const panel = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
    const items = [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((el) => el.checkVisibility() && !panel?.contains(el))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent?.trim() ?? '', top: r.top, bottom: r.bottom, right: r.right, height: r.height };
      })
      // The skip link waits off screen until it has the focus.
      .filter((box) => box.right > 0);
    return { height: header.getBoundingClientRect().height, width: document.documentElement.clientWidth, overflow: header.scrollWidth > header.clientWidth, items };
  });
  const what = JSON.stringify(layout.items);
  expect(layout.items.length, `the header shows its controls: ${what}`).toBeGreaterThan(1);
  const row = Math.max(...layout.items.map((i) => i.height));
  expect(Math.max(...layout.items.map((i) => i.top)), `one row: ${what}`).toBeLessThan(Math.min(...layout.items.map((i) => i.bottom)));
  expect(layout.height, `the header's height against its tallest control (${row} px): ${what}`).toBeLessThan(2 * row);
  expect(layout.overflow, 'nothing of the header is cut off').toBe(false);
  for (const item of layout.items) expect(item.right, `“${item.text}” within the screen`).toBeLessThanOrEqual(layout.width);
}

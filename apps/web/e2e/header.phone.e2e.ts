/**
 * On a phone the GM's header keeps ONE row (a Pixel 7 is 412 px wide; down to 320): its links,
 * language, « My account » and "Sign out" wait behind a "Menu" disclosure button (aria-expanded). Escape closes it
 * and gives the focus back, a tap elsewhere or a followed link closes it, and every one of them
 * is still reachable, with the keyboard too. The laptop's header: header.e2e.ts.
 */
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectOneRow, GM_LINKS, mainNav, menuButton } from './support/header';

test('on a phone: one row at 412, 360 and 320 px, and every link behind the menu', async ({ page, gm }, testInfo) => {
  const crewPage = `/crews/${gm.defaultCrewId}/downtime`;
  for (const width of [412, 360, 320]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(crewPage);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out', includeHidden: true })).toBeAttached();
      await expectOneRow(page);
      // Open, it drops over the page: the header itself stays one row.
      await menuButton(page).click();
      await expect(mainNav(page)).toBeVisible();
      await expectOneRow(page);
      await expectNoSeriousA11yViolations(page, testInfo, `the open menu at ${width} px`);
    });
  }

  await test.step('closed: the links are out of the way (and out of the Tab order)', async () => {
    await page.goto(crewPage);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toHaveCount(0);
  });

  await test.step('with the keyboard: Enter opens, Tab goes in, Escape closes and gives the focus back', async () => {
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'My campaigns', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
    await expect(mainNav(page)).toHaveCount(0);
  });

  await test.step('a tap elsewhere closes it', async () => {
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    // Near the bottom of the screen, below the open panel.
    const screen = page.viewportSize() ?? { width: 320, height: 800 };
    await page.touchscreen.tap(screen.width / 2, screen.height - 10);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the language, « My account » and “Sign out” are in it', async () => {
    await menuButton(page).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Français/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /English/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  for (const link of GM_LINKS) {
    await test.step(`${link.name}: reachable, and the menu closes on the new screen`, async () => {
      await menuButton(page).click();
      await mainNav(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await menuButton(page).click();
      await expect(mainNav(page).getByRole('link', { name: link.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
    });
  }
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the same one row, with the same “Menu”', async ({ page, gm }) => {
    for (const width of [412, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/crews/${gm.defaultCrewId}/downtime`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Se déconnecter', includeHidden: true })).toBeAttached();
      await expectOneRow(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'La Pègre' })).toBeVisible();
      await expectOneRow(page);
    }
  });
});

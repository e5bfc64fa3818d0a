/**
 * On the GM's laptop the header shows every link in its one row, and no "Menu" button (the phone's
 * header: header.phone.e2e.ts).
 */
import { expect, test } from './fixtures';
import { expectOneRow, GM_LINKS, mainNav, menuButton } from './support/header';

test('on a laptop: every link in the header’s one row, no menu button', async ({ page, gm }) => {
  for (const width of [1280, 1024]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/crews/${gm.defaultCrewId}/downtime`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
      for (const link of GM_LINKS) await expect(mainNav(page).getByRole('link', { name: link.name, exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
      await expect(page.getByRole('banner').getByText('Ma campagne')).toBeVisible({ visible: width >= 1280 });
      await expectOneRow(page);
    });
  }
});

test('on a tablet: one row, the links behind the menu', async ({ page, gm }) => {
  for (const width of [768, 1000]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/crews/${gm.defaultCrewId}/downtime`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menuButton(page)).toBeVisible();
      await expect(page.getByRole('banner').getByText('Ma campagne')).toBeVisible();
      await expectOneRow(page);
      await menuButton(page).click();
      for (const link of GM_LINKS) await expect(mainNav(page).getByRole('link', { name: link.name, exact: true })).toBeVisible();
      await expectOneRow(page);
    });
  }
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('on a laptop, the longer French words still fit one row', async ({ page, gm }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`/crews/${gm.defaultCrewId}/downtime`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expectOneRow(page);
  });
});

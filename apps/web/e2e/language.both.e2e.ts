/**
 * Language: the app starts in the browser's language, switches FR ↔ EN from the header, remembers
 * the choice across a reload, sets <html lang>, and the French UI keeps the game's French terms
 * (raffut, avis de recherche, renom, rang, temps mort…).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrewSheetPage, EN, FR } from './pages/CrewSheetPage';

/** A term as a label prints it: alone, or with the colon a screen reader hears after it (visually hidden). */
const termOn = (page: Page, term: string) => page.getByText(new RegExp(`^${term}\\s*:?\\s*$`));

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('starts in French with the game’s terms, switches to English and back, and remembers', async ({ page, gm }, testInfo) => {
    const crewId = gm.defaultCrewId;
    await gm.editCrew(crewId, { heat: 3, wanted: 1, rep: 2, coin: 5, tier: 1 });
    const url = testInfo.project.name === 'phone' ? (await gm.shareLink(crewId)).path : `/crews/${crewId}`;
    await page.goto(url);

    const fr = new CrewSheetPage(page, FR);
    await fr.expectLoaded('Ma bande');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await fr.expectNumbers({ heat: 3, wanted: 1, rep: 2, coin: 5, tier: 1 });
    for (const term of ['Raffut', 'Avis de recherche', 'Renom', 'Domaines']) {
      await expect(termOn(page, term).first()).toBeVisible();
    }
    if (testInfo.project.name !== 'phone') await expect(page.getByRole('link', { name: 'Temps mort', exact: true })).toBeVisible();

    await page.getByRole('button', { name: /English/ }).click();
    const en = new CrewSheetPage(page, EN);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await en.expectNumbers({ heat: 3, wanted: 1, rep: 2, coin: 5, tier: 1 });
    await expect(termOn(page, 'Raffut')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');

    // Remembered on this device.
    await page.reload();
    await en.expectLoaded('Ma bande');
    await expect(en.heat).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: /Français/ }).click();
    await expect(fr.heat).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    if (testInfo.project.name !== 'phone') {
      // The GM's walkthrough keeps the game's words too: temps mort, raffut, imbroglio.
      await page.getByRole('link', { name: 'Temps mort', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Temps mort/ })).toBeVisible();
      const steps = page.getByRole('navigation').filter({ has: page.getByRole('listitem') }).last();
      for (const term of ['Récompense', 'Raffut', 'Imbroglio', 'Activités de temps mort']) {
        await expect(steps.getByRole('listitem').filter({ hasText: term }).first()).toBeVisible();
      }
    }
  });
});

test('an English browser starts in English', async ({ page, gm }) => {
  await page.goto(`/crews/${gm.defaultCrewId}`);
  const en = new CrewSheetPage(page, EN);
  await en.expectLoaded('Ma bande');
  await expect(en.heat).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Downtime' })).toBeVisible();
});

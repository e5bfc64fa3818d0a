/**
 * The GM's home (`/`): on the first run (the campaign the server's first start made), the question
 * « À quoi joue votre table ? » comes first. Found by structure and by the systems' own ids, so it
 * reads the same in French and in English. Until the GM answers, every system is shown: the
 * journeys that expect everything on need not answer.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type GameSystem = 'downtime' | 'd12' | 'd100' | 'frostgrave';

export class HomePage {
  constructor(readonly page: Page) {}

  /** The first run's question (absent once the systems are chosen). */
  get systemsQuestion(): Locator {
    return this.page.getByRole('region', { name: /^(What does your table play|À quoi joue votre table)/ });
  }

  /** Ticks exactly these systems (none is ticked at first) and confirms; the card then says it is saved. */
  async chooseSystems(systems: readonly GameSystem[]): Promise<void> {
    const question = this.systemsQuestion;
    await expect(question).toBeVisible();
    for (const system of systems) await question.locator(`input[type="checkbox"][value="${system}"]`).check();
    const saved = this.page.waitForResponse((r) => r.request().method() === 'PATCH' && /^\/api\/campaigns\/[^/]+$/.test(new URL(r.url()).pathname));
    await question.getByRole('button').click();
    expect((await saved).status()).toBe(200);
    await expect(question.getByRole('status')).toContainText(/saved|enregistrés/);
  }
}

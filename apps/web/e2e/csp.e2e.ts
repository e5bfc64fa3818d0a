/**
 * No Content-Security-Policy refusal on the GM's screens: the API's CSP allows no `eval` (no
 * 'unsafe-eval'), and zod — in the browser through the rules' schemas that check the GM's forms —
 * must run without compiling validators (its jitless mode, set by src/zodJitless.ts before any
 * schema is built). Each screen is opened and a form that zod checks is typed into.
 */
import { expect, test } from './fixtures';
import { DowntimePage } from './pages/DowntimePage';
import { watchCsp } from './support/csp';
import { NYX, VALE } from './support/scenario';

test('the CSP refuses nothing on the screens that check forms with zod', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  await gm.addCharacter(crewId, NYX);
  await gm.addCharacter(crewId, VALE);
  const wizard = await gm.call<{ id: string }>('POST', `/api/campaigns/${gm.campaignId}/wizards`, { name: 'Thessaly', level: 10, markers: 3 });
  const csp = await watchCsp(page);

  const screen = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
  };

  await test.step('downtime: the payoff form, checked as the GM types', async () => {
    await screen(`/crews/${crewId}/downtime`);
    const downtime = new DowntimePage(page);
    await downtime.start();
    await expect(await downtime.payoff({ targetTier: 1, take: 4 })).toBeVisible();
  });
  await test.step('crew setup', async () => {
    await screen(`/crews/${crewId}?edit=1`);
    await page.getByRole('textbox').first().fill('Les Corbeaux');
  });
  for (const path of ['/wizards', `/wizards/${wizard.id}`, '/dice', '/dice/d12', '/dice/d100', '/dice/complex', '/settings']) {
    await test.step(path, async () => {
      await screen(path);
      // Any number field of the screen: typing runs the form's zod check.
      const field = page.getByRole('main').getByRole('textbox').first();
      if ((await field.count()) > 0) await field.fill('2');
    });
  }
  expect(csp.refusals).toEqual([]);
});

test('the CSP watch sees a refused eval (it can fail)', async ({ page, gm }) => {
  await gm.sheet(gm.defaultCrewId);
  const csp = await watchCsp(page);
  await page.goto('/dice');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Outside DevTools' own evaluation (which the CSP does not govern): in a task of the page.
  const evaluated = await page.evaluate(
    () =>
      new Promise<number | string>((resolve) =>
        setTimeout(() => {
          try {
            resolve(new Function('return 1')() as number);
          } catch {
            resolve('refused');
          }
        }, 0),
      ),
  );
  expect(evaluated).toBe('refused');
  await expect.poll(() => csp.refusals.length).toBeGreaterThan(0);
  expect(csp.refusals.join('\n')).toMatch(/eval/i);
});

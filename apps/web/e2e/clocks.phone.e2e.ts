/**
 * Clocks between game nights, seen from a player's phone (Pixel 7): the GM (a laptop: its API, and
 * the "between game nights" screen for the faction's tier roll, the reveal and its undo) sets a danger clock of the crew (open), a goal clock of a faction (name shown, progress
 * hidden) and a GM-only clock, ticks them by hand and by the faction's tier roll, reveals the goal
 * clock, undoes; the phone follows live with exactly what players may see, and the GM-only clock and
 * the faction's hidden goal appear nowhere on it — not in the drawn page, not in its data.
 */
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

const SECRETS = ['Le traître', 'Tenir tout le port'];

test('a danger clock and a faction’s goal clock, ticked, rolled, revealed and undone, live on the phone', async ({ page, openGmContext }) => {
  const { gm, page: laptop } = await openGmContext();
  const crewId = gm.defaultCrewId;
  const faction = await gm.addFaction(crewId, { name: 'La Confrérie', tier: 2, status: 0 });
  const factionId = String(faction.event.detail.id);
  await gm.write(crewId, 'PUT', `/factions/${factionId}`, { goal: 'Tenir tout le port', assets: ['Les entrepôts'], revealed: ['assets'] });
  const danger = await gm.write(crewId, 'POST', '/clocks', { name: 'La Garde se rapproche', owner: { kind: 'crew', id: crewId }, segments: 6, visibility: 'open' });
  const dangerId = String(danger.event.detail.id);
  const goal = await gm.write(crewId, 'POST', '/clocks', { name: 'Prendre les Docks', owner: { kind: 'faction', id: factionId }, segments: 8, filled: 2, visibility: 'name_only' });
  const goalId = String(goal.event.detail.id);
  await gm.write(crewId, 'POST', '/clocks', { name: 'Le traître', owner: { kind: 'crew', id: crewId }, segments: 4, visibility: 'gm_only' });
  const link = await gm.shareLink(crewId, 'Phones');

  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();
  const clocks = page.getByRole('region', { name: 'The crew’s clocks' });
  const factions = page.getByRole('region', { name: 'Faction status' });
  await expect(clocks.getByRole('img', { name: 'La Garde se rapproche: 0 of 6' })).toBeVisible();
  await expect(factions.getByText('La Confrérie: “Prendre les Docks”, progress unknown')).toBeVisible();
  await expect(factions.getByText('Assets: Les entrepôts')).toBeVisible();
  const noSecret = async () => {
    const html = await page.content();
    for (const secret of SECRETS) expect(html, secret).not.toContain(secret);
  };
  await noSecret();

  // By hand: +2 on the danger clock, said as news.
  await gm.write(crewId, 'POST', `/clocks/${dangerId}/tick`, { delta: 2 });
  await expect(clocks.getByRole('img', { name: 'La Garde se rapproche: 2 of 6' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'News: “La Garde se rapproche”: 2/6' })).toBeVisible();

  // Between game nights, on the GM's laptop: the faction rolls its tier on its goal, the odds shown
  // first; the number is the GM's, not the phone's.
  await laptop.goto(`/crews/${crewId}/between`);
  const card = laptop.getByRole('article', { name: /La Confrérie/ });
  await expect(card.getByText('Odds that it fills')).toBeVisible();
  await card.getByRole('button', { name: 'Roll the tier for “Prendre les Docks”' }).click();
  await expect(laptop.getByText(/^Last step:/)).toBeVisible();
  const rolledTo = (await gm.sheet(crewId)).clocks.find((c) => c.id === goalId)?.progress?.filled ?? 0;
  expect(rolledTo).toBeGreaterThan(2);
  await expect(factions.getByText('La Confrérie: “Prendre les Docks”, progress unknown')).toBeVisible();
  await expect(factions.getByText(`${rolledTo}/8`)).toHaveCount(0);

  // Revealed: the phone reads the faction's progress.
  await card.getByRole('button', { name: 'Reveal to the players: “Prendre les Docks”' }).click();
  await expect(factions.getByText(`La Confrérie: ${rolledTo}/8 on “Prendre les Docks”`)).toBeVisible();
  await noSecret();

  // Undone from the laptop: the reveal, then (API) the roll and the tick — the phone follows each.
  await laptop.getByRole('button', { name: 'Undo the last step' }).click();
  await expect(factions.getByText('La Confrérie: “Prendre les Docks”, progress unknown')).toBeVisible();
  await gm.write(crewId, 'POST', '/undo');
  await gm.write(crewId, 'POST', '/undo');
  await expect(clocks.getByRole('img', { name: 'La Garde se rapproche: 0 of 6' })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);

  // Reopened, the page drawn by the server holds no secret either.
  await page.reload();
  await sheet.expectLoaded('Ma bande');
  await expect(factions.getByText('La Confrérie: “Prendre les Docks”, progress unknown')).toBeVisible();
  await noSecret();
});

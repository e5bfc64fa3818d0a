/**
 * The first evening at the table (issue 34): a new group, an empty database, the UI only, the
 * default forms, in French — a GM on a laptop and two players on their phones. The GM signs in with
 * the server's link, says what the table plays, chooses a passphrase, sets up the crew and three
 * PCs with nothing but their names typed, shares the crew's link, and plays a whole downtime (a
 * vice, a long-term project, a recovery, an entanglement), then a d12 action, a d100 complex action
 * and a Frostgrave favour paid back. Whatever a step needs that the default forms left out is
 * filled in that step. The journey fails on any dead end (a locator that never shows), any refusal,
 * console error or failed request on any of the three screens, and any English word or engine code
 * on a French screen; it prints how many interactions the downtime took (≤ 45 for three PCs).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrewSheetPage, FR } from './pages/CrewSheetPage';
import { checkWords, describe, readScreen } from './support/words';
import { Table, watch, type Watch } from './support/table';

test.use({ locale: 'fr-FR' });

const CREW = 'Les Lanternes';
const PCS = ['Nyx', 'Arlette', 'Édouard'] as const;
const NAMES = [CREW, ...PCS, 'Ma campagne', 'Ma bande', 'Mama Cou', 'Le Vieux Port', 'Ombeline'];

/** The screen in French, as a reader gets it: no English, no engine code, no rule id outside the GM's tags. */
async function expectFrench(page: Page, screen: string, player = false): Promise<void> {
  const findings = describe(checkWords(await readScreen(page, { hideRuleTags: !player }), { lang: 'fr', names: NAMES, player }));
  expect(findings, `words on ${screen}`).toEqual([]);
}

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name, exact: typeof name === 'string' });
}

test('the first evening: sign-in → systems → crew and PCs from the default forms → a downtime → d12, d100, Frostgrave; two phones follow', async ({ page, server, openPhone }) => {
  test.setTimeout(300_000);
  const watches: Watch[] = [watch(page, 'GM')];
  const table = new Table();

  // ── Sign-in with the server's link; the table says what it plays; a passphrase. ──
  await page.goto(server.setupUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Ma campagne' })).toBeVisible();
  const systems = region(page, 'À quoi joue votre table ?');
  await expect(systems).toBeVisible();
  await expectFrench(page, 'the home at the first run');
  for (const system of [/^La bande et ses temps morts/, /^Le système d12/, /^Le système d100/, /^Frostgrave/]) {
    await table.check(systems.getByRole('checkbox', { name: system }));
  }
  await table.click(systems.getByRole('button', { name: 'Jouer avec ces systèmes' }));
  await expect(systems.getByRole('status')).toContainText('Systèmes de jeu enregistrés.');
  const passphrase = 'la nuit tous les chats sont gris';
  await table.fill(page.getByRole('textbox', { name: 'Nouvelle phrase secrète' }), passphrase);
  await table.fill(page.getByRole('textbox', { name: 'Confirmer la phrase secrète' }), passphrase);
  await table.click(page.getByRole('button', { name: 'Choisir la phrase secrète' }));
  await expect(page.getByText('Phrase secrète enregistrée')).toBeVisible();

  // ── The crew, from the setup the home offers: its name and a wanted level (an entanglement to roll). ──
  await table.click(page.getByText('Renommer et mettre en place Ma bande'));
  const crewForm = page.getByRole('form', { name: 'La bande' });
  await table.fill(crewForm.getByRole('textbox', { name: 'Nom de la bande' }), CREW);
  await table.fill(crewForm.getByRole('textbox', { name: 'Avis de recherche' }), '1');
  await table.click(crewForm.getByRole('button', { name: 'Enregistrer la bande' }));
  await expect(page.getByRole('heading', { level: 1, name: CREW })).toBeVisible();

  // ── Three PCs: the default form, a name typed, nothing else. ──
  const characters = region(page, 'Personnages');
  for (const name of PCS) {
    const form = characters.getByRole('form', { name: 'Ajouter un personnage' });
    if (!(await form.isVisible())) await table.click(characters.getByText('Ajouter un personnage', { exact: true }).first());
    await table.fill(form.getByRole('textbox', { name: 'Nom', exact: true }), name);
    await table.click(form.getByRole('button', { name: 'Ajouter un personnage', exact: true }));
    await expect(characters.getByRole('status')).toContainText(`Personnage ajouté : ${name}.`);
  }
  await expectFrench(page, 'the crew setup');

  // ── The players' links: one for the table, one for Nyx's player; two phones open them. ──
  const links = region(page, 'Le lien des joueurs');
  const issue = async (label: string, character?: string): Promise<string> => {
    await table.fill(links.getByRole('textbox', { name: /^Nom du lien/ }), label);
    if (character) await table.select(links.getByRole('combobox', { name: /^Personnage à qui le donner/ }), { label: character });
    await table.click(links.getByRole('button', { name: 'Créer un lien' }));
    const issued = links.getByRole('region', { name: `Nouveau lien : ${label}`, exact: true });
    return issued.getByRole('textbox', { name: 'Adresse à donner aux joueurs' }).inputValue();
  };
  const tableLink = await issue('Table du jeudi');
  const nyxLink = await issue('Téléphone de Nyx', 'Nyx');
  console.log(`[first-evening] set-up: ${table.interactions} interactions`);

  const phones = await Promise.all([openPhone(), openPhone()]);
  const [tablePhone, nyxPhone] = phones.map((p) => p.page) as [Page, Page];
  watches.push(watch(tablePhone, 'table phone'), watch(nyxPhone, 'Nyx’s phone'));
  await tablePhone.goto(tableLink);
  await nyxPhone.goto(nyxLink);
  for (const phone of [tablePhone, nyxPhone]) await expect(phone.getByRole('heading', { level: 1, name: CREW })).toBeVisible();
  // Nyx's own link opens on Nyx's card.
  const nyxCard = nyxPhone.getByRole('region', { name: /^Nyx/ });
  await expect(nyxCard).toBeInViewport();
  await expectFrench(tablePhone, 'the table’s phone sheet', true);
  await expectFrench(nyxPhone, 'Nyx’s phone sheet', true);

  // ── The downtime, counted from its first click to its end. ──
  const before = table.interactions;
  await table.click(page.getByRole('navigation', { name: 'Feuille de bande' }).getByRole('link', { name: 'Temps mort' }));
  const step = (name: string) => region(page, name);
  await table.click(step('Début').getByRole('button', { name: 'Commencer un temps mort' }));
  await table.fill(step('Récompense').getByRole('textbox', { name: 'Butin (argent)' }), '6');
  await table.click(step('Récompense').getByRole('button', { name: 'Appliquer la récompense' }));
  // The phones follow: the rep the payoff gave.
  for (const phone of [tablePhone, nyxPhone]) await expect(new CrewSheetPage(phone, FR).rep).toHaveText('2');
  await table.check(step('Raffut').getByRole('radio', { name: /^Opération confinée/ }));
  await table.click(step('Raffut').getByRole('button', { name: 'Appliquer le raffut' }));
  await table.click(step('Incarcération').getByRole('button', { name: 'Personne n’est incarcéré' }));
  await table.click(step('Imbroglio').getByRole('button', { name: 'Lancer l’imbroglio' }));
  await expectFrench(page, 'the entanglement step');
  await table.click(step('Imbroglio').getByRole('group', { name: /^La case tirée propose/ }).getByRole('button', { name: 'Choisir au hasard' }));
  const entanglement = step('Imbroglio');
  await expectFrench(page, 'the entanglement to resolve');
  // The seed's dice: Usual suspects (wanted 1, heat 2) — the watch grabs Ombeline; the crew pays.
  await expect(entanglement.getByText('Imbroglio : Suspects de convenance (tiré au hasard)')).toBeVisible();
  await table.fill(entanglement.getByRole('textbox', { name: 'Qui ?' }), 'Ombeline');
  await table.click(entanglement.getByRole('button', { name: 'Résoudre : Payer' }));
  await table.click(entanglement.getByRole('button', { name: 'Passer aux activités de temps mort' }));
  await expectFrench(page, 'the activities');
  const activities = step('Activités de temps mort');
  const pc = async (name: string, activity: string): Promise<Locator> => {
    const open = activities.getByRole('button', { name: `Activités ${name.startsWith('É') || name.startsWith('A') ? 'd’' : 'de '}${name}` });
    if ((await open.getAttribute('aria-pressed')) !== 'true') await table.click(open);
    const card = activities.getByRole('region', { name, exact: true });
    await table.check(card.getByRole('radio', { name: activity, exact: true }));
    return card;
  };
  const nyx = await pc('Nyx', 'S’adonner à ses vices');
  // The default form made no vice: the step says so and takes it in place.
  await table.fill(nyx.getByRole('textbox', { name: 'Vice', exact: true }), 'Jeu');
  await table.fill(nyx.getByRole('textbox', { name: 'Fournisseur', exact: true }), 'Mama Cou');
  await table.click(nyx.getByRole('button', { name: 'Enregistrer sur la feuille' }));
  await table.select(nyx.getByRole('combobox', { name: 'Attribut à rétablir' }), { label: 'Perspicacité (3/3)' });
  await table.click(nyx.getByRole('button', { name: 'Lancer : S’adonner à ses vices' }));
  // Her circles were full: any quality is too much (V2) — the player picks bragging.
  const overindulgence = nyx.getByRole('region', { name: 'Excès : choisissez une mauvaise décision' });
  await table.check(overindulgence.getByRole('radio', { name: /^Se vanter/ }));
  await table.click(overindulgence.getByRole('button', { name: /^Choisir : / }));
  await expect(overindulgence).toBeHidden();

  const arlette = await pc('Arlette', 'Projet à long terme');
  // No project yet: one is opened in place, and is the one chosen.
  await table.fill(arlette.getByRole('textbox', { name: 'Ce que le contrat accomplit' }), 'Gagner la confiance du Vieux Port');
  await table.click(arlette.getByRole('button', { name: 'Ouvrir le projet' }));
  await expect(arlette.getByRole('combobox', { name: 'Projet', exact: true })).toHaveValue(/.+/);
  await table.select(arlette.getByRole('combobox', { name: 'Action lancée' }), { label: 'Fréquenter (0)' });
  await table.write(arlette.getByRole('button', { name: 'Lancer : Projet à long terme' }));

  const edouard = await pc('Édouard', 'Récupérer');
  // No harm on a new sheet: the one taken during the score is noted in place.
  await table.select(edouard.getByRole('combobox', { name: 'Niveau' }), '2');
  await table.fill(edouard.getByRole('textbox', { name: 'Description' }), 'Côtes fêlées');
  await table.write(edouard.getByRole('button', { name: 'Noter la blessure' }));
  await table.check(edouard.getByRole('radio', { name: /^Un PNJ/ }));
  await table.fill(edouard.getByRole('textbox', { name: 'Nom du soigneur' }), 'Mama Cou');
  await table.fill(edouard.getByRole('textbox', { name: 'Dés du soigneur' }), '2');
  await table.write(edouard.getByRole('button', { name: 'Lancer : Récupérer' }));
  await expectFrench(page, 'the activities after three of them');

  // Nyx has one activity left; the others two and one: finishing asks first.
  await table.click(activities.getByRole('button', { name: 'Terminer le temps mort' }));
  const unused = activities.getByRole('alertdialog', { name: 'Des activités restent inutilisées. Terminer le temps mort quand même ?' });
  await expect(unused.getByRole('listitem')).toHaveText(['Nyx : 1 activité restante', 'Arlette : 1 activité restante', 'Édouard : 1 activité restante']);
  await table.write(unused.getByRole('button', { name: 'Terminer quand même' }));
  const done = step('Retour au jeu libre');
  await expect(done).toBeVisible();
  const downtimeInteractions = table.interactions - before;
  console.log(`[first-evening] the downtime took ${downtimeInteractions} interactions for three PCs`);
  expect(downtimeInteractions).toBeLessThanOrEqual(45);
  await expectFrench(page, 'the end of the downtime');

  // ── A d12 action for Nyx. ──
  await table.click(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Dés' }));
  await table.click(page.getByRole('navigation', { name: 'Outils de dés' }).getByRole('link', { name: /d12/ }));
  // Nobody is chosen for the GM: the action waits for the one who acts.
  await expect(page.getByRole('combobox', { name: 'Personnage', exact: true })).toHaveValue('');
  await table.select(page.getByRole('combobox', { name: 'Personnage', exact: true }), { label: 'Arlette' });
  await table.write(page.getByRole('button', { name: /^Lancer le d12/ }));
  await expectFrench(page, 'the d12 action');

  // ── A d100 complex action, rolled at 80 %: the phones show the GM's figure. ──
  await table.click(page.getByRole('navigation', { name: 'Outils de dés' }).getByRole('link', { name: 'Actions complexes' }));
  const newAction = page.getByRole('form', { name: 'Nouvelle action complexe' });
  await table.fill(newAction.getByRole('textbox', { name: 'Nom de l’action' }), 'Percer le coffre');
  await table.select(newAction.getByRole('combobox', { name: 'Bande' }), { label: CREW });
  await table.write(newAction.getByRole('button', { name: 'Créer l’action complexe' }));
  const opened = page.getByRole('link', { name: 'Percer le coffre' });
  if (await opened.isVisible()) await table.click(opened);
  await expect(page.getByRole('heading', { level: 1, name: 'Percer le coffre' })).toBeVisible();
  const next = page.getByRole('form', { name: 'Jet suivant' });
  await table.fill(next.getByRole('textbox', { name: 'Seuil de réussite (%)' }), '80');
  await table.write(next.getByRole('button', { name: 'Lancer — 80 %' }));
  await expectFrench(page, 'the complex action');
  const followed = tablePhone.getByRole('region', { name: 'Actions complexes' }).getByRole('listitem').filter({ hasText: 'Percer le coffre' });
  await expect(followed).toBeVisible();
  await expect(followed.getByRole('meter', { name: 'Étapes franchies' })).toBeVisible();
  await expect(tablePhone.getByRole('region', { name: 'Derniers jets' }).getByRole('listitem').filter({ hasText: 'Action complexe : Percer le coffre' })).toContainText(/seuil 80\s%/);

  // ── Frostgrave: a wizard takes a loan from the Underworld, then pays it back. ──
  await table.click(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'La Pègre' }));
  const newWizard = page.getByRole('main');
  await table.fill(newWizard.getByRole('textbox', { name: 'Nom du sorcier' }), 'Ombeline');
  await table.fill(newWizard.getByRole('textbox', { name: 'Or (coffre-fort)' }), '300');
  await table.write(newWizard.getByRole('button', { name: 'Créer le sorcier' }));
  const wizardLink = page.getByRole('link', { name: 'Ombeline' });
  if (await wizardLink.isVisible()) await table.click(wizardLink);
  await expect(page.getByRole('heading', { level: 1, name: /Ombeline/ })).toBeVisible();
  await table.write(page.getByRole('button', { name: 'Emprunter 100 co' }));
  const repay = page.getByRole('region', { name: 'Rembourser', exact: true });
  await table.write(repay.getByRole('button', { name: 'Rembourser 1 marqueur' }));
  // Paid back: no warning of a refusal about what was just done.
  await expect(repay.getByText('Aucun marqueur Pègre à rembourser.')).toBeVisible();
  await expect(repay.getByText(/Les règles refuseront/)).toHaveCount(0);
  await expectFrench(page, 'the ledger');

  // ── A mistaken step fixed afterwards: Arlette's project is reverted from the crew's history, the
  // later steps replay on their own dice; then the GM changes their mind and redoes it. ──
  await table.click(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Historique' }));
  await table.click(page.getByRole('main').getByRole('link', { name: CREW }).first());
  await expect(page.getByRole('heading', { level: 1, name: 'Historique des Lanternes' })).toBeVisible();
  const projectStep = page.getByRole('listitem').filter({ hasText: 'Activité de temps mort · Arlette · Projet à long terme' });
  await table.click(projectStep.getByRole('button', { name: 'Annuler cette étape' }));
  const revert = projectStep.getByRole('group', { name: /^Annuler l’étape \d+ : Activité de temps mort/ });
  await expect(revert.getByText('Projet « Gagner la confiance du Vieux Port » (Arlette) : 1/8 → 0/8')).toBeVisible();
  await table.write(revert.getByRole('button', { name: 'Confirmer' }));
  const arletteOnThePhone = tablePhone.getByRole('region', { name: 'Arlette', exact: true });
  await expect(arletteOnThePhone).toContainText('0/8');
  await table.write(page.getByRole('listitem').filter({ hasText: 'Annulation' }).first().getByRole('button', { name: 'Rétablir' }));
  await expect(arletteOnThePhone).toContainText('1/8');
  await expectFrench(page, 'the crew’s history');

  // The phones, at the end of the evening: French, and nothing went wrong on any screen.
  await expectFrench(tablePhone, 'the table’s phone at the end', true);
  await expectFrench(nyxPhone, 'Nyx’s phone at the end', true);

  expect(watches.flatMap((w) => w.problems)).toEqual([]);
});

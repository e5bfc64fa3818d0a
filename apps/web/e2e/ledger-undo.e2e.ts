/**
 * The Frostgrave ledger on the campaign's one history: the GM undoes the wizard's last entry (a
 * loan: markers and gold back, the entry gone; an intimidation: its d20s stay listed, marked
 * undone), and a second GM window on the same wizard follows every step live, without a reload
 * (the campaign's stream). Each is checked against the server's own answer.
 */
import { DESKTOP, expect, test } from './fixtures';
import { WizardPage } from './pages/WizardPage';

const THESSALY = { name: 'Thessaly', level: 10, gold: 100, markers: 2 } as const;

test('a loan is undone: markers and gold back, the entry gone; then nothing is left to undo', async ({ page, gm }) => {
  const wizard = await WizardPage.create(page, gm, THESSALY);
  await wizard.open();
  await wizard.expectMarkers(2);
  await expect(wizard.vault(100)).toBeVisible();

  // A loan of 250 gc: three markers, the gold in the vault, the entry in the ledger.
  await wizard.loan(250);
  await expect(wizard.loanForm.getByRole('status')).toContainText('Loan of 250 gc paid into the vault (+3 debt markers)');
  await wizard.expectMarkers(5);
  await expect(wizard.vault(350)).toBeVisible();
  await expect(wizard.entriesOf('favour')).toHaveCount(1);
  await expect(wizard.entriesOf('favour')).toContainText('Loan');
  expect(await wizard.wizard(gm)).toMatchObject({ markers: 5, gold: 350 });

  // Undo: the wizard is back as it was, the loan leaves the ledger.
  await wizard.undoButton.click();
  await expect(wizard.undoResult).toContainText('Favour undone');
  await expect(wizard.undoResult.getByTestId('undo-change')).toHaveText('Debt markers: 5 → 2; vault: 350 → 100 gc');
  await expect(wizard.undoResult).toContainText('Last entry undone: the wizard is back as it was before');
  await wizard.expectMarkers(2);
  await expect(wizard.vault(100)).toBeVisible();
  await expect(wizard.entriesOf('favour')).toHaveCount(0);
  await expect(wizard.ledger.getByText('Nothing in the ledger yet.')).toBeVisible();
  // The loan's own result went with it.
  await expect(wizard.loanForm.getByRole('status')).toHaveCount(0);
  expect(await wizard.wizard(gm)).toMatchObject({ markers: 2, gold: 100 });
  expect((await wizard.ledgerJson(gm)).favours).toEqual([]);

  // Only the creation is left: the rules say so (D7), nothing changes.
  await wizard.undoButton.click();
  await expect(wizard.ledger.getByRole('alert')).toContainText('Nothing to undo: the wizard’s history holds only its creation');
  await expect(wizard.ledger.getByRole('alert').locator('abbr.rule-id')).toHaveText('D7');
  await wizard.expectMarkers(2);
});

test('an intimidation’s undone roll stays in the ledger, marked undone', async ({ page, gm }) => {
  const wizard = await WizardPage.create(page, gm, THESSALY);
  await wizard.open();
  await wizard.intimidate({ name: 'Garde du pont', will: 1 }, 1);
  await expect(wizard.intimidationForm.getByTestId('intimidation-duel')).toBeVisible();
  const roll = wizard.entriesOf('roll');
  await expect(roll).toHaveCount(1);
  await expect(roll).not.toHaveClass(/roll--undone/);
  await expect(roll.getByText('Undone', { exact: true })).toHaveCount(0);
  const [stored] = (await wizard.ledgerJson(gm)).rolls;
  expect(stored).toMatchObject({ undone: false, history: 'wizard' });

  await wizard.undoButton.click();
  await expect(wizard.undoResult).toContainText('Favour undone');
  // The undo's result shows the dice it took back, as undone…
  const undoneDice = wizard.undoResult.getByTestId('undo-rolls');
  await expect(undoneDice).toHaveClass(/roll--undone/);
  await expect(undoneDice).toContainText('Undone');
  await expect(undoneDice).toContainText('Intimidation: the gang (d20)');
  // …and the ledger keeps the roll, struck through and said undone; the favour itself is gone.
  await expect(roll).toHaveCount(1);
  await expect(roll).toHaveClass(/roll--undone/);
  await expect(roll.getByText('Undone', { exact: true })).toBeVisible();
  await expect(wizard.entriesOf('favour')).toHaveCount(0);
  await wizard.expectMarkers(THESSALY.markers);
  expect((await wizard.ledgerJson(gm)).rolls).toEqual([expect.objectContaining({ id: stored?.id, undone: true, history: 'wizard' })]);
});

test('a second GM window on the same wizard sees a loan, a pay-off and an undo live, and so does the wizards’ list', async ({ page, gm, browser, baseURL, context }) => {
  const wizard = await WizardPage.create(page, gm, THESSALY);
  await wizard.open();
  // The second window: the same GM (the same session), another browser context.
  const second = await browser.newContext({ ...DESKTOP, baseURL, locale: 'en-GB', storageState: await context.storageState() });
  try {
    const otherPage = await second.newPage();
    const other = new WizardPage(otherPage, wizard.id);
    await other.open();
    await other.expectMarkers(2);
    const reloads: string[] = [];
    otherPage.on('framenavigated', (frame) => {
      if (frame === otherPage.mainFrame()) reloads.push(frame.url());
    });

    // A loan in the first window shows in the second.
    await wizard.loan(300);
    await wizard.expectMarkers(5);
    await other.expectMarkers(5);
    await expect(other.vault(400)).toBeVisible();
    await expect(other.entriesOf('favour')).toHaveCount(1);

    // A pay-off in the second window shows in the first.
    await other.payOff(1);
    await other.expectMarkers(4);
    await wizard.expectMarkers(4);
    await expect(wizard.vault(250)).toBeVisible();
    await expect(wizard.entriesOf('payOff')).toHaveCount(1);

    // The first window undoes it: the second follows.
    await wizard.undoButton.click();
    await expect(wizard.undoResult).toContainText('Pay-off undone');
    await other.expectMarkers(5);
    await expect(other.entriesOf('payOff')).toHaveCount(0);
    expect(reloads).toEqual([]);

    // The wizards' list follows too.
    await otherPage.goto('/wizards');
    const summary = otherPage.getByRole('listitem').filter({ has: otherPage.getByRole('heading', { name: THESSALY.name }) });
    await expect(summary.getByText('Vault: 400 gc')).toBeVisible();
    await wizard.payOff(2);
    await wizard.expectMarkers(3);
    await expect(summary.getByText('Vault: 100 gc')).toBeVisible();
    await expect(summary.getByRole('meter', { name: 'Debt markers' })).toHaveAttribute('aria-valuenow', '3');
  } finally {
    await second.close();
  }
});

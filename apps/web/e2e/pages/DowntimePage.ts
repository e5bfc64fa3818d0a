/**
 * The GM's downtime walkthrough (`/crews/:id/downtime`): one screen per step, in the seed's order.
 * English words.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { escape } from './CrewSheetPage';

export class DowntimePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Crew sheet' }).getByRole('link', { name: 'Downtime' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: /^Downtime/ })).toBeVisible();
  }

  /** The current step's region ("Start", "Payoff", "Heat", "Incarceration", "Entanglement", "Downtime activities"). */
  step(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  get undo(): Locator {
    return this.page.getByRole('button', { name: /^Undo last step/ });
  }

  /** The side panel: "Last step: …" with its reasons. */
  get lastStep(): Locator {
    return this.page.getByRole('region', { name: /^Last step:/ });
  }

  async expectAt(stepName: string): Promise<void> {
    await expect(this.step(stepName)).toBeVisible();
  }

  async start(): Promise<void> {
    await this.expectAt('Start');
    await this.step('Start').getByRole('button', { name: 'Start a downtime' }).click();
    await this.expectAt('Payoff');
  }

  async payoff(values: { targetTier: number; take: number }): Promise<Locator> {
    const form = this.step('Payoff').getByRole('form', { name: 'Payoff' });
    await form.getByRole('textbox', { name: 'Target tier', exact: true }).fill(String(values.targetTier));
    await form.getByRole('textbox', { name: 'Take (coin)', exact: true }).fill(String(values.take));
    const preview = form.getByRole('region', { name: 'Before applying' });
    return preview;
  }

  async applyPayoff(): Promise<void> {
    await this.step('Payoff').getByRole('button', { name: 'Apply the payoff' }).click();
    await this.expectAt('Heat');
  }

  async heat(exposure: RegExp, modifiers: readonly RegExp[] = []): Promise<Locator> {
    const form = this.step('Heat').getByRole('form', { name: 'Heat' });
    await form.getByRole('radio', { name: exposure }).check();
    for (const m of modifiers) await form.getByRole('checkbox', { name: m }).check();
    return form.getByRole('region', { name: 'Before applying' });
  }

  async applyHeat(): Promise<void> {
    await this.step('Heat').getByRole('button', { name: 'Apply the heat' }).click();
    await this.expectAt('Incarceration');
  }

  async nobodyJailed(): Promise<void> {
    await this.step('Incarceration').getByRole('button', { name: 'Nobody is jailed' }).click();
    await this.expectAt('Entanglement');
  }

  /** I1–I2: the "Who is convicted?" part of the incarceration step (PC, sentence and its reasons). */
  get conviction(): Locator {
    return this.step('Incarceration').getByRole('group', { name: 'Who is convicted?' });
  }

  /** Picks the PC to jail (the sentence and its reasons are shown before jailing). */
  async chooseConvicted(pc: string): Promise<Locator> {
    await this.conviction.getByRole('combobox', { name: 'PC convicted' }).selectOption({ label: pc });
    return this.conviction;
  }

  async jail(pc: string): Promise<void> {
    await this.chooseConvicted(pc);
    await this.expectWrite('/downtime/jail', () => this.conviction.getByRole('button', { name: 'Jail', exact: true }).click());
    await expect(this.jailed(pc)).toBeVisible();
  }

  /** A jailed PC's panel: the incarceration roll's odds and reasons, the choices up front, release. */
  jailed(pc: string): Locator {
    return this.step('Incarceration').getByRole('group', { name: new RegExp(`^${escape(pc)} in jail`) });
  }

  /** The odds of the PC's incarceration roll (an OddsBar: "Incarceration roll (4 dice)"). */
  incarcerationOdds(pc: string): Locator {
    return this.jailed(pc).getByRole('figure', { name: /^Incarceration roll/ });
  }

  /** I3: rolls for the PC, with the prison claim and the faction helped inside chosen up front. */
  async rollIncarceration(pc: string, upFront: { claim?: string; faction?: string } = {}): Promise<void> {
    const panel = this.jailed(pc);
    if (upFront.claim !== undefined || upFront.faction !== undefined) {
      await panel.getByText('Choose the prison claim, faction or trauma up front').click();
      if (upFront.claim !== undefined) await panel.getByRole('combobox', { name: 'Prison claim gained' }).selectOption({ label: upFront.claim });
      if (upFront.faction !== undefined) await panel.getByRole('combobox', { name: 'Faction helped inside' }).selectOption({ label: upFront.faction });
    }
    await this.expectWrite('/downtime/incarceration-roll', () => panel.getByRole('button', { name: 'Incarceration roll', exact: true }).click());
    await expect(this.lastStep).toHaveAccessibleName(`Last step: Incarceration roll · ${pc}`);
  }

  /** Rolls the dice only (E1): the table then shows the rolled cell and its entanglements to pick from. */
  async rollEntanglement(): Promise<Locator> {
    const step = this.step('Entanglement');
    await this.expectWrite('/downtime/entanglement-roll', () => step.getByRole('button', { name: 'Roll the entanglement' }).click());
    await expect(step.getByTestId('entanglement-rolled')).toHaveText(/^Dice: /);
    await expect(step.getByRole('table', { name: 'Entanglement table' }).locator('[aria-current="true"]')).toContainText('Rolled cell');
    return step;
  }

  /** The rolled cell's choices: "Pick: <entanglement>" buttons and "Pick for me". */
  get entanglementChoices(): Locator {
    return this.step('Entanglement').getByRole('group', { name: /^The rolled cell offers/ });
  }

  /** Picks `kind` ("Questioning") from the rolled cell, or lets the dice pick. */
  async pickEntanglement(kind: string | 'Pick for me'): Promise<void> {
    const name = kind === 'Pick for me' ? kind : `Pick: ${kind}`;
    await this.expectWrite('/downtime/entanglement-pick', () => this.entanglementChoices.getByRole('button', { name, exact: true }).click());
    await expect(this.step('Entanglement').getByText(/^Entanglement: /)).toBeVisible();
  }

  async resolveEntanglement(option: string): Promise<void> {
    const step = this.step('Entanglement');
    await step.getByRole('button', { name: `Resolve: ${option}` }).click();
    await expect(step.getByText('This entanglement is resolved.')).toBeVisible();
  }

  async toActivities(): Promise<void> {
    await this.step('Entanglement').getByRole('button', { name: 'On to the downtime activities' }).click();
    await this.expectAt('Downtime activities');
  }

  /** Chooses `activity` for the PC, lets `fill` set its form, rolls, and waits for the step to land. */
  async activity(pc: string, activity: string, fill: (form: Locator) => Promise<void> = async () => {}): Promise<void> {
    const step = this.step('Downtime activities');
    const pcButton = step.getByRole('button', { name: `${pc}’s activities` });
    if ((await pcButton.getAttribute('aria-pressed')) !== 'true') await pcButton.click();
    const region = step.getByRole('region', { name: pc, exact: true });
    await region.getByRole('radio', { name: activity, exact: true }).check();
    await fill(region);
    await this.expectWrite('/downtime/activities', () => region.getByRole('button', { name: `Roll: ${activity}` }).click());
  }

  /** Runs `act` and waits for the API write it makes to succeed. */
  async expectWrite(path: string, act: () => Promise<void>): Promise<void> {
    const answer = this.page.waitForResponse((r) => r.request().method() !== 'GET' && new URL(r.url()).pathname.endsWith(path));
    await act();
    expect((await answer).status(), `POST …${path}`).toBe(200);
  }

  /** "Finish the downtime"; with activities left, the screen asks first: `unused` confirms it. */
  async finish(unused: 'none left' | 'finish anyway' = 'none left'): Promise<void> {
    const step = this.step('Downtime activities');
    await step.getByRole('button', { name: 'Finish the downtime' }).click();
    if (unused === 'finish anyway') await step.getByRole('alertdialog').getByRole('button', { name: 'Finish anyway' }).click();
  }
}

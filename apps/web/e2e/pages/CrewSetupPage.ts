/**
 * The GM's crew setup (`/crews/:id?edit=1`, "Edit · Setup" on the crew page): the crew's own
 * fields, factions, characters, cohorts. English words.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface CharacterInput {
  readonly name: string;
  readonly skills?: Readonly<Record<string, number>>;
  readonly attributes?: Readonly<Record<string, { max: number; current: number }>>;
  readonly vice?: { kind: string; purveyor: string };
}

export class CrewSetupPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Crew sheet' }).getByRole('link', { name: /^Edit/ }).click();
    await expect(this.crewForm).toBeVisible();
  }

  get crewForm(): Locator {
    return this.page.getByRole('form', { name: 'The crew' });
  }

  field(name: string, scope: Locator = this.crewForm): Locator {
    return scope.getByRole('textbox', { name, exact: true });
  }

  async setCrew(values: { tier?: number; hold?: 'Weak' | 'Strong'; rep?: number; coin?: number; heat?: number; wanted?: number; claims?: readonly string[] }): Promise<void> {
    const form = this.crewForm;
    const numbers: [string, number | undefined][] = [
      ['Tier', values.tier],
      ['Rep', values.rep],
      ['Coin (crew stash)', values.coin],
      ['Heat', values.heat],
      ['Wanted level', values.wanted],
    ];
    for (const [label, value] of numbers) if (value !== undefined) await this.field(label).fill(String(value));
    if (values.hold) await form.getByRole('combobox', { name: 'Hold' }).selectOption({ label: values.hold });
    for (const claim of values.claims ?? []) {
      await this.field('Add a claim').fill(claim);
      await form.getByRole('group', { name: 'Claims', exact: true }).getByRole('button', { name: 'Add' }).click();
    }
  }

  async saveCrew(): Promise<void> {
    await this.crewForm.getByRole('button', { name: 'Save the crew' }).click();
    await expect(this.crewForm.getByText('No change to save')).toBeVisible();
  }

  get characters(): Locator {
    return this.page.getByRole('region', { name: 'Player characters' });
  }

  async addCharacter(pc: CharacterInput): Promise<void> {
    const region = this.characters;
    await region.getByText('Add a character', { exact: true }).first().click();
    const form = region.getByRole('form', { name: 'Add a character' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(pc.name);
    for (const [skill, rating] of Object.entries(pc.skills ?? {})) {
      await form.getByRole('button', { name: 'Add a skill' }).click();
      const group = form.getByRole('group', { name: 'Skills' });
      await group.getByRole('textbox', { name: 'Skill', exact: true }).last().fill(skill);
      await group.getByRole('textbox', { name: 'Rating', exact: true }).last().fill(String(rating));
    }
    for (const [attribute, circles] of Object.entries(pc.attributes ?? {})) {
      await form.getByRole('button', { name: 'Add an attribute' }).click();
      const group = form.getByRole('group', { name: 'Attributes' });
      await group.getByRole('textbox', { name: 'Attribute', exact: true }).last().fill(attribute);
      await group.getByRole('textbox', { name: 'Circles', exact: true }).last().fill(String(circles.max));
      await group.getByRole('textbox', { name: 'Circles filled', exact: true }).last().fill(String(circles.current));
    }
    if (pc.vice) {
      await form.getByRole('checkbox', { name: 'Has a vice' }).check();
      await form.getByRole('textbox', { name: 'Vice', exact: true }).fill(pc.vice.kind);
      await form.getByRole('textbox', { name: 'Purveyor', exact: true }).fill(pc.vice.purveyor);
    }
    await form.getByRole('button', { name: 'Add a character' }).click();
    await expect(region.getByRole('listitem').filter({ hasText: pc.name })).toBeVisible();
  }
}

/**
 * The GM's crew setup (`/crews/:id?edit=1`, "Edit · Setup" on the crew page): the crew's own
 * fields, factions, characters, cohorts. English words. Factions and cohorts are list editors of
 * the same shape (a row per item with "Edit: <name>" and "Remove …: <name>", an "Add …" form that
 * folds away): `SetupList` drives either.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface CharacterInput {
  readonly name: string;
  readonly skills?: Readonly<Record<string, number>>;
  readonly attributes?: Readonly<Record<string, { max: number; current: number }>>;
  readonly vice?: { kind: string; purveyor: string };
}

export interface FactionInput {
  readonly name?: string;
  readonly tier?: number;
  /** −3..+3 (the option's value; its words are "−1 Interfering"…). */
  readonly status?: number;
}

export interface CohortInput {
  readonly name?: string;
  readonly kind?: 'Gang' | 'Expert';
  readonly quality?: number;
}

/** The words of one list editor: its region, add and save buttons, remove button, name field. */
interface ListWords {
  readonly region: string;
  readonly add: string;
  readonly save: string;
  readonly remove: string;
  readonly name: string;
}

/** A list editor of the setup (factions, cohorts): rows, the add form, edit and remove with its inline confirm. */
export class SetupList<Input> {
  constructor(
    readonly page: Page,
    private readonly words: ListWords,
    private readonly fill: (form: Locator, input: Input) => Promise<void>,
  ) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: this.words.region, exact: true });
  }

  row(name: string): Locator {
    return this.region.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: `Edit: ${name}`, exact: true }) });
  }

  /** Unfolds "Add …" and fills its form (without sending it). */
  async startAdding(input: Input): Promise<Locator> {
    const form = this.addForm;
    if (!(await form.isVisible())) await this.region.getByText(this.words.add, { exact: true }).first().click();
    await this.fill(form, input);
    return form;
  }

  get addForm(): Locator {
    return this.region.getByRole('form', { name: this.words.add, exact: true });
  }

  async add(input: Input & { readonly name: string }): Promise<void> {
    const form = await this.startAdding(input);
    await form.getByRole('button', { name: this.words.add, exact: true }).click();
    await expect(this.row(input.name)).toBeVisible();
    // The add form stays open for the next one: cleared, its first field focused, the new item named.
    await expect(this.region.getByRole('status')).toContainText(`added: ${input.name}.`);
    await expect(this.nameField(form)).toHaveValue('');
    await expect(this.nameField(form)).toBeFocused();
  }

  /** "Done": folds the add form away. */
  async doneAdding(): Promise<void> {
    await this.region.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(this.addForm).toBeHidden();
  }

  /** Opens the row's form ("Edit: <name>"), without changing anything. */
  async startEditing(name: string): Promise<Locator> {
    await this.region.getByRole('button', { name: `Edit: ${name}`, exact: true }).click();
    return this.region.getByRole('form', { name: `Edit: ${name}`, exact: true });
  }

  async edit(name: string, input: Input): Promise<void> {
    const form = await this.startEditing(name);
    await this.fill(form, input);
    await form.getByRole('button', { name: this.words.save, exact: true }).click();
    await expect(form).toBeHidden();
  }

  /** "Remove …: <name>", then the inline "Remove <name>?" → Confirm. */
  async remove(name: string): Promise<void> {
    await this.region.getByRole('button', { name: `${this.words.remove}: ${name}`, exact: true }).click();
    await this.region.getByRole('group', { name: `Remove ${name}?`, exact: true }).getByRole('button', { name: 'Confirm' }).click();
    await expect(this.row(name)).toHaveCount(0);
  }

  nameField(form: Locator): Locator {
    return form.getByRole('textbox', { name: this.words.name, exact: true });
  }
}

export class CrewSetupPage {
  readonly factions: SetupList<FactionInput>;
  readonly cohorts: SetupList<CohortInput>;

  constructor(readonly page: Page) {
    this.factions = new SetupList<FactionInput>(
      page,
      { region: 'Factions', add: 'Add a faction', save: 'Save the faction', remove: 'Remove the faction', name: 'Faction name' },
      async (form, f) => {
        if (f.name !== undefined) await form.getByRole('textbox', { name: 'Faction name', exact: true }).fill(f.name);
        if (f.tier !== undefined) await form.getByRole('textbox', { name: 'Tier', exact: true }).fill(String(f.tier));
        if (f.status !== undefined) await form.getByRole('combobox', { name: 'Status', exact: true }).selectOption(String(f.status));
      },
    );
    this.cohorts = new SetupList<CohortInput>(
      page,
      { region: 'Cohorts', add: 'Add a cohort', save: 'Save the cohort', remove: 'Remove the cohort', name: 'Cohort name' },
      async (form, c) => {
        if (c.name !== undefined) await form.getByRole('textbox', { name: 'Cohort name', exact: true }).fill(c.name);
        if (c.kind !== undefined) await form.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: c.kind });
        if (c.quality !== undefined) await form.getByRole('textbox', { name: 'Quality', exact: true }).fill(String(c.quality));
      },
    );
  }

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
    await this.addCharacters([pc]);
  }

  /** Adds the characters one after another in the add form (never reopened), then "Done". */
  async addCharacters(pcs: readonly CharacterInput[]): Promise<void> {
    const region = this.characters;
    const form = region.getByRole('form', { name: 'Add a character' });
    if (!(await form.isVisible())) await region.getByText('Add a character', { exact: true }).first().click();
    for (const pc of pcs) {
      const name = form.getByRole('textbox', { name: 'Name', exact: true });
      await expect(name).toHaveValue('');
      await name.fill(pc.name);
      // Every skill the rules know has its row; the GM types the ratings.
      for (const [skill, rating] of Object.entries(pc.skills ?? {})) {
        await form.getByRole('textbox', { name: `Rating: ${skill.charAt(0).toUpperCase()}${skill.slice(1)}`, exact: true }).fill(String(rating));
      }
      // A new character starts with insight, prowess and resolve (in English: Insight…); any other is added.
      for (const [attribute, circles] of Object.entries(pc.attributes ?? {})) {
        const group = form.getByRole('group', { name: 'Attributes' });
        const known = ['insight', 'prowess', 'resolve'].includes(attribute);
        const word = known ? `${attribute.charAt(0).toUpperCase()}${attribute.slice(1)}` : attribute;
        if (!known) {
          await form.getByRole('button', { name: 'Add an attribute' }).click();
          await group.getByRole('textbox', { name: 'Attribute', exact: true }).last().fill(attribute);
        }
        await group.getByRole('textbox', { name: `Circles: ${word}`, exact: true }).fill(String(circles.max));
        await group.getByRole('textbox', { name: `Circles filled: ${word}`, exact: true }).fill(String(circles.current));
      }
      if (pc.vice) {
        await form.getByRole('checkbox', { name: 'Has a vice' }).check();
        await form.getByRole('textbox', { name: 'Vice', exact: true }).fill(pc.vice.kind);
        await form.getByRole('textbox', { name: 'Purveyor', exact: true }).fill(pc.vice.purveyor);
      }
      await form.getByRole('button', { name: 'Add a character' }).click();
      await expect(region.getByRole('status')).toContainText(`Character added: ${pc.name}.`);
      await expect(region.getByRole('listitem').filter({ hasText: pc.name })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    }
    await region.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(form).toBeHidden();
  }
}

/**
 * Sample request bodies for tests (the API's, the fuzz's, the web's end-to-end): one spelling of
 * what a route takes, held to its schema's type. Types only from the contract: importing this
 * loads no zod. `@temps-mort/contract/samples`.
 */
import type { WizardCreateBody } from './wizards';

type Member = NonNullable<WizardCreateBody['warband']>[number];

/** A sample warband's figures: the wizard, her apprentice, a soldier. */
export const SAMPLE_MEMBERS = {
  wizard: { name: 'Maelis', role: 'wizard', baseCost: 0, will: 4 },
  apprentice: { name: 'Tobin', role: 'apprentice', baseCost: 200, will: 2 },
  soldier: { name: 'Knight', role: 'soldier', baseCost: 100, will: 1 },
} as const satisfies Readonly<Record<string, Member>>;

/** A wizard.create body: Maelis, level 5, 300 gold, no marker, her apprentice and a knight; `overrides` replace fields. */
export function sampleWizard(overrides: Partial<WizardCreateBody> = {}): WizardCreateBody {
  const { wizard, apprentice, soldier } = SAMPLE_MEMBERS;
  return { name: 'Maelis', level: 5, gold: 300, markers: 0, warband: [wizard, apprentice, soldier], ...overrides };
}

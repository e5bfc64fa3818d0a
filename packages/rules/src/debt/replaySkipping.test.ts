import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { makeWizard } from '../testing/factories';
import { replayWizard, replayWizardSkipping, type StoredWizardEvent } from './events';

const table = DEFAULT_TABLE_RULES;
const creation: StoredWizardEvent = { event: { type: 'wizard_created', wizard: makeWizard({ markers: 0, gold: 0 }) }, dice: [] };
const loan: StoredWizardEvent = { event: { type: 'favour', favour: { kind: 'loan', amount: 300 } }, dice: [] };
const payOff: StoredWizardEvent = { event: { type: 'pay_off', markers: 1 }, dice: [] };
const without = (history: readonly StoredWizardEvent[], index: number) => history.filter((_, i) => i !== index);

describe('replayWizardSkipping: a replay that says which steps no longer apply', () => {
  it('with nothing left out, it is replayWizard', () => {
    const history = [creation, loan, payOff];
    const strict = replayWizard(history, table);
    expect(replayWizardSkipping(history, table)).toEqual({ state: strict.ok && strict.value, skipped: [] });
  });

  it('without the loan, its pay-off no longer applies (no marker to pay, no gold): left out with the rules’ refusal, the rest replayed', () => {
    const replayed = replayWizardSkipping(without([creation, loan, payOff, loan], 1), table);
    expect(replayed.skipped).toHaveLength(1);
    expect(replayed.skipped[0]).toMatchObject({ index: 1, why: { rule: 'F5' } });
    expect(replayed.state.wizard).toMatchObject({ markers: 3, gold: 300 });
  });

  it('a step asking for other dice than it stored is left out as "dice"', () => {
    const intimidation: StoredWizardEvent = { event: { type: 'favour', favour: { kind: 'intimidation', target: { name: 'G', role: 'soldier', will: 1 }, bonus: 1 } }, dice: [10] };
    expect(replayWizardSkipping([creation, intimidation, loan], table).skipped).toEqual([{ index: 1, why: 'dice' }]);
  });

  it('throws when there is nothing to replay from', () => {
    expect(() => replayWizardSkipping([loan], table)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canHelpWithDebt, debtHelpCoverage } from './collection';
import { HIRED_MUSCLE_KINDS, hireMuscle, hireableMuscle } from './hiredMuscle';
import { INTIMIDATION_TARGET_ROLES, canBeIntimidated, intimidate } from './intimidation';
import { warbandMemberSchema } from '../model/schemas';
import type { WarbandRole } from '../model/frostgrave';
import { makeMember, makeWizard, scripted } from '../testing/factories';

/**
 * What the ledger's forms offer is what the rules accept (issue 34: « the ledger offers roles the
 * rules always refuse »): each helper answers exactly as the rule it stands for.
 */

const ROLES: readonly WarbandRole[] = warbandMemberSchema.shape.role.options;

describe('F3: the roles an intimidation may target', () => {
  it('are every role but the wizard, the apprentice and the captain', () => {
    expect(INTIMIDATION_TARGET_ROLES).toEqual(['soldier', 'hired_muscle']);
  });

  it.each(ROLES)('%s: offered exactly when intimidate accepts it', (role) => {
    const deps = scripted([20, 1]);
    const accepted = intimidate(makeWizard({ level: 5, markers: 0 }), { target: { name: 'Garde', role, will: 0 }, bonus: 0 }, deps).ok;
    expect(canBeIntimidated(role)).toBe(accepted);
    expect(INTIMIDATION_TARGET_ROLES.includes(role)).toBe(accepted);
  });
});

describe('F6: who may be sent to pay off the debt', () => {
  it.each(ROLES)('%s: offered exactly when debtHelpCoverage accepts it', (role) => {
    const wizard = makeWizard({ markers: 3, warband: [makeMember({ id: 'm1', name: 'Thug', role, baseCost: 20, will: 0 })] });
    expect(canHelpWithDebt(role)).toBe(debtHelpCoverage(wizard, ['m1']).ok);
  });
});

describe('F4: the hired muscle a wizard may take now', () => {
  it('offers exactly the kinds hireMuscle accepts, whatever the level, markers and models already hired', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 22 }), fc.integer({ min: 0, max: 2 }), (level, markers, hired) => {
        const wizard = makeWizard({ level, markers, hiredMuscle: Array.from({ length: hired }, (_, i) => ({ id: `h${i}`, kind: 'bandit' as const })) });
        const accepted = HIRED_MUSCLE_KINDS.filter((kind) => hireMuscle(wizard, { id: 'new', kind }).ok);
        expect(hireableMuscle(wizard)).toEqual(accepted);
      }),
    );
  });

  it('one free marker: the one-marker kinds only; two hired: none', () => {
    expect(hireableMuscle(makeWizard({ level: 3, markers: 2 }))).toEqual(['bandit', 'thief', 'trap_expert']);
    expect(hireableMuscle(makeWizard({ level: 9, markers: 0, hiredMuscle: [{ id: 'a', kind: 'bandit' }, { id: 'b', kind: 'thief' }] }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEBT_COLLECTION_ENTRIES,
  DEBT_COLLECTION_TABLE,
  debtCalledOdds,
  debtCollectionEntry,
  debtCollectionOdds,
  debtExampleVictimOdds,
  debtHelpCoverage,
  debtSaleCoverage,
  littleHelpMarkers,
  recordDebtInjury,
  resolveDebtHelp,
  resolveDebtSale,
  startDebtCollection,
  type DebtCollection,
  type DebtCollectionEntry,
  type DebtExampleVictim,
  type DebtInjury,
} from './collection';
import { unwrap, type Outcome } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import type { Wizard } from '../model/frostgrave';
import { makeMember, makeWizard, scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing/simulation';

const nobodyTable: TableRules = { ...DEFAULT_TABLE_RULES, exampleWithoutApprentice: 'nobody' };
const noApprentice = (overrides: Partial<Wizard> = {}): Wizard => {
  const base = makeWizard(overrides);
  return { ...base, warband: base.warband.filter((m) => m.role !== 'apprentice') };
};

function done(out: Outcome<DebtCollection>) {
  const value = unwrap(out);
  if (value.status !== 'done') throw new Error(`expected done, got ${value.status}`);
  return value;
}

describe('F6 collection table', () => {
  it.each([
    [1, 'pay_what_you_owe', 'Payez ce que vous devez'],
    [6, 'pay_what_you_owe', 'Payez ce que vous devez'],
    [7, 'goods_in_lieu', 'Marchandises en remplacement'],
    [12, 'goods_in_lieu', 'Marchandises en remplacement'],
    [13, 'a_little_help', "Un peu d’aide…"],
    [18, 'a_little_help', "Un peu d’aide…"],
    [19, 'make_an_example', 'Faire un exemple'],
    [20, 'make_an_example', 'Faire un exemple'],
  ] as const)('d20 %i → %s « %s »', (roll, entry, label) => {
    expect(debtCollectionEntry(roll)).toBe(entry);
    expect(DEBT_COLLECTION_TABLE.find((r) => r.entry === entry)?.label).toBe(label);
  });

  it('covers 1–20 exactly once, and nothing else', () => {
    const faces = DEBT_COLLECTION_TABLE.flatMap((r) => Array.from({ length: r.to - r.from + 1 }, (_, i) => r.from + i));
    expect(faces).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(DEBT_COLLECTION_ENTRIES).toEqual(['pay_what_you_owe', 'goods_in_lieu', 'a_little_help', 'make_an_example']);
    expect(() => debtCollectionEntry(0)).toThrow(/d20/);
    expect(() => debtCollectionEntry(21)).toThrow(/d20/);
  });

  it.each([
    [0, 0],
    [49, 0],
    [50, 1],
    [149, 2],
    [370, 7],
  ])('« retirez 1 marqueur Pègre pour chaque 50 co complet de ce total »: %i gc → %i', (total, markers) => {
    expect(littleHelpMarkers(total)).toBe(markers);
  });
});

describe('F6 the check', () => {
  it('a wizard with no markers skips the check: no dice', () => {
    const deps = scripted([]);
    const out = startDebtCollection(makeWizard({ markers: 0 }), deps);
    expect(unwrap(out).status).toBe('skipped');
    expect(out.ok && out.rolls).toEqual([]);
    expect(out.ok && out.reasons).toEqual([{ rule: 'F6', code: 'no_markers_no_check', values: { markers: 0 } }]);
  });

  it('« Si le résultat est égal ou inférieur au nombre de marqueurs qu\'il détient, sa dette ... a été réclamée »', () => {
    const notCalled = startDebtCollection(makeWizard({ markers: 3 }), scripted([4]));
    expect(unwrap(notCalled)).toMatchObject({ status: 'not_called', check: 4, markersAtCheck: 3 });
    expect(notCalled.ok && notCalled.rolls).toEqual([{ sides: 20, purpose: 'debt_check', dice: [4] }]);
    const called = startDebtCollection(makeWizard({ markers: 3 }), scripted([3, 13]));
    expect(unwrap(called)).toMatchObject({ status: 'awaiting_members', check: 3, tableRoll: 13, rolledEntry: 'a_little_help' });
    expect(called.ok && called.rolls).toEqual([
      { sides: 20, purpose: 'debt_check', dice: [3] },
      { sides: 20, purpose: 'debt_collection_table', dice: [13] },
    ]);
  });
});

describe('F6 1-6 « Payez ce que vous devez »', () => {
  it('« payer autant de marqueurs ... (à 150 co chacun) que possible avec l\'or de sa trésorerie »', () => {
    const out = startDebtCollection(makeWizard({ markers: 3, gold: 400 }), scripted([2, 4]));
    const result = done(out);
    expect(result).toMatchObject({ entry: 'pay_what_you_owe', markersRemoved: 2, goldPaid: 300, path: ['pay_what_you_owe'] });
    expect(result.wizard).toMatchObject({ markers: 1, gold: 100 });
    expect(out.ok && out.reasons.at(-1)).toEqual({
      rule: 'F6',
      code: 'paid_what_you_owe',
      values: { markers: 2, gold: 300, gcPerMarker: 150, markersLeft: 1, goldLeft: 100 },
    });
  });

  it('pays no more markers than held', () => {
    const result = done(startDebtCollection(makeWizard({ markers: 1, gold: 1000 }), scripted([1, 6])));
    expect(result.wizard).toMatchObject({ markers: 0, gold: 850 });
  });

  it('« Si aucun marqueur ne peut être retiré de cette manière, traitez cela comme le résultat de 7 à 12 »', () => {
    const out = startDebtCollection(makeWizard({ markers: 3, gold: 149 }), scripted([1, 3]));
    const pending = unwrap(out);
    expect(pending).toMatchObject({ status: 'awaiting_sale', rolledEntry: 'pay_what_you_owe', path: ['pay_what_you_owe', 'goods_in_lieu'] });
    expect(out.ok && out.reasons.map((r) => r.code)).toEqual(['debt_check', 'debt_called', 'nothing_payable_falls_through', 'awaiting_sale']);
    const result = done(resolveDebtSale(pending, { saleGold: 320 }));
    expect(result).toMatchObject({ entry: 'goods_in_lieu', markersRemoved: 2, goldPaid: 300, saleGold: 320 });
    expect(result.wizard).toMatchObject({ markers: 1, gold: 149 + 320 - 300 });
  });

  it('walks 1-6 → 7-12 → 13-18 when neither the vault nor a sale can pay a marker', () => {
    const wizard = makeWizard({ markers: 3, gold: 100 });
    const pending = unwrap(startDebtCollection(wizard, scripted([2, 5])));
    const sale = resolveDebtSale(pending, { saleGold: 140 });
    const help = unwrap(sale);
    expect(help).toMatchObject({ status: 'awaiting_members', path: ['pay_what_you_owe', 'goods_in_lieu', 'a_little_help'] });
    expect(help.wizard).toEqual(wizard); // the sale was not made
    expect(sale.ok && sale.reasons.map((r) => r.code)).toEqual(['sale_pays_nothing_falls_through', 'awaiting_members']);
    const result = done(resolveDebtHelp(help, { memberIds: ['s2', 's3'] })); // 50 + 100 = 150 → 3
    expect(result).toMatchObject({ entry: 'a_little_help', rolledEntry: 'pay_what_you_owe', markersRemoved: 3, missNextGame: ['s2', 's3'] });
    expect(result.wizard).toMatchObject({ markers: 0, gold: 100 });
  });
});

describe('F6 7-12 « Marchandises en remplacement »', () => {
  const pendingSale = (wizard: Wizard): DebtCollection => unwrap(startDebtCollection(wizard, scripted([1, 9])));

  it('« réunir suffisamment d\'or grâce à la vente ... pour payer au moins 1 marqueur Pègre »: pays what the sale covers by default', () => {
    const result = done(resolveDebtSale(pendingSale(makeWizard({ markers: 3, gold: 0 })), { saleGold: 460 }));
    expect(result).toMatchObject({ markersRemoved: 3, goldPaid: 450, saleGold: 460, path: ['goods_in_lieu'] });
    expect(result.wizard).toMatchObject({ markers: 0, gold: 10 });
  });

  it('the player may pay fewer markers, at least one, the rest of the sale stays in the vault', () => {
    const pending = pendingSale(makeWizard({ markers: 3, gold: 0 }));
    expect(done(resolveDebtSale(pending, { saleGold: 460, markersToPay: 1 })).wizard).toMatchObject({ markers: 2, gold: 310 });
    for (const markersToPay of [0, 4]) {
      expect(resolveDebtSale(pending, { saleGold: 460, markersToPay })).toEqual({
        ok: false,
        error: { rule: 'F6', code: 'sale_markers_out_of_range', values: { requested: markersToPay, min: 1, max: 3, saleGold: 460 } },
      });
    }
  });

  it('« Si aucun marqueur ne peut être retiré de cette manière, traitez cela comme le résultat de 13–18 »: gold already in the vault does not count', () => {
    const pending = pendingSale(makeWizard({ markers: 2, gold: 1000 }));
    expect(unwrap(resolveDebtSale(pending, { saleGold: 149 }))).toMatchObject({ status: 'awaiting_members', path: ['goods_in_lieu', 'a_little_help'] });
    expect(unwrap(resolveDebtSale(pending, { saleGold: 0 })).status).toBe('awaiting_members');
  });

  it('throws on a negative or fractional sale (programmer error)', () => {
    const pending = pendingSale(makeWizard({ markers: 2 }));
    expect(() => resolveDebtSale(pending, { saleGold: -1 })).toThrow(/≥ 0/);
    expect(() => resolveDebtSale(pending, { saleGold: 1.5 })).toThrow(/integer/);
  });
});

describe('F6 7-12 what a sale covers (debtSaleCoverage, the form\'s preview)', () => {
  it.each([
    // « pour payer au moins 1 marqueur Pègre (à 150 co chacun) »: full 150 gc only.
    [3, 0, 0],
    [3, 149, 0],
    [3, 150, 1],
    [3, 320, 2],
    [3, 460, 3],
    // never more markers than held
    [3, 1000, 3],
    [1, 460, 1],
    [0, 460, 0],
  ])('%i markers, a sale of %i gc → %i marker(s) covered', (markers, saleGold, covered) => {
    expect(debtSaleCoverage({ markers }, saleGold)).toEqual({
      covered,
      reasons: [{ rule: 'F6', code: 'sale_covers', values: { saleGold, gcPerMarker: 150, markers, covered } }],
    });
  });

  it('is what resolveDebtSale pays by default, and 0 is its fall-through to 13-18', () => {
    const pending = unwrap(startDebtCollection(makeWizard({ markers: 3, gold: 0 }), scripted([1, 9])));
    for (const saleGold of [0, 149, 150, 320, 460, 1000]) {
      const { covered } = debtSaleCoverage({ markers: 3 }, saleGold);
      const out = unwrap(resolveDebtSale(pending, { saleGold }));
      expect(out.status === 'done' ? out.markersRemoved : 0).toBe(covered);
      expect(out.status).toBe(covered === 0 ? 'awaiting_members' : 'done');
    }
  });

  it('throws on a negative or fractional sale (programmer error)', () => {
    expect(() => debtSaleCoverage({ markers: 2 }, -1)).toThrow(/≥ 0/);
    expect(() => debtSaleCoverage({ markers: 2 }, 1.5)).toThrow(/integer/);
  });
});

describe('F6 13-18 what the members sent cover (debtHelpCoverage, the form\'s preview)', () => {
  it('« Additionnez les coûts de base des figurines sélectionnées et retirez 1 marqueur Pègre pour chaque 50 co complet de ce total »', () => {
    // Thug 20 + Archer 50 + Knight 100 = 170 gc → 3 full 50s.
    expect(debtHelpCoverage(makeWizard({ markers: 4 }), ['s1', 's2', 's3'])).toEqual({
      ok: true,
      value: { memberIds: ['s1', 's2', 's3'], totalBaseCost: 170, earned: 3, markersRemoved: 3 },
      reasons: [{ rule: 'F6', code: 'little_help', values: { members: 3, totalBaseCost: 170, gcPerMarker: 50, earned: 3, markersRemoved: 3, markersLeft: 1 } }],
      rolls: [],
    });
  });

  it.each([
    [['s1'], 4, 20, 0, 0],
    [['s2'], 4, 50, 1, 1],
    [['a', 's3'], 4, 300, 6, 4],
    [['a', 'a'], 1, 200, 4, 1],
    [[], 2, 0, 0, 0],
  ])('%j with %i markers: %i gc → %i earned, %i removed', (ids, markers, totalBaseCost, earned, markersRemoved) => {
    const out = unwrap(debtHelpCoverage(makeWizard({ markers }), ids));
    expect(out).toEqual({ memberIds: [...new Set(ids)], totalBaseCost, earned, markersRemoved });
  });

  it('« À l\'exception du sorcier »: the wizard, hired muscle and unknown members are refused (F6), as resolveDebtHelp refuses them', () => {
    const base = makeWizard({ markers: 2 });
    const wizard = { ...base, warband: [...base.warband, makeMember(makeMember({ id: 'hm', name: 'Brute', role: 'hired_muscle', baseCost: 80, will: 0 }))] };
    const pending = unwrap(startDebtCollection(wizard, scripted([1, 15])));
    for (const [ids, code, memberId] of [
      [['s1', 'w'], 'wizard_cannot_help', 'w'],
      [['hm'], 'hired_muscle_cannot_help', 'hm'],
      [['zz'], 'unknown_member', 'zz'],
    ] as const) {
      const refusal = { ok: false, error: { rule: 'F6', code, values: { memberId } } };
      expect(debtHelpCoverage(wizard, ids)).toEqual(refusal);
      expect(resolveDebtHelp(pending, { memberIds: ids })).toEqual(refusal);
    }
  });
});

describe('F6 13-18 « Un peu d\'aide… »', () => {
  const pendingHelp = (wizard: Wizard): DebtCollection => unwrap(startDebtCollection(wizard, scripted([1, 15])));

  it('« sélectionnez n\'importe quel nombre de membres ... Additionnez les coûts de base »', () => {
    const out = resolveDebtHelp(pendingHelp(makeWizard({ markers: 4 })), { memberIds: ['s1', 's2', 's3'] }); // 170 → 3
    const result = done(out);
    expect(result).toMatchObject({ markersRemoved: 3, missNextGame: ['s1', 's2', 's3'] });
    expect(result.wizard.markers).toBe(1);
    expect(out.ok && out.reasons[0]).toEqual({
      rule: 'F6',
      code: 'little_help',
      values: { members: 3, totalBaseCost: 170, gcPerMarker: 50, earned: 3, markersRemoved: 3, markersLeft: 1 },
    });
  });

  it('never removes more markers than held; any number of members, none included', () => {
    const pending = pendingHelp(makeWizard({ markers: 1 }));
    expect(done(resolveDebtHelp(pending, { memberIds: ['a', 'a'] }))).toMatchObject({ markersRemoved: 1, missNextGame: ['a'] });
    expect(done(resolveDebtHelp(pending, { memberIds: [] }))).toMatchObject({ markersRemoved: 0, missNextGame: [] });
    expect(done(resolveDebtHelp(pending, { memberIds: ['s1'] }))).toMatchObject({ markersRemoved: 0, missNextGame: ['s1'] }); // 20 gc
  });

  it('« À l\'exception du sorcier »: the wizard, hired muscle and unknown members are refused (F6)', () => {
    const base = makeWizard({ markers: 2 });
    const pending = pendingHelp({ ...base, warband: [...base.warband, makeMember({ id: 'hm', name: 'Brute', role: 'hired_muscle', baseCost: 80, will: 0 })] });
    expect(resolveDebtHelp(pending, { memberIds: ['s1', 'w'] })).toEqual({ ok: false, error: { rule: 'F6', code: 'wizard_cannot_help', values: { memberId: 'w' } } });
    expect(resolveDebtHelp(pending, { memberIds: ['hm'] })).toEqual({ ok: false, error: { rule: 'F6', code: 'hired_muscle_cannot_help', values: { memberId: 'hm' } } });
    expect(resolveDebtHelp(pending, { memberIds: ['zz'] })).toEqual({ ok: false, error: { rule: 'F6', code: 'unknown_member', values: { memberId: 'zz' } } });
  });
});

describe('F6 19-20 « Faire un exemple »', () => {
  it.each([
    [1, 'wizard', 'w'],
    [5, 'wizard', 'w'],
    [6, 'apprentice', 'a'],
    [20, 'apprentice', 'a'],
  ] as const)('« 1-5, le sorcier, 6-20, l\'apprenti »: victim d20 %i → %s', (victimRoll, victim, memberId) => {
    const out = startDebtCollection(makeWizard({ markers: 2 }), scripted([2, 19, victimRoll]));
    const result = done(out);
    expect(result.injury).toMatchObject({ victim, memberId, victimRoll });
    expect(result.markersRemoved).toBe(0);
    expect(result.wizard.markers).toBe(2);
    expect(out.ok && out.rolls.at(-1)).toEqual({ sides: 20, purpose: 'debt_example_victim', dice: [victimRoll] });
    expect(out.ok && out.reasons.at(-1)).toEqual({ rule: 'F6', code: 'permanent_injury', values: { victim, memberId } });
  });

  it('names the wizard by its own id when the warband lists no wizard member', () => {
    const wizard = { ...makeWizard({ markers: 2 }), warband: [] };
    expect(done(startDebtCollection(wizard, scripted([1, 20]))).injury).toEqual({ victim: 'wizard', memberId: 'wiz-1', name: 'Maelis', victimRoll: null });
  });

  it('no apprentice (default table option): the wizard takes the beating, no victim die', () => {
    const deps = scripted([1, 19]);
    const out = startDebtCollection(noApprentice({ markers: 1 }), deps);
    expect(done(out).injury).toEqual({ victim: 'wizard', memberId: 'w', name: 'Maelis', victimRoll: null });
    expect(out.ok && out.reasons.map((r) => r.code)).toEqual(['debt_check', 'debt_called', 'example_no_apprentice_wizard_hurt', 'permanent_injury']);
  });

  it('no apprentice, table option exampleWithoutApprentice = nobody: a 6-20 hurts nobody', () => {
    const deps = (dice: number[]): RuleDeps => ({ ...scripted(dice), table: nobodyTable });
    const spared = startDebtCollection(noApprentice({ markers: 1 }), deps([1, 20, 6]));
    expect(done(spared).injury).toBeNull();
    expect(spared.ok && spared.reasons.at(-1)).toEqual({ rule: 'F6', code: 'example_no_apprentice_nobody_hurt', values: { victimRoll: 6 } });
    expect(done(startDebtCollection(noApprentice({ markers: 1 }), deps([1, 20, 5]))).injury).toMatchObject({ victim: 'wizard', victimRoll: 5 });
  });

  it.each([
    // [reading, dice (check, table, victim), injury, dice purposes]
    ['wizard', [1, 19], { victim: 'wizard', victimRoll: null }, ['debt_check', 'debt_collection_table']],
    ['nobody', [1, 19, 12], null, ['debt_check', 'debt_collection_table', 'debt_example_victim']],
  ] as const)(
    'table rule exampleWithoutApprentice = %s: « 1-5, le sorcier, 6-20, l\'apprenti » with no apprentice (wizard: hurt unrolled; nobody: a 12 hurts no one)',
    (reading, dice, injury, purposes) => {
      const deps: RuleDeps = { ...scripted(dice), table: { ...DEFAULT_TABLE_RULES, exampleWithoutApprentice: reading } };
      const out = startDebtCollection(noApprentice({ markers: 1 }), deps);
      expect(done(out).injury).toEqual(injury === null ? null : expect.objectContaining(injury));
      expect(out.ok && out.rolls.map((r) => r.purpose)).toEqual(purposes);
    },
  );
});

describe('F6 19-20 the injury on the victim', () => {
  it.each([
    [5, 'w'],
    [6, 'a'],
  ] as const)('« Le malheureux individu reçoit une blessure permanente »: victim d20 %i → member %s carries it, named by its collection', (victimRoll, memberId) => {
    const { injury, wizard } = done(startDebtCollection(makeWizard({ markers: 2 }), scripted([2, 19, victimRoll])));
    const hurt = recordDebtInjury(wizard, injury as DebtInjury, 'c1');
    expect(hurt.wizard.warband.map((m) => [m.id, m.injuries])).toEqual(
      ['w', 'a', 's1', 's2', 's3'].map((id) => [id, id === memberId ? [{ cause: 'debt_example', collectionId: 'c1' }] : []]),
    );
    expect(hurt.reasons).toEqual([{ rule: 'F6', code: 'injury_recorded', values: { memberId, injuries: 1 } }]);
  });

  it('« cette blessure s\'ajoute à toute blessure reçue dans la partie »: a second beating adds a second injury', () => {
    const injury: DebtInjury = { victim: 'apprentice', memberId: 'a', name: 'Tobin', victimRoll: 9 };
    const twice = recordDebtInjury(recordDebtInjury(makeWizard(), injury, 'c1').wizard, injury, 'c2');
    expect(twice.wizard.warband.find((m) => m.id === 'a')?.injuries).toEqual([
      { cause: 'debt_example', collectionId: 'c1' },
      { cause: 'debt_example', collectionId: 'c2' },
    ]);
  });

  it('a warband that lists no wizard member has nowhere to carry the wizard’s injury: said, the wizard unchanged', () => {
    const wizard = { ...makeWizard(), warband: [] };
    const injury: DebtInjury = { victim: 'wizard', memberId: 'wiz-1', name: 'Maelis', victimRoll: null };
    expect(recordDebtInjury(wizard, injury, 'c1')).toEqual({
      wizard,
      reasons: [{ rule: 'F6', code: 'injury_not_on_warband', values: { victim: 'wizard', memberId: 'wiz-1' } }],
    });
  });
});

describe('F6 the steps refuse input they do not wait for', () => {
  it.each([
    ['skipped', makeWizard({ markers: 0 }), []],
    ['not_called', makeWizard({ markers: 1 }), [20]],
    ['awaiting_members', makeWizard({ markers: 1 }), [1, 13]],
    ['done', makeWizard({ markers: 1, gold: 500 }), [1, 1]],
  ] as const)('%s refuses a sale', (status, wizard, dice) => {
    const collection = unwrap(startDebtCollection(wizard, scripted(dice)));
    expect(collection.status).toBe(status);
    expect(resolveDebtSale(collection, { saleGold: 300 })).toEqual({ ok: false, error: { rule: 'F6', code: 'not_awaiting_sale', values: { status } } });
  });

  it('awaiting a sale refuses members', () => {
    const collection = unwrap(startDebtCollection(makeWizard({ markers: 1 }), scripted([1, 7])));
    expect(resolveDebtHelp(collection, { memberIds: [] })).toEqual({
      ok: false,
      error: { rule: 'F6', code: 'not_awaiting_members', values: { status: 'awaiting_sale' } },
    });
  });
});

describe('F6 odds (exact)', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [1, 1 / 20],
    [3, 3 / 20],
    [20, 1],
    [25, 1],
  ])('P(called | %i markers) = %d', (markers, p) => {
    expect(debtCalledOdds(markers)).toBe(p);
  });

  it('hand-computed collection outcomes', () => {
    // 4 markers: called on 4 faces of 20, then the table d20 (n/400 for n pairs of faces). Vault pays, no sale: 1-6 pays, 7-18 help, 19-20 example.
    expect(debtCollectionOdds({ markers: 4, gold: 300, saleGold: 0 })).toEqual({
      not_called: 0.8,
      pay_what_you_owe: (4 * 6) / 400,
      goods_in_lieu: 0,
      a_little_help: (4 * 12) / 400,
      make_an_example: (4 * 2) / 400,
    });
    // Empty vault, a sale of 200: 1-12 goods, 13-18 help.
    expect(debtCollectionOdds({ markers: 4, gold: 149, saleGold: 200 })).toEqual({
      not_called: 0.8,
      pay_what_you_owe: 0,
      goods_in_lieu: (4 * 12) / 400,
      a_little_help: (4 * 6) / 400,
      make_an_example: (4 * 2) / 400,
    });
    expect(debtCollectionOdds({ markers: 0, gold: 1000, saleGold: 1000 })).toEqual({
      not_called: 1,
      pay_what_you_owe: 0,
      goods_in_lieu: 0,
      a_little_help: 0,
      make_an_example: 0,
    });
  });

  it('sums to one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (markers, gold, saleGold) => {
        const odds = debtCollectionOdds({ markers, gold, saleGold });
        expect(Object.values(odds).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
    );
  });

  it.each([
    [true, DEFAULT_TABLE_RULES, { wizard: 0.25, apprentice: 0.75, nobody: 0 }],
    [false, DEFAULT_TABLE_RULES, { wizard: 1, apprentice: 0, nobody: 0 }],
    [false, nobodyTable, { wizard: 0.25, apprentice: 0, nobody: 0.75 }],
  ] as const)('make-an-example victim odds, apprentice %s', (hasApprentice, table, odds) => {
    expect(debtExampleVictimOdds(hasApprentice, { table })).toEqual(odds);
  });

  /** Runs a whole collection with the player's fixed answers; the row that ended up applying. */
  function applied(wizard: Wizard, saleGold: number, deps: RuleDeps): 'not_called' | 'skipped' | DebtCollectionEntry {
    let c = unwrap(startDebtCollection(wizard, deps));
    if (c.status === 'awaiting_sale') c = unwrap(resolveDebtSale(c, { saleGold }));
    if (c.status === 'awaiting_members') return 'a_little_help';
    if (c.status === 'done') return c.entry;
    if (c.status === 'skipped' || c.status === 'not_called') return c.status;
    throw new Error(`unexpected ${c.status}`);
  }

  it.each([
    [5, 300, 0],
    [7, 100, 200],
    [2, 100, 0],
  ])('matches a 100 000-draw simulation (%i markers, %i gc in the vault, a sale of %i gc)', (markers, gold, saleGold) => {
    const deps = seeded(600 + markers);
    const wizard = makeWizard({ level: 10, markers, gold });
    const counts = tally(SIMULATION_DRAWS, () => applied(wizard, saleGold, deps));
    const exact = debtCollectionOdds({ markers, gold, saleGold });
    for (const key of ['not_called', ...DEBT_COLLECTION_ENTRIES] as const) {
      expectCloseToExact(exact[key], counts.get(key) ?? 0);
    }
  });

  it('victim odds match a 100 000-draw simulation of the beating', () => {
    const deps = seeded(1920);
    const wizard = makeWizard({ markers: 20 }); // always called
    let examples = 0;
    const victims = new Map<DebtExampleVictim, number>();
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      const c = unwrap(startDebtCollection(wizard, deps));
      if (c.status === 'done' && c.entry === 'make_an_example' && c.injury) {
        examples++;
        victims.set(c.injury.victim, (victims.get(c.injury.victim) ?? 0) + 1);
      }
    }
    expect(examples).toBeGreaterThan(8000); // ≈ 10 000 examples expected
    const exact = debtExampleVictimOdds(true, { table: DEFAULT_TABLE_RULES });
    expectCloseToExact(exact.wizard, victims.get('wizard') ?? 0, examples);
    expectCloseToExact(exact.apprentice, victims.get('apprentice') ?? 0, examples);
  });
});

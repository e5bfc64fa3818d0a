import {
  applyDowntimeEvent,
  applyWizardEvent,
  DEFAULT_TABLE_RULES,
  initialDowntimeState,
  scriptedRoller,
  tableRulesFrom,
  type Crew,
  type DebtInjury,
  type DebtPayoffResult,
  type Reason,
  type WithoutWizard,
  type WizardEvent,
  type WizardEventDetail,
  type WizardLedgerEntry,
  type WizardState,
} from '@temps-mort/rules';
import { makeCrew, makeWizard } from '@temps-mort/rules/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  collectionViewSchema,
  crewSheetSchema,
  favourViewSchema,
  STEP_DETAILS,
  type CollectionView,
  type CrewEventOf,
  type CrewSheetView,
  type FavourView,
  type FavourViewOf,
  type LedgerDetails,
  type RollView,
  type StepDetail,
  type WizardView,
} from './index';

describe('the contract', () => {
  it('types a step’s detail by its type', () => {
    expectTypeOf<StepDetail<'advance'>['phase']>().toEqualTypeOf<'activities' | 'done'>();
    expectTypeOf<CrewEventOf<'undo'>['detail']['undone']>().toEqualTypeOf<number>();
    expectTypeOf<CrewEventOf<'entanglement_pick'>['detail']['pending']['id']>().toEqualTypeOf<string>();
  });

  it('answers the rules’ own model (the sheet’s crew is a Crew, a reason a Reason)', () => {
    expectTypeOf<CrewSheetView['crew']>().toExtend<Crew>();
    expectTypeOf<RollView['reasons'][number]>().toExtend<Reason>();
  });

  it('answers a jailed PC’s sentence (I2) to both audiences, and still a PC jailed before it was kept', () => {
    const crewSchema = crewSheetSchema.shape.crew;
    const crew = makeCrew({ wanted: 2 });
    const deps = { roller: scriptedRoller([]), table: DEFAULT_TABLE_RULES };
    const steps = [{ type: 'start' }, { type: 'payoff', targetTier: 0, take: 0 }, { type: 'heat', exposure: 'quiet' }, { type: 'jail', characterId: 'pc-1' }] as const;
    let state = initialDowntimeState(crew);
    for (const event of steps) {
      const applied = applyDowntimeEvent(state, event, deps);
      if (!applied.ok) throw new Error(`${event.type} refused`);
      state = applied.value.state;
    }
    expect(crewSchema.parse(state.crew).characters[0]).toMatchObject({ status: 'jailed', jail: { sentence: 'several_months' } });
    const [pc] = crew.characters;
    expect(crewSchema.safeParse({ ...crew, characters: [{ ...pc, status: 'jailed' }] }).success).toBe(true);
    expect(crewSchema.safeParse({ ...crew, characters: [{ ...pc, status: 'jailed', jail: { sentence: 'forever' } }] }).success).toBe(false);
  });

  it('describes what the rules put in a step’s detail', () => {
    const table = tableRulesFrom({});
    const crew = makeCrew();
    const deps = { roller: scriptedRoller([]), table };
    const started = applyDowntimeEvent(initialDowntimeState(crew), { type: 'start' }, deps);
    if (!started.ok) throw new Error('start refused');
    expect(STEP_DETAILS.start.safeParse(started.value.detail).success).toBe(true);
    const edited = applyDowntimeEvent(started.value.state, { type: 'crew_edit', patch: { coin: 3 } }, deps);
    if (!edited.ok) throw new Error('crew_edit refused');
    expect(STEP_DETAILS.crew_edit.parse(edited.value.detail)).toEqual({ fields: ['coin'] });
  });

  it('types a ledger entry’s details by its kind, as the rules’ reducer writes them', () => {
    expectTypeOf<FavourViewOf<'intimidation'>['details']['success']>().toEqualTypeOf<boolean>();
    expectTypeOf<FavourViewOf<'loan'>['details']['amount']>().toEqualTypeOf<number>();
    expectTypeOf<FavourViewOf<'pay_off'>['details']>().toEqualTypeOf<WithoutWizard<DebtPayoffResult>>();
    expectTypeOf<FavourViewOf<'hired_muscle_settlement'>['details']['released'][number]['kind']>().toEqualTypeOf<WizardView['hiredMuscle'][number]['kind']>();
    expectTypeOf<CollectionView['injury']>().toEqualTypeOf<DebtInjury | null>();
    // What the reducer puts in a step's detail is what an entry's details say.
    expectTypeOf<Extract<WizardLedgerEntry, { kind: 'favour' }>['favour']>().toEqualTypeOf<LedgerDetails['loan' | 'intimidation' | 'hired_muscle']>();
    expectTypeOf<Extract<WizardLedgerEntry, { kind: 'hired_muscle_settlement' }>['settlement']>().toEqualTypeOf<LedgerDetails['hired_muscle_settlement']>();
    expectTypeOf<Extract<WizardLedgerEntry, { kind: 'pay_off' }>['payOff']>().toEqualTypeOf<LedgerDetails['pay_off']>();
    expectTypeOf<FavourView['kind']>().toEqualTypeOf<keyof LedgerDetails>();
  });

  it('answers what the rules put in a ledger entry (the wire stays open to older entries)', () => {
    const deps = (dice: readonly number[]) => ({ roller: scriptedRoller(dice), table: DEFAULT_TABLE_RULES });
    const apply = (state: WizardState | null, event: WizardEvent, dice: readonly number[] = []): { state: WizardState; detail: WizardEventDetail } => {
      const out = applyWizardEvent(state, event, deps(dice));
      if (!out.ok) throw new Error(`${event.type} refused: ${out.error.code}`);
      return out.value;
    };
    const created = apply(null, { type: 'wizard_created', wizard: makeWizard({ level: 10, gold: 300, markers: 4 }) }).state;
    const details = favourViewSchema.shape.details;

    const intimidation = apply(created, { type: 'favour', favour: { kind: 'intimidation', target: { name: 'Brute', role: 'soldier', will: 1 }, bonus: 1 } }, [15, 3]).detail;
    if (intimidation.kind !== 'favour') throw new Error('not a favour');
    expect(intimidation.favour).not.toHaveProperty('wizard');
    expect(intimidation.favour).toMatchObject({ kind: 'intimidation', success: true, attackerRoll: 15, defenderRoll: 3 });
    expect(details.safeParse(intimidation.favour).success).toBe(true);

    const paid = apply(created, { type: 'pay_off', markers: 1 }).detail;
    if (paid.kind !== 'pay_off') throw new Error('not a pay-off');
    expect(details.parse(paid.payOff)).toEqual({ markersPaid: 1, goldPaid: 150 });

    // F6 19-20: the beating, and the rows the walk tried, as the wire carries them.
    const example = apply(created, { type: 'collection_start', collectionId: 'c1' }, [1, 20, 3]).detail;
    if (example.kind !== 'collection' || example.collection.status !== 'done') throw new Error('not a finished collection');
    const { injury, path, rolledEntry, entry } = example.collection;
    expect(injury).toEqual({ victim: 'wizard', memberId: 'w', name: 'Maelis', victimRoll: 3 });
    expect(collectionViewSchema.pick({ injury: true, path: true, rolledEntry: true, entry: true }).parse({ injury, path, rolledEntry, entry })).toEqual({ injury, path, rolledEntry, entry });
    // An older entry's details or injury, whatever its fields, is still answered.
    expect(details.safeParse({ amount: 200 }).success).toBe(true);
    expect(collectionViewSchema.shape.injury.safeParse({ victim: 'wizard' }).success).toBe(true);
  });
});

import { applyDowntimeEvent, initialDowntimeState, scriptedRoller, tableRulesFrom, type Crew, type Reason } from '@temps-mort/rules';
import { makeCrew } from '@temps-mort/rules/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { STEP_DETAILS, type CrewEventOf, type CrewSheetView, type RollView, type StepDetail } from './index';

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
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../core/outcome';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { scriptedRoller, seededRoller } from '../dice/roller';
import type { WarbandRole } from '../model/frostgrave';
import { appliedWizardEvent as applied, createdWizardState as created, makeMember, makeWizard } from '../testing/factories';
import {
  applyWizardEvent,
  replayWizard,
  wizardEventSchema,
  wizardStateSchema,
  type StoredWizardEvent,
  type WizardEvent,
  type WizardState,
} from './events';
import { HIRED_MUSCLE_KINDS } from './hiredMuscle';

const table = DEFAULT_TABLE_RULES;
const deps = (dice: readonly number[] = []) => ({ roller: scriptedRoller(dice), table });

/** Applies the events in order with their dice (all of them consumed), failing on a refusal. */
function play(state: WizardState, steps: readonly (readonly [WizardEvent, readonly number[]])[]): WizardState {
  return steps.reduce((s, [event, dice]) => {
    const roller = scriptedRoller(dice);
    const next = applied(applyWizardEvent(s, event, { roller, table }));
    expect(roller.remaining()).toBe(0);
    return next.state;
  }, state);
}

const refusal = (out: Outcome<unknown>) => (out.ok ? null : out.error);

describe('a wizard as a history of events: the baselines', () => {
  it('D7 wizard_created: the wizard as given (its ids the caller’s), no collection, no dice', () => {
    const out = applyWizardEvent(null, { type: 'wizard_created', wizard: makeWizard() }, deps());
    expect(out).toEqual({
      ok: true,
      value: { state: { wizard: makeWizard(), collection: null, endOfGame: 'playing' }, dice: [], detail: { kind: 'baseline', markersDelta: 0, goldDelta: 0 } },
      reasons: [{ rule: 'D7', code: 'wizard_created', values: { name: 'Maelis' } }],
      rolls: [],
    });
  });

  it('wizard_restored: the state as it stood, a waiting collection included', () => {
    const waiting = play(created({ markers: 3, gold: 100 }), [[{ type: 'collection_start', collectionId: 'c1' }, [2, 5]]]);
    expect(waiting.collection?.status).toBe('awaiting_sale');
    const out = applyWizardEvent(created(), { type: 'wizard_restored', state: waiting }, deps());
    expect(out.ok && out.value).toEqual({ state: waiting, dice: [], detail: { kind: 'baseline', markersDelta: 0, goldDelta: 0 } });
    expect(out.ok && out.reasons).toEqual([]);
  });

  it('a step before any baseline is a programmer error', () => {
    expect(() => applyWizardEvent(null, { type: 'pay_off', markers: 1 }, deps())).toThrow(/before its creation/);
  });
});

describe('D7 the GM’s edits of the sheet', () => {
  it('wizard_edit: the fields given replace the sheet’s, the detail names them', () => {
    const out = applyWizardEvent(created(), { type: 'wizard_edit', level: 6, gold: 500, markers: undefined }, deps());
    expect(out.ok && out.value.state.wizard).toMatchObject({ level: 6, gold: 500, markers: 0, name: 'Maelis' });
    expect(out.ok && out.value.detail).toEqual({ kind: 'sheet', fields: ['level', 'gold'], markersDelta: 0, goldDelta: 200 });
    expect(out.ok && out.reasons).toEqual([{ rule: 'D7', code: 'wizard_edited', values: { fields: 'level,gold' } }]);
  });

  it('member_add, member_edit, member_remove: by id, an unknown id or a taken one refused', () => {
    const start = created();
    const knight = { id: 's4', name: 'Hallebardier', role: 'soldier' as const, baseCost: 80, will: 1 };
    const added = applyWizardEvent(start, { type: 'member_add', member: knight }, deps());
    expect(added.ok && added.value.state.wizard.warband.at(-1)).toEqual({ ...knight, injuries: [] });
    expect(added.ok && added.value.detail).toEqual({ kind: 'member', memberId: 's4', change: 'added', markersDelta: 0, goldDelta: 0 });
    expect(added.ok && added.reasons).toEqual([{ rule: 'D7', code: 'member_added', values: { name: 'Hallebardier', role: 'soldier' } }]);
    expect(refusal(applyWizardEvent(start, { type: 'member_add', member: { ...knight, id: 's1' } }, deps()))).toEqual({
      rule: 'D7',
      code: 'member_id_taken',
      values: { memberId: 's1' },
    });

    const edited = applyWizardEvent(start, { type: 'member_edit', id: 's1', baseCost: 60, role: 'captain' }, deps());
    expect(edited.ok && edited.value.state.wizard.warband.find((m) => m.id === 's1')).toEqual({ id: 's1', name: 'Thug', role: 'captain', baseCost: 60, will: -1, injuries: [] });
    expect(edited.ok && edited.reasons).toEqual([{ rule: 'D7', code: 'member_edited', values: { name: 'Thug', role: 'captain' } }]);

    const removed = applyWizardEvent(start, { type: 'member_remove', id: 's1' }, deps());
    expect(removed.ok && removed.value.state.wizard.warband.map((m) => m.id)).toEqual(['w', 'a', 's2', 's3']);
    expect(removed.ok && removed.reasons).toEqual([{ rule: 'D7', code: 'member_removed', values: { memberId: 's1' } }]);

    for (const event of [{ type: 'member_edit', id: 'zz', will: 3 }, { type: 'member_remove', id: 'zz' }] as const) {
      expect(refusal(applyWizardEvent(start, event, deps()))).toEqual({ rule: 'D7', code: 'unknown_member', values: { memberId: 'zz' } });
    }
  });

  it('D7 sheet_limit: a step that would take the wizard past a bound of its sheet is refused, as the API refuses it', () => {
    const rich = created({ level: 8, gold: 999_900 });
    expect(refusal(applyWizardEvent(rich, { type: 'favour', favour: { kind: 'loan', amount: 200 } }, deps()))).toEqual({
      rule: 'D7',
      code: 'sheet_limit',
      values: { field: 'gold', max: 1_000_000 },
    });
    const member = (i: number) => ({ id: `m${i}`, name: 'Soldat', role: 'soldier' as const, baseCost: 10, will: 0 });
    const full = created({ warband: Array.from({ length: 30 }, (_, i) => makeMember(member(i))) });
    expect(refusal(applyWizardEvent(full, { type: 'member_add', member: member(30) }, deps()))).toEqual({
      rule: 'D7',
      code: 'sheet_limit',
      values: { field: 'warband', max: 30 },
    });
  });
});

describe('F1–F5 the favours, the hired muscle’s settlement and the pay-off', () => {
  it('F2 « 350 co → 4 marqueurs »: the detail is the loan without its wizard, with the vault’s deltas', () => {
    const out = applyWizardEvent(created({ level: 6 }), { type: 'favour', favour: { kind: 'loan', amount: 350 } }, deps());
    expect(out.ok && out.value.state.wizard).toMatchObject({ markers: 4, gold: 650 });
    expect(out.ok && out.value.detail).toEqual({ kind: 'favour', favour: { kind: 'loan', amount: 350, markers: 4 }, markersDelta: 4, goldDelta: 350 });
    expect(out.ok && out.reasons.map((r) => r.code)).toEqual(['loan_markers', 'favour_claimed', 'markers_taken', 'loan_gold_to_vault']);
  });

  it('F1 « un sorcier de niveau 3 avec 3 marqueurs … ne pourrait pas bénéficier d’autres faveurs »', () => {
    expect(refusal(applyWizardEvent(created({ level: 3, markers: 3 }), { type: 'favour', favour: { kind: 'loan', amount: 100 } }, deps()))).toEqual({
      rule: 'F1',
      code: 'markers_over_level',
      values: { favour: 'loan', needed: 1, free: 0, held: 3, level: 3 },
    });
  });

  it('F3 intimidation: both d20s recorded, attacker’s first (12 + 1 beats 3 + 1, the 2 markers kept)', () => {
    const event: WizardEvent = { type: 'favour', favour: { kind: 'intimidation', target: { name: 'G', role: 'soldier', will: 1 }, bonus: 1 } };
    const out = applyWizardEvent(created({ level: 6 }), event, deps([12, 3]));
    expect(out.ok && out.value.dice).toEqual([12, 3]);
    expect(out.ok && out.value.detail).toMatchObject({ kind: 'favour', favour: { kind: 'intimidation', success: true, markersKept: 2 }, markersDelta: 2 });
    expect(out.ok && 'wizard' in (out.value.detail.kind === 'favour' ? out.value.detail.favour : {})).toBe(false);
    expect(out.ok && out.rolls.map((r) => r.purpose)).toEqual(['intimidation_attacker', 'intimidation_defender']);
  });

  it('F4 hired muscle with the caller’s id (a treasure hunter, 2 markers); an id already hired is refused', () => {
    const start = created({ level: 6 });
    const event: WizardEvent = { type: 'favour', favour: { kind: 'hired_muscle', id: 'h1', muscle: 'treasure_hunter' } };
    const hired = play(start, [[event, []]]);
    expect(hired.wizard).toMatchObject({ markers: 2, hiredMuscle: [{ id: 'h1', kind: 'treasure_hunter' }] });
    expect(refusal(applyWizardEvent(hired, { ...event, favour: { kind: 'hired_muscle', id: 'h1', muscle: 'bandit' } }, deps()))).toEqual({
      rule: 'D7',
      code: 'hired_muscle_id_taken',
      values: { id: 'h1' },
    });
  });

  it('F4 after the game: « le sorcier prend un marqueur Pègre supplémentaire », even over the level; all released', () => {
    const twoHired = created({ level: 3, markers: 3, hiredMuscle: [{ id: 'h1', kind: 'bandit' }, { id: 'h2', kind: 'assassin' }] });
    const out = applyWizardEvent(twoHired, { type: 'hired_muscle_settle', diedIds: ['h1'] }, deps());
    expect(out.ok && out.value.state.wizard).toMatchObject({ markers: 4, hiredMuscle: [] });
    expect(out.ok && out.value.detail).toMatchObject({ kind: 'hired_muscle_settlement', settlement: { died: ['h1'], penaltyMarkers: 1, overLevel: true }, markersDelta: 1 });
    expect(refusal(applyWizardEvent(twoHired, { type: 'hired_muscle_settle', diedIds: ['hx'] }, deps()))).toEqual({
      rule: 'F4',
      code: 'not_hired_muscle',
      values: { id: 'hx' },
    });
  });

  it('F5 « Il en coûte 150 co pour retirer 1 marqueur »: 2 markers off 320 gc leave 1 and 20 gc; short of gold refused', () => {
    const out = applyWizardEvent(created({ markers: 3, gold: 320 }), { type: 'pay_off', markers: 2 }, deps());
    expect(out.ok && out.value.state.wizard).toMatchObject({ markers: 1, gold: 20 });
    expect(out.ok && out.value.detail).toEqual({ kind: 'pay_off', payOff: { markersPaid: 2, goldPaid: 300 }, markersDelta: -2, goldDelta: -300 });
    expect(refusal(applyWizardEvent(created({ markers: 3, gold: 299 }), { type: 'pay_off', markers: 2 }, deps()))).toEqual({
      rule: 'F5',
      code: 'not_enough_gold',
      values: { needed: 300, gold: 299, gcPerMarker: 150 },
    });
  });
});

describe('F6 the end-of-game collection', () => {
  it('1-6 « Payez ce que vous devez » at once: 3 markers, 400 gc, check 2, table 4 → 2 paid; nothing left pending', () => {
    const out = applyWizardEvent(created({ markers: 3, gold: 400 }), { type: 'collection_start', collectionId: 'c1' }, deps([2, 4]));
    const value = applied(out);
    expect(value.dice).toEqual([2, 4]);
    expect(value.state).toEqual({ wizard: makeWizard({ markers: 1, gold: 100 }), collection: null, endOfGame: 'debt_checked' });
    expect(value.detail).toMatchObject({
      kind: 'collection',
      collection: { id: 'c1', status: 'done', entry: 'pay_what_you_owe', markersRemoved: 2, goldPaid: 300 },
      markersDelta: -2,
      goldDelta: -300,
    });
    expect(value.detail.kind === 'collection' && 'wizard' in value.detail.collection).toBe(false);
    expect(out.ok && out.rolls.map((r) => r.purpose)).toEqual(['debt_check', 'debt_collection_table']);
  });

  it('no markers: skipped, no die', () => {
    const value = applied(applyWizardEvent(created({ markers: 0 }), { type: 'collection_start', collectionId: 'c1' }, deps()));
    expect(value).toMatchObject({ dice: [], state: { collection: null }, detail: { kind: 'collection', collection: { id: 'c1', status: 'skipped' } } });
  });

  it('19-20 « Faire un exemple »: the victim’s d20 too (6 → the apprentice), who carries the permanent injury; replayed without the step, it is gone', () => {
    const start = created({ markers: 2 });
    const out = applyWizardEvent(start, { type: 'collection_start', collectionId: 'c1' }, deps([2, 19, 6]));
    const value = applied(out);
    expect(value.dice).toEqual([2, 19, 6]);
    expect(value.detail).toMatchObject({ collection: { status: 'done', injury: { victim: 'apprentice', memberId: 'a', victimRoll: 6 } } });
    expect(value.state.wizard.warband.find((m) => m.id === 'a')?.injuries).toEqual([{ cause: 'debt_example', collectionId: 'c1' }]);
    expect(value.state.wizard.warband.filter((m) => m.injuries.length > 0).map((m) => m.id)).toEqual(['a']);
    expect(out.ok && out.reasons.map((r) => r.code).slice(-2)).toEqual(['permanent_injury', 'injury_recorded']);
    // Undo replays the steps kept: without the collection, the apprentice is unhurt again.
    const creation: StoredWizardEvent = { event: { type: 'wizard_created', wizard: makeWizard({ markers: 2 }) }, dice: [] };
    expect(replayWizard([creation, { event: { type: 'collection_start', collectionId: 'c1' }, dice: [2, 19, 6] }], table)).toEqual({ ok: true, value: value.state, reasons: [], rolls: [] });
    expect(replayWizard([creation], table)).toEqual({ ok: true, value: start, reasons: [], rolls: [] });
  });

  it('19-20, no apprentice: « 1-5, le sorcier » takes it on the warband’s wizard member (table rule exampleWithoutApprentice = wizard)', () => {
    const alone = created({ markers: 1, warband: makeWizard().warband.filter((m) => m.role !== 'apprentice') });
    const value = applied(applyWizardEvent(alone, { type: 'collection_start', collectionId: 'c7' }, deps([1, 20])));
    expect(value.state.wizard.warband.find((m) => m.role === 'wizard')?.injuries).toEqual([{ cause: 'debt_example', collectionId: 'c7' }]);
  });

  it('walks 1-6 → 7-12 → 13-18 across events, one collection at a time, each step naming the one that waits', () => {
    const start = created({ markers: 3, gold: 100 });
    const waitingSale = applied(applyWizardEvent(start, { type: 'collection_start', collectionId: 'c1' }, deps([2, 5]))).state;
    expect(waitingSale.collection).toMatchObject({ id: 'c1', status: 'awaiting_sale', path: ['pay_what_you_owe', 'goods_in_lieu'] });
    expect(refusal(applyWizardEvent(waitingSale, { type: 'collection_start', collectionId: 'c2' }, deps()))).toEqual({
      rule: 'F6',
      code: 'collection_pending',
      values: { collectionId: 'c1' },
    });
    expect(refusal(applyWizardEvent(waitingSale, { type: 'collection_sale', collectionId: 'c2', saleGold: 300 }, deps()))).toEqual({
      rule: 'F6',
      code: 'collection_not_pending',
      values: { collectionId: 'c2', pending: 'c1' },
    });
    expect(refusal(applyWizardEvent(waitingSale, { type: 'collection_help', collectionId: 'c1', memberIds: [] }, deps()))).toMatchObject({
      rule: 'F6',
      code: 'not_awaiting_members',
    });

    const sale = applyWizardEvent(waitingSale, { type: 'collection_sale', collectionId: 'c1', saleGold: 140 }, deps());
    const waitingMembers = applied(sale).state;
    expect(waitingMembers.collection).toMatchObject({ id: 'c1', status: 'awaiting_members', path: ['pay_what_you_owe', 'goods_in_lieu', 'a_little_help'] });
    expect(waitingMembers.wizard).toEqual(start.wizard); // the sale was not made
    expect(sale.ok && sale.reasons.map((r) => r.code)).toEqual(['sale_pays_nothing_falls_through', 'awaiting_members']);

    const help = applied(applyWizardEvent(waitingMembers, { type: 'collection_help', collectionId: 'c1', memberIds: ['s2', 's3'] }, deps())); // 50 + 100 = 150 → 3
    expect(help.state).toEqual({ wizard: makeWizard({ markers: 0, gold: 100 }), collection: null, endOfGame: 'debt_checked' });
    expect(help.detail).toMatchObject({ collection: { id: 'c1', status: 'done', entry: 'a_little_help', markersRemoved: 3, missNextGame: ['s2', 's3'] }, markersDelta: -3 });
    expect(refusal(applyWizardEvent(help.state, { type: 'collection_help', collectionId: 'c1', memberIds: [] }, deps()))).toEqual({
      rule: 'F6',
      code: 'collection_not_pending',
      values: { collectionId: 'c1', pending: null },
    });
  });

  it('7-12: the sale pays what the player asks, 1 to what it covers (460 gc, 1 marker paid: 2 left, 310 gc)', () => {
    const waiting = play(created({ markers: 3, gold: 0 }), [[{ type: 'collection_start', collectionId: 'c1' }, [1, 9]]]);
    const paid = applied(applyWizardEvent(waiting, { type: 'collection_sale', collectionId: 'c1', saleGold: 460, markersToPay: 1 }, deps()));
    expect(paid.state).toMatchObject({ wizard: { markers: 2, gold: 310 }, collection: null });
    expect(paid.detail).toMatchObject({ markersDelta: -1, goldDelta: 310, collection: { saleGold: 460, goldPaid: 150 } });
    expect(refusal(applyWizardEvent(waiting, { type: 'collection_sale', collectionId: 'c1', saleGold: 460, markersToPay: 4 }, deps()))).toEqual({
      rule: 'F6',
      code: 'sale_markers_out_of_range',
      values: { requested: 4, min: 1, max: 3, saleGold: 460 },
    });
  });

  it('the walk goes on with the wizard as it is now: a pay-off in between counts', () => {
    const waiting = play(created({ markers: 3, gold: 150 }), [[{ type: 'collection_start', collectionId: 'c1' }, [1, 15]]]);
    const afterPayOff = play(waiting, [[{ type: 'pay_off', markers: 1 }, []]]);
    expect(afterPayOff.collection?.id).toBe('c1');
    const help = applied(applyWizardEvent(afterPayOff, { type: 'collection_help', collectionId: 'c1', memberIds: ['a', 's3'] }, deps())); // 300 gc → 6, only 2 held
    expect(help.state.wizard).toMatchObject({ markers: 0, gold: 0 });
    expect(help.detail).toMatchObject({ collection: { markersRemoved: 2 }, markersDelta: -2, goldDelta: 0 });
  });
});

describe('the state and the events read back (zod)', () => {
  it('wizardStateSchema reads back every state written, strictly', () => {
    const waiting = play(created({ markers: 3, gold: 100 }), [[{ type: 'collection_start', collectionId: 'c1' }, [2, 5]]]);
    expect(wizardStateSchema.parse(JSON.parse(JSON.stringify(waiting)))).toEqual(waiting);
    expect(wizardStateSchema.safeParse({ ...waiting, extra: 1 }).success).toBe(false);
    expect(wizardStateSchema.safeParse({ ...waiting, collection: { ...waiting.collection, status: 'done' } }).success).toBe(false);
  });

  it('wizardEventSchema takes every event type and refuses an unknown field', () => {
    const state = created();
    const events: WizardEvent[] = [
      { type: 'wizard_created', wizard: makeWizard() },
      { type: 'wizard_restored', state },
      { type: 'wizard_edit', level: 6 },
      { type: 'member_add', member: { id: 's4', name: 'Archer', role: 'soldier', baseCost: 50, will: 0 } },
      { type: 'member_edit', id: 's1', name: 'Brute' },
      { type: 'member_remove', id: 's1' },
      { type: 'favour', favour: { kind: 'loan', amount: 100 } },
      { type: 'favour', favour: { kind: 'intimidation', target: { name: 'G', role: 'soldier', will: 0 }, bonus: 0 } },
      { type: 'favour', favour: { kind: 'hired_muscle', id: 'h1', muscle: 'bandit' } },
      { type: 'hired_muscle_settle', diedIds: [] },
      { type: 'pay_off', markers: 1 },
      { type: 'collection_start', collectionId: 'c1' },
      { type: 'collection_sale', collectionId: 'c1', saleGold: 300, markersToPay: 2 },
      { type: 'collection_help', collectionId: 'c1', memberIds: ['s1'] },
    ];
    for (const event of events) expect(wizardEventSchema.parse(event)).toEqual(event);
    expect(wizardEventSchema.safeParse({ type: 'pay_off', markers: 1, version: 3 }).success).toBe(false);
    expect(wizardEventSchema.safeParse({ type: 'favour', favour: { kind: 'hired_muscle', muscle: 'bandit' } }).success).toBe(false);
  });
});

// ─── replay ──────────────────────────────────────────────────────────────────────────────────

const MEMBER_IDS = ['w', 'a', 's1', 's2', 's3', 'm1', 'm2'] as const;
const HIRED_IDS = ['h1', 'h2', 'h3'] as const;
const COLLECTION_IDS = ['c1', 'c2'] as const;
const NAMES = ['Maelis', 'Tobin', 'Hallebardier', 'Garde'] as const;
const ROLES: readonly WarbandRole[] = ['wizard', 'apprentice', 'captain', 'soldier', 'hired_muscle'];

/**
 * An event, or one made at its turn from the state then: a baseline (`restore` the state, `create`
 * a new wizard), or a sale or help for the collection that waits (`follow_…`).
 */
type Move =
  | WizardEvent
  | { readonly type: 'restore' }
  | { readonly type: 'create'; readonly level: number; readonly markers: number; readonly gold: number }
  | { readonly type: 'follow_sale'; readonly saleGold: number; readonly markersToPay?: number }
  | { readonly type: 'follow_help'; readonly memberIds: string[] };

function eventOf(move: Move, state: WizardState): WizardEvent {
  const collectionId = state.collection?.id ?? 'c1';
  switch (move.type) {
    case 'restore':
      return { type: 'wizard_restored', state };
    case 'create':
      return { type: 'wizard_created', wizard: makeWizard({ id: 'wiz-2', level: move.level, markers: move.markers, gold: move.gold }) };
    case 'follow_sale':
      return { ...move, type: 'collection_sale', collectionId };
    case 'follow_help':
      return { ...move, type: 'collection_help', collectionId };
    default:
      return move;
  }
}

const memberArb = fc.record({
  id: fc.constantFrom(...MEMBER_IDS),
  name: fc.constantFrom(...NAMES),
  role: fc.constantFrom(...ROLES),
  baseCost: fc.integer({ min: 0, max: 300 }),
  will: fc.integer({ min: -3, max: 8 }),
});

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ type: fc.constant('restore' as const) }),
  fc.record({ type: fc.constant('create' as const), level: fc.integer({ min: 0, max: 10 }), markers: fc.integer({ min: 0, max: 10 }), gold: fc.integer({ min: 0, max: 1500 }) }),
  fc.record(
    { type: fc.constant('wizard_edit' as const), name: fc.constantFrom(...NAMES), level: fc.integer({ min: 0, max: 8 }), gold: fc.integer({ min: 0, max: 1500 }), markers: fc.integer({ min: 0, max: 8 }) },
    { requiredKeys: ['type'] },
  ),
  memberArb.map((member) => ({ type: 'member_add' as const, member })),
  fc.record(
    { type: fc.constant('member_edit' as const), id: fc.constantFrom(...MEMBER_IDS), name: fc.constantFrom(...NAMES), role: fc.constantFrom(...ROLES), baseCost: fc.integer({ min: 0, max: 300 }), will: fc.integer({ min: -3, max: 8 }) },
    { requiredKeys: ['type', 'id'] },
  ),
  fc.record({ type: fc.constant('member_remove' as const), id: fc.constantFrom(...MEMBER_IDS) }),
  fc.integer({ min: 0, max: 1200 }).map((amount) => ({ type: 'favour' as const, favour: { kind: 'loan' as const, amount } })),
  fc
    .record({ bonus: fc.integer({ min: -1, max: 4 }), role: fc.constantFrom(...ROLES), will: fc.integer({ min: -3, max: 8 }), name: fc.constantFrom(...NAMES) })
    .map(({ bonus, role, will, name }) => ({ type: 'favour' as const, favour: { kind: 'intimidation' as const, bonus, target: { name, role, will } } })),
  fc
    .record({ id: fc.constantFrom(...HIRED_IDS), muscle: fc.constantFrom(...HIRED_MUSCLE_KINDS) })
    .map(({ id, muscle }) => ({ type: 'favour' as const, favour: { kind: 'hired_muscle' as const, id, muscle } })),
  fc.subarray([...HIRED_IDS, 'hx']).map((diedIds) => ({ type: 'hired_muscle_settle' as const, diedIds })),
  fc.integer({ min: 0, max: 6 }).map((markers) => ({ type: 'pay_off' as const, markers })),
  fc.constantFrom(...COLLECTION_IDS).map((collectionId) => ({ type: 'collection_start' as const, collectionId })),
  fc.record(
    { type: fc.constant('collection_sale' as const), collectionId: fc.constantFrom(...COLLECTION_IDS), saleGold: fc.integer({ min: 0, max: 700 }), markersToPay: fc.integer({ min: 0, max: 4 }) },
    { requiredKeys: ['type', 'collectionId', 'saleGold'] },
  ),
  fc.record({ type: fc.constant('collection_help' as const), collectionId: fc.constantFrom(...COLLECTION_IDS), memberIds: fc.subarray([...MEMBER_IDS]) }),
  // The walk more often: started, then followed up with the waiting collection's id.
  { weight: 3, arbitrary: fc.constantFrom(...COLLECTION_IDS).map((collectionId) => ({ type: 'collection_start' as const, collectionId })) },
  {
    weight: 3,
    arbitrary: fc.record(
      { type: fc.constant('follow_sale' as const), saleGold: fc.integer({ min: 0, max: 700 }), markersToPay: fc.integer({ min: 0, max: 4 }) },
      { requiredKeys: ['type', 'saleGold'] },
    ),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('follow_help' as const), memberIds: fc.subarray(['a', 's1', 's2', 's3', 'm1']) }) },
);

const tableArb: fc.Arbitrary<TableRules> = fc.constantFrom(DEFAULT_TABLE_RULES, { ...DEFAULT_TABLE_RULES, hiredMuscleDeathOverLevel: 'cap', exampleWithoutApprentice: 'nobody' });

describe('replayWizard', () => {
  it('property: a random history, recorded with its dice, replays to the state it made (nobody re-rolls), every state read back', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { minLength: 10, maxLength: 40, size: 'medium' }), fc.nat(), tableArb, (moves, seed, rules) => {
        const roller = seededRoller(seed);
        const first: WizardEvent = { type: 'wizard_created', wizard: makeWizard({ level: 12, markers: 8 }) };
        const history: StoredWizardEvent[] = [{ event: first, dice: [] }];
        let state: WizardState = applied(applyWizardEvent(null, first, { roller, table: rules })).state;
        for (const move of moves) {
          const event = eventOf(move, state);
          const out = applyWizardEvent(state, event, { roller, table: rules });
          if (!out.ok) continue; // refused: nothing stored
          history.push({ event, dice: out.value.dice });
          state = out.value.state;
          expect(out.value.dice).toEqual(out.rolls.flatMap((r) => [...r.dice]));
          expect(wizardStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
        }
        expect(replayWizard(history, rules)).toEqual({ ok: true, value: state, reasons: [], rolls: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('starts from the last baseline: what came before it is not replayed', () => {
    const restored = play(created({ markers: 3, gold: 100 }), [[{ type: 'collection_start', collectionId: 'c1' }, [2, 5]]]);
    const history: StoredWizardEvent[] = [
      { event: { type: 'wizard_created', wizard: makeWizard() }, dice: [] },
      { event: { type: 'collection_start', collectionId: 'c0' }, dice: [1, 2, 3, 4] }, // would not replay
      { event: { type: 'wizard_restored', state: restored }, dice: [] },
      { event: { type: 'collection_sale', collectionId: 'c1', saleGold: 320 }, dice: [] },
    ];
    const replayed = replayWizard(history, table);
    expect(replayed.ok && replayed.value).toEqual({ wizard: makeWizard({ markers: 1, gold: 100 + 320 - 300 }), collection: null, endOfGame: 'debt_checked' });
  });

  it('each stored event under its own table rules', () => {
    const twoHired = makeWizard({ level: 3, markers: 3, hiredMuscle: [{ id: 'h1', kind: 'bandit' }] });
    const history: StoredWizardEvent[] = [
      { event: { type: 'wizard_created', wizard: twoHired }, dice: [] },
      { event: { type: 'hired_muscle_settle', diedIds: ['h1'] }, dice: [], table: { ...table, hiredMuscleDeathOverLevel: 'cap' } },
    ];
    expect(replayWizard(history, table)).toMatchObject({ ok: true, value: { wizard: { markers: 3 } } });
    expect(replayWizard([history[0] as StoredWizardEvent, { ...(history[1] as StoredWizardEvent), table: undefined }], table)).toMatchObject({
      ok: true,
      value: { wizard: { markers: 4 } },
    });
  });

  it('a stored event that consumes other dice than it stored does not replay; one now refused is the refusal', () => {
    const start = { event: { type: 'wizard_created', wizard: makeWizard({ markers: 3 }) }, dice: [] } as const;
    expect(() => replayWizard([start, { event: { type: 'collection_start', collectionId: 'c1' }, dice: [20, 5] }], table)).toThrow(/left 1 stored dice unused/);
    expect(() => replayWizard([start, { event: { type: 'collection_start', collectionId: 'c1' }, dice: [2] }], table)).toThrow(/ran out of dice/);
    expect(replayWizard([start, { event: { type: 'pay_off', markers: 9 }, dice: [] }], table)).toMatchObject({ ok: false, error: { rule: 'F5', code: 'not_enough_markers' } });
    expect(() => replayWizard([{ event: { type: 'pay_off', markers: 1 }, dice: [] }], table)).toThrow(/starts with its creation/);
  });
});

import { scriptedRoller } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/client';
import { ConflictError, RuleRefusalError } from '../../http/errors';
import {
  claimFavour,
  collectionHelp,
  collectionSale,
  getCollection,
  getLedger,
  payOff,
  settleHiredMuscleAfterGame,
  startCollection,
} from './ledger';
import { addWarbandMember, createWizard, getWizard, patchWizard, removeWarbandMember } from './service';
import { wizardAggregate } from './aggregate';
import { undoStep } from '../history/moves';

let db: TestDatabase;
let campaignId: string;
let counter = 0;
const newId = (): string => `hm-${++counter}`;
const noDice = scriptedRoller([]);

beforeAll(async () => {
  db = await createTestDatabase();
  campaignId = (await db.prisma.campaign.create({ data: { name: 'Frostgrave' } })).id;
});
afterAll(async () => {
  await db.cleanup();
});

function wizard(overrides: { level?: number; gold?: number; markers?: number } = {}) {
  return createWizard({ db: db.prisma }, campaignId, {
    name: 'Maelis',
    level: overrides.level ?? 5,
    gold: overrides.gold ?? 300,
    markers: overrides.markers ?? 0,
    warband: [
      { name: 'Maelis', role: 'wizard', baseCost: 0, will: 4 },
      { name: 'Tobin', role: 'apprentice', baseCost: 200, will: 2 },
      { name: 'Knight', role: 'soldier', baseCost: 100, will: 1 },
    ],
  });
}

/** The game ends (F4: nobody hired, nobody died): the wizard may now be checked (F6). */
async function gameOver(w: { id: string; version: number }) {
  return (await settleHiredMuscleAfterGame({ db: db.prisma, roller: noDice }, w.id, w.version, [])).wizard;
}

async function refusal(promise: Promise<unknown>): Promise<{ rule: string; code: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RuleRefusalError);
  return (error as RuleRefusalError).refusal;
}

describe('the underworld ledger in the database', () => {
  it('« un prêt de 350 co génère 4 marqueurs Pègres »: gold in, markers up, a ledger entry, version bumped', async () => {
    const w = await wizard();
    const out = await claimFavour({ db: db.prisma, roller: scriptedRoller([]), newId }, w.id, w.version, { kind: 'loan', amount: 350 });
    expect(out.wizard).toMatchObject({ gold: 650, markers: 4, version: w.version + 1, freeMarkers: 1 });
    expect(out.entry).toMatchObject({ kind: 'loan', markersDelta: 4, goldDelta: 350, details: { amount: 350, markers: 4 } });
    expect(out.reasons.map((r) => r.rule)).toContain('F2');
    expect(out.rolls).toEqual([]);
  });

  it('a failed +2 intimidation keeps 1 of its 3 markers and stores both d20s', async () => {
    const w = await wizard();
    const out = await claimFavour({ db: db.prisma, roller: scriptedRoller([5, 15]), newId }, w.id, w.version, {
      kind: 'intimidation',
      target: { name: 'Thug', role: 'soldier', will: 0 },
      bonus: 2,
    });
    expect(out.wizard.markers).toBe(1);
    expect(out.entry.details).toMatchObject({ success: false, markersTaken: 3, markersRemoved: 2, markersKept: 1 });
    expect(out.rolls).toHaveLength(1);
    expect(out.rolls[0]).toMatchObject({ who: 'Maelis', kind: 'd20', sides: 20, dice: [5, 15], band: 'failure', wizardId: w.id });
  });

  it('F1: a favour over the level is refused and nothing is written', async () => {
    const w = await wizard({ level: 2, markers: 2 });
    const before = await getLedger(db.prisma, w.id);
    expect(await refusal(claimFavour({ db: db.prisma, roller: scriptedRoller([]), newId }, w.id, w.version, { kind: 'loan', amount: 100 }))).toMatchObject({
      rule: 'F1',
      code: 'markers_over_level',
    });
    expect(await getLedger(db.prisma, w.id)).toEqual(before);
  });

  it('a stale version is a conflict carrying the current wizard', async () => {
    const w = await wizard();
    await patchWizard({ db: db.prisma, roller: noDice }, w.id, { version: w.version, gold: 10 });
    const error = await payOff({ db: db.prisma, roller: noDice }, w.id, w.version, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).current).toMatchObject({ id: w.id, gold: 10, version: w.version + 1 });
  });

  it('hires muscle, settles it after the game (a death costs a marker) and pays a marker off', async () => {
    const w = await wizard({ gold: 400 });
    const hired = await claimFavour({ db: db.prisma, roller: scriptedRoller([]), newId }, w.id, w.version, { kind: 'hired_muscle', muscle: 'assassin' });
    expect(hired.wizard.hiredMuscle).toEqual([{ id: expect.any(String), kind: 'assassin' }]);
    expect(hired.wizard.markers).toBe(2);
    const died = hired.wizard.hiredMuscle[0]?.id as string;
    const settled = await settleHiredMuscleAfterGame({ db: db.prisma, roller: noDice }, w.id, hired.wizard.version, [died]);
    expect(settled.wizard).toMatchObject({ markers: 3, hiredMuscle: [] });
    expect(settled.entry).toMatchObject({ kind: 'hired_muscle_settlement', markersDelta: 1 });
    const paid = await payOff({ db: db.prisma, roller: noDice }, w.id, settled.wizard.version, 2);
    expect(paid.wizard).toMatchObject({ markers: 1, gold: 100 });
    const ledger = await getLedger(db.prisma, w.id);
    expect(ledger.payOffs.map((p) => p.markersDelta)).toEqual([-2]);
    expect(ledger.favours.map((f) => f.kind)).toEqual(['hired_muscle_settlement', 'hired_muscle']);
  });

  it('F6: a collection falls through 1-6 → 7-12 → 13-18 across steps, its state surviving between them', async () => {
    const w = await gameOver(await wizard({ gold: 100, markers: 4 }));
    // check 2 ≤ 4 markers: called; table 3 → 1-6, but 100 gc pays nothing → 7-12 awaits a sale.
    const started = await startCollection({ db: db.prisma, roller: scriptedRoller([2, 3]), newId }, w.id, w.version);
    expect(started.entry).toMatchObject({ status: 'awaiting_sale', awaiting: 'sale', checkRoll: 2, tableRoll: 3, path: ['pay_what_you_owe', 'goods_in_lieu'] });
    expect(started.rolls[0]?.dice).toEqual([2, 3]);
    expect((await getWizard(db.prisma, w.id)).pendingCollectionId).toBe(started.entry.id);
    // A second start while this one waits is refused: one check per game.
    expect(await refusal(startCollection({ db: db.prisma, roller: scriptedRoller([1, 1]), newId }, w.id, started.wizard.version))).toMatchObject({
      rule: 'F6',
      code: 'collection_already_checked',
    });
    // The sale raises 100 gc: not a marker's worth → 13-18 awaits members.
    const sold = await collectionSale({ db: db.prisma, roller: noDice }, started.entry.id, started.wizard.version, { saleGold: 100 });
    expect(sold.entry).toMatchObject({ status: 'awaiting_members', path: ['pay_what_you_owe', 'goods_in_lieu', 'a_little_help'] });
    const member = sold.wizard.warband.find((m) => m.name === 'Tobin')?.id as string;
    const helped = await collectionHelp({ db: db.prisma, roller: noDice }, started.entry.id, sold.wizard.version, [member]);
    expect(helped.entry).toMatchObject({ status: 'done', entry: 'a_little_help', markersRemoved: 4, missNextGame: [member], awaiting: null });
    expect(helped.wizard).toMatchObject({ markers: 0, pendingCollectionId: null });
    const ledger = await getLedger(db.prisma, w.id);
    expect(ledger.collections).toHaveLength(1);
    expect(ledger.collections[0]?.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['debt_check', 'nothing_payable_falls_through', 'sale_pays_nothing_falls_through', 'little_help']),
    );
  });

  it('a refused collection step writes nothing (helping with the wizard)', async () => {
    const w = await gameOver(await wizard({ markers: 3 }));
    const started = await startCollection({ db: db.prisma, roller: scriptedRoller([1, 15]), newId }, w.id, w.version);
    expect(started.entry.status).toBe('awaiting_members');
    const self = started.wizard.warband.find((m) => m.role === 'wizard')?.id as string;
    const before = await getLedger(db.prisma, w.id);
    expect(await refusal(collectionHelp({ db: db.prisma, roller: noDice }, started.entry.id, started.wizard.version, [self]))).toMatchObject({
      rule: 'F6',
      code: 'wizard_cannot_help',
    });
    expect(await getLedger(db.prisma, w.id)).toEqual(before);
  });

  it('warband edits bump the wizard version', async () => {
    const w = await wizard();
    const out = await addWarbandMember({ db: db.prisma, roller: noDice }, w.id, w.version, { name: 'Archer', role: 'soldier', baseCost: 50, will: 0 });
    expect(out.wizard.version).toBe(w.version + 1);
    expect(out.wizard.warband.map((m) => m.name)).toEqual(['Maelis', 'Tobin', 'Knight', 'Archer']);
  });
});

describe('undo on the ledger: the wizard is the replay of the steps kept, its rolls stay listed, undone', () => {
  it('a loan undone: gold and markers back, the entry gone from the ledger, the undo in the history', async () => {
    const w = await wizard();
    const loan = await claimFavour({ db: db.prisma, roller: noDice, newId }, w.id, w.version, { kind: 'loan', amount: 350 });
    const undone = await undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: loan.wizard.version });
    expect(undone.wizard).toMatchObject({ gold: 300, markers: 0, version: loan.wizard.version + 1 });
    expect(undone.reasons).toEqual([{ rule: 'D7', code: 'ledger_step_undone', values: { seq: 2, type: 'favour' } }]);
    expect((await getLedger(db.prisma, w.id)).favours).toEqual([]);
    const steps = await db.prisma.step.findMany({ where: { aggregate: 'wizard', aggregateId: w.id }, orderBy: { seq: 'asc' } });
    expect(steps.map((s) => [s.type, s.undoneById === null])).toEqual([
      ['wizard_created', true],
      ['favour', false],
      ['undo', true],
    ]);
  });

  it('a collection walked back step by step: members, sale, start — its d20s marked undone, nobody re-rolls', async () => {
    const w = await gameOver(await wizard({ gold: 100, markers: 4 }));
    const started = await startCollection({ db: db.prisma, roller: scriptedRoller([2, 3]), newId }, w.id, w.version);
    const sold = await collectionSale({ db: db.prisma, roller: noDice }, started.entry.id, started.wizard.version, { saleGold: 100 });
    const member = sold.wizard.warband.find((m) => m.name === 'Tobin')?.id as string;
    const helped = await collectionHelp({ db: db.prisma, roller: noDice }, started.entry.id, sold.wizard.version, [member]);

    const backToMembers = await undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: helped.wizard.version });
    expect(backToMembers.wizard).toMatchObject({ markers: 4, pendingCollectionId: started.entry.id });
    expect((await getLedger(db.prisma, w.id)).collections[0]).toMatchObject({ status: 'awaiting_members', awaiting: 'members' });
    // The walk goes on from where the undo left it, as the player chooses again.
    const backToSale = await undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: backToMembers.wizard.version });
    expect((await getLedger(db.prisma, w.id)).collections[0]).toMatchObject({ status: 'awaiting_sale', path: ['pay_what_you_owe', 'goods_in_lieu'] });
    const noCollection = await undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: backToSale.wizard.version });
    expect(noCollection.wizard).toMatchObject({ markers: 4, gold: 100, pendingCollectionId: null });
    expect(noCollection.undoneRolls).toEqual([expect.objectContaining({ dice: [2, 3], undone: true, history: 'wizard' })]);
    const ledger = await getLedger(db.prisma, w.id);
    expect(ledger.collections).toEqual([]);
    expect(ledger.rolls).toEqual([expect.objectContaining({ dice: [2, 3], undone: true })]);
    await expect(getCollection(db.prisma, started.entry.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('an intimidation undone with a roster edit after it: the edit first, then the intimidation, each replayed with its own dice', async () => {
    const w = await wizard();
    const threat = await claimFavour({ db: db.prisma, roller: scriptedRoller([18, 2]), newId }, w.id, w.version, { kind: 'intimidation', target: { name: 'Thug', role: 'soldier', will: 0 }, bonus: 1 });
    const knight = threat.wizard.warband.find((m) => m.name === 'Knight')?.id as string;
    const removed = await removeWarbandMember({ db: db.prisma, roller: noDice }, w.id, knight, threat.wizard.version);
    const back = await undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: removed.version });
    // The intimidation's two d20s are not rolled again: the replay reads them from its step.
    expect(back.wizard).toMatchObject({ markers: threat.wizard.markers, warband: threat.wizard.warband });
    const before = await undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: back.wizard.version });
    expect(before.wizard).toMatchObject({ markers: 0, warband: w.warband });
    expect(before.undoneRolls.map((r) => [r.dice, r.undone])).toEqual([[[18, 2], true]]);
  });

  it('the creation is never undone (D7 nothing_to_undo_in_ledger) and a stale version is a conflict', async () => {
    const w = await wizard();
    expect(await refusal(undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: w.version }))).toMatchObject({ rule: 'D7', code: 'nothing_to_undo_in_ledger' });
    const loan = await claimFavour({ db: db.prisma, roller: noDice, newId }, w.id, w.version, { kind: 'loan', amount: 100 });
    await expect(undoStep({ db: db.prisma }, wizardAggregate, { id: w.id, version: w.version })).rejects.toBeInstanceOf(ConflictError);
    expect((await getWizard(db.prisma, w.id)).version).toBe(loan.wizard.version);
  });
});

import { DEFAULT_TABLE_RULES, applyWizardEvent, scriptedRoller, type WizardEvent } from '@temps-mort/rules';
import { sampleWizard } from '@temps-mort/contract/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordWizardStep } from '../../../domain/wizards/history';
import { findWizard, saveWizardState, wizardStateOf } from '../../../domain/wizards/model';
import { buildTestApp, type TestApp } from '../../../test/build';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface WizardOut {
  id: string;
  version: number;
  gold: number;
  markers: number;
  freeMarkers: number;
  pendingCollectionId: string | null;
  endOfGame: string;
  warband: { id: string; name: string; role: string; injuries: { cause: string; collectionId: string }[] }[];
  hiredMuscle: { id: string; kind: string }[];
}

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body === '' ? null : (res.json() as Record<string, unknown>) };
}

async function newWizard(overrides: Record<string, unknown> = {}): Promise<WizardOut> {
  const res = await call('POST', `/api/campaigns/${t.campaignId}/wizards`, { ...sampleWizard(), ...overrides });
  expect(res.status).toBe(201);
  return res.body as unknown as WizardOut;
}

/** F4 at the end of a game: the hired muscle settled (nobody died unless told); the debt check may follow. */
async function settle(w: { id: string; version: number }, diedIds: string[] = []): Promise<WizardOut> {
  const res = await call('POST', `/api/wizards/${w.id}/hired-muscle/settle`, { version: w.version, diedIds });
  expect(res.status).toBe(200);
  return (res.body as { wizard: WizardOut }).wizard;
}

describe('wizards CRUD', () => {
  it('creates, lists, reads, edits (with its version) and deletes a wizard', async () => {
    const w = await newWizard();
    expect(w).toMatchObject({ level: 5, gold: 300, markers: 0, freeMarkers: 5, version: 1, pendingCollectionId: null, endOfGame: 'playing' });
    expect(w.warband.map((m) => [m.role, m.injuries])).toEqual([
      ['wizard', []],
      ['apprentice', []],
      ['soldier', []],
    ]);

    const list = await call('GET', `/api/campaigns/${t.campaignId}/wizards`);
    expect((list.body as unknown as WizardOut[]).map((x) => x.id)).toContain(w.id);

    const patched = await call('PATCH', `/api/wizards/${w.id}`, { version: 1, level: 6, gold: 50 });
    expect(patched).toMatchObject({ status: 200, body: { level: 6, gold: 50, version: 2 } });

    const stale = await call('PATCH', `/api/wizards/${w.id}`, { version: 1, gold: 0 });
    expect(stale).toMatchObject({ status: 409, body: { error: 'conflict', current: { id: w.id, gold: 50, version: 2 } } });

    const member = await call('POST', `/api/wizards/${w.id}/warband`, { version: 2, name: 'Archer', role: 'soldier', baseCost: 50, will: 0 });
    expect(member.status).toBe(201);
    const memberId = member.body?.memberId as string;
    const edited = await call('PATCH', `/api/wizards/${w.id}/warband/${memberId}`, { version: 3, will: 2 });
    expect((edited.body as unknown as WizardOut).warband.find((m) => m.id === memberId)).toMatchObject({ will: 2 });
    const removed = await call('DELETE', `/api/wizards/${w.id}/warband/${memberId}?version=4`);
    expect(removed).toMatchObject({ status: 200, body: { version: 5 } });

    expect((await call('DELETE', `/api/wizards/${w.id}?version=4`)).status).toBe(409);
    expect((await call('DELETE', `/api/wizards/${w.id}?version=5`)).status).toBe(204);
    expect(await call('GET', `/api/wizards/${w.id}`)).toMatchObject({ status: 404, body: { error: 'not_found', resource: 'wizard' } });
  });
});

describe('favours (F1–F5) through HTTP', () => {
  it('« un prêt de 350 co génère 4 marqueurs Pègres »', async () => {
    const w = await newWizard();
    const res = await call('POST', `/api/wizards/${w.id}/favours`, { version: 1, kind: 'loan', amount: 350 });
    expect(res).toMatchObject({
      status: 200,
      body: { wizard: { gold: 650, markers: 4, version: 2 }, entry: { kind: 'loan', markersDelta: 4, goldDelta: 350 } },
    });
  });

  it('« si une tentative d’intimidation avec un modificateur de +2 est effectuée et échoue, 2 des 3 marqueurs […] seront retirés »', async () => {
    const w = await newWizard();
    t.useDice([4, 18]); // attacker 4 + 2 = 6 ≤ defender 18 + 0
    const res = await call('POST', `/api/wizards/${w.id}/favours`, {
      version: 1,
      kind: 'intimidation',
      target: { name: 'Thug', role: 'soldier', will: 0 },
      bonus: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      wizard: { markers: 1 },
      entry: { kind: 'intimidation', markersDelta: 1, details: { success: false, markersTaken: 3, markersRemoved: 2, markersKept: 1 } },
      rolls: [{ who: 'Maelis', kind: 'd20', dice: [4, 18], band: 'failure' }],
    });
    const ledger = await call('GET', `/api/wizards/${w.id}/ledger`);
    expect(ledger.body).toMatchObject({ favours: [{ kind: 'intimidation' }], rolls: [{ dice: [4, 18] }] });
  });

  it('hires muscle, settles the game (a death costs a marker) and pays off (F4, F5)', async () => {
    const w = await newWizard({ gold: 500 });
    const hired = await call('POST', `/api/wizards/${w.id}/favours`, { version: 1, kind: 'hired_muscle', muscle: 'thief' });
    const hiredWizard = (hired.body as { wizard: WizardOut }).wizard;
    expect(hiredWizard).toMatchObject({ markers: 1, hiredMuscle: [{ kind: 'thief' }] });
    const settled = await call('POST', `/api/wizards/${w.id}/hired-muscle/settle`, { version: 2, diedIds: [hiredWizard.hiredMuscle[0]?.id] });
    expect(settled.body).toMatchObject({ wizard: { markers: 2, hiredMuscle: [] }, entry: { kind: 'hired_muscle_settlement' } });
    const paid = await call('POST', `/api/wizards/${w.id}/pay-off`, { version: 3, markers: 2 });
    expect(paid.body).toMatchObject({ wizard: { markers: 0, gold: 200 }, entry: { kind: 'pay_off', markersDelta: -2, goldDelta: -300 } });
    const ledger = await call('GET', `/api/wizards/${w.id}/ledger`);
    expect(ledger.body).toMatchObject({ payOffs: [{ kind: 'pay_off' }], favours: [{ kind: 'hired_muscle_settlement' }, { kind: 'hired_muscle' }] });
  });

  it('F1: markers over the level → 422 naming F1, and the database unchanged', async () => {
    const w = await newWizard({ level: 3, markers: 3 });
    const before = dumpDatabase(t.dbPath);
    const res = await call('POST', `/api/wizards/${w.id}/favours`, { version: 1, kind: 'loan', amount: 100 });
    expect(res).toMatchObject({ status: 422, body: { error: 'rule', rule: 'F1', code: 'markers_over_level', values: { level: 3, held: 3 } } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it.each([
    [{ kind: 'loan', amount: 99 }, 'F2', 'loan_out_of_range'],
    [{ kind: 'intimidation', target: { name: 'Brute', role: 'captain', will: 2 }, bonus: 0 }, 'F3', 'target_immune'],
    [{ kind: 'intimidation', target: { name: 'Thug', role: 'soldier', will: 0 }, bonus: 4 }, 'F3', 'bonus_out_of_range'],
  ])('%j is refused by %s (nothing written)', async (favour, rule, code) => {
    const w = await newWizard();
    const before = dumpDatabase(t.dbPath);
    const res = await call('POST', `/api/wizards/${w.id}/favours`, { version: 1, ...favour });
    expect(res).toMatchObject({ status: 422, body: { rule, code } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe('the end-of-game collection (F6) across requests', () => {
  it('falls through 1-6 → 7-12 → 13-18, the pending state surviving between requests', async () => {
    const w = await settle(await newWizard({ gold: 100, markers: 3 }));
    t.useDice([3, 5]); // check 3 ≤ 3 markers: called; table 5 → 1-6, 100 gc pays nothing → 7-12
    const started = await call('POST', `/api/wizards/${w.id}/collections`, { version: 2 });
    expect(started.status).toBe(201);
    const collection = started.body?.entry as { id: string };
    expect(started.body).toMatchObject({
      entry: { status: 'awaiting_sale', awaiting: 'sale', checkRoll: 3, tableRoll: 5, path: ['pay_what_you_owe', 'goods_in_lieu'] },
      rolls: [{ kind: 'd20', dice: [3, 5], purpose: 'debt_collection' }],
    });

    // A "reload": the wizard points at the pending collection, which reads back as it was.
    const reloaded = await call('GET', `/api/wizards/${w.id}`);
    expect(reloaded.body).toMatchObject({ pendingCollectionId: collection.id, version: 3, endOfGame: 'debt_checked' });
    expect(await call('GET', `/api/collections/${collection.id}`)).toMatchObject({ status: 200, body: { status: 'awaiting_sale' } });
    // The wrong step is refused by the rules.
    expect(await call('POST', `/api/collections/${collection.id}/help`, { version: 3, memberIds: [] })).toMatchObject({
      status: 422,
      body: { rule: 'F6', code: 'not_awaiting_members' },
    });

    const sold = await call('POST', `/api/collections/${collection.id}/sale`, { version: 3, saleGold: 120 });
    expect(sold.body).toMatchObject({ entry: { status: 'awaiting_members', awaiting: 'members', path: ['pay_what_you_owe', 'goods_in_lieu', 'a_little_help'] } });
    const knight = w.warband.find((m) => m.name === 'Knight')?.id;
    const helped = await call('POST', `/api/collections/${collection.id}/help`, { version: 4, memberIds: [knight] });
    expect(helped.body).toMatchObject({
      wizard: { markers: 1, pendingCollectionId: null, version: 5 },
      entry: { status: 'done', entry: 'a_little_help', markersRemoved: 2, missNextGame: [knight], awaiting: null },
    });
    const ledger = await call('GET', `/api/wizards/${w.id}/ledger`);
    expect(ledger.body).toMatchObject({ collections: [{ id: collection.id, status: 'done' }] });
  });

  it('a debt not called ends at once; a wizard without markers rolls nothing', async () => {
    const w = await settle(await newWizard({ markers: 2 }));
    t.useDice([15]);
    const res = await call('POST', `/api/wizards/${w.id}/collections`, { version: w.version });
    expect(res.body).toMatchObject({ entry: { status: 'not_called', checkRoll: 15, awaiting: null }, wizard: { pendingCollectionId: null } });
    const clean = await settle(await newWizard());
    t.useDice([]);
    expect((await call('POST', `/api/wizards/${clean.id}/collections`, { version: clean.version })).body).toMatchObject({ entry: { status: 'skipped' }, rolls: [] });
  });
});

describe('undo on the ledger through HTTP', () => {
  it('a loan, a pay-off and a collection each undone; the undone d20s marked undone in the ledger, the campaign rolls and the history', async () => {
    const w = await newWizard({ gold: 100, markers: 2 });
    const loan = await call('POST', `/api/wizards/${w.id}/favours`, { version: 1, kind: 'loan', amount: 200 });
    expect(loan.body).toMatchObject({ wizard: { gold: 300, markers: 4, version: 2 } });
    const paid = await call('POST', `/api/wizards/${w.id}/pay-off`, { version: 2, markers: 1 });
    expect(paid.body).toMatchObject({ wizard: { gold: 150, markers: 3, version: 3 } });
    await settle({ id: w.id, version: 3 });
    t.useDice([1, 20, 4]); // check 1 ≤ 3: called; 20 → make an example, its victim's d20
    const collected = await call('POST', `/api/wizards/${w.id}/collections`, { version: 4 });
    expect(collected.status).toBe(201);
    const rollId = (collected.body?.rolls as { id: string }[])[0]?.id;

    const undoCollection = await call('POST', `/api/wizards/${w.id}/undo`, { version: 5 });
    expect(undoCollection).toMatchObject({
      status: 200,
      body: { wizard: { gold: 150, markers: 3, version: 6, pendingCollectionId: null, endOfGame: 'hired_muscle_settled' }, undoneRolls: [{ id: rollId, undone: true }] },
    });
    const undoSettle = await call('POST', `/api/wizards/${w.id}/undo`, { version: 6 });
    expect(undoSettle.body).toMatchObject({ wizard: { endOfGame: 'playing', version: 7 }, undoneRolls: [] });
    const undoPayOff = await call('POST', `/api/wizards/${w.id}/undo`, { version: 7 });
    expect(undoPayOff.body).toMatchObject({ wizard: { gold: 300, markers: 4 }, undoneRolls: [] });
    const undoLoan = await call('POST', `/api/wizards/${w.id}/undo`, { version: 8 });
    expect(undoLoan.body).toMatchObject({ wizard: { gold: 100, markers: 2, version: 9 } });
    expect(await call('POST', `/api/wizards/${w.id}/undo`, { version: 9 })).toMatchObject({ status: 422, body: { rule: 'D7', code: 'nothing_to_undo_in_ledger' } });
    expect(await call('POST', `/api/wizards/${w.id}/undo`, { version: 1 })).toMatchObject({ status: 409 });

    const ledger = await call('GET', `/api/wizards/${w.id}/ledger`);
    expect(ledger.body).toMatchObject({ favours: [], payOffs: [], collections: [], rolls: [{ id: rollId, undone: true, history: 'wizard' }] });
    const rolls = await call('GET', `/api/campaigns/${t.campaignId}/rolls?limit=500`);
    expect((rolls.body as unknown as { id: string; undone: boolean }[]).filter((r) => r.id === rollId)).toEqual([expect.objectContaining({ undone: true })]);
    const history = await call('GET', `/api/campaigns/${t.campaignId}/history?aggregate=wizard&aggregateId=${w.id}`);
    expect(history.status).toBe(200);
    const steps = (history.body as { steps: { type: string; undone: boolean; subject: string }[] }).steps;
    expect(new Set(steps.map((s) => s.subject))).toEqual(new Set(['Maelis']));
    expect(steps.map((s) => [s.type, s.undone])).toEqual(
      expect.arrayContaining([
        ['favour', true],
        ['pay_off', true],
        ['hired_muscle_settle', true],
        ['collection_start', true],
        ['wizard_created', false],
      ]),
    );
  });
});

describe('the end of a game in the seed’s order (F4 settle, then one F6 check) through HTTP', () => {
  it('« À la fin de chaque partie »: the check before the settle → 422 F6 hired_muscle_not_settled, nothing written; settled (nobody hired), the check goes', async () => {
    const w = await newWizard({ markers: 2 });
    const before = dumpDatabase(t.dbPath);
    t.useDice([1, 1]);
    expect(await call('POST', `/api/wizards/${w.id}/collections`, { version: 1 })).toMatchObject({
      status: 422,
      body: { error: 'rule', rule: 'F6', code: 'hired_muscle_not_settled', values: { stage: 'playing' } },
    });
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const settled = await settle(w);
    expect(settled).toMatchObject({ version: 2, endOfGame: 'hired_muscle_settled', markers: 2 });
    t.useDice([12]);
    expect(await call('POST', `/api/wizards/${w.id}/collections`, { version: 2 })).toMatchObject({
      status: 201,
      body: { entry: { status: 'not_called', checkRoll: 12 }, wizard: { endOfGame: 'debt_checked', version: 3 } },
    });
  });

  it('one check per game: a second → 422 F6 collection_already_checked, nothing written; after the next game’s settle, a check again', async () => {
    const w = await settle(await newWizard({ markers: 2 }));
    t.useDice([20]);
    expect((await call('POST', `/api/wizards/${w.id}/collections`, { version: w.version })).status).toBe(201);
    const before = dumpDatabase(t.dbPath);
    t.useDice([1, 1]);
    expect(await call('POST', `/api/wizards/${w.id}/collections`, { version: w.version + 1 })).toMatchObject({
      status: 422,
      body: { rule: 'F6', code: 'collection_already_checked' },
    });
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const nextGame = await settle({ id: w.id, version: w.version + 1 });
    t.useDice([19]);
    expect(await call('POST', `/api/wizards/${w.id}/collections`, { version: nextGame.version })).toMatchObject({ status: 201, body: { entry: { checkRoll: 19 } } });
    const ledger = await call('GET', `/api/wizards/${w.id}/ledger`);
    expect((ledger.body?.collections as unknown[]).length).toBe(2);
  });

  it('between the settle and its check: no favour (F1 debt_not_checked), no second settle (F4 debt_not_checked), nothing written; a pay-off goes', async () => {
    const w = await settle(await newWizard({ markers: 2, gold: 300 }));
    const before = dumpDatabase(t.dbPath);
    expect(await call('POST', `/api/wizards/${w.id}/favours`, { version: w.version, kind: 'loan', amount: 100 })).toMatchObject({
      status: 422,
      body: { rule: 'F1', code: 'debt_not_checked' },
    });
    expect(await call('POST', `/api/wizards/${w.id}/hired-muscle/settle`, { version: w.version, diedIds: [] })).toMatchObject({
      status: 422,
      body: { rule: 'F4', code: 'debt_not_checked' },
    });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    expect(await call('POST', `/api/wizards/${w.id}/pay-off`, { version: w.version, markers: 1 })).toMatchObject({
      status: 200,
      body: { wizard: { markers: 1, endOfGame: 'hired_muscle_settled' } },
    });
  });

  it('hired muscle that died adds its marker before the check reads the markers', async () => {
    const w = await newWizard({ markers: 1 });
    const hired = (await call('POST', `/api/wizards/${w.id}/favours`, { version: 1, kind: 'hired_muscle', muscle: 'bandit' })).body as { wizard: WizardOut };
    const settled = await settle(hired.wizard, [hired.wizard.hiredMuscle[0]?.id ?? '']);
    expect(settled).toMatchObject({ markers: 3, hiredMuscle: [] });
    t.useDice([4]);
    expect((await call('POST', `/api/wizards/${w.id}/collections`, { version: settled.version })).body).toMatchObject({ entry: { markersAtCheck: 3, checkRoll: 4, status: 'not_called' } });
  });

  it.each([
    [6, 'Tobin'],
    [5, 'Maelis'],
  ] as const)('« Le malheureux individu reçoit une blessure permanente »: victim d20 %i → %s carries it; the history shows it; undo takes it off', async (victimRoll, victim) => {
    const w = await settle(await newWizard({ markers: 2 }));
    t.useDice([1, 19, victimRoll]);
    const collected = await call('POST', `/api/wizards/${w.id}/collections`, { version: w.version });
    expect(collected.status).toBe(201);
    const collectionId = (collected.body?.entry as { id: string }).id;
    const hurt = (collected.body as { wizard: WizardOut }).wizard;
    expect(hurt.warband.map((m) => [m.name, m.injuries])).toEqual(
      ['Maelis', 'Tobin', 'Knight'].map((name) => [name, name === victim ? [{ cause: 'debt_example', collectionId }] : []]),
    );
    expect(collected.body).toMatchObject({ entry: { injury: { name: victim, victimRoll } }, reasons: expect.arrayContaining([expect.objectContaining({ rule: 'F6', code: 'injury_recorded' })]) });
    expect((await call('GET', `/api/wizards/${w.id}`)).body).toMatchObject({ warband: hurt.warband });
    const victimId = hurt.warband.find((m) => m.name === victim)?.id;
    const history = await call('GET', `/api/campaigns/${t.campaignId}/history?aggregate=wizard&aggregateId=${w.id}`);
    const step = (history.body as { steps: { type: string; changes: unknown[] }[] }).steps.find((s) => s.type === 'collection_start');
    expect(step?.changes).toEqual([{ what: 'injuries', of: victimId, before: 0, after: 1 }]);

    const undone = await call('POST', `/api/wizards/${w.id}/undo`, { version: hurt.version });
    expect(undone.status).toBe(200);
    expect((undone.body as { wizard: WizardOut }).wizard.warband.map((m) => m.injuries)).toEqual([[], [], []]);
  });

  it('a wizard stored before the order and the injuries were kept (no endOfGame, members without injuries) loads and plays', async () => {
    const w = await newWizard({ markers: 2 });
    const row = await t.db.wizard.findUniqueOrThrow({ where: { id: w.id } });
    const stored = JSON.parse(row.state) as { wizard: { warband: Record<string, unknown>[] }; endOfGame?: string };
    delete stored.endOfGame;
    for (const member of stored.wizard.warband) delete member.injuries;
    await t.db.wizard.update({ where: { id: w.id }, data: { state: JSON.stringify(stored) } });

    const read = await call('GET', `/api/wizards/${w.id}`);
    expect(read).toMatchObject({ status: 200, body: { endOfGame: 'playing', version: 1 } });
    expect((read.body as unknown as WizardOut).warband.map((m) => m.injuries)).toEqual([[], [], []]);
    expect((await call('POST', `/api/wizards/${w.id}/collections`, { version: 1 })).body).toMatchObject({ code: 'hired_muscle_not_settled' });
    const settled = await settle({ id: w.id, version: 1 });
    t.useDice([1, 20, 12]);
    const collected = await call('POST', `/api/wizards/${w.id}/collections`, { version: settled.version });
    expect((collected.body as { wizard: WizardOut }).wizard.warband.find((m) => m.name === 'Tobin')?.injuries).toHaveLength(1);
    expect((await call('POST', `/api/wizards/${w.id}/undo`, { version: settled.version + 1 })).status).toBe(200);
  });

  it('a history stored before the order was checked (checks with no settle) still replays: undo goes back through it', async () => {
    const w = await newWizard({ markers: 2 });
    // As the code before the order check wrote it: the reducer's step, no order asked.
    const storedAsBefore = (event: WizardEvent, dice: number[]) =>
      t.db.$transaction(async (tx) => {
        const row = await findWizard(tx, w.id);
        const applied = applyWizardEvent(wizardStateOf(row), event, { roller: scriptedRoller(dice), table: DEFAULT_TABLE_RULES });
        if (!applied.ok) throw new Error(applied.error.code);
        const saved = await saveWizardState(tx, row, applied.value.state);
        await recordWizardStep(tx, saved, { event, dice: applied.value.dice, detail: applied.value.detail, reasons: [...applied.reasons], table: DEFAULT_TABLE_RULES });
      });
    await storedAsBefore({ type: 'collection_start', collectionId: 'old-1' }, [15]);
    await storedAsBefore({ type: 'collection_start', collectionId: 'old-2' }, [1, 20, 8]);
    const loan = await call('POST', `/api/wizards/${w.id}/favours`, { version: 3, kind: 'loan', amount: 100 });
    expect(loan).toMatchObject({ status: 200, body: { wizard: { markers: 3, endOfGame: 'debt_checked' } } });
    const undoLoan = await call('POST', `/api/wizards/${w.id}/undo`, { version: 4 });
    expect(undoLoan).toMatchObject({ status: 200, body: { wizard: { markers: 2, endOfGame: 'debt_checked' } } });
    expect((undoLoan.body as { wizard: WizardOut }).wizard.warband.find((m) => m.name === 'Tobin')?.injuries).toEqual([{ cause: 'debt_example', collectionId: 'old-2' }]);
    const undoCheck = await call('POST', `/api/wizards/${w.id}/undo`, { version: 5 });
    expect((undoCheck.body as { wizard: WizardOut }).wizard.warband.map((m) => m.injuries)).toEqual([[], [], []]);
  });
});

describe('debt odds', () => {
  it('gives the F6 and F3 exact odds', async () => {
    const debt = await call('GET', '/api/odds/debt?markers=4&gold=0&saleGold=0');
    expect(debt.body).toMatchObject({ called: 0.2, outcomes: { not_called: 0.8, pay_what_you_owe: 0, goods_in_lieu: 0 } });
    const outcomes = debt.body?.outcomes as Record<string, number>;
    expect(outcomes.a_little_help).toBeCloseTo(0.2 * 0.9);
    const intimidation = await call('GET', '/api/odds/intimidation?bonus=0&will=0');
    expect(intimidation.body).toMatchObject({ success: 190 / 400, markersTaken: 1 });
    expect((await call('GET', '/api/odds/intimidation?bonus=x&will=0')).status).toBe(400);
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { complexActionSchema, crewSchema, scriptedRoller, wizardStateSchema, type Crew } from '@temps-mort/rules';
import { makeCharacter, makeFaction } from '@temps-mort/rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, sessionCookieHeader } from '../auth/sessions';
import { loadConfig } from '../config';
import { createTestDatabase, testDatabaseKind, type PrismaClient, type TestDatabase } from '../db/client';
import { applyCrewEvent } from '../domain/crews/events';
import { undoLastStep } from '../domain/crews/revert';
import { loadCrew } from '../domain/crews/repository';
import { createComplexActionRecord } from '../domain/d100/complexActions';
import { claimFavour } from '../domain/wizards/ledger';
import { addWarbandMember, createWizard } from '../domain/wizards/service';
import { wizardAggregate } from '../domain/wizards/aggregate';
import { undoStep } from '../domain/history/moves';
import { startServer } from '../start';
import { crewOfTwo, editStoredCharacter, editStoredCrew, seedCrew, type SeededCrew } from '../test/crews';
import { clampToSchema } from './clamp';
import { runDoctor } from './doctor';
import { wizardReadProblems } from './wizards';

let t: TestDatabase;
let db: PrismaClient;
let campaignId: string;
let otherCampaignId: string;
const backups = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-doctor-'));
const deps = () => ({ db, roller: scriptedRoller([]), clock: () => new Date('2026-03-01T12:00:00Z') });

/** Healthy crews in both campaigns, and one crew for each way of being unreadable. */
let healthy: SeededCrew;
let healthyElsewhere: SeededCrew;
let badRow: SeededCrew;
let badStep: SeededCrew;
let badStepSeq: number;
let tooMany: SeededCrew;
/** A wizard whose history cannot rebuild it (its creation past the model too), and one whose history can. */
let wizardId: string;
let damagedWizardId: string;
let trackerId: string;

type Json = Record<string, unknown>;
/** Writes a wizard's stored state as an earlier version (or a damaged file) might have. */
async function editStoredWizard(prisma: PrismaClient, id: string, edit: (state: Json) => Json): Promise<void> {
  const row = await prisma.wizard.findUniqueOrThrow({ where: { id } });
  await prisma.wizard.update({ where: { id }, data: { state: JSON.stringify(edit(JSON.parse(row.state) as Json)) } });
}
/** Rewrites one step of a wizard's history. */
async function editWizardStep(prisma: PrismaClient, id: string, seq: number, edit: (step: { payload: Json; detail: Json }) => { payload: Json; detail: Json }): Promise<void> {
  const step = await prisma.step.findUniqueOrThrow({ where: { aggregate_aggregateId_seq: { aggregate: 'wizard', aggregateId: id, seq } } });
  const edited = edit({ payload: JSON.parse(step.payload) as Json, detail: JSON.parse(step.detail) as Json });
  await prisma.step.update({ where: { id: step.id }, data: { payload: JSON.stringify(edited.payload), detail: JSON.stringify(edited.detail) } });
}
/** A will of 30 for the first warband member: past the model's bound of 20. */
const willOf30 = (wizard: Json): Json => ({ ...wizard, warband: (wizard.warband as Json[]).map((m, i) => (i === 0 ? { ...m, will: 30 } : m)) });
/** Everything stored about a wizard, to compare before and after. */
const wizardSnapshot = (prisma: PrismaClient, id: string) => prisma.wizard.findUniqueOrThrow({ where: { id }, include: { steps: { orderBy: { seq: 'asc' } } } });

/** Everything stored about a crew, to compare before and after. */
async function snapshot(crewId: string) {
  return db.crew.findUniqueOrThrow({ where: { id: crewId }, include: { steps: true } });
}

const readable = async (crewId: string) => loadCrew(db, crewId).then((loaded) => crewSchema.safeParse(loaded?.state.crew).success, () => false);

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.prisma;
  campaignId = (await db.campaign.create({ data: { name: 'Doskvol' } })).id;
  otherCampaignId = (await db.campaign.create({ data: { name: 'Duskwall' } })).id;
  const here = { db, campaignId };
  healthy = await seedCrew(here, crewOfTwo({ name: 'Les Sains' }));
  healthyElsewhere = await seedCrew({ db, campaignId: otherCampaignId }, crewOfTwo({ name: 'Les Autres' }));

  // 1. A row written by an earlier version: a character's attributes hold a key "toString" with a
  //    number. Its history is sound.
  badRow = await seedCrew(here, crewOfTwo({ name: 'Les Rangs' }));
  await editStoredCharacter(db, badRow.crewId, badRow.id('pc-1'), (c) => ({ ...c, attributes: { toString: 3, insight: { max: 4, current: 2 } } }));

  // 2. A stored step that no longer validates (the same bad key, written through a step), with
  //    a sound step after it.
  badStep = await seedCrew(here, crewOfTwo({ name: 'Les Pas' }));
  const pc = (await loadCrew(db, badStep.crewId))!.state.crew.characters[0]!;
  const saved = await applyCrewEvent(deps(), { crewId: badStep.crewId, version: badStep.version, event: { type: 'character_save', character: { ...pc, coin: 5 } } });
  badStepSeq = saved.event.seq;
  await applyCrewEvent(deps(), {
    crewId: badStep.crewId,
    version: saved.sheet.version,
    event: { type: 'faction_save', faction: makeFaction({ id: badStep.id('f-3'), name: 'Les Ombres', tier: 1, status: 1 }) },
  });
  const bad = { ...pc, coin: 5, attributes: { ...pc.attributes, toString: 3 } };
  await db.step.update({
    where: { aggregate_aggregateId_seq: { aggregate: 'crew', aggregateId: badStep.crewId, seq: badStepSeq } },
    data: { payload: JSON.stringify({ type: 'character_save', character: bad }) },
  });
  await editStoredCharacter(db, badStep.crewId, pc.id, (c) => ({ ...c, attributes: bad.attributes }));

  // 3. Beyond the model's caps in the rows AND in its creation: 101 factions. No replay can give
  //    it back; its rows are clamped.
  const factions = Array.from({ length: 100 }, (_, i) => makeFaction({ id: `f-${i + 1}`, name: `Faction ${i + 1}`, tier: 1, status: 0 }));
  tooMany = await seedCrew(here, crewOfTwo({ name: 'Les Nombreux', factions }));
  const extra = { id: tooMany.id('f-101'), name: 'Faction 101', tier: 1, status: 0 };
  await editStoredCrew(db, tooMany.crewId, (d) => ({ ...d, crew: { ...d.crew, factions: [...d.crew.factions, extra] } }));
  const creation = await db.step.findUniqueOrThrow({ where: { aggregate_aggregateId_seq: { aggregate: 'crew', aggregateId: tooMany.crewId, seq: 1 } } });
  const payload = JSON.parse(creation.payload) as { crew: Crew };
  await db.step.update({
    where: { id: creation.id },
    data: { payload: JSON.stringify({ ...payload, crew: { ...payload.crew, factions: [...payload.crew.factions, extra] } }) },
  });

  // 4. A wizard whose warband member has a will past the model's bound, in its state and in its
  //    creation (as a wizard an earlier version kept out of the model is after its upgrade): no
  //    replay gives it back; it is clamped.
  wizardId = (await createWizard({ db }, campaignId, { name: 'Maelis', level: 5, warband: [{ name: 'Tobin', role: 'apprentice', baseCost: 200, will: 2 }] })).id;
  await editStoredWizard(db, wizardId, (state) => ({ ...state, wizard: willOf30(state.wizard as Json) }));
  await editWizardStep(db, wizardId, 1, (step) => ({ ...step, payload: { ...step.payload, wizard: willOf30(step.payload.wizard as Json) } }));
  // 5. A wizard whose stored state was damaged (gold below zero) while its history is sound.
  damagedWizardId = (await createWizard({ db }, campaignId, { name: 'Ysolde', level: 3, gold: 100, warband: [{ name: 'Brann', role: 'soldier', baseCost: 20, will: 1 }] })).id;
  await addWarbandMember({ db, roller: scriptedRoller([]) }, damagedWizardId, 1, { name: 'Corin', role: 'soldier', baseCost: 20, will: 0 });
  await editStoredWizard(db, damagedWizardId, (state) => ({ ...state, wizard: { ...(state.wizard as Json), gold: -5 } }));
  // 6. A d100 tracker with more steps left than it started with.
  trackerId = (await createComplexActionRecord(db, campaignId, { name: 'Le casse', start: 5 })).complexAction.id;
  const tracker = await db.complexAction.findUniqueOrThrow({ where: { id: trackerId } });
  await db.complexAction.update({ where: { id: trackerId }, data: { state: JSON.stringify({ ...JSON.parse(tracker.state), remaining: 9 }) } });
});

afterAll(async () => {
  await t.cleanup();
  rmSync(backups, { recursive: true, force: true });
});

describe('doctor: unreadable data', () => {
  it('the test crews are unreadable as built (loadCrew throws, or the model refuses the crew)', async () => {
    await expect(loadCrew(db, badRow.crewId)).rejects.toThrow();
    await expect(loadCrew(db, badStep.crewId)).rejects.toThrow();
    expect(await readable(tooMany.crewId)).toBe(false);
    expect(await readable(healthy.crewId)).toBe(true);
  });

  it('a start warns about each one, naming it and its campaign, and serves the rest', async () => {
    const lines: string[] = [];
    const config = {
      ...loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', PUBLIC_URL: 'http://localhost:3999' }),
      databaseUrl: t.url,
      webDist: '/nonexistent',
    };
    const started = await startServer(config, (text) => lines.push(text));
    try {
      const found = await started.unreadable;
      const printed = lines.join('\n');
      expect(found.map((u) => u.id).sort()).toEqual([badRow.crewId, badStep.crewId, tooMany.crewId, wizardId, damagedWizardId, trackerId].sort());
      expect(printed).toContain('Warning: 6 things in the database cannot be read by this version of Temps Mort.');
      expect(printed).toContain(`crew "Les Rangs" of campaign "Doskvol" (id ${badRow.crewId}): character "Arlette" attributes.toString`);
      expect(printed).toContain('pnpm db:doctor --repair');
      // The start made the instance's owner account, holding the campaign it found.
      const owner = await started.app.db.account.findFirstOrThrow({ where: { owner: true } });
      const session = await createSession(started.app.db, owner.id, campaignId, new Date());
      const headers = { cookie: sessionCookieHeader(session.token) };
      expect((await started.app.inject({ url: `/api/crews/${healthy.crewId}`, headers })).statusCode).toBe(200);
      expect((await started.app.inject({ url: `/api/crews/${badRow.crewId}`, headers })).statusCode).toBe(500);
    } finally {
      await started.app.close();
    }
  });

  it('doctor lists every unreadable thing with why, and changes nothing', async () => {
    const before = await snapshot(badRow.crewId);
    const lines: string[] = [];
    const result = await runDoctor({ db, databaseFile: t.path, repair: false, now: new Date(), print: (text) => lines.push(text) });
    const printed = lines.join('\n');
    expect(result.exitCode).toBe(1);
    expect(result.found).toHaveLength(6);
    expect(printed).toContain('6 things cannot be read:');
    expect(printed).toContain(`crew "Les Pas" of campaign "Doskvol" (id ${badStep.crewId})`);
    expect(printed).toContain('character "Arlette" attributes.toString: Invalid key in record: reserved name');
    expect(printed).toContain('factions: Too big: expected array to have <=100 items');
    expect(printed).toContain(`wizard "Maelis" of campaign "Doskvol" (id ${wizardId})`);
    expect(printed).toMatch(/wizard\.warband\."Tobin"\.will: Too big/);
    expect(printed).toContain(`wizard "Ysolde" of campaign "Doskvol" (id ${damagedWizardId})`);
    expect(printed).toContain('wizard.gold: Too small: expected number to be >=0');
    expect(printed).toContain('complex action "Le casse"');
    expect(printed).toContain('remaining: remaining steps exceed the start count');
    expect(printed).toContain('To repair: pnpm db:doctor --repair');
    expect(await snapshot(badRow.crewId)).toEqual(before);
  });

  if (testDatabaseKind() === 'postgresql') {
    it('doctor --repair on PostgreSQL asks for a pg_dump first, and changes nothing without one', async () => {
      const before = await snapshot(badRow.crewId);
      const lines: string[] = [];
      const result = await runDoctor({ db, databaseFile: t.path, repair: true, now: new Date(), print: (text) => lines.push(text) });
      const printed = lines.join('\n');
      expect(result.exitCode).toBe(1);
      expect(result.backup).toBeUndefined();
      expect(printed).toContain('On PostgreSQL the doctor makes no copy of its own: back the database up with pg_dump first');
      expect(printed).toContain('pnpm db:doctor --repair --dumped');
      expect(await snapshot(badRow.crewId)).toEqual(before);
    });
  }

  it('doctor --repair backs up first (SQLite: a file; PostgreSQL: the pg_dump said made), makes each readable with nothing else lost, and reports what changed', async () => {
    const untouched = [await snapshot(healthy.crewId), await snapshot(healthyElsewhere.crewId)];
    const badRowBefore = await snapshot(badRow.crewId);
    const eventsBefore = await db.step.findMany({ where: { crewId: badStep.crewId }, orderBy: { seq: 'asc' } });

    const lines: string[] = [];
    const result = await runDoctor({ db, databaseFile: t.path, repair: true, dumped: true, now: new Date('2026-03-02T09:00:00Z'), print: (text) => lines.push(text), backupDir: backups });
    const printed = lines.join('\n');
    expect(result.exitCode).toBe(0);
    expect(result.remaining).toEqual([]);
    if (t.kind === 'sqlite') {
      expect(result.backup && existsSync(result.backup)).toBe(true);
      expect(printed.indexOf('Backup of the database before any repair')).toBeLessThan(printed.indexOf('Repaired'));
    } else {
      expect(result.backup).toBeUndefined();
      expect(printed.indexOf('the pg_dump made before is the database as it was')).toBeLessThan(printed.indexOf('Repaired'));
    }
    expect(printed).toContain('Done: everything can be read now.');

    // Every crew reads.
    for (const crew of [badRow, badStep, tooMany]) expect(await readable(crew.crewId)).toBe(true);

    // 1. Rebuilt from its sound history: the character's attributes are back, nothing dropped.
    const rows = (await loadCrew(db, badRow.crewId))!.state.crew;
    expect(rows.characters.find((c) => c.id === badRow.id('pc-1'))?.attributes).toEqual(makeCharacter().attributes);
    expect(await db.step.findMany({ where: { crewId: badRow.crewId } })).toEqual(badRowBefore.steps);
    expect(printed).toContain('Repaired: rebuilt from its history, every step kept (the history is intact).');

    // 2. The bad step skipped and marked undone; the step after it kept; every other step as it was.
    const events = await db.step.findMany({ where: { crewId: badStep.crewId }, orderBy: { seq: 'asc' } });
    expect(events.slice(0, eventsBefore.length).map((e) => ({ ...e, undoneById: null }))).toEqual(eventsBefore);
    const undo = events[eventsBefore.length]!;
    expect(events).toHaveLength(eventsBefore.length + 1);
    expect(undo).toMatchObject({ type: 'undo', seq: eventsBefore.length + 1 });
    expect(JSON.parse(undo.detail)).toMatchObject({ undone: badStepSeq, type: 'character_save', repair: 'doctor' });
    expect(events.filter((e) => e.undoneById !== null).map((e) => e.seq)).toEqual([badStepSeq]);
    const steps = (await loadCrew(db, badStep.crewId))!.state.crew;
    expect(steps.factions.map((f) => f.name)).toContain('Les Ombres');
    expect(steps.characters[0]?.coin).toBe(makeCharacter().coin);
    expect(printed).toContain(`step ${badStepSeq} (character_save) no longer validates: character.attributes.toString`);
    // The history replays again: the GM's undo works on it.
    const sheet = await db.crew.findUniqueOrThrow({ where: { id: badStep.crewId } });
    const undone = await undoLastStep(deps(), { crewId: badStep.crewId, version: sheet.version });
    expect(undone.sheet.crew.factions.map((f) => f.name)).not.toContain('Les Ombres');

    // 3. No replay: the rows clamped, the newest faction gone, said exactly.
    const clamped = (await loadCrew(db, tooMany.crewId))!.state.crew;
    expect(clamped.factions).toHaveLength(100);
    expect(clamped.factions.map((f) => f.name)).not.toContain('Faction 101');
    expect(printed).toContain('its creation (step 1) no longer validates');
    expect(printed).toContain('factions: Too big: expected array to have <=100 items → kept the first 100 of 101; removed "Faction 101"');

    // 4. The wizard clamped, its history started again from it: undo stops there, and replays to it.
    const clampedWizard = await wizardSnapshot(db, wizardId);
    const repairedState = wizardStateSchema.parse(JSON.parse(clampedWizard.state));
    expect(repairedState.wizard.warband.map((m) => m.will)).toEqual([20]);
    expect(clampedWizard.version).toBe(2);
    expect(clampedWizard.steps.map((st) => [st.seq, st.type])).toEqual([
      [1, 'wizard_created'],
      [2, 'wizard_restored'],
    ]);
    expect(JSON.parse(clampedWizard.steps[1]!.payload)).toEqual({ type: 'wizard_restored', state: repairedState });
    expect(JSON.parse(clampedWizard.steps[1]!.detail)).toMatchObject({ kind: 'baseline', repair: 'doctor' });
    expect(clampedWizard.steps[1]!.createdAt).toEqual(new Date('2026-03-02T09:00:00Z'));
    expect(printed).toMatch(/warband\."Tobin"\.will: Too big: expected number to be <=20 → 30 → 20/);
    expect(printed).toContain('A "wizard_restored" step starts its history again from the repaired wizard');
    await expect(undoStep({ db }, wizardAggregate, { id: wizardId, version: 2 })).rejects.toMatchObject({ refusal: { code: 'nothing_to_undo_in_ledger' } });
    const hired = await addWarbandMember({ db, roller: scriptedRoller([]) }, wizardId, 2, { name: 'Nim', role: 'soldier', baseCost: 10, will: 0 });
    const undoneHire = await undoStep({ db }, wizardAggregate, { id: wizardId, version: hired.wizard.version });
    expect(undoneHire.wizard.warband.map((m) => [m.name, m.will])).toEqual([['Tobin', 20]]);

    // 5. The damaged wizard rebuilt from its history: its gold and both members back, no step added.
    const rebuilt = await wizardSnapshot(db, damagedWizardId);
    expect(wizardStateSchema.parse(JSON.parse(rebuilt.state)).wizard).toMatchObject({ gold: 100, warband: [{ name: 'Brann' }, { name: 'Corin' }] });
    expect(rebuilt.steps.map((st) => st.type)).toEqual(['wizard_created', 'member_add']);
    expect(rebuilt.version).toBe(3);
    expect(printed).toContain('Its state rebuilt from its history, every step kept (the history is intact).');
    expect(await wizardReadProblems(db, damagedWizardId)).toEqual([]);

    // 6. The tracker reads, clamped.
    const tracker = await db.complexAction.findUniqueOrThrow({ where: { id: trackerId } });
    expect(complexActionSchema.parse(JSON.parse(tracker.state)).remaining).toBe(5);
    expect(tracker.version).toBe(2);
    expect(await wizardReadProblems(db, wizardId)).toEqual([]);

    // The readable crews were not touched at all.
    expect([await snapshot(healthy.crewId), await snapshot(healthyElsewhere.crewId)]).toEqual(untouched);

    // A second run finds nothing.
    const again = await runDoctor({ db, databaseFile: t.path, repair: false, now: new Date(), print: () => {} });
    expect(again.exitCode).toBe(0);
  });
});

describe('doctor: a wizard it cannot rebuild', () => {
  it('a pending collection that does not parse, or a ledger step that does not read, is reported, never guessed: nothing of it changes', async () => {
    const u = await createTestDatabase();
    try {
      const prisma = u.prisma;
      const campaign = (await prisma.campaign.create({ data: { name: 'Frostgrave' } })).id;
      // Its pending collection lost its dice (and no replay gives it back: its creation is past the model too).
      const orla = (await createWizard({ db: prisma }, campaign, { name: 'Orla', level: 4, markers: 2, warband: [{ name: 'Fen', role: 'captain', baseCost: 100, will: 3 }] })).id;
      await editStoredWizard(prisma, orla, (state) => ({ ...state, collection: { status: 'awaiting_sale', id: 'its-start' } }));
      await editWizardStep(prisma, orla, 1, (step) => ({ ...step, payload: { ...step.payload, wizard: willOf30(step.payload.wizard as Json) } }));
      // A loan of its ledger whose stored detail no longer says which favour it was.
      const pell = (await createWizard({ db: prisma }, campaign, { name: 'Pell', level: 4 })).id;
      await claimFavour({ db: prisma, roller: scriptedRoller([]), newId: () => 'unused' }, pell, 1, { kind: 'loan', amount: 200 });
      await editWizardStep(prisma, pell, 2, (step) => ({ ...step, detail: { ...step.detail, favour: { ...(step.detail.favour as Json), kind: 'bribe' } } }));
      const before = [await wizardSnapshot(prisma, orla), await wizardSnapshot(prisma, pell)];

      expect(await wizardReadProblems(prisma, orla)).toEqual(expect.arrayContaining([expect.stringMatching(/^collection\.wizard: Invalid input/)]));
      expect(await wizardReadProblems(prisma, pell)).toEqual([expect.stringMatching(/^ledger step 2 \(favour of \d{4}-\d{2}-\d{2}\) detail favour\.kind: Invalid option/)]);

      const lines: string[] = [];
      const result = await runDoctor({ db: prisma, databaseFile: u.path, repair: true, dumped: true, now: new Date(), print: (text) => lines.push(text), backupDir: backups });
      const printed = lines.join('\n');
      expect(result.exitCode).toBe(1);
      expect(result.remaining.map((w) => w.name)).toEqual(['Orla', 'Pell']);
      expect(printed).toContain('NOT repaired, nothing of it was changed: its pending collection cannot be rebuilt (its dice and the rows it walked are in that state): ');
      expect(printed).toContain('NOT repaired, nothing of it was changed: its ledger cannot be rebuilt (nothing else holds what these steps showed): ledger step 2 (favour');
      expect([await wizardSnapshot(prisma, orla), await wizardSnapshot(prisma, pell)]).toEqual(before);
    } finally {
      await u.cleanup();
    }
  });
});

describe('doctor: clampToSchema', () => {
  it('clamps numbers, caps lists, removes reserved keys and unknown fields, and refuses to guess', () => {
    const character = { ...makeCharacter(), attributes: { toString: 3, insight: { max: 2, current: 4 } }, skills: { hunt: 14 }, load: 2.5, extra: true };
    const fixed = clampToSchema(crewSchema.shape.characters.element, character);
    expect(fixed.ok).toBe(true);
    expect(fixed.changes.map((c) => `${c.path} → ${c.fix}`)).toEqual([
      'attributes.toString → removed',
      'attributes.insight.current → 4 → 2 (its max)',
      'skills.hunt → 14 → 12',
      'load → 2.5 → 3',
      '(whole value) → removed extra',
    ]);
    const hopeless = clampToSchema(crewSchema.shape.characters.element, { ...makeCharacter(), pools: { body: { value: 'x', pool: 0 } } });
    expect(hopeless.ok).toBe(false);
  });
});

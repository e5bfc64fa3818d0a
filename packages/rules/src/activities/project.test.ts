import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createProject, findProject, workOnProject } from './project';
import { unwrap } from '../core/outcome';
import type { Clock } from '../model/clock';
import { makeCharacter, makeCrew, scripted, seeded } from '../testing/factories';

const project = (overrides: Partial<Clock> = {}): Clock => ({ id: 'p-1', name: 'Rituel ésotérique', segments: 8, filled: 0, ...overrides });
const crewWith = (projects: Clock[]) => makeCrew({ characters: [makeCharacter({ projects }), makeCharacter({ id: 'pc-2', name: 'Basile' })] });

describe('A5 creating a project', () => {
  it('« le MJ annoncera le niveau à atteindre pour le contrat qu’il convient de créer »', () => {
    const outcome = createProject(crewWith([]), { characterId: 'pc-1', id: 'p-1', name: 'Percer le mystère du phare', segments: 6 });
    const { crew, project: created } = unwrap(outcome);
    expect(created).toEqual({ id: 'p-1', name: 'Percer le mystère du phare', segments: 6, filled: 0, requires: null });
    expect(crew.characters[0]?.projects).toEqual([created]);
    expect(outcome.ok && outcome.reasons[0]).toEqual({ rule: 'A5', code: 'project_created', values: { project: 'p-1', name: 'Percer le mystère du phare', segments: 6 } });
  });

  it.each([
    [{ segments: 0 }, 'invalid_segments'],
    [{ segments: 2.5 }, 'invalid_segments'],
    [{ id: 'p-1' }, 'duplicate_project'],
    [{ requires: 'nope' }, 'unknown_required_project'],
    [{ characterId: 'ghost' }, 'unknown_character'],
  ])('refuses %j (%s)', (overrides, code) => {
    const outcome = createProject(crewWith([project()]), { characterId: 'pc-1', id: 'p-2', name: 'x', segments: 4, ...overrides });
    expect(outcome).toMatchObject({ ok: false, error: { rule: 'A5', code } });
  });
});

describe('A5 working on a project', () => {
  it.each([
    [[2, 3], 1],
    [[4, 1], 2],
    [[6, 5], 3],
    [[6, 6], 5],
  ] as const)('« lance l’une de ses actions »: study 2 rolls %j → the clock ticks %i', (dice, ticks) => {
    const outcome = workOnProject(crewWith([project()]), { characterId: 'pc-1', projectId: 'p-1', action: 'study' }, scripted(dice));
    const result = unwrap(outcome);
    expect(result.ticked).toBe(ticks);
    expect(result.project.filled).toBe(ticks);
    expect(result.crew.characters[0]?.projects[0]?.filled).toBe(ticks);
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'long_term_project', dice }]);
  });

  it('completes the clock, capped at its segments, and refuses more work on it', () => {
    const outcome = workOnProject(crewWith([project({ filled: 6 })]), { characterId: 'pc-1', projectId: 'p-1', action: 'study' }, scripted([6, 6]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality: 5, ticked: 2, completed: true });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'A5', code: 'project_completed', values: { project: 'p-1', name: 'Rituel ésotérique' } });
    expect(workOnProject(result.crew, { characterId: 'pc-1', projectId: 'p-1', action: 'study' }, scripted([]))).toMatchObject({
      ok: false,
      error: { rule: 'A5', code: 'project_complete' },
    });
  });

  it('« +1 qualité à son jet si un ami ou un contact l’aide » (A3)', () => {
    const result = unwrap(workOnProject(crewWith([project()]), { characterId: 'pc-1', projectId: 'p-1', action: 'hunt', helped: true }, scripted([5])));
    expect(result.ticked).toBe(3);
  });

  it('another PC may work on a project held on a crewmate’s sheet', () => {
    const result = unwrap(workOnProject(crewWith([project()]), { characterId: 'pc-2', projectId: 'p-1', action: 'study' }, scripted([4, 4])));
    expect(result.crew.characters[0]?.projects[0]?.filled).toBe(2);
  });

  it('« un PJ peut vouloir se lier d’amitié avec un membre du conseil municipal. Il doit donc d’abord travailler sur un projet l’amenant à fréquenter les cercles de pouvoir »', () => {
    let crew = crewWith([]);
    crew = unwrap(createProject(crew, { characterId: 'pc-1', id: 'cercles', name: 'Fréquenter les cercles de pouvoir', segments: 4 })).crew;
    crew = unwrap(createProject(crew, { characterId: 'pc-1', id: 'amitie', name: 'Amitié d’un conseiller', segments: 8, requires: 'cercles' })).crew;
    expect(findProject(crew, 'amitie')?.project.requires).toBe('cercles');
    expect(workOnProject(crew, { characterId: 'pc-1', projectId: 'amitie', action: 'sway' }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'A5', code: 'required_project_incomplete', values: { project: 'amitie', requires: 'cercles', filled: 0, segments: 4 } },
    });
    crew = unwrap(workOnProject(crew, { characterId: 'pc-1', projectId: 'cercles', action: 'study' }, scripted([6, 6]))).crew;
    // « Une fois que cela a été accompli, il peut commencer un nouveau projet afin d’initier une relation amicale. »
    expect(unwrap(workOnProject(crew, { characterId: 'pc-1', projectId: 'amitie', action: 'sway' }, scripted([4, 5]))).ticked).toBe(2); // sway 0: 2d6, the lowest counts
  });

  it.each([
    [{ projectId: 'nope' }, 'unknown_project'],
    [{ action: 'juggling' }, 'unknown_skill'],
    [{ characterId: 'ghost' }, 'unknown_character'],
  ])('refuses %j (%s)', (overrides, code) => {
    const outcome = workOnProject(crewWith([project()]), { characterId: 'pc-1', projectId: 'p-1', action: 'study', ...overrides }, scripted([]));
    expect(outcome).toMatchObject({ ok: false, error: { rule: 'A5', code } });
  });

  it('refuses a project whose prerequisite has vanished from every sheet', () => {
    const outcome = workOnProject(crewWith([project({ requires: 'gone' })]), { characterId: 'pc-1', projectId: 'p-1', action: 'study' }, scripted([]));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'unknown_required_project' } });
  });

  it('a clock never holds more than its segments and never goes down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(11), fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.integer(), (segments, start, rating, helped, seed) => {
        const filled = Math.min(start, segments - 1);
        const crew = makeCrew({ characters: [makeCharacter({ skills: { study: rating }, projects: [project({ segments, filled })] })] });
        const result = unwrap(workOnProject(crew, { characterId: 'pc-1', projectId: 'p-1', action: 'study', helped }, seeded(seed)));
        expect(result.project.filled).toBeLessThanOrEqual(segments);
        expect(result.project.filled).toBeGreaterThan(filled);
        expect(result.completed).toBe(result.project.filled === segments);
      }),
    );
  });
});

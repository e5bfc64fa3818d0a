import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Character } from '../model/character';
import type { Clock } from '../model/clock';
import { isComplete } from '../model/clock';
import type { Crew } from '../model/crew';
import { findCharacter, updateCharacter } from '../crew/crew';
import { activityCharacter, activitySkillRating, rollActivityAction } from './roll';

/**
 * A5 Long-term project: the GM sets a clock ("contrat") of N segments and what it achieves (the
 * clock's name); each activity spent on it rolls an action the player names and ticks the clock by
 * the quality (D4, +1 if helped, A3). A project may require another project to be completed first.
 */

export interface CreateProjectInput {
  /** The PC whose sheet holds the project. */
  readonly characterId: string;
  /** Chosen by the caller (the engine makes no ids). */
  readonly id: string;
  /** What completing it achieves, as the GM states it. */
  readonly name: string;
  readonly segments: number;
  /** Id of a project (of any PC of the crew) that must be completed before this one can be worked on. */
  readonly requires?: string | null;
}

/** Finds a project on any PC's sheet (a prerequisite may have been worked by another PC). */
export function findProject(crew: Crew, projectId: string): { owner: Character; project: Clock } | undefined {
  for (const owner of crew.characters) {
    const project = owner.projects.find((p) => p.id === projectId);
    if (project) return { owner, project };
  }
  return undefined;
}

/** A5: the GM opens a long-term project on a PC's sheet. */
export function createProject(crew: Crew, input: CreateProjectInput): Outcome<{ crew: Crew; project: Clock }> {
  const character = findCharacter(crew, input.characterId);
  if (!character) return refuse('A5', 'unknown_character', { character: input.characterId });
  if (!Number.isInteger(input.segments) || input.segments < 1) {
    return refuse('A5', 'invalid_segments', { segments: input.segments });
  }
  if (findProject(crew, input.id)) return refuse('A5', 'duplicate_project', { project: input.id });
  const requires = input.requires ?? null;
  const reasons: Reason[] = [reason('A5', 'project_created', { project: input.id, name: input.name, segments: input.segments })];
  if (requires !== null) {
    if (!findProject(crew, requires)) return refuse('A5', 'unknown_required_project', { project: input.id, requires });
    reasons.push(reason('A5', 'project_requires', { project: input.id, requires }));
  }
  const project: Clock = { id: input.id, name: input.name, segments: input.segments, filled: 0, requires };
  const next = updateCharacter(crew, character.id, (c) => ({ ...c, projects: [...c.projects, project] }));
  return ok({ crew: next, project }, reasons);
}

export interface WorkOnProjectInput {
  /** The PC spending the activity and rolling. */
  readonly characterId: string;
  readonly projectId: string;
  /** The action (skill) the player names; its rating is the pool. */
  readonly action: string;
  /** A3: a friend or contact helps (+1 quality). */
  readonly helped?: boolean;
}

export interface WorkOnProjectResult {
  readonly crew: Crew;
  readonly project: Clock;
  readonly quality: number;
  /** Segments actually filled (the quality, capped by what was left). */
  readonly ticked: number;
  readonly completed: boolean;
}

/**
 * A5: one activity on a project: the action roll ticks the clock by the quality. Refused when the
 * project is unknown or complete, or while the project it requires is incomplete.
 */
export function workOnProject(crew: Crew, input: WorkOnProjectInput, deps: RuleDeps): Outcome<WorkOnProjectResult> {
  const actor = activityCharacter(crew, input.characterId, 'A5');
  if (!actor.ok) return actor;
  const found = findProject(crew, input.projectId);
  if (!found) return refuse('A5', 'unknown_project', { project: input.projectId });
  const { owner, project } = found;
  if (isComplete(project)) return refuse('A5', 'project_complete', { project: project.id });
  const requires = project.requires ?? null;
  if (requires !== null) {
    const required = findProject(crew, requires);
    if (!required) return refuse('A5', 'unknown_required_project', { project: project.id, requires });
    if (!isComplete(required.project)) {
      return refuse('A5', 'required_project_incomplete', {
        project: project.id,
        requires,
        filled: required.project.filled,
        segments: required.project.segments,
      });
    }
  }
  const rating = activitySkillRating(actor.value, input.action, 'A5');
  if (!rating.ok) return rating;
  const rolled = rollActivityAction(rating.value, { helped: input.helped ?? false }, 'long_term_project', 'A5', deps);
  const filled = Math.min(project.segments, project.filled + rolled.quality);
  const ticked = filled - project.filled;
  const updated: Clock = { ...project, filled };
  const completed = isComplete(updated);
  const next = updateCharacter(crew, owner.id, (c) => ({
    ...c,
    projects: c.projects.map((p) => (p.id === project.id ? updated : p)),
  }));
  const reasons: Reason[] = [
    ...rating.reasons,
    ...rolled.reasons,
    reason('A5', 'project_ticked', { project: project.id, quality: rolled.quality, ticked, filled, segments: project.segments }),
  ];
  if (completed) reasons.push(reason('A5', 'project_completed', { project: project.id, name: project.name }));
  return ok({ crew: next, project: updated, quality: rolled.quality, ticked, completed }, reasons, [rolled.dice]);
}

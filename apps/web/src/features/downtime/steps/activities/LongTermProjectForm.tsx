import { useState } from 'react';
import { activityQualityOdds, clockCompletionOdds, findProject, isComplete, type Character } from '@temps-mort/rules';
import { formatProbability } from '@temps-mort/i18n/format';
import { Clock } from '../../../../components/Clock';
import { NumberField } from '../../../../components/NumberField';
import { OddsBar } from '../../../../components/OddsBar';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { usePlayerForms, useWalkthrough } from '../../context';
import { ActionField, OddsOnceChosen, Roll, WITHIN_BOUNDS, skillPool, useActivitySubmit, useWithin } from './activityRoll';
import { MissingSkill } from './CompleteSheet';
import { NewProjectForm } from './NewProjectForm';
import { HelpedField, OddsArea, outcomesOf, poolText, type ActivityOf } from './shared';

/**
 * A5 Long-term project: the project's clock, the action rolled, the odds of filling it within the
 * activities left. `initial`: a player's proposal to edit.
 */
export function LongTermProjectForm({ character, remaining, initial }: { character: Character; remaining: number; initial?: ActivityOf<'long_term_project'> | undefined }) {
  const { t, term } = useGmT();
  const { crew, names } = useWalkthrough();
  const player = usePlayerForms();
  const projects = crew.characters.flatMap((owner) => owner.projects.map((p) => ({ owner, project: p })));
  const blocked = (id: string) => {
    const found = findProject(crew, id);
    if (!found) return true;
    if (isComplete(found.project)) return true;
    const requires = found.project.requires ?? null;
    if (requires === null) return false;
    const required = findProject(crew, requires);
    return !required || !isComplete(required.project);
  };
  const workable = projects.some((p) => !blocked(p.project.id));
  const [projectId, setProjectId] = useState(initial?.projectId ?? '');
  const [action, setAction] = useState(initial?.action ?? '');
  const [helped, setHelped] = useState(initial?.helped ?? false);
  const [within, setWithin] = useWithin(remaining);
  const project = projects.find((p) => p.project.id === projectId)?.project;
  const activity = { kind: 'long_term_project', projectId, action, helped };
  const submit = useActivitySubmit(character, activity, [projectId === '' && t('project.choose'), action === '' && t('activities.action')]);
  // No project to work on: opening one is the first thing to do, here, and it is then the one chosen
  // (the GM's to do: a player's phone asks them).
  const newProject = <NewProjectForm character={character} open={!workable} onCreated={setProjectId} />;
  return (
    <div className="activity-form">
      {!workable ? (
        <>
          <p className="warning" role="note">
            {projects.length === 0 ? t(player ? 'play.form.noProject' : 'activities.noProject') : t(player ? 'play.form.noOpenProject' : 'activities.noOpenProject')}
          </p>
          {newProject}
        </>
      ) : null}
      <MissingSkill character={character} />
      <div className="form-grid">
        <SelectField
          label={t('project.choose')}
          value={projectId}
          onChange={setProjectId}
          placeholder={t('activities.pick')}
          options={projects.map(({ owner, project: p }) => ({
            value: p.id,
            label: `${p.name} — ${owner.name} (${p.filled}/${p.segments})${isComplete(p) ? ` · ${t('clock.complete')}` : ''}${
              p.requires ? ` · ${t('clock.requires')} ${names.project?.(p.requires) ?? t('clock.requires.removed')}` : ''
            }`,
            disabled: blocked(p.id),
          }))}
          error={projectId === '' ? null : submit.errors.projectId}
        />
        <div>
          <ActionField character={character} value={action} onChange={setAction} error={submit.errors.action} />
        </div>
        <NumberField label={t('activities.within')} value={within} onChange={setWithin} bounds={WITHIN_BOUNDS} />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      {project ? <Clock label={project.name} segments={project.segments} filled={project.filled} size={56} /> : null}
      <OddsArea>
        <ProjectOdds character={character} projectId={projectId} action={action} helped={helped} within={within} />
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'long_term_project') })} submit={submit} />
      {workable ? newProject : null}
    </div>
  );
}

/**
 * A5's odds: the segments this roll fills, and the project's clock full within `within` activities
 * (the form's, and a proposal's as it stands).
 */
export function ProjectOdds({ character, projectId, action, helped, within }: { character: Character; projectId: string; action: string; helped: boolean; within: number | null }) {
  const { t, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const project = findProject(crew, projectId)?.project;
  const pool = skillPool(character, action, 'A5');
  if (pool === null) return <OddsOnceChosen />;
  const ticks = activityQualityOdds(pool, { helped }, table);
  const done = project && within !== null ? clockCompletionOdds({ segments: project.segments, filled: project.filled, activities: within, pool, helped }, { table }) : null;
  return (
    <>
      <OddsBar label={t('activities.tick', { pool: poolText(t, pool) })} outcomes={outcomesOf(ticks, (n) => t('activities.segments', { n }))} />
      {done && within !== null ? (
        <>
          <OddsBar
            label={t('activities.withinOdds', { k: within })}
            outcomes={[
              { key: 'done', label: t('activities.full'), probability: done.probability },
              { key: 'not', label: t('activities.notYet'), probability: 1 - done.probability },
            ]}
          />
          <p className="muted">{done.byActivity.map((p, i) => t('activities.byActivity', { k: i + 1, pct: formatProbability(p, lang) })).join(' · ')}</p>
        </>
      ) : null}
    </>
  );
}

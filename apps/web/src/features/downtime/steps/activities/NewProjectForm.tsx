import { useState } from 'react';
import { FIELD_BOUNDS, type Character } from '@temps-mort/rules';
import { Button } from '../../../../components/Button';
import { Field } from '../../../../components/Field';
import { NumberField } from '../../../../components/NumberField';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { usePlayerForms, useWalkthrough } from '../../context';
import { projectCreate } from '../../api';
import { characterPlace } from './shared';

/** A5: the GM opens a long-term project (a clock) on the PC's sheet; `onCreated` gets its id. The GM's alone: none on a player's phone. */
export function NewProjectForm(props: { character: Character; open: boolean; onCreated: (projectId: string) => void }) {
  return usePlayerForms() ? null : <NewProject {...props} />;
}

function NewProject({ character, open, onCreated }: { character: Character; open: boolean; onCreated: (projectId: string) => void }) {
  const { t } = useGmT();
  const { crew, actions } = useWalkthrough();
  const [name, setName] = useState('');
  const [segments, setSegments] = useState<number | null>(8);
  const [requires, setRequires] = useState('');
  const key = `project-create:${character.id}`;
  const bounds = FIELD_BOUNDS.projectCreate.segments;
  const inBounds = segments !== null && segments >= bounds.min && segments <= bounds.max;
  const ok = name.trim() !== '' && inBounds;
  const create = async () => {
    const before = new Set(character.projects.map((p) => p.id));
    const answer = await actions.run({
      key,
      place: characterPlace(character.id),
      path: projectCreate(character.id),
      body: { name: name.trim(), segments, requires: requires === '' ? null : requires },
    });
    if (!answer) return;
    setName('');
    const made = answer.sheet.crew.characters.find((c) => c.id === character.id)?.projects.find((p) => !before.has(p.id));
    if (made) onCreated(made.id);
  };
  return (
    <details className="more" open={open || undefined}>
      <summary>{t('project.new')}</summary>
      <div className="form-grid">
        <Field label={t('clock.name')} value={name} onChange={setName} error={name.trim() === '' ? t('error.field.required') : null} />
        <NumberField label={t('project.segments')} value={segments} onChange={setSegments} bounds={bounds} error={inBounds ? null : t('error.field.range', { min: bounds.min, max: bounds.max })} />
        <SelectField
          label={t('project.requires')}
          value={requires}
          onChange={setRequires}
          placeholder={t('common.none')}
          options={crew.characters.flatMap((c) => c.projects.map((p) => ({ value: p.id, label: `${p.name} — ${c.name}` })))}
        />
      </div>
      <Button variant="secondary" busy={actions.pendingKey === key} disabled={!ok || actions.pendingKey !== null} onClick={() => void create()}>
        {t('project.create')}
      </Button>
    </details>
  );
}

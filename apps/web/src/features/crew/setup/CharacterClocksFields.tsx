import { FIELD_BOUNDS } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { Clock } from '../../../components/Clock';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import { draftRows, type CharacterSectionProps } from './characterSections';
import { RemoveRow } from './widgets';

/** A new project's clock as the form first offers it (the GM sets any size within the bounds). */
const NEW_PROJECT_SEGMENTS = 8;

/**
 * A character's clocks (when the table plays downtime): the healing clock's filled segments (A6, its
 * size the character's, or the campaign's table rule for a new one) and, once the character exists,
 * its long-term projects (A5).
 */
export function CharacterClocksFields({ sheet, healingSegments, ...props }: CharacterSectionProps & { readonly sheet: CrewSheet; readonly healingSegments: number }) {
  const { t } = useGmT();
  const { draft, set, errors, character } = props;
  return (
    <>
      <fieldset className="subform">
        <legend>{t('character.healing')}</legend>
        <div className="inline-form">
          <NumberField
            label={t('clock.filled')}
            value={draft.healingFilled}
            onChange={(healingFilled) => set({ healingFilled })}
            bounds={FIELD_BOUNDS.character.clockFilled}
            max={healingSegments}
            error={errors['healing.filled']}
            hint={t('setup.healing.help', { segments: healingSegments })}
          />
          {draft.healingFilled !== null ? <Clock label={t('character.healing')} segments={healingSegments} filled={draft.healingFilled} size={48} /> : null}
        </div>
      </fieldset>

      {character ? <ProjectsFieldset sheet={sheet} {...props} /> : <p className="muted">{t('setup.projectsAfterCreate')}</p>}
    </>
  );
}

function ProjectsFieldset({ sheet, draft, update, errors }: CharacterSectionProps & { sheet: CrewSheet }) {
  const { t } = useGmT();
  const projects = draftRows(update, 'projects');
  const otherProjects = sheet.crew.characters.flatMap((c) => c.projects.map((p) => ({ value: p.id, label: `${p.name} — ${c.name}` })));
  return (
    <fieldset className="subform">
      <legend>{t('character.projects')}</legend>
      <ul className="edit-rows">
        {draft.projects.map((p, i) => (
          <li key={p.key} className="edit-row project-row">
            <Field label={t('clock.name')} value={p.name} onChange={(name) => projects.change(p.key, { name })} error={errors[`projects.${i}.name`]} />
            <NumberField label={t('clock.segments')} value={p.segments} onChange={(segments) => projects.change(p.key, { segments })} bounds={FIELD_BOUNDS.character.clockSegments} error={errors[`projects.${i}.segments`]} />
            <NumberField
              label={t('clock.filled')}
              value={p.filled}
              onChange={(filled) => projects.change(p.key, { filled })}
              bounds={FIELD_BOUNDS.character.clockFilled}
              max={p.segments ?? FIELD_BOUNDS.character.clockFilled.max}
              error={errors[`projects.${i}.filled`]}
            />
            <SelectField
              label={t('clock.requires')}
              value={p.requires}
              onChange={(requires) => projects.change(p.key, { requires })}
              placeholder={t('common.none')}
              options={otherProjects.filter((o) => o.value !== p.id)}
            />
            {p.segments !== null && p.filled !== null && p.filled <= p.segments ? <Clock label={p.name || t('clock.name')} segments={p.segments} filled={p.filled} /> : null}
            <RemoveRow label={t('setup.removeNamed', { name: p.name || t('clock.name') })} onClick={() => projects.remove(p.key)} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => projects.add({ name: '', segments: NEW_PROJECT_SEGMENTS, filled: 0, requires: '' })}>
        {t('clock.add')}
      </Button>
    </fieldset>
  );
}

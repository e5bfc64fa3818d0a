import { formatList } from '@temps-mort/i18n/format';
import { DOWNTIME_ATTRIBUTES, FIELD_BOUNDS, NEW_ATTRIBUTE_CIRCLES, SKILL_RATING_BOUNDS, SKILLS, type FieldBounds, type Harm } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Circles } from '../../../components/Circles';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { useGmT } from '../../../lib/i18nGm';
import type { GameSystem } from '../../../lib/systems';
import { blankCharacter, shownAttribute, typedAttribute } from './characterDraft';
import { draftRows, nameProblemWords, type CharacterSectionProps } from './characterSections';
import { RemoveRow } from './widgets';

type NameProblems = Readonly<Record<string, 'required' | 'duplicate'>>;

/**
 * The downtime parts of a character (when the table plays downtime): attributes in circles (V1),
 * skills, harm, trauma, vice and purveyor.
 */
export function CharacterDowntimeFields(
  props: CharacterSectionProps & {
    readonly plays: (system: GameSystem) => boolean;
    readonly idBase: string;
    readonly attributeNames: NameProblems;
    readonly skillNames: NameProblems;
    /** A new character's ratings stay within the rules' starting bounds; Train may raise them later. */
    readonly ratingBounds: FieldBounds;
  },
) {
  return (
    <>
      <AttributesFieldset {...props} />
      <SkillsFieldset {...props} />
      <HarmFieldset {...props} />
      <TraumaFieldset {...props} />
      <ViceFieldset {...props} />
    </>
  );
}

function AttributesFieldset({ draft, set, update, errors, plays, idBase, attributeNames }: CharacterSectionProps & { plays: (system: GameSystem) => boolean; idBase: string; attributeNames: NameProblems }) {
  const { t, term, lang } = useGmT();
  const attrs = draftRows(update, 'attributes');
  const rowError = (name: string, field: string) => errors[`attributes.${name.trim()}.${field}`] ?? null;
  const attributeWord = (name: string) => (name.trim() === '' ? t('character.attribute.name') : shownAttribute(name, (a) => term('downtimeAttribute', a)));
  return (
    <fieldset className="subform">
      <legend>{t('character.attributes')}</legend>
      <ul className="edit-rows">
        {draft.attributes.map((a) => (
          <li key={a.key} className="edit-row">
            <Field
              label={t('character.attribute.name')}
              value={shownAttribute(a.name, (k) => term('downtimeAttribute', k))}
              onChange={(typed) => attrs.change(a.key, { name: typedAttribute(typed, (k) => term('downtimeAttribute', k)) })}
              error={nameProblemWords(attributeNames[a.key], t) ?? errors[`attributes.${a.name.trim()}`]}
              id={`${idBase}-attr-${a.key}`}
            />
            <NumberField
              label={t('character.attribute.maxOf', { attribute: attributeWord(a.name) })}
              value={a.max}
              onChange={(max) => attrs.change(a.key, { max })}
              bounds={FIELD_BOUNDS.character.attributeCircles}
              error={rowError(a.name, 'max')}
            />
            <NumberField
              label={t('character.attribute.currentOf', { attribute: attributeWord(a.name) })}
              value={a.current}
              onChange={(current) => attrs.change(a.key, { current })}
              bounds={FIELD_BOUNDS.character.attributeFilled}
              max={a.max ?? FIELD_BOUNDS.character.attributeFilled.max}
              error={rowError(a.name, 'current')}
            />
            {a.max !== null && a.current !== null && a.current <= a.max ? <Circles label={attributeWord(a.name)} max={a.max} current={a.current} /> : null}
            <RemoveRow label={t('setup.removeNamed', { name: attributeWord(a.name) })} onClick={() => attrs.remove(a.key)} />
          </li>
        ))}
      </ul>
      {draft.attributes.length === 0 ? (
        // A sheet without attributes (made before, or at a table without downtime): the usual ones in one click (V1 needs one).
        <Button variant="secondary" onClick={() => set({ attributes: blankCharacter(plays).attributes })}>
          {t('character.attributes.start', { names: formatList(DOWNTIME_ATTRIBUTES.map((a) => term('downtimeAttribute', a)), lang) })}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => attrs.add({ name: '', ...NEW_ATTRIBUTE_CIRCLES })}>
        {t('character.attribute.add')}
      </Button>
    </fieldset>
  );
}

function SkillsFieldset({ draft, update, errors, skillNames, ratingBounds }: CharacterSectionProps & { skillNames: NameProblems; ratingBounds: FieldBounds }) {
  const { t, term } = useGmT();
  const skills = draftRows(update, 'skills');
  const unusedSkills = SKILLS.filter((k) => !draft.skills.some((s) => s.name === k));
  return (
    <fieldset className="subform">
      <legend>{t('character.skills')}</legend>
      <ul className="edit-rows">
        {draft.skills.map((s) => {
          const word = s.name === '' ? t('character.skill.name') : term('skill', s.name);
          const taken = new Set(draft.skills.filter((o) => o.key !== s.key).map((o) => o.name));
          const options = [...SKILLS.filter((k) => !taken.has(k)), ...(s.name !== '' && !(SKILLS as readonly string[]).includes(s.name) ? [s.name] : [])];
          const over = s.rating !== null && s.rating > ratingBounds.max ? t('error.field.max', { max: ratingBounds.max }) : null;
          return (
            <li key={s.key} className="edit-row">
              <SelectField
                label={t('character.skill.name')}
                value={s.name}
                onChange={(name) => skills.change(s.key, { name })}
                placeholder={t('character.skill.pick')}
                options={options.map((k) => ({ value: k, label: term('skill', k) }))}
                error={nameProblemWords(skillNames[s.key], t)}
              />
              <NumberField
                label={t('character.skill.ratingOf', { skill: word })}
                value={s.rating}
                onChange={(rating) => skills.change(s.key, { rating })}
                bounds={ratingBounds}
                error={over ?? errors[`skills.${s.name.trim()}`]}
              />
              <RemoveRow label={t('setup.removeNamed', { name: word })} onClick={() => skills.remove(s.key)} />
            </li>
          );
        })}
      </ul>
      {unusedSkills.length > 0 ? (
        <Button variant="secondary" onClick={() => skills.add({ name: unusedSkills[0] ?? '', rating: SKILL_RATING_BOUNDS.start.min })}>
          {t('character.skill.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}

function HarmFieldset({ draft, update, errors }: CharacterSectionProps) {
  const { t, term } = useGmT();
  const harm = draftRows(update, 'harm');
  return (
    <fieldset className="subform">
      <legend>{t('character.harm')}</legend>
      <ul className="edit-rows">
        {draft.harm.map((h, i) => (
          <li key={h.key} className="edit-row">
            <SelectField
              label={t('character.harm.level')}
              value={String(h.level)}
              onChange={(v) => harm.change(h.key, { level: Number(v) as Harm['level'] })}
              options={([1, 2, 3, 4] as const).map((l) => ({ value: String(l), label: `${l} · ${term('harmLevel', l)}` }))}
            />
            <Field label={t('character.harm.description')} value={h.description} onChange={(description) => harm.change(h.key, { description })} error={errors[`harm.${i}.description`]} />
            <RemoveRow label={t('setup.removeNamed', { name: h.description || t('character.harm') })} onClick={() => harm.remove(h.key)} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => harm.add({ level: 1, description: '' })}>
        {t('character.harm.add')}
      </Button>
    </fieldset>
  );
}

function TraumaFieldset({ draft, update, errors }: CharacterSectionProps) {
  const { t, term } = useGmT();
  const trauma = draftRows(update, 'trauma');
  return (
    <fieldset className="subform">
      <legend>{t('character.trauma')}</legend>
      <ul className="edit-rows">
        {draft.trauma.map((tr, i) => (
          <li key={tr.key} className="edit-row">
            <Field label={t('character.trauma.name')} value={tr.name} onChange={(name) => trauma.change(tr.key, { name })} error={errors[`trauma.${i}`]} />
            <RemoveRow label={t('setup.removeNamed', { name: tr.name ? term('trauma', tr.name) : t('character.trauma') })} onClick={() => trauma.remove(tr.key)} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => trauma.add({ name: '' })}>
        {t('character.trauma.add')}
      </Button>
    </fieldset>
  );
}

function ViceFieldset({ draft, set, errors }: CharacterSectionProps) {
  const { t } = useGmT();
  return (
    <fieldset className="subform">
      <legend>{t('character.vice')}</legend>
      <CheckField label={t('character.hasVice')} checked={draft.hasVice} onChange={(hasVice) => set({ hasVice })} />
      {draft.hasVice ? (
        <div className="form-grid">
          <Field label={t('character.vice.kind')} value={draft.vice.kind} onChange={(kind) => set({ vice: { ...draft.vice, kind } })} error={errors['vice.kind']} />
          <Field label={t('character.vice.purveyor')} value={draft.vice.purveyor} onChange={(purveyor) => set({ vice: { ...draft.vice, purveyor } })} error={errors['vice.purveyor']} />
          <CheckField label={t('character.vice.tapped')} checked={draft.vice.tapped} onChange={(tapped) => set({ vice: { ...draft.vice, tapped } })} />
        </div>
      ) : null}
    </fieldset>
  );
}

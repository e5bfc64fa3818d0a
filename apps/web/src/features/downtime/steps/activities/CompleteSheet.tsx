/**
 * What an activity needs and the PC's sheet lacks, said in the activity and filled in place, so the
 * GM never leaves the downtime to repair a character (issue 34): the vice and its purveyor and the
 * attribute circles vice restores (V1), a skill to roll, a harm to heal (A6). Each saves through the
 * crew's character edit (PUT …/characters/:id, the fields given replace those of the sheet), the
 * same write the crew editor makes, and the form reads the new sheet at once. On a player's phone
 * (issue 36) the sheet is the GM's to complete: what it lacks is said, nothing is offered.
 */
import { useState } from 'react';
import {
  DOWNTIME_ATTRIBUTES,
  FIELD_BOUNDS,
  NEW_ATTRIBUTE_CIRCLES,
  SKILLS,
  attributeCirclesSchema,
  characterSchema,
  harmSchema,
  nameSchema,
  type Character,
  type Harm,
} from '@temps-mort/rules';
import { Button } from '../../../../components/Button';
import { Field } from '../../../../components/Field';
import { NumberField } from '../../../../components/NumberField';
import { SelectField } from '../../../../components/SelectField';
import { fieldError } from '../../../../lib/fieldError';
import { useGmT, type UiKey } from '../../../../lib/i18nGm';
import { usePlayerForms, useWalkthrough } from '../../context';
import { fieldErrors } from '../../validate';
import { characterEdit } from '../../api';
import { characterPlace } from './shared';

/** One in-place edit of a PC's sheet: its result shows in the PC's panel, like the activity's. */
function useSheetEdit(character: Character, what: string) {
  const { actions } = useWalkthrough();
  const key = `sheet-${what}:${character.id}`;
  return {
    busy: actions.pendingKey === key,
    blocked: actions.pendingKey !== null,
    save: (body: Readonly<Record<string, unknown>>) =>
      void actions.run({ key, place: characterPlace(character.id), path: characterEdit(character.id), body }),
  };
}

/** Whether the sheet holds what indulging vice needs (V1): a vice and attribute circles to restore. */
export function viceSheetMissing(character: Character): { vice: boolean; circles: boolean } {
  return { vice: character.vice === null, circles: Object.keys(character.attributes).length === 0 };
}

type Circles = Readonly<Record<string, { readonly max: number | null; readonly current: number | null }>>;

/**
 * V1: the vice and its purveyor, and the usual attributes' circles (a new character's start, as the
 * crew editor gives it, for the GM to correct), whichever the sheet lacks.
 */
export function ViceSheetForm({ character }: { character: Character }) {
  const player = usePlayerForms();
  const missing = viceSheetMissing(character);
  if (player) {
    return (
      <div className="subform complete-sheet">
        <PlayerNote shown={missing.vice} text="play.form.noVice" />
        <PlayerNote shown={missing.circles} text="play.form.noCircles" />
      </div>
    );
  }
  return <ViceSheetEdit character={character} missing={missing} />;
}

/** What a player's phone says the sheet lacks, for the GM to complete. */
function PlayerNote({ shown, text }: { shown: boolean; text: UiKey }) {
  const { t } = useGmT();
  return shown ? (
    <p className="warning" role="note">
      {t(text)}
    </p>
  ) : null;
}

function ViceSheetEdit({ character, missing }: { character: Character; missing: ReturnType<typeof viceSheetMissing> }) {
  const { t, term } = useGmT();
  const [kind, setKind] = useState('');
  const [purveyor, setPurveyor] = useState('');
  const [circles, setCircles] = useState<Circles>(() => Object.fromEntries(DOWNTIME_ATTRIBUTES.map((a) => [a, NEW_ATTRIBUTE_CIRCLES])));
  const edit = useSheetEdit(character, 'vice');
  const kindError = missing.vice ? fieldError(nameSchema, kind, t) : null;
  const circleErrors = Object.fromEntries(Object.entries(circles).map(([a, c]) => [a, fieldErrors(attributeCirclesSchema, c, t)]));
  const invalid = kindError !== null || (missing.circles && Object.values(circleErrors).some((e) => Object.keys(e).length > 0));
  const body = {
    ...(missing.vice ? { vice: { kind: kind.trim(), purveyor: purveyor.trim(), tapped: false } } : {}),
    ...(missing.circles ? { attributes: circles } : {}),
  };
  const set = (attribute: string, part: 'max' | 'current', value: number | null) =>
    setCircles((all) => ({ ...all, [attribute]: { max: all[attribute]?.max ?? null, current: all[attribute]?.current ?? null, [part]: value } }));
  return (
    <div className="subform complete-sheet">
      {missing.vice ? (
        <>
          <p className="warning" role="note">
            {t('activities.sheet.noVice', { name: character.name })}
          </p>
          <div className="form-grid">
            {/* Said once the GM has typed: an untouched field is not yet a mistake. */}
            <Field label={t('character.vice.kind')} value={kind} onChange={setKind} error={kind === '' ? null : kindError} />
            <Field label={t('character.vice.purveyor')} value={purveyor} onChange={setPurveyor} />
          </div>
        </>
      ) : null}
      {missing.circles ? (
        <>
          <p className="warning" role="note">
            {t('activities.sheet.noCircles', { name: character.name })}
          </p>
          <div className="form-grid">
            {Object.entries(circles).map(([attribute, c]) => (
              <div key={attribute} className="inline-form">
                <NumberField
                  label={t('activities.sheet.circles', { attribute: term('downtimeAttribute', attribute) })}
                  value={c.max}
                  onChange={(v) => set(attribute, 'max', v)}
                  bounds={FIELD_BOUNDS.character.attributeCircles}
                  error={circleErrors[attribute]?.max}
                />
                <NumberField
                  label={t('activities.sheet.filled', { attribute: term('downtimeAttribute', attribute) })}
                  value={c.current}
                  onChange={(v) => set(attribute, 'current', v)}
                  bounds={FIELD_BOUNDS.character.attributeFilled}
                  error={circleErrors[attribute]?.current}
                />
              </div>
            ))}
          </div>
        </>
      ) : null}
      <div className="actions">
        <Button variant="secondary" busy={edit.busy} disabled={invalid || edit.blocked} onClick={() => edit.save(body)}>
          {t('activities.sheet.save')}
        </Button>
      </div>
    </div>
  );
}

/** A PC with no skill at all: the skill a roll uses, added with its rating (none chosen for the GM). */
export function MissingSkill({ character }: { character: Character }) {
  const { t, term } = useGmT();
  const player = usePlayerForms();
  const [skill, setSkill] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const edit = useSheetEdit(character, 'skill');
  if (Object.keys(character.skills).length > 0) return null;
  if (player) return <PlayerNote shown text="play.form.noSkill" />;
  const errors = skill === '' ? {} : fieldErrors(characterSchema.shape.skills, { [skill]: rating }, t);
  return (
    <div className="subform complete-sheet">
      <p className="warning" role="note">
        {t('activities.sheet.noSkill', { name: character.name })}
      </p>
      <div className="form-grid">
        <SelectField
          label={t('character.skill.name')}
          value={skill}
          onChange={setSkill}
          placeholder={t('activities.pick')}
          options={SKILLS.map((s) => ({ value: s, label: term('skill', s) }))}
        />
        <NumberField label={t('character.skill.rating')} value={rating} onChange={setRating} bounds={FIELD_BOUNDS.character.skillRatingStart} error={errors[skill]} />
      </div>
      <div className="actions">
        <Button
          variant="secondary"
          busy={edit.busy}
          disabled={skill === '' || rating === null || Object.keys(errors).length > 0 || edit.blocked}
          onClick={() => edit.save({ skills: { [skill]: rating } })}
        >
          {t('activities.sheet.addSkill')}
        </Button>
      </div>
    </div>
  );
}

const HARM_LEVELS: readonly Harm['level'][] = [1, 2, 3, 4];

/**
 * A6 heals harm: a harm taken during the score, noted here when the sheet has none yet. A player
 * asks the GM to note it — or, proposing before the activities, heals what harm they have then.
 */
export function AddHarm({ character }: { character: Character }) {
  const { t } = useGmT();
  const player = usePlayerForms();
  if (player) {
    return (
      <p className="muted" role="note">
        {t(player.queued ? 'play.form.harmLater' : 'play.form.noHarm')}
      </p>
    );
  }
  return <AddHarmEdit character={character} />;
}

function AddHarmEdit({ character }: { character: Character }) {
  const { t, term } = useGmT();
  const [level, setLevel] = useState('');
  const [description, setDescription] = useState('');
  const edit = useSheetEdit(character, 'harm');
  const harm = { level: level === '' ? undefined : Number(level), description };
  const errors = fieldErrors(harmSchema, harm, t);
  return (
    <div className="subform complete-sheet">
      <p className="muted">{t('activities.sheet.noHarm')}</p>
      <div className="form-grid">
        <SelectField
          label={t('character.harm.level')}
          value={level}
          onChange={setLevel}
          placeholder={t('activities.pick')}
          options={HARM_LEVELS.map((l) => ({ value: String(l), label: `${l} · ${term('harmLevel', l)}` }))}
        />
        <Field label={t('character.harm.description')} value={description} onChange={setDescription} error={description === '' ? null : errors.description} />
      </div>
      <div className="actions">
        <Button
          variant="secondary"
          busy={edit.busy}
          disabled={Object.keys(errors).length > 0 || edit.blocked}
          onClick={() => edit.save({ harm: [...character.harm, harm] })}
        >
          {t('activities.sheet.addHarm')}
        </Button>
      </div>
    </div>
  );
}

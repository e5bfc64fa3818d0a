import { formatList } from '@temps-mort/i18n/format';
import {
  characterSchema,
  D12_ATTRIBUTES,
  D12_HUMAN_AVERAGE,
  D12_MAX_TRAIT,
  D12_MAX_VALUE,
  D12_MIN_TRAIT,
  D12_MIN_VALUE,
  DOWNTIME_ATTRIBUTES,
  NEW_ATTRIBUTE_CIRCLES,
  noteSchema,
  SKILL_RATING_BOUNDS,
  SKILLS,
  type Character,
  type CharacterStatus,
  type Harm,
} from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Circles } from '../../../components/Circles';
import { Clock } from '../../../components/Clock';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import { playedSystems, usePlayedSystems, type GameSystem } from '../../../lib/systems';
import type { CrewWrite } from './api';
import {
  STATUSES,
  blankCharacter,
  characterEditBody,
  characterFields,
  characterModel,
  nameProblems,
  savedTraits,
  shownAttribute,
  toCharacterDraft,
  typedAttribute,
  withPoolValue,
  type CharacterDraft,
  type Row,
} from './characterDraft';
import { rowKey, useDraft } from './draft';
import { FormError } from './FormError';
import { fieldErrors, hasErrors, type FieldErrors } from './validate';
import { RemoveRow, TextAreaField } from './widgets';

const DEFAULT_HEALING_SEGMENTS = 4;

/**
 * A player character, new or existing (character_save): name, status, downtime attributes in
 * circles, skills, harm, trauma, vice and purveyor, load, coin, the d12 pools, traits, comfort,
 * fear, destiny, the healing clock and the long-term project clocks, GM notes. Checked with the
 * rules' characterSchema as the GM types.
 */
export function CharacterForm({ sheet, character, write, onDone, onAdded }: { sheet: CrewSheet; character?: Character; write: CrewWrite; onDone?: () => void; onAdded?: (name: string) => void }) {
  const { t, term, lang } = useGmT();
  // Only the parts of the game systems the table plays (what is hidden is kept as it is).
  const { plays, systems } = usePlayedSystems();
  const notes = character ? (sheet.characterNotes?.[character.id] ?? '') : '';
  // A new character starts ready for the systems played (followed until the GM types, as the campaign may be read after the form opens).
  const source: { character: Character; notes: string } | { systems: readonly GameSystem[] } = character ? { character, notes } : { systems };
  const { draft, dirty, update, saved, reset } = useDraft(
    source,
    (s) => ('character' in s ? toCharacterDraft(s.character, s.notes) : blankCharacter(playedSystems(s.systems).plays)),
    write.generation,
  );
  const set = (patch: Partial<CharacterDraft>) => update((d) => ({ ...d, ...patch }));
  const key = character ? `character:${character.id}` : 'character-new';
  const idBase = character ? character.id : 'new';

  // The schema's issues, then those it cannot see (rows of a record: empty or repeated names).
  const allErrors = fieldErrors(characterSchema, characterModel(draft, character ?? null, DEFAULT_HEALING_SEGMENTS), t);
  // A new character's form says nothing before the GM types.
  const schemaErrors = character || dirty ? allErrors : {};
  const noteErrors = fieldErrors(noteSchema, draft.gmNotes, t);
  const attributeNames = nameProblems(draft.attributes);
  const skillNames = nameProblems(draft.skills);
  // A new character is rated within the rules' starting bounds; Train may raise a rating later, up to the sheet's max.
  const ratingMax = character ? SKILL_RATING_BOUNDS.max : SKILL_RATING_BOUNDS.start.max;
  const overRated = draft.skills.filter((s) => s.rating !== null && s.rating > ratingMax).length;
  const unusedSkills = SKILLS.filter((k) => !draft.skills.some((s) => s.name === k));
  const nameWords = (p: 'required' | 'duplicate' | undefined) => (p === 'required' ? t('error.field.required') : p === 'duplicate' ? t('error.field.duplicate') : null);
  const blocking =
    hasErrors(allErrors) || hasErrors(noteErrors) || Object.keys(attributeNames).length > 0 || Object.keys(skillNames).length > 0 || overRated > 0;
  const rowError = (prefix: string, name: string, field: string) => schemaErrors[`${prefix}.${name.trim()}.${field}`] ?? null;
  const attributeWord = (name: string) => (name.trim() === '' ? t('character.attribute.name') : shownAttribute(name, (a) => term('downtimeAttribute', a)));
  // The schema sees only the traits saved (a suggested row left without a name is none): its indexes are theirs.
  const traitsSaved = savedTraits(draft.traits);
  const traitError = (row: CharacterDraft['traits'][number], field: string) => {
    const i = traitsSaved.indexOf(row);
    return i < 0 ? null : schemaErrors[`traits.${i}.${field}`];
  };

  const save = async () => {
    const ok = character
      ? await write.send(key, 'PUT', `/characters/${encodeURIComponent(character.id)}`, characterEditBody(draft, character))
      : await write.send(key, 'POST', '/characters', {
          ...characterFields(draft),
          ...(draft.gmNotes.trim() !== '' ? { gmNotes: draft.gmNotes } : {}),
        });
    if (ok) {
      saved();
      if (!character) onAdded?.(draft.name.trim());
      onDone?.();
    }
  };

  const rows = <K extends 'attributes' | 'skills' | 'harm' | 'trauma' | 'traits' | 'projects'>(field: K) => ({
    change: (rowKeyValue: string, patch: Partial<CharacterDraft[K][number]>) =>
      update((d) => ({ ...d, [field]: (d[field] as readonly Row[]).map((r) => (r.key === rowKeyValue ? { ...r, ...patch } : r)) })),
    remove: (rowKeyValue: string) => update((d) => ({ ...d, [field]: (d[field] as readonly Row[]).filter((r) => r.key !== rowKeyValue) })),
    add: (row: Omit<CharacterDraft[K][number], 'key'>) => update((d) => ({ ...d, [field]: [...(d[field] as readonly Row[]), { ...row, key: rowKey() }] })),
  });
  const attrs = rows('attributes');
  const skills = rows('skills');
  const harm = rows('harm');
  const trauma = rows('trauma');
  const traits = rows('traits');
  const projects = rows('projects');
  const otherProjects = sheet.crew.characters.flatMap((c) => c.projects.map((p) => ({ value: p.id, label: `${p.name} — ${c.name}` })));

  return (
    <form
      className="character-form"
      aria-label={character ? t('setup.editNamed', { name: character.name }) : t('character.add')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocking) void save();
      }}
    >
      <div className="form-grid">
        <Field label={t('character.name')} value={draft.name} onChange={(name) => set({ name })} error={schemaErrors.name} />
        <SelectField
          label={t('character.status')}
          value={draft.status}
          onChange={(status) => set({ status: status as CharacterStatus })}
          options={STATUSES.map((s) => ({ value: s, label: term('characterStatus', s) }))}
        />
        {plays('downtime') ? (
          <>
            <NumberField label={t('character.load')} value={draft.load} onChange={(load) => set({ load })} min={0} max={12} error={schemaErrors.load} />
            <NumberField label={t('character.coin')} value={draft.coin} onChange={(coin) => set({ coin })} min={0} error={schemaErrors.coin} />
          </>
        ) : null}
        {plays('d12') ? (
          <NumberField label={t('character.destiny')} value={draft.destiny} onChange={(destiny) => set({ destiny })} min={0} max={99} error={schemaErrors.destiny} />
        ) : null}
      </div>

      {plays('downtime') ? (
        <>
          <fieldset className="subform">
            <legend>{t('character.attributes')}</legend>
            <ul className="edit-rows">
              {draft.attributes.map((a) => (
                <li key={a.key} className="edit-row">
                  <Field
                    label={t('character.attribute.name')}
                    value={shownAttribute(a.name, (k) => term('downtimeAttribute', k))}
                    onChange={(typed) => attrs.change(a.key, { name: typedAttribute(typed, (k) => term('downtimeAttribute', k)) })}
                    error={nameWords(attributeNames[a.key]) ?? schemaErrors[`attributes.${a.name.trim()}`]}
                    id={`${idBase}-attr-${a.key}`}
                  />
                  <NumberField
                    label={t('character.attribute.maxOf', { attribute: attributeWord(a.name) })}
                    value={a.max}
                    onChange={(max) => attrs.change(a.key, { max })}
                    min={0}
                    max={12}
                    error={rowError('attributes', a.name, 'max')}
                  />
                  <NumberField
                    label={t('character.attribute.currentOf', { attribute: attributeWord(a.name) })}
                    value={a.current}
                    onChange={(current) => attrs.change(a.key, { current })}
                    min={0}
                    max={a.max ?? 12}
                    error={rowError('attributes', a.name, 'current')}
                  />
                  {a.max !== null && a.current !== null && a.current <= a.max ? (
                    <Circles label={attributeWord(a.name)} max={a.max} current={a.current} />
                  ) : null}
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

          <fieldset className="subform">
            <legend>{t('character.skills')}</legend>
            <ul className="edit-rows">
              {draft.skills.map((s) => {
                const word = s.name === '' ? t('character.skill.name') : term('skill', s.name);
                const taken = new Set(draft.skills.filter((o) => o.key !== s.key).map((o) => o.name));
                const options = [...SKILLS.filter((k) => !taken.has(k)), ...(s.name !== '' && !(SKILLS as readonly string[]).includes(s.name) ? [s.name] : [])];
                const over = s.rating !== null && s.rating > ratingMax ? t('error.field.max', { max: ratingMax }) : null;
                return (
                  <li key={s.key} className="edit-row">
                    <SelectField
                      label={t('character.skill.name')}
                      value={s.name}
                      onChange={(name) => skills.change(s.key, { name })}
                      placeholder={t('character.skill.pick')}
                      options={options.map((k) => ({ value: k, label: term('skill', k) }))}
                      error={nameWords(skillNames[s.key])}
                    />
                    <NumberField
                      label={t('character.skill.ratingOf', { skill: word })}
                      value={s.rating}
                      onChange={(rating) => skills.change(s.key, { rating })}
                      min={SKILL_RATING_BOUNDS.start.min}
                      max={ratingMax}
                      error={over ?? schemaErrors[`skills.${s.name.trim()}`]}
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
                  <Field label={t('character.harm.description')} value={h.description} onChange={(description) => harm.change(h.key, { description })} error={schemaErrors[`harm.${i}.description`]} />
                  <RemoveRow label={t('setup.removeNamed', { name: h.description || t('character.harm') })} onClick={() => harm.remove(h.key)} />
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={() => harm.add({ level: 1, description: '' })}>
              {t('character.harm.add')}
            </Button>
          </fieldset>

          <fieldset className="subform">
            <legend>{t('character.trauma')}</legend>
            <ul className="edit-rows">
              {draft.trauma.map((tr, i) => (
                <li key={tr.key} className="edit-row">
                  <Field label={t('character.trauma.name')} value={tr.name} onChange={(name) => trauma.change(tr.key, { name })} error={schemaErrors[`trauma.${i}`]} />
                  <RemoveRow label={t('setup.removeNamed', { name: tr.name ? term('trauma', tr.name) : t('character.trauma') })} onClick={() => trauma.remove(tr.key)} />
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={() => trauma.add({ name: '' })}>
              {t('character.trauma.add')}
            </Button>
          </fieldset>

          <fieldset className="subform">
            <legend>{t('character.vice')}</legend>
            <CheckField label={t('character.hasVice')} checked={draft.hasVice} onChange={(hasVice) => set({ hasVice })} />
            {draft.hasVice ? (
              <div className="form-grid">
                <Field label={t('character.vice.kind')} value={draft.vice.kind} onChange={(kind) => set({ vice: { ...draft.vice, kind } })} error={schemaErrors['vice.kind']} />
                <Field label={t('character.vice.purveyor')} value={draft.vice.purveyor} onChange={(purveyor) => set({ vice: { ...draft.vice, purveyor } })} error={schemaErrors['vice.purveyor']} />
                <CheckField label={t('character.vice.tapped')} checked={draft.vice.tapped} onChange={(tapped) => set({ vice: { ...draft.vice, tapped } })} />
              </div>
            ) : null}
          </fieldset>
        </>
      ) : null}

      {plays('d12') ? (
        <>
          <fieldset className="subform">
            <legend>{t('character.pools')}</legend>
            {character ? null : <p className="field-hint">{t('character.pools.newHelp', { average: D12_HUMAN_AVERAGE })}</p>}
            <div className="pools">
              {D12_ATTRIBUTES.map((a) => (
                <div key={a} className="pool">
                  <p className="pool-name">{term('d12Attribute', a)}</p>
                  <NumberField
                    label={`${term('d12Attribute', a)} — ${t('character.pool.value')}`}
                    value={draft.pools[a].value}
                    onChange={(value) => set({ pools: withPoolValue(draft.pools, a, value, !character) })}
                    min={D12_MIN_VALUE}
                    max={D12_MAX_VALUE}
                    error={schemaErrors[`pools.${a}.value`]}
                  />
                  <NumberField
                    label={`${term('d12Attribute', a)} — ${t('character.pool.pool')}`}
                    value={draft.pools[a].pool}
                    onChange={(pool) => set({ pools: { ...draft.pools, [a]: { ...draft.pools[a], pool } } })}
                    min={D12_MIN_VALUE}
                    max={draft.pools[a].value ?? D12_MAX_VALUE}
                    error={schemaErrors[`pools.${a}.pool`]}
                  />
                </div>
              ))}
            </div>
            {D12_ATTRIBUTES.every((a) => !draft.pools[a].value) ? (
              // No d12 sheet yet (T1: values all 0, e.g. made at a table without d12): a new character's start in one click.
              <Button variant="secondary" onClick={() => set({ pools: blankCharacter(plays).pools })}>
                {t('character.pools.start', { average: D12_HUMAN_AVERAGE })}
              </Button>
            ) : null}
          </fieldset>

          <fieldset className="subform">
            <legend>{t('character.traits')}</legend>
            {draft.traits.some((tr) => tr.suggested) ? <p className="field-hint">{t('character.traits.suggested')}</p> : null}
            <ul className="edit-rows">
              {draft.traits.map((tr) => (
                <li key={tr.key} className="edit-row">
                  <Field label={t('character.trait.name')} value={tr.name} onChange={(name) => traits.change(tr.key, { name })} error={traitError(tr, 'name')} />
                  <NumberField label={t('character.trait.rating')} value={tr.rating} onChange={(rating) => traits.change(tr.key, { rating })} min={D12_MIN_TRAIT} max={D12_MAX_TRAIT} error={traitError(tr, 'rating')} />
                  <RemoveRow label={t('setup.removeNamed', { name: tr.name || t('character.trait.name') })} onClick={() => traits.remove(tr.key)} />
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={() => traits.add({ name: '', rating: D12_MIN_TRAIT })}>
              {t('character.trait.add')}
            </Button>
          </fieldset>

          <fieldset className="subform">
            <legend>
              {t('character.comfort')} · {t('character.fear')}
            </legend>
            <CheckField label={t('character.hasComfort')} checked={draft.hasComfort} onChange={(hasComfort) => set({ hasComfort })} />
            {draft.hasComfort ? (
              <div className="form-grid">
                <Field label={t('character.comfort')} value={draft.comfort.name} onChange={(name) => set({ comfort: { ...draft.comfort, name } })} error={schemaErrors['comfort.name']} />
                <CheckField label={t('character.comfort.lost')} checked={draft.comfort.lost} onChange={(lost) => set({ comfort: { ...draft.comfort, lost } })} />
              </div>
            ) : null}
            <Field label={t('character.fear')} value={draft.fear} onChange={(fear) => set({ fear })} hint={t('character.fear.help')} error={schemaErrors.fear} />
          </fieldset>
        </>
      ) : null}

      {plays('downtime') ? (
        <>
          <fieldset className="subform">
            <legend>{t('character.healing')}</legend>
            <div className="inline-form">
              <NumberField
                label={t('clock.filled')}
                value={draft.healingFilled}
                onChange={(healingFilled) => set({ healingFilled })}
                min={0}
                max={character?.healing.segments ?? DEFAULT_HEALING_SEGMENTS}
                error={schemaErrors['healing.filled']}
                hint={t('setup.healing.help', { segments: character?.healing.segments ?? DEFAULT_HEALING_SEGMENTS })}
              />
              {draft.healingFilled !== null ? (
                <Clock label={t('character.healing')} segments={character?.healing.segments ?? DEFAULT_HEALING_SEGMENTS} filled={draft.healingFilled} size={48} />
              ) : null}
            </div>
          </fieldset>

          {character ? (
            <fieldset className="subform">
              <legend>{t('character.projects')}</legend>
              <ul className="edit-rows">
                {draft.projects.map((p, i) => (
                  <li key={p.key} className="edit-row project-row">
                    <Field label={t('clock.name')} value={p.name} onChange={(name) => projects.change(p.key, { name })} error={schemaErrors[`projects.${i}.name`]} />
                    <NumberField label={t('clock.segments')} value={p.segments} onChange={(segments) => projects.change(p.key, { segments })} min={1} max={24} error={schemaErrors[`projects.${i}.segments`]} />
                    <NumberField label={t('clock.filled')} value={p.filled} onChange={(filled) => projects.change(p.key, { filled })} min={0} max={p.segments ?? 24} error={schemaErrors[`projects.${i}.filled`]} />
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
              <Button variant="secondary" onClick={() => projects.add({ name: '', segments: 8, filled: 0, requires: '' })}>
                {t('clock.add')}
              </Button>
            </fieldset>
          ) : (
            <p className="muted">{t('setup.projectsAfterCreate')}</p>
          )}
        </>
      ) : null}

      <TextAreaField label={t('setup.characterNotes')} value={draft.gmNotes} onChange={(gmNotes) => set({ gmNotes })} hint={t('setup.gmNotes.help')} error={noteErrors[''] ?? null} />

      <ErrorSummary errors={schemaErrors} extra={Object.keys(attributeNames).length + Object.keys(skillNames).length + overRated} />
      <FormError write={write} formKey={key} />
      <div className="actions">
        <Button type="submit" busy={write.pendingKey === key} disabled={blocking || write.pendingKey !== null || (!!character && !dirty)}>
          {character ? t('character.save') : t('character.add')}
        </Button>
        {dirty ? (
          <Button variant="ghost" onClick={reset}>
            {t('setup.discard')}
          </Button>
        ) : null}
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('common.close')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** "3 fields to fix" next to the save button, so the GM knows why it is disabled. */
function ErrorSummary({ errors, extra }: { errors: FieldErrors; extra: number }) {
  const { t } = useGmT();
  const count = Object.keys(errors).length + extra;
  if (count === 0) return null;
  return (
    <p className="field-error" role="status">
      {t('setup.toFix', { count })}
    </p>
  );
}

import { useMemo } from 'react';
import { characterSchema, FIELD_BOUNDS, newCharacterStart, noteSchema, tableRulesFrom, type Character, type CharacterStatus } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { useCampaign } from '../../../lib/campaign';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import { playedSystems, usePlayedSystems, type GameSystem } from '../../../lib/systems';
import { draftBody, type CrewWrite } from './api';
import { CharacterClocksFields } from './CharacterClocksFields';
import { CharacterD12Fields } from './CharacterD12Fields';
import { CharacterDowntimeFields } from './CharacterDowntimeFields';
import { STATUSES, blankCharacter, characterEditBody, characterFields, characterModel, nameProblems, toCharacterDraft, type CharacterDraft } from './characterDraft';
import type { CharacterSectionProps } from './characterSections';
import { useDraft } from './draft';
import { FormError } from './FormError';
import { fieldErrors, hasErrors, type FieldErrors } from './validate';
import { TextAreaField } from './widgets';

/**
 * A player character, new or existing (character_save): name, status, downtime attributes in
 * circles, skills, harm, trauma, vice and purveyor, load, coin, the d12 pools, traits, comfort,
 * fear, destiny, the healing clock and the long-term project clocks, GM notes. Checked with the
 * rules' characterSchema as the GM types; each number bounded by the rules (`FIELD_BOUNDS`).
 */
export function CharacterForm({ sheet, character, write, onDone, onAdded }: { sheet: CrewSheet; character?: Character; write: CrewWrite; onDone?: () => void; onAdded?: (name: string) => void }) {
  const { t, term } = useGmT();
  // Only the parts of the game systems the table plays (what is hidden is kept as it is).
  const { plays, systems } = usePlayedSystems();
  const campaign = useCampaign();
  const rawTable = campaign.data?.tableRules;
  const table = useMemo(() => tableRulesFrom(rawTable ?? {}), [rawTable]);
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
  // A6: the character's own healing clock, or a new one of the campaign's size (table rule healingClockSegments).
  const healingSegments = character?.healing.segments ?? newCharacterStart(plays, table).healing.segments;

  // The schema's issues, then those it cannot see (rows of a record: empty or repeated names).
  const allErrors = fieldErrors(characterSchema, characterModel(draft, character ?? null, healingSegments), t);
  // A new character's form says nothing before the GM types.
  const schemaErrors = character || dirty ? allErrors : {};
  const noteErrors = fieldErrors(noteSchema, draft.gmNotes, t);
  const attributeNames = nameProblems(draft.attributes);
  const skillNames = nameProblems(draft.skills);
  // A new character is rated within the rules' starting bounds; Train may raise a rating later, up to the sheet's max.
  const ratingBounds = character ? FIELD_BOUNDS.character.skillRating : FIELD_BOUNDS.character.skillRatingStart;
  const overRated = draft.skills.filter((s) => s.rating !== null && s.rating > ratingBounds.max).length;
  const blocking =
    hasErrors(allErrors) || hasErrors(noteErrors) || Object.keys(attributeNames).length > 0 || Object.keys(skillNames).length > 0 || overRated > 0;

  const save = async () => {
    const ok = character
      ? await write.send(key, 'crew.character.edit', { params: { characterId: character.id }, body: draftBody(characterEditBody(draft, character)) })
      : await write.send(key, 'crew.character.add', {
          body: draftBody({ ...characterFields(draft), ...(draft.gmNotes.trim() !== '' ? { gmNotes: draft.gmNotes } : {}) }),
        });
    if (ok) {
      saved();
      if (!character) onAdded?.(draft.name.trim());
      onDone?.();
    }
  };

  const section: CharacterSectionProps = { draft, set, update, errors: schemaErrors, character };

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
            <NumberField label={t('character.load')} value={draft.load} onChange={(load) => set({ load })} bounds={FIELD_BOUNDS.character.load} error={schemaErrors.load} />
            <NumberField label={t('character.coin')} value={draft.coin} onChange={(coin) => set({ coin })} bounds={FIELD_BOUNDS.character.coin} error={schemaErrors.coin} />
          </>
        ) : null}
        {plays('d12') ? (
          <NumberField label={t('character.destiny')} value={draft.destiny} onChange={(destiny) => set({ destiny })} bounds={FIELD_BOUNDS.character.destiny} error={schemaErrors.destiny} />
        ) : null}
      </div>

      {plays('downtime') ? <CharacterDowntimeFields {...section} plays={plays} idBase={idBase} attributeNames={attributeNames} skillNames={skillNames} ratingBounds={ratingBounds} /> : null}

      {plays('d12') ? <CharacterD12Fields {...section} plays={plays} /> : null}

      {plays('downtime') ? <CharacterClocksFields {...section} sheet={sheet} healingSegments={healingSegments} /> : null}

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

import { useId } from 'react';
import { Field } from '../../../components/Field';
import { useCrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewSummary, RollLinks } from '../api';
import { SelectField } from '../../../components/SelectField';

export interface RollOptionsValue {
  readonly hidden: boolean;
  readonly who: string;
  /** '' = no crew: only the GM sees the roll. */
  readonly crewId: string;
  /** '' = no character; else one of the crew's (who rolled, unless `who` names someone). */
  readonly characterId: string;
}

export const OPEN_ROLL: RollOptionsValue = { hidden: false, who: '', crewId: '', characterId: '' };

/** The body fields of a roll's options: who rolled, which crew (and character) it is for, hidden or open. */
export function rollLinks(v: RollOptionsValue): Omit<RollLinks, 'purpose'> {
  return {
    hidden: v.hidden,
    ...(v.who.trim() ? { who: v.who.trim() } : {}),
    ...(v.crewId ? { crewId: v.crewId } : {}),
    ...(v.crewId && v.characterId ? { characterId: v.characterId } : {}),
  };
}

/**
 * Hidden or open (a hidden roll is the GM's only; an open one reaches the crew's phones), and, when
 * the roll is not a character's, who rolled and for which crew — with `characters`, which of the
 * crew's characters rolls too.
 */
export function RollOptions({
  value,
  onChange,
  crews,
  linkable = true,
  characters = false,
}: {
  value: RollOptionsValue;
  onChange: (v: RollOptionsValue) => void;
  crews?: readonly CrewSummary[];
  /** False when the roll is a character's: their name and crew are implied. */
  linkable?: boolean;
  /** Offer the chosen crew's characters. */
  characters?: boolean;
}) {
  const { t } = useGmT();
  const hintId = useId();
  const sheet = useCrewSheet(linkable && characters && value.crewId ? value.crewId : null);
  const cast = sheet.data?.crew.characters ?? [];
  const character = cast.find((c) => c.id === value.characterId) ?? null;
  return (
    <fieldset className="roll-options">
      <legend>{t('dice.options')}</legend>
      <label className="check">
        <input type="checkbox" checked={value.hidden} onChange={(e) => onChange({ ...value, hidden: e.target.checked })} aria-describedby={hintId} />{' '}
        {t('dice.hidden')}
      </label>
      <p id={hintId} className="field-hint">
        {value.hidden ? t('dice.hidden.on') : t('dice.hidden.off')}
      </p>
      {linkable ? (
        <div className="form-row">
          <Field label={t('dice.who')} value={value.who} onChange={(who) => onChange({ ...value, who })} placeholder={character?.name ?? t('common.gm')} autoComplete="off" />
          {crews && crews.length > 0 ? (
            <SelectField
              label={t('dice.crew')}
              value={value.crewId}
              onChange={(crewId) => onChange({ ...value, crewId, characterId: '' })}
              options={[{ value: '', label: t('dice.crew.none') }, ...crews.map((c) => ({ value: c.id, label: c.name }))]}
            />
          ) : null}
          {cast.length > 0 ? (
            <SelectField
              label={t('dice.character')}
              value={character?.id ?? ''}
              onChange={(characterId) => onChange({ ...value, characterId })}
              options={[{ value: '', label: t('dice.character.none') }, ...cast.map((c) => ({ value: c.id, label: c.name }))]}
            />
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

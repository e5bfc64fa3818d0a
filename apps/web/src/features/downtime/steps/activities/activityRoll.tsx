import { useState } from 'react';
import { activityRefusal, activitySchema, activitySkillRating, queuedActivityRefusal, type Character, type RuleId } from '@temps-mort/rules';
import { quote } from '@temps-mort/i18n/format';
import { SelectField } from '../../../../components/SelectField';
import { useGmT, type UiKey } from '../../../../lib/i18nGm';
import { stepPath } from '../../api';
import { usePlayerForms, useWalkthrough, type Walkthrough } from '../../context';
import { fieldErrors } from '../../validate';
import { RollButton, Suggestion, bestSkill, characterPlace, skillLabel, skillOptions } from './shared';

/** What every activity form shares: its roll (checked as the GM types), the rolled action, the odds' look-ahead. */

export const activityKey = (characterId: string) => `activity:${characterId}`;

/**
 * The roll of every activity: checked with the rules' activity schema as the GM types, and with the
 * rules' own activity function (a dry run: would it be refused as it stands?). `choices` names each
 * choice the form needs, false once made: nothing rolls on a value the GM did not choose. A
 * player's proposal queued for activities to come is asked as the rules ask it then (the API too).
 */
export function useActivitySubmit(character: Character, activity: Record<string, unknown>, choices: readonly (string | false)[], trained: readonly string[] = []) {
  const { t, lang } = useGmT();
  const { crew, table, actions } = useWalkthrough();
  const errors = fieldErrors(activitySchema, activity, t);
  const refusal = usePlayerForms()?.queued ? queuedActivityRefusal(crew, character.id, activity, table) : activityRefusal(crew, character.id, activity, trained, table);
  const missing = choices.filter((c): c is string => c !== false).map((label) => quote(label, lang));
  const key = activityKey(character.id);
  return {
    errors,
    key,
    refusal,
    missing,
    busy: actions.pendingKey === key,
    disabled: missing.length > 0 || Object.keys(errors).length > 0 || refusal !== null || actions.pendingKey !== null,
    submit: () => void actions.run({ key, place: characterPlace(character.id), path: stepPath('activities'), body: { characterId: character.id, activity } }),
  };
}

export type ActivitySubmit = ReturnType<typeof useActivitySubmit>;

/** What a form's button says, and what it needs first, when it does not roll (issue 36): a player proposes, the GM approves as edited. */
const SUBMIT_WORDS = {
  player: { label: 'play.propose.submit', needs: 'play.propose.needs' },
  gm: { label: 'proposals.approveAs', needs: 'proposals.approveAs.needs' },
} as const satisfies Record<NonNullable<Walkthrough['proposal']>['by'], { label: UiKey; needs: UiKey }>;

/** The form's button: `label` (« Lancer : … ») where it rolls, the proposal's words where it does not. */
export function Roll({ label, submit }: { label: string; submit: ActivitySubmit }) {
  const { t } = useGmT();
  const { proposal } = useWalkthrough();
  const words = proposal ? SUBMIT_WORDS[proposal.by] : null;
  return (
    <RollButton
      label={words ? t(words.label) : label}
      needs={words?.needs ?? 'activities.needs'}
      busy={submit.busy}
      disabled={submit.disabled}
      onClick={submit.submit}
      missing={submit.missing}
      refusal={submit.refusal}
    />
  );
}

/** The dice of a skill roll as the rules read them off the sheet, once a skill is chosen (null before, or off the sheet). */
export function skillPool(character: Character, skill: string, rule: RuleId): number | null {
  if (skill === '') return null;
  const rating = activitySkillRating(character, skill, rule);
  return rating.ok ? rating.value : null;
}

/** Until the roll is chosen there are no odds to show: said, not guessed. */
export function OddsOnceChosen() {
  const { t } = useGmT();
  return <p className="muted">{t('activities.oddsOnceChosen')}</p>;
}

/** The rolled action of a PC, with the best-rated skill offered (never picked) while none is chosen. */
export function ActionField({ character, value, onChange, error }: { character: Character; value: string; onChange: (skill: string) => void; error?: string | undefined }) {
  const { t, term } = useGmT();
  const best = bestSkill(character);
  return (
    <>
      <SelectField
        label={t('activities.action')}
        value={value}
        onChange={onChange}
        placeholder={t('activities.pick')}
        options={skillOptions(term, character)}
        error={value === '' ? null : error}
      />
      {value === '' && best !== null ? (
        <Suggestion
          text={t('activities.suggestion.best', { choice: skillLabel(term, best, character.skills[best] ?? 0) })}
          choice={skillLabel(term, best, character.skills[best] ?? 0)}
          onTake={() => onChange(best)}
        />
      ) : null}
    </>
  );
}

/** How many activities the completion odds look ahead: the PC's activities left, at least one. */
export function useWithin(initial: number) {
  return useState<number | null>(Math.max(1, initial));
}

/**
 * The look-ahead's field bounds: how far the odds look is the screen's choice, not a rule (no schema
 * checks it), so its bounds stay here.
 */
export const WITHIN_BOUNDS = { min: 1, max: 50 } as const;

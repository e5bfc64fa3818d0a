import { useId, type ReactNode } from 'react';
import type { ActivityInput, Character, Refusal } from '@temps-mort/rules';
import { formatList } from '@temps-mort/i18n/format';
import { Button } from '../../../../components/Button';
import { CheckField } from '../../../../components/CheckField';
import type { OddsOutcome } from '../../../../components/OddsBar';
import type { SelectOption } from '../../../../components/SelectField';
import { useGmT, type UiKey } from '../../../../lib/i18nGm';
import { PreviewRefusal } from '../../components/StepError';

/** One kind of activity as the rules' schema takes it: a form's `initial` (a player's proposal the GM edits). */
export type ActivityOf<K extends ActivityInput['kind']> = Extract<ActivityInput, { readonly kind: K }>;

/** Where every step of a PC's activities says its result: their panel (StepOutcome). */
export const characterPlace = (characterId: string): string => `pc:${characterId}`;

/** A distribution (value → probability) as OddsBar outcomes, in value order. */
export function outcomesOf(distribution: ReadonlyMap<number, number>, label: (value: number) => string): OddsOutcome[] {
  return [...distribution]
    .filter(([, p]) => p > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([value, probability]) => ({ key: String(value), label: label(value), probability }));
}

type Term = ReturnType<typeof useGmT>['term'];

/** A skill in the reader's words with its rating beside it: « Chasser (2) ». */
export function skillLabel(term: Term, skill: string, rating: number): string {
  return `${term('skill', skill)} (${rating})`;
}

/** The PC's skills as choices (« Chasser (2) »), for an action roll whose pool is the rating. */
export function skillOptions(term: Term, character: Character, disabled: (skill: string) => boolean = () => false): SelectOption[] {
  return Object.entries(character.skills).map(([name, rating]) => ({ value: name, label: skillLabel(term, name, rating), disabled: disabled(name) }));
}

/** The PC's best-rated skill (the first on the sheet on a tie), offered as a suggestion; none when every rating is 0. */
export function bestSkill(character: Character, allowed: (skill: string) => boolean = () => true): string | null {
  let best: string | null = null;
  for (const [name, rating] of Object.entries(character.skills)) {
    if (rating > 0 && allowed(name) && (best === null || rating > (character.skills[best] ?? 0))) best = name;
  }
  return best;
}

/**
 * A suggested choice, said and offered, never made for the GM (issue 34, "no silent choice"): the
 * field stays empty until the GM takes it or picks another.
 */
export function Suggestion({ text, choice, onTake }: { text: string; choice: string; onTake: () => void }) {
  const { t } = useGmT();
  return (
    <p className="suggestion">
      <span>{text}</span>{' '}
      <Button variant="ghost" onClick={onTake}>
        {t('activities.suggestion.take', { choice })}
      </Button>
    </p>
  );
}

/**
 * The roll button, and why it cannot roll yet: the choices still to make, or the rules' refusal of
 * the activity as it stands (the same words the server would answer), both tied to the button.
 */
export function RollButton({
  label,
  needs: needsKey,
  busy,
  disabled,
  onClick,
  missing,
  refusal,
}: {
  label: string;
  /** What the choices still to make are for, in words: « Pour lancer, choisissez d’abord : … » (`{fields}`). */
  needs: UiKey;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  /** The labels of the choices still empty. */
  missing: readonly string[];
  refusal: Refusal | null;
}) {
  const { t, lang } = useGmT();
  const id = useId();
  const needs = missing.length > 0 ? t(needsKey, { fields: formatList(missing, lang) }) : null;
  return (
    <>
      {refusal ? (
        <div id={`${id}-refusal`}>
          <PreviewRefusal refusal={refusal} />
        </div>
      ) : null}
      <div className="actions">
        <Button busy={busy} disabled={disabled} onClick={onClick} aria-describedby={[needs ? `${id}-needs` : null, refusal ? `${id}-refusal` : null].filter(Boolean).join(' ') || undefined}>
          {label}
        </Button>
        {needs ? (
          <span id={`${id}-needs`} className="field-hint">
            {needs}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** A3: a friend or contact helps (+1 quality). */
export function HelpedField({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useGmT();
  return <CheckField label={t('activities.helped')} checked={checked} onChange={onChange} />;
}

/** The odds area of an activity form ("Before rolling"). */
export function OddsArea({ children }: { children: ReactNode }) {
  const { t } = useGmT();
  return (
    <section className="preview" aria-label={t('downtime.preview')} aria-live="polite">
      {children}
    </section>
  );
}

export function poolText(t: ReturnType<typeof useGmT>['t'], pool: number): string {
  return t('activities.pool', { pool });
}

import type { ReactNode } from 'react';
import type { Character } from '@temps-mort/rules';
import { CheckField } from '../../../../components/CheckField';
import type { OddsOutcome } from '../../../../components/OddsBar';
import type { SelectOption } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';

/** Where every step of a PC's activities says its result: their panel (StepOutcome). */
export const characterPlace = (characterId: string): string => `pc:${characterId}`;

/** A distribution (value → probability) as OddsBar outcomes, in value order. */
export function outcomesOf(distribution: ReadonlyMap<number, number>, label: (value: number) => string): OddsOutcome[] {
  return [...distribution]
    .filter(([, p]) => p > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([value, probability]) => ({ key: String(value), label: label(value), probability }));
}

/** The PC's skills as choices ("Hunt (2)"), for an action roll whose pool is the rating. */
export function skillOptions(character: Character, disabled: (skill: string) => boolean = () => false): SelectOption[] {
  return Object.entries(character.skills).map(([name, rating]) => ({ value: name, label: `${name} (${rating})`, disabled: disabled(name) }));
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

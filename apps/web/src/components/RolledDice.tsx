import type { DiceRollView } from '@temps-mort/contract';
import { useT } from '../lib/i18n';

export interface RolledDiceProps {
  /** One group per purpose, as a roll's result carries them (`purpose` put into words by the glossary). */
  readonly rolls: readonly DiceRollView[];
  /** A die to mark (e.g. the natural 12 or 1 of a d12): drawn with a ★ and said in words. */
  readonly mark?: (die: number, sides: number) => string | null;
  readonly className?: string;
}

/**
 * The dice actually rolled, one line per purpose: "Debt check (d20): [14]". Each die is a boxed
 * number (never colour alone); a marked die gets a ★ and its words for screen readers.
 */
export function RolledDice({ rolls, mark, className }: RolledDiceProps) {
  const { t, purpose } = useT();
  if (rolls.length === 0) return null;
  return (
    <ul className={['rolled-dice', className].filter(Boolean).join(' ')}>
      {rolls.map((r, i) => (
        <li key={`${r.purpose}-${i}`} className="roll-dice">
          <span className="rolled-purpose">{purpose(r.purpose)}</span>{' '}
          <span className="visually-hidden">{t('sheet.roll.dice', { dice: r.dice.join(', ') })}</span>
          <span aria-hidden="true">
            {r.dice.map((d, j) => {
              const marked = mark?.(d, r.sides) ?? null;
              return (
                <span key={j} className="die" data-sides={r.sides} data-marked={marked ? 'true' : undefined} title={marked ?? undefined}>
                  {d}
                  {marked ? '★' : null}
                </span>
              );
            })}
            <span className="die-sides">d{r.sides}</span>
          </span>
          {r.dice.map((d, j) => {
            const marked = mark?.(d, r.sides) ?? null;
            return marked ? (
              <span key={`m${j}`} className="visually-hidden">
                {' '}
                {marked}
              </span>
            ) : null;
          })}
        </li>
      ))}
    </ul>
  );
}

import { MAX_STATUS, MIN_STATUS } from '@temps-mort/rules';
import { signed } from '../lib/format';
import { useT } from '../lib/i18n';

export interface StatusPipsProps {
  /** Faction status −3..+3. */
  readonly value: number;
  /** Whose status (the faction's name), for screen readers. */
  readonly label: string;
}

/** One pip per step each side of zero: −3, −2, −1, +1, +2, +3. */
const POSITIONS = Array.from({ length: MAX_STATUS - MIN_STATUS + 1 }, (_, i) => MIN_STATUS + i).filter((p) => p !== 0);

/**
 * A faction status −3..+3: three pips each side of zero, filled from zero towards the value. Each
 * pip carries its sign ("−" or "+"), and the value is printed with its sign and its word
 * ("−2 Hostiles"), so colour is never the only signal. Read as one image: "Les Lampions: −2 Hostile".
 */
export function StatusPips({ value, label }: StatusPipsProps) {
  const { t, term } = useT();
  const v = Math.max(MIN_STATUS, Math.min(MAX_STATUS, Math.trunc(value)));
  const word = term('factionStatus', v);
  return (
    <span className="status" role="img" aria-label={t('sheet.factionStatus', { name: label, status: `${signed(v)} ${word}` })}>
      <span className="status-pips" aria-hidden="true">
        {POSITIONS.map((p) => {
          const on = p < 0 ? v <= p : v >= p;
          return (
            <span key={p} className="status-pip" data-side={p < 0 ? 'minus' : 'plus'} data-on={on ? 'true' : 'false'}>
              {p < 0 ? '\u2212' : '+'}
            </span>
          );
        })}
      </span>
      <span className="status-value" aria-hidden="true">
        {signed(v)} <span className="status-word">{word}</span>
      </span>
    </span>
  );
}

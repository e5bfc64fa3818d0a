import { useId } from 'react';
import { formatPercent } from '@temps-mort/i18n/format';
import { roundPercents } from '../lib/format';
import { useT } from '../lib/i18n';

export interface OddsOutcome {
  /** Stable key (the rules engine's outcome key: 'critical', 'success'…). */
  readonly key: string;
  /** In words. */
  readonly label: string;
  /** 0..1, from a rules-engine odds function. */
  readonly probability: number;
}

export interface OddsBarProps {
  /** What is rolled ("Acquire asset — quality"). */
  readonly label: string;
  readonly outcomes: readonly OddsOutcome[];
  /** Percent step: 1 (default) or 0.1. Rounded so the shown numbers sum to exactly 100. */
  readonly step?: 1 | 0.1;
  /** Highlights one outcome (e.g. what actually came up). */
  readonly highlight?: string;
}

/** Odds as an ordered list: each outcome's words, its percentage, and a bar (decorative). */
export function OddsBar({ label, outcomes, step = 1, highlight }: OddsBarProps) {
  const { lang } = useT();
  const titleId = useId();
  const rounded = roundPercents(
    outcomes.map((o) => o.probability),
    step,
  );
  return (
    <figure className="odds" aria-labelledby={titleId}>
      <figcaption id={titleId} className="odds-title">
        {label}
      </figcaption>
      <ul className="odds-list">
        {outcomes.map((o, i) => {
          const shown = rounded[i] ?? 0;
          const text = formatPercent(shown, lang);
          return (
            <li key={o.key} className="odds-row" data-highlight={highlight === o.key ? 'true' : undefined}>
              <span className="odds-label">{o.label}</span>
              <span className="odds-bar" aria-hidden="true">
                <span className="odds-fill" style={{ width: `${Math.min(100, Math.max(0, o.probability * 100))}%` }} />
              </span>
              <span className="odds-pct" data-testid="odds-pct">
                {text}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/** `{ critical: 0.1, success: 0.4 }` → outcomes in the given order, labelled by `labelOf`. */
export function oddsFromRecord<K extends string>(
  record: Readonly<Record<K, number>>,
  order: readonly K[],
  labelOf: (key: K) => string,
): OddsOutcome[] {
  return order.map((key) => ({ key, label: labelOf(key), probability: record[key] }));
}

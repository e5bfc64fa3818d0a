import { useId } from 'react';
import { useT } from '../lib/i18n';
import { LabelColon } from './Term';

export interface GaugeProps {
  /** The visible name ("Raffut", "Heat"). */
  readonly label: string;
  readonly value: number;
  /**
   * Number of boxes (heat 9, wanted 4). Without it the gauge is a plain count (rep), shown as a
   * number.
   */
  readonly max?: number;
  /**
   * A preview: points about to be added (the GM's heat step). They are drawn as "incoming" boxes;
   * whatever goes past `max` shows as an overflow marker: "+2", or ⚑ and `overflowLabel`'s words.
   */
  readonly add?: number;
  /**
   * What the overflow does, in words, e.g. from `previewHeat` and the catalog's `heat.wantedPreview`:
   * "Wanted level +1 (now 2)". Shown (and read) instead of the count past the last box, which is
   * not what the rules carry over (7 + 4: two points past the 9th box, heat 1 after the wanted level).
   */
  readonly overflowLabel?: string;
  /**
   * What happens when the track fills, always shown under it (heat: the catalog's `crew.heat.help`,
   * "From 0 to 9: at 10 the wanted level goes up one"), with a ⚑ marker after the last box.
   */
  readonly limitLabel?: string;
  readonly className?: string;
}

/**
 * A track of boxes (heat 0–9, wanted 0–4) or a count (rep), with an optional preview of points to
 * add and the overflow past the last box. Screen readers get a `meter` named by the label whose
 * value text says the value, the preview and the overflow; colour is never the only signal (the
 * numbers are printed, incoming boxes are hatched, the overflow is a "+n" marker).
 */
export function Gauge({ label, value, max, add = 0, overflowLabel, limitLabel, className }: GaugeProps) {
  const { t, lang } = useT();
  const labelId = useId();
  const detailId = useId();
  const target = value + add;
  const classes = ['gauge', max === undefined ? 'gauge-count' : null, className].filter(Boolean).join(' ');

  if (max === undefined) {
    return (
      <div className={classes}>
        {/* The colon inside the label: a flex item of its own would read with a space before it (« Rep : 2 »). */}
        <span id={labelId} className="gauge-label">
          {label}
          <LabelColon lang={lang} />
        </span>
        <span className="gauge-number" aria-describedby={labelId}>
          {value}
          {add !== 0 ? <span className="gauge-add"> → {target}</span> : null}
        </span>
      </div>
    );
  }

  const filledTo = Math.max(0, Math.min(value, max));
  const incomingTo = Math.max(filledTo, Math.min(target, max));
  const overflow = Math.max(0, target - max);
  const valueText = [
    t('sheet.gauge', { label, value, max }),
    add !== 0 ? `→ ${target}` : null,
    overflow > 0 ? (overflowLabel ?? `(+${overflow})`) : null,
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
  const detail = overflow > 0 ? overflowLabel : limitLabel;

  return (
    <div className={classes}>
      <div className="gauge-head">
        <span id={labelId} className="gauge-label">
          {label}
          {/* Its number is read from the meter below (aria-valuetext): the colon is for the text only. */}
          <LabelColon lang={lang} hidden />
        </span>
        <span className="gauge-number" aria-hidden="true">
          {value}
          <span className="gauge-max">/{max}</span>
          {add !== 0 ? <span className="gauge-add"> → {target}</span> : null}
        </span>
      </div>
      <div
        className="gauge-track"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={filledTo}
        aria-valuetext={valueText}
        aria-describedby={detail ? detailId : undefined}
      >
        {Array.from({ length: max }, (_, i) => {
          const state = i < filledTo ? 'filled' : i < incomingTo ? 'incoming' : 'empty';
          return <span key={i} className="gauge-box" data-state={state} aria-hidden="true" />;
        })}
        {overflow > 0 ? (
          <span className="gauge-overflow" data-testid="gauge-overflow" aria-hidden="true">
            {overflowLabel ? '⚑' : `+${overflow}`}
          </span>
        ) : limitLabel ? (
          <span className="gauge-limit" aria-hidden="true">
            ⚑
          </span>
        ) : null}
      </div>
      {detail ? (
        <p id={detailId} className="gauge-detail">
          {detail}
        </p>
      ) : null}
    </div>
  );
}

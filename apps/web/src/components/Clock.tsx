import { useT } from '../lib/i18n';

export interface ClockProps {
  /** The clock's name ("Healing", a project's name). */
  readonly label: string;
  readonly segments: number;
  readonly filled: number;
  /** Diameter in CSS pixels. Default 44 (a comfortable touch target). */
  readonly size?: number;
  /** Show "3/8" next to the drawing (default true). */
  readonly showCount?: boolean;
}

/** SVG path of one wedge of a clock of radius r centred on (r, r), from segment i of n. */
function wedge(i: number, n: number, r: number): string {
  const a0 = (i / n) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((i + 1) / n) * 2 * Math.PI - Math.PI / 2;
  const x0 = r + r * Math.cos(a0);
  const y0 = r + r * Math.sin(a0);
  const x1 = r + r * Math.cos(a1);
  const y1 = r + r * Math.sin(a1);
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const f = (v: number) => v.toFixed(3);
  return `M${f(r)} ${f(r)} L${f(x0)} ${f(y0)} A${f(r)} ${f(r)} 0 ${large} 1 ${f(x1)} ${f(y1)} Z`;
}

/**
 * A progress clock ("contrat"): N wedges, `filled` of them filled, drawn in SVG. The drawing is one
 * labelled image ("Healing: 3 of 4 segments filled"); the count is also printed next to it.
 */
export function Clock({ label, segments, filled, size = 44, showCount = true }: ClockProps) {
  const { t } = useT();
  const n = Math.max(1, Math.floor(segments));
  const k = Math.max(0, Math.min(n, Math.floor(filled)));
  const r = 20;
  const aria = t('sheet.gauge', { label, value: k, max: n });
  return (
    <span className="clock" data-complete={k >= n ? 'true' : undefined}>
      <svg
        role="img"
        aria-label={aria}
        width={size}
        height={size}
        viewBox={`-1 -1 ${2 * r + 2} ${2 * r + 2}`}
        className="clock-svg"
      >
        {n === 1 ? (
          <circle cx={r} cy={r} r={r} className="clock-seg" data-filled={k === 1 ? 'true' : 'false'} />
        ) : (
          Array.from({ length: n }, (_, i) => (
            <path key={i} d={wedge(i, n, r)} className="clock-seg" data-filled={i < k ? 'true' : 'false'} />
          ))
        )}
      </svg>
      {showCount ? (
        <span className="clock-count" aria-hidden="true">
          {k}/{n}
        </span>
      ) : null}
    </span>
  );
}

import { useT } from '../lib/i18n';

export interface CirclesProps {
  /** The attribute's name, in words. */
  readonly label: string;
  readonly max: number;
  readonly current: number;
}

/** An attribute measured in circles (V1): `current` of `max` filled, as ●●○ with a spoken label. */
export function Circles({ label, max, current }: CirclesProps) {
  const { t } = useT();
  const n = Math.max(0, Math.floor(max));
  const k = Math.max(0, Math.min(n, Math.floor(current)));
  return (
    <span className="circles" role="img" aria-label={t('sheet.gauge', { label, value: k, max: n })}>
      {Array.from({ length: n }, (_, i) => (
        <span key={i} className="circle" data-filled={i < k ? 'true' : 'false'} aria-hidden="true">
          {i < k ? '●' : '○'}
        </span>
      ))}
    </span>
  );
}

import { freeDebtMarkers } from '@temps-mort/rules';
import { useLedgerT } from '../../lib/i18nLedger';
import { Gauge } from '../Gauge';

export interface MarkersGaugeProps {
  readonly markers: number;
  readonly level: number;
  /** Markers a favour about to be claimed adds (a preview, drawn as incoming boxes). */
  readonly add?: number;
  readonly className?: string;
}

/**
 * F1: the vault's marqueurs Pègre against the wizard's level, one box per level, with the free
 * markers in words under the track; markers over the level (a hired muscle death, an edit) show as
 * a "+n" overflow with its words. The GM's ledger screens and a player's followed ledger draw it.
 */
export function MarkersGauge({ markers, level, add = 0, className }: MarkersGaugeProps) {
  const { t } = useLedgerT();
  const free = freeDebtMarkers({ id: '', name: '', level, gold: 0, markers, warband: [], hiredMuscle: [] });
  const after = markers + add;
  const over = after > level;
  return (
    <div className={['markers-gauge', className].filter(Boolean).join(' ')}>
      <Gauge
        label={t('debt.markers')}
        value={markers}
        max={level}
        add={add}
        overflowLabel={over ? t('debt.overLevel', { over: after - level, level }) : undefined}
        limitLabel={t('debt.free', { free })}
      />
    </div>
  );
}

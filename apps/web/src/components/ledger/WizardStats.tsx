import type { WizardView } from '@temps-mort/contract';
import { useLedgerT } from '../../lib/i18nLedger';
import { MarkersGauge } from './MarkersGauge';

/**
 * A wizard's numbers as the ledger shows them: level, the vault's gold, the hired muscle taken (of
 * 2), and the marqueurs Pègre against the level with the markers still free (F1). The GM's wizard
 * page and a player's followed ledger draw it.
 */
export function WizardStats({ wizard }: { wizard: Pick<WizardView, 'level' | 'gold' | 'markers' | 'hiredMuscle'> }) {
  const { t } = useLedgerT();
  return (
    <>
      <p className="stats-line">
        {/* Spaces between the figures: a flex line does not draw them, the text and screen readers keep them apart. */}
        <span>{t('debt.levelValue', { level: wizard.level })}</span>{' '}
        <span>{t('debt.goldValue', { gold: wizard.gold })}</span>{' '}
        <span>{t('debt.hired', { count: wizard.hiredMuscle.length })}</span>
      </p>
      <MarkersGauge markers={wizard.markers} level={wizard.level} />
    </>
  );
}

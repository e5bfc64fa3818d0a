import { assetsAcquiredIn } from '@temps-mort/rules';
import { AssetRow } from '../../../../components/AssetRow';
import { useGmT } from '../../../../lib/i18nGm';
import { useWalkthrough } from '../../context';

/** A4: what the crew got this downtime (kept on the crew sheet until used up). */
export function AcquiredAssets() {
  const { t } = useGmT();
  const { crew, sheet, names } = useWalkthrough();
  const acquired = assetsAcquiredIn(crew, sheet.downtime.number);
  if (acquired.length === 0) return null;
  return (
    <section className="subform" aria-labelledby="acquired-assets">
      <h3 id="acquired-assets">{t('acquire.justAcquired')}</h3>
      <ul className="rows">
        {acquired.map((a) => (
          <AssetRow key={a.id} asset={a} who={names.character?.(a.acquiredBy) ?? a.acquiredBy} />
        ))}
      </ul>
    </section>
  );
}

import { assetsAcquiredIn } from '@temps-mort/rules';
import { useGmT } from '../../../../lib/i18nGm';
import { useWalkthrough } from '../../context';

/** A4: what the crew got this downtime (kept on the crew sheet until used up). */
export function AcquiredAssets() {
  const { t, term, word } = useGmT();
  const { crew, sheet, names } = useWalkthrough();
  const acquired = assetsAcquiredIn(crew, sheet.downtime.number);
  if (acquired.length === 0) return null;
  return (
    <section className="subform" aria-labelledby="acquired-assets">
      <h3 id="acquired-assets">{t('acquire.justAcquired')}</h3>
      <ul className="rows">
        {acquired.map((a) => (
          <li key={a.id} className="row">
            <span>
              {a.name} <span className="muted">({term('assetKind', a.kind)})</span>
            </span>
            <span className="muted">
              {term('assetDuration', a.duration)} · {word('quality')} {a.quality} · {names.character?.(a.acquiredBy) ?? a.acquiredBy}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

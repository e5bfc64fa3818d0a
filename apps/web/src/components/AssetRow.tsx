import type { ReactNode } from 'react';
import type { CrewAsset } from '@temps-mort/rules';
import { useT } from '../lib/i18n';
import { LabelColon } from './Term';

/**
 * One asset the crew acquired (A4) in a list of `rows`: what it is and its kind, then how long it
 * lasts, its quality and `who` (the crew sheet says who got it and when; the downtime, who).
 */
export function AssetRow({ asset, who }: { asset: CrewAsset; who: ReactNode }) {
  const { term, word, lang } = useT();
  return (
    <li className="row asset">
      <span>
        {asset.name} <span className="muted">({term('assetKind', asset.kind)})</span>
      </span>
      <LabelColon lang={lang} />
      <span className="muted">
        {term('assetDuration', asset.duration)} · {word('quality')} {asset.quality} · {who}
      </span>
    </li>
  );
}

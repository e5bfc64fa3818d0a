import { useState } from 'react';
import { ASSET_ENDS, type AssetEnd, type CrewAsset } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { FormError } from './FormError';

/**
 * A4: the assets the crew acquired and still holds. They come from the downtime's Acquire asset;
 * here the GM takes one off the sheet (asset_remove) once it was used in earnest, a quiet week
 * passed, or it was lost.
 */
export function AssetsEditor({ sheet, write }: { sheet: CrewSheet; write: CrewWrite }) {
  const { t } = useGmT();
  const assets = sheet.crew.assets;
  return (
    <section className="setup-form" aria-labelledby="assets-title">
      <h2 id="assets-title">{t('asset.title')}</h2>
      <p className="muted">{t('asset.help')}</p>
      {assets.length === 0 ? <p className="muted">{t('asset.none')}</p> : null}
      <ul className="rows">
        {assets.map((a) => (
          <AssetRow key={a.id} asset={a} acquiredBy={sheet.crew.characters.find((c) => c.id === a.acquiredBy)?.name ?? a.acquiredBy} write={write} />
        ))}
      </ul>
    </section>
  );
}

function AssetRow({ asset, acquiredBy, write }: { asset: CrewAsset; acquiredBy: string; write: CrewWrite }) {
  const { t, term, word } = useGmT();
  const [cause, setCause] = useState<AssetEnd>('used');
  const key = `asset-remove:${asset.id}`;
  return (
    <li className="row asset-row">
      <span>
        {asset.name}{' '}
        <span className="muted">
          ({term('assetKind', asset.kind)}) · {term('assetDuration', asset.duration)} · {word('quality')} {asset.quality} ·{' '}
          {t('sheet.asset.by', { name: acquiredBy, downtime: asset.downtime })}
        </span>
      </span>
      <span className="row-actions">
        <SelectField
          label={t('asset.cause')}
          value={cause}
          onChange={(v) => setCause(v as AssetEnd)}
          options={ASSET_ENDS.map((end) => ({ value: end, label: term('assetEnd', end) }))}
        />
        <Button
          variant="danger"
          busy={write.pendingKey === key}
          disabled={write.pendingKey !== null}
          aria-label={t('common.labelled', { label: t('asset.remove'), name: asset.name })}
          onClick={() => void write.send(key, 'crew.asset.remove', { params: { assetId: asset.id }, body: { cause } })}
        >
          {t('asset.remove')}
        </Button>
      </span>
      <FormError write={write} formKey={key} />
    </li>
  );
}

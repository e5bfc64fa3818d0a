import { useMemo, useState } from 'react';
import {
  ACQUIRE_COIN_PER_QUALITY,
  ASSET_KINDS,
  DANGEROUS_GOODS,
  DANGEROUS_GOODS_HEAT,
  FIELD_BOUNDS,
  MAX_SETTLED_HEAT,
  acquireAssetOdds,
  previewHeat,
  type AssetKind,
  type AssetRepeat,
  type Character,
  type DangerousGoods,
} from '@temps-mort/rules';
import { formatProbability } from '@temps-mort/i18n/format';
import { CheckField } from '../../../../components/CheckField';
import { Field } from '../../../../components/Field';
import { Gauge } from '../../../../components/Gauge';
import { NumberField } from '../../../../components/NumberField';
import { OddsBar } from '../../../../components/OddsBar';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { useWalkthrough } from '../../context';
import { OddsOnceChosen, Roll, useActivitySubmit } from './activityRoll';
import { HelpedField, OddsArea, outcomesOf, poolText, type ActivityOf } from './shared';

/**
 * A4 Acquire asset: a tier roll, a held asset acquired again, dangerous goods' heat, the minimum
 * quality. `initial`: a player's proposal to edit.
 */
export function AcquireAssetForm({ character, initial }: { character: Character; initial?: ActivityOf<'acquire_asset'> | undefined }) {
  const { t, term } = useGmT();
  const { crew, table } = useWalkthrough();
  const [name, setName] = useState(initial?.name ?? '');
  const [assetKind, setAssetKind] = useState<AssetKind | ''>(initial?.assetKind ?? '');
  const [dangerous, setDangerous] = useState<DangerousGoods | ''>(initial?.dangerous ?? '');
  const [repeat, setRepeat] = useState<AssetRepeat | ''>(initial?.repeat ?? '');
  const [justInCase, setJustInCase] = useState(initial?.justInCase ?? false);
  const [minQuality, setMinQuality] = useState<number | null>(initial?.minQuality ?? null);
  const [extraDice, setExtraDice] = useState<number | null>(initial?.extraDice ?? 0);
  const [helped, setHelped] = useState(initial?.helped ?? false);
  // A4: a held asset acquired again keeps its name and kind and rolls at least the "again" die.
  const [assetId, setAssetId] = useState(initial?.assetId ?? '');
  const held = crew.assets.find((a) => a.id === assetId);
  const effectiveRepeat: AssetRepeat | '' = held && repeat === 'first' ? 'again' : repeat;
  const pickHeld = (id: string) => {
    setAssetId(id);
    const asset = crew.assets.find((a) => a.id === id);
    if (asset) {
      setName(asset.name);
      setAssetKind(asset.kind);
      // The asset is held: acquiring it again is no first time (shown in its field).
      if (repeat === '' || repeat === 'first') setRepeat('again');
    }
  };
  const activity = {
    kind: 'acquire_asset',
    name,
    assetKind,
    ...(held ? { assetId: held.id } : {}),
    dangerous: dangerous === '' ? null : dangerous,
    repeat: effectiveRepeat,
    justInCase,
    minQuality,
    extraDice: extraDice ?? undefined,
    helped,
  };
  const submit = useActivitySubmit(character, activity, [assetKind === '' && t('acquire.kind'), effectiveRepeat === '' && t('acquire.repeat')]);
  const heat = dangerous === '' ? null : previewHeat({ heat: crew.heat, wanted: crew.wanted }, DANGEROUS_GOODS_HEAT, table);
  return (
    <div className="activity-form">
      <div className="form-grid">
        {crew.assets.length > 0 ? (
          <SelectField
            label={t('acquire.heldAgain')}
            value={assetId}
            onChange={pickHeld}
            placeholder={t('acquire.heldAgain.none')}
            options={crew.assets.map((a) => ({ value: a.id, label: `${a.name} (${term('assetKind', a.kind)})` }))}
          />
        ) : null}
        {/* A held asset acquired again keeps its own name and kind (the rules read them from it). */}
        <Field label={t('acquire.name')} value={name} onChange={setName} error={name === '' ? null : submit.errors.name} readOnly={held !== undefined} />
        <SelectField
          label={t('acquire.kind')}
          value={assetKind}
          disabled={held !== undefined}
          onChange={(v) => setAssetKind(v as AssetKind | '')}
          placeholder={t('activities.pick')}
          options={ASSET_KINDS.map((k) => ({ value: k, label: term('assetKind', k) }))}
          error={assetKind === '' ? null : submit.errors.assetKind}
        />
        <SelectField
          label={t('acquire.repeat')}
          value={effectiveRepeat}
          onChange={(v) => setRepeat(v as AssetRepeat | '')}
          placeholder={t('activities.pick')}
          options={(['first', 'again', 'after_every_use'] as const).map((r) => ({ value: r, label: term('assetRepeat', r) }))}
        />
        <SelectField
          label={t('acquire.dangerous.kind')}
          value={dangerous}
          onChange={(v) => setDangerous(v as DangerousGoods | '')}
          placeholder={t('acquire.dangerous.none')}
          options={DANGEROUS_GOODS.map((g) => ({ value: g, label: term('dangerousGoods', g) }))}
        />
        <NumberField label={t('acquire.minQuality')} value={minQuality} onChange={setMinQuality} bounds={FIELD_BOUNDS.acquireAsset.minQuality} error={submit.errors.minQuality} hint={t('acquire.minQuality.help')} />
        <NumberField label={t('acquire.extraDice')} value={extraDice} onChange={setExtraDice} bounds={FIELD_BOUNDS.acquireAsset.extraDice} error={submit.errors.extraDice} />
      </div>
      <CheckField label={t('acquire.justInCase')} checked={justInCase} onChange={setJustInCase} />
      <HelpedField checked={helped} onChange={setHelped} />
      {heat ? (
        <div className="warning" role="note">
          <p>
            <strong>⚠ {t('activities.dangerous.warning', { heat: DANGEROUS_GOODS_HEAT })}</strong>
          </p>
          <Gauge
            label={t('crew.heat')}
            value={crew.heat}
            max={MAX_SETTLED_HEAT}
            add={DANGEROUS_GOODS_HEAT}
            overflowLabel={t('heat.wantedPreview', { gained: heat.wantedGained, wanted: heat.wanted })}
          />
        </div>
      ) : null}
      <OddsArea>
        <AcquireOdds repeat={effectiveRepeat} extraDice={extraDice ?? 0} helped={helped} minQuality={minQuality} />
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'acquire_asset') })} submit={submit} />
    </div>
  );
}

/**
 * A4's odds once it is said whether the asset was acquired before: the quality the tier roll gives,
 * the minimum reached, and the coin that may raise it after (the form's, and a proposal's as it stands).
 */
export function AcquireOdds({ repeat, extraDice, helped, minQuality }: { repeat: AssetRepeat | ''; extraDice: number; helped: boolean; minQuality: number | null }) {
  const { t, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const odds = useMemo(
    () => (repeat === '' ? null : acquireAssetOdds({ crewTier: crew.tier, repeat, extraDice, helped, minQuality }, { table })),
    [crew.tier, repeat, extraDice, helped, minQuality, table],
  );
  return (
    <>
      {odds ? (
        <>
          <OddsBar label={t('acquire.odds', { pool: poolText(t, odds.pool) })} outcomes={outcomesOf(odds.quality, (q) => t('activities.quality', { q }))} />
          {minQuality !== null ? <p className="preview-figure">{t('activities.meetsMinimum', { pct: formatProbability(odds.meetsMinimum, lang) })}</p> : null}
        </>
      ) : (
        <OddsOnceChosen />
      )}
      <p className="muted">{t('acquire.coinAfter', { coin: ACQUIRE_COIN_PER_QUALITY })}</p>
    </>
  );
}

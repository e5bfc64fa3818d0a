import { describe, expect, it } from 'vitest';
import { acquireAsset, rollAcquireAsset, settleAcquireAsset, type AcquireAssetRequest } from './acquireAsset';
import { assetsAcquiredIn, crewAssetId, keepAcquiredAsset, removeCrewAsset } from './keptAssets';
import { unwrap } from '../core/outcome';
import { ASSET_ENDS, type AssetEnd, type Crew, type CrewAsset } from '../model/crew';
import { crewSchema } from '../model/schemas';
import { makeCrew, scripted } from '../testing/factories';

const crew = makeCrew({ tier: 2, coin: 10 });
const gang: AcquireAssetRequest = { characterId: 'pc-1', name: 'Gang de dockers', kind: 'cohort_gang', justInCase: true };

function held(overrides: Partial<CrewAsset> = {}): CrewAsset {
  return {
    id: 'crew-1/asset-7',
    name: 'Gang de dockers',
    kind: 'cohort_gang',
    quality: 2,
    duration: 'just_in_case',
    dangerousGoods: null,
    scale: null,
    acquiredBy: 'pc-1',
    downtime: 1,
    ...overrides,
  };
}

/** Acquires `request` with `dice` and keeps it on the sheet, as the reducer does. */
function acquireAndKeep(on: Crew, request: AcquireAssetRequest, dice: number[], at: { id: string; downtime: number }): { crew: Crew; asset: CrewAsset } {
  const result = unwrap(acquireAsset(on, request, scripted(dice)));
  if (!result.asset) throw new Error('not acquired');
  const kept = keepAcquiredAsset(result.crew, result.asset, at);
  return { crew: kept.crew, asset: kept.asset };
}

describe('A4: acquired assets are kept on the crew sheet', () => {
  it('« acquérir l’utilisation temporaire d’une ressource »: the asset settled is on the sheet with what it is, its quality, who acquired it and when', () => {
    const { crew: after, asset } = acquireAndKeep(crew, { ...gang, kind: 'vehicle', name: 'Fiacre', justInCase: false }, [6, 2], { id: crewAssetId('crew-1', 9), downtime: 3 });
    expect(asset).toEqual({
      id: 'crew-1/asset-9',
      name: 'Fiacre',
      kind: 'vehicle',
      quality: 3,
      duration: 'one_score',
      dangerousGoods: null,
      scale: null,
      acquiredBy: 'pc-1',
      downtime: 3,
    });
    expect(after.assets).toEqual([asset]);
    expect(assetsAcquiredIn(after, 3)).toEqual([asset]);
    expect(assetsAcquiredIn(after, 2)).toEqual([]);
  });

  it('« une cohorte (un expert ou un gang) » acquired is a temporary asset of its kind, not one of the crew’s cohorts', () => {
    for (const kind of ['cohort_gang', 'cohort_expert'] as const) {
      const { crew: after, asset } = acquireAndKeep(crew, { ...gang, kind }, [4, 1], { id: 'a-1', downtime: 1 });
      expect(asset.kind).toBe(kind);
      expect(after.cohorts).toEqual(crew.cohorts);
    }
  });

  it('dangerous goods and the scale of common items are kept with the asset', () => {
    const bomb = acquireAndKeep(crew, { ...gang, kind: 'special_equipment', name: 'Bombe', dangerous: 'bomb' }, [4, 1], { id: 'a-1', downtime: 1 });
    expect(bomb.asset).toMatchObject({ dangerousGoods: 'bomb', scale: null });
    expect(bomb.crew.heat).toBe(crew.heat + 2);
    const items = acquireAndKeep(crew, { ...gang, kind: 'common_items', name: 'Pieds-de-biche' }, [4, 1], { id: 'a-2', downtime: 1 });
    expect(items.asset.scale).toBe(2);
  });

  it.each(ASSET_ENDS.map((end) => [end]))(
    '« le gang sera là pour la première bataille sérieuse ou jusqu’à ce qu’une semaine s’écoule sans qu’il se passe quoi que ce soit »: removed (%s), with its reason',
    (end: AssetEnd) => {
      const other = held({ id: 'a-2', name: 'Fiacre', kind: 'vehicle' });
      const removed = removeCrewAsset(makeCrew({ assets: [held(), other] }), 'crew-1/asset-7', end);
      expect(removed.ok).toBe(true);
      if (!removed.ok) return;
      expect(removed.value.crew.assets).toEqual([other]);
      expect(removed.value.asset).toEqual(held());
      expect(removed.reasons).toEqual([{ rule: 'A4', code: `asset_${end}`, values: { name: 'Gang de dockers', kind: 'cohort_gang', duration: 'just_in_case' } }]);
    },
  );

  it('removing an asset the crew does not hold is refused (A4), changing nothing', () => {
    expect(removeCrewAsset(makeCrew({ assets: [held()] }), 'nope', 'used')).toEqual({ ok: false, error: { rule: 'A4', code: 'unknown_asset', values: { asset: 'nope' } } });
  });

  it('crews stored before assets were kept parse with no asset', () => {
    const { assets: _none, ...before } = makeCrew();
    expect(crewSchema.parse(before).assets).toEqual([]);
  });
});

describe('A4 « Si un PJ souhaite de nouveau acquérir la même ressource, il obtient +1 dé à son jet de dé »: a held asset acquired again', () => {
  const holding = makeCrew({ tier: 2, coin: 10, assets: [held()] });

  it('the GM picks the held asset: +1 die (D6), its name and kind are the held one’s', () => {
    const rolled = rollAcquireAsset(holding, { characterId: 'pc-1', name: 'ignored', kind: 'other', assetId: 'crew-1/asset-7' }, scripted([1, 2, 6]));
    expect(rolled.ok).toBe(true);
    if (!rolled.ok) return;
    expect(rolled.value.pool).toBe(3);
    expect(rolled.value.request).toMatchObject({ name: 'Gang de dockers', kind: 'cohort_gang', repeat: 'again' });
    expect(rolled.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['held_asset_again', 'same_asset_again']));
  });

  it('settled, it renews the held asset in place (new quality and downtime), never a second copy', () => {
    const rolled = unwrap(rollAcquireAsset(holding, { ...gang, assetId: 'crew-1/asset-7' }, scripted([6, 6, 1])));
    const settled = unwrap(settleAcquireAsset(holding, rolled, { coin: 0 }, scripted([])));
    if (!settled.asset) throw new Error('not acquired');
    const kept = keepAcquiredAsset(settled.crew, settled.asset, { id: 'crew-1/asset-7', downtime: 2 });
    expect(kept.reason.code).toBe('asset_renewed');
    expect(kept.crew.assets).toEqual([held({ quality: 4, downtime: 2 })]);
  });

  it('« S’il fait la même acquisition après chaque utilisation, celle-ci se transforme en location permanente »', () => {
    const rolled = unwrap(rollAcquireAsset(holding, { ...gang, assetId: 'crew-1/asset-7', repeat: 'after_every_use' }, scripted([4, 4, 4])));
    expect(rolled.pool).toBe(3);
    const settled = unwrap(settleAcquireAsset(holding, rolled, { coin: 0 }, scripted([])));
    if (!settled.asset) throw new Error('not acquired');
    expect(keepAcquiredAsset(settled.crew, settled.asset, { id: 'crew-1/asset-7', downtime: 2 }).asset.duration).toBe('permanent_rental');
  });

  it('an asset the crew does not hold cannot be acquired again by id (refused before rolling)', () => {
    expect(rollAcquireAsset(holding, { ...gang, assetId: 'gone' }, scripted([]))).toEqual({ ok: false, error: { rule: 'A4', code: 'unknown_asset', values: { asset: 'gone' } } });
  });
});

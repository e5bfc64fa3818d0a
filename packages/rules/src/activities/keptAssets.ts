import type { Reason, ReasonValues } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { AssetEnd, Crew, CrewAsset } from '../model/crew';
import type { AcquiredAsset } from './acquireAsset';

/**
 * A4: the assets the crew acquired, kept on the crew sheet (`crew.assets`) until they are used up.
 * « Cette activité permet d'acquérir l'utilisation temporaire d'une ressource » — a cohort acquired
 * this way included: it is an asset of kind cohort_expert / cohort_gang, never one of the crew's
 * own cohorts. « le gang sera là pour la première bataille sérieuse ou jusqu'à ce qu'une semaine
 * s'écoule sans qu'il se passe quoi que ce soit »: the GM removes it (`asset_remove`) when it was
 * used, a quiet week passed, or it was lost.
 */

/** The id an asset settled by the crew's `events`-th step gets (renamed with the crew on import). */
export function crewAssetId(crewId: string, events: number): string {
  return `${crewId}/asset-${events}`;
}

/**
 * A4: keeps an acquired asset on the sheet. An asset acquired again while still held (same `id`)
 * is renewed in place, with its new quality and duration (after every use: a permanent rental).
 */
export function keepAcquiredAsset(
  crew: Crew,
  acquired: AcquiredAsset,
  at: { readonly id: string; readonly downtime: number },
): { crew: Crew; asset: CrewAsset; reason: Reason } {
  const asset: CrewAsset = {
    id: at.id,
    name: acquired.name,
    kind: acquired.kind,
    quality: acquired.quality,
    duration: acquired.duration,
    dangerousGoods: acquired.dangerousGoods,
    scale: acquired.scale,
    acquiredBy: acquired.acquiredBy,
    downtime: at.downtime,
  };
  const renewed = crew.assets.some((a) => a.id === at.id);
  const assets = renewed ? crew.assets.map((a) => (a.id === at.id ? asset : a)) : [...crew.assets, asset];
  const values = { name: asset.name, kind: asset.kind, quality: asset.quality, duration: asset.duration, character: asset.acquiredBy };
  return { crew: { ...crew, assets }, asset, reason: reason('A4', renewed ? 'asset_renewed' : 'asset_kept', values) };
}

/** A4: the asset leaves the sheet — used in earnest, lapsed after a quiet week, or lost. */
export function removeCrewAsset(crew: Crew, id: string, end: AssetEnd): Outcome<{ crew: Crew; asset: CrewAsset }> {
  const asset = crew.assets.find((a) => a.id === id);
  if (!asset) return refuse('A4', 'unknown_asset', { asset: id });
  const assets = crew.assets.filter((a) => a.id !== id);
  return ok({ crew: { ...crew, assets }, asset }, [endReason(end, { name: asset.name, kind: asset.kind, duration: asset.duration })]);
}

function endReason(end: AssetEnd, values: ReasonValues): Reason {
  switch (end) {
    case 'used':
      return reason('A4', 'asset_used', values);
    case 'quiet_week':
      return reason('A4', 'asset_quiet_week', values);
    case 'lost':
      return reason('A4', 'asset_lost', values);
  }
}

/** The assets acquired (or renewed) in downtime `downtime`, for "what we got" this downtime. */
export function assetsAcquiredIn(crew: Crew, downtime: number): CrewAsset[] {
  return crew.assets.filter((a) => a.downtime === downtime);
}

import type { PayoffSplit } from './payoff';

/**
 * P3 « et/ou le répartissent entre les membres comme bon leur semble »: the even split the GM may
 * offer — each PC gets the same whole coin, ⌊net / PCs⌋, and the crew stash keeps the rest, so the
 * parts add up to the net take as `applyPayoff` requires. With no PC the stash gets it all.
 */
export function evenPayoffSplit(net: number, characterIds: readonly string[]): Required<PayoffSplit> {
  const each = characterIds.length === 0 ? 0 : Math.floor(net / characterIds.length);
  return { stash: net - each * characterIds.length, shares: characterIds.map((characterId) => ({ characterId, coin: each })) };
}

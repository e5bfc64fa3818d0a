import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll, Failure, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps, RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Band } from '../dice/pool';
import { applyQualityModifiers, distributionByBand, poolDice, poolOdds, poolReason, poolSize, rollPool, tierRollQuality } from '../dice/pool';
import type { AssetDuration, AssetKind, Crew, DangerousGoods } from '../model/crew';
import { ASSET_KINDS, DANGEROUS_GOODS } from '../model/crew';
import { gainCoin } from '../crew/crew';
import { addCrewHeat } from '../heat/heat';
import { activityCharacter } from './roll';

/**
 * A4 Acquire asset: temporary use of an asset, its quality from a tier roll (D3).
 *
 * How coin is committed (the text: "dépenser de l'argent pour améliorer le résultat de ce jet
 * au-delà d'un critique, en dépensant 2 pièces d'argent par niveau de rang supplémentaire"): after
 * the roll, the player may pay 2 coin from the crew stash per +1 quality. Table rule
 * `acquireCoinRaises` says on which results: 'anyResult' (default) whatever the band,
 * 'afterCritical' only after a critical (coin offered on another result is refused). The roll is a
 * stored record (`rollAcquireAsset`) and the payment a second step (`settleAcquireAsset`);
 * `acquireAsset` does both at once for coin committed before the roll (under 'afterCritical' that
 * coin is only spent if the roll is a critical). Coin is only paid when the asset is actually
 * acquired (reaches the GM's minimum quality). The downtime reducer then keeps the asset on the
 * crew sheet (./keptAssets.ts) until the GM marks it used, lapsed or lost.
 */

/** A4: coin per extra level of quality. */
export const ACQUIRE_COIN_PER_QUALITY = 2;
/** A4: heat for acquiring (not crafting) alchemicals, poisons, bombs or other dangerous gadgets. */
export const DANGEROUS_GOODS_HEAT = 2;

/**
 * A4: `again` = the same asset was acquired before (+1 die, D6); `after_every_use` = the crew
 * acquires it again after every use, which makes it a permanent rental (also +1 die).
 */
export type AssetRepeat = 'first' | 'again' | 'after_every_use';

export interface AcquireAssetRequest {
  readonly characterId: string;
  readonly name: string;
  readonly kind: AssetKind;
  /**
   * A4 « de nouveau acquérir la même ressource »: the id of an asset the crew still holds
   * (`crew.assets`), acquired again: its name and kind are the held asset's, the roll gets the
   * +1 die (`repeat` at least 'again'), and settling renews that asset instead of adding one.
   */
  readonly assetId?: string | null;
  /** Dangerous goods bought rather than crafted: crew +2 heat. */
  readonly dangerous?: DangerousGoods | null;
  readonly repeat?: AssetRepeat;
  readonly justInCase?: boolean;
  /** The GM's minimum quality for this asset (lower: the acquisition fails). */
  readonly minQuality?: number | null;
  /** Other "+1 die" bonuses granted by the GM (D6). */
  readonly extraDice?: number;
  /** A3: a friend or contact helps (+1 quality). */
  readonly helped?: boolean;
}

/** The stored tier roll, before the player decides on coin. */
export interface AcquireAssetRoll {
  readonly request: AcquireAssetRequest;
  readonly tier: number;
  readonly pool: number;
  readonly band: Band;
  /** D3 quality with the A3 help, before coin. */
  readonly rolledQuality: number;
  /** Coin needed to reach the GM's minimum (0 when reached or none set); payable only when `coinMayRaise`. */
  readonly coinToReachMinimum: number;
  /** Whether coin may raise this roll's quality (table rule `acquireCoinRaises`). */
  readonly coinMayRaise: boolean;
}

export interface AcquiredAsset {
  readonly name: string;
  readonly kind: AssetKind;
  readonly quality: number;
  readonly dangerous: boolean;
  readonly dangerousGoods: DangerousGoods | null;
  /** Temporary use (false only for a permanent rental; owning needs a crew upgrade or a project). */
  readonly temporary: boolean;
  readonly duration: AssetDuration;
  /** Common items are enough for a gang of this scale (= crew tier); null for other kinds. */
  readonly scale: number | null;
  readonly acquiredBy: string;
}

export interface AcquireAssetResult {
  readonly crew: Crew;
  readonly acquired: boolean;
  /** Null when the quality stays below the GM's minimum. */
  readonly asset: AcquiredAsset | null;
  /** Final quality: rolled + help + bought, never below 0. */
  readonly quality: number;
  readonly coinSpent: number;
}

function repeatDice(repeat: AssetRepeat | undefined): number {
  return repeat === 'again' || repeat === 'after_every_use' ? 1 : 0;
}

/** A4: the tier-roll pool: crew tier, +1 die for the same asset again, + other extra dice. */
export function acquireAssetPool(crewTier: number, repeat: AssetRepeat | undefined, extraDice = 0): number {
  return poolSize(crewTier, repeatDice(repeat) + extraDice);
}

/** Levels of quality the player must buy to reach `minQuality` from `rolledQuality`. */
function levelsToReach(rolledQuality: number, minQuality: number | null | undefined): number {
  if (minQuality === null || minQuality === undefined || minQuality <= 0) return 0;
  return Math.max(0, minQuality - rolledQuality);
}

/** A4: coin to pay after the roll to reach the GM's minimum quality. */
export function coinToReachMinimum(rolledQuality: number, minQuality: number | null | undefined): number {
  return levelsToReach(rolledQuality, minQuality) * ACQUIRE_COIN_PER_QUALITY;
}

export interface AcquireCoinAffordable {
  /** The most coin the stash can pay for quality: whole levels only. */
  readonly coin: number;
  readonly levels: number;
  readonly reasons: Reason[];
}

/**
 * A4 « en dépensant 2 pièces d'argent par niveau de rang supplémentaire »: the most the crew stash
 * can pay to raise an asset's quality — whole levels, 2 coin each (an odd coin left over buys
 * nothing). A form bounds its coin field with it; `settleAcquireAsset` refuses anything else.
 */
export function acquireCoinAffordable(crew: Pick<Crew, 'coin'>): AcquireCoinAffordable {
  const levels = Math.floor(Math.max(0, crew.coin) / ACQUIRE_COIN_PER_QUALITY);
  const coin = levels * ACQUIRE_COIN_PER_QUALITY;
  return { coin, levels, reasons: [reason('A4', 'coin_affordable', { stash: crew.coin, coin, levels, perQuality: ACQUIRE_COIN_PER_QUALITY })] };
}

/** A4 + table rule `acquireCoinRaises`: may coin raise the quality of a roll that landed on `band`? */
export function acquireCoinMayRaise(band: Band, table: Pick<TableRules, 'acquireCoinRaises'>): boolean {
  return table.acquireCoinRaises === 'anyResult' || band === 'crit';
}

function checkCoin(crew: Crew, coin: number): Failure | null {
  if (!Number.isInteger(coin) || coin < 0 || coin % ACQUIRE_COIN_PER_QUALITY !== 0) {
    return refuse('A4', 'coin_in_pairs', { coin, perQuality: ACQUIRE_COIN_PER_QUALITY });
  }
  if (coin > crew.coin) return refuse('A4', 'not_enough_coin', { needed: coin, coin: crew.coin });
  return null;
}

/**
 * A4 « Si un PJ souhaite de nouveau acquérir la même ressource, il obtient +1 dé »: a request naming
 * an asset the crew holds takes that asset's name and kind, and at least the 'again' die.
 */
function sameAssetAgain(crew: Crew, request: AcquireAssetRequest): Outcome<AcquireAssetRequest> {
  if (!request.assetId) return ok(request);
  const held = crew.assets.find((a) => a.id === request.assetId);
  if (!held) return refuse('A4', 'unknown_asset', { asset: request.assetId });
  const repeat: AssetRepeat = request.repeat === 'after_every_use' ? 'after_every_use' : 'again';
  return ok({ ...request, name: held.name, kind: held.kind, repeat });
}

/** A4 step 1: checks the request and rolls the crew tier (D3). Changes nothing on the crew. */
export function rollAcquireAsset(crew: Crew, asked: AcquireAssetRequest, deps: RuleDeps): Outcome<AcquireAssetRoll> {
  const character = activityCharacter(crew, asked.characterId, 'A4');
  if (!character.ok) return character;
  const again = sameAssetAgain(crew, asked);
  if (!again.ok) return again;
  const request = again.value;
  if (!ASSET_KINDS.includes(request.kind)) return refuse('A4', 'unknown_asset_kind', { kind: String(request.kind) });
  const dangerous = request.dangerous ?? null;
  if (dangerous !== null && !DANGEROUS_GOODS.includes(dangerous)) {
    return refuse('A4', 'unknown_dangerous_goods', { dangerous: String(dangerous) });
  }
  const reasons: Reason[] = [reason('A4', 'pool_from_tier', { tier: crew.tier })];
  if (request.assetId) reasons.push(reason('A4', 'held_asset_again', { name: request.name, kind: request.kind }));
  const repeat = request.repeat ?? 'first';
  if (repeat !== 'first') reasons.push(reason('D6', 'same_asset_again', { delta: 1, repeat }));
  const extra = request.extraDice ?? 0;
  if (extra !== 0) reasons.push(reason('D6', 'extra_dice', { delta: extra }));
  const pool = acquireAssetPool(crew.tier, request.repeat, extra);
  const roll = rollPool(pool, deps.roller);
  reasons.push(poolReason(roll));
  const tierQuality = tierRollQuality(crew.tier, roll.band, deps.table);
  reasons.push(tierQuality.reason);
  // The rolled quality may be −1 (tier 0, 1-3): the floor at 0 applies to the final quality.
  const helped = applyQualityModifiers(tierQuality.quality, { helped: request.helped ?? false }, 'A3');
  const rolledQuality = helped.quality;
  reasons.push(...helped.reasons);
  const needed = coinToReachMinimum(rolledQuality, request.minQuality);
  if (request.minQuality !== null && request.minQuality !== undefined) {
    reasons.push(reason('A4', 'minimum_quality', { minQuality: request.minQuality, quality: rolledQuality, coinToReach: needed }));
  }
  const coinMayRaise = acquireCoinMayRaise(roll.band, deps.table);
  if (!coinMayRaise) reasons.push(reason('A4', 'coin_needs_critical', { band: roll.band }));
  const dice: DiceRoll[] = [poolDice(roll, 'acquire_asset')];
  return ok({ request, tier: crew.tier, pool, band: roll.band, rolledQuality, coinToReachMinimum: needed, coinMayRaise }, reasons, dice);
}

/** A4 step 2 once the coin is checked: pay, test the minimum, add the heat of dangerous goods. */
function settleChecked(crew: Crew, roll: AcquireAssetRoll, coin: number, table: TableRules): { value: AcquireAssetResult; reasons: Reason[] } {
  const { request } = roll;
  const reasons: Reason[] = [];
  const bought = coin / ACQUIRE_COIN_PER_QUALITY;
  let quality = roll.rolledQuality + bought;
  if (bought > 0) reasons.push(reason('A4', 'quality_bought', { coin, levels: bought, quality }));
  if (quality < 0) {
    reasons.push(reason('A4', 'quality_floor', { quality, floored: 0 }));
    quality = 0;
  }
  const min = request.minQuality ?? null;
  if (min !== null && quality < min) {
    reasons.push(reason('A4', 'below_minimum', { quality, minQuality: min }));
    if (coin > 0) reasons.push(reason('A4', 'coin_not_spent', { coin }));
    return { value: { crew, acquired: false, asset: null, quality, coinSpent: 0 }, reasons };
  }
  let next = crew;
  if (coin > 0) {
    // checkCoin ran first: the stash holds the coin.
    const paid = gainCoin(next, -coin, 'A4', 'paid_for_quality');
    next = paid.crew;
    reasons.push(paid.reason);
  }
  const dangerousGoods = request.dangerous ?? null;
  if (dangerousGoods !== null) {
    reasons.push(reason('A4', 'dangerous_goods', { goods: dangerousGoods, heat: DANGEROUS_GOODS_HEAT }));
    const heated = addCrewHeat(next, DANGEROUS_GOODS_HEAT, table, 'A4');
    next = heated.crew;
    reasons.push(...heated.reasons);
  }
  const duration: AssetDuration =
    request.repeat === 'after_every_use' ? 'permanent_rental' : request.justInCase ? 'just_in_case' : 'one_score';
  reasons.push(reason('A4', 'asset_acquired', { name: request.name, kind: request.kind, quality, duration }));
  const asset: AcquiredAsset = {
    name: request.name,
    kind: request.kind,
    quality,
    dangerous: dangerousGoods !== null,
    dangerousGoods,
    temporary: duration !== 'permanent_rental',
    duration,
    scale: request.kind === 'common_items' ? roll.tier : null,
    acquiredBy: request.characterId,
  };
  return { value: { crew: next, acquired: true, asset, quality, coinSpent: coin }, reasons };
}

/**
 * A4 step 2: the player pays `coin` (2 per +1 quality, from the crew stash; refused when short, not
 * in pairs, or — under table rule `acquireCoinRaises: 'afterCritical'` — after a roll that was not a
 * critical); below the GM's minimum the acquisition fails and no coin is paid.
 */
export function settleAcquireAsset(
  crew: Crew,
  roll: AcquireAssetRoll,
  choice: { readonly coin?: number },
  deps: OddsDeps,
): Outcome<AcquireAssetResult> {
  const coin = choice.coin ?? 0;
  const bad = checkCoin(crew, coin);
  if (bad) return bad;
  if (coin > 0 && !acquireCoinMayRaise(roll.band, deps.table)) {
    return refuse('A4', 'coin_needs_critical', { band: roll.band, coin, acquireCoinRaises: deps.table.acquireCoinRaises });
  }
  const settled = settleChecked(crew, roll, coin, deps.table);
  return ok(settled.value, settled.reasons);
}

/**
 * A4 in one step, with the coin committed before the roll (checked before any die is rolled). Under
 * table rule `acquireCoinRaises: 'afterCritical'` the committed coin is spent only if the roll is a
 * critical; otherwise the asset is taken as rolled and the coin stays in the stash.
 */
export function acquireAsset(
  crew: Crew,
  input: AcquireAssetRequest & { readonly coin?: number },
  deps: RuleDeps,
): Outcome<AcquireAssetResult & { readonly roll: AcquireAssetRoll }> {
  const coin = input.coin ?? 0;
  const bad = checkCoin(crew, coin);
  if (bad) return bad;
  const rolled = rollAcquireAsset(crew, input, deps);
  if (!rolled.ok) return rolled;
  const usable = rolled.value.coinMayRaise ? coin : 0;
  const kept: Reason[] = usable < coin ? [reason('A4', 'coin_not_spent', { coin })] : [];
  const settled = settleChecked(crew, rolled.value, usable, deps.table);
  return ok({ ...settled.value, roll: rolled.value }, [...rolled.reasons, ...kept, ...settled.reasons], rolled.rolls);
}

export interface AcquireAssetOddsInput {
  readonly crewTier: number;
  readonly repeat?: AssetRepeat;
  readonly extraDice?: number;
  /**
   * Coin committed to quality (2 per level; an odd coin left over buys nothing). Under table rule
   * `acquireCoinRaises: 'afterCritical'` it counts only on a critical.
   */
  readonly coin?: number;
  readonly helped?: boolean;
  readonly minQuality?: number | null;
}

export interface AcquireAssetOdds {
  readonly pool: number;
  /** Final quality → probability. */
  readonly quality: Map<number, number>;
  /** Probability the quality reaches the GM's minimum (1 without a minimum). */
  readonly meetsMinimum: number;
}

/**
 * Exact odds of A4: the final quality's distribution and P(quality ≥ the GM's minimum), with the
 * committed coin counted on the results where table rule `acquireCoinRaises` lets it raise.
 */
export function acquireAssetOdds(input: AcquireAssetOddsInput, deps: OddsDeps): AcquireAssetOdds {
  const pool = acquireAssetPool(input.crewTier, input.repeat, input.extraDice ?? 0);
  const bought = Math.floor(Math.max(0, input.coin ?? 0) / ACQUIRE_COIN_PER_QUALITY);
  const quality = distributionByBand(poolOdds(pool), (band) =>
    Math.max(0, input.crewTier + deps.table.tierRollOffsets[band] + (input.helped ? 1 : 0) + (acquireCoinMayRaise(band, deps.table) ? bought : 0)),
  );
  const min = input.minQuality ?? null;
  let meetsMinimum = 0;
  for (const [q, p] of quality) if (min === null || q >= min) meetsMinimum += p;
  return { pool, quality, meetsMinimum };
}

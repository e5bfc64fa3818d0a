import type { Entries, MessageFormat, Values } from './messageFormat';
import { num } from './messageFormat';

/**
 * D: the shared d6 pool of the downtime rules (seed 000).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** "3 dés" or, for 0 dice, "0 dé (2 dés, le plus bas)". */
const poolSize = (size: unknown, x: MessageFormat): string => {
  if (num(size) === 0) return x.lang === 'fr' ? 'Aucun dé (2 dés, on garde le plus bas)' : 'No dice (2 dice, keep the lowest)';
  return x.count('die', size);
};

/** A d6 pool's outcome: "6", "4-5" or "critique" after the dice. */
const poolResult = (v: Values, x: MessageFormat): string => {
  if (v.band === 'crit') return x.lang === 'fr' ? 'critique' : 'critical';
  if (v.band === '6') return '6';
  return `${x.n(v.result)} (${x.band(v.band)})`;
};

const dice = (v: unknown): string => (typeof v === 'string' && v !== '' ? v.split(',').join(', ') : '?');

/** What happened and why. */
export const reasons: Entries = {
  // D: the shared d6 pool.
  pool_rolled: {
    fr: (v, x) => `${poolSize(v.size, x)} : ${dice(v.dice)} → ${poolResult(v, x)}`,
    en: (v, x) => `${poolSize(v.size, x)}: ${dice(v.dice)} → ${poolResult(v, x)}`,
  },
  tier_quality: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} : rang ${x.tier(v.tier)}${num(v.offset) === 0 ? '' : ` ${x.s(v.offset)}`} pour un résultat ${x.band(v.band)}`,
    en: (v, x) => `Quality ${x.n(v.quality)}: tier ${x.tier(v.tier)}${num(v.offset) === 0 ? '' : ` ${x.s(v.offset)}`} for a ${x.band(v.band)} result`,
  },
  action_quality: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} (résultat ${x.band(v.band)})`,
    en: (v, x) => `Quality ${x.n(v.quality)} (${x.band(v.band)} result)`,
  },
  helped_by_friend: {
    fr: (v, x) => `${x.s(v.delta)} qualité : un ami ou un contact aide (qualité ${x.n(v.quality)})`,
    en: (v, x) => `${x.s(v.delta)} quality: a friend or contact helps (quality ${x.n(v.quality)})`,
  },
  self_surgery: {
    fr: (v, x) => `${x.s(v.delta)} qualité : le PJ se soigne lui-même (qualité ${x.n(v.quality)})`,
    en: (v, x) => `${x.s(v.delta)} quality: healing oneself (quality ${x.n(v.quality)})`,
  },
  // A shift past the last band leaves the result where it was (D5: clamped): say so, not "from crit to crit".
  band_shifted: {
    fr: (v, x) =>
      v.from === v.to
        ? `Qualité ${x.s(v.steps)} : le résultat reste ${x.band(v.to)} (${Number(v.steps) > 0 ? 'déjà le meilleur' : 'déjà le pire'})`
        : `Qualité ${x.s(v.steps)} : le résultat passe de ${x.band(v.from)} à ${x.band(v.to)}`,
    en: (v, x) =>
      v.from === v.to
        ? `Quality ${x.s(v.steps)}: the result stays ${x.band(v.to)} (already the ${Number(v.steps) > 0 ? 'best' : 'worst'})`
        : `Quality ${x.s(v.steps)}: the result moves from ${x.band(v.from)} to ${x.band(v.to)}`,
  },
  same_asset_again: {
    fr: (v, x) =>
      v.repeat === 'after_every_use'
        ? `${x.change('die', v.delta)} : ressource reprise après chaque usage (location permanente)`
        : `${x.change('die', v.delta)} : même ressource acquise de nouveau`,
    en: (v, x) =>
      v.repeat === 'after_every_use'
        ? `${x.change('die', v.delta)}: re-acquired after every use (permanent rental)`
        : `${x.change('die', v.delta)}: the same asset again`,
  },
  extra_dice: {
    fr: (v, x) => `${x.change('die', v.delta)} accordé${num(v.delta) !== null && Math.abs(v.delta as number) > 1 ? 's' : ''} par le MJ`,
    en: (v, x) => `${x.change('die', v.delta)} granted by the GM`,
  },
};

import type { Entries } from './messageFormat';
import { num } from './messageFormat';

/**
 * V: vice (seed 000 §7).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** What happened and why. */
export const reasons: Entries = {
  // V: vice.
  indulge_vice: {
    fr: (v, x) => `${x.pc(v.character)} s’adonne à son vice (${x.lower('vice', v.vice)})`,
    en: (v, x) => `${x.pc(v.character)} indulges their vice (${x.lower('vice', v.vice)})`,
  },
  pool_from_attribute: {
    fr: (v, x) => `Jet de ${x.named('downtimeAttribute', v.attribute)} : ${x.count('die', v.pool)} (${v.vicePool === 'current' ? 'cercles restants' : 'tous ses cercles'})`,
    en: (v, x) => `Rolling ${x.named('downtimeAttribute', v.attribute)}: ${x.count('die', v.pool)} (${v.vicePool === 'current' ? 'circles left' : 'all its circles'})`,
  },
  circles_restored: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} : ${x.count('circle', v.restored)} de ${x.named('downtimeAttribute', v.attribute)} rétabli${num(v.restored) !== null && (v.restored as number) > 1 ? 's' : ''} (${x.n(v.missing)} manquai${num(v.missing) !== null && (v.missing as number) > 1 ? 'ent' : 't'})`,
    en: (v, x) => `Quality ${x.n(v.quality)}: ${x.count('circle', v.restored)} of ${x.named('downtimeAttribute', v.attribute)} restored (${x.n(v.missing)} missing)`,
  },
  new_circle: {
    fr: (v, x) => `Critique : un nouveau cercle pour ${x.named('downtimeAttribute', v.attribute)} (maximum ${x.n(v.max)}), ${v.filled === false ? 'vide' : 'rempli'}`,
    en: (v, x) => `Critical: a new circle for ${x.named('downtimeAttribute', v.attribute)} (maximum ${x.n(v.max)}), ${v.filled === false ? 'empty' : 'filled'}`,
  },
  circle_cap: {
    fr: (v, x) => `Critique, mais ${x.named('downtimeAttribute', v.attribute)} est déjà au maximum autorisé (${x.n(v.cap)})`,
    en: (v, x) => `Critical, but ${x.named('downtimeAttribute', v.attribute)} is already at the allowed maximum (${x.n(v.cap)})`,
  },
  overindulged: {
    fr: (v, x) => `Excès : qualité ${x.n(v.quality)} pour ${x.count('circle', v.missing)} manquant${num(v.missing) !== null && (v.missing as number) > 1 ? 's' : ''} (${x.n(v.excess)} de trop) — choisissez un excès`,
    en: (v, x) => `Overindulgence: quality ${x.n(v.quality)} for ${x.count('circle', v.missing)} missing (${x.n(v.excess)} too many) — pick a consequence`,
  },
  attract_trouble: {
    fr: (v, x) => `S’attirer des ennuis : ${x.count('roll', v.entanglementRolls)} d’imbroglio en plus`,
    en: (v, x) => `Attract trouble: ${x.n(v.entanglementRolls)} more entanglement ${x.word('roll', v.entanglementRolls)}`,
  },
  brag: {
    fr: (v, x) => `Se vanter de ses exploits : ${x.change('heat', v.heat)}`,
    en: (v, x) => `Brag about one’s exploits: ${x.change('heat', v.heat)}`,
  },
  lost: {
    fr: (v, x) => `${x.pc(v.character)} se perd et disparaît quelques semaines : jouez un autre personnage`,
    en: (v, x) => `${x.pc(v.character)} is lost for a few weeks: play another character`,
  },
  tapped: {
    fr: (v, x) => `Se faire sevrer : ${x.text(v.purveyor)} coupe les ponts avec ${x.pc(v.character)}`,
    en: (v, x) => `Tapped: ${x.text(v.purveyor)} cuts ties with ${x.pc(v.character)}`,
  },
  returned: {
    fr: (v, x) =>
      v.cause === 'sink_into_vice'
        ? `${x.pc(v.character)} revient après une session plongé dans son vice`
        : `${x.pc(v.character)} revient de sa cuite`,
    en: (v, x) => (v.cause === 'sink_into_vice' ? `${x.pc(v.character)} is back after a session sunk in vice` : `${x.pc(v.character)} is back from the binge`),
  },
  harm_healed: {
    fr: (v, x) => `${x.pc(v.character)} revient, toutes ses blessures guéries (${x.n(v.healed)})`,
    en: (v, x) => `${x.pc(v.character)} comes back healed of every harm (${x.n(v.healed)})`,
  },
  new_purveyor: {
    fr: (v, x) => `Nouveau fournisseur pour ${x.pc(v.character)} : ${x.text(v.to)}`,
    en: (v, x) => `New purveyor for ${x.pc(v.character)}: ${x.text(v.to)}`,
  },
  sunk_into_vice: {
    fr: (v, x) => `${x.pc(v.character)} sombre dans son vice (${x.lower('vice', v.vice)}) jusqu’à la fin de la session : son joueur incarne un autre personnage`,
    en: (v, x) => `${x.pc(v.character)} sinks into their vice (${x.lower('vice', v.vice)}) until the end of the session: the player plays another character`,
  },
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // V.
  no_vice: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas de vice`,
    en: (v, x) => `${x.pc(v.character)} has no vice`,
  },
  vice_tapped: {
    fr: (v, x) => `${x.pc(v.character)} : son fournisseur (${x.text(v.purveyor)}) a coupé les ponts, il faut en trouver un nouveau`,
    en: (v, x) => `${x.pc(v.character)}: their purveyor (${x.text(v.purveyor)}) cut ties, a new one is needed`,
  },
  unknown_attribute: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas l’attribut ${x.named('downtimeAttribute', v.attribute)}`,
    en: (v, x) => `${x.pc(v.character)} has no attribute ${x.named('downtimeAttribute', v.attribute)}`,
  },
  unknown_choice: {
    fr: (v, x) => `Excès inconnu (${x.text(v.choice)})`,
    en: (v, x) => `Unknown overindulgence (${x.text(v.choice)})`,
  },
  not_lost: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas disparu (${x.lower('characterStatus', v.status)})`,
    en: (v, x) => `${x.pc(v.character)} is not lost (${x.lower('characterStatus', v.status)})`,
  },
  not_tapped: {
    fr: (v, x) => `${x.pc(v.character)} a toujours son fournisseur (${x.text(v.purveyor)})`,
    en: (v, x) => `${x.pc(v.character)} still has a purveyor (${x.text(v.purveyor)})`,
  },
};

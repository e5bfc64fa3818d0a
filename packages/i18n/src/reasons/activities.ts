import type { Entries, MessageFormat } from './messageFormat';
import { num } from './messageFormat';

/**
 * A: downtime activities (seed 000 §6).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** Harm levels as a list ("3, 1"), or "aucune" / "none". */
const harmList = (v: unknown, x: MessageFormat): string =>
  typeof v === 'string' && v !== '' ? v.split(',').join(', ') : x.lang === 'fr' ? 'aucune' : 'none';

/** What happened and why. */
export const reasons: Entries = {
  // A: downtime activities.
  activities_at_war: {
    fr: (v, x) => `En guerre : ${x.count('activity', v.activities)} de temps mort par PJ`,
    en: (v, x) => `At war: ${x.count('activity', v.activities)} per PC`,
  },
  activities_per_downtime: {
    fr: (v, x) => `${x.count('activity', v.activities)} de temps mort par PJ`,
    en: (v, x) => `${x.count('activity', v.activities)} per PC this downtime`,
  },
  season_bonus: {
    fr: (v, x) => `Fin de saison : ${x.change('activity', v.delta)} (${x.n(v.activities)} en tout)`,
    en: (v, x) => `End of season: ${x.change('activity', v.delta)} (${x.n(v.activities)} in all)`,
  },
  activity_left: {
    fr: (v, x) => `Encore ${x.count('activity', v.remaining)} (${x.n(v.used)} sur ${x.n(v.allowance)} utilisée${num(v.used) !== null && (v.used as number) > 1 ? 's' : ''})`,
    en: (v, x) => `${x.count('activity', v.remaining)} left (${x.n(v.used)} of ${x.n(v.allowance)} used)`,
  },
  free_play_left: {
    fr: (v, x) => `Actions libres avec le MJ : encore ${x.n(v.remaining)} sur ${x.n(v.limit)} (2 + rang ${x.tier(v.tier)})`,
    en: (v, x) => `Free-play actions with the GM: ${x.n(v.remaining)} of ${x.n(v.limit)} left (2 + tier ${x.tier(v.tier)})`,
  },
  free_play_spent: {
    fr: (v, x) => `${x.pc(v.character)} : action libre ${x.n(v.used)} sur ${x.n(v.limit)}`,
    en: (v, x) => `${x.pc(v.character)}: free-play action ${x.n(v.used)} of ${x.n(v.limit)}`,
  },
  downtime_started: {
    fr: (v, x) => `Temps mort n° ${x.n(v.downtime)} : ${x.count('activity', v.allowance)} par PJ${v.seasonBonus === true ? ' (fin de saison)' : ''}`,
    en: (v, x) => `Downtime #${x.n(v.downtime)}: ${x.count('activity', v.allowance)} per PC${v.seasonBonus === true ? ' (end of season)' : ''}`,
  },
  activities_open: {
    fr: () => 'Place aux activités de temps mort',
    en: () => 'On to the downtime activities',
  },
  downtime_done: {
    fr: () => 'Temps mort terminé : retour au jeu libre',
    en: () => 'Downtime over: back to free play',
  },
  activity_spent: {
    fr: (v, x) => `${x.pc(v.character)} : ${x.term('activity', v.activity)} (activité ${x.n(v.used)} sur ${x.n(v.allowance)})`,
    en: (v, x) => `${x.pc(v.character)}: ${x.term('activity', v.activity)} (activity ${x.n(v.used)} of ${x.n(v.allowance)})`,
  },
  pool_from_skill: {
    fr: (v, x) => `${x.pc(v.character)} lance ${x.named('skill', v.skill)} : ${x.count('die', v.rating)}`,
    en: (v, x) => `${x.pc(v.character)} rolls ${x.named('skill', v.skill)}: ${x.count('die', v.rating)}`,
  },
  quality_floor: {
    fr: (v, x) => `La qualité ne descend pas sous 0 (calcul : ${x.s(v.quality)})`,
    en: (v, x) => `Quality never goes below 0 (computed ${x.s(v.quality)})`,
  },
  pool_from_tier: {
    fr: (v, x) => `Jet de rang de la bande : rang ${x.tier(v.tier)}`,
    en: (v, x) => `Crew tier roll: tier ${x.tier(v.tier)}`,
  },
  minimum_quality: {
    fr: (v, x) =>
      num(v.coinToReach) === 0
        ? `Qualité minimale ${x.n(v.minQuality)} atteinte (${x.n(v.quality)})`
        : `Qualité minimale ${x.n(v.minQuality)}, obtenue ${x.n(v.quality)} : ${x.count('coin', v.coinToReach)} pour l’atteindre`,
    en: (v, x) =>
      num(v.coinToReach) === 0
        ? `Minimum quality ${x.n(v.minQuality)} reached (${x.n(v.quality)})`
        : `Minimum quality ${x.n(v.minQuality)}, rolled ${x.n(v.quality)}: ${x.count('coin', v.coinToReach)} to reach it`,
  },
  coin_needs_critical: {
    fr: (v, x) => `Règle de table : l’argent n’améliore la qualité qu’après un critique (ici ${x.band(v.band)})`,
    en: (v, x) => `Table rule: coin raises the quality only after a critical (here ${x.band(v.band)})`,
  },
  coin_affordable: {
    fr: (v, x) => `La caisse (${x.count('coin', v.stash)}) peut payer jusqu’à +${x.n(v.levels)} qualité, soit ${x.count('coin', v.coin)} (${x.n(v.perQuality)} par niveau)`,
    en: (v, x) => `The stash (${x.count('coin', v.stash)}) can pay up to +${x.n(v.levels)} quality, ${x.count('coin', v.coin)} (${x.n(v.perQuality)} per level)`,
  },
  quality_bought: {
    fr: (v, x) => `+${x.n(v.levels)} qualité pour ${x.count('coin', v.coin)} (qualité ${x.n(v.quality)})`,
    en: (v, x) => `+${x.n(v.levels)} quality for ${x.count('coin', v.coin)} (quality ${x.n(v.quality)})`,
  },
  below_minimum: {
    fr: (v, x) => `Qualité ${x.n(v.quality)} sous le minimum de ${x.n(v.minQuality)} : ressource non acquise`,
    en: (v, x) => `Quality ${x.n(v.quality)} is below the minimum of ${x.n(v.minQuality)}: not acquired`,
  },
  coin_not_spent: {
    fr: (v, x) => `${x.count('coin', v.coin)} non dépensé, reste dans la caisse`,
    en: (v, x) => `${x.count('coin', v.coin)} not spent, kept in the stash`,
  },
  paid_for_quality: {
    fr: (v, x) => `${x.change('coin', v.delta)} de la caisse pour la qualité (reste ${x.n(v.coin)})`,
    en: (v, x) => `${x.change('coin', v.delta)} from the stash for quality (${x.n(v.coin)} left)`,
  },
  dangerous_goods: {
    fr: (v, x) => `${x.term('dangerousGoods', v.goods)} acquis plutôt que fabriqué : ${x.change('heat', v.heat)}`,
    en: (v, x) => `${x.term('dangerousGoods', v.goods)} acquired rather than crafted: ${x.change('heat', v.heat)}`,
  },
  asset_acquired: {
    fr: (v, x) => `Ressource acquise : ${x.q(v.name)} (${x.lower('assetKind', v.kind)}), qualité ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
    en: (v, x) => `Asset acquired: ${x.q(v.name)} (${x.lower('assetKind', v.kind)}), quality ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
  },
  held_asset_again: {
    fr: (v, x) => `De nouveau la même ressource : ${x.q(v.name)} (${x.lower('assetKind', v.kind)})`,
    en: (v, x) => `The same asset again: ${x.q(v.name)} (${x.lower('assetKind', v.kind)})`,
  },
  asset_kept: {
    fr: (v, x) => `Notée sur la feuille de bande : ${x.q(v.name)}, qualité ${x.n(v.quality)}, acquise par ${x.pc(v.character)}`,
    en: (v, x) => `Kept on the crew sheet: ${x.q(v.name)}, quality ${x.n(v.quality)}, acquired by ${x.pc(v.character)}`,
  },
  asset_renewed: {
    fr: (v, x) => `Ressource renouvelée : ${x.q(v.name)}, qualité ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
    en: (v, x) => `Asset renewed: ${x.q(v.name)}, quality ${x.n(v.quality)}, ${x.lower('assetDuration', v.duration)}`,
  },
  asset_used: {
    fr: (v, x) => `Ressource utilisée pour de bon : ${x.q(v.name)} quitte la feuille de bande`,
    en: (v, x) => `Asset used in earnest: ${x.q(v.name)} leaves the crew sheet`,
  },
  asset_quiet_week: {
    fr: (v, x) => `Une semaine s’est écoulée sans qu’il se passe quoi que ce soit : ${x.q(v.name)} quitte la feuille de bande`,
    en: (v, x) => `A week passed with nothing happening: ${x.q(v.name)} leaves the crew sheet`,
  },
  asset_lost: {
    fr: (v, x) => `Ressource perdue : ${x.q(v.name)} quitte la feuille de bande`,
    en: (v, x) => `Asset lost: ${x.q(v.name)} leaves the crew sheet`,
  },
  project_created: {
    fr: (v, x) => `Projet à long terme ${x.q(v.name)} : contrat de ${x.count('segment', v.segments)}`,
    en: (v, x) => `Long-term project ${x.q(v.name)}: a clock of ${x.count('segment', v.segments)}`,
  },
  project_requires: {
    fr: (v, x) => `Il faut d’abord achever ${x.project(v.requires)}`,
    en: (v, x) => `${x.project(v.requires)} must be completed first`,
  },
  project_ticked: {
    fr: (v, x) => `${x.project(v.project)} : ${x.change('segment', v.ticked)} (qualité ${x.n(v.quality)}) → ${x.n(v.filled)} sur ${x.n(v.segments)}`,
    en: (v, x) => `${x.project(v.project)}: ${x.change('segment', v.ticked)} (quality ${x.n(v.quality)}) → ${x.n(v.filled)} of ${x.n(v.segments)}`,
  },
  project_completed: {
    fr: (v, x) => `Projet achevé : ${x.q(v.name)}`,
    en: (v, x) => `Project completed: ${x.q(v.name)}`,
  },
  npc_healer: {
    fr: (v, x) => `Soins : ${x.text(v.healer)}, ${x.count('die', v.rating)}`,
    en: (v, x) => `Healer: ${x.text(v.healer)}, ${x.count('die', v.rating)}`,
  },
  heals_self: {
    fr: (v, x) => `${x.pc(v.character)} soigne ses propres blessures (chirurgie ${x.n(v.surgery)}, −1 qualité)`,
    en: (v, x) => `${x.pc(v.character)} treats their own harm (surgery ${x.n(v.surgery)}, −1 quality)`,
  },
  pc_healer: {
    fr: (v, x) => `Soins : ${x.pc(v.healer)}, sans que cela lui coûte une activité`,
    en: (v, x) => `Healer: ${x.pc(v.healer)}, at no activity for the healer`,
  },
  healing_ticked: {
    fr: (v, x) =>
      num(v.fills) !== null && (v.fills as number) > 0
        ? `Contrat de guérison : ${x.n(v.from)} + ${x.n(v.quality)} sur ${x.n(v.segments)} → rempli${(v.fills as number) > 1 ? ` ${x.n(v.fills)} fois` : ''}, il repart à ${x.n(v.to)}`
        : `Contrat de guérison : ${x.n(v.from)} + ${x.n(v.quality)} → ${x.n(v.to)} sur ${x.n(v.segments)}`,
    en: (v, x) =>
      num(v.fills) !== null && (v.fills as number) > 0
        ? `Healing clock: ${x.n(v.from)} + ${x.n(v.quality)} of ${x.n(v.segments)} → filled${(v.fills as number) > 1 ? ` ${x.n(v.fills)} times` : ''}, restarts at ${x.n(v.to)}`
        : `Healing clock: ${x.n(v.from)} + ${x.n(v.quality)} → ${x.n(v.to)} of ${x.n(v.segments)}`,
  },
  harm_reduced: {
    fr: (v, x) =>
      `${x.pc(v.character)} : chaque blessure baisse ${num(v.levels) !== null && (v.levels as number) > 1 ? `de ${x.n(v.levels)} niveaux` : 'd’un niveau'} (${harmList(v.before, x)} → ${harmList(v.after, x)})`,
    en: (v, x) =>
      `${x.pc(v.character)}: every harm drops ${num(v.levels) !== null && (v.levels as number) > 1 ? `${x.n(v.levels)} levels` : 'one level'} (${harmList(v.before, x)} → ${harmList(v.after, x)})`,
  },
  heat_reduced: {
    fr: (v, x) =>
      `Raffut −${x.n(v.reduced)} (qualité ${x.n(v.quality)}${num(v.reduced) !== null && num(v.quality) !== null && (v.reduced as number) < (v.quality as number) ? ', jamais sous 0' : ''}) → ${x.n(v.heat)}`,
    en: (v, x) =>
      `Heat −${x.n(v.reduced)} (quality ${x.n(v.quality)}${num(v.reduced) !== null && num(v.quality) !== null && (v.reduced as number) < (v.quality as number) ? ', never below 0' : ''}) → ${x.n(v.heat)}`,
  },
  helped_band_shift: {
    fr: (v, x) => `Aide d’un ami : le résultat passe de ${x.band(v.from)} à ${x.band(v.to)}`,
    en: (v, x) => `A friend’s help moves the result from ${x.band(v.from)} to ${x.band(v.to)}`,
  },
  help_ignored_for_training: {
    fr: () => 'Règle de table : l’aide d’un ami ne change rien à l’entraînement',
    en: () => 'Table rule: a friend’s help changes nothing when training',
  },
  skill_trained: {
    fr: (v, x) =>
      `${v.band === 'crit' ? 'Critique' : 'Jet raté, leçon retenue'} : ${x.named('skill', v.skill)} ${x.s(v.gain)} → ${x.n(v.rating)}`,
    en: (v, x) => `${v.band === 'crit' ? 'Critical' : 'Failed roll, lesson learned'}: ${x.named('skill', v.skill)} ${x.s(v.gain)} → ${x.n(v.rating)}`,
  },
  training_without_result: {
    fr: (v, x) => `Résultat ${x.band(v.band)} : l’entraînement n’apporte rien (${x.named('skill', v.skill)} reste à ${x.n(v.rating)})`,
    en: (v, x) => `${x.band(v.band)} result: no real progress (${x.named('skill', v.skill)} stays at ${x.n(v.rating)})`,
  },
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // A.
  no_activity_left: {
    fr: (v, x) => `Plus d’activité de temps mort : ${x.n(v.used)} sur ${x.n(v.allowance)} déjà utilisée${num(v.used) !== null && (v.used as number) > 1 ? 's' : ''}`,
    en: (v, x) => `No downtime activity left: ${x.n(v.used)} of ${x.n(v.allowance)} already used`,
  },
  // Issue 36: the server's cap on a character's proposals waiting for the GM.
  too_many_proposals: {
    fr: (v, x) => `Déjà ${x.n(v.max)} propositions en attente pour ce personnage : attendez la réponse du MJ`,
    en: (v, x) => `Already ${x.n(v.max)} proposals waiting for this character: wait for the GM’s answer`,
  },
  no_free_play_left: {
    fr: (v, x) => `Plus d’action libre avec le MJ : ${x.n(v.used)} sur ${x.n(v.limit)} (2 + rang ${x.tier(v.tier)})`,
    en: (v, x) => `No free-play action left: ${x.n(v.used)} of ${x.n(v.limit)} (2 + tier ${x.tier(v.tier)})`,
  },
  asset_not_settled: {
    fr: (v, x) => `${x.pc(v.character)} doit d’abord régler sa ressource (ajouter de l’argent ou non)`,
    en: (v, x) => `${x.pc(v.character)} must settle the asset first (add coin or not)`,
  },
  no_asset_to_settle: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas de ressource en attente`,
    en: (v, x) => `${x.pc(v.character)} has no asset waiting`,
  },
  overindulgence_not_chosen: {
    fr: (v, x) => `${x.pc(v.character)} doit d’abord choisir son excès`,
    en: (v, x) => `${x.pc(v.character)} must pick the overindulgence first`,
  },
  no_overindulgence: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas d’excès à choisir`,
    en: (v, x) => `${x.pc(v.character)} has no overindulgence to pick`,
  },
  character_unavailable: {
    fr: (v, x) => `${x.pc(v.character)} ne peut pas agir (${x.lower('characterStatus', v.status)})`,
    en: (v, x) => `${x.pc(v.character)} can’t act (${x.lower('characterStatus', v.status)})`,
  },
  unknown_skill: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas la compétence ${x.named('skill', v.skill)}`,
    en: (v, x) => `${x.pc(v.character)} has no skill ${x.named('skill', v.skill)}`,
  },
  coin_in_pairs: {
    fr: (v, x) => `L’argent s’ajoute par ${x.n(v.perQuality)} (${x.n(v.perQuality)} par niveau de qualité) : ${x.n(v.coin)} ne convient pas`,
    en: (v, x) => `Coin comes in steps of ${x.n(v.perQuality)} (${x.n(v.perQuality)} per level of quality): ${x.n(v.coin)} won’t do`,
  },
  coin_needs_critical: {
    fr: (v, x) => `Règle de table : l’argent n’améliore la qualité qu’après un critique (résultat ${x.band(v.band)})`,
    en: (v, x) => `Table rule: coin raises the quality only after a critical (${x.band(v.band)} result)`,
  },
  unknown_asset_kind: {
    fr: (v, x) => `Type de ressource inconnu (${x.text(v.kind)})`,
    en: (v, x) => `Unknown kind of asset (${x.text(v.kind)})`,
  },
  unknown_dangerous_goods: {
    fr: (v, x) => `Marchandise dangereuse inconnue (${x.text(v.dangerous)})`,
    en: (v, x) => `Unknown dangerous goods (${x.text(v.dangerous)})`,
  },
  invalid_segments: {
    fr: (v, x) => `Contrat invalide (${x.n(v.segments)}) : au moins 1 segment`,
    en: (v, x) => `Invalid clock (${x.n(v.segments)}): at least 1 segment`,
  },
  duplicate_project: {
    fr: (v, x) => `Ce projet existe déjà (${x.project(v.project)})`,
    en: (v, x) => `This project already exists (${x.project(v.project)})`,
  },
  unknown_required_project: {
    fr: (v, x) => `Projet préalable introuvable (${x.project(v.requires)})`,
    en: (v, x) => `Required project not found (${x.project(v.requires)})`,
  },
  unknown_project: {
    fr: (v, x) => `Projet introuvable (${x.project(v.project)})`,
    en: (v, x) => `Project not found (${x.project(v.project)})`,
  },
  project_complete: {
    fr: (v, x) => `${x.project(v.project)} est déjà achevé`,
    en: (v, x) => `${x.project(v.project)} is already complete`,
  },
  required_project_incomplete: {
    fr: (v, x) => `Il faut d’abord achever ${x.project(v.requires)} (${x.n(v.filled)} sur ${x.n(v.segments)})`,
    en: (v, x) => `${x.project(v.requires)} must be completed first (${x.n(v.filled)} of ${x.n(v.segments)})`,
  },
  no_surgery_skill: {
    fr: (v, x) => `${x.pc(v.character)} n’a pas la compétence chirurgie : impossible de se soigner soi-même`,
    en: (v, x) => `${x.pc(v.character)} lacks the surgery skill: no healing oneself`,
  },
  unknown_healer: {
    fr: (v, x) => `Soigneur inconnu (${x.pc(v.healer)})`,
    en: (v, x) => `Unknown healer (${x.pc(v.healer)})`,
  },
  no_harm: {
    fr: (v, x) => `${x.pc(v.character)} n’a aucune blessure à soigner`,
    en: (v, x) => `${x.pc(v.character)} has no harm to heal`,
  },
  no_heat: {
    fr: () => 'Pas de raffut à réduire',
    en: () => 'No heat to reduce',
  },
  skill_already_trained: {
    fr: (v, x) => `${x.pc(v.character)} a déjà fait son entraînement en ${x.named('skill', v.skill)} pendant ce temps mort`,
    en: (v, x) => `${x.pc(v.character)} already trained ${x.named('skill', v.skill)} this downtime`,
  },
};

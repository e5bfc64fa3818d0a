import type { Entries } from './messageFormat';
import { agree, num } from './messageFormat';

/**
 * F: the Frostgrave underworld's debt (« La Pègre », seed 002).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

/** What happened and why. */
export const reasons: Entries = {
  // F: the Frostgrave underworld.
  favour_claimed: {
    fr: (v, x) => `Faveur de la Pègre : ${x.lower('debtFavour', v.favour)} (${x.count('debtMarker', v.markers)})`,
    en: (v, x) => `Underworld favour: ${x.lower('debtFavour', v.favour)} (${x.count('debtMarker', v.markers)})`,
  },
  markers_taken: {
    fr: (v, x) => `${x.change('debtMarker', v.delta)} (${x.n(v.markers)} pour un maximum de ${x.n(v.level)})`,
    en: (v, x) => `${x.change('debtMarker', v.delta)} (${x.n(v.markers)} of at most ${x.n(v.level)})`,
  },
  loan_markers: {
    fr: (v, x) => `Prêt de ${x.count('gc', v.amount)} : ${x.count('debtMarker', v.markers)} (1 par tranche de ${x.count('gc', v.gcPerMarker)} entamée)`,
    en: (v, x) => `Loan of ${x.count('gc', v.amount)}: ${x.count('debtMarker', v.markers)} (1 per ${x.count('gc', v.gcPerMarker)} or part)`,
  },
  loan_gold_to_vault: {
    fr: (v, x) => `${x.change('gc', v.delta)} dans le coffre-fort (total ${x.count('gc', v.gold)})`,
    en: (v, x) => `${x.change('gc', v.delta)} into the vault (now ${x.count('gc', v.gold)})`,
  },
  intimidation_markers: {
    fr: (v, x) => `Intimidation ${x.s(v.bonus)} : ${x.count('debtMarker', v.markers)}`,
    en: (v, x) => `Intimidation ${x.s(v.bonus)}: ${x.count('debtMarker', v.markers)}`,
  },
  intimidation_roll: {
    fr: (v, x) =>
      `Intimidation : ${x.n(v.attackerRoll)} + ${x.n(v.bonus)} = ${x.n(v.attackerTotal)} contre ${x.n(v.defenderRoll)} + ${x.n(v.will)} (Volonté) = ${x.n(v.defenderTotal)} → ${v.success === true ? 'réussite' : 'échec'}`,
    en: (v, x) =>
      `Intimidation: ${x.n(v.attackerRoll)} + ${x.n(v.bonus)} = ${x.n(v.attackerTotal)} vs ${x.n(v.defenderRoll)} + ${x.n(v.will)} (Will) = ${x.n(v.defenderTotal)} → ${v.success === true ? 'success' : 'failure'}`,
  },
  target_misses_next_game: {
    fr: (v, x) => `${x.text(v.name)} manque la prochaine partie, mais garde sa place dans la bande de guerre`,
    en: (v, x) => `${x.text(v.name)} misses the next game (keeps their slot, can’t be dismissed)`,
  },
  intimidation_failed_markers_removed: {
    fr: (v, x) => `Échec : ${x.change('debtMarker', v.delta)} (reste ${x.n(v.markers)})`,
    en: (v, x) => `Failure: ${x.change('debtMarker', v.delta)} (${x.n(v.markers)} left)`,
  },
  hired_muscle_cost: {
    fr: (v, x) => `Gros bras : ${x.term('hiredMuscle', v.kind)}, ${x.count('debtMarker', v.markers)}`,
    en: (v, x) => `Hired muscle: ${x.term('hiredMuscle', v.kind)}, ${x.count('debtMarker', v.markers)}`,
  },
  hired_muscle_hired: {
    fr: (v, x) => `${x.term('hiredMuscle', v.kind)} embauché (${x.n(v.hired)} sur ${x.n(v.max)})`,
    en: (v, x) => `${x.term('hiredMuscle', v.kind)} hired (${x.n(v.hired)} of ${x.n(v.max)})`,
  },
  hired_muscle_died: {
    fr: (v, x) => `Gros bras mort (${x.member(v.id)}) : ${x.change('debtMarker', v.markers)}`,
    en: (v, x) => `Hired muscle died (${x.member(v.id)}): ${x.change('debtMarker', v.markers)}`,
  },
  death_penalty_capped_at_level: {
    fr: (v, x) => `Règle de table : pénalité plafonnée au niveau ${x.n(v.level)}, ${x.n(v.taken)} marqueur${num(v.taken) !== null && (v.taken as number) > 1 ? 's' : ''} sur ${x.n(v.owed)}`,
    en: (v, x) => `Table rule: penalty capped at level ${x.n(v.level)}, ${x.n(v.taken)} of ${x.n(v.owed)} ${agree(v.owed, 'marker', 'markers', x)}`,
  },
  death_penalty_markers: {
    fr: (v, x) =>
      `Gros bras morts : ${x.change('debtMarker', v.delta)} (total ${x.n(v.markers)}, niveau ${x.n(v.level)})${v.overLevel === true ? ' — au-delà du niveau' : ''}`,
    en: (v, x) =>
      `Dead hired muscle: ${x.change('debtMarker', v.delta)} (now ${x.n(v.markers)}, level ${x.n(v.level)})${v.overLevel === true ? ' — over the level' : ''}`,
  },
  hired_muscle_released: {
    fr: (v, x) => (num(v.released) === 0 ? 'Aucun gros bras à libérer' : `Gros bras libérés après la partie (${x.n(v.released)})`),
    en: (v, x) => (num(v.released) === 0 ? 'No hired muscle to release' : `Hired muscle released after the game (${x.n(v.released)})`),
  },
  debt_paid_off: {
    fr: (v, x) =>
      `${x.count('debtMarker', v.markers)} remboursé${num(v.markers) !== null && (v.markers as number) > 1 ? 's' : ''} pour ${x.count('gc', v.gold)} (reste ${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)})`,
    en: (v, x) => `${x.count('debtMarker', v.markers)} paid off for ${x.count('gc', v.gold)} (${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)} left)`,
  },
  no_markers_no_check: {
    fr: () => 'Aucun marqueur Pègre : pas de jet de dette',
    en: () => 'No debt markers: no collection roll',
  },
  debt_check: {
    fr: (v, x) => `Jet de dette : ${x.n(v.check)} sur le d20 contre ${x.count('debtMarker', v.markers)} → ${v.called === true ? 'la dette est réclamée' : 'tranquille pour cette fois'}`,
    en: (v, x) => `Debt check: d20 = ${x.n(v.check)} vs ${x.count('debtMarker', v.markers)} → ${v.called === true ? 'the debt is called' : 'safe this time'}`,
  },
  debt_called: {
    fr: (v, x) => `Tableau des dettes : ${x.n(v.tableRoll)} → ${x.term('debtCollectionEntry', v.entry)}`,
    en: (v, x) => `Debt table: ${x.n(v.tableRoll)} → ${x.term('debtCollectionEntry', v.entry)}`,
  },
  nothing_payable_falls_through: {
    fr: (v, x) => `Pas de quoi payer un marqueur (${x.count('gc', v.gold)} au coffre, il en faut ${x.n(v.gcPerMarker)}) : on passe à ${x.q(x.term('debtCollectionEntry', v.to))}`,
    en: (v, x) => `Not enough to pay one marker (${x.count('gc', v.gold)} in the vault, ${x.n(v.gcPerMarker)} needed): on to ${x.q(x.term('debtCollectionEntry', v.to))}`,
  },
  paid_what_you_owe: {
    fr: (v, x) =>
      `Payez ce que vous devez : ${x.count('debtMarker', v.markers)} pour ${x.count('gc', v.gold)} (reste ${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)})`,
    en: (v, x) => `Pay what you owe: ${x.count('debtMarker', v.markers)} for ${x.count('gc', v.gold)} (${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)} left)`,
  },
  awaiting_sale: {
    fr: (v, x) => `Marchandises en remplacement : vendez des objets pour payer au moins 1 marqueur (${x.count('gc', v.gcPerMarker)} chacun)`,
    en: (v, x) => `Goods in lieu: sell items to pay at least 1 marker (${x.count('gc', v.gcPerMarker)} each)`,
  },
  awaiting_members: {
    fr: (v, x) => `Un peu d’aide… : choisissez des membres (sauf le sorcier) qui manqueront la prochaine partie ; 1 marqueur retiré par tranche complète de ${x.count('gc', v.gcPerMarker)} de coût de base`,
    en: (v, x) => `A little help…: choose members (not the wizard) to miss the next game; 1 marker off per full ${x.count('gc', v.gcPerMarker)} of base cost`,
  },
  sale_pays_nothing_falls_through: {
    fr: (v, x) => `La vente (${x.count('gc', v.saleGold)}) ne paie aucun marqueur (${x.count('gc', v.gcPerMarker)} chacun) : on passe à ${x.q(x.term('debtCollectionEntry', v.to))}`,
    en: (v, x) => `The sale (${x.count('gc', v.saleGold)}) pays no marker (${x.count('gc', v.gcPerMarker)} each): on to ${x.q(x.term('debtCollectionEntry', v.to))}`,
  },
  sale_covers: {
    fr: (v, x) => `La vente (${x.count('gc', v.saleGold)}) couvre ${x.count('debtMarker', v.covered)} (${x.count('gc', v.gcPerMarker)} chacun, ${x.count('debtMarker', v.markers)} dus)`,
    en: (v, x) => `The sale (${x.count('gc', v.saleGold)}) covers ${x.count('debtMarker', v.covered)} (${x.count('gc', v.gcPerMarker)} each, ${x.count('debtMarker', v.markers)} owed)`,
  },
  goods_in_lieu_paid: {
    fr: (v, x) => `Vente de ${x.count('gc', v.saleGold)} : ${x.count('debtMarker', v.markers)} payé${num(v.markers) !== null && (v.markers as number) > 1 ? 's' : ''} (${x.count('gc', v.gold)}), reste ${x.count('debtMarker', v.markersLeft)}, ${x.count('gc', v.goldLeft)} au coffre`,
    en: (v, x) => `Sale of ${x.count('gc', v.saleGold)}: ${x.count('debtMarker', v.markers)} paid (${x.count('gc', v.gold)}), ${x.count('debtMarker', v.markersLeft)} and ${x.count('gc', v.goldLeft)} left`,
  },
  little_help: {
    fr: (v, x) =>
      `Un peu d’aide… : ${x.count('member', v.members)}, ${x.count('gc', v.totalBaseCost)} de coût de base → ${x.count('debtMarker', v.markersRemoved)} en moins (reste ${x.n(v.markersLeft)})`,
    en: (v, x) =>
      `A little help…: ${x.count('member', v.members)}, ${x.count('gc', v.totalBaseCost)} of base cost → ${x.count('debtMarker', v.markersRemoved)} off (${x.n(v.markersLeft)} left)`,
  },
  member_misses_next_game: {
    fr: (v, x) => `${x.member(v.memberId)} manque la prochaine partie`,
    en: (v, x) => `${x.member(v.memberId)} misses the next game`,
  },
  example_no_apprentice_wizard_hurt: {
    fr: () => 'Faire un exemple : pas d’apprenti, c’est le sorcier qui prend',
    en: () => 'Make an example: no apprentice, so the wizard takes it',
  },
  example_victim_roll: {
    fr: (v, x) => `Victime : ${x.n(v.victimRoll)} sur le d20 → ${x.lower('debtExampleVictim', v.victim)}`,
    en: (v, x) => `Victim: d20 = ${x.n(v.victimRoll)} → ${x.lower('debtExampleVictim', v.victim)}`,
  },
  permanent_injury: {
    fr: (v, x) => `Blessure permanente pour ${x.member(v.memberId)} (${x.lower('debtExampleVictim', v.victim)})`,
    en: (v, x) => `Permanent injury for ${x.member(v.memberId)} (${x.lower('debtExampleVictim', v.victim)})`,
  },
  injury_recorded: {
    fr: (v, x) => `${x.member(v.memberId)} porte désormais ${x.count('permanentInjury', v.injuries)}`,
    en: (v, x) => `${x.member(v.memberId)} now carries ${x.count('permanentInjury', v.injuries)}`,
  },
  injury_not_on_warband: {
    fr: () => 'Le sorcier n’est pas dans la liste de sa bande de guerre : la blessure n’est notée que sur la réclamation',
    en: () => 'The wizard isn’t listed in their warband: the injury is recorded on the collection only',
  },
  example_no_apprentice_nobody_hurt: {
    fr: (v, x) => `Victime : ${x.n(v.victimRoll)} → l’apprenti, mais il n’y en a pas : personne n’est blessé`,
    en: (v, x) => `Victim: ${x.n(v.victimRoll)} → the apprentice, but there is none: nobody is hurt`,
  },
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // F4/F6: one debt collection at a time.
  collection_pending: {
    fr: () => 'Un recouvrement de dette est déjà en cours pour ce sorcier : terminez-le d’abord',
    en: () => 'A debt collection is already under way for this wizard: finish it first',
  },
  collection_not_pending: {
    fr: (v) =>
      typeof v.pending === 'string' && v.pending !== ''
        ? 'Cette réclamation de dette n’attend plus rien : c’est une autre qui attend le joueur'
        : 'Aucune réclamation de dette n’attend le joueur pour ce sorcier',
    en: (v) =>
      typeof v.pending === 'string' && v.pending !== ''
        ? 'This debt collection isn’t waiting for anything: another one is waiting for the player'
        : 'No debt collection is waiting for the player for this wizard',
  },
  // F.
  markers_over_level: {
    fr: (v, x) =>
      `Trop de marqueurs Pègre : il en faudrait ${x.n(v.needed)} (${x.lower('debtFavour', v.favour)}), le sorcier (niveau ${x.n(v.level)}) en a ${x.n(v.held)} et ne peut en prendre que ${x.n(v.free)} de plus`,
    en: (v, x) =>
      `Too many debt markers: the ${x.lower('debtFavour', v.favour)} needs ${x.n(v.needed)}, the wizard (level ${x.n(v.level)}) holds ${x.n(v.held)} and may take only ${x.n(v.free)} more`,
  },
  loan_out_of_range: {
    fr: (v, x) => `Prêt de ${x.count('gc', v.amount)} impossible : de ${x.n(v.min)} à ${x.count('gc', v.max)}`,
    en: (v, x) => `A loan of ${x.count('gc', v.amount)} isn’t possible: ${x.n(v.min)} to ${x.count('gc', v.max)}`,
  },
  bonus_out_of_range: {
    fr: (v, x) => `Bonus d’intimidation ${x.s(v.bonus)} impossible : de ${x.s(v.min)} à ${x.s(v.max)}`,
    en: (v, x) => `An intimidation bonus of ${x.s(v.bonus)} isn’t possible: ${x.s(v.min)} to ${x.s(v.max)}`,
  },
  target_immune: {
    fr: (v, x) => `Impossible d’intimider ${x.text(v.name)} (${x.lower('warbandRole', v.role)}) : sorciers, apprentis et capitaines ne peuvent pas être ciblés`,
    en: (v, x) => `${x.text(v.name)} (${x.lower('warbandRole', v.role)}) can’t be intimidated: wizards, apprentices and captains can’t be targeted`,
  },
  hired_muscle_limit: {
    fr: (v, x) => `Déjà ${x.n(v.hired)} gros bras embauchés (maximum ${x.n(v.max)})`,
    en: (v, x) => `Already ${x.n(v.hired)} hired muscle (at most ${x.n(v.max)})`,
  },
  // F4 → F6: the end of a game in the seed's order (debt/endOfGame.ts).
  hired_muscle_not_settled: {
    fr: () => 'Réglez d’abord les gros bras de la partie : c’est ce qui la termine, même sans gros bras embauché',
    en: () => 'Settle the game’s hired muscle first: that is what ends the game, even with none hired',
  },
  collection_already_checked: {
    fr: () => 'La dette a déjà été vérifiée pour cette partie : une seule vérification par partie',
    en: () => 'The debt has already been checked for this game: one check per game',
  },
  'F4:debt_not_checked': {
    fr: () => 'Vérifiez d’abord la dette de la partie terminée : ses gros bras sont déjà réglés',
    en: () => 'Check the debt of the game that ended first: its hired muscle is already settled',
  },
  'F1:debt_not_checked': {
    fr: () => 'Vérifiez d’abord la dette de la partie terminée : les faveurs se réclament avant la partie suivante',
    en: () => 'Check the debt of the game that ended first: favours are claimed before the next game',
  },
  not_hired_muscle: {
    fr: (v, x) => `${x.member(v.id)} n’est pas un gros bras embauché`,
    en: (v, x) => `${x.member(v.id)} is not hired muscle`,
  },
  nothing_to_pay: {
    fr: () => 'Remboursez au moins 1 marqueur',
    en: () => 'Pay off at least 1 marker',
  },
  not_enough_markers: {
    fr: (v, x) => `Le sorcier a seulement ${x.count('debtMarker', v.held)} (${x.n(v.requested)} ${agree(v.requested, 'demandé', 'demandés', x)})`,
    en: (v, x) => `The wizard holds only ${x.count('debtMarker', v.held)} (${x.n(v.requested)} asked)`,
  },
  not_enough_gold: {
    fr: (v, x) => `Pas assez d’or : ${x.count('gc', v.needed)} nécessaires (${x.count('gc', v.gcPerMarker)} par marqueur), le coffre-fort en a ${x.n(v.gold)}`,
    en: (v, x) => `Not enough gold: ${x.count('gc', v.needed)} needed (${x.count('gc', v.gcPerMarker)} per marker), the vault holds ${x.n(v.gold)}`,
  },
  not_awaiting_sale: {
    fr: (v, x) => `La réclamation n’attend pas de vente (${x.lower('debtCollectionStatus', v.status)})`,
    en: (v, x) => `The collection isn’t waiting for a sale (${x.lower('debtCollectionStatus', v.status)})`,
  },
  sale_markers_out_of_range: {
    fr: (v, x) => `La vente de ${x.count('gc', v.saleGold)} paie de ${x.n(v.min)} à ${x.count('debtMarker', v.max)} (${x.n(v.requested)} ${agree(v.requested, 'demandé', 'demandés', x)})`,
    en: (v, x) => `The sale of ${x.count('gc', v.saleGold)} pays ${x.n(v.min)} to ${x.count('debtMarker', v.max)} (${x.n(v.requested)} asked)`,
  },
  not_awaiting_members: {
    fr: (v, x) => `La réclamation n’attend pas de membres (${x.lower('debtCollectionStatus', v.status)})`,
    en: (v, x) => `The collection isn’t waiting for members (${x.lower('debtCollectionStatus', v.status)})`,
  },
  unknown_member: {
    fr: (v, x) => `Membre inconnu de la bande de guerre (${x.member(v.memberId)})`,
    en: (v, x) => `Unknown warband member (${x.member(v.memberId)})`,
  },
  wizard_cannot_help: {
    fr: () => 'Le sorcier ne peut pas être envoyé aider le gang',
    en: () => 'The wizard can’t be sent to help the gang',
  },
  hired_muscle_cannot_help: {
    fr: (v, x) => `${x.member(v.memberId)} est un gros bras embauché : il part après la partie, il ne peut pas être envoyé`,
    en: (v, x) => `${x.member(v.memberId)} is hired muscle: released after the game, it can’t be sent`,
  },
};

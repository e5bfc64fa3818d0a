import { capitalize } from '../format';
import type { Entries, MessageFormat, Values } from './messageFormat';
import { agree, num } from './messageFormat';

/**
 * E: entanglements (« Imbroglios », seed 000 §5): rolling and holding them (E1/E3), the ways out (E2).
 * The words of its reasons and refusals, French and English side by side (see index.ts for how
 * they are looked up and how to add one).
 */

const PLAYED = { fr: ' — à jouer', en: ' — play it out' } as const;

/** Someone named in free text, or "quelqu'un" / "someone". */
const who = (v: unknown, x: MessageFormat): string =>
  typeof v === 'string' && v.trim() !== '' ? v : x.lang === 'fr' ? 'quelqu’un' : 'someone';

/** `who` at the start of a sentence. */
const Who = (v: unknown, x: MessageFormat): string => capitalize(who(v, x));

/** "Les Corbeaux (rang II)" / "The Crows (tier II)". */
const factionAt = (v: Values, x: MessageFormat): string =>
  x.lang === 'fr' ? `${x.faction(v.faction)} (rang ${x.tier(v.factionTier)})` : `${x.faction(v.faction)} (tier ${x.tier(v.factionTier)})`;

/** What happened and why. */
export const reasons: Entries = {
  // E1/E3: rolling and holding entanglements.
  no_entanglement_at_wanted_0: {
    fr: () => 'Avis de recherche 0 : pas d’imbroglio',
    en: () => 'Wanted level 0: no entanglement',
  },
  entanglement_rolled: {
    fr: (v, x) =>
      `Imbroglio : ${x.count('die', v.wanted)} (avis de recherche ${x.n(v.wanted)}), raffut ${x.n(v.heat)}, ligne ${x.band(v.row)} : ${x.list('entanglement', v.candidates, 'or')}${v.hidden === true ? ' (jet caché)' : ''}`,
    en: (v, x) =>
      `Entanglement: ${x.count('die', v.wanted)} (wanted level ${x.n(v.wanted)}), heat ${x.n(v.heat)}, row ${x.band(v.row)}: ${x.list('entanglement', v.candidates, 'or')}${v.hidden === true ? ' (hidden roll)' : ''}`,
  },
  crit_reads_as_6: {
    fr: () => 'Critique : compte comme un 6',
    en: () => 'Critical: reads as a 6',
  },
  crit_any_of_column: {
    fr: (v, x) => `Critique : le MJ choisit n’importe quel imbroglio de la colonne ${x.lower('entanglementColumn', v.column)} (${x.n(v.candidates)} choix)`,
    en: (v, x) => `Critical: the GM picks any entanglement of the ${x.lower('entanglementColumn', v.column)} column (${x.n(v.candidates)} ${agree(v.candidates, 'choice', 'choices', x)})`,
  },
  picked_by_gm: {
    fr: (v, x) => `Choix du MJ : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `GM’s pick: ${x.term('entanglement', v.kind)}`,
  },
  only_one_in_cell: {
    fr: (v, x) => `Un seul imbroglio possible : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Only one possible: ${x.term('entanglement', v.kind)}`,
  },
  picked_for_me: {
    fr: (v, x) => `Tiré au sort (d${x.n(v.sides)} = ${x.n(v.die)}) : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Picked at random (d${x.n(v.sides)} = ${x.n(v.die)}): ${x.term('entanglement', v.kind)}`,
  },
  entanglement_held: {
    fr: (v, x) => `Imbroglio en attente, le MJ le révélera plus tard : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Entanglement held for later: ${x.term('entanglement', v.kind)}`,
  },
  entanglement_revealed_now: {
    fr: (v, x) => `Imbroglio révélé tout de suite : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Entanglement revealed at once: ${x.term('entanglement', v.kind)}`,
  },
  entanglement_revealed: {
    fr: (v, x) => `Imbroglio révélé : ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `Entanglement revealed: ${x.term('entanglement', v.kind)}`,
  },
  entanglement_resolved: {
    fr: (v, x) => `Imbroglio résolu : ${x.term('entanglement', v.kind)} — ${x.lower('entanglementOption', v.option)}`,
    en: (v, x) => `Entanglement resolved: ${x.term('entanglement', v.kind)} — ${x.lower('entanglementOption', v.option)}`,
  },

  // E2: the ways out, and what they did.
  no_eligible_faction: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} : aucune faction avec des ${x.lower('factionNeeded', v.needed)}, rien ne se passe`,
    en: (v, x) => `${x.term('entanglement', v.kind)}: no faction with ${x.lower('factionNeeded', v.needed)}, nothing happens`,
  },
  cooperation_no_faction: {
    fr: () => 'Aucune faction à +3 : la bande évite les ennuis pour l’instant',
    en: () => 'No faction at +3: the crew stays out of trouble for now',
  },
  show_of_force_no_faction: {
    fr: () => 'Aucune faction avec des relations négatives : rien ne se passe',
    en: () => 'No faction with negative status: nothing happens',
  },
  reprisals_no_faction: {
    fr: () => 'Aucune faction ennemie : rien ne se passe',
    en: () => 'No enemy faction: nothing happens',
  },
  rivals_no_faction: {
    fr: () => 'Aucune faction neutre : rien ne se passe',
    en: () => 'No neutral faction: nothing happens',
  },
  cooperation_accept: {
    fr: (v, x) => `Faveur demandée par ${factionAt(v, x)} : l’accepter coûte ${x.countAbs('rep', v.rep)} (1 par rang)`,
    en: (v, x) => `Favour asked by ${factionAt(v, x)}: accepting costs ${x.countAbs('rep', v.rep)} (1 per tier)`,
  },
  cooperation_refuse: {
    fr: (v, x) => `Refuser la faveur : relations avec ${x.faction(v.faction)} ${x.s(v.statusDelta)}`,
    en: (v, x) => `Refusing the favour: ${x.s(v.statusDelta)} status with ${x.faction(v.faction)}`,
  },
  show_of_force_concede: {
    fr: (v, x) =>
      `Démonstration de force, ${x.faction(v.faction)} : concéder ${typeof v.claim === 'string' ? `le domaine ${x.q(v.claim)}` : 'un domaine'}`,
    en: (v, x) => `Show of force, ${x.faction(v.faction)}: concede ${typeof v.claim === 'string' ? `the claim ${x.q(v.claim)}` : 'a claim'}`,
  },
  show_of_force_no_claim: {
    fr: (v, x) => `Démonstration de force, ${x.faction(v.faction)} : pas de domaine à concéder, la bande perd un niveau d’assise (assise ${x.lower('hold', v.hold)})`,
    en: (v, x) => `Show of force, ${x.faction(v.faction)}: no claim to concede, the crew loses a level of hold (${x.lower('hold', v.hold)} hold)`,
  },
  show_of_force_war: {
    fr: (v, x) => `Guerre avec ${x.faction(v.faction)} : relations ${x.s(v.status)} → ${x.s(v.to)}`,
    en: (v, x) => `War with ${x.faction(v.faction)}: status ${x.s(v.status)} → ${x.s(v.to)}`,
  },
  reprisals_apologise: {
    fr: (v, x) => `Représailles, ${factionAt(v, x)} : présenter ses excuses coûte ${x.countAbs('coin', v.coin)} et ${x.countAbs('rep', v.rep)} (1 de chaque par rang)`,
    en: (v, x) => `Reprisals, ${factionAt(v, x)}: apologising costs ${x.countAbs('coin', v.coin)} and ${x.countAbs('rep', v.rep)} (1 of each per tier)`,
  },
  reprisals_let_it_happen: {
    fr: (v, x) => `Représailles, ${x.faction(v.faction)} : laisser faire${PLAYED.fr}`,
    en: (v, x) => `Reprisals, ${x.faction(v.faction)}: let it happen${PLAYED.en}`,
  },
  reprisals_fight: {
    fr: (v, x) => `Représailles, ${x.faction(v.faction)} : riposter pour montrer qui est le patron${PLAYED.fr}`,
    en: (v, x) => `Reprisals, ${x.faction(v.faction)}: fight back and show them who’s boss${PLAYED.en}`,
  },
  reprisals_nothing: {
    fr: () => 'Représailles : rien ne se passe',
    en: () => 'Reprisals: nothing happens',
  },
  rivals_give_way_rep: {
    fr: (v, x) => `Rivalités, ${factionAt(v, x)} : céder coûte ${x.countAbs('rep', v.rep)} (1 par rang)`,
    en: (v, x) => `Rivals, ${factionAt(v, x)}: giving way costs ${x.countAbs('rep', v.rep)} (1 per tier)`,
  },
  rivals_give_way_coin: {
    fr: (v, x) => `Rivalités, ${factionAt(v, x)} : céder coûte ${x.countAbs('coin', v.coin)} (1 par rang)`,
    en: (v, x) => `Rivals, ${factionAt(v, x)}: giving way costs ${x.countAbs('coin', v.coin)} (1 per tier)`,
  },
  rivals_stand_up: {
    fr: (v, x) => `Rivalités, ${x.faction(v.faction)} : tenir tête, relations ${x.s(v.statusDelta)}`,
    en: (v, x) => `Rivals, ${x.faction(v.faction)}: stand up to them, ${x.s(v.statusDelta)} status`,
  },
  arrest_squad: {
    fr: (v, x) => `Un inspecteur envoie un détachement de la prévôté (échelle ${x.n(v.minScale)} au moins)`,
    en: (v, x) => `An inspector sends a squad of the watch (scale ${x.n(v.minScale)} or more)`,
  },
  arrest_bribe: {
    fr: (v, x) => `Soudoyer : ${x.countAbs('coin', v.coin)} (avis de recherche ${x.n(v.wanted)} + 2)`,
    en: (v, x) => `Bribe: ${x.countAbs('coin', v.coin)} (wanted level ${x.n(v.wanted)} + 2)`,
  },
  arrest_hand_over: {
    fr: (v, x) =>
      `Livrer quelqu’un à la prévôté : ${typeof v.character === 'string' ? x.pc(v.character) : who(v.who, x)} (avis de recherche −1, raffut à 0)`,
    en: (v, x) => `Hand someone over to the watch: ${typeof v.character === 'string' ? x.pc(v.character) : who(v.who, x)} (wanted level −1, heat 0)`,
  },
  arrest_evade: {
    fr: (v, x) => `Échapper à la capture (détachement d’échelle ${x.n(v.minScale)} au moins)${PLAYED.fr}`,
    en: (v, x) => `Evade capture (a squad of scale ${x.n(v.minScale)} or more)${PLAYED.en}`,
  },
  demonic_notice_lie_low: {
    fr: (v, x) => `Se faire oublier jusqu’à ce que le démon se lasse : ${x.change('rep', v.rep)}`,
    en: (v, x) => `Lie low until the demon tires: ${x.change('rep', v.rep)}`,
  },
  demonic_notice_accept_deal: {
    fr: () => `Accepter le ténébreux marché${PLAYED.fr}`,
    en: () => `Accept the dark deal${PLAYED.en}`,
  },
  demonic_notice_other: {
    fr: () => `Rembarrer le démon d’une autre manière${PLAYED.fr}`,
    en: () => `Send the demon away some other way${PLAYED.en}`,
  },
  questioning_bribe: {
    fr: (v, x) => `Soudoyer la prévôté${typeof v.who === 'string' ? ` (pour ${v.who})` : ''} : ${x.countAbs('coin', v.coin)}`,
    en: (v, x) => `Bribe the watch${typeof v.who === 'string' ? ` (for ${v.who})` : ''}: ${x.countAbs('coin', v.coin)}`,
  },
  questioning_fortune: {
    fr: (v, x) =>
      `Interpellation${typeof v.who === 'string' ? ` (${v.who})` : ''} : jet de chance${num(v.pool) === null ? '' : ` à ${x.count('die', v.pool)}`}${num(v.experience) ? `, expérience ${x.s(v.experience)}` : ''}`,
    en: (v, x) =>
      `Questioning${typeof v.who === 'string' ? ` (${v.who})` : ''}: fortune roll${num(v.pool) === null ? '' : ` of ${x.count('die', v.pool)}`}${num(v.experience) ? `, experience ${x.s(v.experience)}` : ''}`,
  },
  questioning_fortune_result: {
    fr: (v, x) => `Interpellation, résultat ${x.band(v.band)} : ${num(v.effects) === 0 ? 'rien ne fuit' : 'des révélations juteuses'}`,
    en: (v, x) => `Questioning, ${x.band(v.band)} result: ${num(v.effects) === 0 ? 'nothing leaks' : 'juicy revelations'}`,
  },
  usual_suspects_pay: {
    fr: (v, x) => `Payer ${x.countAbs('coin', v.coin)} à la prévôté pour ${who(v.who, x)}`,
    en: (v, x) => `Pay the watch ${x.countAbs('coin', v.coin)} for ${who(v.who, x)}`,
  },
  usual_suspects_fortune: {
    fr: (v, x) =>
      `${Who(v.who, x)} face à l’interrogatoire : jet de chance${num(v.pool) === null ? '' : ` à ${x.count('die', v.pool)}`}${num(v.experience) ? `, expérience ${x.s(v.experience)}` : ''}`,
    en: (v, x) =>
      `${Who(v.who, x)} under questioning: fortune roll${num(v.pool) === null ? '' : ` of ${x.count('die', v.pool)}`}${num(v.experience) ? `, experience ${x.s(v.experience)}` : ''}`,
  },
  usual_suspects_fortune_result: {
    fr: (v, x) => `Suspects de convenance, résultat ${x.band(v.band)}${num(v.effects) === 0 ? ' : il tient bon' : ''}`,
    en: (v, x) => `Usual suspects, ${x.band(v.band)} result${num(v.effects) === 0 ? ': they hold out' : ''}`,
  },
  unquiet_dead_occultist: {
    fr: (v, x) =>
      `Engager un occultiste (acquérir une ressource) ; le MJ fait un jet de chance avec sa qualité${num(v.quality) === null ? '' : ` (${x.n(v.quality)})`}`,
    en: (v, x) => `Hire an occultist (acquire asset); the GM makes a fortune roll with its quality${num(v.quality) === null ? '' : ` (${x.n(v.quality)})`}`,
  },
  unquiet_dead_confront: {
    fr: () => `Affronter l’esprit directement${PLAYED.fr}`,
    en: () => `Confront the spirit directly${PLAYED.en}`,
  },
  unquiet_dead_fortune_result: {
    fr: (v, x) => `L’occultiste face à l’esprit : résultat ${x.band(v.band)}`,
    en: (v, x) => `The occultist against the spirit: ${x.band(v.band)} result`,
  },
  interrogation_pay: {
    fr: (v, x) => `Payer ${x.countAbs('coin', v.coin)} de la caisse de la bande pour ${x.pc(v.character)}`,
    en: (v, x) => `Pay ${x.countAbs('coin', v.coin)} from the crew stash for ${x.pc(v.character)}`,
  },
  interrogation_pay_personal: {
    fr: (v, x) => `${x.pc(v.character)} paie ${x.countAbs('coin', v.coin)} de sa poche`,
    en: (v, x) => `${x.pc(v.character)} pays ${x.countAbs('coin', v.coin)} out of pocket`,
  },
  interrogation_beaten: {
    fr: (v, x) =>
      `${x.pc(v.character)} ${v.harmResisted === true ? 'résiste à la raclée' : `se fait rosser (blessure de niveau ${x.n(v.harmLevel)})`} et ${v.heatResisted === true ? 'ne dit rien' : `crache le morceau (raffut +${x.n(v.heat)})`}`,
    en: (v, x) =>
      `${x.pc(v.character)} ${v.harmResisted === true ? 'resists the beating' : `gets beaten (level ${x.n(v.harmLevel)} harm)`} and ${v.heatResisted === true ? 'keeps quiet' : `talks (+${x.n(v.heat)} heat)`}`,
  },
  cohort_trouble_lose_face: {
    fr: (v, x) =>
      `Perdre la face${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''} : ${x.change('rep', v.rep)} (rang ${x.tier(v.tier)} + 1)`,
    en: (v, x) => `Lose face${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''}: ${x.change('rep', v.rep)} (tier ${x.tier(v.tier)} + 1)`,
  },
  cohort_trouble_make_example: {
    fr: (v, x) => `Faire un exemple parmi les membres de la cohorte${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''}${PLAYED.fr}`,
    en: (v, x) => `Make an example of a cohort member${typeof v.cohort === 'string' ? ` (${x.cohort(v.cohort)})` : ''}${PLAYED.en}`,
  },
  cohort_trouble_face_retaliation: {
    fr: () => `Affronter les représailles de la partie lésée${PLAYED.fr}`,
    en: () => `Face the injured party’s retaliation${PLAYED.en}`,
  },
  flipped: {
    fr: (v, x) => `${Who(v.who, x)} change d’allégeance : désormais fidèle à une autre bande${typeof v.to === 'string' ? ` (${v.to})` : ''}`,
    en: (v, x) => `${Who(v.who, x)} switches allegiance: now loyal to ${typeof v.to === 'string' ? v.to : 'another crew'}`,
  },
  coin_paid: {
    fr: (v, x) => `${x.change('coin', v.delta)} de la caisse (reste ${x.n(v.coin)})`,
    en: (v, x) => `${x.change('coin', v.delta)} from the stash (${x.n(v.coin)} left)`,
  },
  character_coin_paid: {
    fr: (v, x) => `${x.pc(v.character)} : ${x.change('coin', v.delta)} (reste ${x.n(v.coin)})`,
    en: (v, x) => `${x.pc(v.character)}: ${x.change('coin', v.delta)} (${x.n(v.coin)} left)`,
  },
  rep_lost: {
    fr: (v, x) =>
      num(v.applied) !== null && v.applied !== v.delta
        ? `Renom ${x.s(v.applied)} au lieu de ${x.s(v.delta)}, jamais moins de 0 (total ${x.n(v.rep)})`
        : `Renom ${x.s(v.delta)} (total ${x.n(v.rep)})`,
    en: (v, x) =>
      num(v.applied) !== null && v.applied !== v.delta
        ? `Rep ${x.s(v.applied)} instead of ${x.s(v.delta)}, never below 0 (now ${x.n(v.rep)})`
        : `Rep ${x.s(v.delta)} (now ${x.n(v.rep)})`,
  },
  status_changed: {
    fr: (v, x) => `Relations avec ${x.faction(v.faction)} : ${x.s(v.from)} → ${x.s(v.to)}`,
    en: (v, x) => `Status with ${x.faction(v.faction)}: ${x.s(v.from)} → ${x.s(v.to)}`,
  },
  'E2:at_war': {
    fr: (v) => (v.wasAtWar === true ? 'La bande était déjà en guerre' : 'La bande est désormais en guerre'),
    en: (v) => (v.wasAtWar === true ? 'The crew was already at war' : 'The crew is now at war'),
  },
  // Histories from before the sentence was kept name none.
  pc_jailed: {
    fr: (v, x) => `${x.pc(v.character)} va en prison${typeof v.sentence !== 'string' ? '' : ` (peine : ${x.lower('sentence', v.sentence)})`}`,
    en: (v, x) => `${x.pc(v.character)} is jailed${typeof v.sentence !== 'string' ? '' : ` (sentence: ${x.lower('sentence', v.sentence)})`}`,
  },
  claim_conceded: {
    fr: (v, x) => `${typeof v.claim === 'string' ? `Domaine concédé : ${x.q(v.claim)}` : 'Un domaine concédé'} (reste ${x.n(v.claims)})`,
    en: (v, x) => `${typeof v.claim === 'string' ? `Claim conceded: ${x.q(v.claim)}` : 'One claim conceded'} (${x.n(v.claims)} left)`,
  },
  hold_lost: {
    fr: (v, x) => `Assise : ${x.lower('hold', v.from)} → ${x.lower('hold', v.to)}`,
    en: (v, x) => `Hold: ${x.lower('hold', v.from)} → ${x.lower('hold', v.to)}`,
  },
  hold_lost_stays_weak: {
    fr: (v, x) => `Assise déjà faible : elle le reste, la bande garde le rang ${x.tier(v.tier)}`,
    en: (v, x) => `Hold already weak: it stays weak and the crew keeps tier ${x.tier(v.tier)}`,
  },
  hold_lost_tier_down: {
    fr: (v, x) => `Assise faible perdue : la bande descend du rang ${x.tier(v.tierFrom)} au rang ${x.tier(v.tier)}, assise forte`,
    en: (v, x) => `Weak hold lost: the crew drops from tier ${x.tier(v.tierFrom)} to tier ${x.tier(v.tier)}, with strong hold`,
  },
  hold_lost_at_floor: {
    fr: () => 'Assise faible au rang 0 : rien de plus à perdre',
    en: () => 'Weak hold at tier 0: nothing more to lose',
  },
  harm_taken: {
    fr: (v, x) => `${x.pc(v.character)} subit une blessure de niveau ${x.n(v.level)} (${x.lower('harmLevel', v.level)})`,
    en: (v, x) => `${x.pc(v.character)} takes level ${x.n(v.level)} harm (${x.lower('harmLevel', v.level)})`,
  },
  npc_harmed: {
    fr: (v, x) => `${Who(v.who, x)} subit une blessure de niveau ${x.n(v.level)}`,
    en: (v, x) => `${Who(v.who, x)} takes level ${x.n(v.level)} harm`,
  },
  allegiance_switched: {
    fr: (v, x) => `${Who(v.who, x)} est désormais fidèle à une autre bande${typeof v.to === 'string' ? ` (${v.to})` : ''}`,
    en: (v, x) => `${Who(v.who, x)} is now loyal to ${typeof v.to === 'string' ? v.to : 'another crew'}`,
  },
};

/** Why the engine (or the server) said no. */
export const refusals: Entries = {
  // E1: the GM picks from the rolled cell.
  entanglement_not_picked: {
    fr: () => 'Les dés de l’imbroglio sont jetés : choisissez d’abord l’imbroglio de la case',
    en: () => 'The entanglement dice are rolled: pick the entanglement from the cell first',
  },
  no_entanglement_to_pick: {
    fr: () => 'Aucun jet d’imbroglio n’attend de choix',
    en: () => 'No entanglement roll is waiting for a pick',
  },
  // E.
  invalid_wanted: {
    fr: (v, x) => `Avis de recherche invalide (${x.n(v.wanted)})`,
    en: (v, x) => `Invalid wanted level (${x.n(v.wanted)})`,
  },
  not_in_cell: {
    fr: (v, x) =>
      `${x.term('entanglement', v.kind)} n’est pas dans cette case (${x.lower('entanglementColumn', v.column)}, ligne ${x.band(v.row)}) : ${x.list('entanglement', v.candidates, 'or')}`,
    en: (v, x) =>
      `${x.term('entanglement', v.kind)} is not in this cell (${x.lower('entanglementColumn', v.column)}, row ${x.band(v.row)}): ${x.list('entanglement', v.candidates, 'or')}`,
  },
  entanglement_already_rolled: {
    fr: () => 'L’imbroglio de ce temps mort est déjà tiré',
    en: () => 'This downtime’s entanglement was already rolled',
  },
  invalid_entanglement_id: {
    fr: () => 'Identifiant d’imbroglio invalide',
    en: () => 'Invalid entanglement id',
  },
  duplicate_entanglement_id: {
    fr: (v, x) => `Cet identifiant d’imbroglio existe déjà (${x.text(v.id)})`,
    en: (v, x) => `This entanglement id is already taken (${x.text(v.id)})`,
  },
  unknown_entanglement: {
    fr: () => 'Imbroglio introuvable : déjà résolu, ou retiré',
    en: () => 'No such entanglement: already resolved, or removed',
  },
  already_revealed: {
    fr: (v, x) => `L’imbroglio ${x.term('entanglement', v.kind)} est déjà révélé`,
    en: (v, x) => `The entanglement ${x.term('entanglement', v.kind)} is already revealed`,
  },
  not_revealed: {
    fr: (v, x) => `Révélez d’abord l’imbroglio (${x.term('entanglement', v.kind)})`,
    en: (v, x) => `Reveal the entanglement first (${x.term('entanglement', v.kind)})`,
  },
  wrong_entanglement: {
    fr: (v, x) => `Ce choix est pour ${x.term('entanglement', v.chosen)}, pas pour ${x.term('entanglement', v.kind)}`,
    en: (v, x) => `That choice is for ${x.term('entanglement', v.chosen)}, not ${x.term('entanglement', v.kind)}`,
  },
  eligible_faction_exists: {
    fr: (v, x) => `« Rien ne se passe » n’est pas possible : ${x.count('faction', v.factions)} concernée${num(v.factions) !== null && (v.factions as number) > 1 ? 's' : ''}`,
    en: (v, x) => `“Nothing happens” isn’t an option: ${x.count('faction', v.factions)} qualif${num(v.factions) === 1 ? 'ies' : 'y'}`,
  },
  faction_required: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} : choisissez la faction concernée`,
    en: (v, x) => `${x.term('entanglement', v.kind)}: name the faction`,
  },
  faction_not_eligible: {
    fr: (v, x) =>
      `${x.term('entanglement', v.kind)} impossible avec ${x.faction(v.faction)} : relations ${x.s(v.status)}, il faut des ${x.lower('factionNeeded', v.needed)}`,
    en: (v, x) =>
      `${x.faction(v.faction)} doesn’t qualify for ${x.term('entanglement', v.kind)}: status ${x.s(v.status)}, needs ${x.lower('factionNeeded', v.needed)}`,
  },
  no_claim_to_concede: {
    fr: () => 'La bande n’a aucun domaine à concéder',
    en: () => 'The crew has no claim to concede',
  },
  unknown_claim: {
    fr: (v, x) => `La bande n’a pas le domaine ${x.q(v.claim)}`,
    en: (v, x) => `The crew holds no claim ${x.q(v.claim)}`,
  },
  has_claims: {
    fr: (v, x) => `La bande a encore ${x.count('claim', v.claims)} : elle en concède un plutôt que de perdre de l’assise`,
    en: (v, x) => `The crew still holds ${x.count('claim', v.claims)}: it concedes one rather than losing hold`,
  },
  invalid_pool: {
    fr: (v, x) => `Nombre de dés invalide (${x.n(v.pool)}) : de 0 à ${x.n(v.max)}`,
    en: (v, x) => `Invalid number of dice (${x.n(v.pool)}): 0 to ${x.n(v.max)}`,
  },
  invalid_quality: {
    fr: (v, x) => `Qualité de l’occultiste invalide (${x.n(v.pool)}) : de 0 à ${x.n(v.max)}`,
    en: (v, x) => `Invalid occultist quality (${x.n(v.pool)}): 0 to ${x.n(v.max)}`,
  },
  invalid_experience: {
    fr: (v, x) => `Expérience invalide (${x.n(v.experience)}) : un nombre entier`,
    en: (v, x) => `Invalid experience (${x.n(v.experience)}): a whole number`,
  },
  unknown_option: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} n’offre pas cette option (${x.text(v.option)})`,
    en: (v, x) => `${x.term('entanglement', v.kind)} has no such option (${x.text(v.option)})`,
  },
  character_required: {
    fr: (v, x) => `${x.term('entanglement', v.kind)} : choisissez le PJ concerné`,
    en: (v, x) => `${x.term('entanglement', v.kind)}: name the PC`,
  },
  pool_required: {
    fr: () => 'Indiquez le nombre de dés du jet de chance',
    en: () => 'Give the number of dice of the fortune roll',
  },
  name_required: {
    fr: (v) => (v.field === 'to' ? 'Nommez la nouvelle allégeance' : v.field === 'claim' ? 'Nommez le domaine concédé' : 'Nommez la personne concernée'),
    en: (v) => (v.field === 'to' ? 'Name the new allegiance' : v.field === 'claim' ? 'Name the claim conceded' : 'Name the person concerned'),
  },
};

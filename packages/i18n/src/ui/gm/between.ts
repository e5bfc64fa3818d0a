import type { Catalog } from '../../message';

/**
 * Between game nights (/crews/:id/between): the factions' clocks, their tier rolls and their odds
 * (K1–K7). Part of the `setup` section (setup.ts spreads it in). See ui.ts for how to add keys.
 */

type Section = Catalog;

export const between = {
  'between.nav': { fr: 'Entre deux séances', en: 'Between game nights' },
  'between.title': { fr: 'Entre deux séances', en: 'Between game nights' },
  'between.intro': {
    fr: 'Les factions avancent leurs contrats : lancez leur rang, avancez à la main ou révélez un contrat aux joueurs. Chaque geste est une étape de l’historique, annulable.',
    en: 'The factions move their clocks on: roll their tier, tick by hand or reveal a clock to the players. Each move is a step of the history and can be undone.',
  },
  'between.factions': { fr: 'Factions aux buts en cours', en: 'Factions with open goals' },
  'between.noFaction': { fr: 'Aucune faction n’a de contrat en cours.', en: 'No faction has an open clock.' },
  'between.crewClocks': { fr: 'Contrats de la bande en cours', en: 'The crew’s open clocks' },
  'between.noCrewClock': { fr: 'La bande n’a aucun contrat en cours.', en: 'The crew has no open clock.' },
  'between.status': { fr: 'Relations : {status}', en: 'Status: {status}' },
  'between.locked': { fr: 'Verrouillé : attend que « {name} » soit rempli', en: 'Locked: waits for “{name}” to fill' },
  'between.race': { fr: 'En course contre « {name} »', en: 'Racing against “{name}”' },
  'between.raceWon': { fr: 'Course gagnée par « {name} »', en: 'Race won by “{name}”' },
  'between.onFill': { fr: 'Une fois rempli : {text}', en: 'Once full: {text}' },
  'between.tierPool': {
    fr: 'Jet de rang : {pool, plural, =0 {2 dés, le plus bas gardé (rang sans dé)} one {# dé} other {# dés}}',
    en: 'Tier roll: {pool, plural, =0 {2 dice, the lowest kept (no tier dice)} one {# die} other {# dice}}',
  },
  'between.noRoll': { fr: 'Jet de rang : aucun, un rang sans dé n’avance pas (règle de table)', en: 'Tier roll: none, a tier with no dice does not tick (table rule)' },
  'between.tickOdds': { fr: 'Segments avancés par un jet', en: 'Segments ticked by one roll' },
  'between.ticks': { fr: '{n, plural, one {# segment} other {# segments}}', en: '{n, plural, one {# segment} other {# segments}}' },
  'between.fillOdds': { fr: 'Chances qu’il soit rempli', en: 'Odds that it fills' },
  'between.fillWithin': { fr: 'En {n, plural, one {# jet} other {# jets}} au plus : {p}', en: 'Within {n, plural, one {# roll} other {# rolls}}: {p}' },
  'between.rollTier': { fr: 'Lancer le rang', en: 'Roll the tier' },
  'between.rollTier.named': { fr: 'Lancer le rang pour « {name} »', en: 'Roll the tier for “{name}”' },
  'between.rollFortune': { fr: 'Jet de chance', en: 'Fortune roll' },
  'between.rollFortune.named': { fr: 'Jet de chance pour « {name} »', en: 'Fortune roll for “{name}”' },
  'between.rollKind': { fr: 'Jet', en: 'Roll' },
  'between.rollAction': { fr: 'Jet d’action', en: 'Action roll' },
  'between.rollAction.named': { fr: 'Jet d’action pour « {name} »', en: 'Action roll for “{name}”' },
  'between.actor': { fr: 'Personnage qui agit', en: 'Acting character' },
  'between.action': { fr: 'Action', en: 'Action' },
  'between.helped': { fr: 'Aidé (+1 qualité)', en: 'Helped (+1 quality)' },
  'between.fortunePool': { fr: 'Dés du jet de chance', en: 'Fortune roll dice' },
  'between.handBy': { fr: 'Segments avancés à la main', en: 'Segments by hand' },
  'between.tickDown': { fr: '−{n}', en: '−{n}' },
  'between.tickUp': { fr: '+{n}', en: '+{n}' },
  'between.tickDown.named': { fr: '−{n} sur « {name} »', en: '−{n} on “{name}”' },
  'between.tickUp.named': { fr: '+{n} sur « {name} »', en: '+{n} on “{name}”' },
  'between.reveal': { fr: 'Révéler aux joueurs', en: 'Reveal to the players' },
  'between.reveal.named': { fr: 'Révéler aux joueurs : « {name} »', en: 'Reveal to the players: “{name}”' },
  'between.showName': { fr: 'Montrer le nom seul', en: 'Show the name only' },
  'between.showName.named': { fr: 'Montrer le nom seul : « {name} »', en: 'Show the name only: “{name}”' },
  'between.revealField.named': {
    fr: 'Révéler aux joueurs : {field, select, goal {le but} notes {les notes} assets {les atouts} other {ce qui est caché}} de « {name} »',
    en: 'Reveal to the players: {field, select, goal {the goal} notes {the notes} assets {the assets} other {what is hidden}} of “{name}”',
  },
  'between.raceOdds': {
    fr: 'Chances dans la course, un jet chacun par tour (« {rival} » : {roll, select, tier {jet de rang} other {jet de chance à {pool, plural, one {# dé} other {# dés}}}})',
    en: 'Odds of the race, one roll each per round (“{rival}”: {roll, select, tier {tier roll} other {fortune roll of {pool, plural, one {# die} other {# dice}}}})',
  },
  'between.raceWithin': {
    fr: 'En {n, plural, one {# tour} other {# tours}} au plus : « {name} » d’abord {a}, « {rival} » d’abord {b}, ex æquo {tie}',
    en: 'Within {n, plural, one {# round} other {# rounds}}: “{name}” first {a}, “{rival}” first {b}, tie {tie}',
  },
  'between.lockedRoll': { fr: 'Verrouillé : seul un avancement à la main est possible.', en: 'Locked: only a hand tick is possible.' },
  'between.lastStep': { fr: 'Dernière étape : {step}', en: 'Last step: {step}' },
  'between.why': { fr: 'Pourquoi', en: 'Why' },
  'between.undo': { fr: 'Annuler la dernière étape', en: 'Undo the last step' },
  'between.undo.help': { fr: 'N’annule que les étapes faites ici, la plus récente d’abord.', en: 'Undoes only the steps taken here, the latest first.' },
  'between.undone': { fr: 'Dernière étape annulée.', en: 'Last step undone.' },
  'between.edit': { fr: 'Modifier les contrats et les factions', en: 'Edit the clocks and factions' },
} satisfies Section;

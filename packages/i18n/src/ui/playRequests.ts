import type { Catalog } from '../message';

/**
 * The player's phone (issue 36): the rolls the GM asks of their character (with the odds and a
 * Roll button) and their character's own texts. Loaded with the phone's lazy « my actions »
 * chunk. See ui.ts for how to add keys.
 */

type Section = Catalog;

export const playRequests = {
  'play.requests.title': { fr: 'Jets demandés par le MJ', en: 'Rolls the GM asks for' },
  'play.requests.count': {
    fr: '{count, plural, =0 {Aucun jet demandé pour l’instant.} one {Le MJ vous demande un jet.} other {Le MJ vous demande # jets.}}',
    en: '{count, plural, =0 {No roll asked of you for now.} one {The GM asks you for a roll.} other {The GM asks you for # rolls.}}',
  },
  // What is asked, in words (the GM set it all: the player only rolls).
  'play.requests.d6.action': {
    fr: 'Jet d’action : {pool, plural, =0 {aucun dé (2 dés, on garde le plus bas)} one {# dé} other {# dés}}',
    en: 'Action roll: {pool, plural, =0 {no dice (2 dice, keep the lowest)} one {# die} other {# dice}}',
  },
  'play.requests.d6.resistance': {
    fr: 'Jet de résistance : {pool, plural, =0 {aucun dé (2 dés, on garde le plus bas)} one {# dé} other {# dés}}',
    en: 'Resistance roll: {pool, plural, =0 {no dice (2 dice, keep the lowest)} one {# die} other {# dice}}',
  },
  'play.requests.fortune': {
    fr: 'Jet de chance : {pool, plural, =0 {aucun dé (2 dés, on garde le plus bas)} one {# dé} other {# dés}}',
    en: 'Fortune roll: {pool, plural, =0 {no dice (2 dice, keep the lowest)} one {# die} other {# dice}}',
  },
  'play.requests.fortune.shift': { fr: 'Qualité {shift} : le résultat bouge d’autant de crans.', en: 'Quality {shift}: the result moves that many steps.' },
  'play.requests.d12': { fr: 'Test d12 : {attribute} contre {threshold}', en: 'd12 test: {attribute} against {threshold}' },
  'play.requests.d12.formula': {
    fr: 'd12 + réserve {pool} + trait {bonus} + modificateur {modifier} : au-dessus de {threshold}, réussite ; égal, réussite avec complication.',
    en: 'd12 + pool {pool} + trait {bonus} + modifier {modifier}: above {threshold}, success; equal, success with a complication.',
  },
  'play.requests.d12.trait': { fr: 'Trait : {trait} (+{bonus})', en: 'Trait: {trait} (+{bonus})' },
  'play.requests.d100': { fr: 'Test d100 : {threshold} %', en: 'd100 test: {threshold}%' },
  'play.requests.complex': { fr: 'Action complexe « {name} » : {threshold} %', en: 'Complex action “{name}”: {threshold}%' },
  'play.requests.complex.unnamed': { fr: 'Action complexe : {threshold} %', en: 'Complex action: {threshold}%' },
  'play.requests.complex.remaining': {
    fr: 'Encore {remaining, plural, one {# étape} other {# étapes}} sur {start}.',
    en: '{remaining, plural, one {# step} other {# steps}} left of {start}.',
  },
  'play.requests.note': { fr: 'Le MJ précise : « {note} »', en: 'The GM says: “{note}”' },
  'play.requests.odds': { fr: 'Vos chances', en: 'Your odds' },
  'play.requests.roll': { fr: 'Lancer', en: 'Roll' },
  // The answer: the dice at once (every other screen gets them through the stream).
  'play.requests.results': { fr: 'Vos jets', en: 'Your rolls' },
  'play.requests.result': { fr: 'Résultat : {band}', en: 'Result: {band}' },
  'play.requests.natural12': { fr: '12 naturel', en: 'natural 12' },
  'play.requests.natural1': { fr: '1 naturel', en: 'natural 1' },
  // Refusals, said as the player lives them.
  'play.requests.alreadyRolled': { fr: 'Ce jet a déjà été lancé.', en: 'This roll has already been made.' },
  'play.requests.cancelled': { fr: 'Le MJ a annulé ce jet.', en: 'The GM cancelled this roll.' },
  'play.requests.forbidden': {
    fr: 'Le MJ ne vous laisse plus lancer ce jet depuis votre téléphone.',
    en: 'The GM no longer lets you make this roll from your phone.',
  },

  // ─── the character's own texts ─────────────────────────────────────────────────────────────────
  'play.texts.open': { fr: 'Modifier mes textes', en: 'Edit my texts' },
  'play.texts.intro': {
    fr: 'Vos mots sur votre personnage : toute la table les lit sur la feuille.',
    en: 'Your own words about your character: the whole table reads them on the sheet.',
  },
  'play.texts.look': { fr: 'Allure', en: 'Look' },
  'play.texts.notes': { fr: 'Notes', en: 'Notes' },
  'play.texts.purveyor.hint': { fr: 'Qui vous fournit votre vice : {vice}.', en: 'Who supplies your vice: {vice}.' },
  'play.texts.comfort.hint': { fr: 'Laissé vide : plus de réconfort.', en: 'Left empty: no comfort.' },
  'play.texts.max': {
    fr: '{length, plural, one {# caractère} other {# caractères}} sur {max}',
    en: '{length, plural, one {# character} other {# characters}} of {max}',
  },
  'play.texts.save': { fr: 'Enregistrer mes textes', en: 'Save my texts' },
  'play.texts.unchanged': { fr: 'Rien à enregistrer : aucun texte n’a changé.', en: 'Nothing to save: no text has changed.' },
  'play.texts.saved': { fr: 'Textes enregistrés.', en: 'Texts saved.' },
  'play.texts.conflict': {
    fr: 'La feuille a changé entre-temps : vos textes n’ont pas été enregistrés, mais ils sont gardés ici. Relisez-les, puis renvoyez-les.',
    en: 'The sheet changed meanwhile: your texts were not saved, but they are kept here. Read them again, then send them again.',
  },
  'play.texts.conflict.fields': {
    fr: 'Modifié par quelqu’un d’autre : {fields}.',
    en: 'Changed by someone else: {fields}.',
  },
  'play.texts.retry': { fr: 'Renvoyer mes textes', en: 'Send my texts again' },
  'play.texts.forbidden': {
    fr: 'Le MJ ne vous laisse plus modifier vos textes depuis votre téléphone.',
    en: 'The GM no longer lets you edit your texts from your phone.',
  },
} as const satisfies Section;

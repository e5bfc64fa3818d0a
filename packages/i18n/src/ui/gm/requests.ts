import type { Catalog } from '../../message';

/**
 * The GM's roll requests (issue 36): asking a player for a roll from the dice tools, following
 * and cancelling them; what the campaign lets players do (settings); what a character's link
 * may do (share links). See ui.ts for how to add keys.
 */

type Section = Catalog;

export const requests = {
  'requests.title': { fr: 'Jets demandés', en: 'Requested rolls' },

  // Asking, beside « Lancer » in each dice tool.
  'requests.ask': { fr: 'Demander à un joueur', en: 'Ask a player' },
  'requests.ask.title': { fr: 'Demander ce jet à un joueur', en: 'Ask a player for this roll' },
  'requests.ask.intro': { fr: 'Le joueur voit le jet tel que réglé ici, avec ses chances, et n’a plus qu’à lancer depuis son téléphone.', en: 'The player sees the roll as set here, with its odds, and only has to roll from their phone.' },
  'requests.character': { fr: 'Personnage qui lance', en: 'Character who rolls' },
  'requests.character.fixed': { fr: 'Le jet sera demandé {name, to}.', en: 'The roll will be asked of {name}.' },
  'requests.character.none': { fr: 'Aucun personnage dans les bandes de la campagne : créez-en un pour lui demander un jet.', en: 'No character in the campaign’s crews: make one to ask them for a roll.' },
  'requests.character.noneInCrew': { fr: 'Aucun personnage dans cette bande : choisissez-en une autre.', en: 'No character in this crew: choose another one.' },
  'requests.noLink': { fr: 'Aucun lien n’a été donné {name, to} : la demande attendra qu’un lien lui soit donné pour qu’on y réponde depuis un téléphone.', en: 'No link was given to {name}: the request will wait until they get one to be answered from a phone.' },
  'requests.noLink.give': { fr: 'Donner un lien dans les réglages', en: 'Give a link in the settings' },
  'requests.kind': { fr: 'Type de jet', en: 'Kind of roll' },
  'requests.kind.action': { fr: 'Jet d’action', en: 'Action roll' },
  'requests.kind.resistance': { fr: 'Jet de résistance', en: 'Resistance roll' },
  'requests.note': { fr: 'Note pour le joueur (facultatif)', en: 'Note for the player (optional)' },
  'requests.note.placeholder': { fr: 'Crochète la serrure', en: 'Pick the lock' },
  'requests.send': { fr: 'Envoyer la demande', en: 'Send the request' },
  'requests.sending': { fr: 'Envoi…', en: 'Sending…' },
  'requests.sent': { fr: 'Demande envoyée {name, to} : son jet arrivera dans « Jets demandés ».', en: 'Request sent to {name}: their roll will land in “Requested rolls”.' },
  'requests.sent.follow': { fr: 'Suivre les jets demandés', en: 'Follow the requested rolls' },
  'requests.off': { fr: 'Dans cette campagne, les joueurs ne lancent pas eux-mêmes. Pour leur demander des jets, cochez « lancer les jets que vous leur demandez » dans les réglages.', en: 'In this campaign players do not roll themselves. To ask them for rolls, tick “make the rolls the GM asks of them” in the settings.' },
  'requests.off.settings': { fr: 'Ouvrir « Ce que les joueurs peuvent faire »', en: 'Open “What players may do”' },
  'requests.complex.testOnly': { fr: 'Seul un test peut être demandé à un joueur.', en: 'Only a test can be asked of a player.' },

  // The list on the dice home.
  'requests.intro': { fr: 'Les jets demandés aux joueurs (« Demander à un joueur », à côté de « Lancer » dans chaque outil) : ils arrivent ici dès qu’un joueur lance.', en: 'The rolls asked of the players (“Ask a player”, beside the roll button of each tool): they land here as soon as a player rolls.' },
  'requests.none': { fr: 'Aucun jet demandé pour l’instant.', en: 'No roll asked for yet.' },
  'requests.pending': { fr: 'En attente', en: 'Waiting' },
  'requests.done': { fr: 'Derniers jets reçus ou annulés', en: 'Latest rolls received or cancelled' },
  'requests.of': { fr: 'Demandé {name, to}', en: 'Asked of {name}' },
  'requests.of.gone': { fr: 'Demandé à un personnage qui n’est plus dans la bande', en: 'Asked of a character no longer in the crew' },
  'requests.askedAt': { fr: 'le {time}', en: 'on {time}' },
  'requests.noteShown': { fr: '« {note} »', en: '“{note}”' },
  'requests.cancel': { fr: 'Annuler la demande', en: 'Cancel the request' },
  'requests.cancelledAt': { fr: 'Annulée le {time}', en: 'Cancelled on {time}' },
  'requests.rolledAt': { fr: 'Lancé le {time}', en: 'Rolled on {time}' },
  'requests.waitsForLink': { fr: 'Personne ne peut encore y répondre : aucun lien n’a été donné {name, to}.', en: 'No one can answer it yet: no link was given to {name}.' },
  'requests.offNow': { fr: 'Les joueurs ne peuvent pas lancer en ce moment : ces demandes attendront que « lancer les jets que vous leur demandez » soit coché dans les réglages.', en: 'Players cannot roll right now: these requests will wait until “make the rolls the GM asks of them” is ticked in the settings.' },

  // What was asked, in words.
  'requests.roll.d6.action': { fr: 'Jet d’action, {pool, plural, =0 {sans dé} one {# dé} other {# dés}}', en: 'Action roll, {pool, plural, =0 {no dice} one {# die} other {# dice}}' },
  'requests.roll.d6.resistance': { fr: 'Jet de résistance, {pool, plural, =0 {sans dé} one {# dé} other {# dés}}', en: 'Resistance roll, {pool, plural, =0 {no dice} one {# die} other {# dice}}' },
  'requests.roll.fortune': { fr: 'Jet de chance, {pool, plural, =0 {sans dé} one {# dé} other {# dés}}, qualité {shift}', en: 'Fortune roll, {pool, plural, =0 {no dice} one {# die} other {# dice}}, quality {shift}' },
  'requests.roll.d12': { fr: 'Action (d12) en {attribute}, modificateur {modifier}, seuil {threshold}', en: 'Action (d12) with {attribute}, modifier {modifier}, threshold {threshold}' },
  'requests.roll.d12.trait': { fr: 'Action (d12) en {attribute} avec le trait {trait}, modificateur {modifier}, seuil {threshold}', en: 'Action (d12) with {attribute} and the trait {trait}, modifier {modifier}, threshold {threshold}' },
  'requests.roll.d100': { fr: 'Test (d100) à {threshold} %', en: 'Test (d100) at {threshold}%' },
  'requests.roll.complex': { fr: 'Action complexe « {name} » : test à {threshold} %', en: 'Complex action “{name}”: test at {threshold}%' },
  'requests.roll.complex.unnamed': { fr: 'Action complexe : test à {threshold} %', en: 'Complex action: test at {threshold}%' },

  // Settings: what the campaign lets players do.
  'requests.players.title': { fr: 'Ce que les joueurs peuvent faire', en: 'What players may do' },
  'requests.players.intro': { fr: 'Depuis le lien donné à son personnage, chaque joueur agit pour ce personnage seulement, et vous gardez le dernier mot. Un lien de bande ne fait que suivre la feuille.', en: 'From the link given to their character, each player acts for that character only, and you keep the last word. A crew link only follows the sheet.' },
  'requests.players.propose': { fr: 'Proposer leurs activités de temps mort', en: 'Propose their downtime activities' },
  'requests.players.propose.help': { fr: 'Vous approuvez (le serveur lance les dés), modifiez puis approuvez, ou refusez en disant pourquoi.', en: 'You approve (the server rolls the dice), edit then approve, or decline saying why.' },
  'requests.players.roll': { fr: 'Lancer les jets que vous leur demandez', en: 'Make the rolls the GM asks of them' },
  'requests.players.roll.help': { fr: '« Demander à un joueur », à côté de « Lancer » dans les outils de dés.', en: '“Ask a player”, beside the roll button in the dice tools.' },
  'requests.players.editTexts': { fr: 'Modifier les textes de leur personnage', en: 'Edit their character’s texts' },
  'requests.players.editTexts.help': { fr: 'Allure, notes, fournisseur, réconfort, crainte : du texte seulement, aucun des nombres que les règles calculent.', en: 'Look, notes, purveyor, comfort, fear: text only, none of the numbers the rules work out.' },
  'requests.players.save': { fr: 'Enregistrer ces choix', en: 'Save these choices' },
  'requests.players.saved': { fr: 'Ce que les joueurs peuvent faire : enregistré', en: 'What players may do: saved' },

  // Share links: what a link lets its holder do.
  'requests.share.intro': { fr: 'Les joueurs ouvrent ce lien (ou scannent le QR code) pour suivre la feuille de bande en direct. Un lien donné à un personnage permet en plus à son joueur d’agir pour lui, selon « Ce que les joueurs peuvent faire ».', en: 'Players open this link (or scan the QR code) to follow the crew sheet live. A link given to a character also lets its player act for them, as “What players may do” says.' },
  'requests.share.may': { fr: 'Ce lien permet {name, to} {list}.', en: 'This link lets {name} {list}.' },
  'requests.share.may.propose': { fr: 'de proposer ses activités', en: 'propose their activities' },
  'requests.share.may.roll': { fr: 'de lancer les jets demandés', en: 'make the rolls asked of them' },
  'requests.share.may.editTexts': { fr: 'de modifier ses textes', en: 'edit their texts' },
  'requests.share.may.nothing': { fr: 'Ce lien permet {name, to} de suivre la feuille, sans agir : les réglages ne laissent rien faire aux joueurs.', en: 'This link lets {name} follow the sheet without acting: the settings let players do nothing.' },
  'requests.share.watchOnly': { fr: 'Ce lien permet seulement de suivre la feuille de bande.', en: 'This link only follows the crew sheet.' },
} as const satisfies Section;

import type { Catalog } from '../../message';

/**
 * The words of GM accounts and their campaigns (issue 37): sign-in by name, « Mes campagnes »,
 * « Mon compte », invitations (to the server, to co-run a campaign), co-GMs, deleting a campaign.
 * The header's links are core words (ui/core.ts `nav`). See ui.ts for how to add keys.
 */

type Section = Catalog;

export const accounts = {
  // Sign-in, when the server has several GM accounts (auth.signInOptions says a name is needed).
  'auth.name': { fr: 'Nom du compte', en: 'Account name' },
  'auth.name.hint': { fr: 'Le nom de votre compte MJ sur ce serveur. Celui du premier MJ est « MJ », tant qu’il ne l’a pas changé dans Mon compte.', en: 'The name of your GM account on this server. The first GM’s is “MJ”, until they change it in My account.' },
  'auth.wrong': { fr: 'Nom ou phrase secrète incorrects', en: 'Wrong name or passphrase' },

  // « Mes campagnes »
  'campaigns.title': { fr: 'Mes campagnes', en: 'My campaigns' },
  'campaigns.intro': { fr: 'Chaque campagne a ses bandes, ses jets, ses sorciers et ses liens de partage. Ouvrez celle que votre table joue.', en: 'Each campaign has its own crews, rolls, wizards and share links. Open the one your table plays.' },
  'campaigns.noneOpen': { fr: 'Aucune campagne n’est ouverte : ouvrez-en une ou créez-en une.', en: 'No campaign is open: open one or create one.' },
  'campaigns.none': { fr: 'Vous n’avez encore aucune campagne : créez la première ci-dessous.', en: 'You have no campaign yet: create the first one below.' },
  'campaigns.list': { fr: 'Vos campagnes', en: 'Your campaigns' },
  'campaigns.role.owner': { fr: 'Propriétaire', en: 'Owner' },
  'campaigns.role.cogm': { fr: 'Co-MJ', en: 'Co-GM' },
  'campaigns.crews': { fr: '{count, plural, =0 {aucune bande} one {# bande} other {# bandes}}', en: '{count, plural, =0 {no crew} one {# crew} other {# crews}}' },
  'campaigns.updatedAt': { fr: 'Modifiée le {date}', en: 'Last change {date}' },
  'campaigns.current': { fr: 'Ouverte', en: 'Open now' },
  'campaigns.open': { fr: 'Ouvrir', en: 'Open' },
  'campaigns.openNamed': { fr: 'Ouvrir {name, mid}', en: 'Open {name}' },
  'campaigns.opening': { fr: 'Ouverture…', en: 'Opening…' },
  'campaigns.goTo': { fr: 'Aller à la campagne', en: 'Go to the campaign' },
  'campaigns.archive': { fr: 'Archiver', en: 'Archive' },
  'campaigns.unarchive': { fr: 'Désarchiver', en: 'Unarchive' },
  'campaigns.archiveNamed': { fr: 'Archiver : {name}', en: 'Archive: {name}' },
  'campaigns.unarchiveNamed': { fr: 'Désarchiver : {name}', en: 'Unarchive: {name}' },
  'campaigns.archived': { fr: 'Archivées ({count})', en: 'Archived ({count})' },
  'campaigns.archived.help': { fr: 'Une campagne archivée est rangée à part : rien n’est effacé, et « Désarchiver » la remet dans la liste.', en: 'An archived campaign is put aside: nothing is deleted, and “Unarchive” puts it back in the list.' },
  'campaigns.new': { fr: 'Nouvelle campagne', en: 'New campaign' },
  'campaigns.new.help': { fr: 'Elle commence avec une bande, « Ma bande », que vous renommerez. Vous choisirez ensuite les systèmes de jeu de la table.', en: 'It starts with one crew, “My crew”, for you to rename. You then choose the game systems the table plays.' },
  'campaigns.new.create': { fr: 'Créer et ouvrir', en: 'Create and open' },
  'campaigns.new.creating': { fr: 'Création…', en: 'Creating…' },
  'campaigns.deleted': { fr: 'Campagne supprimée : {name}', en: 'Campaign deleted: {name}' },
  'campaigns.left': { fr: 'Campagne quittée : {name}', en: 'Campaign left: {name}' },

  // The server's GM accounts (the instance's owner only).
  'gmAccounts.title': { fr: 'Comptes MJ du serveur', en: 'GM accounts on this server' },
  'gmAccounts.intro': { fr: 'Invitez un autre MJ à ouvrir son compte sur ce serveur : il y mènera ses propres campagnes, que vous ne verrez pas. Le lien sert une seule fois et vaut 7 jours.', en: 'Invite another GM to open their account on this server: they will run their own campaigns there, which you will not see. The link works once and lasts 7 days.' },
  'gmAccounts.invite': { fr: 'Inviter un MJ', en: 'Invite a GM' },

  // Invitations (made by their owner; the link shown once).
  'invites.label': { fr: 'Pour qui', en: 'Who it is for' },
  'invites.label.hint': { fr: 'Facultatif : un repère pour vous, son prénom par exemple.', en: 'Optional: a note for you, their first name for example.' },
  'invites.creating': { fr: 'Création du lien…', en: 'Making the link…' },
  'invites.issued': { fr: 'Lien d’invitation', en: 'Invitation link' },
  'invites.issued.for': { fr: 'Lien d’invitation : {label}', en: 'Invitation link: {label}' },
  'invites.issued.once': { fr: 'Ce lien ne s’affiche qu’une fois : copiez-le maintenant et envoyez-le à la personne invitée. Il sert une seule fois, jusqu’au {date}.', en: 'This link is shown only once: copy it now and send it to the person you invite. It works once, until {date}.' },
  'invites.qr': { fr: 'Ou faites scanner ce code', en: 'Or have this code scanned' },
  'invites.qr.alt': { fr: 'Code QR du lien d’invitation', en: 'QR code of the invitation link' },
  'invites.list': { fr: 'Invitations', en: 'Invitations' },
  'invites.none': { fr: 'Aucune invitation pour l’instant.', en: 'No invitation yet.' },
  'invites.unnamed': { fr: 'Invitation sans nom', en: 'Unnamed invitation' },
  'invites.status.pending': { fr: 'En attente, jusqu’au {date}', en: 'Pending, until {date}' },
  'invites.status.used': { fr: 'Acceptée par {name, mid}', en: 'Accepted by {name}' },
  'invites.status.usedNoName': { fr: 'Acceptée', en: 'Accepted' },
  'invites.status.revoked': { fr: 'Révoquée', en: 'Revoked' },
  'invites.status.expired': { fr: 'Expirée', en: 'Expired' },
  'invites.revoke': { fr: 'Révoquer', en: 'Revoke' },
  'invites.revokeNamed': { fr: 'Révoquer l’invitation : {label}', en: 'Revoke the invitation: {label}' },
  'invites.revoke.confirm': { fr: 'Révoquer cette invitation ? Son lien ne marchera plus.', en: 'Revoke this invitation? Its link will stop working.' },

  // Co-GMs (a campaign's settings).
  'cogms.title': { fr: 'Co-MJ', en: 'Co-GMs' },
  'cogms.intro': { fr: 'Un co-MJ mène la campagne avec vous, avec son propre compte : il voit et modifie tout, mais ne peut ni inviter ni supprimer la campagne.', en: 'A co-GM runs the campaign with you, with their own account: they see and change everything, but can neither invite nor delete the campaign.' },
  'cogms.members': { fr: 'Les MJ de la campagne', en: 'The campaign’s GMs' },
  'cogms.you': { fr: 'vous', en: 'you' },
  'cogms.invite': { fr: 'Inviter un co-MJ', en: 'Invite a co-GM' },
  'cogms.invite.help': { fr: 'La personne invitée ouvre le lien, crée son compte MJ (ou se connecte avec le sien) et rejoint la campagne.', en: 'The person you invite opens the link, creates their GM account (or uses theirs) and joins the campaign.' },
  'cogms.removeNamed': { fr: 'Retirer {name, mid}', en: 'Remove {name}' },
  'cogms.remove.confirm': { fr: 'Retirer {name, mid} de la campagne ? Son compte n’y aura plus accès.', en: 'Remove {name} from the campaign? Their account will no longer have access.' },
  'cogms.leave': { fr: 'Quitter la campagne', en: 'Leave the campaign' },
  'cogms.leave.confirm': { fr: 'Quitter cette campagne ? Vous n’y aurez plus accès, sauf nouvelle invitation.', en: 'Leave this campaign? You will no longer have access, unless invited again.' },
  'cogms.ownerInvites': { fr: 'Seul le propriétaire de la campagne invite des co-MJ.', en: 'Only the campaign’s owner invites co-GMs.' },

  // Deleting a campaign (its owner, in the settings' danger zone).
  'campaignDelete.title': { fr: 'Zone de danger', en: 'Danger zone' },
  'campaignDelete.heading': { fr: 'Supprimer la campagne', en: 'Delete the campaign' },
  'campaignDelete.intro': { fr: 'Tout est effacé : les bandes et leur historique, les jets, les sorciers, les actions complexes, les liens des joueurs et les co-MJ. Rien ne pourra être récupéré, sauf depuis un export.', en: 'Everything is erased: the crews and their history, the rolls, the wizards, the complex actions, the players’ links and the co-GMs. Nothing can be recovered, except from an export.' },
  'campaignDelete.export': { fr: 'D’abord, gardez-en une copie', en: 'First, keep a copy' },
  'campaignDelete.export.help': { fr: 'Un fichier JSON de toute la campagne, à importer plus tard si besoin.', en: 'One JSON file with the whole campaign, to import later if need be.' },
  'campaignDelete.start': { fr: 'Supprimer la campagne…', en: 'Delete the campaign…' },
  'campaignDelete.typeName': { fr: 'Pour confirmer, tapez le nom de la campagne : {name}', en: 'To confirm, type the campaign’s name: {name}' },
  'campaignDelete.mismatch': { fr: 'Ce n’est pas le nom de la campagne.', en: 'This is not the campaign’s name.' },
  'campaignDelete.confirm': { fr: 'Supprimer définitivement', en: 'Delete for good' },
  'campaignDelete.deleting': { fr: 'Suppression…', en: 'Deleting…' },
  'campaignDelete.ownerOnly': { fr: 'Seul le propriétaire de la campagne peut la supprimer.', en: 'Only the campaign’s owner can delete it.' },

  // « Mon compte »
  'myAccount.title': { fr: 'Mon compte', en: 'My account' },
  'myAccount.name': { fr: 'Nom du compte', en: 'Account name' },
  'myAccount.name.help': { fr: 'Vous le tapez pour vous connecter, et les MJ de vos campagnes le voient.', en: 'You type it to sign in, and the GMs of your campaigns see it.' },
  'myAccount.name.taken': { fr: 'Ce nom est déjà pris sur ce serveur.', en: 'This name is already taken on this server.' },
  'myAccount.name.saved': { fr: 'Nom enregistré', en: 'Name saved' },
  'myAccount.owner': { fr: 'Vous êtes le propriétaire de ce serveur : vous invitez les autres MJ.', en: 'You own this server: you invite the other GMs.' },
  'myAccount.passphrase': { fr: 'Phrase secrète', en: 'Passphrase' },
  'settings.passphrase.moved': { fr: 'Votre nom et votre phrase secrète : Mon compte', en: 'Your name and passphrase: My account' },

  // The invitation page (`/invite#<token>`).
  'invite.title': { fr: 'Invitation', en: 'Invitation' },
  'invite.reading': { fr: 'Lecture de l’invitation…', en: 'Reading the invitation…' },
  'invite.campaign': { fr: '{by} vous invite à co-animer « {campaign} »', en: '{by} invites you to co-run “{campaign}”' },
  'invite.instance': { fr: '{by} vous invite à ouvrir un compte MJ sur ce serveur', en: '{by} invites you to open a GM account on this server' },
  'invite.until': { fr: 'Invitation valable jusqu’au {date}.', en: 'This invitation lasts until {date}.' },
  'invite.signup': { fr: 'Votre compte MJ', en: 'Your GM account' },
  'invite.signup.help': { fr: 'Choisissez le nom et la phrase secrète avec lesquels vous vous connecterez.', en: 'Choose the name and passphrase you will sign in with.' },
  'invite.name': { fr: 'Votre nom de MJ', en: 'Your GM name' },
  'invite.name.hint': { fr: 'Vous le taperez pour vous connecter ; les autres MJ le verront.', en: 'You will type it to sign in; the other GMs will see it.' },
  'invite.passphrase': { fr: 'Phrase secrète', en: 'Passphrase' },
  'invite.create': { fr: 'Créer mon compte', en: 'Create my account' },
  'invite.createJoin': { fr: 'Créer mon compte et rejoindre', en: 'Create my account and join' },
  'invite.creating': { fr: 'Création du compte…', en: 'Creating the account…' },
  'invite.signedInAs': { fr: 'Vous êtes connecté avec le compte {name}.', en: 'You are signed in as {name}.' },
  'invite.join': { fr: 'Rejoindre avec mon compte', en: 'Join with my account' },
  'invite.joining': { fr: 'Arrivée dans la campagne…', en: 'Joining…' },
  'invite.otherAccount': { fr: 'Ce n’est pas vous ? Déconnectez-vous pour créer votre propre compte.', en: 'Not you? Sign out to create your own account.' },
  'invite.alreadyGm': { fr: 'Vous avez déjà un compte MJ sur ce serveur. Cette invitation sert à en ouvrir un nouveau : déconnectez-vous d’abord si elle est pour quelqu’un d’autre.', en: 'You already have a GM account on this server. This invitation opens a new one: sign out first if it is meant for someone else.' },
  'invite.alreadyMember': { fr: 'Vous êtes déjà MJ de cette campagne : ouvrez-la depuis vos campagnes.', en: 'You are already a GM of this campaign: open it from your campaigns.' },
  'invite.invalid': { fr: 'Ce lien d’invitation ne marche pas', en: 'This invitation link does not work' },
  'invite.invalid.body': { fr: 'Il a peut-être déjà servi, été révoqué, ou expiré (une invitation vaut 7 jours). Demandez un nouveau lien à la personne qui vous a invité.', en: 'It may have been used already, revoked, or expired (an invitation lasts 7 days). Ask the person who invited you for a new link.' },
  'invite.nameTaken': { fr: 'Ce nom est déjà pris sur ce serveur : choisissez-en un autre.', en: 'This name is already taken on this server: choose another one.' },
  'invite.signIn': { fr: 'J’ai déjà un compte : me connecter', en: 'I already have an account: sign in' },
} satisfies Section;

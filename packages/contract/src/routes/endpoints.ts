/**
 * Every route of the API: its name, method, path and who may call it — the index of the route
 * table (./index.ts holds each one's shapes under the same name). The API registers each route
 * from here (apps/api/src/http/route.ts); the web calls them by name (apps/web/src/lib/api.ts
 * `call`). Plain strings, no zod: the players' sheet imports this at run time.
 */
import type { Endpoint } from './endpoint';

export { pathOf, type Endpoint, type Method, type Who } from './endpoint';

export const endpoints = {
  // ─── auth: signing in, sessions, who am I ──────────────────────────────────────────────────────
  'auth.setup': { method: 'GET', path: '/api/auth/setup', who: 'anyone' },
  'auth.passphrase': { method: 'POST', path: '/api/auth/passphrase', who: 'gm' },
  'auth.login': { method: 'POST', path: '/api/auth/login', who: 'anyone' },
  'auth.logout': { method: 'POST', path: '/api/auth/logout', who: 'anyone' },
  'auth.me': { method: 'GET', path: '/api/auth/me', who: 'signedIn' },

  // ─── the campaign ──────────────────────────────────────────────────────────────────────────────
  'campaign.current': { method: 'GET', path: '/api/campaigns/current', who: 'gm' },
  'campaign.edit': { method: 'PATCH', path: '/api/campaigns/:campaignId', who: 'gm:campaign' },
  'campaign.crews': { method: 'GET', path: '/api/campaigns/:campaignId/crews', who: 'gm:campaign' },
  'campaign.history': { method: 'GET', path: '/api/campaigns/:campaignId/history', who: 'gm:campaign' },
  'campaign.stream': { method: 'GET', path: '/api/campaigns/:campaignId/stream', who: 'gm:campaign' },

  // ─── share links ───────────────────────────────────────────────────────────────────────────────
  'crew.shareLink.create': { method: 'POST', path: '/api/crews/:crewId/share-links', who: 'gm:crew' },
  'crew.shareLinks': { method: 'GET', path: '/api/crews/:crewId/share-links', who: 'gm:crew' },
  'wizard.shareLink.create': { method: 'POST', path: '/api/wizards/:id/share-links', who: 'gm:wizard' },
  'wizard.shareLinks': { method: 'GET', path: '/api/wizards/:id/share-links', who: 'gm:wizard' },
  'shareLink.rotate': { method: 'POST', path: '/api/share-links/:id/rotate', who: 'gm:shareLink' },
  'shareLink.revoke': { method: 'DELETE', path: '/api/share-links/:id', who: 'gm:shareLink' },

  // ─── crews: the sheet and its lists ────────────────────────────────────────────────────────────
  'crew.create': { method: 'POST', path: '/api/campaigns/:campaignId/crews', who: 'gm:campaign' },
  'crew.sheet': { method: 'GET', path: '/api/crews/:crewId', who: 'reader:crew' },
  'crew.linkSheet': { method: 'GET', path: '/api/share/sheet', who: 'player' },
  'crew.edit': { method: 'PATCH', path: '/api/crews/:crewId', who: 'gm:crew' },
  'crew.delete': { method: 'DELETE', path: '/api/crews/:crewId', who: 'gm:crew' },
  'crew.faction.add': { method: 'POST', path: '/api/crews/:crewId/factions', who: 'gm:crew' },
  'crew.faction.edit': { method: 'PUT', path: '/api/crews/:crewId/factions/:factionId', who: 'gm:crew' },
  'crew.faction.remove': { method: 'DELETE', path: '/api/crews/:crewId/factions/:factionId', who: 'gm:crew' },
  'crew.cohort.add': { method: 'POST', path: '/api/crews/:crewId/cohorts', who: 'gm:crew' },
  'crew.cohort.edit': { method: 'PUT', path: '/api/crews/:crewId/cohorts/:cohortId', who: 'gm:crew' },
  'crew.cohort.remove': { method: 'DELETE', path: '/api/crews/:crewId/cohorts/:cohortId', who: 'gm:crew' },
  'crew.asset.remove': { method: 'DELETE', path: '/api/crews/:crewId/assets/:assetId', who: 'gm:crew' },
  'crew.character.add': { method: 'POST', path: '/api/crews/:crewId/characters', who: 'gm:crew' },
  'crew.character.edit': { method: 'PUT', path: '/api/crews/:crewId/characters/:characterId', who: 'gm:crew' },
  'crew.character.remove': { method: 'DELETE', path: '/api/crews/:crewId/characters/:characterId', who: 'gm:crew' },
  'crew.project.create': { method: 'POST', path: '/api/crews/:crewId/characters/:characterId/projects', who: 'gm:crew' },
  'crew.clock.add': { method: 'POST', path: '/api/crews/:crewId/clocks', who: 'gm:crew' },
  'crew.clock.edit': { method: 'PUT', path: '/api/crews/:crewId/clocks/:clockId', who: 'gm:crew' },
  'crew.clock.remove': { method: 'DELETE', path: '/api/crews/:crewId/clocks/:clockId', who: 'gm:crew' },
  'crew.clock.tick': { method: 'POST', path: '/api/crews/:crewId/clocks/:clockId/tick', who: 'gm:crew' },
  'crew.clock.roll': { method: 'POST', path: '/api/crews/:crewId/clocks/:clockId/roll', who: 'gm:crew' },

  // ─── a crew's history ──────────────────────────────────────────────────────────────────────────
  'crew.undo': { method: 'POST', path: '/api/crews/:crewId/undo', who: 'gm:crew' },
  'crew.revert.preview': { method: 'GET', path: '/api/crews/:crewId/history/:seq/revert', who: 'gm:crew' },
  'crew.revert': { method: 'POST', path: '/api/crews/:crewId/history/:seq/revert', who: 'gm:crew' },
  'crew.redo': { method: 'POST', path: '/api/crews/:crewId/history/:seq/redo', who: 'gm:crew' },
  'crew.history': { method: 'GET', path: '/api/crews/:crewId/history', who: 'reader:crew' },
  'crew.stream': { method: 'GET', path: '/api/crews/:crewId/stream', who: 'reader:crew' },

  // ─── downtime: one route per step of the rules' reducer ────────────────────────────────────────
  'downtime.start': { method: 'POST', path: '/api/crews/:crewId/downtime/start', who: 'gm:crew' },
  'downtime.payoff': { method: 'POST', path: '/api/crews/:crewId/downtime/payoff', who: 'gm:crew' },
  'downtime.heat': { method: 'POST', path: '/api/crews/:crewId/downtime/heat', who: 'gm:crew' },
  'downtime.conflictHeat': { method: 'POST', path: '/api/crews/:crewId/downtime/conflict-heat', who: 'gm:crew' },
  'downtime.jail': { method: 'POST', path: '/api/crews/:crewId/downtime/jail', who: 'gm:crew' },
  'downtime.incarcerationRoll': { method: 'POST', path: '/api/crews/:crewId/downtime/incarceration-roll', who: 'gm:crew' },
  'downtime.incarcerationGains': { method: 'POST', path: '/api/crews/:crewId/downtime/incarceration-gains', who: 'gm:crew' },
  'downtime.release': { method: 'POST', path: '/api/crews/:crewId/downtime/release', who: 'gm:crew' },
  'downtime.entanglementRoll': { method: 'POST', path: '/api/crews/:crewId/downtime/entanglement-roll', who: 'gm:crew' },
  'downtime.entanglementPick': { method: 'POST', path: '/api/crews/:crewId/downtime/entanglement-pick', who: 'gm:crew' },
  'downtime.entanglementReveal': { method: 'POST', path: '/api/crews/:crewId/downtime/entanglements/:entanglementId/reveal', who: 'gm:crew' },
  'downtime.entanglementResolve': { method: 'POST', path: '/api/crews/:crewId/downtime/entanglements/:entanglementId/resolve', who: 'gm:crew' },
  'downtime.advance': { method: 'POST', path: '/api/crews/:crewId/downtime/advance', who: 'gm:crew' },
  'downtime.activity': { method: 'POST', path: '/api/crews/:crewId/downtime/activities', who: 'gm:crew' },
  'downtime.assetSettle': { method: 'POST', path: '/api/crews/:crewId/downtime/asset-settle', who: 'gm:crew' },
  'downtime.overindulgence': { method: 'POST', path: '/api/crews/:crewId/downtime/overindulgence', who: 'gm:crew' },
  'downtime.sinkIntoVice': { method: 'POST', path: '/api/crews/:crewId/downtime/sink-into-vice', who: 'gm:crew' },
  'downtime.returnFromLost': { method: 'POST', path: '/api/crews/:crewId/downtime/return-from-lost', who: 'gm:crew' },
  'downtime.newPurveyor': { method: 'POST', path: '/api/crews/:crewId/downtime/new-purveyor', who: 'gm:crew' },
  'downtime.freePlay': { method: 'POST', path: '/api/crews/:crewId/downtime/free-play', who: 'gm:crew' },
  'downtime.raiseTier': { method: 'POST', path: '/api/crews/:crewId/downtime/raise-tier', who: 'gm:crew' },
  'downtime.changes': { method: 'GET', path: '/api/crews/:crewId/downtime/changes', who: 'reader:crew' },
  'downtime.entanglementOptions': { method: 'GET', path: '/api/crews/:crewId/entanglements/:entanglementId/options', who: 'reader:crew' },

  // ─── odds of the downtime's rolls ──────────────────────────────────────────────────────────────
  'odds.downtime.pool': { method: 'GET', path: '/api/odds/downtime/pool', who: 'signedIn' },
  'odds.downtime.entanglement': { method: 'GET', path: '/api/odds/downtime/entanglement', who: 'signedIn' },
  'odds.downtime.acquireAsset': { method: 'GET', path: '/api/odds/downtime/acquire-asset', who: 'signedIn' },
  'odds.downtime.reduceHeat': { method: 'GET', path: '/api/odds/downtime/reduce-heat', who: 'signedIn' },
  'odds.downtime.project': { method: 'GET', path: '/api/odds/downtime/project', who: 'signedIn' },
  'odds.downtime.recovery': { method: 'GET', path: '/api/odds/downtime/recovery', who: 'signedIn' },
  'odds.downtime.train': { method: 'GET', path: '/api/odds/downtime/train', who: 'signedIn' },
  'odds.downtime.indulgeVice': { method: 'GET', path: '/api/odds/downtime/indulge-vice', who: 'signedIn' },
  'odds.downtime.incarceration': { method: 'GET', path: '/api/odds/downtime/incarceration', who: 'signedIn' },

  // ─── Frostgrave wizards and the underworld debt ledger ─────────────────────────────────────────
  'wizard.create': { method: 'POST', path: '/api/campaigns/:campaignId/wizards', who: 'gm:campaign' },
  'campaign.wizards': { method: 'GET', path: '/api/campaigns/:campaignId/wizards', who: 'gm:campaign' },
  'wizard.sheet': { method: 'GET', path: '/api/wizards/:id', who: 'reader:wizard' },
  'wizard.edit': { method: 'PATCH', path: '/api/wizards/:id', who: 'gm:wizard' },
  'wizard.delete': { method: 'DELETE', path: '/api/wizards/:id', who: 'gm:wizard' },
  'wizard.member.add': { method: 'POST', path: '/api/wizards/:id/warband', who: 'gm:wizard' },
  'wizard.member.edit': { method: 'PATCH', path: '/api/wizards/:id/warband/:memberId', who: 'gm:wizard' },
  'wizard.member.remove': { method: 'DELETE', path: '/api/wizards/:id/warband/:memberId', who: 'gm:wizard' },
  'wizard.favour': { method: 'POST', path: '/api/wizards/:id/favours', who: 'gm:wizard' },
  'wizard.hiredMuscleSettle': { method: 'POST', path: '/api/wizards/:id/hired-muscle/settle', who: 'gm:wizard' },
  'wizard.payOff': { method: 'POST', path: '/api/wizards/:id/pay-off', who: 'gm:wizard' },
  'wizard.collection': { method: 'POST', path: '/api/wizards/:id/collections', who: 'gm:wizard' },
  'collection.read': { method: 'GET', path: '/api/collections/:id', who: 'gm:collection' },
  'collection.sale': { method: 'POST', path: '/api/collections/:id/sale', who: 'gm:collection' },
  'collection.help': { method: 'POST', path: '/api/collections/:id/help', who: 'gm:collection' },
  'wizard.ledger': { method: 'GET', path: '/api/wizards/:id/ledger', who: 'reader:wizard' },
  'wizard.stream': { method: 'GET', path: '/api/wizards/:id/stream', who: 'reader:wizard' },
  'wizard.undo': { method: 'POST', path: '/api/wizards/:id/undo', who: 'gm:wizard' },
  'wizard.revert.preview': { method: 'GET', path: '/api/wizards/:id/history/:seq/revert', who: 'gm:wizard' },
  'wizard.revert': { method: 'POST', path: '/api/wizards/:id/history/:seq/revert', who: 'gm:wizard' },
  'wizard.redo': { method: 'POST', path: '/api/wizards/:id/history/:seq/redo', who: 'gm:wizard' },
  'odds.debt': { method: 'GET', path: '/api/odds/debt', who: 'signedIn' },
  'odds.intimidation': { method: 'GET', path: '/api/odds/intimidation', who: 'signedIn' },

  // ─── the campaign's dice ───────────────────────────────────────────────────────────────────────
  'roll.d6': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/d6', who: 'gm:campaign' },
  'roll.fortune': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/fortune', who: 'gm:campaign' },
  'roll.d12': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/d12', who: 'gm:campaign' },
  'roll.fearTest': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/fear-test', who: 'gm:campaign' },
  'roll.d100': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/d100', who: 'gm:campaign' },
  'roll.d100Opposition': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/d100-opposition', who: 'gm:campaign' },
  'roll.d100Group': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/d100-group', who: 'gm:campaign' },
  'roll.d20': { method: 'POST', path: '/api/campaigns/:campaignId/rolls/d20', who: 'gm:campaign' },
  'campaign.rolls': { method: 'GET', path: '/api/campaigns/:campaignId/rolls', who: 'reader:campaign' },
  'roll.read': { method: 'GET', path: '/api/rolls/:id', who: 'reader:roll' },
  'roll.undo': { method: 'POST', path: '/api/rolls/:id/undo', who: 'gm:roll' },
  'roll.giveOfOneself': { method: 'POST', path: '/api/rolls/:id/give-of-oneself', who: 'gm:roll' },
  'roll.reroll': { method: 'POST', path: '/api/rolls/:id/reroll', who: 'gm:roll' },
  'roll.critical': { method: 'POST', path: '/api/rolls/:id/critical', who: 'gm:roll' },
  'roll.fearResolution': { method: 'POST', path: '/api/rolls/:id/fear-resolution', who: 'gm:roll' },
  'odds.d6': { method: 'GET', path: '/api/odds/d6', who: 'signedIn' },
  'odds.fortune': { method: 'GET', path: '/api/odds/fortune', who: 'signedIn' },
  'odds.d12': { method: 'GET', path: '/api/odds/d12', who: 'signedIn' },
  'odds.d12Giving': { method: 'GET', path: '/api/odds/d12-giving', who: 'signedIn' },
  'odds.d12Reroll': { method: 'GET', path: '/api/odds/d12-reroll', who: 'signedIn' },
  'odds.d12Fear': { method: 'GET', path: '/api/odds/d12-fear', who: 'signedIn' },
  'odds.d100': { method: 'GET', path: '/api/odds/d100', who: 'signedIn' },
  'odds.d100Opposition': { method: 'GET', path: '/api/odds/d100-opposition', who: 'signedIn' },
  'odds.d100Group': { method: 'GET', path: '/api/odds/d100-group', who: 'signedIn' },
  // ─── players acting from their phones: proposals, roll requests, their own texts ──────────────
  'crew.proposals': { method: 'GET', path: '/api/crews/:crewId/proposals', who: 'reader:crew' },
  'proposal.create': { method: 'POST', path: '/api/crews/:crewId/characters/:characterId/proposals', who: 'character:character' },
  'proposal.withdraw': { method: 'POST', path: '/api/proposals/:id/withdraw', who: 'character:proposal' },
  'proposal.approve': { method: 'POST', path: '/api/proposals/:id/approve', who: 'gm:proposal' },
  'proposal.decline': { method: 'POST', path: '/api/proposals/:id/decline', who: 'gm:proposal' },
  'crew.rollRequests': { method: 'GET', path: '/api/crews/:crewId/roll-requests', who: 'reader:crew' },
  'rollRequest.create': { method: 'POST', path: '/api/crews/:crewId/roll-requests', who: 'gm:crew' },
  'rollRequest.cancel': { method: 'POST', path: '/api/roll-requests/:id/cancel', who: 'gm:rollRequest' },
  'rollRequest.roll': { method: 'POST', path: '/api/roll-requests/:id/roll', who: 'character:rollRequest' },
  'character.texts': { method: 'PUT', path: '/api/crews/:crewId/characters/:characterId/texts', who: 'character:character' },
  'd12.damage': { method: 'POST', path: '/api/crews/:crewId/characters/:characterId/d12/damage', who: 'gm:crew' },
  'd12.rest': { method: 'POST', path: '/api/crews/:crewId/characters/:characterId/d12/rest', who: 'gm:crew' },
  'd12.comfort': { method: 'POST', path: '/api/crews/:crewId/characters/:characterId/d12/comfort', who: 'gm:crew' },
  'd12.milestone': { method: 'POST', path: '/api/crews/:crewId/characters/:characterId/d12/milestone', who: 'gm:crew' },

  // ─── d100 complex actions ──────────────────────────────────────────────────────────────────────
  'complexAction.create': { method: 'POST', path: '/api/campaigns/:campaignId/complex-actions', who: 'gm:campaign' },
  'campaign.complexActions': { method: 'GET', path: '/api/campaigns/:campaignId/complex-actions', who: 'reader:campaign' },
  'complexAction.read': { method: 'GET', path: '/api/complex-actions/:id', who: 'reader:complexAction' },
  'complexAction.undo': { method: 'POST', path: '/api/complex-actions/:id/undo', who: 'gm:complexAction' },
  'complexAction.steps': { method: 'GET', path: '/api/complex-actions/:id/steps', who: 'gm:complexAction' },
  'complexAction.revert.preview': { method: 'GET', path: '/api/complex-actions/:id/history/:seq/revert', who: 'gm:complexAction' },
  'complexAction.revert': { method: 'POST', path: '/api/complex-actions/:id/history/:seq/revert', who: 'gm:complexAction' },
  'complexAction.redo': { method: 'POST', path: '/api/complex-actions/:id/history/:seq/redo', who: 'gm:complexAction' },
  'complexAction.roll': { method: 'POST', path: '/api/complex-actions/:id/roll', who: 'gm:complexAction' },
  'complexAction.opposedRoll': { method: 'POST', path: '/api/complex-actions/:id/opposed-roll', who: 'gm:complexAction' },
  'complexAction.groupRoll': { method: 'POST', path: '/api/complex-actions/:id/group-roll', who: 'gm:complexAction' },
  'complexAction.odds': { method: 'GET', path: '/api/complex-actions/:id/odds', who: 'reader:complexAction' },

  // ─── backups ───────────────────────────────────────────────────────────────────────────────────
  'campaign.export': { method: 'GET', path: '/api/campaigns/:campaignId/export', who: 'gm:campaign' },
  'campaign.import': { method: 'POST', path: '/api/campaigns/import', who: 'gm' },
  'backup.create': { method: 'POST', path: '/api/backup', who: 'gm' },
  'backups': { method: 'GET', path: '/api/backups', who: 'gm' },
} as const satisfies Readonly<Record<string, Endpoint>>;

/** A route's name in the table. */
export type RouteName = keyof typeof endpoints;

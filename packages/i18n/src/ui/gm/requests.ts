import type { Catalog } from '../../message';

/**
 * The GM's roll requests (issue 36): asking a player for a roll from the dice tools, following
 * and cancelling them; what the campaign lets players do (settings); what a character's link
 * may do (share links). See ui.ts for how to add keys.
 */

type Section = Catalog;

export const requests = {
  'requests.title': { fr: 'Jets demandés', en: 'Requested rolls' },
} as const satisfies Section;

import type { Catalog } from '../../message';

/**
 * The GM's side of players acting from their phones (issue 36): the proposals on the activities
 * step (approve, edit then approve, decline with a reason), the roll requests the GM makes and
 * follows, what the campaign lets players do (settings). See ui.ts for how to add keys.
 */

type Section = Catalog;

export const proposals = {
  'proposals.title': { fr: 'Propositions des joueurs', en: 'Players’ proposals' },
} as const satisfies Section;

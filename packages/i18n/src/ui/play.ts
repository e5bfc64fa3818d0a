import type { Catalog } from '../message';

/**
 * What a player does from their phone for their own character (issue 36): proposing a downtime
 * activity with its odds, following their proposals, rolling when the GM asks, keeping their
 * character's texts. Loaded with the phone's lazy « my actions » chunk, never with the sheet's
 * first paint. See ui.ts for how to add keys.
 */

type Section = Catalog;

export const play = {
  'play.title': { fr: 'Mes actions', en: 'My actions' },
} as const satisfies Section;

import type { Catalog } from '../message';

/**
 * The player's phone (issue 36): the rolls the GM asks of their character (with the odds and a
 * Roll button) and their character's own texts. Loaded with the phone's lazy « my actions »
 * chunk. See ui.ts for how to add keys.
 */

type Section = Catalog;

export const playRequests = {
  'play.requests.title': { fr: 'Jets demandés par le MJ', en: 'Rolls the GM asks for' },
} as const satisfies Section;

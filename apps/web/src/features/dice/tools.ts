import type { GameSystem } from '../../lib/systems';

/** The dice tools, each of one game system: the dice page's cards and its navigation show the campaign's. */
export const DICE_TOOLS = [
  { href: '/dice/d6', system: 'downtime', navKey: 'dice.nav.d6', titleKey: 'd6.title', aboutKey: 'dice.about.d6' },
  { href: '/dice/d12', system: 'd12', navKey: 'dice.nav.d12', titleKey: 'd12.title', aboutKey: 'dice.about.d12' },
  { href: '/dice/d100', system: 'd100', navKey: 'dice.nav.d100', titleKey: 'd100.title', aboutKey: 'dice.about.d100' },
  { href: '/dice/complex', system: 'd100', navKey: 'dice.nav.complex', titleKey: 'd100.complex.list', aboutKey: 'dice.about.complex' },
] as const satisfies readonly { href: string; system: GameSystem; navKey: string; titleKey: string; aboutKey: string }[];

/** The game systems that have a dice tool: the dice page is in the menu when the campaign plays one. */
export const DICE_SYSTEMS: readonly GameSystem[] = [...new Set(DICE_TOOLS.map((tool) => tool.system))];

/**
 * The game systems this engine knows, each a seed text of its own: the d6 crew and its downtime
 * (D, P, H, I, E, A, V), the d12 system (T), the d100 system (C) and Frostgrave's underworld debt
 * (F). A campaign plays some of them; what it does not play, its screens do not show.
 */
export const GAME_SYSTEMS = ['downtime', 'd12', 'd100', 'frostgrave'] as const;
export type GameSystem = (typeof GAME_SYSTEMS)[number];

/**
 * The crew sheet's bounds, as plain numbers in a module that imports nothing: the players' phone
 * sheet draws its gauges with them, and importing them must not bring any rule's code along (the
 * rules package is tree-shaken per module). Each is re-exported by the mechanic it belongs to
 * (heat/heat.ts, crew/crew.ts, model/crew.ts), which is where the rest of the engine reads them.
 */

/** H3: « Lorsque la bande atteint 10 points de raffut, elle gagne un niveau d’avis de recherche ». */
export const HEAT_PER_WANTED = 10;
/** H3 (Interpretation): the wanted level is capped at 4. */
export const MAX_WANTED = 4;
/** H3: the heat gauge once settled, 0–9 (10 turns into a wanted level). */
export const MAX_SETTLED_HEAT = HEAT_PER_WANTED - 1;

/** The highest tier (the model's 0–4, written I–IV; 0 for a starting crew). Factions use the same scale. */
export const MAX_CREW_TIER = 4;

/** Faction status (« relations »), −3..+3. */
export const MIN_STATUS = -3;
export const MAX_STATUS = 3;

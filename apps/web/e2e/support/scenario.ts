/**
 * The crew used by several tests, as the GM would set it up on the crew screen: Ma bande, tier I,
 * a faction and two PCs with what the downtime activities need (skills, an attribute with circles,
 * a vice, a harm to heal).
 */
export const CREW = { tier: 1, hold: 'strong', rep: 3, coin: 4, heat: 2, wanted: 0, claims: ['Le Marché aux Puces'] } as const;
export const FACTION = { name: 'Les Lampions', tier: 2, status: 0 } as const;
export const NYX = {
  name: 'Nyx',
  skills: { hunt: 2, tinker: 1, consort: 1 },
  attributes: { insight: { max: 3, current: 1 } },
  vice: { kind: 'gambling', purveyor: 'Mama Cou', tapped: false },
} as const;
export const VALE = {
  name: 'Vale',
  skills: { consort: 2, sway: 1 },
  attributes: { prowess: { max: 3, current: 3 } },
  harm: [{ level: 2, description: 'Broken ribs' }],
} as const;

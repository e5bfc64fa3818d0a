import type { Character } from '../model/character';
import type { Crew, Faction } from '../model/crew';
import type { WarbandMember, Wizard } from '../model/frostgrave';
import type { RuleDeps } from '../core/deps';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { scriptedRoller, seededRoller } from '../dice/roller';
import type { Outcome } from '../core/outcome';
import { applyWizardEvent, type AppliedWizardEvent, type WizardState } from '../debt/events';

/** Factories shared by tests, the API's seed and benchmarks. */
export function makeCharacter(overrides: Partial<Character> = {}): Character {
  return {
    id: 'pc-1',
    name: 'Arlette',
    status: 'active',
    attributes: {
      insight: { max: 4, current: 2 },
      prowess: { max: 4, current: 3 },
      resolve: { max: 4, current: 4 },
    },
    skills: { hunt: 1, study: 2, skirmish: 1, sway: 0, surgery: 0 },
    harm: [],
    trauma: [],
    vice: { kind: 'gambling', purveyor: 'La Roue', tapped: false },
    load: 3,
    coin: 0,
    pools: {
      body: { value: 5, pool: 5 },
      mind: { value: 5, pool: 5 },
      soul: { value: 5, pool: 5 },
    },
    traits: [
      { name: 'Crocheteuse', rating: 2 },
      { name: 'Bagarreuse', rating: 1 },
      { name: 'Beau parleur', rating: 1 },
    ],
    comfort: { name: 'Médaillon', lost: false },
    fear: 'Les noyés',
    destiny: 1,
    healing: { id: 'healing-pc-1', name: 'healing', segments: 4, filled: 0 },
    projects: [],
    ...overrides,
  };
}

export function makeFaction(overrides: Partial<Faction> = {}): Faction {
  return { id: 'f-1', name: 'Les Lampions', tier: 2, status: 0, ...overrides };
}

export function makeCrew(overrides: Partial<Crew> = {}): Crew {
  return {
    id: 'crew-1',
    name: 'Les Corbeaux',
    tier: 1,
    hold: 'strong',
    rep: 0,
    coin: 2,
    heat: 0,
    wanted: 0,
    atWar: false,
    claims: ['Repaire'],
    prisonClaims: [],
    unpaidTithes: [],
    pendingEntanglements: [],
    factions: [makeFaction()],
    cohorts: [],
    assets: [],
    characters: [makeCharacter()],
    ...overrides,
  };
}

/** A warband member, unhurt unless told. */
export function makeMember(member: Omit<WarbandMember, 'injuries'> & Partial<Pick<WarbandMember, 'injuries'>>): WarbandMember {
  return { injuries: [], ...member };
}

export function makeWizard(overrides: Partial<Wizard> = {}): Wizard {
  return {
    id: 'wiz-1',
    name: 'Maelis',
    level: 5,
    gold: 300,
    markers: 0,
    warband: [
      makeMember({ id: 'w', name: 'Maelis', role: 'wizard', baseCost: 0, will: 4 }),
      makeMember({ id: 'a', name: 'Tobin', role: 'apprentice', baseCost: 200, will: 2 }),
      makeMember({ id: 's1', name: 'Thug', role: 'soldier', baseCost: 20, will: -1 }),
      makeMember({ id: 's2', name: 'Archer', role: 'soldier', baseCost: 50, will: 0 }),
      makeMember({ id: 's3', name: 'Knight', role: 'soldier', baseCost: 100, will: 1 }),
    ],
    hiredMuscle: [],
    ...overrides,
  };
}

/** An applied wizard event, failing the test on a refusal. */
export function appliedWizardEvent(out: Outcome<AppliedWizardEvent>): AppliedWizardEvent {
  if (!out.ok) throw new Error(`refused: ${out.error.rule} ${out.error.code}`);
  return out.value;
}

/** The state a new wizard starts from (its creation applied). */
export function createdWizardState(overrides: Partial<Wizard> = {}): WizardState {
  return appliedWizardEvent(applyWizardEvent(null, { type: 'wizard_created', wizard: makeWizard(overrides) }, scripted([]))).state;
}

/** Deps with dice scripted in order (throws when a test scripts too few). */
export function scripted(dice: readonly number[], table: Partial<TableRules> = {}): RuleDeps {
  return { roller: scriptedRoller(dice), table: { ...DEFAULT_TABLE_RULES, ...table } };
}

/** Deps with a seeded roller, for simulations. */
export function seeded(seed: number, table: Partial<TableRules> = {}): RuleDeps {
  return { roller: seededRoller(seed), table: { ...DEFAULT_TABLE_RULES, ...table } };
}

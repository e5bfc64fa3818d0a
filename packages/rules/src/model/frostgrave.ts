/** Frostgrave warband and underworld ledger (seed 002). */
export type WarbandRole = 'wizard' | 'apprentice' | 'captain' | 'soldier' | 'hired_muscle';

/** What gave a permanent injury: the seeds give one, F6 19-20 « Faire un exemple ». */
export type InjuryCause = 'debt_example';

export const INJURY_CAUSES: readonly InjuryCause[] = ['debt_example'];

/** A permanent injury the member carries (its effect is Frostgrave's own table, not the seeds'). */
export interface PermanentInjury {
  readonly cause: InjuryCause;
  /** The F6 collection whose beating gave it. */
  readonly collectionId: string;
}

export interface WarbandMember {
  readonly id: string;
  readonly name: string;
  readonly role: WarbandRole;
  /** Base cost in gc (F6 "a little help" sums these). */
  readonly baseCost: number;
  /** Will stat, used when the member is the target of an intimidation (F3). */
  readonly will: number;
  /** Permanent injuries, oldest first (F6 19-20 puts them here; members kept before have none). */
  readonly injuries: readonly PermanentInjury[];
}

export type HiredMuscleKind = 'bandit' | 'thief' | 'trap_expert' | 'assassin' | 'barber_surgeon' | 'treasure_hunter';

export interface HiredMuscle {
  readonly id: string;
  readonly kind: HiredMuscleKind;
}

export interface Wizard {
  readonly id: string;
  readonly name: string;
  readonly level: number;
  /** Gold in the vault (gc). */
  readonly gold: number;
  /** Underworld debt markers in the vault (F1: never more than the level). */
  readonly markers: number;
  readonly warband: readonly WarbandMember[];
  readonly hiredMuscle: readonly HiredMuscle[];
}

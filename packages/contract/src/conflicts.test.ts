import { describe, expectTypeOf, it } from 'vitest';
import type { CampaignView, ConflictCurrent, ConflictRoute, CrewSheetView, WizardView } from './index';

/** The routes whose 409 `current` no rule of conflicts.ts names. */
type Unnamed = { [N in ConflictRoute]: [ConflictCurrent<N>] extends [never] ? N : never }[ConflictRoute];

describe('a 409’s current, by route', () => {
  it('is named for every route whose errors list a 409', () => {
    expectTypeOf<Unnamed>().toBeNever();
  });

  it('is the resource the route writes', () => {
    expectTypeOf<ConflictCurrent<'campaign.edit'>>().toEqualTypeOf<CampaignView>();
    expectTypeOf<ConflictCurrent<'downtime.payoff'>>().toEqualTypeOf<CrewSheetView>();
    expectTypeOf<ConflictCurrent<'collection.sale'>>().toEqualTypeOf<WizardView>();
    // A route that never answers 409 has no `current`: a read, the odds of a step included.
    expectTypeOf<'campaign.current'>().not.toExtend<ConflictRoute>();
    expectTypeOf<'odds.downtime.train'>().not.toExtend<ConflictRoute>();
  });
});

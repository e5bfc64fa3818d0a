// The web's answers are the contract's (a change of an answer's schema in the API breaks here, and
// wherever the web reads the field): checked by `tsc`, run by vitest.
import type {
  CampaignView,
  CollectionView as ContractCollectionView,
  CrewEvent,
  CrewSheetView,
  CrewStepAnswer,
  FavourView as ContractFavourView,
  LedgerStep as ContractLedgerStep,
  LedgerView as ContractLedgerView,
  RollView,
  WarbandMemberView as ContractWarbandMemberView,
  WizardUndoAnswer,
  WizardView as ContractWizardView,
} from '@temps-mort/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { CollectionView, FavourView, LedgerStep, LedgerView, WarbandMemberView, WizardUndoAnswer as UndoAnswer, WizardView } from '../features/debt/api';
import type { StepAnswer } from '../features/downtime/api';
import type { Campaign } from '../lib/campaign';
import type { CrewRoll, CrewSheet } from '../lib/crew';
import type { HistoryEvent } from '../lib/history';

describe('the web reads the contract’s answers', () => {
  it('uses the contract’s types, not copies', () => {
    expectTypeOf<CrewSheet>().toExtend<CrewSheetView>();
    expectTypeOf<Omit<CrewSheet, 'receivedAt' | 'seq'>>().toEqualTypeOf<Omit<CrewSheetView, never>>();
    expectTypeOf<HistoryEvent>().toEqualTypeOf<CrewEvent>();
    expectTypeOf<StepAnswer>().toEqualTypeOf<CrewStepAnswer>();
    expectTypeOf<CrewRoll>().toEqualTypeOf<RollView>();
    expectTypeOf<Campaign>().toEqualTypeOf<CampaignView>();
    expectTypeOf<WizardView>().toEqualTypeOf<ContractWizardView>();
    expectTypeOf<WarbandMemberView>().toEqualTypeOf<ContractWarbandMemberView>();
    expectTypeOf<FavourView>().toEqualTypeOf<ContractFavourView>();
    expectTypeOf<CollectionView>().toEqualTypeOf<ContractCollectionView>();
    expectTypeOf<LedgerStep<FavourView>>().toEqualTypeOf<ContractLedgerStep<ContractFavourView>>();
    expectTypeOf<LedgerView>().toEqualTypeOf<ContractLedgerView>();
    expectTypeOf<UndoAnswer>().toEqualTypeOf<WizardUndoAnswer>();
  });
});

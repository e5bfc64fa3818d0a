/**
 * What a 409's `current` is, by route: the resource the write named a stale version of, as it is
 * now (the API's `ConflictError(current)` throws, apps/api/src/domain/…). The error body's schema
 * (./errors.ts `conflictSchema`) cannot say which resource; the route's name does. Types only.
 */
import type { AccountConflict } from './accounts';
import type { CampaignView } from './campaign';
import type { ComplexActionView } from './complexActions';
import type { CrewSheetView } from './crew';
import type { ProposalView, RollRequestView } from './players';
import type { RollView } from './rolls';
import type { routeTable } from './routes/index';
import type { WizardView } from './wizards';

type Table = typeof routeTable;

/** The routes whose errors list a 409. */
export type ConflictRoute = { [N in keyof Table]: 409 extends Table[N]['errors'][number] ? N : never }[keyof Table];

/**
 * Route `N`'s 409 `current`: the crew's sheet for a crew write (a downtime step, a d12 effect), the
 * wizard for a ledger write, the tracker for a complex action's, the campaign for its edit. A d12
 * roll's follow-up has two versions to be stale on: its crew's (a linked roll) and the roll's own;
 * a proposal's approval, the crew's and the proposal's (decided meanwhile). The accounts' routes
 * name no version: their 409 says which field is taken, or why the change cannot be.
 */
export type ConflictCurrent<N extends ConflictRoute> = N extends 'account.edit' | 'campaign.member.remove' | 'invite.accept'
  ? AccountConflict
  : N extends 'backup.create' | 'backups'
  ? { readonly database: 'postgresql'; readonly tool: 'pg_dump' }
  : N extends 'campaign.edit'
  ? CampaignView
  : N extends 'proposal.approve'
    ? CrewSheetView | ProposalView
    : N extends `proposal.${string}`
      ? ProposalView
      : N extends `rollRequest.${string}`
        ? RollRequestView
        : N extends `wizard.${string}` | `collection.${string}`
          ? WizardView
          : N extends `complexAction.${string}`
            ? ComplexActionView
            : N extends `roll.${string}`
              ? CrewSheetView | RollView
              : N extends `crew.${string}` | `downtime.${string}` | `d12.${string}` | 'character.texts'
                ? CrewSheetView
                : never;

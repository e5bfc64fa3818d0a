/**
 * Every route of the app. The player's crew sheet (`/s/:token`; links of older versions `/share#token=…`) is part of the
 * entry chunk so a phone needs no extra JS request; every GM screen is its own lazy chunk.
 *
 * | path | screen | feature folder (who fills it) |
 * | --- | --- | --- |
 * | `/` | GM home: campaign, crews; first run: which systems the table plays (401 → /signin, or the device's player sheet) | features/campaign/HomeRoute |
 * | `/signin` | sign-in (the account's name when the server has several, the passphrase), explains the one-time link | features/auth/SignInRoute |
 * | `/campaigns` | « Mes campagnes »: the GM's campaigns, open one, a new one, archived ones; the server's owner invites GMs | features/accounts/CampaignsRoute |
 * | `/account` | « Mon compte »: the account's name, its passphrase | features/accounts/AccountRoute |
 * | `/invite` | an invitation (`#<token>`): who invites to what, make the account or join with one | features/accounts/InviteRoute |
 * | `/crews/new` | a new crew (name, tier, hold), then its page in edit mode | features/crew/setup/NewCrewRoute |
 * | `/crews/:id` | GM crew page (live sheet + the GM's actions; `?edit=1`: setup and editing forms) | features/crew/GmCrewRoute |
 * | `/crews/:id/downtime` | downtime walkthrough; beside every step, the heat after a conflict (H4) | features/downtime/DowntimeRoute |
 * | `/crews/:id/history` | events and rolls | features/history/HistoryRoute |
 * | `/crews/:id/between` | between game nights: the factions' open clocks, their tier rolls with the odds before, hand ticks, reveals, undo | features/clocks/BetweenNightsRoute |
 * | `/history` | the campaign's one history (crews, complex actions, dice) | features/history/CampaignHistoryRoute |
 * | `/wizards` | Frostgrave ledger: the wizards, a new one | features/debt/WizardsRoute |
 * | `/wizards/:id` | one wizard's ledger (favours, pay-off, collection walk, history) | features/debt/WizardRoute |
 * | `/dice` | dice tools: links and the campaign's last rolls | features/dice/DiceRoute |
 * | `/dice/d6` | d6 action roll (a pool, keep the highest) and fortune roll (moved by quality), with the server's odds | features/dice/D6Route |
 * | `/dice/d12` | d12 actions (a PC or a typed pool), follow-ups, fear test, damage, comfort lost/found, rest, milestones | features/dice/D12Route |
 * | `/dice/d100` | d100 simple test, opposition, group action | features/dice/D100Route |
 * | `/dice/complex`, `/dice/complex/:id` | complex actions: list and new; one tracker | features/dice/ComplexActions(Route) |
 * | `/settings` | table rules, share links, export/import, backup, co-GMs, deleting the campaign | features/campaign/SettingsRoute |
 * | `/s/:token`, `/share`, `/s` | the players' read-only crew sheet | features/crew/PlayerSheetRoute (eager) |
 *
 * A new screen: `features/<feature>/<Name>Route.tsx` with a default export taking `RouteProps`,
 * one `lazy()` line and one entry below (more specific paths first).
 */
import { lazy, Suspense } from 'react';
import { PlayerSheetRoute } from '../features/crew/PlayerSheetRoute';
import { Loading } from '../components/Loading';
import { Routes, type RouteDef } from '../lib/router';
import { NotFound } from './NotFound';

const HomeRoute = lazy(() => import('../features/campaign/HomeRoute'));
const SignInRoute = lazy(() => import('../features/auth/SignInRoute'));
const GmCrewRoute = lazy(() => import('../features/crew/GmCrewRoute'));
const NewCrewRoute = lazy(() => import('../features/crew/setup/NewCrewRoute'));
const DowntimeRoute = lazy(() => import('../features/downtime/DowntimeRoute'));
const HistoryRoute = lazy(() => import('../features/history/HistoryRoute'));
const BetweenNightsRoute = lazy(() => import('../features/clocks/BetweenNightsRoute'));
const CampaignHistoryRoute = lazy(() => import('../features/history/CampaignHistoryRoute'));
const WizardsRoute = lazy(() => import('../features/debt/WizardsRoute'));
const WizardRoute = lazy(() => import('../features/debt/WizardRoute'));
const DiceRoute = lazy(() => import('../features/dice/DiceRoute'));
const D6Route = lazy(() => import('../features/dice/D6Route'));
const D12Route = lazy(() => import('../features/dice/D12Route'));
const D100Route = lazy(() => import('../features/dice/D100Route'));
const ComplexActionsRoute = lazy(() => import('../features/dice/ComplexActionsRoute'));
const ComplexActionRoute = lazy(() => import('../features/dice/ComplexActionRoute'));
const SettingsRoute = lazy(() => import('../features/campaign/SettingsRoute'));
const CampaignsRoute = lazy(() => import('../features/accounts/CampaignsRoute'));
const AccountRoute = lazy(() => import('../features/accounts/AccountRoute'));
const InviteRoute = lazy(() => import('../features/accounts/InviteRoute'));

export const ROUTES: readonly RouteDef[] = [
  { path: '/', component: HomeRoute },
  { path: '/signin', component: SignInRoute },
  { path: '/campaigns', component: CampaignsRoute },
  { path: '/account', component: AccountRoute },
  { path: '/invite', component: InviteRoute },
  { path: '/crews/new', component: NewCrewRoute },
  { path: '/crews/:id', component: GmCrewRoute },
  { path: '/crews/:id/downtime', component: DowntimeRoute },
  { path: '/crews/:id/history', component: HistoryRoute },
  { path: '/crews/:id/between', component: BetweenNightsRoute },
  { path: '/history', component: CampaignHistoryRoute },
  { path: '/wizards', component: WizardsRoute },
  { path: '/wizards/:id', component: WizardRoute },
  { path: '/dice', component: DiceRoute },
  { path: '/dice/d6', component: D6Route },
  { path: '/dice/d12', component: D12Route },
  { path: '/dice/d100', component: D100Route },
  { path: '/dice/complex', component: ComplexActionsRoute },
  { path: '/dice/complex/:id', component: ComplexActionRoute },
  { path: '/settings', component: SettingsRoute },
  { path: '/s/:token', component: PlayerSheetRoute },
  { path: '/s', component: PlayerSheetRoute },
  { path: '/share', component: PlayerSheetRoute },
];

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes routes={ROUTES} fallback={NotFound} />
    </Suspense>
  );
}

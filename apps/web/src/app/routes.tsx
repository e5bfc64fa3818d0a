/**
 * Every route of the app. The player's crew sheet (`/s/:token`, `/share#token=…`) is part of the
 * entry chunk so a phone needs no extra JS request; every GM screen is its own lazy chunk.
 *
 * | path | screen | feature folder (who fills it) |
 * | --- | --- | --- |
 * | `/` | GM home: campaign, crews (401 → /signin, or the device's player sheet) | features/campaign/HomeRoute |
 * | `/signin` | passphrase sign-in, explains the one-time link | features/auth/SignInRoute |
 * | `/crews/:id` | GM crew page (live sheet + the GM's actions) | features/crew/GmCrewRoute |
 * | `/crews/:id/downtime` | downtime walkthrough | features/downtime/DowntimeRoute |
 * | `/crews/:id/history` | events and rolls | features/history/HistoryRoute |
 * | `/wizards` | Frostgrave ledger | features/debt/WizardsRoute |
 * | `/dice` | d12 and d100 tools | features/dice/DiceRoute |
 * | `/settings` | table rules, share links, export/import, backup | features/campaign/SettingsRoute |
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
const DowntimeRoute = lazy(() => import('../features/downtime/DowntimeRoute'));
const HistoryRoute = lazy(() => import('../features/history/HistoryRoute'));
const WizardsRoute = lazy(() => import('../features/debt/WizardsRoute'));
const DiceRoute = lazy(() => import('../features/dice/DiceRoute'));
const SettingsRoute = lazy(() => import('../features/campaign/SettingsRoute'));

export const ROUTES: readonly RouteDef[] = [
  { path: '/', component: HomeRoute },
  { path: '/signin', component: SignInRoute },
  { path: '/crews/:id', component: GmCrewRoute },
  { path: '/crews/:id/downtime', component: DowntimeRoute },
  { path: '/crews/:id/history', component: HistoryRoute },
  { path: '/wizards', component: WizardsRoute },
  { path: '/dice', component: DiceRoute },
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

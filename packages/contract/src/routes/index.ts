/**
 * The route table: every route's shapes by name (each area's in its own module), the names those
 * of ./endpoints.ts. The API serves each from here (apps/api/src/http/route.ts `serve`); the web's
 * client takes its input and answer types from here (`import type` only: the schemas stay out of
 * the web's bundle).
 */
import { accountRoutes } from './accounts';
import { authRoutes } from './auth';
import { backupRoutes } from './backups';
import { campaignRoutes } from './campaign';
import { complexActionRoutes } from './complexActions';
import { crewRoutes } from './crews';
import { downtimeRoutes } from './downtime';
import { historyRoutes } from './history';
import { playerRoutes } from './players';
import { rollRoutes } from './rolls';
import type { RouteTable } from './route';
import { shareLinkRoutes } from './shareLinks';
import { wizardRoutes } from './wizards';

export const routeTable = {
  ...authRoutes,
  ...accountRoutes,
  ...campaignRoutes,
  ...shareLinkRoutes,
  ...crewRoutes,
  ...downtimeRoutes,
  ...historyRoutes,
  ...wizardRoutes,
  ...rollRoutes,
  ...complexActionRoutes,
  ...backupRoutes,
  ...playerRoutes,
} as const satisfies RouteTable;

export * from './endpoint';
export * from './endpoints';
export * from './route';

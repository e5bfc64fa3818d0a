/**
 * The downtime's steps, their odds, what the last downtime changed, an entanglement's options.
 * The steps and the odds are made from their lists (../downtime.ts `DOWNTIME_STEP_ROUTES`,
 * ../odds.ts `DOWNTIME_ODDS`), each entry naming its route.
 */
import { crewStepSchema, entanglementOptionsRoute } from '../crewWrites';
import { downtimeChangesRoute } from '../crewHistory';
import { DOWNTIME_STEP_ROUTES, stepBodySchema, stepParams, type DowntimeStepRoute, type StepBodySchema, type StepParamsSchema } from '../downtime';
import { DOWNTIME_ODDS, downtimeOddsQuery } from '../odds';
import type { RouteTablePart } from './route';

// ─── the steps: POST /api/crews/:crewId/downtime/<path> ─────────────────────────────────────────

type StepRoute = (typeof DOWNTIME_STEP_ROUTES)[number];

/**
 * What a step may answer besides its success: a malformed request or a body over the limit, who
 * may call it, an unknown crew, character or entanglement (or a campaign without downtime), a stale
 * version (the crew's sheet as it is now), the rules' refusal.
 */
const stepErrors = [400, 401, 403, 404, 409, 413, 422] as const;

interface StepShapes<R extends DowntimeStepRoute> {
  readonly tags: readonly ['downtime'];
  readonly summary: string;
  readonly description: string;
  readonly params: StepParamsSchema<R>;
  readonly body: StepBodySchema<R>;
  readonly answer: typeof crewStepSchema;
  readonly errors: typeof stepErrors;
}

function stepShapes<R extends DowntimeStepRoute>(route: R): StepShapes<R> {
  return {
    tags: ['downtime'],
    summary: route.summary,
    description: `Applies a \`${route.type}\` event to the crew's history.`,
    params: stepParams(route),
    body: stepBodySchema(route),
    answer: crewStepSchema,
    errors: stepErrors,
  };
}

const stepRoutes = Object.fromEntries(DOWNTIME_STEP_ROUTES.map((route) => [route.name, stepShapes(route)])) as {
  readonly [R in StepRoute as R['name']]: StepShapes<R>;
};

// ─── the odds: GET /api/odds/downtime/<key> ─────────────────────────────────────────────────────

type OddsEntry = (typeof DOWNTIME_ODDS)[keyof typeof DOWNTIME_ODDS];

/**
 * Odds only read: a malformed query, no caller, and (read with the caller's campaign's table rules)
 * that campaign gone — save a pool's bands, which no table rule changes: no campaign read.
 */
type OddsErrors<E extends OddsEntry> = E extends { readonly name: 'odds.downtime.pool' } ? readonly [400, 401] : readonly [400, 401, 404];

interface OddsShapes<E extends OddsEntry> {
  readonly tags: readonly ['rolls'];
  readonly summary: string;
  readonly query: ReturnType<typeof downtimeOddsQuery<E['query']>>;
  readonly answer: E['answer'];
  readonly errors: OddsErrors<E>;
}

function oddsShapes<E extends OddsEntry>(entry: E, errors: OddsErrors<E>): OddsShapes<E> {
  // Generic over the entry, TS cannot follow the query's shape through `downtimeOddsQuery`: the same object.
  const query = downtimeOddsQuery(entry.query) as OddsShapes<E>['query'];
  return { tags: ['rolls'], summary: entry.summary, query, answer: entry.answer, errors };
}

const oddsRoutes = Object.fromEntries(Object.values(DOWNTIME_ODDS).map((entry) => [entry.name, oddsShapes(entry, entry.name === 'odds.downtime.pool' ? [400, 401] : [400, 401, 404])])) as {
  readonly [E in OddsEntry as E['name']]: OddsShapes<E>;
};

export const downtimeRoutes = {
  ...stepRoutes,
  ...oddsRoutes,
  'downtime.changes': {
    tags: ['downtime'],
    summary: "What the crew's last downtime changed: the net changes of its steps kept, composed (rep 0 → 4, heat 7 → 1…)",
    params: downtimeChangesRoute.params,
    query: downtimeChangesRoute.querystring,
    answer: downtimeChangesRoute.answer,
    errors: [400, 401, 403, 404],
  },
  'downtime.entanglementOptions': {
    tags: ['downtime'],
    summary: 'E2: the ways out of a pending entanglement, each with its exact cost (players: revealed ones only)',
    params: entanglementOptionsRoute.params,
    query: entanglementOptionsRoute.querystring,
    answer: entanglementOptionsRoute.answer,
    errors: [400, 401, 403, 404, 422],
  },
} as const satisfies RouteTablePart;

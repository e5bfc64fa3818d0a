/**
 * The fuzz campaign in the normal test suite: FUZZ_REQUESTS requests (default 3 000, seed
 * FUZZ_SEED, default 1) from the app's own OpenAPI document against the app listening on
 * 127.0.0.1 in this process, then the end state. Deterministic (seeded choices, seeded dice) and
 * never timed. A failing check prints the deduplicated failure list of its kind; FUZZ_REPORT=<file>
 * writes the whole list there. `pnpm bench:fuzz` runs the same campaign on the real server.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';
import { runCampaign, type CampaignResult } from './campaign';
import { operationsOf, type Operation } from './document';
import { FAILURE_KINDS, type FailureKind } from './oracle';
import { formatFailures, formatSummary } from './report';
import { seedCampaign } from './seed';
import { httpTransport } from './transport';
import { SECRET_MARKER } from './values';
import { openWorld, type World } from './world';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);

let t: TestApp;
let world: World;
let operations: Operation[];
let result: CampaignResult;

beforeAll(async () => {
  t = await buildTestApp({ seed: SEED, config: { logLevel: process.env.FUZZ_LOG_LEVEL ?? 'silent' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const transport = httpTransport(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  world = openWorld(t.dbPath);
  let planted = 0;
  const seeded = await seedCampaign(transport, world, t.gm.cookie, () => `${SECRET_MARKER}-s${++planted}`);
  const trace = process.env.FUZZ_TRACE;
  if (trace) writeFileSync(trace, '');
  result = await runCampaign({
    operations,
    transport,
    world,
    ...seeded,
    requests: REQUESTS,
    seed: SEED,
    // FUZZ_TRACE=<file>: one line per exchange, to see what the generator sends.
    ...(trace
      ? { onExchange: (q, a) => appendFileSync(trace, `${q.caller} ${q.mutation ? q.mutation.kind : 'valid'} ${q.method} ${q.url} ${(q.body ?? '').slice(0, 300)} → ${a.status} (${a.body.length} chars) ${a.body.slice(0, 300)}\n`) }
      : {}),
  });
  console.log(formatSummary(result));
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${formatSummary(result)}\n\n${formatFailures(result.failures)}\n`);
}, 600_000);

afterAll(async () => {
  world?.close();
  await t?.close();
});

const failuresOf = (kind: FailureKind) => result.failures.filter((f) => f.kind === kind);

describe(`fuzz campaign (${REQUESTS} requests, seed ${SEED})`, () => {
  it('sends every operation of the document as the GM, a player and anonymous', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.filter((op) => {
      const seen = result.coverage.get(op.id);
      return !seen || seen.gm === 0 || seen.player === 0 || seen.anonymous === 0;
    });
    expect(missing.map((op) => op.id)).toEqual([]);
    expect(result.requests).toBe(REQUESTS);
  });

  it.each(FAILURE_KINDS.map((kind) => [kind]))('shows no %s', (kind) => {
    const found = failuresOf(kind);
    expect(found.length, formatFailures(found, 60)).toBe(0);
  });

  it('read every crew and the imported campaign at the end', () => {
    // Every crew of the campaign is read; the fuzz may delete some (DELETE /api/crews/{crewId}),
    // never all of them with this seed.
    expect(result.crewsRead).toBeGreaterThanOrEqual(2);
    expect(result.importedCrewsRead).toBe(result.crewsRead);
  });
});

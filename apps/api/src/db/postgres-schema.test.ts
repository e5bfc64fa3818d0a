/**
 * prisma/postgresql/schema.prisma is written from prisma/schema.prisma (scripts/postgres-schema.mjs):
 * the two must not drift, and the two generated clients must offer the code the same model API,
 * since db/client.ts returns the PostgreSQL one behind the SQLite one's type.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Prisma as SqlitePrisma, PrismaClient as SqliteClient } from '../generated/prisma/client';
import type { Prisma as PostgresPrisma, PrismaClient as PostgresClient } from '../generated/prisma-postgresql/client';
import { postgresSchemaText } from '../../scripts/postgres-schema.mjs';
import { repoPaths } from './paths';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Delegates = Uncapitalize<SqlitePrisma.ModelName>;
/**
 * Every method of a PostgreSQL delegate is assignable to the SQLite one's (the symbol-keyed brand
 * aside). Not `aggregate` and `groupBy`: TypeScript cannot relate their generic signatures across
 * two generated namespaces (each names its own `Prisma` types), though they are generated from the
 * same models; the code's few aggregates run in both database's test runs.
 */
type Compared<D extends Delegates> = Exclude<Extract<keyof SqliteClient[D], string>, 'aggregate' | 'groupBy'>;
type MethodsAssignable<D extends Delegates> = {
  [K in Compared<D>]: K extends keyof PostgresClient[D]
    ? PostgresClient[D][K] extends SqliteClient[D][K]
      ? true
      : false
    : false;
}[Compared<D>];

// Checked by `pnpm typecheck` (tsc reads test files): the same models, each row type identical, and
// each PostgreSQL delegate usable where the code expects the SQLite one.
const sameModels: Equal<SqlitePrisma.ModelName, PostgresPrisma.ModelName> = true;
const sameRows: {
  [M in SqlitePrisma.ModelName]: Equal<SqlitePrisma.TypeMap['model'][M]['payload']['scalars'], PostgresPrisma.TypeMap['model'][M]['payload']['scalars']>;
} = {
  Campaign: true,
  Account: true,
  CampaignMember: true,
  Invite: true,
  Session: true,
  ShareLink: true,
  Crew: true,
  Proposal: true,
  RollRequest: true,
  Roll: true,
  Step: true,
  Wizard: true,
  ComplexAction: true,
  LiveMessage: true,
  RateLimitHit: true,
};
const delegates: { [K in Delegates]: [MethodsAssignable<K>] extends [true] ? true : false } = {
  campaign: true,
  account: true,
  campaignMember: true,
  invite: true,
  session: true,
  shareLink: true,
  crew: true,
  proposal: true,
  rollRequest: true,
  roll: true,
  step: true,
  wizard: true,
  complexAction: true,
  liveMessage: true,
  rateLimitHit: true,
};

describe('the PostgreSQL schema', () => {
  it('is prisma/schema.prisma with only the provider and the client output changed (else: pnpm db:generate)', () => {
    const source = readFileSync(repoPaths.schema, 'utf8');
    const generated = readFileSync(repoPaths.postgresSchema, 'utf8');
    expect(generated).toBe(postgresSchemaText(source));
    const changed = generated.split('\n').filter((line) => !source.split('\n').includes(line) && !line.startsWith('//') && line !== '');
    expect(changed.map((line) => line.trim())).toEqual([
      'output        = "../../apps/api/src/generated/prisma-postgresql"',
      'provider = "postgresql"',
    ]);
  });

  it('gives a client with the same models as the SQLite one (and the type checks above)', () => {
    expect(sameModels).toBe(true);
    expect(Object.values(sameRows).every(Boolean)).toBe(true);
    expect(Object.keys(delegates).sort()).toEqual(Object.keys(sameRows).map((m) => m[0]!.toLowerCase() + m.slice(1)).sort());
  });
});

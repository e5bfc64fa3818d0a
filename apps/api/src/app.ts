/**
 * Builds the Fastify app (fastify/demo style): external plugins (one file each in plugins/), then
 * the app's own, then the routes (routes/index.ts). `server.ts` only migrates, bootstraps and listens;
 * tests build the app through test/build.ts and call `app.inject()`.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { seededRoller, type Roller } from '@temps-mort/rules';
import type { AppConfig } from './config';
import { startCheckpointer } from './db/checkpointer';
import { createPrismaClient, tuneConnection, type PrismaClient } from './db/client';
import { databaseFilePath } from './db/migrate';
import { cryptoRoller } from './dice/cryptoRoller';
import { verifyKeptStates } from './domain/crews/keptStates';
import { checkDeclaredStatuses } from './http/route';
import { checkedJsonText } from './http/body';
import { responseSerializer } from './http/serializer';
import { databaseKind } from './db/databaseUrl';
import { createHub, type Hub } from './live/hub';
import { crossProcessHub, spreadClears } from './live/crossProcess';
import { joinProcesses, type ProcessesOptions } from './live/processes';
import { postgresRateLimitStore } from './plugins/rateLimitStore';
import contextPlugin from './plugins/context';
import cookiePlugin from './plugins/cookie';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rateLimit';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import playerPagePlugin from './plugins/playerPage';
import compressPlugin from './plugins/compress';
import routes from './routes/index';

/** Request bodies above this are refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  readonly config: AppConfig;
  /** A client the caller owns (tests); otherwise one is opened on config.databaseUrl and closed with the app. */
  readonly db?: PrismaClient;
  /** The dice; default: crypto (or seeded when config.testRollerSeed is set, test mode only). */
  readonly roller?: Roller;
  readonly clock?: () => Date;
  readonly hub?: Hub;
  /** A pino logger instance; default: one at config.logLevel. */
  readonly logger?: FastifyBaseLogger;
  /** On PostgreSQL, the live bus's settings (tests); default: live/postgresBus.ts's. */
  readonly processes?: ProcessesOptions;
}

export type App = FastifyInstance;

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  // Outside production, what is not checked again for speed is checked again for the tests.
  const verify = config.nodeEnv !== 'production';
  verifyKeptStates(verify);
  checkDeclaredStatuses(verify);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: config.logLevel } }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // No line per request (a home server; errors are logged by the error handler).
    logController: new LogController({ disableRequestLogging: true }),
    // Proto-poisoning payloads are refused (400) rather than silently stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Zod checks every body, query, param and answer. Given here, Fastify's own compilers (ajv,
    // fast-json-stringify) are never loaded: ~70 ms of a cold start on a slow machine. (Fastify's
    // types know only ajv's factories.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => responseSerializer({ verify })) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: a text/plain body (what a cross-site HTML form can send) is refused with 400.
  app.removeContentTypeParser('text/plain');
  // An empty body sent with `content-type: application/json` (fetch with the header and no body,
  // e.g. POST …/rotate) is no body at all; a route that needs one still answers 400 (`body`).
  // Bytes, not text: invalid UTF-8, too deep a nesting or a lone surrogate is a 400 (http/body.ts)
  // before anything parses or walks the value.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = checkedJsonText(body);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  const ownsDb = options.db === undefined;
  const db = options.db ?? createPrismaClient(config.databaseUrl);
  if (ownsDb) {
    await tuneConnection(db);
    // SQLite: WAL checkpoints between writes, not inside them (db/checkpointer.ts).
    const checkpointer =
      databaseKind(config.databaseUrl) === 'sqlite'
        ? startCheckpointer(databaseFilePath(config.databaseUrl), {
            onError: (error) => app.log.error({ err: error }, 'checkpoint failed'),
          })
        : undefined;
    if (checkpointer) {
      app.addHook('onResponse', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') checkpointer.noteWrite();
      });
    }
    app.addHook('onClose', async () => {
      checkpointer?.stop();
      await db.$disconnect();
    });
  }

  const localHub =
    options.hub ??
    createHub({ maxSubscribers: config.liveMaxStreams, onListenerError: (error) => app.log.error({ err: error }, 'live listener failed') });
  // Several processes on PostgreSQL (live/crossProcess.ts): what one publishes reaches the streams
  // of all, a cleared cache of callers is cleared in all, the rate limits count in the database.
  const processes = databaseKind(config.databaseUrl) === 'postgresql' ? await joinProcesses(config.databaseUrl, app.log, options.processes) : null;
  app.decorate('processes', processes);
  let forgetCallersHere = (): void => {};
  const hub = processes === null ? localHub : crossProcessHub(localHub, processes.bus, () => forgetCallersHere());
  if (processes !== null) app.addHook('onClose', () => processes.close());

  await app.register(contextPlugin, {
    config,
    db,
    roller: options.roller ?? defaultRoller(config),
    clock: options.clock ?? (() => new Date()),
    hub,
  });
  if (processes !== null) {
    // The context plugin makes this process's callers' cache; wrapped here, every `clear()` —
    // whichever route or domain calls it — reaches the other processes too.
    const here = app.principals;
    forgetCallersHere = () => here.clear();
    app.principals = spreadClears(here, processes.bus);
  }
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(cookiePlugin);
  await app.register(
    rateLimitPlugin,
    processes === null ? {} : { store: postgresRateLimitStore(processes.pool, (error) => app.log.warn({ err: error }, 'expired rate-limit counters could not be pruned')) },
  );
  await app.register(openapiPlugin);
  await app.register(spaPlugin);
  await app.register(playerPagePlugin);
  await app.register(routes);
  return app;
}

/** Crypto dice always, except in test mode when a seed is configured. */
function defaultRoller(config: AppConfig): Roller {
  if (config.nodeEnv === 'test' && config.testRollerSeed !== undefined) return seededRoller(config.testRollerSeed);
  return cryptoRoller();
}

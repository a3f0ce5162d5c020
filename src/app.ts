import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { enrichOpenApi } from './common/openapi.js';
import { ProblemDto } from './common/problem.openapi.js';
import { frameworkErrors } from './common/framework-errors.js';
import { createLogger, PinoNestLogger, requestLoggerFactory } from './common/logger.js';
import { installCors } from './common/cors.js';
import { CORS_EXPOSED_HEADERS, CORS_METHODS, installConditionalGet } from './common/http-caching.js';
import { installInputGuards } from './common/input-guards.js';
import { installRateLimit } from './common/rate-limit.js';
import { installRequestIds, requestIdOf } from './common/request-id.js';
import { installSecurityHeaders } from './common/security-headers.js';
import type { AppConfig } from './config.js';
import { Database } from './database/database.js';
import { SYSTEMS } from './domain/registry.js';
import { BINDINGS } from './modules/systems/bindings.js';
import { SystemCatalog } from './modules/systems/catalog.js';
import { heavyRequestWeight } from './modules/systems/request-weight.js';
import { computeRulesExamples } from './modules/systems/examples.js';
import { RulesService } from './modules/systems/rules.service.js';
import { serveRulesRoutesDirectly } from './modules/systems/rules-routes.js';
import { installKeyHook } from './modules/auth/caller.js';
import { KeysService } from './modules/keys/keys.service.js';


export interface App {
  app: NestFastifyApplication;
  db: Database;
  openapi: OpenAPIObject;
  /** Stop taking requests, let in-flight ones finish, then close the database. */
  close(): Promise<void>;
}

export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'opaque API key', description: 'An API key from POST /v1/keys' })
    .setTitle('Arbiter')
    .setDescription('Rules-as-a-service for tabletop wargames: exact answers with the rule cited.')
    .setVersion('1')
    .build();
  const doc = SwaggerModule.createDocument(app, config, { extraModels: [ProblemDto], operationIdFactory: (_c, m) => m });
  const rules = app.get(RulesService);
  return enrichOpenApi(doc, computeRulesExamples(app.get(SystemCatalog).bindings, (s, c, body) => rules.run(s, c, body)));
}

/** The whole application, configured but not listening. `db` defaults to opening one from config. */
/** The systems from the domain registry, served through their bindings. */
export function defaultCatalog(): SystemCatalog {
  return new SystemCatalog(SYSTEMS, BINDINGS);
}

export interface CreateAppOptions {
  /** Keep the embedded database in memory whatever DATA_DIR says (code generation). */
  inMemory?: boolean;
  /** Serve these systems instead of the registry's (tests). */
  catalog?: SystemCatalog;
  /** Where log lines go (default standard output); tests read them. */
  logDestination?: import('pino').DestinationStream;
}

export async function createApp(config: AppConfig, db?: Database, opts: CreateAppOptions = {}): Promise<App> {
  const logger = createLogger(config, opts.logDestination);
  const database = db ?? (await Database.open({
      url: config.databaseUrl,
      dataDir: opts.inMemory ? undefined : config.dataDir,
      log: (msg) => logger.info({ context: 'Database' }, msg),
    }));
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimit,
    loggerInstance: logger,
    childLoggerFactory: requestLoggerFactory,
    // The id comes from `installRequestIds` (the caller's X-Request-Id or a new UUID).
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    frameworkErrors,
  });
  const catalog = opts.catalog ?? defaultCatalog();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, database, catalog), adapter, {
    logger: new PinoNestLogger(logger),
    // The body parsers are the application's own (below): JSON only.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  if (config.corsOrigins) {
    installCors(fastify, { origins: config.corsOrigins === '*' ? true : config.corsOrigins.split(',').map((s) => s.trim()), methods: CORS_METHODS, exposedHeaders: CORS_EXPOSED_HEADERS });
  }
  // JSON only: any other body type is a 415 problem rather than a string handed to a route.
  fastify.removeContentTypeParser(['text/plain']);
  // Fastify's own JSON parser (prototype and constructor poisoning refused), read as a string, in place of
  // Nest's wrapper around it, which makes a new parser and a once-only callback for every request (Nest's
  // body parsers are off: it would also have added one for urlencoded forms, which the API does not take).
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, fastify.getDefaultJsonParser('error', 'error'));
  installRequestIds(fastify);
  const rules = app.get(RulesService);
  serveRulesRoutesDirectly(fastify, catalog, (system, capability, body) => rules.run(system, capability, body));
  const keys = app.get(KeysService);
  installKeyHook(fastify, (token) => keys.resolve(token));
  await installRateLimit(
    fastify,
    {
      perMinute: config.rateLimitPerMinute,
      perKeyPerMinute: config.rateLimitPerKeyPerMinute,
      store: config.rateLimitStore,
      redisUrl: config.redisUrl,
      extraCost: heavyRequestWeight(catalog),
    },
    database,
  );
  installInputGuards(fastify);
  installConditionalGet(fastify);
  installSecurityHeaders(fastify);
  const openapi = buildOpenApi(app);
  SwaggerModule.setup('docs', app, openapi, { jsonDocumentUrl: 'openapi.json', raw: ['json'] });
  await app.init();
  return {
    app,
    db: database,
    openapi,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

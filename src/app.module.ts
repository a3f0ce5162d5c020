import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ProblemFilter } from './common/problem.filter.js';
import { toProblem } from './common/to-problem.js';
import type { AppConfig } from './config.js';
import { Database } from './database/database.js';
import { GamesController } from './modules/games/games.controller.js';
import { GamesRepository } from './modules/games/games.repository.js';
import { GamesService } from './modules/games/games.service.js';
import { TypeOrmGamesRepository } from './modules/games/persistence/typeorm-games.repository.js';
import { coercionProblems, formatCoercionError } from './modules/graphql/coercion-errors.js';
import { queryLimits } from './modules/graphql/limits.js';
import { noNulInLiterals } from './modules/graphql/literal-guards.js';
import { createRulesResolver } from './modules/graphql/rules-resolver.factory.js';
import { inputDtos, typedSchema } from './modules/graphql/typed-schema.js';
import { GamesResolver, SystemsResolver } from './modules/graphql/resolvers.js';
import { KeysController } from './modules/keys/keys.controller.js';
import { KeysRepository } from './modules/keys/keys.repository.js';
import { KeysService } from './modules/keys/keys.service.js';
import { TypeOrmKeysRepository } from './modules/keys/persistence/typeorm-keys.repository.js';
import { TypeOrmTournamentsRepository } from './modules/tournaments/persistence/typeorm-tournaments.repository.js';
import { TournamentsController } from './modules/tournaments/tournaments.controller.js';
import { TournamentsRepository } from './modules/tournaments/tournaments.repository.js';
import { TournamentsService } from './modules/tournaments/tournaments.service.js';
import { TournamentsResolver } from './modules/tournaments/tournaments.resolver.js';
import { KeysResolver } from './modules/keys/keys.resolver.js';
import { HealthController } from './modules/health/health.controller.js';
import { SystemCatalog } from './modules/systems/catalog.js';
import { RulesPool } from './modules/systems/rules-pool.js';
import { RulesService } from './modules/systems/rules.service.js';
import { createSystemController } from './modules/systems/system-controller.factory.js';
import { operationName } from './modules/systems/binding.js';
import type { CapabilityId } from './domain/core/system.js';
import { CapabilityFallbackController, SystemsController } from './modules/systems/systems.controller.js';

/** GraphQL errors carry the REST problem's code, status and field errors in `extensions`. */
function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // A validation rule of ours refusing what REST refuses (`literal-guards.ts`): REST's code, not Apollo's.
  const { problem: ours, ...extensions } = formatted.extensions ?? {};
  if (typeof ours === 'string') return { ...formatted, extensions: { ...extensions, code: ours } };
  const original = (error as { originalError?: unknown })?.originalError;
  // Parse and validation errors (and our query limits) come from graphql-js with their own codes.
  if (/argument "expectedVersion" of type "Int!" is required/.test(formatted.message)) {
    // The REST API's missing If-Match, in GraphQL's words: the same problem.
    return { message: 'expectedVersion is required: the version you read (optimistic concurrency)', locations: formatted.locations, extensions: { code: 'precondition_required', status: 428, errors: [{ path: '/expectedVersion', code: 'required', message: 'expectedVersion is required' }] } };
  }
  if (!original || original instanceof GraphQLError) return formatCoercionError(formatted);
  const { problem } = toProblem(original);
  return {
    message: problem.code === 'internal_error' ? problem.detail : formatted.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: problem.code, status: problem.status, errors: problem.errors, ...(problem.details ? { details: problem.details } : {}) },
  };
}

/** The GraphQL mutations that run a rules engine, for the cost limit. */
function rulesOperationNames(catalog: SystemCatalog): Set<string> {
  return new Set(catalog.bindings.flatMap((b) => Object.keys(b.requests).map((c) => operationName(b.system.id, c as CapabilityId))));
}

@Module({})
export class AppModule {
  static register(config: AppConfig, db: Database, catalog: SystemCatalog): DynamicModule {
    const typedInputs = inputDtos(catalog.bindings);
    return {
      module: AppModule,
      imports: [
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          autoSchemaFile: true,
          sortSchema: true,
          path: '/graphql',
          graphiql: config.development,
          introspection: true,
          validationRules: [queryLimits({ rulesOperations: rulesOperationNames(catalog) }), noNulInLiterals()],
          transformSchema: (schema) => typedSchema(schema, catalog.bindings),
          formatError: formatGraphQLError,
          plugins: [coercionProblems((field) => typedInputs.get(field))],
          includeStacktraceInErrorResponses: false,
        }),
      ],
      controllers: [HealthController, SystemsController, KeysController, GamesController, TournamentsController, ...catalog.bindings.map(createSystemController), CapabilityFallbackController],
      providers: [
        { provide: Database, useValue: db },
        { provide: SystemCatalog, useValue: catalog },
        { provide: GamesRepository, useFactory: () => new TypeOrmGamesRepository(db.dataSource) },
        { provide: APP_FILTER, useClass: ProblemFilter },
        { provide: RulesPool, useFactory: () => new RulesPool(config.rulesTimeBudgetMs, config.rulesThreads) },
        { provide: TournamentsRepository, useFactory: () => new TypeOrmTournamentsRepository(db.dataSource) },
        TournamentsService,
        TournamentsResolver,
        KeysResolver,
        { provide: KeysRepository, useFactory: () => new TypeOrmKeysRepository(db.dataSource) },
        { provide: KeysService, useFactory: (repo: KeysRepository) => new KeysService(repo, config), inject: [KeysRepository] },
        RulesService,
        GamesService,
        SystemsResolver,
        GamesResolver,
        ...catalog.bindings.map(createRulesResolver),
      ],
    };
  }
}

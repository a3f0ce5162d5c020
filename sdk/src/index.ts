/**
 * @arbiter/sdk: a typed client for the Arbiter rules API. Request and response types come from
 * `schema.d.ts`, generated from the server's openapi.json, so a wrong body fails your type check.
 *
 *   const arbiter = createArbiter({ baseUrl: 'http://localhost:3000' });
 *   const { systems } = await arbiter.listSystems();
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';
import { tournamentMethods } from './tournaments.js';

export type { components, paths };
export type Schemas = components['schemas'];

type JsonBody<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

type Ok<P extends keyof paths, M extends 'get' | 'post' | 'put'> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer T } } }
    ? T
    : R extends { 201: { content: { 'application/json': infer T } } }
      ? T
      : never
  : never;

/** The systems that serve a capability path, e.g. `SystemsServing<'attacks/resolve'>` → 'kow' | 'agot'. */
export type SystemsServing<Cap extends string> = keyof paths extends infer K ? (K extends `/v1/${infer S}/${Cap}` ? (S extends `${string}/${string}` | `{${string}` ? never : S) : never) : never;

type RulesPath<S extends string, Cap extends string> = `/v1/${S}/${Cap}` & keyof paths;

/** A problem+json answer (RFC 9457), thrown as an error. */
export class ArbiterError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Schemas['ProblemDto'],
  ) {
    super(`${status} ${problem.title}: ${problem.detail}`);
    this.name = 'ArbiterError';
  }
}

export interface ArbiterOptions {
  /** e.g. `http://localhost:3000` */
  baseUrl: string;
  /** Sent with every request. */
  headers?: Record<string, string>;
  /** An API key from POST /v1/keys, sent as `Authorization: Bearer <apiKey>` (saved games and tournaments need one). */
  apiKey?: string;
  /** Replace the global fetch (tests, proxies). */
  fetch?: ClientOptions['fetch'];
}

async function unwrap<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ArbiterError(response.status, error as Schemas['ProblemDto']);
  return data as T;
}

export function createArbiter(options: ArbiterOptions) {
  const client: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { ...options.headers, ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
    fetch: options.fetch,
  });
  const rules =
    <Cap extends string>(cap: Cap) =>
    <S extends SystemsServing<Cap>>(system: S, body: JsonBody<RulesPath<S, Cap>, 'post'>): Promise<Ok<RulesPath<S, Cap>, 'post'>> =>
      unwrap(client.POST(`/v1/${system}/${cap}` as never, { body } as never));

  return {
    /** The underlying openapi-fetch client, for anything not wrapped here. */
    raw: client,
    health: () => unwrap<Ok<'/health', 'get'>>(client.GET('/health')),
    listSystems: () => unwrap<Ok<'/v1/systems', 'get'>>(client.GET('/v1/systems')),
    getSystem: (id: string) => unwrap<Ok<'/v1/{system}', 'get'>>(client.GET('/v1/{system}', { params: { path: { system: id } } })),

    resolveAttack: rules('attacks/resolve'),
    checkCharge: rules('charges/check'),
    testMorale: rules('morale/test'),
    validateArmy: rules('armies/validate'),
    setupTerrain: rules('terrain/setup'),
    scoreScenario: rules('scenarios/score'),

    createGame: (body: JsonBody<'/v1/games', 'post'>, opts: { idempotencyKey?: string } = {}) =>
      unwrap<Ok<'/v1/games', 'post'>>(
        client.POST('/v1/games', { body, params: { header: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {} } as never }),
      ),
    listGames: (query: paths['/v1/games']['get']['parameters']['query'] = {}) =>
      unwrap<Ok<'/v1/games', 'get'>>(client.GET('/v1/games', { params: { query } })),
    getGame: (id: string) => unwrap<Ok<'/v1/games/{id}', 'get'>>(client.GET('/v1/games/{id}', { params: { path: { id } } })),
    /** Replace a game's state; `version` is the one you read (sent as If-Match). */
    replaceGame: (id: string, version: number, body: JsonBody<'/v1/games/{id}', 'put'>) =>
      unwrap<Ok<'/v1/games/{id}', 'put'>>(client.PUT('/v1/games/{id}', { params: { path: { id }, header: { 'If-Match': `"${version}"` } }, body })),
    deleteGame: (id: string, version: number) =>
      unwrap<void>(client.DELETE('/v1/games/{id}', { params: { path: { id }, header: { 'If-Match': `"${version}"` } } })),
    appendGameEvent: (id: string, body: JsonBody<'/v1/games/{id}/events', 'post'>, opts: { idempotencyKey?: string } = {}) =>
      unwrap<Ok<'/v1/games/{id}/events', 'post'>>(
        client.POST('/v1/games/{id}/events', {
          params: { path: { id }, header: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {} } as never,
          body,
        }),
      ),
    listGameEvents: (id: string, query: paths['/v1/games/{id}/events']['get']['parameters']['query'] = {}) =>
      unwrap<Ok<'/v1/games/{id}/events', 'get'>>(client.GET('/v1/games/{id}/events', { params: { path: { id }, query } })),

    ...tournamentMethods(client, unwrap),
  };
}

export type Arbiter = ReturnType<typeof createArbiter>;

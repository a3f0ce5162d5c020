/**
 * @arbiter/sdk: a typed client for the Arbiter rules API. Request and response types come from
 * `schema.d.ts`, generated from the server's openapi.json, so a wrong body fails your type check.
 *
 *   const arbiter = createArbiter({ baseUrl: 'http://localhost:3000' });
 *   const { systems } = await arbiter.listSystems();
 *
 * Every call takes `CallOptions` last (signal, timeoutMs, retry, idempotencyKey, onResponse);
 * every failure is an `ArbiterError`; `responseOf(result)` gives the answer's headers.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { newIdempotencyKey, send, type CallOptions, type RequestSpec, type RetryOptions, type TransportOptions } from './http.js';
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

export { ArbiterError, newIdempotencyKey, parseRetryAfter, responseOf } from './http.js';
export type { CallOptions, ClientErrorCode, Problem, ResponseMeta, RetryOptions } from './http.js';

export interface ArbiterOptions {
  /** e.g. `http://localhost:3000` */
  baseUrl: string;
  /** Sent with every request. */
  headers?: Record<string, string>;
  /** An API key from POST /v1/keys, sent as `Authorization: Bearer <apiKey>` (saved games and tournaments need one). */
  apiKey?: string;
  /** Replace the global fetch (tests, proxies). */
  fetch?: ClientOptions['fetch'];
  /** Default deadline of a call in ms, retries included (30 000; 0 for none). Override per call with `timeoutMs`. */
  timeoutMs?: number;
  /**
   * Retries with backoff for 429 and 503 (honouring Retry-After) and for connections that fail:
   * 2 by default, for reads, rules computations, conditional writes and creations that carry an
   * Idempotency-Key; never for a creation without one. `false` turns them off.
   */
  retry?: RetryOptions | false;
  /** Send a generated Idempotency-Key with every `createGame` and `appendGameEvent` (so they are retried too). */
  autoIdempotencyKey?: boolean;
}

export function createArbiter(options: ArbiterOptions) {
  const headers = { ...options.headers, ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) };
  const client: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl, headers, fetch: options.fetch });
  const transport: TransportOptions = { baseUrl: options.baseUrl, headers, fetch: options.fetch, timeoutMs: options.timeoutMs, retry: options.retry };
  const call = async <T>(spec: RequestSpec, opts?: CallOptions): Promise<T> => (await send<T>(transport, spec, opts)).data;
  const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
  const idempotent = (opts: CallOptions | undefined): { key: string | undefined } => {
    const key = opts?.idempotencyKey === true || (opts?.idempotencyKey === undefined && options.autoIdempotencyKey) ? newIdempotencyKey() : opts?.idempotencyKey;
    return { key: key || undefined };
  };
  const path = (id: string) => encodeURIComponent(id);
  const rules =
    <Cap extends string>(cap: Cap) =>
    <S extends SystemsServing<Cap>>(system: S, body: JsonBody<RulesPath<S, Cap>, 'post'>, opts?: CallOptions): Promise<Ok<RulesPath<S, Cap>, 'post'>> =>
      // A rules call has no side effect: it is safe to send again.
      call({ method: 'POST', path: `/v1/${path(system)}/${cap}`, body, idempotent: true }, opts);
  const keyed = <T>(p: string, body: unknown, opts: CallOptions | undefined): Promise<T> => {
    const { key } = idempotent(opts);
    return call<T>({ method: 'POST', path: p, body, headers: { 'Idempotency-Key': key }, idempotent: key !== undefined }, opts);
  };

  return {
    /** The underlying openapi-fetch client, for anything not wrapped here (no timeout or retries). */
    raw: client,
    health: (opts?: CallOptions) => call<Ok<'/health', 'get'>>({ method: 'GET', path: '/health', idempotent: true }, opts),
    listSystems: (opts?: CallOptions) => call<Ok<'/v1/systems', 'get'>>({ method: 'GET', path: '/v1/systems', idempotent: true }, opts),
    getSystem: (id: string, opts?: CallOptions) => call<Ok<'/v1/{system}', 'get'>>({ method: 'GET', path: `/v1/${path(id)}`, idempotent: true }, opts),

    resolveAttack: rules('attacks/resolve'),
    checkCharge: rules('charges/check'),
    testMorale: rules('morale/test'),
    validateArmy: rules('armies/validate'),
    setupTerrain: rules('terrain/setup'),
    scoreScenario: rules('scenarios/score'),

    /** Save a game. Retried only with an Idempotency-Key (`idempotencyKey`, or `autoIdempotencyKey`). */
    createGame: (body: JsonBody<'/v1/games', 'post'>, opts?: CallOptions) => keyed<Ok<'/v1/games', 'post'>>('/v1/games', body, opts),
    listGames: (query: paths['/v1/games']['get']['parameters']['query'] = {}, opts?: CallOptions) =>
      call<Ok<'/v1/games', 'get'>>({ method: 'GET', path: '/v1/games', query, idempotent: true }, opts),
    getGame: (id: string, opts?: CallOptions) => call<Ok<'/v1/games/{id}', 'get'>>({ method: 'GET', path: `/v1/games/${path(id)}`, idempotent: true }, opts),
    /** Replace a game's state; `version` is the one you read (sent as If-Match). A stale one throws 412 with `currentVersion`. */
    replaceGame: (id: string, version: number, body: JsonBody<'/v1/games/{id}', 'put'>, opts?: CallOptions) =>
      call<Ok<'/v1/games/{id}', 'put'>>({ method: 'PUT', path: `/v1/games/${path(id)}`, body, headers: ifMatch(version), idempotent: true }, opts),
    deleteGame: (id: string, version: number, opts?: CallOptions) =>
      call<void>({ method: 'DELETE', path: `/v1/games/${path(id)}`, headers: ifMatch(version), idempotent: true }, opts),
    /** Append to a game's log. Retried only with an Idempotency-Key (`idempotencyKey`, or `autoIdempotencyKey`). */
    appendGameEvent: (id: string, body: JsonBody<'/v1/games/{id}/events', 'post'>, opts?: CallOptions) =>
      keyed<Ok<'/v1/games/{id}/events', 'post'>>(`/v1/games/${path(id)}/events`, body, opts),
    listGameEvents: (id: string, query: paths['/v1/games/{id}/events']['get']['parameters']['query'] = {}, opts?: CallOptions) =>
      call<Ok<'/v1/games/{id}/events', 'get'>>({ method: 'GET', path: `/v1/games/${path(id)}/events`, query, idempotent: true }, opts),

    ...tournamentMethods({ call, keyed, idempotent }),
  };
}

export type Arbiter = ReturnType<typeof createArbiter>;

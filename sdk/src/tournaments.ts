/**
 * API keys and tournaments (API.md §7, §8): one typed method per operation, on the same
 * openapi-fetch client as the rest of the SDK.
 *
 *   const arbiter = createArbiter({ baseUrl, apiKey });
 *   const t = await arbiter.createTournament({ system: 'kow', name: 'Open', scoring: { preset: 'kow-kill-points' }, rounds: 5 });
 */
import type { Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

type Schemas = components['schemas'];
type Unwrap = <T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>) => Promise<T>;
const idem = (key?: string) => (key ? { 'Idempotency-Key': key } : {});

/** The body of a table's result: the system's scenarios/score body, or the plain figures. */
export type ResultBody = paths['/v1/tournaments/{id}/rounds/{round}/tables/{table}/result']['put']['requestBody']['content']['application/json'];

export function tournamentMethods(client: Client<paths>, unwrap: Unwrap) {
  return {
    /** Create an API key; `key` in the answer is the secret, shown this once. */
    createKey: (body: Schemas['CreateKeyDto']) => unwrap<Schemas['CreatedKeyDto']>(client.POST('/v1/keys', { body })),
    getOwnKey: () => unwrap<Schemas['KeyDto']>(client.GET('/v1/keys/self')),
    /** Revoke the key this client uses; every later call with it is a 401. */
    revokeOwnKey: () => unwrap<void>(client.DELETE('/v1/keys/self')),

    createTournament: (body: Schemas['CreateTournamentDto'], opts: { idempotencyKey?: string } = {}) =>
      unwrap<Schemas['TournamentDto']>(client.POST('/v1/tournaments', { body, params: { header: idem(opts.idempotencyKey) } })),
    getTournament: (id: string) => unwrap<Schemas['TournamentDto']>(client.GET('/v1/tournaments/{id}', { params: { path: { id } } })),
    addTournamentPlayer: (id: string, body: Schemas['AddPlayerDto'], opts: { idempotencyKey?: string } = {}) =>
      unwrap<Schemas['TournamentPlayerDto']>(client.POST('/v1/tournaments/{id}/players', { body, params: { path: { id }, header: idem(opts.idempotencyKey) } })),
    /** Pair the next round; answers its tables. */
    pairTournamentRound: (id: string, opts: { idempotencyKey?: string } = {}) =>
      unwrap<Schemas['RoundDto']>(client.POST('/v1/tournaments/{id}/rounds', { params: { path: { id }, header: idem(opts.idempotencyKey) } })),
    /** Post a table's result; to correct one, pass the `resultVersion` you read (sent as If-Match). */
    postTournamentResult: (id: string, round: number, table: number, body: ResultBody, opts: { idempotencyKey?: string; resultVersion?: number } = {}) =>
      unwrap<Schemas['TableDto']>(
        client.PUT('/v1/tournaments/{id}/rounds/{round}/tables/{table}/result', {
          body,
          params: {
            path: { id, round, table },
            header: { ...idem(opts.idempotencyKey), ...(opts.resultVersion === undefined ? {} : { 'If-Match': `"${opts.resultVersion}"` }) },
          },
        }),
      ),
    getTournamentStandings: (id: string) => unwrap<Schemas['StandingsDto']>(client.GET('/v1/tournaments/{id}/standings', { params: { path: { id } } })),
    listTournamentEvents: (id: string, query: paths['/v1/tournaments/{id}/events']['get']['parameters']['query'] = {}) =>
      unwrap<Schemas['TournamentEventPageDto']>(client.GET('/v1/tournaments/{id}/events', { params: { path: { id }, query } })),
  };
}

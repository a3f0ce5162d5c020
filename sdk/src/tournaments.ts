/**
 * API keys and tournaments (API.md §7, §8): one typed method per operation, on the same resilient
 * transport as the rest of the SDK (timeouts, retries where safe, ArbiterError, responseOf).
 *
 *   const arbiter = createArbiter({ baseUrl, apiKey });
 *   const t = await arbiter.createTournament({ system: 'kow', name: 'Open', scoring: { preset: 'kow-kill-points' }, rounds: 5 });
 */
import type { CallOptions, RequestSpec } from './http.js';
import type { components, paths } from './schema.js';

type Schemas = components['schemas'];

/** The body of a table's result: the system's scenarios/score body, or the plain figures. */
export type ResultBody = paths['/v1/tournaments/{id}/rounds/{round}/tables/{table}/result']['put']['requestBody']['content']['application/json'];

/** What the client hands these methods: its transport, and its Idempotency-Key policy. */
export interface SdkCalls {
  call: <T>(spec: RequestSpec, opts?: CallOptions) => Promise<T>;
  /** A POST that creates: retried only when it carries an Idempotency-Key. */
  keyed: <T>(path: string, body: unknown, opts: CallOptions | undefined) => Promise<T>;
  idempotent: (opts: CallOptions | undefined) => { key: string | undefined };
}

export function tournamentMethods({ call, keyed, idempotent }: SdkCalls) {
  const p = (id: string) => encodeURIComponent(id);
  return {
    /** Create an API key; `key` in the answer is the secret, shown this once. Never retried. */
    createKey: (body: Schemas['CreateKeyDto'], opts?: CallOptions) => call<Schemas['CreatedKeyDto']>({ method: 'POST', path: '/v1/keys', body, idempotent: false }, opts),
    getOwnKey: (opts?: CallOptions) => call<Schemas['KeyDto']>({ method: 'GET', path: '/v1/keys/self', idempotent: true }, opts),
    /** Revoke the key this client uses; every later call with it is a 401. */
    revokeOwnKey: (opts?: CallOptions) => call<void>({ method: 'DELETE', path: '/v1/keys/self', idempotent: true }, opts),

    createTournament: (body: Schemas['CreateTournamentDto'], opts?: CallOptions) => keyed<Schemas['TournamentDto']>('/v1/tournaments', body, opts),
    getTournament: (id: string, opts?: CallOptions) => call<Schemas['TournamentDto']>({ method: 'GET', path: `/v1/tournaments/${p(id)}`, idempotent: true }, opts),
    addTournamentPlayer: (id: string, body: Schemas['AddPlayerDto'], opts?: CallOptions) => keyed<Schemas['TournamentPlayerDto']>(`/v1/tournaments/${p(id)}/players`, body, opts),
    /** Pair the next round; answers its tables. */
    pairTournamentRound: (id: string, opts?: CallOptions) => keyed<Schemas['RoundDto']>(`/v1/tournaments/${p(id)}/rounds`, undefined, opts),
    /**
     * Post a table's result; to correct one, pass the `resultVersion` you read (sent as If-Match).
     * Retried only when it is conditional or carries an Idempotency-Key.
     */
    postTournamentResult: (id: string, round: number, table: number, body: ResultBody, opts?: CallOptions & { resultVersion?: number }) => {
      const { key } = idempotent(opts);
      const version = opts?.resultVersion;
      return call<Schemas['TableDto']>(
        {
          method: 'PUT',
          path: `/v1/tournaments/${p(id)}/rounds/${round}/tables/${table}/result`,
          body,
          headers: { 'Idempotency-Key': key, 'If-Match': version === undefined ? undefined : `"${version}"` },
          idempotent: key !== undefined || version !== undefined,
        },
        opts,
      );
    },
    getTournamentStandings: (id: string, opts?: CallOptions) => call<Schemas['StandingsDto']>({ method: 'GET', path: `/v1/tournaments/${p(id)}/standings`, idempotent: true }, opts),
    listTournamentEvents: (id: string, query: paths['/v1/tournaments/{id}/events']['get']['parameters']['query'] = {}, opts?: CallOptions) =>
      call<Schemas['TournamentEventPageDto']>({ method: 'GET', path: `/v1/tournaments/${p(id)}/events`, query, idempotent: true }, opts),
  };
}

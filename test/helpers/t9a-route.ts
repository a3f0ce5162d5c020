import { expect } from '@jest/globals';
import { createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { ENDPOINTS, ENVELOPE_FIELDS, fromGraphQL, type Endpoint } from '../fixtures/t9a-cases.js';
import { useTestApp } from './app.js';

/**
 * One app for a spec file and the three ways a client calls one capability of The 9th Age: REST (`post`), GraphQL
 * (`run` with any selection under `out`, `gql` for the JSON envelope, `typed` for fields of the typed result) and the
 * SDK (`sdk`).
 */
export function useT9aRoute(endpoint: Endpoint) {
  const app = useTestApp();
  const { path, mutation, sdk: method } = ENDPOINTS[endpoint];
  let client: Arbiter | undefined;
  const post = (body: unknown) => app.current.http.post(`/v1/t9a/${path}`).set('content-type', 'application/json').send(JSON.stringify(body));
  const run = (selection: string, body: unknown) => app.current.gql(`mutation($i: ${app.current.inputType(mutation)}) { out: ${mutation}(input: $i) { ${selection} } }`, { i: body });
  const gql = async (body: unknown) => {
    const g = await run(ENVELOPE_FIELDS, body);
    expect(g.errors).toBeUndefined();
    return fromGraphQL(g.data.out);
  };
  const typed = async (body: unknown, fields: string) => {
    const g = await run(`result { ${fields} }`, body);
    expect(g.errors).toBeUndefined();
    return g.data.out.result;
  };
  const sdk = async (body: unknown): Promise<Record<string, any>> => {
    client ??= createArbiter({ baseUrl: await app.current.app.getUrl() });
    return (client[method] as unknown as (s: 't9a', b: unknown) => Promise<Record<string, any>>)('t9a', body);
  };
  return { app, post, run, gql, typed, sdk };
}

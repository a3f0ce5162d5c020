/**
 * The 9th Age over GraphQL: the catalogue through system(id: "t9a"), every rules mutation equal to REST on
 * a known answer, every bad input as the same problem code in extensions. Citations: 004_1ae45c4b93e4399d.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAD, ENDPOINTS, ENVELOPE_FIELDS, KNOWN, fromGraphQL, type Endpoint } from '../fixtures/t9a-cases.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const mutate = (ep: Endpoint, input: unknown) => t.gql(`mutation($i: ${t.inputType(ENDPOINTS[ep].mutation)}) { out: ${ENDPOINTS[ep].mutation}(input: $i) { ${ENVELOPE_FIELDS} } }`, { i: input });
const rest = (ep: Endpoint, body: unknown) => t.http.post(`/v1/t9a/${ENDPOINTS[ep].path}`).set('content-type', 'application/json').send(JSON.stringify(body));

describe('The 9th Age through GraphQL', () => {
  it('system(id: "t9a") serves all six capabilities with the REST catalogue', async () => {
    const { data } = await t.gql('{ system(id: "t9a") { id catalogue capabilities { attacks { served } charges { served } morale { served } armies { served } terrain { served } scoring { served } } } }');
    expect(Object.values(data.system.capabilities).every((c) => (c as { served: boolean }).served)).toBe(true);
    expect(data.system.catalogue).toEqual((await t.http.get('/v1/t9a')).body.catalogue);
  });
  for (const ep of Object.keys(KNOWN) as Endpoint[]) {
    it(`${ENDPOINTS[ep].mutation}: the same answer as REST`, async () => {
      const g = await mutate(ep, KNOWN[ep].body);
      expect(g.errors).toBeUndefined();
      KNOWN[ep].check(g.data.out);
      expect(fromGraphQL(g.data.out)).toEqual((await rest(ep, KNOWN[ep].body)).body);
    });
  }
  for (const bad of BAD) {
    it(`bad input: ${bad.name} → ${bad.code}`, async () => {
      const g = await mutate(bad.endpoint, bad.body);
      expect(g.errors?.[0].extensions.code).toBe(bad.code);
    });
  }
});

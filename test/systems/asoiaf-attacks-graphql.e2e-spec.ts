/**
 * A Song of Ice and Fire over GraphQL: the catalogue through system(id: "asoiaf"), every rules mutation equal to REST on
 * known answers under both rules versions, every bad input as the same problem code in extensions. Citations: 000_4d85fd9897d069bf.txt, 002_953a7ceb75253954.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAD, ENDPOINTS, ENVELOPE_FIELDS, KNOWN, fromGraphQL, type Endpoint } from '../fixtures/asoiaf-attacks-cases.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const mutate = (ep: Endpoint, input: unknown) => t.gql(`mutation($i: ${t.inputType(ENDPOINTS[ep].mutation)}) { out: ${ENDPOINTS[ep].mutation}(input: $i) { ${ENVELOPE_FIELDS} } }`, { i: input });
const rest = (ep: Endpoint, body: unknown) => t.http.post(`/v1/asoiaf/${ENDPOINTS[ep].path}`).set('content-type', 'application/json').send(JSON.stringify(body));

describe('A Song of Ice and Fire through GraphQL', () => {
  it('system(id: "asoiaf") serves attacks and morale with the REST catalogue', async () => {
    const { data } = await t.gql('{ system(id: "asoiaf") { id catalogue capabilities { attacks { served } morale { served } } } }');
    expect(data.system.capabilities.attacks.served && data.system.capabilities.morale.served).toBe(true);
    expect(data.system.catalogue).toEqual((await t.http.get('/v1/asoiaf')).body.catalogue);
  });
  for (const k of KNOWN) {
    it(`${ENDPOINTS[k.endpoint].mutation} (${k.name}): the same answer as REST`, async () => {
      const g = await mutate(k.endpoint, k.body);
      expect(g.errors).toBeUndefined();
      k.check(g.data.out);
      expect(fromGraphQL(g.data.out)).toEqual((await rest(k.endpoint, k.body)).body);
    });
  }
  for (const bad of BAD) {
    it(`bad input: ${bad.name} → ${bad.code}`, async () => {
      const g = await mutate(bad.endpoint, bad.body);
      expect(g.errors?.[0].extensions.code).toBe(bad.code);
    });
  }
});

/**
 * The 9th Age through the typed SDK against a live in-process server: typed calls, the same answers as REST,
 * bad inputs as ArbiterErrors with the same problem. Citations: 004_1ae45c4b93e4399d.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ArbiterError, createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAD, ENDPOINTS, KNOWN, type Endpoint } from '../fixtures/t9a-cases.js';

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => { t = await createTestApp(); arbiter = createArbiter({ baseUrl: await t.app.getUrl() }); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const call = (ep: Endpoint, body: unknown) => (arbiter[ENDPOINTS[ep].sdk] as unknown as (s: 't9a', b: unknown) => Promise<Record<string, unknown>>)('t9a', body);
const rest = (ep: Endpoint, body: unknown) => t.http.post(`/v1/t9a/${ENDPOINTS[ep].path}`).set('content-type', 'application/json').send(JSON.stringify(body));

describe('The 9th Age through the SDK', () => {
  it('typed calls: an attack and a charge check', async () => {
    const a = await arbiter.resolveAttack('t9a', { kind: 'shooting', attacker: { catalogueId: 'archers-20' }, target: { catalogueId: 'spearmen-30' }, range: 12 });
    expect(a.result.plan.groups[0].toHit).toBe('3+'); // BS4, 12" of a 30" longbow: no modifier
    const c = await arbiter.checkCharge('t9a', { units: [{ id: 'c', side: 'A', centre: { x: 36, y: 10 }, facing: 0, width: 5, depth: 4, M: 4 }, { id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 5, depth: 4, M: 4 }], chargerId: 'c', targetId: 't' });
    expect(c.result.pSuccessFraction).toBe('33/36');
  });
  for (const ep of Object.keys(KNOWN) as Endpoint[]) {
    it(`${ENDPOINTS[ep].sdk}('t9a'): the same answer as REST`, async () => {
      const out = await call(ep, KNOWN[ep].body);
      KNOWN[ep].check(out);
      expect(out).toEqual((await rest(ep, KNOWN[ep].body)).body);
    });
  }
  for (const bad of BAD) {
    it(`bad input: ${bad.name} → ArbiterError ${bad.status} ${bad.code}`, async () => {
      const e = await call(bad.endpoint, bad.body).then(() => { throw new Error('expected an error'); }, (x: unknown) => x as ArbiterError);
      expect(e).toBeInstanceOf(ArbiterError);
      expect(e.problem).toMatchObject({ status: bad.status, code: bad.code });
    });
  }
});

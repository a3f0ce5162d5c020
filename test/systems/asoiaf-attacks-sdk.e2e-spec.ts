/**
 * A Song of Ice and Fire attacks and morale through the typed SDK against a live in-process server: typed calls,
 * the same answers as REST under both rules versions, bad inputs as ArbiterErrors with the same problem.
 * Citations: 000_4d85fd9897d069bf.txt (2021), 002_953a7ceb75253954.txt (2018).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ArbiterError, createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAD, ENDPOINTS, KNOWN, type Endpoint } from '../fixtures/asoiaf-attacks-cases.js';

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => { t = await createTestApp(); arbiter = createArbiter({ baseUrl: await t.app.getUrl() }); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const call = (ep: Endpoint, body: unknown) => (arbiter[ENDPOINTS[ep].sdk] as unknown as (s: 'asoiaf', b: unknown) => Promise<Record<string, unknown>>)('asoiaf', body);
const rest = (ep: Endpoint, body: unknown) => t.http.post(`/v1/asoiaf/${ENDPOINTS[ep].path}`).set('content-type', 'application/json').send(JSON.stringify(body));

describe('A Song of Ice and Fire through the SDK', () => {
  it('typed calls: an exact attack and a panic test in 2018 (WE-17b, 002 L870: total 4 against 6 → 2 wounds)', async () => {
    const a = await arbiter.resolveAttack('asoiaf', { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords' } });
    expect(a.result.defenceOn).toBe(4);
    expect(a.result.expected?.hits).toBeCloseTo(3, 12); // 6 dice at 4+: 6 · 1/2
    const m = await arbiter.testMorale('asoiaf', { rulesVersion: 'asoiaf-2018', kind: 'panic', unit: { catalogueId: 'stark-sworn-swords' }, dice: { mode: 'given', rolls: [1, 3] } });
    expect([m.result.passed, m.result.total, m.result.wounds]).toEqual([false, 4, 2]);
  });
  for (const k of KNOWN) {
    it(`${ENDPOINTS[k.endpoint].sdk}('asoiaf') (${k.name}): the same answer as REST`, async () => {
      const out = await call(k.endpoint, k.body);
      k.check(out);
      expect(out).toEqual((await rest(k.endpoint, k.body)).body);
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

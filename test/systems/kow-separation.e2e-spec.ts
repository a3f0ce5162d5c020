/**
 * Kings of War separation after a regroup or a step back (003_80333abf01c9832d.txt L675-677, L683-689)
 * and Surge with Fly (L897-904, L1208-1225), through REST, typed GraphQL and the typed SDK: the same
 * answer each way, and bad input as a precise problem with its pointer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { ENVELOPE_FIELDS, fromGraphQL } from '../fixtures/kow-cases.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => {
  t = await createTestApp();
  arbiter = createArbiter({ baseUrl: await t.app.getUrl() });
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

const unit = (over: Record<string, unknown> = {}) => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const at = (id: string, side: string, x: number, y: number, facing: number) => ({ id, side, unit: unit(), centre: { x, y }, facing });
const W = 100 / 25.4;
const D = 80 / 25.4;
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The same body through REST, typed GraphQL and the SDK: one answer. */
async function threeWays(mutation: 'kowCheckCharge' | 'kowResolveAttack', path: string, body: Record<string, unknown>) {
  const r = await t.http.post(`/v1/kow/${path}`).send(body);
  expect(r.status).toBe(200);
  const g = await t.http
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query: `mutation($i: ${t.inputType(mutation)}) { out: ${mutation}(input: $i) { ${ENVELOPE_FIELDS} } }`, variables: { i: body } });
  expect(g.body.errors).toBeUndefined();
  expect(fromGraphQL(g.body.data.out)).toEqual(r.body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const s = mutation === 'kowCheckCharge' ? await arbiter.checkCharge('kow', body as any) : await arbiter.resolveAttack('kow', body as any);
  expect(s).toEqual(r.body);
  return r.body;
}

describe('KoW separation after a step back or a regroup (L675-677, L683-689)', () => {
  it('step back: the enemy beside it, 0.5" off, is moved 0.5" apart; one that cannot move is tolerated in tooClose', async () => {
    const units = [at('c', 'A', 36, 10, 0), at('t', 'B', 36, 10 + D, 180), at('e', 'B', 36 + W + 0.5, 9, 0)];
    const body = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'stepBack', units });
    expect(body.result.stepBack).toEqual({
      moved: 1,
      stoppedShort: false,
      stoppedBy: null,
      separated: [{ unit: 'e', from: { centre: { x: r6(36 + W + 0.5), y: 9 }, facing: 0 }, to: { centre: { x: r6(36 + W + 1), y: 9 }, facing: 0 }, distance: 0.5 }],
      tooClose: [],
      friendsTouching: [],
    });
    const rock = { id: 'rock', type: 'impassable', polygon: [{ x: 36 + 1.5 * W + 0.5, y: 0 }, { x: 36 + 1.5 * W + 1, y: 0 }, { x: 36 + 1.5 * W + 1, y: 20 }, { x: 36 + 1.5 * W + 0.5, y: 20 }] };
    const stuck = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'stepBack', units, terrain: [rock] });
    expect(stuck.result.stepBack).toMatchObject({ separated: [], tooClose: [{ unit: 'e', distance: 0.5 }] });
  });
  it('regroup forward with no legal place on its line: the full roll, then the enemy beside it is moved apart (exact and given)', async () => {
    const units = [at('c', 'A', 36, 10, 0), at('e', 'B', 36 + W + 0.5, 10, 0)];
    const given = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'regroup', regroup: { kind: 'forward' }, units, dice: { mode: 'given', rolls: [2] } });
    expect(given.result).toMatchObject({ legal: true, final: { centre: { x: 36, y: 12 } }, regroup: { roll: 2, moved: 2, separated: [{ unit: 'e', distance: 0.5 }], tooClose: [] } });
    const exact = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'regroup', regroup: { kind: 'forward' }, units });
    expect(exact.result.regroup.outcomes.map((o: { separated: unknown[] }) => o.separated.length)).toEqual([1, 1, 1, 1, 0, 0]);
  });
  it('bad input stays precise: overlapping units are a 422 naming the second, a pivot without facing a 400 at /regroup/facing', async () => {
    const overlap = await t.http.post('/v1/kow/charges/check').send({ charger: 'c', mode: 'stepBack', units: [at('c', 'A', 36, 10, 0), at('e', 'B', 36.5, 10, 0)] }).expect(422);
    expect(overlap.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(overlap.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/units/1/centre']);
    const pivot = await t.http.post('/v1/kow/charges/check').send({ charger: 'c', mode: 'regroup', regroup: { kind: 'pivot' }, units: [at('c', 'A', 36, 10, 0)] }).expect(400);
    expect(pivot.body.errors.map((e: { path: string }) => e.path)).toEqual(['/regroup/facing']);
  });
});

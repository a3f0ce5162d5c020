/**
 * Kings of War separation after a regroup or a step back (003_80333abf01c9832d.txt L675-677, L683-689)
 * and Surge with Fly (L897-904, L1208-1225), through REST, typed GraphQL and the typed SDK: the same
 * answer each way, and bad input as a precise problem with its pointer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ArbiterError, createArbiter, type Arbiter } from '../../sdk/src/index.js';
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
    // the typed GraphQL result carries the separation too
    const typed = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: `mutation($i: ${t.inputType('kowCheckCharge')}) { out: kowCheckCharge(input: $i) { result { stepBack { separated { unit distance from { centre { x y } facing } to { centre { x y } facing } } tooClose { unit distance } friendsTouching { unit } } } } }`, variables: { i: { charger: 'c', mode: 'stepBack', units } } });
    expect(typed.body.errors).toBeUndefined();
    expect(typed.body.data.out.result.stepBack).toEqual({ separated: body.result.stepBack.separated, tooClose: [], friendsTouching: [] });
    const rock = { id: 'rock', type: 'impassable', polygon: [{ x: 36 + 1.5 * W + 0.5, y: 0 }, { x: 36 + 1.5 * W + 1, y: 0 }, { x: 36 + 1.5 * W + 1, y: 20 }, { x: 36 + 1.5 * W + 0.5, y: 20 }] };
    // with lids just above and below it too, no straight move restoring the inch is clear (L686-689)
    const lid = (y0: number, y1: number) => ({ id: `lid${y0}`, type: 'impassable', polygon: [{ x: 36 + W / 2 + 0.2, y: y0 }, { x: 36 + 1.5 * W + 0.5, y: y0 }, { x: 36 + 1.5 * W + 0.5, y: y1 }, { x: 36 + W / 2 + 0.2, y: y1 }] });
    const stuck = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'stepBack', units, terrain: [rock, lid(9 + D / 2 + 0.3, 9 + D / 2 + 0.6), lid(9 - D / 2 - 0.6, 9 - D / 2 - 0.3)] });
    expect(stuck.result.stepBack).toMatchObject({ separated: [], tooClose: [{ unit: 'e', distance: 0.5 }] });
  });
  it('regroup forward with no legal place on its line: the full roll, then the enemy beside it is moved apart (exact and given)', async () => {
    const units = [at('c', 'A', 36, 10, 0), at('e', 'B', 36 + W + 0.5, 10, 0)];
    const given = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'regroup', regroup: { kind: 'forward' }, units, dice: { mode: 'given', rolls: [2] } });
    expect(given.result).toMatchObject({ legal: true, final: { centre: { x: 36, y: 12 } }, regroup: { roll: 2, moved: 2, separated: [{ unit: 'e', distance: 0.5 }], tooClose: [] } });
    const exact = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'regroup', regroup: { kind: 'forward' }, units });
    expect(exact.result.regroup.outcomes.map((o: { separated: unknown[] }) => o.separated.length)).toEqual([1, 1, 1, 1, 0, 0]);
  });
  it('an enemy in base contact with another enemy of its own (a combat) is not moved: tooClose names it with engagedWith; blocked straight away, another direction is taken (L599-607, L686-689)', async () => {
    const engaged = [at('c', 'A', 36, 10, 0), at('t', 'B', 36, 10 + D, 180), at('e', 'B', 36 + W + 0.5, 9, 0), at('h', 'A', 36 + W + 0.5, 9 + D, 180)];
    const body = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'stepBack', units: engaged });
    expect(body.result.stepBack).toMatchObject({ separated: [], tooClose: [{ unit: 'e', distance: 0.5, engagedWith: 'h' }] });
    const typed = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: `mutation($i: ${t.inputType('kowCheckCharge')}) { out: kowCheckCharge(input: $i) { result { stepBack { tooClose { unit distance engagedWith } } } } }`, variables: { i: { charger: 'c', mode: 'stepBack', units: engaged } } });
    expect(typed.body.errors).toBeUndefined();
    expect(typed.body.data.out.result.stepBack.tooClose).toEqual([{ unit: 'e', distance: 0.5, engagedWith: 'h' }]);
    // its friend g right behind it: it is moved straight up instead, D − 0.5 + √0.75"
    const blocked = [at('c', 'A', 36, 10, 0), at('t', 'B', 36, 10 + D, 180), at('e', 'B', 36 + W + 0.5, 9.5, 0), at('g', 'B', 36 + 2 * W + 0.8, 9.5, 0)];
    const up = await threeWays('kowCheckCharge', 'charges/check', { charger: 'c', mode: 'stepBack', units: blocked });
    expect(up.result.stepBack.separated).toEqual([{ unit: 'e', from: { centre: { x: r6(36 + W + 0.5), y: 9.5 }, facing: 0 }, to: { centre: { x: r6(36 + W + 0.5), y: r6(9.5 + D - 0.5 + Math.sqrt(0.75)) }, facing: 0 }, distance: r6(D - 0.5 + Math.sqrt(0.75)) }]);
  });
  it('bad input stays precise: overlapping units are a 422 naming the second, a pivot without facing a 400 at /regroup/facing', async () => {
    const overlap = await t.http.post('/v1/kow/charges/check').send({ charger: 'c', mode: 'stepBack', units: [at('c', 'A', 36, 10, 0), at('e', 'B', 36.5, 10, 0)] }).expect(422);
    expect(overlap.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(overlap.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/units/1/centre']);
    const pivot = await t.http.post('/v1/kow/charges/check').send({ charger: 'c', mode: 'regroup', regroup: { kind: 'pivot' }, units: [at('c', 'A', 36, 10, 0)] }).expect(400);
    expect(pivot.body.errors.map((e: { path: string }) => e.path)).toEqual(['/regroup/facing']);
  });
});

describe('KoW Surge with Fly over friends and impassable terrain (L897-904, L1212-1225)', () => {
  const wizard = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 1, ra: 5 });
  const flyer = unit({ specialRules: [{ id: 'shambling' }, { id: 'fly' }] });
  const body = (path: Record<string, unknown>, dice?: Record<string, unknown>) => ({ kind: 'spell', attacker: wizard, target: flyer, spell: { id: 'surge', n: 2, path }, ...(dice ? { dice } : {}) });
  it('exact: it flies over the rock (0.5-1.5") and charges the enemy 2" ahead on 2 hits; 1 hit stops before the rock', async () => {
    const out = await threeWays('kowResolveAttack', 'attacks/resolve', body({ enemy: 2, along: [{ kind: 'impassable', from: 0.5, to: 1.5 }, { kind: 'difficult', from: 0.2, to: 0.4 }] }));
    expect(out.result.spellEffect).toMatchObject({ id: 'surge', pCharge: 0.25, pHindered: 0 });
    expect(out.distribution.surgeDistance).toEqual([{ value: 0, p: 0.25 }, { value: 0.5, p: 0.5 }, { value: 2, p: 0.25 }]);
    const given = await threeWays('kowResolveAttack', 'attacks/resolve', body({ enemy: 2, along: [{ kind: 'friend', from: 1.5, to: 3 }] }, { mode: 'given', rolls: [6, 6] }));
    expect(given.result.outcome.surge).toEqual({ distance: 1.5, charges: false, hindered: false });
  });
  it('bad intervals: to before from (400 at /spell/path/along/0/to), an unknown kind (400 at /spell/path/along/0/kind), over REST, GraphQL and the SDK', async () => {
    const early = await t.http.post('/v1/kow/attacks/resolve').send(body({ along: [{ kind: 'friend', from: 2, to: 1 }] })).expect(400);
    expect(early.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(early.body.errors.map((e: { path: string }) => e.path)).toEqual(['/spell/path/along/0/to']);
    const kind = await t.http.post('/v1/kow/attacks/resolve').send(body({ along: [{ kind: 'river', from: 0, to: 1 }] })).expect(400);
    expect(kind.body.errors.map((e: { path: string }) => e.path)).toEqual(['/spell/path/along/0/kind']);
    const g = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: `mutation($i: ${t.inputType('kowResolveAttack')}) { out: kowResolveAttack(input: $i) { system } }`, variables: { i: body({ along: [{ kind: 'friend', from: 2, to: 1 }] }) } });
    expect(g.body.errors[0].extensions).toMatchObject({ code: early.body.code });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const sdk = await arbiter.resolveAttack('kow', body({ along: [{ kind: 'friend', from: 2, to: 1 }] }) as any).then(() => null, (e: unknown) => e as ArbiterError);
    expect(sdk).toBeInstanceOf(ArbiterError);
    expect(sdk!.status).toBe(400);
    expect(sdk!.problem).toEqual(early.body);
  });
});

/**
 * The 9th Age shooting gaps (attacks/resolve) over REST, typed GraphQL and the SDK, with the same answers: a Breath
 * Weapon's bracketed rules (004_1ae45c4b93e4399d.txt L3125-3139) in kind special and in a combat round's specials;
 * bad input as problems with pointers.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ENVELOPE_FIELDS, fromGraphQL } from '../fixtures/t9a-cases.js';

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => { t = await createTestApp(); arbiter = createArbiter({ baseUrl: await t.app.getUrl() }); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const post = (body: unknown) => t.http.post('/v1/t9a/attacks/resolve').set('content-type', 'application/json').send(JSON.stringify(body));
const gql = async (body: unknown) => {
  const g = await t.gql(`mutation($i: ${t.inputType('t9aResolveAttack')}) { out: t9aResolveAttack(input: $i) { ${ENVELOPE_FIELDS} } }`, { i: body });
  expect(g.errors).toBeUndefined();
  return fromGraphQL(g.data.out);
};
const typed = async (body: unknown, fields: string) => {
  const g = await t.gql(`mutation($i: ${t.inputType('t9aResolveAttack')}) { out: t9aResolveAttack(input: $i) { result { ${fields} } } }`, { i: body });
  expect(g.errors).toBeUndefined();
  return g.data.out.result;
};
const gqlError = async (body: unknown) => (await t.gql(`mutation($i: ${t.inputType('t9aResolveAttack')}) { out: t9aResolveAttack(input: $i) { system } }`, { i: body })).errors![0].extensions;
const sdk = (body: unknown) => (arbiter.resolveAttack as unknown as (s: 't9a', b: unknown) => Promise<Record<string, any>>)('t9a', body);
const paths = (b: { errors: Array<{ path: string }> }) => b.errors.map((e) => e.path);
/** REST, GraphQL (the JSON envelope) and the SDK give one answer; returns it. */
async function sameEverywhere(body: unknown): Promise<any> {
  const r = await post(body).expect(200);
  expect(await gql(body)).toEqual(r.body);
  expect(await sdk(body)).toEqual(r.body);
  return r.body;
}

const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };

describe('a Breath Weapon\'s bracketed rules (L3125-3139)', () => {
  const target = { profile: { ...P, T: 4 }, models: 20, files: 5, armour: ['heavy', 'shield'], regeneration: 4, rules: [{ id: 'flammable' }] };
  const body = { kind: 'special', attacker: { troopType: 'monster', profile: P }, target, special: { kind: 'breath', strength: 4, rules: [{ id: 'flamingAttacks' }] } };
  it('kind special: Flaming Attacks against a Flammable unit with Regeneration: 7 × 3/4 × 4/6 wounds (L3383-3385, L3487-3491), alike everywhere', async () => {
    const r = await sameEverywhere(body);
    expect(r.result.summary.meanWoundsInflicted).toBeCloseTo(3.5, 12);
    expect(r.result.plan.groups[0]).toMatchObject({ strength: 4, toWound: 4, armourSave: 5, ward: null });
    expect((await typed(body, 'plan { groups { strength toWound ward wardKind } } summary { meanWoundsInflicted }')).summary.meanWoundsInflicted).toBe(r.result.summary.meanWoundsInflicted);
  });
  it('given dice: 2D6 = 1 + 2, wounds 1, 4, 3 and the failures rerolled 5, 2 → 2 wounds, 5+ saves 2, 6 → 1 wound', async () => {
    const r = await sameEverywhere({ ...body, dice: { mode: 'given', rolls: [1, 2, 1, 4, 3, 5, 2, 2, 6] } });
    expect(r.result.outcome).toMatchObject({ hits: 3, wounds: 2, woundsInflicted: 1 });
  });
  it('a combat round: the breath of a monster with Lethal Strike in its brackets, typed alike', async () => {
    const round = { kind: 'combatRound', attacker: { troopType: 'monster', profile: { ...P, A: 0, I: 5 }, rules: [{ id: 'breathWeapon', value: 4 }] }, target: { ...target, profile: { ...P, T: 4, A: 0 }, models: 30, files: 10 }, combat: { sides: [{ charged: true, specials: [{ kind: 'breath', rules: [{ id: 'flamingAttacks' }, { id: 'lethalStrike' }] }] }, { morale: { unbreakable: true } }] } };
    const r = await sameEverywhere(round);
    const breath = r.result.combat.strikers.find((s: { name: string }) => s.name.includes('breath'));
    expect(breath.groups[0]).toMatchObject({ strength: 4, ward: null });
    expect((await typed(round, 'combat { odds { sides { meanWoundsCaused } } }')).combat.odds.sides[0].meanWoundsCaused).toBe(r.result.combat.odds.sides[0].meanWoundsCaused);
  });
  it('bad input: rules on a Stomp, an unknown rule, a rule without an id (400 with pointers, GraphQL alike)', async () => {
    const stomp = { ...body, special: { kind: 'stomp', rules: [{ id: 'flamingAttacks' }] } };
    expect(paths((await post(stomp).expect(400)).body)).toEqual(['/special/rules']);
    const unknown = { ...body, special: { ...body.special, rules: [{ id: 'dragonfire' }] } };
    const u = await post(unknown).expect(400);
    expect([u.body.code, ...paths(u.body)]).toEqual(['unknown_reference', '/special/rules/0/id']);
    expect(await gqlError(unknown)).toMatchObject({ code: 'unknown_reference', status: 400 });
    const noId = await post({ ...body, special: { ...body.special, rules: [{ value: 2 }] } }).expect(400);
    expect([noId.body.code, ...paths(noId.body)]).toEqual(['validation_failed', '/special/rules/0/id']);
    const inRound = { kind: 'combatRound', attacker: { troopType: 'monster', profile: P }, target, combat: { sides: [{ specials: [{ kind: 'grinding', value: 1, rules: [{ id: 'flamingAttacks' }] }] }, {}] } };
    expect(paths((await post(inRound).expect(400)).body)).toEqual(['/combat/sides/0/specials/0/rules']);
  });
});

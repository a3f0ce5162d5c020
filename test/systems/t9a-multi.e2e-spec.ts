/**
 * The 9th Age: combined units, several chargers and redirects, combats of several units per side: REST, typed
 * GraphQL and the SDK give the same answer; bad input as problems with pointers.
 * Citations: 004_1ae45c4b93e4399d.txt L2629-2652 (hits on combined units), L1532-1540 (attacks on characters).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ENVELOPE_FIELDS, fromGraphQL } from '../fixtures/t9a-cases.js';

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => { t = await createTestApp(); arbiter = createArbiter({ baseUrl: await t.app.getUrl() }); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const post = (path: string, body: unknown) => t.http.post(`/v1/t9a/${path}`).set('content-type', 'application/json').send(JSON.stringify(body));
const gql = async (m: string, body: unknown) => {
  const g = await t.gql(`mutation($i: ${t.inputType(m)}) { out: ${m}(input: $i) { ${ENVELOPE_FIELDS} } }`, { i: body });
  expect(g.errors).toBeUndefined();
  return fromGraphQL(g.data.out);
};
const sdk = (m: 'resolveAttack' | 'checkCharge', body: unknown) => (arbiter[m] as unknown as (s: 't9a', b: unknown) => Promise<unknown>)('t9a', body);
const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const HERO = { profile: { ...P, T: 4, W: 2, Ld: 9 }, armour: ['heavy', 'shield'], ward: 5 };
const paths = (b: { errors: Array<{ path: string }> }) => b.errors.map((e) => e.path);

describe('hits on a combined unit (L2629-2652)', () => {
  const GRIND = { kind: 'special', special: { kind: 'grinding', value: 2 }, attacker: { profile: P }, target: { profile: P, models: 1 }, combined: { characters: [HERO] } };
  it('REST = GraphQL = SDK: two hits on one R&F model and a character, one each, each saving with its own profile', async () => {
    const r = await post('attacks/resolve', GRIND).expect(200);
    const [hero, rnf] = r.body.result.combined.recipients;
    expect(hero).toMatchObject({ character: true, meanHits: 1 });
    expect(hero.meanWoundsInflicted).toBeCloseTo(1 / 9, 12);
    expect(rnf.meanWoundsInflicted).toBeCloseTo(1 / 2, 12);
    expect(await gql('t9aResolveAttack', GRIND)).toEqual(r.body);
    expect(await sdk('resolveAttack', GRIND)).toEqual(r.body);
  });
  it('templates: a touched character of another troop type takes the hit', async () => {
    const body = { kind: 'artillery', attacker: { profile: P }, target: { profile: P, models: 10, files: 5 }, artillery: { weapon: 'catapult', strength: 3, models: 2 }, combined: { characters: [{ ...HERO, troopType: 'cavalry' }], touched: [0] } };
    const r = await post('attacks/resolve', body).expect(200);
    expect(r.body.result.combined.recipients[1].meanWoundsInflicted).toBeCloseTo((5 / 6) * (1 / 9), 12);
    expect(await sdk('resolveAttack', body)).toEqual(r.body);
  });
  it('REST = GraphQL = SDK: a cavalry hero in slot 1 of a cannon line takes the half-S hit itself (L2494-2507, L2649-2652); bad slots → 400', async () => {
    const body = { kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target: { profile: P, models: 10, files: 5 }, artillery: { weapon: 'cannon', strength: 10, models: 2 }, combined: { characters: [{ troopType: 'cavalry', profile: { ...P, T: 5 } }], touched: [0], linePositions: [1] } };
    const r = await post('attacks/resolve', body).expect(200);
    expect(r.body.result.combined.recipients[1].meanWoundsInflicted).toBeCloseTo((1 / 2) * (5 / 6) * (1 / 2), 12);
    expect(await gql('t9aResolveAttack', body)).toEqual(r.body);
    expect(await sdk('resolveAttack', body)).toEqual(r.body);
    const bad = await post('attacks/resolve', { ...body, combined: { ...body.combined, linePositions: [3] } }).expect(400);
    expect(paths(bad.body)).toEqual(['/combined/linePositions/0']);
  });
  it('bad input: a character with T 11, touched out of range, combined on close combat → 400 with pointers', async () => {
    const a = await post('attacks/resolve', { ...GRIND, combined: { characters: [{ profile: { ...P, T: 11 } }], spareHitsTo: 'nobody' } }).expect(400);
    expect(paths(a.body)).toEqual(expect.arrayContaining(['/combined/characters/0/profile/T', '/combined/spareHitsTo']));
    const b = await post('attacks/resolve', { kind: 'artillery', attacker: { profile: P }, target: { profile: P, models: 3 }, artillery: { weapon: 'catapult', strength: 3, models: 2 }, combined: { characters: [HERO], touched: [3] } }).expect(400);
    expect(paths(b.body)).toEqual(['/combined/touched/0']);
    const c = await post('attacks/resolve', { ...GRIND, kind: 'closeCombat' }).expect(400);
    expect(paths(c.body)).toEqual(['/combined']);
  });
});

describe('attacks directed at characters in a combat round (L1525-1540)', () => {
  const ROUND = {
    kind: 'combatRound', attacker: { profile: { ...P, I: 4 }, models: 2, files: 2 }, target: { profile: { ...P, A: 0 }, models: 3, files: 3 },
    combat: { sides: [{ allocations: [{ attacks: 1, character: 0 }] }, { characters: [{ name: 'hero', profile: { ...P, WS: 7, T: 4, W: 2, A: 0 } }], morale: { unbreakable: true } }] },
  };
  it('REST = GraphQL = SDK: one attack at the hero (5+, 5+), one at the R&F (4+, 4+)', async () => {
    const r = await post('attacks/resolve', ROUND).expect(200);
    expect(r.body.result.combat.odds.sides[0].meanWoundsCaused).toBeCloseTo(1 / 4 + 1 / 9, 12);
    expect(r.body.result.combat.strikers.map((s: { name: string }) => s.name)).toContain('infantry → hero');
    expect(await gql('t9aResolveAttack', ROUND)).toEqual(r.body);
    expect(await sdk('resolveAttack', ROUND)).toEqual(r.body);
  });
  it('REST = GraphQL = SDK: D3 Random Attacks, the first of the count rolled directed at the hero (L1525-1540, L3163-3168)', async () => {
    const body = { ...ROUND, attacker: { profile: { ...P, I: 4 }, rules: [{ id: 'randomAttacks', value: 'D3' }] } };
    const r = await post('attacks/resolve', body).expect(200);
    expect(r.body.result.combat.odds.sides[0].meanWoundsCaused).toBeCloseTo(1 / 9 + 1 / 4, 12);
    expect(await gql('t9aResolveAttack', body)).toEqual(r.body);
    expect(await sdk('resolveAttack', body)).toEqual(r.body);
    const two = { ...body, combat: { sides: [{ allocations: [{ attacks: 1, character: 0 }, { attacks: 1, character: 0 }] }, ROUND.combat.sides[1]] } };
    expect(paths((await post('attacks/resolve', two).expect(400)).body)).toEqual(['/combat/sides/0/allocations/0/group']);
  });
  it('bad input: attacks 0 and a missing character index (400), an enemy character that does not exist (400) with pointers', async () => {
    const a = await post('attacks/resolve', { ...ROUND, combat: { sides: [{ allocations: [{ attacks: 0 }] }, ROUND.combat.sides[1]] } }).expect(400);
    expect(paths(a.body)).toEqual(expect.arrayContaining(['/combat/sides/0/allocations/0/attacks', '/combat/sides/0/allocations/0/character']));
    const b = await post('attacks/resolve', { ...ROUND, combat: { sides: [{ allocations: [{ attacks: 1, character: 1 }] }, ROUND.combat.sides[1]] } }).expect(400);
    expect(paths(b.body)).toEqual(['/combat/sides/0/allocations/0/character']);
  });
});

describe('several chargers and redirects (L835-869, L918-928)', () => {
  const U = (id: string, side: 'A' | 'B', x: number, y: number, facing: number, extra: Record<string, unknown> = {}) => ({ id, side, centre: { x, y }, facing, width: 5, depth: 4, M: 4, ...extra });
  const MANY = { units: [U('a', 'A', 33, 10, 0), U('b', 'A', 39, 10, 0, { rules: [{ id: 'swiftstride' }] }), U('t', 'B', 36, 22, 180, { width: 12 })], chargerIds: ['a', 'b'], targetId: 't' };
  const REDIRECT = { units: [U('c', 'A', 36, 10, 0, { Ld: 8 }), U('f', 'B', 36, 24, 180, { fleeing: true }), U('n', 'B', 44, 20, 180)], chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n' } };
  it('REST = GraphQL = SDK: two chargers, P(all arrive) = 33/36 × 212/216', async () => {
    const r = await post('charges/check', MANY).expect(200);
    expect(r.body.result.pAllArriveFraction).toBe(`${33 * 212}/${36 * 216}`);
    expect(await gql('t9aCheckCharge', MANY)).toEqual(r.body);
    expect(await sdk('checkCharge', MANY)).toEqual(r.body);
  });
  it('REST = GraphQL = SDK: two Terror chargers, one panic test of the target on the first one\'s declaration (L3517-3521, L2159-2162)', async () => {
    const body = { ...MANY, units: MANY.units.map((u) => (u.id === 't' ? { ...u, Ld: 8 } : { ...u, rules: [{ id: 'terror' }] })) };
    const r = await post('charges/check', body).expect(200);
    expect(r.body.result.terror).toMatchObject({ chargerId: 'a', required: true, pPassFraction: '26/36' });
    expect(r.body.result.chargers[1].terrorTest).toMatchObject({ required: false, takenOn: 'a' });
    expect(await gql('t9aCheckCharge', body)).toEqual(r.body);
    expect(await sdk('checkCharge', body)).toEqual(r.body);
    const given = { ...body, dice: { mode: 'given', rolls: [1, 1, 1, 1, 1, 3] } };
    const g = await post('charges/check', given).expect(200);
    expect(g.body.result.terror.passed).toBe(true);
    expect(await sdk('checkCharge', given)).toEqual(g.body);
  });
  it('REST = GraphQL = SDK: a redirect, P(Ld 8) = 26/36', async () => {
    const r = await post('charges/check', REDIRECT).expect(200);
    expect(r.body.result.redirect).toMatchObject({ allowed: true, pLdPassFraction: '26/36' });
    expect(await gql('t9aCheckCharge', REDIRECT)).toEqual(r.body);
    expect(await sdk('checkCharge', REDIRECT)).toEqual(r.body);
  });
  it('REST = GraphQL = SDK: the new target flees too (L867-869): completed against the likelier fleeing unit, or the one chosen', async () => {
    const body = { ...REDIRECT, redirect: { newTargetId: 'n', newTargetFled: { centre: { x: 44, y: 27 }, facing: 0 } } };
    const r = await post('charges/check', body).expect(200);
    expect(r.body.result.redirect.bothFled).toMatchObject({ completeAgainst: 'f', chosen: false });
    expect(r.body.result.redirect.pChargeNew).toBeCloseTo((26 / 36) * (26 / 36), 12);
    expect(await gql('t9aCheckCharge', body)).toEqual(r.body);
    expect(await sdk('checkCharge', body)).toEqual(r.body);
    const chosen = { ...body, redirect: { ...body.redirect, completeAgainst: 'n' }, dice: { mode: 'given', rolls: [2, 2, 5, 4] } };
    const g = await post('charges/check', chosen).expect(200);
    expect(g.body.result.redirect.roll).toEqual({ total: 4, passed: true, chargeTo: 'n' });
    expect(await sdk('checkCharge', chosen)).toEqual(g.body);
    expect(paths((await post('charges/check', { ...REDIRECT, redirect: { newTargetId: 'n', completeAgainst: 'n' } }).expect(400)).body)).toEqual(['/redirect/completeAgainst']);
    expect(paths((await post('charges/check', { ...REDIRECT, redirect: { newTargetId: 'n', newTargetFled: { centre: { x: 44 } } } }).expect(400)).body)).toEqual(expect.arrayContaining(['/redirect/newTargetFled/centre/y', '/redirect/newTargetFled/facing']));
    expect(paths((await post('charges/check', { ...body, redirect: { ...body.redirect, newTargetFled: { centre: { x: 44, y: 47 }, facing: 0 } } }).expect(422)).body)).toEqual(['/redirect/newTargetFled/centre']);
  });
  // a 10" front of 10 bases between two rocks: an 8" unit of 40 models, or two 5" units of 10 (L918-925)
  const rock = (x0: number, x1: number) => ({ type: 'impassable', polygon: [{ x: x0, y: 24 }, { x: x1, y: 24 }, { x: x1, y: 29 }, { x: x0, y: 29 }] });
  const JOINT = {
    units: [U('x', 'A', 36, 20, 0, { width: 8, files: 8, models: 40 }), U('y', 'A', 33.5, 13, 0, { depth: 2, files: 5, models: 10 }), U('z', 'A', 38.5, 13, 0, { depth: 2, files: 5, models: 10 }), U('t', 'B', 36, 30, 180, { width: 10, depth: 2, files: 10 })],
    terrain: [rock(20, 31), rock(41, 52)], chargerIds: ['x', 'y', 'z'], targetId: 't',
  };
  it('REST = GraphQL = SDK: chargers placed together, models in combat first (L923-925, L1449-1451), or (option) as many chargers', async () => {
    const r = await post('charges/check', JOINT).expect(200);
    expect(r.body.result.placement).toEqual({ placed: ['x'], notPlaced: ['y', 'z'], modelsInCombat: 50, modelsInContact: 18 });
    expect(r.body.result.chargers.map((c: { reasons: Array<{ code: string }> }) => c.reasons.map((x) => x.code))).toEqual([[], ['BLOCKED_BY_CHARGER'], ['BLOCKED_BY_CHARGER']]);
    expect(await gql('t9aCheckCharge', JOINT)).toEqual(r.body);
    expect(await sdk('checkCharge', JOINT)).toEqual(r.body);
    const byUnits = { ...JOINT, options: { jointChargePriority: 'chargers' } };
    const u = await post('charges/check', byUnits).expect(200);
    expect(u.body.result.placement).toEqual({ placed: ['y', 'z'], notPlaced: ['x'], modelsInCombat: 30, modelsInContact: 20 });
    expect(await gql('t9aCheckCharge', byUnits)).toEqual(u.body);
    expect(await sdk('checkCharge', byUnits)).toEqual(u.body);
  });
  it('REST = SDK: E32 (Figure 4, L904-907): the spot straight ahead blocked by a rock, the charger reaches contact 5.6" along the front', async () => {
    const body = { units: [U('c', 'A', 36, 10, 0), U('t', 'B', 36, 22, 180, { width: 12 })], terrain: [{ type: 'impassable', polygon: [{ x: 34.5, y: 17 }, { x: 37, y: 17 }, { x: 37, y: 19.5 }, { x: 34.5, y: 19.5 }] }], chargerId: 'c', targetId: 't' };
    const r = await post('charges/check', body).expect(200);
    expect(r.body.result).toMatchObject({ legal: true, placement: { placed: ['c'], modelsInCombat: 2, modelsInContact: 2 } });
    expect(r.body.result.finalPosition.centre.x).toBeCloseTo(41.6, 9);
    expect(await gql('t9aCheckCharge', body)).toEqual(r.body);
    expect(await sdk('checkCharge', body)).toEqual(r.body);
  });
  it('too many chargers to place within the step bound: 422 too_complex at /chargerIds (run in the worker pool)', async () => {
    const units = [U('t', 'B', 36, 30, 180, { width: 16, files: 20, models: 100 })];
    for (let i = 0; i < 6; i++) {
      const flank = i >= 4;
      units.push(U(`c${i}`, 'A', flank ? (i % 2 ? 52 : 20) : 36 - 4.5 + i * 1.5, flank ? 30 : 20 - i * 2.5, flank ? (i % 2 ? 270 : 90) : 0, { width: 4, depth: 2, M: 6, files: 4, models: 12 }));
    }
    const r = await post('charges/check', { units, chargerIds: units.slice(1).map((u) => u.id), targetId: 't' }).expect(422);
    expect(r.body).toMatchObject({ code: 'too_complex', errors: [{ path: '/chargerIds', code: 'jointPlacementSteps' }] });
  });
  it('bad input: chargerIds of one, neither chargerId nor chargerIds, an unknown new target → 400 with pointers', async () => {
    expect(paths((await post('charges/check', { ...MANY, chargerIds: ['a'] }).expect(400)).body)).toEqual(['/chargerIds']);
    expect(paths((await post('charges/check', { ...MANY, chargerIds: undefined }).expect(400)).body)).toEqual(['/chargerId']);
    expect(paths((await post('charges/check', { ...REDIRECT, redirect: { newTargetId: 'zz' } }).expect(400)).body)).toEqual(['/redirect/newTargetId']);
  });
});

describe('combats of more than one unit per side (L1440-1447, L1704-1777)', () => {
  const MULTI = {
    kind: 'combatRound', attacker: { profile: P }, target: { profile: { ...P, A: 0 }, models: 2, files: 2 },
    combat: { sides: [{}, { morale: { unbreakable: true } }], units: [{ side: 0, unit: { profile: { ...P, S: 4 } }, facing: 'flank' }] },
  };
  it('REST = GraphQL = SDK: two units strike one, wounds summed (1/4 + 1/3), per-unit odds', async () => {
    const r = await post('attacks/resolve', MULTI).expect(200);
    expect(r.body.result.combat.odds.sides[0].meanWoundsCaused).toBeCloseTo(1 / 4 + 1 / 3, 12);
    expect(r.body.result.combat.odds.units.map((u: { unit: number; strikes: number }) => [u.unit, u.strikes])).toEqual([[0, 1], [1, 0], [2, 1]]);
    expect(await gql('t9aResolveAttack', MULTI)).toEqual(r.body);
    expect(await sdk('resolveAttack', MULTI)).toEqual(r.body);
  });
  it('REST = GraphQL = SDK: No More Foes for one unit while the others fight on (L1771-1777): no charge or standard, no test', async () => {
    const body = {
      kind: 'combatRound', attacker: { name: 'victor', standard: true, profile: { ...P, S: 5, I: 5 } }, target: { name: 'victim', profile: { ...P, A: 0 } },
      combat: { sides: [{ charged: true }, {}], units: [{ side: 0, unit: { name: 'loser', profile: { ...P, A: 0 }, models: 5, files: 5 }, strikes: 3 }, { side: 1, unit: { name: 'winner', profile: { ...P, A: 3 } }, strikes: 2 }] },
      dice: { mode: 'given', rolls: [4, 4, 4, 4, 4, 4, 4, 4, 3, 3] },
    };
    const r = await post('attacks/resolve', body).expect(200);
    expect(r.body.result.combat.rolled).toMatchObject({ scores: [1, 3], winner: 1 });
    expect(r.body.result.combat.rolled.breakTests).toHaveLength(1);
    expect(await gql('t9aResolveAttack', body)).toEqual(r.body);
    expect(await sdk('resolveAttack', body)).toEqual(r.body);
  });
  it('REST = GraphQL = SDK: a unit splitting its attacks between two enemy units in contact (L1520-1532); bad splits → 400 with pointers', async () => {
    const body = {
      kind: 'combatRound', attacker: { profile: { ...P, A: 2, I: 4 } }, target: { name: 'x', profile: { ...P, A: 0 } },
      combat: { sides: [{ splits: [{ unit: 2, attacks: 1 }] }, { morale: { unbreakable: true } }], units: [{ side: 1, unit: { name: 'y', profile: { ...P, A: 0, T: 5 } }, morale: { unbreakable: true } }] },
    };
    const r = await post('attacks/resolve', body).expect(200);
    expect(r.body.result.combat.odds.sides[0].meanWoundsCaused).toBeCloseTo(1 / 4 + 1 / 12, 12);
    expect(await gql('t9aResolveAttack', body)).toEqual(r.body);
    expect(await sdk('resolveAttack', body)).toEqual(r.body);
    const bad = await post('attacks/resolve', { ...body, combat: { ...body.combat, sides: [{ splits: [{ unit: 1, attacks: 0 }] }, {}] } }).expect(400);
    expect(paths(bad.body)).toEqual(expect.arrayContaining(['/combat/sides/0/splits/0/attacks']));
    const same = await post('attacks/resolve', { ...body, combat: { ...body.combat, sides: [{ splits: [{ unit: 1, attacks: 1 }] }, {}] } }).expect(400);
    expect(paths(same.body)).toEqual(['/combat/sides/0/splits/0/unit']);
  });
  it('bad input: a unit on side 2, striking a friend → 400 with pointers; the joint bound counts every unit (422 too_complex)', async () => {
    const a = await post('attacks/resolve', { ...MULTI, combat: { units: [{ side: 2, unit: { profile: P } }] } }).expect(400);
    expect(paths(a.body)).toEqual(['/combat/units/0/side']);
    const b = await post('attacks/resolve', { ...MULTI, combat: { units: [{ side: 0, unit: { profile: P }, strikes: 0 }] } }).expect(400);
    expect(paths(b.body)).toEqual(['/combat/units/0/strikes']);
    const big = { kind: 'combatRound', attacker: { profile: P, models: 300, files: 10 }, target: { profile: P, models: 300, files: 10 } };
    await post('attacks/resolve', big).expect(200);
    const c = await post('attacks/resolve', { ...big, combat: { units: [{ side: 0, unit: { profile: P, models: 10 } }] } }).expect(422);
    expect(c.body).toMatchObject({ code: 'too_complex', limit: 'combatRoundOutcomes', value: 301 * 301 * 11 });
  }, 60000);
});

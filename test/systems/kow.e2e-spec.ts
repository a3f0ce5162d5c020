import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SystemCatalog } from '../../src/modules/systems/catalog.js';
import { kowBinding } from '../../src/modules/systems/kow/kow.binding.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { catalog: new SystemCatalog([], [kowBinding]) });
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

const unit = (over: Record<string, unknown> = {}) => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const paths = (body: { errors: Array<{ path: string }> }) => body.errors.map((e) => e.path).sort();

describe('Kings of War over REST', () => {
  it('catalogue lists special rules, spells and every option', async () => {
    const res = await t.http.get('/v1/kow').expect(200);
    expect(JSON.stringify(res.body)).toContain('thunderousCharge');
    expect(JSON.stringify(res.body)).toContain('halveBase');
  });

  it('attacks: exact rear charge with Elite, CS and TC; given mode with the transcript', async () => {
    const attacker = unit({ specialRules: [{ id: 'elite' }, { id: 'crushingStrength', value: 1 }, { id: 'thunderousCharge', value: 1 }] });
    const exact = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'melee', facing: 'rear', attacker, target: unit(), nerveTest: true }).expect(200);
    expect(exact.body.result.plan).toMatchObject({ dice: 30, needToHit: 4, needToDamage: 2 });
    expect(exact.body.distribution.nerve.length).toBeGreaterThan(1);
    expect(exact.body.explanation[0].cite).toMatch(/003_80333abf01c9832d\.txt L/);
    const g = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'melee', attacker: unit({ att: 1 }), target: unit(), dice: { mode: 'given', rolls: [5, 6] } }).expect(200);
    expect(g.body.result.outcome).toMatchObject({ hits: 1, damage: 1 });
  });

  it('attacks: shooting from positions works out cover (EX-17 big target) and refuses what cannot be shot', async () => {
    const geometry = (target: { x: number; y: number }) => ({ shooter: { centre: { x: 36, y: 10 }, facing: 0 }, target: { centre: target, facing: 180 }, units: [{ id: 'screen', side: 'A', unit: unit({ size: 'Horde', height: 0 }), centre: { x: 36, y: 17 }, facing: 0 }] });
    const r = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'ranged', weapon: 'bow', attacker: unit(), target: unit(), geometry: geometry({ x: 36, y: 24 }) }).expect(200);
    expect(r.body.result.geometry).toMatchObject({ cover: true, facing: 'front' });
    expect(r.body.result.plan.needToHit).toBe(5);
    const far = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'ranged', weapon: 'pistol', attacker: unit(), target: unit(), geometry: geometry({ x: 36, y: 40 }) }).expect(400);
    expect(far.body.errors[0].path).toBe('/geometry/target');
    const both = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'ranged', attacker: unit(), target: unit(), cover: true, geometry: geometry({ x: 36, y: 24 }) }).expect(400);
    expect(both.body.errors[0].path).toBe('/cover');
    const bad = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'ranged', attacker: unit(), target: unit(), geometry: { shooter: { centre: { x: 36 }, facing: 0 } } }).expect(400);
    expect(paths(bad.body)).toEqual(['/geometry/shooter/centre/y', '/geometry/target']);
  });

  it('attacks: bad inputs are precise problems, never a 500', async () => {
    const neg = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'melee', attacker: unit({ att: -1, de: 3.5 }), target: unit() }).expect(400);
    expect(paths(neg.body)).toEqual(['/attacker/att', '/attacker/de']);
    const rule = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'melee', attacker: unit({ specialRules: [{ id: 'laserEyes' }] }), target: unit() }).expect(400);
    expect(rule.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/attacker/specialRules/0/id' }] });
    const cat = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'ranged', attacker: { catalogueId: 'nope' }, target: unit() }).expect(400);
    expect(cat.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/attacker/catalogueId' }] });
    const few = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'melee', attacker: unit(), target: unit(), dice: { mode: 'given', rolls: [4] } }).expect(400);
    expect(few.body.code).toBe('insufficient_dice');
    const opt = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'melee', attacker: unit(), target: unit(), options: { halveBase: 'half' } }).expect(400);
    expect(opt.body.code).toBe('invalid_option');
  });

  it('morale: EX-05 given and exact', async () => {
    const body = { unit: unit({ ne: { waver: 11, rout: 13 } }), damage: 3 };
    const g = await t.http.post('/v1/kow/morale/test').send({ ...body, dice: { mode: 'given', rolls: [3, 4] } }).expect(200);
    expect(g.body.result.outcome).toMatchObject({ result: 'steady', total: 10 });
    const e = await t.http.post('/v1/kow/morale/test').send(body).expect(200);
    expect(e.body.result.pSteady + e.body.result.pWavering + e.body.result.pRouted).toBeCloseTo(1, 9);
    await t.http.post('/v1/kow/morale/test').send({ ...body, damage: -2 }).expect(400);
  });

  it('armies: an invalid army is a 200 with violations', async () => {
    const res = await t.http.post('/v1/kow/armies/validate').send({ pointsLimit: 2000, contingents: [{ armyList: 'Elves', alignment: 'Good', units: [{ unit: unit({ size: 'Troop' }) }] }] }).expect(200);
    expect(res.body.result).toMatchObject({ valid: false, violations: [{ code: 'TROOP_ALLOWANCE_EXCEEDED', units: ['/contingents/0/units/0'] }] });
  });

  it('scoring: EX-14 and the game-end odds', async () => {
    const res = await t.http.post('/v1/kow/scenarios/score').send({ pointsLimit: 2000, gameEndRoll: true, players: [{ name: 'A', routedEnemies: [{ pts: 700 }] }, { name: 'B', routedEnemies: [{ pts: 500 }] }] }).expect(200);
    expect(res.body.result).toMatchObject({ winner: 'A', gameEnd: { pEndsAfterTurnSix: 0.5 } });
    await t.http.post('/v1/kow/scenarios/score').send({ pointsLimit: 2000, players: [] }).expect(400);
  });

  const placed = (id: string, side: string, x: number, y: number, facing: number, over: Record<string, unknown> = {}) => ({ id, side, unit: unit(over), centre: { x, y }, facing });
  const headOn = [placed('spears', 'A', 36, 10, 0), placed('orcs', 'B', 36, 20, 180)];

  it('charges: a legal frontal charge with its final position and path; a Hindered one through a hedge', async () => {
    const res = await t.http.post('/v1/kow/charges/check').send({ units: headOn, charger: 'spears', target: 'orcs' }).expect(200);
    expect(res.body.result).toMatchObject({ legal: true, facing: 'front', reasons: [], hindered: false, distance: { allowed: 10 } });
    expect(res.body.result.final.centre.y).toBeCloseTo(20 - 80 / 25.4, 5);
    expect(res.body.result.path.moves[0]).toMatchObject({ move: 'forward' });
    const opt = await t.http.post('/v1/kow/charges/check').send({ units: headOn, charger: 'spears', target: 'orcs', options: { strictSinglePivot: 'yes', halveBase: 'final' } }).expect(400);
    expect(paths(opt.body)).toEqual(['/options/halveBase', '/options/strictSinglePivot']);
    const hedge = { id: 'hedge', type: 'obstacle', height: 1, polygon: [{ x: 30, y: 13 }, { x: 42, y: 13 }, { x: 42, y: 13.3 }, { x: 30, y: 13.3 }] };
    const h = await t.http.post('/v1/kow/charges/check').send({ units: headOn, terrain: [hedge], charger: 'spears', target: 'orcs' }).expect(200);
    expect(h.body.result).toMatchObject({ legal: true, hindered: true, hinderedBy: ['hedge'] });
  });

  it('charges: a refusal is a 200 with coded reasons', async () => {
    const far = [placed('spears', 'A', 36, 10, 0), placed('orcs', 'B', 36, 30, 180)];
    const res = await t.http.post('/v1/kow/charges/check').send({ units: far, charger: 'spears', target: 'orcs' }).expect(200);
    expect(res.body.result).toMatchObject({ legal: false, reasons: [{ code: 'OUT_OF_RANGE' }] });
  });

  it('charges: the D6" advance after routing an Individual (EX-21) needs no target', async () => {
    const hero = { type: 'Hero', heroSub: 'Inf', size: 'Single', specialRules: [{ id: 'individual' }] };
    const units = [placed('spears', 'A', 36, 10, 0), placed('h1', 'B', 36, 12, 180, hero), placed('h2', 'B', 36, 14, 180, hero)];
    const res = await t.http.post('/v1/kow/charges/check').send({ mode: 'advance', charger: 'spears', routed: 'h1', units }).expect(200);
    expect(res.body.result).toMatchObject({ legal: true, target: 'h2', advance: { chainable: true } });
    const missing = await t.http.post('/v1/kow/charges/check').send({ mode: 'advance', charger: 'spears', units }).expect(400);
    expect(paths(missing.body)).toEqual(['/routed']);
  });

  it('charges: mode move checks other orders, e.g. a Vanguard move', async () => {
    const scouts = [placed('scouts', 'A', 36, 10, 0, { specialRules: [{ id: 'vanguard' }] })];
    const ok = await t.http.post('/v1/kow/charges/check').send({ mode: 'move', charger: 'scouts', units: scouts, order: 'atTheDouble', vanguard: true, moves: [{ move: 'forward', distance: 10 }] }).expect(200);
    expect(ok.body.result).toMatchObject({ legal: true, final: { centre: { x: 36, y: 20 } }, move: { order: 'atTheDouble', vanguard: true } });
    const far = await t.http.post('/v1/kow/charges/check').send({ mode: 'move', charger: 'scouts', units: scouts, order: 'advance', moves: [{ move: 'forward', distance: 6 }] }).expect(200);
    expect(far.body.result).toMatchObject({ legal: false, reasons: [{ code: 'TOO_FAR' }] });
    const bad = await t.http.post('/v1/kow/charges/check').send({ mode: 'move', charger: 'scouts', units: scouts, order: 'fly', moves: [{ move: 'forward' }] }).expect(400);
    expect(paths(bad.body)).toEqual(['/moves/0/distance', '/order']);
  });

  it('charges: impossible geometry is a 422; bad fields are 400 with pointers', async () => {
    const overlap = [placed('spears', 'A', 36, 10, 0), placed('orcs', 'B', 36, 11, 180)];
    const imp = await t.http.post('/v1/kow/charges/check').send({ units: overlap, charger: 'spears', target: 'orcs' }).expect(422);
    expect(imp.body).toMatchObject({ code: 'impossible_state', errors: [{ path: '/units/1/centre', code: 'overlap' }] });
    const off = await t.http.post('/v1/kow/charges/check').send({ units: [placed('spears', 'A', 0.5, 10, 0), placed('orcs', 'B', 36, 20, 180)], charger: 'spears', target: 'orcs' }).expect(422);
    expect(off.body.errors[0]).toMatchObject({ path: '/units/0/centre', code: 'off_table' });
    const bad = await t.http.post('/v1/kow/charges/check').send({ units: [placed('spears', 'A', 36, 10, 0, { sp: -1 }), { ...placed('orcs', 'B', 36, 20, 180), facing: 'north' }], terrain: [{ type: 'lava', polygon: [] }], charger: 'spears', target: 'orcs' }).expect(400);
    expect(paths(bad.body)).toEqual(['/terrain/0/polygon', '/terrain/0/type', '/units/0/unit/sp', '/units/1/facing']);
    const who = await t.http.post('/v1/kow/charges/check').send({ units: headOn, charger: 'spears', target: 'ghosts' }).expect(400);
    expect(who.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/target' }] });
  });

  it('terrain: generate from a seed, then check the layout; an unfair one is a 200 with violations', async () => {
    const gen = await t.http.post('/v1/kow/terrain/setup').send({ mode: 'generate', mix: { impassable: 2, difficult: 2 }, dice: { mode: 'seeded', seed: 'table-1' } }).expect(200);
    expect(gen.body.result).toMatchObject({ valid: true, fair: true, seed: 'table-1' });
    expect(gen.body.result.pieces).toHaveLength(8);
    const check = await t.http.post('/v1/kow/terrain/setup').send({ mode: 'check', terrain: gen.body.result.pieces }).expect(200);
    expect(check.body.result).toMatchObject({ valid: true, violations: [] });
    const lone = [{ id: 'wood', type: 'difficult', polygon: [{ x: 2, y: 2 }, { x: 8, y: 2 }, { x: 8, y: 8 }, { x: 2, y: 8 }] }];
    const unfair = await t.http.post('/v1/kow/terrain/setup').send({ mode: 'check', terrain: lone }).expect(200);
    expect(unfair.body.result).toMatchObject({ valid: false, violations: [{ code: 'ZONES_UNFAIR' }] });
  });

  it('terrain: bad requests are precise problems', async () => {
    const noSeed = await t.http.post('/v1/kow/terrain/setup').send({ mode: 'generate' }).expect(400);
    expect(paths(noSeed.body)).toEqual(['/dice']);
    const bad = await t.http.post('/v1/kow/terrain/setup').send({ mode: 'check', terrain: [{ type: 'swamp', polygon: [{ x: 0, y: 0 }] }] }).expect(400);
    expect(paths(bad.body)).toEqual(['/terrain/0/polygon', '/terrain/0/type']);
    const opt = await t.http.post('/v1/kow/terrain/setup').send({ mode: 'check', terrain: [], options: { fairnessTolerance: 3 } }).expect(400);
    expect(paths(opt.body)).toEqual(['/options/fairnessTolerance']);
    const crowded = await t.http.post('/v1/kow/terrain/setup').send({ mode: 'generate', table: { width: 24, depth: 24 }, mix: { impassable: 20 }, dice: { mode: 'seeded', seed: 'x' } }).expect(422);
    expect(crowded.body.errors[0]).toMatchObject({ path: '/mix/impassable', code: 'does_not_fit' });
  });
});

describe('Kings of War over GraphQL', () => {
  it('serves every operation with the same validation', async () => {
    const ok = await t.gql('mutation($i: KowAttackRequestInput!) { kowResolveAttack(input: $i) { system result: resultJson } }', { i: { kind: 'melee', attacker: unit(), target: unit() } });
    expect(ok.data.kowResolveAttack.result.plan.dice).toBe(10);
    const m = await t.gql('mutation($i: KowMoraleRequestInput!) { kowTestMorale(input: $i) { result: resultJson } }', { i: { unit: unit(), damage: 0 } });
    expect(m.data.kowTestMorale.result.pWavering).toBeCloseTo(1 / 36, 12);
    const a = await t.gql('mutation($i: KowArmyRequestInput!) { kowValidateArmy(input: $i) { result: resultJson } }', { i: { pointsLimit: 2000, contingents: [{ armyList: 'Elves', alignment: 'Good', units: [{ unit: unit({ size: 'Horde' }) }] }] } });
    expect(a.data.kowValidateArmy.result.valid).toBe(true);
    const s = await t.gql('mutation($i: KowScoringRequestInput!) { kowScoreScenario(input: $i) { result: resultJson } }', { i: { pointsLimit: 1000, players: [{ name: 'A', routedEnemies: [] }, { name: 'B', routedEnemies: [] }] } });
    expect(s.data.kowScoreScenario.result.draw).toBe(true);
    const c = await t.gql('mutation($i: KowChargeRequestInput!) { kowCheckCharge(input: $i) { result: resultJson } }', { i: { units: [{ id: 'a', side: 'A', unit: unit(), centre: { x: 36, y: 10 }, facing: 0 }, { id: 'b', side: 'B', unit: unit(), centre: { x: 36, y: 20 }, facing: 180 }], charger: 'a', target: 'b' } });
    expect(c.data.kowCheckCharge.result).toMatchObject({ legal: true, facing: 'front' });
    const tg = await t.gql('mutation($i: KowTerrainRequestInput!) { kowSetupTerrain(input: $i) { result: resultJson } }', { i: { mode: 'generate', dice: { mode: 'seeded', seed: 'g' } } });
    expect(tg.data.kowSetupTerrain.result).toMatchObject({ valid: true, fair: true });
    const badCharge = await t.gql('mutation($i: KowChargeRequestInput!) { kowCheckCharge(input: $i) { result: resultJson } }', { i: { units: [{ id: 'a', side: 'A', unit: unit(), centre: { x: 36, y: 10 }, facing: 0 }, { id: 'b', side: 'B', unit: unit(), centre: { x: 36, y: 10.5 }, facing: 180 }], charger: 'a', target: 'b' } });
    expect(badCharge.errors?.[0]?.extensions).toMatchObject({ status: 422 });
    const bad = await t.gql('mutation($i: KowAttackRequestInput!) { kowResolveAttack(input: $i) { system } }', { i: { kind: 'melee', attacker: unit({ att: -1 }), target: unit() } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ status: 400 });
  });
});

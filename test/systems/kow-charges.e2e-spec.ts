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

// Kings of War charges over REST: counter-charges (L388-403), several chargers (L369-386), proximity (L346-356), options (digest §12)
const unit = (over: Record<string, unknown> = {}) => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const at = (id: string, side: string, x: number, y: number, facing: number, u = unit()) => ({ id, side, unit: u, centre: { x, y }, facing });
const W = 100 / 25.4;
const D = 80 / 25.4;
const check = (body: Record<string, unknown>) => t.http.post('/v1/kow/charges/check').send({ charger: 'c', target: 't', ...body });

describe('KoW charges/check over REST', () => {
  it('a counter-charge from the flank arc contacts the front (L396-399)', async () => {
    const r = await check({ units: [at('c', 'A', 36, 10, 0), at('t', 'B', 42, 14, 180)], mode: 'counter', chargedByLastTurn: ['t'] }).expect(200);
    expect(r.body.result).toMatchObject({ legal: true, facing: 'front', final: { facing: 0 } });
    expect(r.body.result.final.centre.y).toBeCloseTo(14 - D, 5);
  });
  it('several chargers whose routes cross: PATHS_CROSS for the later one (L385-386)', async () => {
    const r = await check({ units: [at('c', 'A', 40, 10, 315), at('d', 'A', 39.5, 18, 315), at('t', 'B', 36, 22, 180)], alsoCharging: ['d'] }).expect(200);
    expect(r.body.result.legal).toBe(true);
    expect(r.body.result.alsoCharging[0]).toMatchObject({ charger: 'd', legal: false, reasons: [{ code: 'PATHS_CROSS' }] });
  });
  it('an enemy touched by accident is pushed apart, 1" by default, 0.001" with proximityNudge untouch', async () => {
    const units = [at('c', 'A', 36, 10, 0), at('t', 'B', 36, 20, 180), at('o', 'B', 36 + W, 16, 180)];
    const seed = await check({ units }).expect(200);
    expect(seed.body.result.moveApart).toEqual([{ unit: 'o', by: '1inch', distance: 1, to: { centre: { x: expect.closeTo(36 + W + 1, 5), y: 16 }, facing: 180 } }]);
    const errata = await check({ units, options: { proximityNudge: 'untouch' } }).expect(200);
    expect(errata.body.result.moveApart[0]).toMatchObject({ by: 'untouch', distance: 0.001 });
  });
  it('counterChargeRange and pathfinderAtTheDouble are request options; a bad value is a 400 naming the option', async () => {
    const wood = { id: 'wood', type: 'difficult', height: 3, polygon: [{ x: 31.2, y: 13 }, { x: 32.2, y: 13 }, { x: 32.2, y: 13.6 }, { x: 31.2, y: 13.6 }] };
    const req = { units: [at('c', 'A', 30, 10, 0, unit({ sp: 3 })), at('t', 'B', 36, 17, 180)], terrain: [wood], mode: 'counter', chargedByLastTurn: ['t'] };
    expect((await check(req).expect(200)).body.result.legal).toBe(true);
    const visible = await check({ ...req, options: { counterChargeRange: 'nearestVisiblePoint' } }).expect(200);
    expect(visible.body.result.reasons.map((x: { code: string }) => x.code)).toEqual(['OUT_OF_RANGE']);
    const bad = await check({ ...req, options: { counterChargeRange: 'far' } }).expect(400);
    expect(bad.body.errors[0].path).toBe('/options/counterChargeRange');
    const move = { mode: 'move', target: undefined, units: [at('c', 'A', 36, 10, 0, unit({ specialRules: [{ id: 'pathfinder' }] }))], terrain: [{ id: 'w', type: 'difficult', polygon: [{ x: 30, y: 13 }, { x: 42, y: 13 }, { x: 42, y: 16 }, { x: 30, y: 16 }] }], order: 'atTheDouble', moves: [{ move: 'forward', distance: 10 }] };
    expect((await check(move).expect(200)).body.result.legal).toBe(true);
    const strict = await check({ ...move, options: { pathfinderAtTheDouble: false } }).expect(200);
    expect(strict.body.result.reasons[0].code).toBe('AT_THE_DOUBLE_THROUGH_TERRAIN');
  });
  it('the catalogue lists footprints in mm and inches, the hero base default and the dice order', async () => {
    const cat = (await t.http.get('/v1/kow').expect(200)).body.catalogue;
    const legion = cat.footprints.find((r: { type: string; size: string; baseMm: { w: number } }) => r.type === 'Inf' && r.size === 'Legion' && r.baseMm.w === 25);
    expect(legion).toMatchObject({ footprintMm: { w: 250, d: 150 }, footprintInches: { w: 9.843, d: 5.906 } });
    expect(cat.heroBase.override).toBe('unit.baseMm');
    expect(cat.diceOrder.charges[0]).toContain('Yellow-Bellied');
    expect(cat.options.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['counterChargeRange', 'frontArcBoundary', 'pathfinderAtTheDouble', 'hillBlocksSight', 'heroBase', 'coverFacing', 'shootingRangeTo']));
  });
});

describe('KoW regroup over REST (L661-677, digest §12 item 14)', () => {
  const units = [at('c', 'A', 36, 10, 0), at('t', 'B', 36, 10 + D, 180), at('f', 'A', 36, 10 + D + 3, 0)];
  const regroup = (body: Record<string, unknown>) => t.http.post('/v1/kow/charges/check').send({ charger: 'c', mode: 'regroup', routed: 't', units, ...body });
  it('forward D6 stops short of a friend 3" ahead; refused makes the move illegal; the choice is validated', async () => {
    const short = await regroup({ regroup: { kind: 'forward' }, dice: { mode: 'given', rolls: [5] } }).expect(200);
    expect(short.body.result).toMatchObject({ legal: true, regroup: { routed: 't', roll: 5, moved: 2.999, stoppedShort: true, stoppedBy: { kind: 'friend', id: 'f' } } });
    expect(short.body.rolls).toEqual([expect.objectContaining({ purpose: 'regroup', value: 5 })]);
    const exact = await regroup({ regroup: { kind: 'forward' }, options: { regroupBlocked: 'refused' } }).expect(200);
    expect(exact.body.distribution.moved).toEqual([{ value: 1, p: expect.closeTo(1 / 6, 12) }, { value: 2, p: expect.closeTo(1 / 6, 12) }, { value: 'refused', p: expect.closeTo(4 / 6, 12) }]);
    expect(exact.body.result.reasons[0].code).toBe('REGROUP_BLOCKED');
    const bad = await regroup({ regroup: { kind: 'sideways' } }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('/regroup/kind');
  });
});

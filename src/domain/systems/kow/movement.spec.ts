import { describe, expect, it } from '@jest/globals';
import type { RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { MoveResult, MoveStep } from './movement.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

// Kings of War movement orders: 003_80333abf01c9832d.txt L237-297; Vanguard L990-997; Shambling L975-976
const ctx = (options: RulesContext['options'] = {}): RulesContext => ({ rulesVersion: 'kow-2e', options, dice: { mode: 'exact' } });
const regiment = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, ...over });
const D = 80 / 25.4;
const unitAt = (id: string, side: string, x: number, y: number, unit: UnitInput = regiment(), extra: Partial<PlacedUnitInput> = {}): PlacedUnitInput => ({ id, side, unit, centre: { x, y }, facing: 0, ...extra });
const box = (id: string, type: string, x0: number, y0: number, x1: number, y1: number): TerrainInput => ({ id, type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
const move = (order: string, moves: MoveStep[], units: PlacedUnitInput[] = [unitAt('u', 'A', 36, 10)], extra: Partial<ChargeRequest> = {}, options: RulesContext['options'] = {}) =>
  runCharge({ mode: 'move', charger: 'u', units, order: order as ChargeRequest['order'], moves, ...extra }, ctx(options)).result as unknown as MoveResult;
const codes = (r: MoveResult) => r.reasons.map((x) => x.code);
const fwd = (distance: number): MoveStep => ({ move: 'forward', distance });

describe('KoW movement orders (L237-268)', () => {
  it('Advance: up to Sp forward with one pivot of at most 90°', () => {
    expect(move('advance', [fwd(2), { move: 'pivot', degrees: 90 }, fwd(3)])).toMatchObject({ legal: true, final: { centre: { x: 39, y: 12 }, facing: 90 }, move: { distance: { moved: 5, allowed: 5 }, pivots: { made: 1, allowed: 1 } } });
    expect(codes(move('advance', [fwd(5.5)]))).toEqual(['TOO_FAR']);
    expect(codes(move('advance', [{ move: 'pivot', degrees: 30 }, { move: 'pivot', degrees: 30 }]))).toEqual(['TOO_MANY_PIVOTS']);
    expect(codes(move('advance', [{ move: 'pivot', degrees: 120 }]))).toEqual(['PIVOT_TOO_LARGE']);
  });
  it('At the Double: 2 × Sp straight ahead, no pivot; Nimble adds one (L264-265, L946-948)', () => {
    expect(move('atTheDouble', [fwd(10)]).legal).toBe(true);
    expect(codes(move('atTheDouble', [{ move: 'pivot', degrees: 10 }, fwd(9)]))).toEqual(['TOO_MANY_PIVOTS']);
    expect(move('atTheDouble', [{ move: 'pivot', degrees: 10 }, fwd(9)], [unitAt('u', 'A', 36, 10, regiment({ specialRules: [{ id: 'nimble' }] }))]).legal).toBe(true);
  });
  it('Back and Sidestep: half Sp, one way (L258-262)', () => {
    expect(move('back', [{ move: 'back', distance: 2.5 }]).final.centre.y).toBeCloseTo(7.5, 9);
    expect(codes(move('back', [{ move: 'back', distance: 3 }]))).toEqual(['TOO_FAR']);
    expect(codes(move('sidestep', [{ move: 'left', distance: 1 }, { move: 'right', distance: 1 }]))).toEqual(['WRONG_MOVE_FOR_ORDER']);
    expect(codes(move('advance', [{ move: 'back', distance: 1 }]))).toEqual(['WRONG_MOVE_FOR_ORDER']);
  });
  it('At the Double never crosses difficult terrain (Pathfinder may) or obstacles (L428-429, L436, L954-955)', () => {
    const wood = [box('wood', 'difficult', 30, 14, 42, 16)];
    expect(codes(move('atTheDouble', [fwd(8)], undefined, { terrain: wood }))).toEqual(['AT_THE_DOUBLE_THROUGH_TERRAIN']);
    expect(move('advance', [fwd(5)], undefined, { terrain: wood }).legal).toBe(true);
    expect(move('atTheDouble', [fwd(8)], [unitAt('u', 'A', 36, 10, regiment({ specialRules: [{ id: 'pathfinder' }] }))], { terrain: wood }).legal).toBe(true);
    expect(codes(move('atTheDouble', [fwd(8)], [unitAt('u', 'A', 36, 10, regiment({ specialRules: [{ id: 'pathfinder' }] }))], { terrain: [box('hedge', 'obstacle', 30, 14, 42, 14.3)] }))).toEqual(['AT_THE_DOUBLE_THROUGH_TERRAIN']);
  });
  it('never through impassable terrain or off the table; through friends but not ending on them; never within 1" of enemies (L270-297)', () => {
    expect(codes(move('advance', [fwd(5)], undefined, { terrain: [box('house', 'impassable', 30, 13, 42, 14)] }))).toEqual(['CROSSES_IMPASSABLE']);
    expect(codes(move('advance', [fwd(5)], [unitAt('u', 'A', 36, 45)]))).toEqual(['OFF_TABLE']);
    // a friendly Troop (40 mm deep) just ahead: moved through, but not ended on
    const troop = unitAt('f', 'A', 36, 12.5, regiment({ size: 'Troop' }));
    expect(move('advance', [fwd(5)], [unitAt('u', 'A', 36, 10), troop]).legal).toBe(true);
    expect(codes(move('advance', [fwd(3)], [unitAt('u', 'A', 36, 10), troop]))).toEqual(['ENDS_ON_FRIEND']);
    expect(codes(move('advance', [fwd(5)], [unitAt('u', 'A', 36, 10), unitAt('e', 'B', 36, 10 + D + 5.5)]))).toEqual(['TOO_CLOSE_TO_ENEMY']);
    expect(move('advance', [fwd(4.5)], [unitAt('u', 'A', 36, 10), unitAt('e', 'B', 36, 10 + D + 5.5)]).legal).toBe(true);
  });
  it('Wavering units only Halt, Change Facing or go Back; War Engines never At the Double (L743-748, L784)', () => {
    expect(codes(move('advance', [fwd(1)], [unitAt('u', 'A', 36, 10, regiment(), { wavering: true })]))).toEqual(['ORDER_NOT_ALLOWED']);
    expect(move('back', [{ move: 'back', distance: 1 }], [unitAt('u', 'A', 36, 10, regiment(), { wavering: true })]).legal).toBe(true);
    expect(codes(move('atTheDouble', [fwd(1)], [unitAt('u', 'A', 36, 10, regiment({ type: 'WE', size: 'Single' }))]))).toEqual(['ORDER_NOT_ALLOWED']);
  });
});

describe('KoW Vanguard and Shambling (L975-976, L990-997)', () => {
  const scout = regiment({ specialRules: [{ id: 'vanguard' }] });
  it('Vanguard: one At the Double or Advance move after deployment, only for units with the rule', () => {
    expect(move('atTheDouble', [fwd(10)], [unitAt('u', 'A', 36, 10, scout)], { vanguard: true }).legal).toBe(true);
    expect(codes(move('atTheDouble', [fwd(10)], undefined, { vanguard: true }))).toEqual(['NOT_VANGUARD']);
    expect(codes(move('sidestep', [{ move: 'left', distance: 1 }], [unitAt('u', 'A', 36, 10, scout)], { vanguard: true }))).toEqual(['ORDER_NOT_ALLOWED']);
  });
  it('Shambling units move At the Double only as a Vanguard move', () => {
    const zombies = regiment({ specialRules: [{ id: 'shambling' }, { id: 'vanguard' }] });
    expect(codes(move('atTheDouble', [fwd(8)], [unitAt('u', 'A', 36, 10, zombies)]))).toEqual(['ORDER_NOT_ALLOWED']);
    expect(move('atTheDouble', [fwd(8)], [unitAt('u', 'A', 36, 10, zombies)], { vanguard: true }).legal).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { MoveResult } from './movement.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

// Kings of War engine decisions for charges and movement (digest §12, §4.1, §2.2): each default, and its alternative changing the answer
const ctx = (options: RulesContext['options'] = {}): RulesContext => ({ rulesVersion: 'kow-2e', options, dice: { mode: 'exact' } });
const regiment = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const W = 100 / 25.4;
const D = 80 / 25.4;
const place = (id: string, side: string, x: number, y: number, facing: number, unit: UnitInput = regiment()): PlacedUnitInput => ({ id, side, unit, centre: { x, y }, facing });
const box = (x0: number, y0: number, x1: number, y1: number): TerrainInput['polygon'] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const charge = (req: Partial<ChargeRequest> & { units: PlacedUnitInput[] }, options: RulesContext['options'] = {}) => runCharge({ charger: 'c', target: 't', ...req }, ctx(options)).result;
const codes = (r: { reasons: Array<{ code: string }> }) => r.reasons.map((x) => x.code);

describe('counterChargeRange (L308-309, L393; digest §12 item 5)', () => {
  // a tall wood hides the near corner of t from c's leader point; counter-charges cross it unhindered
  const wood: TerrainInput = { id: 'wood', type: 'difficult', height: 3, polygon: box(31.2, 13, 32.2, 13.6) };
  const req = { units: [place('c', 'A', 30, 10, 0, regiment({ sp: 3 })), place('t', 'B', 36, 17, 180)], terrain: [wood], mode: 'counter' as const, chargedByLastTurn: ['t'] };
  it('default nearestPoint: the hidden corner counts, 5.575" ≤ 6"', () => {
    const r = charge(req);
    expect(r.legal).toBe(true);
    expect(r.distance.needed).toBeCloseTo(5.574809, 5);
  });
  it('nearestVisiblePoint: 7.082" to what c sees, beyond 2 × Sp', () => {
    const r = charge(req, { counterChargeRange: 'nearestVisiblePoint' });
    expect(codes(r)).toEqual(['OUT_OF_RANGE']);
    expect(r.distance.needed).toBeCloseTo(7.08184, 5);
  });
});

describe('frontArcBoundary (L89-93, L304; digest §4.1)', () => {
  // t's top-left corner lies exactly on c's right front 45° line and the rest of t is outside the arc
  const units = [place('c', 'A', 36, 10, 0), place('t', 'B', 36 + W / 2 + 4 + W / 2, 10 + D / 2 + 4 - D / 2, 0)];
  it('counts by default; excluded needs some of the target inside the arc', () => {
    expect(codes(charge({ units }))).not.toContain('NOT_IN_FRONT_ARC');
    expect(codes(charge({ units }, { frontArcBoundary: 'excluded' }))).toContain('NOT_IN_FRONT_ARC');
  });
});

describe('arcTieBreak (L89-93, L334-344; digest §4.1)', () => {
  // c's leader point exactly on the 45° line from t's front corner: 3" out from the front and 3" out from the flank
  const units = [place('c', 'A', 36 + W / 2 + 3, 20 - D / 2 - 3 - D / 2, 0), place('t', 'B', 36, 20, 180)];
  it('front/rear by default, the flank with arcTieBreak flank', () => {
    expect(charge({ units }).facing).toBe('front');
    expect(charge({ units }, { arcTieBreak: 'flank' }).facing).toBe('left');
  });
});

describe('pathfinderAtTheDouble (L428-429, L952-957; digest §12 item 12)', () => {
  const wood: TerrainInput = { id: 'wood', type: 'difficult', polygon: box(30, 13, 42, 16) };
  const scout = place('c', 'A', 36, 10, 0, regiment({ specialRules: [{ id: 'pathfinder' }] }));
  const run = (options: RulesContext['options']) => runCharge({ mode: 'move', charger: 'c', units: [scout], terrain: [wood], order: 'atTheDouble', moves: [{ move: 'forward', distance: 10 }] }, ctx(options)).result as unknown as MoveResult;
  it('Pathfinder may go At the Double through difficult terrain by default; not with the option off', () => {
    expect(run({}).legal).toBe(true);
    expect(run({ pathfinderAtTheDouble: false }).reasons.map((r) => r.code)).toEqual(['AT_THE_DOUBLE_THROUGH_TERRAIN']);
  });
});

describe('hillBlocksSight (L447-469; digest §7.4)', () => {
  // a 2" hill between two height-1 regiments, neither on it
  const hill: TerrainInput = { id: 'hill', type: 'hill', height: 2, polygon: box(30, 13.5, 42, 15.5) };
  it('blocks by its height by default; with false it only raises units standing on it', () => {
    expect(codes(charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', 36, 20, 180)], terrain: [hill] }))).toEqual(['NO_LINE_OF_SIGHT']);
    expect(charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', 36, 20, 180)], terrain: [hill] }, { hillBlocksSight: false }).legal).toBe(true);
  });
});

describe('heroBase (L44-55, L72-74; digest §2.2)', () => {
  const hero = regiment({ type: 'Hero', heroSub: 'Inf', size: 'Single', specialRules: [{ id: 'individual' }] });
  const units = [place('c', 'A', 36, 10, 0, hero), place('t', 'B', 36, 20, 180)];
  it("a foot hero stands on its subtype's 20 mm base by default, on 50 × 50 mm with singleModel", () => {
    // flush against t's front edge (y = 20 − D/2): centre half a base depth below it
    expect(charge({ units }).final!.centre.y).toBeCloseTo(20 - D / 2 - 10 / 25.4, 6);
    expect(charge({ units }, { heroBase: 'singleModel' }).final!.centre.y).toBeCloseTo(20 - D / 2 - 25 / 25.4, 6);
  });
  it('a base given by the entry is kept whatever the option', () => {
    const own = [place('c', 'A', 36, 10, 0, { ...hero, baseMm: { w: 40, d: 40 } }), units[1]];
    expect(charge({ units: own }, { heroBase: 'singleModel' }).final!.centre.y).toBeCloseTo(20 - D / 2 - 20 / 25.4, 6);
  });
});

describe('proximityNudge (L346-356; digest §4.5 item 8)', () => {
  // o touches the charger's right edge when it lands; a wall stands 0.5" beyond o
  const units = [place('c', 'A', 36, 10, 0), place('t', 'B', 36, 20, 180), place('o', 'B', 36 + W, 16, 180)];
  const wall: TerrainInput = { id: 'wall', type: 'impassable', height: 2, polygon: box(36 + 1.5 * W + 0.5, 10, 36 + 1.5 * W + 1.5, 20) };
  it('seed: at least 1" or as far as it can — the wall stops it after 0.5"; errata: just untouched', () => {
    expect(charge({ units, terrain: [wall] }).moveApart).toEqual([{ unit: 'o', by: '1inch', distance: 0.5, to: { centre: { x: expect.closeTo(36 + W + 0.5, 6), y: 16 }, facing: 180 } }]);
    expect(charge({ units, terrain: [wall] }, { proximityNudge: 'untouch' }).moveApart[0]).toMatchObject({ by: 'untouch', distance: 0.001 });
  });
});

import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

// Kings of War counter-charges (003_80333abf01c9832d.txt L388-403), several chargers (L369-386), the table edge (L418-420)
const ctx = (options: RulesContext['options'] = {}, dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options, dice });
const regiment = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
/** An Infantry Regiment: 5 × 20 mm wide, 4 × 20 mm deep. */
const W = 100 / 25.4;
const D = 80 / 25.4;
const place = (id: string, side: string, x: number, y: number, facing: number, unit: UnitInput = regiment(), extra: Partial<PlacedUnitInput> = {}): PlacedUnitInput => ({ id, side, unit, centre: { x, y }, facing, ...extra });
const box = (x0: number, y0: number, x1: number, y1: number): TerrainInput['polygon'] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const charge = (req: Partial<ChargeRequest> & { units: PlacedUnitInput[] }, options: RulesContext['options'] = {}) => runCharge({ charger: 'c', target: 't', ...req }, ctx(options)).result;
const codes = (r: { reasons: Array<{ code: string }> }) => r.reasons.map((x) => x.code);

describe('KoW counter-charge: slid to fit against the enemy front (L396-399)', () => {
  it("a counter-charger whose leader point is in the enemy's flank arc still contacts its front", () => {
    // t faces down the table, up and to the right of c: c's leader point is in t's right flank arc
    const units = [place('c', 'A', 36, 10, 0), place('t', 'B', 42, 14, 180)];
    expect(charge({ units }).facing).toBe('right');
    const r = charge({ units, mode: 'counter', chargedByLastTurn: ['t'] });
    expect(r.legal).toBe(true);
    expect(r.facing).toBe('front');
    // flush against t's front edge (y = 14 − D/2), facing up, leader point opposite its centre
    expect(r.final!.facing).toBeCloseTo(0, 6);
    expect(r.final!.centre.x).toBeCloseTo(42, 6);
    expect(r.final!.centre.y).toBeCloseTo(14 - D, 6);
  });
  it('a counter-charger behind the enemy does not land on its rear: it must reach the front, and here cannot', () => {
    // t faces +x; c is behind it (its leader point in t's rear arc): the rear is in reach, the front is not
    const units = [place('c', 'A', 36, 10, 0), place('t', 'B', 40, 13, 90)];
    const r = charge({ units, mode: 'counter', chargedByLastTurn: ['t'] });
    expect(r.facing).toBe('front');
    expect(r.legal).toBe(false);
    expect(codes(r)).toEqual(['NO_PATH']);
    expect(r.final).toBeUndefined();
  });
  it('if it does not fit against the front, there is no counter-charge (NO_LEGAL_CONTACT)', () => {
    // impassable rocks fill the ground in front of t
    const rocks: TerrainInput = { id: 'rocks', type: 'impassable', height: 0.5, polygon: box(38, 10.6, 46, 14 - D / 2) };
    const r = charge({ units: [place('c', 'A', 36, 8, 0), place('t', 'B', 42, 14, 180)], terrain: [rocks], mode: 'counter', chargedByLastTurn: ['t'] });
    expect(r.facing).toBe('front');
    expect(codes(r)).toEqual(['NO_LEGAL_CONTACT']);
  });
});

describe('KoW several chargers: their routes may not cross (L385-386)', () => {
  // c comes in from the lower right and takes the right of t's front; d, nearer, swings across to the left
  const units = [place('c', 'A', 40, 10, 315), place('d', 'A', 39.5, 18, 315), place('t', 'B', 36, 22, 180)];
  it('each may charge alone', () => {
    expect(charge({ units }).legal).toBe(true);
    expect(charge({ units, charger: 'd' }).legal).toBe(true);
  });
  it('charging together, the second route would cross the first: PATHS_CROSS for the later charger', () => {
    const r = charge({ units, alsoCharging: ['d'] });
    expect(r.legal).toBe(true);
    expect(r.final!.centre.x).toBeCloseTo(36 + W / 2 + 0.0005, 6);
    const d = r.alsoCharging[0];
    expect(d.legal).toBe(false);
    expect(codes(d)).toEqual(['PATHS_CROSS']);
    expect(d.reasons[0].message).toContain("cross c's");
  });
  it('side by side chargers going straight in do not cross (EX-09 layout)', () => {
    const r = charge({ units: [place('c', 'A', 33, 10, 0), place('d', 'A', 39, 10, 0), place('t', 'B', 36, 20, 180)], alsoCharging: ['d'] });
    expect([r.legal, r.alsoCharging[0].legal]).toEqual([true, true]);
  });
});

describe('KoW charge: the table edge is impassable (L418-420)', () => {
  it('a path whose only straight leg would leave the table is refused (NO_PATH); the same charge 20" in is legal', () => {
    // c stands on 20 × 40 mm bases (deeper than wide), its flank 0.03" from the table edge: every pivot toward t pokes off the table
    const deep = regiment({ baseMm: { w: 20, d: 40 } });
    const at = (d: number) => [place('c', 'A', 8 + d, W / 2 + 0.03 + d, 90, deep), place('t', 'B', 14 + d, 8 + d, 45)];
    const inside = charge({ units: at(20) });
    expect(inside.legal).toBe(true);
    expect(inside.path!.pivots).toBe(1);
    const edge = charge({ units: at(0) });
    expect(codes(edge)).toEqual(['NO_PATH']);
    expect(edge.reasons[0].message).toContain('table edge');
  });
  it('near the edge, a pivot of 90° on the spot keeps an ordinary regiment on the table: it then moves on and aligns (L316-317, L324-328)', () => {
    const r = charge({ units: [place('c', 'A', 8, 2, 90), place('t', 'B', 10, 6.5, 45)] });
    expect(codes(r)).toEqual([]);
    expect(r.path!.moves[0]).toMatchObject({ move: 'pivot', degrees: -90 });
    expect(r.path!.moves[r.path!.moves.length - 1].move).toBe('align');
  });
  it('a counter-charge whose place in front of the enemy would be off the table cannot be made (NO_LEGAL_CONTACT)', () => {
    // t faces the near table edge with 1.43" in front of it; c is 3.15" deep
    const units = [place('c', 'A', 30, 8, 0), place('t', 'B', 36, 3, 180)];
    const r = charge({ units, mode: 'counter', chargedByLastTurn: ['t'] });
    expect(codes(r)).toEqual(['NO_LEGAL_CONTACT']);
  });
  it('a Horde charging a unit near the side edge slides along the facing until it is back on the table', () => {
    const horde = regiment({ size: 'Horde' });
    const r = charge({ units: [place('c', 'A', 6, 10, 0, horde), place('t', 'B', 2.5, 18, 180)] });
    expect(r.legal).toBe(true);
    // centred would be x = 2.5; its left edge stops at the table edge: centre x = half of 200 mm
    expect(r.final!.centre.x).toBeCloseTo(100 / 25.4, 6);
  });
});

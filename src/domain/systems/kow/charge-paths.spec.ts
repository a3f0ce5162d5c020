import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { polygonDistance, polygonsOverlap, segmentDistance } from '../../core/table/intersect.js';
import { edge, footprintPolygon, type EdgeName, type Footprint, type Polygon } from '../../core/table/shapes.js';
import { sweptByTranslation } from '../../core/table/sweep.js';
import { add, dot, facingVector, scale, sub } from '../../core/table/vec.js';
import type { RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput } from './world.js';

// Kings of War charge move: one pivot of up to 90° at any point of the move (003_80333abf01c9832d.txt L316-317),
// then on contact align flush and slide (L324-328); straight legs clear of units and the table edge (L289-297, L418-420)
const ctx = (): RulesContext => ({ rulesVersion: 'kow-2e', options: {}, dice: { mode: 'exact' } });
const regiment = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const W = 100 / 25.4;
const D = 80 / 25.4;
const place = (id: string, side: string, x: number, y: number, facing: number, unit: UnitInput = regiment()): PlacedUnitInput => ({ id, side, unit, centre: { x, y }, facing });
const charge = (req: Partial<ChargeRequest> & { units: PlacedUnitInput[] }) => runCharge({ charger: 'c', target: 't', ...req }, ctx()).result;
const codes = (r: { reasons: Array<{ code: string }> }) => r.reasons.map((x) => x.code);

describe('KoW charge path: the pivot angle and the pivot point are searched (L316-317, L324-328)', () => {
  // c faces up the table; t is ahead and a little to the right, facing c. Straight ahead c would miss t's
  // front by 0.06"; the friend l blocks moving straight on; the friend r blocks pivoting toward the final place
  const units = [place('c', 'A', 36, 10, 0), place('t', 'B', 40, 20, 180), place('r', 'A', 41.5, 13.3, 0), place('l', 'A', 34.2 - W / 2, 12.3 + D / 2, 0)];
  it('a few degrees of pivot pass between the friends, then the charger aligns on the front and slides', () => {
    const r = charge({ units });
    expect(codes(r)).toEqual([]);
    expect(r.facing).toBe('front');
    const pivot = r.path!.moves.find((m) => m.move === 'pivot');
    expect(pivot && 'degrees' in pivot ? pivot.degrees : null).toBeGreaterThan(5);
    expect(pivot && 'degrees' in pivot ? pivot.degrees : null).toBeLessThan(25);
    expect(r.path!.pivots).toBe(1);
    expect(r.path!.moves[r.path!.moves.length - 1]).toMatchObject({ move: 'align', to: { centre: { x: 40 }, facing: 0 } });
    expect(r.final!.centre.y).toBeCloseTo(20 - D, 6);
  });
  it('without the friend r the charger may pivot toward its final place: the shorter path', () => {
    const r = charge({ units: units.filter((u) => u.id !== 'r') });
    expect(r.legal).toBe(true);
    expect(r.path!.length).toBeLessThan(charge({ units }).path!.length);
  });
});

/** Independent brute force: forward s1 (every 1"), pivot θ (every 5°), forward to first contact found by bisection. */
function bruteForcePath(units: PlacedUnitInput[], facing: EdgeName): boolean {
  // every unit of these scenes is an Infantry Regiment
  const fp = (u: PlacedUnitInput): Footprint => ({ centre: u.centre, facing: u.facing, width: W, depth: D });
  const c = fp(units[0]);
  const t = fp(units[1]);
  const tPoly = footprintPolygon(t);
  const blockers = units.slice(1).map((u) => footprintPolygon(fp(u)));
  const [fa, fb] = edge(t, facing);
  const outward = sub(scale(add(fa, fb), 0.5), t.centre);
  const onTable = (p: Polygon) => p.every((v) => v.x >= 0 && v.y >= 0 && v.x <= 72 && v.y <= 48);
  const clear = (p: Polygon) => onTable(p) && blockers.every((b) => !polygonsOverlap(p, b));
  const f0 = facingVector(c.facing);
  for (let s1 = 0; s1 <= 8; s1 += 1) {
    if (!clear(sweptByTranslation(footprintPolygon(c), scale(f0, s1)))) return false;
    for (let theta = -90; theta <= 90; theta += 5) {
      const dir = facingVector(c.facing + theta);
      if (dot(dir, outward) >= 0) continue;
      const start: Footprint = { ...c, centre: add(c.centre, scale(f0, s1)), facing: c.facing + theta };
      const at = (s: number) => footprintPolygon({ ...start, centre: add(start.centre, scale(dir, s)) });
      // distance to t along the move is convex: its minimum, then the first zero before it
      let lo = 0;
      let hi = 30;
      for (let i = 0; i < 40; i++) {
        const m1 = lo + (hi - lo) / 3;
        const m2 = hi - (hi - lo) / 3;
        if (polygonDistance(at(m1), tPoly) <= polygonDistance(at(m2), tPoly)) hi = m2;
        else lo = m1;
      }
      if (polygonDistance(at(lo), tPoly) > 1e-7) continue;
      let a = 0;
      let b = lo;
      for (let i = 0; i < 30; i++) {
        const m = (a + b) / 2;
        if (polygonDistance(at(m), tPoly) > 1e-9) a = m;
        else b = m;
      }
      const [p, q] = edge({ ...start, centre: add(start.centre, scale(dir, b)) }, 'front');
      if (segmentDistance(p, q, fa, fb) > 1e-6) continue;
      if (clear(sweptByTranslation(footprintPolygon(start), scale(dir, b)))) return true;
    }
  }
  return false;
}

describe('KoW charge path search (property): whenever a brute-force sweep of pivots finds a clear path, so does the engine (L316-328)', () => {
  it('never NO_PATH where the sweep of pivot points and angles finds one', () => {
    let found = 0;
    const friend = fc.record({ x: fc.double({ min: 30, max: 44, noNaN: true }), y: fc.double({ min: 12, max: 17, noNaN: true }), f: fc.integer({ min: -40, max: 40 }) });
    const scene = fc.record({
      cf: fc.integer({ min: -25, max: 25 }),
      tx: fc.double({ min: 31, max: 41, noNaN: true }),
      ty: fc.double({ min: 19, max: 22, noNaN: true }),
      tf: fc.integer({ min: 160, max: 200 }),
      friends: fc.array(friend, { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(scene, (s) => {
        const units = [place('c', 'A', 36, 10, s.cf), place('t', 'B', s.tx, s.ty, s.tf), ...s.friends.map((f, i) => place(`f${i}`, 'A', f.x, f.y, f.f))];
        let r: ReturnType<typeof charge>;
        try {
          r = charge({ units });
        } catch {
          fc.pre(false); // overlapping units: not a position
          return;
        }
        fc.pre(r.reasons.every((x) => x.code === 'NO_PATH'));
        const brute = bruteForcePath(units, r.facing);
        if (brute) found++;
        if (brute) expect(codes(r)).toEqual([]);
      }),
      { numRuns: 30, seed: 20261126, endOnFailure: true },
    );
    expect(found).toBeGreaterThan(5);
  });
});

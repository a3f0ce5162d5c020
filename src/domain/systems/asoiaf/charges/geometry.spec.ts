/** Tray geometry (digest §4.8) against brute-force checks on random trays. */
import { SeededRng } from '../../../core/prob/rng.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import type { Footprint, Polygon } from '../../../core/table/shapes.js';
import { add, facingVector, scale } from '../../../core/table/vec.js';
import { arcShares, contactDistance, cornersOf, freeIntervals, majorityArcOf, overlapInterval } from './geometry.js';

const rng = new SeededRng('asoiaf-charge-geometry');
const rnd = (lo: number, hi: number) => lo + ((hi - lo) * (rng.die(100000) - 1)) / 99999;
const tray = (): Footprint => ({ centre: { x: rnd(0, 20), y: rnd(0, 20) }, facing: rnd(0, 360), width: rnd(1, 7), depth: rnd(1, 8) });
const moved = (p: Polygon, d: { x: number; y: number }, t: number) => p.map((v) => add(v, scale(d, t)));

describe('asoiaf charge geometry', () => {
  it('contactDistance: the first touch of a sliding tray, no overlap just before it, overlap just after (100 random pairs)', () => {
    let checked = 0;
    for (let i = 0; i < 100; i++) {
      const a = cornersOf(tray());
      const b = cornersOf(tray());
      if (polygonsOverlap(a, b)) continue;
      const dir = facingVector(rnd(0, 360));
      const t = contactDistance(a, b, dir);
      if (!Number.isFinite(t)) {
        expect(polygonsOverlap(moved(a, dir, 60), b) || [5, 10, 20, 40].some((s) => polygonsOverlap(moved(a, dir, s), b))).toBe(false);
        continue;
      }
      checked++;
      expect(polygonsOverlap(moved(a, dir, Math.max(0, t - 1e-6)), b)).toBe(false);
      expect(polygonsOverlap(moved(a, dir, t + 1e-3), b) || polygonsOverlap(moved(a, dir, t + 1e-2), b)).toBe(true);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('overlapInterval: the offsets where a sliding tray overlaps an obstacle, checked on a grid', () => {
    for (let i = 0; i < 60; i++) {
      const a = cornersOf(tray());
      const b = cornersOf(tray());
      const dir = facingVector(rnd(0, 360));
      const iv = overlapInterval(a, dir, b);
      for (let s = -40; s <= 40; s += 0.25) {
        const inside = iv !== null && s > iv[0] + 1e-6 && s < iv[1] - 1e-6;
        const outside = iv === null || s < iv[0] - 1e-6 || s > iv[1] + 1e-6;
        if (inside) expect(polygonsOverlap(moved(a, dir, s), b)).toBe(true);
        if (outside) expect(polygonsOverlap(moved(a, dir, s), b)).toBe(false);
      }
    }
  });

  it('freeIntervals removes open intervals and keeps touching ends', () => {
    expect(freeIntervals(-5, 5, [[-1, 1], [3, 7]])).toEqual([[-5, -1], [1, 3]]);
    expect(freeIntervals(0, 1, [[-1, 2]])).toEqual([]);
  });

  it('arc shares of a tray sum to 1 and the majority arc holds the most (both geometries)', () => {
    for (let i = 0; i < 50; i++) {
      const t = tray();
      const far = { ...tray(), centre: { x: t.centre.x + rnd(-30, 30), y: t.centre.y + rnd(-30, 30) } };
      if (polygonsOverlap(cornersOf(t), cornersOf(far))) continue;
      for (const g of ['diagonals', 'corners45'] as const) {
        const shares = arcShares(t, cornersOf(far), g);
        expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        const m = majorityArcOf(t, cornersOf(far), g);
        expect(shares[m.arc]).toBe(Math.max(...Object.values(shares)));
      }
    }
  });
});

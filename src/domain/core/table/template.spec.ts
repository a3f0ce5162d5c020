/** Round and line templates over bases: the exact angular intervals against a fine sweep of directions, clipping by hand. */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { basesOf, boxOf, slotOf } from './bases.js';
import { segmentCrossesInterior } from './intersect.js';
import { footprintPolygon } from './shapes.js';
import { boxContains, centreArcs, discTouches, segmentBoxDistance, segmentClip, segmentThroughBox, touchArcs } from './template.js';
import { vec } from './vec.js';

const MM = 1 / 25.4;
const inArcs = (arcs: Array<[number, number]>, t: number) => arcs.some(([a, b]) => t >= a && t <= b);
const near = (arcs: Array<[number, number]>, t: number, tol: number) => arcs.some(([a, b]) => Math.abs(t - a) < tol || Math.abs(t - b) < tol);

describe('bases laid out rank by rank', () => {
  it('a rank of 5 bases of 20 mm centred in the frontage; an incomplete last rank centred in the files', () => {
    const u = { centre: vec(10, 10), facing: 0, width: 100 * MM, depth: 40 * MM, files: 5, models: 8, baseWidth: 20 * MM, baseDepth: 20 * MM };
    const b = basesOf(u);
    expect(b.map((x) => +((x.centre.x - 10) / MM).toFixed(6))).toEqual([-40, -20, 0, 20, 40, -20, 0, 20]);
    expect(b.map((x) => +((x.centre.y - 10) / MM).toFixed(6))).toEqual([10, 10, 10, 10, 10, -10, -10, -10]);
    expect(slotOf(u, 5)).toEqual({ rank: 1, file: 1 }); // 3 models left of 5 files: from file floor((5 − 3) / 2) = 1
    // facing 90 (+x): the front rank is on the +x side, its left end towards +y
    const turned = basesOf({ ...u, facing: 90 });
    expect(turned[0].centre.x).toBeCloseTo(10 + 10 * MM, 12);
    expect(turned[0].centre.y).toBeCloseTo(10 + 40 * MM, 12);
  });
});

describe('a disc moved ρ in every direction over a base: exact arcs (L612-622 of the T9A seed: any part of the base)', () => {
  const boxes = fc.record({ x: fc.double({ min: -4, max: 4, noNaN: true }), y: fc.double({ min: -4, max: 4, noNaN: true }), facing: fc.double({ min: 0, max: 360, noNaN: true }), w: fc.double({ min: 0.3, max: 3, noNaN: true }), d: fc.double({ min: 0.3, max: 3, noNaN: true }) });
  it('every sampled direction is inside the arcs exactly when the disc there touches the base (away from the arcs\' ends)', () => {
    fc.assert(fc.property(boxes, fc.double({ min: 0.01, max: 9, noNaN: true }), fc.constantFrom(0.5, 1.5, 2.5), (b, rho, radius) => {
      const bx = boxOf({ centre: vec(b.x, b.y), facing: b.facing, width: b.w, depth: b.d });
      const touch = touchArcs(bx, vec(0, 0), rho, radius);
      const centre = centreArcs(bx, vec(0, 0), rho);
      const wrong: number[] = [];
      for (let k = 0; k < 720; k++) {
        const t = ((k + 0.5) / 720) * 2 * Math.PI;
        const p = vec(rho * Math.sin(t), rho * Math.cos(t));
        if (!near(touch, t, 1e-9) && inArcs(touch, t) !== discTouches(bx, p, radius)) wrong.push(t);
        if (!near(centre, t, 1e-9) && inArcs(centre, t) !== boxContains(bx, p)) wrong.push(-t);
      }
      expect(wrong).toEqual([]);
      expect([...touch, ...centre].every(([a, c]) => 0 <= a && a < c && c <= 2 * Math.PI)).toBe(true);
    }), { numRuns: 300 });
  });
  it('the arcs\' lengths equal a fine sweep (36 000 directions) to 1e-4; a disc round the start point is touched all round', () => {
    const bx = boxOf({ centre: vec(1, 2), facing: 30, width: 1, depth: 2 });
    for (const rho of [0.5, 2, 3.3]) {
      const arcs = touchArcs(bx, vec(0, 0), rho, 1.5);
      let hits = 0;
      for (let k = 0; k < 36000; k++) { const t = ((k + 0.5) / 36000) * 2 * Math.PI; if (discTouches(bx, vec(rho * Math.sin(t), rho * Math.cos(t)), 1.5)) hits++; }
      expect(Math.abs(arcs.reduce((s, [a, b]) => s + b - a, 0) / (2 * Math.PI) - hits / 36000)).toBeLessThan(1e-4);
    }
    expect(touchArcs(boxOf({ centre: vec(0, 0), facing: 0, width: 1, depth: 1 }), vec(0, 0), 0.5, 1.5)).toEqual([[0, 2 * Math.PI]]);
  });
});

describe('line templates over a base', () => {
  const bx = boxOf({ centre: vec(0, 0), facing: 0, width: 2, depth: 2 });
  it('clips the part over the base; grazing an edge counts; a miss is null', () => {
    expect(segmentClip(bx, vec(-3, 0), vec(3, 0))).toEqual([expect.closeTo(1 / 3, 9), expect.closeTo(2 / 3, 9)]);
    expect(segmentClip(bx, vec(-3, 1), vec(3, 1))).not.toBeNull();
    expect(segmentClip(bx, vec(-3, 1.01), vec(3, 1.01))).toBeNull();
    expect(segmentClip(bx, vec(0, 0), vec(0, 5))![0]).toBe(0);
  });
  it('distance from a segment to a base: 0 across it, else the nearest of ends and corners', () => {
    expect(segmentBoxDistance(bx, vec(-3, 0), vec(3, 0))).toBe(0);
    expect(segmentBoxDistance(bx, vec(-3, 3), vec(3, 3))).toBeCloseTo(2, 12);
    expect(segmentBoxDistance(bx, vec(2, 3), vec(3, 2))).toBeCloseTo(Math.SQRT2 * 1.5, 12); // (2.5, 2.5) to the corner (1, 1)
    expect(segmentBoxDistance(bx, vec(5, 0), vec(9, 0))).toBeCloseTo(4, 12);
  });
});

describe('a sight line through a base (segmentThroughBox)', () => {
  it('agrees with the polygon test on random bases and segments; grazing an edge or a corner does not count', () => {
    const num = fc.double({ min: -10, max: 10, noNaN: true });
    fc.assert(fc.property(num, num, fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0.1, max: 6, noNaN: true }), fc.double({ min: 0.1, max: 6, noNaN: true }), num, num, num, num, (cx, cy, facing, width, depth, px, py, qx, qy) => {
      const f = { centre: vec(cx, cy), facing, width, depth };
      expect(segmentThroughBox(boxOf(f), vec(px, py), vec(qx, qy))).toBe(segmentCrossesInterior(vec(px, py), vec(qx, qy), footprintPolygon(f)));
    }), { numRuns: 2000 });
    const bx = boxOf({ centre: vec(0, 0), facing: 0, width: 2, depth: 2 });
    expect([segmentThroughBox(bx, vec(-3, 1), vec(3, 1)), segmentThroughBox(bx, vec(-3, -1), vec(3, 1)), segmentThroughBox(bx, vec(0, 2), vec(2, 0)), segmentThroughBox(bx, vec(-3, 0.999), vec(3, 0.999))]).toEqual([false, true, false, true]);
  });
});

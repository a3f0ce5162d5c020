import fc from 'fast-check';
import { arcAreas, arcOfPoint, majorityArc, shapeTouchesArc } from './arcs.js';
import { closestPoints, polygonDistance, polygonsIntersect, polygonsOverlap } from './intersect.js';
import { corners, edge, footprintPolygon, leaderPoint, type Footprint, type Polygon } from './shapes.js';
import { lineOfSight, lineOfSightFromEdge } from './sight.js';
import { pivotHits, sweptByTranslation, translationHits } from './sweep.js';
import { offTableBy, onTable } from './table.js';
import { dist, rotate, vec } from './vec.js';

const unit = (over: Partial<Footprint> = {}): Footprint => ({ centre: vec(0, 0), facing: 0, width: 10, depth: 4, ...over });
const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [vec(x0, y0), vec(x1, y0), vec(x1, y1), vec(x0, y1)];
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => expect(dist(a, b)).toBeLessThan(1e-9);

describe('footprints', () => {
  it('corners, edges and the leader point follow the facing', () => {
    const u = unit();
    expect(corners(u)).toEqual([vec(-5, 2), vec(5, 2), vec(5, -2), vec(-5, -2)]);
    expect(edge(u, 'front')).toEqual([vec(-5, 2), vec(5, 2)]);
    close(leaderPoint(u), vec(0, 2));
    close(leaderPoint(unit({ facing: 90 })), vec(2, 0)); // facing +x
    close(leaderPoint(unit({ facing: 180, centre: vec(10, 10) })), vec(10, 8));
  });
});

describe('arcs: lines at 45° from the corners (KoW 003_80333abf01c9832d.txt L89-93)', () => {
  it('classifies the four sides and the inside', () => {
    const u = unit();
    expect(arcOfPoint(u, vec(0, 5))).toBe('front');
    expect(arcOfPoint(u, vec(0, -5))).toBe('rear');
    expect(arcOfPoint(u, vec(10, 0))).toBe('right');
    expect(arcOfPoint(u, vec(-10, 0))).toBe('left');
    expect(arcOfPoint(u, vec(1, 1))).toBe('inside');
    expect(arcOfPoint(unit({ facing: 90 }), vec(5, 0))).toBe('front');
  });

  it('on and 1e-6 either side of the 45° line from the front-right corner (5, 2)', () => {
    const u = unit();
    expect(arcOfPoint(u, vec(8, 5))).toBe('front'); // exactly on the line: front/rear win by default
    expect(arcOfPoint(u, vec(8, 5), 'flank')).toBe('right');
    expect(arcOfPoint(u, vec(8 - 1e-6, 5))).toBe('front');
    expect(arcOfPoint(u, vec(8 + 1e-6, 5))).toBe('right');
    expect(arcOfPoint(u, vec(-8 - 1e-6, -5))).toBe('left');
    expect(arcOfPoint(u, vec(-8 + 1e-6, -5))).toBe('rear');
  });

  it('areas of a shape per arc and the majority arc', () => {
    const u = unit();
    const a = arcAreas(u, box(-1, 5, 1, 7));
    expect(a.front).toBeCloseTo(4, 9);
    expect(a.left + a.right + a.rear).toBeCloseTo(0, 9);
    // A 2×2 box centred on the 45° line through (5, 2) beyond the corner: split in half.
    expect(majorityArc(u, box(7, 4, 9, 6))).toBeNull();
    expect(majorityArc(u, box(7.5, 4, 9.5, 6))).toBe('right');
    expect(shapeTouchesArc(u, box(8, 0, 9, 1), 'front')).toBe(false);
    expect(shapeTouchesArc(u, box(8, 0, 9, 1), 'right')).toBe(true);
  });
});

describe('distance and intersection', () => {
  it('hand-computed distances and closest points', () => {
    expect(polygonDistance(box(0, 0, 1, 1), box(3, 0, 4, 1))).toBeCloseTo(2, 12);
    expect(polygonDistance(box(0, 0, 1, 1), box(4, 5, 5, 6))).toBeCloseTo(5, 12); // corner to corner 3-4-5
    expect(polygonDistance(box(0, 0, 1, 1), box(1, 0, 2, 1))).toBe(0); // touching
    expect(polygonsOverlap(box(0, 0, 1, 1), box(1, 0, 2, 1))).toBe(false);
    expect(polygonsOverlap(box(0, 0, 2, 1), box(1, -1, 1.5, 3))).toBe(true); // a plus sign: no vertex inside
    expect(polygonsOverlap(box(0, 0, 2, 1), box(0, 0, 2, 1))).toBe(true); // identical outlines: every boundary point shared
    const [p, q] = closestPoints(box(0, 0, 1, 1), box(3, 0.5, 4, 2));
    expect(p.x).toBeCloseTo(1, 12);
    expect(q.x).toBeCloseTo(3, 12);
    expect(p.y).toBeCloseTo(q.y, 12);
  });

  const rect = fc.record({
    cx: fc.double({ min: -20, max: 20, noNaN: true }),
    cy: fc.double({ min: -20, max: 20, noNaN: true }),
    facing: fc.double({ min: 0, max: 360, noNaN: true }),
    w: fc.double({ min: 0.5, max: 10, noNaN: true }),
    d: fc.double({ min: 0.5, max: 10, noNaN: true }),
  });
  const poly = (r: { cx: number; cy: number; facing: number; w: number; d: number }) =>
    footprintPolygon({ centre: vec(r.cx, r.cy), facing: r.facing, width: r.w, depth: r.d });

  /** Independent check for convex shapes: separating axis theorem. */
  function separated(p: Polygon, q: Polygon): boolean {
    for (const s of [p, q]) {
      for (let i = 0; i < s.length; i++) {
        const a = s[i];
        const b = s[(i + 1) % s.length];
        const n = vec(b.y - a.y, a.x - b.x);
        const proj = (t: Polygon) => t.map((v) => v.x * n.x + v.y * n.y);
        if (Math.max(...proj(p)) < Math.min(...proj(q)) - 1e-6 || Math.max(...proj(q)) < Math.min(...proj(p)) - 1e-6) return true;
      }
    }
    return false;
  }

  it('distance is symmetric, 0 exactly when the shapes touch or overlap', () => {
    fc.assert(
      fc.property(rect, rect, (a, b) => {
        const p = poly(a);
        const q = poly(b);
        const d = polygonDistance(p, q);
        expect(d).toBeCloseTo(polygonDistance(q, p), 9);
        if (d === 0) expect(separated(p, q)).toBe(false);
        else expect(polygonsIntersect(p, q)).toBe(false);
        if (!separated(p, q)) expect(d).toBeLessThan(1e-5);
      }),
      { numRuns: 300 },
    );
  });

  it('moving both shapes rigidly keeps their distance', () => {
    fc.assert(
      fc.property(rect, rect, fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: -10, max: 10, noNaN: true }), (a, b, turn, shift) => {
        const move = (s: Polygon) => s.map((v) => rotate({ x: v.x + shift, y: v.y - shift }, vec(1, 2), turn));
        expect(polygonDistance(move(poly(a)), move(poly(b)))).toBeCloseTo(polygonDistance(poly(a), poly(b)), 6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('line of sight with heights (KoW 003_80333abf01c9832d.txt L138-148)', () => {
  const target = box(10, -1, 12, 1);
  const wall = { polygon: box(5, -5, 6, 5), height: 3 };

  it('a blocker at least as tall as both blocks; a taller viewer sees over it', () => {
    expect(lineOfSight(vec(0, 0), target, [wall], 1, 1).visible).toBe(false);
    expect(lineOfSight(vec(0, 0), target, [wall], 4, 1).visible).toBe(true);
    expect(lineOfSight(vec(0, 0), target, [{ ...wall, height: 0 }], 1, 1).visible).toBe(true);
  });

  it('nearest visible point: the open stretch nearest the viewer', () => {
    const free = lineOfSight(vec(0, 0), target, [], 1, 1);
    close(free.nearestVisiblePoint!, vec(10, 0));
    expect(free.distance).toBeCloseTo(10, 12);
    // A wall up to y = 0.5 between x 5 and 6 hides the near edge below y = 1: the first visible
    // point is the target's corner (10, 1), whose sight line grazes the wall's corner (5, 0.5).
    const partial = lineOfSight(vec(0, 0), target, [{ polygon: box(5, -5, 6, 0.5), height: 3 }], 1, 1);
    expect(partial.visible).toBe(true);
    close(partial.nearestVisiblePoint!, vec(10, 1));
    expect(partial.distance).toBeCloseTo(Math.sqrt(101), 9);
  });

  it('sees through a gap between two blockers', () => {
    const gap = [{ polygon: box(5, -5, 6, -0.1), height: 3 }, { polygon: box(5, 0.1, 6, 5), height: 3 }];
    const v = lineOfSight(vec(0, 0), target, gap, 1, 1);
    expect(v.visible).toBe(true);
    close(v.nearestVisiblePoint!, vec(10, 0));
  });
});

describe('line of sight between shapes: from any point of a viewing edge', () => {
  const target = box(10, -1, 12, 1);
  it('a wall hiding the target from the edge centre does not hide it from the edge end', () => {
    const wall = { polygon: box(5, -3, 6, 3), height: 3 };
    expect(lineOfSight(vec(0, 0), target, [wall], 1, 1).visible).toBe(false);
    // From (0, 9) the line to the target's corner (10, 1) passes x 5..6 at y 5..5.8, over the wall's end at y 3.
    const v = lineOfSightFromEdge([vec(0, -1), vec(0, 9)], target, [wall], 1, 1);
    expect(v.visible).toBe(true);
    expect(lineOfSightFromEdge([vec(0, -1), vec(0, 1)], target, [wall], 1, 1).visible).toBe(false);
  });

  it('sees through two slots that only lines through blocker corners and inner edge points thread', () => {
    // Two walls leave a slanted slot: no end-to-corner line is clear, one through the slot's corners is.
    // The line y = −2.2 + x/2 threads both slots; no line from an edge end to a target corner does,
    // and the lower end (0, −3) sees nothing at all (it would need a slope ≥ 0.675 and ≤ 0.6125).
    const walls = [{ polygon: box(4, -10, 5, -0.3), height: 3 }, { polygon: box(4, 0.4, 5, 10), height: 3 }, { polygon: box(7, -10, 8, 1.2), height: 3 }, { polygon: box(7, 1.9, 8, 10), height: 3 }];
    const target = box(11, 3, 12, 4);
    const v = lineOfSightFromEdge([vec(0, -3), vec(0, -2)], target, walls, 1, 1);
    expect(v.visible).toBe(true);
    expect(lineOfSight(vec(0, -3), target, walls, 1, 1).visible).toBe(false);
    expect(lineOfSightFromEdge([vec(0, -3), vec(0, -2)], box(11, -8, 12, -7), walls, 1, 1).visible).toBe(false);
  });
});

describe('swept areas', () => {
  it('translation: the hull of start and end; hits, misses and touches', () => {
    const u = footprintPolygon(unit({ width: 4, depth: 2 }));
    expect(sweptByTranslation(u, vec(0, 10))).toHaveLength(4);
    expect(translationHits(u, vec(0, 10), box(-1, 6, 1, 7))).toBe(true);
    expect(translationHits(u, vec(0, 10), box(3, 6, 4, 7))).toBe(false);
    expect(translationHits(u, vec(0, 10), box(2, 6, 3, 7))).toBe(false); // grazes the swept side
  });

  it('pivot about the centre: hits an obstacle inside the corner circle, misses one outside', () => {
    const u = footprintPolygon(unit({ width: 4, depth: 2 })); // corners at radius √5 ≈ 2.236
    expect(pivotHits(u, vec(0, 0), 90, box(2.1, 0.5, 2.3, 0.7))).toBe(true);
    expect(pivotHits(u, vec(0, 0), 90, box(3, 0, 3.2, 0.2))).toBe(false);
  });

  it('pivot: the obstacle is reached only past a certain angle, and only in one direction', () => {
    const u = footprintPolygon(unit({ width: 4, depth: 2 }));
    const obstacle = box(0.3, -2.15, 0.45, -2.05); // bearing ≈ 170°, radius ≈ 2.1
    expect(pivotHits(u, vec(0, 0), 20, obstacle)).toBe(false);
    expect(pivotHits(u, vec(0, 0), 90, obstacle)).toBe(true);
    expect(pivotHits(u, vec(0, 0), -20, obstacle)).toBe(false);
  });

  it('pivot about a front corner (a wheel) sweeps only the far side', () => {
    const u = footprintPolygon(unit({ width: 4, depth: 2 }));
    expect(pivotHits(u, vec(-2, 1), 45, box(-1.4, -1.2, -1.2, -1.0))).toBe(true); // where the centre ends up
    expect(pivotHits(u, vec(-2, 1), 45, box(1.5, -3, 2, -2.5))).toBe(false); // beyond the far corner's reach (√20)
    expect(pivotHits(u, vec(-2, 1), 45, box(-4, 2, -3.5, 2.5))).toBe(false);
  });
});

describe('table', () => {
  it('containment and overhang', () => {
    const t = { width: 72, depth: 48 };
    expect(onTable(t, box(0, 0, 5, 5))).toBe(true);
    expect(onTable(t, box(70, 40, 73, 45))).toBe(false);
    expect(offTableBy(t, box(70, 40, 73, 45))).toBeCloseTo(1, 12);
    expect(offTableBy(t, box(-0.5, 1, 1, 2))).toBeCloseTo(0.5, 12);
  });
});

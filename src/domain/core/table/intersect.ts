/**
 * Intersections and distances between segments and polygons (convex or not).
 */
import { closestOnSegment, distanceToBoundary, edgesOf, insideOrOn, pointSegmentDistance, strictlyInside, type Polygon } from './shapes.js';
import { cross, dist, EPS, sub, type Vec } from './vec.js';

/** Do segments ab and cd touch or cross (within EPS)? */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  return segmentDistance(a, b, c, d) <= EPS;
}

/** Parameters t in [0,1] along ab where it crosses cd (proper or touching, collinear overlaps give their ends). */
export function crossingParams(a: Vec, b: Vec, c: Vec, d: Vec): number[] {
  const r = sub(b, a);
  const s = sub(d, c);
  const den = cross(r, s);
  const qp = sub(c, a);
  if (Math.abs(den) < 1e-15) {
    if (Math.abs(cross(qp, r)) > EPS * Math.hypot(r.x, r.y)) return [];
    const rr = r.x * r.x + r.y * r.y;
    if (rr === 0) return [];
    const t0 = (qp.x * r.x + qp.y * r.y) / rr;
    const t1 = ((d.x - a.x) * r.x + (d.y - a.y) * r.y) / rr;
    return [t0, t1].filter((t) => t >= -EPS && t <= 1 + EPS).map((t) => Math.min(1, Math.max(0, t)));
  }
  const t = cross(qp, s) / den;
  const u = cross(qp, r) / den;
  const tolT = EPS / Math.max(Math.hypot(r.x, r.y), EPS);
  const tolU = EPS / Math.max(Math.hypot(s.x, s.y), EPS);
  return t >= -tolT && t <= 1 + tolT && u >= -tolU && u <= 1 + tolU ? [Math.min(1, Math.max(0, t))] : [];
}

/** Where non-parallel segments ab and cd cross, if they do: the point. */
function crossingPoint(a: Vec, b: Vec, c: Vec, d: Vec): Vec | undefined {
  const r = sub(b, a);
  const s = sub(d, c);
  const den = cross(r, s);
  if (Math.abs(den) <= 1e-15) return undefined;
  const qp = sub(c, a);
  const t = cross(qp, s) / den;
  const u = cross(qp, r) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { x: a.x + r.x * t, y: a.y + r.y * t } : undefined;
}

/** Shortest distance between two segments (0 when they touch or cross). */
export function segmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (crossingPoint(a, b, c, d)) return 0;
  return Math.min(pointSegmentDistance(a, c, d), pointSegmentDistance(b, c, d), pointSegmentDistance(c, a, b), pointSegmentDistance(d, a, b));
}

/** Closest pair of points between two segments. */
function closestSegmentPoints(a: Vec, b: Vec, c: Vec, d: Vec): [Vec, Vec] {
  const cands: Array<[Vec, Vec]> = [
    [a, closestOnSegment(a, c, d)],
    [b, closestOnSegment(b, c, d)],
    [closestOnSegment(c, a, b), c],
    [closestOnSegment(d, a, b), d],
  ];
  const p = crossingPoint(a, b, c, d);
  if (p) return [p, p];
  return cands.reduce((best, c2) => (dist(c2[0], c2[1]) < dist(best[0], best[1]) ? c2 : best));
}

/** Axis-aligned bounds [minX, minY, maxX, maxY] of points. */
export function bounds(p: readonly Vec[]): [number, number, number, number] {
  let a = Infinity;
  let b = Infinity;
  let c = -Infinity;
  let d = -Infinity;
  for (const v of p) {
    if (v.x < a) a = v.x;
    if (v.y < b) b = v.y;
    if (v.x > c) c = v.x;
    if (v.y > d) d = v.y;
  }
  return [a, b, c, d];
}

/** Are the bounds of p and q more than `margin` apart (then the shapes are too)? */
export function boundsApart(p: readonly Vec[], q: readonly Vec[], margin = EPS): boolean {
  const [a0, b0, c0, d0] = bounds(p);
  const [a1, b1, c1, d1] = bounds(q);
  return a0 > c1 + margin || a1 > c0 + margin || b0 > d1 + margin || b1 > d0 + margin;
}

/** Do two polygons touch or overlap (within EPS)? */
export function polygonsIntersect(p: Polygon, q: Polygon): boolean {
  if (boundsApart(p, q)) return false;
  return polygonDistance(p, q) <= EPS;
}

/**
 * Do two polygons share interior area (more than touching)? With `tol`, only points more than tol
 * inside the other count (a sliver thinner than tol only touches).
 */
export function polygonsOverlap(p: Polygon, q: Polygon, tol = EPS): boolean {
  if (boundsApart(p, q)) return false;
  for (const [a, b] of edgesOf(p)) {
    for (const t of [0.5, ...interiorSamples(a, b, q)]) {
      const m = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      if (insideOrOn(m, q) && distanceToBoundary(m, q) > tol) return true;
    }
  }
  for (const v of q) if (insideOrOn(v, p) && distanceToBoundary(v, p) > tol) return true;
  for (const v of p) if (insideOrOn(v, q) && distanceToBoundary(v, q) > tol) return true;
  // Crossing edges with no vertex inside (a plus sign of two rectangles): test midpoints of crossings.
  if (segmentThroughInterior(p, q, tol) || segmentThroughInterior(q, p, tol)) return true;
  // Identical outlines share every boundary point: a point inside both decides it
  return [p, q].some((r) => {
    const m = { x: r.reduce((s, v) => s + v.x, 0) / r.length, y: r.reduce((s, v) => s + v.y, 0) / r.length };
    return strictlyInside(m, p) && strictlyInside(m, q);
  });
}

function interiorSamples(a: Vec, b: Vec, q: Polygon): number[] {
  const ts = [0, 1, ...edgesOf(q).flatMap(([c, d]) => crossingParams(a, b, c, d))].sort((x, y) => x - y);
  const mids: number[] = [];
  for (let i = 0; i + 1 < ts.length; i++) if (ts[i + 1] - ts[i] > 1e-12) mids.push((ts[i] + ts[i + 1]) / 2);
  return mids;
}

function segmentThroughInterior(p: Polygon, q: Polygon, tol: number): boolean {
  return edgesOf(p).some(([a, b]) => segmentCrossesInterior(a, b, q, tol));
}

/** Does segment ab pass through the interior of polygon q (not just graze its boundary)? */
export function segmentCrossesInterior(a: Vec, b: Vec, q: Polygon, tol = EPS): boolean {
  if (boundsApart([a, b], q)) return false;
  for (const t of interiorSamples(a, b, q)) {
    const m = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    if (insideOrOn(m, q) && distanceToBoundary(m, q) > tol) return true;
  }
  return false;
}

/** Shortest distance between polygons: 0 exactly when they touch or overlap. */
export function polygonDistance(p: Polygon, q: Polygon): number {
  if (p.some((v) => insideOrOn(v, q)) || q.some((v) => insideOrOn(v, p))) return 0;
  let d = Infinity;
  for (const [a, b] of edgesOf(p)) for (const [c, e] of edgesOf(q)) d = Math.min(d, segmentDistance(a, b, c, e));
  return d <= EPS ? 0 : d;
}

/** The closest points of two polygons: [on p, on q]. Equal when they touch or overlap. */
export function closestPoints(p: Polygon, q: Polygon): [Vec, Vec] {
  for (const v of p) if (insideOrOn(v, q)) return [v, v];
  for (const v of q) if (insideOrOn(v, p)) return [v, v];
  let best: [Vec, Vec] = [p[0], q[0]];
  for (const [a, b] of edgesOf(p)) {
    for (const [c, e] of edgesOf(q)) {
      const pair = closestSegmentPoints(a, b, c, e);
      if (dist(pair[0], pair[1]) < dist(best[0], best[1])) best = pair;
    }
  }
  return best;
}

/** Closest point of a polygon's boundary or interior to `p`. */
export function closestPointOnPolygon(p: Vec, poly: Polygon): Vec {
  if (insideOrOn(p, poly)) return p;
  let best = poly[0];
  for (const [a, b] of edgesOf(poly)) {
    const c = closestOnSegment(p, a, b);
    if (dist(p, c) < dist(p, best)) best = c;
  }
  return best;
}

/** Is the polygon convex (either winding; collinear vertices allowed)? */
export function isConvex(p: Polygon): boolean {
  let sign = 0;
  for (let i = 0; i < p.length; i++) {
    const c = cross(sub(p[(i + 1) % p.length], p[i]), sub(p[(i + 2) % p.length], p[(i + 1) % p.length]));
    if (Math.abs(c) <= 1e-12) continue;
    if (sign !== 0 && Math.sign(c) !== sign) return false;
    sign = Math.sign(c);
  }
  return true;
}


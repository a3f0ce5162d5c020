/**
 * Areas swept by moving shapes, and whether an obstacle is hit on the way. Both tests are exact
 * for polygons (no sampling).
 */
import { convexHull } from './hull.js';
import { polygonsOverlap } from './intersect.js';
import { edgesOf, type Polygon } from './shapes.js';
import { add, dist, EPS, rotate, sub, type Vec } from './vec.js';

/** The area a convex shape sweeps moving straight by `delta`: the hull of start and end. */
export function sweptByTranslation(shape: Polygon, delta: Vec): Polygon {
  return convexHull([...shape, ...shape.map((p) => add(p, delta))]);
}

/** Does moving a convex shape by `delta` pass through (overlap, not just touch) the obstacle? */
export function translationHits(shape: Polygon, delta: Vec, obstacle: Polygon): boolean {
  return polygonsOverlap(sweptByTranslation(shape, delta), obstacle);
}

/** Angle (degrees clockwise, in [0, 360)) of `p` around `c`, measured like a facing. */
function bearing(c: Vec, p: Vec): number {
  const d = sub(p, c);
  const deg = (Math.atan2(d.x, d.y) * 180) / Math.PI;
  return ((deg % 360) + 360) % 360;
}

/** Turn angles in [0, |deg|] at which a point turning about c (clockwise if deg > 0) meets segment ab. */
function contactTurns(c: Vec, p: Vec, deg: number, a: Vec, b: Vec): number[] {
  const r = dist(c, p);
  if (r < EPS) return [];
  const d = sub(b, a);
  const f = sub(a, c);
  const A = d.x * d.x + d.y * d.y;
  const B = 2 * (f.x * d.x + f.y * d.y);
  const C = f.x * f.x + f.y * f.y - r * r;
  const disc = B * B - 4 * A * C;
  if (A === 0 || disc < -EPS) return [];
  const sq = Math.sqrt(Math.max(0, disc));
  const start = bearing(c, p);
  const out: number[] = [];
  for (const t of [(-B - sq) / (2 * A), (-B + sq) / (2 * A)]) {
    if (t < -EPS || t > 1 + EPS) continue;
    const q = { x: a.x + d.x * t, y: a.y + d.y * t };
    let turn = (((bearing(c, q) - start) % 360) + 360) % 360;
    if (deg < 0) turn = (360 - turn) % 360;
    if (turn <= Math.abs(deg) + 1e-9) out.push(Math.min(turn, Math.abs(deg)));
  }
  return out;
}

/**
 * Does pivoting `shape` about `centre` by `deg` degrees (clockwise positive) make it overlap
 * `obstacle` at any moment (touching is not a hit)? Exact: the overlap can only begin or end when
 * a vertex of one polygon meets an edge of the other, so the turn is cut at every such contact
 * angle and each piece is tested once at its middle, as are both ends.
 */
export function pivotHits(shape: Polygon, centre: Vec, deg: number, obstacle: Polygon): boolean {
  // the turning shape stays inside the disc about `centre` through its farthest vertex: an obstacle wholly beside
  // that disc's square is never met
  let r = 0;
  for (const v of shape) r = Math.max(r, dist(v, centre));
  if (obstacle.every((p) => p.x < centre.x - r) || obstacle.every((p) => p.x > centre.x + r) || obstacle.every((p) => p.y < centre.y - r) || obstacle.every((p) => p.y > centre.y + r)) return false;
  const sign = Math.sign(deg) || 1;
  const turns = [0, Math.abs(deg)];
  for (const v of shape) for (const [a, b] of edgesOf(obstacle)) turns.push(...contactTurns(centre, v, deg, a, b));
  for (const w of obstacle) for (const [a, b] of edgesOf(shape)) turns.push(...contactTurns(centre, w, -deg, a, b));
  const sorted = [...new Set(turns)].sort((x, y) => x - y);
  const overlapsAt = (t: number) => polygonsOverlap(shape.map((p) => rotate(p, centre, sign * t)), obstacle);
  for (let i = 0; i < sorted.length; i++) {
    if (overlapsAt(sorted[i])) return true;
    if (i + 1 < sorted.length && overlapsAt((sorted[i] + sorted[i + 1]) / 2)) return true;
  }
  return false;
}

/** The footprint positions at the start and end of a pivot, for reporting a path. */
export function pivoted(shape: Polygon, centre: Vec, deg: number): Polygon {
  return shape.map((p) => rotate(p, centre, deg));
}

/** Where the ray p + s·d (d a unit vector) meets segment ab: the smallest such s, or null. */
function rayHitsSegment(p: Vec, d: Vec, a: Vec, b: Vec): number | null {
  const e = sub(b, a);
  const ap = sub(a, p);
  const den = d.x * e.y - d.y * e.x;
  if (Math.abs(den) < 1e-15) {
    if (Math.abs(ap.x * d.y - ap.y * d.x) > EPS) return null;
    const sa = ap.x * d.x + ap.y * d.y;
    const sb = (b.x - p.x) * d.x + (b.y - p.y) * d.y;
    return Math.max(sa, sb) < -EPS ? null : Math.max(Math.min(sa, sb), 0);
  }
  const s = (ap.x * e.y - ap.y * e.x) / den;
  const u = (ap.x * d.y - ap.y * d.x) / den;
  return u >= -1e-12 && u <= 1 + 1e-12 ? s : null;
}

/**
 * How far convex `shape` moves along the unit vector `dir` before it first touches convex `other`:
 * Infinity when it never does. First contact of two translating convex polygons always puts a
 * vertex of one on an edge of the other, so the vertex rays of both decide it exactly.
 */
export function firstContact(shape: Polygon, dir: Vec, other: Polygon): number {
  let best = Infinity;
  const back = { x: -dir.x, y: -dir.y };
  for (const p of shape) {
    for (let i = 0; i < other.length; i++) {
      const s = rayHitsSegment(p, dir, other[i], other[(i + 1) % other.length]);
      if (s !== null && s >= -EPS && s < best) best = s;
    }
  }
  for (const q of other) {
    for (let i = 0; i < shape.length; i++) {
      const s = rayHitsSegment(q, back, shape[i], shape[(i + 1) % shape.length]);
      if (s !== null && s >= -EPS && s < best) best = s;
    }
  }
  return Math.max(0, best);
}

/**
 * How deep the area a convex shape sweeps moving straight by `delta` overlaps convex `q`, without
 * building that area: it is the shape's Minkowski sum with the segment [0, delta], whose edges are
 * the shape's and delta's, so the separating-axis test over those normals and q's is exact. 0 or
 * less when they only touch or are apart.
 */
export function translationOverlapDepth(shape: Polygon, delta: Vec, q: Polygon): number {
  let depth = Infinity;
  const test = (nx: number, ny: number): boolean => {
    let sMin = Infinity;
    let sMax = -Infinity;
    for (const v of shape) {
      const s = v.x * nx + v.y * ny;
      if (s < sMin) sMin = s;
      if (s > sMax) sMax = s;
    }
    const d = delta.x * nx + delta.y * ny;
    if (d < 0) sMin += d;
    else sMax += d;
    let qMin = Infinity;
    let qMax = -Infinity;
    for (const v of q) {
      const s = v.x * nx + v.y * ny;
      if (s < qMin) qMin = s;
      if (s > qMax) qMax = s;
    }
    depth = Math.min(depth, Math.min(sMax, qMax) - Math.max(sMin, qMin));
    return depth > 0;
  };
  for (const poly of [shape, q]) {
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i];
      const b = poly[(i + 1) % poly.length];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len > 1e-12 && !test((a.y - b.y) / len, (b.x - a.x) / len)) return depth;
    }
  }
  const len = Math.hypot(delta.x, delta.y);
  if (len > 1e-12) test(-delta.y / len, delta.x / len);
  return depth;
}

/**
 * Tray geometry for charges (digest §4.3, §4.8): the four arcs of a tray, the arc holding the larger part
 * of another tray, how far a tray can slide before it touches an obstacle, and the offsets along a line
 * where a sliding tray would overlap one. Built on the core table geometry.
 */
import { arcRegion, clipToConvex } from '../../../core/table/arcs.js';
import { convexHull } from '../../../core/table/hull.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { edgesOf, signedArea, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import { add, cross, dot, EPS, scale, sub, type Vec } from '../../../core/table/vec.js';

export type ArcName = 'front' | 'rear' | 'left' | 'right';
export const ARC_NAMES: readonly ArcName[] = ['front', 'rear', 'left', 'right'];
/**
 * `diagonals` (digest §4.8 default): the regions cut by the lines through the tray centre and its corners;
 * `corners45`: lines at 45° from the corners (the construction KoW and T9A use).
 */
export type ArcGeometry = 'diagonals' | 'corners45';

/** The region of one arc as a convex polygon. */
export function arcPolygon(u: Footprint, arc: ArcName, geometry: ArcGeometry, reach = 1e4): Polygon {
  if (geometry === 'corners45') return arcRegion(u, arc, reach);
  const [fl, fr, rr, rl] = cornersOf(u);
  const far = (p: Vec) => add(u.centre, scale(sub(p, u.centre), reach));
  const pair: Record<ArcName, [Vec, Vec]> = { front: [fl, fr], right: [fr, rr], rear: [rr, rl], left: [rl, fl] };
  const [a, b] = pair[arc];
  return [u.centre, far(a), far(b)];
}

/** Corners front-left, front-right, rear-right, rear-left (clockwise on the table). */
export function cornersOf(u: Footprint): [Vec, Vec, Vec, Vec] {
  const f = { x: Math.sin((u.facing * Math.PI) / 180), y: Math.cos((u.facing * Math.PI) / 180) };
  const r = { x: f.y, y: -f.x };
  const F = scale(f, u.depth / 2);
  const R = scale(r, u.width / 2);
  return [add(sub(u.centre, R), F), add(add(u.centre, R), F), sub(add(u.centre, R), F), sub(sub(u.centre, R), F)];
}

/** Area of `shape` in each arc of `u`. */
export function arcShares(u: Footprint, shape: Polygon, geometry: ArcGeometry): Record<ArcName, number> {
  const total = Math.abs(signedArea(shape)) || 1;
  const out = {} as Record<ArcName, number>;
  for (const a of ARC_NAMES) out[a] = Math.abs(signedArea(clipToConvex(shape, arcPolygon(u, a, geometry)))) / total;
  return out;
}

/**
 * The arc of `u` holding the larger part of `shape` (000_4d85fd9897d069bf.txt L771-774); on an exact split
 * between the top two the charger chooses (L1037-1038): `tied` lists them.
 */
export function majorityArcOf(u: Footprint, shape: Polygon, geometry: ArcGeometry): { arc: ArcName; tied: ArcName[]; shares: Record<ArcName, number> } {
  const shares = arcShares(u, shape, geometry);
  const sorted = [...ARC_NAMES].sort((a, b) => shares[b] - shares[a]);
  const tied = sorted.filter((a) => shares[sorted[0]] - shares[a] <= 1e-9);
  return { arc: sorted[0], tied: tied.length > 1 ? tied : [], shares };
}

/** Is some area of `shape` inside the arc? */
export function entersArc(u: Footprint, shape: Polygon, arc: ArcName, geometry: ArcGeometry): boolean {
  return Math.abs(signedArea(clipToConvex(shape, arcPolygon(u, arc, geometry)))) > 1e-9;
}

/** Distance along `dir` (a unit vector) from `p` to segment cd, if the ray meets it. */
function rayToSegment(p: Vec, dir: Vec, c: Vec, d: Vec, minS: number): number {
  const s = rayHit(p, dir, c, d);
  return s >= minS ? s : Infinity;
}

function rayHit(p: Vec, dir: Vec, c: Vec, d: Vec): number {
  const e = sub(d, c);
  const den = cross(dir, e);
  const w = sub(c, p);
  if (Math.abs(den) < 1e-12) {
    if (Math.abs(cross(w, dir)) > EPS) return Infinity;
    const s0 = dot(w, dir);
    const s1 = dot(sub(d, p), dir);
    if (s0 <= EPS && s1 >= -EPS) return 0;
    if (s1 <= EPS && s0 >= -EPS) return 0;
    const m = Math.min(s0, s1);
    return m >= 0 ? m : Infinity;
  }
  const s = cross(w, e) / den;
  const r = cross(w, dir) / den;
  if (r < -1e-12 || r > 1 + 1e-12 || s < -EPS) return Infinity;
  return Math.max(0, s);
}

/**
 * How far polygon `a` moves along unit vector `dir` before it first touches `b` (Infinity: never).
 * Exact for simple polygons: a first contact is always a vertex of one meeting an edge of the other.
 */
export function contactDistance(a: Polygon, b: Polygon, dir: Vec, minS = 0): number {
  let t = Infinity;
  const back = scale(dir, -1);
  for (const v of a) for (const [c, d] of edgesOf(b)) t = Math.min(t, rayToSegment(v, dir, c, d, minS));
  for (const v of b) for (const [c, d] of edgesOf(a)) t = Math.min(t, rayToSegment(v, back, c, d, minS));
  return t;
}

/**
 * Like `contactDistance`, but a tray already touching `b` only meets it at once if moving on would overlap
 * it; sliding along it or moving away from it does not count as a contact.
 */
export function contactAhead(a: Polygon, b: Polygon, dir: Vec): number {
  const t = contactDistance(a, b, dir);
  if (t > 1e-7) return t;
  if (polygonsOverlap(a.map((p) => add(p, scale(dir, 1e-4))), b)) return 0;
  return contactDistance(a, b, dir, 1e-7);
}

/** Triangles of a simple polygon by ear clipping (a convex polygon stays whole). */
export function convexParts(polygon: Polygon): Polygon[] {
  const pts = signedArea(polygon) < 0 ? [...polygon].reverse() : [...polygon];
  if (pts.every((p, i) => cross(sub(pts[(i + 1) % pts.length], p), sub(pts[(i + 2) % pts.length], p)) >= -EPS)) return [pts];
  const inside = (p: Vec, a: Vec, b: Vec, c: Vec) => cross(sub(b, a), sub(p, a)) > EPS && cross(sub(c, b), sub(p, b)) > EPS && cross(sub(a, c), sub(p, c)) > EPS;
  const out: Polygon[] = [];
  const ring = pts.filter((b, k) => Math.abs(cross(sub(b, pts[(k + pts.length - 1) % pts.length]), sub(pts[(k + 1) % pts.length], b))) > EPS);
  while (ring.length > 3) {
    const i = ring.findIndex((b, k) => {
      const a = ring[(k + ring.length - 1) % ring.length];
      const c = ring[(k + 1) % ring.length];
      return cross(sub(b, a), sub(c, a)) > EPS && !ring.some((p) => p !== a && p !== b && p !== c && inside(p, a, b, c));
    });
    if (i < 0) return [convexHull(polygon)];
    out.push([ring[(i + ring.length - 1) % ring.length], ring[i], ring[(i + 1) % ring.length]]);
    ring.splice(i, 1);
  }
  return [...out, ring];
}

/**
 * The open intervals of offsets `s` for which `shape` moved by `s·dir` overlaps `obstacle` (one per convex part
 * of it, so a tray may stand in the hollow of a U-shaped piece); touching is not overlapping.
 */
export function overlapIntervals(shape: Polygon, dir: Vec, obstacle: Polygon): Array<[number, number]> {
  return convexParts(obstacle).map((part) => overlapInterval(shape, dir, part)).filter((x): x is [number, number] => x !== null);
}

/**
 * The open interval of offsets `s` for which `shape` moved by `s·dir` overlaps `obstacle` (its convex
 * hull), or null when it never does; touching is not overlapping.
 */
export function overlapInterval(shape: Polygon, dir: Vec, obstacle: Polygon, K = 1e4): [number, number] | null {
  const hull = convexHull(obstacle);
  const from = shape.map((p) => add(p, scale(dir, -K)));
  const fwd = contactDistance(from, hull, dir);
  if (!Number.isFinite(fwd)) return null;
  const to = shape.map((p) => add(p, scale(dir, K)));
  const bwd = contactDistance(to, hull, scale(dir, -1));
  const lo = -K + fwd;
  const hi = K - bwd;
  if (hi - lo <= 1e-7) return null;
  // Sliding along a shared edge only touches
  return polygonsOverlap(shape.map((p) => add(p, scale(dir, (lo + hi) / 2))), hull) ? [lo, hi] : null;
}

/** The closed intervals left of [lo, hi] once the open `forbidden` intervals are removed. */
export function freeIntervals(lo: number, hi: number, forbidden: ReadonlyArray<[number, number]>): Array<[number, number]> {
  let free: Array<[number, number]> = lo <= hi + 1e-9 ? [[lo, Math.max(lo, hi)]] : [];
  for (const [a, b] of forbidden) {
    const next: Array<[number, number]> = [];
    for (const [x, y] of free) {
      if (b <= x + 1e-9 || a >= y - 1e-9) next.push([x, y]);
      else {
        if (a > x + 1e-9) next.push([x, a]);
        if (b < y - 1e-9) next.push([b, y]);
      }
    }
    free = next;
  }
  return free;
}

/** The point of the free intervals nearest `target` (undefined when there is none). */
export function nearestFree(free: ReadonlyArray<[number, number]>, target: number): number | undefined {
  let best: number | undefined;
  for (const [x, y] of free) {
    const p = Math.max(x, Math.min(y, target));
    if (best === undefined || Math.abs(p - target) < Math.abs(best - target) - 1e-12) best = p;
  }
  return best;
}

/** Offsets `s` keeping every corner of `shape + s·dir` on a `width`×`depth` table: one closed interval. */
export function tableInterval(shape: Polygon, dir: Vec, width: number, depth: number): [number, number] {
  let lo = -Infinity;
  let hi = Infinity;
  const bound = (v: number, d: number, max: number) => {
    if (Math.abs(d) < 1e-12) {
      if (v < -1e-6 || v > max + 1e-6) {
        lo = Infinity;
        hi = -Infinity;
      }
      return;
    }
    const a = (0 - v) / d;
    const b = (max - v) / d;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  };
  for (const p of shape) {
    bound(p.x, dir.x, width);
    bound(p.y, dir.y, depth);
  }
  return [lo, hi];
}

/**
 * Sliding a rectangle along a line and finding where it may stand: the exact events at which its
 * distance to another polygon crosses a gap, and the legal offset nearest a wanted one. Used for a
 * charger's alignment and slide against the charged facing (KoW 003_80333abf01c9832d.txt L324-332).
 */
import { polygonDistance, polygonsOverlap } from '../../core/table/intersect.js';
import { edgesOf, type Polygon } from '../../core/table/shapes.js';
import type { Table } from '../../core/table/table.js';
import { add, cross, dot, EPS, scale, sub, type Vec } from '../../core/table/vec.js';

/** When a position must keep clear of something it may not touch, it stands this far off (inches). */
export const CLEARANCE = 0.001;

/** Offsets s where point p + s·t lies on segment ab. */
function rayOnSegment(p: Vec, t: Vec, a: Vec, b: Vec): number[] {
  const e = sub(b, a);
  const den = cross(t, e);
  const ap = sub(a, p);
  if (Math.abs(den) < 1e-15) {
    if (Math.abs(cross(ap, t)) > 1e-12) return [];
    return [dot(ap, t), dot(sub(b, p), t)];
  }
  const s = cross(ap, e) / den;
  const u = cross(ap, t) / den;
  return u >= -1e-12 && u <= 1 + 1e-12 ? [s] : [];
}

/** Offsets s where |p + s·t − q| = g (t a unit vector). */
function rayOnCircle(p: Vec, t: Vec, q: Vec, g: number): number[] {
  const d = sub(p, q);
  const b = dot(t, d);
  const c = dot(d, d) - g * g;
  const disc = b * b - c;
  if (disc < 0) return [];
  const r = Math.sqrt(disc);
  return [-b - r, -b + r];
}

/**
 * Every offset s at which the distance between `shape + s·t` and `other` can reach `gap`
 * (vertex–edge and vertex–vertex events in both directions). Between consecutive events, whether
 * the two overlap, touch or keep a gap does not change.
 */
export function slideEvents(shape: Polygon, t: Vec, other: Polygon, gap: number): number[] {
  const out: number[] = [];
  const offsets = gap > 0 ? [-gap, gap] : [0];
  const shifted = (a: Vec, b: Vec, k: number): [Vec, Vec] => {
    const e = sub(b, a);
    const len = Math.hypot(e.x, e.y) || 1;
    const n = { x: -e.y / len, y: e.x / len };
    return [add(a, scale(n, k)), add(b, scale(n, k))];
  };
  for (const p of shape) {
    for (const [a, b] of edgesOf(other)) for (const k of offsets) out.push(...rayOnSegment(p, t, ...shifted(a, b, k)));
    if (gap > 0) for (const q of other) out.push(...rayOnCircle(p, t, q, gap));
  }
  const back = scale(t, -1);
  for (const q of other) for (const [a, b] of edgesOf(shape)) for (const k of offsets) out.push(...rayOnSegment(q, back, ...shifted(a, b, k)));
  return out;
}

/**
 * The legal offset in the open interval (lo, hi) nearest `want`: events split the interval into
 * stretches of constant legality, so testing each event, each stretch's middle and the points
 * CLEARANCE inside each stretch's ends decides it. Null when nothing is legal.
 */
export function nearestLegal(lo: number, hi: number, want: number, events: readonly number[], legal: (s: number) => boolean): number | null {
  const inside = (s: number) => s > lo + EPS && s < hi - EPS;
  const ev = [...new Set([lo, hi, ...events.filter(inside)].map((s) => Math.round(s * 1e10) / 1e10))].sort((a, b) => a - b);
  const cands: number[] = [];
  if (inside(want)) cands.push(want);
  for (let i = 0; i < ev.length; i++) {
    if (inside(ev[i])) cands.push(ev[i]);
    if (i + 1 < ev.length) {
      const a = ev[i];
      const b = ev[i + 1];
      const c = Math.min(CLEARANCE, (b - a) / 4);
      if (want > a && want < b) cands.push(want);
      cands.push(a + c, b - c, (a + b) / 2);
    }
  }
  const sorted = [...new Set(cands.filter(inside))].sort((x, y) => Math.abs(x - want) - Math.abs(y - want) || x - y);
  for (const s of sorted) if (legal(s)) return s;
  return null;
}

/** Axis-aligned bounding box of polygons. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boxOf(...polys: Polygon[]): Box {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of polys) {
    for (const v of p) {
      if (v.x < b.minX) b.minX = v.x;
      if (v.y < b.minY) b.minY = v.y;
      if (v.x > b.maxX) b.maxX = v.x;
      if (v.y > b.maxY) b.maxY = v.y;
    }
  }
  return b;
}

export const boxesMeet = (a: Box, b: Box, margin = 0): boolean =>
  a.minX <= b.maxX + margin && b.minX <= a.maxX + margin && a.minY <= b.maxY + margin && b.minY <= a.maxY + margin;

/** What a straight move meets first: a unit (by side), impassable terrain or the table edge. */
export interface StraightStop {
  kind: 'enemy' | 'friend' | 'impassable' | 'tableEdge';
  id?: string;
}

/**
 * How far `shape` can slide along `t` before it would start to overlap one of `units` or an
 * impassable piece, or leave the table, and what it meets there (`at` is Infinity when nothing).
 * Advances (L845-855) and regroup moves (L661-677) go straight and never through anything.
 */
export function firstStraightStop(
  shape: Polygon,
  t: Vec,
  side: string,
  units: ReadonlyArray<{ id: string; side: string; poly: Polygon }>,
  pieces: ReadonlyArray<{ id: string; type: string; polygon: Polygon }>,
  table: Table,
): { at: number; stop: StraightStop | null } {
  const moved = (k: number): Polygon => shape.map((p) => add(p, scale(t, k)));
  const firstOverlap = (poly: Polygon): number | null => {
    // Touching it already on the side it moves toward: blocked at once (the events below start after 0)
    if (polygonsOverlap(moved(1e-4), poly)) return 0;
    const ev = slideEvents(shape, t, poly, 0).filter((x) => x > 1e-9).sort((a, b) => a - b);
    for (const x of ev) if (polygonDistance(moved(x), poly) <= 1e-7 && polygonsOverlap(moved(x + 1e-4), poly)) return x;
    return null;
  };
  let at = Infinity;
  let stop: StraightStop | null = null;
  for (const u of units) {
    const d = firstOverlap(u.poly);
    if (d !== null && d < at) [at, stop] = [d, { kind: u.side === side ? 'friend' : 'enemy', id: u.id }];
  }
  for (const p of pieces) {
    if (p.type !== 'impassable') continue;
    const d = firstOverlap(p.polygon);
    if (d !== null && d < at) [at, stop] = [d, { kind: 'impassable', id: p.id }];
  }
  // The table edge: the furthest the shape can go before leaving the table
  for (const p of shape) for (const [k, lim, size] of [[t.x, p.x, table.width], [t.y, p.y, table.depth]] as const) {
    const e = k > 1e-12 ? (size - lim) / k : k < -1e-12 ? -lim / k : Infinity;
    if (e < at) [at, stop] = [e, { kind: 'tableEdge' }];
  }
  return { at, stop };
}

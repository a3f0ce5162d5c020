/**
 * A charger's lane: every spot flush against the charged facing (L886-888, aligned: L891-896) that its own charge
 * move reaches — one wheel of at most 90° about a front corner, a straight move, the rest of the turn as the
 * alignment (L880-884) — with its path and final spot clear of other units and impassable terrain (L2840-2842),
 * touching no enemy it did not charge (L884-885) and on the table (L736-742). The target never turns: a spot that
 * would need the target to align is not in the lane (L897-907, Figure 4).
 *
 * Spots are the centre's distance `t` along the facing edge from its start corner; the charger is in contact from
 * t = −width/2 to length + width/2 (corner to corner counts, L749-750). The free set is exact: whether a moving
 * convex shape overlaps or touches an obstacle changes only where a vertex of one crosses the line of an edge of
 * the other, and every such crossing is linear in t, so the lane is cut at each and every piece tested once.
 */
import { isConvex, polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import { edge, footprintPolygon, type EdgeName, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import { pivotHits, translationHits, translationOverlapDepth } from '../../../core/table/sweep.js';
import { offTableBy } from '../../../core/table/table.js';
import { add, cross, dot, EPS, rotate, scale, sub, type Vec } from '../../../core/table/vec.js';
import { fp, ruleValue, type Board, type ChargeUnit } from './types.js';

/** Something a charger may not cross; `enemy`: it may not touch it either (L884-885); `unit`: the unit's id. */
export interface Obstacle { poly: Polygon; what: string; enemy: boolean; convex: boolean; unit?: string }

export interface Lane {
  unit: ChargeUnit;
  edge: EdgeName;
  length: number;
  origin: Vec;
  along: Vec;
  out: Vec;
  /** The facing the charger ends with (towards the target). */
  facing: number;
  /** Turn needed, the wheel taken (at most 90°) and the front corner it is taken about. */
  delta: number;
  wheel: number;
  corner: Vec;
  start: Polygon;
  wheeled: Polygon;
  wheeledCentre: Vec;
  /** The straight-ahead spot (full contact nearest its lateral position) and the lateral position itself. */
  t0: number;
  t0raw: number;
  lo: number;
  hi: number;
  /** A flying charge (Fly (X), L3536-3542): it passes over units and terrain; only where it lands must be clear. */
  flies: boolean;
}

export function laneOf(charger: ChargeUnit, target: ChargeUnit, facing: EdgeName): Lane {
  const cf = fp(charger);
  const [a, b] = edge(fp(target), facing);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const along = scale(sub(b, a), 1 / length);
  const out = { x: -along.y, y: along.x }; // outward normal (corners run FL, FR, RR, RL)
  const t0raw = dot(sub(charger.centre, a), along);
  const half = charger.width / 2;
  const t0 = Math.max(Math.min(half, length - half), Math.min(Math.max(half, length - half), t0raw));
  const fin = ((Math.atan2(-out.x, -out.y) * 180) / Math.PI + 360) % 360;
  const delta = ((fin - charger.facing + 540) % 360) - 180;
  const wheel = Math.max(-90, Math.min(90, delta));
  const front = edge(cf, 'front');
  const corner = wheel >= 0 ? front[1] : front[0];
  const start = footprintPolygon(cf);
  return {
    unit: charger, edge: facing, length, origin: a, along, out, facing: fin, delta, wheel, corner, start,
    wheeled: start.map((p) => rotate(p, corner, wheel)), wheeledCentre: rotate(cf.centre, corner, wheel),
    t0, t0raw, lo: -half, hi: length + half, flies: ruleValue(charger, 'fly') !== undefined,
  };
}

export const centreAt = (l: Lane, t: number): Vec => add(add(l.origin, scale(l.along, t)), scale(l.out, l.unit.depth / 2));
export const footprintAt = (l: Lane, t: number): Footprint => ({ centre: centreAt(l, t), facing: l.facing, width: l.unit.width, depth: l.unit.depth });
export const polyAt = (l: Lane, t: number): Polygon => footprintPolygon(footprintAt(l, t));
export const moveTo = (l: Lane, t: number): Vec => sub(centreAt(l, t), l.wheeledCentre);
const aligns = (l: Lane) => Math.abs(l.delta - l.wheel) > 1e-6;

/** Does the straight move to spot t (or the spot itself, once aligned) pass through the polygon? */
export function sweepHits(l: Lane, t: number, o: Polygon, convex = isConvex(o)): boolean {
  // a flying move ignores what it flies over; it may not end on it (L3536-3542)
  if (l.flies) return polygonsOverlap(polyAt(l, t), o);
  const d = moveTo(l, t);
  const hit = convex ? translationOverlapDepth(l.wheeled, d, o) > EPS : translationHits(l.wheeled, d, o);
  return hit || (aligns(l) && polygonsOverlap(polyAt(l, t), o));
}

/** What stops the charger at spot t: obstacles on its wheel or path, enemies it would touch, the table edge. */
export function blockersAt(l: Lane, t: number, obstacles: readonly Obstacle[], board: Board): { blockedBy: string[]; touching: string[]; offTable: boolean } {
  const poly = polyAt(l, t);
  return {
    blockedBy: obstacles.filter((o) => (!l.flies && pivotHits(l.start, l.corner, l.wheel, o.poly)) || sweepHits(l, t, o.poly, o.convex)).map((o) => o.what),
    touching: obstacles.filter((o) => o.enemy && polygonDistance(poly, o.poly) < 1e-6).map((o) => o.what),
    offTable: offTableBy(board, poly) > 1e-6,
  };
}

/** Every t at which a vertex of the moving shapes crosses an edge line of `o`, or a vertex of `o` an edge line of theirs. */
function crossings(l: Lane, o: Polygon): number[] {
  const ts: number[] = [];
  const u = l.along;
  const d0 = moveTo(l, 0);
  const moving = [l.wheeled.map((p) => add(p, d0)), polyAt(l, 0)];
  const push = (num: number, den: number) => { if (Math.abs(den) > 1e-12) ts.push(num / den); };
  for (let i = 0; i < o.length; i++) {
    const a = o[i];
    const e = sub(o[(i + 1) % o.length], a);
    for (const shape of moving) for (const p of shape) push(-cross(e, sub(p, a)), cross(e, u));
  }
  for (const q of o) {
    for (const shape of moving) {
      for (let i = 0; i < shape.length; i++) {
        const e = sub(shape[(i + 1) % shape.length], shape[i]);
        push(cross(e, sub(q, shape[i])), cross(e, u));
      }
    }
    // the sides of the swept area run from each wheeled vertex w to w + d0 + t·u
    for (const w of l.wheeled) push(-cross(d0, sub(q, w)), cross(u, sub(q, w)));
  }
  return ts;
}

/**
 * The closed intervals of t where `blocked` is false, given every t where it can change. A bound that is open
 * (blocked exactly there, free just inside: touching an enemy) is moved inside by at most 1e-4".
 */
export function freeSet(lo: number, hi: number, cuts: readonly number[], blocked: (t: number) => boolean): Array<[number, number]> {
  const pts = [lo, ...cuts.filter((t) => t > lo + 1e-9 && t < hi - 1e-9), hi].sort((x, y) => x - y).filter((t, i, a) => i === 0 || t - a[i - 1] > 1e-9);
  // the cut points and the open pieces between them, in order, each free or not
  const atoms: Array<{ free: boolean; left: number; right: number }> = [];
  pts.forEach((p, i) => {
    atoms.push({ free: !blocked(p), left: p, right: p });
    if (i + 1 < pts.length) {
      const eps = Math.min(1e-4, (pts[i + 1] - p) / 4);
      atoms.push({ free: !blocked((p + pts[i + 1]) / 2), left: p + eps, right: pts[i + 1] - eps });
    }
  });
  const out: Array<[number, number]> = [];
  for (let i = 0; i < atoms.length; i++) {
    if (!atoms[i].free) continue;
    let j = i;
    while (j + 1 < atoms.length && atoms[j + 1].free) j++;
    out.push([atoms[i].left, atoms[j].right]);
    i = j;
  }
  return out;
}

/** Intersection of two sorted lists of closed intervals. */
export function intersect(a: Array<[number, number]>, b: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [a0, a1] of a) for (const [b0, b1] of b) if (Math.max(a0, b0) <= Math.min(a1, b1)) out.push([Math.max(a0, b0), Math.min(a1, b1)]);
  return out.sort((x, y) => x[0] - y[0]);
}

/** Every spot of the lane the charger reaches: the exact free set, as sorted closed intervals (empty: no room). `wheelClear`: its wheel is already known to be clear. */
export function laneFree(l: Lane, obstacles: readonly Obstacle[], board: Board, wheelClear = false): Array<[number, number]> {
  if (!wheelClear && !l.flies && obstacles.some((o) => pivotHits(l.start, l.corner, l.wheel, o.poly))) return [];
  // Only obstacles near the whole lane can matter: the area every path to every spot lies in.
  const reach = [...l.wheeled, ...polyAt(l, l.lo), ...polyAt(l, l.hi)];
  const box = [Math.min(...reach.map((p) => p.x)), Math.min(...reach.map((p) => p.y)), Math.max(...reach.map((p) => p.x)), Math.max(...reach.map((p) => p.y))];
  const near = obstacles.filter((o) => !o.poly.every((p) => p.x < box[0] - 1e-3) && !o.poly.every((p) => p.y < box[1] - 1e-3) && !o.poly.every((p) => p.x > box[2] + 1e-3) && !o.poly.every((p) => p.y > box[3] + 1e-3));
  let free: Array<[number, number]> = [[l.lo, l.hi]];
  const p0 = polyAt(l, 0);
  const tableCuts = p0.flatMap((p) => [-p.x / l.along.x, (board.width - p.x) / l.along.x, -p.y / l.along.y, (board.depth - p.y) / l.along.y]).filter((t) => Number.isFinite(t));
  free = intersect(free, freeSet(l.lo, l.hi, tableCuts, (t) => offTableBy(board, polyAt(l, t)) > 1e-6));
  for (const o of near) {
    if (!free.length) break;
    const cuts = crossings(l, o.poly);
    free = intersect(free, freeSet(l.lo, l.hi, cuts, (t) => sweepHits(l, t, o.poly, o.convex) || (o.enemy && polygonDistance(polyAt(l, t), o.poly) < 1e-6)));
  }
  return free;
}

/**
 * The spots of a lane where the final footprint alone is clear (no path: a unit removed and placed again, as in a
 * combat reform, L1861-1866), each obstacle kept `gap` inches away (0: it may touch, not overlap; a hair: no
 * contact; 1: the 1" rule, L727-735), on the table. Exact: the distance to a polygon reaches `gap` only where a
 * vertex comes `gap` from an edge's line or from a vertex, so the lane is cut there and each piece tested once.
 */
export function placeFree(l: Lane, keep: ReadonlyArray<{ poly: Polygon; gap: number }>, board: Board): Array<[number, number]> {
  const p0 = polyAt(l, 0);
  const u = l.along;
  let free: Array<[number, number]> = [[l.lo, l.hi]];
  const tableCuts = p0.flatMap((p) => [-p.x / u.x, (board.width - p.x) / u.x, -p.y / u.y, (board.depth - p.y) / u.y]).filter((t) => Number.isFinite(t));
  free = intersect(free, freeSet(l.lo, l.hi, tableCuts, (t) => offTableBy(board, polyAt(l, t)) > 1e-6));
  for (const { poly, gap } of keep) {
    if (!free.length) break;
    const ts: number[] = [];
    const push = (num: number, den: number) => { if (Math.abs(den) > 1e-12) ts.push(num / den); };
    const d = Math.max(gap, 0);
    for (const [shape, other, sign] of [[poly, p0, 1], [p0, poly, -1]] as const) {
      // a vertex of `other` at ±d from the line of an edge of `shape` (the moving one moves by sign·u relative to it)
      for (let i = 0; i < shape.length; i++) {
        const a = shape[i];
        const e = sub(shape[(i + 1) % shape.length], a);
        const len = Math.hypot(e.x, e.y);
        if (len < 1e-12) continue;
        const n = { x: -e.y / len, y: e.x / len };
        for (const p of other) for (const k of d > 0 ? [d, -d] : [0]) push(k - dot(n, sub(p, a)), sign * dot(n, u));
      }
    }
    if (d > 0) {
      for (const p of p0) {
        for (const w of poly) {
          const v = sub(p, w);
          const b = dot(u, v);
          const disc = b * b - dot(v, v) + d * d;
          if (disc >= 0) ts.push(-b - Math.sqrt(disc), -b + Math.sqrt(disc));
        }
      }
    }
    const hit = (t: number) => (gap <= 0 ? polygonsOverlap(polyAt(l, t), poly) : polygonDistance(polyAt(l, t), poly) < gap - 1e-9);
    free = intersect(free, freeSet(l.lo, l.hi, ts, hit));
  }
  return free;
}

/** The charge move to spot t, as reported: the wheel, the straight move, and any turn left as the alignment. */
export function pathTo(l: Lane, t: number): Array<Record<string, unknown>> {
  const steps: Array<Record<string, unknown>> = [{ move: 'wheel', degrees: l.wheel, about: l.corner }, { move: 'straight', inches: Math.hypot(moveTo(l, t).x, moveTo(l, t).y) }];
  if (aligns(l)) steps.push({ move: 'align', degrees: l.delta - l.wheel });
  return steps;
}

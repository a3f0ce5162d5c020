/**
 * Round templates and line templates over bases (oriented rectangles), exactly. A disc of radius R touches a base
 * when its centre lies in the base grown by R (the Minkowski sum of the rectangle and the disc: a rounded
 * rectangle); a template moved ρ from a point A in a direction θ touches it for the θ where the circle of radius ρ
 * round A runs inside that rounded rectangle. Those angular intervals are found from the circle's crossings with the
 * rounded rectangle's sides and corner arcs, each piece between crossings tested at its middle. Bearings are in
 * radians, clockwise from +y (a facing in radians), in [0, 2π).
 */
import type { Box } from './bases.js';
import { type Vec } from './vec.js';

const TAU = 2 * Math.PI;
/** Touching is closed: a template exactly at a base's edge touches it (any part of the base, L617-619 of the T9A seed). */
const TOUCH = 1e-9;

const local = (bx: Box, p: Vec): Vec => {
  const dx = p.x - bx.c.x;
  const dy = p.y - bx.c.y;
  return { x: dx * bx.r.x + dy * bx.r.y, y: dx * bx.f.x + dy * bx.f.y };
};
const norm = (t: number) => ((t % TAU) + TAU) % TAU;
/** The bearing of the box's +y axis in the table (its facing, radians). */
const facingOf = (bx: Box) => Math.atan2(bx.f.x, bx.f.y);

/** Distance from a point to a base (0 inside it). */
export function boxDistance(bx: Box, p: Vec): number {
  const q = local(bx, p);
  const dx = Math.max(Math.abs(q.x) - bx.a, 0);
  const dy = Math.max(Math.abs(q.y) - bx.b, 0);
  return Math.hypot(dx, dy);
}

/** Is the point over the base (edges included)? */
export function boxContains(bx: Box, p: Vec): boolean {
  const q = local(bx, p);
  return Math.abs(q.x) <= bx.a + TOUCH && Math.abs(q.y) <= bx.b + TOUCH;
}

/** Does a disc of radius `radius` centred at `p` touch the base? */
export function discTouches(bx: Box, p: Vec, radius: number): boolean {
  return boxDistance(bx, p) <= radius + TOUCH;
}

/** Where a circle (centre (ax, ay), radius ρ) meets the line x = k (local coordinates): bearings from the centre. */
function onVertical(ax: number, ay: number, rho: number, k: number, out: number[]): void {
  const h = rho * rho - (k - ax) * (k - ax);
  if (h < 0) return;
  const s = Math.sqrt(h);
  out.push(Math.atan2(k - ax, s), Math.atan2(k - ax, -s));
}
function onHorizontal(ax: number, ay: number, rho: number, k: number, out: number[]): void {
  const h = rho * rho - (k - ay) * (k - ay);
  if (h < 0) return;
  const s = Math.sqrt(h);
  out.push(Math.atan2(s, k - ay), Math.atan2(-s, k - ay));
}
/** Where the circle (a, ρ) meets the circle (c, r): bearings from a. */
function onCircle(ax: number, ay: number, rho: number, cx: number, cy: number, r: number, out: number[]): void {
  const dx = cx - ax;
  const dy = cy - ay;
  const d = Math.hypot(dx, dy);
  if (d === 0 || d > rho + r || d < Math.abs(rho - r)) return;
  const along = (rho * rho - r * r + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, rho * rho - along * along));
  const mx = ax + (along * dx) / d;
  const my = ay + (along * dy) / d;
  out.push(Math.atan2(mx + (h * -dy) / d - ax, my + (h * dx) / d - ay), Math.atan2(mx - (h * -dy) / d - ax, my - (h * dx) / d - ay));
}

/** The intervals of the circle, cut at `cuts` (local bearings), whose middles pass `inside`; in table bearings. */
function intervals(bx: Box, ax: number, ay: number, rho: number, cuts: number[], inside: (x: number, y: number) => boolean): Array<[number, number]> {
  const ts = cuts.map(norm).sort((p, q) => p - q);
  const at = (t: number) => inside(ax + rho * Math.sin(t), ay + rho * Math.cos(t));
  const turn = facingOf(bx);
  if (ts.length === 0) return at(0) ? [[0, TAU]] : [];
  const out: Array<[number, number]> = [];
  for (let i = 0; i < ts.length; i++) {
    const lo = ts[i];
    const hi = i + 1 < ts.length ? ts[i + 1] : ts[0] + TAU;
    if (hi - lo <= 0 || !at((lo + hi) / 2)) continue;
    const last = out[out.length - 1];
    if (last && Math.abs(last[1] - lo) === 0) last[1] = hi;
    else out.push([lo, hi]);
  }
  // back to table bearings, split where an interval crosses 0
  const split: Array<[number, number]> = [];
  for (const [lo, hi] of out) {
    const a = norm(lo + turn);
    const b = a + (hi - lo);
    if (b <= TAU) split.push([a, b]);
    else split.push([a, TAU], [0, b - TAU]);
  }
  return split;
}

/** The bearings θ at which a template of radius `radius` centred at `from` + ρ·(sin θ, cos θ) touches the base. */
export function touchArcs(bx: Box, from: Vec, rho: number, radius: number): Array<[number, number]> {
  const q = local(bx, from);
  const reach = radius + Math.hypot(bx.a, bx.b);
  const d = Math.hypot(q.x, q.y);
  if (rho < d - reach - TOUCH || rho > d + reach + TOUCH) return [];
  const cuts: number[] = [];
  for (const s of [-1, 1]) {
    onVertical(q.x, q.y, rho, s * (bx.a + radius), cuts);
    onHorizontal(q.x, q.y, rho, s * (bx.b + radius), cuts);
    for (const t of [-1, 1]) onCircle(q.x, q.y, rho, s * bx.a, t * bx.b, radius, cuts);
  }
  return intervals(bx, q.x, q.y, rho, cuts, (x, y) => {
    const dx = Math.max(Math.abs(x) - bx.a, 0);
    const dy = Math.max(Math.abs(y) - bx.b, 0);
    return dx * dx + dy * dy <= radius * radius;
  });
}

/** The bearings θ at which the point `from` + ρ·(sin θ, cos θ) lies over the base (the template's centre on it). */
export function centreArcs(bx: Box, from: Vec, rho: number): Array<[number, number]> {
  const q = local(bx, from);
  const d = Math.hypot(q.x, q.y);
  const reach = Math.hypot(bx.a, bx.b);
  if (rho < d - reach - TOUCH || rho > d + reach + TOUCH) return [];
  const cuts: number[] = [];
  for (const s of [-1, 1]) {
    onVertical(q.x, q.y, rho, s * bx.a, cuts);
    onHorizontal(q.x, q.y, rho, s * bx.b, cuts);
  }
  return intervals(bx, q.x, q.y, rho, cuts, (x, y) => Math.abs(x) <= bx.a && Math.abs(y) <= bx.b);
}

/**
 * Liang–Barsky clipping of the segment p → q (t in [0, 1]) against the base grown by `margin` on every side (shrunk
 * when negative), in the base's frame: the part [t0, t1] inside it, or null. `open`: the grown base without its edges
 * (a segment along an edge or touching it at one point is outside).
 */
function clip(bx: Box, p: Vec, q: Vec, margin: number, open: boolean): [number, number] | null {
  const a = local(bx, p);
  const b = local(bx, q);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const sides: Array<[number, number]> = [[-dx, a.x + bx.a], [dx, bx.a - a.x], [-dy, a.y + bx.b], [dy, bx.b - a.y]];
  for (const [pp, qq] of sides) {
    const slack = qq + margin;
    if (Math.abs(pp) < 1e-15) {
      if (open ? slack <= 0 : slack < 0) return null;
      continue;
    }
    const t = slack / pp;
    if (pp < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (open ? t0 >= t1 : t0 > t1) return null;
  }
  return [t0, t1];
}

/** The part [t0, t1] of the segment p → q (t in [0, 1]) over the base, or null when it misses (grazing an edge counts, as touching does). */
export function segmentClip(bx: Box, p: Vec, q: Vec): [number, number] | null {
  return clip(bx, p, q, TOUCH, false);
}

/**
 * Does the segment p → q pass through the base's interior, more than `tol` inside an edge (a sight line that only grazes
 * a base is not interrupted by it)?
 */
export function segmentThroughBox(bx: Box, p: Vec, q: Vec, tol = TOUCH): boolean {
  return clip(bx, p, q, -tol, true) !== null;
}

/** Distance from the segment p → q to the base: 0 when it crosses or touches it. */
export function segmentBoxDistance(bx: Box, p: Vec, q: Vec): number {
  if (segmentClip(bx, p, q)) return 0;
  const a = local(bx, p);
  const b = local(bx, q);
  let d = Math.min(boxDistance(bx, p), boxDistance(bx, q));
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  for (const [cx, cy] of [[-bx.a, -bx.b], [bx.a, -bx.b], [bx.a, bx.b], [-bx.a, bx.b]]) {
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - a.x) * dx + (cy - a.y) * dy) / len2));
    d = Math.min(d, Math.hypot(a.x + t * dx - cx, a.y + t * dy - cy));
  }
  return d;
}

/**
 * The charge move as a path: forward, one pivot about the centre of at most 90° (two for Nimble and
 * Fly), forward into contact, align and slide; straight legs swept and kept clear of impassable
 * terrain, every other unit and the table edge (KoW charge move: 003_80333abf01c9832d.txt L311-332,
 * pivots L289-297, Nimble L942-950, Fly L897-904).
 */
import { isConvex, polygonsOverlap, segmentDistance } from '../../core/table/intersect.js';
import { edge, footprintPolygon, pointSegmentDistance, type Footprint, type Polygon } from '../../core/table/shapes.js';
import { firstContact as contactAlong, sweptByTranslation, translationOverlapDepth } from '../../core/table/sweep.js';
import { add, CONTACT_TOL, dist, dot, EPS, facingOf, facingVector, scale, sub, type Vec } from '../../core/table/vec.js';
import type { FacingGeometry } from './charge-contact.js';
import { pose, round, turn, type PathMove, type World } from './charge-types.js';
import { boxesMeet, boxOf, type Box } from './placement.js';
import type { Placed } from './world.js';

export interface PathPlan {
  moves: PathMove[];
  length: number;
  pivots: number;
  /** Straight legs as swept polygons, for collisions and Hindered. */
  swept: Polygon[];
}

/** What a charger's straight legs may not cross, with their bounding boxes, worked out once per world and charger. */
const blockerCache = new WeakMap<World, Map<string, Array<{ poly: Polygon; box: Box; convex: boolean }>>>();
function blockers(w: World, c: Placed): Array<{ poly: Polygon; box: Box; convex: boolean }> {
  let byCharger = blockerCache.get(w);
  if (!byCharger) blockerCache.set(w, (byCharger = new Map()));
  let out = byCharger.get(c.id);
  if (!out) {
    const polys = [...w.pieces.filter((p) => p.type === 'impassable').map((p) => p.polygon), ...w.units.filter((u) => u.id !== c.id).map((u) => u.poly)];
    byCharger.set(c.id, (out = polys.map((poly) => ({ poly, box: boxOf(poly), convex: isConvex(poly) }))));
  }
  return out;
}

/** A straight leg: the footprint at its start and the move. */
interface Leg {
  shape: Polygon;
  delta: Vec;
}

/**
 * Straight-leg collisions: impassable terrain, every unit but the charger, the table edge (L316-320,
 * L418-420), measured with the contact tolerance (a leg grazing a piece placed flush only touches it).
 * The table is a rectangle, so the swept area is on it when its bounding box is.
 */
function legClear(w: World, c: Placed, l: Leg): boolean {
  const box = boxOf(l.shape);
  if (l.delta.x < 0) box.minX += l.delta.x;
  else box.maxX += l.delta.x;
  if (l.delta.y < 0) box.minY += l.delta.y;
  else box.maxY += l.delta.y;
  const tol = CONTACT_TOL;
  if (box.minX < -tol || box.minY < -tol || box.maxX > w.table.width + tol || box.maxY > w.table.depth + tol) return false;
  for (const b of blockers(w, c)) {
    if (!boxesMeet(b.box, box)) continue;
    if (b.convex ? translationOverlapDepth(l.shape, l.delta, b.poly) > CONTACT_TOL : polygonsOverlap(sweptOf(l), b.poly, CONTACT_TOL)) return false;
  }
  return true;
}

/** Does the footprint's front edge touch the charged facing (the segment M ± t·len/2)? */
function frontMeetsFacing(fp: Footprint, g: FacingGeometry): boolean {
  const [a, b] = edge(fp, 'front');
  const half = scale(g.t, g.len / 2);
  return segmentDistance(a, b, sub(g.M, half), add(g.M, half)) <= CONTACT_TOL;
}

function leg(from: Footprint, delta: Vec): Leg {
  return { shape: footprintPolygon(from), delta };
}

const sweptOf = (l: Leg): Polygon => sweptByTranslation(l.shape, l.delta);

/**
 * Square approach: forward s1, turn to face the charged facing (one pivot up to 90°, or two making
 * up to 180° on the spot), forward s2 until contact, slide along the facing. With s2 = D·fF − s1·b
 * ≥ 0 and contact before the slide (|sFinal + σ| < half), s1 ranges over an interval.
 */
function squarePlans(c: Placed, final: Footprint, g: FacingGeometry, sFinal: number): Candidate[] {
  const plans: Candidate[] = [];
  const theta = turn(c.fp.facing, final.facing);
  const pivots = Math.abs(theta) <= 1e-9 ? 0 : Math.abs(theta) <= 90 + 1e-7 ? 1 : 2;
  const f0 = facingVector(c.fp.facing);
  const fF = facingVector(final.facing);
  const D = sub(final.centre, c.fp.centre);
  const half = (c.fp.width + g.len) / 2;
  const a = dot(f0, g.t);
  const b = dot(f0, fF);
  let lo = 0;
  let hi = 1e3;
  if (b > EPS) hi = Math.min(hi, dot(D, fF) / b);
  else if (dot(D, fF) < -EPS && b > -EPS) return plans;
  if (Math.abs(a) > EPS) {
    const x1 = (-half - sFinal + dot(D, g.t)) / a;
    const x2 = (half - sFinal + dot(D, g.t)) / a;
    lo = Math.max(lo, Math.min(x1, x2) + 1e-6);
    hi = Math.min(hi, Math.max(x1, x2) - 1e-6);
  } else if (Math.abs(sFinal - dot(D, g.t)) >= half - EPS) return plans;
  if (b < -EPS) lo = Math.max(lo, dot(D, fF) / b);
  if (hi < lo - 1e-9) return plans;
  hi = Math.max(lo, Math.min(hi, 1e3));
  const cands = new Set<number>([lo, hi]);
  if (Math.abs(a) > EPS) {
    const s0 = dot(D, g.t) / a;
    if (s0 >= lo && s0 <= hi) cands.add(s0);
  }
  for (let x = Math.ceil(lo * 4) / 4; x <= hi; x += 0.25) cands.add(x);
  for (const s1 of cands) {
    const s2 = Math.max(0, dot(D, fF) - s1 * b);
    const sigma = s1 * a - dot(D, g.t);
    const p1 = add(c.fp.centre, scale(f0, s1));
    const legs = () => [leg(c.fp, scale(f0, s1)), leg({ ...final, centre: p1 }, scale(fF, s2))];
    plans.push({
      length: s1 + s2 + Math.abs(sigma),
      legs,
      build: () => {
        const p2 = add(p1, scale(fF, s2));
        const moves: PathMove[] = [];
        if (s1 > 1e-9) moves.push({ move: 'forward', distance: round(s1), to: pose(p1, c.fp.facing) });
        if (pivots === 2) {
          moves.push({ move: 'pivot', degrees: round(theta / 2), to: pose(p1, c.fp.facing + theta / 2) });
          moves.push({ move: 'pivot', degrees: round(theta / 2), to: pose(p1, final.facing) });
        } else if (pivots === 1) moves.push({ move: 'pivot', degrees: round(theta), to: pose(p1, final.facing) });
        if (s2 > 1e-9) moves.push({ move: 'forward', distance: round(s2), to: pose(p2, final.facing) });
        if (Math.abs(sigma) > 1e-9) moves.push({ move: 'slide', distance: round(Math.abs(sigma)), to: pose(final.centre, final.facing) });
        return { moves, length: s1 + s2 + Math.abs(sigma), pivots, swept: legs().map(sweptOf) };
      },
    });
  }
  return plans;
}

/** Pivot points are searched along the charger's own line, this far apart (inches). */
export const PIVOT_POINT_STEP = 0.25;

/**
 * The whole-degree pivots (within 90°) after which a charger at p1 can reach the charged facing at
 * all: its footprint stays within its half-diagonal of the line it moves along, so the direction
 * must point within that angle of some point of the facing.
 */
function pivotWindow(c: Placed, p1: Vec, g: FacingGeometry): number[] {
  const half = scale(g.t, g.len / 2);
  const ends = [sub(sub(g.M, half), p1), sub(add(g.M, half), p1)];
  const reach = Math.hypot(c.fp.width, c.fp.depth) / 2;
  const near = pointSegmentDistance(p1, sub(g.M, half), add(g.M, half));
  let lo = -90;
  let hi = 90;
  const [a1, a2] = ends.map((e) => turn(c.fp.facing, facingOf(e)));
  if (near > reach && Math.abs(a1 - a2) < 180) {
    const spread = (Math.asin(reach / near) * 180) / Math.PI;
    lo = Math.max(lo, Math.floor(Math.min(a1, a2) - spread));
    hi = Math.min(hi, Math.ceil(Math.max(a1, a2) + spread));
  }
  const out: number[] = [];
  for (let a = Math.ceil(lo); a <= hi; a++) out.push(a);
  return out;
}

/** A path and its length, its straight legs, and those of them not yet known to be clear (default: all). */
type Candidate = { length: number; legs: () => Leg[]; build: () => PathPlan; unchecked?: () => Leg[] };

/**
 * The charge move (L314-332; digest §4.5 reference path): forward s1, one pivot of at most 90°
 * about the centre at any point of the move (L316-317), forward until first contact, then align
 * flush and slide (L324-328). Two families of candidates:
 *  - square approach: pivot to face the charged facing, forward until contact, slide along it;
 *  - oblique approach: the pivot point searched every 0.25" along the charger's line (up to 2 × Sp
 *    or until that first leg is blocked) and the pivot angle every whole degree, plus the angle
 *    aimed at the final position; the charger moves on until it first touches the target, which
 *    must be its front edge on the charged facing.
 * The shortest clear candidate wins (leader-point travel): no path from pivot point p1 is shorter
 * than s1 + |final − p1|, a bound that never decreases along the line, so candidates are checked
 * shortest first as soon as no later pivot point can beat them. A candidate is clear when its
 * straight legs hit no impassable terrain, no other unit and stay on the table. Fly ignores what it
 * passes over (L897-899). 'turn' when every candidate needs a pivot over 90°.
 */
export function singlePivotPath(w: World, c: Placed, t: Placed, final: Footprint, g: FacingGeometry, sFinal: number, fly: boolean): PathPlan | null | 'turn' {
  const f0 = facingVector(c.fp.facing);
  const theta = turn(c.fp.facing, final.facing);
  const turnedTooFar = Math.abs(theta) > 90 + 1e-7;
  let pool: Candidate[] = turnedTooFar ? [] : squarePlans(c, final, g, sFinal);
  let seen = pool.length > 0;
  // Check, shortest first, every candidate no later pivot point can beat
  const settle = (bound: number): PathPlan | null => {
    pool.sort((x, y) => x.length - y.length);
    let i = 0;
    for (; i < pool.length && pool[i].length <= bound + 1e-9; i++) {
      if (fly || (pool[i].unchecked ?? pool[i].legs)().every((l) => legClear(w, c, l))) return pool[i].build();
    }
    pool = pool.slice(i);
    return null;
  };
  const bound = (s1: number) => s1 + dist(add(c.fp.centre, scale(f0, s1)), final.centre);
  const limit = Math.max(2 * c.unit.sp, dot(sub(final.centre, c.fp.centre), f0));
  for (let s1 = 0; s1 <= limit + 1e-9; s1 += PIVOT_POINT_STEP) {
    const found = settle(bound(s1));
    if (found) return found;
    // A longer first leg sweeps everything a shorter one does: once blocked, stop
    if (s1 > 0 && !fly && !legClear(w, c, leg(c.fp, scale(f0, s1)))) break;
    const p1 = add(c.fp.centre, scale(f0, s1));
    const d = sub(final.centre, p1);
    const aimed = Math.hypot(d.x, d.y) > 1e-9 ? [turn(c.fp.facing, facingOf(d))] : [];
    for (const pivot of [...aimed, ...pivotWindow(c, p1, g)]) {
      if (Math.abs(pivot) > 90 + 1e-7) continue;
      const plan = obliquePlan(c, t, final, g, s1, pivot);
      if (plan) pool.push(plan);
    }
    seen ||= pool.length > 0;
  }
  const found = settle(Infinity);
  if (found) return found;
  return !seen && turnedTooFar ? 'turn' : null;
}

/** Forward s1, pivot, forward to first contact, which must put the front edge on the charged facing; align and slide (L316-328). */
function obliquePlan(c: Placed, t: Placed, final: Footprint, g: FacingGeometry, s1: number, pivot: number): Candidate | null {
  const beta = c.fp.facing + pivot;
  const dir = facingVector(beta);
  // It must move toward the facing, and its front must be the side that meets it
  if (dot(dir, g.n) >= 0 || Math.abs(turn(beta, final.facing)) >= 90) return null;
  const f0 = facingVector(c.fp.facing);
  const p1 = add(c.fp.centre, scale(f0, s1));
  const start: Footprint = { ...c.fp, centre: p1, facing: beta };
  const startPoly = footprintPolygon(start);
  const firstContact = contactAlong(startPoly, dir, t.poly);
  if (!Number.isFinite(firstContact)) return null;
  const pc = add(p1, scale(dir, firstContact));
  if (!frontMeetsFacing({ ...start, centre: pc }, g)) return null;
  const settle = dist(pc, final.centre);
  const length = s1 + firstContact + settle;
  const legs = () => [leg(c.fp, scale(f0, s1)), { shape: startPoly, delta: scale(dir, firstContact) }];
  return {
    length,
    legs,
    // the first leg was checked before its pivot point was searched
    unchecked: () => [{ shape: startPoly, delta: scale(dir, firstContact) }],
    build: () => {
      const moves: PathMove[] = [];
      if (s1 > 1e-9) moves.push({ move: 'forward', distance: round(s1), to: pose(p1, c.fp.facing) });
      if (Math.abs(pivot) > 1e-9) moves.push({ move: 'pivot', degrees: round(pivot), to: pose(p1, beta) });
      if (firstContact > 1e-9) moves.push({ move: 'forward', distance: round(firstContact), to: pose(pc, beta) });
      const align = turn(beta, final.facing);
      if (Math.abs(align) > 1e-9 || settle > 1e-9) moves.push({ move: 'align', degrees: round(align), distance: round(settle), to: pose(final.centre, final.facing) });
      return { moves, length, pivots: Math.abs(pivot) > 1e-9 ? 1 : 0, swept: legs().map(sweptOf) };
    },
  };
}

/**
 * Two pivots (Nimble, Fly: L942-950, L904; or anyone when strictSinglePivot is false): forward s1,
 * pivot toward a waypoint on the approach lane, forward to it, pivot to face the facing, forward
 * into contact, slide. The waypoints are searched on a grid (1" along the lane and the charger's
 * own line, a quarter of the frontage across the facing), shortest first.
 */
export function twoPivotPath(w: World, c: Placed, final: Footprint, g: FacingGeometry, sFinal: number, fly: boolean, limit: number): PathPlan | null {
  const f0 = facingVector(c.fp.facing);
  const fF = facingVector(final.facing);
  const half = (c.fp.width + g.len) / 2;
  const plans: Array<{ length: number; build: () => PathPlan; legs?: () => Leg[]; clear?: () => boolean }> = [];
  if (Math.abs(turn(c.fp.facing, final.facing)) > 90 + 1e-7) plans.push(...squarePlans(c, final, g, sFinal));
  const step = Math.max(c.fp.width / 4, 0.25);
  // The first leg depends only on s1 and the last only on (sigma, s3): each is swept and checked once;
  // waypoints after a blocked first leg are never candidates (the shortest clear path is unchanged)
  const firstClear = new Map<number, boolean>();
  const lastClear = new Map<string, boolean>();
  const once = <K>(memo: Map<K, boolean>, key: K, f: () => boolean) => {
    let v = memo.get(key);
    if (v === undefined) memo.set(key, (v = fly || f()));
    return v;
  };
  for (let s1 = 0; s1 <= limit; s1 += 1) {
    const p1 = add(c.fp.centre, scale(f0, s1));
    for (let sigma = -half + step / 2; sigma < half; sigma += step) {
      const sig = sigma - sFinal;
      for (let s3 = 0; s3 <= limit; s3 += 1) {
        const contact = add(final.centre, scale(g.t, sig));
        const W = sub(contact, scale(fF, s3));
        const d = sub(W, p1);
        const len = Math.hypot(d.x, d.y);
        const beta = len > 1e-9 ? facingOf(d) : c.fp.facing;
        const t1 = turn(c.fp.facing, beta);
        const t2 = turn(beta, final.facing);
        if (Math.abs(t1) > 90 + 1e-7 || Math.abs(t2) > 90 + 1e-7) continue;
        const length = s1 + len + s3 + Math.abs(sig);
        if (length > limit * 3) continue;
        if (!once(firstClear, s1, () => legClear(w, c, leg(c.fp, scale(f0, s1))))) continue;
        plans.push({
          length,
          clear: () => legClear(w, c, leg({ ...c.fp, centre: p1, facing: beta }, d)) && once(lastClear, `${sigma}:${s3}`, () => legClear(w, c, leg({ ...final, centre: W }, scale(fF, s3)))),
          build: () => {
            const moves: PathMove[] = [];
            if (s1 > 0) moves.push({ move: 'forward', distance: round(s1), to: pose(p1, c.fp.facing) });
            if (Math.abs(t1) > 1e-9) moves.push({ move: 'pivot', degrees: round(t1), to: pose(p1, beta) });
            if (len > 1e-9) moves.push({ move: 'forward', distance: round(len), to: pose(W, beta) });
            if (Math.abs(t2) > 1e-9) moves.push({ move: 'pivot', degrees: round(t2), to: pose(W, final.facing) });
            if (s3 > 0) moves.push({ move: 'forward', distance: round(s3), to: pose(contact, final.facing) });
            if (Math.abs(sig) > 1e-9) moves.push({ move: 'slide', distance: round(Math.abs(sig)), to: pose(final.centre, final.facing) });
            const swept = [leg(c.fp, scale(f0, s1)), leg({ ...c.fp, centre: p1, facing: beta }, d), leg({ ...final, centre: W }, scale(fF, s3))].map(sweptOf);
            return { moves, length, pivots: (Math.abs(t1) > 1e-9 ? 1 : 0) + (Math.abs(t2) > 1e-9 ? 1 : 0), swept };
          },
        });
      }
    }
  }
  plans.sort((x, y) => x.length - y.length);
  for (const p of plans) {
    if (fly) return p.build();
    if (p.clear) {
      if (p.clear()) return p.build();
      continue;
    }
    if (p.legs!().every((l) => legClear(w, c, l))) return p.build();
  }
  return null;
}

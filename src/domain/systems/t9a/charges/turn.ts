/**
 * The target turned to align (L891-896, L897-907): when no spot on the charged facing lets the charger align by
 * itself, the charger still moves into contact and the target turns about the contact point until the facing is
 * flush with the charger's front; the charger turns as far as it can and the target the rest, as little as
 * possible (L893-894). Never an engaged target (L895), never a fleeing one (nothing is aligned, L912-915).
 *
 * A placement is the target turned by β about a point P of its charged facing and the charger flush on the turned
 * facing at spot t (its centre t inches along the facing, as in lane.ts), P on both fronts. The charger gets there
 * by its own move (lane.ts: one wheel of at most 90° about a front corner, a straight move, any turn left as its own
 * alignment about the contact point; clear of units, impassable terrain and the target where it stood, touching no
 * other enemy). P is the end of the contact on the side where the target, turning, swings away from the charger
 * (elsewhere the target as it stood would overlap the charger): a front corner of the charger, or a corner of the
 * facing where the charger overhangs it. The target's turn about P must sweep no other unit or impassable terrain
 * and leave it on the table.
 *
 * For each β the charger's spots are an exact free set (lane.ts): one lane while P slides with the charger's
 * corner, one while P is the facing's corner. β is searched by whole degrees from 1 to 90 each way; among the
 * placements found the most models in base contact win (L900-902: once the target must turn, maximise contact),
 * then the least turn, then the charger's least sideways move; the least turn with that contact is then refined by
 * bisection between the degree before and the one found. A feasible turn in a gap narrower than a degree is not seen.
 */
import { DomainError } from '../../../core/errors.js';
import { edge, footprintPolygon, type Footprint } from '../../../core/table/shapes.js';
import { pivotHits } from '../../../core/table/sweep.js';
import { offTableBy } from '../../../core/table/table.js';
import { add, dot, facingVector, rotate, scale, sub, type Vec } from '../../../core/table/vec.js';
import { blockersAt, intersect, laneFree, laneOf, moveTo, placeFree, type Lane, type Obstacle } from './lane.js';
import { contactAnchors, contactAt, edgeSegments, ranksOf } from './models.js';
import { fp, type Board, type ChargeUnit } from './types.js';

/** Steps one target-turn search may take, each turn tried costing one plus the obstacles within reach (docs/t9a.md, Limits): past it, a 422. */
export const TURN_BUDGET = 20_000;

export interface TargetTurn {
  lane: Lane;
  t: number;
  /** The target's turn, degrees clockwise, and the point it turns about. */
  degrees: number;
  about: Vec;
  target: Footprint;
  own: number;
  targetModels: number;
}

const ORIGIN: Vec = { x: 0, y: 0 };

type Turned = ReturnType<typeof turned>;
/** The charger's two lanes against the target turned by `deg`, and the contact point P of spot t. */
function turned(charger: ChargeUnit, target: ChargeUnit, base: Lane, deg: number) {
  const [a, b] = edge(fp(target), base.edge);
  const L = base.length;
  const W = charger.width / 2;
  const along = base.along;
  const along2 = rotate(along, ORIGIN, deg);
  // the facing beyond P (high) or before it (low) would stand out in front of the turned facing: the charger is on the other side
  const high = dot(along, rotate(base.out, ORIGIN, deg)) > 0;
  const at = (p: Vec): ChargeUnit => ({ ...target, centre: rotate(target.centre, p, deg), facing: target.facing + deg });
  const ref = (l: Lane, lo: number, hi: number): Lane => ({ ...l, lo, hi, t0: base.t0, t0raw: base.t0raw });
  const corner = high ? b : a;
  const fixed = ref(laneOf(charger, at(corner), base.edge), high ? L - W : -W, high ? L + W : W);
  // P slides with the charger's corner: the footprint moves along the facing as it stood, turned by deg
  const s = laneOf(charger, at(a), base.edge);
  const origin = add(a, scale(high ? sub(along, along2) : sub(along2, along), W));
  const sliding = ref({ ...s, along, origin }, high ? -W : W, high ? L - W : L + W);
  const pivot = (t: number): Vec => {
    if (high) return t + W <= L ? add(a, scale(along, t + W)) : b;
    return t - W >= 0 ? add(a, scale(along, t - W)) : a;
  };
  const laneFor = (t: number) => ((high ? t <= L - W : t >= W) ? sliding : fixed);
  // where the turned target stands as P slides along the facing (s inches from its start): it moves by (I − R)·along,
  // a lane of the target itself (only its footprints are used: placeFree)
  const c0 = at(a);
  const pivots: Lane = { ...base, unit: target, facing: c0.facing, origin: c0.centre, along: sub(along, along2), out: ORIGIN, lo: 0, hi: L };
  /** The t of the spot whose contact point is s inches along the facing (sliding lane), and back. */
  const tOf = (sp: number) => (high ? sp - W : sp + W);
  return { sliding, fixed, pivot, laneFor, at, pivots, tOf, fixedAt: high ? L : 0 };
}

/** The charger's sideways move relative to its final facing (tie-break: the straighter move). */
const sideways = (l: Lane, t: number) => Math.abs(dot(moveTo(l, t), facingVector(l.facing + 90)));
/** The spot of a lane where the charger moves straight ahead of its final facing (no sideways move), if any. */
function straightSpot(l: Lane): number | null {
  const r = facingVector(l.facing + 90);
  const k = dot(l.along, r);
  return Math.abs(k) < 1e-12 ? null : -dot(moveTo(l, 0), r) / k;
}

export function turnTarget(charger: ChargeUnit, target: ChargeUnit, base: Lane, obstacles: readonly Obstacle[], board: Board, budget = TURN_BUDGET): TargetTurn | null {
  const segs = edgeSegments(target, base.edge);
  const files = ranksOf(charger).files;
  const W = charger.width;
  const tPoly = footprintPolygon(fp(target));
  // only obstacles within reach of every move can matter: the charger's path and spots, the target's turn
  const reach = Math.hypot(charger.width, charger.depth) + Math.hypot(target.width, target.depth);
  const box = [...base.start, ...tPoly];
  const [x0, y0, x1, y1] = [Math.min(...box.map((p) => p.x)) - reach, Math.min(...box.map((p) => p.y)) - reach, Math.max(...box.map((p) => p.x)) + reach, Math.max(...box.map((p) => p.y)) + reach];
  obstacles = obstacles.filter((o) => o.poly.some((p) => p.x >= x0) && o.poly.some((p) => p.y >= y0) && o.poly.some((p) => p.x <= x1) && o.poly.some((p) => p.y <= y1));
  const keep = obstacles.map((o) => ({ poly: o.poly, gap: 0 }));
  // the charger may not pass through the target where it stood (it touches it, at P, before the target turns)
  const withTarget: Obstacle[] = [...obstacles, { poly: tPoly, what: `unit ${target.id}`, enemy: false, convex: true }];
  const score = (t: number) => {
    const c = contactAt(t, W, files, segs, base.length);
    return { own: c.own, touched: c.a < 0 ? 0 : new Set(segs.slice(c.a, c.b + 1).map((g) => g.model)).size };
  };
  const anchors = [...new Set(contactAnchors(W, files, segs).map((t) => Math.round(t * 1e9) / 1e9))].filter((t) => t >= base.lo - 1e-9 && t <= base.hi + 1e-9).sort((x, y) => x - y);
  const most = Math.max(...anchors.map((t) => { const s = score(t); return s.own + s.touched; }));
  const swept = new Map<string, boolean>();
  const clear = (g: Turned, t: number, deg: number) => {
    const p = g.pivot(t);
    const key = `${deg} ${p.x} ${p.y}`;
    let ok = swept.get(key);
    if (ok === undefined) {
      ok = offTableBy(board, footprintPolygon(fp(g.at(p)))) <= 1e-6 && !obstacles.some((o) => pivotHits(tPoly, p, deg, o.poly));
      swept.set(key, ok);
    }
    return ok;
  };
  let steps = 0;
  /**
   * The target turned by `deg`: the charger's spots, best first (most models in contact, then the straightest move),
   * the first whose turn sweeps nothing; `reach`: the contact points the target could turn about at every smaller
   * turn (a turn sweeping an obstacle also does at every larger turn about the same point). `stopped`: the charger's
   * wheel is stopped and, turning the way of the target's turn, only grows (stopped at every larger turn too).
   */
  const atTurn = (deg: number, reach: Array<[number, number]>, least = 0) => {
    steps += 1 + withTarget.length;
    if (steps > budget) throw new DomainError('too_complex', `turning the target to align needs more than ${budget} search steps`, [{ path: '/units', code: 'targetTurnSteps', message: `more than ${budget} search steps` }]);
    const g = turned(charger, target, base, deg);
    const w = g.fixed.wheel;
    if (!g.fixed.flies && withTarget.some((o) => pivotHits(g.fixed.start, g.fixed.corner, w, o.poly))) return { stopped: Math.sign(w) === Math.sign(deg), reach, spot: null };
    const stands = intersect(reach, placeFree(g.pivots, keep, board));
    const found: Array<{ t: number; v: number; side: number }> = [];
    const inStands = (sp: number) => stands.some(([x, y]) => sp >= x - 1e-9 && sp <= y + 1e-9);
    const pieces: Array<[Lane, Array<[number, number]>]> = [
      [g.sliding, stands.map(([x, y]): [number, number] => [g.tOf(x), g.tOf(y)])],
      [g.fixed, inStands(g.fixedAt) ? [[g.fixed.lo, g.fixed.hi]] : []],
    ];
    for (const [whole, allowed] of pieces) {
      if (!allowed.length) continue;
      const lane = { ...whole, lo: allowed[0][0], hi: allowed[allowed.length - 1][1] };
      const straight = straightSpot(lane);
      const free = laneFree(lane, withTarget, board, true).flatMap(([x, y]) => allowed.map(([p, q]): [number, number] => [Math.max(x, p), Math.min(y, q)])).filter(([x, y]) => x <= y + 1e-12);
      for (const [x, y] of free) {
        // per stretch of equal contact: its ends (the anchors, where contact is closed) and the straightest spot
        const cuts = [x, ...anchors.filter((t) => t > x && t < y), y];
        const ts = new Set(cuts);
        for (let i = 0; i + 1 < cuts.length; i++) if (straight !== null) ts.add(Math.min(cuts[i + 1], Math.max(cuts[i], straight)));
        for (const t of ts) { const sc = score(t); if (sc.own + sc.touched >= least) found.push({ t, v: sc.own + sc.touched, side: sideways(lane, t) }); }
      }
    }
    found.sort((p, q) => q.v - p.v || p.side - q.side);
    const spot = found.find((f) => clear(g, f.t, deg)) ?? null;
    return { stopped: false, reach: stands, spot: spot && { ...spot, g, deg } };
  };
  // whole degrees, both ways, until a placement with every model it can in contact (L900-902: once the target must
  // turn, the most models in contact, then the least turn)
  type Found = { deg: number; t: number; v: number; side: number; k: number; reach: Array<[number, number]> };
  let best: Found | null = null;
  const dirs = [1, -1].map((sign) => ({ sign, reach: [[0, base.length]] as Array<[number, number]>, done: false }));
  for (let k = 1; k <= 90 && !(best && best.v === most) && dirs.some((d) => !d.done); k++) {
    let here: Found | null = null;
    for (const dir of dirs) {
      if (dir.done) continue;
      const before = dir.reach;
      const r = atTurn(dir.sign * k, dir.reach);
      dir.reach = r.reach;
      if (r.stopped || !r.reach.length) dir.done = true;
      const f = r.spot;
      if (f && (!here || f.v > here.v || (f.v === here.v && f.side < here.side)) && (!best || f.v > best.v)) here = { deg: f.deg, t: f.t, v: f.v, side: f.side, k, reach: before };
    }
    if (here) best = here;
  }
  if (!best) return null;
  // the least turn with that many models in contact: bisection between the whole degree before and the one found
  const sign = Math.sign(best.deg);
  const at = (m: number) => atTurn(sign * m, best!.reach, best!.v).spot;
  let lo = best.k - 1;
  let hi = best.k;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid)) hi = mid;
    else lo = mid;
  }
  // a turn within 5e-7° of a round figure is given as that figure when it serves too
  const round = Math.round(hi * 1e6) / 1e6;
  const spot = (round !== hi ? at(round) : null) ?? at(hi)!;
  const { t, deg } = spot;
  const g = turned(charger, target, base, deg);
  const about = g.pivot(t);
  const fin = g.at(about);
  const s = score(t);
  return { lane: g.laneFor(t), t, degrees: deg, about, target: { centre: fin.centre, facing: ((fin.facing % 360) + 360) % 360, width: target.width, depth: target.depth }, own: s.own, targetModels: s.touched };
}

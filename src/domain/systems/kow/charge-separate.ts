/**
 * Separating units after a regroup or a step back (KoW 003_80333abf01c9832d.txt L673-677, L683-689,
 * digest §9.4-9.5): the unit that moved has made its move (the seed fixes it: the full D6" / D3" or
 * pivot, or 1" back); then every OTHER unit it ends within 1" of (an enemy) or touching (a friend) is
 * moved apart, if that can be done: "si es imposible mantener la pulgada ... mira si se puede conseguir
 * alejando esas unidades hasta alcanzar la 1"" (L686-688). Each is moved by a straight move that
 * restores the gap, keeping its facing: the shortest one (the penetration depth of the two shapes, the
 * mover grown by the gap) and, when that one is not clear, the shortest clear one among the other
 * directions that restore it (every edge normal of either shape and every line between a vertex of
 * each), each with the exact distance it needs. A move is clear when it goes through no other unit
 * (it stops 0.001" short of one), stays on the table and off impassable terrain, and does not itself end
 * within 1" of an enemy of the unit moved or touching one of its friends (the same rule, L160-166,
 * L683-685; a third unit it already was that close to, it may not come nearer). A unit in base contact
 * with one of its enemies other than the mover is in a combat (L599-607: the units a charge brought
 * into contact fight until it is resolved) and is never moved out of it. A unit not moved is tolerated
 * closer than 1" (L688-689).
 */
import { polygonDistance } from '../../core/table/intersect.js';
import { edgesOf, type Polygon } from '../../core/table/shapes.js';
import type { Table } from '../../core/table/table.js';
import { add, CONTACT_TOL, dot, EPS, scale, sub, type Vec } from '../../core/table/vec.js';
import { pose, round, type Pose } from './charge-types.js';
import { boxesMeet, boxOf, CLEARANCE, firstStraightStop, slideEvents } from './placement.js';
import type { Piece, Placed } from './world.js';

/** A unit moved apart: where it stood, where it stands now, and how far it went. */
export interface Separation {
  unit: string;
  from: Pose;
  to: Pose;
  distance: number;
}

/** A unit left too close: no move apart was clear, or it is engaged in a combat (tolerated, L688-689). */
export interface StillClose {
  unit: string;
  distance: number;
  /** It is in base contact with this enemy of its own (a combat), so it is not moved out of it. */
  engagedWith?: string;
}

export interface SeparationResult {
  separated: Separation[];
  /** Enemies still within 1" (tolerated). */
  tooClose: StillClose[];
  /** Friends still touching (not tolerated: the seed's tolerance is for the inch from enemies, L686-689). */
  friendsTouching: StillClose[];
}

/** Unit directions in which moving `b` can restore a gap to `a`: every edge normal of either polygon and every line from a vertex of `a` to one of `b`. */
function candidateDirections(a: Polygon, b: Polygon): Vec[] {
  const dirs: Vec[] = [];
  for (const [p, q] of [...edgesOf(a), ...edgesOf(b)]) {
    const e = sub(q, p);
    const len = Math.hypot(e.x, e.y);
    if (len < EPS) continue;
    dirs.push({ x: -e.y / len, y: e.x / len }, { x: e.y / len, y: -e.x / len });
  }
  for (const p of a) {
    for (const q of b) {
      const d = sub(q, p);
      const len = Math.hypot(d.x, d.y);
      if (len > EPS) dirs.push(scale(d, 1 / len));
    }
  }
  return dirs;
}

/**
 * The least distance `b` must move along the unit direction n to stand `gap` from `a` (both convex):
 * their distance is convex along a line and below the gap at 0, so it is the first event after 0
 * (slideEvents: where a vertex meets an edge or a vertex's circle) at which the gap is reached.
 */
export function pushAlong(a: Polygon, b: Polygon, n: Vec, gap: number): number {
  if (polygonDistance(a, b) >= gap - 1e-9) return 0;
  const ev = slideEvents(b, n, a, gap).filter((s) => s > 1e-12).sort((x, y) => x - y);
  for (const s of ev) if (polygonDistance(a, b.map((v) => add(v, scale(n, s)))) >= gap - 1e-9) return s;
  return Infinity;
}

/**
 * The shortest translation of `b` after which its distance to `a` is at least `gap` (both convex):
 * the direction is an edge normal of either polygon or the line between a vertex of each (where the
 * grown shape is rounded); the push along a direction n is the overlap of the projections plus the gap.
 */
export function shortestSeparation(a: Polygon, b: Polygon, gap: number): { dir: Vec; push: number } {
  const dirs = candidateDirections(a, b);
  let best = { dir: { x: 0, y: 1 }, push: Infinity };
  for (const n of dirs) {
    let maxA = -Infinity;
    let minB = Infinity;
    for (const v of a) maxA = Math.max(maxA, dot(v, n));
    for (const v of b) minB = Math.min(minB, dot(v, n));
    const push = maxA + gap - minB;
    if (push < best.push - 1e-12) best = { dir: n, push };
  }
  return { dir: best.dir, push: Math.max(0, best.push) };
}

type Shape = { id: string; side: string; poly: Polygon };

/** A push rounded to 1e-9" for ordering (an impossible one last). */
const key = (push: number): number => (Number.isFinite(push) ? Math.round(push * 1e9) : Number.MAX_SAFE_INTEGER);

/**
 * Move apart the units `mover` (already at its final place, `poly`) ends too close to, in the order
 * given. `friendGap` is 0 (friends must not touch; they are moved 0.001" apart) or 1 (option
 * friendlyGap 1inch). Later units see earlier ones where they were moved to.
 */
export function separateFrom(mover: Shape, others: readonly Placed[], pieces: readonly Piece[], table: Table, friendGap: number): SeparationResult {
  const out: SeparationResult = { separated: [], tooClose: [], friendsTouching: [] };
  const now = new Map<string, Shape>(others.map((u) => [u.id, { id: u.id, side: u.side, poly: u.poly }]));
  /** How near a unit of `side` may end to `w` (L160-166, L280-283, L683-685). */
  const tooNearTo = (side: string, w: Shape, d: number): boolean => (w.side !== side ? d < 1 - 1e-9 : friendGap > 0 ? d < friendGap - 1e-9 : d <= 1e-9);
  for (const u of others) {
    const d = polygonDistance(mover.poly, u.poly);
    const enemy = u.side !== mover.side;
    const gap = enemy ? 1 : friendGap > 0 ? friendGap : CLEARANCE;
    if (!tooNearTo(mover.side, u, d)) continue;
    const left = enemy ? out.tooClose : out.friendsTouching;
    const cur = now.get(u.id)!;
    const thirds = [...now.values()].filter((o) => o.id !== u.id);
    // In base contact with an enemy of its own other than the mover: a combat, never broken by a separation
    const curBox = boxOf(cur.poly);
    const engaged = thirds.find((o) => o.side !== u.side && boxesMeet(curBox, boxOf(o.poly), CONTACT_TOL) && polygonDistance(cur.poly, o.poly) <= CONTACT_TOL);
    if (engaged) {
      left.push({ unit: u.id, distance: round(d), engagedWith: engaged.id });
      continue;
    }
    const blockers = [mover, ...thirds];
    /** A move of `push` along `dir` is clear: through nothing, and ending too near no third unit it was not already that near (and no nearer to those). */
    const clear = (dir: Vec, push: number): boolean => {
      if (!Number.isFinite(push)) return false;
      const { at, stop } = firstStraightStop(cur.poly, dir, u.side, blockers, pieces, table);
      const room = stop && (stop.kind === 'friend' || stop.kind === 'enemy') ? at - CLEARANCE : at;
      if (push > room + 1e-12) return false;
      const poly = cur.poly.map((v) => add(v, scale(dir, push)));
      const endBox = boxOf(poly);
      for (const w of thirds) {
        // no unit is ever kept more than 1" off (friendGap is 0 or 1): only those whose box comes that near
        if (!boxesMeet(endBox, boxOf(w.poly), 1)) continue;
        const end = polygonDistance(poly, w.poly);
        if (tooNearTo(u.side, w, end) && end < polygonDistance(cur.poly, w.poly) - 1e-9) return false;
      }
      return true;
    };
    const first = shortestSeparation(mover.poly, cur.poly, gap);
    let move: { dir: Vec; push: number } | null = clear(first.dir, first.push) ? first : null;
    if (!move) {
      // "alejando esas unidades" (L686-688): the other straight directions that restore the gap, shortest first
      const tried = candidateDirections(mover.poly, cur.poly)
        .filter((n) => Math.abs(n.x - first.dir.x) > 1e-9 || Math.abs(n.y - first.dir.y) > 1e-9)
        .map((dir) => ({ dir, push: pushAlong(mover.poly, cur.poly, dir, gap) }))
        // shortest first; equal distances (to 1e-9") keep the candidates' fixed order (the mover's edge normals first)
        .sort((x, y) => key(x.push) - key(y.push));
      move = tried.find((m) => clear(m.dir, m.push)) ?? null;
    }
    if (!move) {
      left.push({ unit: u.id, distance: round(d) });
      continue;
    }
    const poly = cur.poly.map((v) => add(v, scale(move!.dir, move!.push)));
    now.set(u.id, { id: u.id, side: u.side, poly });
    out.separated.push({ unit: u.id, from: pose(u.fp.centre, u.fp.facing), to: pose(add(u.fp.centre, scale(move.dir, move.push)), u.fp.facing), distance: round(move.push) });
  }
  return out;
}

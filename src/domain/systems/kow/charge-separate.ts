/**
 * Separating units after a regroup or a step back (KoW 003_80333abf01c9832d.txt L673-677, L683-689,
 * digest §9.4-9.5): the unit that moved has made its move (the seed fixes it: the full D6" / D3" or
 * pivot, or 1" back); then every OTHER unit it ends within 1" of (an enemy) or touching (a friend) is
 * moved apart, if that can be done: "si es imposible mantener la pulgada ... mira si se puede conseguir
 * alejando esas unidades hasta alcanzar la 1"" (L686-688). Each is moved by the shortest straight move
 * that restores the gap (the penetration depth of the two shapes, the mover grown by the gap), never
 * through another unit (it stops 0.001" short of one), never off the table nor onto impassable terrain.
 * When that move is not clear it is not moved and the closeness is tolerated (L688-689).
 */
import { polygonDistance } from '../../core/table/intersect.js';
import { edgesOf, type Polygon } from '../../core/table/shapes.js';
import type { Table } from '../../core/table/table.js';
import { add, dot, EPS, scale, sub, type Vec } from '../../core/table/vec.js';
import { pose, round, type Pose } from './charge-types.js';
import { CLEARANCE, firstStraightStop } from './placement.js';
import type { Piece, Placed } from './world.js';

/** A unit moved apart: where it stood, where it stands now, and how far it went. */
export interface Separation {
  unit: string;
  from: Pose;
  to: Pose;
  distance: number;
}

/** A unit left too close: the move apart was not clear (tolerated, L688-689). */
export interface StillClose {
  unit: string;
  distance: number;
}

export interface SeparationResult {
  separated: Separation[];
  /** Enemies still within 1" (tolerated). */
  tooClose: StillClose[];
  /** Friends still touching (not tolerated: the seed's tolerance is for the inch from enemies, L686-689). */
  friendsTouching: StillClose[];
}

/**
 * The shortest translation of `b` after which its distance to `a` is at least `gap` (both convex):
 * the direction is an edge normal of either polygon or the line between a vertex of each (where the
 * grown shape is rounded); the push along a direction n is the overlap of the projections plus the gap.
 */
export function shortestSeparation(a: Polygon, b: Polygon, gap: number): { dir: Vec; push: number } {
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

/**
 * Move apart the units `mover` (already at its final place, `poly`) ends too close to, in the order
 * given. `friendGap` is 0 (friends must not touch; they are moved 0.001" apart) or 1 (option
 * friendlyGap 1inch). Later units see earlier ones where they were moved to.
 */
export function separateFrom(
  mover: { id: string; side: string; poly: Polygon },
  others: readonly Placed[],
  pieces: readonly Piece[],
  table: Table,
  friendGap: number,
): SeparationResult {
  const out: SeparationResult = { separated: [], tooClose: [], friendsTouching: [] };
  const now = new Map<string, { id: string; side: string; poly: Polygon }>(others.map((u) => [u.id, { id: u.id, side: u.side, poly: u.poly }]));
  for (const u of others) {
    const d = polygonDistance(mover.poly, u.poly);
    const enemy = u.side !== mover.side;
    const gap = enemy ? 1 : friendGap > 0 ? friendGap : CLEARANCE;
    const tooNear = enemy ? d < 1 - 1e-9 : friendGap > 0 ? d < friendGap - 1e-9 : d <= 1e-9;
    if (!tooNear) continue;
    const { dir, push } = shortestSeparation(mover.poly, u.poly, gap);
    const blockers = [{ id: mover.id, side: mover.side, poly: mover.poly }, ...[...now.values()].filter((o) => o.id !== u.id)];
    const { at, stop } = firstStraightStop(u.poly, dir, u.side, blockers, pieces, table);
    const room = stop && (stop.kind === 'friend' || stop.kind === 'enemy') ? at - CLEARANCE : at;
    if (push <= room + 1e-12) {
      const poly = u.poly.map((v) => add(v, scale(dir, push)));
      now.set(u.id, { id: u.id, side: u.side, poly });
      out.separated.push({ unit: u.id, from: pose(u.fp.centre, u.fp.facing), to: pose(add(u.fp.centre, scale(dir, push)), u.fp.facing), distance: round(push) });
    } else (enemy ? out.tooClose : out.friendsTouching).push({ unit: u.id, distance: round(d) });
  }
  return out;
}

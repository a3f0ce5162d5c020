/**
 * Proximity to enemies (KoW 003_80333abf01c9832d.txt L346-356): a charger may end touching enemy
 * units it did not charge; they are moved slightly apart — at least 1" or as far as they can (seed),
 * or just until they no longer touch (2015 errata; option proximityNudge). The engine moves each
 * such unit straight away from the charger along the shortest way out of contact (the separating
 * axis of the two rectangles), stopping short of the table edge, impassable terrain and other units.
 */
import { polygonsIntersect, polygonsOverlap } from '../../core/table/intersect.js';
import { edgesOf, type Polygon } from '../../core/table/shapes.js';
import { offTableBy } from '../../core/table/table.js';
import { add, dot, EPS, scale, sub, type Vec } from '../../core/table/vec.js';
import { pose, type Pose, type World } from './charge-types.js';
import { CLEARANCE } from './placement.js';
import type { Placed } from './world.js';

export interface Nudge {
  unit: string;
  by: '1inch' | 'untouch';
  /** How far it is moved (inches); less than asked when something stops it, 0 when it cannot move. */
  distance: number;
  to: Pose;
}

/** Shortest push of `b` along an edge normal of either convex polygon that takes it off `a`: direction and length. */
function separation(a: Polygon, b: Polygon): { dir: Vec; push: number } {
  let best = { dir: { x: 0, y: 1 }, push: Infinity };
  for (const [p, q] of [...edgesOf(a), ...edgesOf(b)]) {
    const e = sub(q, p);
    const len = Math.hypot(e.x, e.y);
    if (len < EPS) continue;
    const n = { x: -e.y / len, y: e.x / len };
    const pa = a.map((v) => dot(v, n));
    const pb = b.map((v) => dot(v, n));
    for (const [dir, push] of [
      [n, Math.max(...pa) - Math.min(...pb)],
      [scale(n, -1), Math.max(...pb) - Math.min(...pa)],
    ] as const) {
      if (push < best.push - 1e-12) best = { dir, push: Math.max(0, push) };
    }
  }
  return best;
}

// KoW proximity: 003_80333abf01c9832d.txt L346-356 (distance: option proximityNudge)
export function nudgeApart(w: World, charger: Placed, chargerFinal: Polygon, touched: Placed, by: '1inch' | 'untouch'): Nudge {
  const { dir, push } = separation(chargerFinal, touched.poly);
  const want = push + (by === '1inch' ? 1 : CLEARANCE);
  const others = w.units.filter((u) => u.id !== touched.id && u.id !== charger.id).map((u) => u.poly);
  const legal = (k: number) => {
    const moved = touched.poly.map((v) => add(v, scale(dir, k)));
    if (offTableBy(w.table, moved) > EPS || polygonsIntersect(moved, chargerFinal)) return false;
    if (w.pieces.some((p) => p.type === 'impassable' && polygonsOverlap(moved, p.polygon))) return false;
    return !others.some((o) => polygonsIntersect(moved, o));
  };
  // As far as it can (L350-351): the longest legal push up to the one wanted, searched in 1/1000"
  let k = 0;
  for (let s = want; s >= push + CLEARANCE - 1e-12; s = Math.round((s - 0.001) * 1e9) / 1e9) {
    if (legal(s)) {
      k = s;
      break;
    }
  }
  return { unit: touched.id, by, distance: Math.round(k * 1e6) / 1e6, to: pose(add(touched.fp.centre, scale(dir, k)), touched.fp.facing) };
}

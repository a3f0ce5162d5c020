/**
 * Is there ANY legal Retreat for an engaged unit (000_4d85fd9897d069bf.txt L871-907; 002_953a7ceb75253954.txt
 * L716-734)? A Retreat is one straight move back or sideways (2021: forward too when engaged on a flank or the
 * rear) of up to Speed + D6, keeping the facing, then a pivot, under the ordinary movement rules: no enemy tray
 * crossed, no Impassable terrain entered, the tray ending clear of every tray, more than 1" from every enemy and on
 * the table. A unit surrounded on every side, or without room to end more than 1" from every enemy, cannot Retreat
 * (L904-907; 002 L734); the seed gives no other consequence: the action is not available, the unit stays engaged.
 *
 * The search: for each allowed direction, distances every `STEP` inches from `STEP` up to Speed + 6 (Rough
 * included), stopping exactly at the first enemy tray or Impassable piece the path meets (every longer move meets it too);
 * at each distance the end with the facing kept, else after a pivot every `PIVOT_STEP` degrees (a rectangle turned
 * by 180° covers the same ground, so 0-175° covers every pivot on that grid). The first legal distance of a
 * direction is refined by bisection to `EPS` and the integer die boundary is tried exactly, so the smallest die
 * (`max(1, ceil(distance + Rough − Speed))`) is exact unless a gap narrower than `STEP` (or a pivot window
 * narrower than `PIVOT_STEP`) is the only way out.
 */
import { boundsApart, polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import type { Footprint } from '../../../core/table/shapes.js';
import { offTableBy } from '../../../core/table/table.js';
import { add, scale } from '../../../core/table/vec.js';
import { cornersOf, overlapIntervals } from './geometry.js';
import type { ChargeUnit, Direction, Scene } from './request.js';
import { directionVector, norm, walk, type Walk } from './walk.js';

export const STEP = 0.1;
export const PIVOT_STEP = 5;
const EPS = 1e-6;

export interface RetreatOption {
  direction: Direction;
  /** The straight move, inches. */
  distance: number;
  /** The pivot after it, degrees clockwise (0: none). */
  pivot: number;
  /** Inches lost to Rough terrain. */
  terrainPenalty: number;
  /** The smallest D6 that allows it. */
  needed: number;
  walk: Walk;
}

export interface RetreatSearch {
  /** The retreat needing the lowest die (then the shortest), or null: the unit cannot Retreat. */
  best: RetreatOption | null;
  /** Distance grid, inches, and pivot grid, degrees. */
  step: number;
  pivotStep: number;
}

interface SearchOptions {
  v18: boolean;
  roughPerEntryAndExit: boolean;
}

const PIVOTS = Array.from({ length: 180 / PIVOT_STEP }, (_, i) => i * PIVOT_STEP);
const needOf = (used: number, speed: number) => Math.max(1, Math.ceil(used - speed - 1e-9));

export function searchRetreat(scene: Scene, actor: ChargeUnit, directions: readonly Direction[], speed: number, opts: SearchOptions): RetreatSearch {
  const max = speed + 6;
  const walkOpts = { ...opts, path: '/legs' };
  const others = scene.units.filter((u) => u !== actor);
  const impassable = scene.terrain.filter((t) => t.keywords.has('impassable'));
  /** The end rules of walk.ts for one pose: clear of trays and Impassable terrain, > 1" from enemies, on the table. */
  const endClear = (fp: Footprint): boolean => {
    const poly = cornersOf(fp);
    if (offTableBy(scene.table, poly) > 1e-6) return false;
    for (const o of others) {
      if (boundsApart(poly, o.poly, 1 + 1e-6)) continue;
      if (o.side === actor.side ? polygonsOverlap(poly, o.poly) : polygonDistance(poly, o.poly) <= 1 + 1e-9) return false;
    }
    return !impassable.some((t) => !boundsApart(poly, t.polygon) && polygonsOverlap(poly, t.polygon));
  };
  const barriers = [...others.filter((o) => o.side !== actor.side).map((o) => o.poly), ...impassable.map((t) => t.polygon)];
  /** The pivot (on the grid, 0 first) that gives a legal end after `d`, or null. */
  const pivotAt = (direction: Direction, d: number): number | null => {
    const centre = add(actor.fp.centre, scale(directionVector(actor.fp.facing, direction), d));
    for (const pivot of PIVOTS) if (endClear({ ...actor.fp, centre, facing: norm(actor.fp.facing + pivot) })) return pivot;
    return null;
  };
  const option = (direction: Direction, d: number, pivot: number): RetreatOption | null => {
    const w = walk(scene, actor, pivot ? [{ distance: d, direction }, { pivot }] : [{ distance: d, direction }], walkOpts);
    if (w.reasons.length || w.straight + w.penalty > max + 1e-9) return null;
    return { direction, distance: d, pivot, terrainPenalty: w.penalty, needed: needOf(w.straight + w.penalty, speed), walk: w };
  };
  let best: RetreatOption | null = null;
  for (const direction of directions) {
    // How far the path is open: all of Speed + 6, or up to the first enemy tray or Impassable piece, exactly (the
    // offsets at which the sliding tray overlaps a convex part of an obstacle form one open interval)
    const u = directionVector(actor.fp.facing, direction);
    let open = max;
    for (const b of barriers) for (const [a, z] of overlapIntervals(actor.poly, u, b)) if (z > 1e-9) open = Math.min(open, Math.max(0, a));
    // Better than the best so far: a lower die (so at most Speed + its die − 1 long) or the same die and shorter
    if (best) open = Math.min(open, best.needed === 1 ? best.distance : Math.max(best.distance, speed + best.needed - 1));
    // The first legal end on the grid, then refined by bisection
    let lo = 0;
    let hi = -1;
    for (let k = 1; ; k++) {
      const d = Math.min(k * STEP, open);
      if (d <= 0) break;
      if (pivotAt(direction, d) !== null) {
        hi = d;
        break;
      }
      if (d >= open) break;
      lo = d;
    }
    if (hi < 0) continue;
    while (hi - lo > EPS) {
      const mid = (lo + hi) / 2;
      if (pivotAt(direction, mid) !== null) hi = mid;
      else lo = mid;
    }
    let found = option(direction, hi, pivotAt(direction, hi)!);
    if (!found) continue;
    // The die boundary just below, exactly: Speed + (need − 1) − Rough
    if (found.needed > 1) {
      const exact = speed + found.needed - 1 - found.terrainPenalty;
      const p = exact > lo && exact < found.distance ? pivotAt(direction, exact) : null;
      const o = p === null ? null : option(direction, exact, p);
      if (o && o.needed < found.needed) found = o;
    }
    if (!best || found.needed < best.needed || (found.needed === best.needed && found.distance < best.distance - 1e-9)) best = found;
  }
  return { best, step: STEP, pivotStep: PIVOT_STEP };
}

/**
 * Where a charger ends: flush against the charged facing, slid toward its centre, every charger of
 * a block overlapping the facing (corner-only contact is illegal) and clear of what it may not touch
 * (KoW charge contact: 003_80333abf01c9832d.txt L324-332, L358-367; several chargers L369-386).
 */
import { polygonDistance, polygonsOverlap } from '../../core/table/intersect.js';
import { edge, footprintPolygon, type EdgeName, type Footprint, type Polygon } from '../../core/table/shapes.js';
import { offTableBy } from '../../core/table/table.js';
import { add, CONTACT_TOL, dist, EPS, facingOf, scale, sub } from '../../core/table/vec.js';
import type { ChargeVerdict, World } from './charge-types.js';
import { boxesMeet, boxOf, nearestLegal, slideEvents } from './placement.js';
import type { Placed } from './world.js';

const FACING_EDGE: Record<ChargeVerdict['facing'], EdgeName> = { front: 'front', rear: 'rear', left: 'left', right: 'right' };

/** The charged facing as a segment: midpoint, unit tangent, outward normal, length. */
export function facingGeometry(target: Placed, facing: ChargeVerdict['facing']) {
  const [a, b] = edge(target.fp, FACING_EDGE[facing]);
  const M = scale(add(a, b), 0.5);
  const len = dist(a, b);
  const t = scale(sub(b, a), 1 / len);
  const away = sub(M, target.fp.centre);
  const n = scale(away, 1 / Math.hypot(away.x, away.y));
  return { M, t, n, len };
}

export type FacingGeometry = ReturnType<typeof facingGeometry>;

/** The charger's footprint flush against the facing with its leader point at M + s·t. */
export function flushAt(c: Placed, g: FacingGeometry, s: number): Footprint {
  const centre = add(add(g.M, scale(g.t, s)), scale(g.n, c.fp.depth / 2));
  return { centre, facing: facingOf(scale(g.n, -1)), width: c.fp.width, depth: c.fp.depth };
}

export interface Slot {
  unit: Placed;
  /** Leader offset along the facing, relative to the block's offset. */
  offset: number;
}

/**
 * Placement (digest §4.5 reference algorithm): slide the block of chargers on this facing so the
 * leader points are as near the facing's centre as possible; every charger must overlap the facing
 * (corner-only contact is illegal, L330-332, L358-367), stay on the table, off impassable terrain
 * (L418-422), clear of friends (L280-297, option friendlyGap) and not overlap enemies; contact with
 * the facing and with friends measured with the contact tolerance CONTACT_TOL.
 */
export function place(w: World, slots: Slot[], target: Placed, g: FacingGeometry, friendsToAvoid: Placed[], ignoreCorner = false): { s: number } | null {
  const side = slots[0].unit.side;
  const gap = w.options.friendlyGap === '1inch' ? 1 : 0;
  const movers = new Set(slots.map((x) => x.unit.id));
  const reach = Math.max(...slots.map((x) => Math.abs(x.offset) + x.unit.fp.width / 2)) + g.len / 2;
  const lo = -reach - 1;
  const hi = reach + 1;
  // Everything that could be met while sliding along the facing
  const lane = boxOf(...slots.flatMap((x) => [footprintPolygon(flushAt(x.unit, g, lo + x.offset)), footprintPolygon(flushAt(x.unit, g, hi + x.offset))]));
  const margin = gap + 1e-6;
  const others = w.units.filter((u) => !movers.has(u.id) && boxesMeet(boxOf(u.poly), lane, margin));
  const friends = [...others.filter((u) => u.side === side), ...friendsToAvoid.filter((f) => !movers.has(f.id))];
  const enemies = others.filter((u) => u.side !== side);
  const walls = w.pieces.filter((p) => p.type === 'impassable' && boxesMeet(boxOf(p.polygon), lane, margin));
  const events: number[] = [];
  for (const x of slots) {
    const base = footprintPolygon(flushAt(x.unit, g, x.offset));
    for (const f of friends) events.push(...slideEvents(base, g.t, f.poly, gap));
    for (const e of enemies) events.push(...slideEvents(base, g.t, e.poly, 0));
    for (const p of walls) events.push(...slideEvents(base, g.t, p.polygon, 0));
    const tableBox: Polygon = [{ x: 0, y: 0 }, { x: w.table.width, y: 0 }, { x: w.table.width, y: w.table.depth }, { x: 0, y: w.table.depth }];
    events.push(...slideEvents(base, g.t, tableBox, 0));
    const touch = (x.unit.fp.width + g.len) / 2;
    events.push(-touch - x.offset, touch - x.offset);
  }
  const legal = (s: number): boolean =>
    slots.every((x) => {
      const leaderS = s + x.offset;
      // Contact is measured with CONTACT_TOL: the front edge must overlap the facing by more (less is
      // corner to corner), and a friend nearer than it is touched. The place itself never overlaps
      // anything, so a piece standing flush beside the facing leaves at most CONTACT_TOL of it
      if (!ignoreCorner && Math.abs(leaderS) >= (x.unit.fp.width + g.len) / 2 - CONTACT_TOL) return false;
      if (ignoreCorner && Math.abs(leaderS) > (x.unit.fp.width + g.len) / 2 + CONTACT_TOL) return false;
      const poly = footprintPolygon(flushAt(x.unit, g, leaderS));
      if (offTableBy(w.table, poly) > EPS) return false;
      if (walls.some((p) => polygonsOverlap(poly, p.polygon))) return false;
      if (friends.some((f) => (gap > 0 ? polygonDistance(poly, f.poly) < gap - CONTACT_TOL : polygonDistance(poly, f.poly) <= CONTACT_TOL))) return false;
      if (enemies.some((e) => polygonsOverlap(poly, e.poly))) return false;
      if (polygonsOverlap(poly, target.poly)) return false;
      return true;
    });
  if (ignoreCorner) {
    // corner to corner, or up to CONTACT_TOL apart (still touching)
    const ends = slots.flatMap((x) => [-1, 1].flatMap((k) => [0, 0.5, 1].map((m) => k * ((x.unit.fp.width + g.len) / 2 + m * CONTACT_TOL) - x.offset)));
    const s = ends.find((e) => legal(e));
    return s === undefined ? null : { s };
  }
  const s = nearestLegal(lo, hi, 0, events, legal);
  return s === null ? null : { s };
}

/** What a charger sees (L714-718) and how far it can charge at most (L839-844): the declaration conditions (L839-841). */
import { arcRegion, clipToConvex } from '../../../core/table/arcs.js';
import { boundsApart, isConvex, polygonsOverlap } from '../../../core/table/intersect.js';
import { area, edge, footprintPolygon, insideOrOn, type Polygon } from '../../../core/table/shapes.js';
import { lineOfSight, type Blocker } from '../../../core/table/sight.js';
import { lerp } from '../../../core/table/vec.js';
import { heightOf as coverHeightOf } from '../attacks/cover-models.js';
import { fp, has, HEIGHT, type ChargeRequest, type ChargeUnit } from './types.js';

/** A unit's height for sight (L722-726): its troop type's, Large with Large Target or with more than half of it on a hill (L2858-2859). */
export const heightOf = (u: ChargeUnit, hills: Polygon[] = []) => HEIGHT[coverHeightOf(u.troopType ?? 'infantry', has(u, 'largeTarget'), fp(u), hills).height];

/**
 * Line of sight from the charger's front edge into its front arc (L714-718), past obscuring terrain (impassable,
 * hills, buildings) and bases taller than both units; models of one unit never block each other. A hill is seen from
 * and into, never through (L2824-2827): it blocks no line from a point on it, and the part of the target standing on
 * it is seen past it.
 */
export function seesFromFront(req: ChargeRequest, charger: ChargeUnit, target: ChargeUnit): boolean {
  const cf = fp(charger);
  const hills = (req.terrain ?? []).filter((t) => t.type === 'hill').map((t) => t.polygon);
  const hv = heightOf(charger, hills);
  const ht = heightOf(target, hills);
  const solid: Blocker[] = [
    ...(req.terrain ?? []).filter((t) => t.type === 'impassable' || t.type === 'building').map((t) => ({ polygon: t.polygon, height: 99 })),
    ...req.units.filter((u) => u !== charger && u !== target).map((u) => ({ polygon: footprintPolygon(fp(u)), height: heightOf(u, hills) })),
  ];
  // some area of the target in the front arc: a unit touching the arc only at a corner or along its boundary line is not seen
  const inArc = clipToConvex(footprintPolygon(fp(target)), arcRegion(cf, 'front'));
  if (inArc.length < 3 || area(inArc) < 1e-9) return false;
  // the parts of the target to look at: all of it past every hill, and its part on each hill past the other hills
  const parts: Array<{ poly: Polygon; skip?: Polygon }> = [{ poly: inArc }];
  for (const h of hills) {
    if (boundsApart(inArc, h) || !polygonsOverlap(inArc, h)) continue;
    const on = isConvex(h) ? clipToConvex(inArc, h) : inArc;
    if (on.length >= 3 && area(on) > 1e-9) parts.push({ poly: on, skip: h });
  }
  // the charger's front on a hill sees out of it (a front merely touching a hill's edge does not)
  const onIt = new Set(hills.filter((h) => polygonsOverlap(footprintPolygon(cf), h)));
  const front = edge(cf, 'front');
  for (let i = 0; i <= 8; i++) {
    const eye = lerp(front[0], front[1], i / 8);
    for (const part of parts) {
      const blockers = [...solid, ...hills.filter((h) => h !== part.skip && !(insideOrOn(eye, h) && onIt.has(h))).map((polygon) => ({ polygon, height: 99 }))];
      if (lineOfSight(eye, part.poly, blockers, hv, ht, (h, a, b) => h > Math.max(a, b)).visible) return true;
    }
  }
  return false;
}

/** What a charger sees (L714-718) and how far it can charge at most (L839-844): the declaration conditions (L839-841). */
import { arcRegion, clipToConvex } from '../../../core/table/arcs.js';
import { area, edge, footprintPolygon } from '../../../core/table/shapes.js';
import { lineOfSight, type Blocker } from '../../../core/table/sight.js';
import { lerp } from '../../../core/table/vec.js';
import { TROOP_TYPE_INFO } from '../catalogue.js';
import { fp, has, HEIGHT, type ChargeRequest, type ChargeUnit } from './types.js';

export const heightOf = (u: ChargeUnit) => HEIGHT[has(u, 'largeTarget') ? 'large' : TROOP_TYPE_INFO[u.troopType ?? 'infantry'].height];

/**
 * Line of sight from the charger's front edge into its front arc (L714-718), past obscuring terrain (impassable,
 * hills, buildings) and bases taller than both units; models of one unit never block each other.
 */
export function seesFromFront(req: ChargeRequest, charger: ChargeUnit, target: ChargeUnit): boolean {
  const cf = fp(charger);
  const blockers: Blocker[] = [
    ...(req.terrain ?? []).filter((t) => t.type === 'impassable' || t.type === 'hill' || t.type === 'building').map((t) => ({ polygon: t.polygon, height: 99 })),
    ...req.units.filter((u) => u !== charger && u !== target).map((u) => ({ polygon: footprintPolygon(fp(u)), height: heightOf(u) })),
  ];
  // some area of the target in the front arc: a unit touching the arc only at a corner or along its boundary line is not seen
  const inArc = clipToConvex(footprintPolygon(fp(target)), arcRegion(cf, 'front'));
  if (inArc.length < 3 || area(inArc) < 1e-9) return false;
  const front = edge(cf, 'front');
  for (let i = 0; i <= 8; i++) {
    if (lineOfSight(lerp(front[0], front[1], i / 8), inArc, blockers, heightOf(charger), heightOf(target), (h, hv, ht) => h > Math.max(hv, ht)).visible) return true;
  }
  return false;
}

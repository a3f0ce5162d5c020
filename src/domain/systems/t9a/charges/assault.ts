/**
 * Charging a unit in a building (an assault, L2906-2946): the charge is against the building — range is measured from
 * its edges (L2895-2899), sight is traced to it (the building hides nothing of itself, L2824-2827), the charger ends in
 * contact with it, and the building has no facing (the assault is fought as against a war machine, L2921-2923).
 */
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { footprintPolygon, type Polygon } from '../../../core/table/shapes.js';
import { dot, sub, type Vec } from '../../../core/table/vec.js';
import { fp, type ChargeRequest, type ChargeUnit } from './types.js';

/** A rectangle's footprint (centre, facing, width, depth), its front the edge from the first corner to the second; null if not a rectangle. */
function rectangle(p: Polygon): { centre: Vec; facing: number; width: number; depth: number } | null {
  if (p.length !== 4) return null;
  const e = [0, 1, 2, 3].map((i) => sub(p[(i + 1) % 4], p[i]));
  const len = e.map((v) => Math.hypot(v.x, v.y));
  for (let i = 0; i < 4; i++) if (Math.abs(dot(e[i], e[(i + 1) % 4])) > 1e-6 * len[i] * len[(i + 1) % 4] || len[i] < 1e-9) return null;
  const centre = { x: (p[0].x + p[2].x) / 2, y: (p[0].y + p[2].y) / 2 };
  // a facing perpendicular to an edge (degrees clockwise from +y: forward (sin, cos)), that edge's length the width:
  // keep the first whose footprint is the polygon
  for (const [i, k] of [[0, 0], [0, 180], [1, 0], [1, 180]]) {
    const facing = ((Math.atan2(e[i].y, -e[i].x) * 180) / Math.PI + k + 360) % 360;
    const f = { centre, facing, width: len[i], depth: len[1 - i] };
    const q = footprintPolygon(f);
    if (q.every((c) => p.some((d) => Math.hypot(c.x - d.x, c.y - d.y) < 1e-6))) return f;
  }
  return null;
}

/** The request seen as a charge on the building the target holds, or null when the target is in no rectangular building given. */
export function assaultView(req: ChargeRequest, target: ChargeUnit): { req: ChargeRequest; target: ChargeUnit; building: number } | null {
  if (!target.inBuilding) return null;
  const tPoly = footprintPolygon(fp(target));
  const k = (req.terrain ?? []).findIndex((t) => t.type === 'building' && polygonsOverlap(t.polygon, tPoly));
  if (k < 0) return null;
  const r = rectangle(req.terrain![k].polygon);
  if (!r) return null;
  // the building's outline stands for the unit: one "model" along its walls, the unit's models kept for the count in combat
  const garrison: ChargeUnit = { ...target, ...r, files: 1, models: Math.max(1, target.models ?? target.files ?? 1), baseWidth: undefined };
  return { req: { ...req, units: req.units.map((u) => (u === target ? garrison : u)), terrain: req.terrain!.filter((_, i) => i !== k) }, target: garrison, building: k };
}

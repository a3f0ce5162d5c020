/**
 * Blocked (L929-935): a charger that cannot complete its charge only because of unengaged enemy units it could not
 * normally charge moves straight ahead its whole charge range; if that brings it into contact with the target it
 * has charged, and instead of the alignment the target makes a combat reform so that the units are aligned, the
 * charged facing kept.
 *
 * Told apart from any other lack of room: the charge (the charger's own spots, then the target turned, turn.ts) is
 * impossible, but possible with those enemy units off the table. "Could not normally charge" (L929-931): enemy units
 * it could not declare a charge against, out of its line of sight from the front arc or beyond its maximum charge
 * range (L839-841); option blockedChargeEnemies `unengaged` counts every unengaged enemy unit but the target.
 *
 * The straight move stops where the charger's footprint first meets the target (the range roll needs that distance);
 * on the way it may cross no unit or impassable terrain and must end touching no other enemy (L884-885), on the table.
 * The combat reform (L1861-1866): the target is removed and placed again in its formation with the charged facing flush
 * against the charger's front; it keeps the 1" rule towards units and impassable terrain not in this combat (L727-735)
 * unless it was already within 1" of them, touches no unit it did not touch, and no model (its corner models, each
 * keeping its place in the formation) ends more than twice its M from where it stood (L1865-1866). Among the spots
 * left, the most models in base contact (L897-902), then the least move of its centre.
 */
import { polygonDistance } from '../../../core/table/intersect.js';
import { axes, footprintPolygon, type EdgeName, type Footprint } from '../../../core/table/shapes.js';
import { firstContact, translationHits } from '../../../core/table/sweep.js';
import { offTableBy } from '../../../core/table/table.js';
import { add, dot, facingVector, scale, sub, type Vec } from '../../../core/table/vec.js';
import { centreAt, laneOf, placeFree, type Obstacle } from './lane.js';
import { contactAnchors, contactAt, edgeSegments, ranksOf } from './models.js';
import { seesFromFront } from './sight.js';
import { fp, type Board, type ChargeRequest, type ChargeUnit } from './types.js';

export interface Reform { target: Footprint; degrees: number; own: number; targetModels: number }
export interface BlockedCharge { inches: number; fin: Footprint; reform: Reform; blockers: string[] }

const OFFSET: Record<EdgeName, number> = { front: 0, right: 90, rear: 180, left: 270 };
const norm180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;

/**
 * The blocked charge, or why it cannot be made (`why`), or null when the charge is not blocked only by such enemies.
 * `possibleWithout(obstacles)`: would the charge be possible with only these obstacles left.
 */
export function blockedCharge(
  req: ChargeRequest, charger: ChargeUnit, target: ChargeUnit, facing: EdgeName, obstacles: readonly Obstacle[], board: Board,
  maxRange: number, anyEnemy: boolean, possibleWithout: (o: Obstacle[]) => boolean,
): { charge?: BlockedCharge; why?: string } | null {
  if (target.engaged || target.fleeing) return null;
  const cPoly = footprintPolygon(fp(charger));
  const tPoly = footprintPolygon(fp(target));
  // enemy units within reach of any move to the target (the charger's path and spots, the target's turn or reform)
  const reach = Math.hypot(charger.width, charger.depth) + 2 * Math.hypot(target.width, target.depth) + 2 * target.M;
  const box = [...cPoly, ...tPoly];
  const [x0, y0, x1, y1] = [Math.min(...box.map((p) => p.x)) - reach, Math.min(...box.map((p) => p.y)) - reach, Math.max(...box.map((p) => p.x)) + reach, Math.max(...box.map((p) => p.y)) + reach];
  const near = (u: ChargeUnit) => { const p = footprintPolygon(fp(u)); return p.some((q) => q.x >= x0) && p.some((q) => q.y >= y0) && p.some((q) => q.x <= x1) && p.some((q) => q.y <= y1); };
  const unchargeable = new Set(req.units.filter((u) => u.side !== charger.side && u !== target && !u.engaged && near(u)
    && (anyEnemy || !seesFromFront(req, charger, u) || polygonDistance(cPoly, footprintPolygon(fp(u))) > maxRange + 1e-9)).map((u) => u.id));
  const without = obstacles.filter((o) => !(o.unit !== undefined && unchargeable.has(o.unit)));
  if (without.length === obstacles.length || !possibleWithout(without)) return null;
  const blockers = obstacles.filter((o) => o.unit !== undefined && unchargeable.has(o.unit)).map((o) => o.unit!);
  // the special move: straight ahead until the footprint meets the target (L931-932)
  const dir = facingVector(charger.facing);
  const inches = firstContact(cPoly, dir, tPoly);
  if (!Number.isFinite(inches) || inches <= 1e-9) return { why: 'moving straight ahead it never meets the target' };
  if (inches > maxRange + 1e-9) return { why: `straight ahead it meets the target after ${inches.toFixed(2)}", beyond its ${maxRange}" maximum range` };
  const fin: Footprint = { ...fp(charger), centre: add(charger.centre, scale(dir, inches)) };
  const finPoly = footprintPolygon(fin);
  const stop = obstacles.find((o) => translationHits(cPoly, scale(dir, inches), o.poly) || (o.enemy && polygonDistance(finPoly, o.poly) < 1e-6));
  if (stop) return { why: `straight ahead it would cross or touch ${stop.what} before meeting the target` };
  if (offTableBy(board, finPoly) > 1e-6) return { why: 'straight ahead it would leave the table' };
  const reform = reformTarget(req, { ...charger, centre: fin.centre }, target, facing, board);
  return reform ? { charge: { inches, fin, reform, blockers } } : { why: 'the target has no room for the combat reform that would align it' };
}

/** The target's combat reform against the charger where it stopped (L933-935, L1861-1866). */
function reformTarget(req: ChargeRequest, charger: ChargeUnit, target: ChargeUnit, facing: EdgeName, board: Board): Reform | null {
  const side = facing === 'front' || facing === 'rear';
  // the target seen from its charged facing: slid along the charger's front, that facing flush against it
  const pseudo: ChargeUnit = { ...target, facing: target.facing + OFFSET[facing], width: side ? target.width : target.depth, depth: side ? target.depth : target.width };
  const lane = laneOf(pseudo, charger, 'front');
  const tPoly = footprintPolygon(fp(target));
  const keep = [
    { poly: footprintPolygon(fp(charger)), gap: 0 },
    ...req.units.filter((u) => u.id !== charger.id && u !== target).map((u) => {
      const poly = footprintPolygon(fp(u));
      const d = polygonDistance(tPoly, poly);
      return { poly, gap: d < 1e-6 ? 0 : d < 1 + 1e-9 ? 1e-6 : 1 };
    }),
    ...(req.terrain ?? []).filter((t) => t.type === 'impassable' || t.type === 'building').map((t) => ({ poly: t.polygon, gap: polygonDistance(tPoly, t.polygon) < 1 + 1e-9 ? 0 : 1 })),
  ];
  let free = placeFree(lane, keep, board);
  // no model more than 2M from where it stood (L1865-1866): the corner models, each keeping its place
  const k = ranksOf(target);
  const newFacing = lane.facing - OFFSET[facing];
  const local = [[1, 1], [1, -1], [-1, 1], [-1, -1]].map(([sx, sy]) => ({ x: sx * (target.width - target.width / k.files) / 2, y: sy * (target.depth - target.depth / k.ranks) / 2 }));
  const place = (f: Footprint, q: Vec) => { const { f: fw, r } = axes(f); return add(f.centre, add(scale(r, q.x), scale(fw, q.y))); };
  const c0 = centreAt(lane, 0);
  for (const q of local) {
    const v = sub(place({ ...fp(target), centre: c0, facing: newFacing }, q), place(fp(target), q));
    const b = dot(v, lane.along);
    const disc = (2 * target.M) ** 2 - dot(v, v) + b * b;
    if (disc < 0) return null;
    const [x0, x1] = [-b - Math.sqrt(disc), -b + Math.sqrt(disc)];
    free = free.map(([x, y]): [number, number] => [Math.max(x, x0), Math.min(y, x1)]).filter(([x, y]) => x <= y + 1e-12);
  }
  if (!free.length) return null;
  // the most models in contact, then the least move of its centre
  const segs = edgeSegments(charger, 'front');
  const files = edgeSegments(target, facing).length;
  const anchors = contactAnchors(lane.unit.width, files, segs);
  const least = dot(sub(target.centre, c0), lane.along);
  let best: { t: number; v: number; targetModels: number; chargerModels: number; moved: number } | null = null;
  for (const [x, y] of free) {
    const cuts = [x, ...anchors.filter((t) => t > x && t < y).sort((p, q) => p - q), y];
    const ts = new Set(cuts);
    for (let i = 0; i + 1 < cuts.length; i++) ts.add(Math.min(cuts[i + 1], Math.max(cuts[i], least)));
    for (const t of ts) {
      const c = contactAt(t, lane.unit.width, files, segs, lane.length);
      if (c.a < 0) continue;
      const chargerModels = c.b - c.a + 1;
      const moved = Math.abs(t - least);
      if (!best || c.own + chargerModels > best.v || (c.own + chargerModels === best.v && moved < best.moved - 1e-12)) best = { t, v: c.own + chargerModels, targetModels: c.own, chargerModels, moved };
    }
  }
  if (!best) return null;
  return { target: { centre: centreAt(lane, best.t), facing: ((newFacing % 360) + 360) % 360, width: target.width, depth: target.depth }, degrees: norm180(newFacing - target.facing), own: best.chargerModels, targetModels: best.targetModels };
}

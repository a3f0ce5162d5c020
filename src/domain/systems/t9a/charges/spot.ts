/**
 * One charger's spot on the charged facing (L878-907): the most models of both sides in base contact (L897-902),
 * without turning the target (L904-907, Figure 4: when contact could be maximised only by aligning the target but the
 * charger can reach contact without it, it does the latter); ties to the spot straight ahead. Against a fleeing
 * target nothing is maximised (L912-915): the spot straight ahead, or the nearest one clear.
 */
import { blockersAt, laneFree, type Lane, type Obstacle } from './lane.js';
import { jointPlacement } from './joint.js';
import { contactAnchors, contactAt, edgeSegments, ranksOf } from './models.js';
import type { Board, ChargeUnit } from './types.js';

/** Search steps one request's joint placement may take (docs/t9a.md, Limits): past it, a 422 too_complex. */
export const JOINT_BUDGET = 50_000;

export interface Spot { t: number; own: number; targetModels: number; straightBlocked: boolean }

/** Contact score at t with no room check: [charger models + target models] (an engaged target's come second). */
function scoreAt(lane: Lane, target: ChargeUnit, t: number): [number, number] {
  const segs = edgeSegments(target, lane.edge);
  const c = contactAt(t, lane.unit.width, ranksOf(lane.unit).files, segs, lane.length);
  const touched = c.a < 0 ? 0 : new Set(segs.slice(c.a, c.b + 1).map((g) => g.model)).size;
  return target.engaged ? [c.own, touched] : [c.own + touched, 0];
}

export function bestSpot(lane: Lane, obstacles: readonly Obstacle[], board: Board, target: ChargeUnit, straight: ReturnType<typeof blockersAt>): Spot | null {
  const clear = !straight.blockedBy.length && !straight.touching.length && !straight.offTable;
  const here = scoreAt(lane, target, lane.t0);
  const at0 = (): Spot => {
    const segs = edgeSegments(target, lane.edge);
    const c = contactAt(lane.t0, lane.unit.width, ranksOf(lane.unit).files, segs, lane.length);
    return { t: lane.t0, own: c.own, targetModels: new Set(segs.slice(c.a, c.b + 1).map((g) => g.model)).size, straightBlocked: false };
  };
  if (clear) {
    if (target.fleeing) return at0();
    // the spot straight ahead is best unless some spot (room aside) puts more models in contact
    const anchors = contactAnchors(lane.unit.width, ranksOf(lane.unit).files, edgeSegments(target, lane.edge)).filter((t) => t >= lane.lo && t <= lane.hi);
    if (!anchors.some((t) => { const s = scoreAt(lane, target, t); return s[0] > here[0] || (s[0] === here[0] && s[1] > here[1]); })) return at0();
  }
  const free = laneFree(lane, obstacles, board);
  if (!free.length) return null;
  const j = jointPlacement({ lanes: [{ id: lane.unit.id, lane, free }], target, priority: 'chargers', maximiseContact: !target.fleeing, budget: JOINT_BUDGET });
  const p = j.placed[0];
  return p ? { t: p.t, own: p.own, targetModels: p.targetModels, straightBlocked: !clear } : null;
}

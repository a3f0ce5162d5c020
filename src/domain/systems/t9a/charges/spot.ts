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

/** The spot, its models in contact, and the lane's free spots when they had to be worked out. */
export interface Spot { t: number; own: number; targetModels: number; straightBlocked: boolean; free?: Array<[number, number]> }

export function bestSpot(lane: Lane, obstacles: readonly Obstacle[], board: Board, target: ChargeUnit, straight: ReturnType<typeof blockersAt>): Spot | null {
  const clear = !straight.blockedBy.length && !straight.touching.length && !straight.offTable;
  const segs = edgeSegments(target, lane.edge);
  const files = ranksOf(lane.unit).files;
  /** Models in contact at t with no room check: charger's + target's (against an engaged target, the charger's first). */
  const at = (t: number) => {
    const c = contactAt(t, lane.unit.width, files, segs, lane.length);
    const touched = c.a < 0 ? 0 : new Set(segs.slice(c.a, c.b + 1).map((g) => g.model)).size;
    return { own: c.own, touched, score: target.engaged ? [c.own, touched] : [c.own + touched, 0] };
  };
  const here = at(lane.t0);
  if (clear) {
    // the spot straight ahead is best unless some spot (room aside) puts more models in contact; no maximising
    // against a fleeing target
    const more = !target.fleeing && contactAnchors(lane.unit.width, files, segs).some((t) => {
      if (t < lane.lo || t > lane.hi) return false;
      const s = at(t).score;
      return s[0] > here.score[0] || (s[0] === here.score[0] && s[1] > here.score[1]);
    });
    if (!more) return { t: lane.t0, own: here.own, targetModels: here.touched, straightBlocked: false };
  }
  const free = laneFree(lane, obstacles, board);
  if (!free.length) return null;
  const j = jointPlacement({ lanes: [{ id: lane.unit.id, lane, free }], target, priority: 'chargers', maximiseContact: !target.fleeing, budget: JOINT_BUDGET });
  const p = j.placed[0];
  return p ? { t: p.t, own: p.own, targetModels: p.targetModels, straightBlocked: !clear, free } : null;
}

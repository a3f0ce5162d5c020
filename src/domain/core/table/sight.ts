/**
 * Line of sight from a point (e.g. a unit's leader point) to a target shape, past blockers with
 * heights. Exact for polygons: along each target edge, visibility can only change where a ray from
 * the viewer through a blocker vertex meets the edge, so testing those points and the midpoints
 * between them decides every stretch of the edge.
 */
import { boundsApart, crossingParams, segmentCrossesInterior } from './intersect.js';
import { closestOnSegment, edgesOf, type Polygon } from './shapes.js';
import { dist, EPS, lerp, type Vec } from './vec.js';

export interface Blocker {
  polygon: Polygon;
  height: number;
}

/**
 * Does `b` block a line between a viewer of height `hViewer` and a target of height `hTarget`?
 * Default (KoW 003_80333abf01c9832d.txt L142-144): blocker height ≥ the taller of the two.
 */
export type BlocksRule = (blockerHeight: number, hViewer: number, hTarget: number) => boolean;
export const tallerOrEqualBlocks: BlocksRule = (h, hv, ht) => h >= Math.max(hv, ht);

/** Is the segment from `from` to `to` clear of every blocker that blocks at these heights? */
export function clearLine(from: Vec, to: Vec, blockers: readonly Blocker[], hViewer: number, hTarget: number, blocks: BlocksRule = tallerOrEqualBlocks): boolean {
  return !blockers.some((b) => blocks(b.height, hViewer, hTarget) && segmentCrossesInterior(from, to, b.polygon));
}

export interface Visibility {
  visible: boolean;
  /** The nearest point of the target that can be seen, if any. */
  nearestVisiblePoint?: Vec;
  distance?: number;
}

/** Critical parameters along edge cd: where rays from `o` through blocker vertices cross it. */
function criticalParams(o: Vec, c: Vec, d: Vec, blockers: readonly Blocker[]): number[] {
  const ts = [0, 1];
  for (const b of blockers) {
    for (const v of b.polygon) {
      const far = lerp(o, v, 1e4 / Math.max(dist(o, v), EPS));
      ts.push(...crossingParams(c, d, o, far));
    }
  }
  return [...new Set(ts.map((t) => Math.round(t * 1e12) / 1e12))].sort((x, y) => x - y);
}

/**
 * Can a viewer at `from` see any part of `target`? Returns the nearest visible point too.
 * Only blockers passing `blocks` at these heights count; pass the others' polygons out.
 */
export function lineOfSight(
  from: Vec,
  target: Polygon,
  blockers: readonly Blocker[],
  hViewer: number,
  hTarget: number,
  blocks: BlocksRule = tallerOrEqualBlocks,
): Visibility {
  // Only a blocker within the bounds of the viewer and the target can cross a sight line
  const region = [from, ...target];
  const active = blockers.filter((b) => blocks(b.height, hViewer, hTarget) && !boundsApart(region, b.polygon));
  const sees = (p: Vec) => !active.some((b) => segmentCrossesInterior(from, p, b.polygon));
  let best: Vec | undefined;
  for (const [c, d] of edgesOf(target)) {
    const ts = criticalParams(from, c, d, active);
    const consider = (p: Vec) => {
      if (!best || dist(from, p) < dist(from, best) - 1e-12) best = p;
    };
    for (let i = 0; i < ts.length; i++) {
      const p = lerp(c, d, ts[i]);
      if (sees(p)) consider(p);
      if (i + 1 < ts.length && ts[i + 1] - ts[i] > 1e-12) {
        const mid = lerp(c, d, (ts[i] + ts[i + 1]) / 2);
        if (sees(mid)) {
          // The whole open stretch is visible: its nearest point may lie strictly inside it.
          const a = lerp(c, d, ts[i]);
          const b = lerp(c, d, ts[i + 1]);
          const q = closestOnSegment(from, a, b);
          consider(sees(q) ? q : mid);
        }
      }
    }
  }
  return best ? { visible: true, nearestVisiblePoint: best, distance: dist(from, best) } : { visible: false };
}


/**
 * Can any point of a viewing edge (e.g. an ASOIAF tray's front edge) see any point of `target`?
 * Exact: if a clear sight line exists, it can be slid and turned, staying clear, until it passes
 * through two vertices among the blockers, the edge's ends and the target's corners; so only
 * those lines are tested (plus every end-to-corner line).
 */
export function lineOfSightFromEdge(
  edge: readonly [Vec, Vec],
  target: Polygon,
  blockers: readonly Blocker[],
  hViewer: number,
  hTarget: number,
  blocks: BlocksRule = tallerOrEqualBlocks,
): { visible: boolean; from?: Vec; to?: Vec } {
  const active = blockers.filter((b) => blocks(b.height, hViewer, hTarget));
  const clear = (p: Vec, q: Vec) => !active.some((b) => segmentCrossesInterior(p, q, b.polygon));
  for (const p of edge) for (const q of target) if (clear(p, q)) return { visible: true, from: p, to: q };
  const points = [...edge, ...target, ...active.flatMap((b) => b.polygon)];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const u = points[i];
      const v = points[j];
      if (dist(u, v) < EPS) continue;
      // The whole line through u and v, long enough to cross the table.
      const far1 = lerp(u, v, -1e4 / dist(u, v));
      const far2 = lerp(u, v, 1 + 1e4 / dist(u, v));
      const onEdge = crossingParams(far1, far2, edge[0], edge[1]).map((t) => lerp(far1, far2, t));
      if (onEdge.length === 0) continue;
      const onTarget = edgesOf(target).flatMap(([c, d]) => crossingParams(far1, far2, c, d).map((t) => lerp(far1, far2, t)));
      for (const p of onEdge) for (const q of onTarget) if (clear(p, q)) return { visible: true, from: p, to: q };
    }
  }
  return { visible: false };
}

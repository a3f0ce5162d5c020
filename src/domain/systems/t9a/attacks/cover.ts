/**
 * Cover worked out from the table (L1344-1376, L2824-2891): the share of the target's footprint that the
 * terrain obscures from the shooter, split into soft and hard things. Lines of sight are traced from the
 * middle of the front of the shooter's base to a 40×40 grid of points over the target's footprint (each
 * point stands for an equal share of it); terrain pieces are polygons with a terrain type.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { boundsApart, polygonDistance, segmentCrossesInterior } from '../../../core/table/intersect.js';
import { axes, footprintPolygon, insideOrOn, leaderPoint, strictlyInside, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import { add, scale, type Vec } from '../../../core/table/vec.js';
import { TERRAIN_TYPE_IDS, type TerrainType } from '../catalogue.js';
import { SEED, specialRule } from '../rules.js';

export interface CoverTerrain { type: TerrainType; polygon: Vec[] }
export interface CoverGeometry { shooter: Footprint; target: Footprint; terrain?: CoverTerrain[] }
export type Cover = 'none' | 'soft' | 'hard';
export interface CoverFinding { cover: Cover; obscuredSoft: number; obscuredHard: number; obscured: number }

const rule = (id: string, lines: string, name: string) => specialRule(id, `${SEED} ${lines}`, name);
const GRID = 40;

/** Validate the geometry: positive footprints, known terrain types, polygons of 3+ points (400). */
export function checkGeometry(g: CoverGeometry, bad: IssueCollector): void {
  for (const k of ['shooter', 'target'] as const) if (!(g[k].width > 0 && g[k].depth > 0)) bad.add(pointer('geometry', k), 'range', 'width and depth are positive, inches');
  (g.terrain ?? []).forEach((t, i) => {
    if (!TERRAIN_TYPE_IDS.includes(t.type)) bad.add(pointer('geometry', 'terrain', i, 'type'), 'enum', `type is one of ${TERRAIN_TYPE_IDS.join(', ')}`);
    if (!(t.polygon.length >= 3)) bad.add(pointer('geometry', 'terrain', i, 'polygon'), 'length', 'a polygon has at least 3 points');
  });
}

/** Share of the target's footprint (its grid points) inside polygon `q` (L2845-2847, L2870-2871). */
const shareInside = (pts: Vec[], q: Polygon) => pts.filter((p) => insideOrOn(p, q)).length / pts.length;

type Kind = 'soft' | 'hard' | 'hill' | null;

/** What a piece is for this target: soft, hard, a hill (obscuring, its own cover, L2851-2857) or nothing. */
function kindOf(t: CoverTerrain, target: Footprint, inside: number, largeTarget: boolean): { kind: Kind; why: string } {
  switch (t.type) {
    case 'forest': return { kind: 'soft', why: 'forest: soft terrain (L2863-2864)' };
    case 'impassable': case 'building': return { kind: 'hard', why: `${t.type}: obscuring, counts as hard terrain (L2824-2827, L2838-2840)` };
    case 'hill': return { kind: 'hill', why: inside > 0 ? 'hill with the target partly on it: soft (L2853-2855)' : 'hill with the target wholly off it: hard (L2856-2857)' };
    case 'fields': return inside >= 0.5 && !largeTarget ? { kind: 'soft', why: 'fields: soft for a unit with half or more of its footprint inside (L2845-2847)' } : { kind: null, why: `fields: no cover (${largeTarget ? 'Large Target' : 'less than half the footprint inside'}, L2845-2847)` };
    case 'ruins': return inside >= 0.5 && !largeTarget ? { kind: 'hard', why: 'ruins: hard for a unit with half or more of its footprint inside (L2870-2872)' } : { kind: null, why: `ruins: no cover (${largeTarget ? 'Large Target' : 'less than half the footprint inside'}, L2870-2872)` };
    case 'wall': return polygonDistance(t.polygon, footprintPolygon(target)) < 1e-6 && !largeTarget ? { kind: 'hard', why: 'wall: hard for a unit defending it, its base touching the wall (L2883-2891)' } : { kind: null, why: `wall: no cover (${largeTarget ? 'Large Target' : 'the target is not touching it'}, L2883-2891)` };
    default: return { kind: null, why: `${t.type}: no cover (L2876-2882)` };
  }
}

/** Points standing for equal shares of the target's footprint. */
function grid(u: Footprint): Vec[] {
  const { f, r } = axes(u);
  const out: Vec[] = [];
  for (let i = 0; i < GRID; i++) for (let j = 0; j < GRID; j++) {
    out.push(add(u.centre, add(scale(r, ((i + 0.5) / GRID - 0.5) * u.width), scale(f, ((j + 0.5) / GRID - 0.5) * u.depth))));
  }
  return out;
}

/** Does piece `q` obscure point `p` from `eye`? Inside soft/hard terrain counts; a hill hides only what lies behind it (L2824-2827). */
function obscures(eye: Vec, p: Vec, q: Polygon, hill: boolean): boolean {
  if (hill) return !insideOrOn(eye, q) && !insideOrOn(p, q) && segmentCrossesInterior(eye, p, q);
  return strictlyInside(p, q) || segmentCrossesInterior(eye, p, q);
}

/**
 * Cover from the table: hard when half or more of the footprint is obscured by hard things, else soft when
 * half or more is obscured by soft things or by soft and hard together (L1352-1376, Figure 9 L1425-1427).
 */
export function coverFromTerrain(g: CoverGeometry, largeTarget: boolean, ex: Explainer): CoverFinding {
  const eye = leaderPoint(g.shooter);
  const pts = grid(g.target);
  const pieces = (g.terrain ?? []).map((t) => {
    const inside = shareInside(pts, t.polygon);
    return { t, ...kindOf(t, g.target, inside, largeTarget), onIt: inside > 0 };
  });
  for (const p of pieces) ex.add(rule('terrainCover', 'L2824-2891', 'Terrain and cover'), p.why);
  // A piece outside the bounds of the shooter's point and the target can neither cross a sight line nor hold the target
  const region = [eye, ...footprintPolygon(g.target)];
  const active = pieces.filter((p) => p.kind !== null && !boundsApart(region, p.t.polygon));
  let soft = 0, hard = 0, any = 0, blind = 0;
  for (const pt of pts) {
    let s = false, h = false, o = false;
    for (const p of active) {
      if (!obscures(eye, pt, p.t.polygon, p.kind === 'hill')) continue;
      if (p.kind === 'soft' || (p.kind === 'hill' && p.onIt)) s = true; else h = true;
      if (p.kind === 'hill' || p.t.type === 'impassable' || p.t.type === 'building') o = o || segmentCrossesInterior(eye, pt, p.t.polygon) && !strictlyInside(pt, p.t.polygon);
    }
    soft += s ? 1 : 0; hard += h ? 1 : 0; any += s || h ? 1 : 0; blind += o ? 1 : 0;
  }
  const n = pts.length;
  if (blind === n) throw new DomainError('impossible_state', 'No line of sight to the target', [{ path: '/geometry/target', code: 'no_line_of_sight', message: 'obscuring terrain hides the whole target from the shooter (L2824-2826)' }]);
  const f = { obscuredSoft: soft / n, obscuredHard: hard / n, obscured: any / n };
  const cover: Cover = f.obscuredHard >= 0.5 ? 'hard' : f.obscured >= 0.5 ? 'soft' : 'none';
  const pc = (x: number) => `${Math.round(x * 1000) / 10} %`;
  ex.add(rule('coverFromTerrain', 'L1344-1376', 'Cover from terrain'), `from the middle of the shooter's front: ${pc(f.obscuredSoft)} of the target's footprint behind soft things, ${pc(f.obscuredHard)} behind hard, ${pc(f.obscured)} behind either → ${cover === 'none' ? 'no cover' : `${cover} cover`} (half or more; hard first, soft and hard together give soft)`);
  return { cover, ...f };
}

/** Combine a caller-stated cover (e.g. from models) with the terrain's: the harder applies (L1361-1363). */
export const harderCover = (a: Cover, b: Cover): Cover => (a === 'hard' || b === 'hard' ? 'hard' : a === 'soft' || b === 'soft' ? 'soft' : 'none');

/**
 * Cover worked out from the table (L1344-1376, L2824-2891): the share of the target's footprint that the terrain and
 * the other units' models obscure from the shooter, split into soft and hard things. Lines of sight are traced from the
 * middle of the front of the shooter's base to a 40×40 grid of points over the target's footprint (each point stands
 * for an equal share of it); terrain pieces are polygons with a terrain type, units footprints with a height
 * (`cover-models.ts`).
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { boundsApart, polygonDistance, segmentCrossesInterior } from '../../../core/table/intersect.js';
import { segmentThroughBox } from '../../../core/table/template.js';
import { footprintPolygon, insideOrOn, leaderPoint, strictlyInside, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import type { Vec } from '../../../core/table/vec.js';
import { TERRAIN_TYPE_IDS, type TerrainType, type TroopType } from '../catalogue.js';
import { gridOf, heightOf, modelBlockers, type CoverUnit, type ModelBlocker } from './cover-models.js';
import { SEED, specialRule } from '../rules.js';

export interface CoverTerrain { type: TerrainType; polygon: Vec[] }
export interface CoverGeometry { shooter: Footprint; target: Footprint; terrain?: CoverTerrain[]; /** The other units on the table (L1344-1368). */ units?: CoverUnit[] }
/** Who shoots at whom: troop types and Large Target (heights, L722-726), the target's Large Target (terrain exceptions), Volley Fire (L3404-3406). */
export interface Shot { shooter: { troopType: TroopType; largeTarget: boolean }; target: { troopType: TroopType; largeTarget: boolean }; volleyFire: boolean }
export type Cover = 'none' | 'soft' | 'hard';
export interface CoverFinding { cover: Cover; obscuredSoft: number; obscuredHard: number; obscured: number }

const rule = (id: string, lines: string, name: string) => specialRule(id, `${SEED} ${lines}`, name);

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

/** Does piece `q` obscure point `p` from `eye`? Inside soft/hard terrain counts; a hill hides only what lies behind it (L2824-2827). */
function obscures(eye: Vec, p: Vec, q: Polygon, hill: boolean): boolean {
  if (hill) return !insideOrOn(eye, q) && !insideOrOn(p, q) && segmentCrossesInterior(eye, p, q);
  return strictlyInside(p, q) || segmentCrossesInterior(eye, p, q);
}

/**
 * Cover from the table: hard when half or more of the footprint is obscured by hard things, else soft when
 * half or more is obscured by soft things or by soft and hard together (L1352-1376, Figure 9 L1425-1427).
 */
export function coverFromTable(g: CoverGeometry, shot: Shot, ex: Explainer): CoverFinding {
  const largeTarget = shot.target.largeTarget;
  const eye = leaderPoint(g.shooter);
  const pts = gridOf(g.target);
  const pieces = (g.terrain ?? []).map((t) => {
    const inside = shareInside(pts, t.polygon);
    return { t, ...kindOf(t, g.target, inside, largeTarget), onIt: inside > 0 };
  });
  for (const p of pieces) ex.add(rule('terrainCover', 'L2824-2891', 'Terrain and cover'), p.why);
  // A piece outside the bounds of the shooter's point and the target can neither cross a sight line nor hold the target
  const region = [eye, ...footprintPolygon(g.target)];
  const active = pieces.filter((p) => p.kind !== null && !boundsApart(region, p.t.polygon));
  const models = modelsOf(g, shot, ex).filter((b) => (b.kind !== null || b.blocks) && !boundsApart(region, b.polygon));
  let soft = 0, hard = 0, any = 0, blind = 0;
  for (const pt of pts) {
    let s = false, h = false, o = false;
    for (const p of active) {
      if (!obscures(eye, pt, p.t.polygon, p.kind === 'hill')) continue;
      if (p.kind === 'soft' || (p.kind === 'hill' && p.onIt)) s = true; else h = true;
      if (p.kind === 'hill' || p.t.type === 'impassable' || p.t.type === 'building') o = o || segmentCrossesInterior(eye, pt, p.t.polygon) && !strictlyInside(pt, p.t.polygon);
    }
    // models (L1352-1368): a base crossed by the sight line; one taller than both hides the point (L714-718)
    for (const b of models) {
      if (!segmentThroughBox(b.box, eye, pt)) continue;
      if (b.kind === 'soft') s = true; else if (b.kind === 'hard') h = true;
      o = o || b.blocks;
    }
    soft += s ? 1 : 0; hard += h ? 1 : 0; any += s || h ? 1 : 0; blind += o ? 1 : 0;
  }
  const n = pts.length;
  if (blind === n) throw new DomainError('impossible_state', 'No line of sight to the target', [{ path: '/geometry/target', code: 'no_line_of_sight', message: `obscuring terrain${models.some((b) => b.blocks) ? ' or models taller than both the shooter and the target' : ''} hide${models.some((b) => b.blocks) ? '' : 's'} the whole target from the shooter (L714-718, L2824-2826)` }]);
  const f = { obscuredSoft: soft / n, obscuredHard: hard / n, obscured: any / n };
  const cover: Cover = f.obscuredHard >= 0.5 ? 'hard' : f.obscured >= 0.5 ? 'soft' : 'none';
  const pc = (x: number) => `${Math.round(x * 1000) / 10} %`;
  ex.add(rule('coverFromTerrain', 'L1344-1376', 'Cover from the table'), `from the middle of the shooter's front: ${pc(f.obscuredSoft)} of the target's footprint behind soft things, ${pc(f.obscuredHard)} behind hard, ${pc(f.obscured)} behind either → ${cover === 'none' ? 'no cover' : `${cover} cover`} (half or more; hard first, soft and hard together give soft)`);
  return { cover, ...f };
}

/** The other units as cover for this shot, with the shooter's and the target's heights (hills: L2858-2859). */
function modelsOf(g: CoverGeometry, shot: Shot, ex: Explainer): ModelBlocker[] {
  const units = g.units ?? [];
  if (units.length === 0) return [];
  const hills = (g.terrain ?? []).filter((t) => t.type === 'hill').map((t) => t.polygon);
  const hs = heightOf(shot.shooter.troopType, shot.shooter.largeTarget, g.shooter, hills);
  const ht = heightOf(shot.target.troopType, shot.target.largeTarget, g.target, hills);
  ex.add(rule('modelCover', 'L714-726, L2858-2859', 'Heights'), `the shooter is ${hs.height}${hs.onHill ? ' (more than half of it on a hill)' : ''}, the target ${ht.height}${ht.onHill ? ' (more than half of it on a hill)' : ''}`);
  return modelBlockers(units, hs.height, ht.height, shot.volleyFire, hills, ex);
}

/** Combine a caller-stated cover (from things not on the table given) with the table's: the harder applies (L1361-1363). */
export const harderCover = (a: Cover, b: Cover): Cover => (a === 'hard' || b === 'hard' ? 'hard' : a === 'soft' || b === 'soft' ? 'soft' : 'none');

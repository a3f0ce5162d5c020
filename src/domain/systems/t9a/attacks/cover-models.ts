/**
 * Models between the shooter and its target (L1344-1368): the other units on the table, each a footprint with its
 * troop type and rules as in charges. Heights (L722-726): Small (infantry, war beasts, swarms, war machines), Medium
 * (cavalry, monstrous infantry, beasts and cavalry, chariots), Large (Large Target); a unit with more than half of its
 * footprint on a hill counts as Large (L2858-2859). A unit whose sight line to a point of the target's footprint crosses
 * another unit's footprint:
 *  - hard cover when that unit is as tall as both the shooter and the target or taller (L1363-1368);
 *  - else soft cover (models of any height, L1352-1359), except Small models when the shooter or the target is Large;
 *  - a unit taller than both blocks the line (L714-718): a point it hides is out of sight.
 * Models of the shooter's own unit are never cover (L1350-1351); the target's own models are the footprint itself; units
 * engaged in combat are models like any other (the seed makes no exception). Volley Fire ignores models for cover (not
 * for sight, L3404-3406).
 */
import { IssueCollector, pointer } from '../../../core/errors.js';
import { boxOf, type Box } from '../../../core/table/bases.js';
import type { Explainer } from '../../../core/explain.js';
import { boundsApart, polygonsOverlap } from '../../../core/table/intersect.js';
import { axes, footprintPolygon, insideOrOn, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import { add, scale, type Vec } from '../../../core/table/vec.js';
import { TROOP_TYPES, TROOP_TYPE_INFO, type TroopType } from '../catalogue.js';
import { SEED, specialRule } from '../rules.js';
import { rulesMap, type RuleRef } from '../units.js';

/** Another unit on the table: its footprint, troop type (default infantry) and rules (Large Target). */
export interface CoverUnit extends Footprint { troopType?: TroopType; rules?: RuleRef[] }
export type Height = 'small' | 'medium' | 'large';
export interface ModelBlocker { polygon: Polygon; box: Box; kind: 'soft' | 'hard' | null; blocks: boolean }

const RANK: Record<Height, number> = { small: 1, medium: 2, large: 3 };
const rule = (lines: string, name: string) => specialRule('modelCover', `${SEED} ${lines}`, name);
const GRID = 40;
/** The most other units a shot's geometry takes (each is tested against every sight line). */
export const MAX_UNITS = 30;

/** Points standing for equal shares of a footprint (a GRID × GRID grid). */
export function gridOf(u: Footprint): Vec[] {
  const { f, r } = axes(u);
  const out: Vec[] = [];
  for (let i = 0; i < GRID; i++) for (let j = 0; j < GRID; j++) {
    out.push(add(u.centre, add(scale(r, ((i + 0.5) / GRID - 0.5) * u.width), scale(f, ((j + 0.5) / GRID - 0.5) * u.depth))));
  }
  return out;
}

/** The height of a unit (L722-726): its troop type's, Large with Large Target, Large with more than half of it on a hill (L2858-2859). */
export function heightOf(troopType: TroopType, largeTarget: boolean, u: Footprint, hills: Polygon[]): { height: Height; onHill: boolean } {
  const near = hills.filter((h) => !boundsApart(footprintPolygon(u), h));
  const pts = near.length > 0 ? gridOf(u) : [];
  const onHill = near.some((h) => pts.filter((p) => insideOrOn(p, h)).length / pts.length > 0.5);
  return { height: largeTarget || onHill ? 'large' : TROOP_TYPE_INFO[troopType].height, onHill };
}

/** The units given: footprints, troop types, rules (400 at /geometry/units/i/…), none overlapping another or the shooter or target (422). */
export function checkUnits(units: CoverUnit[], shooter: Footprint, target: Footprint, bad: IssueCollector, geo: IssueCollector): void {
  if (units.length > MAX_UNITS) { bad.add('/geometry/units', 'length', `at most ${MAX_UNITS} other units`); return; }
  const polys: Polygon[] = [];
  units.forEach((u, i) => {
    const at = pointer('geometry', 'units', i);
    if (!(u.width > 0 && u.depth > 0)) bad.add(at, 'range', 'width and depth are positive, inches');
    if (u.troopType !== undefined && !TROOP_TYPES.includes(u.troopType)) bad.add(`${at}/troopType`, 'enum', `troopType is one of ${TROOP_TYPES.join(', ')}`);
    rulesMap(u.rules, at, bad);
    if (!(u.width > 0 && u.depth > 0)) return;
    const poly = footprintPolygon(u);
    const over = [['the shooter', shooter], ['the target', target]].find(([, f]) => polygonsOverlap(poly, footprintPolygon(f as Footprint)));
    const other = polys.findIndex((q) => q !== undefined && polygonsOverlap(poly, q));
    if (over) geo.add(`${at}/centre`, 'overlap', `unit ${i} overlaps ${over[0]}`);
    else if (other >= 0) geo.add(`${at}/centre`, 'overlap', `unit ${i} overlaps unit ${other}`);
    polys[i] = poly;
  });
}

/**
 * What each unit is for this shot: hard or soft cover or nothing (Small models when a Large model shoots or is shot at,
 * or every model for Volley Fire), and whether it blocks sight (taller than both).
 */
export function modelBlockers(units: CoverUnit[], shooter: Height, target: Height, volleyFire: boolean, hills: Polygon[], ex: Explainer): ModelBlocker[] {
  const tallest = Math.max(RANK[shooter], RANK[target]);
  const large = shooter === 'large' || target === 'large';
  return units.map((u, i) => {
    const rules = rulesMap(u.rules, '', new IssueCollector());
    const { height, onHill } = heightOf(u.troopType ?? 'infantry', rules.has('largeTarget') || TROOP_TYPE_INFO[u.troopType ?? 'infantry'].inherent.includes('largeTarget'), u, hills);
    const h = RANK[height];
    // taller than both blocks sight (L714-718); as tall as both or taller: hard (L1363-1368); else soft (L1352-1359), a
    // Small model nothing when a Large one shoots or is shot at (L1358-1359); Volley Fire ignores models (L3404-3406)
    const blocks = h > tallest;
    const kind = volleyFire ? null : h >= tallest ? 'hard' : large && height === 'small' ? null : 'soft';
    const what = `unit ${i} (${u.troopType ?? 'infantry'}, ${height}${onHill ? ' on a hill' : ''})`;
    const why = volleyFire ? 'no cover: Volley Fire ignores models (L3404-3406)'
      : kind === 'hard' ? `hard cover: as tall as both the shooter (${shooter}) and the target (${target}) or taller (L1363-1368)`
        : kind === 'soft' ? `soft cover: models of any height (L1352-1359)` : `no cover: a Small model when a Large one shoots or is shot at (L1358-1359)`;
    ex.add(rule('L1344-1368, L714-726', 'Cover from models'), `${what}: ${why}${blocks ? '; taller than both, it blocks the sight lines it crosses (L714-718)' : ''}`);
    return { polygon: footprintPolygon(u), box: boxOf(u), kind, blocks };
  });
}

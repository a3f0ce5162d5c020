/**
 * Shooting from positions on the table: whether the target may be shot (front arc, line of sight,
 * not engaged), the range from the leader point, the target's facing, and cover
 * (KoW targets: 003_80333abf01c9832d.txt L562-572; engaged L485-487; cover L503-533; War Engine
 * arcs L795-805). The attack itself is then resolved as with a given `distance` and `cover`.
 */
import { DomainError, IssueCollector } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { arcOfPoint, clipToConvex, shapeEntersArc, shapeTouchesArc } from '../../core/table/arcs.js';
import { closestPointOnPolygon, crossingParams, polygonsIntersect, segmentCrossesInterior } from '../../core/table/intersect.js';
import { area, edge, footprintPolygon, leaderPoint, type EdgeName, type Polygon } from '../../core/table/shapes.js';
import { lineOfSight, type Blocker } from '../../core/table/sight.js';
import { dist, dot, EPS, lerp, sub, type Vec } from '../../core/table/vec.js';
import { R } from './rules.js';
import { isIndividual, type Unit } from './units.js';
import { assertPossible, collectTable, collectTerrain, collectUnits, footprintOf, MM_PER_INCH, shareInside, type Piece, type Placed, type PlacedUnitInput, type TerrainInput } from './world.js';

export interface ShotGeometryInput {
  table?: { width?: number; depth?: number };
  terrain?: TerrainInput[];
  /** Where the attacker and the target stand (their stat lines are `attacker` and `target`). */
  shooter: { centre: { x: number; y: number }; facing: number };
  target: { centre: { x: number; y: number }; facing: number };
  /** Sides, to tell friends from enemies among `units` (defaults A and B). */
  shooterSide?: string;
  targetSide?: string;
  /** Every other unit that may block sight, give cover or be in contact. */
  units?: PlacedUnitInput[];
}

export interface ShotGeometry {
  /** Leader point to the nearest point of the target, inches (L157, L572). */
  distance: number;
  /** The target's facing that holds the shooter's leader point (Big Shields, cover lines). */
  facing: 'front' | 'flank' | 'rear';
  cover: boolean;
  /** Share of that facing hidden by elements at least as tall as shooter and target. */
  blockedShare: number;
  /** Share of that facing whose lines pass over lower intervening elements. */
  passedOverShare: number;
  /** Share of the target's base in difficult terrain. */
  inDifficultShare: number;
  /** Pieces and units ignored for cover, and why. */
  ignored: Array<{ id: string; why: string }>;
}

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Line-of-sight blockers for `c` looking at `t` (L138-148, L447-469; never-blocking elements L453, L458-465, L823; hills: option hillBlocksSight). */
export function sightBlockers(units: readonly Placed[], pieces: readonly Piece[], c: Placed, t: Placed, options: Record<string, unknown> = {}): Blocker[] {
  const out: Blocker[] = [];
  for (const u of units) if (u.id !== c.id && u.id !== t.id && !isIndividual(u.unit)) out.push({ polygon: u.poly, height: u.height });
  for (const p of pieces) {
    if (p.flat || p.type === 'obstacle' || p.type === 'decorative') continue;
    if (p.type === 'hill' && options.hillBlocksSight === false) continue;
    if ((p.type === 'difficult' || p.type === 'hill') && (shareInside(c.poly, p.polygon) > 0 || shareInside(t.poly, p.polygon) > 0)) continue;
    out.push({ polygon: p.polygon, height: p.height });
  }
  return out;
}

/** Shares of segment cd whose sight lines from `o` cross a blocking / only a lower element. */
function facingShares(o: Vec, c: Vec, d: Vec, blocking: readonly Polygon[], lower: readonly Polygon[]): { blocked: number; passed: number } {
  const ts = [0, 1];
  for (const poly of [...blocking, ...lower]) {
    for (const v of poly) {
      const far = lerp(o, v, 1e4 / Math.max(dist(o, v), 1e-9));
      ts.push(...crossingParams(c, d, o, far));
    }
  }
  const sorted = [...new Set(ts.map((t) => Math.round(t * 1e12) / 1e12))].sort((x, y) => x - y);
  let blocked = 0;
  let passed = 0;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const w = sorted[i + 1] - sorted[i];
    if (w <= 0) continue;
    const p = lerp(c, d, (sorted[i] + sorted[i + 1]) / 2);
    if (blocking.some((q) => segmentCrossesInterior(o, p, q))) blocked += w;
    else if (lower.some((q) => segmentCrossesInterior(o, p, q))) passed += w;
  }
  return { blocked, passed };
}

/** The target's facings a point outside it sees the outer side of. */
function facingsSeenFrom(T: Placed, p: Vec): EdgeName[] {
  return (['front', 'right', 'rear', 'left'] as const).filter((name) => {
    const [a, b] = edge(T.fp, name);
    const m = lerp(a, b, 0.5);
    return dot(sub(p, m), sub(m, T.fp.centre)) > EPS;
  });
}

const shotRefused = (code: string, message: string): DomainError => new DomainError('invalid_input', message, [{ path: '/geometry/target', code, message }]);

/**
 * Place the shooter and target, check the shot may be taken, and work out range, facing and cover.
 * A shot that may not be taken is a 400 naming why (as an out-of-range `distance` is).
 */
export function shotGeometry(input: ShotGeometryInput, attacker: Unit, target: Unit, options: Record<string, unknown>, ex: Explainer): ShotGeometry {
  const issues = new IssueCollector();
  const table = collectTable(input.table, issues);
  const pieces = collectTerrain(input.terrain, 'geometry/terrain', issues);
  const sides = { s: input.shooterSide ?? 'A', t: input.targetSide ?? 'B' };
  if (sides.s === sides.t) issues.add('/geometry/targetSide', 'invalid_value', 'the target must be on another side than the shooter');
  const others = collectUnits(input.units ?? [], 'geometry/units', pieces, issues, options);
  const pose = (p: ShotGeometryInput['shooter'] | undefined, name: 'shooter' | 'target') => {
    if (!p || !p.centre || !Number.isFinite(p.centre.x) || !Number.isFinite(p.centre.y)) issues.add(`/geometry/${name}/centre`, 'invalid_value', 'centre is {x, y} in inches');
    if (!p || !Number.isFinite(p.facing)) issues.add(`/geometry/${name}/facing`, 'invalid_value', 'facing is degrees clockwise from +y');
  };
  pose(input.shooter, 'shooter');
  pose(input.target, 'target');
  for (const u of others) if (u.id === '@shooter' || u.id === '@target') issues.add(`/geometry/units/${u.index}/id`, 'invalid_value', 'ids starting with @ are reserved');
  issues.throwIfAny('invalid_input', 'Invalid shooting geometry');
  const place = (id: string, side: string, unit: Unit, p: ShotGeometryInput['shooter'], index: number): Placed => {
    const fp = footprintOf(unit, { x: p.centre.x, y: p.centre.y }, ((p.facing % 360) + 360) % 360, options);
    const poly = footprintPolygon(fp);
    const hill = pieces.find((h) => h.type === 'hill' && shareInside(poly, h.polygon) > 0.5);
    return { id, side, unit, fp, poly, height: unit.height + (hill ? hill.height : 0), ...(hill ? { hill: hill.id } : {}), wavering: false, index };
  };
  const S = place('@shooter', sides.s, attacker, input.shooter, -1);
  const T = place('@target', sides.t, target, input.target, -2);
  const all = [S, T, ...others];
  try {
    assertPossible(table, all, pieces, 'geometry/units');
  } catch (e) {
    // The shooter and target are not in `units`: name their own fields
    if (e instanceof DomainError) {
      for (const i of e.issues) i.path = i.path.replace('/geometry/units/-1/', '/geometry/shooter/').replace('/geometry/units/-2/', '/geometry/target/');
    }
    throw e;
  }
  const L = leaderPoint(S.fp);
  // War Engines on bases wider than 50 mm shoot through a 50 mm arc (L795-805)
  const arcFp = attacker.type === 'WE' && S.fp.width > 50 / MM_PER_INCH ? { ...S.fp, width: 50 / MM_PER_INCH } : S.fp;
  const inFront = options.frontArcBoundary === 'excluded' ? shapeEntersArc(arcFp, T.poly, 'front') : shapeTouchesArc(arcFp, T.poly, 'front');
  if (!inFront) throw shotRefused('not_in_front_arc', `the target is not in the shooter's front arc${arcFp !== S.fp ? ' (a War Engine shoots through a 50 mm arc)' : ''}`);
  ex.add(R.shootingTargets, `the target is at least partly in the shooter's front arc${arcFp !== S.fp ? ' (50 mm War Engine arc)' : ''}`);
  // Units in contact with enemies neither shoot nor are shot (L485-487)
  if (others.some((u) => u.side !== sides.s && polygonsIntersect(S.poly, u.poly)) || polygonsIntersect(S.poly, T.poly)) throw shotRefused('engaged', 'the shooter is in contact with an enemy and cannot shoot');
  if (others.some((u) => u.side === sides.s && polygonsIntersect(T.poly, u.poly))) throw shotRefused('target_engaged', 'the target is in contact with the shooter’s side and cannot be shot');
  const sight = lineOfSight(L, T.poly, sightBlockers(all, pieces, S, T, options), S.height, T.height);
  if (!sight.visible) throw shotRefused('no_line_of_sight', `the shooter (height ${S.height}) cannot see the target (height ${T.height})`);
  // KoW shooting range: 003_80333abf01c9832d.txt L157-158, L572 — to the nearest point (option shootingRangeTo)
  const distance = options.shootingRangeTo === 'nearestVisiblePoint' ? sight.distance! : dist(L, closestPointOnPolygon(L, T.poly));
  const arc = arcOfPoint(T.fp, L);
  const facing = arc === 'front' ? 'front' : arc === 'rear' ? 'rear' : 'flank';
  const edgeName = (arc === 'inside' ? 'front' : arc) as EdgeName;

  // Cover (L503-533)
  const ignored: ShotGeometry['ignored'] = [];
  const hillUnder = S.hill ? pieces.find((p) => p.id === S.hill) : undefined;
  const elements: Array<{ id: string; poly: Polygon; height: number; difficult: boolean }> = [];
  for (const u of others) {
    if (isIndividual(u.unit)) ignored.push({ id: u.id, why: 'Individuals never give cover (L823)' });
    else elements.push({ id: u.id, poly: u.poly, height: u.height, difficult: false });
  }
  for (const p of pieces) {
    if (p.type === 'decorative' || p.flat) continue;
    const touchesS = polygonsIntersect(S.poly, p.polygon);
    const touchesT = polygonsIntersect(T.poly, p.polygon);
    if (touchesS && !touchesT) {
      ignored.push({ id: p.id, why: 'the shooter stands in or touches it (L511-513)' });
      continue;
    }
    if (p.type === 'hill' && p.id === S.hill) continue;
    if (p.type === 'hill' && options.hillBlocksSight === false) {
      ignored.push({ id: p.id, why: 'hills only raise the units on them (option hillBlocksSight false)' });
      continue;
    }
    elements.push({ id: p.id, poly: p.polygon, height: p.type === 'obstacle' ? 1 : p.height, difficult: p.type === 'difficult' && touchesT });
  }
  const counted = elements.filter((e) => {
    if (hillUnder && e.height <= hillUnder.height && !e.difficult) {
      ignored.push({ id: e.id, why: `no taller than the shooter's hill (${hillUnder.height}) (L515-516)` });
      return false;
    }
    // Big targets (L526-528): 3 or more below the target; errata (option bigTargets): below the shooter or the target
    const big = options.bigTargets === 'shooterOrTarget' ? Math.max(T.height, S.height) : T.height;
    if (e.height <= big - 3) {
      ignored.push({ id: e.id, why: `height ${e.height} is 3 or more below the ${big === T.height ? `target's ${T.height}` : `shooter's ${S.height}`}: big targets (L526-528)` });
      return false;
    }
    return true;
  });
  const tall = Math.max(S.height, T.height);
  const blocking = counted.filter((e) => e.height >= tall).map((e) => e.poly);
  const lower = counted.filter((e) => e.height < tall).map((e) => e.poly);
  const inDifficultShare = pieces.filter((p) => p.type === 'difficult').reduce((s, p) => s + area(clipToConvex(p.polygon, T.poly)), 0) / area(T.poly);
  const threshold = options.coverPassOverThreshold === 'any' ? 'any' : 'half';
  const covers = (sh: { blocked: number; passed: number }) =>
    sh.blocked >= 0.5 - 1e-12 || (threshold === 'half' ? sh.blocked + sh.passed >= 0.5 - 1e-12 : sh.passed > 1e-12);
  // KoW cover lines: 003_80333abf01c9832d.txt L508-509 — to the facing whose arc holds the leader point (option coverFacing, digest §12 item 8)
  const traced: EdgeName[] = options.coverFacing === 'shooterChooses' ? facingsSeenFrom(T, L) : [edgeName];
  const byFacing = traced.map((name) => ({ name, shares: facingShares(L, ...edge(T.fp, name), blocking, lower) }));
  const best = byFacing.find((f) => !covers(f.shares)) ?? byFacing[0];
  const shares = best.shares;
  const cover = inDifficultShare >= 0.5 - 1e-12 || covers(shares);
  if (traced.length > 1) ex.add(R.cover, `the shooter traces cover lines to the ${best.name} facing (of ${traced.join(', ')} that it sees)`);
  ex.add(
    R.cover,
    `cover lines to the target's ${facing}: ${Math.round(shares.blocked * 100)} % hidden, ${Math.round(shares.passed * 100)} % over lower elements; ${Math.round(inDifficultShare * 100)} % of its base in difficult terrain → ${cover ? 'in cover' : 'no cover'}`,
  );
  return { distance: r6(distance), facing, cover, blockedShare: r6(shares.blocked), passedOverShare: r6(shares.passed), inDifficultShare: r6(inDifficultShare), ignored };
}

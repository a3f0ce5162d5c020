/**
 * `mode: target` — may this unit choose that enemy for a ranged attack (digest §3.1, §4.3, §7.1, §7.3)?
 * Not while engaged (000_4d85fd9897d069bf.txt L919-920); an optional shift of up to 2" straight forward, back or
 * sideways without turning (L137-140, L927-930), which in 2021 needs a valid target in sight and range afterwards
 * (L922-930, D11) and in 2018 has no condition (002_953a7ceb75253954.txt L746); the target in line of sight and
 * any part of its tray within Short 6" / Long 12" of the front arrow (L942-958, D12; 002 L749-752). 2021 Cover blocks
 * ranged sight (L1943-1945); 2018 Cover gives the target +1 Defence instead (002 L1147); Elevated ignores units and
 * terrain in between (L1955-1957; 002 L1138). Shooting into a melee: friendly units engaged with the target test
 * panic afterwards (L985-993; 002 L764).
 */
import { IssueCollector } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { clipToConvex } from '../../../core/table/arcs.js';
import { convexHull } from '../../../core/table/hull.js';
import { boundsApart, closestPointOnPolygon, polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import type { Footprint, Polygon } from '../../../core/table/shapes.js';
import { lineOfSightFromEdge, type Blocker } from '../../../core/table/sight.js';
import { dist, lerp } from '../../../core/table/vec.js';
import { is2018 } from '../rules.js';
import { arcPolygon, cornersOf, type ArcGeometry } from './geometry.js';
import { M } from './modes-rules.js';
import { readScene, type ChargeRequest, type ChargeUnit, type Scene } from './request.js';
import { dangerousWounds } from './moves.js';
import { C } from './rules.js';
import { norm, touchingEnemies, walk, type Reason } from './walk.js';

export const RANGES = { short: 6, long: 12 } as const;
export const MAX_SHIFT = 2;

const overlaps = (a: Polygon, b: Polygon) => !boundsApart(a, b) && polygonsOverlap(a, b);

/** The front arrow: the middle of the front edge (also the centre of the front arc at the tray, L953-954). */
export const frontArrow = (fp: Footprint) => {
  const [fl, fr] = cornersOf(fp);
  return lerp(fl, fr, 0.5);
};

/** Ranged line of sight from `fp` to `target`; `elevated`: the viewer stands on Elevated terrain. */
export function rangedSight(scene: Scene, viewer: ChargeUnit, fp: Footprint, target: ChargeUnit, geometry: ArcGeometry, v18: boolean): { visible: boolean; elevated: boolean; inArc: Polygon } {
  const inArc = clipToConvex(target.poly, arcPolygon(fp, 'front', geometry));
  const poly = cornersOf(fp);
  const elevated = scene.terrain.some((t) => t.keywords.has('elevated') && overlaps(poly, t.polygon));
  if (inArc.length < 3) return { visible: false, elevated, inArc };
  const pieceBlocks = (k: string) => scene.terrain.filter((t) => t.keywords.has(k) && !overlaps(t.polygon, poly) && !overlaps(t.polygon, target.poly));
  const blockers: Blocker[] = elevated
    ? []
    : [
        ...scene.units.filter((u) => u !== viewer && u !== target).map((u) => ({ polygon: u.poly, height: 1 })),
        ...pieceBlocks('blocksLoS').map((t) => ({ polygon: t.polygon, height: 1 })),
        ...(v18 ? [] : pieceBlocks('cover').map((t) => ({ polygon: t.polygon, height: 1 }))),
      ];
  const [fl, fr] = poly;
  return { visible: lineOfSightFromEdge([fl, fr], inArc, blockers, 1, 1, () => true).visible, elevated, inArc };
}

export function resolveTarget(req: ChargeRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const v18 = is2018(ctx.rulesVersion);
  const pre = new IssueCollector();
  if (req.range === undefined) pre.add('/range', 'required', 'the ranged attack\'s range: short (6") or long (12") (000_4d85fd9897d069bf.txt L942-949)');
  if (req.shift && req.shift.distance > MAX_SHIFT + 1e-9) pre.add('/shift/distance', 'exceeds_allowance', `a shift before a ranged attack is at most ${MAX_SHIFT}" (000_4d85fd9897d069bf.txt L927-928; 002_953a7ceb75253954.txt L746)`);
  let scene: Scene;
  try {
    scene = readScene(req, ctx.rulesVersion, { actor: 'unitId', target: 'required', speed: false, why: 'in mode target' });
  } catch (e) {
    if (e && typeof e === 'object' && 'issues' in e && !pre.empty) (e as { issues: unknown[] }).issues.push(...pre.issues);
    throw e;
  }
  pre.throwIfAny('invalid_input', 'Invalid target request');
  const { actor, target } = scene as Scene & { target: ChargeUnit };
  const geometry = ctx.options.arcGeometry as ArcGeometry;
  const ex = new Explainer();
  const reasons: Reason[] = [];
  const ranged = v18 ? M.ranged18 : M.ranged21;
  // Not while engaged (L919-920; 002 L744)
  const engagedWith = touchingEnemies(scene, actor).map((u) => u.id);
  if (actor.engagedFlag || engagedWith.length) reasons.push({ code: 'ATTACKER_ENGAGED', message: `the unit is engaged${engagedWith.length ? ` with ${engagedWith.join(', ')}` : ''}: no ranged attack`, cite: ranged.cite });
  if (target.side === actor.side) reasons.push({ code: 'TARGET_NOT_ENEMY', message: `"${target.id}" is a friendly unit`, cite: ranged.cite, path: '/targetId' });
  // The shift (L137-140, L927-930; 002 L746)
  const shifted = !!req.shift && req.shift.distance > 0;
  const w = walk(scene, actor, shifted ? [{ distance: req.shift!.distance, direction: req.shift!.direction }] : [], { v18, roughPerEntryAndExit: ctx.options.roughPenalty === 'perEntryAndExit', path: '/shift', single: true });
  reasons.push(...w.reasons);
  const fp = w.pose;
  if (shifted) ex.add(M.shift21, `shift ${req.shift!.distance}" ${req.shift!.direction}${w.reasons.length ? `: ${w.reasons.map((r) => r.message).join('; ')}` : ''}`);
  const reach = RANGES[req.range!];
  const from = frontArrow(fp);
  const rangeTo = (u: ChargeUnit) => dist(from, closestPointOnPolygon(from, u.poly));
  const valid = (u: ChargeUnit) => rangeTo(u) <= reach + 1e-9 && rangedSight(scene, actor, fp, u, geometry, v18).visible;
  const sight = rangedSight(scene, actor, fp, target, geometry, v18);
  const distance = rangeTo(target);
  const inRange = distance <= reach + 1e-9;
  const rangeRule = v18 ? M.range18 : M.range21;
  ex.add(rangeRule, `${req.range} range ${reach}": the target's tray is ${distance.toFixed(2)}" from the front arrow${inRange ? '' : ', out of range'}`);
  ex.add(v18 ? M.los18 : M.los21, `${sight.visible ? 'in' : 'not in'} line of sight${sight.elevated ? ' (on Elevated terrain: units and terrain in between are ignored)' : ''}${!v18 ? '; Cover blocks ranged sight for units not inside it' : ''}`);
  if (sight.elevated) ex.add(v18 ? M.elevated18 : M.elevated21, 'the attacker stands on Elevated terrain');
  if (!sight.visible) reasons.push({ code: 'NO_LINE_OF_SIGHT', message: sight.inArc.length < 3 ? 'no part of the target is in the front arc' : 'every line from the front edge to the target is blocked', cite: (v18 ? M.los18 : M.los21).cite });
  if (!inRange) reasons.push({ code: 'OUT_OF_RANGE', message: `the target is ${distance.toFixed(2)}" away, beyond ${req.range} range (${reach}")`, cite: rangeRule.cite });
  const validTargets = scene.units.filter((u) => u.side !== actor.side && u !== actor && valid(u)).map((u) => u.id);
  // 2021: a shift must leave a valid target (L922-930, D11)
  if (!v18 && shifted && validTargets.length === 0) reasons.push({ code: 'SHIFT_LOSES_TARGETS', message: 'after the shift no enemy is in sight and range', cite: M.ranged21.cite, path: '/shift' });
  ex.add(ranged, shifted ? `after the shift the valid targets are ${validTargets.join(', ') || 'none'}${v18 ? ' (2018: the shift needs no valid target)' : ''}` : `valid targets: ${validTargets.join(', ') || 'none'}`);
  // 2018 Cover: +1 Defence for a piece between them, unless the attacker is within 1" of it (002 L1147)
  const poly = cornersOf(fp);
  const [fl, fr] = poly;
  const between = convexHull([fl, fr, ...(sight.inArc.length >= 3 ? sight.inArc : target.poly)]);
  const coverPieces = v18 ? scene.terrain.filter((t) => t.keywords.has('cover') && overlaps(between, t.polygon) && polygonDistance(poly, t.polygon) > 1 + 1e-9).map((t) => t.index) : [];
  if (v18 && coverPieces.length) ex.add(M.cover18, `Cover ${coverPieces.join(', ')} between them: the target has +1 Defence`);
  // Shooting into a melee (L985-993; 002 L764)
  const panicTests = scene.units.filter((u) => u.side === actor.side && u !== actor && polygonDistance(u.poly, target.poly) < 1e-6).map((u) => u.id);
  if (panicTests.length) ex.add(v18 ? M.intoMelee18 : M.intoMelee21, `${panicTests.join(', ')} engaged with the target: each tests panic after the attack`);
  const legal = reasons.length === 0;
  // Dangerous terrain: 2021 acting on it (L1984-1986) and entering it with the shift (L1986-1988); 2018 the shift
  // moving through or ending on it (002 L1143): 1D3+1 wounds each
  const nDangerous = legal ? w.dangerousPieces.acting.length + w.dangerousPieces.entered.length : 0;
  if (nDangerous) ex.add(v18 ? C.dangerous18 : C.dangerous21, `Dangerous terrain ${[...w.dangerousPieces.acting, ...w.dangerousPieces.entered].join(', ')}: ${nDangerous} × (1D3+1) wounds`);
  return {
    result: {
      mode: 'target',
      legal,
      reasons,
      target: {
        range: req.range,
        rangeInches: reach,
        distance,
        inRange,
        inLineOfSight: sight.visible,
        elevated: sight.elevated,
        measuredFrom: from,
        finalPosition: { centre: fp.centre, facing: norm(fp.facing) },
        shiftAllowed: !shifted || (w.reasons.length === 0 && (v18 || validTargets.length > 0)),
        validTargets,
        engagedWith,
        coverDefenceBonus: coverPieces.length ? 1 : 0,
        coverPieces,
        panicTests,
        ...(nDangerous ? { dangerousWounds: dangerousWounds(nDangerous) } : {}),
      },
    },
    explanation: ex.steps,
  };
}

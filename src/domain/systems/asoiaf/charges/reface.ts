/**
 * `mode: reface` — the melee attack's re-face and slide (digest §3.1; 000_4d85fd9897d069bf.txt L939-968, WE-11
 * L975-978, WE-12 L990-993; 002_953a7ceb75253954.txt L766-779). Only while engaged. Engaged with exactly one enemy on
 * its flank or rear, the unit may turn to face it; engaged with several it may not. Then (one enemy) it may slide
 * to 100 % (centre to centre) or 50 % alignment with it: the unit ends flush against the enemy's edge it stands
 * against, facing it, clear of every other tray, Impassable terrain and the table edge. It may attack any enemy
 * it is engaged with, whether in its line of sight or not.
 */
import { Explainer } from '../../../core/explain.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { is2018 } from '../rules.js';
import { majorityArcOf, type ArcGeometry } from './geometry.js';
import { M } from './modes-rules.js';
import { readScene, type ChargeRequest } from './request.js';
import { checkRoom } from './room.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { dangerousWounds } from './moves.js';
import { C } from './rules.js';
import { norm, touchingEnemies, type Reason } from './walk.js';

export function resolveReface(req: ChargeRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const v18 = is2018(ctx.rulesVersion);
  const scene = readScene(req, ctx.rulesVersion, { actor: 'unitId', target: 'optional', speed: false, why: 'in mode reface' });
  const { actor, target } = scene;
  const geometry = ctx.options.arcGeometry as ArcGeometry;
  const rule = v18 ? M.melee18 : M.melee21;
  const ex = new Explainer();
  const reasons: Reason[] = [];
  const refaceReasons: Reason[] = [];
  const enemies = touchingEnemies(scene, actor);
  const engagedWith = enemies.map((e) => ({ id: e.id, arc: majorityArcOf(actor.fp, e.poly, geometry).arc }));
  const engaged = enemies.length > 0 || actor.engagedFlag;
  if (!engaged) reasons.push({ code: 'MELEE_NOT_ENGAGED', message: 'the unit is not engaged: no melee attack', cite: rule.cite });
  if (target && target.side === actor.side) reasons.push({ code: 'TARGET_NOT_ENEMY', message: `"${target.id}" is a friendly unit`, cite: rule.cite, path: '/targetId' });
  else if (target && !enemies.includes(target)) reasons.push({ code: 'TARGET_NOT_ENGAGED', message: `the unit is not engaged with "${target.id}"`, cite: rule.cite, path: '/targetId' });
  ex.add(rule, engagedWith.length ? `engaged with ${engagedWith.map((e) => `${e.id} (its ${e.arc})`).join(', ')}; it may attack any of them, line of sight not needed` : actor.engagedFlag ? 'engaged with an enemy the request does not show' : 'not engaged');
  const positions: Array<{ alignment: 'full' | 'half'; centre: { x: number; y: number }; facing: number }> = [];
  let mayReface = false;
  if (enemies.length > 1 || (enemies.length === 1 && actor.engagedFlag)) {
    refaceReasons.push({ code: 'REFACE_SEVERAL_ENEMIES', message: `engaged with ${enemies.length > 1 ? enemies.map((e) => e.id).join(' and ') : 'more than one enemy'}: no re-face`, cite: rule.cite });
  } else if (enemies.length === 1) {
    const enemy = enemies[0];
    const myArc = engagedWith[0].arc;
    if (myArc === 'front') refaceReasons.push({ code: 'REFACE_NOT_NEEDED', message: `${enemy.id} is already in the front arc: only the slide to alignment`, cite: rule.cite });
    // The unit against the enemy's edge where it stands, facing it (the placement of room.ts)
    const edge = majorityArcOf(enemy.fp, actor.poly, geometry).arc;
    const setup = { table: scene.table, units: scene.units, terrain: scene.terrain, charger: actor, target: enemy, speed: 0 };
    for (const preferHalf of [false, true]) {
      const room = checkRoom(setup, edge, { v18: false, geometry, preferHalf, halfOfLonger: ctx.options.halfContactOf === 'longer' });
      const p = room.placement;
      if (p && p.alignment !== 'closest' && !positions.some((q) => q.alignment === p.alignment)) positions.push({ alignment: p.alignment, centre: p.fp.centre, facing: norm(p.fp.facing) });
    }
    if (!positions.length) refaceReasons.push({ code: 'REFACE_NO_ROOM', message: `no room against ${enemy.id}'s ${edge} edge for 100 % or 50 % alignment: the unit stays as it is`, cite: rule.cite });
    mayReface = myArc !== 'front' && positions.length > 0;
    ex.add(rule, `${mayReface ? `may face ${enemy.id}` : 'no re-face'}${positions.length ? `; may slide to ${positions.map((q) => (q.alignment === 'full' ? '100 %' : '50 %')).join(' or ')} against its ${edge} edge` : ''}`);
  }
  if (refaceReasons.some((r) => r.code === 'REFACE_SEVERAL_ENEMIES')) ex.add(rule, 'engaged on several sides: the unit may not re-face');
  // 2021 Dangerous terrain: a unit acting on it suffers 1D3+1 wounds before the action (000 L1984-1986); 2018 only
  // wounds a move through or onto it (002 L1143)
  const acting = v18 || reasons.length ? [] : scene.terrain.filter((t) => t.keywords.has('dangerous') && polygonsOverlap(actor.poly, t.polygon)).map((t) => t.index);
  if (acting.length) ex.add(C.dangerous21, `acting on Dangerous terrain ${acting.join(', ')}: ${acting.length} × (1D3+1) wounds before the attack`);
  const wanted = ctx.options.alignment === 'half' ? 'half' : 'full';
  const chosen = positions.find((q) => q.alignment === wanted) ?? positions[0] ?? null;
  return {
    result: {
      mode: 'reface',
      legal: reasons.length === 0,
      reasons,
      reface: {
        engagedWith,
        mayReface,
        maySlide: positions.length > 0,
        reasons: refaceReasons,
        positions,
        finalPosition: chosen ? { centre: chosen.centre, facing: chosen.facing } : null,
        alignment: chosen?.alignment ?? null,
        targets: enemies.map((e) => e.id),
        lineOfSightNeeded: false,
        ...(acting.length ? { dangerousWounds: dangerousWounds(acting.length) } : {}),
      },
    },
    explanation: ex.steps,
  };
}

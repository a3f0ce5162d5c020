/**
 * Movement orders other than Charge (the `charges` capability with `mode: "move"`): is this
 * proposed move legal for the order given, including a Vanguard move after deployment
 * (KoW orders: 003_80333abf01c9832d.txt L237-268; moving past units L270-297; terrain L418-437;
 * War Engines L784; Wavering L743-748; Nimble L942-950; Fly L897-904; Pathfinder L952-957;
 * Shambling L975-976; Vanguard L990-997; Individuals' extra pivot L826).
 */
import { IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { RulesContext, RulesOutcome } from '../../core/system.js';
import { polygonDistance, polygonsIntersect, polygonsOverlap } from '../../core/table/intersect.js';
import { axes, footprintPolygon, type Footprint, type Polygon } from '../../core/table/shapes.js';
import { sweptByTranslation } from '../../core/table/sweep.js';
import { offTableBy, type Table } from '../../core/table/table.js';
import { add, EPS, scale, type Vec } from '../../core/table/vec.js';
import { R } from './rules.js';
import { has, isIndividual } from './units.js';
import type { Piece, Placed } from './world.js';

export const MOVE_ORDERS = ['halt', 'changeFacing', 'advance', 'back', 'sidestep', 'atTheDouble'] as const;
export type MoveOrder = (typeof MOVE_ORDERS)[number];

export type MoveStep = { move: 'forward' | 'back' | 'left' | 'right'; distance: number } | { move: 'pivot'; degrees: number };

export const MOVE_CODES = [
  'ORDER_NOT_ALLOWED',
  'NOT_VANGUARD',
  'WRONG_MOVE_FOR_ORDER',
  'TOO_FAR',
  'TOO_MANY_PIVOTS',
  'PIVOT_TOO_LARGE',
  'CROSSES_IMPASSABLE',
  'AT_THE_DOUBLE_THROUGH_TERRAIN',
  'TOO_CLOSE_TO_ENEMY',
  'ENDS_ON_FRIEND',
  'OFF_TABLE',
] as const;
export type MoveCode = (typeof MOVE_CODES)[number];

export interface MoveResult {
  charger: string;
  legal: boolean;
  reasons: Array<{ code: MoveCode; message: string; cite: string; path: string }>;
  final: { centre: Vec; facing: number };
  move: { order: MoveOrder; vanguard: boolean; distance: { moved: number; allowed: number }; pivots: { made: number; allowed: number } };
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** Check one unit's move: the order's distance and pivots, then every leg against terrain, enemies and the table, then the end position. */
export function checkMove(table: Table, units: readonly Placed[], pieces: readonly Piece[], u: Placed, order: MoveOrder, steps: readonly MoveStep[], vanguard: boolean, options: RulesContext['options']): RulesOutcome<MoveResult> {
  const ex = new Explainer();
  const issues = new IssueCollector();
  if (!MOVE_ORDERS.includes(order)) issues.add('/order', 'enum', `order must be one of ${MOVE_ORDERS.join(', ')}`);
  steps.forEach((s, i) => {
    const ok = s && (s.move === 'pivot' ? Number.isFinite(s.degrees) : ['forward', 'back', 'left', 'right'].includes(s.move) && Number.isFinite(s.distance) && s.distance >= 0);
    if (!ok) issues.add(pointer('moves', i), 'invalid_value', 'a step is {move: forward|back|left|right, distance ≥ 0} or {move: pivot, degrees}');
  });
  issues.throwIfAny('invalid_input', 'Invalid move');
  const reasons: MoveResult['reasons'] = [];
  const fail = (code: MoveCode, message: string, cite: string, path = '/moves') => reasons.push({ code, message, cite, path });
  const sp = u.unit.sp;

  // Which orders the unit may take (L743-748, L784, L975-976, L990-997)
  if (vanguard) {
    if (!has(u.unit, 'vanguard')) fail('NOT_VANGUARD', `${u.id} does not have Vanguard`, R.vanguard.cite, '/vanguard');
    if (order !== 'atTheDouble' && order !== 'advance') fail('ORDER_NOT_ALLOWED', 'a Vanguard move is one At the Double or Advance move', R.vanguard.cite, '/order');
  }
  if (u.wavering && !['halt', 'changeFacing', 'back'].includes(order)) fail('ORDER_NOT_ALLOWED', `${u.id} is Wavering: only Halt, Change Facing or Back`, R.wavering.cite, '/order');
  if (order === 'atTheDouble' && u.unit.type === 'WE') fail('ORDER_NOT_ALLOWED', 'War Engines cannot move At the Double', R.warEngines.cite, '/order');
  if (order === 'atTheDouble' && has(u.unit, 'shambling') && !vanguard) fail('ORDER_NOT_ALLOWED', 'Shambling units move At the Double only as a Vanguard move', R.shambling.cite, '/order');

  // Distance and pivots per order (L243-262); Nimble, Fly and Individuals pivot once more with any order but Halt (L946-948, L904, L826)
  const extra = order !== 'halt' && order !== 'changeFacing' && (has(u.unit, 'nimble') || has(u.unit, 'fly') || isIndividual(u.unit)) ? 1 : 0;
  const spec: Record<MoveOrder, { kinds: string[]; allowed: number; pivots: number; maxTurn: number }> = {
    halt: { kinds: [], allowed: 0, pivots: 0, maxTurn: 0 },
    changeFacing: { kinds: [], allowed: 0, pivots: 1, maxTurn: 180 },
    advance: { kinds: ['forward'], allowed: sp, pivots: 1 + extra, maxTurn: 90 },
    back: { kinds: ['back'], allowed: sp / 2, pivots: extra, maxTurn: 90 },
    sidestep: { kinds: ['left', 'right'], allowed: sp / 2, pivots: extra, maxTurn: 90 },
    atTheDouble: { kinds: ['forward'], allowed: 2 * sp, pivots: extra, maxTurn: 90 },
  };
  const o = spec[order];
  let moved = 0;
  let pivots = 0;
  const sideways = new Set<string>();
  steps.forEach((s, i) => {
    if (s.move === 'pivot') {
      pivots++;
      if (Math.abs(s.degrees) > o.maxTurn + 1e-9) fail('PIVOT_TOO_LARGE', `a pivot of ${Math.abs(s.degrees)}°; ${order} allows up to ${o.maxTurn}°`, R.movement.cite, pointer('moves', i, 'degrees'));
      return;
    }
    if (!o.kinds.includes(s.move)) fail('WRONG_MOVE_FOR_ORDER', `${order} does not move ${s.move}`, R.movement.cite, pointer('moves', i, 'move'));
    if (s.move === 'left' || s.move === 'right') sideways.add(s.move);
    moved += s.distance;
  });
  if (sideways.size > 1) fail('WRONG_MOVE_FOR_ORDER', 'a Sidestep goes one way, left or right', R.movement.cite);
  if (moved > o.allowed + EPS) fail('TOO_FAR', `${round(moved)}" moved; ${order} allows ${o.allowed}"`, R.movement.cite);
  if (pivots > o.pivots) fail('TOO_MANY_PIVOTS', `${pivots} pivot(s); ${order} allows ${o.pivots}${extra ? ' (one more for Nimble, Fly or an Individual)' : ''}`, extra ? R.nimble.cite : R.movement.cite);
  ex.add(R.movement, `${order}${vanguard ? ' (Vanguard move)' : ''}: up to ${o.allowed}" and ${o.pivots} pivot(s); this move: ${round(moved)}" and ${pivots} pivot(s)`);

  // The way (L270-297, L418-437): legs never cross impassable terrain or the table edge, pass no nearer than 1" to enemies;
  // At the Double never crosses difficult terrain (Pathfinder excepted, digest §12 item 12) or obstacles; pivots sweep freely
  const enemies = units.filter((x) => x.side !== u.side && x.id !== u.id);
  const friends = units.filter((x) => x.side === u.side && x.id !== u.id);
  let fp: Footprint = { ...u.fp };
  const dirOf = (m: 'forward' | 'back' | 'left' | 'right') => {
    const { f, r } = axes(fp);
    return { forward: f, back: scale(f, -1), right: r, left: scale(r, -1) }[m];
  };
  const flagged = new Set<string>();
  const startGap = new Map(enemies.map((e) => [e.id, polygonDistance(u.poly, e.poly)]));
  steps.forEach((s, i) => {
    if (s.move === 'pivot') {
      fp = { ...fp, facing: (((fp.facing + s.degrees) % 360) + 360) % 360 };
      return;
    }
    const delta = scale(dirOf(s.move), s.distance);
    const swept: Polygon = sweptByTranslation(footprintPolygon(fp), delta);
    const at = pointer('moves', i);
    if (offTableBy(table, swept) > EPS && !flagged.has('table')) (flagged.add('table'), fail('OFF_TABLE', 'the move leaves the table (its edge is impassable)', R.terrainTypes.cite, at));
    for (const p of pieces) {
      if (p.type === 'impassable' && polygonsOverlap(swept, p.polygon) && !flagged.has(p.id)) (flagged.add(p.id), fail('CROSSES_IMPASSABLE', `the move crosses impassable ${p.id}`, R.terrainTypes.cite, at));
      const hinders = p.type === 'obstacle' || (p.type === 'difficult' && !(has(u.unit, 'pathfinder') && options.pathfinderAtTheDouble !== false));
      if (order === 'atTheDouble' && hinders && polygonsOverlap(swept, p.polygon) && !flagged.has(p.id)) {
        (flagged.add(p.id), fail('AT_THE_DOUBLE_THROUGH_TERRAIN', `At the Double cannot cross ${p.type} ${p.id}`, p.type === 'obstacle' ? R.terrainTypes.cite : R.pathfinder.cite, at));
      }
    }
    for (const e of enemies) {
      // A unit already nearer than 1" (after a fight) may move away, not closer
      const limit = Math.min(1, startGap.get(e.id)!);
      if (polygonDistance(swept, e.poly) < limit - EPS && !flagged.has(e.id)) (flagged.add(e.id), fail('TOO_CLOSE_TO_ENEMY', `the move comes within 1" of enemy ${e.id}`, R.movement.cite, at));
    }
    fp = { ...fp, centre: add(fp.centre, delta) };
  });
  const end = footprintPolygon(fp);
  if (offTableBy(table, end) > EPS && !flagged.has('table')) fail('OFF_TABLE', 'the unit ends off the table', R.terrainTypes.cite);
  for (const p of pieces) if (p.type === 'impassable' && polygonsOverlap(end, p.polygon) && !flagged.has(p.id)) fail('CROSSES_IMPASSABLE', `the unit ends on impassable ${p.id}`, R.terrainTypes.cite);
  const gap = options.friendlyGap === '1inch' ? 1 : 0;
  for (const f of friends) if (gap > 0 ? polygonDistance(end, f.poly) < gap - EPS : polygonsIntersect(end, f.poly)) fail('ENDS_ON_FRIEND', `the unit ends ${gap ? 'within 1" of' : 'touching'} friendly ${f.id}`, R.movement.cite);
  for (const e of enemies) if (polygonDistance(end, e.poly) < Math.min(1, startGap.get(e.id)!) - EPS && !flagged.has(e.id)) fail('TOO_CLOSE_TO_ENEMY', `the unit ends within 1" of enemy ${e.id}`, R.movement.cite);
  const legal = reasons.length === 0;
  ex.add(R.movement, legal ? 'the move is legal' : `the move is not legal: ${reasons.map((r) => r.code).join(', ')}`);
  return {
    result: {
      charger: u.id,
      legal,
      reasons,
      final: { centre: { x: round(fp.centre.x), y: round(fp.centre.y) }, facing: round(fp.facing) },
      move: { order, vanguard, distance: { moved: round(moved), allowed: o.allowed }, pivots: { made: pivots, allowed: o.pivots } },
    },
    explanation: ex.steps,
  };
}

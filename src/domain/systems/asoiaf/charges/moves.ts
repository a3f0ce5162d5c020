/**
 * `mode: maneuver | march | retreat` (digest §4.1-4.2, §4.9): the legs of one move checked against the action's
 * allowance, the terrain, the other units and the table; the final position; for a Retreat the exact chance
 * that the D6 allows the move, and the enemies left free to pivot.
 *  - Maneuver (000_4d85fd9897d069bf.txt L832-848; 002_953a7ceb75253954.txt L691-701): pivot, ≤ Speed forward, pivot.
 *  - March (L853-869; 002 L704-714): ≤ 2 × Speed forward, no pivot before, then pivot.
 *  - Retreat (L871-907; 002 L716-734): D6; ≤ Speed + D6 back or sideways (2021: forward when engaged on a flank or
 *    the rear) keeping the facing, then pivot.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import { GivenSampler, SeededSampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { polygonDistance } from '../../../core/table/intersect.js';
import { is2018 } from '../rules.js';
import { cornersOf, majorityArcOf, type ArcGeometry } from './geometry.js';
import { M, type Mode } from './modes-rules.js';
import { fraction } from './odds.js';
import { readScene, type ChargeRequest, type Direction, type MoveLegInput } from './request.js';
import { C } from './rules.js';
import { searchRetreat } from './retreat-search.js';
import { norm, touchingEnemies, walk, type Reason } from './walk.js';

type MoveMode = Extract<Mode, 'maneuver' | 'march' | 'retreat'>;

/** The shape of each action: P = pivot, S = straight leg; which directions a straight leg may take. */
const SHAPES: Record<MoveMode, { pattern: RegExp; describe: string; directions: string[] }> = {
  maneuver: { pattern: /^P?S?P?$/, describe: 'a pivot, a straight move forward, a pivot (each optional, in that order)', directions: ['forward'] },
  march: { pattern: /^S?P?$/, describe: 'a straight move forward, then a pivot (no pivot before the move)', directions: ['forward'] },
  retreat: { pattern: /^S?P?$/, describe: 'a straight move back, sideways or (2021, engaged on a flank or the rear) forward, then a pivot', directions: ['back', 'left', 'right', 'forward'] },
};

/** The legs' shape and the action's fixed maximum (Speed, 2 × Speed, Speed + 6): bad input, each leg named. */
function checkLegs(mode: MoveMode, legs: readonly MoveLegInput[], speed: number | undefined, v18: boolean): void {
  const bad = new IssueCollector();
  let shape = '';
  legs.forEach((l, i) => {
    const p = l.pivot !== undefined;
    const s = l.distance !== undefined || l.direction !== undefined;
    if (p === s) bad.add(pointer('legs', i), p ? 'exclusive' : 'required', 'a leg is either a pivot (degrees) or a straight move (distance, direction)');
    else if (s && l.distance === undefined) bad.add(pointer('legs', i, 'distance'), 'required', 'a straight leg needs its distance in inches');
    shape += p ? 'P' : 'S';
    if (!p && l.direction !== undefined && !SHAPES[mode].directions.includes(l.direction)) bad.add(pointer('legs', i, 'direction'), 'not_in_action', `a ${mode} moves straight ${SHAPES[mode].directions.join(' or ')} only`);
  });
  if (bad.empty && !SHAPES[mode].pattern.test(shape)) {
    // The first leg after which no list of this action's shape can follow
    const valid = ['', 'P', 'S', 'PP', 'PS', 'SP', 'SS', 'PSP'].filter((x) => SHAPES[mode].pattern.test(x));
    let k = [...shape].findIndex((_, j) => !valid.some((v) => v.startsWith(shape.slice(0, j + 1))));
    // March and Retreat pivot only after the move: name the pivot that comes before it
    const j = shape.indexOf('P');
    if (mode !== 'maneuver' && j >= 0 && shape.indexOf('S', j) > j) k = j;
    bad.add(pointer('legs', k), 'not_in_action', `a ${mode} is ${SHAPES[mode].describe}${mode === 'march' && k === 0 ? ` (${v18 ? '002_953a7ceb75253954.txt L710' : '000_4d85fd9897d069bf.txt L862-863'})` : ''}`);
  }
  if (bad.empty && speed !== undefined) {
    const max = mode === 'maneuver' ? speed : mode === 'march' ? 2 * speed : speed + 6;
    legs.forEach((l, i) => {
      if (l.distance !== undefined && l.distance > max + 1e-9) bad.add(pointer('legs', i, 'distance'), 'exceeds_allowance', `${l.distance}" exceeds the ${mode}'s ${mode === 'maneuver' ? `Speed ${speed}"` : mode === 'march' ? `2 × Speed = ${max}"` : `Speed + 6 = ${max}" (the best the die allows)`}`);
    });
  }
  bad.throwIfAny('invalid_input', `Invalid ${mode} legs`);
}

export function resolveMove(mode: MoveMode, req: ChargeRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const v18 = is2018(ctx.rulesVersion);
  const legs = req.legs ?? [];
  // A retreat without legs asks whether any legal retreat exists (retreat-search.ts)
  const searchOnly = mode === 'retreat' && req.legs === undefined;
  const pre = new IssueCollector();
  if (req.legs === undefined && !searchOnly) pre.add('/legs', 'required', `a ${mode} needs its legs (an empty list: the unit stays)`);
  if (!pre.empty) {
    // Report the missing legs together with every other missing field
    try {
      readScene(req, ctx.rulesVersion, { actor: 'unitId', target: 'none', speed: true, why: `in mode ${mode}` });
    } catch (e) {
      if (e instanceof DomainError) throw new DomainError(e.code, e.message, [...e.issues, ...pre.issues]);
      throw e;
    }
    pre.throwIfAny('invalid_input', `Invalid ${mode} request`);
  }
  const scene = readScene(req, ctx.rulesVersion, { actor: 'unitId', target: 'none', speed: true, why: `in mode ${mode}` });
  const { actor } = scene;
  const speed = actor.speed!;
  checkLegs(mode, legs, speed, v18);
  const geometry = ctx.options.arcGeometry as ArcGeometry;
  const ex = new Explainer();
  const rule = {
    maneuver: v18 ? M.maneuver18 : M.maneuver21,
    march: v18 ? M.march18 : M.march21,
    retreat: v18 ? M.retreat18 : M.retreat21,
  }[mode];
  const reasons: Reason[] = [];
  // Engagement (L837, L858, L876-877; 002 L695, L708, L720)
  const engagedBy = touchingEnemies(scene, actor);
  const engaged = actor.engagedFlag || engagedBy.length > 0;
  const engagedArcs = engagedBy.map((e) => ({ id: e.id, arc: majorityArcOf(actor.fp, e.poly, geometry).arc }));
  if (mode !== 'retreat' && engaged) reasons.push({ code: 'UNIT_ENGAGED', message: `the unit is engaged${engagedBy.length ? ` with ${engagedBy.map((e) => e.id).join(', ')}` : ''}: no ${mode}`, cite: rule.cite });
  if (mode === 'retreat' && !engaged) reasons.push({ code: 'NOT_ENGAGED', message: 'the unit is not engaged: it cannot retreat', cite: rule.cite });
  ex.add(rule, engaged ? `engaged${engagedArcs.length ? ` (${engagedArcs.map((e) => `${e.id} on the ${e.arc}`).join(', ')})` : ''}` : 'not engaged');
  // Retreat forward (L882-883; 002 L722; digest §12.2 item 14)
  const arcs = new Set(engagedArcs.map((e) => e.arc));
  const flankRear = arcs.has('left') || arcs.has('right') || arcs.has('rear');
  const forwardAllowed = !v18 && flankRear && (ctx.options.retreatForward === 'anyFlankRear' || !arcs.has('front'));
  legs.forEach((l, i) => {
    if (mode === 'retreat' && l.distance !== undefined && l.direction === 'forward' && !forwardAllowed) {
      reasons.push({ code: 'RETREAT_DIRECTION', message: v18 ? 'a 2018 retreat moves back or sideways only' : 'forward only when engaged on a flank or the rear (and, by default, not also on the front)', cite: rule.cite, path: pointer('legs', i, 'direction') });
    }
  });
  // The legs on the table
  // Any legal retreat at all (L904-907; 002 L734): searched whenever an engaged unit retreats
  const roughPerEntryAndExit = ctx.options.roughPenalty === 'perEntryAndExit';
  const directions: Direction[] = ['back', 'left', 'right', ...(forwardAllowed ? (['forward'] as const) : [])];
  const found = mode === 'retreat' && engaged ? searchRetreat(scene, actor, directions, speed, { v18, roughPerEntryAndExit }) : null;
  const best = found?.best ?? null;
  if (found) {
    ex.add(rule, best ? `a legal retreat exists: ${best.distance.toFixed(3)}" ${best.direction}${best.pivot ? `, pivot ${best.pivot}°` : ''}, needs ${best.needed}+ on the D6` : 'no legal retreat in any direction (surrounded, or no room to end more than 1" from every enemy): the unit cannot Retreat and stays engaged');
  }
  if (searchOnly && engaged && !best) reasons.push({ code: 'NO_LEGAL_RETREAT', message: 'no straight move back or sideways (2021: forward when allowed) of up to Speed + 6, then a pivot, ends clear of every tray, more than 1" from every enemy and on the table: the unit cannot Retreat', cite: rule.cite });
  // A retreat that does not move still ends where it stands, engaged: the ordinary end checks apply (L900-907; 002 L734)
  const walked = mode === 'retreat' && legs.length === 0 ? [{ pivot: 0 }] : legs;
  const w = searchOnly && best ? best.walk : walk(scene, actor, walked, { v18, roughPerEntryAndExit, path: '/legs' });
  if (!searchOnly) reasons.push(...w.reasons);
  const used = w.straight + w.penalty;
  if (w.penalty) ex.add(v18 ? C.rough18 : C.rough21, `−${w.penalty}" for Rough terrain: the move uses ${used.toFixed(2)}"`);
  let need: number | null = null;
  let allowance: number | null = null;
  if (mode === 'retreat') {
    need = Math.max(1, Math.ceil(used - speed - 1e-9));
    if (need > 6) reasons.push({ code: 'BEYOND_ALLOWANCE', message: `the move uses ${used.toFixed(2)}", beyond Speed ${speed} + 6`, cite: rule.cite, path: '/legs' });
  } else {
    allowance = mode === 'maneuver' ? speed : 2 * speed;
    if (used > allowance + 1e-9) reasons.push({ code: 'BEYOND_ALLOWANCE', message: `the move uses ${used.toFixed(2)}" (Rough included), beyond ${allowance}"`, cite: rule.cite, path: '/legs' });
  }
  ex.add(rule, `${w.straight.toFixed(2)}" straight${mode === 'retreat' ? `, needs ${need}+ on the D6 (Speed ${speed} + D6)` : ` of ${allowance}"`}`);
  ex.add(v18 ? M.through18 : M.through21, w.reasons.length ? w.reasons.map((r) => r.message).join('; ') : 'no enemy tray or Impassable terrain crossed; the move ends clear of other trays, more than 1" from enemies, on the table');
  const legal = reasons.length === 0;
  const endPoly = cornersOf(w.pose);
  // Enemies left unengaged may pivot free (L889-891; 002 L724)
  const freePivot = mode === 'retreat' && legal ? engagedBy.filter((e) => !scene.units.some((u) => u.side === actor.side && u !== actor && polygonDistance(u.poly, e.poly) < 1e-6) && polygonDistance(endPoly, e.poly) > 1e-6).map((e) => e.id) : [];
  if (freePivot.length) ex.add(rule, `${freePivot.join(', ')} no longer engaged: each may pivot free`);
  const possible = legal && need !== null ? 7 - need : 0;
  const move: Record<string, unknown> = {
    speed,
    allowance: allowance ?? null,
    distance: w.straight,
    terrainPenalty: w.penalty,
    needed: mode === 'retreat' && need !== null && need <= 6 ? need : null,
    pPossible: mode === 'retreat' ? possible / 6 : legal ? 1 : 0,
    pPossibleFraction: mode === 'retreat' ? fraction(possible, 6) : legal ? '1/1' : '0/1',
    engagedWith: engagedArcs,
    retreatDirections: mode === 'retreat' ? ['back', 'left', 'right', ...(forwardAllowed ? ['forward'] : [])] : [],
    finalPosition: { centre: w.pose.centre, facing: norm(w.pose.facing) },
    terrain: { crossed: w.crossed, dangerous: w.dangerous, destroyed: w.destroyed },
    freePivot,
  };
  if (found) {
    move.search = {
      possible: !!best,
      needed: best?.needed ?? null,
      pPossible: best ? (7 - best.needed) / 6 : 0,
      pPossibleFraction: fraction(best ? 7 - best.needed : 0, 6),
      direction: best?.direction ?? null,
      distance: best?.distance ?? null,
      pivot: best?.pivot ?? null,
      finalPosition: best ? { centre: best.walk.pose.centre, facing: norm(best.walk.pose.facing) } : null,
      step: found.step,
      pivotStep: found.pivotStep,
    };
  }
  const result: Record<string, unknown> = { mode, legal, reasons, move };
  // Dangerous terrain: 1D3+1 wounds per piece (2021: acting on it, before the action, and entering it,
  // 000 L1984-1988; 2018: moving through or ending on it, 002 L1143)
  const nActing = legal ? w.dangerousPieces.acting.length : 0;
  const nEntered = legal ? w.dangerousPieces.entered.length : 0;
  const dangerRule = v18 ? C.dangerous18 : C.dangerous21;
  if (nActing + nEntered) {
    move.dangerousWounds = dangerousWounds(nActing + nEntered);
    ex.add(dangerRule, `${nActing ? `acting on Dangerous terrain ${w.dangerousPieces.acting.join(', ')}` : ''}${nActing && nEntered ? '; ' : ''}${nEntered ? `${v18 ? 'moving through or ending on' : 'entering'} Dangerous terrain ${w.dangerousPieces.entered.join(', ')}` : ''}: ${nActing + nEntered} × (1D3+1) wounds`);
  }
  const s = ctx.dice.mode === 'seeded' ? new SeededSampler(ctx.dice.seed) : ctx.dice.mode === 'given' ? new GivenSampler(ctx.dice.rolls) : null;
  if (!s || !legal || (mode !== 'retreat' && !nActing && !nEntered)) return { result, explanation: ex.steps };
  // In the order the table rolls them: acting on Dangerous terrain (before the action), the retreat die, entering it
  const faces = nActing ? s.roll('Dangerous terrain (acting on it)', 3, nActing) : [];
  let moves = true;
  if (mode === 'retreat') {
    const [die] = s.roll('retreat distance', 6, 1);
    moves = die >= need!;
    move.roll = { faces: [die], allowance: speed + die, possible: moves };
    ex.add(rule, `rolled ${die}: up to ${speed + die}"; the move ${moves ? 'fits' : 'does not fit'}`);
  }
  if (nEntered && moves) faces.push(...s.roll('Dangerous terrain (entering it)', 3, nEntered));
  if (faces.length) {
    const wounds = faces.reduce((a, f) => a + f + 1, 0);
    move.dangerousRoll = { faces, wounds };
    ex.add(dangerRule, `rolled ${faces.join(', ')} on the D3: ${wounds} wounds`);
  }
  return { result, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
}

/** The exact distribution of n × (1D3+1) wounds: counts over 3^n outcomes. */
export function dangerousWounds(n: number): { instances: number; distribution: Array<{ wounds: number; p: number; fraction: string }>; mean: number } {
  let counts = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array(counts.length + 2).fill(0);
    counts.forEach((c, k) => {
      for (let f = 0; f < 3; f++) next[k + f] += c;
    });
    counts = next;
  }
  const total = 3 ** n;
  return {
    instances: n,
    distribution: counts.map((c, k) => ({ wounds: 2 * n + k, p: c / total, fraction: fraction(c, total) })),
    mean: 3 * n,
  };
}

/**
 * The `charges` capability (digest §4): legality (§4.4), the one continuous move (§4.5), the exact chance of
 * the die (§4.6), terrain per version (§4.7, §7.1, §7.3), the final alignment and the target's retreat
 * directions afterwards (D13). Every difference of digest §0.1 that touches charges (D6-D10, D13, D23) is
 * read from the rules version.
 */
import { DomainError } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import { GivenSampler, SeededSampler } from '../../../core/prob/samplers.js';
import type { Capability, RulesContext, RulesOutcome } from '../../../core/system.js';
import { polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import { add, dot, facingVector, scale, sub } from '../../../core/table/vec.js';
import { is2018 } from '../rules.js';
import { cornersOf, majorityArcOf, type ArcGeometry, type ArcName } from './geometry.js';
import { resolveFacts } from './facts.js';
import { chargeOdds, fraction, meanOf, outcomeDist, outcomeOf } from './odds.js';
import { candidateHeadings, laneFor, lineOfSight, neededRoll, reachAfterPivot, roughPenalty, stopDistance, type Lane, type LaneOptions } from './path.js';
import { readRequest, type ChargeRequest, type ChargeSetup, type ChargeUnit } from './request.js';
import type { Footprint } from '../../../core/table/shapes.js';
import { checkRoom, edgeFrame, type RoomReport } from './room.js';
import { C, CHARGE_OPTIONS } from './rules.js';
import { modeOf } from './modes.js';
import { resolveMove } from './moves.js';
import { resolveReface } from './reface.js';
import { resolveTarget } from './target.js';

export interface Reason {
  code: string;
  message: string;
  cite: string;
}

/** On an exact split the charger chooses (L1037-1038): `splitArc`, else the arc with the larger bonus. */
const ARC_PREFERENCE: ArcName[] = ['rear', 'left', 'right', 'front'];

/** The best lane (000_4d85fd9897d069bf.txt L1040-1060): the lowest die needed, then no Slowing, Difficult, Dangerous, Fortified, then the smallest pivot. */
function bestLane(setup: ChargeSetup, lanes: Lane[], v18: boolean, geometry: ArcGeometry): Lane | undefined {
  const cost = (l: Lane) => {
    const has = (k: string) => (l.crossed.some((t) => t.keywords.has(k)) ? 1 : 0);
    return [neededRoll(l, setup.speed), v18 ? has('slowing') : has('difficult'), has('dangerous'), has('fortified'), Math.abs(l.pivot)];
  };
  const sorted = lanes.map((l) => ({ l, c: cost(l) })).sort((a, b) => a.c.reduce((acc, x, i) => acc || x - b.c[i], 0));
  return sorted.find(({ l }) => !l.throughBlocksLoS || lineOfSight(setup, setup.charger, l.start, setup.target, geometry))?.l;
}

/** Where the target may retreat once engaged (000_4d85fd9897d069bf.txt L879-887; 002_953a7ceb75253954.txt L722). */
function retreatDirections(setup: ChargeSetup, arc: ArcName | null, v18: boolean, anyFlankRear: boolean, geometry: ArcGeometry): string[] {
  const { target } = setup;
  const arcs = new Set<ArcName>(arc ? [arc] : []);
  for (const u of setup.units) if (u.side !== target.side && u !== setup.charger && polygonDistance(u.poly, target.poly) < 1e-6) arcs.add(majorityArcOf(target.fp, u.poly, geometry).arc);
  const dirs = ['back', 'left', 'right'];
  const flankRear = arcs.has('left') || arcs.has('right') || arcs.has('rear');
  if (!v18 && flankRear && (anyFlankRear || !arcs.has('front'))) dirs.push('forward');
  return dirs;
}

/**
 * 2021: can another enemy touching the charger's front be aligned 50 % engaged with it (000_4d85fd9897d069bf.txt
 * L1074-1081)? It slides flush along the charger's front edge, once placed, clear of every other tray (the defender
 * included), Impassable terrain and the table edge; one that cannot moves 1" away instead.
 */
function canAlignHalf(setup: ChargeSetup, enemy: ChargeUnit, chargerAt: Footprint, geometry: ArcGeometry, halfOfLonger: boolean): boolean {
  const moved: ChargeUnit = { ...setup.charger, fp: chargerAt, poly: cornersOf(chargerAt) };
  const units = setup.units.map((u) => (u === setup.charger ? moved : u));
  const room = checkRoom({ ...setup, units, charger: enemy, target: moved }, 'front', { v18: false, geometry, preferHalf: true, halfOfLonger });
  // On its own side of the charger's front: it does not jump over the defender
  const frame = edgeFrame(chargerAt, 'front');
  const side = Math.sign(dot(sub(enemy.fp.centre, frame.mid), frame.e));
  return room.placement?.alignment === 'half' && Math.sign(room.placement.s) === side;
}

export function resolveCharge(req: ChargeRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const mode = modeOf(req);
  if (mode === 'maneuver' || mode === 'march' || mode === 'retreat') return resolveMove(mode, req, ctx);
  if (mode === 'target') return resolveTarget(req, ctx);
  if (mode === 'reface') return resolveReface(req, ctx);
  const out = resolveChargeMode(req, ctx);
  return { ...out, result: { mode, ...out.result } };
}

function resolveChargeMode(req: ChargeRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  if (req.facts) {
    const mixed = (['units', 'terrain', 'table', 'chargerId', 'targetId', 'heading', 'splitArc'] as const).filter((k) => req[k] !== undefined);
    if (mixed.length) throw new DomainError('invalid_input', 'Give either positions or facts', mixed.map((k) => ({ path: `/${k}`, code: 'exclusive', message: `${k} describes positions: leave it out with facts (digest §4.8)` })));
    return resolveFacts(req.facts, ctx);
  }
  const v18 = is2018(ctx.rulesVersion);
  const setup = readRequest(req, ctx.rulesVersion);
  const { charger, target, speed } = setup;
  const geometry = ctx.options.arcGeometry as ArcGeometry;
  const ex = new Explainer();
  const reasons: Reason[] = [];
  const reject = (code: string, message: string, cite: string) => reasons.push({ code, message, cite });
  // 1. Not engaged (L1005; 002 L785)
  const engagedWith = setup.units.filter((u) => u.side !== charger.side && u !== charger && polygonDistance(u.poly, charger.poly) < 1e-6).map((u) => u.id);
  const engaged = charger.engagedFlag || engagedWith.length > 0;
  if (engaged) reject('CHARGER_ENGAGED', `the charger is engaged${engagedWith.length ? ` with ${engagedWith.join(', ')}` : ''}`, (v18 ? C.engaged18 : C.engaged21).cite);
  ex.add(v18 ? C.engaged18 : C.engaged21, engaged ? 'the charger is engaged: no charge' : 'the charger is not engaged');
  // 2. An enemy in line of sight (L1007-1012, L712-764)
  const enemy = target.side !== charger.side;
  if (!enemy) reject('TARGET_NOT_ENEMY', `"${target.id}" is not an enemy of "${charger.id}"`, (v18 ? C.target18 : C.target21).cite);
  const los = enemy && lineOfSight(setup, charger, charger.fp, target, geometry);
  if (enemy && !los) reject('NO_LINE_OF_SIGHT', 'no part of the target is both in the charger\'s front arc and reached by a clear line', (v18 ? C.los18 : C.los21).cite);
  ex.add(v18 ? C.los18 : C.los21, los ? 'the target is in line of sight' : 'the target is not in line of sight');
  // 3. The defender's arc and its room (L1014-1018, L1031-1038; 002 L790)
  const maj = majorityArcOf(target.fp, charger.poly, geometry);
  if (req.splitArc !== undefined && !maj.tied.includes(req.splitArc)) {
    throw new DomainError('invalid_input', 'splitArc applies to an exact split only', [{ path: '/splitArc', code: 'not_split', message: `the charger's tray is not split evenly${maj.tied.length ? ` between ${req.splitArc} and another arc (split: ${maj.tied.join(', ')})` : `: it stands in the target's ${maj.arc} arc`}` }]);
  }
  const arc = maj.tied.length ? req.splitArc ?? ARC_PREFERENCE.find((a) => maj.tied.includes(a))! : maj.arc;
  ex.add(v18 ? C.arc18 : C.arc21, `${Math.round(maj.shares[maj.arc] * 1000) / 10} % of the charger's tray is in the target's ${maj.arc} arc${maj.tied.length ? `; exact split (${maj.tied.join(', ')}): the charger takes the ${arc}${req.splitArc ? ' (its choice)' : ''}` : ''}`);
  let room: RoomReport | null = null;
  if (enemy) {
    room = checkRoom(setup, arc, { v18, geometry, preferHalf: ctx.options.alignment === 'half', halfOfLonger: ctx.options.halfContactOf === 'longer' });
    if (v18 && room.fullyEngagedBy) reject('ARC_FULLY_ENGAGED', `"${room.fullyEngagedBy}" is engaged in the ${arc} arc at 100 %`, C.room18.cite);
    if (v18 && room.enemiesOnSide.length >= 2) reject('ARC_TWO_ENEMIES', `two enemies are already engaged on the ${arc} (${room.enemiesOnSide.join(', ')})`, C.room18.cite);
    if (!room.room) reject('ARC_NO_ROOM', v18 ? `no free room for the charger's tray on the target's ${arc}` : `no room on the target's ${arc} for 50 % of both trays to touch`, (v18 ? C.room18 : C.room21).cite);
    ex.add(v18 ? C.room18 : C.room21, room.room ? `room on the ${arc}` : `no room on the ${arc}`);
  }
  // 4. Reach along a clear lane after one pivot (L1020-1023, L1040-1060)
  const laneOpts: LaneOptions = { v18, friendsBlock: ctx.options.friendlyInLane === 'blocks', roughPerEntryAndExit: ctx.options.roughPenalty === 'perEntryAndExit', swingCounts: ctx.options.pivotSwing !== 'free', ...(room?.placement ? { finalPoly: cornersOf(room.placement.fp) } : {}) };
  const maxReach = speed + 6;
  let best: Lane | undefined;
  let chosen: Lane | null = null;
  if (enemy) {
    const lanes = candidateHeadings(setup).map((h) => laneFor(setup, h, laneOpts)).filter((l): l is Lane => l !== null && neededRoll(l, speed) <= 6);
    best = bestLane(setup, lanes.filter((l) => l.blockedBy.length === 0), v18, geometry);
    if (!best && lanes.length) reject('LANE_BLOCKED', `every lane within ${maxReach}" meets ${[...new Set(lanes.flatMap((l) => l.blockedBy))].join(', ')} first`, C.lane.cite);
    else if (!best) reject('OUT_OF_REACH', `no straight lane reaches the target within Speed ${speed} + 6`, (v18 ? C.reach18 : C.reach21).cite);
    chosen = req.heading === undefined ? best ?? null : laneFor(setup, req.heading, laneOpts);
    if (req.heading !== undefined) {
      const start = { ...charger.fp, facing: req.heading };
      const seen = lineOfSight(setup, charger, start, target, geometry);
      if (!seen) reject('PIVOT_NO_LINE_OF_SIGHT', `facing ${req.heading}° the charger no longer sees the target`, (v18 ? C.pivot18 : C.pivot21).cite);
      const gap = reachAfterPivot(start, target);
      if (!v18 && gap > maxReach + 1e-9) reject('PIVOT_OUT_OF_REACH', `facing ${req.heading}° the target is ${gap.toFixed(2)}" away, beyond ${maxReach}"`, C.pivot21.cite);
      ex.add(v18 ? C.pivot18 : C.pivot21, `pivot to ${req.heading}°: ${seen ? 'target in sight' : 'target out of sight'}${v18 ? '' : `, ${gap.toFixed(2)}" away`}`);
    }
  }
  const legal = reasons.length === 0;
  const usable = legal && chosen !== null && chosen.blockedBy.length === 0;
  const need = usable ? neededRoll(chosen!, speed) : null;
  if (chosen) ex.add(v18 ? C.move18 : C.move21, `pivot ${chosen.pivot.toFixed(1)}° to ${chosen.heading.toFixed(1)}°, ${chosen.distance.toFixed(2)}" straight to contact${chosen.swing > 1e-9 ? ` + ${chosen.swing.toFixed(2)}" the pivot swung forward` : ''}${chosen.penalty ? ` + ${chosen.penalty}" Rough` : ''}${need !== null ? `: Speed ${speed} + D6 needs ${need}+` : ''}`);
  if (chosen?.blockedBy.length) ex.add(C.lane, `this lane meets ${chosen.blockedBy.join(', ')} first: the charger stops 1" short`);
  // 5. Terrain on the way and where it ends (§4.7, §7.3)
  const placement = legal && room ? room.placement : null;
  const endPoly = placement ? cornersOf(placement.fp) : null;
  const on = (k: string) => (chosen?.crossed ?? []).filter((t) => t.keywords.has(k)).map((t) => t.index);
  const endsOn = (k: string) => (endPoly ? setup.terrain.filter((t) => t.keywords.has(k) && polygonsOverlap(endPoly, t.polygon)).map((t) => t.index) : []);
  const pieces = (k: string, ending: boolean) => [...new Set([...on(k), ...(ending ? endsOn(k) : [])])];
  const slowing = v18 && pieces('slowing', false).length > 0;
  const difficult = !v18 && pieces('difficult', true).length > 0;
  const fortified = pieces('fortified', !v18).length > 0;
  const dangerous = pieces('dangerous', true).length > 0;
  const destroyed = v18 ? pieces('destructible', true) : [];
  if (chosen && chosen.penalty) ex.add(v18 ? C.rough18 : C.rough21, `−${chosen.penalty}" for Rough terrain`);
  if (slowing) ex.add(C.slowing, 'Slowing terrain in the path: 2 dice, keep the lower; a 1 or 2 disorders the charge');
  if (difficult) ex.add(C.difficult, 'Difficult terrain crossed or ended on: no charge bonus');
  if (fortified) ex.add(v18 ? C.fortified18 : C.fortified21, 'Fortified terrain: the defender has +1 Defence against this charge\'s attack');
  if (dangerous) ex.add(v18 ? C.dangerous18 : C.dangerous21, 'Dangerous terrain: the charger suffers 1D3+1 wounds (once)');
  if (destroyed.length) ex.add(C.destructible18, `Destructible terrain ${destroyed.join(', ')} is removed as the charger moves through it`);
  const rule = { slowing, difficult };
  const odds = need !== null ? chargeOdds(need, rule) : null;
  const den = slowing ? 36 : 6;
  // 6. Alignment and other enemies contacted (L1062-1089; 002 L798-802)
  if (placement) ex.add(v18 ? C.align18 : C.align21, `${placement.alignment === 'closest' ? 'neither 100 % nor 50 % is possible: as close as possible' : `${placement.alignment === 'full' ? '100 %' : '50 %'} aligned`} on the ${arc}, ${placement.contact.toFixed(2)}" in contact${placement.defenderShift ? '; the defender\'s tray is moved to allow it' : ''}`);
  const extraEnemies = endPoly && placement
    ? setup.units.filter((u) => u !== target && u.side !== charger.side && polygonDistance(u.poly, endPoly) < 1e-6).map((u) => {
        const uArc = majorityArcOf(placement.fp, u.poly, geometry).arc;
        return { id: u.id, arc: uArc, action: v18 ? 'engaged' : uArc === 'front' && canAlignHalf(setup, u, placement.fp, geometry, ctx.options.halfContactOf === 'longer') ? 'alignHalf' : 'moveAway' };
      })
    : [];
  if (extraEnemies.length && !v18) ex.add(C.extra21, extraEnemies.map((e) => `${e.id} (${e.arc}): ${e.action === 'alignHalf' ? 'aligns to 50 %' : 'moves 1" away'}`).join('; '));
  const retreat = retreatDirections(setup, legal ? arc : null, v18, ctx.options.retreatForward === 'anyFlankRear', geometry);
  ex.add(v18 ? C.retreat18 : C.retreat21, `the target may later retreat ${retreat.join(', ')}`);
  ex.add(v18 ? C.disordered18 : C.disordered21, v18 ? 'a disordered charge: no Tactics cards until the end of this unit\'s action' : 'a disordered charge: no Tactics cards for the rest of the player\'s turn');
  const result: Record<string, unknown> = {
    legal, reasons, engagedWith, inLineOfSight: los, arc: enemy ? arc : null, arcShares: maj.shares, arcTied: maj.tied.length > 0,
    heading: chosen?.heading ?? null, pivot: chosen?.pivot ?? null, distance: chosen ? chosen.distance + chosen.swing : null, terrainPenalty: chosen?.penalty ?? 0,
    speed, maxReach, needed: need, dice: slowing ? '2D6 keep the lower' : '1D6',
    pSuccess: odds ? odds.success / den : 0, pSuccessFraction: fraction(odds?.success ?? 0, den),
    pDisordered: odds ? odds.disordered / den : 0, pDisorderedFraction: fraction(odds?.disordered ?? 0, den),
    pChargeBonus: odds ? odds.chargeBonus / den : 0, pChargeBonusFraction: fraction(odds?.chargeBonus ?? 0, den),
    pFailed: odds ? 1 - odds.success / den : legal ? 1 : 0,
    terrain: { crossed: (chosen?.crossed ?? []).map((t) => t.index), slowing, difficult, fortified, dangerous, destroyed },
    finalPosition: placement ? { centre: placement.fp.centre, facing: placement.fp.facing } : null,
    alignment: placement?.alignment ?? null, contact: placement?.contact ?? null, defenderShift: placement?.defenderShift ?? null,
    extraEnemies, targetRetreatDirections: retreat, disorderedEffect: v18 ? 'untilEndOfAction' : 'restOfTurn',
  };
  const s = ctx.dice.mode === 'seeded' ? new SeededSampler(ctx.dice.seed) : ctx.dice.mode === 'given' ? new GivenSampler(ctx.dice.rolls) : null;
  if (!s || !legal) {
    return { result, ...(odds && !s ? { distribution: { chargeDistance: [...odds.kept].map(([k, p]) => ({ value: speed + k, p })), outcome: outcomeDist(odds, den), mean: meanOf(odds, speed), means: { chargeDistance: meanOf(odds, speed) } } } : {}), explanation: ex.steps };
  }
  const faces = s.roll('charge distance', 6, slowing ? 2 : 1);
  const kept = Math.min(...faces);
  const o = outcomeOf(kept, need ?? 7, rule);
  const start = chosen?.start ?? { ...charger.fp, facing: req.heading ?? charger.fp.facing };
  const u = facingVector(start.facing);
  const swing = chosen?.swing ?? 0;
  const travel = Math.max(0, speed + kept - swing - roughPenalty(setup.terrain, cornersOf(start), u, speed + kept - swing, laneOpts.roughPerEntryAndExit && !v18));
  const stop = Math.min(travel, stopDistance(setup, start, laneOpts));
  const position = o.success && placement ? { centre: placement.fp.centre, facing: placement.fp.facing } : { centre: add(start.centre, scale(u, stop)), facing: start.facing };
  ex.add(o.success ? (v18 ? C.move18 : C.move21) : v18 ? C.failed18 : C.failed21, o.success ? `rolled ${kept}: the charge reaches${o.disordered ? ', disordered' : ''}` : `rolled ${kept}: moves ${stop.toFixed(2)}" and fails${o.disordered ? ', disordered' : ''}; panic test, activation ends`);
  result.roll = { faces, kept, chargeDistance: speed + kept, success: o.success, disordered: o.disordered, chargeBonus: o.chargeBonus, panicTest: !o.success, position };
  return { result, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
}

export const chargesCapability: Capability<ChargeRequest, Record<string, unknown>> = {
  options: CHARGE_OPTIONS,
  usesDice: true,
  run: resolveCharge,
};

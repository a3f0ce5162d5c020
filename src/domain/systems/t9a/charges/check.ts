/** One charger against one target: eligibility, sight, range, facing, the path, reactions, Terror, odds and dice. */
import { Explainer } from '../../../core/explain.js';
import { arcOfPoint } from '../../../core/table/arcs.js';
import { convexHull } from '../../../core/table/hull.js';
import { isConvex, polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import { edge, footprintPolygon, type Polygon } from '../../../core/table/shapes.js';
import { GivenSampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { dangerousFor, MISSILE_WEAPONS, TROOP_TYPE_INFO } from '../catalogue.js';
import type { samplerOf } from '../dice.js';
import { pLdReroll } from '../morale.js';
import { R, SEED } from '../rules.js';
import { chargedFacing } from './facing.js';
import { blockersAt, footprintAt, laneOf, moveTo, pathTo, type Lane, type Obstacle } from './lane.js';
import { blockedCharge } from './blocked.js';
import { seesFromFront } from './sight.js';
import { bestSpot } from './spot.js';
import { turnTarget } from './turn.js';
import { rangeDist } from './range.js';
import { causesTerror, fp, has, psychologyImmune, rule, ruleValue, takesPanic, type Among, type Board, type ChargeRequest, type ChargeUnit } from './types.js';

/** One charger against one target; `among`: the other chargers of a multiple charge. */
/** What a multiple charge needs back from each charger's own check: its lane, what stands in it, its highest die. */
export interface Probe { lane?: Lane; obstacles?: Obstacle[]; free?: Array<[number, number]>; maxFace?: number; contact?: { chargerModels: number; targetModels: number }; targetMove?: Record<string, unknown> }

/** Dangerous terrain crossed between the start and the final spot (L2816-2823). */
export function dangerousTests(req: ChargeRequest, charger: ChargeUnit, start: Polygon, finPoly: Polygon): Array<Record<string, number | string>> {
  const fly = ruleValue(charger, 'fly') !== undefined;
  // a flying move is affected only by the terrain it takes off from and lands in (L3539-3542)
  const swept = convexHull([...start, ...finPoly]);
  const crossed = (q: Polygon) => (fly ? polygonsOverlap(start, q) || polygonsOverlap(finPoly, q) : polygonsOverlap(swept, q));
  return (req.terrain ?? []).map((t, i) => ({ t, i })).filter(({ t }) => crossed(t.polygon) && dangerousFor(t.type, charger.troopType ?? 'infantry', has(charger, 'skirmishers'), fly).dangerous).map(({ t, i }) => {
    const { failOn } = dangerousFor(t.type, charger.troopType ?? 'infantry', has(charger, 'skirmishers'), fly);
    const dice = TROOP_TYPE_INFO[charger.troopType ?? 'infantry'].dangerousDice;
    return { terrain: i, type: t.type, dice, failOn, pAtLeastOneWound: 1 - (1 - failOn / 6) ** dice, meanWounds: (dice * failOn) / 6 };
  });
}

export function checkOne(req: ChargeRequest, charger: ChargeUnit, target: ChargeUnit, board: Board, ctx: RulesContext, s: ReturnType<typeof samplerOf>, among: Among, probe?: Probe): RulesOutcome<Record<string, unknown>> {
  const ex = new Explainer();
  const reasons: Array<{ code: string; message: string; cite: string }> = [];
  const reject = (code: string, message: string, cite: string) => reasons.push({ code, message, cite });
  // 1. Eligibility (§4.2)
  if (charger.fleeing) reject('CHARGER_FLEEING', 'a fleeing unit takes no voluntary action', R.chargeSteps.cite.replace(/L.*/, 'L969-975'));
  if ((charger.troopType ?? 'infantry') === 'warMachine') reject('CHARGER_WAR_MACHINE', 'war machines cannot declare charges', `${SEED} L2277`);
  if (charger.inBuilding) reject('CHARGER_IN_BUILDING', 'units in a building cannot declare charges', `${SEED} L2906-2907`);
  if (has(charger, 'randomMovement')) reject('CHARGER_RANDOM_MOVEMENT', 'Random Movement units never declare charges (they move in Compulsory Moves)', `${SEED} L3431-3433`);
  if (charger.failedStupidity) reject('CHARGER_STUPID', 'failed its Stupidity test this turn', `${SEED} L3248-3255`);
  if (charger.engaged && ctx.options.engagedCannotCharge) reject('CHARGER_ENGAGED', 'an engaged unit cannot move to charge (option engagedCannotCharge)', `${SEED} L1288`);
  if (charger.firstTurnRestricted) reject('CHARGER_FIRST_TURN', 'Scout outside its zone or Vanguard move: no charge in its side\'s first player turn', `${SEED} L3268-3271, L3532-3534`);
  if (charger.characterChargedOut) reject('CHARGER_CHARACTER_CHARGED_OUT', 'a character charged out of this unit this turn', `${SEED} L2617-2620`);
  // 2. Target
  if (target.side === charger.side || target.id === charger.id) reject('TARGET_NOT_ENEMY', 'the target is not an enemy unit', R.chargeLegal.cite);
  const cf = fp(charger);
  const tf = fp(target);
  const cPoly = footprintPolygon(cf);
  const tPoly = footprintPolygon(tf);
  const front = edge(cf, 'front');
  // 3. Line of sight from the front arc, past obscuring terrain and bases taller than both (L714-718)
  const los = seesFromFront(req, charger, target);
  if (!los) reject('NO_LINE_OF_SIGHT', 'no model of the charger sees the target from its front arc', R.lineOfSight.cite);
  ex.add(R.lineOfSight, los ? 'the target is seen from the front arc' : 'no line of sight from the front arc');
  // 4. Range (L839-844, L873-877)
  const distance = polygonDistance(cPoly, tPoly);
  const rm = ruleValue(charger, 'randomMovement');
  const random = typeof rm === 'string' ? (() => { const m = /^(\d*)D6(?:\+(\d+))?$/i.exec(rm); return m ? { count: Number(m[1] || 1), plus: Number(m[2] ?? 0) } : undefined; })() : undefined;
  const fly = ruleValue(charger, 'fly');
  const baseM = ctx.options.combinedUnitM === 'lowest' && charger.lowestM !== undefined ? Math.min(charger.lowestM, charger.M) : charger.M;
  const M = random ? 0 : typeof fly === 'number' ? fly : baseM;
  const swift = !random && has(charger, 'swiftstride') || (!random && fly !== undefined);
  const maxRange = random ? random.count * 6 + random.plus : M + 12;
  if (distance > maxRange + 1e-9) reject('OUT_OF_MAX_RANGE', `${distance.toFixed(2)}" away; the most it can roll is ${maxRange}"`, R.chargeLegal.cite);
  ex.add(R.chargeRange, `distance ${distance.toFixed(2)}", ${random ? `Random Movement (${rm})` : `M${M} + ${swift ? 'best two of 3D6 (Swiftstride)' : '2D6'}`}, at most ${maxRange}"`);
  // 5. Facing (L887-888)
  const fleeingTarget = !!target.fleeing;
  // a war machine's base is round: no facing, contact on any point of it (L2281-2284)
  const roundTarget = (target.troopType ?? 'infantry') === 'warMachine';
  // a unit in a building is assaulted through the building, which has no facing (L2921-2923: as a war machine)
  const garrison = !!target.inBuilding;
  const { facing, shares } = chargedFacing(tf, front);
  ex.add(R.chargedFacing, fleeingTarget ? 'a fleeing target: any facing (L912-915)' : garrison ? `a unit in a building: the charge is an assault on the building, measured from its edges, on any side of it (${SEED} L2895-2899, L2921-2923)` : roundTarget ? `a war machine has a round base and no facing: contact any point of it (${SEED} L2281-2284); the path goes to the side facing the charger` : `${Math.round(shares[facing] * 100)} % of the charger's front is in the target's ${facing} arc: charge its ${facing}`);
  // 6. Path and spot (L878-907): one wheel of at most 90° (any rest is the alignment about the contact point), a
  // straight move; the spot straight ahead unless it is blocked or another spot puts more models in contact.
  const lane = laneOf(charger, target, facing);
  const obstacles: Obstacle[] = [
    ...req.units.filter((u) => u !== charger && u !== target && !among.ignore.has(u.id)).map((u) => ({ poly: footprintPolygon(fp(u)), what: `unit ${u.id}`, enemy: u.side !== charger.side, convex: true, unit: u.id })),
    ...(req.terrain ?? []).filter((t) => t.type === 'impassable' || t.type === 'building').map((t, i) => ({ poly: t.polygon, what: `${t.type} terrain ${i}`, enemy: false, convex: isConvex(t.polygon) })),
  ];
  if (probe) { probe.lane = lane; probe.obstacles = obstacles; }
  const straight = blockersAt(lane, lane.t0, obstacles, board);
  const geometric = !reasons.some((r) => r.code === 'NO_LINE_OF_SIGHT' || r.code === 'OUT_OF_MAX_RANGE');
  const spot = geometric ? bestSpot(lane, obstacles, board, target, straight) : null;
  // No spot where the charger aligns by itself (a lone charger): the target turns to align (L891-896), never when
  // engaged (L895); failing that, a charge Blocked only by enemies it could not charge (L929-935).
  const canTurn = !target.engaged && !target.fleeing;
  const turn = geometric && !spot && among.single && canTurn ? turnTarget(charger, target, lane, obstacles, board) : null;
  const possible = (o: Obstacle[]) => !!bestSpot(lane, o, board, target, blockersAt(lane, lane.t0, o, board)) || (canTurn && !!turnTarget(charger, target, lane, o, board));
  const blocked = geometric && !spot && !turn && among.single ? blockedCharge(req, charger, target, facing, obstacles, board, maxRange, ctx.options.blockedChargeEnemies === 'unengaged', possible) : null;
  const bc = blocked?.charge;
  if (geometric && !spot && !turn && !bc) {
    if (straight.blockedBy.length) reject('NO_ROOM', `the path to the ${facing} crosses ${straight.blockedBy.join(', ')}`, R.chargeMove.cite);
    if (straight.touching.length) reject('NO_ROOM', `the charger would touch enemy units it did not charge: ${straight.touching.map((w) => w.replace(/^unit /, '')).join(', ')}`, R.chargeMove.cite);
    if (straight.offTable) reject('OFF_TABLE', 'the charger would end off the table', `${SEED} L736-742`);
    if (among.single) ex.add(R.alignTarget, target.engaged ? 'the target is engaged: it is never turned to align' : canTurn ? 'turning the target about the contact point does not make room either' : 'a fleeing target is not aligned');
    if (blocked?.why) ex.add(R.blocked, `only unengaged enemy units it could not charge are in the way, but ${blocked.why}`);
  }
  const use = turn?.lane ?? lane;
  const t = spot?.t ?? turn?.t ?? lane.t0;
  const fin = bc ? bc.fin : footprintAt(use, t);
  const finPoly = footprintPolygon(fin);
  const move = moveTo(use, t);
  if (bc) {
    ex.add(R.blocked, `with the unengaged enemy units it could not charge (${bc.blockers.join(', ')}) out of the way the charge could be completed: it moves straight ahead, ${bc.inches.toFixed(2)}" to contact, and has charged if its range reaches that`);
    ex.add(R.combatReform, `instead of aligning, the target combat-reforms against its front, ${facing} to it: turned ${bc.reform.degrees.toFixed(1)}°, its centre to (${bc.reform.target.centre.x.toFixed(2)}, ${bc.reform.target.centre.y.toFixed(2)}); ${bc.reform.own} of the charger's models and ${bc.reform.targetModels} of the target's in base contact`);
  } else {
    ex.add(R.chargeMove, `wheel ${use.wheel.toFixed(1)}° about the ${use.wheel >= 0 ? 'right' : 'left'} front corner${Math.abs(use.delta - use.wheel) > 1e-6 ? `, align ${(use.delta - use.wheel).toFixed(1)}° on contact` : ''}, then ${Math.hypot(move.x, move.y).toFixed(2)}" to contact`);
  }
  if (turn) ex.add(R.alignTarget, `the charger cannot align by itself: it turns as far as it can and the target turns the rest, ${Math.abs(turn.degrees).toFixed(2)}° ${turn.degrees < 0 ? 'anticlockwise' : 'clockwise'} about the contact point (${turn.about.x.toFixed(2)}, ${turn.about.y.toFixed(2)}); ${turn.own} of the charger's models and ${turn.targetModels} of the target's in base contact`);
  if (spot && Math.abs(t - lane.t0) > 1e-9) ex.add(R.maximiseContact, `${spot.straightBlocked ? `the spot straight ahead is blocked (${straight.blockedBy.concat(straight.touching, straight.offTable ? ['the table edge'] : []).join(', ')}): ` : ''}the charger ends ${Math.abs(t - lane.t0).toFixed(2)}" along the ${facing} from it, without the target turning (Figure 4)`);
  if (spot && !target.fleeing) ex.add(R.maximiseContact, `${spot.own} of its models and ${spot.targetModels} of the target's in base contact`);
  // 7. Reactions (L845-869), Terror (L3517-3521)
  const reactions: string[] = ['hold'];
  const undead = has(target, 'undead');
  const itp = psychologyImmune(target);
  if (!target.engaged && !itp && !target.inBuilding) reactions.push('flee');
  const standAndShootModifiers: string[] = [];
  const wpn = target.missileWeapon ? MISSILE_WEAPONS[target.missileWeapon] : undefined;
  // Stand and Shoot once per turn, however many charges are declared against the unit (L855-856)
  if (wpn && !target.engaged && !target.fleeing && !undead && !target.standAndShootUsed) {
    const quick = wpn.rules.some((r) => r.id === 'quickToFire') || has(target, 'quickToFire');
    const cumbersome = has(target, 'cumbersome');
    // a garrison has no facing (the assault is as on a war machine, L2921-2923): read as seeing every way
    const inFront = garrison || arcOfPoint(tf, cf.centre) === 'front';
    // "its own Movement, the lowest if it has more than one" (L851-852): a combined unit's lowest M, a flyer's lower of M and Fly, whatever option combinedUnitM says of the charge range
    const lowest = (u: ChargeUnit) => Math.min(u.M, u.lowestM ?? Infinity, typeof ruleValue(u, 'fly') === 'number' ? (ruleValue(u, 'fly') as number) : Infinity);
    const refM = ctx.options.standAndShootDistanceRef === 'target' ? lowest(target) : lowest(charger);
    if (inFront && !cumbersome && (quick || distance > refM)) {
      reactions.push('standAndShoot');
      standAndShootModifiers.push('-1 stand and shoot');
      if (distance > wpn.range / 2) standAndShootModifiers.push('-1 long range');
    }
  }
  if (target.fleeing) reactions.splice(0, reactions.length, 'flee');
  else if (target.engaged) reactions.splice(0, reactions.length, 'hold');
  ex.add(R.reactions, `reactions available: ${reactions.join(', ')}${standAndShootModifiers.length ? ` (${standAndShootModifiers.join(', ')})` : ''}`);
  const terror = causesTerror(charger, target);
  let terrorTest: Record<string, unknown> | null = null;
  const panics = takesPanic(target);
  if (terror) {
    const pass = !panics ? 1 : pLdReroll(target.Ld ?? 7, !!target.bsbInRange);
    terrorTest = { required: panics, ld: target.Ld ?? 7, pPass: pass, pMustFlee: reactions.includes('flee') ? 1 - pass : 0 };
    ex.add(rule('terror', 'L3517-3521', 'Terror'), panics ? `Terror: the target takes a panic test on Ld ${target.Ld ?? 7}, P(pass) ${pass.toFixed(4)}` : `Terror: the target is ${target.engaged ? 'engaged' : target.fleeing ? 'fleeing' : 'Immune to Psychology'}, immune to panic: no test (L2159-2160, L3396-3399)`);
  }
  // 8. Dice needed and P(success) (L873-877, L2810-2813)
  // a Blocked charge reaches the target only by its straight move (L931-932): the dice must cover that distance
  const reachBy = bc ? bc.inches : distance;
  const needed = random ? Math.max(0, Math.ceil(reachBy - 1e-9)) : Math.max(0, Math.ceil(reachBy - M - 1e-9));
  const floor = !!charger.champion && !random;
  const { dist, denominator } = rangeDist({ swiftstride: swift, random }, floor && ctx.options.championFloor === 'diceTotal', floor && ctx.options.championFloor === 'perDie');
  const pRange = [...dist].filter(([v]) => v >= needed).reduce((a, [, p]) => a + p, 0);
  const num = Math.round(pRange * denominator);
  if (floor) ex.add(R.champion, 'Lead the Charge: the charge roll counts as at least 4');
  const dangerous = dangerousTests(req, charger, cPoly, finPoly);
  if (dangerous.length) ex.add(R.dangerous, `${dangerous.length} dangerous terrain test(s): ${dangerous.map((d) => `${d.type} ${d.dice}D6 failing on ${d.failOn === 1 ? '1' : `1-${Number(d.failOn)}`}`).join(', ')}`);
  const legal = reasons.length === 0;
  const result: Record<string, unknown> = {
    legal, reasons, facing: fleeingTarget || roundTarget || garrison ? 'any' : facing, arcShares: shares, distance, maxRange, chargeM: M,
    diceTotalNeeded: needed, pSuccess: legal ? num / denominator : 0, pSuccessFraction: legal ? `${num}/${denominator}` : `0/${denominator}`,
    dice: random ? rm : swift ? 'best two of 3D6' : '2D6', championFloor: floor,
    availableReactions: reactions, standAndShootModifiers, terrorTest, dangerousTerrainTests: dangerous,
    finalPosition: legal ? { centre: fin.centre, facing: fin.facing } : null,
    path: !legal ? [] : bc ? [{ move: 'straight', inches: bc.inches }] : pathTo(use, t),
  };
  if (probe && legal && spot) Object.assign(probe, { contact: { chargerModels: spot.own, targetModels: spot.targetModels }, free: spot.free });
  if (probe && legal && turn) Object.assign(probe, { contact: { chargerModels: turn.own, targetModels: turn.targetModels }, targetMove: { move: 'align', degrees: turn.degrees, about: turn.about, finalPosition: { centre: turn.target.centre, facing: turn.target.facing } } });
  if (probe && legal && bc) Object.assign(probe, { contact: { chargerModels: bc.reform.own, targetModels: bc.reform.targetModels }, targetMove: { move: 'combatReform', degrees: bc.reform.degrees, finalPosition: { centre: bc.reform.target.centre, facing: bc.reform.target.facing } } });
  if (s && legal) {
    const faces = s.roll('chargeRange', 6, random ? random.count : swift ? 3 : 2);
    const counted = floor && ctx.options.championFloor === 'perDie' ? faces.map((f) => Math.max(4, f)) : faces;
    let total = counted.reduce((a, b) => a + b, 0) - (swift ? Math.min(...counted) : 0) + (random?.plus ?? 0);
    if (floor && ctx.options.championFloor === 'diceTotal') total = Math.max(4, total);
    const success = legal && total >= needed;
    let terrorPassed: boolean | undefined;
    if (terror && panics && !among.skipTerror) {
      const t = s.roll('terror', 6, 2).reduce((a, b) => a + b, 0);
      terrorPassed = t <= (target.Ld ?? 7) || (!!target.bsbInRange && s.reroll('terror', 6, 2).reduce((a, b) => a + b, 0) <= (target.Ld ?? 7));
    }
    ex.add(R.failedCharge, success ? `rolled ${total}: the charge reaches` : `rolled ${total}: failed charge, moves ${Math.max(...faces)}" (highest D6)`);
    if (probe) probe.maxFace = Math.max(...faces);
    result.roll = { total, success, failedChargeMove: success ? 0 : Math.max(...faces), ...(terrorPassed !== undefined ? { terrorPassed } : {}) };
    return { result, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
  }
  if (!legal) ex.add(R.chargeLegal, `illegal: ${reasons.map((r) => r.code).join(', ')}`);
  return { result, explanation: ex.steps };
}

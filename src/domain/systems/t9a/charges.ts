/**
 * The `charges` capability (§4, algorithm §4.9): eligibility (L969-975, L2277, L2906-2907, L3248-3255,
 * L3431-3433), target, line of sight from the front arc (L714-718), maximum range (L839-844), charged facing
 * (L887-888), a one-wheel path with room to reach it (L878-935), reactions (L845-869), Terror (L3517-3521),
 * charge range M + 2D6 / 3D6 drop lowest / Random Movement with the champion's floor (L873-877, L2810-2813),
 * dangerous terrain (L2816-2823). Exact P(success) as a fraction; seeded/given roll the range. Several chargers on
 * one target (L918-928) and the redirect after the target fled (L861-869) reuse the same check.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer, type ExplanationStep } from '../../core/explain.js';
import { arcOfPoint, arcRegion, clipToConvex } from '../../core/table/arcs.js';
import { convexHull } from '../../core/table/hull.js';
import { polygonDistance, polygonsOverlap } from '../../core/table/intersect.js';
import { edge, footprintPolygon, type Footprint, type Polygon, type EdgeName } from '../../core/table/shapes.js';
import { lineOfSight, type Blocker } from '../../core/table/sight.js';
import { pivotHits, translationHits } from '../../core/table/sweep.js';
import { offTableBy } from '../../core/table/table.js';
import { add, dot, lerp, rotate, scale, sub, type Vec } from '../../core/table/vec.js';
import { GivenSampler } from '../../core/prob/samplers.js';
import { samplerOf } from './dice.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { dangerousFor, MISSILE_WEAPONS, TERRAIN_TYPE_IDS, TROOP_TYPE_INFO, TROOP_TYPES, type TerrainType, type TroopType } from './catalogue.js';
import { pLdReroll } from './morale.js';
import { optionsNamed } from './options.js';
import { R, SEED, specialRule } from './rules.js';
import { RULE_IDS, type RuleRef } from './units.js';

export interface ChargeUnit {
  id: string;
  side: 'A' | 'B';
  centre: Vec;
  facing: number;
  width: number;
  depth: number;
  M: number;
  Ld?: number;
  troopType?: TroopType;
  rules?: RuleRef[];
  missileWeapon?: string;
  champion?: boolean;
  fleeing?: boolean;
  engaged?: boolean;
  inBuilding?: boolean;
  failedStupidity?: boolean;
  /** Scout deployed outside its zone or Vanguard moved, in its side's first turn going first (L3268-3271, L3532-3534). */
  firstTurnRestricted?: boolean;
  characterChargedOut?: boolean;
  /** Lowest M among the models of a combined unit (option combinedUnitM). */
  lowestM?: number;
  bsbInRange?: boolean;
}

export interface ChargeRequest {
  board?: { width: number; depth: number };
  units: ChargeUnit[];
  terrain?: Array<{ type: TerrainType; polygon: Vec[] }>;
  chargerId?: string;
  targetId: string;
  /** Several units charging the one target (L918-928), in the order they move (the active player's choice). */
  chargerIds?: string[];
  /** The target fled: the charger tries to redirect to `newTargetId` (L861-869); `targetId` is the fled unit where it ended. */
  redirect?: {
    newTargetId: string;
    alreadyRedirected?: boolean;
    /** The new target fled too (L867-869): where it ended its flee move (`units` holds it where the charge was declared). */
    newTargetFled?: { centre: Vec; facing: number };
    /** With newTargetFled: the fleeing unit the charge is completed against, chosen before the range roll; default the likelier to reach. */
    completeAgainst?: string;
  };
}

/** Context of one charger among several: declared chargers step aside (L843-844); earlier ones stand where they arrived. */
interface Among { ignore: Set<string>; placed: Array<{ id: string; poly: Polygon }>; skipTerror?: boolean }

const HEIGHT = { small: 1, medium: 2, large: 3 } as const;
const rule = (id: string, lines: string, name: string) => specialRule(id, `${SEED} ${lines}`, name);
export const fp = (u: ChargeUnit): Footprint => ({ centre: u.centre, facing: u.facing, width: u.width, depth: u.depth });
const has = (u: ChargeUnit, id: string) => (u.rules ?? []).some((r) => r.id === id) || TROOP_TYPE_INFO[u.troopType ?? 'infantry'].inherent.includes(id);
const ruleValue = (u: ChargeUnit, id: string) => (u.rules ?? []).find((r) => r.id === id)?.value;

/** P(dice total ≥ n): 2D6, best two of 3D6 (Swiftstride), or a Random Movement D6 expression; champion floor 4. */
export function rangeDist(kind: { swiftstride: boolean; random?: { count: number; plus: number } }, championFloor: boolean, perDie = false): { dist: Map<number, number>; denominator: number } {
  const die = (f: number) => (perDie ? Math.max(4, f) : f);
  const d = new Map<number, number>();
  const addp = (v: number, p: number) => d.set(v, (d.get(v) ?? 0) + p);
  if (kind.random) {
    let cur = new Map([[kind.random.plus, 1]]);
    for (let i = 0; i < kind.random.count; i++) { const n = new Map<number, number>(); for (const [v, p] of cur) for (let f = 1; f <= 6; f++) n.set(v + f, (n.get(v + f) ?? 0) + p / 6); cur = n; }
    return { dist: cur, denominator: 6 ** kind.random.count };
  }
  if (kind.swiftstride) for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) addp(Math.max(championFloor ? 4 : 0, die(a) + die(b) + die(c) - Math.min(die(a), die(b), die(c))), 1 / 216);
  else for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) addp(Math.max(championFloor ? 4 : 0, die(a) + die(b)), 1 / 36);
  return { dist: d, denominator: kind.swiftstride ? 216 : 36 };
}

function validate(req: ChargeRequest) {
  const bad = new IssueCollector();
  const ids = new Set<string>();
  req.units.forEach((u, i) => {
    if (ids.has(u.id)) bad.add(pointer('units', i, 'id'), 'duplicate', `unit id "${u.id}" appears twice`);
    ids.add(u.id);
    if (!(u.width > 0 && u.depth > 0)) bad.add(pointer('units', i), 'range', 'width and depth are positive, inches');
    if (!Number.isInteger(u.M) || u.M < 0 || u.M > 10) bad.add(pointer('units', i, 'M'), 'range', 'M is an integer from 0 to 10');
    if (u.troopType && !TROOP_TYPES.includes(u.troopType)) bad.add(pointer('units', i, 'troopType'), 'enum', 'unknown troop type');
    (u.rules ?? []).forEach((r, k) => { if (!RULE_IDS.has(r.id)) bad.add(pointer('units', i, 'rules', k, 'id'), 'unknown_rule', `unknown special rule "${r.id}"`); });
    if (u.missileWeapon && !(u.missileWeapon in MISSILE_WEAPONS)) bad.add(pointer('units', i, 'missileWeapon'), 'unknown_weapon', 'unknown missile weapon');
  });
  (req.terrain ?? []).forEach((t, i) => {
    if (!TERRAIN_TYPE_IDS.includes(t.type)) bad.add(pointer('terrain', i, 'type'), 'enum', `type is one of ${TERRAIN_TYPE_IDS.join(', ')}`);
    if (t.polygon.length < 3) bad.add(pointer('terrain', i, 'polygon'), 'length', 'a polygon has at least 3 points');
  });
  if ((req.chargerId === undefined) === (req.chargerIds === undefined)) bad.add('/chargerId', 'one_of', 'give chargerId (one charger) or chargerIds (several on one target)');
  if (req.chargerIds !== undefined && (req.chargerIds.length < 2 || req.chargerIds.length > 6)) bad.add('/chargerIds', 'length', 'two to six chargers');
  if (req.chargerIds !== undefined && req.redirect) bad.add('/redirect', 'not_applicable', 'a redirect is checked for one charger (chargerId)');
  const ci = req.units.findIndex((u) => u.id === (req.chargerId ?? req.chargerIds?.[0]));
  const ti = req.units.findIndex((u) => u.id === req.targetId);
  if (req.chargerId !== undefined && ci < 0) bad.add('/chargerId', 'unknown_unit', `no unit "${req.chargerId}"`);
  (req.chargerIds ?? []).forEach((id, k) => {
    if (!req.units.some((u) => u.id === id)) bad.add(pointer('chargerIds', k), 'unknown_unit', `no unit "${id}"`);
    else if (req.chargerIds!.indexOf(id) !== k) bad.add(pointer('chargerIds', k), 'duplicate', `"${id}" charges once`);
  });
  if (ti < 0) bad.add('/targetId', 'unknown_unit', `no unit "${req.targetId}"`);
  if (req.redirect && !req.units.some((u) => u.id === req.redirect!.newTargetId)) bad.add('/redirect/newTargetId', 'unknown_unit', `no unit "${req.redirect.newTargetId}"`);
  const ca = req.redirect?.completeAgainst;
  if (ca !== undefined && !req.redirect!.newTargetFled) bad.add('/redirect/completeAgainst', 'not_applicable', 'a choice between two fleeing units needs newTargetFled (L867-869)');
  else if (ca !== undefined && ca !== req.targetId && ca !== req.redirect!.newTargetId) bad.add('/redirect/completeAgainst', 'one_of', `"${req.targetId}" (the unit that fled first) or "${req.redirect!.newTargetId}" (the new target)`);
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid charge request');
  // Impossible geometry (422): units overlapping each other, or off the table
  const board = req.board ?? { width: 72, depth: 48 };
  const geo = new IssueCollector();
  req.units.forEach((u, i) => {
    if (offTableBy(board, footprintPolygon(fp(u))) > 1e-6) geo.add(pointer('units', i, 'centre'), 'off_table', `unit "${u.id}" is not wholly on the ${board.width}"×${board.depth}" table`);
    for (let j = 0; j < i; j++) if (polygonsOverlap(footprintPolygon(fp(req.units[j])), footprintPolygon(fp(u)))) geo.add(pointer('units', i, 'centre'), 'overlap', `unit "${u.id}" overlaps unit "${req.units[j].id}"`);
    (req.terrain ?? []).forEach((t) => { if ((t.type === 'impassable' || (t.type === 'building' && !u.inBuilding)) && polygonsOverlap(t.polygon, footprintPolygon(fp(u)))) geo.add(pointer('units', i, 'centre'), 'in_impassable', `unit "${u.id}" stands in ${t.type} terrain`); });
  });
  const nf = req.redirect?.newTargetFled;
  if (nf) {
    const other = req.units.find((u) => u.id === req.redirect!.newTargetId)!;
    const poly = footprintPolygon(fp({ ...other, centre: nf.centre, facing: nf.facing }));
    if (offTableBy(board, poly) > 1e-6) geo.add('/redirect/newTargetFled/centre', 'off_table', `unit "${other.id}" would end its flee move off the table: it is destroyed, not a target`);
    req.units.forEach((u) => { if (u !== other && polygonsOverlap(footprintPolygon(fp(u)), poly)) geo.add('/redirect/newTargetFled/centre', 'overlap', `unit "${other.id}" where it fled overlaps unit "${u.id}"`); });
  }
  geo.throwIfAny('impossible_state', 'Impossible positions');
  return { charger: req.units[ci], target: req.units[ti], board };
}

/** The target facing whose arc holds most of the charger's front edge (L887-888); midpoint on a tie. */
export function chargedFacing(target: Footprint, front: [Vec, Vec]): { facing: 'front' | 'left' | 'right' | 'rear'; shares: Record<string, number> } {
  const n = 200;
  const counts: Record<string, number> = { front: 0, left: 0, right: 0, rear: 0 };
  for (let i = 0; i < n; i++) {
    const a = arcOfPoint(target, lerp(front[0], front[1], (i + 0.5) / n));
    if (a !== 'inside') counts[a]++;
  }
  const shares = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v / n]));
  const best = Object.entries(shares).sort((a, b) => b[1] - a[1])[0];
  if (best[1] > 0.5) return { facing: best[0] as 'front', shares };
  const mid = arcOfPoint(target, lerp(front[0], front[1], 0.5));
  return { facing: (mid === 'inside' ? 'front' : mid) as 'front', shares };
}

/** The charger placed flush against the facing edge, maximising contact nearest its lateral position. */
export function finalPosition(charger: Footprint, target: Footprint, facing: EdgeName): Footprint {
  const [a, b] = edge(target, facing);
  const along = sub(b, a);
  const len = Math.hypot(along.x, along.y);
  const u = scale(along, 1 / len);
  const out = { x: -u.y, y: u.x }; // outward normal (corners run FL, FR, RR, RL)
  const t0 = dot(sub(charger.centre, a), u);
  const half = charger.width / 2;
  const lo = Math.min(half, len - half);
  const hi = Math.max(half, len - half);
  const t = Math.max(lo, Math.min(hi, t0));
  const centre = add(add(a, scale(u, t)), scale(out, charger.depth / 2));
  const facingDeg = ((Math.atan2(-out.x, -out.y) * 180) / Math.PI + 360) % 360;
  return { centre, facing: facingDeg, width: charger.width, depth: charger.depth };
}

function run(req: ChargeRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const { charger, target, board } = validate(req);
  if (req.chargerIds) return runMany(req, target, board, ctx);
  if (req.redirect) return runRedirect(req, charger, target, board, ctx);
  return checkOne(req, charger, target, board, ctx, samplerOf(ctx), { ignore: new Set(), placed: [] });
}

/** One charger against one target; `among`: the other chargers of a multiple charge. */
function checkOne(req: ChargeRequest, charger: ChargeUnit, target: ChargeUnit, board: { width: number; depth: number }, ctx: RulesContext, s: ReturnType<typeof samplerOf>, among: Among): RulesOutcome<Record<string, unknown>> {
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
  // 3. Line of sight from the front arc, past obscuring terrain and bases taller than both (L714-718)
  const hOf = (u: ChargeUnit) => HEIGHT[has(u, 'largeTarget') ? 'large' : TROOP_TYPE_INFO[u.troopType ?? 'infantry'].height];
  const blockers: Blocker[] = [
    ...(req.terrain ?? []).filter((t) => t.type === 'impassable' || t.type === 'hill' || t.type === 'building').map((t) => ({ polygon: t.polygon, height: 99 })),
    ...req.units.filter((u) => u !== charger && u !== target).map((u) => ({ polygon: footprintPolygon(fp(u)), height: hOf(u) })),
  ];
  const inArc = clipToConvex(tPoly, arcRegion(cf, 'front'));
  const front = edge(cf, 'front');
  let los = false;
  if (inArc.length >= 3) {
    for (let i = 0; i <= 8 && !los; i++) los = lineOfSight(lerp(front[0], front[1], i / 8), inArc, blockers, hOf(charger), hOf(target), (h, hv, ht) => h > Math.max(hv, ht)).visible;
  }
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
  const { facing, shares } = chargedFacing(tf, front);
  ex.add(R.chargedFacing, fleeingTarget ? 'a fleeing target: any facing (L912-915)' : `${Math.round(shares[facing] * 100)} % of the charger's front is in the target's ${facing} arc: charge its ${facing}`);
  // 6. Path: one wheel of at most 90° (any rest is the alignment about the contact point), a straight move
  let fin = finalPosition(cf, tf, facing);
  let crowded = false;
  if (among.placed.length) {
    const slid = slideClear(fin, tf, facing, among.placed.map((p) => p.poly));
    if (slid) fin = slid;
    else crowded = true;
  }
  const finPoly = footprintPolygon(fin);
  const delta = ((fin.facing - cf.facing + 540) % 360) - 180;
  const wheel = Math.max(-90, Math.min(90, delta));
  const corner = wheel >= 0 ? front[1] : front[0];
  const obstacles: Array<{ poly: Polygon; what: string }> = [
    ...req.units.filter((u) => u !== charger && u !== target && !among.ignore.has(u.id)).map((u) => ({ poly: footprintPolygon(fp(u)), what: `unit ${u.id}` })),
    ...among.placed.map((p) => ({ poly: p.poly, what: `charger ${p.id} where it arrived` })),
    ...(req.terrain ?? []).filter((t) => t.type === 'impassable' || t.type === 'building').map((t, i) => ({ poly: t.polygon, what: `${t.type} terrain ${i}` })),
  ];
  const wheeled = cPoly.map((p) => rotateAbout(p, corner, wheel));
  const wCentre = rotateAbout(cf.centre, corner, wheel);
  const move = sub(fin.centre, wCentre);
  const blockedBy = obstacles.filter((o) => pivotHits(cPoly, corner, wheel, o.poly) || translationHits(wheeled, move, o.poly)).map((o) => o.what);
  const touching = req.units.filter((u) => u !== charger && u !== target && !among.ignore.has(u.id) && u.side !== charger.side && polygonDistance(finPoly, footprintPolygon(fp(u))) < 1e-6).map((u) => u.id);
  const offTable = offTableBy(board, finPoly) > 1e-6;
  if (reasons.length === 0 || !reasons.some((r) => r.code === 'NO_LINE_OF_SIGHT' || r.code === 'OUT_OF_MAX_RANGE')) {
    if (crowded) reject('BLOCKED_BY_CHARGER', `no room left on the target's ${facing} beside ${among.placed.map((p) => p.id).join(', ')}: a failed-charge move`, `${SEED} L926-928`);
    else if (blockedBy.length) reject('NO_ROOM', `the path to the ${facing} crosses ${blockedBy.join(', ')}`, R.chargeMove.cite);
    if (touching.length) reject('NO_ROOM', `the charger would touch enemy units it did not charge: ${touching.join(', ')}`, R.chargeMove.cite);
    if (offTable) reject('OFF_TABLE', 'the charger would end off the table', `${SEED} L736-742`);
  }
  ex.add(R.chargeMove, `wheel ${wheel.toFixed(1)}° about the ${wheel >= 0 ? 'right' : 'left'} front corner${Math.abs(delta - wheel) > 1e-6 ? `, align ${(delta - wheel).toFixed(1)}° on contact` : ''}, then ${Math.hypot(move.x, move.y).toFixed(2)}" to contact`);
  // 7. Reactions (L845-869), Terror (L3517-3521)
  const reactions: string[] = ['hold'];
  const undead = has(target, 'undead');
  const itp = psychologyImmune(target);
  if (!target.engaged && !itp && !target.inBuilding) reactions.push('flee');
  const standAndShootModifiers: string[] = [];
  const wpn = target.missileWeapon ? MISSILE_WEAPONS[target.missileWeapon] : undefined;
  if (wpn && !target.engaged && !target.fleeing && !undead) {
    const quick = wpn.rules.some((r) => r.id === 'quickToFire') || has(target, 'quickToFire');
    const cumbersome = has(target, 'cumbersome');
    const inFront = arcOfPoint(tf, cf.centre) === 'front';
    const refM = ctx.options.standAndShootDistanceRef === 'target' ? target.M : baseM;
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
  if (terror) {
    const pass = itp ? 1 : pLdReroll(target.Ld ?? 7, !!target.bsbInRange);
    terrorTest = { required: !itp, ld: target.Ld ?? 7, pPass: pass, pMustFlee: reactions.includes('flee') ? 1 - pass : 0 };
    ex.add(rule('terror', 'L3517-3521', 'Terror'), `Terror: the target takes a panic test on Ld ${target.Ld ?? 7}, P(pass) ${pass.toFixed(4)}`);
  }
  // 8. Dice needed and P(success) (L873-877, L2810-2813)
  const needed = random ? Math.max(0, Math.ceil(distance - 1e-9)) : Math.max(0, Math.ceil(distance - M - 1e-9));
  const floor = !!charger.champion && !random;
  const { dist, denominator } = rangeDist({ swiftstride: swift, random }, floor && ctx.options.championFloor === 'diceTotal', floor && ctx.options.championFloor === 'perDie');
  const pRange = [...dist].filter(([v]) => v >= needed).reduce((a, [, p]) => a + p, 0);
  const num = Math.round(pRange * denominator);
  if (floor) ex.add(R.champion, 'Lead the Charge: the charge roll counts as at least 4');
  const dangerous = (req.terrain ?? []).map((t, i) => ({ t, i })).filter(({ t }) => {
    const swept = convexHull([...cPoly, ...finPoly]);
    return polygonsOverlap(swept, t.polygon) && dangerousFor(t.type, charger.troopType ?? 'infantry', has(charger, 'skirmishers'), fly !== undefined).dangerous;
  }).map(({ t, i }) => {
    const { failOn } = dangerousFor(t.type, charger.troopType ?? 'infantry', has(charger, 'skirmishers'), fly !== undefined);
    const dice = TROOP_TYPE_INFO[charger.troopType ?? 'infantry'].dangerousDice;
    return { terrain: i, type: t.type, dice, failOn, pAtLeastOneWound: 1 - (1 - failOn / 6) ** dice, meanWounds: (dice * failOn) / 6 };
  });
  if (dangerous.length) ex.add(R.dangerous, `${dangerous.length} dangerous terrain test(s): ${dangerous.map((d) => `${d.type} ${d.dice}D6 failing on ${d.failOn === 1 ? '1' : `1-${d.failOn}`}`).join(', ')}`);
  const legal = reasons.length === 0;
  const result: Record<string, unknown> = {
    legal, reasons, facing: fleeingTarget ? 'any' : facing, arcShares: shares, distance, maxRange, chargeM: M,
    diceTotalNeeded: needed, pSuccess: legal ? num / denominator : 0, pSuccessFraction: legal ? `${num}/${denominator}` : `0/${denominator}`,
    dice: random ? rm : swift ? 'best two of 3D6' : '2D6', championFloor: floor,
    availableReactions: reactions, standAndShootModifiers, terrorTest, dangerousTerrainTests: dangerous,
    finalPosition: legal ? { centre: fin.centre, facing: fin.facing } : null,
    path: legal ? [{ move: 'wheel', degrees: wheel, about: corner }, { move: 'straight', inches: Math.hypot(move.x, move.y) }, ...(Math.abs(delta - wheel) > 1e-6 ? [{ move: 'align', degrees: delta - wheel }] : [])] : [],
  };
  // A charger left without room by the others still rolls its range, then makes a failed-charge move (L926-928).
  if (s && (legal || (among.placed.length > 0 && reasons.every((r) => r.code === 'BLOCKED_BY_CHARGER')))) {
    const faces = s.roll('chargeRange', 6, random ? random.count : swift ? 3 : 2);
    const counted = floor && ctx.options.championFloor === 'perDie' ? faces.map((f) => Math.max(4, f)) : faces;
    let total = counted.reduce((a, b) => a + b, 0) - (swift ? Math.min(...counted) : 0) + (random?.plus ?? 0);
    if (floor && ctx.options.championFloor === 'diceTotal') total = Math.max(4, total);
    const success = legal && total >= needed;
    let terrorPassed: boolean | undefined;
    if (terror && !itp && !among.skipTerror) {
      const t = s.roll('terror', 6, 2).reduce((a, b) => a + b, 0);
      terrorPassed = t <= (target.Ld ?? 7) || (!!target.bsbInRange && s.reroll('terror', 6, 2).reduce((a, b) => a + b, 0) <= (target.Ld ?? 7));
    }
    ex.add(R.failedCharge, success ? `rolled ${total}: the charge reaches` : `rolled ${total}: failed charge, moves ${Math.max(...faces)}" (highest D6)`);
    result.roll = { total, success, failedChargeMove: success ? 0 : Math.max(...faces), ...(terrorPassed !== undefined ? { terrorPassed } : {}) };
    return { result, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
  }
  if (!legal) ex.add(R.chargeLegal, `illegal: ${reasons.map((r) => r.code).join(', ')}`);
  return { result, explanation: ex.steps };
}

/** Immune to Psychology (L3396-3399; Unbreakable, Undead and Frenzy include it): auto-passes panic, never flees from a charge. */
const psychologyImmune = (u: ChargeUnit) => has(u, 'immuneToPsychology') || has(u, 'unbreakable') || has(u, 'undead') || has(u, 'frenzy');
/** Terror (L3517-3521): a charger with Terror makes the target test panic, unless the target causes Fear or Terror itself. */
const causesTerror = (charger: ChargeUnit, target: ChargeUnit) => has(charger, 'terror') && !has(target, 'terror') && !has(target, 'fear');
/** 2D6 ≤ ld as an exact fraction; with a reroll (Hold your Ground) over 1296. */
const ldFraction = (ld: number, reroll: boolean) => {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= ld) n++;
  return reroll ? `${1296 - (36 - n) ** 2}/1296` : `${n}/36`;
};

const rotateAbout = (p: Vec, c: Vec, deg: number): Vec => rotate(p, c, deg);

/** The final position slid along the charged edge to the nearest spot clear of the chargers already there (L918-928). */
function slideClear(fin: Footprint, target: Footprint, facing: EdgeName, placed: Polygon[]): Footprint | null {
  const clear = (f: Footprint) => !placed.some((p) => polygonsOverlap(footprintPolygon(f), p));
  if (clear(fin)) return fin;
  const [a, b] = edge(target, facing);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const u = scale(sub(b, a), 1 / len);
  const half = fin.width / 2;
  const t0 = dot(sub(fin.centre, a), u);
  // a charger may overlap the edge's ends, as finalPosition allows: from min(half, len − half) to max(…)
  const lo = Math.min(half, len - half);
  const hi = Math.max(half, len - half);
  const step = 0.05;
  for (let k = 1; k * step <= hi - lo + step; k++) {
    for (const t of [t0 - k * step, t0 + k * step]) {
      if (t < lo - 1e-9 || t > hi + 1e-9) continue;
      const f = { ...fin, centre: add(fin.centre, scale(u, t - t0)) };
      if (clear(f)) return f;
    }
  }
  return null;
}

const fraction = (r: Record<string, unknown>): [bigint, bigint] => {
  const [n, d] = String(r.pSuccessFraction).split('/');
  return [BigInt(n), BigInt(d)];
};
const prefixed = (id: string, steps: ExplanationStep[] | undefined): ExplanationStep[] => (steps ?? []).map((st) => ({ ...st, text: `${id}: ${st.text}` }));

/**
 * Several chargers on one target (L918-928): declared chargers step aside (L843-844); every range is rolled before
 * any moves; they move in the order given, each placed against the target clear of those already there; one left
 * without room makes a failed-charge move (BLOCKED_BY_CHARGER). The dice are independent: P(all arrive) is the product.
 */
function runMany(req: ChargeRequest, target: ChargeUnit, board: { width: number; depth: number }, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const ids = req.chargerIds!;
  const s = samplerOf(ctx);
  const placed: Among['placed'] = [];
  const chargers: Array<Record<string, unknown>> = [];
  const explanation: ExplanationStep[] = [];
  // Terror (L3517-3521) on the first Terror charger's declaration only: passed, the target is exempt from panic for the
  // rest of the phase (L2160-2162); failed, it flees and a fleeing unit is immune to panic (L2159-2160).
  const terrorBy = ids.find((id) => causesTerror(req.units.find((u) => u.id === id)!, target));
  for (const id of ids) {
    const ch = req.units.find((u) => u.id === id)!;
    const out = checkOne(req, ch, target, board, ctx, s, { ignore: new Set(ids.filter((x) => x !== id)), placed: [...placed], skipTerror: true });
    const r = out.result;
    if (terrorBy !== undefined && id !== terrorBy && r.terrorTest) r.terrorTest = { ...(r.terrorTest as object), required: false, pPass: 1, pMustFlee: 0, takenOn: terrorBy };
    const arrived = s ? !!(r.roll as { success?: boolean } | undefined)?.success : r.legal === true;
    if (arrived && r.finalPosition) placed.push({ id, poly: footprintPolygon({ ...(r.finalPosition as { centre: Vec; facing: number }), width: ch.width, depth: ch.depth }) });
    chargers.push({ chargerId: id, ...r });
    explanation.push(...prefixed(id, out.explanation));
  }
  const ps = chargers.map((c) => Number(c.pSuccess));
  let arrivals = [1];
  for (const p of ps) arrivals = [...arrivals, 0].map((q, k) => q * (1 - p) + (k > 0 ? arrivals[k - 1] * p : 0));
  const [num, den] = chargers.map(fraction).reduce(([n1, d1], [n2, d2]) => [n1 * n2, d1 * d2], [1n, 1n]);
  explanation.push(...new Explainer().add(rule('multipleCharges', 'L918-928', 'Multiple charges'), `${ids.length} chargers on ${target.id}: every range rolled before any moves; moved in the order ${ids.join(', ')}, each placed clear of those already in contact; P(all arrive) = ${ps.map((p) => p.toFixed(4)).join(' × ')}`).steps);
  let terror: Record<string, unknown> | undefined;
  if (terrorBy !== undefined) {
    const ld = target.Ld ?? 7;
    const required = !psychologyImmune(target);
    const reroll = !!target.bsbInRange;
    const pPass = required ? pLdReroll(ld, reroll) : 1;
    const canFlee = (chargers.find((c) => c.chargerId === terrorBy)!.availableReactions as string[]).includes('flee');
    terror = { chargerId: terrorBy, required, ld, pPass, pPassFraction: required ? ldFraction(ld, reroll) : '1/1', pMustFlee: canFlee ? 1 - pPass : 0 };
    if (s && required) {
      let t = s.roll('terror', 6, 2).reduce((a, b) => a + b, 0);
      if (t > ld && reroll) t = s.reroll('terror', 6, 2).reduce((a, b) => a + b, 0);
      terror.passed = t <= ld;
    }
    explanation.push(...new Explainer().add(rule('terror', 'L3517-3521, L2159-2162', 'Terror'), required
      ? `Terror: ${target.id} tests panic once, on ${terrorBy}'s declaration, Ld ${ld}, P(pass) ${terror.pPassFraction}${terror.passed !== undefined ? ` (${terror.passed ? 'passed' : 'failed'})` : ''}; a pass makes it exempt for the phase, a failure makes it flee (fleeing units are immune to panic): the other chargers cause no further test`
      : `Terror: ${target.id} is Immune to Psychology and passes automatically`).steps);
  }
  const first = chargers[0];
  return {
    result: { ...first, chargers, ...(terror ? { terror } : {}), pAllArrive: ps.reduce((a, b) => a * b, 1), pAllArriveFraction: `${num}/${den}`, arrivals: arrivals.map((p, value) => ({ value, p })) },
    ...(s ? { rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}) } : {}),
    explanation,
  };
}

/**
 * A redirect after the target fled (L861-869): the charger takes a Ld test (Hold your Ground rerolls); passed, it
 * declares a charge on another viable target; failed, it still charges the fled unit where it ended. Once per turn.
 */
function runRedirect(req: ChargeRequest, charger: ChargeUnit, fled: ChargeUnit, board: { width: number; depth: number }, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const red = req.redirect!;
  const other = req.units.find((u) => u.id === red.newTargetId)!;
  const cite = `${SEED} L861-869`;
  const reasons: Array<{ code: string; message: string; cite: string }> = [];
  if (!fled.fleeing) reasons.push({ code: 'REDIRECT_TARGET_NOT_FLEEING', message: `${fled.id} did not flee: only a charger whose target fled may redirect`, cite: `${SEED} L861-863` });
  if (red.alreadyRedirected) reasons.push({ code: 'REDIRECT_ALREADY_USED', message: 'a unit may redirect its charge once per turn', cite: `${SEED} L866-867` });
  if (other.id === fled.id || other.id === charger.id) reasons.push({ code: 'REDIRECT_SAME_TARGET', message: 'the new target is another enemy unit', cite });
  const fledCheck = checkOne(req, charger, fled, board, ctx, null, { ignore: new Set(), placed: [] });
  const newCheck = checkOne(req, charger, other, board, ctx, null, { ignore: new Set(), placed: [] });
  if (reasons.length === 0 && newCheck.result.legal !== true) reasons.push({ code: 'REDIRECT_TARGET_NOT_VIABLE', message: `no charge possible on ${other.id}: ${(newCheck.result.reasons as Array<{ code: string }>).map((r) => r.code).join(', ')}`, cite: `${SEED} L839-844, L864-865` });
  const allowed = reasons.length === 0;
  const ld = charger.Ld ?? 7;
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= ld) n++;
  const reroll = !!charger.bsbInRange;
  const pPass = pLdReroll(ld, reroll);
  const pLdPassFraction = reroll ? `${1296 - (36 - n) ** 2}/1296` : `${n}/36`;
  const pFled = Number(fledCheck.result.pSuccess);
  // The new target fled too (L867-869): the charge is completed against either fleeing unit, chosen before the roll.
  const runaway = red.newTargetFled ? { ...other, centre: red.newTargetFled.centre, facing: red.newTargetFled.facing, fleeing: true } : undefined;
  // after the second flee the new target stands where it fled, for either charge
  const moved: ChargeRequest | undefined = runaway ? { ...req, units: req.units.map((u) => (u === other ? runaway : u)) } : undefined;
  const fledAfter = moved ? moved.units.find((u) => u.id === fled.id)! : fled;
  const runawayCheck = moved ? checkOne(moved, charger, runaway!, board, ctx, null, { ignore: new Set(), placed: [] }) : undefined;
  const fledAfterCheck = moved ? checkOne(moved, charger, fledAfter, board, ctx, null, { ignore: new Set(), placed: [] }) : undefined;
  const pRunaway = runawayCheck ? Number(runawayCheck.result.pSuccess) : 0;
  const pFledAfter = fledAfterCheck ? Number(fledAfterCheck.result.pSuccess) : pFled;
  const against = runaway ? (red.completeAgainst ?? (pRunaway >= pFledAfter ? other.id : fled.id)) : other.id;
  const pNew = runaway ? (against === other.id ? pRunaway : pFledAfter) : Number(newCheck.result.pSuccess);
  const ex = new Explainer();
  const rr = rule('redirect', 'L861-869', 'Redirect a charge');
  ex.add(rr, allowed ? `the target fled: a Ld ${ld} test${reroll ? ' (Hold your Ground reroll)' : ''}, P(pass) ${pLdPassFraction}; passed, charge ${other.id} (P ${pNew.toFixed(4)}); failed, charge the fled ${fled.id} (P ${pFled.toFixed(4)})` : `no redirect (${reasons.map((r) => r.code).join(', ')}): the charge goes on against ${fled.id}`);
  const redirect: Record<string, unknown> = {
    allowed, reasons, newTargetId: other.id, ld, pLdPass: allowed ? pPass : 0, pLdPassFraction: allowed ? pLdPassFraction : '0/36',
    pChargeNew: allowed ? pPass * pNew : 0, pChargeFled: allowed ? (1 - pPass) * pFled : pFled, newTarget: newCheck.result,
    ...(runawayCheck ? { bothFled: { completeAgainst: against, chosen: red.completeAgainst !== undefined, newTargetAfterFlee: runawayCheck.result, fledAfterSecondFlee: fledAfterCheck!.result } } : {}),
  };
  if (runaway && allowed) ex.add(rule('redirect', 'L867-869', 'Redirect a charge'), `${other.id} fled too: the charge is completed against either fleeing unit, chosen before the range roll: ${against}${red.completeAgainst === undefined ? ' (the likelier to reach)' : ''}, P ${pNew.toFixed(4)} (${other.id} where it fled: ${pRunaway.toFixed(4)}, ${fled.id}: ${pFledAfter.toFixed(4)})`);
  const s = samplerOf(ctx);
  let main = fledCheck;
  if (s) {
    let to = fled;
    if (allowed) {
      const roll2 = () => s.roll('redirect', 6, 2).reduce((a, b) => a + b, 0);
      let t = roll2();
      let passed = t <= ld;
      if (!passed && reroll) { t = s.reroll('redirect', 6, 2).reduce((a, b) => a + b, 0); passed = t <= ld; }
      if (passed) to = runaway ? (against === other.id ? runaway : fledAfter) : other;
      redirect.roll = { total: t, passed, chargeTo: to.id };
    }
    main = checkOne(moved && redirect.roll && (redirect.roll as { passed: boolean }).passed ? moved : req, charger, to, board, ctx, s, { ignore: new Set(), placed: [] });
    return { result: { ...main.result, redirect }, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: [...ex.steps, ...(main.explanation ?? [])] };
  }
  return { result: { ...main.result, redirect }, explanation: [...ex.steps, ...(main.explanation ?? [])] };
}

export const chargesCapability: Capability<ChargeRequest, Record<string, unknown>> = {
  options: optionsNamed('standAndShootDistanceRef', 'championFloor', 'combinedUnitM', 'facingTieBreak', 'engagedCannotCharge', 'reactionTiming'),
  usesDice: true,
  run,
};

/**
 * The `charges` capability: can this unit charge that one, and how does it get there
 * (KoW charges: 003_80333abf01c9832d.txt L299-403; line of sight L106-151, L447-469; Hindered
 * L639-646; special rules L897-1012). The procedure is digest §4.9: order eligibility, front arc,
 * line of sight, range to the nearest visible point, the facing charged, the final position
 * (aligned and slid along the facing, corner-only contact illegal), a path with one pivot (two for
 * Nimble / Fly), Hindered, and Yellow-Bellied.
 */
import { IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate } from '../../core/prob/evaluate.js';
import { pool } from '../../core/prob/pool.js';
import { faces } from '../../core/prob/proc.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { arcOfPoint, shapeTouchesArc, type ArcTieBreak } from '../../core/table/arcs.js';
import { closestPointOnPolygon, polygonDistance, polygonsIntersect, polygonsOverlap } from '../../core/table/intersect.js';
import { edge, footprintPolygon, leaderPoint, type EdgeName, type Footprint, type Polygon } from '../../core/table/shapes.js';
import { lineOfSight } from '../../core/table/sight.js';
import { sweptByTranslation } from '../../core/table/sweep.js';
import { offTableBy, type Table } from '../../core/table/table.js';
import { add, dist, dot, EPS, facingOf, facingVector, scale, sub, type Vec } from '../../core/table/vec.js';
import { optionsNamed } from './options.js';
import { boxesMeet, boxOf, CLEARANCE, nearestLegal, slideEvents } from './placement.js';
import { R } from './rules.js';
import { sightBlockers } from './shooting.js';
import { checkMove, type MoveOrder, type MoveStep } from './movement.js';
import { has, isIndividual, invalid } from './units.js';
import { assertPossible, collectTable, collectTerrain, collectUnits, type Piece, type Placed, type PlacedUnitInput, type TerrainInput } from './world.js';

export interface ChargeRequest {
  table?: Partial<Table>;
  terrain?: TerrainInput[];
  units: PlacedUnitInput[];
  /** Id of the charging unit. */
  charger: string;
  /** Id of the unit charged (not for mode advance). */
  target?: string;
  /**
   * 'counter': a counter-charge against a unit that charged the charger last turn (L388-403).
   * 'advance': after routing the Individual `routed`, the charger advances D6" straight ahead; an
   * enemy it meets is charged and fought at once (L845-855). `target` is not given.
   */
  mode?: 'normal' | 'counter' | 'advance' | 'move';
  /** move: the order given (halt, changeFacing, advance, back, sidestep, atTheDouble). */
  order?: MoveOrder;
  /** move: the proposed steps, in order. */
  moves?: MoveStep[];
  /** move: this is the unit's Vanguard move after deployment (L990-997). */
  vanguard?: boolean;
  /** advance: the routed Individual (it leaves the table). */
  routed?: string;
  /** advance: the charge that routed it was Hindered (the next combat is too, L849-850). */
  chargeWasHindered?: boolean;
  /** Ids of the enemy units that charged the charger in the previous turn (counter-charges). */
  chargedByLastTurn?: string[];
  /** Other units of the charger's side charging the same target in the same order (L369-386), fitted in this order after the charger. */
  alsoCharging?: string[];
}

export const CHARGE_CODES = [
  'WE_CANNOT_CHARGE',
  'WAVERING_CANNOT_CHARGE',
  'NOT_A_COUNTER_CHARGE_TARGET',
  'NOT_IN_FRONT_ARC',
  'NO_LINE_OF_SIGHT',
  'OUT_OF_RANGE',
  'CORNER_ONLY',
  'NO_LEGAL_CONTACT',
  'NO_PATH',
  'PATH_TOO_LONG',
  'NO_ROOM_FOR_ALL_CHARGERS',
] as const;
export type ChargeCode = (typeof CHARGE_CODES)[number];

export interface ChargeReason {
  code: ChargeCode;
  message: string;
  cite: string;
}

export interface Pose {
  centre: Vec;
  facing: number;
}

export type PathMove =
  | { move: 'forward'; distance: number; to: Pose }
  | { move: 'pivot'; degrees: number; to: Pose }
  | { move: 'slide'; distance: number; to: Pose }
  /** On first contact: turn flush against the facing and slide along it (L324-328). */
  | { move: 'align'; degrees: number; distance: number; to: Pose };

export interface ChargeVerdict {
  charger: string;
  target: string;
  legal: boolean;
  reasons: ChargeReason[];
  /** The facing of the target that is charged (L334-344). */
  facing: 'front' | 'left' | 'right' | 'rear';
  /** Leader point to the nearest visible point of the target (nearest point for counter-charges), and 2×Sp. */
  distance: { needed: number | null; allowed: number };
  hindered: boolean;
  /** Pieces of difficult terrain or obstacles crossed or ended on (before exemptions). */
  hinderedBy: string[];
  /** Why the charge is not Hindered although it crosses such terrain. */
  hinderedExemption?: string;
  final?: Pose & { leaderPoint: Vec };
  path?: { moves: PathMove[]; length: number; pivots: number };
  /** Individual targets turn to face the charger (L835-837). */
  targetFinal?: Pose;
  /** Enemy units other than the target the charger ends touching; they are moved apart (L346-356). */
  moveApart: Array<{ unit: string; by: '1inch' | 'untouch' }>;
  yellowBellied?: { applies: boolean; pProceed?: number; proceeds?: boolean };
  /** mode advance: the D6" advance after routing an Individual. */
  advance?: AdvanceReport;
}

export interface AdvanceReport {
  routed: string;
  /** How far ahead the first unit, impassable piece or table edge is met (null: nothing within 6"). */
  contactAt: number | null;
  /** What is met first: an enemy is charged, anything else stops the advance. */
  meets: { kind: 'enemy' | 'friend' | 'impassable' | 'tableEdge'; id?: string } | null;
  /** Exact mode: chance the D6 reaches the enemy. */
  pContact?: number;
  /** Seeded / given modes: the D6 and whether it reached. */
  roll?: number;
  contacted?: boolean;
  /** The enemy met is an Individual: if it is routed too, the charger may advance again (L852-855). */
  chainable: boolean;
}

export interface ChargeResult extends ChargeVerdict {
  alsoCharging: ChargeVerdict[];
}

const FACING_EDGE: Record<ChargeVerdict['facing'], EdgeName> = { front: 'front', rear: 'rear', left: 'left', right: 'right' };

/** Angle difference b − a wrapped to (−180, 180]. */
export function turn(a: number, b: number): number {
  let d = (((b - a) % 360) + 360) % 360;
  if (d > 180) d -= 360;
  return d;
}

const round = (v: number, k = 1e6) => Math.round(v * k) / k;
const pose = (c: Vec, f: number): Pose => ({ centre: { x: round(c.x), y: round(c.y) }, facing: round(((f % 360) + 360) % 360) });

interface World {
  table: Table;
  units: Placed[];
  pieces: Piece[];
  byId: Map<string, Placed>;
  options: Record<string, boolean | number | string>;
}

/** The charged facing as a segment: midpoint, unit tangent, outward normal, length. */
function facingGeometry(target: Placed, facing: ChargeVerdict['facing']) {
  const [a, b] = edge(target.fp, FACING_EDGE[facing]);
  const M = scale(add(a, b), 0.5);
  const len = dist(a, b);
  const t = scale(sub(b, a), 1 / len);
  const away = sub(M, target.fp.centre);
  const n = scale(away, 1 / Math.hypot(away.x, away.y));
  return { M, t, n, len };
}

/** The charger's footprint flush against the facing with its leader point at M + s·t. */
function flushAt(c: Placed, g: ReturnType<typeof facingGeometry>, s: number): Footprint {
  const centre = add(add(g.M, scale(g.t, s)), scale(g.n, c.fp.depth / 2));
  return { centre, facing: facingOf(scale(g.n, -1)), width: c.fp.width, depth: c.fp.depth };
}

interface Slot {
  unit: Placed;
  /** Leader offset along the facing, relative to the block's offset. */
  offset: number;
}

/**
 * Placement (digest §4.5 reference algorithm): slide the block of chargers on this facing so the
 * leader points are as near the facing's centre as possible; every charger must overlap the facing
 * (corner-only contact is illegal, L330-332, L358-367), stay on the table, off impassable terrain
 * (L418-422), clear of friends (L280-297, option friendlyGap) and not overlap enemies.
 */
function place(w: World, slots: Slot[], target: Placed, g: ReturnType<typeof facingGeometry>, friendsToAvoid: Placed[], ignoreCorner = false): { s: number } | null {
  const side = slots[0].unit.side;
  const gap = w.options.friendlyGap === '1inch' ? 1 : 0;
  const movers = new Set(slots.map((x) => x.unit.id));
  const reach = Math.max(...slots.map((x) => Math.abs(x.offset) + x.unit.fp.width / 2)) + g.len / 2;
  const lo = -reach - 1;
  const hi = reach + 1;
  // Everything that could be met while sliding along the facing
  const lane = boxOf(...slots.flatMap((x) => [footprintPolygon(flushAt(x.unit, g, lo + x.offset)), footprintPolygon(flushAt(x.unit, g, hi + x.offset))]));
  const margin = gap + 1e-6;
  const others = w.units.filter((u) => !movers.has(u.id) && boxesMeet(boxOf(u.poly), lane, margin));
  const friends = [...others.filter((u) => u.side === side), ...friendsToAvoid.filter((f) => !movers.has(f.id))];
  const enemies = others.filter((u) => u.side !== side);
  const walls = w.pieces.filter((p) => p.type === 'impassable' && boxesMeet(boxOf(p.polygon), lane, margin));
  const events: number[] = [];
  for (const x of slots) {
    const base = footprintPolygon(flushAt(x.unit, g, x.offset));
    for (const f of friends) events.push(...slideEvents(base, g.t, f.poly, gap));
    for (const e of enemies) events.push(...slideEvents(base, g.t, e.poly, 0));
    for (const p of walls) events.push(...slideEvents(base, g.t, p.polygon, 0));
    const tableBox: Polygon = [{ x: 0, y: 0 }, { x: w.table.width, y: 0 }, { x: w.table.width, y: w.table.depth }, { x: 0, y: w.table.depth }];
    events.push(...slideEvents(base, g.t, tableBox, 0));
    const touch = (x.unit.fp.width + g.len) / 2;
    events.push(-touch - x.offset, touch - x.offset);
  }
  const legal = (s: number): boolean =>
    slots.every((x) => {
      const leaderS = s + x.offset;
      if (!ignoreCorner && Math.abs(leaderS) >= (x.unit.fp.width + g.len) / 2 - EPS) return false;
      if (ignoreCorner && Math.abs(leaderS) > (x.unit.fp.width + g.len) / 2 + EPS) return false;
      const poly = footprintPolygon(flushAt(x.unit, g, leaderS));
      if (offTableBy(w.table, poly) > EPS) return false;
      if (walls.some((p) => polygonsOverlap(poly, p.polygon))) return false;
      if (friends.some((f) => (gap > 0 ? polygonDistance(poly, f.poly) < gap - EPS : polygonsIntersect(poly, f.poly)))) return false;
      if (enemies.some((e) => polygonsOverlap(poly, e.poly))) return false;
      if (polygonsOverlap(poly, target.poly)) return false;
      return true;
    });
  if (ignoreCorner) {
    const ends = slots.flatMap((x) => [-(x.unit.fp.width + g.len) / 2 - x.offset, (x.unit.fp.width + g.len) / 2 - x.offset]);
    const s = ends.find((e) => legal(e));
    return s === undefined ? null : { s };
  }
  const s = nearestLegal(lo, hi, 0, events, legal);
  return s === null ? null : { s };
}

interface PathPlan {
  moves: PathMove[];
  length: number;
  pivots: number;
  /** Straight legs as swept polygons, for collisions and Hindered. */
  swept: Polygon[];
}

/** Straight-leg collisions: impassable terrain, every unit but the charger, the table edge (L316-320, L418-422). */
function legClear(w: World, c: Placed, swept: Polygon): boolean {
  if (offTableBy(w.table, swept) > EPS) return false;
  const box = boxOf(swept);
  for (const p of w.pieces) if (p.type === 'impassable' && boxesMeet(boxOf(p.polygon), box) && polygonsOverlap(swept, p.polygon)) return false;
  for (const u of w.units) if (u.id !== c.id && boxesMeet(boxOf(u.poly), box) && polygonsOverlap(swept, u.poly)) return false;
  return true;
}

function leg(from: Footprint, delta: Vec): Polygon {
  return sweptByTranslation(footprintPolygon(from), delta);
}

/**
 * Square approach: forward s1, turn to face the charged facing (one pivot up to 90°, or two making
 * up to 180° on the spot), forward s2 until contact, slide along the facing. With s2 = D·fF − s1·b
 * ≥ 0 and contact before the slide (|sFinal + σ| < half), s1 ranges over an interval.
 */
function squarePlans(c: Placed, final: Footprint, g: ReturnType<typeof facingGeometry>, sFinal: number): Array<{ length: number; build: () => PathPlan }> {
  const plans: Array<{ length: number; build: () => PathPlan }> = [];
  const theta = turn(c.fp.facing, final.facing);
  const pivots = Math.abs(theta) <= 1e-9 ? 0 : Math.abs(theta) <= 90 + 1e-7 ? 1 : 2;
  const f0 = facingVector(c.fp.facing);
  const fF = facingVector(final.facing);
  const D = sub(final.centre, c.fp.centre);
  const half = (c.fp.width + g.len) / 2;
  const a = dot(f0, g.t);
  const b = dot(f0, fF);
  let lo = 0;
  let hi = 1e3;
  if (b > EPS) hi = Math.min(hi, dot(D, fF) / b);
  else if (dot(D, fF) < -EPS && b > -EPS) return plans;
  if (Math.abs(a) > EPS) {
    const x1 = (-half - sFinal + dot(D, g.t)) / a;
    const x2 = (half - sFinal + dot(D, g.t)) / a;
    lo = Math.max(lo, Math.min(x1, x2) + 1e-6);
    hi = Math.min(hi, Math.max(x1, x2) - 1e-6);
  } else if (Math.abs(sFinal - dot(D, g.t)) >= half - EPS) return plans;
  if (b < -EPS) lo = Math.max(lo, dot(D, fF) / b);
  if (hi < lo - 1e-9) return plans;
  hi = Math.max(lo, Math.min(hi, 1e3));
  const cands = new Set<number>([lo, hi]);
  if (Math.abs(a) > EPS) {
    const s0 = dot(D, g.t) / a;
    if (s0 >= lo && s0 <= hi) cands.add(s0);
  }
  for (let x = Math.ceil(lo * 4) / 4; x <= hi; x += 0.25) cands.add(x);
  for (const s1 of cands) {
    const s2 = Math.max(0, dot(D, fF) - s1 * b);
    const sigma = s1 * a - dot(D, g.t);
    plans.push({
      length: s1 + s2 + Math.abs(sigma),
      build: () => {
        const p1 = add(c.fp.centre, scale(f0, s1));
        const p2 = add(p1, scale(fF, s2));
        const moves: PathMove[] = [];
        if (s1 > 1e-9) moves.push({ move: 'forward', distance: round(s1), to: pose(p1, c.fp.facing) });
        if (pivots === 2) {
          moves.push({ move: 'pivot', degrees: round(theta / 2), to: pose(p1, c.fp.facing + theta / 2) });
          moves.push({ move: 'pivot', degrees: round(theta / 2), to: pose(p1, final.facing) });
        } else if (pivots === 1) moves.push({ move: 'pivot', degrees: round(theta), to: pose(p1, final.facing) });
        if (s2 > 1e-9) moves.push({ move: 'forward', distance: round(s2), to: pose(p2, final.facing) });
        if (Math.abs(sigma) > 1e-9) moves.push({ move: 'slide', distance: round(Math.abs(sigma)), to: pose(final.centre, final.facing) });
        const swept = [leg(c.fp, scale(f0, s1)), leg({ ...final, centre: p1 }, scale(fF, s2))];
        return { moves, length: s1 + s2 + Math.abs(sigma), pivots, swept };
      },
    });
  }
  return plans;
}

/**
 * The charge move (L314-332; digest §4.5 reference path). Two shapes of move, each with one pivot of
 * at most 90° after an optional straight move forward:
 *  - square approach: pivot to face the charged facing, forward until contact, slide along it;
 *  - oblique approach: pivot toward the final position, forward until first contact, then align
 *    flush and slide (alignment and slide are part of the contact, L324-328).
 * Candidates are tried shortest first (leader-point travel); the first whose straight legs hit no
 * impassable terrain, no other unit and stay on the table wins. Fly ignores what it passes over
 * (L897-899). 'turn' when every candidate needs a pivot over 90°.
 */
function singlePivotPath(w: World, c: Placed, t: Placed, final: Footprint, g: ReturnType<typeof facingGeometry>, sFinal: number, fly: boolean): PathPlan | null | 'turn' {
  const f0 = facingVector(c.fp.facing);
  const fF = facingVector(final.facing);
  const D = sub(final.centre, c.fp.centre);
  const half = (c.fp.width + g.len) / 2;
  const plans: Array<{ length: number; build: () => PathPlan }> = [];
  let turnedTooFar = false;
  const theta = turn(c.fp.facing, final.facing);
  if (Math.abs(theta) > 90 + 1e-7) turnedTooFar = true;
  else plans.push(...squarePlans(c, final, g, sFinal));
  // Oblique approach: forward s1, pivot toward the final position, forward to first contact, align, slide
  const reach = Math.max(0, dot(D, f0));
  for (let s1 = 0; s1 <= reach + 1e-9; s1 += s1 === 0 && reach > 0 ? Math.min(0.25, reach) : 0.25) {
    const p1 = add(c.fp.centre, scale(f0, s1));
    const d = sub(final.centre, p1);
    const len = Math.hypot(d.x, d.y);
    if (len < 1e-9) break;
    const beta = facingOf(d);
    const pivot = turn(c.fp.facing, beta);
    if (Math.abs(pivot) > 90 + 1e-7) {
      turnedTooFar = true;
      continue;
    }
    const dir = scale(d, 1 / len);
    const start: Footprint = { ...c.fp, centre: p1, facing: beta };
    const startPoly = footprintPolygon(start);
    const contacts = slideEvents(startPoly, dir, t.poly, 0)
      .filter((x) => x >= -1e-9 && x <= len + 1e-9)
      .sort((x, y) => x - y);
    const firstContact = contacts.find((x) => polygonDistance(startPoly.map((v) => add(v, scale(dir, x))), t.poly) <= 1e-7) ?? len;
    const pc = add(p1, scale(dir, firstContact));
    const settle = dist(pc, final.centre);
    plans.push({
      length: s1 + firstContact + settle,
      build: () => {
        const moves: PathMove[] = [];
        if (s1 > 1e-9) moves.push({ move: 'forward', distance: round(s1), to: pose(p1, c.fp.facing) });
        if (Math.abs(pivot) > 1e-9) moves.push({ move: 'pivot', degrees: round(pivot), to: pose(p1, beta) });
        if (firstContact > 1e-9) moves.push({ move: 'forward', distance: round(firstContact), to: pose(pc, beta) });
        const align = turn(beta, final.facing);
        if (Math.abs(align) > 1e-9 || settle > 1e-9) moves.push({ move: 'align', degrees: round(align), distance: round(settle), to: pose(final.centre, final.facing) });
        return { moves, length: s1 + firstContact + settle, pivots: Math.abs(pivot) > 1e-9 ? 1 : 0, swept: [leg(c.fp, scale(f0, s1)), leg(start, scale(dir, firstContact))] };
      },
    });
    if (reach === 0) break;
  }
  if (plans.length === 0) return turnedTooFar ? 'turn' : null;
  plans.sort((x, y) => x.length - y.length);
  for (const p of plans) {
    const plan = p.build();
    if (fly || plan.swept.every((sw) => legClear(w, c, sw))) return plan;
  }
  return null;
}

/**
 * Two pivots (Nimble, Fly: L942-950, L904; or anyone when strictSinglePivot is false): forward s1,
 * pivot toward a waypoint on the approach lane, forward to it, pivot to face the facing, forward
 * into contact, slide. The waypoints are searched on a grid (1" along the lane and the charger's
 * own line, a quarter of the frontage across the facing), shortest first.
 */
function twoPivotPath(w: World, c: Placed, final: Footprint, g: ReturnType<typeof facingGeometry>, sFinal: number, fly: boolean, limit: number): PathPlan | null {
  const f0 = facingVector(c.fp.facing);
  const fF = facingVector(final.facing);
  const half = (c.fp.width + g.len) / 2;
  const plans: Array<{ length: number; build: () => PathPlan }> = [];
  if (Math.abs(turn(c.fp.facing, final.facing)) > 90 + 1e-7) plans.push(...squarePlans(c, final, g, sFinal));
  const step = Math.max(c.fp.width / 4, 0.25);
  for (let s1 = 0; s1 <= limit; s1 += 1) {
    const p1 = add(c.fp.centre, scale(f0, s1));
    for (let sigma = -half + step / 2; sigma < half; sigma += step) {
      const sig = sigma - sFinal;
      for (let s3 = 0; s3 <= limit; s3 += 1) {
        const contact = add(final.centre, scale(g.t, sig));
        const W = sub(contact, scale(fF, s3));
        const d = sub(W, p1);
        const len = Math.hypot(d.x, d.y);
        const beta = len > 1e-9 ? facingOf(d) : c.fp.facing;
        const t1 = turn(c.fp.facing, beta);
        const t2 = turn(beta, final.facing);
        if (Math.abs(t1) > 90 + 1e-7 || Math.abs(t2) > 90 + 1e-7) continue;
        const length = s1 + len + s3 + Math.abs(sig);
        if (length > limit * 3) continue;
        plans.push({
          length,
          build: () => {
            const moves: PathMove[] = [];
            if (s1 > 0) moves.push({ move: 'forward', distance: round(s1), to: pose(p1, c.fp.facing) });
            if (Math.abs(t1) > 1e-9) moves.push({ move: 'pivot', degrees: round(t1), to: pose(p1, beta) });
            if (len > 1e-9) moves.push({ move: 'forward', distance: round(len), to: pose(W, beta) });
            if (Math.abs(t2) > 1e-9) moves.push({ move: 'pivot', degrees: round(t2), to: pose(W, final.facing) });
            if (s3 > 0) moves.push({ move: 'forward', distance: round(s3), to: pose(contact, final.facing) });
            if (Math.abs(sig) > 1e-9) moves.push({ move: 'slide', distance: round(Math.abs(sig)), to: pose(final.centre, final.facing) });
            const swept = [leg(c.fp, scale(f0, s1)), leg({ ...c.fp, centre: p1, facing: beta }, d), leg({ ...final, centre: W }, scale(fF, s3))];
            return { moves, length, pivots: (Math.abs(t1) > 1e-9 ? 1 : 0) + (Math.abs(t2) > 1e-9 ? 1 : 0), swept };
          },
        });
      }
    }
  }
  plans.sort((x, y) => x.length - y.length);
  for (const p of plans) {
    const plan = p.build();
    if (fly || plan.swept.every((s) => legClear(w, c, s))) return plan;
  }
  return null;
}

const reason = (code: ChargeCode, message: string, cite: string): ChargeReason => ({ code, message, cite });

interface Checked {
  verdict: ChargeVerdict;
  /** Set when the geometry up to the facing was computed. */
  g?: ReturnType<typeof facingGeometry>;
}

/** Steps 1-7 of digest §4.9: eligibility, arc, sight, range, facing. */
function preconditions(w: World, c: Placed, t: Placed, mode: 'normal' | 'counter', chargedBy: ReadonlySet<string>, ex: Explainer): Checked {
  const reasons: ChargeReason[] = [];
  const L = leaderPoint(c.fp);
  if (c.unit.type === 'WE') reasons.push(reason('WE_CANNOT_CHARGE', `${c.id} is a War Engine and cannot be ordered to charge`, R.warEngines.cite));
  const fury = has(c.unit, 'fury');
  if (c.wavering && !(mode === 'counter' && fury)) reasons.push(reason('WAVERING_CANNOT_CHARGE', `${c.id} is Wavering${fury ? ' (Fury lets it counter-charge only)' : ''}`, R.wavering.cite));
  if (mode === 'counter' && !chargedBy.has(t.id)) reasons.push(reason('NOT_A_COUNTER_CHARGE_TARGET', `${t.id} did not charge ${c.id} last turn`, R.counterCharge.cite));
  if (mode === 'normal' && !shapeTouchesArc(c.fp, t.poly, 'front')) reasons.push(reason('NOT_IN_FRONT_ARC', `no part of ${t.id} is in ${c.id}'s front arc`, R.chargeArc.cite));
  let needed: number | null;
  if (mode === 'normal') {
    const sight = lineOfSight(L, t.poly, sightBlockers(w.units, w.pieces, c, t), c.height, t.height);
    if (!sight.visible) {
      reasons.push(reason('NO_LINE_OF_SIGHT', `${c.id} (height ${c.height}) cannot see any part of ${t.id} (height ${t.height})`, R.lineOfSight.cite));
      needed = null;
    } else needed = sight.distance!;
    ex.add(R.lineOfSight, sight.visible ? `${c.id} sees ${t.id}; nearest visible point ${needed!.toFixed(3)}"` : `${c.id} cannot see ${t.id}`);
  } else {
    needed = dist(L, closestPointOnPolygon(L, t.poly));
    ex.add(R.counterCharge, `counter-charge: no line of sight or front arc needed; range to the nearest point ${needed.toFixed(3)}"`);
  }
  const allowed = 2 * c.unit.sp;
  if (needed !== null && needed > allowed + EPS) reasons.push(reason('OUT_OF_RANGE', `${t.id} is ${needed.toFixed(3)}" away; ${c.id} charges up to ${allowed}" (2 × Sp ${c.unit.sp})`, R.chargeRange.cite));
  const arc = arcOfPoint(t.fp, L, w.options.arcTieBreak as ArcTieBreak);
  const facing = (arc === 'inside' ? 'front' : arc) as ChargeVerdict['facing'];
  ex.add(R.chargeFacing, `${c.id}'s leader point is in ${t.id}'s ${facing} arc: it must charge that facing`);
  return {
    verdict: { charger: c.id, target: t.id, legal: false, reasons, facing, distance: { needed: needed === null ? null : round(needed), allowed }, hindered: false, hinderedBy: [], moveApart: [] },
    g: facingGeometry(t, facing),
  };
}

/** Steps 8-11: final position (or not), path, Hindered, Yellow-Bellied. */
function finish(w: World, c: Placed, t: Placed, mode: 'normal' | 'counter', chk: Checked, s: number, ex: Explainer): void {
  const v = chk.verdict;
  const g = chk.g!;
  const final = flushAt(c, g, s);
  const fly = has(c.unit, 'fly');
  const nimble = fly || has(c.unit, 'nimble');
  const twoPivots = nimble || w.options.strictSinglePivot === false;
  let plan = singlePivotPath(w, c, t, final, g, s, fly);
  let bigTurn = plan === 'turn' ? Math.abs(turn(c.fp.facing, final.facing)) : 0;
  if ((plan === null || plan === 'turn') && twoPivots) plan = twoPivotPath(w, c, final, g, s, fly, Math.max(12, 2 * c.unit.sp + c.fp.width));
  if (plan === 'turn' || plan === null) {
    v.reasons.push(
      reason(
        'NO_PATH',
        bigTurn > 0
          ? `${c.id} would have to pivot ${bigTurn.toFixed(1)}° (at most 90°${twoPivots ? ', twice' : ''}) to face ${t.id}'s ${v.facing}`
          : `no charge path to ${t.id}'s ${v.facing} with ${twoPivots ? 'two pivots' : 'one pivot'} avoids impassable terrain, other units and the table edge`,
        R.chargeMove.cite,
      ),
    );
    bigTurn = 0;
    return;
  }
  v.final = { ...pose(final.centre, final.facing), leaderPoint: pose(leaderPoint(final), 0).centre };
  v.path = { moves: plan.moves, length: round(plan.length), pivots: plan.pivots };
  ex.add(R.chargeMove, `path of ${plan.length.toFixed(3)}" with ${plan.pivots} pivot(s); slid to ${s === 0 ? 'the centre of the facing' : `${Math.abs(s).toFixed(3)}" from its centre`}`);
  if (w.options.pathLengthCap === true && plan.length > 2 * c.unit.sp + EPS) {
    v.reasons.push(reason('PATH_TOO_LONG', `the path is ${plan.length.toFixed(3)}"; option pathLengthCap limits it to ${2 * c.unit.sp}"`, R.chargeRange.cite));
  }
  // Hindered (L639-646): crossing or ending on difficult terrain or an obstacle
  const finalPoly = footprintPolygon(final);
  const crossed = w.pieces.filter((p) => (p.type === 'difficult' || p.type === 'obstacle') && (fly ? polygonsIntersect(finalPoly, p.polygon) : [...plan.swept, finalPoly].some((sw) => polygonsOverlap(sw, p.polygon))));
  v.hinderedBy = crossed.map((p) => p.id);
  const relevant = crossed.filter((p) => !(p.type === 'difficult' && has(c.unit, 'pathfinder')));
  if (crossed.length > 0) {
    if (mode === 'counter') v.hinderedExemption = 'counter-charges are never Hindered';
    else if (has(c.unit, 'strider')) v.hinderedExemption = 'Strider';
    else if (relevant.length === 0) v.hinderedExemption = 'Pathfinder (difficult terrain only)';
    else v.hindered = true;
  }
  ex.add(R.hindered, v.hindered ? `crosses or ends on ${relevant.map((p) => p.id).join(', ')}: Hindered (-1 to hit, no Thunderous Charge)` : v.hinderedExemption ? `not Hindered: ${v.hinderedExemption}` : 'no difficult terrain or obstacle on the way: not Hindered');
  // Proximity (L346-356): enemies touched by accident are moved apart
  const by = w.options.proximityNudge === 'untouch' ? 'untouch' : '1inch';
  v.moveApart = w.units.filter((u) => u.side !== c.side && u.id !== t.id && polygonsIntersect(finalPoly, u.poly)).map((u) => ({ unit: u.id, by }));
  if (isIndividual(t.unit)) {
    const fC = facingVector(final.facing);
    v.targetFinal = pose(add(leaderPoint(final), scale(fC, t.fp.depth / 2)), final.facing + 180);
    ex.add(R.individuals, `${t.id} is an Individual: it turns to face ${c.id} flush (the charger is not realigned)`);
  }
}

function yellowBellied(w: World, c: Placed, t: Placed, mode: 'normal' | 'counter', v: ChargeVerdict): boolean {
  if (!has(c.unit, 'yellowBellied')) return false;
  if (mode === 'counter' || v.facing !== 'front') return false;
  if (w.options.yellowBelliedExemptions !== 'flankRearOnly' && (isIndividual(t.unit) || t.unit.type === 'WE')) return false;
  return true;
}

export function runCharge(req: ChargeRequest, ctx: RulesContext): RulesOutcome<ChargeResult> {
  const issues = new IssueCollector();
  const table = collectTable(req.table, issues);
  const pieces = collectTerrain(req.terrain, 'terrain', issues);
  if (!Array.isArray(req.units) || req.units.length === 0) issues.add('/units', 'required', 'units must list at least the charger and the target');
  const units = collectUnits(Array.isArray(req.units) ? req.units : [], 'units', pieces, issues);
  issues.throwIfAny(issues.issues.some((i) => i.code === 'unknown_catalogue_id' || i.code === 'unknown_special_rule') ? 'unknown_reference' : 'invalid_input', 'Invalid charge request');
  const byId = new Map(units.map((u) => [u.id, u]));
  const refs = new IssueCollector();
  const ref = (path: string, id: unknown) => {
    if (typeof id !== 'string' || !byId.has(id)) refs.add(path, 'unknown_unit', `no unit with id "${String(id)}" in units`);
  };
  ref('/charger', req.charger);
  if (req.mode === 'move') {
    if (req.target !== undefined) refs.add('/target', 'invalid_value', 'a move has no target (a Charge is mode normal)');
  } else if (req.mode === 'advance') {
    if (req.target !== undefined) refs.add('/target', 'invalid_value', 'an advance has no target: it charges whatever enemy it meets');
    ref('/routed', req.routed);
  } else ref('/target', req.target);
  (req.alsoCharging ?? []).forEach((id, i) => ref(pointer('alsoCharging', i), id));
  (req.chargedByLastTurn ?? []).forEach((id, i) => ref(pointer('chargedByLastTurn', i), id));
  refs.throwIfAny('unknown_reference', 'Unknown unit');
  const mode = req.mode ?? 'normal';
  if (mode !== 'normal' && mode !== 'counter' && mode !== 'advance' && mode !== 'move') throw invalid('/mode', 'mode must be normal, counter, advance or move');
  if (mode === 'advance') return runAdvance(req, ctx, table, pieces, units, byId);
  if (mode === 'move') {
    assertPossible(table, units, pieces, 'units');
    if (req.order === undefined) throw invalid('/order', 'a move needs its order');
    return checkMove(table, units, pieces, byId.get(req.charger)!, req.order, req.moves ?? [], req.vanguard === true, ctx.options) as unknown as RulesOutcome<ChargeResult>;
  }
  const c = byId.get(req.charger)!;
  const t = byId.get(req.target!)!;
  const v2 = new IssueCollector();
  if (c.id === t.id) v2.add('/target', 'invalid_value', 'a unit cannot charge itself');
  else if (c.side === t.side) v2.add('/target', 'invalid_value', `${t.id} is on ${c.id}'s side (${c.side}); charges target enemies`);
  (req.alsoCharging ?? []).forEach((id, i) => {
    const u = byId.get(id)!;
    if (u.side !== c.side || u.id === c.id || u.id === t.id) v2.add(pointer('alsoCharging', i), 'invalid_value', `${id} must be another unit of side ${c.side}`);
  });
  v2.throwIfAny('invalid_input', 'Invalid charge request');
  assertPossible(table, units, pieces, 'units');

  const w: World = { table, units, pieces, byId, options: ctx.options };
  const ex = new Explainer();
  const chargedBy = new Set(req.chargedByLastTurn ?? []);
  const order = [c, ...(req.alsoCharging ?? []).map((id) => byId.get(id)!)];
  const placedChargers: Placed[] = [];
  const verdicts: ChargeVerdict[] = [];
  const blocks = new Map<string, { slots: Slot[]; g: ReturnType<typeof facingGeometry> }>();
  for (const unit of order) {
    const chk = preconditions(w, unit, t, mode, chargedBy, ex);
    const v = chk.verdict;
    verdicts.push(v);
    if (v.reasons.some((r) => ['WE_CANNOT_CHARGE', 'WAVERING_CANNOT_CHARGE', 'NOT_A_COUNTER_CHARGE_TARGET'].includes(r.code))) continue;
    const g = chk.g!;
    // Several chargers on one facing share it as evenly as possible, in their current order (L369-386)
    const block = blocks.get(v.facing) ?? { slots: [], g };
    const trial = [...block.slots.map((x) => x.unit), unit].sort((a, b) => dot(leaderPoint(a.fp), g.t) - dot(leaderPoint(b.fp), g.t));
    const gap = w.options.friendlyGap === '1inch' ? 1 : CLEARANCE;
    const total = trial.reduce((acc, u) => acc + u.fp.width, 0) + gap * (trial.length - 1);
    let x = -total / 2;
    const slots: Slot[] = trial.map((u) => {
      const slot = { unit: u, offset: x + u.fp.width / 2 };
      x += u.fp.width + gap;
      return slot;
    });
    const others = placedChargers.filter((p) => !trial.includes(p));
    const where = trial.length === 1 ? place(w, [{ unit, offset: 0 }], t, g, others) : place(w, slots, t, g, others);
    if (!where) {
      if (trial.length > 1) {
        v.reasons.push(reason('NO_ROOM_FOR_ALL_CHARGERS', `${unit.id} does not fit on ${t.id}'s ${v.facing} beside ${block.slots.map((s) => s.unit.id).join(', ')}; it may be given another order`, R.multipleCharges.cite));
        ex.add(R.multipleCharges, `${unit.id} does not fit beside the other chargers`);
      } else {
        const corner = place(w, [{ unit, offset: 0 }], t, g, others, true);
        v.reasons.push(
          corner
            ? reason('CORNER_ONLY', `${unit.id} could only touch ${t.id}'s ${v.facing} corner to corner`, R.chargeContact.cite)
            : reason('NO_LEGAL_CONTACT', `${unit.id} cannot be placed against ${t.id}'s ${v.facing}: terrain, other units or the table edge are in the way`, R.chargeContact.cite),
        );
      }
      continue;
    }
    const s = where.s;
    if (trial.length === 1) {
      finish(w, unit, t, mode, chk, s, ex);
      block.slots = [{ unit, offset: 0 }];
    } else {
      // Re-seat every charger of the block and re-check their paths
      for (const slot of slots) {
        const vi = verdicts[order.indexOf(slot.unit)];
        vi.reasons = vi.reasons.filter((r) => r.code !== 'NO_PATH' && r.code !== 'PATH_TOO_LONG');
        delete vi.final;
        delete vi.path;
        vi.hindered = false;
        vi.hinderedBy = [];
        delete vi.hinderedExemption;
        finish(w, slot.unit, t, mode, { verdict: vi, g }, s + slot.offset, ex);
      }
      block.slots = slots;
    }
    blocks.set(v.facing, block);
    if (!placedChargers.includes(unit)) placedChargers.push(unit);
  }
  for (const v of verdicts) v.legal = v.reasons.length === 0;

  // Yellow-Bellied (L1006-1012): a legal frontal charge against an ordinary unit rolls a D6; 1 = Halt
  const first = verdicts[0];
  const rolls: RulesOutcome['rolls'] = [];
  let unusedRolls: number[] | undefined;
  let distribution: RulesOutcome['distribution'];
  for (const [i, v] of verdicts.entries()) {
    const u = order[i];
    const applies = v.legal && yellowBellied(w, u, t, mode, v);
    if (!has(u.unit, 'yellowBellied')) continue;
    v.yellowBellied = { applies };
    if (!applies) continue;
    ex.add(R.yellowBellied, `${u.id} is Yellow-Bellied and charges an enemy front: D6, on a 1 it Halts instead`);
    const proc = pool({ purpose: `yellow-bellied ${u.id}`, count: 1, target: 2, naturalOneFails: true });
    if (ctx.dice.mode === 'exact') {
      v.yellowBellied.pProceed = 5 / 6;
      if (i === 0) distribution = { proceeds: [{ value: 'charge', p: 5 / 6 }, { value: 'halt', p: 1 / 6 }] };
    } else if (ctx.dice.mode === 'seeded') {
      const ev = evaluate(proc, { mode: 'seeded', seed: `${ctx.dice.seed}/${u.id}` });
      if (ev.kind === 'sampled') {
        v.yellowBellied.proceeds = ev.value === 1;
        rolls.push(...ev.rolls);
      }
    } else {
      const ev = evaluate(proc, { mode: 'given', rolls: ctx.dice.rolls.slice(rolls.length) });
      if (ev.kind === 'sampled') {
        v.yellowBellied.proceeds = ev.value === 1;
        rolls.push(...ev.rolls);
      }
    }
  }
  if (ctx.dice.mode === 'given' && ctx.dice.rolls.length > rolls.length) unusedRolls = ctx.dice.rolls.slice(rolls.length);
  ex.add(R.chargeVerdict, first.legal ? `${c.id} may charge ${t.id}'s ${first.facing}` : `${c.id} may not charge ${t.id}: ${first.reasons.map((r) => r.code).join(', ')}`);
  return {
    result: { ...first, alsoCharging: verdicts.slice(1) },
    ...(distribution ? { distribution } : {}),
    ...(ctx.dice.mode !== 'exact' ? { rolls } : {}),
    ...(unusedRolls ? { unusedRolls } : {}),
    explanation: ex.steps,
  };
}

/**
 * After routing an Individual, the charger may advance D6" straight ahead; meeting an enemy is a
 * successful charge and the charger aligns to it as usual and attacks again; Hindered if the first
 * charge or the advance crossed difficult terrain or an obstacle (L845-855). Friends, impassable
 * terrain and the table edge stop the advance.
 */
function runAdvance(req: ChargeRequest, ctx: RulesContext, table: Table, pieces: Piece[], all: Placed[], byId: Map<string, Placed>): RulesOutcome<ChargeResult> {
  const c = byId.get(req.charger)!;
  const routed = byId.get(req.routed!)!;
  const v = new IssueCollector();
  if (routed.side === c.side) v.add('/routed', 'invalid_value', `${routed.id} is on ${c.id}'s side`);
  else if (!isIndividual(routed.unit)) v.add('/routed', 'invalid_value', `${routed.id} is not an Individual: only routing an Individual lets the charger advance D6" (L845-847)`);
  if (req.alsoCharging?.length) v.add('/alsoCharging', 'invalid_value', 'an advance is one unit');
  v.throwIfAny('invalid_input', 'Invalid advance');
  const units = all.filter((u) => u.id !== routed.id);
  assertPossible(table, units, pieces, 'units');
  const w: World = { table, units, pieces, byId, options: ctx.options };
  const ex = new Explainer();
  const f0 = facingVector(c.fp.facing);
  // The first thing met moving straight ahead: the smallest slide at which the footprint would start to overlap it
  const firstOverlap = (poly: Polygon): number | null => {
    const ev = slideEvents(c.poly, f0, poly, 0).filter((x) => x > 1e-9).sort((a, b) => a - b);
    for (const x of ev) {
      const moved = (k: number) => c.poly.map((p) => add(p, scale(f0, k)));
      if (polygonDistance(moved(x), poly) <= 1e-7 && polygonsOverlap(moved(x + 1e-4), poly)) return x;
    }
    return null;
  };
  let meets: AdvanceReport['meets'] = null;
  let at = Infinity;
  for (const u of units) {
    if (u.id === c.id) continue;
    const d = firstOverlap(u.poly);
    if (d !== null && d < at) [at, meets] = [d, { kind: u.side === c.side ? 'friend' : 'enemy', id: u.id }];
  }
  for (const p of pieces) {
    if (p.type !== 'impassable') continue;
    const d = firstOverlap(p.polygon);
    if (d !== null && d < at) [at, meets] = [d, { kind: 'impassable', id: p.id }];
  }
  // The table edge: the furthest the footprint can go before leaving the table
  let edgeAt = Infinity;
  for (const p of c.poly) for (const [k, lim] of [[f0.x, p.x], [f0.y, p.y]] as const) {
    const size = k === f0.x ? table.width : table.depth;
    if (k > 1e-12) edgeAt = Math.min(edgeAt, (size - lim) / k);
    if (k < -1e-12) edgeAt = Math.min(edgeAt, -lim / k);
  }
  if (edgeAt < at) [at, meets] = [edgeAt, { kind: 'tableEdge' }];
  const within = at <= 6 + EPS;
  const report: AdvanceReport = { routed: routed.id, contactAt: within ? round(at) : null, meets: within ? meets : null, chainable: false };
  ex.add(R.individuals, within ? `advancing straight ahead, ${c.id} meets ${meets!.id ?? 'the table edge'} (${meets!.kind}) after ${at.toFixed(3)}"` : `nothing within 6" straight ahead of ${c.id}`);
  const enemy = within && meets?.kind === 'enemy' ? byId.get(meets.id!)! : undefined;
  const verdict: ChargeVerdict = {
    charger: c.id,
    target: enemy?.id ?? '',
    legal: false,
    reasons: [],
    facing: 'front',
    distance: { needed: within ? round(at) : null, allowed: 6 },
    hindered: false,
    hinderedBy: [],
    moveApart: [],
  };
  if (!enemy) {
    verdict.reasons.push(reason(within ? 'NO_PATH' : 'OUT_OF_RANGE', within ? `the advance is stopped by ${meets!.kind === 'tableEdge' ? 'the table edge' : `${meets!.kind} ${meets!.id}`}` : 'no enemy within a 6" advance straight ahead', R.individuals.cite));
  } else {
    // Aligned to the enemy met as in any charge, on the facing whose arc holds the leader point at contact
    const atContact = { ...c, fp: { ...c.fp, centre: add(c.fp.centre, scale(f0, at)) } };
    atContact.poly = footprintPolygon(atContact.fp);
    const arc = arcOfPoint(enemy.fp, leaderPoint(atContact.fp), w.options.arcTieBreak as ArcTieBreak);
    verdict.facing = (arc === 'inside' ? 'front' : arc) as ChargeVerdict['facing'];
    const g = facingGeometry(enemy, verdict.facing);
    const spot = place(w, [{ unit: atContact, offset: 0 }], enemy, g, []);
    if (!spot) verdict.reasons.push(reason('NO_LEGAL_CONTACT', `${c.id} cannot be aligned against ${enemy.id}'s ${verdict.facing}`, R.chargeContact.cite));
    else {
      const final = flushAt(atContact, g, spot.s);
      verdict.final = { ...pose(final.centre, final.facing), leaderPoint: pose(leaderPoint(final), 0).centre };
      verdict.path = { moves: [{ move: 'forward', distance: round(at), to: pose(atContact.fp.centre, c.fp.facing) }, { move: 'align', degrees: round(turn(c.fp.facing, final.facing)), distance: round(dist(atContact.fp.centre, final.centre)), to: pose(final.centre, final.facing) }], length: round(at + dist(atContact.fp.centre, final.centre)), pivots: 0 };
      const swept = sweptByTranslation(c.poly, scale(f0, at));
      const crossed = pieces.filter((p) => (p.type === 'difficult' || p.type === 'obstacle') && [swept, footprintPolygon(final)].some((sw) => polygonsOverlap(sw, p.polygon)));
      verdict.hinderedBy = crossed.map((p) => p.id);
      const relevant = crossed.filter((p) => !(p.type === 'difficult' && has(c.unit, 'pathfinder')));
      if (has(c.unit, 'strider') && (crossed.length > 0 || req.chargeWasHindered)) verdict.hinderedExemption = 'Strider';
      else verdict.hindered = req.chargeWasHindered === true || relevant.length > 0;
      ex.add(R.hindered, verdict.hindered ? `Hindered in this combat: ${req.chargeWasHindered ? 'the first charge was Hindered' : `the advance crossed ${relevant.map((p) => p.id).join(', ')}`}` : 'not Hindered');
      report.chainable = isIndividual(enemy.unit);
    }
  }
  verdict.legal = verdict.reasons.length === 0;
  const out: RulesOutcome<ChargeResult> = { result: { ...verdict, alsoCharging: [], advance: report }, explanation: ex.steps };
  // The D6 (L845): contact when it reaches the enemy
  const need = verdict.legal ? Math.max(1, Math.ceil(at - 1e-9)) : 7;
  if (ctx.dice.mode === 'exact') {
    report.pContact = verdict.legal ? (7 - need) / 6 : 0;
    out.distribution = { advance: [{ value: 'contact', p: report.pContact }, { value: 'short', p: 1 - report.pContact }].filter((e) => e.p > 0) };
  } else {
    const ev = evaluate(faces(1, 6, 'advance D6'), ctx.dice.mode === 'seeded' ? ctx.dice : { mode: 'given', rolls: ctx.dice.rolls });
    if (ev.kind === 'sampled') {
      report.roll = ev.value[0];
      report.contacted = verdict.legal && ev.value[0] >= need;
      out.rolls = ev.rolls;
      if (ev.unusedRolls?.length) out.unusedRolls = ev.unusedRolls;
    }
  }
  ex.add(R.individuals, verdict.legal ? `contact on a D6 of ${need}+ — a successful charge: ${c.id} fights ${enemy!.id} at once${report.chainable ? '; it is an Individual, so if routed the charger may advance again' : ''}` : 'no combat from this advance');
  out.explanation = ex.steps;
  return out;
}

export const chargesCapability: Capability<ChargeRequest, ChargeResult> = {
  options: optionsNamed('friendlyGap', 'arcTieBreak', 'strictSinglePivot', 'pathLengthCap', 'yellowBelliedExemptions', 'proximityNudge'),
  usesDice: true,
  run: runCharge,
};

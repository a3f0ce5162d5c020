/**
 * The shapes of a charge check: request, reasons, verdict, path (KoW charges:
 * 003_80333abf01c9832d.txt L299-403), and the small helpers every charge module shares.
 */
import type { Arc } from '../../core/table/arcs.js';
import type { Table } from '../../core/table/table.js';
import type { Vec } from '../../core/table/vec.js';
import type { Separation } from './charge-separate.js';
import type { MoveOrder, MoveStep } from './movement.js';
import type { Piece, Placed, PlacedUnitInput, TerrainInput } from './world.js';

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
   * 'regroup': after routing its target the charger pivots, moves forward D6" or back D3" (`regroup`, L661-677).
   */
  mode?: 'normal' | 'counter' | 'advance' | 'move' | 'regroup' | 'arc' | 'stepBack';
  /** arc: the point whose arc of the charger is asked (instead of a target unit). */
  point?: Vec;
  /** regroup: the choice (pivot to `facing`, forward D6", back D3"). */
  regroup?: RegroupChoice;
  /** move: the order given (halt, changeFacing, advance, back, sidestep, atTheDouble). */
  order?: MoveOrder;
  /** move: the proposed steps, in order. */
  moves?: MoveStep[];
  /** move: this is the unit's Vanguard move after deployment (L990-997). */
  vanguard?: boolean;
  /** advance: the routed Individual (it leaves the table); regroup: the routed target, if still listed (it leaves the table). */
  routed?: string;
  /** advance: the charge that routed it was Hindered (the next combat is too, L849-850). */
  chargeWasHindered?: boolean;
  /** Ids of Wavering Headstrong units that passed their Headstrong roll this turn: no Wavering restrictions (L909-911). */
  headstrongPassed?: string[];
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
  'PATHS_CROSS',
  'REGROUP_BLOCKED',
  'REGROUP_ILLEGAL_END',
] as const;

export type RegroupChoice = { kind: 'pivot'; facing: number } | { kind: 'forward'; facing?: undefined } | { kind: 'back'; facing?: undefined };
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
  /** Regroup: straight back (L668-669). */
  | { move: 'back'; distance: number; to: Pose }
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
  moveApart: Array<{ unit: string; by: '1inch' | 'untouch'; distance: number; to: Pose }>;
  yellowBellied?: { applies: boolean; pProceed?: number; proceeds?: boolean };
  /** mode advance: the D6" advance after routing an Individual. */
  advance?: AdvanceReport;
  /** mode regroup: the move after routing the target. */
  regroup?: RegroupReport;
  /** mode arc: which arc of the charger a point or the target lies in. */
  arc?: ArcReport;
  /** mode stepBack: the 1" back after a combat that did not rout the target. */
  stepBack?: StepBackReport;
}

/** mode stepBack (L679-689). */
export interface StepBackReport {
  /** Inches moved back (1 unless something behind stops it). */
  moved: number;
  stoppedShort: boolean;
  /** What is behind it: a unit (it stops 0.001" short), impassable terrain or the table edge. */
  stoppedBy: { kind: 'enemy' | 'friend' | 'impassable' | 'tableEdge'; id?: string } | null;
  /** Units it ended too close to, moved straight apart (L683-688). */
  separated: Separation[];
  /** Enemies still within 1" after the separation: they could not be moved apart, closer is tolerated (L688-689). */
  tooClose: Array<{ unit: string; distance: number; engagedWith?: string }>;
  /** Friends still touching after the separation (they could not be moved apart, L160-166). */
  friendsTouching: Array<{ unit: string; distance: number; engagedWith?: string }>;
}

/** mode arc (L89-93): the arc of unit `of` holding a point, or another unit's leader point. */
export interface ArcReport {
  of: string;
  /** The point asked about, or the other unit's leader point. */
  point: Vec;
  /** The arc holding it ('inside' within the footprint). */
  arc: Arc;
  /** On a 45° line (within the contact tolerance): the arc is the tie rule's (arcTieBreak). */
  onLine: boolean;
  /** Another unit: the arc holding its centre, and every arc it is at least partly in (boundary counts). */
  unit?: { id: string; centre: Arc; partlyIn: Array<Exclude<Arc, 'inside'>> };
}

export interface RegroupOutcome {
  /** The die result (D6 forward, D3 back). */
  roll: number;
  /** Inches actually moved (0 when the move cannot be made). */
  moved: number;
  stoppedShort: boolean;
  /** What stopped it short of the full distance: a unit in the way, or the end would be within 1" of an enemy / touching a friend. */
  stoppedBy: { kind: 'enemy' | 'friend' | 'impassable' | 'tableEdge'; id?: string } | null;
  /** False when the move cannot be made with this roll (regroupBlocked refused, or nowhere legal to end). */
  legal: boolean;
  final?: Pose & { leaderPoint: Vec };
  /** Units it ended too close to, moved straight apart (only when no place on its line is legal, L675-677, L683-688). */
  separated: Separation[];
  /** Enemies still within 1" that could not be moved apart: tolerated (L688-689). */
  tooClose: Array<{ unit: string; distance: number; engagedWith?: string }>;
}

export interface RegroupReport {
  routed?: string;
  choice: 'pivot' | 'forward' | 'back';
  die: 'D6' | 'D3' | null;
  /** How far the unit can go before a unit, impassable terrain or the table edge is in the way (capped at the die's maximum). */
  reach: number;
  /** What is in the way within the die's maximum (pivot: what the new facing would end too close to). */
  blockedBy: RegroupOutcome['stoppedBy'];
  /** Exact mode: the outcome of each die value. */
  outcomes?: RegroupOutcome[];
  /** Seeded / given modes. */
  roll?: number;
  moved?: number;
  stoppedShort?: boolean;
  stoppedBy?: RegroupOutcome['stoppedBy'];
  /** Pivot, seeded / given modes: units moved apart after the move (L675-677, L683-688). */
  separated?: Separation[];
  /** Pivot, seeded / given modes: enemies left within 1", tolerated (L688-689). */
  tooClose?: Array<{ unit: string; distance: number; engagedWith?: string }>;
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

/** Angle difference b − a wrapped to (−180, 180]. */
export function turn(a: number, b: number): number {
  let d = (((b - a) % 360) + 360) % 360;
  if (d > 180) d -= 360;
  return d;
}

export const round = (v: number, k = 1e6) => Math.round(v * k) / k;
export const pose = (c: Vec, f: number): Pose => ({ centre: { x: round(c.x), y: round(c.y) }, facing: round(((f % 360) + 360) % 360) });

export interface World {
  table: Table;
  units: Placed[];
  pieces: Piece[];
  byId: Map<string, Placed>;
  options: Record<string, boolean | number | string>;
  /** Units that passed their Headstrong roll this turn (L909-911). */
  headstrongPassed?: ReadonlySet<string>;
}

export const reason = (code: ChargeCode, message: string, cite: string): ChargeReason => ({ code, message, cite });

/** The pre-game part of a terrain setup request (§8.2-8.4, L452-540) and of its answer. */
import type { Vec } from '../../../core/table/vec.js';
import type { RuleRef } from '../units.js';
import type { DeploymentType, Side } from './zone.js';

export const VANGUARD_MOVES = ['forward', 'backward', 'left', 'right', 'wheel'] as const;
export type VanguardMove = (typeof VANGUARD_MOVES)[number];
export interface VanguardStep { move: VanguardMove; inches?: number; degrees?: number }

/** A unit deployed on the table (its footprint as in charges). */
export interface DeployedUnit {
  id: string;
  side: Side;
  centre: Vec;
  facing: number;
  width: number;
  depth: number;
  troopType?: string;
  rules?: RuleRef[];
  /** Its Vanguard move, step by step, from where it was deployed. */
  vanguard?: { steps: VanguardStep[] };
}

export interface Pose { centre: Vec; facing: number }

export interface Ambusher {
  id: string;
  side: Side;
  M: number;
  width: number;
  depth: number;
  /** Where it comes on (its rear rank on a board edge) and, optionally, where it ends its move. */
  arrival?: Pose & { moved?: Pose };
}

export interface HiddenModel { id: string; side: Side; troopType: string; in: string; championOf?: string }

export interface PreGameRequest {
  units?: DeployedUnit[];
  deployment?: { type: DeploymentType; diagonal?: 'rising' | 'falling'; attacker?: Side; goesFirst?: Side };
  markers?: Array<{ side: Side; at: Vec }>;
  firstTurnRoll?: { finishedFirst: Side; undeployed: { units: number; warMachines: number; characters: number } };
  ambushers?: Ambusher[];
  hidden?: HiddenModel[];
}

export const DEPLOYMENT_CODES = ['OUTSIDE_ZONE', 'SCOUT_TOO_CLOSE', 'WITHIN_1_INCH', 'HIDDEN_HOST_ENEMY', 'HIDDEN_HOST_NOT_DEPLOYED', 'HIDDEN_HOST_TROOP_TYPE', 'HIDDEN_CHAMPION_OTHER_UNIT'] as const;
export const VANGUARD_CODES = ['NOT_VANGUARD', 'MIXED_DIRECTIONS', 'TOO_FAR', 'PATH_BLOCKED', 'OFF_TABLE', 'WITHIN_1_INCH', 'TOO_CLOSE_TO_ENEMY'] as const;
export const MARKER_CODES = ['MARKER_TOO_CLOSE_TO_ZONE', 'MARKERS_TOO_CLOSE'] as const;
export const AMBUSH_CODES = ['REAR_NOT_ON_EDGE', 'TOO_FAR_FROM_EDGE'] as const;

export interface Finding { code: string; path: string; message: string; cite: string }
export interface UnitFinding extends Finding { unit: string }

export interface DeploymentAnswer {
  valid: boolean;
  violations: UnitFinding[];
  /** Per unit: the shortest distance to the dividing line, and how far inside its zone it lies (≤ 0: outside). */
  distances: Array<{ unit: string; side: Side; distance: number; margin: number }>;
  /** Per Scout: inside its zone, and the distance to the nearest enemy unit deployed before it. */
  scouts: Array<{ unit: string; side: Side; inZone: boolean; nearestEnemy: number | null }>;
  /** Units that may not declare a charge in their side's first player turn if their side goes first. */
  firstTurnNoCharge: Array<{ unit: string; side: Side; rule: 'scout' | 'vanguard'; applies: boolean | null; cite: string }>;
}

export interface VanguardAnswer {
  unit: string;
  legal: boolean;
  reasons: Finding[];
  /** The move's length: forward inches plus each wheel's arc, or the backward or sideways inches. */
  inches: number;
  /** The farthest any corner of the footprint ends from where it started. */
  farthest: number;
  final: Pose;
  /** At the end of the move, to the nearest enemy unit (null when there is none). */
  nearestEnemy: number | null;
}

export interface MarkersAnswer {
  valid: boolean;
  violations: Array<Finding & { side: Side }>;
  distances: Array<{ side: Side; toOwnZone: number; toOtherMarker: number | null }>;
}

export interface FirstTurnAnswer {
  finishedFirst: Side;
  /** The opponent's undeployed units, war machines as one, characters as one: added to the finisher's die. */
  undeployedUnits: number;
  /** Exact: each side's chance to choose who plays the first turn. */
  pChooses?: Array<{ side: Side; p: number; fraction: string }>;
  /** Seeded and given: the side that chooses, and each pair of dice (A's, B's) and totals. */
  chooser?: Side;
  rolls?: number[][];
  totals?: number[][];
}

export interface AmbushAnswer {
  /** Exact: the turn an ambusher arrives (rolls from its second turn, 3+), and by which turn. */
  arrival?: Array<{ turn: number; p: number; fraction: string; pByTurn: number; byTurnFraction: string }>;
  pNever?: number;
  pNeverFraction?: string;
  units: Array<{ unit: string; side: Side; arrivesOnTurn?: number | null; legal?: boolean; reasons?: Finding[]; edge?: string; toEdge?: number }>;
}

export interface PreGameAnswer {
  deployment?: DeploymentAnswer;
  vanguardMoves?: VanguardAnswer[];
  markers?: MarkersAnswer;
  firstTurnRoll?: FirstTurnAnswer;
  ambush?: AmbushAnswer;
}

/** The charge request, its units and the small unit predicates every part of the charge check shares. */
import type { Footprint } from '../../../core/table/shapes.js';
import type { Vec } from '../../../core/table/vec.js';
import { TROOP_TYPE_INFO, type TerrainType, type TroopType } from '../catalogue.js';
import { SEED, specialRule } from '../rules.js';
import type { RuleRef } from '../units.js';

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
  /** As a target: it already chose Stand and Shoot this player turn (once per turn, L855-856). */
  standAndShootUsed?: boolean;
  /** Lowest M among the models of a combined unit (option combinedUnitM). */
  lowestM?: number;
  bsbInRange?: boolean;
  /** Models per rank (L762-765); default 1, or width / baseWidth: the unit as one model wide. */
  files?: number;
  /** Models in the unit, in ranks of `files` (the last may be incomplete); default `files` (one rank). */
  models?: number;
  /** A model's base width, inches; default width / files. */
  baseWidth?: number;
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


/** Context of one charger among several: the other declared chargers step aside (L843-844); `single`: a lone charge (the target may turn, a charge may be Blocked). */
export interface Among { ignore: Set<string>; skipTerror?: boolean; single?: boolean }

/** A table: width × depth, inches. */
export type Board = { width: number; depth: number };

export const HEIGHT = { small: 1, medium: 2, large: 3 } as const;
export const rule = (id: string, lines: string, name: string) => specialRule(id, `${SEED} ${lines}`, name);
export const fp = (u: ChargeUnit): Footprint => ({ centre: u.centre, facing: u.facing, width: u.width, depth: u.depth });
export const has = (u: ChargeUnit, id: string) => (u.rules ?? []).some((r) => r.id === id) || TROOP_TYPE_INFO[u.troopType ?? 'infantry'].inherent.includes(id);
export const ruleValue = (u: ChargeUnit, id: string) => (u.rules ?? []).find((r) => r.id === id)?.value;
/** Immune to Psychology (L3396-3399; Unbreakable L3362-3363, Undead, Frenzy L3280 and Otherworldly L3515 include it): auto-passes panic, never flees from a charge. */
export const psychologyImmune = (u: ChargeUnit) => has(u, 'immuneToPsychology') || has(u, 'unbreakable') || has(u, 'undead') || has(u, 'frenzy') || has(u, 'otherworldly');
/** Terror (L3517-3521): a charger with Terror makes the target test panic, unless the target causes Terror itself (Terror models are immune to Terror; Fear alone gives immunity to Fear only, L3422-3425). */
export const causesTerror = (charger: ChargeUnit, target: ChargeUnit) => has(charger, 'terror') && !has(target, 'terror');
/** Must the target take a panic test? Not when Immune to Psychology (L3396-3399), nor engaged or fleeing: immune to panic (L2159-2160). */
export const takesPanic = (target: ChargeUnit) => !psychologyImmune(target) && !target.engaged && !target.fleeing;

/**
 * Walking a tray through the legs of a move (digest §4.1): pivots about the centre ignore other trays
 * (000_4d85fd9897d069bf.txt L168-172, L813-819); a straight leg may pass friendly trays but not enemy trays
 * (L826-830, L900-903) nor Impassable terrain (L1976-1979); the move may not end overlapping a tray or
 * Impassable terrain, within 1" of an enemy (L821-824), or off the table; Rough costs 1" (L1959-1961).
 * Shared by the moves (`moves.ts`) and the shift before a ranged attack (`target.ts`).
 */
import { boundsApart, polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import type { Footprint, Polygon } from '../../../core/table/shapes.js';
import { sweptByTranslation } from '../../../core/table/sweep.js';
import { offTableBy } from '../../../core/table/table.js';
import { add, facingVector, scale, type Vec } from '../../../core/table/vec.js';
import { cornersOf } from './geometry.js';
import { M } from './modes-rules.js';
import { roughPenalty } from './path.js';
import type { ChargeUnit, Direction, MoveLegInput, Scene } from './request.js';
import { C } from './rules.js';

export interface Reason {
  code: string;
  message: string;
  cite: string;
  /** The request field the reason is about, as a JSON pointer. */
  path?: string;
}

const TURN: Record<Direction, number> = { forward: 0, right: 90, back: 180, left: 270 };
export const norm = (deg: number): number => {
  const d = ((deg % 360) + 360) % 360;
  return Math.abs(d - 360) < 1e-9 ? 0 : d;
};
/** The unit vector of a straight move in `direction` for a tray facing `facing` (never oblique, L137-140, L882-885). */
export const directionVector = (facing: number, direction: Direction): Vec => facingVector(facing + TURN[direction]);

const overlaps = (a: Polygon, b: Polygon) => !boundsApart(a, b) && polygonsOverlap(a, b);

export interface Walk {
  pose: Footprint;
  /** Total of the straight legs, inches. */
  straight: number;
  /** Inches lost to Rough terrain. */
  penalty: number;
  /** Terrain pieces a straight leg crosses or the move ends on. */
  crossed: number[];
  /** 2021: entering (or acting on) Dangerous terrain; 2018: moving through or ending on it: 1D3+1 wounds. */
  dangerous: boolean;
  /**
   * The Dangerous pieces that wound, 1D3+1 each: `acting` (2021: the unit takes an action standing on it, wounds
   * before the action, 000 L1984-1986) and `entered` (2021: entered by the move, L1986-1988; 2018: moved through or
   * ended on, 002 L1143).
   */
  dangerousPieces: { acting: number[]; entered: number[] };
  /** 2018: Destructible pieces moved through or ended on are removed. */
  destroyed: number[];
  reasons: Reason[];
}

export interface WalkOptions {
  v18: boolean;
  roughPerEntryAndExit: boolean;
  /** The JSON pointer of the legs, e.g. `/legs` or `/shift`. */
  path: string;
  /** The shift is one leg given as an object, not an array. */
  single?: boolean;
}

export function walk(scene: Scene, actor: ChargeUnit, legs: readonly MoveLegInput[], opts: WalkOptions): Walk {
  const { v18 } = opts;
  let pose: Footprint = { ...actor.fp };
  const reasons: Reason[] = [];
  const say = (code: string, message: string, cite: string, path: string) => {
    if (!reasons.some((r) => r.code === code && r.message === message)) reasons.push({ code, message, cite, path });
  };
  const through = v18 ? M.through18 : M.through21;
  const impassable = v18 ? C.impassable18 : C.impassable21;
  const enemies = scene.units.filter((u) => u.side !== actor.side);
  const crossed = new Set<number>();
  const roughPieces = new Set<number>();
  let straight = 0;
  let penaltySum = 0;
  const startPoly = actor.poly;
  legs.forEach((leg, i) => {
    const path = opts.single ? opts.path : `${opts.path}/${i}`;
    if (leg.pivot !== undefined) {
      pose = { ...pose, facing: norm(pose.facing + leg.pivot) };
      return;
    }
    const d = leg.distance ?? 0;
    if (d <= 0) return;
    const poly = cornersOf(pose);
    const u = directionVector(pose.facing, leg.direction ?? 'forward');
    const swept = sweptByTranslation(poly, scale(u, d));
    for (const e of enemies) if (overlaps(swept, e.poly)) say('PASSES_THROUGH_ENEMY', `the move crosses enemy unit "${e.id}"`, through.cite, path);
    for (const t of scene.terrain) {
      if (!overlaps(swept, t.polygon)) continue;
      crossed.add(t.index);
      if (t.keywords.has('impassable')) say('IMPASSABLE_TERRAIN', `the move enters Impassable terrain ${t.index}`, impassable.cite, path);
      if (t.keywords.has('rough')) roughPieces.add(t.index);
    }
    if (opts.roughPerEntryAndExit && !v18) penaltySum += roughPenalty(scene.terrain, poly, u, d, true);
    straight += d;
    pose = { ...pose, centre: add(pose.centre, scale(u, d)) };
  });
  const end = cornersOf(pose);
  for (const t of scene.terrain) if (overlaps(end, t.polygon)) crossed.add(t.index);
  // No leg, no move: nothing ends
  if (legs.length) for (const o of scene.units) {
    if (o === actor) continue;
    if (overlaps(end, o.poly)) say('ENDS_OVERLAPPING', `the move ends overlapping unit "${o.id}"`, (v18 ? M.pivot18 : M.pivot21).cite, opts.path);
    else if (o.side !== actor.side && polygonDistance(end, o.poly) <= 1 + 1e-9) say('ENDS_NEAR_ENEMY', `the move ends ${polygonDistance(end, o.poly).toFixed(2)}" from enemy unit "${o.id}" (1" or less)`, (v18 ? M.near18 : M.near21).cite, opts.path);
  }
  const entered = new Set(reasons.filter((r) => r.code === 'IMPASSABLE_TERRAIN').map((r) => r.message));
  for (const t of scene.terrain) if (legs.length && t.keywords.has('impassable') && overlaps(end, t.polygon) && !entered.has(`the move enters Impassable terrain ${t.index}`)) say('IMPASSABLE_TERRAIN', `the move ends on Impassable terrain ${t.index}`, impassable.cite, opts.path);
  if (legs.length && offTableBy(scene.table, end) > 1e-6) say('OFF_TABLE', `the tray ends off the ${scene.table.width}"×${scene.table.depth}" table`, C.table.cite, opts.path);
  const pieces = [...crossed].sort((a, b) => a - b).map((i) => scene.terrain[i]);
  const moved = straight > 0;
  const acting = v18 ? [] : scene.terrain.filter((t) => t.keywords.has('dangerous') && overlaps(startPoly, t.polygon)).map((t) => t.index);
  const enteredDangerous = moved ? pieces.filter((t) => t.keywords.has('dangerous') && (v18 || !overlaps(startPoly, t.polygon))).map((t) => t.index) : [];
  return {
    pose,
    straight,
    penalty: opts.roughPerEntryAndExit && !v18 ? penaltySum : roughPieces.size,
    crossed: pieces.map((t) => t.index),
    dangerous: acting.length + enteredDangerous.length > 0,
    dangerousPieces: { acting, entered: enteredDangerous },
    destroyed: v18 && moved ? pieces.filter((t) => t.keywords.has('destructible')).map((t) => t.index) : [],
    reasons,
  };
}

/** The enemies touching `poly` (engaged with it). */
export const touchingEnemies = (scene: Scene, actor: ChargeUnit, poly: Polygon = actor.poly): ChargeUnit[] =>
  scene.units.filter((u) => u.side !== actor.side && u !== actor && polygonDistance(u.poly, poly) < 1e-6);

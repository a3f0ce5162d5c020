/**
 * Line of sight (000_4d85fd9897d069bf.txt L712-764) and the charge lane: one pivot about the tray centre, then
 * straight forward (L1040-1060). The distance is the straight travel of the charger until it first touches
 * the target (digest §12.2 item 9); another unit or Impassable terrain met first stops it 1" short, so that
 * lane cannot reach (L1051-1054, §12.2 item 8). Terrain the lane crosses is listed with its effects.
 */
import { boundsApart, polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import type { Footprint, Polygon } from '../../../core/table/shapes.js';
import { lineOfSightFromEdge, type Blocker } from '../../../core/table/sight.js';
import { sweptByTranslation } from '../../../core/table/sweep.js';
import { add, facingOf, facingVector, scale, sub, type Vec } from '../../../core/table/vec.js';
import { arcPolygon, contactAhead, contactDistance, cornersOf, type ArcGeometry } from './geometry.js';
import { clipToConvex } from '../../../core/table/arcs.js';
import type { ChargeSetup, ChargeUnit, TerrainPiece } from './request.js';

const overlaps = (a: Polygon, b: Polygon) => !boundsApart(a, b) && polygonsOverlap(a, b);

/**
 * Can `viewer` (standing at `fp`) see `target`: part of the target inside its front arc, reached by a clear
 * line from the front edge past other trays and Blocks-LoS terrain the viewer and target are not inside.
 */
export function lineOfSight(setup: ChargeSetup, viewer: ChargeUnit, fp: Footprint, target: ChargeUnit, geometry: ArcGeometry): boolean {
  const inArc = clipToConvex(target.poly, arcPolygon(fp, 'front', geometry));
  if (inArc.length < 3) return false;
  const poly = cornersOf(fp);
  const blockers: Blocker[] = [
    ...setup.units.filter((u) => u !== viewer && u !== target).map((u) => ({ polygon: u.poly, height: 1 })),
    ...setup.terrain.filter((t) => t.keywords.has('blocksLoS') && !overlaps(t.polygon, poly) && !overlaps(t.polygon, target.poly)).map((t) => ({ polygon: t.polygon, height: 1 })),
  ];
  const [fl, fr] = poly;
  return lineOfSightFromEdge([fl, fr], inArc, blockers, 1, 1, () => true).visible;
}

export interface LaneOptions {
  v18: boolean;
  friendsBlock: boolean;
  roughPerEntryAndExit: boolean;
  /** The forward swing of the pivot counts towards the charge distance (option `pivotSwing`). */
  swingCounts: boolean;
  /** Where the charger ends once aligned (Rough: does it end inside a piece). */
  finalPoly?: Polygon;
}

export interface Lane {
  heading: number;
  /** Signed turn from the charger's facing, degrees (clockwise positive). */
  pivot: number;
  start: Footprint;
  /** Straight travel to first contact with the target, inches. */
  distance: number;
  /** Inches the pivot brought the charger's tray closer to the target, when that swing counts (else 0). */
  swing: number;
  /** Inches lost to Rough terrain. */
  penalty: number;
  /** Units or terrain met before the target (the lane is then blocked). */
  blockedBy: string[];
  /** Terrain pieces the lane crosses (indices into terrain). */
  crossed: TerrainPiece[];
  /** Some Blocks-LoS piece (or a friendly tray passed through) lies in the lane: its sight is checked. */
  throughBlocksLoS: boolean;
}

const turnOf = (from: number, to: number) => {
  const d = (((to - from) % 360) + 540) % 360 - 180;
  return d === -180 ? 180 : d;
};

/** Rough penalty of moving `poly` along `u` for `travel` inches (one piece −1", or −1" per entry and per exit). */
export function roughPenalty(pieces: readonly TerrainPiece[], poly: Polygon, u: Vec, travel: number, perEntryAndExit: boolean, endPoly?: Polygon): number {
  const end = endPoly ?? poly.map((p) => add(p, scale(u, travel)));
  const swept = sweptByTranslation(poly, scale(u, travel));
  let pen = 0;
  for (const t of pieces) {
    if (!t.keywords.has('rough') || !(overlaps(swept, t.polygon) || overlaps(end, t.polygon))) continue;
    if (!perEntryAndExit) pen += 1;
    else {
      const startIn = overlaps(poly, t.polygon);
      const endIn = overlaps(end, t.polygon);
      pen += (startIn ? 0 : 1) + (endIn ? 0 : 1);
    }
  }
  return pen;
}

/** The lane for one heading, or null when moving straight on never touches the target. */
export function laneFor(setup: ChargeSetup, heading: number, opts: LaneOptions): Lane | null {
  const { charger, target } = setup;
  const start: Footprint = { ...charger.fp, facing: ((heading % 360) + 360) % 360 };
  const poly = cornersOf(start);
  const u = facingVector(start.facing);
  const distance = contactDistance(poly, target.poly, u);
  if (!Number.isFinite(distance)) return null;
  const swept = sweptByTranslation(poly, scale(u, distance));
  const blockedBy: string[] = [];
  for (const o of setup.units) {
    if (o === charger || o === target || (!opts.friendsBlock && o.side === charger.side) || boundsApart(swept, o.poly)) continue;
    if (contactAhead(poly, o.poly, u) < distance - 1e-9) blockedBy.push(`unit ${o.id}`);
  }
  for (const t of setup.terrain) {
    if (!t.keywords.has('impassable') || boundsApart(swept, t.polygon)) continue;
    if (contactAhead(poly, t.polygon, u) < distance - 1e-9) blockedBy.push(`terrain ${t.index}`);
  }
  const crossed = setup.terrain.filter((t) => overlaps(swept, t.polygon));
  const penalty = roughPenalty(setup.terrain, poly, u, distance, opts.roughPerEntryAndExit && !opts.v18, opts.finalPoly);
  const swing = opts.swingCounts ? Math.max(0, polygonDistance(charger.poly, target.poly) - polygonDistance(poly, target.poly)) : 0;
  return { heading: start.facing, pivot: turnOf(charger.fp.facing, start.facing), start, distance, swing, penalty, blockedBy, crossed, throughBlocksLoS: crossed.some((t) => t.keywords.has('blocksLoS')) || (!opts.friendsBlock && setup.units.some((o) => o !== charger && o.side === charger.side && overlaps(swept, o.poly))) };
}

/** How far a failed charge can go along its facing: 1" short of the first tray or Impassable piece on the way (L1051-1054). */
export function stopDistance(setup: ChargeSetup, start: Footprint, opts: LaneOptions): number {
  const poly = cornersOf(start);
  const u = facingVector(start.facing);
  let stop = Infinity;
  for (const o of setup.units) if (o !== setup.charger && o !== setup.target && (opts.friendsBlock || o.side !== setup.charger.side)) stop = Math.min(stop, contactAhead(poly, o.poly, u));
  for (const t of setup.terrain) if (t.keywords.has('impassable')) stop = Math.min(stop, contactAhead(poly, t.polygon, u));
  return Math.max(0, stop - 1);
}

/**
 * The smallest die result that reaches (at least 1): the straight travel, the pivot's counted swing and Rough
 * (000_4d85fd9897d069bf.txt L1020-1023, L1046-1054, L1959-1961).
 */
export const neededRoll = (lane: Lane, speed: number): number => Math.max(1, Math.ceil(lane.distance + lane.swing + lane.penalty - speed - 1e-9));

/** Headings worth trying: the charger's facing, square on to each edge of the target, towards its corners and centre, and every 2°. */
export function candidateHeadings(setup: ChargeSetup): number[] {
  const { charger, target } = setup;
  const c = charger.fp.centre;
  const out = [charger.fp.facing, target.fp.facing, target.fp.facing + 90, target.fp.facing + 180, target.fp.facing + 270, facingOf(sub(target.fp.centre, c)), ...target.poly.map((p) => facingOf(sub(p, c)))];
  for (let h = 0; h < 360; h += 2) out.push(h);
  return [...new Set(out.map((h) => Math.round((((h % 360) + 360) % 360) * 1e9) / 1e9))];
}

/** Closest approach of the pivoted tray to the target (2021: must stay within Speed + 6 after the pivot). */
export const reachAfterPivot = (start: Footprint, target: ChargeUnit): number => polygonDistance(cornersOf(start), target.poly);

/**
 * The deployment zones of §8.2 (L452-469) as geometry, for either side: how far a footprint lies inside its zone,
 * how far from the dividing line, and how far a point is from the zone.
 *
 * Each zone is read in one frame: `v(p)`, the signed distance from the dividing line (the centre line, or the
 * diagonal) towards the side's own half, and bands of the board (the whole board, or for Flank Attack the two
 * quarters by the short edges and the middle) in each of which the zone is lo < v < hi.
 */
import { clipHalfPlane } from '../../../core/table/arcs.js';
import { closestPointOnPolygon } from '../../../core/table/intersect.js';
import type { Polygon } from '../../../core/table/shapes.js';
import { dist, type Vec } from '../../../core/table/vec.js';

export type DeploymentType = 'classic' | 'diagonal' | 'flankAttack';
export type Side = 'A' | 'B';
export const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

export interface DeploymentSpec {
  type: DeploymentType;
  /** Diagonal: rising joins the corners (0, 0) and (width, depth); falling joins (0, depth) and (width, 0). */
  diagonal?: 'rising' | 'falling';
  /** Flank Attack: the attacking side. */
  attacker?: Side;
  /** Option flankAttackDefenderLiteral: the defender's zone as the damaged text reads (L466-468). */
  literal?: boolean;
}

interface Board { width: number; depth: number }

/** A stretch of the board along x (`closed`: its ends belong to it) where the zone is lo < v < hi. */
interface Band { from: number; to: number; closed: boolean; lo: number; hi: number }

export interface Zone {
  side: Side;
  /** Signed distance from the dividing line, positive towards the side's own half. */
  v: (p: Vec) => number;
  bands: Band[];
  /** The zone's closure as convex pieces on the board (for distances to it). */
  pieces: Polygon[];
  /** In words, for explanations. */
  words: string;
}

const INF = Number.POSITIVE_INFINITY;

/**
 * The part of a polygon inside a band's stretch of x. A closed band keeps its ends (and a hair beyond); an open one
 * ignores a polygon that reaches into it by no more than that hair, which the closed band beside it holds.
 */
function inBand(poly: Polygon, b: Band): Vec[] {
  const hair = b.closed ? 1e-9 : 0;
  if (!b.closed) {
    const xs = poly.map((p) => p.x);
    if (Math.max(...xs) <= b.from + 1e-9 || Math.min(...xs) >= b.to - 1e-9) return [];
  }
  let out: Vec[] = [...poly];
  if (Number.isFinite(b.from)) out = clipHalfPlane(out, (p) => p.x - b.from + hair);
  if (Number.isFinite(b.to)) out = clipHalfPlane(out, (p) => b.to + hair - p.x);
  return out;
}

// The three deployment types: Classic more than 12" from the centre line, Diagonal more than 9" from the diagonal, Flank Attack 9"/15" by the quarters: 004_1ae45c4b93e4399d.txt L452-469
export function zoneOf(spec: DeploymentSpec, side: Side, board: Board): Zone {
  const mid = board.depth / 2;
  const { width: W, depth: D } = board;
  let v: (p: Vec) => number;
  let bands: Band[];
  let words: string;
  if (spec.type === 'diagonal') {
    const h = Math.hypot(W, D);
    // rising: the line (0,0)→(W,D), side A below it (towards (W,0)); falling: (0,D)→(W,0), side A towards (0,0)
    const s = spec.diagonal === 'falling' ? (p: Vec) => (W * D - D * p.x - W * p.y) / h : (p: Vec) => (D * p.x - W * p.y) / h;
    v = side === 'A' ? s : (p) => -s(p);
    bands = [{ from: -INF, to: INF, closed: true, lo: 9, hi: INF }];
    words = `more than 9" from the ${spec.diagonal ?? 'rising'} diagonal, on side ${side}'s half`;
  } else {
    v = side === 'A' ? (p) => mid - p.y : (p) => p.y - mid;
    if (spec.type === 'classic') {
      bands = [{ from: -INF, to: INF, closed: true, lo: 12, hi: INF }];
      words = `side ${side}'s half more than 12" from the centre line`;
    } else {
      const q = W / 4; // E28: a quarter of a 72" board is 18" (L464-466)
      const attacking = (spec.attacker ?? 'A') === side;
      // the attacker 9" by the short edges and 15" elsewhere; the defender the mirror (ENGINE DECISION, digest §8.2) or,
      // literally, more than 9" from its own long edge by the short edges and 15" elsewhere (L466-468)
      const near = attacking ? { lo: 9, hi: INF } : spec.literal ? { lo: 0, hi: mid - 9 } : { lo: 15, hi: INF };
      const lo = attacking || spec.literal ? 15 : 9;
      bands = [{ from: -INF, to: q, closed: true, ...near }, { from: q, to: W - q, closed: false, lo, hi: INF }, { from: W - q, to: INF, closed: true, ...near }];
      words = attacking
        ? `attacker: more than 9" from the centre line within ${q}" of a short edge, more than 15" elsewhere`
        : spec.literal
          ? `defender (literal): within ${q}" of a short edge more than 9" from its own long edge in its half, more than 15" from the centre line elsewhere`
          : `defender: more than 15" from the centre line within ${q}" of a short edge, more than 9" elsewhere`;
    }
  }
  const boardPoly: Polygon = [{ x: 0, y: 0 }, { x: W, y: 0 }, { x: W, y: D }, { x: 0, y: D }];
  const pieces = bands
    .map((b) => {
      let poly = clipHalfPlane(clipHalfPlane(boardPoly, (p) => p.x - Math.max(b.from, 0)), (p) => Math.min(b.to, W) - p.x);
      poly = clipHalfPlane(poly, (p) => v(p) - b.lo);
      if (Number.isFinite(b.hi)) poly = clipHalfPlane(poly, (p) => b.hi - v(p));
      return poly;
    })
    .filter((p) => p.length >= 3);
  return { side, v, bands, pieces, words };
}

/**
 * How far a footprint lies inside its zone, measured across the dividing line (along v): positive, it is wholly
 * inside with that much to spare; zero or less, part of it is that far outside (it would have to move that much
 * straight back, and a hair more, to be inside).
 */
export function margin(zone: Zone, poly: Polygon): number {
  let m = INF;
  for (const b of zone.bands) {
    for (const p of inBand(poly, b)) {
      const vp = zone.v(p);
      m = Math.min(m, vp - b.lo, b.hi - vp);
    }
  }
  return m;
}

/** The footprint's shortest distance to the dividing line (negative: it reaches that far into the other half). */
export const lineDistance = (zone: Zone, poly: Polygon): number => Math.min(...poly.map(zone.v));

/** Is the point strictly inside the zone? */
export const pointInZone = (zone: Zone, p: Vec): boolean => margin(zone, [p]) > 1e-9;

/** Shortest distance from a point to the zone (0 inside or on its edge; L709-713: between the closest points). */
export function pointToZone(zone: Zone, p: Vec): number {
  return Math.min(...zone.pieces.map((poly) => dist(p, closestPointOnPolygon(p, poly))));
}

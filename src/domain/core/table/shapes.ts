/**
 * Shapes on the table: polygons (terrain, with a type and a height) and oriented rectangles (unit
 * footprints). Every shape is a polygon underneath, its vertices in order.
 */
import { add, EPS, facingVector, scale, sub, type Vec, cross } from './vec.js';

export type Polygon = readonly Vec[];

/** A unit's footprint: centre, facing (degrees), frontage (width) and depth, in inches. */
export interface Footprint {
  centre: Vec;
  facing: number;
  width: number;
  depth: number;
}

/** A terrain piece: its outline, its kind and its height in inches (0 = flat). */
export interface Terrain {
  polygon: Polygon;
  type: string;
  height: number;
}

/** Unit vectors of a footprint: forward `f` and right `r`. */
export function axes(u: Footprint): { f: Vec; r: Vec } {
  const f = facingVector(u.facing);
  return { f, r: { x: f.y, y: -f.x } };
}

/** Corners in order front-left, front-right, rear-right, rear-left. */
export function corners(u: Footprint): [Vec, Vec, Vec, Vec] {
  const { f, r } = axes(u);
  const F = scale(f, u.depth / 2);
  const R = scale(r, u.width / 2);
  return [add(sub(u.centre, R), F), add(add(u.centre, R), F), sub(add(u.centre, R), F), sub(sub(u.centre, R), F)];
}

export type EdgeName = 'front' | 'right' | 'rear' | 'left';

/** An edge as a segment, e.g. `edge(u, 'front')` from front-left to front-right. */
export function edge(u: Footprint, name: EdgeName): [Vec, Vec] {
  const [fl, fr, rr, rl] = corners(u);
  return { front: [fl, fr], right: [fr, rr], rear: [rr, rl], left: [rl, fl] }[name] as [Vec, Vec];
}

/** The leader point: the centre of the front edge. */
export function leaderPoint(u: Footprint): Vec {
  return add(u.centre, scale(axes(u).f, u.depth / 2));
}

export const footprintPolygon = (u: Footprint): Polygon => corners(u);

/** Signed area (positive when counter-clockwise). */
export function signedArea(p: Polygon): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) a += cross(p[i], p[(i + 1) % p.length]);
  return a / 2;
}

export const area = (p: Polygon): number => Math.abs(signedArea(p));

/** Strictly inside (more than EPS from the boundary). */
export function strictlyInside(pt: Vec, poly: Polygon): boolean {
  if (distanceToBoundary(pt, poly) <= EPS) return false;
  return windingInside(pt, poly);
}

/** Inside or on the boundary (within EPS). */
export function insideOrOn(pt: Vec, poly: Polygon): boolean {
  return distanceToBoundary(pt, poly) <= EPS || windingInside(pt, poly);
}

function windingInside(pt: Vec, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > pt.y !== b.y > pt.y && pt.x < ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a segment. */
export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  return Math.hypot(...toXY(sub(p, closestOnSegment(p, a, b))));
}

const toXY = (v: Vec): [number, number] => [v.x, v.y];

export function closestOnSegment(p: Vec, a: Vec, b: Vec): Vec {
  const ab = sub(b, a);
  const len2 = ab.x * ab.x + ab.y * ab.y;
  if (len2 === 0) return a;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2));
  return { x: a.x + ab.x * t, y: a.y + ab.y * t };
}

export function distanceToBoundary(p: Vec, poly: Polygon): number {
  let d = Infinity;
  for (let i = 0; i < poly.length; i++) d = Math.min(d, pointSegmentDistance(p, poly[i], poly[(i + 1) % poly.length]));
  return d;
}

export function edgesOf(poly: Polygon): Array<[Vec, Vec]> {
  return poly.map((p, i) => [p, poly[(i + 1) % poly.length]] as [Vec, Vec]);
}

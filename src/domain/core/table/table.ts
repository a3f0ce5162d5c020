/** The table: a rectangle from (0, 0) to (width, depth), in inches. */
import type { Polygon } from './shapes.js';
import { EPS } from './vec.js';

export interface Table {
  width: number;
  depth: number;
}

/** Is every vertex on the table (edges included)? */
export function onTable(t: Table, shape: Polygon): boolean {
  return shape.every((p) => p.x >= -EPS && p.y >= -EPS && p.x <= t.width + EPS && p.y <= t.depth + EPS);
}

/** How far the shape pokes off the table (0 when it is on it). */
export function offTableBy(t: Table, shape: Polygon): number {
  let off = 0;
  for (const p of shape) off = Math.max(off, -p.x, -p.y, p.x - t.width, p.y - t.depth);
  return off;
}

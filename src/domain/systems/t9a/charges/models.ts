/**
 * Models along a unit's edges, for counting who is in base contact (L749-750, L762-765, L1509-1512). A unit is
 * `files` models wide (each `baseWidth` = width / files) and `models` deep in ranks of `files`; the last rank may be
 * incomplete (L762-765), its models taken as centred in the files. Defaults keep a footprint-only request as it was:
 * one model as wide as the unit (files 1), a single rank (models = files).
 *
 * Contact is closed: bases touching, corner to corner included, are in base contact (L749-750). Across the empty
 * gaps of an incomplete rank, models count as in base contact (L1509-1512): so along the rear edge the model of a
 * file is the rearmost one in that file, and along a flank each rank's end model counts (the nearest across a gap).
 */
import type { EdgeName } from '../../../core/table/shapes.js';
import type { ChargeUnit } from './types.js';

export interface Ranks {
  files: number;
  models: number;
  ranks: number;
  baseWidth: number;
  /** Models in the last rank. */
  last: number;
}

/** A stretch of an edge held by one model: inches from the edge's start corner (edges run FL→FR→RR→RL→FL). */
export interface Segment { from: number; to: number; model: number }

export function ranksOf(u: ChargeUnit): Ranks {
  const files = u.files ?? (u.baseWidth !== undefined ? Math.max(1, Math.round(u.width / u.baseWidth)) : 1);
  const models = u.models ?? files;
  const ranks = Math.ceil(models / files);
  return { files, models, ranks, baseWidth: u.width / files, last: models - (ranks - 1) * files };
}

/** The models along one edge of the unit, in edge order. Model ids are rank × files + file. */
export function edgeSegments(u: ChargeUnit, name: EdgeName): Segment[] {
  const k = ranksOf(u);
  const rankDepth = u.depth / k.ranks;
  const offset = Math.floor((k.files - k.last) / 2); // the last rank's first file
  const inLast = (f: number) => f >= offset && f < offset + k.last;
  const id = (r: number, f: number) => r * k.files + f;
  const rearmost = (f: number) => (k.ranks === 1 || inLast(f) ? id(k.ranks - 1, f) : id(k.ranks - 2, f));
  const endOf = (r: number, side: 'left' | 'right') => {
    if (r < k.ranks - 1) return id(r, side === 'left' ? 0 : k.files - 1);
    return id(r, side === 'left' ? offset : offset + k.last - 1);
  };
  const out: Segment[] = [];
  if (name === 'front') for (let f = 0; f < k.files; f++) out.push({ from: f * k.baseWidth, to: (f + 1) * k.baseWidth, model: id(0, f) });
  if (name === 'rear') for (let j = 0; j < k.files; j++) out.push({ from: j * k.baseWidth, to: (j + 1) * k.baseWidth, model: rearmost(k.files - 1 - j) });
  if (name === 'right') for (let r = 0; r < k.ranks; r++) out.push({ from: r * rankDepth, to: (r + 1) * rankDepth, model: endOf(r, 'right') });
  if (name === 'left') for (let j = 0; j < k.ranks; j++) out.push({ from: j * rankDepth, to: (j + 1) * rankDepth, model: endOf(k.ranks - 1 - j, 'left') });
  return out;
}

/** Tolerance of "touching" along an edge, inches (well under the table's measuring tolerance). */
export const TOUCH = 1e-7;

/**
 * A charger flush on an edge with its centre `t` inches along it: how many of its front-rank models touch the edge
 * (0 to `files`), and the first and last index of the target's segments it touches (a = -1 when none).
 */
export function contactAt(t: number, width: number, files: number, segs: readonly Segment[], edgeLength: number): { own: number; a: number; b: number } {
  const lo = t - width / 2;
  const hi = t + width / 2;
  const bw = width / files;
  let own = 0;
  for (let k = 0; k < files; k++) if (lo + k * bw <= edgeLength + TOUCH && lo + (k + 1) * bw >= -TOUCH) own++;
  let a = -1;
  let b = -1;
  for (let n = 0; n < segs.length; n++) {
    if (segs[n].from <= hi + TOUCH && segs[n].to >= lo - TOUCH) {
      if (a < 0) a = n;
      b = n;
    }
  }
  return { own, a, b };
}

/** Every centre position where one of the charger's model boundaries meets a target model boundary or an edge end. */
export function contactAnchors(width: number, files: number, segs: readonly Segment[]): number[] {
  const bounds = [...new Set([0, ...segs.map((s) => s.to)])];
  const out: number[] = [];
  for (let k = 0; k <= files; k++) for (const s of bounds) out.push(s - (-width / 2 + (k * width) / files));
  return out;
}

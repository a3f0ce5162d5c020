/**
 * The bases of a unit laid out rank by rank in its footprint: `files` bases of `baseWidth` side by side in the
 * front rank, ranks of `baseDepth` behind it, the last rank possibly incomplete with its models centred in the
 * files (the first of them in file floor((files − last) / 2)). Models are numbered rank by rank from the front,
 * left to right as the unit faces: 0 … files − 1 are the front rank.
 */
import { axes, type Footprint } from './shapes.js';
import { add, scale, type Vec } from './vec.js';

export interface Formation extends Footprint {
  files: number;
  models: number;
  baseWidth: number;
  baseDepth: number;
}

/** An oriented rectangle with its axes worked out once: centre, forward and right unit vectors, half sizes. */
export interface Box { c: Vec; f: Vec; r: Vec; a: number; b: number }

export function boxOf(u: Footprint): Box {
  const { f, r } = axes(u);
  return { c: u.centre, f, r, a: u.width / 2, b: u.depth / 2 };
}

/** Rank and file of model `k` (the file counted across the whole frontage, the last rank centred). */
export function slotOf(u: Pick<Formation, 'files' | 'models'>, k: number): { rank: number; file: number } {
  const ranks = Math.ceil(u.models / u.files);
  const rank = Math.floor(k / u.files);
  const last = u.models - (ranks - 1) * u.files;
  const offset = rank === ranks - 1 ? Math.floor((u.files - last) / 2) : 0;
  return { rank, file: (k % u.files) + offset };
}

/** Every model's base, in model order. */
export function basesOf(u: Formation): Footprint[] {
  const { f, r } = axes(u);
  const out: Footprint[] = [];
  for (let k = 0; k < u.models; k++) {
    const s = slotOf(u, k);
    const x = (s.file + 0.5 - u.files / 2) * u.baseWidth;
    const y = u.depth / 2 - (s.rank + 0.5) * u.baseDepth;
    out.push({ centre: add(u.centre, add(scale(r, x), scale(f, y))), facing: u.facing, width: u.baseWidth, depth: u.baseDepth });
  }
  return out;
}

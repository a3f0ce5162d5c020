/** The charged facing (L887-888). */
import { arcOfPoint } from '../../../core/table/arcs.js';
import type { Footprint } from '../../../core/table/shapes.js';
import { lerp, type Vec } from '../../../core/table/vec.js';

/** The target facing whose arc holds most of the charger's front edge (L887-888); midpoint on a tie. */
export function chargedFacing(target: Footprint, front: [Vec, Vec]): { facing: 'front' | 'left' | 'right' | 'rear'; shares: Record<string, number> } {
  const n = 200;
  const counts: Record<string, number> = { front: 0, left: 0, right: 0, rear: 0 };
  for (let i = 0; i < n; i++) {
    const a = arcOfPoint(target, lerp(front[0], front[1], (i + 0.5) / n));
    if (a !== 'inside') counts[a]++;
  }
  const shares = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v / n]));
  const best = Object.entries(shares).sort((a, b) => b[1] - a[1])[0];
  if (best[1] > 0.5) return { facing: best[0] as 'front', shares };
  const mid = arcOfPoint(target, lerp(front[0], front[1], 0.5));
  return { facing: (mid === 'inside' ? 'front' : mid) as 'front', shares };
}

/** The charged facing (L887-888) and where a charger ends against it. */
import { arcOfPoint } from '../../../core/table/arcs.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { edge, footprintPolygon, type EdgeName, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import { add, dot, lerp, scale, sub, type Vec } from '../../../core/table/vec.js';

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

/** The charger placed flush against the facing edge, maximising contact nearest its lateral position. */
export function finalPosition(charger: Footprint, target: Footprint, facing: EdgeName): Footprint {
  const [a, b] = edge(target, facing);
  const along = sub(b, a);
  const len = Math.hypot(along.x, along.y);
  const u = scale(along, 1 / len);
  const out = { x: -u.y, y: u.x }; // outward normal (corners run FL, FR, RR, RL)
  const t0 = dot(sub(charger.centre, a), u);
  const half = charger.width / 2;
  const lo = Math.min(half, len - half);
  const hi = Math.max(half, len - half);
  const t = Math.max(lo, Math.min(hi, t0));
  const centre = add(add(a, scale(u, t)), scale(out, charger.depth / 2));
  const facingDeg = ((Math.atan2(-out.x, -out.y) * 180) / Math.PI + 360) % 360;
  return { centre, facing: facingDeg, width: charger.width, depth: charger.depth };
}

/** The final position slid along the charged edge to the nearest spot clear of the chargers already there (L918-928). */
export function slideClear(fin: Footprint, target: Footprint, facing: EdgeName, placed: Polygon[]): Footprint | null {
  const clear = (f: Footprint) => !placed.some((p) => polygonsOverlap(footprintPolygon(f), p));
  if (clear(fin)) return fin;
  const [a, b] = edge(target, facing);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const u = scale(sub(b, a), 1 / len);
  const half = fin.width / 2;
  const t0 = dot(sub(fin.centre, a), u);
  // a charger may overlap the edge's ends, as finalPosition allows: from min(half, len − half) to max(…)
  const lo = Math.min(half, len - half);
  const hi = Math.max(half, len - half);
  const step = 0.05;
  for (let k = 1; k * step <= hi - lo + step; k++) {
    for (const t of [t0 - k * step, t0 + k * step]) {
      if (t < lo - 1e-9 || t > hi + 1e-9) continue;
      const f = { ...fin, centre: add(fin.centre, scale(u, t - t0)) };
      if (clear(f)) return f;
    }
  }
  return null;
}

/**
 * The four arcs of a unit, bounded by lines at 45° from its corners (KoW 003_80333abf01c9832d.txt
 * L89-93; T9A uses the same construction). With x, y the point's offsets along the unit's right
 * and forward axes, u = |x| − width/2, v = |y| − depth/2: v ≥ u is front (y > 0) or rear (y < 0),
 * else right (x > 0) or left (x < 0). On an exact 45° line front/rear win by default
 * (`tieBreak: 'flank'` gives it to the flank instead).
 */
import { signedArea, type Footprint, type Polygon, axes } from './shapes.js';
import { dot, EPS, sub, type Vec } from './vec.js';

export type Arc = 'front' | 'rear' | 'left' | 'right' | 'inside';
export type ArcTieBreak = 'frontRear' | 'flank';

/** The arc a point lies in; 'inside' for points within the footprint. Within `tol` of a 45° line is on it (the tie). */
export function arcOfPoint(u: Footprint, p: Vec, tieBreak: ArcTieBreak = 'frontRear', tol = EPS): Arc {
  const { f, r } = axes(u);
  const d = sub(p, u.centre);
  const x = dot(d, r);
  const y = dot(d, f);
  const a = u.width / 2;
  const b = u.depth / 2;
  if (Math.abs(x) < a - EPS && Math.abs(y) < b - EPS) return 'inside';
  const uu = Math.abs(x) - a;
  const vv = Math.abs(y) - b;
  const tie = Math.abs(vv - uu) <= tol;
  const frontRear = tie ? tieBreak === 'frontRear' : vv > uu;
  if (frontRear) return y > 0 ? 'front' : 'rear';
  return x > 0 ? 'right' : 'left';
}

/** The arc regions as convex polygons (clipped to a large square around the unit). */
export function arcRegion(u: Footprint, arc: Exclude<Arc, 'inside'>, reach = 1e4): Polygon {
  const { f, r } = axes(u);
  const a = u.width / 2;
  const b = u.depth / 2;
  const at = (x: number, y: number): Vec => ({ x: u.centre.x + r.x * x + f.x * y, y: u.centre.y + r.y * x + f.y * y });
  const R = reach;
  switch (arc) {
    case 'front':
      return [at(-a, b), at(a, b), at(a + R, b + R), at(-a - R, b + R)];
    case 'rear':
      return [at(a, -b), at(-a, -b), at(-a - R, -b - R), at(a + R, -b - R)];
    case 'right':
      return [at(a, b), at(a, -b), at(a + R, -b - R), at(a + R, b + R)];
    case 'left':
      return [at(-a, -b), at(-a, b), at(-a - R, b + R), at(-a - R, -b - R)];
  }
}

/** The part of a polygon where the affine function f is ≥ 0 (Sutherland–Hodgman against one line). */
export function clipHalfPlane(poly: readonly Vec[], f: (p: Vec) => number): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const fa = f(a);
    const fb = f(b);
    if (fa >= 0) out.push(a);
    if ((fa >= 0) !== (fb >= 0)) {
      const t = fa / (fa - fb);
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
  }
  return out;
}

/** Clip a polygon to a convex region (Sutherland–Hodgman: one half-plane per edge of the region). */
export function clipToConvex(subject: Polygon, clip: Polygon): Vec[] {
  const ccw = signedArea(clip) > 0;
  let out: Vec[] = [...subject];
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const A = clip[i];
    const B = clip[(i + 1) % clip.length];
    out = clipHalfPlane(out, (p) => ((B.x - A.x) * (p.y - A.y) - (B.y - A.y) * (p.x - A.x)) * (ccw ? 1 : -1));
  }
  return out;
}

/** How much of a shape's area lies in each arc of a unit (e.g. ASOIAF's "larger part of the tray"). */
export function arcAreas(u: Footprint, shape: Polygon): Record<Exclude<Arc, 'inside'>, number> {
  const arcs = ['front', 'rear', 'left', 'right'] as const;
  return Object.fromEntries(arcs.map((a) => [a, Math.abs(signedArea(clipToConvex(shape, arcRegion(u, a))))])) as Record<Exclude<Arc, 'inside'>, number>;
}

/** The arc holding the larger part of a shape, or null on an exact split between the top two. */
export function majorityArc(u: Footprint, shape: Polygon): Exclude<Arc, 'inside'> | null {
  const areas = Object.entries(arcAreas(u, shape)).sort((x, y) => y[1] - x[1]);
  if (areas[0][1] - areas[1][1] <= EPS) return null;
  return areas[0][0] as Exclude<Arc, 'inside'>;
}

/** Is any part of the shape in the arc (closed: touching the boundary counts)? */
export function shapeTouchesArc(u: Footprint, shape: Polygon, arc: Exclude<Arc, 'inside'>): boolean {
  const clipped = clipToConvex(shape, arcRegion(u, arc));
  return clipped.length > 0;
}

/** Does some area of the shape lie in the arc (open: touching only its boundary lines does not count)? */
export function shapeEntersArc(u: Footprint, shape: Polygon, arc: Exclude<Arc, 'inside'>): boolean {
  return Math.abs(signedArea(clipToConvex(shape, arcRegion(u, arc)))) > EPS;
}

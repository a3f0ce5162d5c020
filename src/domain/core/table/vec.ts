/**
 * Table geometry in inches. Conventions, used everywhere:
 *  - x to the right, y up the table (away from the player at y = 0);
 *  - a facing is an angle in degrees, 0 = +y, clockwise positive (90 = +x);
 *  - one tolerance, EPS = 1e-9 inches, absorbs floating-point noise in every comparison.
 */
export const EPS = 1e-9;

export interface Vec {
  x: number;
  y: number;
}

export const vec = (x: number, y: number): Vec => ({ x, y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
export const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x;
export const length = (a: Vec): number => Math.hypot(a.x, a.y);
export const dist = (a: Vec, b: Vec): number => Math.hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Vec, b: Vec, t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** Unit vector of a facing: `facingVector(0)` = (0, 1), `facingVector(90)` = (1, 0). */
export function facingVector(deg: number): Vec {
  const r = (deg * Math.PI) / 180;
  return { x: Math.sin(r), y: Math.cos(r) };
}

/** Rotate `p` about `centre` by `deg` degrees clockwise. */
export function rotate(p: Vec, centre: Vec, deg: number): Vec {
  const r = (-deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const d = sub(p, centre);
  return { x: centre.x + d.x * c - d.y * s, y: centre.y + d.x * s + d.y * c };
}

/** Facing (degrees, clockwise from +y, in [0, 360)) of a direction. */
export function facingOf(v: Vec): number {
  const deg = (Math.atan2(v.x, v.y) * 180) / Math.PI;
  return ((deg % 360) + 360) % 360;
}

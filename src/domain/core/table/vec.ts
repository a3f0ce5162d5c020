/**
 * Table geometry in inches. Conventions, used everywhere:
 *  - x to the right, y up the table (away from the player at y = 0);
 *  - a facing is an angle in degrees, 0 = +y, clockwise positive (90 = +x);
 *  - one tolerance, EPS = 1e-9 inches, absorbs floating-point noise in every comparison;
 *  - one measuring tolerance, CONTACT_TOL, for rules that speak of contact (see below).
 */
export const EPS = 1e-9;

/**
 * The measuring tolerance of contact and flushness, in inches (0.0004" ≈ 0.01 mm): shapes less than
 * this apart touch, and shapes overlapping by less than this only touch. Positions rounded to 4
 * decimals (1e-4") move by far less, so a piece placed flush keeps its verdict. Systems use it where
 * their rules decide contact (e.g. Kings of War charges); other comparisons keep EPS.
 */
export const CONTACT_TOL = 0.0004;

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

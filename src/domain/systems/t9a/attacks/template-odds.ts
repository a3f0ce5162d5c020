/**
 * Exact odds of who a placed template covers (catapult L2448-2472 with the scatter die L588-611; flame thrower
 * L2473-2483). The catapult's arrow points anywhere: with option `scatterDirections` uniform (default) its direction
 * is uniform over 360°, and for each scatter distance the circle of centres is cut into the arcs over which the set
 * of models touched stays the same (exact angular intervals, `core/table/template.ts`); with `eight` it is one of
 * eight directions 45° apart, each 1/8. Per unit: the R&F models touched, whether one is under the centre, and
 * (the target) which characters are touched and which is under the centre.
 */
import { centreArcs, touchArcs } from '../../../core/table/template.js';
import { add, type Vec } from '../../../core/table/vec.js';
import { coveredAlong, coveredAt, flameEnd, type Covered, type Laid, type LaidUnit } from './placement.js';

/** What the final template covers of one unit: R&F models touched, an R&F model under the centre, characters. */
export interface UnitState { rnf: number; centre: boolean; chars: number[]; charCentre: number }
export interface Weighted { p: number; s: UnitState }

const TAU = 2 * Math.PI;

/**
 * The catapult's moves given that it did not misfire (distance die 1-5, each 1/5): in line of sight a hit face
 * (1 or 6, 1/3) leaves it, an arrow (2/3) moves it 2×D6"; out of sight a hit face moves it 2×D6 − BS" in a random
 * direction (none when ≤ 0) and an arrow 2×D6" (L2448-2472, figure).
 */
export function catapultMoves(lineOfSight: boolean, bs: number): Array<{ p: number; rho: number }> {
  const m = new Map<number, number>();
  const put = (rho: number, p: number) => m.set(rho, (m.get(rho) ?? 0) + p);
  for (let d = 1; d <= 5; d++) {
    put(lineOfSight ? 0 : Math.max(0, 2 * d - bs), 1 / 15);
    put(2 * d, 2 / 15);
  }
  return [...m].sort((a, b) => a[0] - b[0]).map(([rho, p]) => ({ p, rho }));
}

export function stateOf(u: LaidUnit, touched: number[], centre: number): UnitState {
  const chars: number[] = [];
  let rnf = 0;
  for (const k of touched) { const c = u.chars.get(k); if (c === undefined) rnf++; else chars.push(c); }
  const cc = centre >= 0 ? u.chars.get(centre) ?? -1 : -1;
  return { rnf, centre: centre >= 0 && cc < 0, chars: chars.sort((a, b) => a - b), charCentre: cc };
}

const keyOf = (s: UnitState) => `${s.rnf}|${s.centre ? 1 : 0}|${s.chars.join(',')}|${s.charCentre}`;
export function put(m: Map<string, Weighted>, s: UnitState, p: number): void {
  if (p <= 0) return;
  const k = keyOf(s);
  const w = m.get(k);
  if (w) w.p += p; else m.set(k, { p, s });
}
const putCovered = (out: Array<Map<string, Weighted>>, laid: Laid, c: Covered, p: number) => laid.units.forEach((u, i) => put(out[i], stateOf(u, c.touched[i], c.centre[i]), p));

/**
 * One unit over every direction of a move of ρ from `from`: `visit(lo, hi, state)` for each arc of bearings (radians
 * clockwise from +y, covering 0 to 2π in order) over which its covered models stay the same.
 */
export function walkArcs(u: LaidUnit, from: Vec, rho: number, radius: number, visit: (lo: number, hi: number, s: UnitState) => void): void {
  const ev: Array<[number, number, number, number]> = []; // angle, model, kind (0 touched, 1 centre), +1/−1
  u.boxes.forEach((b, k) => {
    for (const [lo, hi] of touchArcs(b, from, rho, radius)) ev.push([lo, k, 0, 1], [hi, k, 0, -1]);
    for (const [lo, hi] of centreArcs(b, from, rho)) ev.push([lo, k, 1, 1], [hi, k, 1, -1]);
  });
  ev.sort((a, b) => a[0] - b[0]);
  const charTouched = new Map<number, number>();
  let rnf = 0;
  let centre = -1;
  let prev = 0;
  const record = (to: number) => {
    if (to - prev <= 0) return;
    const chars = [...charTouched].filter(([, n]) => n > 0).map(([c]) => c).sort((a, b) => a - b);
    const cc = centre >= 0 ? u.chars.get(centre) ?? -1 : -1;
    visit(prev, to, { rnf, centre: centre >= 0 && cc < 0, chars, charCentre: cc });
  };
  for (const [angle, k, kind, delta] of ev) {
    record(angle);
    prev = Math.max(prev, angle);
    if (kind === 1) { if (delta > 0) centre = k; else if (centre === k) centre = -1; continue; }
    const c = u.chars.get(k);
    if (c === undefined) rnf += delta; else charTouched.set(c, (charTouched.get(c) ?? 0) + delta);
  }
  record(TAU);
}

/** One unit over every direction of a move of ρ from `from`, weighted `p` in all, into `out`. */
function sweep(u: LaidUnit, from: Vec, rho: number, radius: number, p: number, out: Map<string, Weighted>): void {
  walkArcs(u, from, rho, radius, (lo, hi, s) => put(out, s, (p * (hi - lo)) / TAU));
}

/** Per unit, the states of the final template given that the catapult did not misfire (probabilities sum to 1). */
export function catapultOdds(laid: Laid, aim: Vec, moves: Array<{ p: number; rho: number }>, directions: string): Weighted[][] {
  const out = laid.units.map(() => new Map<string, Weighted>());
  for (const { p, rho } of moves) {
    if (rho === 0) { putCovered(out, laid, coveredAt(laid, aim), p); continue; }
    if (directions === 'eight') {
      for (let k = 0; k < 8; k++) putCovered(out, laid, coveredAt(laid, add(aim, { x: rho * Math.sin((k * Math.PI) / 4), y: rho * Math.cos((k * Math.PI) / 4) })), p / 8);
      continue;
    }
    laid.units.forEach((u, i) => sweep(u, aim, rho, laid.radius, p, out[i]));
  }
  return out.map((m) => [...m.values()]);
}

/** Per unit, the flame thrower's swept states given that it did not misfire (advance 1-5", each 1/5). */
export function flameOdds(laid: Laid, from: Vec, start: Vec, end: string): Weighted[][] {
  const out = laid.units.map(() => new Map<string, Weighted>());
  for (let d = 1; d <= 5; d++) putCovered(out, laid, coveredAlong(laid, start, flameEnd(laid, from, start, d, end)), 1 / 5);
  return out.map((m) => [...m.values()]);
}

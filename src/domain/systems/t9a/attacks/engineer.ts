/**
 * The Engineer's rerolls (L3386-3395): a catapult may reroll the scatter die (L588-611: its hit or arrow face and the
 * arrow's direction; the distance die stays), a flame thrower the D6 of its advance unless a 6. Which result to reroll
 * is the player's choice (a reroll must be kept, L579-583): ENGINE DECISION `engineerRerolls`, `maximiseHits` (default)
 * rerolls when the reroll's expected number of the target's models hit is higher than the result's (a misfire hits
 * none); on a tie the catapult rerolls when that shortens the expected scatter from the model it was aimed at; `never`
 * keeps every result. Exact with the table (`artillery.placement`: every direction's models worked out) and without
 * (the caller's counts: `models`, or the flame thrower's `modelsByAdvance`).
 */
import { add, type Vec } from '../../../core/table/vec.js';
import { SEED, specialRule } from '../rules.js';
import { coveredAlong, coveredAt, flameEnd, type Laid } from './placement.js';
import { put, stateOf, walkArcs, type UnitState, type Weighted } from './template-odds.js';

export const engineerRule = specialRule('engineer', `${SEED} L3386-3395`, 'Engineer');
const TAU = 2 * Math.PI;
const EPS = 1e-12;

/** Does the Engineer reroll here (option engineerRerolls)? Only a catapult's scatter die or a flame thrower's advance. */
export const engineerRerolls = (a: { engineer?: boolean; weapon: string }, options: Record<string, unknown>): boolean =>
  !!a.engineer && (a.weapon === 'catapult' || a.weapon === 'flameThrower') && options.engineerRerolls !== 'never';

/** A result and the reroll's expectation: models of the target hit, then (catapult) inches scattered. */
export interface Worth { v: number; rho: number }
/** maximiseHits (option engineerRerolls, L3386-3395): the reroll when it hits more of the target on average; on a tie, when it scatters less. */
export const takeReroll = (result: Worth, again: Worth): boolean => again.v > result.v + EPS || (Math.abs(again.v - result.v) <= EPS && again.rho < result.rho - EPS);

/** The catapult's scatter for distance die `d` (1-5): a hit face (1 or 6, 1/3, L592-596) and an arrow (2/3), L2448-2472. */
export const scatterOf = (d: number, lineOfSight: boolean, bs: number) => ({ hit: lineOfSight ? 0 : Math.max(0, 2 * d - bs), arrow: 2 * d });

/** Without the table: the scatter die's faces matter only for the inches scattered (the caller counts the models); the scatter given no misfire, P(reroll) in all. */
export function statedScatter(lineOfSight: boolean, bs: number, reroll: boolean): { scatter: Map<number, number>; pReroll: number } {
  const scatter = new Map<number, number>();
  const addTo = (rho: number, p: number) => scatter.set(rho, (scatter.get(rho) ?? 0) + p);
  let pReroll = 0;
  for (let d = 1; d <= 5; d++) {
    const { hit, arrow } = scatterOf(d, lineOfSight, bs);
    const again = { v: 0, rho: hit / 3 + (2 * arrow) / 3 };
    const rr = (rho: number) => reroll && takeReroll({ v: 0, rho }, again);
    const pr = (rr(hit) ? 1 / 3 : 0) + (rr(arrow) ? 2 / 3 : 0);
    addTo(hit, ((rr(hit) ? 0 : 1 / 3) + pr / 3) / 5);
    addTo(arrow, ((rr(arrow) ? 0 : 2 / 3) + (2 * pr) / 3) / 5);
    pReroll += pr / 6; // a 6 on the distance die misfires: no reroll
  }
  return { scatter, pReroll };
}

/**
 * A flame thrower's advance (1-5", a 6 misfires, L2473-2477) with the Engineer (rerolled unless a 6, L3394-3395):
 * `value(d)` the target's models hit for an advance of d; a d below the reroll's expectation (a 6 counting none) is
 * rerolled. The final advance's odds and P(misfire).
 */
export function flameAdvances(value: (d: number) => number, reroll: boolean): { p: number[]; pMisfire: number; pReroll: number; rerolled: boolean[] } {
  const again = [1, 2, 3, 4, 5].reduce((t, d) => t + value(d), 0) / 6;
  const rerolled = [1, 2, 3, 4, 5].map((d) => reroll && takeReroll({ v: value(d), rho: 0 }, { v: again, rho: 0 }));
  const pReroll = rerolled.filter(Boolean).length / 6;
  return { p: rerolled.map((r) => (r ? 0 : 1 / 6) + pReroll / 6), pMisfire: 1 / 6 + pReroll / 6, pReroll, rerolled };
}

/** The target's models under a template state (characters standing in it included). */
const hitsOf = (s: UnitState) => s.rnf + s.chars.length;

/** Every unit's state over the directions of a move of ρ, jointly: pieces of equal states, `w` their share. */
function pieces(laid: Laid, aim: Vec, rho: number, directions: string, only0 = false): Array<{ w: number; states: UnitState[] }> {
  const units = only0 ? laid.units.slice(0, 1) : laid.units;
  const at = (c: Vec) => { const cv = coveredAt({ ...laid, units }, c); return units.map((u, i) => stateOf(u, cv.touched[i], cv.centre[i])); };
  if (rho === 0) return [{ w: 1, states: at(aim) }];
  if (directions === 'eight') return Array.from({ length: 8 }, (_, k) => ({ w: 1 / 8, states: at(add(aim, { x: rho * Math.sin((k * Math.PI) / 4), y: rho * Math.cos((k * Math.PI) / 4) })) }));
  const arcs = units.map((u) => { const a: Array<[number, UnitState]> = []; walkArcs(u, aim, rho, laid.radius, (_lo, hi, s) => a.push([hi, s])); return a; });
  const cuts = [...new Set(arcs.flatMap((a) => a.map(([hi]) => hi)))].sort((x, y) => x - y);
  const idx = units.map(() => 0);
  const out: Array<{ w: number; states: UnitState[] }> = [];
  let prev = 0;
  for (const hi of cuts) {
    if (hi - prev > 0) out.push({ w: (hi - prev) / TAU, states: arcs.map((a, i) => { while (a[idx[i]][0] < hi) idx[i]++; return a[idx[i]][1]; }) });
    prev = hi;
  }
  return out;
}

/** The reroll's expectation for distance die `d`: the target's models hit, the inches scattered (a fresh scatter die). */
export function catapultAgain(laid: Laid, aim: Vec, d: number, lineOfSight: boolean, bs: number, directions: string): Worth {
  const { hit, arrow } = scatterOf(d, lineOfSight, bs);
  const mean = (rho: number) => pieces(laid, aim, rho, directions, true).reduce((t, q) => t + q.w * hitsOf(q.states[0]), 0);
  return { v: mean(hit) / 3 + (2 * mean(arrow)) / 3, rho: hit / 3 + (2 * arrow) / 3 };
}

/** The target's models under the template centred at `c` (a result the Engineer may reroll). */
export const hitsAt = (laid: Laid, c: Vec): number => { const cv = coveredAt(laid, c); return hitsOf(stateOf(laid.units[0], cv.touched[0], cv.centre[0])); };

/**
 * A placed catapult with the Engineer: per unit the states of the final template and the inches scattered given that it
 * did not misfire (distance die 1-5), and P(reroll) in all; exact over every face, distance and direction.
 */
export function catapultEngineerOdds(laid: Laid, aim: Vec, lineOfSight: boolean, bs: number, directions: string): { odds: Weighted[][]; scatter: Map<number, number>; pReroll: number } {
  const out = laid.units.map(() => new Map<string, Weighted>());
  const scatter = new Map<number, number>();
  const addTo = (rho: number, p: number) => { if (p > 0) scatter.set(rho, (scatter.get(rho) ?? 0) + p); };
  let pReroll = 0;
  for (let d = 1; d <= 5; d++) {
    const { hit, arrow } = scatterOf(d, lineOfSight, bs);
    const faces = [{ p: 1 / 3, rho: hit, ps: pieces(laid, aim, hit, directions) }, { p: 2 / 3, rho: arrow, ps: pieces(laid, aim, arrow, directions) }];
    const again = { v: faces.reduce((t, f) => t + f.p * f.ps.reduce((u, q) => u + q.w * hitsOf(q.states[0]), 0), 0), rho: hit / 3 + (2 * arrow) / 3 };
    let pr = 0;
    for (const f of faces) for (const q of f.ps) {
      if (takeReroll({ v: hitsOf(q.states[0]), rho: f.rho }, again)) { pr += f.p * q.w; continue; }
      q.states.forEach((s, i) => put(out[i], s, (f.p * q.w) / 5));
      addTo(f.rho, (f.p * q.w) / 5);
    }
    for (const f of faces) for (const q of f.ps) { q.states.forEach((s, i) => put(out[i], s, (pr * f.p * q.w) / 5)); addTo(f.rho, (pr * f.p * q.w) / 5); }
    pReroll += pr / 6; // a 6 on the distance die misfires: no reroll
  }
  return { odds: out.map((m) => [...m.values()]), scatter, pReroll };
}

/** A placed flame thrower with the Engineer: per unit the states given that it fired, P(fires), P(reroll). */
export function flameEngineerOdds(laid: Laid, from: Vec, start: Vec, end: string): { odds: Weighted[][]; pFire: number; pMisfire: number; pReroll: number; rerolled: boolean[] } {
  const covered = [1, 2, 3, 4, 5].map((d) => coveredAlong(laid, start, flameEnd(laid, from, start, d, end)));
  const states = covered.map((c) => laid.units.map((u, i) => stateOf(u, c.touched[i], c.centre[i])));
  const adv = flameAdvances((d) => hitsOf(states[d - 1][0]), true);
  const pFire = 1 - adv.pMisfire;
  const out = laid.units.map(() => new Map<string, Weighted>());
  states.forEach((ss, k) => ss.forEach((s, i) => put(out[i], s, adv.p[k] / pFire)));
  return { odds: out.map((m) => [...m.values()]), pFire, pMisfire: adv.pMisfire, pReroll: adv.pReroll, rerolled: adv.rerolled };
}

/** The target's models the flame thrower's template touches on an advance of `d` inches (the reroll decision). */
export const flameHits = (laid: Laid, from: Vec, start: Vec, d: number, end: string): number => {
  const c = coveredAlong(laid, start, flameEnd(laid, from, start, d, end));
  return hitsOf(stateOf(laid.units[0], c.touched[0], c.centre[0]));
};

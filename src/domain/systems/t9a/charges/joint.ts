/**
 * Several chargers that arrived against one target, placed together (L918-925): first as many models in combat as
 * possible, then as many models of both sides in base contact as possible (L897-899, L923-925), each charger on its
 * own lane (its facing, its own move, clear of units and impassable terrain: lane.ts); one that cannot fit makes a
 * failed-charge move (L926-928). The target is never turned (L897-907). The chargers move in any order (L920-921):
 * a placement is kept only if some order has no charger's path crossing a charger already in place.
 *
 * "Models in combat" (L924, "miniaturas en combate"): a unit with one model in base contact with an enemy is
 * engaged, and then every model of it is (L1449-1451), so the models in combat are every model of the chargers that
 * make contact. ENGINE DECISION (option jointChargePriority): `models` (that reading, default) or `chargers` (how
 * many charging units make contact, the digest's gloss). Models not engaged before come first (L898-899): against
 * an engaged target, the chargers' models in contact count before the target's.
 *
 * Exact by a finite candidate set. The score of a placement depends on each charger only through the pairs of
 * (its model, a target model) that touch, and each pair touches on a closed interval of its spot t whose ends are
 * where a model boundary of the charger meets a model boundary of the target or an edge end (contact anchors). Take
 * an optimal placement and fix, per charger, the interval where all its touching pairs still touch and the piece of
 * its lane it stands in; keep the chargers of each facing in their order. Moving every charger as far as possible
 * towards the start of its facing inside those bounds never loses a touching pair, so stays optimal, and ends where
 * each charger is stopped either by one of its own bounds (a contact anchor, a lane end: lane.ts) or by the charger
 * before it on the same facing (abutting it). So each charger of some optimal placement is at one of its own anchors
 * or abutting the previous one: the search builds each facing from its start, trying for each charger its anchors
 * past the previous one (per class of equal score, the first, the last and the one nearest its straight-ahead
 * spot) and the spot abutting it. A charger on another facing only matters where both overhang the same corner,
 * which starts exactly at an edge-end anchor. Branch and bound: the bound is what each facing can do alone (the same
 * candidates, no paths, no other facings: an exact search kept per state), children best first. Ties then go to the
 * least total slide from the straight-ahead spots (then from the chargers' own lateral positions), looked for within
 * a small allowance of steps. Paths crossing other chargers' final spots are not bounds of that argument: a placement
 * needing a spot that is none of the candidates only to avoid such a crossing is not found.
 */
import { DomainError } from '../../../core/errors.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import type { Polygon } from '../../../core/table/shapes.js';
import { contactAnchors, contactAt, edgeSegments, ranksOf, type Segment } from './models.js';
import { polyAt, sweepHits, type Lane } from './lane.js';
import type { ChargeUnit } from './types.js';

export interface JointLane { id: string; lane: Lane; free: Array<[number, number]> }
export interface JointInput {
  lanes: JointLane[];
  target: ChargeUnit;
  priority: 'models' | 'chargers';
  /** false against a fleeing target: no maximising (L912-915), only fitting. */
  maximiseContact: boolean;
  /** Search nodes allowed before the request is too complex (a 422). */
  budget: number;
}
export interface Placed { id: string; t: number; own: number; targetModels: number }
export interface JointResult {
  placed: Placed[];
  notPlaced: string[];
  moveOrder: string[];
  modelsInCombat: number;
  chargersInCombat: number;
  chargerModelsInContact: number;
  targetModelsInContact: number;
  nodes: number;
}

interface Spot { t: number; own: number; a: number; b: number; key: number; slide: number; slide2: number }
interface Prep { j: JointLane; segs: Segment[]; files: number; weight: number; anchors: Spot[]; maxOwn: number; maxTouch: number }

const inFree = (free: Array<[number, number]>, t: number) => free.some(([a, b]) => t >= a - 1e-9 && t <= b + 1e-9);

function spotOf(p: Prep, t: number): Spot {
  const l = p.j.lane;
  const { own, a, b } = contactAt(t, l.unit.width, p.files, p.segs, l.length);
  const over = (t - l.unit.width / 2 < -1e-7 ? 1 : 0) + (t + l.unit.width / 2 > l.length + 1e-7 ? 2 : 0);
  return { t, own, a, b, key: ((own * 1024 + a + 1) * 1024 + b + 1) * 4 + over, slide: Math.abs(t - l.t0), slide2: Math.abs(t - l.t0raw) };
}

function prepare(j: JointLane, target: ChargeUnit, weightBy: 'models' | 'chargers'): Prep {
  const l = j.lane;
  const segs = edgeSegments(target, l.edge);
  const k = ranksOf(l.unit);
  const p: Prep = { j, segs, files: k.files, weight: weightBy === 'models' ? k.models : 1, anchors: [], maxOwn: 0, maxTouch: 0 };
  const raw = [...contactAnchors(l.unit.width, k.files, segs), ...j.free.flat(), l.t0, Math.max(l.lo, Math.min(l.hi, l.t0raw))];
  const ts = [...new Set(raw.map((t) => Math.round(t * 1e9) / 1e9))].filter((t) => t >= l.lo - 1e-9 && t <= l.hi + 1e-9 && inFree(j.free, t)).sort((x, y) => x - y);
  p.anchors = ts.map((t) => spotOf(p, t)).filter((s) => s.a >= 0);
  for (const s of p.anchors) { p.maxOwn = Math.max(p.maxOwn, s.own); p.maxTouch = Math.max(p.maxTouch, s.b - s.a + 1); }
  return p;
}

type Score = [number, number, number];
const add = (x: Score, y: Score): Score => [x[0] + y[0], x[1] + y[1], x[2] + y[2]];
const better = (x: Score, y: Score) => x[0] > y[0] || (x[0] === y[0] && (x[1] > y[1] || (x[1] === y[1] && x[2] > y[2])));

const EDGE_ORDER = ['front', 'right', 'rear', 'left'] as const;

export function jointPlacement(inp: JointInput): JointResult {
  const preps = inp.lanes.map((j) => prepare(j, inp.target, inp.priority));
  const n = preps.length;
  const edges = EDGE_ORDER.filter((e) => preps.some((p) => p.j.lane.edge === e));
  const byEdge = edges.map((e) => preps.map((p, i) => (p.j.lane.edge === e ? i : -1)).filter((i) => i >= 0));
  const k = ranksOf(inp.target);
  const touchCount = new Int32Array(k.ranks * k.files);
  const engaged = !!inp.target.engaged;
  const at: Array<{ s: Spot; poly: Polygon } | null> = Array(n).fill(null);
  const before: boolean[][] = Array.from({ length: n }, () => Array(n).fill(false)); // before[i][j]: i must move before j
  let touched = 0;
  let own = 0;
  let combat = 0;
  let nodes = 0;
  let slide = 0;
  let slide2 = 0;
  let best: { score: Score; at: Array<Spot | null>; before: boolean[][] } | null = null;

  const score = (c: number, o: number, tch: number): Score => {
    if (!inp.maximiseContact) return [c, 0, 0];
    return engaged ? [c, o, tch] : [c, o + tch, 0];
  };
  const place = (i: number, s: Spot, poly: Polygon, sign: 1 | -1) => {
    const p = preps[i];
    for (let m = s.a; m <= s.b; m++) {
      const id = p.segs[m].model;
      if (sign > 0 && touchCount[id]++ === 0) touched++;
      if (sign < 0 && --touchCount[id] === 0) touched--;
    }
    own += sign * s.own;
    combat += sign * p.weight;
    slide += sign * s.slide;
    slide2 += sign * s.slide2;
    at[i] = sign > 0 ? { s, poly } : null;
  };
  const cyclic = (): boolean => {
    const state = new Int8Array(n);
    const visit = (i: number): boolean => {
      state[i] = 1;
      for (let j = 0; j < n; j++) if (before[i][j] && (state[j] === 1 || (state[j] === 0 && visit(j)))) return true;
      state[i] = 2;
      return false;
    };
    for (let i = 0; i < n; i++) if (state[i] === 0 && visit(i)) return true;
    return false;
  };
  // does charger i's path to spot t cross charger j standing at spot u? (asked again and again: kept)
  const crossCache = new Map<string, boolean>();
  const crosses = (i: number, t: number, j: number, u: number, poly: Polygon): boolean => {
    const key = `${i}|${t}|${j}|${u}`;
    let v = crossCache.get(key);
    if (v === undefined) { v = sweepHits(preps[i].j.lane, t, poly, true); crossCache.set(key, v); }
    return v;
  };
  /** Can charger i stand at s with the chargers already placed: no overlap, and some order of moves. */
  const fits = (i: number, s: Spot, poly: Polygon): boolean => {
    const changed: Array<[number, number]> = [];
    let ok = true;
    for (let j = 0; j < n && ok; j++) {
      const o = at[j];
      if (!o || j === i) continue;
      if (preps[j].j.lane.edge !== preps[i].j.lane.edge && polygonsOverlap(poly, o.poly)) { ok = false; break; }
      if (crosses(i, s.t, j, o.s.t, o.poly)) { before[i][j] = true; changed.push([i, j]); }
      if (crosses(j, o.s.t, i, s.t, poly)) { before[j][i] = true; changed.push([j, i]); }
    }
    if (ok && changed.length && cyclic()) ok = false;
    if (!ok) for (const [a, b] of changed) before[a][b] = false;
    return ok;
  };
  const unfit = (i: number) => { for (let j = 0; j < n; j++) { before[i][j] = false; before[j][i] = false; } };

  const candMemo = preps.map(() => new Map<number, Spot[]>());
  const candidates = (i: number, lastRight: number): Spot[] => {
    let list = candMemo[i].get(lastRight);
    if (!list) { list = candidatesOf(i, lastRight); candMemo[i].set(lastRight, list); }
    return list;
  };
  const candidatesOf = (i: number, lastRight: number): Spot[] => {
    const p = preps[i];
    const w = p.j.lane.unit.width;
    const min = lastRight + w / 2 - 1e-9;
    const first = new Map<number, Spot>();
    const last = new Map<number, Spot>();
    const near = new Map<number, Spot>();
    for (const s of p.anchors) {
      if (s.t < min) continue;
      if (!first.has(s.key)) first.set(s.key, s);
      last.set(s.key, s);
      const q = near.get(s.key);
      if (!q || s.slide < q.slide - 1e-9) near.set(s.key, s);
    }
    const out = new Set<Spot>([...first.values(), ...last.values(), ...near.values()]);
    if (Number.isFinite(lastRight)) {
      const t = lastRight + w / 2;
      if (t <= p.j.lane.hi + 1e-9 && inFree(p.j.free, t)) {
        const s = spotOf(p, t);
        if (s.a >= 0) out.add(s);
      }
    }
    return [...out].sort((x, y) => (y.own + y.b - y.a) - (x.own + x.b - x.a) || x.slide - y.slide || x.t - y.t);
  };
  // Bound, and the order to try: the best each facing can do alone from where it stands (the chargers left on it,
  // the right end of the last one placed, the last target base touched), without paths or other facings: an exact
  // search of that easier problem over the same candidates, kept per state.
  const step = () => {
    if (++nodes > inp.budget) {
      throw new DomainError('too_complex', `placing ${n} chargers together needs more than ${inp.budget} search steps`, [{ path: '/chargerIds', code: 'jointPlacementSteps', message: `more than ${inp.budget} search steps` }]);
    }
  };
  const memo = edges.map(() => new Map<number, Map<number, Score>>()); // per facing: (mask, last base) → right end → best
  const gain = (i: number, s: Spot, lastB: number): Score => score(preps[i].weight, s.own, s.b > lastB ? s.b - Math.max(s.a - 1, lastB) : 0);
  const alone = (e: number, mask: number, lastRight: number, lastB: number): Score => {
    const k1 = mask * 1024 + lastB + 1;
    let row = memo[e].get(k1);
    if (!row) { row = new Map(); memo[e].set(k1, row); }
    const hit = row.get(lastRight);
    if (hit) return hit;
    let c = 0; let o = 0; let tc = 0;
    const list = byEdge[e];
    for (let k = 0; k < list.length; k++) {
      if (!(mask & (1 << k))) continue;
      const i = list[k];
      for (const s of candidates(i, lastRight)) {
        step();
        const g = gain(i, s, lastB);
        const r = alone(e, mask & ~(1 << k), s.t + preps[i].j.lane.unit.width / 2, Math.max(lastB, s.b));
        const v0 = g[0] + r[0]; const v1 = g[1] + r[1]; const v2 = g[2] + r[2];
        if (v0 > c || (v0 === c && (v1 > o || (v1 === o && v2 > tc)))) { c = v0; o = v1; tc = v2; }
      }
    }
    const top: Score = [c, o, tc];
    row.set(lastRight, top);
    return top;
  };
  const later = edges.map((_, e) => alone(e, (1 << byEdge[e].length) - 1, -Infinity, -1));
  // Two passes: the best score; then, among placements of that score, the least slide from the straight-ahead spots
  // (then from the chargers' own lateral positions), within its own step allowance (past it, the best found stands).
  let tie: { slide: number; slide2: number } | null = null;
  let tieSteps = 0;
  const TIE_STEPS = 400;
  const same = (x: Score, y: Score) => x[0] === y[0] && x[1] === y[1] && x[2] === y[2];
  const dfs = (ei: number, lastRight: number, lastB: number, pass: 1 | 2): void => {
    if (pass === 1) step();
    else if (++tieSteps > TIE_STEPS) return;
    if (pass === 2 && tie && (slide > tie.slide + 1e-9 || (slide > tie.slide - 1e-9 && slide2 >= tie.slide2 - 1e-9))) return;
    if (ei === edges.length) {
      const sc = score(combat, own, touched);
      if (pass === 1 && (!best || better(sc, best.score))) best = { score: sc, at: at.map((x) => x?.s ?? null), before: before.map((r) => [...r]) };
      if (pass === 2 && same(sc, best!.score)) { tie = { slide, slide2 }; best = { score: sc, at: at.map((x) => x?.s ?? null), before: before.map((r) => [...r]) }; }
      return;
    }
    const mask = byEdge[ei].reduce((m, i, k) => (at[i] ? m : m | (1 << k)), 0);
    let rest: Score = [0, 0, 0];
    for (let e = ei + 1; e < edges.length; e++) rest = add(rest, later[e]);
    const here = score(combat, own, touched);
    // pass 1 looks only for better scores; pass 2 only where the best score can still be reached
    const hopeless = (v: Score) => (pass === 1 ? best !== null && !better(v, best.score) : better(best!.score, v));
    if (hopeless(add(add(here, alone(ei, mask, lastRight, lastB)), rest))) return;
    // children best first by the bound, then nearest their straight-ahead spot; closing this facing last
    const kids: Array<{ i: number; s: Spot; v: Score }> = [];
    byEdge[ei].forEach((i, k) => {
      if (at[i]) return;
      for (const s of candidates(i, lastRight)) kids.push({ i, s, v: add(gain(i, s, lastB), alone(ei, mask & ~(1 << k), s.t + preps[i].j.lane.unit.width / 2, Math.max(lastB, s.b))) });
    });
    kids.sort((x, y) => (better(x.v, y.v) ? -1 : better(y.v, x.v) ? 1 : x.s.slide - y.s.slide || x.s.slide2 - y.s.slide2));
    for (const { i, s, v } of kids) {
      if (hopeless(add(add(here, v), rest))) break;
      const poly = polyAt(preps[i].j.lane, s.t);
      if (!fits(i, s, poly)) continue;
      place(i, s, poly, 1);
      dfs(ei, s.t + preps[i].j.lane.unit.width / 2, Math.max(lastB, s.b), pass);
      place(i, s, poly, -1);
      unfit(i);
    }
    dfs(ei + 1, -Infinity, -1, pass);
  };
  dfs(0, -Infinity, -1, 1);
  dfs(0, -Infinity, -1, 2);
  return summary(preps, best!, nodes, inp.target);
}

function summary(preps: Prep[], best: { at: Array<Spot | null>; before: boolean[][] }, nodes: number, target: ChargeUnit): JointResult {
  const k = ranksOf(target);
  const seen = new Set<number>();
  const placed: Placed[] = [];
  let chargerModelsInContact = 0;
  let modelsInCombat = 0;
  preps.forEach((p, i) => {
    const s = best.at[i];
    if (!s) return;
    const mine = new Set(p.segs.slice(s.a, s.b + 1).map((g) => g.model));
    mine.forEach((m) => seen.add(m));
    placed.push({ id: p.j.id, t: s.t, own: s.own, targetModels: mine.size });
    chargerModelsInContact += s.own;
    modelsInCombat += ranksOf(p.j.lane.unit).models;
  });
  // an order of moves: repeatedly the first charger (in the order given) that no unmoved charger must precede
  const order: string[] = [];
  const done = new Set<number>();
  while (order.length < placed.length) {
    const i = preps.findIndex((_, c) => best.at[c] && !done.has(c) && !preps.some((__, j) => best.at[j] && !done.has(j) && best.before[j][c]));
    done.add(i);
    order.push(preps[i].j.id);
  }
  return {
    placed, notPlaced: preps.filter((_, i) => !best.at[i]).map((p) => p.j.id), moveOrder: order,
    modelsInCombat: placed.length ? modelsInCombat + k.models : 0, chargersInCombat: placed.length,
    chargerModelsInContact, targetModelsInContact: seen.size, nodes,
  };
}

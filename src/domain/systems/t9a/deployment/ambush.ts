/**
 * Ambush (L3110-3120): from its second turn the player rolls a D6 per ambushing unit at the start of each Remaining
 * Moves sub-phase; on 3+ it comes on with its rear rank flush with a board edge and ends its move within 2×M of that
 * edge; one that never arrives is destroyed. The game lasts six turns (L545-550).
 */
import type { Explainer } from '../../../core/explain.js';
import { pointer } from '../../../core/errors.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import { corners, footprintPolygon } from '../../../core/table/shapes.js';
import { R } from '../rules.js';
import { fraction } from './first-turn.js';
import { r3 } from './placement.js';
import type { Ambusher, AmbushAnswer, Finding } from './types.js';
import type { Side } from './zone.js';

const TURNS = 6;
const EDGE_TOL = 1e-6;
type Board = { width: number; depth: number };
type Edge = 'near' | 'far' | 'left' | 'right';

/** The board edge the footprint's rear edge lies on (both rear corners on its line), if any. */
function rearEdge(a: Ambusher, pose: { centre: { x: number; y: number }; facing: number }, board: Board): Edge | null {
  const [, , rr, rl] = corners({ ...pose, width: a.width, depth: a.depth });
  const on = (f: (p: { x: number; y: number }) => number) => Math.abs(f(rr)) <= EDGE_TOL && Math.abs(f(rl)) <= EDGE_TOL;
  if (on((p) => p.y)) return 'near';
  if (on((p) => p.y - board.depth)) return 'far';
  if (on((p) => p.x)) return 'left';
  if (on((p) => p.x - board.width)) return 'right';
  return null;
}

/** Shortest distance from a footprint on the board to one of its edges (L709-713: closest points). */
function toEdge(a: Ambusher, pose: { centre: { x: number; y: number }; facing: number }, edge: Edge, board: Board): number {
  const poly = footprintPolygon({ ...pose, width: a.width, depth: a.depth });
  const d = { near: (p: { x: number; y: number }) => p.y, far: (p: { x: number; y: number }) => board.depth - p.y, left: (p: { x: number; y: number }) => p.x, right: (p: { x: number; y: number }) => board.width - p.x }[edge];
  return Math.max(0, Math.min(...poly.map(d)));
}

// Ambush arrivals: a D6 per unit from its second turn, 3+ arrives, never arriving is destroyed: 004_1ae45c4b93e4399d.txt L3113-3118
export function ambush(ambushers: readonly Ambusher[], board: Board, goesFirst: Side | undefined, sampler: Sampler | null, ex: Explainer): AmbushAnswer {
  const out: AmbushAnswer = { units: ambushers.map((a) => ({ unit: a.id, side: a.side })) };
  if (!sampler) {
    out.arrival = [];
    for (let t = 2; t <= TURNS; t++) {
      const den = 3 ** (t - 1);
      out.arrival.push({ turn: t, p: 2 / den, fraction: fraction(2, den), pByTurn: (den - 1) / den, byTurnFraction: fraction(den - 1, den) });
    }
    out.pNever = 1 / 3 ** (TURNS - 1);
    out.pNeverFraction = fraction(1, 3 ** (TURNS - 1));
    ex.add(R.ambush, `each ambushing unit rolls a D6 from its second turn, arriving on 3+ (2/3): by turn 2 ${out.arrival[0].byTurnFraction}, by turn 3 ${out.arrival[1].byTurnFraction} (turn 4 or later does not count for Breakthrough, L2974-2976), by turn 6 ${out.arrival[TURNS - 2].byTurnFraction}; never, and destroyed, ${out.pNeverFraction}`);
  } else {
    const waiting = new Set(ambushers.map((a) => a.id));
    const first = goesFirst ?? 'A';
    for (let t = 2; t <= TURNS && waiting.size; t++) {
      for (const side of [first, first === 'A' ? 'B' : 'A'] as Side[]) {
        ambushers.forEach((a, i) => {
          if (a.side !== side || !waiting.has(a.id)) return;
          const [d] = sampler.roll(`ambush ${a.id} turn ${t}`, 6, 1);
          if (d >= 3) {
            waiting.delete(a.id);
            out.units[i].arrivesOnTurn = t;
          }
        });
      }
    }
    for (const u of out.units) if (u.arrivesOnTurn === undefined) u.arrivesOnTurn = null;
    ex.add(R.ambush, `D6 per ambushing unit from its second turn, 3+ arrives (side ${first} plays first${goesFirst ? '' : ', by default'}): ${out.units.map((u) => `${u.unit} ${u.arrivesOnTurn === null ? 'never arrives and is destroyed' : `arrives on turn ${u.arrivesOnTurn}`}`).join('; ')}`);
  }
  ambushers.forEach((a, i) => { if (a.arrival) Object.assign(out.units[i], arrival(a, i, board, ex)); });
  return out;
}

// The arriving unit: its rear rank flush with the board edge, ending its move within 2×M of that edge: 004_1ae45c4b93e4399d.txt L3114-3117
function arrival(a: Ambusher, i: number, board: Board, ex: Explainer): { legal: boolean; reasons: Finding[]; edge?: string; toEdge?: number } {
  const reasons: Finding[] = [];
  const edge = rearEdge(a, a.arrival!, board);
  const cite = R.ambush.cite;
  if (!edge) {
    reasons.push({ code: 'REAR_NOT_ON_EDGE', path: pointer('ambushers', i, 'arrival', 'centre'), message: `${a.id}'s rear rank is not flush with a board edge`, cite });
    ex.add(R.ambush, `${a.id} comes on with its rear rank off every board edge: not a legal arrival`);
    return { legal: false, reasons };
  }
  const end = a.arrival!.moved ?? a.arrival!;
  const d = toEdge(a, end, edge, board);
  if (d > 2 * a.M + 1e-9) reasons.push({ code: 'TOO_FAR_FROM_EDGE', path: pointer('ambushers', i, 'arrival', 'moved', 'centre'), message: `${a.id} ends ${r3(d)}" from the ${edge} edge it came on from; at most 2×M = ${2 * a.M}"`, cite });
  ex.add(R.ambush, `${a.id} comes on from the ${edge} edge and ends ${r3(d)}" from it (at most 2×M = ${2 * a.M}"): ${reasons.length ? 'too far' : 'legal'}`);
  return { legal: reasons.length === 0, reasons, edge, toEdge: r3(d) };
}

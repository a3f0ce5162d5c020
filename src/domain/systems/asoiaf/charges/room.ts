/**
 * Room in the defender's arc and the final alignment (000_4d85fd9897d069bf.txt L1014-1018, L1062-1068,
 * L1083-1089; 002_953a7ceb75253954.txt L790, L798-802). The charger stands flush against the arc's edge of
 * the defender's tray, facing it; `s` is the offset of its centre along that edge from the edge's middle
 * (s = 0: 100 %, centre to centre). Obstacles: every other tray and Impassable terrain, and the table edge.
 */
import { polygonDistance } from '../../../core/table/intersect.js';
import type { Footprint, Polygon } from '../../../core/table/shapes.js';
import { add, dot, facingOf, length, scale, sub, type Vec } from '../../../core/table/vec.js';
import { cornersOf, freeIntervals, majorityArcOf, nearestFree, overlapIntervals, tableInterval, type ArcGeometry, type ArcName } from './geometry.js';
import type { ChargeSetup } from './request.js';

export type Alignment = 'full' | 'half' | 'closest';

export interface Placement {
  fp: Footprint;
  s: number;
  alignment: Alignment;
  /** Length of the contact between the two trays, inches. */
  contact: number;
  /** 2018: how far the defender's tray was moved along its edge to allow the alignment. */
  defenderShift: Vec | null;
}

export interface RoomReport {
  room: boolean;
  /** 2018: a unit engaged in this arc at 100 %. */
  fullyEngagedBy: string | null;
  /** Enemies of the defender already engaged in this arc. */
  enemiesOnSide: string[];
  placement: Placement | null;
}

export interface EdgeFrame {
  mid: Vec;
  /** Unit vector along the edge. */
  e: Vec;
  /** Outward unit normal. */
  n: Vec;
  length: number;
}

/** The defender's edge facing `arc`. */
export function edgeFrame(t: Footprint, arc: ArcName): EdgeFrame {
  const [fl, fr, rr, rl] = cornersOf(t);
  const [a, b] = { front: [fl, fr], right: [fr, rr], rear: [rr, rl], left: [rl, fl] }[arc] as [Vec, Vec];
  const mid = scale(add(a, b), 0.5);
  const d = sub(b, a);
  const L = length(d);
  const out = sub(mid, t.centre);
  return { mid, e: scale(d, 1 / L), n: scale(out, 1 / length(out)), length: L };
}

/** The charger's footprint flush against the edge at offset `s`. */
export function flushAt(frame: EdgeFrame, charger: Footprint, s: number): Footprint {
  const centre = add(add(frame.mid, scale(frame.e, s)), scale(frame.n, charger.depth / 2));
  return { centre, facing: facingOf(scale(frame.n, -1)), width: charger.width, depth: charger.depth };
}

const overlapLength = (w: number, L: number, s: number) => Math.max(0, Math.min(s + w / 2, L / 2) - Math.max(s - w / 2, -L / 2));

export interface RoomOptions {
  v18: boolean;
  geometry: ArcGeometry;
  preferHalf: boolean;
  halfOfLonger: boolean;
}

export function checkRoom(setup: ChargeSetup, arc: ArcName, opts: RoomOptions): RoomReport {
  const { charger, target, table } = setup;
  const frame = edgeFrame(target.fp, arc);
  const w = charger.fp.width;
  const L = frame.length;
  const half = 0.5 * (opts.halfOfLonger ? Math.max(w, L) : Math.min(w, L));
  const sHalf = (w + L) / 2 - half;
  // 2021: at least 50 % must touch; 2018: any free room (then the alignment rules apply)
  const sMax = opts.v18 ? (w + L) / 2 - 1e-6 : sHalf;
  const others = setup.units.filter((u) => u !== charger && u !== target);
  const obstacles: Polygon[] = [...others.map((u) => u.poly), ...setup.terrain.filter((t) => t.keywords.has('impassable')).map((t) => t.polygon)];
  const engagedHere = others.filter((u) => u.side !== target.side && polygonDistance(u.poly, target.poly) < 1e-6 && majorityArcOf(target.fp, u.poly, opts.geometry).arc === arc);
  const fully = engagedHere.find((u) => Math.abs(dot(sub(u.fp.centre, frame.mid), frame.e)) < 0.01);
  const base = cornersOf(flushAt(frame, charger.fp, 0));
  const freeFor = (shape: Polygon, lo: number, hi: number) => {
    const forbidden = obstacles.flatMap((o) => overlapIntervals(shape, frame.e, o));
    const [tlo, thi] = tableInterval(shape, frame.e, table.width, table.depth);
    return freeIntervals(Math.max(lo, tlo), Math.min(hi, thi), forbidden);
  };
  const free = opts.v18 || half <= Math.min(w, L) + 1e-9 ? freeFor(base, -sMax, sMax) : [];
  const report: RoomReport = { room: free.length > 0, fullyEngagedBy: fully?.id ?? null, enemiesOnSide: engagedHere.map((u) => u.id), placement: null };
  if (!report.room) return report;
  const side = Math.sign(dot(sub(charger.fp.centre, frame.mid), frame.e)) || 1;
  const halves = [side * sHalf, -side * sHalf];
  const preferred: Array<{ s: number; alignment: Alignment }> = opts.preferHalf
    ? [...halves.map((s) => ({ s, alignment: 'half' as const })), { s: 0, alignment: 'full' as const }]
    : [{ s: 0, alignment: 'full' as const }, ...halves.map((s) => ({ s, alignment: 'half' as const }))];
  const place = (s: number, alignment: Alignment, shift: Vec | null): Placement => {
    const fp = flushAt(frame, charger.fp, s);
    return { fp: shift ? { ...fp, centre: add(fp.centre, shift) } : fp, s, alignment, contact: overlapLength(w, L, s), defenderShift: shift };
  };
  for (const p of preferred) if (free.some(([a, b]) => p.s >= a - 1e-9 && p.s <= b + 1e-9)) return { ...report, placement: place(p.s, p.alignment, null) };
  if (opts.v18) {
    // The defender's tray is moved (with the charger at the alignment) by the smallest shift that allows it
    let best: { d: number; p: (typeof preferred)[number] } | undefined;
    for (const p of preferred) {
      const shape = cornersOf(flushAt(frame, charger.fp, p.s));
      const forbidden = obstacles.flatMap((o) => [...overlapIntervals(shape, frame.e, o), ...overlapIntervals(target.poly, frame.e, o)]);
      const [a1, b1] = tableInterval(shape, frame.e, table.width, table.depth);
      const [a2, b2] = tableInterval(target.poly, frame.e, table.width, table.depth);
      const d = nearestFree(freeIntervals(Math.max(a1, a2), Math.min(b1, b2), forbidden), 0);
      if (d !== undefined && (!best || Math.abs(d) < Math.abs(best.d) - 1e-9)) best = { d, p };
    }
    if (best) return { ...report, placement: place(best.p.s, best.p.alignment, scale(frame.e, best.d)) };
    const s = nearestClosest(free, halves);
    return { ...report, placement: place(s, 'closest', null) };
  }
  return { ...report, placement: place(nearestClosest(free, preferred.map((p) => p.s)), 'closest', null) };
}

/** The free offset nearest any of the wanted offsets. */
function nearestClosest(free: ReadonlyArray<[number, number]>, wanted: number[]): number {
  let best = 0;
  let gap = Infinity;
  for (const t of wanted) {
    const s = nearestFree(free, t);
    if (s !== undefined && Math.abs(s - t) < gap - 1e-12) {
      gap = Math.abs(s - t);
      best = s;
    }
  }
  return best;
}

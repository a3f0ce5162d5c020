/**
 * The joint placement (004_1ae45c4b93e4399d.txt L918-925) against a brute force: on seeded layouts (a target of
 * several ranks, two or three chargers on its front and flanks, rocks and another enemy unit beside it) every
 * combination of spots on a 0.25" grid is tried, each checked spot by spot (the charger's own wheel, path and spot,
 * L878-907), pair by pair (no overlap, some order of moves, L920-921), and scored from the model bases themselves
 * (corner contact counts, L749-750); the engine's answer must be legal by the same checks, score what it reports,
 * and never score below the best grid placement.
 */
import { describe, expect, it } from '@jest/globals';
import { polygonDistance, polygonsOverlap } from '../../../core/table/intersect.js';
import { footprintPolygon, axes, type EdgeName, type Polygon } from '../../../core/table/shapes.js';
import { add, dot, scale, sub } from '../../../core/table/vec.js';
import { resolveOptions } from '../../../core/options.js';
import { chargesCapability, fp, type ChargeRequest, type ChargeUnit } from './index.js';
import { blockersAt, laneOf, polyAt, sweepHits, type Lane, type Obstacle } from './lane.js';
import { ranksOf } from './models.js';

const ctx = { rulesVersion: 't9a-0.11.1', options: resolveOptions(chargesCapability.options, {}), dice: { mode: 'exact' as const } };
const board = { width: 72, depth: 48 };

/** A base of model (rank, file) of a unit whose footprint is `f`. */
function base(f: { centre: { x: number; y: number }; facing: number; width: number; depth: number }, files: number, ranks: number, rank: number, file: number): Polygon {
  const { f: fw, r } = axes(f);
  const bw = f.width / files;
  const rd = f.depth / ranks;
  const centre = add(add(f.centre, scale(fw, f.depth / 2 - (rank + 0.5) * rd)), scale(r, -f.width / 2 + (file + 0.5) * bw));
  return footprintPolygon({ centre, facing: f.facing, width: bw, depth: rd });
}

function rng(seed: number) {
  let s = seed;
  return () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
}
const pick = <T,>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

function layout(seed: number): ChargeRequest {
  const r = rng(seed);
  const files = pick(r, [2, 3, 4, 5]);
  const bw = pick(r, [1, 1.5, 2]);
  const ranks = pick(r, [1, 2, 3]);
  const t: ChargeUnit = { id: 't', side: 'B', centre: { x: 36, y: 24 }, facing: 180, width: files * bw, depth: ranks * 1.5, M: 4, files, models: files * ranks, engaged: r() < 0.25 };
  const units: ChargeUnit[] = [t];
  const sides = seed % 2 === 0 ? pick(r, [['front', 'front'], ['front', 'front', 'front'], ['front', 'front', 'left']]) : pick(r, [['front', 'front'], ['front', 'left'], ['front', 'front', 'right'], ['left', 'front', 'right'], ['front', 'front', 'front']]);
  // tight: the chargers' frontages add up to about the target's, give or take an inch
  const room = t.width + pick(r, [-1, -0.5, 0, 0.5, 1]);
  sides.forEach((side, i) => {
    const tightFront = seed % 2 === 0 && side === 'front';
    const nFront = sides.filter((x) => x === 'front').length;
    const cf = tightFront ? Math.max(1, Math.round(room / nFront / pick(r, [0.5, 1]))) : pick(r, [2, 3, 4]);
    const w = tightFront ? room / nFront : cf * pick(r, [1, 1.5]);
    const off = (Math.floor(r() * 9) - 4) * 0.5;
    const gap = (seed % 2 === 0 ? 4 : 3) + Math.floor(r() * 6) + i * 0.25;
    const front = side === 'front';
    const tight = seed % 2 === 0;
    const x = front ? 36 + (tight ? off / 4 : off + (i - 1) * (w + 0.5)) : side === 'left' ? 36 + t.width / 2 + gap + 1 : 36 - t.width / 2 - gap - 1;
    const y = front ? 24 - t.depth / 2 - gap - 1 - (tight ? 3 * i : 0) : 24 + off;
    units.push({ id: `c${i}`, side: 'A', centre: { x, y }, facing: front ? 0 : side === 'left' ? 270 : 90, width: w, depth: 2, M: 5, files: cf, models: cf * 2 });
  });
  const terrain: ChargeRequest['terrain'] = [];
  const fy = 24 - t.depth / 2;
  const rockAt = (x0: number, x1: number) => terrain.push({ type: 'impassable', polygon: [{ x: x0, y: fy - 2.5 }, { x: x1, y: fy - 2.5 }, { x: x1, y: fy }, { x: x0, y: fy }] });
  if (seed % 2 === 0) {
    // a tight front: rocks beside it (up to 1.5" past its corners), the chargers fighting for room
    rockAt(36 + t.width / 2 + Math.floor(r() * 2) * 0.5, 42);
    rockAt(30, 36 - t.width / 2 - Math.floor(r() * 2) * 0.5);
  } else if (r() < 0.7) { const x0 = 36 + t.width / 2 + Math.floor(r() * 4) * 0.5; terrain.push({ type: 'impassable', polygon: [{ x: x0, y: 19 }, { x: x0 + 2, y: 19 }, { x: x0 + 2, y: 22 }, { x: x0, y: 22 }] }); }
  if (seed % 2 === 1 && r() < 0.5) units.push({ id: 'e', side: 'B', centre: { x: 36 - t.width / 2 - 2.5 - Math.floor(r() * 3) * 0.5, y: 24 }, facing: 180, width: 3, depth: 2, M: 4 });
  return { units, terrain, chargerIds: units.filter((u) => u.side === 'A').map((u) => u.id), targetId: 't' };
}

type Score = number[];
const cmp = (a: Score, b: Score) => { for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 1e-9) return a[i] - b[i]; return 0; };

describe('joint placement against a brute force on a grid (L918-925)', () => {
  it('never scores below the best grid placement; its own placement is legal and scores what it reports', () => {
    let compared = 0;
    let equal = 0;
    for (let seed = 1; compared < 10 && seed < 200; seed++) {
      const req = layout(seed);
      let res: Record<string, any>;
      try { res = chargesCapability.run(req, ctx).result as Record<string, any>; } catch { continue; }
      const arrived = (res.chargers as Array<Record<string, any>>).filter((c) => c.legal || c.reasons.every((x: { code: string }) => x.code === 'BLOCKED_BY_CHARGER'));
      if (arrived.length < 2) continue;
      const target = req.units.find((u) => u.id === 't')!;
      const tk = ranksOf(target);
      const tBases = Array.from({ length: tk.ranks * tk.files }, (_, m) => base(fp(target), tk.files, tk.ranks, Math.floor(m / tk.files), m % tk.files));
      const ids = arrived.map((c) => c.chargerId as string);
      const lanes: Lane[] = arrived.map((c) => laneOf(req.units.find((u) => u.id === c.chargerId)!, target, c.facing as EdgeName));
      const obstacles: Obstacle[][] = lanes.map((l) => [
        ...req.units.filter((u) => u !== l.unit && u !== target && !req.chargerIds!.includes(u.id)).map((u) => ({ poly: footprintPolygon(fp(u)), what: u.id, enemy: u.side !== l.unit.side, convex: true })),
        ...(req.terrain ?? []).map((t) => ({ poly: t.polygon, what: 'rock', enemy: false, convex: true })),
      ]);
      // every spot on the grid: legal alone?, its polygon, which target bases it touches, how many of its models touch
      const spots = lanes.map((l, i) => {
        const out: Array<{ t: number; poly: Polygon; own: number; touched: number[] }> = [];
        const k = ranksOf(l.unit);
        for (let t = Math.ceil(l.lo * 4) / 4; t <= l.hi + 1e-9; t += 0.25) {
          const b = blockersAt(l, t, obstacles[i], board);
          if (b.blockedBy.length || b.touching.length || b.offTable) continue;
          const f = { centre: add(add(l.origin, scale(l.along, t)), scale(l.out, l.unit.depth / 2)), facing: l.facing, width: l.unit.width, depth: l.unit.depth };
          const mine = Array.from({ length: k.files }, (_, file) => base(f, k.files, k.ranks, 0, file));
          const touched = tBases.map((tb, m) => (mine.some((p) => polygonDistance(p, tb) < 1e-6) ? m : -1)).filter((m) => m >= 0);
          const own = mine.filter((p) => tBases.some((tb) => polygonDistance(p, tb) < 1e-6)).length;
          if (own > 0) out.push({ t, poly: polyAt(l, t), own, touched });
        }
        return out;
      });
      const score = (choice: Array<{ t: number; poly: Polygon; own: number; touched: number[] } | null>): Score => {
        const placed = choice.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
        const touched = new Set(placed.flatMap((i) => choice[i]!.touched));
        const own = placed.reduce((a, i) => a + choice[i]!.own, 0);
        const combat = placed.reduce((a, i) => a + ranksOf(lanes[i].unit).models, 0) + (placed.length ? tk.models : 0);
        return target.engaged ? [combat, own, touched.size] : [combat, own + touched.size, 0];
      };
      const legal = (choice: Array<{ t: number; poly: Polygon } | null>): boolean => {
        const before = choice.map(() => choice.map(() => false));
        for (let i = 0; i < choice.length; i++) for (let j = i + 1; j < choice.length; j++) {
          const a = choice[i];
          const b = choice[j];
          if (!a || !b) continue;
          if (polygonsOverlap(a.poly, b.poly)) return false;
          before[i][j] = sweepHits(lanes[i], a.t, b.poly);
          before[j][i] = sweepHits(lanes[j], b.t, a.poly);
          if (before[i][j] && before[j][i]) return false;
        }
        // three chargers: no cycle of three either
        if (choice.length === 3 && ((before[0][1] && before[1][2] && before[2][0]) || (before[0][2] && before[2][1] && before[1][0]))) return false;
        return true;
      };
      let best: Score = [0, 0, 0];
      const walk = (i: number, choice: Array<{ t: number; poly: Polygon; own: number; touched: number[] } | null>) => {
        if (i === lanes.length) { const s = score(choice); if (cmp(s, best) > 0) best = s; return; }
        for (const c of [null, ...spots[i]]) {
          const next = [...choice, c];
          if (c && !legal(next)) continue;
          walk(i + 1, next);
        }
      };
      walk(0, []);
      // the engine's placement, checked and scored the same way
      const mine = arrived.map((c, i) => {
        if (!c.finalPosition) return null;
        const l = lanes[i];
        const t = dot(sub(sub(c.finalPosition.centre, l.origin), scale(l.out, l.unit.depth / 2)), l.along);
        const b = blockersAt(l, t, obstacles[i], board);
        expect([b.blockedBy, b.touching, b.offTable]).toEqual([[], [], false]);
        const k = ranksOf(l.unit);
        const f = { centre: c.finalPosition.centre, facing: l.facing, width: l.unit.width, depth: l.unit.depth };
        const bases = Array.from({ length: k.files }, (_, file) => base(f, k.files, k.ranks, 0, file));
        return { t, poly: polyAt(l, t), own: bases.filter((p) => tBases.some((tb) => polygonDistance(p, tb) < 1e-6)).length, touched: tBases.map((tb, m) => (bases.some((p) => polygonDistance(p, tb) < 1e-6) ? m : -1)).filter((m) => m >= 0) };
      });
      expect(legal(mine)).toBe(true);
      const got = score(mine);
      expect({ seed, ids, got: got[0] }).toEqual({ seed, ids, got: res.placement.modelsInCombat });
      expect(res.placement.modelsInContact).toBe(mine.reduce((a, c) => a + (c?.own ?? 0), 0) + new Set(mine.flatMap((c) => c?.touched ?? [])).size);
      expect({ seed, atLeastGrid: cmp(got, best) >= 0, got, best }).toMatchObject({ seed, atLeastGrid: true });
      compared++;
      if (cmp(got, best) === 0) equal++;
    }
    expect(compared).toBe(10);
    expect(equal).toBeGreaterThanOrEqual(5); // the grid holds most optima: the comparison bites
  });
});

import { describe, expect, it } from '@jest/globals';
import { polygonDistance } from '../../core/table/intersect.js';
import type { Polygon } from '../../core/table/shapes.js';
import { add, facingVector, scale } from '../../core/table/vec.js';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { shortestSeparation } from './charge-separate.js';
import { runCharge, type ChargeRequest, type RegroupChoice } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

/*
 * Kings of War: the units a regrouping or stepping-back unit ends too close to are moved apart.
 * Seed 003_80333abf01c9832d.txt L675-677 (after a regroup the unit may not be within 1" of enemies nor touch
 * friends: "Aplica las reglas descritas con anterioridad para evitar esta situacion"), L683-689 (separate any
 * unit left too close; "si es imposible mantener la pulgada ... mira si se puede conseguir alejando esas unidades
 * hasta alcanzar la 1". En estos casos, cuando aun asi es imposible ..., se permite estar a menos de una pulgada").
 * Digest §9.4-9.5. Every test marked OLD FAILED failed on the code before it: the first ones before the separation was
 * implemented (the regroup was REGROUP_ILLEGAL_END, the step back only listed the enemy in tooClose), the ones on other
 * directions, third units and engaged units when only the single shortest move was tried, unchecked against third units,
 * and units in a combat were moved like any other.
 */
const ctx = (options: RulesContext['options'] = {}, dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options, dice });
const regiment = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
/** An Infantry Regiment: W = 5 × 20 mm wide, D = 4 × 20 mm deep. */
const W = 100 / 25.4;
const D = 80 / 25.4;
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
const place = (id: string, side: string, x: number, y: number, facing: number): PlacedUnitInput => ({ id, side, unit: regiment(), centre: { x, y }, facing });
const box = (x0: number, y0: number, x1: number, y1: number): TerrainInput['polygon'] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const given = (...rolls: number[]): DiceRequest => ({ mode: 'given', rolls });
const regroup = (units: PlacedUnitInput[], choice: RegroupChoice, options: RulesContext['options'] = {}, dice?: DiceRequest, extra: Partial<ChargeRequest> = {}) =>
  runCharge({ charger: 'c', mode: 'regroup', regroup: choice, units, ...extra }, ctx(options, dice));
const rect = (cx: number, cy: number, w: number, d: number): Polygon => [
  { x: cx - w / 2, y: cy - d / 2 },
  { x: cx + w / 2, y: cy - d / 2 },
  { x: cx + w / 2, y: cy + d / 2 },
  { x: cx - w / 2, y: cy + d / 2 },
];

/** The smallest push along direction n after which b is `gap` from a (distance is convex along a line, so bisection). */
function pushAlong(a: Polygon, b: Polygon, n: { x: number; y: number }, gap: number): number {
  const at = (s: number) => polygonDistance(a, b.map((v) => add(v, scale(n, s))));
  if (at(20) < gap) return Infinity;
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 32; i++) {
    const m = (lo + hi) / 2;
    if (at(m) >= gap) hi = m;
    else lo = m;
  }
  return hi;
}

describe('the shortest straight move apart (penetration depth of the mover grown by the gap)', () => {
  it('side by side 0.5" apart: 0.5" straight sideways', () => {
    const s = shortestSeparation(rect(0, 0, W, D), rect(W + 0.5, 0, W, D), 1);
    expect(s.push).toBeCloseTo(0.5, 12);
    expect(s.dir.x).toBeCloseTo(1, 12);
  });
  it('corner to corner: along the line joining the corners, 1" minus their distance', () => {
    const s = shortestSeparation(rect(0, 0, 2, 2), rect(2.3, 2.4, 2, 2), 1);
    const d = Math.hypot(0.3, 0.4);
    expect(s.push).toBeCloseTo(1 - d, 12);
    expect(s.dir.x).toBeCloseTo(0.6, 12);
    expect(s.dir.y).toBeCloseTo(0.8, 12);
  });
  it('property: no whole-degree direction does better, and the push found gives exactly the gap (rotated shapes)', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let k = 0; k < 8; k++) {
      const fa = rnd() * 360;
      const fb = rnd() * 360;
      const rot = (p: Polygon, f: number, c: { x: number; y: number }) => p.map((v) => { const fv = facingVector(f); const r = { x: fv.y, y: -fv.x }; return add(c, add(scale(r, v.x), scale(fv, v.y))); });
      const a = rot(rect(0, 0, W, D), fa, { x: 0, y: 0 });
      const cb = { x: (rnd() - 0.5) * 8, y: (rnd() - 0.5) * 8 };
      const b = rot(rect(0, 0, W, D), fb, cb);
      const d = polygonDistance(a, b);
      if (d === 0 || d >= 1) continue;
      const s = shortestSeparation(a, b, 1);
      expect(polygonDistance(a, b.map((v) => add(v, scale(s.dir, s.push))))).toBeCloseTo(1, 9);
      let brute = Infinity;
      for (let i = 0; i < 360; i++) brute = Math.min(brute, pushAlong(a, b, facingVector(i), 1));
      expect(s.push).toBeLessThanOrEqual(brute + 1e-9);
    }
  });
});

describe('KoW step back: enemies left within 1" are moved apart to 1" (L683-689, digest §9.5)', () => {
  const c = place('c', 'A', 36, 10, 0);
  const t = place('t', 'B', 36, 10 + D, 180);
  const step = (more: PlacedUnitInput[], terrain: TerrainInput[] = []) => runCharge({ charger: 'c', units: [c, t, ...more], terrain, mode: 'stepBack' }, ctx());
  it('OLD FAILED: the enemy it fought is moved apart when a friend behind stops the step back short (L683-688)', () => {
    const r = step([place('f', 'A', 36, 10 - D - 0.5, 0)]).result;
    expect(r.stepBack!.moved).toBeCloseTo(0.499, 9);
    // t was 0.499" off: it is moved 0.501" straight away (its facing unchanged), to exactly 1"
    expect(r.stepBack!.separated).toEqual([{ unit: 't', from: { centre: { x: 36, y: r6(10 + D) }, facing: 180 }, to: { centre: { x: 36, y: r6(10 + D + 0.501) }, facing: 180 }, distance: 0.501 }]);
    expect(r.stepBack!.tooClose).toEqual([]);
  });
  // Impassable lids just above and below e: no direction but straight away from c is open to it
  const lids = (x0: number, x1: number, y: number): TerrainInput[] => [
    { id: 'lidUp', type: 'impassable', polygon: box(x0, y + D / 2 + 0.3, x1, y + D / 2 + 0.6) },
    { id: 'lidDown', type: 'impassable', polygon: box(x0, y - D / 2 - 0.6, x1, y - D / 2 - 0.3) },
  ];
  it('an enemy that cannot be moved (impassable terrain right behind it, lids above and below) stays: closer than 1" is tolerated (L688-689)', () => {
    const e = place('e', 'B', 36 + W + 0.5, 9, 0);
    const rock: TerrainInput = { id: 'rock', type: 'impassable', polygon: box(36 + 1.5 * W + 0.5, 0, 36 + 1.5 * W + 1, 20) };
    const lid = lids(36 + W / 2 + 0.2, 36 + 1.5 * W + 0.5, 9);
    const r = step([e], [rock, ...lid]).result;
    expect(r.stepBack).toMatchObject({ moved: 1, separated: [], tooClose: [{ unit: 'e', distance: 0.5 }] });
    // 0.3" of room behind it is not enough for the 0.5" it needs: it is not moved part of the way either
    const roomy: TerrainInput = { ...rock, polygon: box(36 + 1.5 * W + 0.8, 0, 36 + 1.5 * W + 1, 20) };
    expect(step([e], [roomy, ...lid]).result.stepBack).toMatchObject({ separated: [], tooClose: [{ unit: 'e', distance: 0.5 }] });
    const enough: TerrainInput = { ...rock, polygon: box(36 + 1.5 * W + 1, 0, 36 + 1.5 * W + 2, 20) };
    expect(step([e], [enough, ...lid]).result.stepBack).toMatchObject({ separated: [{ unit: 'e', distance: 0.5 }], tooClose: [] });
  });
  it('never through another unit: an enemy with its friend right behind it and lids above and below is not moved (L671 by analogy, L688-689)', () => {
    const e = place('e', 'B', 36 + W + 0.5, 9, 0);
    const behind = place('g', 'B', 36 + 2 * W + 0.8, 9, 0);
    expect(step([e, behind], lids(36 + W / 2 + 0.2, 36 + 1.5 * W + 0.5, 9)).result.stepBack).toMatchObject({ separated: [], tooClose: [{ unit: 'e', distance: 0.5 }] });
  });
  it('OLD FAILED: the straight-away move blocked by its friend behind, the enemy goes the shortest other clear way: straight up, D − 0.5 + √0.75" (L686-688)', () => {
    // e stands 0.5" higher than c: straight up it clears c's top-right corner to 1" once its bottom is √(1 − 0.5²) above it
    const e = place('e', 'B', 36 + W + 0.5, 9.5, 0);
    const behind = place('g', 'B', 36 + 2 * W + 0.8, 9.5, 0);
    const r = step([e, behind]).result.stepBack!;
    const push = D - 0.5 + Math.sqrt(0.75);
    expect(r.separated).toEqual([{ unit: 'e', from: { centre: { x: r6(36 + W + 0.5), y: 9.5 }, facing: 0 }, to: { centre: { x: r6(36 + W + 0.5), y: r6(9.5 + push) }, facing: 0 }, distance: r6(push) }]);
    expect(r.tooClose).toEqual([]);
    // every other candidate direction that restores the gap is either longer or not clear (it would go into g, or into c)
    const cPoly = rect(36, 9, W, D);
    const moved = rect(36 + W + 0.5, 9.5 + push, W, D);
    expect(polygonDistance(cPoly, moved)).toBeCloseTo(1, 9);
    for (let i = 0; i < 360; i++) {
      const n = facingVector(i);
      if (n.x > 1e-9) continue; // any rightward part runs into g 0.3" behind it long before the gap is restored
      expect(pushAlong(cPoly, rect(36 + W + 0.5, 9.5, W, D), n, 1)).toBeGreaterThanOrEqual(push - 1e-6);
    }
  });
  it('OLD FAILED: a move apart may not itself end within 1" of a third enemy: not the 0.5" straight away toward k 1.3" beyond it, another way (L160-163, L683-685)', () => {
    const e = place('e', 'B', 36 + W + 0.5, 9.5, 0);
    const k = place('k', 'A', 36 + 2 * W + 1.8, 9.5, 0);
    const r = step([e, k]).result.stepBack!;
    expect(r.separated).toHaveLength(1);
    const s = r.separated[0];
    const ePoly = rect(s.to.centre.x, s.to.centre.y, W, D);
    expect(polygonDistance(rect(36, 9, W, D), ePoly)).toBeCloseTo(1, 5);
    expect(polygonDistance(rect(36 + 2 * W + 1.8, 9.5, W, D), ePoly)).toBeGreaterThanOrEqual(1 - 1e-6);
    // the old answer: 0.5" straight right, which leaves it 0.8" from k
    expect(s.distance).toBeGreaterThan(0.5);
    // and with no other way out (lids) it stays, tolerated 0.5" from c rather than moved 0.8" from k
    expect(step([e, k], lids(36 + W / 2 + 0.2, 36 + 1.5 * W + 1, 9.5)).result.stepBack).toMatchObject({ separated: [], tooClose: [{ unit: 'e', distance: 0.5 }] });
  });
  it('OLD FAILED: a third enemy it was already closer than 1" to: the move apart may keep it as close (0.8" alongside), not bring it nearer (L683-689)', () => {
    const e = place('e', 'B', 36 + W + 0.5, 9.5, 0);
    // k straight above e, 0.8" off: sliding e 0.5" right keeps it 0.8" from k — allowed
    const k = place('k', 'A', 36 + W + 0.5, 9.5 + D + 0.8, 0);
    expect(step([e, k]).result.stepBack!.separated).toEqual([expect.objectContaining({ unit: 'e', distance: 0.5 })]);
    // k up and to the right, corner to corner √(0.3² + 0.8²) off: the same 0.5" right would bring e to 0.8" of it — nearer, so not that move
    const k2 = place('k', 'A', 36 + 2 * W + 0.8, 9.5 + D + 0.8, 0);
    const r = step([e, k2]).result.stepBack!;
    const before = Math.hypot(0.3, 0.8);
    expect(r.separated).toHaveLength(1);
    expect(r.separated[0].distance).not.toBeCloseTo(0.5, 6);
    const ePoly = rect(r.separated[0].to.centre.x, r.separated[0].to.centre.y, W, D);
    expect(polygonDistance(rect(36 + 2 * W + 0.8, 9.5 + D + 0.8, W, D), ePoly)).toBeGreaterThanOrEqual(before - 1e-6);
    expect(polygonDistance(rect(36, 9, W, D), ePoly)).toBeCloseTo(1, 5);
  });
  it('OLD FAILED: a unit in base contact with an enemy of its own (in a combat, L599-607) is not moved out of it: tolerated, engagedWith says why (L688-689)', () => {
    // e, 0.5" off c after the step back, is charged in the front by h (c's friend): the 0.5" straight right is clear, but e is engaged
    const e = place('e', 'B', 36 + W + 0.5, 9, 0);
    const h = place('h', 'A', 36 + W + 0.5, 9 + D, 180);
    const r = step([e, h]).result.stepBack!;
    expect(r.separated).toEqual([]);
    expect(r.tooClose).toEqual([{ unit: 'e', distance: 0.5, engagedWith: 'h' }]);
    // without h it is moved the 0.5"
    expect(step([e]).result.stepBack!.separated).toEqual([expect.objectContaining({ unit: 'e', distance: 0.5 })]);
  });
});

describe('KoW regroup: the other units are moved apart after the move (L675-677, L683-689, digest §9.4)', () => {
  const c = place('c', 'A', 36, 10, 0);
  it('OLD FAILED: a pivot that brings the front within 1" of an enemy moves the enemy apart (L664, L675-677)', () => {
    // pivoting to 90° the unit reaches (W − D)/2 = 0.3937" further ahead: an enemy 1.2" ahead is left 0.8063" off
    const e = place('e', 'B', 36, 10 + D + 1.2, 180);
    const r = regroup([c, e], { kind: 'pivot', facing: 90 }).result;
    const need = 1 - (1.2 - (W - D) / 2);
    expect(r).toMatchObject({ legal: true, reasons: [], final: { centre: { x: 36, y: 10 }, facing: 90 } });
    expect(r.regroup!.separated).toEqual([{ unit: 'e', from: { centre: { x: 36, y: r6(10 + D + 1.2) }, facing: 180 }, to: { centre: { x: 36, y: r6(10 + D + 1.2 + need) }, facing: 180 }, distance: r6(need) }]);
    expect(r.regroup!.blockedBy).toEqual({ kind: 'enemy', id: 'e' });
  });
  it('a friend the pivot touches is moved a visible gap apart (L160-166, L684-685)', () => {
    const f = place('f', 'A', 36, 10 + D + (W - D) / 2, 0);
    const r = regroup([c, f], { kind: 'pivot', facing: 90 }).result;
    expect(r.legal).toBe(true);
    expect(r.regroup!.separated).toEqual([expect.objectContaining({ unit: 'f', distance: 0.001 })]);
  });
  it('a friend that cannot be moved apart makes the end illegal; an enemy that cannot is tolerated (L688-689 is about enemies)', () => {
    const f = place('f', 'A', 36, 10 + D + (W - D) / 2, 0);
    // walls on top of f and on both its sides: no straight move takes it clear of c
    const cup = (y: number): TerrainInput[] => [
      { id: 'wall', type: 'impassable', polygon: box(30, y, 42, 30) },
      { id: 'wallL', type: 'impassable', polygon: box(30, 10 + W / 2, 36 - W / 2, y) },
      { id: 'wallR', type: 'impassable', polygon: box(36 + W / 2, 10 + W / 2, 42, y) },
    ];
    expect(regroup([c, f], { kind: 'pivot', facing: 90 }, {}, undefined, { terrain: cup(10 + 1.5 * D + (W - D) / 2) }).result).toMatchObject({ legal: false, reasons: [{ code: 'REGROUP_ILLEGAL_END' }], regroup: { blockedBy: { kind: 'friend', id: 'f' } } });
    const e = place('e', 'B', 36, 10 + D + 1.2, 180);
    expect(regroup([c, e], { kind: 'pivot', facing: 90 }, {}, undefined, { terrain: cup(10 + 1.5 * D + 1.2) }).result).toMatchObject({ legal: true, regroup: { separated: [], tooClose: [{ unit: 'e', distance: r6(1.2 - (W - D) / 2) }] } });
  });
  it('OLD FAILED: a friend with a wall on top of it is moved straight sideways instead, the shorter way, 0.001" clear of the pivoted unit (L684-688)', () => {
    // f 0.3" right of centre: its left edge must pass c's right edge (c is D wide once pivoted): (W + D)/2 − 0.3 + 0.001
    const f = place('f', 'A', 36.3, 10 + D + (W - D) / 2, 0);
    const wall: TerrainInput = { id: 'wall', type: 'impassable', polygon: box(30, 10 + 1.5 * D + (W - D) / 2, 42, 30) };
    const r = regroup([c, f], { kind: 'pivot', facing: 90 }, {}, undefined, { terrain: [wall] }).result;
    const push = (W + D) / 2 - 0.3 + 0.001;
    expect(r.legal).toBe(true);
    expect(r.regroup!.separated).toEqual([{ unit: 'f', from: { centre: { x: 36.3, y: r6(10 + D + (W - D) / 2) }, facing: 0 }, to: { centre: { x: r6(36.3 + push), y: r6(10 + D + (W - D) / 2) }, facing: 0 }, distance: r6(push) }]);
  });
  it('a pivot onto another unit stays illegal: nothing is moved from under it (L289-297)', () => {
    expect(regroup([c, place('f', 'A', 36, 10 + D + 0.2, 0)], { kind: 'pivot', facing: 90 }).result).toMatchObject({ legal: false, reasons: [{ code: 'REGROUP_ILLEGAL_END' }], regroup: { blockedBy: { kind: 'friend', id: 'f' } } });
  });

  // An enemy beside the charger, 0.5" off its right flank (closer than 1" after the combat, L346-356 "o lo mas que se pueda")
  const beside = place('e', 'B', 36 + W + 0.5, 10, 0);
  it('OLD FAILED: forward D6 with no legal place on its line: it moves the full roll and the enemy is moved apart (L666-667, L675-677)', () => {
    const out = regroup([c, beside], { kind: 'forward' }, {}, given(2));
    expect(out.result).toMatchObject({ legal: true, final: { centre: { x: 36, y: 12 } }, regroup: { roll: 2, moved: 2, stoppedShort: false, tooClose: [] } });
    expect(out.result.regroup!.separated).toEqual([{ unit: 'e', from: { centre: { x: r6(36 + W + 0.5), y: 10 }, facing: 0 }, to: { centre: { x: r6(36 + W + 1), y: 10 }, facing: 0 }, distance: 0.5 }]);
  });
  it('OLD FAILED: exact — each D6 value with its separation: sideways for 1-3, corner to corner for 4, none for 5-6 (clear by then)', () => {
    const out = regroup([c, beside], { kind: 'forward' });
    expect(out.distribution!.moved).toEqual([1, 2, 3, 4, 5, 6].map((value) => ({ value, p: 1 / 6 })));
    const o = out.result.regroup!.outcomes!;
    expect(o.map((x) => [x.roll, x.moved, x.legal, x.separated.map((s) => s.distance)])).toEqual([
      [1, 1, true, [0.5]],
      [2, 2, true, [0.5]],
      [3, 3, true, [0.5]],
      // after 4" its rear corner is 4 − D = 0.8504" above e's front corner and 0.5" across: √(0.8504² + 0.5²) < 1
      [4, 4, true, [r6(1 - Math.hypot(4 - D, 0.5))]],
      [5, 5, true, []],
      [6, 6, true, []],
    ]);
    expect(out.result.legal).toBe(true);
  });
  it('where a legal place exists on its line it still stops short there (regroupBlocked stopShort, digest §12 item 14): nobody is moved', () => {
    const ahead = place('e', 'B', 36, 10 + D + 3, 180);
    expect(regroup([c, ahead], { kind: 'forward' }, {}, given(4)).result).toMatchObject({ legal: true, regroup: { moved: 2, stoppedShort: true, separated: [], tooClose: [] } });
  });
  it('regroupBlocked refused keeps refusing a move that cannot end legally on its own', () => {
    expect(regroup([c, beside], { kind: 'forward' }, { regroupBlocked: 'refused' }, given(2)).result).toMatchObject({ legal: false, reasons: [{ code: 'REGROUP_BLOCKED' }] });
  });
  it('seeded and given modes report the separation of the roll made; back D3 too (L668-669)', () => {
    const out = regroup([c, beside], { kind: 'back' }, {}, given(1));
    expect(out.result).toMatchObject({ legal: true, final: { centre: { x: 36, y: 9 } }, regroup: { die: 'D3', roll: 1, moved: 1, separated: [{ unit: 'e', distance: 0.5 }], tooClose: [] } });
  });
});

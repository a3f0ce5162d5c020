/**
 * Catapult and flame thrower placed on the table (004_1ae45c4b93e4399d.txt L2448-2483, scatter die L588-611, templates
 * L612-622, combined units L2629-2652): layouts worked by hand, the exact distribution over every direction against a
 * fine sweep and against seeded shots, and against every die of the given-dice path.
 */
import { describe, expect, it } from '@jest/globals';
import { Explainer } from '../../../core/explain.js';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { basesOf, boxOf } from '../../../core/table/bases.js';
import { add, vec } from '../../../core/table/vec.js';
import { bruteForceAll } from '../../../../../test/fixtures/t9a-brute.js';
import { resolveUnit, type UnitInput } from '../units.js';
import type { ArtilleryInput } from './artillery.js';
import { attacksCapability } from './index.js';
import { templateShot } from './placed-template.js';
import { coveredAt, type ArtilleryPlacement } from './placement.js';
import { catapultMoves } from './template-odds.js';

const P = { M: 0, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const MM20 = 20 / 25.4;
/** 20 R&F on 20 mm bases, 5 wide and 4 deep, facing +y; the middle of its front rank (model 2). */
const UNIT = { centre: vec(36, 24), facing: 0, width: 5 * MM20, depth: 4 * MM20, files: 5 };
const FRONT = vec(36, 24 + 2 * MM20 - MM20 / 2);
const ctxOf = (dice: DiceRequest = { mode: 'exact' }, options: Record<string, unknown> = {}) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, options), dice });
const run = (artillery: ArtilleryInput, dice?: DiceRequest, options?: Record<string, unknown>, target: UnitInput = { profile: P, models: 20, files: 5 }, combined?: Record<string, unknown>) =>
  attacksCapability.run({ kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target, artillery, ...(combined ? { combined: combined as never } : {}) }, ctxOf(dice, options));
const catapult = (placement: Partial<ArtilleryPlacement> = {}, extra: Partial<ArtilleryInput> = {}): ArtilleryInput => ({ weapon: 'catapult', strength: 3, centreStrength: 9, placement: { units: [UNIT], aim: FRONT, ...placement }, ...extra });
const total = (d: Array<{ p: number }>) => d.reduce((s, e) => s + e.p, 0);
const dist = (r: ReturnType<typeof run>, q = 'woundsInflicted') => r.distribution![q] as Array<{ value: number; p: number }>;

describe('catapult on the table, worked by hand (L2448-2472, L612-622)', () => {
  it('E2: a 3" template centred on the middle of a row of 25 mm bases touches five of them (L620-622)', () => {
    const row = { centre: vec(36, 24), facing: 0, width: 7 * (25 / 25.4), depth: 25 / 25.4, files: 7 };
    const r = run(catapult({ units: [row], aim: vec(36, 24) }), { mode: 'given', rolls: [1, 1, 1, 1, 1, 1, 1, 1] }, {}, { profile: P, models: 7, files: 7 });
    expect(r.result.placement!.final!.units[0]).toEqual({ hits: [1, 2, 3, 4, 5], centre: 3 });
  });
  it('no scatter (a hit face): the front two ranks and 3 of the third; S9 on the model under the centre; given wound dice replayed', () => {
    // radius 1.5" from the centre of model 2: rank 2 (1.18" to 1.97" behind) is touched by its 3 middle models only
    // (the corner of model 13 is 1.24" away, of model 14 1.67"); rank 3 starts 1.97" behind: out of reach
    const r = run(catapult(), { mode: 'given', rolls: [1, 3, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 2] });
    expect(r.result.placement!.final!.units[0]).toEqual({ hits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13], centre: 2 });
    // 12 hits at S3 (4+ against T3: four 4s) then the centre model at S9 (a 2 wounds)
    expect(r.result.outcome).toMatchObject({ hits: 13, woundsInflicted: 5, modelsRemoved: 5, misfire: null, scatter: 0 });
    expect(r.rolls!.map((x) => x.purpose)).toEqual(['scatter', 'scatterDistance', ...Array(13).fill('wound')]);
  });
  it('an arrow, 2" measured at 90°: models 3, 4, 8, 9, 13, 14 and no model under the centre (it ends just off the unit)', () => {
    // the centre moves to 2" right of model 2's centre, 0.03" beyond the unit's right edge: no S9 (the last die, a 2,
    // would wound at S9 but not at S3)
    const r = run(catapult({ direction: 90 }), { mode: 'given', rolls: [3, 1, 4, 4, 4, 1, 1, 2] });
    expect(r.result.placement!.final).toEqual({ centre: { x: 38, y: FRONT.y }, distance: 2, direction: 90, units: [{ hits: [3, 4, 8, 9, 13, 14] }] });
    expect(r.result.outcome).toMatchObject({ hits: 6, woundsInflicted: 3 });
    expect(r.unusedRolls).toEqual([]);
  });
  it('out of line of sight a hit face moves the template D6×2 − BS" in a random direction: 2×2 − 3 = 1" (L2454-2458)', () => {
    const r = run(catapult({ direction: 180 }, { lineOfSight: false }), { mode: 'given', rolls: [6, 2, ...Array(20).fill(1)] });
    expect(r.result.placement!.final).toMatchObject({ distance: 1, direction: 180 });
    expect(r.result.placement!.final!.centre.y).toBeCloseTo(FRONT.y - 1, 12);
    // 1 − 3 ≤ 0: no move, out of sight too
    expect(run(catapult({}, { lineOfSight: false }), { mode: 'given', rolls: [1, 1, ...Array(13).fill(1)] }).result.outcome!.scatter).toBe(0);
    expect(catapultMoves(false, 3).find((m) => m.rho === 0)!.p).toBeCloseTo(1 / 15, 15); // only the hit face with a 1
    // the request that states the models covered reports the same scatter distances
    expect(run({ weapon: 'catapult', strength: 3, models: 5, lineOfSight: false }).result.artillery!.scatter!.slice(0, 2)).toEqual([{ value: 0, p: expect.closeTo(1 / 15, 15) }, { value: 1, p: expect.closeTo(1 / 15, 15) }]);
  });
  it('a natural 6 on the distance die misfires whatever the face; a moved template without its measured direction is a 400', () => {
    expect(run(catapult(), { mode: 'given', rolls: [3, 6, 2] }).result.outcome).toMatchObject({ misfire: 'destroyed', hits: 0 });
    expect(() => run(catapult(), { mode: 'given', rolls: [3, 1] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/artillery/placement/direction' })] }));
  });
});

describe('the exact distribution over every direction (ENGINE DECISION scatterDirections, L588-611)', () => {
  const HORDE = { centre: vec(36, 24), facing: 0, width: 10 * MM20, depth: 4 * MM20, files: 10 };
  const aim = add(basesOf({ ...HORDE, models: 40, baseWidth: MM20, baseDepth: MM20 })[3].centre, vec(0.1, -0.2));
  const horde = (extra: Partial<ArtilleryInput> = {}) => catapult({ units: [HORDE], aim }, extra);
  const target = { profile: P, models: 40, files: 10 };
  it('uniform: each count of models touched has the probability a sweep of 9 000 directions per distance finds, to 2e-4', () => {
    // the sweep's error: each end of an arc of one count misplaces at most half a step (1/18 000 of a turn) of its
    // distance's weight (at most 5/6 × 2/15): 6e-6 per end, about 30 ends per count: under 2e-4 (measured 1.8e-5)
    const r = run(horde(), { mode: 'exact' }, {}, target);
    const exact = new Map(r.result.placement!.units![0].hits.map((h) => [h.value, h.p]));
    const sweep = new Map<number, number>([[0, 1 / 6]]);
    const N = 9000;
    const bases = basesOf({ ...HORDE, models: 40, baseWidth: MM20, baseDepth: MM20 });
    const xs = bases.map((b) => b.centre.x);
    const ys = bases.map((b) => b.centre.y);
    const h = MM20 / 2;
    for (const { p, rho } of catapultMoves(true, 3)) {
      const n = rho ? N : 1;
      for (let k = 0; k < n; k++) {
        const t = ((k + 0.5) / N) * 2 * Math.PI;
        const cx = aim.x + rho * Math.sin(t);
        const cy = aim.y + rho * Math.cos(t);
        let count = 0;
        for (let i = 0; i < 40; i++) {
          const dx = Math.max(Math.abs(cx - xs[i]) - h, 0);
          const dy = Math.max(Math.abs(cy - ys[i]) - h, 0);
          if (dx * dx + dy * dy <= 2.25) count++;
        }
        sweep.set(count, (sweep.get(count) ?? 0) + ((5 / 6) * p) / n);
      }
    }
    for (const k of new Set([...exact.keys(), ...sweep.keys()])) expect(Math.abs((exact.get(k) ?? 0) - (sweep.get(k) ?? 0))).toBeLessThan(2e-4);
    for (const q of ['woundsInflicted', 'hits', 'modelsRemoved']) expect(total(dist(r, q))).toBeCloseTo(1, 12);
  });
  it('seeded shots (a d360 direction) land within 4 standard errors of the exact mean; the same seed replays', () => {
    const exact = run(horde(), { mode: 'exact' }, {}, target).result.summary!;
    const xs: number[] = [];
    for (let i = 0; i < 1500; i++) xs.push(run(horde(), { mode: 'seeded', seed: `s${i}` }, {}, target).result.outcome!.woundsInflicted);
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    expect(Math.abs(m - exact.meanWoundsInflicted)).toBeLessThan((4 * sd) / Math.sqrt(xs.length));
    expect(run(horde(), { mode: 'seeded', seed: 'a' }, {}, target)).toEqual(run(horde(), { mode: 'seeded', seed: 'a' }, {}, target));
  });
  it('eight directions: the mixture over every face, distance and direction of the request that states the models covered (1e-12)', () => {
    const r = run(horde(), { mode: 'exact' }, { scatterDirections: 'eight' }, target);
    const laid = { units: [{ formation: null as never, boxes: basesOf({ ...HORDE, models: 40, baseWidth: MM20, baseDepth: MM20 }).map(boxOf), centres: [], chars: new Map() }], radius: 1.5 };
    const mix = new Map<number, number>();
    for (const { p, rho } of catapultMoves(true, 3)) {
      for (let k = 0; k < 8; k++) {
        const c = coveredAt(laid, add(aim, vec(rho * Math.sin((k * Math.PI) / 4), rho * Math.cos((k * Math.PI) / 4))));
        const n = c.touched[0].length;
        const ref = n === 0 ? [{ value: 0, p: 1 }] : dist(run({ weapon: 'catapult', strength: 3, models: n, ...(c.centre[0] >= 0 ? { centreStrength: 9 } : {}) }, { mode: 'exact' }, {}, target));
        // the reference's own misfire (1/6 of nothing) is taken out: p given that it fires
        for (const { value, p: q } of ref) mix.set(value, (mix.get(value) ?? 0) + (p / 8) * (n === 0 ? q : (q - (value === 0 ? 1 / 6 : 0)) * (6 / 5)));
      }
    }
    for (const { value, p } of dist(r)) expect(Math.abs(p - (value === 0 ? 1 / 6 : 0) - (5 / 6) * (mix.get(value) ?? 0))).toBeLessThan(1e-12);
  });
});

describe('characters standing in the unit under a template (L2629-2652)', () => {
  const HERO: UnitInput = { troopType: 'cavalry', profile: { ...P, T: 4 } };
  const ROW = { centre: vec(36, 24), facing: 0, width: 4 * MM20, depth: MM20, files: 4 };
  it('exact equals every die of the given-dice path over eight directions: a cavalry hero under the centre takes S9 itself', () => {
    const a: ArtilleryInput = { weapon: 'catapult', strength: 3, centreStrength: 9, placement: { units: [{ ...ROW, characters: [1] }], aim: vec(36 - MM20 / 2, 24) } };
    const target = resolveUnit({ profile: P, models: 3, files: 3 }, 'target');
    const att = resolveUnit({ troopType: 'warMachine', profile: P }, 'attacker');
    const combined = { characters: [HERO] };
    const ctx = ctxOf({ mode: 'exact' }, { scatterDirections: 'eight' });
    const shot = templateShot(att, target, a, combined, ctx, new Explainer());
    const e = shot.exact();
    const bf = new Map<number, number>();
    const hero = new Map<number, number>();
    for (let k = 0; k < 8; k++) {
      for (const [o, p] of bruteForceAll((s) => shot.sample(s, { first: k * 45 }, false), 8)) {
        bf.set(o.woundsInflicted, (bf.get(o.woundsInflicted) ?? 0) + p / 8);
        const h = o.rolled[1]?.woundsInflicted ?? 0;
        hero.set(h, (hero.get(h) ?? 0) + p / 8);
      }
    }
    for (const k of new Set([...e.inflicted.keys(), ...bf.keys()])) expect(Math.abs((e.inflicted.get(k) ?? 0) - (bf.get(k) ?? 0))).toBeLessThan(1e-12);
    expect(e.recipients[1].meanWoundsInflicted).toBeCloseTo([...hero].reduce((s, [v, p]) => s + v * p, 0), 12);
    // no scatter (1/3 of the shots that fire): the hero is under the centre, wounded by S9 on 2+
    expect(e.recipients[1].meanHits).toBeGreaterThan((5 / 6) * (1 / 3));
  });
  it('a hero of the unit\'s troop type in 20 R&F: its hit goes to an R&F model, as if it were one (first case of the table)', () => {
    const placed = run(catapult({ units: [{ ...UNIT, characters: [2] }] }), { mode: 'exact' }, {}, { profile: P, models: 20, files: 5 }, { characters: [{ troopType: 'infantry', profile: { ...P, T: 5 } }] });
    const plain = run(catapult(), { mode: 'exact' }, {}, { profile: P, models: 21, files: 5 });
    expect(placed.result.combined!.allToRankAndFile).toBe(true);
    expect(dist(placed).map((x) => x.value)).toEqual(dist(plain).map((x) => x.value));
    dist(placed).forEach((x, i) => expect(x.p).toBeCloseTo(dist(plain)[i].p, 12));
  });
});

describe('flame thrower on the table (L2473-2483)', () => {
  // the template starts 1.43" in front of the unit's front edge (y = 25.57), the machine 7" behind it
  const flame = (placement: Partial<ArtilleryPlacement> = {}): ArtilleryInput => ({ weapon: 'flameThrower', strength: 4, placement: { units: [UNIT], aim: vec(36, 27), from: vec(36, 34), ...placement } });
  const ones = Array(20).fill(1);
  it('1" directly away from the machine, then the centre set on the nearest model\'s centre: the strip it swept touches 13 models', () => {
    // (36, 26) is 0.82" from the centre of model 2 (36, 25.18): the template ends there, its edge 1.5" beyond, as the catapult's
    const r = run(flame(), { mode: 'given', rolls: [1, ...ones] });
    expect(r.result.placement!.final).toMatchObject({ distance: 1, direction: 180, units: [{ hits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13] }] });
    expect(r.result.placement!.final!.centre.y).toBeCloseTo(FRONT.y, 12);
    // as rolled (option flameThrowerEnd): it ends at (36, 26): the front rank, and rank 1 but its two end models
    // (their corners (36 ± 1.18, 24.79) are 1.69" away)
    const asRolled = run(flame(), { mode: 'given', rolls: [1, ...ones] }, { flameThrowerEnd: 'asRolled' });
    expect(asRolled.result.placement!.final!.units[0].hits).toEqual([0, 1, 2, 3, 4, 6, 7, 8]);
  });
  it('4": it ends on model 17 (36, 22.82) in the rear rank; every model of the 3" strip it swept is hit: all 20; a 6 misfires at −1', () => {
    const r = run(flame(), { mode: 'given', rolls: [4, ...ones] });
    expect(r.result.placement!.final!.centre.y).toBeCloseTo(24 - 2 * MM20 + MM20 / 2, 12);
    expect(r.result.placement!.final!.units[0].hits).toEqual([...Array(20).keys()]);
    expect(run(flame(), { mode: 'given', rolls: [6, 1] }).result.outcome).toMatchObject({ misfire: 'explosion', hits: 0 }); // 1 − 1 = 0
  });
  it('exact: each advance of 1-5" is 1/6, a 6 misfires (1/6), the misfire table at −1', () => {
    for (const end of ['modelCentre', 'asRolled']) {
      const r = run(flame(), { mode: 'exact' }, { flameThrowerEnd: end });
      const byHand = [1, 2, 3, 4, 5].map((d) => run(flame(), { mode: 'given', rolls: [d, ...ones] }, { flameThrowerEnd: end }).result.outcome!.hits);
      expect(r.result.summary!.meanHits).toBeCloseTo(byHand.reduce((a, b) => a + b, 0) / 6, 12);
      expect(r.result.artillery!.pMisfire).toBeCloseTo(1 / 6, 12);
      expect(r.result.artillery!.misfireTable.explosion).toBeCloseTo(1 / 6, 12);
    }
  });
});

/**
 * The Engineer's rerolls on the table (004_1ae45c4b93e4399d.txt L3386-3395 with the catapult L2448-2472, the scatter die
 * L588-611, the flame thrower L2473-2483, templates L612-622): the reroll taken when it hits more of the target on
 * average (ENGINE DECISION engineerRerolls). A catapult aimed at the front-left model of a 10 × 4 horde on 20 mm bases
 * worked by hand; the exact odds against an independent enumeration of every die and direction (eight directions,
 * 1e-12), against a sweep of directions (uniform), against seeded shots; the flame thrower likewise.
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { basesOf, boxOf } from '../../../core/table/bases.js';
import { add, vec, type Vec } from '../../../core/table/vec.js';
import type { UnitInput } from '../units.js';
import type { ArtilleryInput } from './artillery.js';
import { attacksCapability } from './index.js';
import { coveredAt, type ArtilleryPlacement } from './placement.js';

const P = { M: 0, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const MM20 = 20 / 25.4;
const HORDE = { centre: vec(36, 24), facing: 0, width: 10 * MM20, depth: 4 * MM20, files: 10 };
const BASES = basesOf({ ...HORDE, models: 40, baseWidth: MM20, baseDepth: MM20 });
/** The centre of model 0, the front rank's left end. */
const CORNER = BASES[0].centre;
const TARGET: UnitInput = { profile: P, models: 40, files: 10 };
const ctxOf = (dice: DiceRequest, options: Record<string, unknown>) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, options), dice });
const run = (artillery: ArtilleryInput, dice: DiceRequest = { mode: 'exact' }, options: Record<string, unknown> = {}, target: UnitInput = TARGET) =>
  attacksCapability.run({ kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target, artillery }, ctxOf(dice, options));
const catapult = (placement: Partial<ArtilleryPlacement> = {}, extra: Partial<ArtilleryInput> = {}): ArtilleryInput => ({ weapon: 'catapult', strength: 3, engineer: true, placement: { units: [HORDE], aim: CORNER, ...placement }, ...extra });
const ones = Array(40).fill(1);
const tagged = (r: ReturnType<typeof run>) => r.rolls!.map((x) => `${x.purpose}${x.rerolled ? '*' : ''}`);

describe('a catapult at the corner of a horde, by hand (L3393)', () => {
  // no scatter: models 0-2, 10-12, 20, 21 (8); the reroll of a 2" scatter hits 6.62 on average (in the explanation)
  it('an arrow of 2" to the right (90°) over 12 models is kept; one to the left (270°) off the unit is rerolled: a hit face, 8 models', () => {
    const kept = run(catapult({ direction: 90 }), { mode: 'given', rolls: [3, 1, ...ones] });
    expect(kept.result.placement!.final).toMatchObject({ distance: 2, direction: 90, units: [{ hits: [1, 2, 3, 4, 11, 12, 13, 14, 21, 22, 23, 24], centre: 3 }] });
    expect(tagged(kept).slice(0, 3)).toEqual(['scatter', 'scatterDistance', 'wound']);
    expect(kept.explanation.some((e) => /leaves 12 of the target's model\(s\).*a reroll: 6\.622 on average 1\.333" away → kept/.test(e.text) && /L3386-3395/.test(e.cite))).toBe(true);
    const rerolled = run(catapult({ direction: 270 }), { mode: 'given', rolls: [3, 1, 6, ...ones] });
    expect(rerolled.result.placement!.final).toEqual({ centre: CORNER, distance: 0, units: [{ hits: [0, 1, 2, 10, 11, 12, 20, 21], centre: 0 }] });
    expect(tagged(rerolled).slice(0, 4)).toEqual(['scatter', 'scatterDistance', 'scatter*', 'wound']);
    expect(rerolled.result.outcome).toMatchObject({ hits: 8, scatter: 0 });
  });
  it('the reroll shows an arrow: its direction is artillery.placement.rerollDirection (400 without it); a hit face (8) is kept', () => {
    const back = run(catapult({ direction: 270, rerollDirection: 180 }), { mode: 'given', rolls: [3, 1, 2, ...ones] });
    expect(back.result.placement!.final).toMatchObject({ distance: 2, direction: 180, units: [{ hits: [10, 11, 12, 20, 21, 22, 30, 31, 32], centre: 30 }] });
    expect(() => run(catapult({ direction: 270 }), { mode: 'given', rolls: [3, 1, 2] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/artillery/placement/rerollDirection', code: 'required' })] }));
    expect(tagged(run(catapult(), { mode: 'given', rolls: [1, 1, ...ones] })).slice(0, 3)).toEqual(['scatter', 'scatterDistance', 'wound']);
    // option never: the arrow off the unit stands
    expect(run(catapult({ direction: 270 }), { mode: 'given', rolls: [3, 1, ...ones] }, { engineerRerolls: 'never' }).result.outcome).toMatchObject({ hits: 0, scatter: 2 });
  });
});

/** Independent: every scatter die, distance die and direction, the player's choice, every rerolled die and direction. */
function enumerate(aim: Vec, dirs: number[], los = true, bs = 3) {
  const laid = { units: [{ formation: null as never, boxes: BASES.map(boxOf), centres: [], chars: new Map<number, number>() }], radius: 1.5 };
  const rhoOf = (face: number, d: number) => (face === 1 || face === 6 ? (los ? 0 : Math.max(0, 2 * d - bs)) : 2 * d);
  const at = (rho: number, t: number) => { const c = coveredAt(laid, add(aim, vec(rho * Math.sin(t), rho * Math.cos(t)))); return { n: c.touched[0].length, centre: c.centre[0] >= 0 }; };
  const states = new Map<string, number>();
  const scatter = new Map<number, number>();
  let pReroll = 0;
  const land = (o: { n: number; centre: boolean }, rho: number, p: number) => {
    states.set(`${o.n}|${o.centre}`, (states.get(`${o.n}|${o.centre}`) ?? 0) + p);
    scatter.set(rho, (scatter.get(rho) ?? 0) + p);
  };
  for (let d = 1; d <= 5; d++) {
    const fresh: Array<{ o: { n: number; centre: boolean }; rho: number; p: number }> = [];
    for (let face = 1; face <= 6; face++) for (const t of dirs) fresh.push({ o: at(rhoOf(face, d), t), rho: rhoOf(face, d), p: 1 / 6 / dirs.length });
    const againN = fresh.reduce((s, f) => s + f.p * f.o.n, 0);
    const againRho = fresh.reduce((s, f) => s + f.p * f.rho, 0);
    // A reroll lands as a fresh roll does: P(rerolled) times the fresh roll's landings, summed once.
    let rerolled = 0;
    for (const f of fresh) {
      const take = againN > f.o.n + 1e-12 || (Math.abs(againN - f.o.n) <= 1e-12 && againRho < f.rho - 1e-12);
      if (!take) { land(f.o, f.rho, f.p / 6); continue; }
      pReroll += f.p / 6;
      rerolled += f.p;
    }
    if (rerolled > 0) for (const g of fresh) land(g.o, g.rho, (rerolled * g.p) / 6);
  }
  return { states, scatter, pReroll };
}

describe('the exact odds with the Engineer (catapult, L3393)', () => {
  const eight = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => (k * Math.PI) / 4);
  it('eight directions: the models hit, the scatter, P(reroll) and the wounds equal the enumeration (1e-12), the wounds through the requests stating the models', () => {
    for (const los of [true, false]) {
      const r = run(catapult({}, { centreStrength: 9, lineOfSight: los }), { mode: 'exact' }, { scatterDirections: 'eight' });
      const b = enumerate(CORNER, eight, los);
      const hits = new Map<number, number>([[0, 1 / 6]]);
      const wounds = new Map<number, number>([[0, 1 / 6]]);
      for (const [k, p] of b.states) {
        const [n, centre] = [Number(k.split('|')[0]), k.endsWith('true')];
        hits.set(n, (hits.get(n) ?? 0) + p);
        // the stated request fires 5/6 of the time: its answer given that it fires, weighted by this state's share
        const ref = n === 0 ? [{ value: 0, p: 1 }] : (run({ weapon: 'catapult', strength: 3, models: n, ...(centre ? { centreStrength: 9 } : {}) }).distribution!.woundsInflicted as Array<{ value: number; p: number }>).map((e) => ({ value: e.value, p: (e.p - (e.value === 0 ? 1 / 6 : 0)) * (6 / 5) }));
        for (const e of ref) wounds.set(e.value, (wounds.get(e.value) ?? 0) + p * e.p);
      }
      const got = new Map(r.result.placement!.units![0].hits.map((h) => [h.value, h.p]));
      for (const k of new Set([...got.keys(), ...hits.keys()])) expect(Math.abs((got.get(k) ?? 0) - (hits.get(k) ?? 0))).toBeLessThan(1e-12);
      const gotW = new Map((r.distribution!.woundsInflicted as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
      for (const k of new Set([...gotW.keys(), ...wounds.keys()])) expect(Math.abs((gotW.get(k) ?? 0) - (wounds.get(k) ?? 0))).toBeLessThan(1e-12);
      for (const e of r.result.artillery!.scatter!) expect(Math.abs(e.p - (b.scatter.get(e.value)! * 6) / 5)).toBeLessThan(1e-12); // given no misfire
      expect(Math.abs(r.result.artillery!.pReroll! - b.pReroll)).toBeLessThan(1e-12);
    }
  });
  it('uniform: the models hit and P(reroll) as a sweep of 3 600 directions finds, to 2e-3; more hits than without the Engineer', () => {
    const r = run(catapult());
    const b = enumerate(CORNER, Array.from({ length: 3600 }, (_, k) => ((k + 0.5) / 3600) * 2 * Math.PI));
    const mean = [...b.states].reduce((s, [k, p]) => s + p * Number(k.split('|')[0]), 0);
    expect(Math.abs(r.result.placement!.units![0].meanHits - mean)).toBeLessThan(2e-3);
    expect(Math.abs(r.result.artillery!.pReroll! - b.pReroll)).toBeLessThan(2e-3);
    expect(r.result.placement!.units![0].meanHits).toBeGreaterThan(run(catapult({}, { engineer: false })).result.placement!.units![0].meanHits + 1);
  });
  it('seeded shots (directions drawn, the rerolled die\'s too) land within 4 standard errors of the exact mean hits', () => {
    const exact = run(catapult()).result.summary!.meanHits;
    const xs = Array.from({ length: 1500 }, (_, i) => run(catapult(), { mode: 'seeded', seed: `eng-${i}` }).result.outcome!.hits);
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    expect(Math.abs(m - exact)).toBeLessThan((4 * sd) / Math.sqrt(xs.length));
  });
});

describe('the flame thrower\'s advance rerolled on the table (L3394-3395)', () => {
  // 20 R&F 5 × 4 on 20 mm bases; the template starts 1.43" in front of them, the machine 7" behind it: an advance of
  // 1" or 2" touches 13 models (each ends on model 2's centre), 3" 18, 4" and 5" all 20
  const UNIT = { centre: vec(36, 24), facing: 0, width: 5 * MM20, depth: 4 * MM20, files: 5 };
  const flame = (extra: Partial<ArtilleryInput> = {}): ArtilleryInput => ({ weapon: 'flameThrower', strength: 4, engineer: true, placement: { units: [UNIT], aim: vec(36, 27), from: vec(36, 34) }, ...extra });
  const small: UnitInput = { profile: P, models: 20, files: 5 };
  it('a reroll touches (13 + 13 + 18 + 20 + 20) / 6 = 14 on average: a 1" or 2" advance is rerolled, P(misfire) 1/6 + 2/36 = enumeration of the given path', () => {
    const byD = [1, 2, 3, 4, 5].map((d) => run(flame({ engineer: false }), { mode: 'given', rolls: [d, ...ones] }, {}, small).result.outcome!.hits);
    expect(byD).toEqual([13, 13, 18, 20, 20]);
    const hits = new Map<number, number>();
    const again = byD.reduce((a, b) => a + b, 0) / 6;
    const land = (d: number, p: number) => { const n = d === 6 ? 0 : byD[d - 1]; hits.set(n, (hits.get(n) ?? 0) + p); };
    for (let d = 1; d <= 6; d++) {
      if (d < 6 && byD[d - 1] < again) for (let e = 1; e <= 6; e++) land(e, 1 / 36);
      else land(d, 1 / 6);
    }
    const r = run(flame(), { mode: 'exact' }, {}, small);
    const got = new Map(r.result.placement!.units![0].hits.map((h) => [h.value, h.p]));
    for (const k of new Set([...got.keys(), ...hits.keys()])) expect(Math.abs((got.get(k) ?? 0) - (hits.get(k) ?? 0))).toBeLessThan(1e-12);
    expect(r.result.artillery).toMatchObject({ pMisfire: expect.closeTo(8 / 36, 12), pReroll: expect.closeTo(2 / 6, 12) });
    const given = run(flame(), { mode: 'given', rolls: [1, 3, ...ones] }, {}, small);
    expect(tagged(given).slice(0, 3)).toEqual(['flameDistance', 'flameDistance*', 'wound']);
    expect(given.result.outcome!.hits).toBe(18);
    expect(tagged(run(flame(), { mode: 'given', rolls: [3, ...ones] }, {}, small)).slice(0, 2)).toEqual(['flameDistance', 'wound']);
  });
});

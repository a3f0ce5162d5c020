/**
 * The Engineer's rerolls without the table (004_1ae45c4b93e4399d.txt L3386-3395): the catapult's scatter die (L3393,
 * the scatter die L588-611, the catapult L2448-2472), the flame thrower's advance unless a 6 (L3394-3395, L2473-2483),
 * a reroll kept (L579-583); ENGINE DECISION engineerRerolls (maximiseHits by default, never). Exact answers against an
 * independent enumeration of the dice and the player's choice, given dice by hand, seeded runs within 4 SE.
 */
import { describe, expect, it } from '@jest/globals';
import type { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import type { UnitInput } from '../units.js';
import type { ArtilleryInput } from './artillery.js';
import { attacksCapability } from './index.js';

const P = { M: 0, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const run = (artillery: ArtilleryInput, dice: DiceRequest = { mode: 'exact' }, options: Record<string, unknown> = {}, target: UnitInput = { profile: P, models: 20, files: 5 }) =>
  attacksCapability.run({ kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target, artillery }, { rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, options), dice });
const asMap = (d: Array<{ value: number; p: number }>) => new Map(d.map((e) => [e.value, e.p]));
function expectSame(a: Map<number, number>, b: Map<number, number>): void {
  for (const k of new Set([...a.keys(), ...b.keys()])) expect([k, Math.abs((a.get(k) ?? 0) - (b.get(k) ?? 0)) < 1e-12]).toEqual([k, true]);
}
const fail = (a: ArtilleryInput) => { try { run(a); } catch (e) { return (e as DomainError).issues.map((i) => `${i.path} ${i.code}`); } throw new Error('no error'); };

describe('the catapult\'s scatter die rerolled, the models counted by the caller (L3393)', () => {
  /** Every scatter die, distance die and rerolled scatter die; the player rerolls when it scatters less on average. */
  function bruteScatter(los: boolean, bs: number): { scatter: Map<number, number>; pReroll: number } {
    const scatter = new Map<number, number>();
    let pReroll = 0;
    const rhoOf = (face: number, d: number) => (face === 1 || face === 6 ? (los ? 0 : Math.max(0, 2 * d - bs)) : 2 * d);
    for (let face = 1; face <= 6; face++) for (let d = 1; d <= 5; d++) {
      const fresh = [1, 2, 3, 4, 5, 6].reduce((t, f) => t + rhoOf(f, d), 0) / 6;
      if (rhoOf(face, d) > fresh + 1e-12) {
        pReroll += 1 / 36;
        for (let again = 1; again <= 6; again++) scatter.set(rhoOf(again, d), (scatter.get(rhoOf(again, d)) ?? 0) + 1 / 180);
      } else scatter.set(rhoOf(face, d), (scatter.get(rhoOf(face, d)) ?? 0) + 1 / 30);
    }
    return { scatter, pReroll };
  }
  it('in line of sight every arrow is rerolled: no scatter 1/3 + 2/3 × 1/3 = 5/9; the hits stated are unchanged = enumeration', () => {
    const r = run({ weapon: 'catapult', strength: 3, models: 5, engineer: true });
    const b = bruteScatter(true, 3);
    expectSame(asMap(r.result.artillery!.scatter!), b.scatter);
    expect(r.result.artillery!.scatter![0]).toEqual({ value: 0, p: expect.closeTo(5 / 9, 12) });
    expect(r.result.artillery!.pReroll).toBeCloseTo(b.pReroll, 12);
    expect(r.result.artillery!.pReroll).toBeCloseTo((5 / 6) * (2 / 3), 12); // no reroll on a misfire
    expect(r.distribution).toEqual(run({ weapon: 'catapult', strength: 3, models: 5 }).distribution);
    expect(r.result.artillery!.pMisfire).toBe(1 / 6);
  });
  it('out of line of sight (BS3): an arrow 2×D6" against a hit face 2×D6 − 3" = enumeration; option never keeps every face', () => {
    const r = run({ weapon: 'catapult', strength: 3, models: 5, engineer: true, lineOfSight: false });
    const b = bruteScatter(false, 3);
    expectSame(asMap(r.result.artillery!.scatter!), b.scatter);
    expect(r.result.artillery!.pReroll).toBeCloseTo(b.pReroll, 12);
    const never = run({ weapon: 'catapult', strength: 3, models: 5, engineer: true }, { mode: 'exact' }, { engineerRerolls: 'never' });
    expect(never.result.artillery!.scatter).toEqual(run({ weapon: 'catapult', strength: 3, models: 5 }).result.artillery!.scatter);
    expect(never.result.artillery!.pReroll).toBeUndefined();
  });
  it('given dice: an arrow (3) with a 2 scatters 4": the Engineer rerolls the scatter die, a hit face (6): no scatter', () => {
    const r = run({ weapon: 'catapult', strength: 3, models: 2, engineer: true }, { mode: 'given', rolls: [3, 2, 6, 4, 1] });
    expect(r.result.outcome).toMatchObject({ scatter: 0, misfire: null, hits: 2, woundsInflicted: 1 });
    expect(r.rolls!.map((x) => `${x.purpose}${x.rerolled ? '*' : ''} ${x.value}`)).toEqual(['scatter 3', 'scatterDistance 2', 'scatter* 6', 'wound 4', 'wound 1']);
    // a hit face is kept; a 6 on the distance die misfires, the misfire table rerolled on a 1-2 as before
    expect(run({ weapon: 'catapult', strength: 3, models: 2, engineer: true }, { mode: 'given', rolls: [1, 2, 4, 1] }).result.outcome).toMatchObject({ scatter: 0, hits: 2 });
    const mis = run({ weapon: 'catapult', strength: 3, models: 2, engineer: true }, { mode: 'given', rolls: [3, 6, 2, 5] });
    expect(mis.result.outcome).toMatchObject({ misfire: 'malfunction', hits: 0 });
    expect(mis.rolls!.map((x) => `${x.purpose}${x.rerolled ? '*' : ''}`)).toEqual(['scatter', 'scatterDistance', 'misfire', 'misfire*']);
  });
});

describe('the flame thrower\'s advance rerolled unless a 6 (L3394-3395)', () => {
  const COUNTS = [1, 2, 4, 6, 8];
  const flame = (extra: Partial<ArtilleryInput> = {}): ArtilleryInput => ({ weapon: 'flameThrower', strength: 4, modelsByAdvance: COUNTS, engineer: true, ...extra });
  /** Every advance die and its reroll; the player rerolls below the reroll's mean hits (a 6 misfires: none). */
  function bruteAdvance(counts: number[]): { hits: Map<number, number>; pMisfire: number } {
    const hits = new Map<number, number>();
    let pMisfire = 0;
    const fresh = counts.reduce((a, b) => a + b, 0) / 6;
    const land = (d: number, p: number) => { if (d === 6) pMisfire += p; else hits.set(counts[d - 1], (hits.get(counts[d - 1]) ?? 0) + p); };
    for (let d = 1; d <= 6; d++) {
      if (d < 6 && counts[d - 1] < fresh - 1e-12) for (let e = 1; e <= 6; e++) land(e, 1 / 36);
      else land(d, 1 / 6);
    }
    hits.set(0, (hits.get(0) ?? 0) + pMisfire);
    return { hits, pMisfire };
  }
  it('models per advance 1, 2, 4, 6, 8: a reroll touches 3.5 on average, so a 1" or 2" advance is rerolled; P(misfire) 1/6 + 2/36 = enumeration', () => {
    const r = run(flame());
    const b = bruteAdvance(COUNTS);
    expectSame(asMap(r.distribution!.hits as Array<{ value: number; p: number }>), b.hits);
    expect(r.result.artillery!.pMisfire).toBeCloseTo(8 / 36, 12);
    expect(r.result.artillery!.pReroll).toBeCloseTo(2 / 6, 12);
    // S4 against T3 wounds on 3+, no armour: the mean wounds are the mean hits × 2/3
    expect(r.result.summary!.meanWoundsInflicted).toBeCloseTo((((1 + 2) / 18 + ((4 + 6 + 8) * 4) / 18) * 2) / 3, 12);
    const none = run(flame({ engineer: false }));
    expect(none.result.summary!.meanHits).toBeCloseTo(21 / 6, 12);
    expect(run(flame(), { mode: 'exact' }, { engineerRerolls: 'never' }).distribution).toEqual(none.distribution);
  });
  it('one count whatever the advance (models): a reroll could only misfire, so it is never taken', () => {
    const r = run({ weapon: 'flameThrower', strength: 4, models: 6, engineer: true });
    expect(r.result.artillery).toMatchObject({ pMisfire: 1 / 6, pReroll: 0 });
    expect(r.distribution).toEqual(run({ weapon: 'flameThrower', strength: 4, models: 6 }).distribution);
  });
  it('given dice: a 1 is rerolled (a 5: 8 models); a 2 rerolled into a 6 misfires (−1 on the misfire table: 4 − 1, obstructed); a 6 is never rerolled', () => {
    const r = run(flame(), { mode: 'given', rolls: [1, 5, ...Array(8).fill(3)] });
    expect(r.result.outcome).toMatchObject({ hits: 8, woundsInflicted: 8, misfire: null });
    expect(r.rolls!.slice(0, 2).map((x) => `${x.purpose}${x.rerolled ? '*' : ''} ${x.value}`)).toEqual(['flameDistance 1', 'flameDistance* 5']);
    expect(run(flame(), { mode: 'given', rolls: [2, 6, 4] }).result.outcome).toMatchObject({ misfire: 'obstructed', hits: 0 }); // 4 − 1 = 3
    const six = run(flame(), { mode: 'given', rolls: [6, 5] });
    expect(six.rolls!.map((x) => x.purpose)).toEqual(['flameDistance', 'misfire']);
    expect(six.result.outcome).toMatchObject({ misfire: 'obstructed' });
    expect(run(flame(), { mode: 'given', rolls: [4, ...Array(6).fill(3)] }).result.outcome).toMatchObject({ hits: 6 });
  });
  it('seeded shots: the mean hits within 4 standard errors of the exact mean', () => {
    const exact = run(flame()).result.summary!.meanHits;
    const xs = Array.from({ length: 2000 }, (_, i) => run(flame(), { mode: 'seeded', seed: `flame-${i}` }).result.outcome!.hits);
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    expect(Math.abs(m - exact)).toBeLessThan((4 * sd) / Math.sqrt(xs.length));
  });
  it('bad input: modelsByAdvance on a catapult, with models, not five counts, a negative count (400 with pointers)', () => {
    expect(fail({ weapon: 'catapult', strength: 3, modelsByAdvance: COUNTS })).toEqual(['/artillery/modelsByAdvance not_applicable']);
    expect(fail(flame({ models: 3 }))).toEqual(['/artillery/models one_of']);
    expect(fail(flame({ modelsByAdvance: [1, 2, 3, 4] }))).toEqual(['/artillery/modelsByAdvance length']);
    expect(fail(flame({ modelsByAdvance: [1, 2, -3, 4, 5] }))).toEqual(['/artillery/modelsByAdvance/2 range']);
  });
});

/** Artillery (004_1ae45c4b93e4399d.txt §3.11, L2440-2535): misfires, scatter, cannon line, bolt thrower, volley gun. */
import { describe, expect, it } from '@jest/globals';
import { Explainer } from '../../../core/explain.js';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { bruteForceAll, marginalOf } from '../../../../../test/fixtures/t9a-brute.js';
import { resolveUnit, type UnitInput } from '../units.js';
import { artilleryPlan, misfireDist, type ArtilleryInput } from './artillery.js';
import { attacksCapability } from './index.js';

const P = { M: 0, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const run = (artillery: ArtilleryInput, target: UnitInput = { profile: P, models: 20, files: 5 }, dice: DiceRequest = { mode: 'exact' }) =>
  attacksCapability.run({ kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target, artillery }, { rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, {}), dice });

describe('artillery', () => {
  it('misfire table: ≤0 explosion, 1-2 destroyed, 3-4 obstructed, 5+ malfunction; flame thrower −1; Engineer rerolls 1-2 (L2518-2535, L3386-3395)', () => {
    expect(misfireDist(0, false)).toEqual({ explosion: 0, destroyed: 2 / 6, obstructed: 2 / 6, malfunction: 2 / 6 });
    expect(misfireDist(-1, false)).toEqual({ explosion: 1 / 6, destroyed: 2 / 6, obstructed: 2 / 6, malfunction: 1 / 6 });
    expect(misfireDist(0, true).destroyed).toBeCloseTo((2 / 6) * (2 / 6), 12);
  });
  it('catapult: misfire on a natural 6 of the distance die, stays put on a hit face (2/6), else D6×2"; S3 [9] hits the centre model at S9 (L2448-2472, E27)', () => {
    const r = run({ weapon: 'catapult', strength: 3, centreStrength: 9, models: 5 });
    expect(r.result.artillery!.pMisfire).toBeCloseTo(1 / 6, 12);
    expect(r.result.artillery!.scatter![0]).toEqual({ value: 0, p: expect.closeTo(2 / 6, 12) });
    expect(r.result.summary!.meanWoundsInflicted).toBeCloseTo((5 / 6) * (4 * (3 / 6) + 5 / 6), 12);
  });
  it('cannon: to hit on the BS, a natural 1 misfires; the line stops at the first model that survives (L2494-2507)', () => {
    const r = run({ weapon: 'cannon', strength: 10, models: 2 });
    // BS3: 4+ to hit; S10 on the impact model (wounds on 2+), then S5 twice (wounds on 2+): chain of P = 5/6
    const p = 5 / 6;
    expect(r.result.summary!.meanWoundsInflicted).toBeCloseTo(0.5 * (p + p * p + p * p * p), 12);
    expect(r.result.artillery!.pMisfire).toBeCloseTo(1 / 6, 12);
  });
  it('bolt thrower: S −1 per model passed, at most the target\'s ranks (L2484-2493)', () => {
    const r = run({ weapon: 'boltThrower', strength: 6, maxHits: 3 });
    const [a, b, c] = [5 / 6, 5 / 6, 4 / 6]; // S6, S5, S4 against T3
    expect(r.result.summary!.meanWoundsInflicted).toBeCloseTo(0.5 * (a + a * b + a * b * c), 12);
  });
  it('volley gun: 2D6 shots, one 6 → −1 to hit, two 6s → misfire (1/36) (L2508-2517)', () => {
    expect(run({ weapon: 'volleyGun', strength: 4, shots: '2D6' }).result.artillery!.pMisfire).toBeCloseTo(1 / 36, 12);
    expect(run({ weapon: 'volleyGun', strength: 4, shots: 6 }).result.artillery!.pMisfire).toBe(0);
  });
  it('exact equals the brute force over every die (catapult, cannon, bolt thrower, volley gun)', () => {
    const att = resolveUnit({ troopType: 'warMachine', profile: P }, 'attacker');
    const tgt = resolveUnit({ profile: P, models: 10, armour: ['light'] }, 'target');
    for (const a of [{ weapon: 'catapult', strength: 4, models: 2 }, { weapon: 'flameThrower', strength: 4, models: 1 }, { weapon: 'cannon', strength: 8, models: 2 }, { weapon: 'boltThrower', strength: 5, maxHits: 2 }, { weapon: 'volleyGun', strength: 4, shots: 2 }] as ArtilleryInput[]) {
      const plan = artilleryPlan(att, tgt, a, new Explainer());
      const ex = plan.exact();
      const bf = marginalOf(bruteForceAll((s) => plan.sample(s), 12), (o) => o.woundsInflicted);
      for (const k of new Set([...ex.inflicted.keys(), ...[...bf.keys()].map(Number)])) expect(Math.abs((ex.inflicted.get(k) ?? 0) - (bf.get(k) ?? 0))).toBeLessThan(1e-12);
    }
  });
  it('given dice: a cannon rolling a natural 1 misfires, then the misfire table', () => {
    const r = run({ weapon: 'cannon', strength: 10, models: 2 }, undefined, { mode: 'given', rolls: [1, 3] });
    expect(r.result.outcome).toMatchObject({ misfire: 'obstructed', hits: 0 });
  });
});

describe('characters on a cannon or bolt-thrower line through a combined unit (L2484-2507, L2649-2652)', () => {
  const HERO: UnitInput = { troopType: 'cavalry', profile: { ...P, T: 5 } };
  const req = (combined: Record<string, unknown>, dice: DiceRequest = { mode: 'exact' }, artillery: ArtilleryInput = { weapon: 'cannon', strength: 10, models: 2 }) =>
    attacksCapability.run({ kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target: { profile: P, models: 10, files: 5 }, artillery, combined: combined as never }, { rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, {}), dice });
  it('a character of another troop type in slot 1 takes the half-S hit itself; the ball goes on only if it is removed', () => {
    const r = req({ characters: [HERO], touched: [0], linePositions: [1] });
    const [rnf, hero] = r.result.combined!.recipients!;
    // hit 1/2; S10 on the impact model 5/6; S5 on the T5 hero 1/2; S5 on the next model 5/6
    expect(hero.meanHits).toBeCloseTo((1 / 2) * (5 / 6), 12);
    expect(hero.meanWoundsInflicted).toBeCloseTo((1 / 2) * (5 / 6) * (1 / 2), 12);
    expect(hero.pSlain).toBeCloseTo(5 / 24, 12);
    expect(rnf.meanWoundsInflicted).toBeCloseTo((1 / 2) * ((5 / 6) * 1 + (5 / 6) * (1 / 2) * (5 / 6)), 12);
    expect(r.result.summary!.meanWoundsInflicted).toBeCloseTo(rnf.meanWoundsInflicted + hero.meanWoundsInflicted, 12);
    // the exact answer against every die of the given-dice path
    const all: Array<[number, number, number]> = [];
    const visit = (rolls: number[]) => {
      try { const o = req({ characters: [HERO], touched: [0], linePositions: [1] }, { mode: 'given', rolls }); const rr = o.result.combined!.rolled!; all.push([6 ** -rolls.length, rr[0].woundsInflicted, rr[1].woundsInflicted]); } catch (e) {
        if ((e as { code?: string }).code !== 'insufficient_dice') throw e;
        for (let f = 1; f <= 6; f++) visit([...rolls, f]);
      }
    };
    visit([]);
    expect(all.reduce((a, [p, w]) => a + p * w, 0)).toBeCloseTo(rnf.meanWoundsInflicted, 12);
    expect(all.reduce((a, [p, , h]) => a + p * h, 0)).toBeCloseTo(hero.meanWoundsInflicted, 12);
    // given: hit 4, impact model wounded (2), the hero wounded (4): slain, the next model not wounded (1)
    const g = req({ characters: [HERO], touched: [0], linePositions: [1] }, { mode: 'given', rolls: [4, 2, 4, 1] });
    expect(g.result.combined!.rolled!.map((x) => [x.hits, x.woundsInflicted, x.slain])).toEqual([[2, 1, false], [1, 1, true]]);
  });
  it('a bolt thrower: S −1 per model passed, the W2 hero stops it after one wound; a same-type hero in a unit of 5+ R&F passes the hit to the R&F', () => {
    const bolt: ArtilleryInput = { weapon: 'boltThrower', strength: 6, maxHits: 3 };
    const r = req({ characters: [{ ...HERO, profile: { ...P, T: 4, W: 2 } }], touched: [0], linePositions: [0] }, { mode: 'exact' }, bolt);
    const [rnf, hero] = r.result.combined!.recipients!;
    // S6 on the T4 hero: 2+; W2: one wound and the bolt stops
    expect(hero.meanWoundsInflicted).toBeCloseTo((1 / 2) * (5 / 6), 12);
    expect(hero.pSlain).toBe(0);
    expect(rnf.meanWoundsInflicted).toBe(0);
    const same = req({ characters: [{ ...HERO, troopType: 'infantry' }], touched: [0], linePositions: [1] });
    const plain = run({ weapon: 'cannon', strength: 10, models: 2 }, { profile: P, models: 10, files: 5 });
    expect(same.result.summary!.meanWoundsInflicted).toBeCloseTo(plain.result.summary!.meanWoundsInflicted, 12);
  });
  it('bad input: linePositions missing, out of the line, repeated, or on a template → 400 with pointers', () => {
    const fail = (combined: Record<string, unknown>, artillery?: ArtilleryInput) => { try { req(combined, { mode: 'exact' }, artillery); } catch (e) { return (e as { issues: Array<{ path: string }> }).issues.map((x) => x.path); } throw new Error('no error'); };
    expect(fail({ characters: [HERO], touched: [0] })).toEqual(['/combined/linePositions']);
    expect(fail({ characters: [HERO, HERO], touched: [0, 1], linePositions: [3, 3] })).toEqual(['/combined/linePositions/0', '/combined/linePositions/1']);
    expect(fail({ characters: [HERO, HERO], touched: [0, 1], linePositions: [1, 1] })).toEqual(['/combined/linePositions/1']);
    expect(fail({ characters: [HERO], touched: [0], linePositions: [0] }, { weapon: 'catapult', strength: 3, models: 3 })).toEqual(['/combined/linePositions']);
  });
});

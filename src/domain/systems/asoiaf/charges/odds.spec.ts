/** The charge die: exact chances against a brute force over every face, seeded runs, given dice replayed by hand. */
import { DomainError } from '../../../core/errors.js';
import { SeededRng } from '../../../core/prob/rng.js';
import { resolveCharge } from './charge.js';
import { ctxOf, faceToFace, FRONT, rect } from './fixtures.js';
import type { ChargeRequest } from './request.js';

const run = (req: ChargeRequest, v: string, dice?: Parameters<typeof ctxOf>[2]) => resolveCharge(req, ctxOf(v, {}, dice));

/** Independent count: every face (2018 Slowing: every pair, the lower kept) moved against the lane. */
function brute(distance: number, penalty: number, speed: number, slowing: boolean, difficult: boolean) {
  let n = 0;
  let success = 0;
  let disordered = 0;
  let bonus = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= (slowing ? 6 : 1); b++) {
      const kept = slowing ? Math.min(a, b) : a;
      n++;
      if (speed + kept - penalty + 1e-9 < distance) continue;
      success++;
      const dis = slowing ? kept <= 2 : kept === 1;
      if (dis) disordered++;
      else if (!difficult) bonus++;
    }
  }
  return { pSuccess: success / n, pDisordered: disordered / n, pChargeBonus: bonus / n };
}

describe('asoiaf charges: exact chance of the charge die', () => {
  it('equals a brute force over every die for 200 random lanes, speeds, terrain and versions (1e-12)', () => {
    const rng = new SeededRng('asoiaf-charge-brute');
    let legal = 0;
    for (let i = 0; i < 200; i++) {
      const v = rng.die(2) === 1 ? 'asoiaf-2021' : 'asoiaf-2018';
      const speed = 2 + rng.die(7);
      const gap = 3 + rng.die(1000) / 100;
      const kind = rng.die(3);
      const keyword = kind === 1 ? [] : kind === 2 ? ['rough'] : [v === 'asoiaf-2018' ? 'slowing' : 'difficult'];
      const req = faceToFace(gap, { terrain: keyword.length ? [{ keywords: keyword, polygon: rect(4, FRONT - gap + 0.4, 44, FRONT - gap + 0.9) }] : [] });
      req.units[0].speed = speed;
      const r = run(req, v).result as Record<string, any>;
      if (!r.legal) {
        expect(r.pSuccess).toBe(0);
        continue;
      }
      legal++;
      const b = brute(r.distance, r.terrainPenalty, speed, r.terrain.slowing, r.terrain.difficult);
      expect(Math.abs(r.pSuccess - b.pSuccess)).toBeLessThan(1e-12);
      expect(Math.abs(r.pDisordered - b.pDisordered)).toBeLessThan(1e-12);
      expect(Math.abs(r.pChargeBonus - b.pChargeBonus)).toBeLessThan(1e-12);
      expect(r.terrainPenalty).toBe(kind === 2 ? 1 : 0);
    }
    expect(legal).toBeGreaterThan(100);
  });

  it('the exact distribution of the charge distance sums to 1 with mean Speed + 3.5; 2018 Slowing keeps the lower of two dice', () => {
    const out = run(faceToFace(8), 'asoiaf-2021');
    const dist = out.distribution!.chargeDistance as Array<{ value: number; p: number }>;
    expect(dist.reduce((a, e) => a + e.p, 0)).toBeCloseTo(1, 12);
    expect(out.distribution!.mean).toBeCloseTo(8.5, 12);
    const slow = run(faceToFace(8, { terrain: [{ keywords: ['slowing'], polygon: rect(4, FRONT - 7, 44, FRONT - 6.5) }] }), 'asoiaf-2018');
    expect(slow.distribution!.mean).toBeCloseTo(5 + 91 / 36, 12);
  });
});

describe('asoiaf charges: seeded and given dice', () => {
  it('seeded successes stay within 4 standard errors of the exact chance (300 seeds per version)', () => {
    for (const [v, req] of [
      ['asoiaf-2021', faceToFace(8)],
      ['asoiaf-2018', faceToFace(8, { terrain: [{ keywords: ['slowing'], polygon: rect(4, FRONT - 7, 44, FRONT - 6.5) }] })],
    ] as const) {
      const exact = (run(req, v).result as Record<string, any>).pSuccess as number;
      const n = 300;
      let hits = 0;
      for (let i = 0; i < n; i++) if ((run(req, v, { mode: 'seeded', seed: `s${i}` }).result as Record<string, any>).roll.success) hits++;
      const se = Math.sqrt((exact * (1 - exact)) / n);
      expect(Math.abs(hits / n - exact)).toBeLessThan(4 * se);
    }
  });

  it('the same seed gives the same roll', () => {
    const a = run(faceToFace(8), 'asoiaf-2021', { mode: 'seeded', seed: 'x' });
    const b = run(faceToFace(8), 'asoiaf-2021', { mode: 'seeded', seed: 'x' });
    expect(a.rolls).toEqual(b.rolls);
  });

  it('given dice replay by hand: a 3 reaches 8" at Speed 5 and the charger is aligned; extra dice are returned unused', () => {
    const out = run(faceToFace(8), 'asoiaf-2021', { mode: 'given', rolls: [3, 4] });
    const r = out.result as Record<string, any>;
    expect(r.roll).toMatchObject({ faces: [3], kept: 3, chargeDistance: 8, success: true, disordered: false, chargeBonus: true, panicTest: false });
    expect(r.roll.position).toEqual(r.finalPosition);
    expect(out.rolls).toEqual([{ purpose: 'charge distance', die: 'd6', value: 3, rerolled: false }]);
    expect(out.unusedRolls).toEqual([4]);
  });

  it('too few given dice: insufficient_dice naming /dice/rolls', () => {
    let err: unknown;
    try {
      run(faceToFace(8), 'asoiaf-2021', { mode: 'given', rolls: [] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('insufficient_dice');
    expect((err as DomainError).issues[0].path).toBe('/dice/rolls');
  });
});

/** T9A morale (004_1ae45c4b93e4399d.txt §5): combat score, winner, break tests, panic, rally, pursuit. */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { moraleCapability, pLd, type MoraleRequest } from './morale.js';

const run = (r: MoraleRequest, dice: DiceRequest = { mode: 'exact' }, o = {}) => moraleCapability.run(r, { rulesVersion: 't9a-0.11.1', options: resolveOptions(moraleCapability.options, o), dice }).result as Record<string, any>;

describe('combat result', () => {
  it('E12: scores 6 against 3 → the side with 3 tests with −3 Ld (L1761-1763)', () => {
    const r = run({ test: 'combat', sides: [{ woundsCaused: 6, units: [{ ld: 7 }] }, { woundsCaused: 3, units: [{ ld: 8, name: 'B1' }, { ld: 7, name: 'B2' }] }] });
    expect(r).toMatchObject({ scores: [6, 3], winner: 0, difference: 3 });
    expect(r.breakTests.map((b: any) => [b.unit, b.ld])).toEqual([['B1', 5], ['B2', 4]]);
    expect(r.breakTests[0].pPass).toBeCloseTo(pLd(5), 12);
  });
  it('every component: charge (+2 off a hill), ranks (max +3, behind the first), standard, BSB, flank +2, rear +3, War Standard, overkill max 3 (L1704-1757)', () => {
    const r = run({ test: 'combat', sides: [{ woundsCaused: 1, overkill: 5, charged: true, chargedFromHill: true, units: [{ ld: 7, fullRanks: 6, standard: true, bsb: true, inEnemyFlank: true, inEnemyRear: true, warStandard: true }] }, { woundsCaused: 0, units: [{ ld: 7 }] }] });
    expect(r.parts[0]).toEqual({ wounds: 1, overkill: 3, charge: 2, ranks: 3, standard: 1, battleStandard: 1, flank: 2, rear: 3, warStandard: 1 });
    const r2 = run({ test: 'combat', sides: [{ woundsCaused: 0, units: [{ ld: 7, fullRanks: 2, bsb: true }] }, { woundsCaused: 0, units: [{ ld: 7 }] }] }, undefined, { rankBonusCountsFirstRank: true, bsbCountsAsStandard: true });
    expect(r2.parts[0]).toEqual({ wounds: 0, ranks: 2, standard: 1, battleStandard: 1 });
  });
  it('a tie: both win; a musician breaks it (Forward), both musicians: the tie stands (L1708-1709, L2787-2791)', () => {
    expect(run({ test: 'combat', sides: [{ woundsCaused: 2, units: [{ ld: 7 }] }, { woundsCaused: 2, units: [{ ld: 7 }] }] })).toMatchObject({ winner: null, breakTests: [] });
    const m = run({ test: 'combat', sides: [{ woundsCaused: 2, units: [{ ld: 7, musician: true }] }, { woundsCaused: 2, units: [{ ld: 7 }] }] });
    expect(m).toMatchObject({ winner: 0, wonByMusician: true });
    expect(run({ test: 'combat', sides: [{ woundsCaused: 2, units: [{ ld: 7, musician: true }] }, { woundsCaused: 2, units: [{ ld: 7, musician: true }] }] }).winner).toBeNull();
  });
  it('Steadfast ignores the difference; Disrupted cancels it; forests cancel it; Stubborn ignores it (L1764-1770, L2867-2868, L3522-3525)', () => {
    const t = (u: object) => run({ test: 'combat', sides: [{ woundsCaused: 5, units: [{ ld: 7, fullRanks: 1 }] }, { woundsCaused: 0, units: [{ ld: 8, ...u }] }] }).breakTests[0];
    expect(t({ fullRanks: 3 })).toMatchObject({ steadfast: true, ld: 8 });
    // its own 3 full ranks give +2: difference 5 − 2 = 3
    expect(t({ fullRanks: 3, enemyRanksOnFlankOrRear: 2 })).toMatchObject({ steadfast: false, ld: 5 });
    expect(t({ fullRanks: 3, inForest: true })).toMatchObject({ steadfast: false, ld: 5 });
    expect(t({ stubborn: true })).toMatchObject({ ld: 8 });
    expect(t({ unbreakable: true })).toMatchObject({ pPass: 1 });
    expect(t({ unstable: true })).toMatchObject({ woundsLost: 5 });
    expect(t({ unstable: true, stubborn: true, bsbInRange: true })).toMatchObject({ woundsLost: 2 });
    expect(t({ warMachine: true }).reason).toContain('destroyed');
    expect(t({ generalLd: 9, bsbInRange: true }).pPass).toBeCloseTo(pLd(4) + (1 - pLd(4)) * pLd(4), 12);
    expect(t({ daemonicInstability: true }).woundsLostDistribution.reduce((a: number, e: any) => a + e.p, 0)).toBeCloseTo(1, 12);
  });
  it('given dice replay the break test and its Hold your Ground reroll', () => {
    const r = run({ test: 'combat', sides: [{ woundsCaused: 2, units: [{ ld: 7 }] }, { woundsCaused: 0, units: [{ ld: 8, bsbInRange: true }] }] }, { mode: 'given', rolls: [6, 5, 3, 2] });
    expect(r.breakTests[0]).toMatchObject({ outcome: 'pass', roll: 5 });
  });
});

describe('Inspiring Presence and Hold your Ground ranges', () => {
  it('the General lends Ld within 12", 18" as a Large Target, never while fleeing; the BSB likewise (L2712-2736, L3458-3461, L974-975)', () => {
    const ld = (u: object) => run({ test: 'leadership', unit: { ld: 6, generalLd: 9, ...u } }).ld;
    expect([ld({}), ld({ generalDistance: 12 }), ld({ generalDistance: 13 }), ld({ generalDistance: 17, generalLargeTarget: true }), ld({ generalDistance: 1, generalFleeing: true })]).toEqual([9, 9, 6, 9, 6]);
    const p = (u: object) => run({ test: 'leadership', unit: { ld: 7, ...u } }).pPass;
    expect(p({ bsbDistance: 10 })).toBeCloseTo(pLd(7) + (1 - pLd(7)) * pLd(7), 12);
    expect(p({ bsbDistance: 14 })).toBeCloseTo(pLd(7), 12);
    expect(p({ bsbDistance: 14, bsbLargeTarget: true })).toBeGreaterThan(pLd(7));
    expect(p({ bsbDistance: 1, bsbFleeing: true })).toBeCloseTo(pLd(7), 12);
  });
});

describe('panic, rally, pursuit', () => {
  it('panic: engaged and fleeing units never test, Immune to Psychology passes, Heavy Casualties at 25 % (L2143-2162)', () => {
    expect(run({ test: 'panic', trigger: 'friendBroke', unit: { ld: 7, engaged: true } })).toMatchObject({ required: false });
    expect(run({ test: 'panic', trigger: 'friendBroke', unit: { ld: 7, immuneToPsychology: true } })).toMatchObject({ pPass: 1 });
    expect(run({ test: 'panic', trigger: 'heavyCasualties', modelsAtPhaseStart: 20, casualties: 4, unit: { ld: 7 } })).toMatchObject({ required: false });
    expect(run({ test: 'panic', trigger: 'heavyCasualties', modelsAtPhaseStart: 20, casualties: 5, unit: { ld: 7 } }).pPass).toBeCloseTo(21 / 36, 12);
  });
  it('panic: a friend destroyed or broken only within 6", a unit that passed this phase tests no more, Insignificant units cause none (L2147-2148, L2160-2162, L3400-3402)', () => {
    const p7 = 21 / 36;
    expect(run({ test: 'panic', trigger: 'friendDestroyed', triggerDistance: 6, unit: { ld: 7 } }).pPass).toBeCloseTo(p7, 12);
    expect(run({ test: 'panic', trigger: 'friendDestroyed', triggerDistance: 6.5, unit: { ld: 7 } })).toMatchObject({ required: false, reason: 'outOfRange' });
    expect(run({ test: 'panic', trigger: 'friendBroke', triggerDistance: 7, unit: { ld: 7 } })).toMatchObject({ required: false, reason: 'outOfRange' });
    // the 6" is the friend's distance: a friend fleeing through the unit is always a test
    expect(run({ test: 'panic', trigger: 'fledThrough', triggerDistance: 7, unit: { ld: 7 } }).pPass).toBeCloseTo(p7, 12);
    expect(run({ test: 'panic', trigger: 'friendBroke', passedPanicThisPhase: true, unit: { ld: 7 } })).toMatchObject({ required: false, reason: 'passedThisPhase' });
    expect(run({ test: 'panic', trigger: 'fledThrough', triggerInsignificant: true, unit: { ld: 7 } })).toMatchObject({ required: false, reason: 'insignificant' });
    expect(run({ test: 'panic', trigger: 'friendDestroyed', triggerInsignificant: true, unit: { ld: 7, insignificant: true } }).pPass).toBeCloseTo(p7, 12);
    // Heavy Casualties are the unit's own: an Insignificant friend has nothing to do with them
    expect(run({ test: 'panic', trigger: 'heavyCasualties', triggerInsignificant: true, modelsAtPhaseStart: 20, casualties: 5, unit: { ld: 7 } }).pPass).toBeCloseTo(p7, 12);
  });
  it('E4: 40 models, fleeing with 9 + 2 characters = 11 > 10 → normal Ld; at 10 → half Ld rounded up; musician +1 (L950-955, L2792-2793)', () => {
    expect(run({ test: 'rally', unit: { ld: 7, startingModels: 40, models: 11 } }).ld).toBe(7);
    expect(run({ test: 'rally', unit: { ld: 7, startingModels: 40, models: 10 } }).ld).toBe(4);
    expect(run({ test: 'rally', unit: { ld: 7, startingModels: 40, models: 10, musician: true } }).ld).toBe(5);
  });
  it('pursuit: caught when a pursuit roll ≥ the flee roll; Swiftstride pursuers catch more (L1803-1808)', () => {
    const plain = run({ test: 'pursuit', pursuit: { fleeing: {}, pursuers: [{}] } }).pCaught;
    let p = 0;
    for (let a = 2; a <= 12; a++) for (let b = 2; b <= 12; b++) if (b >= a) p += ((6 - Math.abs(a - 7)) / 36) * ((6 - Math.abs(b - 7)) / 36);
    expect(plain).toBeCloseTo(p, 12);
    expect(run({ test: 'pursuit', pursuit: { fleeing: {}, pursuers: [{ swiftstride: true }] } }).pCaught).toBeGreaterThan(plain);
    expect(run({ test: 'pursuit', pursuit: { fleeing: {}, pursuers: [{}] } }, { mode: 'given', rolls: [3, 4, 6, 1] })).toMatchObject({ fleeDistance: 7, pursuitDistances: [7], caught: true });
  });
});

describe('seeded against exact', () => {
  it('break test and pursuit: seeded frequencies within 4 SE of the exact probabilities, replaying by seed', () => {
    const combat: MoraleRequest = { test: 'combat', sides: [{ woundsCaused: 3, units: [{ ld: 7 }] }, { woundsCaused: 0, units: [{ ld: 8, bsbInRange: true }] }] };
    const p = run(combat).breakTests[0].pPass;
    const n = 400;
    const passes = Array.from({ length: n }, (_, i) => run(combat, { mode: 'seeded', seed: `b${i}` }).breakTests[0].outcome === 'pass').filter(Boolean).length;
    expect(Math.abs(passes / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    expect(run(combat, { mode: 'seeded', seed: 'b1' })).toEqual(run(combat, { mode: 'seeded', seed: 'b1' }));
    const pursuit: MoraleRequest = { test: 'pursuit', pursuit: { fleeing: { swiftstride: true }, pursuers: [{}] } };
    const q = run(pursuit).pCaught;
    const caught = Array.from({ length: n }, (_, i) => run(pursuit, { mode: 'seeded', seed: `p${i}` }).caught).filter(Boolean).length;
    expect(Math.abs(caught / n - q)).toBeLessThan(4 * Math.sqrt((q * (1 - q)) / n));
  });
});

/**
 * Independent rules audit of `asoiaf` (all six capabilities): cases written by hand from the digest and the seeds,
 * each expected answer computed here (closed form or a tiny brute force), not read from the engine.
 * Citations: 000_4d85fd9897d069bf.txt (2021, default) as "000", 002_953a7ceb75253954.txt (2018) as "002".
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { attacksCapability, resolveAttack, type AttackRequest } from './attacks.js';
import { moraleCapability, testMorale, type MoraleRequest } from './morale.js';
import type { AttackProfile, UnitInput } from './units.js';
import { resolveCharge } from './charges/charge.js';
import type { ChargeFacts } from './charges/facts.js';
import { ctxOf, INF, rect, unit } from './charges/fixtures.js';
import type { ChargeRequest } from './charges/request.js';
import { armiesCapability, vpTarget, type ArmyRequest } from './armies/validate.js';
import type { ArmyCardInput } from './armies/cards.js';
import { terrainCapability, type TerrainRequest } from './terrain/setup.js';
import { scoringCapability, type RoundInput, type ScoringRequest } from './scoring/score.js';

type V = 'asoiaf-2021' | 'asoiaf-2018';
const given = (...rolls: number[]): DiceRequest => ({ mode: 'given', rolls });
const actx = (dice: DiceRequest = { mode: 'exact' }, rulesVersion: V = 'asoiaf-2021', options: Record<string, unknown> = {}) => ({ rulesVersion, dice, options: resolveOptions(attacksCapability.options, options) });
const mctx = (dice: DiceRequest = { mode: 'exact' }, rulesVersion: V = 'asoiaf-2021', options: Record<string, unknown> = {}) => ({ rulesVersion, dice, options: resolveOptions(moraleCapability.options, options) });
const err = (f: () => unknown): DomainError => { try { f(); } catch (e) { return e as DomainError; } throw new Error('no error'); };
const R = (o: { result: unknown }) => o.result as Record<string, any>;

// ---- independent arithmetic ----
/** One die's chance of success at X+ with modifier m: a natural 1 fails, a natural 6 succeeds (000 L1149-1154, L1163-1168). */
const pDie = (x: number, m = 0) => (1 + [2, 3, 4, 5].filter((f) => f + m >= x).length) / 6;
/** P(2D6 + m ≥ M), the total never below 0 (000 L1242-1254, L1728-1735). */
const p2d6 = (morale: number, m = 0) => { let n = 0; for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (Math.max(0, a + b + m) >= morale) n++; return n / 36; };
/** 2018: expected wounds of a panic test, one per point short (002 L866). */
const e18 = (morale: number, m = 0) => { let s = 0; for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) { const t = Math.max(0, a + b + m); if (t < morale) s += morale - t; } return s / 36; };

const target = (extra: Partial<UnitInput> = {}): UnitInput => ({ name: 'Target', faction: 'stark', unitType: 'infantry', tray: 'infantry', defense: 4, morale: 6, ...extra });
const striker = (extra: Partial<UnitInput> = {}): UnitInput => ({ name: 'Striker', faction: 'lannister', unitType: 'infantry', tray: 'infantry', defense: 4, morale: 6, ...extra });
const prof = (keywords: AttackProfile['keywords'] = [], extra: Partial<AttackProfile> = {}): AttackProfile => ({ name: 'Blades', kind: 'melee', hit: 4, dice: [6, 4, 2], keywords, ...extra });
const atk = (over: Partial<AttackRequest> = {}, dice?: DiceRequest, v: V = 'asoiaf-2021', o: Record<string, unknown> = {}) =>
  R(resolveAttack({ attacker: striker(), defender: target(), profile: prof(), ...over }, actx(dice, v, o)));

describe('audit: attacks/resolve', () => {
  it('A1 000 L1149-1154: a natural 6 always hits, a 1 always misses — 6 dice at 4+ with −3 → 1 hit expected, with +3 → 5', () => {
    expect(atk({ hitModifier: -3 }).expected.hits).toBeCloseTo(6 * pDie(4, -3), 12);
    expect(atk({ hitModifier: -3 }).expected.hits).toBeCloseTo(1, 12);
    expect(atk({ hitModifier: 3 }).expected.hits).toBeCloseTo(5, 12);
  });
  it('A2 000 L1163-1179: expected wounds = dice × p(hit) × (1 − p(block)): 6 at 4+ against 4+ → 1.5, against 3+ → 1', () => {
    expect(atk().expected.wounds).toBeCloseTo(1.5, 12);
    expect(atk({ defender: target({ defense: 3 }) }).expected.wounds).toBeCloseTo(1, 12);
  });
  it('A3 000 L2942-2944, L1237-1240: Sundering from the rear → Defence −3 (only natural 6s block at 4+), panic −2; 2.5 wounds', () => {
    const r = atk({ arc: 'rear', profile: prof(['sundering']) });
    expect([r.defenceModifier, r.panicModifier]).toEqual([-3, -2]);
    expect(r.expected.wounds).toBeCloseTo(6 * 0.5 * (1 - 1 / 6), 12);
  });
  it('A4 D5 000 L1232-1235 / 002 L849-850: a ranged attack from the flank → 2021 Defence −1 and panic −1; 2018 nothing', () => {
    const ranged = prof([], { kind: 'ranged', range: 'long' });
    expect(atk({ arc: 'flank', profile: ranged })).toMatchObject({ defenceModifier: -1, panicModifier: -1 });
    expect(atk({ arc: 'flank', profile: ranged }, undefined, 'asoiaf-2018')).toMatchObject({ defenceModifier: 0, panicModifier: 0 });
  });
  it('A5 D4 000 L1224-1230, L1115-1119, L1951-1953 / 002 L848: charge rerolls misses (4+ → 3/4 a die, 4.5 hits); none when disordered or (2021) after Difficult', () => {
    for (const v of ['asoiaf-2021', 'asoiaf-2018'] as V[]) expect(atk({ charge: true }, undefined, v).expected.hits).toBeCloseTo(4.5, 12);
    expect(atk({ charge: true, disordered: true }).expected.hits).toBeCloseTo(3, 12);
    expect(atk({ charge: true, crossedDifficult: true }).expected.hits).toBeCloseTo(3, 12);
  });
  it('A6 000 L2935-2936: Critical Blow, each natural 6 one more hit → 6 × (1/2 + 1/6) = 4 hits', () => {
    expect(atk({ profile: prof(['criticalBlow']) }).expected.hits).toBeCloseTo(4, 12);
  });
  it('A7 000 L2938-2940: Precision, each natural 6 a wound with no Defence die → a die wounds 1/6 + 1/3 × 1/2 = 1/3; 2 wounds', () => {
    expect(atk({ profile: prof(['precision']) }).expected.wounds).toBeCloseTo(2, 12);
  });
  it('A8 000 L2935-2940 (digest §3.3 step 4): Critical Blow + Precision → a 6 is two hits, one of them wounding directly: 2.5 wounds', () => {
    expect(atk({ profile: prof(['criticalBlow', 'precision']) }).expected.wounds).toBeCloseTo(6 * (1 / 6 * 1.5 + 1 / 3 * 0.5), 12);
  });
  it('A9 000 L392-405: Wildfire (no Defence, a wound to the attacker per natural 1) → 3 wounds, 1 attacker wound expected', () => {
    const r = atk({ profile: prof(['noDefence', 'selfWoundOnOnes', 'vicious']) });
    expect(r.expected.wounds).toBeCloseTo(3, 12);
    expect(r.expected.attackerWounds).toBeCloseTo(1, 12);
    expect(r.defenceOn).toBeNull();
  });
  it('A10 000 L2946, L1181-1186: Vicious −2 → P(panic failed) = P(≥1 wound) × P(2D6 − 2 < 6)', () => {
    const r = atk({ profile: prof(['vicious']) });
    expect(r.panicModifier).toBe(-2);
    expect(r.pPanicFailed).toBeCloseTo((1 - (3 / 4) ** 6) * (1 - p2d6(6, -2)), 12);
  });
  it('A11 000 L1963-1966: a charge through Fortified terrain → Defence +1: 4.5 hits × 1/3 = 1.5 wounds', () => {
    const r = atk({ charge: true, crossedFortified: true });
    expect(r.defenceModifier).toBe(1);
    expect(r.expected.wounds).toBeCloseTo(4.5 * (1 - pDie(4, 1)), 12);
  });
  it('A12 000 L1163-1168: natural 6 always blocks, natural 1 never — Defence 6+ from the rear still blocks 1/6; Defence 2+ at +1 blocks 5/6', () => {
    expect(atk({ arc: 'rear', defender: target({ defense: 6 }) }).expected.wounds).toBeCloseTo(3 * 5 / 6, 12);
    expect(atk({ charge: true, crossedFortified: true, defender: target({ defense: 2 }) }).expected.wounds).toBeCloseTo(4.5 / 6, 12);
  });
  it('A13 000 L385-390, L340-358: attack dice by ranks left = ceil(figures / 4): 12 or 9 → green, 8 or 5 → yellow, 4 or 1 → red', () => {
    const d = (figures: number) => atk({ attacker: striker({ figures }) }).dice;
    expect([12, 9, 8, 5, 4, 1].map(d)).toEqual([6, 6, 4, 4, 2, 2]);
  });
  it('A13b 000 L1737-1740: effects calling for the highest and the lowest attack dice value at once → the lowest (was not expressible)', () => {
    expect(atk({ attacker: striker({ figures: 8 }), useHighestDice: true }).dice).toBe(6);
    expect(atk({ attacker: striker({ figures: 8 }), useHighestDice: true, useLowestDice: true }).dice).toBe(2);
  });
  it('A14 000 L333-334, L351-354: cavalry (4 figures, 2 per rank): 3 → green, 2 → yellow, 1 → yellow', () => {
    const d = (figures: number) => atk({ attacker: striker({ tray: 'cavalry', unitType: 'cavalry', figures }) }).dice;
    expect([4, 3, 2, 1].map(d)).toEqual([6, 6, 4, 4]);
  });
  it('A15 D15 000 L334-337 / 002 L471: a solo unit always rolls its green dice, both versions', () => {
    for (const v of ['asoiaf-2021', 'asoiaf-2018'] as V[]) expect(atk({ attacker: striker({ tray: 'soloLarge', unitType: 'monster', figures: 1 }) }, undefined, v).dice).toBe(6);
  });
  it('A16 000 L340-358: 4 wounds on a full 12-figure tray remove the whole rear rank → 1 rank lost; a 6+6 panic passes', () => {
    const r = atk({}, given(6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 6, 6, 1));
    expect(r).toMatchObject({ hits: 6, wounds: 4, panic: 'pass', totalWounds: 4, figuresLost: 4, ranksLost: 1, destroyed: false });
  });
  it('A17 §12.2 item 5 (000 L313-316): a defender destroyed by the wounds takes no panic test — no panic dice read', () => {
    const o = resolveAttack({ attacker: striker(), defender: target({ figures: 2 }), profile: prof() }, actx(given(6, 6, 1, 1, 1, 1, 1, 1, 4, 4, 2)));
    expect(R(o)).toMatchObject({ wounds: 2, destroyed: true, figuresLost: 2 });
    expect((o.unusedRolls ?? []).length).toBe(3);
  });
  it('A18 000 L1181-1186: no wound → the panic test passes automatically, no dice rolled', () => {
    const o = resolveAttack({ attacker: striker(), defender: target(), profile: prof() }, actx(given(1, 1, 1, 1, 1, 1)));
    expect(R(o)).toMatchObject({ hits: 0, wounds: 0, totalWounds: 0 });
    expect(o.unusedRolls ?? []).toEqual([]);
  });
  it('A19 000 L1703-1707: the defender spends a Weakened attacker\'s token, its hits rerolled → 6 × 1/4 = 1.5 hits', () => {
    expect(atk({ attacker: striker({ tokens: { weakened: true } }) }).expected.hits).toBeCloseTo(1.5, 12);
  });
  it('A20 000 L1709-1711: the attacker spends a Vulnerable defender\'s token, its blocks rerolled → 6 × 1/2 × 3/4 = 2.25 wounds', () => {
    expect(atk({ defender: target({ tokens: { vulnerable: true } }) }).expected.wounds).toBeCloseTo(2.25, 12);
  });
  it('A21 000 L1156-1161, L1612-1613: charge reroll first (active player), then the Weakened reroll of the hits → 6 × 3/4 × 1/2 = 2.25', () => {
    expect(atk({ charge: true, attacker: striker({ tokens: { weakened: true } }) }).expected.hits).toBeCloseTo(2.25, 12);
  });
  it('A22 000 L174-186: automatic hits allow Defence rolls — 0 dice hits + 2 auto hits, defence 6 and 1 → 1 wound', () => {
    expect(atk({ autoHits: 2 }, given(1, 1, 1, 1, 1, 1, 6, 1, 6, 6, 1))).toMatchObject({ hits: 2, wounds: 1 });
  });
  it('A22b 000 L174-179: a card\'s Wounds allow no Defence roll — `autoWounds` 2 with no hit → 2 wounds and a panic test (was not expressible: only autoHits)', () => {
    const r = atk({ profile: prof([], { dice: [0, 0, 0] }), autoWounds: 2 });
    expect(r.expected.wounds).toBe(2);
    expect(r.pPanicFailed).toBeCloseTo(1 - p2d6(6), 12);
  });
  it('A23 000 L1445-1449: Retaliation — one automatic hit per miss, the attacker rolls Defence: 3 misses × 1/2 = 1.5 wounds; after a charge, misses are 1/4 → 0.75', () => {
    expect(atk({ defender: target({ abilities: ['retaliation'] }) }).expected.attackerWounds).toBeCloseTo(1.5, 12);
    expect(atk({ charge: true, defender: target({ abilities: ['retaliation'] }) }).expected.attackerWounds).toBeCloseTo(0.75, 12);
  });
  it('A23b 000 L1445-1449, L1709-1713: Retaliation on a Vulnerable attacker — the defender rerolls its blocks: 3 misses × 3/4 = 2.25 wounds (was 1.5: token never spent)', () => {
    expect(atk({ attacker: striker({ tokens: { vulnerable: true } }), defender: target({ abilities: ['retaliation'] }) }).expected.attackerWounds).toBeCloseTo(3 * (1 - 0.5 * 0.5), 12);
  });
  it('A24 000 L1441-1443 (hinderRoll default attackDice): an enemy engaged with Hinder rolls at −1 → 4+ needs 5: 2 hits', () => {
    expect(atk({ defender: target({ abilities: ['hinder'] }) }).expected.hits).toBeCloseTo(2, 12);
  });
  it('A24b 000 L1441-1443, L568-583 (hinderRoll panicTests): Jaime\'s Hinder with Lannister Supremacy — the engaged melee attacker tests at −3 −1 (was −3)', () => {
    const r = atk({ profile: prof([], { dice: [0, 0, 0] }), defender: target({ abilities: ['hinder', 'lannisterSupremacy'] }) }, undefined, 'asoiaf-2021', { hinderRoll: 'panicTests' });
    expect(r.expected.attackerWounds).toBeCloseTo((1 - p2d6(6, -4)) * (2 + 3), 12);
  });
  it('A25 002 L1147 / 000 L1943-1945: 2018 Cover +1 Defence unless the shooter is within 1"; 2021 refuses `cover`', () => {
    const ranged = prof([], { kind: 'ranged', range: 'long' });
    expect(atk({ profile: ranged, cover: true }, undefined, 'asoiaf-2018').defenceModifier).toBe(1);
    expect(atk({ profile: ranged, cover: true, attackerWithin1OfCover: true }, undefined, 'asoiaf-2018').defenceModifier).toBe(0);
    expect(err(() => atk({ profile: ranged, cover: true })).issues[0]).toMatchObject({ code: 'version_mismatch' });
  });
  it('A26 000 L568-583: Lannister Supremacy — an attacker that did no harm tests at −3 (3 ranks left): 1+1 → 0 fails, D3 1 + 3 ranks = 4 wounds', () => {
    const r = atk({ defender: target({ abilities: ['lannisterSupremacy'] }) }, given(1, 1, 1, 1, 1, 1, 1, 1, 1));
    expect(r).toMatchObject({ wounds: 0, attackerWounds: 4, supremacy: 'fail' });
  });
  it('A27 000 L412-424, §3.5: Fearsome Visage — an attacker at 9 figures tests at −3; a failure drops it to 2 ranks (yellow dice)', () => {
    const r = atk({ attacker: striker({ figures: 9 }), defender: target({ abilities: ['fearsomeVisage'] }) });
    expect(r.expected.hits).toBeCloseTo(0.5 * (p2d6(6, -3) * 6 + (1 - p2d6(6, -3)) * 4), 12);
  });
  it('A28 000 L1968-1974: Horrifying −1 on the defender\'s panic test, Inspiring +1; both cancel', () => {
    expect(atk({ defenderNearHorrifying: true }).panicModifier).toBe(-1);
    expect(atk({ defenderNearInspiring: true }).panicModifier).toBe(1);
    expect(atk({ defenderNearHorrifying: true, defenderNearInspiring: true }).panicModifier).toBe(0);
  });
  it('A29 D1/D2 000 L1263-1268 / 002 L866: WE-18 attack then panic 2+2: 2021 D3 = 3 → 3 more wounds; 2018 → 6 − 4 = 2 more', () => {
    expect(atk({}, given(1, 2, 4, 5, 6, 4, 1, 3, 4, 6, 2, 2, 3))).toMatchObject({ wounds: 2, panicWounds: 3, totalWounds: 5 });
    expect(atk({}, given(1, 2, 4, 5, 6, 4, 1, 3, 4, 6, 2, 2), 'asoiaf-2018')).toMatchObject({ wounds: 2, panicWounds: 2, totalWounds: 4 });
  });
});

const mor = (req: Partial<MoraleRequest>, v: V = 'asoiaf-2021', dice?: DiceRequest) => R(testMorale({ kind: 'panic', unit: target(), ...req } as MoraleRequest, mctx(dice, v)));

describe('audit: morale/test', () => {
  it('M1 000 L1242-1254: a Morale test at 7+ passes 21/36; at 13+ never, at 2+ always', () => {
    expect(mor({ kind: 'morale', unit: target({ morale: 7 }) }).pPass).toBeCloseTo(21 / 36, 12);
    expect(mor({ kind: 'morale', unit: target({ morale: 13 }) }).pPass).toBeCloseTo(0, 12);
    expect(mor({ kind: 'morale', unit: target({ morale: 2 }) }).pPass).toBeCloseTo(1, 12);
  });
  it('M2 000 L1121-1131, L1263-1268: a failed charge\'s panic test, Morale 6 → fails 10/36, D3 wounds: 20/36 expected', () => {
    const r = mor({ trigger: 'failedCharge' });
    expect(r.pFail).toBeCloseTo(10 / 36, 12);
    expect(r.expectedWounds).toBeCloseTo(20 / 36, 12);
  });
  it('M3 002 L866: 2018 panic at Morale 8 → one wound per point short: 56/36', () => {
    expect(mor({ unit: target({ morale: 8 }) }, 'asoiaf-2018').expectedWounds).toBeCloseTo(e18(8), 12);
    expect(e18(8)).toBeCloseTo(56 / 36, 12);
  });
  it('M4 000 L1697-1701: a Panicked unit\'s Morale test: the enemy rerolls the dice that hurt it most (brute force at 7+)', () => {
    let pass = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
      const opts = [[a + b >= 7 ? 1 : 0]];
      let ra = 0; let rb = 0; let rab = 0;
      for (let x = 1; x <= 6; x++) { ra += x + b >= 7 ? 1 : 0; rb += a + x >= 7 ? 1 : 0; for (let y = 1; y <= 6; y++) rab += x + y >= 7 ? 1 : 0; }
      opts.push([ra / 6], [rb / 6], [rab / 36]);
      pass += Math.min(...opts.map((o) => o[0])) / 36;
    }
    expect(mor({ kind: 'morale', unit: target({ morale: 7, tokens: { panicked: true } }) }).pPass).toBeCloseTo(pass, 12);
  });
  it('M5 000 L1232-1240, L2946 / 002 L849-850: after a ranged rear Vicious attack, 2021 −4, 2018 −2 (no arc bonus at range)', () => {
    const req = { trigger: 'attack' as const, woundsInflicted: 1, arc: 'rear' as const, attackKind: 'ranged' as const, vicious: true };
    expect(mor(req).modifier).toBe(-4);
    expect(mor(req, 'asoiaf-2018').modifier).toBe(-2);
    expect(mor(req).pFail).toBeCloseTo(1 - p2d6(6, -4), 12);
  });
  it('M6 000 L1181-1186: an attack that inflicted no wound → passed automatically', () => {
    expect(mor({ trigger: 'attack', woundsInflicted: 0 })).toMatchObject({ automatic: true, pPass: 1 });
  });
  it('M7 000 L1297-1310, L1968-1974: Crown zone −1; Horrifying and Inspiring together 0', () => {
    expect(mor({ trigger: 'crownZone' }).modifier).toBe(-1);
    expect(mor({ nearHorrifying: true, nearInspiring: true }).modifier).toBe(0);
  });
  it('M8 000 L552-560: Iron Valour +1 and one wound fewer: Morale 6 fails 6/36, wounds D3 − 1 → 1/6 expected; a 2018 inline Iron Valour is refused', () => {
    const r = mor({ unit: target({ abilities: ['ironValour'] }) });
    expect(r.pFail).toBeCloseTo(6 / 36, 12);
    expect(r.expectedWounds).toBeCloseTo(6 / 36 * 1, 12);
    expect(err(() => mor({ unit: target({ abilities: ['ironValour'] }) }, 'asoiaf-2018')).issues[0]).toMatchObject({ code: 'version_mismatch' });
  });
  it('M9 000 L1728-1735: total clamped at 0 — Morale 2 at −20 never passes', () => {
    expect(mor({ kind: 'morale', unit: target({ morale: 2 }), modifier: -20 }).pPass).toBeCloseTo(0, 12);
  });
  it('M10 002 L1006, L866: 2018 Unyielding +2 also on a panic test: Morale 8 → expected wounds as at +2', () => {
    expect(mor({ unit: target({ morale: 8, abilities: ['unyielding'] }) }, 'asoiaf-2018').expectedWounds).toBeCloseTo(e18(8, 2), 12);
  });
  it('M11 000 L313-316: panic wounds cannot exceed the wounds left — 1 figure, Morale 6 → 10/36 expected', () => {
    expect(mor({ unit: target({ figures: 1 }) }).expectedWounds).toBeCloseTo(10 / 36, 12);
  });
  it('M12 002 L606-611: At Any Cost — a 2018 fail by 4 costs one figure instead', () => {
    expect(mor({ unit: target({ abilities: ['atAnyCost'] }) }, 'asoiaf-2018', given(1, 1))).toMatchObject({ passed: true, wounds: 1, atAnyCost: true });
  });
  it('M14 000 L1242-1276: a Morale test reads no Defence — a unit with only its Morale is tested (was a 400 at /unit/defense)', () => {
    expect(R(testMorale({ kind: 'morale', unit: { name: 'U', tray: 'infantry', morale: 7 } }, mctx())).pPass).toBeCloseTo(p2d6(7), 12);
  });
  it('M13 000 L1263-1270, D3: the Panicked token lets the enemy reroll the D3 of a failed test too — given 1+1 (fail), D3 1 → rerolled', () => {
    const r = mor({ unit: target({ tokens: { panicked: true } }) }, 'asoiaf-2021', given(1, 1, 1, 3));
    expect(r).toMatchObject({ passed: false, wounds: 3, panickedTokenSpent: true });
  });
});

const chg = (facts: ChargeFacts, v: V = 'asoiaf-2021', dice?: DiceRequest) => resolveCharge({ facts }, ctxOf(v, {}, dice)).result as Record<string, any>;
const ccodes = (r: Record<string, any>) => (r.reasons as Array<{ code: string }>).map((x) => x.code);

describe('audit: charges/check (from facts)', () => {
  it('C1 000 L1020-1023, L1061-1062: 6" at Speed 5 → any die, 6/6; a 1 disorders: bonus 5/6', () => {
    expect(chg({ speed: 5, distance: 6 })).toMatchObject({ legal: true, needed: 1, pSuccessFraction: '6/6', pDisorderedFraction: '1/6', pChargeBonusFraction: '5/6' });
  });
  it('C2 000 L1020-1023: 9.5" at Speed 4 → 6 needed (1/6); 10.01" is out of reach', () => {
    expect(chg({ speed: 4, distance: 9.5 })).toMatchObject({ legal: true, needed: 6, pSuccessFraction: '1/6' });
    expect(ccodes(chg({ speed: 4, distance: 10.01 }))).toEqual(['OUT_OF_REACH']);
  });
  it('C3 000 L1959-1961: two Rough pieces on the lane cost 2" — 8" at Speed 5 needs 5 (2/6); failure 4/6', () => {
    const r = chg({ speed: 5, distance: 8, terrain: [{ keywords: ['rough'] }, { keywords: ['rough'] }] });
    expect(r).toMatchObject({ terrainPenalty: 2, needed: 5, pSuccessFraction: '2/6' });
    expect(r.pFailed).toBeCloseTo(4 / 6, 12);
  });
  it('C4 002 L1140: 2018 Slowing rolls two dice and keeps the lower, 1 or 2 disorders — need 1: success 36/36, disordered 20/36; need 2: 25/36, 9/36', () => {
    expect(chg({ speed: 5, distance: 5, terrain: [{ keywords: ['slowing'] }] }, 'asoiaf-2018')).toMatchObject({ needed: 1, pSuccessFraction: '36/36', pDisorderedFraction: '20/36', pChargeBonusFraction: '16/36' });
    expect(chg({ speed: 5, distance: 6.5, terrain: [{ keywords: ['slowing'] }] }, 'asoiaf-2018')).toMatchObject({ needed: 2, pSuccessFraction: '25/36', pDisorderedFraction: '9/36', pChargeBonusFraction: '16/36' });
  });
  it('C5 000 L1951-1953: 2021 Difficult on the lane → no charge bonus at all', () => {
    expect(chg({ speed: 5, distance: 6, terrain: [{ keywords: ['difficult'] }] })).toMatchObject({ pSuccessFraction: '6/6', pChargeBonusFraction: '0/6' });
  });
  it('C6 000 L1109-1119 / 002 L816 (D6): a 1 that still reaches is a disordered success; the ban lasts the turn (2021) or the action (2018)', () => {
    expect(chg({ speed: 5, distance: 5 }, 'asoiaf-2021', given(1)).roll).toMatchObject({ success: true, disordered: true });
    expect(chg({ speed: 5, distance: 5 }).disorderedEffect).toBe('restOfTurn');
    expect(chg({ speed: 5, distance: 5 }, 'asoiaf-2018').disorderedEffect).toBe('untilEndOfAction');
  });
  it('C7 000 L1963-1966, L1984-1988: Fortified and Dangerous on the lane are reported', () => {
    expect(chg({ speed: 5, distance: 6, terrain: [{ keywords: ['fortified'] }, { keywords: ['dangerous'] }] }).terrain).toMatchObject({ fortified: true, dangerous: true });
  });
  it('C8 000 L1005, L1011-1018: engaged, out of sight, no room → illegal, each with its code', () => {
    expect(ccodes(chg({ speed: 5, distance: 6, engaged: true }))).toEqual(['CHARGER_ENGAGED']);
    expect(ccodes(chg({ speed: 5, distance: 6, inLineOfSight: false }))).toEqual(['NO_LINE_OF_SIGHT']);
    expect(ccodes(chg({ speed: 5, distance: 6, arcHasRoom: false }))).toEqual(['ARC_NO_ROOM']);
  });
});

const army = (r: ArmyRequest, v: V = 'asoiaf-2021', o = {}) => armiesCapability.run(r, { rulesVersion: v, options: resolveOptions(armiesCapability.options, o), dice: { mode: 'exact' } }).result as Record<string, any>;
const acodes = (r: ArmyRequest, v: V = 'asoiaf-2021') => army(r, v).violations.map((x: { code: string }) => x.code).sort();
const cu = (name: string, points: number, extra: Partial<ArmyCardInput> = {}): ArmyCardInput => ({ name, faction: 'stark', kind: 'combatUnit', unitType: 'infantry', tray: 'infantry', points, ...extra });
const cmd = (attachTo: number, extra: Partial<ArmyCardInput> = {}): ArmyCardInput => ({ name: 'Robb', faction: 'stark', kind: 'attachment', unitType: 'infantry', commander: true, character: 'robb', attachTo, ...extra });

describe('audit: armies/validate', () => {
  it('AR1 000 L1750-1756, L1423-1424: 30 points exactly with a free Commander is valid; an NCU\'s cost counts too', () => {
    expect(army({ gameSize: 30, faction: 'stark', units: [cu('A', 15), cu('B', 15), cmd(0)] })).toMatchObject({ valid: true });
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 15), cu('B', 12), cmd(0), { name: 'Lord', faction: 'stark', kind: 'ncu', points: 4 }] })).toEqual(['POINTS_LIMIT_EXCEEDED']);
  });
  it('AR2 000 L1423-1424: a Commander charged points is flagged and counted as 0', () => {
    const r = army({ gameSize: 30, faction: 'stark', units: [cu('A', 30), cmd(0, { points: 2 })] });
    expect(r.violations.map((x: any) => x.code)).toEqual(['COMMANDER_COST_NONZERO']);
  });
  it('AR3 000 L1828-1834: the Kingslayer and the Young Lion are one Character', () => {
    expect(acodes({ gameSize: 30, faction: 'lannister', units: [{ catalogueId: 'lannister-guardsmen', points: 6 }, { catalogueId: 'jaime-lannister-kingslayer', attachTo: 0 }, { catalogueId: 'lannister-guardsmen', points: 6 }, { catalogueId: 'jaime-lannister-young-lion', points: 2, attachTo: 2 }] })).toEqual(['CHARACTER_DUPLICATE']);
  });
  it('AR4-AR8 000 L562-566, L587-597, L1836-1839: unassigned, two on one unit, wrong type, on a solo tray, on an NCU', () => {
    const att = (attachTo?: number, extra: Partial<ArmyCardInput> = {}): ArmyCardInput => ({ name: 'Sergeant', faction: 'stark', kind: 'attachment', unitType: 'infantry', points: 1, ...(attachTo === undefined ? {} : { attachTo }), ...extra });
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 10), cmd(0), att()] })).toEqual(['ATTACHMENT_UNASSIGNED']);
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 10), cmd(0), att(0)] })).toEqual(['ATTACHMENT_LIMIT']);
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 10), cmd(0), cu('Riders', 8, { unitType: 'cavalry', tray: 'cavalry' }), att(2)] })).toEqual(['ATTACHMENT_TYPE_MISMATCH']);
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 10), cmd(0), cu('Wolf', 5, { unitType: 'monster', tray: 'soloLarge' }), att(2, { unitType: 'monster' })] })).toEqual(['ATTACHMENT_ON_SOLO']);
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 10), cmd(0), { name: 'Lord', faction: 'stark', kind: 'ncu', points: 4 }, att(2)] })).toEqual(['ATTACHMENT_HOST_NOT_COMBAT_UNIT']);
  });
  it('AR9 000 L1518-1523, L1810-1816: a Tactics deck of 7 faction + 3 Commander cards × 2 is valid; one copy short is not', () => {
    const deck = [...Array.from({ length: 7 }, (_, i) => ({ name: `F${i}`, copies: 2, source: 'faction' as const })), ...Array.from({ length: 3 }, (_, i) => ({ name: `C${i}`, copies: 2, source: 'commander' as const }))];
    const base = { gameSize: 30, faction: 'stark', units: [cu('A', 10), cmd(0)] };
    expect(army({ ...base, tacticsDeck: deck }).valid).toBe(true);
    expect(acodes({ ...base, tacticsDeck: [...deck.slice(0, 9), { name: 'C2', copies: 1, source: 'commander' as const }] })).toEqual(['TACTICS_DECK_INVALID']);
  });
  it('AR10 000 L2079-2088: 35 points → a warning (VP target by the engine\'s reading); 60 points → 14 VP', () => {
    const r = army({ gameSize: 35, faction: 'stark', units: [cu('A', 10), cmd(0)] });
    expect(r.valid).toBe(true);
    expect(r.warnings.map((w: any) => w.code)).toEqual(['GAME_SIZE_NONSTANDARD']);
    expect([vpTarget(30), vpTarget(40), vpTarget(50), vpTarget(60)]).toEqual([8, 10, 12, 14]);
  });
  it('AR11 000 L1796-1803: a 40-point Stark army with 20 Neutral points and a Neutral Commander (free) is valid', () => {
    expect(army({ gameSize: 40, faction: 'stark', units: [cu('Stark', 20), cu('Sellswords', 20, { faction: 'neutral' }), cmd(1, { faction: 'neutral', name: 'Sellsword captain', character: 'x' })] }).valid).toBe(true);
  });
  it('AR12 000 L1861-1863: a Character also in a teammate\'s army', () => {
    expect(acodes({ gameSize: 20, faction: 'stark', units: [cu('A', 10), cmd(0)], teammates: [{ units: [cu('B', 10), cmd(0)] }] })).toEqual(['TEAM_CHARACTER_DUPLICATE']);
  });
  it('AR13 §6.2 "return every violation": over the points and a foreign card together', () => {
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 25), cmd(0), cu('Lions', 10, { faction: 'lannister' })] })).toEqual(['FACTION_MISMATCH', 'POINTS_LIMIT_EXCEEDED']);
  });
  it('AR15 002 L931: a 2018 Commander may be a solo Combat Unit; it costs 0 (points charged → COMMANDER_COST_NONZERO)', () => {
    const wolf = (points: number) => cu('Wolf', points, { tray: 'soloLarge', unitType: 'monster', commander: true, character: 'gw' });
    expect(army({ gameSize: 30, faction: 'stark', units: [cu('S', 10), wolf(0)] }, 'asoiaf-2018').valid).toBe(true);
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('S', 10), wolf(5)] }, 'asoiaf-2018')).toEqual(['COMMANDER_COST_NONZERO']);
  });
  it('AR14 000 L1773-1779: no Commander / two Commanders', () => {
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 10)] })).toEqual(['COMMANDER_MISSING']);
    expect(acodes({ gameSize: 30, faction: 'stark', units: [cu('A', 10), cmd(0), cu('B', 10), cmd(2, { name: 'Ned', character: 'ned' })] })).toEqual(['COMMANDER_MULTIPLE']);
  });
});

const ter = (r: TerrainRequest, v: V = 'asoiaf-2021', dice: DiceRequest = { mode: 'exact' }) => terrainCapability.run(r, { rulesVersion: v, options: {}, dice });
const tcodes = (r: TerrainRequest, v: V = 'asoiaf-2021') => (ter(r, v).result as any).issues.map((i: { code: string; path: string }) => [i.code, i.path]);
const piece = (p: string, x: number, y: number) => ({ piece: p, centre: { x, y } });

describe('audit: terrain/setup', () => {
  it('T1 000 L2162-2202: random method → 3, 4, 5 pieces at 1/3; the 2D6 table by hand (2-3 corpse, 4 marsh, 5 palisade, 6 hedge, 7 choice, 8 wall, 9 stakes, 10 forest, 11-12 weirwood)', () => {
    const o = ter({ mode: 'generate', method: 'random' });
    expect(o.distribution!.pieces).toEqual([{ value: 3, p: 1 / 3 }, { value: 4, p: 1 / 3 }, { value: 5, p: 1 / 3 }]);
    const got = Object.fromEntries((o.distribution!.category as Array<{ value: string; p: number }>).map((e) => [e.value, e.p]));
    const want: Record<string, number> = { corpsePile: 3, marsh: 3, palisade: 4, hedge: 5, rollersChoice: 6, wall: 5, stakes: 4, forest: 3, weirwood: 3 };
    for (const [k, n] of Object.entries(want)) expect(got[k]).toBeCloseTo(n / 36, 12);
  });
  it('T2 000 L2137-2147: 2021 terrain ≥ 6" from other terrain — two 6" forests 5" apart (edge to edge) are too close; 6" is fine', () => {
    expect(tcodes({ mode: 'check', pieces: [piece('forest', 12, 24), piece('hedge', 23, 24)], objectives: [] })).toEqual([['TOO_CLOSE_TO_TERRAIN', '/pieces/1']]);
    expect(tcodes({ mode: 'check', pieces: [piece('forest', 12, 24), piece('hedge', 24, 24)], objectives: [] })).toEqual([]);
  });
  it('T3 D21 000 L2123-2134 / 002 L1237-1239: 2021 zones → tokens → terrain; 2018 zones → terrain → tokens', () => {
    expect((ter({ mode: 'generate' }, 'asoiaf-2021', { mode: 'seeded', seed: 'a' }).result as any).steps).toEqual(['deploymentZones', 'objectives', 'terrain']);
    expect((ter({ mode: 'generate' }, 'asoiaf-2018', { mode: 'seeded', seed: 'a' }).result as any).steps).toEqual(['deploymentZones', 'terrain', 'objectives']);
  });
  it('T4 000 L2754-2758: Here We Stand — a piece 4" from a table edge is too close', () => {
    expect(tcodes({ mode: 'check', gameMode: 'hereWeStand', pieces: [piece('forest', 7, 24)], objectives: [] })).toEqual([['TOO_CLOSE_TO_EDGE', '/pieces/0']]);
  });
  it('T5 000 L2661-2672: Sharp and Ready — no Impassable terrain', () => {
    expect(tcodes({ mode: 'check', gameMode: 'sharpAndReady', pieces: [piece('palisade', 24, 24)], objectives: [] }).map((x: string[]) => x[0])).toContain('IMPASSABLE_NOT_ALLOWED');
  });
  it('T6 000 L2371-2380: A Storm of Swords places three castle walls 3" from the Defender\'s edge', () => {
    const r = ter({ mode: 'generate', gameMode: 'stormOfSwords' }, 'asoiaf-2021', { mode: 'seeded', seed: 'walls' }).result as any;
    const walls = r.pieces.filter((p: any) => /wall/i.test(p.piece) && p.extra);
    expect(walls.length).toBe(3);
  });
  it('T7 000 L2377-2380 / 002 L1314: Storm of Swords terrain "more than 6\"" from the Defender\'s zone (2021) against "at least 6\"" (2018): exactly 6" differs', () => {
    const req: TerrainRequest = { mode: 'check', gameMode: 'stormOfSwords', pieces: [piece('forest', 24, 12 + 6 + 3)], objectives: [] };
    expect(tcodes(req)).toEqual([['TOO_CLOSE_TO_DEPLOYMENT_ZONE', '/pieces/0']]);
    expect(tcodes(req, 'asoiaf-2018')).toEqual([]);
  });
  it('T8 000 L2720-2724, L2754-2758: Fire and Blood / Here We Stand place terrain 6" from the edges, inside the 18" zones too', () => {
    for (const gameMode of ['fireAndBlood', 'hereWeStand']) expect(tcodes({ mode: 'check', gameMode, pieces: [piece('forest', 24, 12)], objectives: [] })).toEqual([]);
  });
  it('T9 002 L1264: 2018 tokens at least 12" from every deployment zone (6" deep)', () => {
    expect(tcodes({ mode: 'check', pieces: [], objectives: [{ x: 24, y: 24 }, { x: 10, y: 17 }] }, 'asoiaf-2018')).toEqual([['OBJECTIVE_PLACEMENT', '/objectives/1']]);
    expect(tcodes({ mode: 'check', pieces: [], objectives: [{ x: 24, y: 24 }, { x: 10, y: 18 }] }, 'asoiaf-2018')).toEqual([]);
  });
});

const score = (r: Partial<ScoringRequest> & { rounds: RoundInput[] }, v: V = 'asoiaf-2021', o = {}) =>
  scoringCapability.run({ gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'A' }, { name: 'B' }], ...r }, { rulesVersion: v, options: resolveOptions(scoringCapability.options, o), dice: { mode: 'exact' } }).result as Record<string, any>;
const hold = (player: number, extra = {}) => ({ holder: { player, ranks: 3, ...extra } });
const blank = (n: number): RoundInput[] => Array.from({ length: n }, () => ({}));

describe('audit: scenarios/score', () => {
  it('S1 000 L2276-2280: objectives from round 2 only, +1 for the Commander\'s unit', () => {
    expect(score({ rounds: [{ objectives: [hold(0), hold(1)] }] }).vp).toEqual([0, 0]);
    expect(score({ rounds: [{}, { objectives: [hold(0, { commander: true }), hold(1)] }] }).vp).toEqual([2, 1]);
  });
  it('S2 000 L2261-2269: engaged by an enemy with more ranks → no control; with equal ranks → control kept', () => {
    expect(score({ rounds: [{}, { objectives: [{ holder: { player: 0, ranks: 2 }, engaged: [{ ranks: 3 }] }] }] }).vp).toEqual([0, 0]);
    expect(score({ rounds: [{}, { objectives: [{ holder: { player: 0, ranks: 2 }, engaged: [{ ranks: 2 }] }] }] }).vp).toEqual([1, 0]);
  });
  it('S3 000 L2071-2077: the target (8 at 30) with strictly more VP wins at the end of the round', () => {
    const kills = (n: number) => Array.from({ length: n }, () => ({ owner: 1 }));
    expect(score({ rounds: [{ destroyed: kills(8) }] })).toMatchObject({ ended: true, winner: 'A', decidedBy: 'vpTarget' });
    expect(score({ gameSize: 50, rounds: [{ destroyed: kills(11) }] })).toMatchObject({ ended: false, vpTarget: 12 });
  });
  it('S4 000 L2090-2094: after round 6, most VP; then army points on the table; then a draw', () => {
    expect(score({ rounds: [{ destroyed: [{ owner: 1 }] }, ...blank(5)] })).toMatchObject({ ended: true, winner: 'A', decidedBy: 'roundLimit' });
    expect(score({ players: [{ name: 'A', armyPointsOnTable: 9 }, { name: 'B', armyPointsOnTable: 10 }], rounds: blank(6) })).toMatchObject({ winner: 'B', decidedBy: 'armyPointsOnTable' });
  });
  it('S5 000 L2096-2099: elimination wins at once, whatever the VP', () => {
    expect(score({ rounds: [{ destroyed: [{ owner: 0 }, { owner: 0 }, { owner: 0 }], eliminated: [{ player: 0 }] }] })).toMatchObject({ ended: true, winner: 'B', decidedBy: 'elimination' });
  });
  it('S6 000 L2101-2110: a unit destroyed by its own side\'s effect still gives the opponent 1 VP; D19 2018 0-point units give none', () => {
    expect(score({ rounds: [{ destroyed: [{ owner: 0, by: 'self' }] }] }).vp).toEqual([0, 1]);
    expect(score({ rounds: [{ destroyed: [{ owner: 0, points: 0 }] }] }, 'asoiaf-2018').vp).toEqual([0, 0]);
  });
  it('S7 000 L2760-2775: Here We Stand — 5 army points and more than the opponent; the Commander adds 3', () => {
    const q = [{ units: [{ player: 0, points: 5 }] }, { units: [{ player: 1, points: 2, commander: true }, { player: 0, points: 4 }] }, { units: [{ player: 1, points: 4 }] }, { units: [] }];
    expect(score({ gameMode: 'hereWeStand', rounds: [{}, { quadrants: q }] }).vp).toEqual([1, 1]);
  });
  it('S8 000 L2342-2347: A Clash of Kings — kill by the Commander\'s unit +1; the enemy Commander the first time +2', () => {
    expect(score({ gameMode: 'clashOfKings', gameSize: 50, rounds: [{ destroyed: [{ owner: 1, byCommander: true, commander: true }] }] }).vp).toEqual([1 + 1 + 2, 0]);
  });
  it('S9 000 L2349-2441: A Storm of Swords — walls give the Attacker 5 VP; the Defender scores no VP and holds after round 6', () => {
    expect(score({ gameMode: 'stormOfSwords', attacker: 0, rounds: [{ destroyed: [{ owner: 1, castleWall: true }, { owner: 0 }] }, ...blank(5)] })).toMatchObject({ vp: [5, 0], winner: 'B', decidedBy: 'defenderHeld' });
  });
  it('S10 002 L1298-1299: 2018 Battle of Kings — centre 2 VP, side 1 VP from round 2', () => {
    const o = [{ position: 'centre' as const, ...hold(1) }, { position: 'side' as const, ...hold(0) }];
    expect(score({ gameMode: 'battleOfKings', rounds: [{ objectives: o }, { objectives: o }] }, 'asoiaf-2018').vp).toEqual([1, 2]);
  });
  it('S11 002 L1345-1362: 2018 Winds of Winter ignores combat victory', () => {
    expect(score({ gameMode: 'windsOfWinter', rounds: [{ destroyed: [{ owner: 1 }] }] }, 'asoiaf-2018').vp).toEqual([0, 0]);
  });
  it('S13 000 L2071-2094: both at the target with equal VP after round 6 → no VP winner, army points on the table decide', () => {
    const r = score({ players: [{ name: 'A', armyPointsOnTable: 5 }, { name: 'B', armyPointsOnTable: 7 }], rounds: [...blank(5), { destroyed: Array.from({ length: 16 }, (_, i) => ({ owner: i % 2 })) }] });
    expect(r).toMatchObject({ vp: [8, 8], ended: true, decidedBy: 'armyPointsOnTable', winner: 'B' });
  });
  it('S14 000 L2266-2269: a solo unit with 4 wounds left counts 4 ranks: it holds against 3 ranks', () => {
    expect(score({ rounds: [{}, { objectives: [{ holder: { player: 0, solo: true, woundsLeft: 4 }, engaged: [{ ranks: 3 }] }] }] }).vp).toEqual([1, 0]);
  });
  it('S12 000 L1855-1859, digest §12.2 item 2: teams — VP belong to the team, target from the combined size (2 × 20 = 40 → 10)', () => {
    const r = score({ format: 'teams', gameSize: 40, players: [{ name: 'a', team: 0 }, { name: 'b', team: 0 }, { name: 'c', team: 1 }, { name: 'd', team: 1 }], rounds: [{ destroyed: [{ owner: 2, destroyer: 0 }, { owner: 3, destroyer: 1 }] }] } as any);
    expect(r).toMatchObject({ vp: [2, 0], vpTarget: 10 });
  });
});

const table = (req: ChargeRequest, v: V = 'asoiaf-2021', dice?: DiceRequest) => resolveCharge(req, ctxOf(v, {}, dice)).result as Record<string, any>;
const tableErr = (req: ChargeRequest, v: V = 'asoiaf-2021') => err(() => resolveCharge(req, ctxOf(v)));

describe('audit: charges/check on the table (trays 160 × 120 mm, digest §4.8)', () => {
  const D = INF.depth;
  const W = INF.width;
  it('G1 000 L771-774, L1237-1240: a charger straight behind the target, 5" away at Speed 5 → rear arc, any die', () => {
    const r = table({ units: [unit('c', 'A', 24, 30 - D - 5, 0, { speed: 5 }), unit('t', 'B', 24, 30, 0)], chargerId: 'c', targetId: 't' });
    expect(r).toMatchObject({ legal: true, arc: 'rear', needed: 1, pSuccessFraction: '6/6' });
  });
  it('G2 000 L771-774, L1101-1104 (WE-14): a charger beside the target facing it → flank arc', () => {
    const r = table({ units: [unit('c', 'A', 24 - W / 2 - 3 - D / 2, 30, 90, { speed: 5 }), unit('t', 'B', 24, 30, 180)], chargerId: 'c', targetId: 't' });
    expect(r).toMatchObject({ legal: true, arc: 'right', needed: 1 }); // facing south, its right flank is the west side
  });
  it('G3 000 L1011-1012, L723-728: a target behind the charger is not in its line of sight', () => {
    const r = table({ units: [unit('c', 'A', 24, 20, 180, { speed: 5 }), unit('t', 'B', 24, 30, 180)], chargerId: 'c', targetId: 't' });
    expect(r.legal).toBe(false);
    expect(r.reasons.map((x: any) => x.code)).toContain('NO_LINE_OF_SIGHT');
  });
  it('G4 000 L1020-1023: 11" at Speed 5 is legal on a 6; 11.2" is out of reach', () => {
    const at = (gap: number) => table({ units: [unit('c', 'A', 24, 30 - D - gap, 0, { speed: 5 }), unit('t', 'B', 24, 30, 180)], chargerId: 'c', targetId: 't' });
    expect(at(11)).toMatchObject({ legal: true, needed: 6, pSuccessFraction: '1/6' });
    expect(at(11.2).reasons.map((x: any) => x.code)).toEqual(['OUT_OF_REACH']);
  });
  it('G5 000 L1005: a charger touching an enemy is engaged and may not charge', () => {
    const r = table({ units: [unit('c', 'A', 24, 30 - D, 0, { speed: 5 }), unit('t', 'B', 24, 30, 180)], chargerId: 'c', targetId: 't' });
    expect(r.reasons.map((x: any) => x.code)).toContain('CHARGER_ENGAGED');
  });
  it('G6 000 L1007-1012: a friendly unit is not a charge target', () => {
    const r = table({ units: [unit('c', 'A', 24, 20, 0, { speed: 5 }), unit('t', 'A', 24, 30, 180)], chargerId: 'c', targetId: 't' });
    expect(r.reasons.map((x: any) => x.code)).toContain('TARGET_NOT_ENEMY');
  });
  it('G7 000 L942-958: a Long-range target 12" from the front arrow is in range, 12.1" is not; Short is 6"', () => {
    const shoot = (gap: number, range: 'short' | 'long') => table({ mode: 'target', units: [unit('a', 'A', 24, 10, 0), unit('t', 'B', 24, 10 + D + gap, 180)], unitId: 'a', targetId: 't', range } as ChargeRequest);
    expect(shoot(12, 'long').legal).toBe(true);
    expect(shoot(12.1, 'long').reasons.map((x: any) => x.code)).toEqual(['OUT_OF_RANGE']);
    expect(shoot(6, 'short').legal).toBe(true);
    expect(shoot(6.1, 'short').reasons.map((x: any) => x.code)).toEqual(['OUT_OF_RANGE']);
  });
  it('G8 000 L832-869: a Maneuver of Speed forward is legal, a March of 2 × Speed too; one more inch is refused at the leg', () => {
    const mv = (mode: 'maneuver' | 'march', distance: number) => ({ mode, units: [unit('s', 'A', 24, 6, 0, { speed: 5 })], unitId: 's', legs: [{ distance }] } as ChargeRequest);
    expect(table(mv('maneuver', 5)).legal).toBe(true);
    expect(table(mv('march', 10)).legal).toBe(true);
    expect(tableErr(mv('maneuver', 5.5)).issues[0].path).toBe('/legs/0/distance');
    expect(tableErr(mv('march', 10.5)).issues[0].path).toBe('/legs/0/distance');
  });
  it('G10 000 L1951-1966, L1997-2012: terrain on the lane — 2021 hedge (Rough) 8" needs 4; forest (Fortified) needs 3 and gives +1 Defence; 2018 hedge is Slowing and Destructible', () => {
    const lane = (p: string, v: V = 'asoiaf-2021') => table({ units: [unit('c', 'A', 24, 30 - D - 8, 0, { speed: 5 }), unit('t', 'B', 24, 30, 180)], chargerId: 'c', targetId: 't', terrain: [{ piece: p, polygon: rect(18, 30 - D / 2 - 5, 30, 30 - D / 2 - 4) }] }, v);
    expect(lane('hedge')).toMatchObject({ terrainPenalty: 1, needed: 4, pSuccessFraction: '3/6' });
    expect(lane('forest')).toMatchObject({ terrainPenalty: 0, needed: 3, terrain: { fortified: true } });
    expect(lane('hedge', 'asoiaf-2018')).toMatchObject({ needed: 4, pSuccessFraction: '9/36', terrain: { slowing: true, destroyed: [0] } });
  });
  it('G11 000 L1040-1046: a pivot that turns the target out of sight is refused', () => {
    const r = table({ units: [unit('c', 'A', 24, 30 - D - 8, 0, { speed: 5 }), unit('t', 'B', 24, 30, 180)], chargerId: 'c', targetId: 't', heading: 90 });
    expect(r.reasons.map((x: any) => x.code)).toEqual(['PIVOT_NO_LINE_OF_SIGHT']);
  });
  it('G12 D23 000 L1943-1945 / 002 L1147: a hedge between shooter and target — 2021 Cover blocks ranged sight; 2018 forest Cover gives +1 Defence', () => {
    const shoot = (p: string, v: V) => table({ mode: 'target', units: [unit('a', 'A', 24, 10, 0), unit('t', 'B', 24, 10 + D + 8, 180)], unitId: 'a', targetId: 't', range: 'long', terrain: [{ piece: p, polygon: rect(0, 10 + D / 2 + 3, 48, 10 + D / 2 + 4) }] } as ChargeRequest, v);
    expect(shoot('hedge', 'asoiaf-2021').reasons.map((x: any) => x.code)).toEqual(['NO_LINE_OF_SIGHT']);
    expect(shoot('forest', 'asoiaf-2018')).toMatchObject({ legal: true, target: { coverDefenceBonus: 1 } });
  });
  it('G9 000 L821-824: a Maneuver may not end within 1" of an enemy', () => {
    const r = table({ mode: 'maneuver', units: [unit('s', 'A', 24, 6, 0, { speed: 5 }), unit('t', 'B', 24, 6 + D + 5.5, 180)], unitId: 's', legs: [{ distance: 5 }] } as ChargeRequest);
    expect(r.reasons.map((x: any) => x.code)).toEqual(['ENDS_NEAR_ENEMY']);
  });
});

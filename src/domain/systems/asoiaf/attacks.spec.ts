/**
 * ASOIAF attacks and morale at the domain level: the digest's worked examples (§10), the version differences
 * D1-D5, D14, D15 with one request under both versions, every keyword and ability the engine applies, an
 * independent brute force over every die, seeded runs against the exact mean, given dice replayed by hand.
 * Citations: 000_4d85fd9897d069bf.txt (2021), 002_953a7ceb75253954.txt (2018).
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { bruteAttack } from '../../../../test/fixtures/asoiaf-brute.js';
import { attacksCapability, resolveAttack, type AttackRequest } from './attacks.js';
import { moraleCapability, testMorale, type MoraleRequest } from './morale.js';
import { afterWounds, ranksOf, type UnitInput } from './units.js';

type Version = 'asoiaf-2021' | 'asoiaf-2018';
const ctx = (dice: DiceRequest = { mode: 'exact' }, rulesVersion: Version = 'asoiaf-2021', options: Record<string, unknown> = {}) => ({ rulesVersion, dice, options: resolveOptions(attacksCapability.options, options) });
const mctx = (dice: DiceRequest = { mode: 'exact' }, rulesVersion: Version = 'asoiaf-2021') => ({ rulesVersion, dice, options: resolveOptions(moraleCapability.options, {}) });
const given = (...rolls: number[]): DiceRequest => ({ mode: 'given', rolls });

const guardsmen: UnitInput = { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 };
const swords: UnitInput = { catalogueId: 'stark-sworn-swords' };
const melee = (over: Partial<AttackRequest> = {}): AttackRequest => ({ attacker: guardsmen, defender: swords, ...over });
const res = (o: { result: unknown }) => o.result as Record<string, any>;
const dist = (o: { distribution?: unknown }, q: string) => new Map(((o.distribution as Record<string, Array<{ value: number; p: number }>>)[q]).map((e) => [e.value, e.p]));

describe('worked examples (digest §10)', () => {
  it('WE-18 (000 L1278-1343): 6 dice at 4+ → 4 hits; 4 Defence dice at 4+ → 2 blocks; panic 4 fails, D3 1 → 3 figures lost', () => {
    const r = res(resolveAttack(melee(), ctx(given(1, 2, 4, 5, 6, 4, 1, 3, 4, 6, 1, 3, 1))));
    expect(r).toMatchObject({ dice: 6, hits: 4, wounds: 2, panic: 'fail', panicWounds: 1, totalWounds: 3, figuresLost: 3, ranksLost: 0, destroyed: false });
  });

  it('WE-18b (002 L874-882): the same attack in 2018 → panic 4 against 6 costs 2 more wounds, 4 figures lost (no D3 rolled)', () => {
    const o = resolveAttack(melee(), ctx(given(1, 2, 4, 5, 6, 4, 1, 3, 4, 6, 1, 3), 'asoiaf-2018'));
    expect(res(o)).toMatchObject({ hits: 4, wounds: 2, panic: 'fail', panicWounds: 2, figuresLost: 4, ranksLost: 1 });
    expect(o.unusedRolls ?? []).toEqual([]);
  });

  it('WE-16 (000 L1252-1254): Morale 6+, 2D6 total 8 → pass', () => {
    expect(res(testMorale({ kind: 'morale', unit: swords }, mctx(given(2, 6))))).toMatchObject({ passed: true, total: 8, wounds: 0 });
  });

  it('WE-17 (000 L1272-1276) / WE-17b (002 L870): panic total 4 → 2021 fails with the D3 (1 wound), 2018 with 6 − 4 = 2 wounds', () => {
    expect(res(testMorale({ kind: 'panic', unit: swords }, mctx(given(1, 3, 1))))).toMatchObject({ passed: false, total: 4, wounds: 1 });
    expect(res(testMorale({ kind: 'panic', unit: swords }, mctx(given(1, 3), 'asoiaf-2018')))).toMatchObject({ passed: false, total: 4, wounds: 2 });
  });

  it('WE-19 (000 L1732-1735, 002 L1048): a total never below 0 → fails; 2018: 6 wounds (Morale − 0)', () => {
    expect(res(testMorale({ kind: 'panic', unit: swords, modifier: -4 }, mctx(given(1, 1, 2))))).toMatchObject({ total: 0, passed: false, wounds: 2 });
    expect(res(testMorale({ kind: 'panic', unit: swords, modifier: -4 }, mctx(given(1, 1), 'asoiaf-2018')))).toMatchObject({ total: 0, wounds: 6 });
  });

  it('WE-01 (000 L356-358): 12 infantry figures after 3 wounds keep 3 ranks; one more → 2 ranks', () => {
    const u = { tray: 'infantry' as const };
    expect([ranksOf(u, 9, 'asoiaf-2021'), ranksOf(u, 8, 'asoiaf-2021')]).toEqual([3, 2]);
  });

  it('WE-23 (002 L1004): a Sundering melee attack from the flank in 2018 → Defence −2, panic −1', () => {
    const r = res(resolveAttack(melee({ arc: 'flank', profile: { name: 'Halberds', kind: 'melee', hit: 4, dice: [6, 5, 4], keywords: ['sundering'] } }), ctx(undefined, 'asoiaf-2018')));
    expect([r.defenceModifier, r.panicModifier]).toEqual([-2, -1]);
  });

  it('WE-24 (002 L1006): Unyielding from the unit and its attachment counts once: +2', () => {
    const r = res(testMorale({ kind: 'morale', unit: { ...swords, abilities: ['unyielding', 'unyielding'] } }, mctx(undefined, 'asoiaf-2018')));
    expect(r.modifier).toBe(2);
    expect(r.pPass).toBeCloseTo(33 / 36, 12); // 2D6 + 2 ≥ 6 ⇔ 2D6 ≥ 4
  });

  it('WE-25 (002 L1012): Outriders with 3 wounds per figure take 4 wounds → 1 figure removed, 1 wound token on the next', () => {
    const outriders = { woundsPerFigure: 3 } as Parameters<typeof afterWounds>[0];
    expect(afterWounds(outriders, 4, 4, 0)).toEqual({ figures: 3, onFigure: 1 });
    const r = res(resolveAttack({ attacker: guardsmen, defender: { catalogueId: 'stark-outriders', defense: 4, morale: 6 }, profile: { name: 'Wildfire', kind: 'melee', hit: 4, dice: [4, 4, 4], keywords: ['noDefence'] } }, ctx(given(4, 4, 4, 4, 6, 6), 'asoiaf-2018')));
    expect(r).toMatchObject({ wounds: 4, figuresLost: 1, panic: 'pass' });
  });

  it('§5.6: expected panic wounds, Morale 6 → 5/9 in both versions; Morale 7 at −1 → 7/6 (2021) and 14/9 (2018)', () => {
    const e = (morale: number, modifier: number, v: Version) => res(testMorale({ kind: 'panic', unit: { ...swords, morale }, modifier }, mctx(undefined, v))).expectedWounds;
    expect(e(6, 0, 'asoiaf-2021')).toBeCloseTo(5 / 9, 12);
    expect(e(6, 0, 'asoiaf-2018')).toBeCloseTo(5 / 9, 12);
    expect(e(7, -1, 'asoiaf-2021')).toBeCloseTo(7 / 6, 12);
    expect(e(7, -1, 'asoiaf-2018')).toBeCloseTo(14 / 9, 12);
  });
});

describe('version differences, one request under both versions', () => {
  it('D1/D2 (000 L1263-1268; 002 L866): the 2021 test rolls a D3 and costs it; 2018 costs the shortfall', () => {
    const a = testMorale({ kind: 'panic', unit: swords, modifier: -2 }, mctx());
    const b = testMorale({ kind: 'panic', unit: swords, modifier: -2 }, mctx(undefined, 'asoiaf-2018'));
    expect(res(a).pPass).toBeCloseTo(15 / 36, 12); // 2D6 ≥ 8
    expect(res(b).pPass).toBeCloseTo(15 / 36, 12);
    expect(dist(a, 'wounds').get(3)).toBeCloseTo((21 / 36) / 3, 12); // D3 = 3
    expect(dist(b, 'wounds').get(6)).toBeCloseTo(1 / 36, 12); // 2D6 = 2 → 8 − 2 = 6 short
  });

  it('D3 (000 L1268-1270): a Panicked token rerolls the D3 too in 2021', () => {
    const o = res(testMorale({ kind: 'panic', unit: { ...swords, tokens: { panicked: true } } }, mctx(given(1, 1, 1, 2))));
    // 2D6 = 2 already fails; the enemy rerolls the D3 of 1 for more wounds
    expect(o).toMatchObject({ passed: false, wounds: 2, panickedTokenSpent: true });
    const e = res(testMorale({ kind: 'panic', unit: { ...swords, tokens: { panicked: true } } }, mctx(given(1, 1), 'asoiaf-2018')));
    expect(e).toMatchObject({ passed: false, wounds: 4, panickedTokenSpent: false });
  });

  it('D4 (000 L1224-1230; 002 L848): rerolling non-6 hits for Critical Blow is a 2021 choice only', () => {
    const req = melee({ charge: true, profile: { name: 'Axes', kind: 'melee', hit: 3, dice: [4, 3, 2], keywords: ['criticalBlow'] } });
    const opt = { chargeReroll: 'missesAndNonSixHits' };
    const h21 = res(resolveAttack(req, ctx(undefined, 'asoiaf-2021', opt))).expected.hits;
    const h18 = res(resolveAttack(req, ctx(undefined, 'asoiaf-2018', opt))).expected.hits;
    const plain = res(resolveAttack(req, ctx())).expected.hits;
    // per die, misses rerolled: hits 4/6 + 2/6·4/6 = 32/36, sixes 1/6 + 2/6·1/6 = 8/36 (each one more hit)
    expect(h18).toBeCloseTo(4 * (32 / 36 + 8 / 36), 12);
    expect(plain).toBeCloseTo(h18, 12);
    expect(h21).not.toBeCloseTo(h18, 6);
  });

  it('D5 (000 L1232-1240; 002 L849-850): a ranged attack from the rear: −2 Defence in 2021, nothing in 2018', () => {
    const req = melee({ arc: 'rear', profile: { name: 'Bows', kind: 'ranged', hit: 4, dice: [6, 4, 2], range: 'long', keywords: [] } });
    expect(res(resolveAttack(req, ctx())).defenceModifier).toBe(-2);
    expect(res(resolveAttack(req, ctx(undefined, 'asoiaf-2018'))).defenceModifier).toBe(0);
  });

  it('D15 (000 L334-337; 002 L471): a solo unit has one rank in 2021 and none in 2018', () => {
    expect([ranksOf({ tray: 'soloLarge' }, 1, 'asoiaf-2021'), ranksOf({ tray: 'soloLarge' }, 1, 'asoiaf-2018')]).toEqual([1, 0]);
  });

  it('Cover +1 Defence is 2018 only (002 L1147); in 2021 it is refused with a code (Cover blocks sight, 000 L1943-1945)', () => {
    const req = melee({ cover: true, profile: { name: 'Bows', kind: 'ranged', hit: 4, dice: [6, 4, 2], keywords: [] } });
    expect(res(resolveAttack(req, ctx(undefined, 'asoiaf-2018'))).defenceModifier).toBe(1);
    expect(res(resolveAttack({ ...req, attackerWithin1OfCover: true }, ctx(undefined, 'asoiaf-2018'))).defenceModifier).toBe(0);
    expect(() => resolveAttack(req, ctx())).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});

describe('keywords, abilities, tokens and charges', () => {
  const p = (keywords: AttackRequest['profile'] extends infer T ? T extends { keywords: infer K } ? K : never : never, dice = 3) => ({ name: 'X', kind: 'melee' as const, hit: 4, dice: [dice, dice, dice] as [number, number, number], keywords });
  it('Critical Blow (000 L2935-2936): two natural 6s → two more hits', () => {
    expect(res(resolveAttack(melee({ profile: p(['criticalBlow']) }), ctx(given(6, 6, 1, 1, 1, 1, 1, 1, 1, 1))))).toMatchObject({ hits: 4, wounds: 4, panic: 'fail', panicWounds: 1 });
  });
  it('Precision (000 L2938-2940): each 6 wounds with no Defence die', () => {
    const r = res(resolveAttack(melee({ profile: p(['precision']) }), ctx(given(6, 4, 1, 6, 6, 6, 1))));
    expect(r).toMatchObject({ hits: 2, wounds: 1, panic: 'pass' });
  });
  it('no Defence rolls and Wildfire self-wounds (000 L392-405): every hit wounds; each natural 1 wounds the attacker', () => {
    const r = res(resolveAttack(melee({ profile: p(['noDefence', 'selfWoundOnOnes', 'vicious']) }), ctx(given(1, 4, 5, 6, 6, 1))));
    expect(r).toMatchObject({ hits: 2, wounds: 2, attackerWounds: 1, panicModifier: -2 });
  });
  it('Vicious (000 L2946): −2 to the defender\'s panic test', () => {
    expect(res(resolveAttack(melee({ profile: p(['vicious']) }), ctx())).panicModifier).toBe(-2);
  });
  it('charge bonus (000 L1224-1230): misses rerolled; Disordered (L1115-1119) and Difficult (L1951-1953) lose it', () => {
    const r = res(resolveAttack(melee({ charge: true, profile: p([]) }), ctx(given(1, 2, 4, 5, 6, 1, 1, 1, 1, 1, 1))));
    expect(r).toMatchObject({ chargeBonus: true, hits: 3, wounds: 3 });
    expect(r.dice).toBe(3);
    expect(res(resolveAttack(melee({ charge: true, disordered: true, profile: p([]) }), ctx())).chargeBonus).toBe(false);
    expect(res(resolveAttack(melee({ charge: true, crossedDifficult: true, profile: p([]) }), ctx())).chargeBonus).toBe(false);
    expect(res(resolveAttack(melee({ charge: true, crossedDifficult: true, profile: p([]) }), ctx(undefined, 'asoiaf-2018'))).chargeBonus).toBe(true);
    const e = (c: boolean) => res(resolveAttack(melee({ charge: c, profile: p([]) }), ctx())).expected.hits;
    expect(e(true)).toBeCloseTo(3 * (1 - 0.25), 12);
    expect(e(false)).toBeCloseTo(1.5, 12);
  });
  it('Fortified (000 L1963-1966): +1 Defence against the charge that crossed it', () => {
    expect(res(resolveAttack(melee({ charge: true, crossedFortified: true }), ctx())).defenceModifier).toBe(1);
  });
  it('Weakened and Vulnerable (000 L1703-1713): the enemy rerolls the hits, then the blocks', () => {
    const w = res(resolveAttack(melee({ attacker: { ...guardsmen, tokens: { weakened: true } }, profile: p([], 2) }), ctx())).expected.hits;
    expect(w).toBeCloseTo(2 * 0.25, 12);
    const v = res(resolveAttack(melee({ defender: { ...swords, tokens: { vulnerable: true } }, profile: p([], 2) }), ctx())).expected.wounds;
    expect(v).toBeCloseTo(2 * 0.5 * 0.75, 12);
    expect(res(resolveAttack(melee({ attacker: { ...guardsmen, tokens: { weakened: true } }, profile: p([], 2) }), ctx(undefined, 'asoiaf-2021', { spendTokens: 'never' }))).expected.hits).toBeCloseTo(1, 12);
  });
  it('Iron Valour (000 L552-560): +1 to the panic test and one wound fewer', () => {
    const r = res(testMorale({ kind: 'panic', unit: { ...swords, abilities: ['ironValour'] } }, mctx(given(1, 3, 2))));
    expect(r).toMatchObject({ modifier: 1, total: 5, passed: false, wounds: 1 });
  });
  it('At Any Cost (002 L606-611): a failure costing 3 wounds becomes a pass for one figure', () => {
    const r = res(testMorale({ kind: 'panic', unit: { ...swords, abilities: ['atAnyCost'] } }, mctx(given(1, 2), 'asoiaf-2018')));
    expect(r).toMatchObject({ passed: true, wounds: 1, atAnyCost: true });
  });
  it('Retaliation (000 L1445-1449): one automatic hit on the attacker per miss, its Defence rolled', () => {
    const r = res(resolveAttack(melee({ defender: { ...swords, abilities: ['retaliation'] }, profile: p([]) }), ctx(given(1, 2, 6, 6, 3, 5))));
    expect(r).toMatchObject({ hits: 1, wounds: 0, panic: 'auto', attackerWounds: 1 });
  });
  it('Lannister Supremacy (000 L568-583): the attacker tests panic at −ranks; failing costs the D3 and one wound per rank', () => {
    const r = res(resolveAttack({ attacker: swords, defender: { ...guardsmen, abilities: ['lannisterSupremacy'] }, profile: p([]) }, ctx(given(1, 1, 1, 2, 2, 2))));
    expect(r).toMatchObject({ supremacy: 'fail', attackerWounds: 2 + 3 });
  });
  it('Fearsome Visage (000 L412-424): the melee attacker tests panic first; figures lost cost it dice', () => {
    const r = res(resolveAttack({ attacker: swords, defender: { defense: 5, morale: 6, abilities: ['fearsomeVisage'] }, profile: { name: 'X', kind: 'melee', hit: 4, dice: [6, 4, 2], keywords: [] } }, ctx(given(1, 1, 3, 1, 1, 1, 1, 1, 1))));
    // 2D6 2 − 3 ranks fails, D3 3: 12 → 9 figures, still 3 ranks; 6 dice, all missing
    expect(r).toMatchObject({ fearsomeVisage: 'fail', attackerWounds: 3, hits: 0 });
    const lost = res(resolveAttack({ attacker: { ...swords, figures: 10 }, defender: { defense: 5, morale: 6, abilities: ['fearsomeVisage'] }, profile: { name: 'X', kind: 'melee', hit: 4, dice: [6, 4, 2], keywords: [] } }, ctx(given(1, 1, 3, 1, 1, 1, 1))));
    // 10 → 7 figures: two ranks left, 4 dice (the yellow number)
    expect(lost).toMatchObject({ fearsomeVisage: 'fail', attackerWounds: 3, hits: 0 });
  });
  it('Hinder (000 L1441-1443): −1 to an engaged enemy\'s attack dice (option hinderRoll)', () => {
    expect(res(resolveAttack(melee({ defender: { ...swords, abilities: ['hinder'] } }), ctx())).hitModifier).toBe(-1);
    expect(res(resolveAttack(melee({ defender: { ...swords, abilities: ['hinder'] } }), ctx(undefined, 'asoiaf-2021', { hinderRoll: 'panicTests' }))).hitModifier).toBe(0);
  });
  it('a defender destroyed by the wounds takes no panic test (§12.2 item 5), unless panicWhenDestroyed', () => {
    const d = { ...swords, figures: 1 };
    expect(res(resolveAttack(melee({ defender: d }), ctx(given(6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1)))).panic).toBe('none');
    expect(res(resolveAttack(melee({ defender: d }), ctx())).pDestroyed).toBeCloseTo(1 - (3 / 4) ** 6, 12);
    expect(res(resolveAttack(melee({ defender: d }), ctx(given(6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1), 'asoiaf-2021', { panicWhenDestroyed: true }))).panic).toBe('fail');
  });
  it('the attack dice follow the ranks left (000 L1145-1147): 5 figures = one rank lost → yellow dice', () => {
    expect(res(resolveAttack(melee({ attacker: { ...guardsmen, figures: 8, attacks: [{ name: 'M', kind: 'melee', hit: 4, dice: [7, 5, 3], keywords: [] }] } }), ctx())).dice).toBe(5);
  });
  it('a failed charge calls for a panic test (000 L1121-1131); an attack with no wound passes automatically', () => {
    expect(res(testMorale({ kind: 'panic', unit: swords, trigger: 'failedCharge' }, mctx()))).toMatchObject({ automatic: false, required: true });
    expect(res(testMorale({ kind: 'panic', unit: swords, trigger: 'attack', woundsInflicted: 0 }, mctx()))).toMatchObject({ automatic: true, pPass: 1 });
    expect(res(testMorale({ kind: 'panic', unit: swords, trigger: 'crownZone' }, mctx()))).toMatchObject({ modifier: -1 });
  });
});

describe('exact = brute force, seeded ≈ exact, given = by hand', () => {
  // A small deterministic generator, independent of the engine's.
  let s = 20261124;
  const rnd = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  it('200 random small attacks: the total-wounds distribution equals the brute force within 1e-12', () => {
    for (let i = 0; i < 200; i++) {
      const v18 = rnd(2) === 1;
      const keywords = (['criticalBlow', 'precision', 'noDefence', 'sundering'] as const).filter(() => rnd(4) === 0);
      const dice = 1 + rnd(keywords.includes('criticalBlow') ? 2 : 3);
      const hit = 2 + rnd(5);
      const arc = (['front', 'flank', 'rear'] as const)[rnd(3)];
      const charge = rnd(2) === 1;
      const weakened = rnd(4) === 0;
      const vulnerable = rnd(4) === 0;
      const figures = 1 + rnd(12);
      const defense = 2 + rnd(5);
      const morale = 2 + rnd(10);
      const req: AttackRequest = {
        attacker: { defense: 4, morale: 6, tokens: { weakened } },
        defender: { defense, morale, figures, tokens: { vulnerable } },
        profile: { name: 'X', kind: 'melee', hit, dice: [dice, dice, dice], keywords: [...keywords] },
        arc,
        charge,
      };
      const o = resolveAttack(req, ctx(undefined, v18 ? 'asoiaf-2018' : 'asoiaf-2021'));
      const arcMod = arc === 'flank' ? -1 : arc === 'rear' ? -2 : 0;
      const b = bruteAttack({ dice, hit, hitMod: 0, defense, defMod: arcMod - (keywords.includes('sundering') ? 1 : 0), morale, panicMod: arcMod, v18, chargeReroll: charge, weakened, vulnerable, criticalBlow: keywords.includes('criticalBlow'), precision: keywords.includes('precision'), noDefence: keywords.includes('noDefence'), capacity: figures });
      const e = dist(o, 'totalWounds');
      for (const k of new Set([...e.keys(), ...b.keys()])) expect([i, JSON.stringify(req), v18, k, e.get(k), b.get(k), Math.abs((e.get(k) ?? 0) - (b.get(k) ?? 0)) < 1e-12]).toEqual([i, JSON.stringify(req), v18, k, e.get(k), b.get(k), true]);
    }
  });

  it('seeded runs: the mean of 3,000 seeds is within 4 standard errors of the exact mean', () => {
    const req = melee({ charge: true, arc: 'flank' });
    const exact = resolveAttack(req, ctx());
    const mean = (exact.distribution as { means: Record<string, number> }).means.totalWounds;
    const variance = [...dist(exact, 'totalWounds')].reduce((a, [v, p]) => a + p * (v - mean) ** 2, 0);
    let sum = 0;
    for (let i = 0; i < 3000; i++) sum += res(resolveAttack(req, ctx({ mode: 'seeded', seed: `s${i}` }))).totalWounds;
    expect(Math.abs(sum / 3000 - mean)).toBeLessThan(4 * Math.sqrt(variance / 3000));
  });

  it('given dice: too few is a precise problem naming the step', () => {
    expect(() => resolveAttack(melee(), ctx(given(4, 4, 4)))).toThrow(expect.objectContaining({ code: 'insufficient_dice' }));
    expect(() => testMorale({ kind: 'panic', unit: swords } as MoraleRequest, mctx(given(3, 3)))).toThrow(expect.objectContaining({ code: 'insufficient_dice' }));
  });

  it('unknown card, missing card data and a unit with no attack are precise problems', () => {
    expect(() => resolveAttack(melee({ attacker: { catalogueId: 'nope' } }), ctx())).toThrow(expect.objectContaining({ code: 'unknown_reference' }));
    expect(() => resolveAttack(melee({ attacker: { catalogueId: 'umber-berserkers' } }), ctx())).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => resolveAttack({ attacker: swords, defender: swords }, ctx())).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});

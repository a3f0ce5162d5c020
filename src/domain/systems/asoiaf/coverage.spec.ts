/**
 * ASOIAF attacks and morale, digest coverage (§2.12, §3.2, §5.4, §0.1): effects after the attack with exact values
 * under both versions, their cited explanation steps, and Unyielding as a 2018-only modifier.
 * Citations: 000_4d85fd9897d069bf.txt (2021), 002_953a7ceb75253954.txt (2018).
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import { attacksCapability, resolveAttack, type AttackRequest } from './attacks.js';
import { moraleCapability, testMorale, type MoraleRequest } from './morale.js';

type Version = 'asoiaf-2021' | 'asoiaf-2018';
const ctx = (rulesVersion: Version = 'asoiaf-2021') => ({ rulesVersion, dice: { mode: 'exact' as const }, options: resolveOptions(attacksCapability.options, {}) });
const mctx = (rulesVersion: Version) => ({ rulesVersion, dice: { mode: 'exact' as const }, options: resolveOptions(moraleCapability.options, {}) });
const P2D6 = (s: number) => (6 - Math.abs(s - 7)) / 36;
const unit = { tray: 'infantry' as const, defense: 4, morale: 6 };
const req = (dice: number, abilities: AttackRequest['defender']['abilities']): AttackRequest => ({
  attacker: { ...unit, name: 'A' },
  defender: { ...unit, name: 'D', abilities },
  profile: { name: 'Blades', kind: 'melee', hit: 4, dice: [dice, dice, dice], keywords: [] },
});
const res = (o: { result: unknown }) => o.result as Record<string, any>;
const rules = (o: { explanation: Array<{ rule: string; cite: string }> }) => o.explanation.map((s) => s.rule);

describe('effects after the attack, exact, both versions', () => {
  it('Lannister Supremacy (000 L568-583) with no attack dice: the attacker tests at −3; 2021 fails for D3 + 3, 2018 for the shortfall + 3 (D1/D2)', () => {
    const pFail = [2, 3, 4, 5, 6, 7, 8].reduce((s, t) => s + P2D6(t), 0); // 2D6 − 3 < 6
    const e21 = pFail * (2 + 3);
    const e18 = [2, 3, 4, 5, 6, 7, 8].reduce((s, t) => s + P2D6(t) * (6 - Math.max(0, t - 3) + 3), 0);
    const a = resolveAttack(req(0, ['lannisterSupremacy']), ctx());
    // 2018 prints no Lannister Supremacy: inline it is refused (§0.1); the Guardsmen card still carries it
    const b = resolveAttack({ ...req(0, []), defender: { catalogueId: 'lannister-guardsmen', name: 'D', defense: 4, morale: 6 } }, ctx('asoiaf-2018'));
    expect(() => resolveAttack(req(0, ['lannisterSupremacy']), ctx('asoiaf-2018'))).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/defender/abilities/0', code: 'version_mismatch' })] }));
    expect(res(a).expected.attackerWounds).toBeCloseTo(e21, 12);
    expect(res(b).expected.attackerWounds).toBeCloseTo(e18, 12);
    expect(rules(a)).toContain('asoiaf.lannister-supremacy');
  });

  it('Retaliation (000 L1445-1449): one die at 4+ misses half the time; the hit on the attacker is blocked at 4+ → 1/4 wound', () => {
    const o = resolveAttack(req(1, ['retaliation']), ctx());
    expect(res(o).expected.attackerWounds).toBeCloseTo(1 / 4, 12);
    expect(rules(o)).toContain('asoiaf.retaliation');
    expect(res(resolveAttack(req(1, []), ctx())).expected.attackerWounds).toBe(0);
  });

  it('Retaliation on a Vulnerable attacker (000 L1445-1449, L1709-1713): the defender spends the token after the attacker\'s Defence dice, its blocks rerolled → 1/2 × 3/4 = 3/8; with spendTokens never 1/4', () => {
    const r = { ...req(1, ['retaliation']), attacker: { ...unit, name: 'A', tokens: { vulnerable: true } } };
    const o = resolveAttack(r, ctx());
    expect(res(o).expected.attackerWounds).toBeCloseTo(3 / 8, 12);
    expect(rules(o)).toContain('asoiaf.vulnerable');
    const never = resolveAttack(r, { ...ctx(), options: resolveOptions(attacksCapability.options, { spendTokens: 'never' }) });
    expect(res(never).expected.attackerWounds).toBeCloseTo(1 / 4, 12);
    // given dice: the attack die misses (2), so no wound and no panic test; the attacker's Defence die blocks (5), is rerolled (1) → 1 wound
    const g = resolveAttack(r, { ...ctx(), dice: { mode: 'given', rolls: [2, 5, 1] } });
    expect(res(g)).toMatchObject({ hits: 0, attackerWounds: 1 });
    expect(g.unusedRolls ?? []).toEqual([]);
  });

  it('Wildfire self-wounds (000 L399-405): 3 dice, each natural 1 one wound on the attacker → 1/2, step cited', () => {
    const r = { ...req(3, []), profile: { name: 'Wildfire', kind: 'melee' as const, hit: 4, dice: [3, 3, 3] as [number, number, number], keywords: ['noDefence' as const, 'selfWoundOnOnes' as const] } };
    const o = resolveAttack(r, ctx());
    expect(res(o).expected.attackerWounds).toBeCloseTo(3 / 6, 12);
    expect(rules(o)).toContain('asoiaf.wildfire');
  });
});

describe('morale modifiers by version', () => {
  it('a Morale or panic test rolls no Defence dice (000 L1242-1276; 002 L854-870): a unit given only its Morale is tested, Morale still required', () => {
    const r = res(testMorale({ kind: 'panic', unit: { name: 'U', tray: 'infantry', morale: 6 } }, mctx('asoiaf-2021')));
    expect(r.pFail).toBeCloseTo(10 / 36, 12);
    expect(() => testMorale({ kind: 'morale', unit: { name: 'U', tray: 'infantry' } }, mctx('asoiaf-2018'))).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/unit/morale', code: 'required' })] }));
  });
  it('Unyielding (002 L1006): +2 to a Morale test in 2018: P(pass) 33/36 against 26/36 without it; 2021 has no Unyielding: refused (§0.1)', () => {
    const body = { kind: 'morale' as const, unit: { ...unit, abilities: ['unyielding' as const] } };
    expect(res(testMorale(body, mctx('asoiaf-2018')))).toMatchObject({ modifier: 2 });
    expect(res(testMorale(body, mctx('asoiaf-2018'))).pPass).toBeCloseTo(33 / 36, 12);
    expect(res(testMorale({ kind: 'morale', unit }, mctx('asoiaf-2018'))).pPass).toBeCloseTo(26 / 36, 12);
    expect(() => testMorale(body, mctx('asoiaf-2021'))).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/unit/abilities/0', code: 'version_mismatch' })] }));
  });

  it('§0.1: every inline ability of one version only is refused under the other, naming the field and the version; accepted under its own', () => {
    for (const [ability, own] of [['ironValour', 'asoiaf-2021'], ['retaliation', 'asoiaf-2021'], ['lannisterSupremacy', 'asoiaf-2021'], ['fearsomeVisage', 'asoiaf-2021'], ['hinder', 'asoiaf-2021'], ['unyielding', 'asoiaf-2018'], ['atAnyCost', 'asoiaf-2018']] as const) {
      const other = own === 'asoiaf-2021' ? 'asoiaf-2018' : 'asoiaf-2021';
      const body: AttackRequest = { ...req(2, []), defender: { ...unit, name: 'D', abilities: [ability] } };
      expect(() => resolveAttack(body, ctx(own))).not.toThrow();
      try {
        resolveAttack(body, ctx(other));
        throw new Error(`${ability} accepted under ${other}`);
      } catch (e) {
        expect(e).toMatchObject({ code: 'invalid_input', issues: [{ path: '/defender/abilities/0', code: 'version_mismatch', message: expect.stringContaining(`not of ${other}`) }] });
      }
    }
  });
});

describe('modifier sources (§3.2, §5.4) and options', () => {
  const panic = ({ unit: own, ...rest }: { unit?: object } & Record<string, unknown>, v: Version = 'asoiaf-2021', options: Record<string, unknown> = {}) =>
    res(testMorale({ kind: 'panic', unit: { ...unit, ...own }, ...rest } as MoraleRequest, { ...mctx(v), options: resolveOptions(moraleCapability.options, options) }));

  it('Horrifying −1 / Inspiring +1 within 6" (000 L1968-1974): P(pass) 21/36 and 30/36; the attack reports the defender\'s −1', () => {
    expect(panic({ nearHorrifying: true })).toMatchObject({ modifier: -1 });
    expect(panic({ nearHorrifying: true }).pPass).toBeCloseTo(21 / 36, 12);
    expect(panic({ nearInspiring: true }).pPass).toBeCloseTo(30 / 36, 12);
    expect(res(resolveAttack({ ...req(1, []), defenderNearHorrifying: true }, ctx())).panicModifier).toBe(-1);
  });

  it('D5 in a panic test (000 L1232-1240; 002 L849-850): a ranged attack from the rear, −2 in 2021, nothing in 2018; Vicious −2', () => {
    const body = { trigger: 'attack', woundsInflicted: 1, arc: 'rear', attackKind: 'ranged' };
    expect(panic(body).modifier).toBe(-2);
    expect(panic(body, 'asoiaf-2018').modifier).toBe(0);
    expect(panic({ trigger: 'attack', woundsInflicted: 1, vicious: true }).modifier).toBe(-2);
  });

  it('spendTokens never (000 L1677-1715): a Panicked unit passes as often as an unpanicked one (26/36); by default less', () => {
    const tokens = { unit: { tokens: { panicked: true } } };
    expect(panic(tokens, 'asoiaf-2021', { spendTokens: 'never' }).pPass).toBeCloseTo(26 / 36, 12);
    expect(panic(tokens).pPass).toBeLessThan(26 / 36 - 0.1);
  });

  it('automatic hits allow Defence (000 L174-186): 2 automatic hits against Defence 4+ → 1 wound expected', () => {
    const r = res(resolveAttack({ ...req(0, []), autoHits: 2 }, ctx()));
    expect([r.expected.hits, r.expected.wounds]).toEqual([2, 1]);
  });

  it('automatic Wounds (000 L174-179): a card\'s Wounds in an attack allow no Defence roll — 0 dice, 2 Wounds → 2 wounds, and the defender tests panic (10/36 at Morale 6); on a castle wall 2 wounds', () => {
    const r = res(resolveAttack({ ...req(0, []), autoWounds: 2 }, ctx()));
    expect([r.expected.hits, r.expected.wounds]).toEqual([0, 2]);
    expect(r.pPanicFailed).toBeCloseTo(10 / 36, 12);
    const both = res(resolveAttack({ ...req(0, []), autoHits: 2, autoWounds: 1 }, { ...ctx(), dice: { mode: 'given', rolls: [6, 1, 6, 6, 1] } }));
    expect(both).toMatchObject({ hits: 2, wounds: 2, panic: 'pass' });
    const wall = res(resolveAttack({ attacker: req(0, []).attacker, defender: { wall: { wounds: 6 } }, profile: req(0, []).profile, autoWounds: 2 }, ctx()));
    expect(wall.expected.wounds).toBe(2);
  });

  it('highest / lowest attack dice value (000 L1737-1740): effects that make a unit use its highest or its lowest value; both at once → the lowest', () => {
    const body = (extra: Partial<AttackRequest>): AttackRequest => ({ ...req(0, []), attacker: { ...unit, name: 'A', figures: 8 }, profile: { name: 'Blades', kind: 'melee', hit: 4, dice: [6, 4, 2], keywords: [] }, ...extra });
    expect(res(resolveAttack(body({}), ctx())).dice).toBe(4);
    expect(res(resolveAttack(body({ useHighestDice: true }), ctx())).dice).toBe(6);
    expect(res(resolveAttack(body({ useLowestDice: true }), ctx())).dice).toBe(2);
    const both = resolveAttack(body({ useHighestDice: true, useLowestDice: true }), ctx());
    expect(res(both).dice).toBe(2);
    expect(res(both).expected.hits).toBeCloseTo(1, 12);
    expect(rules(both)).toContain('asoiaf.attack-dice-value');
    expect(res(resolveAttack({ ...body({ useHighestDice: true }), defender: { wall: { wounds: 8 } } }, ctx())).dice).toBe(6);
  });

  it('hinderRoll (000 L1441-1443, §12 O9): −1 to the attack dice by default; panicTests moves it to the attacker\'s Fearsome Visage test', () => {
    const body = req(6, ['hinder', 'fearsomeVisage']);
    const byDefault = resolveAttack(body, ctx());
    const onPanic = resolveAttack(body, { ...ctx(), options: resolveOptions(attacksCapability.options, { hinderRoll: 'panicTests' }) });
    expect([res(byDefault).hitModifier, res(onPanic).hitModifier]).toEqual([-1, 0]);
    expect(res(onPanic).expected.attackerWounds).toBeGreaterThan(res(byDefault).expected.attackerWounds);
  });
  it('hinderRoll panicTests (000 L1441-1443, L568-583): a melee attacker engaged with a Hinder unit also takes −1 on its Lannister Supremacy test — no dice, −3 −1: fails on 2D6 ≤ 9 (30/36) for D3 + 3; a ranged attacker is not engaged: −3 only (26/36)', () => {
    const options = resolveOptions(attacksCapability.options, { hinderRoll: 'panicTests' });
    const body = req(0, ['hinder', 'lannisterSupremacy']);
    const fail = (n: number) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((t) => t <= n).reduce((a, t) => a + P2D6(t), 0);
    expect(res(resolveAttack(body, { ...ctx(), options })).expected.attackerWounds).toBeCloseTo(fail(9) * 5, 12);
    expect(res(resolveAttack(body, ctx())).expected.attackerWounds).toBeCloseTo(fail(8) * 5, 12);
    const ranged = { ...body, profile: { ...body.profile!, kind: 'ranged' as const, range: 'long' as const } };
    expect(res(resolveAttack(ranged, { ...ctx(), options })).expected.attackerWounds).toBeCloseTo(fail(8) * 5, 12);
  });
});

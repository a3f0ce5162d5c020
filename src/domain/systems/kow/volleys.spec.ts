import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { resolveAttack, type AttackRequest } from './attacks.js';
import type { UnitInput } from './units.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, options: Record<string, string | boolean | number> = {}): RulesContext => ({ rulesVersion: 'kow-2e', options: { halveBase: 'final', ...options }, dice });
const unit = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const wizard = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 1, ra: 5 });
const volleys = (req: Partial<AttackRequest>, dice: DiceRequest = { mode: 'exact' }) => resolveAttack({ kind: 'ranged', target: unit({ ne: { waver: 10, rout: 12 } }), nerveTest: true, ...req } as AttackRequest, ctx(dice));
const d = (out: ReturnType<typeof volleys>, q: string) => out.distribution![q] as Array<{ value: number | string; p: number }>;
const at = (path: string, code?: string) => expect.objectContaining({ issues: [expect.objectContaining({ path, ...(code ? { code } : {}) })] });

describe('KoW several volleys on one target, one nerve test at the end of the shooting phase (003_80333abf01c9832d.txt L588-595, L710-713)', () => {
  it('given dice: two volleys of 2 damage each, then ONE 2D6 with the total of 4 — 3+3+4 = 10 wavers', () => {
    const out = volleys({ attackers: [{ attacker: unit({ att: 2 }) }, { attacker: unit({ att: 2 }) }] }, { mode: 'given', rolls: [4, 4, 4, 4, 5, 6, 5, 5, 3, 3] });
    expect(out.result.outcome).toMatchObject({ damage: 4, targetDamageAfter: 4, nerve: 'wavering', attackers: [{ hits: 2, damage: 2 }, { hits: 2, damage: 2 }] });
    expect(out.rolls!.filter((r) => r.purpose.startsWith('nerve'))).toHaveLength(2);
    expect(out.explanation.map((s) => s.rule)).toContain('kow.shooting-nerve');
  });
  it('exact: the damage is the convolution of the volleys and the nerve test uses the total (1 die each)', () => {
    // each volley: 1 die, 4+ to hit, 4+ to damage: q = 1/4; total 0/1/2 = 9/16, 6/16, 1/16
    const out = volleys({ attackers: [{ attacker: unit({ att: 1 }) }, { attacker: unit({ att: 1 }) }] });
    expect(d(out, 'damage')).toEqual([{ value: 0, p: expect.closeTo(9 / 16, 12) }, { value: 1, p: expect.closeTo(6 / 16, 12) }, { value: 2, p: expect.closeTo(1 / 16, 12) }]);
    // waver 10 / rout 12: damage 1 needs 2D6 >= 9 to waver (10/36), 11 to rout (3/36); damage 2: 8 (15/36), 10 (6/36)
    const routed = (6 / 16) * (3 / 36) + (1 / 16) * (6 / 36);
    expect(d(out, 'nerve').find((e) => e.value === 'routed')!.p).toBeCloseTo(routed, 12);
    expect(out.result.expectedDamage).toBeCloseTo(0.5, 12);
  });
  it('a bow volley after moving and a Fireball: each its own modifiers (L545-549, L1129-1135)', () => {
    const out = volleys({ attackers: [{ attacker: unit(), turn: { order: 'advance' }, weapon: 'bow', distance: 20 }, { attacker: wizard, kind: 'spell', spell: { id: 'fireball', n: 6 }, turn: { order: 'advance' } }] });
    expect(out.result.plans!.map((p) => [p.dice, p.needToHit])).toEqual([[10, 5], [6, 4]]);
  });
  it('Brutal adds nothing to a shooting nerve test (melee only, L884-886): 2 damage + 4+3 = 9 stays Steady under waver 10', () => {
    const out = volleys({ attackers: [{ attacker: unit({ att: 1, specialRules: [{ id: 'brutal' }] }) }, { attacker: unit({ att: 1 }) }] }, { mode: 'given', rolls: [4, 4, 4, 4, 4, 3] });
    expect(out.result.outcome!.nerve).toBe('steady');
  });
  it('each volley is checked against its turn: a Wavering second shooter is refused at its pointer (L743-748)', () => {
    expect(() => volleys({ attackers: [{ attacker: unit() }, { attacker: unit(), turn: { wavering: true } }] })).toThrow(at('/attackers/1/turn/wavering', 'SHOOTER_WAVERING'));
  });
  it('non-damaging spells, melee fields and geometry are 400s with pointers', () => {
    expect(() => volleys({ kind: 'spell', attackers: [{ attacker: wizard, spell: { id: 'heal', n: 2 } }] })).toThrow(at('/attackers/0/spell/id'));
    expect(() => volleys({ attackers: [{ attacker: unit(), hinderedBy: ['obstacle'] }] })).toThrow(at('/attackers/0/hinderedBy'));
    expect(() => volleys({ attackers: [{ attacker: unit() }], cover: true })).toThrow(at('/cover'));
    expect(() => volleys({ attackers: [{ attacker: unit() }], geometry: { shooter: { centre: { x: 1, y: 1 }, facing: 0 }, target: { centre: { x: 9, y: 9 }, facing: 0 } } })).toThrow(at('/geometry'));
    expect(() => resolveAttack({ kind: 'melee', target: unit(), attackers: [{ attacker: unit(), weapon: 'bow' }] } as AttackRequest, ctx())).toThrow(at('/attackers/0/weapon'));
  });
  it('one volley in `attackers` gives the same distributions as the single form', () => {
    const a = unit({ att: 6, specialRules: [{ id: 'elite' }] });
    const single = volleys({ attacker: a, cover: true });
    const list = volleys({ attackers: [{ attacker: a, cover: true }] });
    for (const q of ['damage', 'hits', 'nerve', 'targetDamageAfter']) expect(d(list, q)).toEqual(d(single, q));
  });
});

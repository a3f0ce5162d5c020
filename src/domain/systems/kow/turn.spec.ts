import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { resolveAttack, type AttackRequest } from './attacks.js';
import type { TurnState } from './turn.js';
import type { UnitInput } from './units.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options: { halveBase: 'final' }, dice });
const unit = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const wizard = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 1, ra: 5 });
const shoot = (turn: TurnState, over: Partial<AttackRequest> = {}) => resolveAttack({ kind: 'ranged', attacker: unit(), target: unit(), turn, ...over } as AttackRequest, ctx());
const refused = (...issues: Array<[string, string]>) =>
  expect.objectContaining({ code: 'impossible_state', issues: issues.map(([code, path]) => expect.objectContaining({ code, path })) });

describe('KoW the shooter\'s order (003_80333abf01c9832d.txt L478-483, L545-549, L972-973)', () => {
  it('Halt: no penalty; Advance, Change Facing, Back and Sidestep: -1 to hit (L545-549)', () => {
    expect(shoot({ order: 'halt' }).result.plan.needToHit).toBe(4);
    for (const order of ['advance', 'changeFacing', 'back', 'sidestep'] as const) expect(shoot({ order }).result.plan.needToHit).toBe(5);
  });
  it('no order by the shooting phase counts as Halt (L478-479)', () => {
    const out = shoot({});
    expect(out.result.plan.needToHit).toBe(4);
    expect(out.explanation.map((s) => s.rule)).toContain('kow.no-order-is-halt');
  });
  it('At the Double: no shooting nor casting that turn (L482-483, L1126-1127)', () => {
    expect(() => shoot({ order: 'atTheDouble' })).toThrow(refused(['AT_THE_DOUBLE_NO_SHOOTING', '/turn/order']));
    expect(() => shoot({ order: 'atTheDouble' }, { kind: 'spell', attacker: wizard, spell: { id: 'fireball', n: 6 } })).toThrow(refused(['AT_THE_DOUBLE_NO_SHOOTING', '/turn/order']));
  });
  it('Reload! after any order but Halt is refused with its own code (L972-973)', () => {
    const crossbows = unit({ specialRules: [{ id: 'reload' }] });
    expect(() => shoot({ order: 'advance' }, { attacker: crossbows })).toThrow(refused(['RELOAD_NEEDS_HALT', '/turn/order']));
    expect(shoot({ order: 'halt' }, { attacker: crossbows }).result.plan.needToHit).toBe(4);
  });
  it('turn.order replaces moved: giving both is a 400 naming both; melee takes no turn', () => {
    expect(() => shoot({ order: 'halt' }, { moved: true })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/moved' }), expect.objectContaining({ path: '/turn' })] }));
    expect(() => shoot({ order: 'halt' }, { kind: 'melee' })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/turn' })] }));
    expect(() => shoot({ order: 'run' as never, spellsCast: -1 })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/turn/order' }), expect.objectContaining({ path: '/turn/spellsCast' })] }));
  });
});

describe('KoW Wavering, Disordered and engaged shooters (003_80333abf01c9832d.txt L485-487, L698-701, L743-748)', () => {
  it('a Wavering unit cannot shoot or cast (L743-748)', () => {
    expect(() => shoot({ wavering: true })).toThrow(refused(['SHOOTER_WAVERING', '/turn/wavering']));
    expect(() => shoot({ wavering: true }, { kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'heal', n: 3 } })).toThrow(refused(['SHOOTER_WAVERING', '/turn/wavering']));
  });
  it('a Disordered unit cannot shoot (L698-701); every refusal is listed together', () => {
    expect(() => shoot({ disordered: true, order: 'atTheDouble' })).toThrow(refused(['SHOOTER_DISORDERED', '/turn/disordered'], ['AT_THE_DOUBLE_NO_SHOOTING', '/turn/order']));
  });
  it('a unit in contact, or one that charged, cannot shoot (L485-487)', () => {
    expect(() => shoot({ engaged: true })).toThrow(refused(['SHOOTER_ENGAGED', '/turn/engaged']));
    expect(() => shoot({ order: 'charge' })).toThrow(refused(['SHOOTER_ENGAGED', '/turn/order']));
  });
});

describe('KoW targets in contact: only Heal and Bane-chant on friends (003_80333abf01c9832d.txt L485-487, L1164, L1201)', () => {
  it('a target in contact with its enemies cannot be shot nor hit by Fireball', () => {
    expect(() => shoot({ targetEngaged: true })).toThrow(refused(['TARGET_ENGAGED', '/turn/targetEngaged']));
    expect(() => shoot({ targetEngaged: true }, { kind: 'spell', attacker: wizard, spell: { id: 'fireball', n: 6 } })).toThrow(refused(['TARGET_ENGAGED', '/turn/targetEngaged']));
  });
  it('Heal(3) on a friend in combat heals it: given hits 4, 5, 1 remove 2 of its 5 damage', () => {
    const out = resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), targetDamage: 5, spell: { id: 'heal', n: 3 }, turn: { targetEngaged: true } } as AttackRequest, ctx({ mode: 'given', rolls: [4, 5, 1] }));
    expect(out.result.outcome!.targetDamageAfter).toBe(3);
    expect(out.explanation.map((s) => s.rule)).toContain('kow.friendly-engaged');
  });
  it('Bane-chant on a friend in combat is allowed', () => {
    expect(resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'baneChant', n: 2 }, turn: { targetEngaged: true } } as AttackRequest, ctx()).result.spellEffect!.pGained).toBeCloseTo(3 / 4, 12);
  });
});

describe('KoW one ranged attack or spell per unit per turn (003_80333abf01c9832d.txt L480, L1145-1147)', () => {
  it('a unit that already shot cannot cast, and a wizard that cast cannot cast again', () => {
    expect(() => resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'fireball', n: 6 }, turn: { rangedAttacksMade: 1 } } as AttackRequest, ctx())).toThrow(refused(['ONE_RANGED_ATTACK_PER_TURN', '/turn/rangedAttacksMade']));
    expect(() => resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'heal', n: 3 }, turn: { spellsCast: 1 } } as AttackRequest, ctx())).toThrow(refused(['ONE_RANGED_ATTACK_PER_TURN', '/turn/spellsCast']));
    expect(() => shoot({ rangedAttacksMade: 1 }, { kind: 'breath', attacker: unit({ specialRules: [{ id: 'breathAttack', value: 10 }] }) })).toThrow(refused(['ONE_RANGED_ATTACK_PER_TURN', '/turn/rangedAttacksMade']));
  });
  it('the first one is allowed', () => expect(shoot({ rangedAttacksMade: 0, spellsCast: 0 }).result.expectedDamage).toBeCloseTo(10 * (1 / 2) * (1 / 2), 12));
});

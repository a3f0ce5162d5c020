import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { resolveAttack, type AttackRequest } from './attacks.js';
import type { UnitInput } from './units.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, options: Record<string, string | boolean | number> = {}): RulesContext => ({ rulesVersion: 'kow-2e', options: { halveBase: 'final', ...options }, dice });
const unit = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const wizard = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 1, ra: 5 });
const shambling = unit({ specialRules: [{ id: 'shambling' }] });
const cast = (spell: AttackRequest['spell'], over: Partial<AttackRequest> = {}, dice: DiceRequest = { mode: 'exact' }, options = {}) =>
  resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), spell, ...over } as AttackRequest, ctx(dice, options));
const dist = (out: ReturnType<typeof cast>, q: string) => out.distribution![q] as Array<{ value: number | string; p: number }>;
const refused = (code: string, path: string) => expect.objectContaining({ code: 'impossible_state', issues: [expect.objectContaining({ code, path })] });

describe('KoW spell targets (003_80333abf01c9832d.txt L1137-1141, L563-572, L1208-1210)', () => {
  it('friendly-only spells refuse an enemy, the caster itself and allies with a 422 code and pointer', () => {
    expect(() => cast({ id: 'heal', n: 2, target: 'enemy' })).toThrow(refused('SPELL_FRIENDLY_ONLY', '/spell/target'));
    expect(() => cast({ id: 'heal', n: 2, target: 'caster' })).toThrow(refused('SPELL_NOT_ON_CASTER', '/spell/target'));
    expect(() => cast({ id: 'baneChant', n: 2, target: 'alliedFriend' })).toThrow(refused('SPELL_NOT_ON_ALLIES', '/spell/target'));
    expect(() => cast({ id: 'surge', n: 2, target: 'caster' }, { target: shambling })).toThrow(refused('SPELL_NOT_ON_CASTER', '/spell/target'));
  });
  it('Surge needs a friendly Shambling target (L1208-1210)', () => {
    expect(() => cast({ id: 'surge', n: 2 })).toThrow(refused('SURGE_NEEDS_SHAMBLING', '/target/specialRules'));
    expect(() => cast({ id: 'surge', n: 2, target: 'enemy' }, { target: shambling })).toThrow(refused('SPELL_FRIENDLY_ONLY', '/spell/target'));
  });
  it('Fireball, Lightning Bolt and Wind Blast are ranged attacks on an enemy (L563-572, L1176-1177)', () => {
    for (const id of ['fireball', 'lightningBolt', 'windBlast'] as const) expect(() => cast({ id, n: 2, target: 'friend' })).toThrow(refused('SPELL_ENEMY_ONLY', '/spell/target'));
  });
});

describe('KoW Fireball (L1129-1135, L1154-1158)', () => {
  it('hits on 4+ ignoring every to-hit modifier, then rolls damage normally (given dice)', () => {
    const out = cast({ id: 'fireball', n: 3 }, { moved: true, cover: true, target: unit({ specialRules: [{ id: 'stealthy' }] }) }, { mode: 'given', rolls: [4, 3, 6, 4, 1] });
    expect(out.result.plan).toMatchObject({ dice: 3, needToHit: 4, needToDamage: 4 });
    expect(out.result.outcome).toMatchObject({ hits: 2, damage: 1, targetDamageAfter: 1 });
  });
  it('exact damage of Fireball(2) against De 4 is Binomial(2, 1/4)', () => {
    expect(dist(cast({ id: 'fireball', n: 2 }), 'damage')).toEqual([
      { value: 0, p: 9 / 16 },
      { value: 1, p: 6 / 16 },
      { value: 2, p: 1 / 16 },
    ]);
  });
});

describe('KoW Lightning Bolt (L1191-1195)', () => {
  it('has Piercing(1): damage on 3+ against De 4 (given dice)', () => {
    const out = cast({ id: 'lightningBolt', n: 2 }, {}, { mode: 'given', rolls: [4, 5, 3, 2] });
    expect(out.result.plan.needToDamage).toBe(3);
    expect(out.result.outcome).toMatchObject({ hits: 2, damage: 1 });
  });
  it('exact: one die deals damage with 1/2 × 4/6 = 1/3', () => {
    const d = dist(cast({ id: 'lightningBolt', n: 1 }), 'damage');
    expect(d[1]!.p).toBeCloseTo(1 / 3, 12);
  });
});

describe('KoW Heal (L1197-1204)', () => {
  it('each hit removes one damage, never below 0; no damage, no nerve test', () => {
    const out = cast({ id: 'heal', n: 3 }, { targetDamage: 2, nerveTest: true }, { mode: 'given', rolls: [6, 5, 4] });
    expect(out.result.outcome).toMatchObject({ hits: 3, damage: 0, targetDamageAfter: 0, nerve: 'noTest' });
  });
  it('exact: Heal(2) on a unit with 1 damage heals it with P(at least one hit) = 3/4', () => {
    expect(dist(cast({ id: 'heal', n: 2 }, { targetDamage: 1 }), 'targetDamageAfter')).toEqual([
      { value: 0, p: 3 / 4 },
      { value: 1, p: 1 / 4 },
    ]);
  });
});

describe('KoW Bane-chant cast (L1160-1172)', () => {
  it('the buff is gained when at least one hit lands: exact P = 1 - (1/2)^3 = 7/8', () => {
    const out = cast({ id: 'baneChant', n: 3 });
    expect(out.result.spellEffect).toEqual({ id: 'baneChant', pGained: 7 / 8 });
    expect(dist(out, 'baneChant')).toEqual([
      { value: 'gained', p: 7 / 8 },
      { value: 'notGained', p: 1 / 8 },
    ]);
    expect(dist(out, 'damage')).toEqual([{ value: 0, p: 1 }]);
  });
  it('Elite rerolls count (L1133-1135): a die misses with 2/6 + 1/6 × 1/2 = 5/12', () => {
    const out = cast({ id: 'baneChant', n: 2 }, { attacker: unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', specialRules: [{ id: 'elite' }] }) });
    expect(out.result.spellEffect!.pGained).toBeCloseTo(1 - (5 / 12) ** 2, 12);
  });
  it('seeded/given: whether it took effect', () => {
    expect(cast({ id: 'baneChant', n: 3 }, {}, { mode: 'given', rolls: [1, 2, 3] }).result.outcome).toMatchObject({ hits: 0, baneChantGained: false });
    expect(cast({ id: 'baneChant', n: 3 }, {}, { mode: 'given', rolls: [1, 2, 5] }).result.outcome).toMatchObject({ hits: 1, baneChantGained: true });
  });
});

describe('KoW Wind Blast (L1174-1189)', () => {
  it('caster in the front arc: each hit pushes 1" straight back; exact distance for n = 2', () => {
    const out = cast({ id: 'windBlast', n: 2 });
    expect(out.result.spellEffect).toMatchObject({ id: 'windBlast', direction: 'back', room: null, noEffect: false });
    expect(dist(out, 'pushDistance')).toEqual([
      { value: 0, p: 1 / 4 },
      { value: 1, p: 1 / 2 },
      { value: 2, p: 1 / 4 },
    ]);
    expect(dist(out, 'damage')).toEqual([{ value: 0, p: 1 }]);
  });
  it('flank: sideways away from the caster; rear: straight forward', () => {
    expect(cast({ id: 'windBlast', n: 1, flank: 'left' }, { facing: 'flank' }).result.spellEffect!.direction).toBe('right');
    expect(cast({ id: 'windBlast', n: 1, flank: 'right' }, { facing: 'flank' }).result.spellEffect!.direction).toBe('left');
    expect(cast({ id: 'windBlast', n: 1 }, { facing: 'rear' }).result.spellEffect!.direction).toBe('forward');
  });
  it('stops 1" from enemies and out of contact with friends or impassable terrain (given dice: 3 hits)', () => {
    const three = { mode: 'given' as const, rolls: [4, 5, 6] };
    expect(cast({ id: 'windBlast', n: 3, path: { enemy: 2.5 } }, {}, three).result.outcome!.push).toEqual({ direction: 'back', distance: 1.5 });
    expect(cast({ id: 'windBlast', n: 3, path: { friend: 0.75, impassable: 2 } }, {}, three).result.outcome!.push).toEqual({ direction: 'back', distance: 0.75 });
    expect(cast({ id: 'windBlast', n: 3, path: { difficult: 0.5, obstacle: 0.5 } }, {}, three).result.outcome!.push).toEqual({ direction: 'back', distance: 3 });
  });
  it('no effect on Speed 0 units', () => {
    const out = cast({ id: 'windBlast', n: 3 }, { target: unit({ sp: 0 }) });
    expect(dist(out, 'pushDistance')).toEqual([{ value: 0, p: 1 }]);
    expect(out.result.spellEffect!.noEffect).toBe(true);
  });
});

describe('KoW Surge (L1206-1228)', () => {
  it('each hit moves the Shambling friend 1" forward; reaching the enemy is a charge (given dice)', () => {
    const on = (rolls: number[], path = { enemy: 2 }) => cast({ id: 'surge', n: 3, path }, { target: shambling }, { mode: 'given', rolls }).result.outcome!.surge;
    expect(on([4, 4, 1])).toEqual({ distance: 2, charges: true, hindered: false });
    expect(on([4, 1, 1])).toEqual({ distance: 1, charges: false, hindered: false });
    expect(on([4, 4, 4], { enemy: 2, friend: 1.5 } as { enemy: number })).toEqual({ distance: 1.5, charges: false, hindered: false });
  });
  it('crossing difficult terrain or an obstacle on the way hinders the charge; Strider is exempt', () => {
    const rolls = { mode: 'given' as const, rolls: [5, 5, 5] };
    expect(cast({ id: 'surge', n: 3, path: { enemy: 2.5, obstacle: 1 } }, { target: shambling }, rolls).result.outcome!.surge).toEqual({ distance: 2.5, charges: true, hindered: true });
    const strider = unit({ specialRules: [{ id: 'shambling' }, { id: 'strider' }] });
    expect(cast({ id: 'surge', n: 3, path: { enemy: 2.5, obstacle: 1 } }, { target: strider }, rolls).result.outcome!.surge!.hindered).toBe(false);
  });
  it('Fly (L897-904, L1223-1225): a Surge charge past terrain is Hindered only when the unit ends on or touching it (path.endsOnTerrain)', () => {
    const rolls = { mode: 'given' as const, rolls: [5, 5, 5] };
    const flyer = unit({ specialRules: [{ id: 'shambling' }, { id: 'fly' }] });
    const surge = (path: Record<string, unknown>) => cast({ id: 'surge', n: 3, path } as AttackRequest['spell'], { target: flyer }, rolls);
    expect(surge({ enemy: 2.5, difficult: 1, endsOnTerrain: true }).result.outcome!.surge).toEqual({ distance: 2.5, charges: true, hindered: true });
    expect(surge({ enemy: 2.5, obstacle: 1 }).result.outcome!.surge!.hindered).toBe(false);
    expect(surge({ enemy: 2.5, obstacle: 1 }).explanation.map((e) => e.rule)).toContain('kow.fly-surge');
    expect(cast({ id: 'surge', n: 2, path: { enemy: 2, difficult: 0.5, endsOnTerrain: true } }, { target: flyer }).result.spellEffect).toMatchObject({ pCharge: 1 / 4, pHindered: 1 / 4 });
    expect(() => surge({ enemy: 2, endsOnTerrain: 'yes' })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/spell/path/endsOnTerrain' })] }));
  });
  it('exact: Surge(2) with an enemy 2" ahead charges with P = 1/4; move distribution 0/1/2', () => {
    const out = cast({ id: 'surge', n: 2, path: { enemy: 2, difficult: 0.5 } }, { target: shambling });
    expect(out.result.spellEffect).toMatchObject({ id: 'surge', pCharge: 1 / 4, pHindered: 1 / 4, nerveExempt: 'contactedEnemy' });
    expect(dist(out, 'surgeDistance')).toEqual([
      { value: 0, p: 1 / 4 },
      { value: 1, p: 1 / 2 },
      { value: 2, p: 1 / 4 },
    ]);
  });
  it('no effect on Speed 0 units', () => {
    expect(cast({ id: 'surge', n: 2, path: { enemy: 1 } }, { target: unit({ sp: 0, specialRules: [{ id: 'shambling' }] }) }).result.spellEffect).toMatchObject({ pCharge: 0, noEffect: true });
  });
  it('option surgeNerveReferent names who skips the nerve test (digest §12 item 16)', () => {
    expect(cast({ id: 'surge', n: 1 }, { target: shambling }, { mode: 'exact' }, { surgeNerveReferent: 'surgingUnit' }).result.spellEffect!.nerveExempt).toBe('surgingUnit');
  });
  it('bad path values are 400 with a pointer', () => {
    expect(() => cast({ id: 'surge', n: 1, path: { enemy: -1 } }, { target: shambling })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/spell/path/enemy' })] }));
  });
});

describe('KoW Wind Blast from positions (L1174-1189; option windBlastCasterPoint, digest §12 item 18)', () => {
  // Target (Regiment, 3.937" × 3.150") at (36, 30) facing up the table; the caster (20 mm Hero) faces
  // west near the target's front-right corner: its leader point is in the target's front arc, its
  // centre in the right flank arc.
  const a = 100 / 25.4 / 2;
  const b = 80 / 25.4 / 2;
  const geometry = (units: NonNullable<AttackRequest['geometry']>['units'] = []) => ({
    shooter: { centre: { x: 36 + a + 2, y: 30 + b + 1.8 }, facing: 270 },
    target: { centre: { x: 36, y: 30 }, facing: 0 },
    units,
  });
  const blast = (options = {}, units: NonNullable<AttackRequest['geometry']>['units'] = []) =>
    resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'windBlast', n: 3 }, geometry: geometry(units) }, ctx({ mode: 'given', rolls: [6, 6, 6] }, options)).result;
  it('leader point (default): front arc, pushed straight back; centre: right flank, pushed to its left', () => {
    expect(blast().outcome!.push).toEqual({ direction: 'back', distance: 3 });
    expect(blast({ windBlastCasterPoint: 'centre' }).outcome!.push).toEqual({ direction: 'left', distance: 3 });
  });
  it('stops 1" from an enemy behind it, and out of contact with a friend', () => {
    const enemyBehind = [{ id: 'e', side: 'A', unit: unit(), centre: { x: 36, y: 30 - b - 1.5 - b }, facing: 0 }];
    expect(blast({}, enemyBehind).outcome!.push!.distance).toBeCloseTo(0.5, 6);
    const friendLeft = [{ id: 'f', side: 'B', unit: unit(), centre: { x: 36 - 2 * a - 2, y: 30 }, facing: 0 }];
    expect(blast({ windBlastCasterPoint: 'centre' }, friendLeft).outcome!.push!.distance).toBeCloseTo(1.999, 6);
  });
  it('a friendly-only spell cannot use geometry (400)', () => {
    expect(() => resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'heal', n: 1 }, geometry: geometry() }, ctx())).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/geometry' })] }));
  });
});

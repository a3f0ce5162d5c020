import { describe, expect, it } from '@jest/globals';
import type { RulesContext } from '../../core/system.js';
import { validateArmy, type ArmyRequest, type ArmyUnitEntry } from './armies.js';
import type { UnitInput } from './units.js';

const ctx = (options: Record<string, boolean> = {}): RulesContext => ({ rulesVersion: 'kow-2e', options, dice: { mode: 'exact' } });
const u = (type: UnitInput['type'], size: UnitInput['size'], pts = 100, over: Partial<UnitInput> = {}) => ({ unit: { name: `${type} ${size}`, type, size, sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts, ...(type === 'Hero' ? { heroSub: 'Inf' as const } : {}), ...over } as UnitInput });
const army = (units: ArmyUnitEntry[], limit = 2000, extra: ArmyRequest['contingents'] = []): ArmyRequest => ({ pointsLimit: limit, contingents: [{ armyList: 'Elves', alignment: 'Good', units }, ...extra] });
const codes = (req: ArmyRequest, opts = {}) => validateArmy(req, ctx(opts)).result.violations.map((v) => v.code);

describe('KoW army validation (003_80333abf01c9832d.txt L1022-1115)', () => {
  it('EX-10: 3 Regiments unlock 3 of War Engine/Monster/Hero in any mix, not 4', () => {
    const regs = [u('Inf', 'Regiment'), u('Inf', 'Regiment'), u('Inf', 'Regiment')];
    expect(codes(army([...regs, u('WE', 'Single'), u('WE', 'Single'), u('Hero', 'Single')]))).toEqual([]);
    expect(codes(army([...regs, u('WE', 'Single'), u('WE', 'Single'), u('Hero', 'Single'), u('Mon', 'Single')]))).toEqual(['SUPPORT_ALLOWANCE_EXCEEDED']);
  });
  it('EX-11: 3 Hordes unlock 3 War Engines, 3 Heroes and 3 Monsters', () => {
    const hordes = [u('Inf', 'Horde'), u('Inf', 'Horde'), u('Inf', 'Legion')];
    const support = [1, 2, 3].flatMap(() => [u('WE', 'Single', 50), u('Hero', 'Single', 50), u('Mon', 'Single', 50)]);
    expect(codes(army([...hordes, ...support]))).toEqual([]);
    expect(codes(army([...hordes, ...support, u('Hero', 'Single', 50)]))).toEqual(['SUPPORT_ALLOWANCE_EXCEEDED']);
  });
  it('EX-12: 1 Horde + Hero (Monster) + Monster is legal', () => expect(codes(army([u('Inf', 'Horde'), u('Hero', 'Single', 100, { heroSub: 'Mon' }), u('Mon', 'Single')]))).toEqual([]));
  it('EX-13: a 1995-point army in a 2000 game counts as 2000; 2005 exceeds', () => {
    expect(validateArmy(army([u('Inf', 'Horde', 1995)]), ctx()).result).toMatchObject({ valid: true, countsAs: 2000 });
    expect(codes(army([u('Inf', 'Horde', 2005)]))).toEqual(['POINTS_LIMIT_EXCEEDED']);
  });
  it('Troops: 2 per Regiment, 4 per Horde; irregulars count as Troops (L1042-1078)', () => {
    expect(codes(army([u('Inf', 'Regiment'), u('Inf', 'Troop'), u('Inf', 'Troop')]))).toEqual([]);
    expect(codes(army([u('Inf', 'Regiment'), u('Inf', 'Troop'), u('Inf', 'Troop'), u('Inf', 'Regiment', 100, { irregular: true })]))).toEqual(['TROOP_ALLOWANCE_EXCEEDED']);
    expect(codes(army([u('Inf', 'Troop'), u('Inf', 'Troop')], 500), { smallGameUnlimitedTroops: true })).toEqual([]);
  });
  it('irregulars unlock nothing and need a regular unit (L1069-1078)', () => expect(codes(army([u('LInf', 'Horde', 100, { irregular: true })]))).toEqual(['IRREGULAR_NOT_UNLOCKED', 'TROOP_ALLOWANCE_EXCEEDED']));
  it('Living Legends: once per army, never allied (L1086-1100)', () => {
    const legend = u('Hero', 'Single', 100, { name: 'Kelemon', livingLegend: true });
    expect(codes(army([u('Inf', 'Horde'), u('Inf', 'Horde'), legend, legend]))).toEqual(['LIVING_LEGEND_DUPLICATE']);
    expect(codes(army([u('Inf', 'Horde')], 2000, [{ armyList: 'Dwarfs', alignment: 'Good', allied: true, units: [u('Inf', 'Regiment'), legend] }]))).toEqual(['LIVING_LEGEND_AS_ALLY']);
  });
  it('Allies: own unlocks, at most 25% of the limit, Good and Evil do not mix (L1093-1107)', () => {
    expect(codes(army([u('Inf', 'Horde')], 2000, [{ armyList: 'Dwarfs', alignment: 'Neutral', allied: true, units: [u('Inf', 'Troop')] }]))).toEqual(['ALLY_UNLOCK_MISSING']);
    expect(codes(army([u('Inf', 'Horde')], 2000, [{ armyList: 'Dwarfs', alignment: 'Neutral', allied: true, units: [u('Inf', 'Horde', 501)] }]))).toEqual(['ALLY_POINTS_EXCEEDED']);
    expect(codes(army([u('Inf', 'Horde')], 2000, [{ armyList: 'Orcs', alignment: 'Evil', allied: true, units: [u('Inf', 'Horde', 300)] }]))).toEqual(['ALIGNMENT_CONFLICT']);
    expect(codes(army([u('Inf', 'Horde')], 2000, [{ armyList: 'Orcs', alignment: 'Evil', allied: true, units: [u('Inf', 'Horde', 300)] }]), { allyAlignmentAgreed: true })).toEqual([]);
  });
  it('unit sizes must exist for the type (L11-32)', () => {
    const out = validateArmy(army([u('Inf', 'Horde'), u('Cav', 'Legion')]), ctx()).result;
    expect(out.violations[0]).toMatchObject({ code: 'INVALID_UNIT_SIZE', units: ['/contingents/0/units/1'] });
  });
  it('totals per category are reported', () => expect(validateArmy(army([u('Inf', 'Horde'), u('Inf', 'Troop', 60), u('Hero', 'Single', 90)]), ctx()).result.contingents[0]!.totals).toMatchObject({ hordes: 1, troops: 1, heroes: 1, points: 250 }));
  it('a malformed unit is an error, not a violation', () => expect(() => validateArmy(army([u('Inf', 'Horde', -3)]), ctx())).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/contingents/0/units/0/unit/pts' })] })));
  it('SPELL_NOT_AVAILABLE: a wizard buys only the spells its entry offers (L1143-1144)', () => {
    const wizard = { ...u('Hero', 'Single'), spells: ['fireball', 'heal'], spellsAvailable: ['fireball', 'lightningBolt'] };
    const r = validateArmy(army([u('Inf', 'Regiment'), wizard]), ctx()).result;
    expect(r.violations).toEqual([expect.objectContaining({ code: 'SPELL_NOT_AVAILABLE', units: ['/contingents/0/units/1'], message: expect.stringContaining('heal') })]);
    expect(codes(army([u('Inf', 'Regiment'), { ...wizard, spells: ['fireball'] }]))).toEqual([]);
    expect(() => validateArmy(army([u('Inf', 'Regiment'), { ...u('Hero', 'Single'), spells: ['fireball'] }]), ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/contingents/0/units/1/spellsAvailable' })] }));
    expect(() => validateArmy(army([u('Inf', 'Regiment'), { ...wizard, spells: ['meteor'] }]), ctx())).toThrow(expect.objectContaining({ code: 'unknown_reference' }));
  });
  it('HERO_MOUNT_TYPE_MISMATCH: a hero on a horse must be Hero (Cav) (L53-55)', () => {
    const rider = (heroSub: 'Inf' | 'Cav') => ({ ...u('Hero', 'Single', 100, { heroSub }), mount: { name: 'Horse', type: 'Cav' as const } });
    expect(codes(army([u('Inf', 'Regiment'), rider('Inf')]))).toEqual(['HERO_MOUNT_TYPE_MISMATCH']);
    expect(codes(army([u('Inf', 'Regiment'), rider('Cav')]))).toEqual([]);
    expect(() => validateArmy(army([u('Inf', 'Regiment'), { ...u('Inf', 'Regiment'), mount: { type: 'Cav' as const } }]), ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/contingents/0/units/1/mount' })] }));
  });
});

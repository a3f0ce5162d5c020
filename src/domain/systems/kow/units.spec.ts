import { describe, expect, it } from '@jest/globals';
import { resolveUnit, parseDice, type UnitInput } from './units.js';

const u = (over: Partial<UnitInput>): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, ...over });

describe('KoW units (003_80333abf01c9832d.txt L9-134)', () => {
  it('EX-15: a hero on foot has height 1, on a horse height 2 (L130-131)', () => {
    expect(resolveUnit(u({ type: 'Hero', size: 'Single', heroSub: 'Inf' }), ['u']).height).toBe(1);
    expect(resolveUnit(u({ type: 'Hero', size: 'Single', heroSub: 'Cav' }), ['u']).height).toBe(2);
    expect(resolveUnit(u({ type: 'Mon', size: 'Single' }), ['u']).height).toBe(4);
  });
  it('EX-16: height comes from the type, and an entry may set its own (Orclings 0, L123-134)', () => {
    // an Orcling entry is Infantry: without its exception it would stand height 1, like any Infantry
    const orclings = u({ name: 'Orclings', type: 'Inf', size: 'Troop' });
    expect(resolveUnit(orclings, ['u']).height).toBe(1);
    expect(resolveUnit({ ...orclings, height: 0 }, ['u']).height).toBe(0);
    const byType = (type: UnitInput['type'], size: UnitInput['size']) => resolveUnit(u({ type, size }), ['u']).height;
    expect([byType('Inf', 'Regiment'), byType('Cav', 'Regiment'), byType('LInf', 'Regiment'), byType('LCav', 'Regiment'), byType('Mon', 'Single'), byType('WE', 'Single')]).toEqual([1, 2, 2, 3, 4, 1]);
  });
  it('footprints follow the table of L76-87', () => {
    expect(resolveUnit(u({ size: 'Horde' }), ['u']).footprintMm).toEqual({ w: 200, d: 80 });
    expect(resolveUnit(u({ size: 'Legion', baseMm: { w: 25, d: 25 } }), ['u']).footprintMm).toEqual({ w: 250, d: 150 });
    expect(resolveUnit(u({ type: 'Cav', size: 'Horde' }), ['u']).footprintMm).toEqual({ w: 250, d: 100 });
    expect(resolveUnit(u({ type: 'LCav', size: 'Legion', baseMm: { w: 50, d: 100 } }), ['u']).footprintMm).toEqual({ w: 300, d: 200 });
    expect(resolveUnit(u({ type: 'LInf', size: 'Regiment' }), ['u']).footprintMm).toEqual({ w: 120, d: 40 });
  });
  it('EX-01: the Elf Archers catalogue profiles (L198-204)', () => {
    const r = resolveUnit({ catalogueId: 'elf-archers-horde' }, ['u']);
    expect([r.att, r.ne.waver, r.ne.rout, r.pts, r.footprintMm.w]).toEqual([20, 21, 23, 250, 200]);
  });
  it('EX-08 / EX-20: dice expressions D6+3, D3, 2D6 (L223-228, L873-874)', () => {
    expect(parseDice('D6+3')).toEqual({ count: 1, sides: 6, plus: 3 });
    expect(parseDice('D3')).toEqual({ count: 1, sides: 3, plus: 0 });
    expect(parseDice('2D6')).toEqual({ count: 2, sides: 6, plus: 0 });
    expect(parseDice('D7')).toBeNull();
  });
  it('Fearless waver null is accepted; waver ≥ rout is not', () => {
    expect(resolveUnit(u({ ne: { waver: null, rout: 14 } }), ['u']).ne.waver).toBeNull();
    expect(() => resolveUnit(u({ ne: { waver: 16, rout: 16 } }), ['u'])).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/u/ne/waver' })] }));
  });
  it('a rule parameter is checked: Crushing Strength needs n, Elite takes none', () => {
    expect(() => resolveUnit(u({ specialRules: [{ id: 'crushingStrength' }] }), ['u'])).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/u/specialRules/0/value' })] }));
    expect(() => resolveUnit(u({ specialRules: [{ id: 'elite', value: 2 }] }), ['u'])).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});

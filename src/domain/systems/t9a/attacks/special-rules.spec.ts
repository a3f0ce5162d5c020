/**
 * The remaining special rules the attack engine applies, one test each (004_1ae45c4b93e4399d.txt §2.8):
 * Ethereal, Fear, Fireborn, Grinding Attacks, Hellfire, Lightning Attack, Metalshifting, Move or Fire,
 * Ward Save, Otherworldly, Magical Attacks, Crush-free strength caps, Sword of Haste, Fencer's Swords.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import type { UnitInput } from '../units.js';
import { attacksCapability, type AttackRequest } from './index.js';

const P = (o: Record<string, number> = {}) => ({ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, ...o });
const unit = (o: Partial<UnitInput> = {}): UnitInput => ({ troopType: 'infantry', profile: P(), models: 10, files: 5, ...o });
const run = (r: AttackRequest) => attacksCapability.run(r, { rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, {}), dice: { mode: 'exact' } }).result;
const g = (r: AttackRequest) => run(r).plan.groups[0];
const cc = (a: Partial<UnitInput>, t: Partial<UnitInput> = {}, x: Partial<AttackRequest> = {}): AttackRequest => ({ kind: 'closeCombat', attacker: unit(a), target: unit(t), attacks: 6, ...x });

describe('special rules in attacks', () => {
  it('Ethereal: ward 2+, not against Magical Attacks (L3256-3258)', () => {
    expect(g(cc({}, { rules: [{ id: 'ethereal' }] }))).toMatchObject({ ward: 2, wardKind: 'ward' });
    expect(g(cc({ rules: [{ id: 'magicalAttacks' }] }, { rules: [{ id: 'ethereal' }] })).ward).toBeNull();
  });
  it('Fear: a failed Fear test sets WS 1 (L3422-3427); Immune to Psychology ignores it (L3396-3399)', () => {
    expect(g(cc({ profile: P({ WS: 5 }) }, {}, { fearFailed: true })).toHit).toBe('5+');
    expect(g(cc({ profile: P({ WS: 5 }), rules: [{ id: 'immuneToPsychology' }] }, {}, { fearFailed: true })).toHit).toBe('3+');
  });
  it('Fireborn: ward 2+ against Flaming Attacks only (L3341-3343)', () => {
    expect(g(cc({ rules: [{ id: 'flamingAttacks' }] }, { rules: [{ id: 'fireborn' }] })).ward).toBe(2);
    expect(g(cc({}, { rules: [{ id: 'fireborn' }] })).ward).toBeNull();
  });
  it('Grinding Attacks (X): X automatic hits at the profile S (L3145-3151)', () => {
    expect(g({ kind: 'special', special: { kind: 'grinding' }, attacker: unit({ profile: P({ S: 5 }), weapon: 'greatWeapon', rules: [{ id: 'grindingAttacks', value: 'D6' }] }), target: unit() })).toMatchObject({ attacks: 'D6', strength: 5, toHit: 'auto' });
  });
  it('Hellfire: D6 S1 hits with no saves of any kind (L3274-3278)', () => {
    expect(g({ kind: 'special', special: { kind: 'hellfire' }, attacker: unit(), target: unit({ armour: ['plate'], ward: 4 }) })).toMatchObject({ strength: 1, armourSave: null, ward: null, attacks: 'D6' });
  });
  it('Lightning Attack: D6 S4 hits only against Fly (L3152-3155)', () => {
    expect(g({ kind: 'special', special: { kind: 'lightning' }, attacker: unit(), target: unit({ rules: [{ id: 'fly', value: 8 }] }) })).toMatchObject({ strength: 4 });
    expect(() => run({ kind: 'special', special: { kind: 'lightning' }, attacker: unit(), target: unit() })).toThrow(DomainError);
  });
  it('Metalshifting: wounds on the target\'s armour save value, AP 6 (L3218-3222)', () => {
    expect(g(cc({ rules: [{ id: 'metalshifting' }] }, { armour: ['heavy', 'shield'] }))).toMatchObject({ toWound: 4, armourPiercing: 6, armourSave: null });
  });
  it('Move or Fire: no shooting after moving (L3428-3430)', () => {
    expect(() => run({ kind: 'shooting', attacker: unit({ missileWeapon: 'crossbow', rules: [{ id: 'moveOrFire' }] }), target: unit(), range: 10, moved: true })).toThrow('Move or Fire');
  });
  it('Ward Save (X) and Otherworldly ward 5+ (L3510-3516)', () => {
    expect(g(cc({}, { rules: [{ id: 'wardSave', value: 4 }] })).ward).toBe(4);
    expect(g(cc({}, { rules: [{ id: 'otherworldly' }] })).ward).toBe(5);
  });
  it('Regeneration is chosen only when better than the ward (L2091-2102)', () => {
    expect(g(cc({}, { ward: 5, regeneration: 4 }))).toMatchObject({ ward: 4, wardKind: 'regeneration' });
    expect(g(cc({}, { ward: 4, regeneration: 5 }))).toMatchObject({ ward: 4, wardKind: 'ward' });
  });
  it('magic weapons: Sword of Haste I10 and wounds on 4+; Fencer\'s Swords WS 10; Beast-Bane Halberd always S5 (L3599-3693)', () => {
    expect(g(cc({ items: ['swordOfHaste'] }, { profile: P({ T: 6 }) }))).toMatchObject({ initiative: 10, toWound: 4 });
    expect(g(cc({ items: ['fencersSwords'] }, { profile: P({ WS: 6 }) })).toHit).toBe('3+');
    expect(g(cc({ profile: P({ S: 7 }), items: ['beastBaneHalberd'] })).strength).toBe(5);
  });
  it('characteristics stay within 0-10: S 9 + great weapon = 10 (L657-658)', () => {
    expect(g(cc({ profile: P({ S: 9 }), weapon: 'greatWeapon' })).strength).toBe(10);
  });
  it('Armour Piercing of a unit rule applies to close combat, not to its shooting weapon (L3477-3481)', () => {
    expect(g({ kind: 'shooting', attacker: unit({ missileWeapon: 'bow', rules: [{ id: 'armourPiercing', value: 2 }] }), target: unit({ armour: ['heavy'] }), range: 5 }).armourPiercing).toBe(0);
  });
});

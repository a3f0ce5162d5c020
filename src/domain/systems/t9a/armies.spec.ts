/** T9A army validation (004_1ae45c4b93e4399d.txt §6): every error code of the digest's §6.6. */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import { armiesCapability, type ArmyRequest, type ArmyUnit } from './armies.js';
import { MAGIC_ITEMS } from './data/tables.js';

const run = (r: ArmyRequest, o = {}) => armiesCapability.run(r, { rulesVersion: 't9a-0.11.1', options: resolveOptions(armiesCapability.options, o), dice: { mode: 'exact' } }).result as Record<string, any>;
const lord: ArmyUnit = { name: 'Lord', category: 'lord', points: 400, ld: 9, general: true, items: [{ id: 'giantSword' }] };
const hero: ArmyUnit = { name: 'Hero', category: 'hero', points: 200, ld: 8, bsb: true, bsbAllowed: true };
const core = (n: number, pts = 250): ArmyUnit[] => Array.from({ length: n }, (_, i) => ({ name: `Spearmen ${i}`, entry: 'Spearmen', category: 'core', points: pts }));
const legal = (): ArmyUnit[] => [lord, hero, ...core(2), { name: 'Knights', category: 'special', points: 300 }, { name: 'Knights 2', entry: 'Knights', category: 'special', points: 300 }, { name: 'Cannon', category: 'rare', points: 300, troopType: 'warMachine' }];
const codes = (units: ArmyUnit[], size = 2000, o = {}) => run({ gameSize: size, units }, o).violations.map((v: { code: string }) => v.code);

describe('hidden lists', () => {
  it('HIDDEN_LIST_AMBIGUOUS: identical open units with different hidden items and no mark (L365-368)', () => {
    const twins = [{ ...hero, bsb: false, name: 'Hero A', entry: 'Hero', items: [{ id: 'talismanOfShielding' }] }, { ...hero, bsb: false, name: 'Hero B', entry: 'Hero', items: [{ id: 'dragonfireGem' }] }];
    expect(run({ gameSize: 2000, hiddenLists: true, units: [lord, ...twins, ...core(4)] }).violations.map((v: { code: string }) => v.code)).toContain('HIDDEN_LIST_AMBIGUOUS');
    expect(run({ gameSize: 2000, hiddenLists: true, units: [lord, { ...twins[0], mark: 'red plume' }, { ...twins[1], mark: 'blue plume' }, ...core(4)] }).violations.map((v: { code: string }) => v.code)).not.toContain('HIDDEN_LIST_AMBIGUOUS');
    expect(run({ gameSize: 2000, units: [lord, ...twins, ...core(4)] }).violations.map((v: { code: string }) => v.code)).not.toContain('HIDDEN_LIST_AMBIGUOUS');
  });
});

describe('army validation', () => {
  it('a legal 2000-point army: valid, totals per category', () => {
    const r = run({ gameSize: 2000, units: legal() });
    expect(r.violations).toEqual([]);
    expect(r).toMatchObject({ valid: true, total: 2000, armySize: 'standard' });
    expect(r.categories.core).toEqual({ points: 500, percent: 25 });
  });
  it('points: over the limit, more than 20 under (L283-287)', () => {
    expect(codes(legal(), 1990)).toContain('POINTS_OVER_LIMIT');
    expect(codes(legal(), 2021)).toContain('POINTS_TOO_FAR_UNDER');
  });
  it('categories: Core ≥ 25 %, Rare ≤ 25 %, Lords ≤ 35 %, Heroes ≤ 50 %, characters ≤ 50 % (L254-276)', () => {
    expect(codes([lord, hero, ...core(2, 240), { name: 'K', category: 'special', points: 620 }, { name: 'C', category: 'rare', points: 300 }])).toContain('CORE_BELOW_MIN');
    expect(codes([lord, hero, ...core(2), { name: 'R1', category: 'rare', points: 301 }, { name: 'R2', category: 'rare', points: 299 }])).toContain('RARE_OVER_MAX');
    expect(codes([{ ...lord, points: 701 }, ...core(3, 433)])).toContain('LORDS_OVER_MAX');
    expect(codes([{ ...hero, bsb: false, points: 1001 }, { ...lord, points: 10 }, ...core(4, 247)])).toEqual(expect.arrayContaining(['HEROES_OVER_MAX', 'CHARACTERS_OVER_MAX']));
  });
  it('duplication, unique and 0-X limits by army size (L298-348)', () => {
    expect(codes([lord, hero, ...core(5, 280)], 2000)).toContain('DUPLICATION_EXCEEDED');
    expect(codes([lord, hero, ...core(3, 300), { name: 'U', category: 'special', points: 250, unique: true }, { name: 'U', category: 'special', points: 250, unique: true }], 2100)).toContain('UNIQUE_EXCEEDED');
    expect(codes([lord, hero, ...core(3, 300), { name: 'L', category: 'special', points: 250, limit: 1 }, { name: 'L', category: 'special', points: 250, limit: 1 }], 2100)).toContain('SPECIFIC_LIMIT_EXCEEDED');
    expect(run({ gameSize: 1500, units: [] }).armySize).toBe('warband');
    expect(run({ gameSize: 1500, units: [] }, { armySizeBoundaries: 'exclusive' }).armySize).toBe('standard');
  });
  it('too few units (war machines count once) (L288-290)', () => {
    expect(codes([lord, ...core(2, 600), { name: 'C1', category: 'rare', points: 200, troopType: 'warMachine' }, { name: 'C2', category: 'rare', points: 200, troopType: 'warMachine' }])).toContain('TOO_FEW_UNITS');
  });
  it('General: missing, tie, several, BSB, Not a Leader, not the highest Ld, no candidate (L2706-2711, L3452-3454)', () => {
    expect(codes([{ ...lord, general: false }, { ...hero, bsb: false }, ...core(4)])).toContain('GENERAL_MISSING');
    expect(codes([{ ...lord, general: false }, { ...hero, bsb: false, ld: 9 }, ...core(4)])).toContain('GENERAL_TIE_NOT_RECORDED');
    expect(codes([lord, { ...hero, bsb: false, general: true }, ...core(4)])).toContain('MULTIPLE_GENERALS');
    expect(codes([{ ...lord, general: false }, { ...hero, general: true }, ...core(4)])).toEqual(expect.arrayContaining(['GENERAL_IS_BSB', 'GENERAL_NOT_HIGHEST_LD']));
    expect(codes([{ ...lord, notALeader: true }, ...core(4)])).toEqual(expect.arrayContaining(['GENERAL_NOT_A_LEADER', 'NO_GENERAL_CANDIDATE']));
  });
  it('BSB: several, not allowed (L2718-2731)', () => {
    expect(codes([lord, hero, { ...hero, name: 'Hero 2' }, ...core(4)])).toContain('MULTIPLE_BSB');
    expect(codes([lord, { ...hero, bsbAllowed: false }, ...core(4)])).toContain('BSB_NOT_ALLOWED');
  });
  it('magic items: duplicated, two of a category, allowance, BSB banner with others, arcane, dispel scroll, standards, veterans, wrong cost, E23 (L3550-3594)', () => {
    const c = (u: Partial<ArmyUnit>, extra: ArmyUnit[] = []) => codes([lord, { ...hero, ...u }, ...core(4), ...extra]);
    expect(c({ items: [{ id: 'giantSword' }] })).toContain('MAGIC_ITEM_DUPLICATED');
    expect(c({ items: [{ id: 'talismanOfShielding' }, { id: 'luckyCharm' }] })).toContain('MAGIC_ITEM_CATEGORY_TWICE');
    expect(c({ bsb: false, items: [{ id: 'armourOfDestiny' }, { id: 'talismanOfShielding' }] })).toContain('MAGIC_ITEM_ALLOWANCE_EXCEEDED');
    expect(c({ items: [{ id: 'rendingBanner' }] })).not.toContain('MAGIC_ITEM_ALLOWANCE_EXCEEDED');
    expect(c({ items: [{ id: 'rendingBanner' }, { id: 'talismanOfGreaterShielding' }] })).toContain('BSB_FREE_STANDARD_WITH_OTHER_ITEMS');
    expect(c({ items: [{ id: 'dispelScroll' }] })).toContain('ARCANE_ITEM_NOT_WIZARD');
    expect(c({ items: [{ id: 'dispelScroll', asEnchanted: true }] })).not.toContain('ARCANE_ITEM_NOT_WIZARD');
    expect(c({ items: [{ id: 'dispelScroll', asEnchanted: true }] }, [{ name: 'Mage', category: 'hero', points: 1, wizard: true, path: 'fire' }])).toContain('DISPEL_SCROLL_ENCHANTED_WITH_WIZARD');
    expect(c({ bsb: false, items: [{ id: 'warStandard' }] })).toContain('MAGIC_STANDARD_NOT_BEARER');
    expect(codes([lord, hero, ...core(4), { name: 'Vet', category: 'core', points: 0, standardBearer: true, veteranStandard: true, items: [{ id: 'holyIcon' }] }])).toContain('VETERAN_STANDARD_TOO_EXPENSIVE');
    expect(codes([lord, hero, ...core(4), ...[1, 2].map((i) => ({ name: `Vet${i}`, category: 'core' as const, points: 0, standardBearer: true, veteranStandard: true }))])).toContain('VETERAN_STANDARD_EXCEEDED');
    expect(codes([{ ...lord, items: [{ id: 'giantSword', cost: 50 }] }, hero, ...core(4)])).toContain('ITEM_WRONG_COST');
    expect(codes([{ ...lord, items: [{ id: 'giantSword', cost: 60 }] }, hero, ...core(4)])).not.toContain('ITEM_WRONG_COST');
  });
  it('item restrictions and equipment: foot only, infantry only, Large Targets, lances (E22), wizards\' armour, path, equipment (L2392-2577)', () => {
    const c = (u: Partial<ArmyUnit>) => codes([lord, { ...hero, ...u }, ...core(4)]);
    expect(c({ troopType: 'cavalry', items: [{ id: 'dragonMantle' }] })).toContain('ITEM_FOOT_ONLY');
    expect(c({ troopType: 'cavalry', items: [{ id: 'iconOfTheRelentlessCompany' }] })).toContain('ITEM_INFANTRY_ONLY');
    expect(c({ troopType: 'riddenMonster', items: [{ id: 'bluffersHelm' }] })).toContain('ITEM_NOT_LARGE_TARGET');
    expect(c({ troopType: 'infantry', items: [{ id: 'flamingLance' }] })).toContain('ITEM_TYPE_INCOMPATIBLE');
    expect(c({ wizard: true, path: 'fire', items: [{ id: 'gamblersArmour' }] })).toContain('MAGIC_ARMOUR_ON_UNARMOURED_WIZARD');
    expect(c({ wizard: true })).toContain('WIZARD_PATH_MISSING');
    expect(c({ wizard: true, items: [{ id: 'essenceOfAFreeMind' }] })).not.toContain('WIZARD_PATH_MISSING');
    expect(c({ armour: ['light', 'heavy'] })).toContain('EQUIPMENT_ILLEGAL');
    expect(c({ troopType: 'infantry', weapons: ['lance'] })).toContain('EQUIPMENT_ILLEGAL');
  });
  it('among the magic standards only the Icon of the Relentless Company is for infantry (L4007-4009); the Standard of Alternate Realities, Gleaming Icon and Banner of Courage have no such restriction (L4017-4040)', () => {
    const c = (id: string) => codes([lord, hero, ...core(3), { name: 'Knights', category: 'core', points: 250, troopType: 'cavalry', standardBearer: true, items: [{ id }] }]);
    expect(c('iconOfTheRelentlessCompany')).toContain('ITEM_INFANTRY_ONLY');
    for (const id of ['standardOfAlternateRealities', 'gleamingIcon', 'bannerOfCourage']) {
      expect(c(id)).not.toContain('ITEM_INFANTRY_ONLY');
      expect(MAGIC_ITEMS.find((i) => i.id === id)?.restriction).not.toMatch(/infantry/i);
    }
  });
  it('a magic armour is of its mundane type (L3569-3573) and a ridden monster has only Innate Defence (L2269-2271): magic heavy armour or a magic shield on it is ITEM_TYPE_INCOMPATIBLE', () => {
    const c = (u: Partial<ArmyUnit>) => codes([lord, { ...hero, ...u }, ...core(4)]);
    expect(c({ troopType: 'riddenMonster', items: [{ id: 'armourOfDestiny' }] })).toContain('ITEM_TYPE_INCOMPATIBLE');
    expect(c({ troopType: 'riddenMonster', items: [{ id: 'luckyShield' }] })).toContain('ITEM_TYPE_INCOMPATIBLE');
    expect(c({ troopType: 'riddenMonster', items: [{ id: 'forceShield' }] })).toContain('ITEM_TYPE_INCOMPATIBLE');
    expect(c({ troopType: 'cavalry', items: [{ id: 'armourOfDestiny' }] })).not.toContain('ITEM_TYPE_INCOMPATIBLE');
    expect(c({ troopType: 'riddenMonster', items: [{ id: 'talismanOfShielding' }] })).not.toContain('ITEM_TYPE_INCOMPATIBLE');
  });
  it('unique (0-1) and 0-X count the entry itself also with duplicationScope perCategory (L294-297): a unique unit next to other Core units is taken once', () => {
    const units: ArmyUnit[] = [lord, hero, { name: 'Guard', category: 'core', points: 250, unique: true }, { name: 'Wolves', category: 'core', points: 250, limit: 1 }, ...core(2)];
    expect(codes(units, 2000, { duplicationScope: 'perCategory' })).not.toEqual(expect.arrayContaining(['UNIQUE_EXCEEDED']));
    expect(codes(units, 2000, { duplicationScope: 'perCategory' })).not.toContain('SPECIFIC_LIMIT_EXCEEDED');
    expect(codes([...units, { name: 'Guard', category: 'core', points: 0, unique: true }], 2000, { duplicationScope: 'perCategory' })).toContain('UNIQUE_EXCEEDED');
  });
  it('the General is one of the characters (L291-293): a Core unit designated General is GENERAL_NOT_CHARACTER, and no character is then the General', () => {
    const units: ArmyUnit[] = [{ ...lord, general: false }, hero, ...core(4).map((u, i) => (i === 0 ? { ...u, general: true, ld: 10 } : u))];
    expect(codes(units)).toEqual(expect.arrayContaining(['GENERAL_NOT_CHARACTER', 'GENERAL_MISSING']));
    expect(run({ gameSize: 2000, units }).violations.find((v: { code: string }) => v.code === 'GENERAL_NOT_CHARACTER').path).toBe('/units/2/general');
  });
  it('a Veteran standard bearer only in a Core unit (L2800-2802): VETERAN_STANDARD_NOT_CORE on a Special unit', () => {
    const vet = (category: ArmyUnit['category']): ArmyUnit => ({ name: 'Guard', category, points: 0, standardBearer: true, veteranStandard: true, items: [{ id: 'warStandard' }] });
    expect(codes([lord, hero, ...core(4), vet('special')])).toContain('VETERAN_STANDARD_NOT_CORE');
    expect(codes([lord, hero, ...core(4), vet('core')])).not.toContain('VETERAN_STANDARD_NOT_CORE');
  });
  it('no General designated with a tie on the highest Ld: both GENERAL_MISSING (L291-293) and GENERAL_TIE_NOT_RECORDED (L2709-2711)', () => {
    expect(codes([{ ...lord, general: false }, { ...hero, bsb: false, ld: 9 }, ...core(4)])).toEqual(expect.arrayContaining(['GENERAL_MISSING', 'GENERAL_TIE_NOT_RECORDED']));
    expect(codes([{ ...lord, general: false }, { ...hero, bsb: false, ld: 8 }, ...core(4)])).not.toContain('GENERAL_TIE_NOT_RECORDED');
  });
  it('joining at deployment: Large Targets never, Unbreakable only with Unbreakable (§2.5)', () => {
    expect(codes([lord, { ...hero, largeTarget: true, joins: 'Spearmen 0' }, ...core(4)])).toContain('ILLEGAL_JOIN_AT_DEPLOYMENT');
    const u = core(4);
    u[0] = { ...u[0], rules: ['unbreakable'] };
    expect(codes([lord, { ...hero, joins: 'Spearmen 0' }, ...u])).toContain('ILLEGAL_JOIN_AT_DEPLOYMENT');
    expect(codes([lord, { ...hero, joins: 'Spearmen 1' }, ...u])).not.toContain('ILLEGAL_JOIN_AT_DEPLOYMENT');
  });
});

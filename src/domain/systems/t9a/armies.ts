/**
 * The `armies` capability (§6): points (L283-287), category limits (L254-276), Warbands and Grand Armies
 * (L298-348), minimum units (L288-290), General and BSB (L2706-2731), magic items (L3550-3594, L2801-2804),
 * mundane equipment (L2392-2577) — every error code of the digest's §6.6 with the units it concerns.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { CATEGORIES, TROOP_TYPE_INFO, type Category, type TroopType } from './catalogue.js';
import { MAGIC_ITEMS } from './data/tables.js';
import { optionsNamed } from './options.js';
import { R, SEED } from './rules.js';

export interface ArmyUnit {
  name: string;
  /** The army-book entry (duplication counts entries); default: the name. */
  entry?: string;
  category: Category;
  points: number;
  troopType?: TroopType;
  ld?: number;
  general?: boolean;
  bsb?: boolean;
  bsbAllowed?: boolean;
  notALeader?: boolean;
  wizard?: boolean;
  path?: string;
  largeTarget?: boolean;
  standardBearer?: boolean;
  veteranStandard?: boolean;
  unique?: boolean;
  /** "0-X" limit of the entry. */
  limit?: number;
  /** Magic-item allowance (Heroes usually 50, L2729-2730); default by category: hero 50, lord unlimited. */
  allowance?: number;
  items?: Array<{ id: string; cost?: number; asEnchanted?: boolean }>;
  armour?: string[];
  weapons?: string[];
  /** Can this wizard buy mundane armour (L3562-3564)? */
  mundaneArmourOption?: boolean;
  /** Name of the unit this character is deployed in. */
  joins?: string;
  rules?: string[];
  /** Hidden lists: the mark that tells identical-looking units apart (L365-368). */
  mark?: string;
}

export interface ArmyRequest { gameSize: number; units: ArmyUnit[]; hiddenLists?: boolean }
export interface Violation { code: string; message: string; units: string[]; path: string; cite: string }

const ITEMS = new Map(MAGIC_ITEMS.map((i) => [i.id, i]));
const FOOT_ONLY = new Set(['fencersSwords', 'screamingSwords', 'dragonMantle', 'mithrilMail', 'flyingCarpet']);
const LANCE_USERS: TroopType[] = ['cavalry', 'monstrousCavalry', 'chariot', 'riddenMonster', 'warBeast', 'monstrousBeast'];

export function armySize(size: number, boundaries: string): 'warband' | 'standard' | 'grandArmy' {
  if (boundaries === 'exclusive') return size < 1500 ? 'warband' : size > 4000 ? 'grandArmy' : 'standard';
  return size <= 1500 ? 'warband' : size >= 4000 ? 'grandArmy' : 'standard';
}

const DUPLICATION: Record<string, Record<string, number>> = {
  standard: { core: 4, special: 3, rare: 2, lord: 3, hero: 3 },
  warband: { core: 2, special: 2, rare: 1, lord: 2, hero: 2 },
  grandArmy: { core: 8, special: 6, rare: 4, lord: 6, hero: 6 },
};

function run(req: ArmyRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const bad = new IssueCollector();
  if (!Number.isInteger(req.gameSize) || req.gameSize <= 0) bad.add('/gameSize', 'range', 'gameSize is a positive number of points');
  req.units.forEach((u, i) => {
    if (!CATEGORIES.includes(u.category)) bad.add(pointer('units', i, 'category'), 'enum', `category is one of ${CATEGORIES.join(', ')}`);
    if (!Number.isInteger(u.points) || u.points < 0) bad.add(pointer('units', i, 'points'), 'range', 'points is a non-negative integer');
    (u.items ?? []).forEach((it, k) => { if (!ITEMS.has(it.id)) bad.add(pointer('units', i, 'items', k, 'id'), 'unknown_item', `unknown magic item "${it.id}"`); });
  });
  bad.throwIfAny(bad.issues.some((i) => i.code === 'unknown_item') ? 'unknown_reference' : 'invalid_input', 'Invalid army');
  const ex = new Explainer();
  const v: Violation[] = [];
  const add = (code: string, message: string, idx: number[], path: string, cite: string) => v.push({ code, message, units: idx.map((i) => req.units[i].name), path, cite: cite.startsWith(SEED) ? cite : `${SEED} ${cite}` });
  const size = armySize(req.gameSize, String(ctx.options.armySizeBoundaries));
  const dupMult = size === 'warband' ? 0.5 : size === 'grandArmy' ? 2 : 1;
  ex.add(R.armySize, `${req.gameSize} points: ${size}`);
  // Points (L283-287)
  const total = req.units.reduce((a, u) => a + u.points, 0);
  if (total > req.gameSize) add('POINTS_OVER_LIMIT', `The army costs ${total} points, over the ${req.gameSize}-point game size`, [], '/units', R.points.cite);
  if (total < req.gameSize - 20) add('POINTS_TOO_FAR_UNDER', `The army costs ${total} points, more than 20 under ${req.gameSize}`, [], '/units', R.points.cite);
  // Categories (L254-276), compared exactly
  const by = (c: Category) => req.units.map((u, i) => [u, i] as const).filter(([u]) => u.category === c);
  const pts = (c: Category) => by(c).reduce((a, [u]) => a + u.points, 0);
  const totals = Object.fromEntries(CATEGORIES.map((c) => [c, { points: pts(c), percent: (100 * pts(c)) / req.gameSize }]));
  const idx = (cs: Category[]) => cs.flatMap((c) => by(c).map(([, i]) => i));
  if (pts('core') * 4 < req.gameSize) add('CORE_BELOW_MIN', `Core is ${pts('core')} points, under 25 % (${req.gameSize / 4})`, idx(['core']), '/units', R.categories.cite);
  if (pts('rare') * 4 > req.gameSize) add('RARE_OVER_MAX', `Rare is ${pts('rare')} points, over 25 % (${req.gameSize / 4})`, idx(['rare']), '/units', R.categories.cite);
  if (pts('lord') * 100 > req.gameSize * 35) add('LORDS_OVER_MAX', `Lords are ${pts('lord')} points, over 35 % (${(req.gameSize * 35) / 100})`, idx(['lord']), '/units', R.categories.cite);
  if (pts('hero') * 2 > req.gameSize) add('HEROES_OVER_MAX', `Heroes are ${pts('hero')} points, over 50 %`, idx(['hero']), '/units', R.categories.cite);
  if ((pts('lord') + pts('hero')) * 2 > req.gameSize) add('CHARACTERS_OVER_MAX', `Characters are ${pts('lord') + pts('hero')} points, over 50 %`, idx(['lord', 'hero']), '/units', R.categories.cite);
  // Duplication (L257-272, L323-344), unique and 0-X (L294-297, L345-348)
  const groupBy = (perCategory: boolean) => {
    const groups = new Map<string, number[]>();
    req.units.forEach((u, i) => {
      const key = perCategory ? u.category : `${u.category}:${u.entry ?? u.name}`;
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    return groups;
  };
  for (const [key, list] of groupBy(ctx.options.duplicationScope === 'perCategory')) {
    const max = DUPLICATION[size][req.units[list[0]].category];
    if (list.length > max) add('DUPLICATION_EXCEEDED', `${key.split(':')[1] ?? key} taken ${list.length} times; a ${size} allows ${max}`, list, pointer('units', list[max]), R.armySize.cite);
  }
  // unique and 0-X count the entry itself, whatever the duplication scope (L294-297)
  for (const list of groupBy(false).values()) {
    const u = req.units[list[0]];
    const character = u.category === 'lord' || u.category === 'hero';
    if (u.unique && list.length > (size === 'grandArmy' && !character ? 2 : 1)) add('UNIQUE_EXCEEDED', `${u.name} is unique (0-1)`, list, pointer('units', list[1]), R.armySize.cite);
    if (u.limit !== undefined) {
      const lim = size === 'warband' ? Math.ceil(u.limit / 2) : size === 'grandArmy' ? u.limit * 2 : u.limit;
      if (list.length > lim) add('SPECIFIC_LIMIT_EXCEEDED', `${u.name} is 0-${u.limit}: at most ${lim} here`, list, pointer('units', list[lim]), R.armySize.cite);
    }
  }
  void dupMult;
  // Minimum units (L288-290): war machines count once
  const nonChar = req.units.filter((u) => u.category !== 'lord' && u.category !== 'hero');
  const counted = nonChar.filter((u) => u.troopType !== 'warMachine').length + (nonChar.some((u) => u.troopType === 'warMachine') ? 1 : 0);
  const minUnits = size === 'warband' ? 3 : 4;
  if (counted < minUnits) add('TOO_FEW_UNITS', `${counted} units that are not characters (war machines count once); at least ${minUnits}`, [], '/units', R.minimumUnits.cite);
  // General (L2706-2711, L3452-3454)
  const chars = req.units.map((u, i) => [u, i] as const).filter(([u]) => u.category === 'lord' || u.category === 'hero');
  const eligible = chars.filter(([u]) => !u.notALeader && !u.bsb);
  if (eligible.length === 0) add('NO_GENERAL_CANDIDATE', 'No character can be the General', chars.map(([, i]) => i), '/units', R.general.cite);
  // the General is one of the characters (L291-293): a unit that is not a character cannot be designated
  const isChar = (u: ArmyUnit) => u.category === 'lord' || u.category === 'hero';
  req.units.forEach((u, i) => { if (u.general && !isChar(u)) add('GENERAL_NOT_CHARACTER', `${u.name} is not a character (Lord or Hero) and cannot be the General`, [i], pointer('units', i, 'general'), 'L291-293'); });
  const generals = req.units.map((u, i) => [u, i] as const).filter(([u]) => u.general && isChar(u));
  if (generals.length === 0 && eligible.length > 0) {
    const top = Math.max(...eligible.map(([u]) => u.ld ?? 0));
    const tied = eligible.filter(([u]) => (u.ld ?? 0) === top);
    // no General designated (L291-293); on a tie for the highest Ld the list must also record which one (L2709-2711)
    add('GENERAL_MISSING', 'No General designated', tied.map(([, i]) => i), '/units', `${SEED} L291-293, L2706-2709`);
    if (tied.length > 1) add('GENERAL_TIE_NOT_RECORDED', `${tied.length} characters tie on Ld ${top}; record which one is the General`, tied.map(([, i]) => i), '/units', R.general.cite);
  }
  if (generals.length > 1) add('MULTIPLE_GENERALS', `${generals.length} Generals designated`, generals.map(([, i]) => i), '/units', R.general.cite);
  for (const [g, i] of generals) {
    if (g.bsb) add('GENERAL_IS_BSB', `${g.name} is the BSB and cannot be the General`, [i], pointer('units', i, 'general'), 'L291-293');
    if (g.notALeader) add('GENERAL_NOT_A_LEADER', `${g.name} has Not a Leader`, [i], pointer('units', i, 'general'), `${R.general.cite}, L3452-3454`);
    const higher = eligible.filter(([u]) => (u.ld ?? 0) > (g.ld ?? 0));
    if (higher.length) add('GENERAL_NOT_HIGHEST_LD', `${g.name} (Ld ${g.ld}) is not the highest Ld: ${higher.map(([u]) => `${u.name} Ld ${u.ld}`).join(', ')}`, [i, ...higher.map(([, k]) => k)], pointer('units', i, 'general'), R.general.cite);
  }
  // BSB (L2718-2731)
  const bsbs = req.units.map((u, i) => [u, i] as const).filter(([u]) => u.bsb);
  if (bsbs.length > 1) add('MULTIPLE_BSB', `${bsbs.length} Battle Standard Bearers`, bsbs.map(([, i]) => i), '/units', R.bsb.cite);
  for (const [u, i] of bsbs) if (u.bsbAllowed === false) add('BSB_NOT_ALLOWED', `${u.name}'s entry cannot be the BSB`, [i], pointer('units', i, 'bsb'), R.bsb.cite);
  // Magic items (L3550-3594)
  const seen = new Map<string, number>();
  const hasWizard = req.units.some((u) => u.wizard);
  let veterans = 0;
  req.units.forEach((u, i) => {
    const items = u.items ?? [];
    const cats = new Map<string, number>();
    let spent = 0;
    const lord = u.category === 'lord';
    items.forEach((it, k) => {
      const info = ITEMS.get(it.id)!;
      const path = pointer('units', i, 'items', k);
      const cost = typeof info.cost === 'number' ? info.cost : lord ? info.cost.lord : info.cost.hero;
      const price = it.asEnchanted && it.id === 'dispelScroll' ? 50 : cost;
      if (it.cost !== undefined && it.cost !== price) add('ITEM_WRONG_COST', `${info.name} costs ${price} for a ${lord ? 'Lord' : 'Hero'}, not ${it.cost}`, [i], pointer('units', i, 'items', k, 'cost'), R.magicItems.cite);
      spent += price;
      if (seen.has(it.id)) add('MAGIC_ITEM_DUPLICATED', `${info.name} is already carried by ${req.units[seen.get(it.id)!].name}`, [seen.get(it.id)!, i], path, R.magicItems.cite);
      seen.set(it.id, i);
      const cat = it.asEnchanted ? 'enchanted' : info.category;
      if (cats.has(cat)) add('MAGIC_ITEM_CATEGORY_TWICE', `${u.name} carries two ${cat} items`, [i], path, R.magicItems.cite);
      cats.set(cat, k);
      if (info.category === 'arcane' && !u.wizard && !(it.id === 'dispelScroll' && it.asEnchanted)) add('ARCANE_ITEM_NOT_WIZARD', `${info.name} is an Arcane Item and ${u.name} is not a wizard`, [i], path, `${R.magicItems.cite}, L3566`);
      if (it.asEnchanted && it.id === 'dispelScroll' && hasWizard) add('DISPEL_SCROLL_ENCHANTED_WITH_WIZARD', 'Dispel Scroll as an Enchanted Item only in an army with no wizard', [i], path, 'L3913-3916');
      if (info.category === 'standard' && !u.standardBearer && !u.bsb) add('MAGIC_STANDARD_NOT_BEARER', `${info.name} needs a standard bearer or the BSB`, [i], path, `${R.magicItems.cite}, L3567-3568`);
      if (info.category === 'standard' && u.veteranStandard && price > 25) add('VETERAN_STANDARD_TOO_EXPENSIVE', `a veteran standard bearer carries a magic standard of at most 25 points, not ${price}`, [i], path, R.veteran.cite);
      if (info.category === 'armour' && u.wizard && !u.mundaneArmourOption && !(u.armour ?? []).some((a) => ['light', 'heavy', 'plate', 'shield'].includes(a))) add('MAGIC_ARMOUR_ON_UNARMOURED_WIZARD', `${u.name} is a wizard without mundane armour (option)`, [i], path, 'L3562-3564');
      const mounted = u.troopType ? TROOP_TYPE_INFO[u.troopType].mounted : false;
      if (FOOT_ONLY.has(it.id) && mounted) add('ITEM_FOOT_ONLY', `${info.name}: foot models only`, [i], path, info.cite);
      if (it.id === 'iconOfTheRelentlessCompany' && u.troopType && u.troopType !== 'infantry') add('ITEM_INFANTRY_ONLY', `${info.name}: infantry only`, [i], path, info.cite);
      if (it.id === 'bluffersHelm' && (u.largeTarget || (u.troopType && TROOP_TYPE_INFO[u.troopType].inherent.includes('largeTarget')))) add('ITEM_NOT_LARGE_TARGET', `${info.name}: not for Large Targets`, [i], path, info.cite);
      if (it.id === 'flamingLance' && u.troopType && !LANCE_USERS.includes(u.troopType)) add('ITEM_TYPE_INCOMPATIBLE', `${info.name} is a lance: mounted models, War Beasts and Monstrous Beasts only (E22)`, [i], path, 'L3569-3573');
      // a magic armour is its mundane type (L3569-3573); a ridden monster may have only Innate Defence (L2269-2271)
      if (u.troopType === 'riddenMonster' && info.category === 'armour' && /(light|heavy) armour|plate|shield/.test(info.type)) add('ITEM_TYPE_INCOMPATIBLE', `${info.name} is ${info.type.replace(/^armour,?\s*/, '')}: a ridden monster may have only Innate Defence armour`, [i], path, 'L2269-2271, L3569-3573');
    });
    if (u.veteranStandard) veterans++;
    // only Core units' standard bearers may be Veteran standard bearers (L2800-2802)
    if (u.veteranStandard && u.category !== 'core') add('VETERAN_STANDARD_NOT_CORE', `${u.name} is ${u.category}: only Core units' standard bearers can be Veteran standard bearers`, [i], pointer('units', i, 'veteranStandard'), 'L2800-2802');
    // Allowance (L2726-2731): a BSB's standard may be free of the allowance if it carries nothing else
    const allowance = u.allowance ?? (u.category === 'hero' ? 50 : u.category === 'lord' ? Infinity : 0);
    const std = items.find((it) => ITEMS.get(it.id)?.category === 'standard');
    let counted = spent;
    if (u.bsb && std) {
      const stdCost = ITEMS.get(std.id)!.cost as number;
      if (spent > allowance && items.length > 1 && stdCost > allowance - (spent - stdCost)) add('BSB_FREE_STANDARD_WITH_OTHER_ITEMS', `${u.name}: a battle standard beyond the allowance means no other magic item`, [i], pointer('units', i, 'items'), R.bsb.cite);
      if (items.length === 1) counted = 0;
    }
    if ((u.category === 'lord' || u.category === 'hero') && counted > allowance) add('MAGIC_ITEM_ALLOWANCE_EXCEEDED', `${u.name} carries ${spent} points of magic items; allowance ${allowance}`, [i], pointer('units', i, 'items'), R.bsb.cite);
    // Equipment (L2415-2422, L2547-2560, L2269-2271)
    const armour = u.armour ?? [];
    const classes = armour.filter((a) => ['light', 'heavy', 'plate'].includes(a));
    const mounted = u.troopType ? TROOP_TYPE_INFO[u.troopType].mounted : false;
    const problems: string[] = [];
    if (classes.length > 1) problems.push('two armour-class pieces');
    if (armour.filter((a) => a === 'shield').length > 1) problems.push('two shields');
    if ((u.weapons ?? []).some((w) => w === 'lance' || w === 'lightLance') && u.troopType && !LANCE_USERS.includes(u.troopType)) problems.push('a lance on a model that is not mounted, a War Beast or a Monstrous Beast');
    if ((u.weapons ?? []).includes('spear') && mounted) problems.push('a foot spear on a mounted model');
    if (u.troopType === 'riddenMonster' && armour.some((a) => a !== 'innateDefence')) problems.push('armour other than Innate Defence on a ridden monster');
    if (problems.length) add('EQUIPMENT_ILLEGAL', `${u.name}: ${problems.join('; ')}`, [i], pointer('units', i), R.equipment.cite);
    if (u.wizard && !u.path && !items.some((it) => it.id === 'essenceOfAFreeMind')) add('WIZARD_PATH_MISSING', `${u.name} is a wizard with no Path of Magic recorded`, [i], pointer('units', i, 'path'), R.wizards.cite);
    // Joining at deployment (§2.5)
    if (u.joins !== undefined) {
      const k = req.units.findIndex((x) => x.name === u.joins);
      if (k < 0) throw new DomainError('unknown_reference', `No unit named "${u.joins}"`, [{ path: pointer('units', i, 'joins'), code: 'unknown_unit', message: 'the name of a unit in this army' }]);
      const host = req.units[k];
      const hr = new Set(host.rules ?? []);
      const cr = new Set(u.rules ?? []);
      const why = [
        (u.largeTarget || cr.has('largeTarget')) && !cr.has('warPlatform') && 'a Large Target never joins',
        host.troopType === 'warMachine' && 'never a war machine',
        ...['unbreakable', 'ethereal', 'insignificant', 'otherworldly', 'randomMovement'].map((r) => hr.has(r) !== cr.has(r) && (hr.has(r) || ['unbreakable', 'otherworldly', 'randomMovement'].includes(r)) && `${r} only with ${r}`),
      ].filter(Boolean);
      if (why.length) add('ILLEGAL_JOIN_AT_DEPLOYMENT', `${u.name} cannot join ${host.name}: ${why.join('; ')}`, [i, k], pointer('units', i, 'joins'), 'L2584-2611');
    }
  });
  // Hidden lists (L357-383): units that look the same on the open list but differ in hidden items need a mark
  if (req.hiddenLists) {
    const looks = new Map<string, number[]>();
    req.units.forEach((u, i) => {
      const key = JSON.stringify([u.entry ?? u.name, u.category, u.troopType, [...(u.armour ?? [])].sort(), [...(u.weapons ?? [])].sort(), (u.items ?? []).map((it) => ITEMS.get(it.id)?.category).sort()]);
      looks.set(key, [...(looks.get(key) ?? []), i]);
    });
    for (const list of looks.values()) {
      const hidden = new Set(list.map((i) => JSON.stringify((req.units[i].items ?? []).map((it) => it.id).sort())));
      if (list.length > 1 && hidden.size > 1 && list.some((i) => !req.units[i].mark)) add('HIDDEN_LIST_AMBIGUOUS', `${list.map((i) => req.units[i].name).join(', ')} look the same on the open list but carry different hidden items; give each a distinguishing mark`, list, pointer('units', list.find((i) => !req.units[i].mark)!, 'mark'), 'L365-368');
    }
  }
  if (veterans > (size === 'grandArmy' ? 2 : 1)) add('VETERAN_STANDARD_EXCEEDED', `${veterans} veteran standard bearers`, req.units.map((u, i) => (u.veteranStandard ? i : -1)).filter((i) => i >= 0), '/units', R.veteran.cite);
  ex.add(R.points, `total ${total} of ${req.gameSize}`);
  ex.add(R.categories, CATEGORIES.map((c) => `${c} ${totals[c].points} (${totals[c].percent.toFixed(2)} %)`).join(', '));
  return { result: { valid: v.length === 0, armySize: size, total, categories: totals, violations: v }, explanation: ex.steps };
}

export const armiesCapability: Capability<ArmyRequest, Record<string, unknown>> = {
  options: optionsNamed('duplicationScope', 'armySizeBoundaries'),
  usesDice: false,
  run,
};

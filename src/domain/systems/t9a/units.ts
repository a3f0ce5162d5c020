/**
 * Units in requests: inline (profile + troop type + equipment + rules + items) or by catalogue id, resolved
 * into one shape the capabilities read. Characteristics 0-10 (L657-663); armour pieces add up to +6
 * (L2536-2577); magic armour replaces mundane armour of its category (L3559-3561).
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { ARMOUR_PIECES, CHARACTERISTICS, CLOSE_COMBAT_WEAPONS, MISSILE_WEAPONS, PROFILES, TROOP_TYPES, TROOP_TYPE_INFO, type ArmourPiece, type CloseCombatWeapon, type Profile, type TroopType } from './catalogue.js';
import { MAGIC_ITEMS, SPECIAL_RULES } from './data/tables.js';

export interface RuleRef { id: string; value?: number | string }

export interface PartInput { name?: string; profile: Partial<Profile>; rules?: RuleRef[] }

export interface UnitInput {
  catalogueId?: string;
  name?: string;
  troopType?: TroopType;
  profile?: Partial<Profile>;
  models?: number;
  files?: number;
  weapon?: CloseCombatWeapon;
  missileWeapon?: string;
  armour?: ArmourPiece[];
  /** Innate Defence (X+): 6 → +1, 5 → +2, 4 → +3 … (L2563-2568). */
  innateDefence?: number;
  ward?: number;
  regeneration?: number;
  rules?: RuleRef[];
  items?: string[];
  champion?: boolean;
  standard?: boolean;
  musician?: boolean;
  /** Wounds already carried by the R&F wound pool (L2113-2127). */
  woundsTaken?: number;
  /** A mount or draught beast attacking with its own profile (Combined Profile, L2225-2247). */
  mount?: PartInput;
}

export interface Unit {
  name: string;
  troopType: TroopType;
  profile: Profile;
  models: number;
  files: number;
  weapon: CloseCombatWeapon;
  missileWeapon?: string;
  armourBonus: number;
  /** The armour bonus without its shield (mundane or magic), set when it carries one: in close combat a shield is not
   * used with a weapon that Requires Two Hands (L2557-2559, L3503-3504). */
  armourBonusNoShield?: number;
  armourPieces: string[];
  ward?: number;
  regeneration?: number;
  rules: Map<string, number | string | true>;
  items: Set<string>;
  champion: boolean;
  standard: boolean;
  musician: boolean;
  woundsTaken: number;
  mount?: { name: string; profile: Profile; rules: Map<string, number | string | true> };
}

export const RULE_IDS = new Set(SPECIAL_RULES.map((r) => r.id));
export const ITEM_IDS = new Set(MAGIC_ITEMS.map((i) => i.id));
export const itemInfo = (id: string) => MAGIC_ITEMS.find((i) => i.id === id)!;

/** Armour pieces of the magic armour items (their mundane type, L3559-3561) and their ward/rule effects. */
const MAGIC_ARMOUR: Record<string, { replaces?: 'class' | 'shield'; bonus: number; ward?: number; rules?: string[] }> = {
  armourOfDestiny: { replaces: 'class', bonus: 2, ward: 4 },
  gamblersArmour: { replaces: 'class', bonus: 2, ward: 6 },
  armourOfFortune: { replaces: 'class', bonus: 2, ward: 5 },
  bronzeBreastplate: { replaces: 'class', bonus: 2 },
  glitteringCuirass: { replaces: 'class', bonus: 2, rules: ['distracting'] },
  mithrilMail: { replaces: 'class', bonus: 5 },
  forceShield: { replaces: 'shield', bonus: 1 },
  hardenedShield: { replaces: 'shield', bonus: 2 },
  luckyShield: { replaces: 'shield', bonus: 1 },
  bluffersHelm: { bonus: 1 },
  dragonscaleHelm: { bonus: 1, rules: ['fireborn'] },
  dragonMantle: { bonus: 0 },
};
const ITEM_WARD: Record<string, number> = { talismanOfSupremeShielding: 4, talismanOfGreaterShielding: 5, talismanOfShielding: 6 };
const ITEM_RULES: Record<string, RuleRef[]> = {
  crystalBall: [{ id: 'lightningReflexes' }], divineIcon: [{ id: 'holyAttacks' }], holyIcon: [{ id: 'holyAttacks' }], blessedSword: [{ id: 'holyAttacks' }],
  flamingLance: [{ id: 'flamingAttacks' }], rendingBanner: [{ id: 'armourPiercing', value: 1 }], obsidianNullstone: [{ id: 'magicResistance', value: 3 }],
  obsidianRock: [{ id: 'magicResistance', value: 2 }], obsidianPebble: [{ id: 'magicResistance', value: 1 }], dragonfireGem: [{ id: 'fireborn' }],
  screamingSwords: [{ id: 'fear' }], stalkersStandard: [{ id: 'strider' }, { id: 'swiftstride' }], flyingCarpet: [{ id: 'fly', value: 6 }],
  wizardsHood: [{ id: 'stupidity' }], sproutOfRebirth: [{ id: 'regeneration', value: 4 }],
};

const parseValue = (v: number | string | undefined): number | string | true => (v === undefined ? true : v);

/** Special rules by id with their values (unknown ids reported under `path`/rules/i/id). */
export function rulesMap(refs: RuleRef[] | undefined, path: string, issues: IssueCollector): Map<string, number | string | true> {
  const m = new Map<string, number | string | true>();
  (refs ?? []).forEach((ref, i) => {
    if (!RULE_IDS.has(ref.id)) {
      issues.add(pointer(...path.split('/').filter(Boolean), 'rules', i, 'id'), 'unknown_rule', `unknown special rule "${ref.id}"; see the catalogue's specialRules`);
      return;
    }
    const prev = m.get(ref.id);
    // Duplicate rules do not stack; the highest value applies; Fight in Extra Rank stacks (L3090-3101).
    if (ref.id === 'fightInExtraRank') m.set(ref.id, (typeof prev === 'number' ? prev : 0) + (typeof ref.value === 'number' ? ref.value : 1));
    else if (prev === undefined || (typeof ref.value === 'number' && typeof prev === 'number' && ref.value > prev)) m.set(ref.id, parseValue(ref.value));
  });
  return m;
}

function checkProfile(p: Partial<Profile> | undefined, path: string[], issues: IssueCollector, required: readonly string[]): Profile {
  const out = {} as Profile;
  for (const k of CHARACTERISTICS) {
    const v = p?.[k];
    if (v === undefined) {
      if (required.includes(k)) issues.add(pointer(...path, k), 'required', `${k} is required (0 to 10)`);
      out[k] = 0;
      continue;
    }
    if (!Number.isInteger(v) || v < 0 || v > 10) issues.add(pointer(...path, k), 'range', `${k} must be an integer from 0 to 10 (L657-658)`);
    out[k] = v;
  }
  return out;
}

/** Resolve a unit; every offending field is reported at once, under `at` (e.g. "attacker"). */
export function resolveUnit(input: UnitInput, at: string, requiredChars: readonly string[] = CHARACTERISTICS): Unit {
  const issues = new IssueCollector();
  const path = at.split('/').filter(Boolean);
  let base: UnitInput = input;
  if (input.catalogueId !== undefined) {
    const cat = PROFILES[input.catalogueId];
    if (!cat) throw new DomainError('unknown_reference', `Unknown catalogue id "${input.catalogueId}"`, [{ path: pointer(...path, 'catalogueId'), code: 'unknown_profile', message: `known: ${Object.keys(PROFILES).join(', ')}` }]);
    base = { ...cat, ...input, profile: { ...cat.profile, ...input.profile }, rules: [...(cat.rules ?? []), ...(input.rules ?? [])] };
  }
  const troopType = base.troopType ?? 'infantry';
  if (!TROOP_TYPES.includes(troopType)) issues.add(pointer(...path, 'troopType'), 'enum', `troopType must be one of ${TROOP_TYPES.join(', ')}`);
  const profile = checkProfile(base.profile, [...path, 'profile'], issues, requiredChars);
  const models = base.models ?? 1;
  if (!Number.isInteger(models) || models < 1) issues.add(pointer(...path, 'models'), 'range', 'models must be a positive integer');
  const files = base.files ?? Math.min(models, 5);
  if (!Number.isInteger(files) || files < 1) issues.add(pointer(...path, 'files'), 'range', 'files must be a positive integer');
  const weapon = base.weapon ?? 'handWeapon';
  if (!(weapon in CLOSE_COMBAT_WEAPONS)) issues.add(pointer(...path, 'weapon'), 'enum', `weapon must be one of ${Object.keys(CLOSE_COMBAT_WEAPONS).join(', ')}`);
  else if (TROOP_TYPES.includes(troopType)) {
    // Lances only for mounted models, War Beasts and Monstrous Beasts (L2415-2419); foot spears never mounted (L2422)
    const mounted = TROOP_TYPE_INFO[troopType].mounted;
    if ((weapon === 'lance' || weapon === 'lightLance') && !mounted && troopType !== 'warBeast' && troopType !== 'monstrousBeast') issues.add(pointer(...path, 'weapon'), 'weapon_troop_type', `a ${weapon === 'lance' ? 'lance' : 'light lance'} is used only by mounted models, War Beasts and Monstrous Beasts (L2415-2419), not ${troopType}`);
    if (weapon === 'spear' && mounted) issues.add(pointer(...path, 'weapon'), 'weapon_troop_type', `mounted models (${troopType}) cannot use a foot spear (L2420-2422)`);
  }
  if (base.missileWeapon !== undefined && !(base.missileWeapon in MISSILE_WEAPONS)) issues.add(pointer(...path, 'missileWeapon'), 'unknown_weapon', `missileWeapon must be one of ${Object.keys(MISSILE_WEAPONS).join(', ')}`);
  const rules = rulesMap(base.rules, at, issues);
  const items = new Set<string>();
  (base.items ?? []).forEach((id, i) => {
    if (!ITEM_IDS.has(id)) issues.add(pointer(...path, 'items', i), 'unknown_item', `unknown magic item "${id}"; see the catalogue's magicItems`);
    else items.add(id);
  });
  for (const [k, v] of [['ward', base.ward], ['regeneration', base.regeneration], ['innateDefence', base.innateDefence]] as const) {
    if (v !== undefined && (!Number.isInteger(v) || v < 2 || v > 6)) issues.add(pointer(...path, k), 'range', `${k} is a save value from 2 to 6 (X+)`);
  }
  const woundsTaken = base.woundsTaken ?? 0;
  if (!Number.isInteger(woundsTaken) || woundsTaken < 0) issues.add(pointer(...path, 'woundsTaken'), 'range', 'woundsTaken must be a non-negative integer');
  const mount = base.mount ? { name: base.mount.name ?? 'mount', profile: checkProfile(base.mount.profile, [...path, 'mount', 'profile'], issues, ['WS', 'S', 'I', 'A']), rules: rulesMap(base.mount.rules, `${at}/mount`, issues) } : undefined;
  issues.throwIfAny(issues.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', `Invalid unit at /${path.join('/')}`);
  if (woundsTaken >= models * Math.max(1, profile.W)) {
    throw new DomainError('impossible_state', 'The unit has already lost every wound', [{ path: pointer(...path, 'woundsTaken'), code: 'too_many', message: `a unit of ${models} models of W${profile.W} has at most ${models * profile.W - 1} wounds taken` }]);
  }
  // Armour (L2536-2577): magic armour replaces mundane armour of its category (L3559-3561).
  let pieces = [...(base.armour ?? [])];
  let bonus = 0;
  let shieldBonus = 0;
  const names: string[] = [];
  let ward = base.ward;
  for (const id of items) {
    const ma = MAGIC_ARMOUR[id];
    if (ma?.replaces === 'class') pieces = pieces.filter((p) => ARMOUR_PIECES[p].slot !== 'class');
    if (ma?.replaces === 'shield') pieces = pieces.filter((p) => p !== 'shield');
  }
  for (const p of pieces) {
    bonus += ARMOUR_PIECES[p].bonus;
    if (ARMOUR_PIECES[p].slot === 'shield') shieldBonus += ARMOUR_PIECES[p].bonus;
    names.push(p);
  }
  for (const id of items) {
    const ma = MAGIC_ARMOUR[id];
    if (ma) {
      bonus += ma.bonus;
      if (ma.replaces === 'shield') shieldBonus += ma.bonus;
      names.push(id);
      if (ma.ward) ward = Math.min(ward ?? 7, ma.ward);
      for (const r of ma.rules ?? []) if (!rules.has(r)) rules.set(r, true);
    }
    if (ITEM_WARD[id]) ward = Math.min(ward ?? 7, ITEM_WARD[id]);
    for (const r of ITEM_RULES[id] ?? []) if (!rules.has(r.id)) rules.set(r.id, parseValue(r.value));
  }
  const innate = items.has('dragonMantle') ? Math.min(base.innateDefence ?? 7, 5) : base.innateDefence;
  if (innate !== undefined) {
    bonus += 7 - innate;
    names.push(`innateDefence${innate}`);
  }
  if (typeof rules.get('wardSave') === 'number') ward = Math.min(ward ?? 7, rules.get('wardSave') as number);
  if (rules.has('otherworldly')) ward = Math.min(ward ?? 7, 5);
  let regeneration = base.regeneration;
  if (typeof rules.get('regeneration') === 'number') regeneration = Math.min(regeneration ?? 7, rules.get('regeneration') as number);
  for (const inh of TROOP_TYPE_INFO[troopType]?.inherent ?? []) if (['swiftstride', 'largeTarget', 'terror', 'unbreakable', 'unstable', 'skirmishers', 'cumbersome', 'moveOrFire'].includes(inh) && !rules.has(inh)) rules.set(inh, true);
  if (rules.has('terror') && !rules.has('fear')) rules.set('fear', true);
  if (rules.has('fly') && !rules.has('swiftstride')) rules.set('swiftstride', true);
  return {
    name: base.name ?? input.catalogueId ?? troopType,
    troopType,
    profile,
    models,
    files: Math.min(files, models),
    weapon,
    missileWeapon: base.missileWeapon,
    armourBonus: Math.min(6, bonus),
    ...(shieldBonus > 0 ? { armourBonusNoShield: Math.min(6, bonus - shieldBonus) } : {}),
    armourPieces: names,
    ward: ward === 7 ? undefined : ward,
    regeneration,
    rules,
    items,
    champion: base.champion ?? false,
    standard: base.standard ?? false,
    musician: base.musician ?? false,
    woundsTaken,
    mount,
  };
}

export const has = (u: { rules: Map<string, unknown> }, id: string): boolean => u.rules.has(id);
export function ruleNumber(u: { rules: Map<string, unknown> }, id: string): number | undefined {
  const v = u.rules.get(id);
  return typeof v === 'number' ? v : undefined;
}

/** Full ranks (L770-774): ranks of at least the troop type's full-rank width; 0 for Skirmishers/Free Reform (L3499-3501). */
export function fullRanks(u: Pick<Unit, 'troopType' | 'models' | 'files' | 'rules'>): number {
  const w = TROOP_TYPE_INFO[u.troopType].fullRank;
  if (w === 0 || u.rules.has('skirmishers') || u.rules.has('freeReform')) return 0;
  if (u.files < w) return 0;
  return Math.floor(u.models / u.files) + (u.models % u.files >= w ? 1 : 0);
}

export const isHorde = (u: Pick<Unit, 'troopType' | 'files'>): boolean => {
  const h = TROOP_TYPE_INFO[u.troopType].horde;
  return h !== null && u.files >= h;
};

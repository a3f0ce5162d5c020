/**
 * Kings of War 2nd edition reference data, transcribed from the seed
 * (003_80333abf01c9832d.txt). Plain typed constants; `catalogue()` in index.ts serves them.
 */
import { R } from './rules.js';

export const UNIT_TYPES = ['Inf', 'Cav', 'LInf', 'LCav', 'WE', 'Mon', 'Hero'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const HERO_SUBTYPES = ['Inf', 'Cav', 'LInf', 'LCav', 'Mon'] as const;
export type HeroSub = (typeof HERO_SUBTYPES)[number];
export const SIZE_CLASSES = ['Troop', 'Regiment', 'Horde', 'Legion', 'Single'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/** Default height per type; heroes take their subtype's (KoW heights: 003_80333abf01c9832d.txt L123-134). */
export const TYPE_HEIGHT: Record<Exclude<UnitType, 'Hero'>, number> = { Inf: 1, Cav: 2, LInf: 2, LCav: 3, WE: 1, Mon: 4 };

/** Models and formation (files × ranks) per size (KoW unit types: 003_80333abf01c9832d.txt L11-32). */
export const UNIT_SIZES: Record<'Inf' | 'Cav' | 'LInf' | 'LCav', Partial<Record<SizeClass, { models: number; files: number; ranks: number }>>> = {
  Inf: { Troop: { models: 10, files: 5, ranks: 2 }, Regiment: { models: 20, files: 5, ranks: 4 }, Horde: { models: 40, files: 10, ranks: 4 }, Legion: { models: 60, files: 10, ranks: 6 } },
  Cav: { Troop: { models: 5, files: 5, ranks: 1 }, Regiment: { models: 10, files: 5, ranks: 2 }, Horde: { models: 20, files: 10, ranks: 2 } },
  LInf: { Regiment: { models: 3, files: 3, ranks: 1 }, Horde: { models: 6, files: 3, ranks: 2 }, Legion: { models: 12, files: 6, ranks: 2 } },
  LCav: { Regiment: { models: 3, files: 3, ranks: 1 }, Horde: { models: 6, files: 3, ranks: 2 }, Legion: { models: 12, files: 6, ranks: 2 } },
};

/** Standard base (width × depth, mm) per type (KoW footprints: 003_80333abf01c9832d.txt L57-87). */
export const DEFAULT_BASE_MM: Record<Exclude<UnitType, 'Hero'>, { w: number; d: number }> = {
  Inf: { w: 20, d: 20 }, Cav: { w: 25, d: 50 }, LInf: { w: 40, d: 40 }, LCav: { w: 50, d: 50 }, WE: { w: 50, d: 50 }, Mon: { w: 50, d: 50 },
};

export interface SpecialRuleInfo {
  id: string;
  name: string;
  /** The seed's Spanish name. */
  seedName: string;
  /** 'number' takes (n); 'dice' takes a number or dice expression such as "D6+3". */
  param?: 'number' | 'dice' | 'unit';
  effect: string;
  cite: string;
  /** Which capability applies it. */
  appliesIn: Array<'attacks' | 'morale' | 'charges' | 'armies' | 'movement'>;
}

const sr = (id: string, name: string, seedName: string, rule: { cite: string }, effect: string, appliesIn: SpecialRuleInfo['appliesIn'], param?: SpecialRuleInfo['param']): SpecialRuleInfo => ({
  id, name, seedName, effect, cite: rule.cite, appliesIn, ...(param ? { param } : {}),
});

/** Every special rule of the seed (KoW special rules: 003_80333abf01c9832d.txt L857-1012). */
export const SPECIAL_RULES: readonly SpecialRuleInfo[] = [
  sr('bigShields', 'Big Shields', 'Escudos grandes', R.bigShields, 'Attacks through its front arc need 6+ to damage it.', ['attacks']),
  sr('blast', 'Blast(n)', 'Explosión', R.blast, 'Each hit of this ranged attack becomes n hits (n may be dice, e.g. D6+3).', ['attacks'], 'dice'),
  sr('breathAttack', 'Breath Attack(n)', 'Ataque de Aliento', R.breath, 'Ranged attack of n dice, 12", always hits on 4+ ignoring modifiers.', ['attacks'], 'number'),
  sr('brutal', 'Brutal', 'Brutal', R.brutal, '+1 to the nerve test of an enemy it makes test (once, not per unit).', ['attacks', 'morale']),
  sr('crushingStrength', 'Crushing Strength(n)', 'Fuerza Aplastante', R.crushingStrength, '+n to damage rolls of its melee attacks.', ['attacks'], 'number'),
  sr('elite', 'Elite', 'Elite', R.elite, 'May reroll to-hit dice showing a natural 1.', ['attacks']),
  sr('ensnare', 'Ensnare', 'Bloqueo', R.ensnare, 'Enemies attacking it in melee from its front get -1 to hit.', ['attacks']),
  sr('fly', 'Fly', 'Volar', R.fly, 'Moves over anything; not Hindered by terrain it crosses unless it ends on or touching it; has Nimble.', ['attacks', 'charges', 'movement']),
  sr('fury', 'Fury', 'Furia', R.fury, 'May counter-charge while Wavering.', ['charges']),
  sr('headstrong', 'Headstrong', 'Testarudez', R.headstrong, 'Starting its turn Wavering, roll D6: on 4+ it ignores the wavering restrictions (stays Disordered).', ['morale']),
  sr('indirectFire', 'Indirect Fire', 'Fuego indirecto', R.indirectFire, 'Ignores the -1 for cover; cannot shoot targets 12" or closer.', ['attacks']),
  sr('individual', 'Individual', 'Individuo', R.individuals, 'Ranged attacks against it get -1 to hit; melee attacks against it and by it are never multiplied.', ['attacks', 'charges']),
  sr('inspiring', 'Inspiring', 'Inspirador', R.inspiring, 'A Routed result of itself or a friendly non-allied unit within 6" is rerolled; the second result stands.', ['morale'], 'unit'),
  sr('ironResolve', 'Iron Resolve', 'Determinación Férrea', R.ironResolve, 'A Steady nerve result removes 1 damage.', ['morale']),
  sr('lifeleech', 'Lifeleech(n)', 'Chupavidas', R.lifeleech, 'Each point of melee damage it deals removes one of its own damage, at most n.', ['attacks'], 'number'),
  sr('nimble', 'Nimble', 'Agilidad', R.nimble, 'One extra pivot up to 90° with any order but Halt; no -1 to hit for moving.', ['attacks', 'charges', 'movement']),
  sr('pathfinder', 'Pathfinder', 'Exploración', R.pathfinder, 'Treats difficult terrain as open; not Hindered by difficult terrain when charging.', ['attacks', 'charges', 'movement']),
  sr('phalanx', 'Phalanx', 'Falange', R.phalanx, 'Units charging its front lose Thunderous Charge.', ['attacks']),
  sr('piercing', 'Piercing(n)', 'Penetración', R.piercing, '+n to damage rolls of its ranged attacks.', ['attacks'], 'number'),
  sr('regeneration', 'Regeneration(n)', 'Regeneración', R.regeneration, 'On receiving an order, roll a D6 per damage; each n+ removes one.', ['movement'], 'number'),
  sr('reload', 'Reload!', '¡Recarga!', R.reload, 'May shoot only if ordered to Halt.', ['attacks']),
  sr('shambling', 'Shambling', 'Tembleque', R.shambling, 'Cannot be ordered At the Double except for a Vanguard move.', ['movement']),
  sr('stealthy', 'Stealthy', 'Sigilo', R.stealthy, 'Shooters get -1 to hit it.', ['attacks']),
  sr('strider', 'Strider', 'Montaraz', R.strider, 'Never Hindered when charging.', ['attacks', 'charges']),
  sr('thunderousCharge', 'Thunderous Charge(n)', 'Carga Atronadora', R.thunderousCharge, '+n to damage in melee; lost when Disordered, Hindered, or charging a Phalanx front.', ['attacks'], 'number'),
  sr('vanguard', 'Vanguard', 'Vanguardia', R.vanguard, 'After deployment may make one At the Double or Advance move.', ['movement']),
  sr('veryInspiring', 'Very Inspiring', 'Gran Inspirador', R.veryInspiring, 'As Inspiring with a 9" range.', ['morale']),
  sr('vicious', 'Vicious', 'Crueldad', R.vicious, 'May reroll damage dice showing a natural 1.', ['attacks']),
  sr('yellowBellied', 'Yellow-Bellied', 'Cobardía', R.yellowBellied, 'Charging an enemy front, roll D6: on 1 it Halts instead (not vs flank/rear, Individuals, War Engines, nor when counter-charging).', ['charges']),
];
export const SPECIAL_RULE_IDS: ReadonlySet<string> = new Set(SPECIAL_RULES.map((r) => r.id));
export const PARAM_RULES: ReadonlyMap<string, SpecialRuleInfo['param']> = new Map(SPECIAL_RULES.filter((r) => r.param).map((r) => [r.id, r.param]));

export interface SpellInfo {
  id: 'fireball' | 'baneChant' | 'windBlast' | 'lightningBolt' | 'heal' | 'surge';
  name: string;
  range: number;
  friendlyOnly: boolean;
  /** Whether hits roll to damage (Fireball, Lightning Bolt). */
  damages: boolean;
  piercing: number;
  effect: string;
  cite: string;
}

/** Spells (KoW spells: 003_80333abf01c9832d.txt L1149-1228). */
export const SPELLS: readonly SpellInfo[] = [
  { id: 'fireball', name: 'Fireball(n)', range: 12, friendlyOnly: false, damages: true, piercing: 0, effect: 'n dice at 4+, normal damage rolls.', cite: R.fireball.cite },
  { id: 'baneChant', name: 'Bane-chant(n)', range: 12, friendlyOnly: true, damages: false, piercing: 0, effect: 'Friendly unit (engaged allowed); 1+ hit gives +1 Piercing and +1 Crushing Strength for the turn; does not stack.', cite: R.baneChant.cite },
  { id: 'windBlast', name: 'Wind Blast(n)', range: 18, friendlyOnly: false, damages: false, piercing: 0, effect: 'Each hit pushes the target 1" away from the caster (back, sideways or forward by arc).', cite: R.windBlast.cite },
  { id: 'lightningBolt', name: 'Lightning Bolt(n)', range: 24, friendlyOnly: false, damages: true, piercing: 1, effect: 'n dice at 4+, Piercing(1).', cite: R.lightningBolt.cite },
  { id: 'heal', name: 'Heal(n)', range: 12, friendlyOnly: true, damages: false, piercing: 0, effect: 'Friendly unit (engaged allowed); each hit removes 1 damage.', cite: R.heal.cite },
  { id: 'surge', name: 'Surge(n)', range: 12, friendlyOnly: true, damages: false, piercing: 0, effect: 'Friendly Shambling unit; each hit moves it 1" forward; contact is a charge.', cite: R.surge.cite },
];

export interface WeaponInfo {
  id: string;
  name: string;
  range: number;
  /** Pistols, javelins, thrown weapons: no -1 to hit for moving. */
  noMovePenalty: boolean;
  cite: string;
}

/** Weapon ranges (KoW weapon ranges: 003_80333abf01c9832d.txt L489-502, War Engines L792). */
export const WEAPONS: readonly WeaponInfo[] = [
  { id: 'longRifle', name: 'Long rifle', range: 36, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'heavyCrossbow', name: 'Heavy crossbow', range: 36, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'bow', name: 'Bow', range: 24, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'crossbow', name: 'Crossbow', range: 24, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'rifle', name: 'Rifle', range: 24, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'harpoonLauncher', name: 'Harpoon launcher', range: 18, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'carbine', name: 'Carbine', range: 18, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'fireProjectiles', name: 'Fire projectiles', range: 18, noMovePenalty: false, cite: R.weaponRanges.cite },
  { id: 'pistol', name: 'Pistol', range: 12, noMovePenalty: true, cite: R.weaponRanges.cite },
  { id: 'javelin', name: 'Javelin', range: 12, noMovePenalty: true, cite: R.weaponRanges.cite },
  { id: 'thrown', name: 'Thrown weapon', range: 12, noMovePenalty: true, cite: R.weaponRanges.cite },
  { id: 'warEngine', name: 'War Engine (default)', range: 48, noMovePenalty: false, cite: R.warEngines.cite },
];

/** Terrain types (KoW terrain: 003_80333abf01c9832d.txt L415-469); height ≈ 1 per inch, obstacles 1 for cover. */
export const TERRAIN_TYPES = [
  { id: 'impassable', name: 'Impassable terrain (buildings, high walls; the table edge)', movement: 'cannot be crossed or ended on; may be pivoted through', charges: 'go around it', sight: 'blocks by height', defaultHeight: 4, cite: R.terrainTypes.cite },
  { id: 'difficult', name: 'Difficult terrain (woods, fields, rocky ground)', movement: 'no At the Double', charges: 'crossing or ending on it Hinders', sight: 'blocks by height, never for a unit partly inside it', defaultHeight: 1, cite: R.terrainTypes.cite },
  { id: 'obstacle', name: 'Obstacle (low wall, fence, hedge; taller than 1" = impassable)', movement: 'crossable, not At the Double', charges: 'crossing or ending on it Hinders', sight: 'never blocks; height 1 for cover', defaultHeight: 1, cite: R.terrainTypes.cite },
  { id: 'decorative', name: 'Decorative (lone trees, bushes)', movement: 'no effect', charges: 'no effect', sight: 'never blocks', defaultHeight: 0, cite: R.terrainTypes.cite },
  { id: 'hill', name: 'Hill', movement: 'no effect stated', charges: 'no effect', sight: 'a unit mostly on it adds its height; blocks by its height', defaultHeight: 1, cite: R.terrainTypes.cite },
] as const;

/** The one scenario of the seed (KoW kill points: 003_80333abf01c9832d.txt L1232-1291). */
export const SCENARIO = {
  id: 'killPoints',
  name: 'Kill points (standard game)',
  table: { widthInches: 72, depthInches: 48, cite: R.table.cite },
  deployment: 'Alternate units on opposite long edges, more than 12" from the centre line.',
  length: '6 turns each, then D6: 4-6 one more turn each.',
  victory: 'Sum of routed enemy units\' points; a margin of 10% of the points limit wins, else a draw.',
  cite: R.killPoints.cite,
} as const;

/** Elf archers, the sample profile of the seed (KoW stat line example: 003_80333abf01c9832d.txt L198-204). */
export const PROFILES = [
  { id: 'elf-archers-troop', name: 'Elf Archers', type: 'Inf', size: 'Troop', sp: 6, me: 5, ra: 4, de: 4, att: 8, ne: { waver: 10, rout: 12 }, pts: 115, specialRules: [], weapon: 'bow' },
  { id: 'elf-archers-regiment', name: 'Elf Archers', type: 'Inf', size: 'Regiment', sp: 6, me: 5, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 150, specialRules: [], weapon: 'bow' },
  { id: 'elf-archers-horde', name: 'Elf Archers', type: 'Inf', size: 'Horde', sp: 6, me: 5, ra: 4, de: 4, att: 20, ne: { waver: 21, rout: 23 }, pts: 250, specialRules: [], weapon: 'bow' },
] as const;

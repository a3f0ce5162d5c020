/**
 * The 9th Age built-in data: characteristics (§2.1, L624-663), troop types (§2.3, L2163-2391), mundane
 * equipment (§2.7, L2392-2577), deployment types and secondary objectives (§8.2-8.3, L452-479), terrain
 * features (§7.2, L2832-2947) and a few example profiles usable by catalogue id.
 */
import { SEED } from './rules.js';

export const CHARACTERISTICS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];
export type Profile = Record<Characteristic, number>;

export const TROOP_TYPES = ['infantry', 'warBeast', 'cavalry', 'monstrousInfantry', 'monstrousBeast', 'monstrousCavalry', 'chariot', 'monster', 'riddenMonster', 'swarm', 'warMachine'] as const;
export type TroopType = (typeof TROOP_TYPES)[number];

export interface TroopTypeInfo {
  height: 'small' | 'medium' | 'large';
  /** Models per full rank; horde width (null: none). */
  fullRank: number;
  horde: number | null;
  /** Supporting attacks per model: 1, up to 3 (Monstrous Support), 0 (none). */
  support: number;
  mounted: boolean;
  inherent: string[];
  /** Dice of a dangerous-terrain test (L2816-2823). */
  dangerousDice: number;
  cite: string;
}

const tt = (height: TroopTypeInfo['height'], fullRank: number, horde: number | null, support: number, mounted: boolean, inherent: string[], dangerousDice: number): TroopTypeInfo => ({
  height, fullRank, horde, support, mounted, inherent, dangerousDice, cite: `${SEED} L2163-2391`,
});

export const TROOP_TYPE_INFO: Record<TroopType, TroopTypeInfo> = {
  infantry: tt('small', 5, 10, 1, false, [], 1),
  warBeast: tt('small', 5, 10, 1, false, ['swiftstride'], 1),
  cavalry: tt('medium', 5, 10, 1, true, ['swiftstride', 'combinedProfile', 'cavalrySupport', 'mountsProtection'], 1),
  monstrousInfantry: tt('medium', 3, 6, 3, false, ['monstrousSupport', 'monstrousRanks', 'stomp'], 2),
  monstrousBeast: tt('medium', 3, 6, 3, false, ['swiftstride', 'monstrousSupport', 'monstrousRanks', 'stomp'], 2),
  monstrousCavalry: tt('medium', 3, 6, 3, true, ['swiftstride', 'combinedProfile', 'cavalrySupport', 'monstrousSupport', 'monstrousRanks', 'stomp', 'mountsProtection'], 2),
  chariot: tt('medium', 3, 6, 1, true, ['impactHits', 'swiftstride', 'cavalrySupport', 'monstrousRanks', 'cannotMarch', 'mountsProtection'], 4),
  monster: tt('large', 1, null, 0, false, ['monsterRanks', 'stomp', 'largeTarget', 'terror'], 4),
  riddenMonster: tt('large', 1, null, 0, true, ['monsterRanks', 'stomp', 'ridenMonsterProfile', 'largeTarget', 'terror'], 4),
  swarm: tt('small', 0, 10, 1, false, ['skirmishers', 'unbreakable', 'unstable'], 1),
  warMachine: tt('small', 0, null, 0, false, ['warMachineProfile', 'cumbersome', 'moveOrFire', 'cannotMarch'], 1),
};

export const CLOSE_COMBAT_WEAPONS = {
  handWeapon: { name: 'Hand weapon', twoHands: false, s: 0, a: 0, i: 0, effect: 'with a shield on foot: Parry', cite: `${SEED} L2400-2407` },
  flail: { name: 'Flail', twoHands: true, s: 2, a: 0, i: 0, effect: '+2 S; attacks against the bearer +1 to hit', cite: `${SEED} L2408-2409` },
  greatWeapon: { name: 'Great weapon', twoHands: true, s: 2, a: 0, i: 0, effect: '+2 S; strikes at I0', cite: `${SEED} L2410-2412` },
  halberd: { name: 'Halberd', twoHands: true, s: 1, a: 0, i: 0, effect: '+1 S', cite: `${SEED} L2413` },
  additionalHandWeapon: { name: 'Additional hand weapon', twoHands: true, s: 0, a: 1, i: 1, effect: '+1 A and +1 I', cite: `${SEED} L2414` },
  lance: { name: 'Lance', twoHands: false, s: 2, a: 0, i: 0, effect: '+2 S in the round after charging, vs the charged unit; mounted, War Beasts, Monstrous Beasts only', cite: `${SEED} L2415-2417` },
  lightLance: { name: 'Light lance', twoHands: false, s: 1, a: 0, i: 0, effect: '+1 S in the round after charging; mounted, War Beasts, Monstrous Beasts only', cite: `${SEED} L2418-2419` },
  spear: { name: 'Spear', twoHands: false, s: 0, a: 0, i: 0, effect: 'Fight in Extra Rank, Armour Piercing (1), Lethal Strike vs Cavalry/Monstrous Cavalry/Chariots in the front; not mounted', cite: `${SEED} L2420-2422` },
} as const;
export type CloseCombatWeapon = keyof typeof CLOSE_COMBAT_WEAPONS;

export interface MissileWeaponInfo { name: string; range: number; s: number | 'user'; rules: Array<{ id: string; value?: number }>; cite: string }
export const MISSILE_WEAPONS: Record<string, MissileWeaponInfo> = {
  handgun: { name: 'Handgun', range: 24, s: 4, rules: [{ id: 'unwieldy' }, { id: 'armourPiercing', value: 1 }], cite: `${SEED} L2427-2439` },
  shortBow: { name: 'Short bow', range: 18, s: 3, rules: [{ id: 'volleyFire' }], cite: `${SEED} L2427-2439` },
  bow: { name: 'Bow', range: 24, s: 3, rules: [{ id: 'volleyFire' }], cite: `${SEED} L2427-2439` },
  longbow: { name: 'Longbow', range: 30, s: 3, rules: [{ id: 'volleyFire' }], cite: `${SEED} L2427-2439` },
  throwingWeapon: { name: 'Throwing weapon', range: 12, s: 'user', rules: [{ id: 'quickToFire' }, { id: 'multipleShots', value: 2 }], cite: `${SEED} L2427-2439` },
  crossbow: { name: 'Crossbow', range: 30, s: 4, rules: [{ id: 'unwieldy' }], cite: `${SEED} L2427-2439` },
  pistol: { name: 'Pistol', range: 12, s: 4, rules: [{ id: 'quickToFire' }, { id: 'armourPiercing', value: 1 }], cite: `${SEED} L2427-2439` },
  braceOfPistols: { name: 'Brace of pistols', range: 12, s: 4, rules: [{ id: 'quickToFire' }, { id: 'armourPiercing', value: 1 }, { id: 'multipleShots', value: 2 }], cite: `${SEED} L2427-2439` },
};

export const ARMOUR_PIECES = {
  light: { bonus: 1, slot: 'class' }, heavy: { bonus: 2, slot: 'class' }, plate: { bonus: 3, slot: 'class' },
  shield: { bonus: 1, slot: 'shield' }, barding: { bonus: 1, slot: 'barding' },
  mountsProtection6: { bonus: 1, slot: 'mount' }, mountsProtection5: { bonus: 2, slot: 'mount' },
} as const;
export type ArmourPiece = keyof typeof ARMOUR_PIECES;

export const DEPLOYMENT_TYPES = [
  { id: 'classic', d6: [1, 2, 3], name: 'Classic', rule: 'each zone: its half, more than 12" from the centre line', cite: `${SEED} L452-469` },
  { id: 'diagonal', d6: [4, 5], name: 'Diagonal', rule: 'each zone: its half of a corner-to-corner line, more than 9" from it', cite: `${SEED} L452-469` },
  { id: 'flankAttack', d6: [6], name: 'Flank Attack', rule: 'attacker: more than 9" from the centre line within 18" of a short edge, 15" elsewhere; defender: the mirror (option flankAttackDefenderLiteral: the literal reading)', cite: `${SEED} L452-469` },
];

export const SECONDARY_OBJECTIVES = [
  { id: 'holdTheGround', d6: [1, 2], name: 'Hold the Ground', rule: 'more scoring units within 6" of the board centre', cite: `${SEED} L470-479, L2968-2987` },
  { id: 'breakthrough', d6: [3, 4], name: 'Breakthrough', rule: '≥1 scoring unit in the opponent deployment zone (not ambushers arriving turn 4+)', cite: `${SEED} L470-479, L2968-2987` },
  { id: 'secureTarget', d6: [5, 6], name: 'Secure Target', rule: 'control more of the two markers (more scoring units within 6")', cite: `${SEED} L470-479, L2968-2987` },
];

export const TERRAIN_TYPES = [
  { id: 'impassable', los: 'obscuring', cover: 'hard', movement: 'cannot enter; 1" away except charging', cite: `${SEED} L2838-2844` },
  { id: 'fields', los: 'clear', cover: 'soft', movement: 'dangerous for Cavalry, Monstrous Cavalry, Chariots', cite: `${SEED} L2845-2850` },
  { id: 'hill', los: 'obscuring', cover: 'soft/hard', movement: 'open; charging off a hill +1 CR', cite: `${SEED} L2851-2862` },
  { id: 'forest', los: 'clear', cover: 'soft', movement: 'dangerous for Cavalry, Monstrous Cavalry, Chariots and flyers; never Steadfast inside', cite: `${SEED} L2863-2869` },
  { id: 'ruins', los: 'clear', cover: 'hard', movement: 'dangerous for all but Skirmishers; Cavalry/Monstrous Cavalry/Chariots fail on 1-2', cite: `${SEED} L2870-2875` },
  { id: 'water', los: 'clear', cover: 'none', movement: 'no marching; dangerous for Cavalry, Monstrous Cavalry, Chariots', cite: `${SEED} L2876-2882` },
  { id: 'wall', los: 'clear', cover: 'hard', movement: 'dangerous for Cavalry, Monstrous Cavalry, Chariots', cite: `${SEED} L2883-2891` },
  { id: 'building', los: 'obscuring', cover: 'hard', movement: 'impassable except entering, leaving, assaulting', cite: `${SEED} L2892-2946` },
] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number]['id'];
export const TERRAIN_TYPE_IDS = TERRAIN_TYPES.map((t) => t.id);

/** Troop types for which a terrain is dangerous (L2845-2891); 'allButSkirmishers' for ruins. */
export function dangerousFor(terrain: TerrainType, type: TroopType, skirmishers: boolean, flying: boolean): { dangerous: boolean; failOn: number } {
  const horse = type === 'cavalry' || type === 'monstrousCavalry' || type === 'chariot';
  if (terrain === 'ruins') return { dangerous: !skirmishers, failOn: horse ? 2 : 1 };
  if (terrain === 'forest') return { dangerous: horse || flying, failOn: 1 };
  if (terrain === 'fields' || terrain === 'water' || terrain === 'wall') return { dangerous: horse, failOn: 1 };
  return { dangerous: false, failOn: 1 };
}

export const CATEGORIES = ['lord', 'hero', 'core', 'special', 'rare'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Example profiles usable as `catalogueId` (army-book data is not in the seed; these are illustrative). */
export const PROFILES: Record<string, { name: string; troopType: TroopType; profile: Profile; models: number; files: number; weapon?: CloseCombatWeapon; armour?: ArmourPiece[]; missileWeapon?: string; rules?: Array<{ id: string; value?: number | string }> }> = {
  'spearmen-30': { name: 'Spearmen (30)', troopType: 'infantry', profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, models: 30, files: 6, weapon: 'spear', armour: ['light', 'shield'] },
  'halberdiers-40': { name: 'Halberdiers horde (40)', troopType: 'infantry', profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, models: 40, files: 10, weapon: 'halberd', armour: ['heavy'] },
  'knights-5': { name: 'Knights (5)', troopType: 'cavalry', profile: { M: 7, WS: 4, BS: 3, S: 4, T: 3, W: 1, I: 3, A: 1, Ld: 8 }, models: 5, files: 5, weapon: 'lance', armour: ['plate', 'shield', 'barding', 'mountsProtection6'] },
  'archers-20': { name: 'Archers (20)', troopType: 'infantry', profile: { M: 5, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 5, A: 1, Ld: 8 }, models: 20, files: 10, missileWeapon: 'longbow', armour: ['light'] },
  'trolls-6': { name: 'Trolls (6)', troopType: 'monstrousInfantry', profile: { M: 6, WS: 3, BS: 1, S: 5, T: 4, W: 3, I: 1, A: 3, Ld: 4 }, models: 6, files: 3, rules: [{ id: 'regeneration', value: 4 }, { id: 'fear' }] },
};

/** The order of the dice in seeded transcripts and given mode, per capability (API.md §2 "Dice"). */
export const DICE_ORDER = {
  attacks: [
    'for each attack group in initiative order (highest I first; rider, champion, supporting ranks, mount, special attacks): random counts (Random Attacks, Impact Hits D6, Breath 2D6) first',
    'hit: one d6 per attack, then the rerolls of that step (Hatred, reroll options); shooting needing 7+: the second d6 of each natural 6 ("hit2")',
    'wound: one d6 per hit that is not an automatic Poisoned wound, then its rerolls (Flaming vs Flammable, Blessed Sword, Bluffer\'s Helm)',
    'armour: one d6 per wound with a possible save, then rerolls (Dusk Stone)',
    'ward (or regeneration): one d6 per unsaved wound with a possible save, then the Holy Attacks rerolls of successes',
    'multipleWounds: the dice of Multiple Wounds (X) per unsaved wound when X is a dice expression',
    'artillery: the catapult\'s scatter die (1 or 6 a hit face) then its distance d6, the flame thrower\'s distance d6, the cannon\'s and bolt thrower\'s hit d6 ("hit2" for a 7+); a misfire then rolls the misfire d6 (and the Engineer\'s reroll); placed on the table (artillery.placement) a catapult template that moves takes its direction measured from artillery.placement.direction (given dice: not a roll) or draws it (seeded: "direction", a d360 in degrees, a d8 in steps of 45° with scatterDirections eight); an Engineer (option engineerRerolls) then rerolls the scatter die ("scatter", rerolled; a template it moves takes its direction from artillery.placement.rerollDirection or draws it) or the flame thrower\'s distance d6 unless a 6 ("flameDistance", rerolled; a 6 misfires); then the wound, armour and ward dice of the models hit: the R&F (the model under the centre last), then each character touched in the order of combined.characters; a cannon or bolt line model by model',
    'combined unit (request combined): the counts and hit dice of every group first, then each recipient in the attacker\'s order (characters first unless spareHitsTo is rankAndFile) rolls wound, armour, ward and Multiple Wounds for its hits; a template rolls the R&F, then each touched character',
    'combatRound: initiative steps from 10 down to 0; at each step the attacker unit\'s groups, then the target unit\'s, then the challenge fighters (attacker\'s, target\'s), then the characters outside the challenge, then the other units of a multiple combat (combat.units, in order), then the attacks directed at characters (allocations, in request order, attacker\'s side first), then the attacks split off to another unit (splits: the sides\', then the combat.units\', in request order), then the special attacks (specials, in the same order: each its hit count, one expression per model in base contact, e.g. one d6 per chariot for Impact Hits (D6), 2D6 for Breath; then, on a unit with characters, each recipient in the attacker\'s order its wound, armour and ward dice; Crush Attacks are the striker\'s own groups at I0), each group as above; then each losing unit\'s break test (2D6, then its Hold your Ground reroll; in a multiple combat the losing side\'s units in order: its unit 0 or 1, then its combat.units)',
  ],
  charges: ['none: charges report exact probabilities; seeded/given roll the charge range: 2D6 (3D6 with Swiftstride, or the Random Movement dice), then the Terror panic test 2D6 and its Hold your Ground reroll', 'chargerIds: every charger\'s range in the order given, before any moves (no Terror test)', 'redirect: the charger\'s Ld 2D6 (then its Hold your Ground reroll), then the range against the unit it charges'],
  morale: [
    'break: 2D6 per losing unit in request order, then the 2D6 of a Hold your Ground reroll; Daemonic Instability 2D6',
    'panic / rally / leadership: 2D6, then 2D6 for a Hold your Ground reroll',
    'pursuit: the flee 2D6 (3D6 with Swiftstride), then the pursuit 2D6 (3D6)',
  ],
  terrain: [
    'generate: the d6 Building/Impassable choice (1-3 a building), two d6 halved for the 2D3 extra features, a d6 type for each; then per feature a die with one face per section (a d6 on 72"×48"), rerolled while its section is taken (option extraFeatureSections), 2D6 distance and a d8 direction',
    'firstTurnRoll (after the layout\'s dice): side A\'s d6 then side B\'s; a tie (option firstTurnTie reroll) rolls both again',
    'ambushers: game turn by game turn from 2 to 6, the side playing first (deployment.goesFirst, default A) then the other, a d6 for each of that side\'s ambushers still waiting, in request order (3+ arrives)',
  ],
} as const;

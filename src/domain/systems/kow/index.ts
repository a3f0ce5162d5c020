/**
 * Kings of War 2nd edition (seed 003_80333abf01c9832d.txt). Serves all six capabilities: attacks,
 * charges, morale, armies, terrain and scoring.
 */
import type { GameSystem } from '../../core/system.js';
import { armiesCapability } from './armies.js';
import { attacksCapability } from './attacks.js';
import { BASE_VARIANTS, DICE_ORDER, footprintTable, HERO_BASE, POINTS_ORIENTATION } from './catalogue-tables.js';
import { chargesCapability } from './charges.js';
import { DEFAULT_BASE_MM, HERO_SUBTYPES, PROFILES, SCENARIO, SIZE_CLASSES, SPECIAL_RULES, SPELLS, TERRAIN_TYPES, TYPE_HEIGHT, UNIT_SIZES, UNIT_TYPES, WEAPONS } from './catalogue.js';
import { moraleCapability } from './morale.js';
import { KOW_OPTIONS } from './options.js';
import { scoringCapability } from './scoring.js';
import { terrainCapability } from './terrain.js';

export const kowSystem: GameSystem = {
  id: 'kow',
  name: 'Kings of War',
  rulesVersions: ['kow-2e'],
  catalogue: () => ({
    unitTypes: UNIT_TYPES,
    heroSubtypes: HERO_SUBTYPES,
    sizeClasses: SIZE_CLASSES,
    heights: TYPE_HEIGHT,
    unitSizes: UNIT_SIZES,
    defaultBasesMm: DEFAULT_BASE_MM,
    baseVariants: BASE_VARIANTS,
    footprints: footprintTable(),
    heroBase: HERO_BASE,
    pointsOrientation: POINTS_ORIENTATION,
    diceOrder: DICE_ORDER,
    specialRules: SPECIAL_RULES,
    spells: SPELLS,
    weapons: WEAPONS,
    terrainTypes: TERRAIN_TYPES,
    scenario: SCENARIO,
    profiles: PROFILES,
    options: KOW_OPTIONS,
  }),
  capabilities: {
    attacks: attacksCapability,
    charges: chargesCapability,
    morale: moraleCapability,
    armies: armiesCapability,
    scoring: scoringCapability,
    terrain: terrainCapability,
  },
};

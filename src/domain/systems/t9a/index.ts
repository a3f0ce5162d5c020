/**
 * The 9th Age: Fantasy Battles 0.11.1 (seed 004_1ae45c4b93e4399d.txt, the Spanish ES9 rulebook).
 */
import type { GameSystem } from '../../core/system.js';
import { armiesCapability } from './armies.js';
import { attacksCapability } from './attacks/index.js';
import { chargesCapability } from './charges/index.js';
import { moraleCapability } from './morale.js';
import { scoringCapability } from './scoring.js';
import { terrainCapability } from './terrain.js';
import { CATEGORIES, CHARACTERISTICS, CLOSE_COMBAT_WEAPONS, DEPLOYMENT_TYPES, DICE_ORDER, MISSILE_WEAPONS, ARMOUR_PIECES, PROFILES, SECONDARY_OBJECTIVES, TERRAIN_TYPES, TROOP_TYPE_INFO } from './catalogue.js';
import { MAGIC_ITEMS, SPECIAL_RULES } from './data/tables.js';
import { T9A_OPTIONS } from './options.js';
import { basesTouchedInRow } from './zones.js';

export const t9aSystem: GameSystem = {
  id: 't9a',
  name: 'The 9th Age: Fantasy Battles',
  rulesVersions: ['t9a-0.11.1'],
  catalogue: () => ({
    characteristics: CHARACTERISTICS,
    troopTypes: TROOP_TYPE_INFO,
    closeCombatWeapons: CLOSE_COMBAT_WEAPONS,
    missileWeapons: MISSILE_WEAPONS,
    armour: ARMOUR_PIECES,
    specialRules: SPECIAL_RULES,
    magicItems: MAGIC_ITEMS,
    categories: CATEGORIES,
    deploymentTypes: DEPLOYMENT_TYPES,
    templates: [1, 3, 5].map((inches) => ({ inches, basesTouchedInRow: { '20mm': basesTouchedInRow(inches, 20), '25mm': basesTouchedInRow(inches, 25), '40mm': basesTouchedInRow(inches, 40), cite: '004_1ae45c4b93e4399d.txt L612-622' } })),
    secondaryObjectives: SECONDARY_OBJECTIVES,
    terrainTypes: TERRAIN_TYPES,
    profiles: PROFILES,
    diceOrder: DICE_ORDER,
    options: Object.values(T9A_OPTIONS),
  }),
  capabilities: {
    attacks: attacksCapability,
    charges: chargesCapability,
    morale: moraleCapability,
    armies: armiesCapability,
    terrain: terrainCapability,
    scoring: scoringCapability,
  },
};

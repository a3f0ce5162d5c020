/**
 * A Game of Thrones: The Board Game, 2nd edition (seed 001_4bc5a92fd4dd1b7e.txt). An area map and
 * house cards instead of a table and dice; served so far: combat (strength, every House card ability,
 * victor, casualties, end of combat, Tides of Battle), army validation, march legality, supply reconciliation and Wildling attacks,
 * the Westeros phase, board setup and game-end scoring.
 */
import type { GameSystem } from '../../core/system.js';
import { WESTEROS_DECKS, WILDLING_CARDS, WILDLING_EFFECTS } from './cards.js';
import { EXTENDED_AREAS, EXTENDED_PAIRS, westerosMap, withMapOption } from './map.js';
import { HOUSES } from './map-types.js';
import { armyCapability } from './armies.js';
import { combatCapability } from './combat.js';
import { HOUSE_CARDS } from './house-cards.js';
import { marchCapability } from './march.js';
import { moraleCapability } from './morale.js';
import { scoringCapability } from './scoring.js';
import { PLAYER_COUNTS, STARTING_SUPPLY, STARTING_TRACKS, STARTING_UNITS } from './setup-data.js';
import { setupCapability } from './setup.js';
import { TOB_CARDS } from './tides-of-battle.js';
import { WESTEROS_CARDS } from './westeros/deck.js';

export const agotSystem: GameSystem = {
  id: 'agot',
  name: 'A Game of Thrones: The Board Game',
  rulesVersions: ['agot-2e'],
  catalogue: () => ({
    houses: HOUSES,
    houseCards: HOUSE_CARDS,
    map: { areas: westerosMap('seed').areas, adjacency: westerosMap('seed').adjacency },
    /** What option `adjacencies: "extended"` adds to the map (shared/data/agot/README.md, "Disputed adjacencies"). */
    mapExtended: { areas: EXTENDED_AREAS, adjacency: EXTENDED_PAIRS },
    playerCounts: PLAYER_COUNTS,
    startingUnits: STARTING_UNITS,
    startingSupply: STARTING_SUPPLY,
    startingTracks: STARTING_TRACKS,
    decks: { westeros: WESTEROS_DECKS, wildling: WILDLING_CARDS },
    /** The Westeros card types as the `westeros` kind of morale/test names them: decks, copies, Wildling icons, text, citation. */
    westerosCards: WESTEROS_CARDS,
    wildlingEffects: WILDLING_EFFECTS,
    tidesOfBattle: TOB_CARDS,
  }),
  capabilities: {
    // Every capability reads the board: each takes the `adjacencies` option (map.ts)
    attacks: withMapOption(combatCapability),
    armies: withMapOption(armyCapability),
    charges: withMapOption(marchCapability),
    morale: withMapOption(moraleCapability),
    terrain: withMapOption(setupCapability),
    scoring: withMapOption(scoringCapability),
  },
};

/** The catalogue section of army validation, battlefield setup and scoring (`GET /v1/asoiaf`), per rules version. */
import { is2018, SEED_2018, SEED_2021 } from '../rules.js';
import { ARMY_OPTIONS } from '../armies/validate.js';
import { CASTLE_WALL, keywordsOf, piecesOf, RANDOM_TABLE } from '../terrain/pieces.js';
import { modesOf } from './modes.js';
import { SCORING_OPTIONS } from './score.js';

export const ARMY_CODES = [
  'POINTS_LIMIT_EXCEEDED', 'FACTION_MISMATCH', 'NEUTRAL_LIMIT_EXCEEDED', 'NEUTRAL_FACTION_NON_NEUTRAL_CARD', 'COMMANDER_MISSING', 'COMMANDER_MULTIPLE', 'COMMANDER_WITHOUT_HOST',
  'COMMANDER_COST_NONZERO', 'CHARACTER_DUPLICATE', 'TEAM_CHARACTER_DUPLICATE', 'ATTACHMENT_UNASSIGNED', 'ATTACHMENT_LIMIT', 'ATTACHMENT_TYPE_MISMATCH', 'ATTACHMENT_ON_SOLO',
  'ATTACHMENT_HOST_NOT_COMBAT_UNIT', 'CARD_RESTRICTION', 'TACTICS_DECK_INVALID',
] as const;
export const TERRAIN_CODES = ['OFF_TABLE', 'IN_DEPLOYMENT_ZONE', 'TOO_CLOSE_TO_DEPLOYMENT_ZONE', 'TOO_CLOSE_TO_EDGE', 'TOO_CLOSE_TO_TERRAIN', 'IMPASSABLE_ON_OBJECTIVE', 'OBJECTIVE_ON_IMPASSABLE', 'OBJECTIVE_PLACEMENT', 'IMPASSABLE_NOT_ALLOWED', 'PIECE_NOT_ALLOWED'] as const;

/** Decisions that change no answer the request could give differently: documented as fixed rules. */
const FIXED_RULES = [
  { id: 'vpTargetOtherSizes', rule: 'VP target 8 + 2 per full 10 points over 30; a size that is not a multiple of 10 is a warning in army validation (digest §12.2 item 2)', cite: `${SEED_2021} L2079-2088` },
  { id: 'armyPointsOnTable', rule: 'the round-6 tie-break takes each player\'s army points on the battlefield from the request: surviving Combat Units and their attachments at full cost, damage and NCUs ignored (§12.2 item 3)', cite: `${SEED_2021} L2090-2094` },
  { id: 'controlIsAState', rule: 'objective control is evaluated from the holder and the enemies engaged with it at the end of each round, so a unit regains control once the out-ranking enemy leaves (§12.2 item 4)', cite: `${SEED_2021} L2258-2273` },
  { id: 'commanderKills', rule: 'A Clash of Kings / Fire and Blood: a destruction by the panic test of the Commander\'s or marked unit\'s attack is flagged by the request like any other (§12.2 item 15)', cite: `${SEED_2021} L2342-2344, L2733-2735` },
  { id: 'footprints', rule: 'terrain footprints are not in the seeds: 6"×6" unless given; castle walls 8"×2" (§12.3)', cite: `${SEED_2021} L2112-2205` },
  { id: 'tokenPositions', rule: 'A Game of Thrones / The Winds of Winter (2021): the four outer tokens 18" from the players\' table edges and 6" from the side edges; Sharp and Ready\'s diagram positions are not in the seeds (§12.3)', cite: `${SEED_2021} L2247-2250` },
  { id: 'multiplayerSides', rule: 'format teams: `gameSize` is the team\'s combined game size (2 against 2 at 20 points each: 40) and the team is one side; format freeForAll: `gameSize` is each player\'s army and the VP target is every player\'s; a unit a player\'s own effect or nobody\'s destroys scores for nobody in a free-for-all (§9.6)', cite: `${SEED_2021} L1848-1913; ${SEED_2018} L1099-1124` },
];

/** Both versions are listed (the catalogue is served for the default version only), keyed by rules version. */
export function listCatalogue(): Record<string, unknown> {
  const versions = ['asoiaf-2021', 'asoiaf-2018'] as const;
  const per = <T>(f: (v: string) => T): Record<string, T> => Object.fromEntries(versions.map((v) => [v, f(v)]));
  return {
    gameModes: per((v) => modesOf(v)),
    terrainKeywords: per((v) => keywordsOf(is2018(v))),
    terrainPieces: per((v) => [...piecesOf(is2018(v)), CASTLE_WALL]),
    randomTerrainTable: { rulesVersions: ['asoiaf-2021'], count: '1D3+2', roll: '2D6', table: RANDOM_TABLE, cite: `${SEED_2021} L2162-2202` },
    battlefield: { width: 48, depth: 48, cite: `${SEED_2021} L2114-2118; ${SEED_2018} L1235` },
    armyValidationCodes: ARMY_CODES,
    terrainIssueCodes: TERRAIN_CODES,
    listOptions: [...ARMY_OPTIONS, ...SCORING_OPTIONS],
    listFixedRules: FIXED_RULES,
    scoringFormats: [
      { id: 'standard', players: 2, note: 'two players (default)' },
      { id: 'teams', players: '2-4 on two teams', note: 'VP per team; victory conditions as usual', cite: `${SEED_2021} L1850-1883; ${SEED_2018} L1101-1112` },
      { id: 'freeForAll', players: '3-4', note: 'any mode but A Storm of Swords; VP per player; a player with every Combat Unit destroyed is out', cite: `${SEED_2021} L1885-1913; ${SEED_2018} L1114-1124` },
    ],
  };
}

import { RulesRequestDto } from '../../rules-request.dto.js';
import { GAME_MODES } from '../../../../domain/systems/asoiaf/scoring/modes.js';
import { TERRAIN_CODES } from '../../../../domain/systems/asoiaf/scoring/list-catalogue.js';
import { PIECES_2021 } from '../../../../domain/systems/asoiaf/terrain/pieces.js';
import { Enum, Int, Nested, Num, OptBool, OptEnum, OptNested, OptNestedArray, OptNum, OptOut, OptRef, Out, RefArray } from '../../dto-decorators.js';

const PIECE_IDS = [...PIECES_2021.map((p) => p.id), 'castleWall'];

export class AsoiafPointDto {
  @Num(0, { description: 'inches from the left edge' }) x!: number;
  @Num(0, { description: 'inches from player A\'s edge' }) y!: number;
}

export class AsoiafBoardDto {
  @Int(24, 100, { description: 'inches; default 48' }) width!: number;
  @Int(24, 100, { description: 'inches; default 48' }) depth!: number;
}

export class AsoiafTerrainPieceDto {
  @Enum(PIECE_IDS, { description: 'The piece (catalogue `terrainPieces` of the rules version)' }) piece!: string;
  @Nested(() => AsoiafPointDto) centre!: AsoiafPointDto;
  @OptNum(0.1, { description: 'inches along x; default 6 (castle wall 8)' }) width?: number;
  @OptNum(0.1, { description: 'inches along y; default 6 (castle wall 2)' }) depth?: number;
  @OptBool('One of the mode\'s own pieces (A Feast for Crows\' corpse piles under the tokens, castle walls): other terrain keeps 1" from it') extra?: boolean;
}

export class AsoiafTerrainRequestDto extends RulesRequestDto {
  @Enum(['generate', 'check'], { description: 'generate (seeded or given dice) or check a layout' }) mode!: 'generate' | 'check';
  @OptRef([...new Set(GAME_MODES.map((m) => m.id))], { description: 'Game mode of the rules version; default gameOfThrones' }) gameMode?: string;
  @OptNested(() => AsoiafBoardDto, { description: 'Default 48"×48"' }) board?: AsoiafBoardDto;
  @OptEnum(['choice', 'random'], { description: 'generate: players\' choice (default) or the 2021 random 1D3+2 pieces' }) method?: 'choice' | 'random';
  @RefArray(PIECES_2021.map((p) => p.id), { description: 'Players\' choice: the pieces to place, in order; default forest, wall, hedge, marsh' }) available?: string[];
  @OptRef(PIECES_2021.map((p) => p.id), { description: 'Random method: the piece a 7 gives (the roller\'s choice); default forest' }) rollersChoice?: string;
  @OptNestedArray(() => AsoiafTerrainPieceDto, { description: 'check: the layout' }) pieces?: AsoiafTerrainPieceDto[];
  @OptNestedArray(() => AsoiafPointDto, { description: 'check: the objective tokens; default the mode\'s fixed tokens' }) objectives?: AsoiafPointDto[];
  @OptBool('generate: also roll off for the deployment zone and say who is (2018) or decides (2021) the first player') deployment?: boolean;
  @OptBool('With deployment: the roll-off winner hands the choice of zone to the opponent, who then picks and deploys first') handsOver?: boolean;
}

export class AsoiafFirstPlayerDto {
  @OptOut({ type: 'string', enum: ['A', 'B'], description: '2018: the player who did not pick the zone is first' }) is?: string;
  @OptOut({ type: 'string', enum: ['A', 'B'], description: '2021: the player who did not pick the zone decides who is first' }) decidedBy?: string;
}

export class AsoiafDeploymentDto {
  @Out({ type: 'integer', isArray: true, description: 'The final roll-off, A then B' }) rollOff!: number[];
  @Out({ type: 'string', enum: ['A', 'B'], description: 'Picks a deployment zone or hands the choice over; deploys first' }) picksZone!: string;
  @Out({ type: () => AsoiafFirstPlayerDto }) firstPlayer!: AsoiafFirstPlayerDto;
}

export class AsoiafZoneDto {
  @Out({ type: 'string', enum: ['A', 'B'] }) player!: string;
  @OptOut({ type: 'string', enum: ['defender', 'attacker'] }) role?: string;
  @Out({ type: 'number' }) x0!: number;
  @Out({ type: 'number' }) y0!: number;
  @Out({ type: 'number' }) x1!: number;
  @Out({ type: 'number' }) y1!: number;
}

export class AsoiafPlacedPieceDto {
  @Out({ type: 'string' }) piece!: string;
  @Out({ type: () => AsoiafPointDto }) centre!: AsoiafPointDto;
  @Out({ type: 'number' }) width!: number;
  @Out({ type: 'number' }) depth!: number;
  @Out({ type: 'string', isArray: true }) keywords!: string[];
  @OptOut({ type: 'string', enum: ['A', 'B', 'defender', 'setup'] }) placedBy?: string;
  @OptOut({ type: 'boolean' }) extra?: boolean;
}

export class AsoiafTerrainIssueDto {
  @Out({ type: 'string', enum: [...TERRAIN_CODES] }) code!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'string', description: 'JSON pointer into the request' }) path!: string;
  @Out({ type: 'integer', isArray: true }) pieces!: number[];
}

export class AsoiafDiscardedPieceDto {
  @Out({ type: 'string' }) piece!: string;
  @Out({ type: 'string' }) reason!: string;
}

export class AsoiafTerrainResultDto {
  @Out({ type: 'boolean' }) valid!: boolean;
  @Out({ type: 'string' }) gameMode!: string;
  @Out({ type: () => AsoiafBoardDto }) board!: AsoiafBoardDto;
  @Out({ type: () => [AsoiafZoneDto] }) deploymentZones!: AsoiafZoneDto[];
  @Out({ type: () => [AsoiafPointDto] }) objectives!: AsoiafPointDto[];
  @Out({ type: () => [AsoiafPlacedPieceDto] }) pieces!: AsoiafPlacedPieceDto[];
  @Out({ type: () => [AsoiafTerrainIssueDto] }) issues!: AsoiafTerrainIssueDto[];
  @OptOut({ type: 'string', enum: ['choice', 'random'] }) method?: string;
  @OptOut({ type: 'string', isArray: true, description: 'generate: the setup order of the version' }) steps?: string[];
  @OptOut({ type: () => [AsoiafDiscardedPieceDto] }) discarded?: AsoiafDiscardedPieceDto[];
  @OptOut({ type: 'string', isArray: true }) notes?: string[];
  @OptOut({ type: () => AsoiafDeploymentDto, description: 'generate with deployment: true' }) deployment?: AsoiafDeploymentDto;
}

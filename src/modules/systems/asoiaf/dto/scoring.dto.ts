import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Min } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { GAME_MODES } from '../../../../domain/systems/asoiaf/scoring/modes.js';
import { Int, NestedArray, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptOut, OptStr, Out, Str } from '../../dto-decorators.js';

export class AsoiafControlUnitDto {
  @OptInt(0, 3, { description: 'Ranks left' }) ranks?: number;
  @OptBool('A solo unit (2021: its wounds left count as ranks)') solo?: boolean;
  @OptInt(0, 100, { description: 'A solo unit\'s wounds left' }) woundsLeft?: number;
}

export class AsoiafObjectiveHolderDto extends AsoiafControlUnitDto {
  @Int(0, 3, { description: 'Index in `players`' }) player!: number;
  @OptStr({ description: 'The unit (a unit carries one token at most)' }) unit?: string;
  @OptEnum(['fully', 'partly'], { description: 'How its tray covers the token; default fully' }) covers?: 'fully' | 'partly';
  @OptBool('The unit the player\'s Commander is in') commander?: boolean;
}

export class AsoiafObjectiveStateDto {
  @OptStr() id?: string;
  @OptEnum(['centre', 'side'], { description: 'Battle of Kings: the centre token (2 VP) or a side token (1 VP)' }) position?: 'centre' | 'side';
  @OptNested(() => AsoiafObjectiveHolderDto, { description: 'The unit on / carrying / first touching the token (per mode and version)' }) holder?: AsoiafObjectiveHolderDto;
  @OptNestedArray(() => AsoiafControlUnitDto, { description: 'Enemy Combat Units engaged with the holder' }) engaged?: AsoiafControlUnitDto[];
}

export class AsoiafDestroyedUnitDto {
  @Int(0, 3, { description: 'Index in `players` of its owner' }) owner!: number;
  @OptInt(0, 3, { description: 'Index in `players` of the player who destroyed it: required in a free-for-all (it scores the VP); elsewhere the opposing side by default' }) destroyer?: number;
  @OptStr() name?: string;
  @OptInt(0, 1000, { description: 'Army points (2018: a 0-point unit gives no VP)' }) points?: number;
  @OptEnum(['enemy', 'self', 'none'], { description: 'Who destroyed it; default enemy' }) by?: 'enemy' | 'self' | 'none';
  @OptBool('Destroyed by the enemy Commander\'s unit (A Clash of Kings)') byCommander?: boolean;
  @OptBool('It is its owner\'s Commander (A Clash of Kings, Battle of Kings)') commander?: boolean;
  @OptBool('One of its owner\'s marked units (Fire and Blood)') marked?: boolean;
  @OptBool('Destroyed by a marked enemy unit (Fire and Blood)') byMarked?: boolean;
  @OptInt(0, 100, { description: 'VP tokens on it (Fire and Blood; 2018 A Feast for Crows)' }) vpTokens?: number;
  @OptBool('A castle wall segment (A Storm of Swords): 5 VP') castleWall?: boolean;
}

export class AsoiafQuadrantUnitDto {
  @Int(0, 3) player!: number;
  @Int(0, 1000, { description: 'Army points (units with attachments, NCUs placed there)' }) points!: number;
  @OptBool('The Commander is here (+3)') commander?: boolean;
  @OptBool('A Non-Combat Unit placed here as its action (one per player per quadrant)') ncu?: boolean;
  @OptStr() name?: string;
}

export class AsoiafQuadrantDto {
  @NestedArray(() => AsoiafQuadrantUnitDto) units!: AsoiafQuadrantUnitDto[];
}

export class AsoiafEliminatedDto {
  @Int(0, 3) player!: number;
  @OptBool('It still has Combat Units in Reserve') unitsInReserve?: boolean;
}

export class AsoiafRoundDto {
  @OptNestedArray(() => AsoiafDestroyedUnitDto, { description: 'Combat Units (and castle walls) destroyed this round' }) destroyed?: AsoiafDestroyedUnitDto[];
  @OptNestedArray(() => AsoiafObjectiveStateDto, { description: 'Each objective token at the end of the round' }) objectives?: AsoiafObjectiveStateDto[];
  @OptNestedArray(() => AsoiafQuadrantDto, { description: 'Here We Stand: the four quadrants at the end of the round' }) quadrants?: AsoiafQuadrantDto[];
  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'VP each player scored from Missions this round (their texts are not in the seeds)' })
  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  @Min(0, { each: true })
  missionVp?: number[];
  @OptNestedArray(() => AsoiafEliminatedDto, { description: 'Players left with no Combat Unit on the table' }) eliminated?: AsoiafEliminatedDto[];
}

export class AsoiafScoringPlayerDto {
  @Str() name!: string;
  @OptInt(0, 10000, { description: 'Army points still on the battlefield (the tie-break after round 6)' }) armyPointsOnTable?: number;
  @OptInt(0, 1, { description: 'format teams: the player\'s team' }) team?: number;
}

export class AsoiafScoringRequestDto extends RulesRequestDto {
  @Str({ description: `Game mode of the rules version (catalogue \`gameModes\`): ${[...new Set(GAME_MODES.map((m) => m.id))].join(', ')}`, example: 'gameOfThrones' }) gameMode!: string;
  @Int(1, 10000, { example: 40 }) gameSize!: number;
  @OptEnum(['standard', 'freeForAll', 'teams'], { description: 'standard: two players (default); freeForAll: 3-4 players, each for itself, any mode but A Storm of Swords; teams: players on two teams, VP per team (§9.6)' }) format?: 'standard' | 'freeForAll' | 'teams';
  @NestedArray(() => AsoiafScoringPlayerDto, { description: 'The players, players[0] first: two (standard), 3-4 (freeForAll), 2-4 on two teams (teams)' }) @ArrayMinSize(2) @ArrayMaxSize(4) players!: AsoiafScoringPlayerDto[];
  @OptInt(0, 1, { description: 'A Storm of Swords: the index of the Attacker (format teams: of the attacking team)' }) attacker?: number;
  @NestedArray(() => AsoiafRoundDto, { description: 'The completed rounds in order (at most 6)' }) @ArrayMaxSize(6) rounds!: AsoiafRoundDto[];
}

export class AsoiafVpLineDto {
  @Out({ type: 'integer' }) round!: number;
  @Out({ type: 'integer', description: 'The side scoring: a player, or with format teams a team' }) player!: number;
  @Out({ type: 'string', enum: ['combatVictory', 'castleWall', 'commanderKill', 'enemyCommanderFirstDestroyed', 'enemyCommanderDestroyed', 'markedUnitKill', 'markedUnitDestroyed', 'vpTokens', 'objective', 'objectiveCommander', 'quadrant', 'missions'] }) source!: string;
  @Out({ type: 'integer' }) vp!: number;
  @Out({ type: 'string' }) detail!: string;
}

export class AsoiafRoundVpDto {
  @Out({ type: 'integer' }) round!: number;
  @Out({ type: 'integer', isArray: true, description: 'Running VP of each player at the end of the round' }) vp!: number[];
}

export class AsoiafScoringResultDto {
  @Out({ type: 'string' }) gameMode!: string;
  @Out({ type: 'integer' }) vpTarget!: number;
  @Out({ type: 'integer', isArray: true, description: 'VP per side: per player, or with format teams per team' }) vp!: number[];
  @Out({ type: () => [AsoiafRoundVpDto] }) rounds!: AsoiafRoundVpDto[];
  @OptOut({ type: 'string', enum: ['freeForAll', 'teams'], description: 'Present for a multiplayer format' }) format?: string;
  @OptOut({ type: 'string', isArray: true, description: 'Multiplayer: the sides scoring (players, or teams named by their players)' }) sides?: string[];
  @OptOut({ type: 'integer', isArray: true, description: 'Multiplayer: the sides out of the game (every Combat Unit destroyed)' }) out?: number[];
  @Out({ type: () => [AsoiafVpLineDto] }) breakdown!: AsoiafVpLineDto[];
  @Out({ type: 'boolean' }) ended!: boolean;
  @Out({ type: 'string', enum: ['inProgress', 'vpTarget', 'elimination', 'roundLimit', 'armyPointsOnTable', 'defenderHeld', 'draw'] }) decidedBy!: string;
  @Out({ type: 'string', nullable: true }) winner!: string | null;
  @OptOut({ type: 'integer', nullable: true }) winnerIndex!: number | null;
}

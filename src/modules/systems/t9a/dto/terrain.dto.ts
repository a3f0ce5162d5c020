import { ArrayMaxSize } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { TERRAIN_TYPE_IDS } from '../../../../domain/systems/t9a/catalogue.js';
import { Enum, Nested, Num, OptNested, OptNestedArray, OptOut, Out } from '../../dto-decorators.js';
import { T9aBoardDto, T9aPointDto } from './charges.dto.js';
import {
  T9aAmbusherDto, T9aAmbushResultDto, T9aDeployedUnitDto, T9aDeploymentDto, T9aDeploymentResultDto, T9aFirstTurnResultDto, T9aFirstTurnRollDto, T9aHiddenDto, T9aMarkerDto, T9aMarkersResultDto, T9aVanguardResultDto,
} from './deployment.dto.js';

export class T9aTerrainPieceDto {
  @Enum(TERRAIN_TYPE_IDS) type!: string;
  @Nested(() => T9aPointDto) centre!: T9aPointDto;
  @Num(0.1, { description: 'inches along x' }) width!: number;
  @Num(0.1, { description: 'inches along y' }) depth!: number;
}

export class T9aTerrainRequestDto extends RulesRequestDto {
  @Enum(['generate', 'check'], { description: 'generate (seeded or given dice) or check a layout' }) mode!: 'generate' | 'check';
  @OptNested(() => T9aBoardDto, { description: 'Default 72"×48"' }) board?: T9aBoardDto;
  @OptNestedArray(() => T9aTerrainPieceDto, { description: 'check: the layout' }) pieces?: T9aTerrainPieceDto[];
  @OptNested(() => T9aDeploymentDto, { description: 'The deployment type, which side attacks or which diagonal, and who goes first when known (L452-469)' }) deployment?: T9aDeploymentDto;
  @OptNestedArray(() => T9aDeployedUnitDto, { description: 'Units as deployed (needs deployment): each in its zone, Scouts, Vanguard moves', maxItems: 100 }) @ArrayMaxSize(100) units?: T9aDeployedUnitDto[];
  @OptNestedArray(() => T9aMarkerDto, { description: 'Secure Target markers, in the order placed, one per side (needs deployment, L2977-2982)', maxItems: 2 }) @ArrayMaxSize(2) markers?: T9aMarkerDto[];
  @OptNested(() => T9aFirstTurnRollDto, { description: 'The roll for who chooses the first turn (L526-533)' }) firstTurnRoll?: T9aFirstTurnRollDto;
  @OptNestedArray(() => T9aAmbusherDto, { description: 'Units ambushing (L3110-3120): their arrival odds or rolls, and where they come on', maxItems: 40 }) @ArrayMaxSize(40) ambushers?: T9aAmbusherDto[];
  @OptNestedArray(() => T9aHiddenDto, { description: 'Hidden models and the units they hide in (needs units, L3235-3241)', maxItems: 20 }) @ArrayMaxSize(20) hidden?: T9aHiddenDto[];
}

export class T9aTerrainIssueDto {
  @Out({ type: 'string', enum: ['OFF_TABLE', 'TOO_CLOSE', 'FOOTPRINT_NOT_RECOMMENDED'] }) code!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'integer', isArray: true }) pieces!: number[];
  @Out({ type: 'string' }) path!: string;
}

export class T9aDiscardedPieceDto {
  @Out({ type: 'string' }) type!: string;
  @Out({ type: 'string' }) reason!: string;
}

export class T9aTerrainResultDto {
  @Out({ type: 'boolean' }) valid!: boolean;
  @Out({ type: () => [T9aTerrainPieceDto] }) pieces!: T9aTerrainPieceDto[];
  @Out({ type: () => [T9aTerrainIssueDto] }) issues!: T9aTerrainIssueDto[];
  @Out({ type: () => [T9aDiscardedPieceDto], required: false }) discarded?: T9aDiscardedPieceDto[];
  @OptOut({ type: () => T9aDeploymentResultDto, description: 'With units: every unit in its zone, Scouts, hidden models, the 1" rule' }) deployment?: T9aDeploymentResultDto;
  @OptOut({ type: () => [T9aVanguardResultDto], description: 'Each unit\'s Vanguard move, in the order of units' }) vanguardMoves?: T9aVanguardResultDto[];
  @OptOut({ type: () => T9aMarkersResultDto, description: 'With markers: the Secure Target markers' }) markers?: T9aMarkersResultDto;
  @OptOut({ type: () => T9aFirstTurnResultDto, description: 'With firstTurnRoll: who chooses the first turn' }) firstTurnRoll?: T9aFirstTurnResultDto;
  @OptOut({ type: () => T9aAmbushResultDto, description: 'With ambushers: arrivals' }) ambush?: T9aAmbushResultDto;
}

import { RulesRequestDto } from '../../rules-request.dto.js';
import { TERRAIN_TYPE_IDS } from '../../../../domain/systems/t9a/catalogue.js';
import { Enum, Nested, Num, OptNested, OptNestedArray, Out } from '../../dto-decorators.js';
import { T9aBoardDto, T9aPointDto } from './charges.dto.js';

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
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { TERRAIN_CODES } from '../../../../domain/systems/kow/terrain.js';
import { KOW_TERRAIN_TYPES } from '../../../../domain/systems/kow/world.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { KowDeploymentResultDto, KowDeploymentSidesDto, KowRollOffResultDto, KowRollOffsDto } from './deployment.dto.js';
import { KowPlacedUnitDto, KowPointDto, KowTableDto, KowTerrainPieceDto } from './table.dto.js';

export class KowTerrainMixDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20, default: 2 }) @IsOptional() @IsInt() @Min(0) @Max(20) impassable?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20, default: 2 }) @IsOptional() @IsInt() @Min(0) @Max(20) difficult?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20, default: 2 }) @IsOptional() @IsInt() @Min(0) @Max(20) obstacle?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20, default: 2 }) @IsOptional() @IsInt() @Min(0) @Max(20) hill?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20, default: 0 }) @IsOptional() @IsInt() @Min(0) @Max(20) decorative?: number;
}

export class KowTerrainRequestDto extends RulesRequestDto {
  @ApiProperty({ enum: ['check', 'generate'], description: 'check a given layout, or generate one (needs dice {mode: "seeded", seed})' })
  @IsIn(['check', 'generate'])
  mode!: 'check' | 'generate';

  @ApiPropertyOptional({ type: () => KowTableDto, description: 'Default 72 × 48 inches, or the table recommended for pointsLimit' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowTableDto)
  table?: KowTableDto;

  @ApiPropertyOptional({ type: () => [KowTerrainPieceDto], maxItems: 100, description: 'check: the layout' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => KowTerrainPieceDto)
  terrain?: KowTerrainPieceDto[];

  @ApiPropertyOptional({ type: () => KowTerrainMixDto, description: 'generate: pieces per type (at most 40 in all)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowTerrainMixDto)
  mix?: KowTerrainMixDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, example: 2000, description: 'The game\'s points limit: without `table`, the table is the one the rules recommend for it (L1240-1247); `recommendedTable` is returned' })
  @IsOptional()
  @IsInt()
  @Min(1)
  pointsLimit?: number;

  @ApiPropertyOptional({ type: () => [KowPlacedUnitDto], maxItems: 100, description: 'Deployed units, checked against their set-up areas (needs deployment)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => KowPlacedUnitDto)
  units?: KowPlacedUnitDto[];

  @ApiPropertyOptional({ type: () => KowDeploymentSidesDto, description: 'The side deploying in each set-up area' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowDeploymentSidesDto)
  deployment?: KowDeploymentSidesDto;

  @ApiPropertyOptional({ type: () => KowRollOffsDto, description: 'Roll-offs for deployment, the first turn and Vanguard moves' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowRollOffsDto)
  rollOffs?: KowRollOffsDto;
}

export class KowTerrainPieceOutDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: KOW_TERRAIN_TYPES }) type!: string;
  @ApiProperty({ description: 'Inches' }) height!: number;
  @ApiProperty({ type: () => [KowPointDto] }) polygon!: KowPointDto[];
  @ApiProperty() flat!: boolean;
  @ApiPropertyOptional({ enum: ['obstacle'], description: 'An obstacle over 1" tall, treated as impassable' }) reclassifiedFrom?: string;
}

export class KowTerrainViolationDto {
  @ApiProperty({ enum: TERRAIN_CODES }) code!: string;
  @ApiProperty({ type: [String] }) pieces!: string[];
  @ApiProperty() message!: string;
  @ApiProperty() cite!: string;
}

export class KowTerrainNoticeDto {
  @ApiProperty() piece!: string;
  @ApiProperty() message!: string;
  @ApiProperty() cite!: string;
}

export class KowZoneAreasDto {
  @ApiProperty({ description: 'Square inches' }) impassable!: number;
  @ApiProperty() difficult!: number;
  @ApiProperty() obstacle!: number;
  @ApiProperty() decorative!: number;
  @ApiProperty() hill!: number;
}

export class KowZonesDto {
  @ApiProperty({ type: () => KowZoneAreasDto, description: 'The set-up zone along y = 0' }) A!: KowZoneAreasDto;
  @ApiProperty({ type: () => KowZoneAreasDto, description: 'The set-up zone along y = depth' }) B!: KowZoneAreasDto;
}

export class KowTerrainResultDto {
  @ApiProperty({ enum: ['check', 'generate'] }) mode!: string;
  @ApiProperty({ type: () => KowTableDto }) table!: KowTableDto;
  @ApiProperty({ description: 'No violations' }) valid!: boolean;
  @ApiProperty({ type: () => [KowTerrainPieceOutDto] }) pieces!: KowTerrainPieceOutDto[];
  @ApiProperty({ type: () => [KowTerrainViolationDto] }) violations!: KowTerrainViolationDto[];
  @ApiProperty({ type: () => [KowTerrainNoticeDto] }) notices!: KowTerrainNoticeDto[];
  @ApiProperty({ type: () => KowZonesDto, description: 'Terrain area per type in each set-up zone' }) zones!: KowZonesDto;
  @ApiProperty() fair!: boolean;
  @ApiPropertyOptional({ description: 'generate: the seed used' }) seed?: string;
  @ApiPropertyOptional({ type: () => KowTableDto, description: 'With pointsLimit: the table the rules recommend' }) recommendedTable?: KowTableDto;
  @ApiPropertyOptional({ type: () => KowDeploymentResultDto, description: 'With units and deployment: every unit in its set-up area, more than 12" from the centre' }) deployment?: KowDeploymentResultDto;
  @ApiPropertyOptional({ type: () => [KowRollOffResultDto], description: 'With rollOffs: each roll-off' }) rollOffs?: KowRollOffResultDto[];
}

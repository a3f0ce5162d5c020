import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { KOW_TERRAIN_TYPES } from '../../../../domain/systems/kow/world.js';
import { KowUnitDto } from './unit.dto.js';

/** A point on the table, inches from the bottom-left corner. */
export class KowPointDto {
  @ApiProperty({ example: 36 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  x!: number;

  @ApiProperty({ example: 10 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  y!: number;
}

export class KowTableDto {
  @ApiPropertyOptional({ default: 72, description: 'Inches along the long edges (6 ft)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(1)
  @Max(1000)
  width?: number;

  @ApiPropertyOptional({ default: 48, description: 'Inches from one long edge to the other (4 ft)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(1)
  @Max(1000)
  depth?: number;
}

export class KowTerrainPieceDto {
  @ApiPropertyOptional({ example: 'wood-1', description: 'Defaults to terrain-<index>' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  id?: string;

  @ApiProperty({ enum: KOW_TERRAIN_TYPES, description: 'Obstacles taller than 1" are treated as impassable' })
  @IsIn([...KOW_TERRAIN_TYPES])
  type!: (typeof KOW_TERRAIN_TYPES)[number];

  @ApiPropertyOptional({ minimum: 0, maximum: 20, description: 'Inches (1 height level per inch); defaults: impassable 4, difficult 1, obstacle 1, hill 1, decorative 0' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(20)
  height?: number;

  @ApiProperty({ type: () => [KowPointDto], minItems: 3, maxItems: 64, description: 'Outline in order (not crossing itself), inches' })
  @IsArray()
  @ArrayMinSize(3)
  @ArrayMaxSize(64)
  @ValidateNested({ each: true })
  @Type(() => KowPointDto)
  polygon!: KowPointDto[];

  @ApiPropertyOptional({ description: 'A flat feature (river, pond): never blocks line of sight' })
  @IsOptional()
  @IsBoolean()
  flat?: boolean;
}

export class KowPlacedUnitDto {
  @ApiProperty({ example: 'spears' })
  @IsString()
  @MaxLength(100)
  id!: string;

  @ApiProperty({ example: 'A', description: 'The player the unit belongs to: units of one side are friends' })
  @IsString()
  @MaxLength(100)
  side!: string;

  @ApiProperty({ type: () => KowUnitDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => KowUnitDto)
  unit!: KowUnitDto;

  @ApiProperty({ type: () => KowPointDto, description: 'Centre of the footprint' })
  @IsDefined()
  @ValidateNested()
  @Type(() => KowPointDto)
  centre!: KowPointDto;

  @ApiProperty({ example: 0, description: 'Degrees clockwise from +y (0 faces up the table, 90 faces +x)' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  facing!: number;

  @ApiPropertyOptional({ description: 'The unit is Wavering' })
  @IsOptional()
  @IsBoolean()
  wavering?: boolean;
}

export class KowPoseDto {
  @ApiProperty({ type: () => KowPointDto }) centre!: KowPointDto;
  @ApiProperty({ description: 'Degrees clockwise from +y' }) facing!: number;
}

/** Where a unit stands: centre and facing. */
export class KowPoseInDto {
  @ApiProperty({ type: () => KowPointDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => KowPointDto)
  centre!: KowPointDto;

  @ApiProperty({ example: 0, description: 'Degrees clockwise from +y' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  facing!: number;
}

/** Ranged and breath attacks from positions on the table. */
export class KowShotGeometryDto {
  @ApiPropertyOptional({ type: () => KowTableDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowTableDto)
  table?: KowTableDto;

  @ApiPropertyOptional({ type: () => [KowTerrainPieceDto], maxItems: 100 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => KowTerrainPieceDto)
  terrain?: KowTerrainPieceDto[];

  @ApiProperty({ type: () => KowPoseInDto, description: "The attacker's position" })
  @IsDefined()
  @ValidateNested()
  @Type(() => KowPoseInDto)
  shooter!: KowPoseInDto;

  @ApiProperty({ type: () => KowPoseInDto, description: "The target's position" })
  @IsDefined()
  @ValidateNested()
  @Type(() => KowPoseInDto)
  target!: KowPoseInDto;

  @ApiPropertyOptional({ default: 'A', description: 'Side of the shooter, to tell friends from enemies among units' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  shooterSide?: string;

  @ApiPropertyOptional({ default: 'B' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  targetSide?: string;

  @ApiPropertyOptional({ type: () => [KowPlacedUnitDto], maxItems: 100, description: 'Every other unit that may block sight, give cover or be in contact' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => KowPlacedUnitDto)
  units?: KowPlacedUnitDto[];
}

export class KowIgnoredDto {
  @ApiProperty() id!: string;
  @ApiProperty() why!: string;
}

export class KowShotGeometryResultDto {
  @ApiProperty({ description: 'Leader point to the nearest point of the target, inches' }) distance!: number;
  @ApiProperty({ enum: ['front', 'flank', 'rear'] }) facing!: string;
  @ApiProperty() cover!: boolean;
  @ApiProperty() blockedShare!: number;
  @ApiProperty() passedOverShare!: number;
  @ApiProperty() inDifficultShare!: number;
  @ApiProperty({ type: () => [KowIgnoredDto] }) ignored!: KowIgnoredDto[];
}
